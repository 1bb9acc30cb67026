# `match`: permainan dua pemain berpasangan dengan sisi bertukar, dan selisih Elo-nya.

help-cmd-match = Mainkan permainan antara dua pemain, berpasangan dari pembukaan yang sama dengan sisi bertukar, dan ukur selisih kekuatan keduanya dalam Elo
help-arg-a = Pemain pertama: 1 (terlemah) sampai 5 atau perfect (mesin), random (tindakan legal apa saja) atau greedy (selalu menangkap bila bisa, selain itu acak)
help-arg-b = Pemain kedua, seperti pemain pertama
help-arg-games = Berapa permainan yang dimainkan (bawaan 10); setiap pasang permainan dimulai dari pembukaan yang sama, A menjadi rubah pada yang pertama dan angsa pada yang kedua
help-arg-match-budget = Berapa lama mesin boleh berpikir untuk satu gerakan, dalam detik (bawaan 1)
help-arg-match-nodes = Berapa simpul pencarian yang boleh dikunjungi mesin untuk satu gerakan, sebagai ganti --budget: sama di setiap komputer, sehingga putar ulang pertandingan memberi hasil yang persis sama
help-arg-match-jobs = Berapa permainan yang dimainkan sekaligus (bawaan: satu per inti)
help-arg-match-seed = Bilangan awal untuk pembukaan dan peluang para pemain, agar pertandingan dapat diulang persis sama (bawaan: dari jam; pertandingan menyebutkan bilangan yang dipakai)
help-arg-openings = Berkas pembukaan, satu per baris: tindakan dari posisi awal aturan itu, dipisahkan spasi atau koma (baris “-” berarti posisi awal itu sendiri; baris kosong dan baris yang diawali # dilewati); bawaan: 4 giliran yang diambil acak di antara tindakan yang dinilai baik oleh pencarian singkat, tanpa tangkapan yang dapat dipaksakan rubah
help-arg-unbalanced = Mainkan dari pembukaan tak seimbang sepanjang sekian giliran, yang diambil acak seperti pembukaan lainnya: angsa bergerak acak dan rubah selalu menangkap bila bisa (untuk tingkat yang memenangkan setiap permainan dari posisi awal, seperti angsa dalam permainan tahun 1870)

match-budget-time = { $seconds } detik per gerakan
match-budget-nodes = { $nodes } simpul pencarian per gerakan

match-bad-player = “{ $player }” bukan pemain: tulis 1 (terlemah) sampai 5 atau perfect untuk mesin, random, atau greedy.
match-bad-games = “{ $games }” bukan jumlah permainan: tulis bilangan bulat dari 1 sampai { $max }.
match-jobs-memory = Memainkan { $jobs } permainan sekaligus, bukan { $asked }: masing-masing memakai sekitar { $each } MiB, dan proses ini boleh memakai { $limit }.
match-opening-bad = Baris { $line } di { $path } bukan pembukaan:
match-opening-over = Permainan sudah selesai setelah pembukaan ini: tidak ada lagi yang bisa dimainkan.
match-no-openings = { $path } tidak memuat pembukaan untuk { $ruleset }: tulis satu per baris, tindakan dari posisi awal dipisahkan spasi.

match-heading = { $a } melawan { $b } ({ $ruleset }): { $games } permainan, { $budget }, bilangan acak dari { $number }
match-unbalanced = Dari pembukaan tak seimbang sepanjang { $plies } giliran: angsa bergerak acak, rubah selalu menangkap bila bisa.
match-col-games = Permainan
match-col-wins = { $player } menang
match-col-draws = Seri
match-col-score = Skor { $player }
match-row-overall = Keseluruhan
match-row-as = { $player } sebagai { $side ->
    [fox] rubah
   *[geese] angsa
}
match-elo = Selisih Elo { $a } atas { $b }: { $elo } ± { $margin } (selang 95 % dari { $lo } sampai { $hi }).
match-elo-open-above = Selisih Elo { $a } atas { $b }: { $elo } (selang 95 % dari { $lo } ke atas: permainan yang dimenangkan tidak menyisakan batas atas).
match-elo-open-below = Selisih Elo { $a } atas { $b }: { $elo } (selang 95 % sampai { $hi }: permainan yang kalah tidak menyisakan batas bawah).
match-elo-open-both = Selisih Elo { $a } atas { $b }: { $elo } (permainannya terlalu sedikit untuk membatasinya ke arah mana pun).
match-elo-all-won = Selisih Elo { $a } atas { $b }: +∞, karena { $a } memenangkan semua permainan; tidak ada selisih terhingga yang dapat diperkirakan, dan dengan keyakinan 95 % selisihnya paling sedikit { $lo }.
match-elo-all-lost = Selisih Elo { $a } atas { $b }: −∞, karena { $a } kalah di semua permainan; tidak ada selisih terhingga yang dapat diperkirakan, dan dengan keyakinan 95 % selisihnya paling banyak { $hi }.
match-adjudicated = { $count } permainan dinyatakan seri oleh pertandingan, bukan oleh aturan: { $repetition } karena sebuah posisi muncul untuk ketiga kalinya, { $cap } karena mencapai { $max } giliran.
match-progress = { $a } { $a_wins } – { $b_wins } { $b }, { $draws } seri
match-pairs = Dihitung per pasangan permainan dari satu pembukaan dengan sisi ditukar (model pentanomial fastchess, yang tidak menganggap keunggulan sisi sebagai kebetulan): { $pairs } pasangan; { $a } meraih 2 poin di { $p4 } pasangan, 1½ di { $p3 }, 1 di { $p2 }, ½ di { $p1 }, dan 0 di { $p0 }.
match-row-can-win = { $player } sebagai { $side ->
    [fox] rubah, dari pembukaan yang dimenangkan rubah
   *[geese] angsa, dari pembukaan yang dimenangkan angsa
}
match-unproven-openings = { $unproven } dari { $openings } pembukaan belum terbukti nilainya di sini (tidak ada tabel atau hasil “tables sweep” yang memuatnya): baris “dari pembukaan yang dimenangkan …” tidak menghitungnya.
