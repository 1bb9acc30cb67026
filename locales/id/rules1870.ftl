# Aturan Boys' Own tahun 1870 selengkapnya (issue 13): rubah yang hanya melompat maju atau ke
# samping, rubah yang memilih titiknya sendiri, dan permainan di papan dam.

## Mengapa suatu tindakan tidak legal

reason-jump-backward = Rubah hanya melompat maju atau ke samping, tidak pernah mundur (“by leaping over him, forward or sideways”, yaitu dengan melompatinya, maju atau ke samping, menurut aturan Boys' Own tahun 1870): lompatan dari { $from } ke { $to } mengarah ke { $direction ->
    [north] utara
    [south] selatan
    [east] timur
    [west] barat
   *[other] arah diagonal
}.
reason-place-occupied = Rubah memilih titiknya sendiri, tetapi hanya titik yang kosong: { $point } sudah terisi.
reason-fox-not-placed = Rubah belum ada di papan: tindakan pertamanya menempatkannya di titik kosong, ditulis seperti @d4.
reason-fox-already-placed = Rubah sudah ada di papan: rubah memilih titiknya hanya sekali, di awal permainan.
reason-no-placement = Dalam aturan ini rubah mulai di papan: tindakan seperti @d4 menempatkan rubah hanya dalam boys-own-1870:fox-chooses.

## Posisi

setup-fox-to-place = Rubah belum ada di papan, jadi harus giliran rubah untuk menempatkan dirinya, dan belum boleh ada angsa yang tertangkap.

## Aturan permainan

rs-start-fox-chooses = Belum ada rubah: tindakan pertamanya menempatkannya di titik kosong mana pun; angsa mengisi lengan selatan dan baris 3{ $geese ->
    [17] , ditambah a4, g4, a5 dan g5
   *[other] {""}
}.
rs-start-boys-own-1870-draughts = Rubah, yang berperan sebagai raja, di petak 11; delapan angsa di petak 1–8, dua baris teratas.
rs-goose-moves-diagonal = Satu langkah diagonal maju ({ $forward ->
    [north] ke atas
   *[south] ke bawah
} papan); tidak pernah mundur
rs-choice-fox-chooses-geese-in-place = Angsa berdiri di tempat yang ditetapkan aturan tahun 1870 (17, atau 13 dengan geese=13): teks menyebut “altering the arrangement of the Geese” (“mengubah susunan angsa”) tanpa menjelaskan caranya.
rs-choice-draughts-geese-first = Angsa bergerak lebih dulu, seperti dalam permainan tahun 1870 yang lain: teks tidak menyebut siapa yang memulai.
rs-choice-draughts-capture-optional = Rubah tidak wajib menangkap meskipun bisa: teks mengatakan rubah menangkap “as in Draughts” (“seperti main dam”) tetapi tidak bahwa ia harus menangkap.
rs-choice-draughts-chain-optional = Rubah boleh terus melompat dari tempat ia mendarat dalam giliran yang sama, dan setiap lompatan lanjutan boleh dipilih.

## Tabel

kind-placement = penempatan
