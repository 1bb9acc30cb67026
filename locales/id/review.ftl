# `review`: rekaman permainan yang ditinjau dengan pemecah, dan jenis studi `find-mistake`.

help-cmd-review = Tinjau rekaman permainan: nilai setiap tindakan, kesalahannya, dan bukaan pertama
help-arg-record = Berkas rekaman permainan (boleh juga ditulis @BERKAS)
help-arg-review-budget = Berapa lama pembuktian boleh mencari di atas tabel untuk setiap posisi, dalam detik (bawaan 10)
help-arg-review-total_budget = Berapa lama seluruh ulasan boleh berjalan, dalam detik, dibagi di antara posisinya (bawaan 60); giliran yang tidak tercapai disebutkan

review-progress = Meninjau
review-heading = Tinjauan { $count } giliran ({ $ruleset }, dari { $start })
review-no-plies = Rekaman ini tidak memuat tindakan untuk ditinjau.
review-col-ply = Giliran
review-col-before = Nilai sebelumnya
review-col-after = Nilai sesudahnya
review-col-class = Kelas
review-col-view = Pandangan mesin (belum terbukti)
review-view = { $winner ->
    [fox] rubah kemungkinan menang (yakin { $percent } %)
    [geese] angsa kemungkinan menang (yakin { $percent } %)
   *[none] belum jelas (peluang rubah: { $fox } %)
}
review-headline = { $unknown ->
    [0] {""}
   *[other] { $unknown } dari { $plies } giliran tidak dinilai: tidak ada nilai sebelum atau sesudahnya yang terbukti.{" "}
}{ $proven ->
    [0] Tidak ada giliran yang dinilai dari nilai yang terbukti.
   *[other] Dinilai dari nilai yang terbukti, { $proven } dari { $plies } giliran: { $mistakes ->
        [0] tidak ada kesalahan
       *[other] { $mistakes } kesalahan
    } dan { $inaccuracies ->
        [0] tidak ada tindakan yang kurang tepat
       *[other] { $inaccuracies } tindakan kurang tepat
    }{ $kept ->
        [0] {""}
       *[other] {""}; { $kept } giliran mempertahankan hasil, yang dibuktikan oleh penyelesaian seluruh permainan tanpa menyebut seberapa cepat
    }.
}{ $estimated ->
    [0] {""}
   *[other] { " " }Mesin memperkirakan { $estimated } giliran yang tidak dinilai, dan perkiraan tidak membuktikan apa pun: { $likely ->
        [0] mesin tidak melihat kemungkinan kesalahan di sana.
       *[other] { $likely } kemungkinan kesalahan (belum terbukti).
    }
}
review-likely-mistake = Kemungkinan kesalahan (belum terbukti): setelah { $action } (giliran { $ply }) mesin menilai { $winner ->
    [fox] rubah
   *[geese] angsa
} kini unggul (yakin { $percent } %).
review-col-reply = Balasan rubah
review-class = { $class ->
    [best] terbaik
    [inaccuracy] kurang tepat
    [mistake] kesalahan
    [kept] hasil dipertahankan
   *[unknown] tidak dinilai
}
review-summary = { $mistakes ->
    [0] Tidak ada kesalahan
   *[other] { $mistakes } kesalahan
}, { $inaccuracies ->
    [0] tidak ada tindakan yang kurang tepat.
   *[other] { $inaccuracies } tindakan kurang tepat.
}
review-unknown-note = Nilai di salah satu sisi dari { $count } giliran tidak terbukti dalam { $budget } detik per posisi.
review-not-reached = Batas waktu total { $total } detik terlalu singkat untuk memberi { $count } giliran (dari giliran { $first } sampai { $last }) seluruh --budget: nilainya tidak diketahui. --total-budget yang lebih besar akan mencapainya.
review-ply-classed = Giliran { $ply }, { $side ->
    [fox] rubah
   *[geese] angsa
}: { $action } { $class ->
    [mistake] adalah kesalahan
   *[inaccuracy] kurang tepat
} (nilai sebelumnya: { $before }; sesudahnya: { $after }).
review-best-heading = Tindakan yang mempertahankan nilai:
review-best-heading-swept = Tindakan yang mempertahankan hasil (menurut penyelesaian seluruh permainan, yang tidak menyebut seberapa cepat):
review-no-opening = Tidak ada gerakan angsa yang membuka tangkapan atau jalan keluar bagi rubah.
review-opening = Bukaan pertama: pada giliran { $ply } angsa memainkan { $action }, yang membuka { $kind ->
    [capture] tangkapan
   *[escape] jalan keluar
} bagi rubah: { $opened }.
review-no-alternative = Angsa tidak punya tindakan legal lain.
review-no-proven-alternative = Tidak ada alternatif yang disebutkan: tak satu pun dari { $count } tindakan legal lain milik angsa yang nilainya terbukti dalam batas waktu.
review-alternative-opens-nothing = Alternatif itu tidak membuka apa pun bagi rubah.
review-alternative = Di antara alternatif legal yang nilainya terbukti, yang terbaik adalah { $action } (nilai sesudahnya: { $after }).
review-alternative-opens = Alternatif itu juga membuka { $kind ->
    [capture] tangkapan
   *[escape] jalan keluar
}: { $opened }.
review-no-replies = Rubah tidak punya balasan: permainan sudah selesai.
review-replies-heading = Setiap balasan rubah terhadapnya:

## Jenis studi `find-mistake`: umpan baliknya dan masalahnya.

find-mistake-wrong-kept = tindakan itu mempertahankan nilai: sesudahnya, { $after }
find-mistake-wrong-slower = tindakan itu mempertahankan hasilnya, hanya lebih lambat bagi pihak yang memainkannya (kurang tepat, bukan kesalahan): sesudahnya, { $after }
find-mistake-wrong-not-first = tindakan itu juga mengubah nilai, tetapi tindakan sebelumnya sudah lebih dulu mengubahnya
find-mistake-none = Tidak ada tindakan dalam putar ulang ini yang mengubah nilai: studi “find-mistake” memerlukan satu tindakan yang mengubahnya.
find-mistake-none-hint = Perpanjang putar ulang sampai tindakan yang membuang nilai, atau pilih jenis tugas lain.
find-mistake-repeated = Tindakan pertama yang mengubah nilai, { $action }, juga dimainkan lebih awal dalam putar ulang, jadi notasinya tidak menunjuk satu tindakan.
find-mistake-repeated-hint = Mulai putar ulang lebih belakang, atau pilih putar ulang yang memainkan tindakan itu sekali saja.
