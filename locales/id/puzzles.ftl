## Teka-teki: teks yang ditampilkan bersama teka-teki (templat per jenis dan tema, tidak pernah
## satu teks per teka-teki), nama dan keterangan tema, penilaian, dan masalah berkas koleksi.

puzzle-prompt = { $side ->
    [fox] Rubah yang mendapat giliran { $kind ->
        [win] menang, tetapi hanya satu tindakan yang menang.
        [draw] tidak bisa menang, tetapi hanya satu tindakan yang mempertahankan hasil seri.
       *[hold-out] kalah apa pun yang dilakukannya, tetapi satu tindakan bertahan jauh lebih lama daripada yang lain.
    }
   *[geese] Angsa yang mendapat giliran { $kind ->
        [win] menang, tetapi hanya satu tindakan yang menang.
        [draw] tidak bisa menang, tetapi hanya satu tindakan yang mempertahankan hasil seri.
       *[hold-out] kalah apa pun yang dilakukannya, tetapi satu tindakan bertahan jauh lebih lama daripada yang lain.
    }
} { $moves ->
    [1] Temukan tindakan itu.
   *[other] Temukan tindakan itu, lalu temukan lagi satu-satunya tindakan seperti itu setelah setiap balasan terbaik lawan: { $moves } tindakan seluruhnya.
}
puzzle-explanation = { $kind ->
    [win] Urutan { $line } mempertahankan kemenangan: { $winner ->
        [fox] rubah menang dalam { $plies } giliran dengan permainan terbaik.
       *[geese] angsa menang dalam { $plies } giliran dengan permainan terbaik.
    }
    [draw] Urutan { $line } mempertahankan hasil seri; setiap tindakan lain kalah.
   *[hold-out] Urutan { $line } bertahan paling lama: { $winner ->
        [fox] rubah tetap menang, tetapi baru setelah { $plies } giliran.
       *[geese] angsa tetap menang, tetapi baru setelah { $plies } giliran.
    }
}
puzzle-hint = { $side ->
    [fox] Perhatikan apa yang bisa dilakukan rubah di { $point }.
   *[geese] Perhatikan angsa di { $point }.
}
puzzle-wrong-miss = { $kind ->
    [win] legal, tetapi kemenangannya lepas
    [draw] legal, tetapi setelah itu { $side ->
        [fox] rubah kalah
       *[geese] angsa kalah
    }
   *[hold-out] legal, tetapi kalahnya lebih cepat
}

## Tema: masing-masing dengan nama dan keterangan satu baris.

