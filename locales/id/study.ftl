# Modul studi (src/study): masalah dalam berkas studi dan cara memperbaikinya, jawaban yang
# tidak dapat dibaca, dan alasan sebuah butir jawaban salah. ID pesan dan variabelnya sama
# dengan locales/en/study.ftl. Teks setiap studi ada di studies.ftl.

## Nama

study-stage-understand = Pahami aturan
study-stage-compare = Bandingkan pilihan
study-stage-review = Tinjau dan periksa
study-unknown-stage = “{ $found }” bukan tahap latihan. Tahap yang ada: { $expected }.

study-kind-list-actions = daftar tindakan legal
study-kind-blockade = blokade: ya atau tidak
study-kind-capture-landings = titik pendaratan tangkapan
study-kind-opened-captures = tangkapan yang dibuka sebuah gerakan
study-kind-safe-moves = gerakan angsa yang aman
study-kind-first-opening = gerakan pertama yang membuka tangkapan
study-kind-best-actions = tindakan terbaik
study-kind-find-mistake = tindakan pertama yang mengubah nilai
study-kind-verdict = nilai posisi

## Mencari dan membaca studi

study-not-found = “{ $arg }” bukan berkas studi dan bukan ID studi bawaan. “foxgeese list” menampilkan studi bawaan.
study-not-found-suggest = “{ $arg }” bukan berkas studi dan bukan ID studi bawaan. Apakah maksud Anda “{ $suggestion }”?
study-file-not-found = Berkas { $path } tidak ada.
study-file-permission-denied = Berkas { $path } tidak dapat dibaca: izin ditolak.
study-file-unreadable = Berkas { $path } tidak dapat dibaca.
study-file-not-text = Berkas { $path } bukan teks UTF-8.
study-invalid = { $count ->
   *[other] Studi ini punya { $count } masalah:
}
study-file-too-large = Berkas ini berukuran { $size } bita, melebihi batas { $max } bita untuk berkas sejenisnya; berkas tidak dibaca.
study-file-too-large-hint = Studi adalah berkas YAML yang pendek, kumpulan teka-teki berisi daftar teka-teki: periksa apakah ini berkas yang benar.

## Sintaks YAML

