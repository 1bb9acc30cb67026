# Pemecah: nilai yang terbukti, `analyze`, dan tabel dari `tables build` dan `tables list`.

## Nilai dan putusan, sebagai kalimat.

value-fox-wins = { $plies ->
    [0] Rubah sudah menang.
   *[other] Rubah menang dalam { $plies } giliran dengan permainan terbaik.
}
value-geese-win = { $plies ->
    [0] Angsa sudah menang.
   *[other] Angsa menang dalam { $plies } giliran dengan permainan terbaik.
}
value-draw = Seri dengan permainan terbaik: tidak ada pihak yang bisa memaksakan kemenangan.
verdict-swept = { $winner ->
    [fox] Namun penyelesaian seluruh permainan di folder tabel membuktikan bahwa rubah menang dengan permainan terbaik; seberapa cepat tidak diketahui.
   *[geese] Namun penyelesaian seluruh permainan di folder tabel membuktikan bahwa angsa menang dengan permainan terbaik; seberapa cepat tidak diketahui.
}
verdict-unknown = { $plies ->
    [0] Belum terbukti: belum ada yang diketahui.
   *[other] Belum terbukti dalam batas waktu: tidak ada pihak yang menang dalam { $plies } giliran.
}

## Nilai dan putusan, singkat, untuk sel tabel.

value-short-fox-wins = { $plies ->
    [0] rubah sudah menang
   *[other] rubah menang dalam { $plies } giliran
}
value-short-geese-win = { $plies ->
    [0] angsa sudah menang
   *[other] angsa menang dalam { $plies } giliran
}
value-short-draw = seri
verdict-short-swept = { $winner ->
    [fox] rubah menang (seberapa cepat tidak diketahui)
   *[geese] angsa menang (seberapa cepat tidak diketahui)
}
verdict-short-unknown = { $plies ->
    [0] belum terbukti
   *[other] belum terbukti: tidak ada kemenangan dalam { $plies } giliran
}

## `analyze`

help-cmd-analyze = Buktikan nilai sebuah posisi dengan permainan terbaik, dan nilai setiap tindakan legal
help-arg-budget = Berapa lama pembuktian boleh mencari di atas tabel, dalam detik (bawaan 10)
help-arg-tables = Folder tabel pemecah (bawaan: $FOXGEESE_TABLES, kalau tidak ada foxgeese/tables di folder data pengguna)
analyze-verdict = { $verdict }
analyze-quiet-ignored = Nilai mengabaikan aturan { $plies } giliran tanpa tangkapan atau langkah angsa ke depan; posisi yang berulang dihitung seri.
analyze-method-tables = Terbukti dari tabel.
analyze-method-strategy = Terbukti oleh strategi menang angsa yang disertakan dalam foxgeese, tanpa perlu tabel.
analyze-method-search = Terbukti dengan pencarian { $depth } giliran ({ $nodes } posisi) di atas tabel.
analyze-method-search-open = Dicari { $depth } giliran ({ $nodes } posisi) dalam batas waktu { $budget } detik.
analyze-try-prove = --budget yang lebih lama mencari lebih dalam. Untuk kemenangan yang terlalu panjang bagi pencarian ini, foxgeese prove (dengan --for fox atau --for geese) membuktikan apakah satu pihak menang, tanpa jumlah gilirannya.
analyze-heading = { $count } tindakan, yang terbaik lebih dulu untuk { $side ->
    [fox] rubah
   *[geese] angsa
}:
analyze-col-value = Nilai sesudahnya
analyze-none = Tidak ada tindakan: permainan sudah selesai.
analyze-budget-bad = Batas waktu “{ $budget }” bukan jumlah detik dari 0 sampai 86400: tulis angka seperti 10 atau 2.5.
solve-no-tables-dir = Tidak ada folder data untuk tabel pemecah: berikan dengan --tables DIR atau variabel FOXGEESE_TABLES.
solve-save-failed = Folder tabel tidak dapat ditulisi, jadi tabel yang dibuat untuk jawaban ini hanya disimpan di memori selama program ini berjalan (masing-masing dibuat sekali) dan dibuat lagi oleh perintah berikutnya: { $detail }
solve-build-skipped = Tabel berisi { $positions } posisi tidak dibuat, karena pembuatannya akan melewati batas waktu; jawaban ini berlanjut tanpanya. Buat sekali untuk semua perintah berikutnya:
solve-build-command = foxgeese tables build --ruleset { $ruleset } --geese { $geese } --tables { $dir }


