# Baris perintah: bantuan, kesalahan, label papan, tabel, dan baris status.

## Kesalahan

warning-label = peringatan
error-label = kesalahan
out-of-memory = Sistem tidak memberikan memori yang diperlukan foxgeese, jadi foxgeese berhenti. Kosongkan sebagian memori, atau minta lebih sedikit (--memory yang lebih kecil, lebih sedikit angsa).
error-unknown-lang = Bahasa “{ $lang }” tidak dikenal. Bahasa yang tersedia: { $available }.
error-ftl-syntax = Berkas Fluent { $file } punya kesalahan sintaks di baris { $line }, kolom { $column }: { $detail }
ftl-detail-too-deep = placeable bersarang lebih dari { $limit } tingkat di sini
ftl-detail-bad-escape = escape \u butuh 4 digit heksadesimal, dan \U butuh 6
ftl-detail-parser-failed = parser Fluent gagal membaca berkas ini
error-invalid-position = Posisi ini tidak diizinkan oleh aturan:

cli-invalid-value-choices = “{ $value }” bukan nilai yang sah untuk { $arg }. Nilai yang sah: { $valid }.
cli-invalid-value = “{ $value }” bukan nilai yang sah untuk { $arg }.
cli-unknown-argument = Argumen “{ $arg }” tidak diharapkan.
cli-unknown-command = Perintah “{ $name }” tidak dikenal. Perintah yang ada: { $valid }.
cli-conflict = { $arg } tidak dapat dipakai bersama { $other }.
cli-did-you-mean = Apakah maksud Anda “{ $suggestion }”?
cli-try-help = Untuk keterangan lebih lanjut, coba “--help”.

## Bantuan

help-about = Belajar Rubah dan Angsa: lihat papan, daftar tindakan legal, pahami mengapa sebuah tindakan tidak legal, dan kerjakan studi posisi.
help-heading-usage = Penggunaan
help-heading-commands = Perintah
help-heading-options = Opsi
help-heading-arguments = Argumen
help-value-options = OPSI
help-value-command = PERINTAH
help-arg-help = Tampilkan bantuan
help-arg-version = Tampilkan versi
help-arg-lang = Bahasa semua keluaran: en (Inggris) atau id (Indonesia); bawaannya dari LC_ALL, LC_MESSAGES, atau LANG
help-arg-color = Kapan memakai warna: auto (di terminal, kecuali NO_COLOR diatur), always, atau never
help-arg-position = Posisi dalam notasi satu baris, misalnya “GGG/GGG/GGGGGGG/3F3/7/3/3 g 0”, atau “start”
help-arg-ruleset = Aturan permainan, NAMA atau NAMA:OPSI,OPSI (lihat “foxgeese rulesets”); bawaannya plyyard
help-arg-moves = Tindakan yang dimainkan lebih dulu dari posisi itu, dipisahkan spasi atau koma; atau @BERKAS, berkas rekaman permainan
help-arg-side = Daftar tindakan pihak ini, dengan pihak itu yang bergiliran: fox atau geese
help-arg-from = Daftar hanya tindakan bidak di titik ini
help-arg-format = Format keluaran: text (bawaan) atau json
help-arg-action = Tindakan: langkah seperti d4-d3, lompatan seperti d4xd2, rangkaian seperti d4xd6xf6
help-arg-depth = Jumlah giliran ke depan yang dihitung
help-arg-divide = Tampilkan juga jumlah setelah setiap tindakan legal
help-arg-exit_code = Keluar dengan kode 1 jika tindakan tidak legal (bawaannya kode keluar 0 selama pertanyaan bisa dijawab)
help-arg-name = Aturan yang ditampilkan lengkap, dengan posisi awalnya

help-cmd-actions = Daftar semua tindakan legal pihak yang bergiliran, satu pihak, atau satu bidak
help-cmd-why = Katakan apakah sebuah tindakan legal dan, jika tidak, semua aturan yang dilanggarnya
help-cmd-show = Gambar papan dan tunjukkan giliran, tangkapan, dan status permainan
help-cmd-perft = Hitung posisi tepat KEDALAMAN giliran ke depan
help-cmd-rulesets = Bandingkan aturan-aturan permainan, atau tampilkan satu aturan dengan posisi awalnya

