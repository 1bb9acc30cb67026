# Kesalahan pemakaian dari clap dalam kata-kata (`src/cli/clap_errors.rs`): tiap jenis kesalahan
# baris perintah, dikatakan dengan apa yang diketahui clap. `$arg` adalah argumen seperti yang
# ditulis clap, dengan penampungnya (“--format <FORMAT>”, “<STUDI>”).

## Dengan apa yang diketahui clap

cli-error-value-missing = { $arg } butuh nilai.
cli-error-value-missing-choices = { $arg } butuh nilai: { $valid }.
cli-error-number = “{ $value }” bukan nilai yang sah untuk { $arg }: { $expected }.
cli-error-number-range = tulis bilangan bulat dari { $min } sampai { $max }
cli-error-missing-arguments = { $count ->
    [1] Ada argumen wajib yang belum diisi: { $args }.
   *[other] Ada { $count } argumen wajib yang belum diisi: { $args }.
}
cli-error-missing-command = “{ $command }” butuh perintah: { $valid }.
cli-error-used-twice = { $arg } hanya boleh diberikan sekali.
cli-error-conflict-unnamed = { $arg } tidak dapat dipakai bersama argumen lain yang diberikan.
cli-error-command-conflict = Perintah { $name } tidak dapat dipakai bersama { $other }.
cli-error-unexpected-value = Nilai “{ $value }” untuk { $arg } tidak diharapkan: argumen ini tidak menerima nilai lagi.
cli-error-too-few-values = { $arg } butuh paling sedikit { $min } nilai, tetapi hanya { $actual } yang diberikan.
cli-error-wrong-number-of-values = { $arg } butuh { $expected } nilai, tetapi { $actual ->
    [0] tidak ada yang diberikan.
   *[other] { $actual } yang diberikan.
}
cli-error-no-equals = Nilai { $arg } harus ditulis sesudah tanda sama dengan, tanpa spasi: --nama=NILAI.
cli-error-invalid-utf8 = Argumen ke-{ $position } (“{ $arg }”) bukan teks UTF-8, padahal foxgeese hanya membaca UTF-8.
cli-error-tip-double-dash = Untuk memberikan “{ $arg }” sebagai nilai, tulis “-- { $arg }”.
cli-error-tip-remove-double-dash = “{ $arg }” adalah perintah: tulis tanpa “--” di depannya.

## Bila clap hanya menyebut jenis kesalahannya

cli-error-kind-invalid-value = Salah satu nilai tidak sah untuk argumennya.
cli-error-kind-unknown-argument = Salah satu argumen tidak diharapkan di sini.
cli-error-kind-invalid-subcommand = Perintah ini tidak dikenal.
cli-error-kind-no-equals = Nilai sebuah argumen harus ditulis sesudah tanda sama dengan.
cli-error-kind-too-many-values = Sebuah argumen diberi lebih banyak nilai daripada yang diterimanya.
cli-error-kind-too-few-values = Sebuah argumen diberi lebih sedikit nilai daripada yang dibutuhkannya.
cli-error-kind-wrong-number-of-values = Jumlah nilai sebuah argumen tidak tepat.
cli-error-kind-argument-conflict = Dua argumen tidak dapat dipakai bersama.
cli-error-kind-missing-required-argument = Ada argumen wajib yang belum diisi.
cli-error-kind-missing-subcommand = Perintahnya belum ditulis.
cli-error-kind-invalid-utf8 = Salah satu argumen bukan teks UTF-8, padahal foxgeese hanya membaca UTF-8.
cli-error-kind-io = Bantuan atau kesalahan baris perintah tidak dapat ditulis.
cli-error-kind-format = Bantuan atau kesalahan baris perintah tidak dapat disusun.
cli-error-kind-other = Baris perintah tidak sah.

## Penampung nilai di baris penggunaan dan bantuan (`help-value-<nama>`, seperti di learner.ftl)

help-value-side = PIHAK
help-value-theme = TEMA
help-value-points = TITIK
help-value-level = TINGKAT
help-value-seconds = DETIK
help-value-record = REKAMAN
help-value-side-or-point = PIHAK|TITIK