## `prove`

help-cmd-prove = Buktikan bahwa satu pihak menang dengan permainan terbaik, lewat pencarian bilangan bukti: untuk kemenangan yang terlalu panjang bagi analyze (tanpa jumlah gilirannya)
help-arg-prove-side = Pihak yang kemenangannya dibuktikan: fox atau geese (bawaan: pihak yang bergiliran)
help-arg-prove-budget = Berapa lama pencarian boleh berjalan, dalam detik (bawaan 60)
help-arg-nodes = Berhenti setelah sekian posisi dicari: sama di setiap komputer, tidak seperti --budget
help-arg-memory = Memori untuk tabel posisi pencarian, dalam MiB; yang dipakai adalah pangkat dua terbesar yang muat (bawaan 1024, atau ukuran pencarian yang disimpan di --checkpoint)
help-arg-analyze-memory = Memori untuk tabel posisi pencarian, dalam MiB (bawaan 256); tabel yang lebih kecil lebih sering dikosongkan
help-arg-checkpoint = Simpan pencarian di berkas ini: lanjutkan darinya bila berkas itu ada, dan simpan ke sana setiap --checkpoint-every detik serta saat pencarian berhenti (juga saat Ctrl-C)
help-arg-checkpoint_every = Jeda antara dua kali penyimpanan pencarian ke --checkpoint, dalam detik (bawaan 600)
prove-won = Terbukti: { $side ->
    [fox] rubah menang
   *[geese] angsa menang
} dengan permainan terbaik ({ $nodes } posisi dicari).
prove-not-won = Terbukti: { $side ->
    [fox] rubah tidak menang
   *[geese] angsa tidak menang
} dalam { $plies } giliran ({ $nodes } posisi dicari). Ada tidaknya kemenangan yang lebih panjang belum diputuskan.
prove-unknown = { $stop ->
    [nodes] Belum terbukti dalam batas { $limit } posisi untuk putaran ini (--nodes)
    [interrupted] Belum terbukti saat dihentikan
   *[budget] Belum terbukti dalam batasnya (batas waktu { $budget } detik)
}: { $nodes } posisi dicari; bilangan bukti { $pn }, bilangan sangkalan { $dn } (bukti selesai saat yang pertama menjadi 0).
prove-won-note = Bukti dari pencarian ini tidak menyebut jumlah giliran: analyze menyebutnya bila pencariannya sampai.
prove-open-note = { $stop ->
    [nodes] --nodes yang lebih besar atau --memory yang lebih besar (sekarang { $mib } MiB) membuat pencarian berjalan lebih jauh.
   *[other] --budget yang lebih lama atau --memory yang lebih besar (sekarang { $mib } MiB) membuat pencarian berjalan lebih jauh.
}
prove-resumed-note = { $nodes } posisi dicari pada putaran ini, { $all } pada semua putaran pencarian ini.
prove-interrupted = Dihentikan dengan Ctrl-C.
prove-saved-open = Pencarian disimpan di { $path }: jalankan perintah yang sama lagi untuk melanjutkan dari titik berhentinya.
prove-saved-done = Pencarian disimpan di { $path }: bila ditanyakan lagi, jawabannya langsung keluar.
prove-resuming = Melanjutkan pencarian yang disimpan di { $path }: { $nodes } posisi sudah dicari sebelumnya, selama { $minutes ->
    [0] { $seconds } detik
   *[other] { $minutes } menit
}.
prove-saving = Pencarian disimpan di { $path } ({ $nodes } posisi sudah dicari sejauh ini).
prove-save-failed = Pencarian tidak dapat disimpan, dan tetap berjalan (simpanan terakhir tetap seperti semula): { $detail }
prove-every-bad = Jeda “{ $every }” bukan bilangan bulat detik dari 1 sampai { $max }: tulis misalnya 600.
prove-memory-bad = Memori “{ $memory }” bukan bilangan bulat MiB dari 1 sampai { $max }: tulis misalnya 1024.
solve-no-memory = Tabel pencarian sebesar { $mib } MiB tidak dapat disediakan: minta lebih sedikit dengan --memory.

## Pencarian bukti yang disimpan (`prove --checkpoint`)