## Papan

legend = F rubah   G angsa   · titik kosong
legend-marked = F rubah   G angsa   · titik kosong   * tujuan tindakan dalam daftar

## Baris status

show-ruleset = Aturan: { $ruleset }
show-turn = Giliran: { $side ->
    [fox] rubah
   *[geese] angsa
}
show-captures-target = Tangkapan: { $captures } (rubah menang jika mencapai { $target })
show-captures-geese = Tangkapan: { $captures }, sisa angsa: { $geese } ({ $below ->
    [1] rubah menang dengan menangkap semuanya
   *[other] rubah menang jika tersisa kurang dari { $below }
})
show-status = Status: { $status }
show-position = Posisi: { $position }

## Tindakan

actions-heading = Tindakan legal { $side ->
    [fox] rubah
   *[geese] angsa
} ({ $count })
actions-heading-from = Tindakan legal bidak di { $point } ({ $count })
actions-none = Tidak ada tindakan legal.
actions-from-other-side = Bidak di { $point } bukan milik pihak { $side ->
    [fox] rubah
   *[geese] angsa
}.
col-action = Tindakan
col-kind = Jenis
col-from = Dari
col-to = Ke
col-captured = Ditangkap
kind-step = langkah
kind-jump = { $count ->
    [1] lompatan
   *[other] rangkaian { $count } lompatan
}

## Mengapa

why-legal-step = { $action } adalah langkah yang legal.
why-legal-jump = { $action } adalah tangkapan yang legal.
why-illegal = { $action } tidak legal:

## Perft

perft-result = Kedalaman { $depth }: { $nodes } posisi daun

perft-progress = menghitung: { $done } dari { $total } tindakan pertama selesai
perft-warn-deep = kedalaman { $depth } berarti sekitar { $leaves } posisi daun (perkiraan dari faktor percabangan); ini bisa makan waktu lama.
perft-depth-not-number = “{ $depth }” bukan kedalaman: berikan bilangan bulat jumlah giliran, misalnya 4.
perft-depth-negative = Kedalaman tidak boleh negatif (“{ $depth }”): berikan bilangan bulat jumlah giliran dari 0 sampai { $limit }, misalnya 4.
perft-depth-too-deep = Kedalaman { $depth } melewati batas { $limit } giliran: jumlah posisi berlipat beberapa kali pada setiap giliran, dan hitungan sedalam itu tidak akan selesai. Berikan { $limit } atau kurang.

## Aturan

