# Pesan mesin aturan: mengapa sebuah tindakan tidak legal, kesalahan notasi dan posisi,
# nama dan opsi aturan, hasil permainan.

## Pihak dan arah

side-fox = rubah
side-geese = angsa
direction = { $direction ->
    [north] utara
    [north-east] timur laut
    [east] timur
    [south-east] tenggara
    [south] selatan
    [south-west] barat daya
    [west] barat
   *[north-west] barat laut
}

## Mengapa sebuah tindakan tidak legal. Setiap pesan menyebut aturannya.

reason-game-over = Permainan sudah selesai: posisi yang sudah berakhir tidak punya tindakan legal.
reason-off-board = { $point } bukan titik di papan ini.
reason-no-piece = Tidak ada bidak di { $point }.
reason-wrong-turn = Sekarang giliran { $side ->
    [fox] rubah
   *[geese] angsa
}.
reason-occupied = Titik tujuan { $point } sudah terisi.
reason-not-neighbour = Satu langkah hanya menuju titik tetangga di sepanjang satu garis, dan { $to } tidak bersebelahan dengan { $from }.
reason-no-diagonals = Papan ini tidak punya garis diagonal: bidak hanya bergerak ke utara, selatan, timur, atau barat, jadi { $from } dan { $to } tidak terhubung.
reason-no-diagonal-here = Tidak ada garis diagonal yang menghubungkan { $from } dan { $to } di papan ini.
reason-not-connected = Tidak ada garis yang menghubungkan { $from } dan { $to }.
reason-goose-backward = Angsa tidak pernah mundur: di sini angsa tidak boleh melangkah ke { $back ->
    [north] utara
   *[south] selatan
}, apa pun yang dilakukan rubah.
reason-goose-diagonal-backward = Angsa tidak pernah mundur, termasuk secara diagonal: di sini angsa tidak boleh melangkah ke { $back ->
    [north] timur laut atau barat laut
   *[south] tenggara atau barat daya
}.
reason-goose-sideways = Dalam aturan ini angsa tidak boleh melangkah ke samping, hanya maju atau maju diagonal.
reason-goose-jump = Angsa tidak pernah melompat dan tidak pernah menangkap: hanya rubah yang menangkap.
reason-no-goose-to-jump = Tidak ada angsa di { $over } untuk dilompati.
reason-jump-shape = Lompatan melewati satu angsa tetangga menuju titik tepat di belakangnya, dalam garis lurus; { $to } tidak berjarak dua titik dari { $from } di sepanjang satu garis.
reason-jump-too-long = Lompatan hanya melewati satu angsa: { $to } terlalu jauh dari { $from }, dan dua bidak berderet tidak dapat dilompati sekaligus.
reason-landing-occupied = Titik pendaratan { $point } sudah terisi, jadi lompatan terhalang.
reason-landing-off-board = Titik pendaratan { $point } tidak ada di papan, jadi lompatan terhalang.
reason-one-jump-per-turn = Hanya satu lompatan per giliran: lompatan mengakhiri giliran rubah, dan angsa menjawab sebelum tangkapan berikutnya.
reason-jumped-twice = Angsa di { $point } sudah dilompati dalam rangkaian ini: angsa yang dilompati langsung diangkat dari papan.
reason-capture-compulsory = Dalam aturan ini tangkapan wajib: ada rubah yang dapat melompat, jadi pihak rubah harus melompat.
reason-chain-must-continue = Rangkaian lompatan harus diteruskan: dari { $at } masih ada lompatan lain, dan hanya rangkaian yang lengkap yang legal.
reason-not-an-action = Ini bukan salah satu tindakan legal di posisi ini.

## Kesalahan notasi posisi