study-yaml-tab = Di sini karakter tab dipakai untuk indentasi.
study-yaml-tab-hint = YAML hanya memakai spasi untuk indentasi: ganti tab dengan spasi.
study-yaml-colon = Titik dua di sini tidak diizinkan.
study-yaml-colon-hint = Nilai yang memuat “: ” harus diberi tanda kutip, misalnya “note: "a: b"”; jika tidak, periksa apakah indentasi baris ini sama dengan kunci di sekitarnya.
study-yaml-indentation = Indentasi baris ini tidak cocok dengan baris di sekitarnya.
study-yaml-indentation-hint = Kunci dalam peta yang sama dimulai di kolom yang sama; peta bersarang diindentasi lebih dalam daripada kuncinya.
study-yaml-unclosed-bracket = Daftar “[” atau peta “{"{"}” belum ditutup.
study-yaml-unclosed-bracket-hint = Tutup setiap “[” dengan “]” dan setiap “{"{"}” dengan “{"}"}”, lalu pisahkan butirnya dengan koma.
study-yaml-unclosed-quote = Nilai bertanda kutip belum ditutup.
study-yaml-unclosed-quote-hint = Akhiri nilai dengan tanda kutip yang sama dengan pembukanya.
study-yaml-bad-character = Nilai tidak boleh diawali karakter ini.
study-yaml-bad-character-hint = Beri tanda kutip pada nilai itu.
study-yaml-control-character = Karakter kendali (U+{ $code }) tidak boleh ada dalam berkas YAML.
study-yaml-control-character-hint = Hapus karakter itu: berkas studi dan teka-teki hanya berisi teks (editor yang menampilkan karakter tak terlihat dapat menemukannya).
study-yaml-bad-escape = Urutan escape tidak dikenal dalam nilai berkutip ganda.
study-yaml-bad-escape-hint = Pakai tanda kutip tunggal, atau tulis garis miring terbalik sebagai “\\”.
study-yaml-unknown-anchor = Alias ini merujuk ke anchor yang tidak didefinisikan.
study-yaml-unknown-anchor-hint = Definisikan anchor dengan “&nama” sebelum memakai “*nama”, atau tulis nilainya secara lengkap.
study-yaml-too-deep = Dokumen ini bersarang terlalu dalam atau terlalu sering mengulang alias.
study-yaml-too-deep-hint = Studi maupun kumpulan teka-teki tidak memerlukan lebih dari tiga tingkat sarang.
study-yaml-several-documents = Berkas ini berisi lebih dari satu dokumen YAML.
study-yaml-several-documents-hint = Simpan setiap studi dalam berkasnya sendiri, dan hapus baris “---”.
study-yaml-other = Ini bukan YAML yang sah.
study-yaml-other-hint = Periksa tanda kutip, titik dua, dan indentasi di baris ini dan baris di atasnya.

## Bidang

study-the-file = berkas ini
study-duplicate-key = Kunci { $field } muncul dua kali; yang pertama ada di baris { $line }, kolom { $column }.
study-duplicate-key-hint = YAML hanya akan menyimpan yang terakhir. Hapus salah satunya.
study-unknown-field = { $field } bukan bidang yang dikenal.
study-unknown-field-hint = Bidang yang boleh ada di sini: { $expected }.
study-unknown-field-suggest = Apakah maksud Anda { $suggestion }? Bidang yang boleh ada di sini: { $expected }.
study-missing-field = { $map } tidak punya bidang “{ $key }”.
study-missing-field-hint = Tambahkan “{ $key }:” beserta nilainya.
study-wrong-type = { $field } seharusnya berisi { $expected }, tetapi isinya { $found }.
study-unknown-name = “{ $found }” bukan nilai yang sah untuk { $field }.
study-unknown-name-hint = Nilai yang sah: { $expected }.
study-unknown-name-suggest = Apakah maksud Anda { $suggestion }? Nilai yang sah: { $expected }.

study-expect-map = peta berisi bidang
study-expect-whole-number = bilangan bulat
study-expect-text = teks
study-expect-name = salah satu namanya
study-expect-point = nama titik seperti d4
study-expect-point-or-points = nama titik, atau daftar nama titik
study-expect-points = daftar nama titik seperti [d6, d5]
study-expect-action = tindakan seperti c5-c4 atau d4xd2
study-expect-actions = daftar tindakan seperti [c5-c4, d4-d3]
study-expect-list = sebuah daftar
study-expect-position = posisi dalam notasi bertanda kutip, atau peta berisi fox, geese, dan to_move
study-expect-answer = jawaban bertanda kutip, yes atau no, atau daftar

study-found-bool = true atau false
study-found-number = bilangan
study-found-out-of-range = bilangan di luar rentang
study-found-text = teks
study-found-nothing = kosong
study-found-list = daftar
study-found-map = peta
study-found-tagged = nilai dengan tag YAML
study-found-other = hal lain

## Bidang studi

study-unsupported-version = Versi format studi { $found } tidak didukung.
study-unsupported-version-hint = Tulis “format_version: 1”.
study-bad-difficulty = Tingkat kesulitan { $found } di luar rentang.
study-bad-difficulty-hint = Tulis tingkat kesulitan dari 1 (termudah) sampai 5 (tersulit), atau hapus saja agar bernilai 3.
study-allow-without-reason = allow: { $code } tidak punya alasan: peringatan tidak pernah dibungkam tanpa penjelasan.
study-allow-without-reason-hint = Tulis alasannya dalam komentar di baris yang sama atau tepat di atas allow:, misalnya “allow: [reveals-title]  # “no leap back” adalah nama aturan, bukan jawabannya”.
study-bad-id = ID “{ $id }” tidak sah.
study-bad-id-hint = ID terdiri atas huruf kecil, angka, dan tanda hubung, diawali huruf, misalnya “{ $suggestion }”.
study-bad-id-rule = ID terdiri atas huruf kecil, angka, dan tanda hubung, diawali huruf, misalnya “surrounded-fox”.
study-bad-ruleset = Aturan ini tidak dapat dipakai:
study-bad-ruleset-hint = Tulis nama aturan, dengan opsi setelah titik dua bila perlu, misalnya “plyyard” atau “standard:geese=17,sideways”.
study-bad-notation = Posisi ini tidak dapat dibaca:
study-bad-notation-hint = Tulis baris-baris papan dari atas ke bawah dipisahkan “/”, lalu pihak yang bergiliran dan jumlah tangkapan, misalnya “GGG/GGG/GGGGGGG/3F3/7/3/3 g 0”.
study-invalid-position = Posisi ini tidak diizinkan oleh aturan:
study-bad-point = “{ $found }” di { $field } bukan nama titik.
study-bad-point-hint = Nama titik terdiri atas huruf kolom dan nomor baris, misalnya d4.
study-point-off-board = { $point } di { $field } bukan titik di papan ini.
study-point-off-board-hint = “foxgeese show” menggambar papan beserta nama titiknya.
study-duplicate-goose = Angsa di { $point } sudah tercantum di baris { $line }.
study-duplicate-fox = Rubah di { $point } tercantum dua kali.
study-duplicate-piece-hint = Cantumkan setiap titik satu kali saja.
study-fox-on-goose = { $point } tercantum untuk rubah dan juga untuk angsa.
study-fox-on-goose-hint = Satu titik hanya memuat satu bidak: hapus titik itu dari salah satu daftar.

## Bidang tugas

study-field-not-for-kind = Tugas “{ $kind }” tidak punya bidang “{ $field }”.
study-field-not-for-kind-hint = Hapus bidang itu, atau ganti jenis tugasnya.
study-missing-task-field = Tugas “{ $kind }” memerlukan bidang “{ $field }”.
study-missing-task-field-hint = Tambahkan “{ $field }:” di bawah “task:”.
study-bad-action = “{ $found }” di { $field } bukan tindakan:
study-bad-action-hint = Tulis langkah seperti c5-c4 atau lompatan seperti d4xd2.
study-from-no-fox = Tidak ada rubah di { $point }.
study-from-no-goose = Tidak ada angsa di { $point }.
study-from-no-piece-hint = “from” menyebut titik tempat bidak milik pihak dalam tugas itu berada.
study-move-not-legal = Gerakan { $action } bukan gerakan angsa yang legal di posisi ini:
study-move-not-legal-hint = Pilih gerakan angsa yang tercantum dalam “foxgeese actions --side geese” untuk posisi ini.
study-replay-move-illegal = Gerakan ke-{ $number }, { $action }, tidak dapat dimainkan:
study-replay-move-illegal-hint = Gerakan-gerakan dimainkan bergantian dari posisi awal, dimulai oleh pihak yang bergiliran; periksa urutan dan giliran.
study-empty-replay = Daftar gerakannya kosong.
study-empty-replay-hint = Cantumkan gerakan-gerakan putar ulang, misalnya [c5-c4, d4-d3, b5-b4].
study-no-opening = Tidak ada gerakan angsa dalam putar ulang ini yang memberi rubah tangkapan baru.
study-no-opening-hint = Perpanjang putar ulang sampai gerakan yang membuka tangkapan, atau pilih jenis tugas lain.
study-needs-geese-to-move = Tugas “{ $kind }” membahas gerakan angsa, jadi angsa harus mendapat giliran.
study-needs-geese-to-move-hint = Berikan giliran kepada angsa: “g” dalam notasi, atau “to_move: geese”.
study-needs-fox-to-move = Tugas “{ $kind }” membahas tindakan rubah berikutnya, jadi rubah harus mendapat giliran.
study-needs-fox-to-move-hint = Berikan giliran kepada rubah: “f” dalam notasi, atau “to_move: fox”.
study-missing-answer = Studi ini tidak punya jawaban; jawaban mesin adalah “{ $expected }”.
study-missing-answer-hint = Tambahkan baris answer: "{ $expected }", atau biarkan “foxgeese validate --fix” menuliskannya.

## Jawaban yang dinyatakan dan teks studi

study-bad-answer = Jawaban yang dinyatakan tidak dapat dibaca: { $reason }
study-answer-disagrees = Jawaban yang dinyatakan adalah “{ $declared }”, tetapi menurut aturan jawabannya “{ $expected }”.
study-answer-disagrees-hint = Jika posisi dan tugasnya memang seperti yang dimaksud, tulis answer: "{ $expected }".
study-missing-text = { $count } teks tidak ada dalam bahasa “{ $lang }”: { $messages }.
study-missing-text-hint = Tambahkan masing-masing sebagai “id = teks” ke locales/{ $lang }/studies.ftl, atau, untuk studi di luar pustaka bawaan, ke berkas NAMA.{ $lang }.ftl di samping berkas studinya.
study-duplicate-id = ID “{ $id }” sudah dipakai oleh { $other } (baris { $line }).
study-duplicate-id-hint = Setiap studi memerlukan ID sendiri: ganti nama salah satunya.

## Membaca jawaban

# Kata-kata yang boleh diketik pelajar untuk ya, untuk tidak, dan untuk “tidak ada butir sama
# sekali”, dipisahkan koma (satu kata boleh memuat spasi). Kata dari semua bahasa diterima, apa
# pun bahasa keluarannya, jadi bahasa baru cukup menambahkan kata-katanya sendiri di sini.
study-words-yes = ya, iya, sudah
study-words-no = tidak, belum
study-words-none = tidak ada

study-answer-empty = Jawabannya kosong.
study-answer-not-yes-no = “{ $token }” bukan ya atau tidak.
study-answer-not-action = “{ $token }” bukan tindakan.
study-answer-not-point = “{ $token }” bukan nama titik.
study-answer-none-with-items = “tidak ada” tidak dapat digabung dengan butir lain, seperti “{ $token }”.
study-answer-not-one = { $count ->
    [0] Sebutkan tepat satu gerakan, bukan tidak ada.
   *[other] Sebutkan tepat satu gerakan, bukan { $count }.
}
study-answer-hint-yes-no = Jawab ya atau tidak (yes atau no juga bisa).
study-answer-hint-actions = Tulis tindakan dipisahkan spasi atau koma, misalnya “d4-d3 d4xd2”; tulis “tidak ada” jika tidak ada tindakan.
study-answer-hint-points = Tulis titik dipisahkan spasi atau koma, misalnya “b4 f4”; tulis “tidak ada” jika tidak ada titik.
study-answer-hint-one-action = Sebutkan satu gerakan dari putar ulang, misalnya “c5-c4”.

## Mengapa sebuah butir jawaban salah

study-wrong-illegal = tidak legal di sini:
study-wrong-other-piece = legal, tetapi bukan gerakan bidak di { $from }
study-wrong-off-board = { $point } bukan titik di papan ini
study-wrong-step-not-capture = rubah dapat melangkah ke { $point }, tetapi itu bukan tangkapan
study-wrong-occupied-fox = rubah sendiri berdiri di { $point }
study-wrong-occupied-goose = ada angsa di { $point }, jadi tidak ada tangkapan yang mendarat di sana
study-wrong-no-capture-lands = tidak ada tangkapan yang mendarat di { $point }
study-wrong-already-available = tangkapan ini sudah tersedia sebelum gerakan itu
study-wrong-not-a-capture = legal setelah gerakan itu, tetapi berupa langkah, bukan tangkapan
study-wrong-opens-capture = legal, tetapi setelahnya rubah dapat menangkap dengan { $capture }
study-wrong-not-in-replay = gerakan ini tidak ada dalam putar ulang
study-wrong-fox-move = ini gerakan rubah; pertanyaannya tentang gerakan angsa
study-wrong-no-new-capture = setelah gerakan ini rubah tidak mendapat tangkapan yang sebelumnya tidak ada
study-wrong-after-first = gerakan sebelumnya, { $first }, sudah lebih dulu membuka tangkapan
study-wrong-fox-can-move = rubah masih punya tindakan legal: { $witness }
study-wrong-fox-blockaded = rubah tidak punya langkah maupun lompatan: rubah terblokade