rs-heading = Aturan yang dimainkan foxgeese, berdampingan
rs-heading-blocks = Aturan yang dimainkan foxgeese, satu per satu
rs-more = Tampilkan satu aturan lengkap dengan: foxgeese rulesets NAMA
rs-title = { $variant ->
    [plyyard] Rubah dan Angsa 33 titik versi Ply Yard
    [standard] Rubah dan Angsa standar
    [large-cross] Silang Besar (Gåsetavl)
    [two-foxes] Dua Rubah (Halatafl)
    [boys-own-1870-draughts] Aturan Boys' Own tahun 1870, di papan dam
   *[boys-own-1870] Aturan Boys' Own tahun 1870
} — { $ruleset }
rs-source = { $variant ->
    [plyyard] Sumber: panduan Rubah dan Angsa dari Ply Yard, edisi bahasa Inggris dan bahasa Indonesia.
    [standard] Sumber: tabel perbedaan pada halaman aturan “Large Cross (Gåsetavl)” dan “Two Foxes (Halatafl)” (judul asli dalam bahasa Inggris).
    [large-cross] Sumber: halaman aturan “Large Cross (Gåsetavl)” (judul asli dalam bahasa Inggris), mengikuti uraian Peter Michaelsen tentang Gåsetavl.
    [two-foxes] Sumber: halaman aturan “Two Foxes (Halatafl)” (judul asli dalam bahasa Inggris).
    [boys-own-1870-draughts] Sumber: aturan Boys' Own tahun 1870 (hlm. 597), sebagaimana dikutip dalam catatan museum tentang sebuah papan Inggris dari abad ke-19: “If played on a draught board …” (“jika dimainkan di papan dam …”).
   *[boys-own-1870] Sumber: aturan Boys' Own tahun 1870 (hlm. 597), sebagaimana dikutip dalam catatan museum tentang sebuah papan Inggris dari abad ke-19.
}
rules-card-heading = Aturan baru: { $title }. Singkatnya:
rules-card-more = Aturan lengkapnya, beserta sumbernya: foxgeese rulesets { $ruleset }
rs-chosen = Jika sumber tidak menyebutkannya, foxgeese memutuskan:
rs-choice-boys-own-geese-first = Angsa bergerak lebih dulu: teks tahun 1870 tidak menyebut siapa yang memulai.
rs-choice-boys-own-reduced-to-six = Kalimat teks tahun 1870 “When the number of Geese is reduced to six” (“bila jumlah angsa berkurang menjadi enam”) dibaca sebagai: rubah menang jika angsa tersisa enam atau kurang.
rs-choice-boys-own-chain-optional = “As in Draughts” (“seperti main dam”, kutipan teks tahun 1870): rubah boleh terus melompat dalam giliran yang sama, dan setiap lompatan lanjutan boleh dipilih.
rs-choice-standard-sideways-draws = Dengan opsi sideways, aturan seri Silang Besar berlaku (posisi berulang tiga kali, 50 giliran masing-masing tanpa kemajuan).
rs-choice-two-foxes-corners = Kedua rubah mulai di c7 dan e7, sudut luar ujung lengan atas.
rs-paddock = Kandang: { $points }

rs-row-board = Papan
rs-row-pieces = Bidak
rs-row-start = Posisi awal
rs-row-first = Gerakan pertama
rs-row-geese-move = Gerakan angsa
rs-row-captures = Tangkapan
rs-row-fox-wins = Rubah menang
rs-row-geese-win = Angsa menang
rs-row-draws = Seri

rs-board = { $points } titik; { $diagonals ->
    [none] hanya garis ortogonal
    [all] diagonal di setiap kotak
    [only] petak gelap papan dam, hanya garis diagonal
   *[alternating] diagonal melalui titik berselang
}
rs-pieces = { $foxes } rubah, { $geese } angsa (opsi: { $options })
rs-start-plyyard = Rubah di d4; angsa mengisi lengan utara dan baris 5.
rs-start-standard = Rubah di d4; angsa mengisi lengan selatan dan baris 3{ $geese ->
    [15] , ditambah a4 dan g4
    [17] , ditambah a4, g4, a5, dan g5
   *[other] {""}
}.
rs-start-large-cross = Rubah di e7; angsa mengisi lengan selatan dan baris 4.
rs-start-two-foxes = Rubah di c7 dan e7; angsa mengisi baris 3 dan 4 serta lengan selatan.
rs-start-boys-own-1870 = Rubah di d4; angsa mengisi lengan selatan dan baris 3{ $geese ->
    [17] , ditambah a4, g4, a5, dan g5
   *[other] {""}
}.
rs-first = { $side ->
    [fox] Rubah
   *[geese] Angsa
}
rs-goose-moves = Satu langkah ke { $forward ->
    [north] utara
   *[south] selatan
}{ $diagonal ->
    [yes] , maju diagonal
   *[no] {""}
}{ $sideways ->
    [yes] , ke timur atau barat
   *[no] {""}
}; tidak pernah mundur
rs-captures = { $jumps ->
    [single] Satu lompatan per giliran
    [chain] Lompatan boleh berlanjut dalam giliran yang sama
   *[maximal] Lompatan berlanjut selama masih bisa
}; { $compulsory ->
    [yes] wajib
   *[no] tidak wajib
}{ $directions ->
    [forward-sideways] ; rubah hanya melompat maju atau ke samping, tidak pernah mundur
   *[all] {""}
}
rs-fox-wins-captures = Pada { $n } tangkapan, atau jika angsa tidak dapat bergerak
rs-fox-wins-geese-below = { $n ->
    [1] Jika semua angsa tertangkap, atau jika angsa tidak dapat bergerak
   *[other] Jika angsa tersisa kurang dari { $n }, atau jika angsa tidak dapat bergerak
}
rs-geese-win = { $foxes ->
    [1] Jika rubah tidak dapat bergerak
   *[other] Jika tidak ada rubah yang dapat bergerak
}{ $paddock ->
    [yes] , atau dengan mengisi kandang
   *[no] {""}
}
rs-draws-none = Tidak ada
rs-draws = Posisi yang sama { $repetitions } kali; { $quiet } giliran tanpa tangkapan atau langkah maju angsa

