# Apa yang dikatakan sistem operasi ketika berkas tidak dapat dibaca atau ditulis (`src/i18n/io.rs`).
# Masing-masing ditampilkan di dalam pesan lain, seperti "Berkas … tidak dapat ditulis ({ $detail })".
io-not-found = berkas atau folder itu tidak ada
io-permission-denied = izin ditolak
io-already-exists = sudah ada sesuatu dengan nama itu
io-is-a-directory = itu folder, bukan berkas
io-not-a-directory = salah satu bagian jalurnya bukan folder
io-directory-not-empty = foldernya tidak kosong
io-read-only = berkas itu hanya-baca
io-storage-full = disknya penuh
io-too-large = berkas itu terlalu besar
io-busy = berkasnya sedang dipakai
io-unexpected-eof = berkasnya berakhir terlalu cepat
io-invalid-data = datanya tidak valid
io-not-regular = itu bukan berkas biasa
io-symlink-loop = tautan simboliknya berputar dalam lingkaran
io-interrupted = prosesnya terputus
io-crosses-devices = berkasnya akan berpindah ke disk lain
io-other = terjadi kesalahan masukan atau keluaran
path-is-a-file = { $path } adalah berkas, bukan folder.
# A file compiled into the binary (the geese's strategy, the evaluation weights) does not match
# data/SUMS: the checkout it was built from is damaged.
shipped-data-damaged = Data yang tertanam di foxgeese rusak: checksum { $path } adalah { $found }, bukan { $expected }. Bangun ulang foxgeese dari checkout yang bersih (git checkout -- data), atau, jika berkas itu sengaja diubah, tulis barisnya yang baru ke data/SUMS.
shipped-data-unlisted = Data yang tertanam di foxgeese tidak lengkap: data/SUMS tidak memuat baris untuk { $path } (checksum-nya { $found }). Tambahkan baris itu ke data/SUMS.
# A file lock (`tables build --part`, beside each part): held by another process, or not made.
lock-busy = Proses lain memegang kunci { $lock }.
lock-io = Berkas kunci tidak dapat dibuat atau dibuka: { $error }