puzzle-theme-capture = Tangkapan
puzzle-theme-capture-about = Jawabannya lompatan yang menangkap seekor angsa.
puzzle-theme-double-capture = Tangkapan ganda
puzzle-theme-double-capture-about = Jawabannya menangkap dua angsa atau lebih dalam satu giliran.
puzzle-theme-ninth-capture = Tangkapan kesembilan
puzzle-theme-ninth-capture-about = Jawabannya tangkapan yang memenangkan permainan bagi rubah (di Ply Yard, yang kesembilan).
puzzle-theme-quiet-move = Gerakan tenang
puzzle-theme-quiet-move-about = Jawabannya langkah biasa, padahal ada tangkapan di papan yang kalah atau hanya seri.
puzzle-theme-sacrifice = Pengorbanan
puzzle-theme-sacrifice-about = Jawaban angsa membiarkan rubah menangkap, tetapi tetap mempertahankan nilainya.
puzzle-theme-trap = Jebakan
puzzle-theme-trap-about = Jawaban angsa merebut tindakan terakhir rubah: rubah tidak bisa bergerak.
puzzle-theme-escape = Meloloskan diri
puzzle-theme-escape-about = Satu-satunya jalan keluar rubah: setiap tindakan lain membuat angsa menang.
puzzle-theme-hold-the-draw = Pertahankan seri
puzzle-theme-hold-the-draw-about = Tidak ada kemenangan, dan hanya satu tindakan yang mempertahankan hasil seri.
puzzle-theme-hold-out = Bertahan
puzzle-theme-hold-out-about = Setiap tindakan kalah; satu tindakan bertahan sedikitnya 4 giliran lebih lama daripada yang lain.
puzzle-theme-multi-move = Beberapa tindakan
puzzle-theme-multi-move-about = Satu-satunya tindakan yang benar harus ditemukan lagi setelah setiap balasan terbaik.
puzzle-theme-short = Pendek
puzzle-theme-short-about = Kemenangannya butuh 5 giliran atau kurang.
puzzle-theme-long = Panjang
puzzle-theme-long-about = Kemenangannya butuh 15 giliran atau lebih.
puzzle-theme-opening = Pembukaan
puzzle-theme-opening-about = Ada 12 atau 13 angsa di papan.
puzzle-theme-middlegame = Permainan tengah
puzzle-theme-middlegame-about = Ada 9 sampai 11 angsa di papan.
puzzle-theme-endgame = Permainan akhir
puzzle-theme-endgame-about = Ada 8 angsa atau kurang di papan.
puzzle-theme-fox = Rubah
puzzle-theme-fox-about = Pelajar memainkan rubah.
puzzle-theme-geese = Angsa
puzzle-theme-geese-about = Pelajar memainkan angsa.

## Masalah dalam berkas koleksi teka-teki.

puzzle-bad-rating = Peringkat { $found } di luar rentang.
puzzle-bad-rating-hint = Tulis peringkat dari { $min } sampai { $max }.
puzzle-empty-line = Urutannya kosong.
puzzle-line-ends-with-reply = Urutannya berisi { $length } tindakan, jadi berakhir dengan balasan lawan.
puzzle-line-hint = Urutan mencantumkan tindakan pelajar, balasan lawan, tindakan pelajar berikutnya, dan seterusnya, dan berakhir dengan tindakan pelajar, misalnya [d4xb4] atau [c5-c4, d4-d5, b5-b4].
puzzle-line-action-illegal = Tindakan ke-{ $number } dalam urutan, { $action }, tidak bisa dimainkan:
puzzle-line-action-illegal-hint = Urutan dimainkan bergiliran dari posisinya, dimulai oleh pihak yang mendapat giliran; periksa urutan dan pihak yang mendapat giliran.
puzzle-plies-for-draw = Teka-teki yang seri tidak punya jumlah giliran.
puzzle-plies-missing = Kemenangan perlu jumlah gilirannya: berapa giliran permainan berlangsung dengan permainan terbaik.
puzzle-plies-hint = Tulis value: draw tanpa plies, atau value: fox-wins (atau geese-win) dengan plies: N (jumlah giliran).
puzzle-game-over = Permainan sudah selesai pada posisi ini.
puzzle-unsupported-version = Versi format kumpulan teka-teki { $found } tidak didukung.
puzzle-repeated-position = Posisi ini sudah menjadi teka-teki { $other } (baris { $line }).
puzzle-mirrored-position = Posisi ini bayangan cermin dari teka-teki { $other } (baris { $line }).
puzzle-remove-hint = Hapus teka-teki ini, atau tambang ulang koleksinya.
puzzle-value-disagrees = Teka-teki ini menyatakan { $declared }, tetapi tabel membuktikan { $proven }.
puzzle-mine-again-hint = Tambang ulang koleksinya dengan tabel yang sama.
puzzle-unproven = Tabel tidak menyimpan nilai posisi sebelum tindakan ke-{ $number } dalam urutan.
puzzle-unproven-hint = Berikan folder tabel lengkap dengan --tables DIR.
puzzle-not-only = Tindakan ke-{ $number } dalam urutan, { $action }, bukan satu-satunya yang mempertahankan nilai: { $also } juga mempertahankannya.
puzzle-action-loses = Tindakan ke-{ $number } dalam urutan, { $action }, tidak mempertahankan nilai.
puzzle-reply-not-best = Tindakan ke-{ $number } dalam urutan, balasan { $action }, bukan pertahanan terbaik; { $best } yang terbaik.
puzzle-only-action = Sebelum tindakan ke-{ $number } dalam urutan hanya ada satu tindakan legal, atau tidak ada sama sekali.
puzzle-theme-does-not-hold = Tema { $theme } tidak berlaku untuk teka-teki ini. { $about }
puzzle-theme-does-not-hold-hint = Hapus { $theme } dari daftar tema (docs/puzzles.md memuat aturan setiap tema).
puzzle-theme-left-out = Tema { $theme } berlaku untuk teka-teki ini tetapi tidak dicantumkan. { $about }
puzzle-theme-left-out-hint = Tambahkan { $theme } ke daftar tema (docs/puzzles.md memuat aturan setiap tema).
puzzle-theme-unknown-rule = Aturannya ada di docs/puzzles.md.
puzzle-rating-not-the-rule = Peringkat { $found } bukan peringkat yang diberikan aturan untuk teka-teki ini: { $rule }.
puzzle-rating-not-the-rule-hint = Tulis rating: { $rule } (docs/puzzles.md, bagian “The rating”, memuat aturannya).