## Studi

help-cmd-study = Tampilkan sebuah studi: judul, papan, dan pertanyaannya (tanpa jawaban)
help-cmd-check = Periksa jawaban sebuah studi (keluar dengan kode 0 jika benar, 1 jika belum)
help-cmd-practice = Kerjakan studi satu per satu, dengan petunjuk dan umpan balik, atau teka-teki setingkat rating Anda (--puzzles); kemajuan disimpan
help-cmd-validate = Uji setiap berkas studi dengan mesin aturan dan laporkan setiap masalah beserta letaknya (keluar dengan kode 1 jika ada)
help-cmd-list = Daftar studi bawaan, atau jumlah teka-teki (--puzzles)
help-arg-study = Berkas studi (.yaml), atau id studi bawaan (lihat “foxgeese list”)
help-arg-reveal = Cetak juga jawaban lengkap dan penjelasannya, benar atau salah (untuk skrip)
help-arg-answer = Jawaban: tindakan atau titik yang dipisahkan spasi atau koma, ya atau tidak, atau “tidak ada”
help-arg-stage = Hanya studi pada tahap ini: understand, compare, atau review
help-arg-list-ruleset = Hanya studi (atau, dengan --puzzles, teka-teki) dengan aturan permainan ini; lihat “foxgeese rulesets”
help-arg-reset = Hapus semua kemajuan lebih dulu
help-arg-retry = Hanya studi (dengan --puzzles: teka-teki) yang dilewati atau gagal pada percobaan terakhir
help-arg-due = Hanya studi selesai dan teka-teki gagal yang sudah tiba waktunya untuk diulas (pengulangan berjarak)
help-arg-state = Berkas kemajuan (bawaannya: foxgeese/progress.json di direktori data pengguna)
help-arg-studies = Studi yang ingin dikerjakan, sebagai berkas atau id (bawaannya: seluruh pustaka, kecuali yang sudah selesai); dengan --puzzles, id teka-teki
help-arg-paths = Berkas atau folder studi yang diperiksa (bawaannya: ./studies, atau pustaka bawaan jika tidak ada)
help-cmd-new = Mulai sebuah studi: tulis ID.yaml dengan jawaban mesin, serta ID.en.ftl dan ID.id.ftl berisi teks yang harus ditulis
help-arg-new-id = Id studi baru: huruf kecil, angka, dan tanda hubung
help-arg-kind = Jenis tugas, salah satu dari: { $kinds }
help-arg-new-ruleset = Aturan permainan (bawaan: plyyard); lihat “foxgeese rulesets”
help-arg-new-position = Posisi dalam notasi satu baris (bawaan: posisi awal aturan itu)
help-arg-new-side = Untuk list-actions: tindakan siapa, fox atau geese
help-arg-new-from = Untuk list-actions: hanya tindakan bidak di titik ini
help-arg-new-mv = Untuk opened-captures: gerakan angsa
help-arg-new-moves = Untuk first-opening: gerakan-gerakan putar ulang, dipisahkan spasi
help-arg-dir = Folder tempat berkas ditulis (bawaan: folder saat ini)
help-arg-fix = Tulis jawaban mesin jika jawaban yang dinyatakan tidak ada atau salah, dengan menampilkan setiap perubahan
help-label = bantuan

study-about = Studi { $id } · { $stage } · { $kind } · { $ruleset }