checkpoint-corrupt = Pencarian tersimpan { $path } tidak dapat dipakai: { $problem }
checkpoint-problem-not-one = ini bukan pencarian yang disimpan oleh foxgeese prove.
checkpoint-foreign = Pencarian tersimpan { $path } adalah pencarian kemenangan { $side ->
    [fox] rubah
   *[geese] angsa
} dengan aturan { $ruleset }, bukan yang ini: berikan berkas lain dengan --checkpoint.
checkpoint-io = Pencarian tersimpan { $path } tidak dapat dibaca atau ditulis: { $detail }
checkpoint-fresh = Hapus { $path } untuk memulai pencarian dari awal, atau berikan berkas lain dengan --checkpoint.
checkpoint-other-file = { $path } dibiarkan apa adanya: berikan berkas lain dengan --checkpoint.
solve-other-search = Keadaan pencarian ini untuk posisi { $ruleset }, bukan { $position }.

## Berkas tabel

table-corrupt = Berkas tabel { $path } tidak dapat dipakai: { $problem }
table-problem-truncated = berkasnya terpotong.
table-problem-not-a-table = ini bukan tabel foxgeese.
table-problem-version = formatnya versi { $version }, sedangkan program ini membaca versi { $supported }.
table-problem-foreign = isinya tabel lain daripada yang disebut namanya (aturan permainan, jumlah angsa, atau jumlah tangkapan lain).
table-problem-bad-header = kepala berkasnya rusak.
table-problem-trailing = berkasnya lebih panjang daripada yang disebut kepalanya.
table-problem-checksum = checksum-nya tidak cocok dengan isinya: berkasnya rusak.
table-rebuild = Hapus berkas itu lalu buat lagi: foxgeese tables build --ruleset { $ruleset } --geese { $geese } --tables { $dir }
table-rebuild-on-demand = Hapus berkas { $path }: pertanyaan berikutnya yang memerlukannya akan membuatnya lagi.
table-io = Berkas tabel { $path } tidak dapat dibaca atau ditulis: { $detail }
table-too-deep = Tabel { $table } memuat permainan yang lebih panjang daripada yang dapat dihitung entrinya.
table-too-large = Tabel { $table } memuat { $positions } posisi, lebih banyak daripada yang dapat dinomori satu tabel.
table-no-memory = Tabel { $table } memerlukan sekitar { $mib } MiB memori untuk dibuat, dan sistem tidak memberikannya: buat di komputer dengan memori lebih besar, atau kosongkan sebagian memori.
table-load-no-memory = Berkas tabel { $path } memerlukan sekitar { $mib } MiB memori untuk dibaca seluruhnya, dan sistem tidak memberikannya: kosongkan sebagian memori, atau gunakan mesin dengan memori lebih besar.
build-too-deep = Sebuah permainan lebih panjang daripada yang dapat dihitung entri tabel.
build-too-large = Sebuah tabel memuat lebih banyak posisi daripada yang dapat dinomori satu tabel.
build-no-memory = Sebuah tabel memerlukan sekitar { $mib } MiB memori untuk dibuat, dan sistem tidak memberikannya.

## `tables build` dan `tables list`

