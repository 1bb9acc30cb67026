## Studi yang dinilai dengan nilai: tugas `best-actions`, umpan baliknya, dan masalahnya.

values-refuted = { $replier ->
    [fox] legal, tetapi rubah membalas { $reply }, lalu { $after }
   *[geese] legal, tetapi angsa membalas { $reply }, lalu { $after }
}
values-refuted-final = legal, tetapi sesudahnya { $after }
values-after-draw = tidak ada pihak yang bisa memaksakan kemenangan: seri
values-unproven = Pemecah tidak membuktikan nilai posisi ini dalam batas waktunya, jadi tugas “{ $kind }” tidak bisa dinilai.
values-unproven-hint = Pilih posisi dengan angsa yang lebih sedikit, yang nilainya dibuktikan pemecah dari tabel kecilnya.
values-slower-win = { $action } juga menang, dalam { $plies } giliran; { $best } menang dalam { $fastest } giliran.