check-correct = Benar!
check-wrong = Belum tepat.
check-right = Benar ({ $count }): { $items }
check-missing = Masih ada { $count } yang belum Anda sebutkan.
check-answer = Jawabannya: { $answer }
check-wrong-items = { $count ->
    [1] Salah:
   *[other] Salah ({ $count }):
}
check-witness = Rubah masih punya tindakan legal, misalnya { $action }.

col-id = Id
col-stage = Tahap
col-task = Tugas
col-ruleset = Aturan
col-title = Judul
col-difficulty = Kesulitan
list-group = { $title } · { $count } studi
list-count = { $count } studi.

validate-unreadable-folder = Folder { $path } tidak dapat dibaca ({ $detail }).
validate-bad-ftl = Berkas Fluent ini punya kesalahan sintaks: { $detail }
validate-bad-ftl-hint = Perbaiki pesan di baris ini; setiap pesan ditulis “id = teks”, dan teks beberapa baris diberi indentasi.
validate-clean = { $files ->
    [1] Satu berkas studi diperiksa: tidak ada masalah.
   *[other] { $files } berkas studi diperiksa: tidak ada masalah.
}
validate-found = Ditemukan { $problems } masalah di { $files ->
    [1] berkas tersebut
   *[other] { $bad } dari { $files } berkas
}.
validate-no-such-path = Tidak ada berkas atau folder { $path }.
validate-ftl-as-study = Ini berkas teks Fluent, bukan studi; validate memeriksanya bersama studinya.
validate-ftl-as-study-hint = Sebutkan berkas studinya: { $study }
validate-unused-text = Tidak ada layar yang menampilkan pesan { $key }: teks sebuah studi adalah judul, pertanyaan, penjelasan, dan petunjuknya.
validate-unused-text-suggest = Apakah maksud Anda { $suggestion }?
validate-unused-text-hint = Ganti namanya menjadi salah satu dari: { $expected }; atau hapus.
validate-placeholder = Teks { $key } masih berisi penanda yang ditulis “foxgeese new”.
validate-placeholder-hint = Ganti “{ $marker }” dengan teks dalam bahasa berkas ini.
validate-fixed = { $count ->
    [0] Tidak ada jawaban yang perlu ditulis.
   *[other] Jawaban mesin ditulis di { $count } berkas.
}
validate-fix-unwritable = Berkas { $path } tidak dapat ditulis ({ $detail }).

new-placeholder = [belum ditulis]
new-ftl-header = Teks studi { $id } dalam bahasa Indonesia: ganti setiap “{ $marker }”.
new-unknown-kind = Tidak ada jenis tugas “{ $kind }”; jenisnya adalah { $expected }.
new-exists = { $path } sudah ada; “foxgeese new” tidak pernah menimpa berkas. Pilih id lain atau --dir.
new-refused = Studi ini tidak dapat dibuat:
new-unwritable = Berkas { $path } tidak dapat ditulis ({ $detail }).
new-wrote = Ditulis: { $files }.
new-answer = Jawaban mesin: { $answer }
new-next = Tulis teks di berkas .ftl, lalu periksa studinya:
new-validate-command = foxgeese validate { $study }

practice-state-unreadable = Berkas kemajuan { $path } tidak dapat dibaca ({ $detail }).
practice-state-corrupt = Berkas kemajuan { $path } bukan berkas kemajuan foxgeese; berkas itu dibiarkan apa adanya.
practice-state-corrupt-hint = Pindahkan atau perbaiki berkas itu, atau pilih berkas lain dengan --state BERKAS.
practice-state-unwritable = Berkas kemajuan { $path } tidak dapat ditulis ({ $detail }).
practice-no-data-dir = Tidak ada direktori data untuk berkas kemajuan di sini; pilih berkas dengan --state BERKAS.
practice-all-solved = { $total ->
    [1] Studi yang ada di sini sudah selesai.
   *[other] Semua { $total } studi di sini sudah selesai.
} Pakai --reset untuk mulai lagi, atau sebutkan studi yang ingin dikerjakan.
practice-intro = { $count } studi untuk dikerjakan. Ketik jawaban, atau: petunjuk, tunjukkan, lewati, keluar. Kemajuan disimpan di { $path }.
practice-counter = Studi { $n } dari { $count }
practice-saved = Kemajuan disimpan di { $path }.
practice-nothing-saved = Belum ada yang perlu disimpan: kemajuan disimpan di { $path } setelah Anda menjawab sebuah studi.
practice-summary = { $now ->
    [0] Di sesi ini Anda belum menyelesaikan satu studi pun
   *[other] Di sesi ini Anda menyelesaikan { $now } studi
}; { $count ->
    [1] { $solved ->
        [0] studi yang ada di sini belum selesai
       *[other] studi yang ada di sini kini sudah selesai
    }
   *[other] kini { $solved } dari { $count } studi di sini sudah selesai
}.
practice-prompt = Jawaban Anda (petunjuk, tunjukkan, lewati, keluar):
practice-hint = Petunjuk
practice-try-again = Coba lagi, atau ketik petunjuk, tunjukkan, atau lewati.
# Kata-kata yang dibaca `practice` sebagai perintah, dipisah koma; kata dari bahasa mana pun
# diterima.
practice-words-hint = petunjuk, ?
practice-words-skip = lewati
practice-words-quit = keluar, q