help-cmd-tables = Buat tabel pemecah lebih dulu, atau tampilkan tabel yang sudah dibuat
help-cmd-tables-build = Buat tabel sebuah aturan permainan sampai sejumlah angsa (dengan tangkapan permainan sebenarnya); pembuatan yang terhenti dilanjutkan dari tabel pertama yang belum ada
help-cmd-tables-list = Tampilkan tabel di folder: aturan permainan, angsa, tangkapan, ukuran, dan apakah checksum-nya benar
help-arg-build-ruleset = Aturan permainan, NAMA atau NAMA:OPSI,OPSI (lihat “foxgeese rulesets”); bawaan plyyard
help-arg-geese = Buat setiap tabel sampai sebanyak ini angsa di papan (bawaan 6)
help-arg-build-geese = Buat setiap tabel sampai sebanyak ini angsa di papan (bawaan: seluruh permainan)
help-arg-build-format = Format keluaran, text (bawaan) atau json, dan bentuk tabelnya: compact (bawaan: blok terkompresi, hanya sebagian kecil ruang disk) atau full (satu entri polos per posisi); boleh diberikan satu dari masing-masing, misalnya “--format full,json”
help-cmd-tables-compact = Ubah tabel dan bagian di folder ke bentuk ringkas di tempatnya: setiap berkas dicocokkan entri demi entri dengan berkas yang digantikannya; pengubahan yang terhenti dilanjutkan dari tempat ia berhenti
tables-compacted = { $converted ->
    [0] Tidak ada yang perlu diubah:
   *[other] { $converted } berkas diubah ke bentuk ringkas,
} { $kept ->
    [0] belum ada yang ringkas sebelumnya.
   *[other] { $kept } sudah ringkas sebelumnya.
} Folder: { $dir }
tables-compacted-size = { $before } berkas penuh menjadi { $after } ({ $ratio } kali lebih kecil) dalam { $seconds } detik.
help-arg-jobs = Jumlah utas untuk membuat tabel (bawaan: satu per inti)
tables-geese-too-many = { $ruleset } dimulai dengan { $total } angsa: buat paling banyak sampai { $total }, bukan { $geese }.
tables-jobs-failed = { $jobs } utas untuk membuat tabel tidak dapat dijalankan: berikan lebih sedikit dengan --jobs.
tables-progress = Tabel { $number } dari { $of }: { $table }
tables-built = { $built ->
    [0] Tidak ada yang perlu dibuat:
   *[other] { $built } tabel dibuat,
} { $present ->
    [0] tidak ada yang sudah ada sebelumnya.
   *[other] { $present } sudah ada sebelumnya.
} Folder: { $dir }
tables-empty = Tidak ada tabel di { $dir }.
tables-col-file = Berkas
tables-col-ruleset = Aturan
tables-col-geese = Angsa
tables-col-captures = Tangkapan
tables-col-positions = Posisi
tables-col-size = Ukuran
tables-col-check = Uji integritas
tables-captures-any = berapa pun
tables-check-ok = baik
tables-check-bad = rusak
tables-check-unreadable = tidak terbaca
tables-list-heading = { $count } berkas tabel di { $dir }:
tables-list-parts = { $name } ({ $present } dari { $of } bagian)
help-arg-build-memory = Memori terbanyak, dalam MiB, yang boleh dipakai satu bagian dari pembuatan per bagian menurut perkiraannya (bawaan: separuh memori komputer)
help-arg-build-parts_from = Buat tingkat yang angsanya paling sedikit sebanyak ini per bagian, satu bagian untuk setiap jumlah baris angsa, masing-masing dengan memori terbatas (bawaan 9)
tables-memory-zero = --memory memerlukan paling sedikit 1 MiB.
tables-folder-unwritable = Tidak ada yang dibangun: folder { $path } tidak dapat ditulisi ({ $detail }).
tables-disk = Pembuatan ini memerlukan { $needs } ruang disk; { $free } masih kosong di { $dir }.
tables-disk-short = Pembuatan ini memerlukan { $needs } ruang disk, tetapi hanya { $free } yang kosong di { $dir }: kosongkan sebagian ruang atau buat di folder lain dengan --tables DIR.
tables-part-progress = Bagian { $number } dari { $of }: { $part }
tables-part-too-deep = Bagian { $part } memuat kemenangan yang lebih panjang daripada yang dapat disimpan entri berkas bagian (253 giliran).
tables-part-memory = Bagian { $part } memerlukan sekitar { $needs } MiB memori, melebihi batas { $ceiling } MiB: berikan lebih banyak dengan --memory MIB.
tables-parts-built = { $built ->
    [0] Tidak ada bagian yang perlu dibuat:
   *[other] { $built } bagian dibuat,
} { $present ->
    [0] belum ada yang tersedia sebelumnya.
   *[other] { $present } sudah tersedia sebelumnya.
}
tables-parts-level = { $geese } angsa: { $parts } bagian, { $entries } entri, di { $folder }
help-cmd-tables-verify = Periksa ulang nilai yang tersimpan di tabel sebuah aturan permainan terhadap aturannya: menang punya tindakan ke posisi kalah bagi pihak lawan yang satu giliran lebih pendek dan tidak ada yang lebih cepat, kalah hanya punya tindakan ke posisi menang lawan dengan yang terlama satu giliran lebih pendek, seri punya tindakan yang seri dan tidak ada yang menang
help-arg-sample = Jumlah entri yang diperiksa di setiap berkas tabel atau bagian: sebuah bilangan, atau “all” (bawaan 1000)
verify-sample-bad = Sampel “{ $sample }” bukan bilangan bulat mulai dari 1 dan bukan “all”.
verify-nothing = Tidak ada tabel { $ruleset } di { $dir } untuk diperiksa: buat dengan “foxgeese tables build --ruleset { $ruleset }”.
verify-ok = { $checked } posisi di { $files } berkas diperiksa terhadap aturan: setiap nilai benar. Folder: { $dir }
verify-failed = { $failed } dari { $checked } posisi di { $files } berkas bertentangan dengan aturan. Folder: { $dir }
verify-skipped = { $skipped } posisi tidak diperiksa: ada posisi hasil tindakannya yang tidak termuat di tabel mana pun di sini.
verify-failure = { $position }: tersimpan “{ $stored }” — { $problem }
verify-finished = permainan sudah selesai di sana dengan hasil lain
verify-win-unreached = tidak ada tindakan ke posisi kalah bagi lawan yang satu giliran lebih pendek
verify-win-too-slow = ada tindakan yang menang lebih cepat daripada yang tersimpan
verify-loss-escapes = ada tindakan yang tidak kalah
verify-loss-length = tindakan terlama tidak satu giliran lebih pendek
verify-draw-wrong = seri memerlukan tindakan yang seri dan tidak ada tindakan yang menang
solve-full-tables = Agar semua nilai pasti, buat tabel seluruh permainan sekali saja: foxgeese tables build --ruleset { $ruleset } (sekitar { $time } menit, { $size } ruang disk, dan { $memory } memori di komputer dua inti).

