# `foxgeese train`: melatih evaluasi mesin dari tabel pemecah (isu 26).
help-cmd-train = Mencocokkan evaluasi mesin dengan tabel pemecah (atau, dengan --games, dengan hasil permainan antarmesin), menulis bobotnya, dan menyebut seberapa sering evaluasi itu menebak hasil posisi yang disisihkan
help-arg-train-output = Ke mana bobot ditulis (bawaan: eval-RULESET.txt di folder saat ini)
help-arg-train-force = Ganti berkas keluaran walaupun berkas itu bukan berkas bobot (tanpa ini, berkas seperti itu ditolak)
help-arg-train-samples = Berapa posisi yang diambil dari tabel; satu dari sepuluh disisihkan untuk mengukur model (bawaan 2000000)
help-arg-train-seed = Bilangan awal pengambilan posisi (dengan --games: pembukaan dan peluang pertandingannya, bawaan 1000): tabel dan bilangan yang sama menulis bobot yang sama (bawaan 1)
train-done = Evaluasi { $ruleset } dilatih dengan { $fitted } posisi ber-{ $geese } angsa dari { $folder }; bobot ditulis ke { $path }.
train-smaller = Folder itu tidak punya tabel dengan { $from } sampai { $to } angsa, jadi yang terbesar yang ada yang dipakai.
train-accuracy = Pada { $held } posisi yang disisihkan dari pencocokan, model menebak hasilnya (rubah menang, angsa menang, atau seri) dengan benar untuk { $accuracy } (giliran rubah { $fox }, giliran angsa { $geese }); selalu menyebut hasil yang paling sering akan benar untuk { $majority }. Bila setiap hasil dihitung sama (rata-rata bagian posisi tiap hasil yang ditebak benar), nilainya { $balanced }, sedangkan selalu menyebut satu hasil bernilai sepertiga atau setengah.
train-draws = { $draws } dari posisi itu seri.
train-no-tables = Folder { $folder } tidak punya tabel { $ruleset } yang posisinya masih berjalan. Bangun dulu, misalnya: foxgeese tables build --ruleset { $ruleset } --geese 8 --tables { $folder }
train-unwritable = Berkas { $path } tidak dapat ditulis ({ $detail }).
train-foreign-file = { $path } bukan berkas bobot; berkas itu dibiarkan apa adanya. Pilih berkas lain, atau beri --force untuk menggantinya.
help-arg-train-games = Mencocokkan dengan hasil permainan antarmesin, bukan dengan tabel: berapa permainan di tiap dari tujuh pertandingan (tingkat-tingkat mesin melawan random, greedy, dan tingkat terlemah, bergantian sisi); posisi satu dari sepuluh permainan disisihkan untuk mengukur model
help-arg-train-nodes = Dengan --games: berapa simpul pencarian yang boleh dikunjungi mesin untuk satu gerakan (bawaan 10000)
help-arg-train-jobs = Dengan --games: berapa permainan dimainkan sekaligus (bawaan: satu per inti)
train-playing = Memainkan permainan untuk pencocokan
train-done-games = Evaluasi { $ruleset } dilatih dengan { $fitted } posisi dari { $games } permainan antarmesin ({ $matches } pertandingan, { $nodes } simpul pencarian per gerakan; rubah menang { $fox }, angsa { $geese }, seri { $drawn }); bobot ditulis ke { $path }.
help-arg-train-geese_weights = Dengan --games: berkas bobot (yang ditulis train) yang dipakai angsa dalam permainan itu, menggantikan bobot tabel: putaran kedua pencocokan, pada posisi yang dicapai bobot itu
train-weights-not-a-model = Berkas { $path } bukan berkas bobot: baris pertamanya bukan “foxgeese-eval 2”.
train-weights-bad-line = Berkas bobot { $path } rusak: { $line ->
    [0] berkas berakhir sebelum semua barisnya ada.
   *[other] baris { $line } hilang atau salah bentuk.
}
train-weights-features = Berkas bobot { $path } dibuat untuk { $found } fitur, sedangkan build foxgeese ini punya { $features }: buat ulang dengan foxgeese train.
train-weights-other-ruleset = { $path } berisi bobot untuk { $theirs }, bukan untuk { $ruleset }: latih dengan bobot dari aturan yang sama.