## Berkas kemajuan (pustaka: progress/)
progress-malformed = Isinya bukan data kemajuan dalam JSON (baris { $line }, kolom { $column }): terpotong, atau ditulis program lain.
progress-version = Versinya, { $version }, tidak dapat dibaca foxgeese ini (hanya 1, 2, atau 3).
progress-invalid = Catatan studi “{ $study }” memiliki “{ $field }” yang mustahil.
progress-invalid-puzzle = Catatan teka-teki “{ $puzzle }” memiliki “{ $field }” yang mustahil.
progress-invalid-rating = Rating teka-teki memiliki “{ $field }” yang mustahil.
progress-too-large = Isinya memuat lebih banyak studi atau teka-teki, atau id yang lebih panjang, daripada pustaka mana pun.

## Latihan: alur belajar (commands/practice_flow.rs)
practice-welcome-new =
    Selamat datang! Rubah dan Angsa dimainkan di papan berbentuk salib dengan 33 titik yang dihubungkan garis. Satu pihak memegang seekor rubah, pihak lain sekawanan angsa; setiap giliran, satu bidak bergerak. Angsa melangkah ke titik tetangga dan tidak pernah mundur. Rubah melangkah ke segala arah sepanjang garis, atau melompati angsa ke titik kosong tepat di belakangnya lalu menangkapnya. Angsa menang bila rubah tidak punya tindakan legal; rubah menang dengan menangkap cukup banyak angsa.
    Studi-studi mengajarkan aturan Ply Yard lebih dulu, satu per satu; lalu aturan lainnya bergiliran, masing-masing didahului kartu aturannya.
practice-welcome-back = Selamat datang kembali: { $total ->
    [1] { $solved ->
        [0] studi yang ada di sini belum selesai.
       *[other] studi yang ada di sini sudah selesai.
    }
   *[other] { $solved } dari { $total } studi sudah selesai.
}
practice-nothing-to-retry = Tidak ada yang perlu diulang: tidak ada studi di sini yang dilewati atau gagal.
practice-nothing-due = Hari ini tidak ada studi yang perlu diulas.
practice-not-text = Baris itu bukan teks yang dapat dibaca (bukan UTF-8). Ketik jawaban Anda lagi.
practice-reset-refused = { $path } bukan berkas kemajuan foxgeese, jadi --reset tidak mengubahnya.
practice-reset-refused-hint = Pindahkan berkas itu, atau pilih berkas lain dengan --state BERKAS.
practice-empty-folder = Folder { $path } tidak berisi berkas studi.

## list: kemajuan dari berkas kemajuan
list-progress = { $bar } { $solved } dari { $total } studi sudah selesai
list-due = { $count ->
    [0] Tidak ada studi yang perlu diulas.
   *[other] { $count } studi perlu diulas: foxgeese practice --due
}
list-mark-solved = ✓
list-mark-skipped = ·
check-not-recorded = Jawaban sudah dinilai tetapi tidak dicatat: berkas kemajuan { $path } tidak dapat ditulisi.