## `tables plan` and `tables build --part`: the build as a graph of parts, for a cluster

help-cmd-tables-plan = Tampilkan pembuatan tabel sebuah aturan permainan sebagai graf bagian (tabel utuh dan bagian-bagian dari tingkat yang lebih besar): untuk masing-masing, apa yang dibacanya, berkasnya, jumlah posisi, perkiraan memori, disk dan waktu di komputer seperti yang diukur, dan apakah sudah dibuat
help-arg-plan-ruleset = Aturan permainan, NAMA atau NAMA:OPSI,OPSI (lihat “foxgeese rulesets”); bawaan plyyard
help-arg-plan-geese = Rencanakan setiap tabel sampai sebanyak ini angsa di papan
help-arg-plan-parts_from = Potong tingkat yang angsanya paling sedikit sebanyak ini menjadi bagian, satu bagian untuk setiap jumlah baris angsa (bawaan 9, seperti tables build); di bawahnya, setiap tabel menjadi satu bagian
help-arg-plan-nodes = Jumlah node untuk memperkirakan waktu selesai, dipisahkan koma (bawaan 1,10,100)
help-arg-build-part = Buat hanya bagian ini dari “foxgeese tables plan” (id seperti plyyard-g08-c05 atau plyyard-g13-c00/s045), setelah bagian yang dibacanya selesai dibuat; keluar dengan kode 3 bila ada yang belum ada atau rusak, tidak melakukan apa-apa bila bagian itu sudah dibuat (dengan --parts-from yang sama seperti pada rencana)
plan-heading = Pembuatan { $ruleset } sampai { $geese } angsa, tingkat mulai { $from } angsa per bagian, di { $dir }:
plan-col-geese = Angsa
plan-col-parts = Bagian
plan-col-positions = Posisi
plan-col-memory = Memori bagian terbesar
plan-col-disk = Penyimpanan
plan-col-cpu = Waktu CPU
plan-col-built = Sudah dibuat
plan-total = Seluruhnya: { $parts } bagian ({ $built } sudah dibuat), { $positions } posisi, { $disk } ruang disk, { $cpu } waktu CPU; bagian terbesar memerlukan { $memory } memori ({ $largest } posisi); bagian-bagian saling membaca { $reads }; { $steps } langkah, bagian-bagian dalam satu langkah berjalan bersamaan.
plan-wall = Waktu selesai di node berinti { $cores } seperti komputer yang diukur: { $times }; berapa pun jumlah node-nya, pembuatan tidak bisa lebih cepat daripada rantai bagian terpanjang, { $path }.
plan-wall-on = { $nodes } node { $time }
plan-not-buildable = Saat ini hanya bagian Ply Yard yang dapat dibuat (pembuat bagian hanya menangani satu rubah dan tangkapan tunggal): bagian aturan permainan ini direncanakan untuk menakar ukuran klaster.
plan-nothing = { $ruleset } tidak punya tabel sampai { $geese } angsa: dengan angsa sesedikit itu rubah sudah menang.
plan-seconds = { $n } detik
plan-minutes = { $n } menit
plan-hours = { $n } jam
plan-days = { $n } hari
tables-part-unknown = Tidak ada bagian “{ $part }” dalam pembuatan ini: id-nya adalah yang ditampilkan “foxgeese tables plan”, seperti plyyard-g08-c05 (tabel utuh) atau plyyard-g13-c00/s045 (sebuah bagian), dengan --parts-from yang sama.
tables-part-not-buildable = Bagian { $part } belum dapat dibuat: saat ini hanya bagian Ply Yard yang bisa (pembuat bagian hanya menangani satu rubah dan tangkapan tunggal).
tables-part-missing-input = Bagian { $part } membaca { $input }, yang belum dibuat ({ $file } tidak ada): buat dulu dengan “foxgeese tables build --part { $input } --parts-from { $parts_from } --tables { $tables }”.
tables-part-damaged-input = Bagian { $part } membaca { $input }, tetapi berkasnya { $file } rusak: buat ulang dengan “foxgeese tables build --part { $input } --parts-from { $parts_from } --tables { $tables }”.
tables-part-waiting = Pekerja lain sedang membuat { $part } (ia memegang { $lock }): menunggu sampai selesai.
tables-part-built = { $part } selesai dibuat dalam { $time }: { $file }
tables-part-present = { $part } sudah dibuat, tidak ada yang perlu dikerjakan: { $file }

