# Ketahanan (isu 9): masukan yang ditolak di atas batas, berkas yang tidak dapat dibaca atau sedang dipakai.

# Jalur yang ada tetapi bukan berkas biasa: pipa bernama (FIFO), perangkat, folder.
file-not-regular = { $path } bukan berkas biasa (melainkan folder, pipa bernama, atau perangkat), jadi tidak dibaca.

# Jawaban (`--answer`, baris yang diketik di `practice`, `answer:` sebuah studi) di atas batas.
answer-too-long = Jawaban itu sepanjang { $length } byte; paling banyak { $limit } byte yang dibaca.

# `practice`: satu baris masukan standar di atas batas, dilewati sampai akhirnya.
practice-line-too-long = Baris itu lebih panjang dari { $limit } byte, jadi tidak dibaca. Ketik jawaban Anda lagi.

# Menyimpan kemajuan saat sesi lain memegang kunci berkas kemajuan terlalu lama.
progress-locked = Sesi foxgeese lain sudah memegang { $lock } lebih dari { $seconds } detik, jadi { $path } tidak disimpan. Selesaikan atau tutup sesi lain itu, lalu coba lagi.

# `actions` pada posisi dengan tindakan lebih banyak daripada yang pernah didaftar.
actions-too-many = Posisi ini punya { $count } tindakan legal, dan foxgeese mendaftar paling banyak { $limit }. `foxgeese perft 1` dengan posisi yang sama menghitungnya tanpa mendaftarnya.

# Studi yang posisinya memberi rubah lebih banyak tindakan daripada yang pernah didaftar tugas.
position-too-many-actions = Pada posisi ini rubah punya { $count } tindakan legal, lebih dari { $limit } yang dapat didaftar sebuah studi.
position-too-many-actions-hint = Pilih posisi dengan lebih sedikit angsa dalam jangkauan rangkaian lompatan rubah.

# `validate`: baris setelah masalah-masalah pertama sebuah berkas, menghitung sisanya.
validate-more-problems = { $count ->
    [1] Satu masalah lagi dari sini tidak ditampilkan
   *[other] { $count } masalah lagi dari sini tidak ditampilkan
} (paling banyak { $limit } yang ditampilkan untuk satu berkas).
