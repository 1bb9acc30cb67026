## Studi yang dinilai dengan nilai: tugas `best-actions`, umpan baliknya, dan masalahnya.

values-refuted = { $replier ->
    [fox] legal, tetapi rubah membalas { $reply }, lalu { $after }
   *[geese] legal, tetapi angsa membalas { $reply }, lalu { $after }
}
values-refuted-final = legal, tetapi sesudahnya { $after }
values-after-draw = tidak ada pihak yang bisa memaksakan kemenangan: seri
values-unproven = Pemecah tidak membuktikan nilai posisi ini dalam batas waktunya, jadi tugas “{ $kind }” tidak bisa dinilai.
values-unproven-hint = Pilih posisi dengan angsa yang lebih sedikit, yang nilainya dibuktikan pemecah dari tabel kecilnya.
values-replay-unproven = Dalam batas waktunya pemecah tidak membuktikan nilai posisi sesudah tindakan ke-{ $number } dalam urutan ({ $action }), jadi tugas “find-mistake” tidak bisa dinilai.
values-actions-unproven = Pemecah membuktikan nilai posisi ini, tetapi dalam batas waktunya tidak membuktikan nilai sesudah { $count ->
    [1] { $actions }
   *[other] setiap gerakan ini: { $actions }
}, jadi tugas “{ $kind }” tidak bisa dinilai: { $count ->
    [1] gerakan itu
   *[other] salah satunya
} mungkin juga mempertahankan nilai itu.
values-slower-win = { $action } juga menang, dalam { $plies } giliran; { $best } menang dalam { $fastest } giliran.

## Tugas `verdict`: kata yang diketik pelajar untuk sebuah nilai, dan putusan yang salah.

values-words-fox-wins = rubah-menang, rubah menang, rubah
values-words-geese-win = angsa-menang, angsa menang, angsa
values-words-draw = seri
values-answer-not-verdict = “{ $token }” bukan nilai.
values-answer-hint-verdict = Jawab rubah-menang, angsa-menang, atau seri (rubah, angsa, fox-wins, geese-win, dan draw juga bisa).
values-verdict-draw = hasilnya seri
values-wrong-verdict = { $mover ->
    [fox] dengan permainan terbaik { $value }: rubah memainkan { $best } dan angsa membalas { $reply }
   *[geese] dengan permainan terbaik { $value }: angsa memainkan { $best } dan rubah membalas { $reply }
}
values-wrong-verdict-final = dengan permainan terbaik { $value }: { $best } mengakhiri permainan
values-wrong-verdict-over = permainan sudah berakhir: { $value }