## `tables sweep`

help-cmd-tables-sweep = Menyelesaikan seluruh permainan untuk aturan yang angsanya hanya melangkah maju: setiap posisi sampai sejumlah angsa, menang atau kalah (tanpa jarak), satu tingkat angsa demi satu tingkat; penyelesaian yang terhenti di tengah jalan dilanjutkan dari tingkat pertama yang belum ada
help-arg-sweep-ruleset = Aturan, NAMA atau NAMA:OPSI,OPSI (lihat “foxgeese rulesets”); bawaan standard
help-arg-sweep-geese = Selesaikan setiap tingkat sampai sebanyak ini angsa di papan (bawaan: jumlah angsa di awal)
tables-sweep-replaced = { $path } rusak, jadi tingkatnya disapu ulang dan berkasnya diganti; { $problem }
tables-sweep-done = { $ruleset } diselesaikan seluruhnya sampai { $geese } angsa: { $built ->
    [0] tidak ada tingkat yang diselesaikan,
   *[other] { $built } tingkat diselesaikan,
} { $present ->
    [0] tidak ada yang dibaca dari folder.
   *[other] { $present } dibaca dari folder.
} Folder: { $dir }
tables-sweep-col-fox-to-move = Angsa menang, giliran rubah
tables-sweep-col-geese-to-move = Angsa menang, giliran angsa
tables-sweep-start = Dari posisi awal, dengan permainan terbaik: { $winner ->
    [fox] rubah menang.
   *[geese] angsa menang.
}
tables-sweep-unsupported = { $ruleset } tidak dapat diselesaikan dengan “foxgeese tables sweep”: { $reason ->
    [sideways] angsanya boleh melangkah ke samping atau mundur, sehingga sebuah posisi bisa terulang.
    [foxes] aturan ini punya lebih dari satu rubah, atau rubah yang menempatkan dirinya sendiri.
    [ends] aturan ini punya aturan seri atau kandang.
    [captures] rubahnya menang dengan jumlah tangkapan, bukan dengan sisa angsa.
   *[board] papannya punya terlalu banyak titik.
} Bangun tabelnya dengan “foxgeese tables build”.
tables-sweep-memory = Penyelesaian sampai { $geese } angsa butuh sekitar { $needs } memori, sedangkan komputer ini punya { $has }: pilih lebih sedikit angsa dengan --geese K.
tables-sweep-progress = Tingkat { $geese } angsa
solve-building-on-demand = Membuat tabel { $table } ({ $positions } posisi) untuk jawaban ini; tabel itu disimpan untuk jawaban berikutnya
solve-building-over-budget = Pembuatan ini memakan waktu sekitar { $seconds } detik, lebih lama dari { $budget } detik yang diminta untuk satu gerakan; tabelnya dibuat sekali lalu disimpan.
verify-damaged = { $file } tidak dapat dipakai: { $problem }
verify-missing = { $file } tidak ada: folder tingkatnya tidak memuat bagian ini.
verify-sweeps = { $count } tingkat penyelesaian seluruh permainan: setiap blok sudah diperiksa.
stats-parts-missing = { $missing } dari { $of } bagian tingkat ini tidak ada di folder (yang pertama: { $first }); “foxgeese tables build --ruleset { $ruleset } --geese { $geese } --tables { $dir }” membuatnya, dan bagian lain tetap dipakai.
