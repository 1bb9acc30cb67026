# Kesalahan sintaks berkas Fluent dalam kata-kata (`src/i18n/ftl.rs`): satu untuk tiap jenis
# kesalahan yang ditemukan parser Fluent, ditampilkan sesudah berkas, baris, dan kolomnya
# (`error-ftl-syntax`).

ftl-error-expected-space = di sini seharusnya ada spasi
ftl-error-expected-token = di sini seharusnya ada “{ $token }”
ftl-error-expected-letter = di sini seharusnya ada huruf (a sampai z, atau A sampai Z)
ftl-error-expected-digit = di sini seharusnya ada angka
ftl-error-expected-line-end = baris harus berakhir di sini: varian-varian ekspresi pilihan dimulai di baris berikutnya
ftl-error-expected-char-range = di sini seharusnya ada salah satu dari “{ $range }”
ftl-error-expected-message-field = pesan “{ $id }” tidak punya teks: tulis teksnya sesudah “=”, atau beri pesan itu atribut
ftl-error-expected-term-field = term “-{ $id }” tidak punya teks: tulis teksnya sesudah “=”
ftl-error-forbidden-callee = di sini hanya fungsi, yang namanya ditulis dengan huruf kapital, yang dapat dipanggil
ftl-error-missing-default-variant = ekspresi pilihan ini tidak punya varian bawaan: tandai satu dengan “*”
ftl-error-missing-value = di sini seharusnya ada teks
ftl-error-multiple-default-variants = ekspresi pilihan ini punya lebih dari satu varian bawaan: hanya satu yang boleh ditandai dengan “*”
ftl-error-message-reference-as-selector = pesan tidak dapat memilih di antara varian: variabel, bilangan, string, atau fungsi dapat
ftl-error-term-reference-as-selector = term tidak dapat memilih di antara varian: salah satu atributnya dapat
ftl-error-message-attribute-as-selector = atribut pesan tidak dapat memilih di antara varian: variabel, bilangan, string, atau fungsi dapat
ftl-error-term-attribute-as-placeable = atribut term tidak dapat ditampilkan dalam teks: atribut itu hanya dapat memilih di antara varian
ftl-error-unterminated-string-literal = string ini tidak ditutup: akhiri dengan “"” di baris yang sama
ftl-error-positional-argument-follows-named = argumen tanpa nama ada sesudah argumen bernama: argumen tanpa nama ditulis lebih dulu
ftl-error-duplicated-named-argument = argumen “{ $name }” diberikan dua kali
ftl-error-unknown-escape-sequence = “{ $sequence }” bukan escape: dalam string, garis miring terbalik hanya boleh ada sebelum \, ", {"{"}, u, atau U
ftl-error-unknown-escape = ini bukan escape: dalam string, garis miring terbalik hanya boleh ada sebelum \, ", {"{"}, u, atau U
ftl-error-invalid-unicode-escape-sequence = escape Unicode ini berakhir terlalu cepat, di “{ $sequence }”: \u butuh 4 digit heksadesimal dan \U butuh 6
ftl-error-unbalanced-closing-brace = “{"}"}” ini tidak menutup apa pun: tulis {"{"}"{"}"}"{"}"} untuk kurung kurawal dalam teks
ftl-error-expected-inline-expression = di dalam kurung kurawal seharusnya ada nilai: variabel seperti $name, pesan, term, bilangan, atau string
ftl-error-expected-simple-expression-as-selector = ini tidak dapat memilih di antara varian: variabel, bilangan, string, atau fungsi dapat
ftl-error-expected-literal = di sini seharusnya ada string atau bilangan