## `foxgeese mine`.

help-cmd-mine = Tambang teka-teki dari tabel pemecah: posisi yang hanya satu tindakannya mempertahankan nilai, dengan urutan melawan pertahanan terbaik, tema, dan peringkat; angka awal dan tabel yang sama menghasilkan berkas yang sama
help-arg-mine-geese = Hanya posisi dengan angsa sebanyak ini (bawaan: setiap jumlah angsa yang punya tabel)
help-arg-mine-count = Berapa teka-teki yang ditambang (bawaan: 100)
help-arg-mine-theme = Hanya teka-teki dengan tema ini, misalnya capture, quiet-move, atau long
help-arg-goal = Hanya teka-teki dengan tujuan ini: win (menang), draw (pertahankan hasil seri) atau hold-out (kalah selambat mungkin)
help-arg-mine-seed = Angka yang menetapkan urutan pengambilan posisi (bawaan: 1)
help-arg-mine-output = Berkas koleksi yang ditulis (YAML), diganti secara atomik
mine-done = { $count } dari { $asked } teka-teki { $ruleset } ditulis ke { $path } dalam { $seconds } detik.
mine-level = { $geese } angsa: { $drawn } posisi diambil, { $kept } teka-teki disimpan
mine-unknown-theme = “{ $theme }” bukan tema teka-teki. Tema: { $themes }.
mine-unwritable = Berkas { $path } tidak bisa ditulis ({ $detail }).
help-arg-mine-force = Ganti berkas keluaran walaupun berkas itu bukan koleksi yang ditambang foxgeese (tanpa ini, berkas seperti itu ditolak)
mine-geese-out-of-range = Tidak ada tabel { $ruleset } dengan { $geese } angsa: --geese menerima { $fewest } sampai { $most }.
mine-foreign-file = { $path } bukan koleksi teka-teki yang ditambang foxgeese; berkas itu dibiarkan apa adanya. Pilih berkas lain, atau beri --force untuk menggantinya.

## `foxgeese validate` dan koleksi teka-teki.

validate-puzzles = Teka-teki: { $puzzles } dalam { $files } berkas koleksi; { $proven } terbukti dari tabel{ $left ->
    [0] .
   *[other] , { $left } menunggu pemeriksaan dengan tabel lengkap (--tables DIR).
}
help-arg-validate-tables = Folder tabel lengkap, untuk membuktikan setiap teka-teki (bawaan: hanya teka-teki yang tabel kecilnya dibangun di memori)
mine-stopped = Dihentikan: teka-teki yang sudah ditemukan ditulis ke { $path }.
