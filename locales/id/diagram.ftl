## foxgeese diagram: gambar SVG sebuah posisi, dan kata-katanya untuk pembaca layar

help-cmd-diagram = Gambar posisi sebagai diagram SVG: papan, bidak, panah, tanda, dan tujuan legal
help-arg-diagram-arrows = Tindakan yang digambar sebagai panah, dipisahkan spasi atau koma, misalnya “d4xd2 c5-c4” (rantai lompatan menjadi satu panah melalui titik-titik pendaratannya)
help-arg-diagram-mark = Titik yang ditandai, dipisahkan koma atau spasi, misalnya d2,f4
help-arg-diagram-legal = Tandai setiap tujuan legal satu pihak (fox atau geese) atau bidak di satu titik
help-arg-diagram-last = Sorot tindakan terakhir dari --moves
help-arg-diagram-coordinates = Tulis huruf kolom dan angka baris di samping papan
help-arg-diagram-size = Lebar diagram dalam piksel (16 sampai 4096; bawaan 360)
help-arg-diagram-theme = Warna: light (terang), dark (gelap, untuk slide) atau print (hitam di atas putih)
help-arg-diagram-output = Tulis SVG ke berkas ini, bukan ke keluaran standar

diagram-title = Posisi Rubah dan Angsa ({ $ruleset })
diagram-foxes = { $count ->
   *[other] Rubah di { $points }.
}
diagram-geese = { $count ->
   *[other] Angsa di { $points }.
}
diagram-no-geese = Tidak ada angsa.
diagram-fox-to-move = { $count ->
   *[other] Giliran rubah.
}
diagram-geese-to-move = Giliran angsa.
diagram-captures = { $count ->
   *[other] { $count } tangkapan.
}
diagram-last = Tindakan terakhir: { $action }.
diagram-arrows = Panah: { $actions }.
diagram-captured = Angsa yang ditangkap: { $points }.
diagram-marked = Ditandai: { $points }.
diagram-legal = Tujuan legal: { $points }.
diagram-legal-none = Tidak ada tujuan legal.

diagram-bad-size = Ukuran “{ $found }” bukan bilangan bulat piksel dari { $min } sampai { $max }.
diagram-bad-legal = --legal menerima fox, geese atau satu titik papan, bukan “{ $found }”.
diagram-last-needs-moves = --last menyorot tindakan terakhir dari --moves, tetapi --moves tidak diberikan.
diagram-off-board = Tindakan { $action } melewati { $point }, yang tidak ada di papan.
diagram-unwritable = Berkas { $path } tidak dapat ditulis ({ $detail }).
diagram-wrote = Ditulis: { $path }.