notation-empty = Posisinya kosong. Tulis baris-baris papan dari atas ke bawah, pihak yang bergiliran, dan jumlah tangkapan, misalnya: GGG/GGG/GGGGGGG/3F3/7/3/3 g 0
notation-rank-count = Posisi ini berisi { $found } baris, padahal papan ini punya { $expected }; pisahkan baris dengan “/”.
notation-rank-length = Baris { $rank } berisi { $found } titik, padahal baris itu punya { $expected } titik yang dapat dipakai.
notation-unknown-piece-at = Karakter “{ $char }” tidak dikenal di baris { $rank }, pada { $point }: pakai G untuk angsa, F untuk rubah, “.” atau angka untuk titik kosong.
notation-unknown-piece = Karakter “{ $char }” tidak dikenal di baris { $rank }: pakai G untuk angsa, F untuk rubah, “.” atau angka untuk titik kosong.
notation-missing-side = Pihak yang bergiliran belum ditulis: tambahkan “g” (angsa) atau “f” (rubah) setelah papan.
notation-bad-side = “{ $found }” bukan pihak yang bergiliran: pakai “g” (angsa) atau “f” (rubah).
notation-missing-captures = Jumlah tangkapan belum ditulis: tambahkan jumlah angsa yang sudah ditangkap (0 di awal permainan).
notation-bad-captures = “{ $found }” bukan jumlah tangkapan: tulis bilangan bulat seperti 0.
notation-bad-clock = “{ $found }” bukan penghitung seri: tulis jumlah giliran sejak tangkapan atau langkah maju angsa terakhir.
notation-extra-field = Ada “{ $found }” yang tidak diharapkan setelah posisi: notasi posisi paling banyak berisi empat bagian.

## Posisi yang tidak diizinkan aturan

setup-no-fox = Tidak ada rubah di papan.
setup-fox-count = Posisi ini berisi { $found } rubah, padahal aturan ini dimainkan dengan { $expected } rubah.
setup-too-many-geese = Posisi ini berisi { $found } angsa, padahal aturan ini hanya punya { $max }.
setup-geese-and-captures = { $geese } angsa di papan ditambah { $captures } yang sudah ditangkap melebihi { $max } angsa di awal permainan aturan ini.
setup-clock-too-large = Penghitung seri { $found } melewati { $max } giliran, saat permainan sudah berakhir seri.

## Nama dan opsi aturan

spec-unknown-ruleset = Aturan “{ $name }” tidak dikenal. Aturan yang tersedia: { $valid }.
spec-unknown-option = Aturan { $ruleset } tidak punya opsi “{ $option }”. Opsinya: { $valid }.
spec-no-options = Aturan { $ruleset } tidak punya opsi, jadi “{ $option }” tidak diizinkan.

## Kesalahan notasi tindakan

action-empty = Tindakannya kosong: tulis langkah seperti d4-d3 dan lompatan seperti d4xd2.
action-bad-point = “{ $found }” bukan nama titik: nama titik terdiri dari huruf kolom dan nomor baris, misalnya d4.
action-missing-separator = Tulis langkah dengan “-” (d4-d3) dan lompatan dengan “x” (d4xd2).
action-missing-point = Ada nama titik yang hilang: tulis langkah seperti d4-d3 dan lompatan seperti d4xd2.
action-mixed-separators = Sebuah tindakan berupa langkah dengan “-” atau lompatan dengan “x”, tidak keduanya.
action-step-chain = Satu langkah hanya menuju satu titik; rangkaian lompatan ditulis dengan “x”: d4xd6xf6.

## Hasil permainan

outcome-ongoing = Permainan masih berlangsung.
outcome-capture-target = Rubah menang: { $n } tangkapan mencapai target.
outcome-geese-below = { $n ->
    [1] Rubah menang: semua angsa sudah ditangkapnya.
   *[other] Rubah menang: angsa yang tersisa kurang dari { $n }.
}
outcome-paddock-filled = Angsa menang: mereka mengisi semua titik kandang.
outcome-no-action = { $loser ->
    [fox] Angsa menang: rubah tidak punya tindakan legal, baik langkah maupun lompatan.
   *[geese] Rubah menang: angsa tidak punya gerakan legal.
}
outcome-draw-repetition = Seri: posisi yang sama sudah muncul { $n } kali dengan pihak yang sama bergiliran.
outcome-draw-quiet = Seri: { $n } giliran tanpa tangkapan atau langkah maju angsa.
record-illegal = Gerakan ke-{ $index } dalam catatan, { $action }, tidak legal:
