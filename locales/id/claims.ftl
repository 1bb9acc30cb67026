# Klaim sumber, diperiksa: `tables stats` (posisi sebuah tabel dihitung menurut nilainya).

help-cmd-tables-stats = Hitung posisi sebuah tabel menurut nilainya, untuk tiap pihak yang mendapat giliran (tabel kecil dibangun bila diperlukan)
help-arg-stats-geese = Jumlah angsa di papan (tabel dengan setiap angsa yang hilang sudah tertangkap)

claims-stats-heading = { $ruleset }, { $geese } angsa di papan, tangkapan { $captures }: { $positions } posisi
claims-stats-no-table = { $ruleset } tidak punya tabel dengan { $geese } angsa: rubah sudah menang di setiap posisi seperti itu.
claims-stats-too-large = Tabel { $ruleset } dengan { $geese } angsa ({ $positions } posisi) terlalu besar untuk dibangun saat diperlukan. Bangun dulu: foxgeese tables build --ruleset { $ruleset } --geese { $geese } --tables { $dir }
claims-col-to-move = Giliran
claims-col-fox-wins = Rubah menang
claims-col-geese-win = Angsa menang
claims-col-draws = Seri
claims-col-finished = Sudah berakhir
claims-col-longest = Kemenangan terpanjang (giliran)
claims-row-fox-to-move = rubah
claims-row-geese-to-move = angsa
