## Sisi pelajar dalam latihan: tangga petunjuk, menampilkan jawaban, keluar dengan Ctrl-C
## (commands/practice.rs, present/practice.rs; penunjuknya dari study/hint.rs, dikatakan di
## i18n/learner.rs).

# Tangga petunjuk, anak tangga 1 (sesudah petunjuk studi itu sendiri) dan 2: penunjuk ke bagian
# jawaban yang belum ditemukan pelajar.
learner-look-at-goose = Perhatikan angsa di { $point }.
learner-look-at-fox = Perhatikan rubah di { $point }.
learner-look-along-fox = Perhatikan garis dari rubah di { $from } melewati angsa di { $over }.
learner-look-along-goose = Perhatikan garis dari angsa di { $from } melewati angsa di { $over }.
learner-look-around = Perhatikan { $point } dan titik-titik di sebelahnya.
learner-look-at-replay-move = Perhatikan baik-baik gerakan ke-{ $number } dalam putar ulang: apa yang dapat ditangkap rubah sesudahnya, yang belum dapat ditangkapnya sebelumnya?
learner-maybe-none = Mungkin tidak ada yang cocok sama sekali: kalau begitu jawabannya “tidak ada”.
learner-only-wrong = Semua yang seharusnya ada sudah ada dalam jawaban Anda: buang butir yang salah.
learner-no-more-hints = Petunjuk sudah habis. Ketik tunjukkan untuk melihat jawaban dan penjelasannya, atau lewati untuk kembali ke studi ini nanti.
# `tunjukkan`: jawaban lengkap dan penjelasannya; studi itu lalu dihitung belum selesai.
learner-shown = Jawabannya: { $answer }
learner-shown-not-solved = Studi ini dihitung belum selesai: foxgeese practice --retry memunculkannya lagi.
learner-skipped = Dilewati. foxgeese practice --retry memunculkannya lagi.
# Ctrl-C selama latihan.
learner-interrupted = Dihentikan. Kemajuan disimpan di { $path }. Sampai jumpa!
learner-interrupted-nothing-saved = Dihentikan. Belum ada yang perlu disimpan (kemajuan disimpan di { $path }). Sampai jumpa!
# Kata-kata yang dibaca `practice` sebagai “tunjukkan jawabannya”, dipisah koma.
learner-words-show = tunjukkan, menyerah, jawaban

# Di bawah `study`: cara menjawab, lalu perintah untuk disalin (argumen STUDI yang berlaku di sini).
learner-how-to-answer = Jawab dengan:
learner-check-command = foxgeese check { $study } --answer "…"

## validate: peringatan tentang layar studi yang membocorkan jawabannya (commands/reveal.rs)
validate-warning-label = peringatan
validate-reveals-answer = { $part ->
    [title] Judul
    [prompt] Pertanyaan
   *[other] Layar
} dalam { $lang ->
    [id] bahasa Indonesia
   *[en] bahasa Inggris
} menyebut { $item }, salah satu butir jawabannya: pelajar dapat menyalinnya kembali.
validate-reveals-answer-hint = Tulis pertanyaannya tanpa menyebut apa yang ditanyakan; pelajar yang butuh bantuan dapat meminta petunjuk.
validate-reveals-status = { $part ->
    [title] Judul
    [prompt] Pertanyaan
   *[other] Layar
} dalam { $lang ->
    [id] bahasa Indonesia
   *[en] bahasa Inggris
} menyebut hasil permainan (“{ $status }”), yang menjawab pertanyaannya.
validate-reveals-status-hint = Biarkan pelajar menyimpulkan hasilnya: sebutkan giliran siapa dan apa yang telah terjadi, bukan siapa yang menang.
validate-reveals-marks = Layar dalam { $lang ->
    [id] bahasa Indonesia
   *[en] bahasa Inggris
} menandai titik tempat butir jawaban mendarat: { $points }.
validate-reveals-marks-hint = Gambar papan studi tanpa tanda.
validate-reveals-id = ID ini memuat “{ $word }”, yang menjawab pertanyaannya: pelajar membaca ID di `list`, di perintah `check`, dan di buku.
validate-reveals-id-hint = Namai topiknya, bukan hasilnya, dan simpan ID lama di aliases: agar berkas kemajuan tetap menyimpan catatannya. Jika kata itu harus tetap ada, tulis allow: [reveals-id] beserta alasannya dalam komentar.
validate-reveals-title = Judul dalam { $lang ->
    [id] bahasa Indonesia
   *[en] bahasa Inggris
} memuat “{ $word }”, yang menjawab pertanyaannya: pelajar membaca judul di setiap layar.
validate-reveals-title-hint = Namai topiknya, bukan hasilnya. Jika kata itu harus tetap ada, tulis allow: [reveals-title] beserta alasannya dalam komentar.
# Kata yang menjawab pertanyaan ya/tidak, nilai, atau “tidak ada” dalam ID atau judul, dipisahkan
# spasi; ID diperiksa dengan kata bahasa Inggris.
validate-settling-words = ya tidak bukan tak tiada bisa bisakah dapat dapatkah masih masihkah menang kalah seri lolos terjebak terkunci tanpa
# Kata yang menyatakan bahwa daftar tindakan terbaik memuat setiap tindakan legal.
validate-every-words = setiap semua tiap
validate-missing-text-beside-hint = Tambahkan masing-masing sebagai “id = teks” ke { $file }, di samping berkas studi.
# Kata yang menyebut apa yang dilakukan kesalahan yang dicari.
validate-mistake-words = terlewat lewat melewatkan luput lepas mundur
validate-warnings-only = Tidak ada kesalahan dalam { $files } berkas studi; { $warnings } peringatan.

## Penanda nilai dalam bantuan dan galat penggunaan (cli/localize.rs): help-value-<nama>
help-value-lang = BAHASA
help-value-when = KAPAN
help-value-pos = POSISI
help-value-ruleset = ATURAN
help-value-actions = TINDAKAN
help-value-point = TITIK
help-value-action = TINDAKAN
help-value-depth = KEDALAMAN
help-value-study = STUDI
help-value-text = TEKS
help-value-stage = TAHAP
help-value-file = BERKAS
help-value-path = JALUR
help-value-id = ID
help-value-kind = JENIS
help-value-position = POSISI
help-value-dir = FOLDER
