## Teka-teki bagi pelajar: `puzzle`, `practice --puzzles`, `list --puzzles`, dan rating
## teka-teki (commands/puzzle.rs, commands/practice_puzzles.rs, commands/list_puzzles.rs,
## present/rating.rs, present/trainer.rs).

# Di antara kelompok tiga angka dalam bilangan: 1.512.
number-group-separator = .

# Setelah setiap teka-teki dalam `practice --puzzles`.
trainer-rating = Rating teka-teki { $ruleset } Anda: { $rating } ({ $change })
trainer-rating-review = Rating teka-teki { $ruleset } Anda: { $rating } (pengulangan tidak memengaruhi rating)
trainer-rating-skipped = Dilewati: tidak memengaruhi rating; “foxgeese practice --puzzles --retry” memunculkannya lagi. Rating teka-teki { $ruleset } Anda: { $rating }

## Layar sebuah teka-teki (`puzzle`, `practice --puzzles`)
trainer-goal = Tujuan: { $goal ->
    [win] menang.
    [draw] pertahankan hasil seri.
   *[hold-out] kalah selambat mungkin.
}
trainer-title = Teka-teki { $id }
trainer-about = { $ruleset } · { $geese } angsa di papan · { $moves ->
    [1] satu tindakan yang harus ditemukan
   *[other] { $moves } tindakan yang harus ditemukan
}
trainer-next-action = Teka-teki { $id }: tindakan Anda yang ke-{ $n } dari { $moves }.
trainer-whole-line = check hanya menilai tindakan pertama; mainkan seluruh urutannya dengan:
trainer-whole-line-command = foxgeese practice --puzzles { $id }
trainer-line-goes-on = Urutannya berlanjut: { $more ->
    [1] satu tindakan lagi
   *[other] { $more } tindakan lagi
} harus ditemukan melawan pertahanan terbaik. Mainkan seluruhnya dengan: foxgeese practice --puzzles { $id }
# Setelah teka-teki terpecahkan atau jawabannya ditunjukkan: rating dan temanya (tidak pernah sebelumnya).
trainer-solved-about = Rating teka-teki { $rating }. Tema: { $themes }.

## `practice --puzzles`: pelatih yang menyesuaikan diri
trainer-intro = Teka-teki { $ruleset } setingkat kemampuan Anda: rating teka-teki { $ruleset } Anda { $rating }, dan masih ada { $count } teka-teki untuk dimainkan. Ketik tindakan, atau: petunjuk, tunjukkan, lewati, keluar. Petunjuk atau jawaban yang ditunjukkan dihitung gagal. Kemajuan disimpan di { $path }.
trainer-intro-list = Ada { $count } teka-teki untuk dimainkan. Ketik tindakan, atau: petunjuk, tunjukkan, lewati, keluar. Kemajuan disimpan di { $path }.
trainer-none-left = Anda sudah memainkan semua teka-teki di sini. Teka-teki yang gagal muncul lagi dengan: foxgeese practice --puzzles --due
trainer-nothing-due = Hari ini tidak ada teka-teki yang perlu diulas.
trainer-nothing-to-retry = Tidak ada yang perlu diulang: tidak ada teka-teki di sini yang dilewati atau gagal.
trainer-reply = Benar: { $right }. { $side ->
    [fox] Rubah membalas dengan { $reply }.
   *[geese] Angsa membalas dengan { $reply }.
}
trainer-hint-counts = (Petunjuk dihitung gagal untuk rating Anda.)
trainer-hint-to = Tindakan itu berakhir di { $point }.
trainer-no-more-hints = Tidak ada petunjuk lagi. Ketik tunjukkan untuk melihat urutannya, atau lewati untuk melewati teka-teki ini.
trainer-shown = Urutan dari sini: { $line }
trainer-failed = Kali ini belum terpecahkan: teka-teki ini muncul lagi untuk diulas besok (foxgeese practice --due).
trainer-summary = { $played ->
    [0] Tidak ada teka-teki yang dimainkan dalam sesi ini
   *[other] Dalam sesi ini { $played } teka-teki dimainkan, { $solved } terpecahkan
}. Rating teka-teki { $ruleset } Anda: { $rating } ({ $change }).
trainer-due-later = Ada { $count } teka-teki gagal yang menunggu dalam pengulangan berjarak: foxgeese practice --due memunculkannya lagi pada harinya.

trainer-answer-hint = Tulis satu tindakan, misalnya d4-d3 (langkah) atau d4xd2 (lompatan).

## Galat perintah teka-teki
trainer-none-selected = Tidak ada teka-teki bawaan { $ruleset ->
    [none] dengan tema “{ $theme }”
   *[other] { $theme ->
        [none] untuk aturan { $ruleset }
       *[other] untuk aturan { $ruleset } dengan tema “{ $theme }”
    }
}. foxgeese list --puzzles menunjukkan yang tersedia.
trainer-unknown-theme = “{ $theme }” bukan tema teka-teki. Tema yang ada: { $themes }.
trainer-unknown-puzzle = “{ $id }” bukan id teka-teki bawaan. foxgeese list --puzzles --format json mendaftar semuanya.
trainer-bad-rating = “{ $found }” bukan rating: tulis bilangan bulat dari 0 sampai 4000, misalnya 1500.

## `list --puzzles`
trainer-list-total = { $count ->
    [1] Satu teka-teki
   *[other] { $shown } teka-teki
}; Anda sudah memecahkan { $solved } ({ $share }).
trainer-col-theme = Tema
trainer-col-band = Rating
trainer-col-puzzles = Teka-teki
trainer-col-solved = Terpecahkan
trainer-list-no-rating = Belum ada teka-teki yang dinilai: foxgeese practice --puzzles dimulai dari 1.500.
trainer-list-rating = Rating teka-teki { $ruleset } Anda: { $rating } (± { $deviation }), setelah { $games } teka-teki yang dinilai.
trainer-list-chart = { $count ->
    [1] Teka-teki terakhir
   *[other] { $count } teka-teki terakhir
}, dari { $low } (terendah) sampai { $high } (tertinggi):

## Bantuan
help-cmd-puzzle = Tampilkan sebuah teka-teki: id, papan, dan pertanyaannya (tema dan ratingnya setelah terpecahkan)
help-arg-puzzle-id = Id sebuah teka-teki (bawaannya: yang ratingnya paling dekat dengan --rating, yang belum terpecahkan lebih dulu)
help-arg-puzzle-ruleset = Hanya teka-teki dari aturan ini
help-arg-practice-ruleset = Hanya studi dari aturan ini (lihat “foxgeese rulesets”); dengan --puzzles, teka-tekinya, dan pilihan ini diingat untuk sesi berikutnya (bawaan: aturan Ply Yard, atau yang terakhir dipilih)
help-arg-theme = Hanya teka-teki dengan tema ini (lihat “foxgeese list --puzzles”)
help-arg-practice-theme = Dengan --puzzles: hanya teka-teki dengan tema ini
help-arg-rating = Rating yang dijadikan patokan (bawaannya: rating teka-teki Anda, mulai dari 1500)
help-arg-puzzle-state = Berkas kemajuan yang rating teka-tekinya dijadikan patokan (bawaannya: foxgeese/progress.json di direktori data pengguna)
help-arg-practice-puzzles = Teka-teki setingkat rating Anda, bukan studi: pelatih yang menyesuaikan diri, dengan rating teka-teki Glicko-2
help-arg-list-puzzles = Teka-teki sebagai gantinya: jumlah per aturan permainan, per tema dan per rentang rating, bagian yang terpecahkan, dan rating teka-teki Anda
