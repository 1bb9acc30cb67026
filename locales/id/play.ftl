## Membaca berkas teks yang disebut pengguna: rekaman permainan, pembukaan pertandingan (match --openings), bobot evaluasi (train --geese-weights). $file adalah record, openings atau weights.

input-file-not-found = { $file ->
    [openings] Berkas pembukaan { $path } tidak ada.
    [weights] Berkas bobot { $path } tidak ada.
   *[record] Berkas rekaman { $path } tidak ada.
}
input-file-permission-denied = { $file ->
    [openings] Berkas pembukaan { $path } tidak dapat dibaca: izin ditolak.
    [weights] Berkas bobot { $path } tidak dapat dibaca: izin ditolak.
   *[record] Berkas rekaman { $path } tidak dapat dibaca: izin ditolak.
}
input-file-unreadable = { $file ->
    [openings] Berkas pembukaan { $path } tidak dapat dibaca (berkas pembukaan adalah berkas biasa).
    [weights] Berkas bobot { $path } tidak dapat dibaca (berkas bobot adalah berkas biasa).
   *[record] Berkas rekaman { $path } tidak dapat dibaca (rekaman adalah berkas biasa).
}
input-file-not-text = { $file ->
    [openings] Berkas pembukaan { $path } bukan teks UTF-8.
    [weights] Berkas bobot { $path } bukan teks UTF-8.
   *[record] Berkas rekaman { $path } bukan teks UTF-8.
}
input-file-too-large = { $file ->
    [openings] Berkas pembukaan { $path } berukuran { $size } bita, lebih dari { $max } bita yang boleh dimiliki berkas pembukaan; berkas itu tidak dibaca.
    [weights] Berkas bobot { $path } berukuran { $size } bita, lebih dari { $max } bita yang boleh dimiliki berkas bobot; berkas itu tidak dibaca.
   *[record] Berkas rekaman { $path } berukuran { $size } bita, lebih dari { $max } bita yang boleh dimiliki rekaman permainan; berkas itu tidak dibaca.
}

## Rekaman permainan

record-too-large = Rekaman permainan ini berukuran { $size } bita, lebih dari { $max } bita yang boleh dimiliki rekaman.
record-line-too-long = Baris ini panjangnya { $length } karakter, lebih dari { $max } yang boleh dimiliki satu baris rekaman permainan.
record-control-character = Karakter kendali (U+{ $code }) tidak boleh ada dalam rekaman permainan.
record-too-many-tags = Rekaman permainan boleh memiliki paling banyak { $max } tag.
record-too-many-actions = Rekaman permainan boleh memuat paling banyak { $max } tindakan.
record-too-many-comments = Rekaman permainan boleh memuat paling banyak { $max } komentar.
record-tag-syntax = Tag ditulis [Nama "nilai"] dalam satu baris, sebelum tindakan-tindakannya.
record-tag-name-too-long = Nama tag boleh memiliki paling banyak { $max } karakter.
record-tag-value-too-long = Isi tag boleh memiliki paling banyak { $max } karakter.
record-tag-not-closed = Isi tag ini tidak memiliki tanda kutip penutup pada barisnya.
record-duplicate-tag = Tag { $name } muncul dua kali.
record-tag-after-actions = Tag ditulis sebelum tindakan-tindakannya, tetapi tag ini menyusul sesudahnya.
record-bad-result = “{ $found }” bukan hasil permainan: tulis fox-wins, geese-win, draw, atau * untuk permainan yang belum selesai.
record-bad-ruleset = Tag Ruleset tidak menyebut aturan permainan:
record-bad-start = Tag Start bukan posisi dari aturan permainan ini:
record-comment-not-closed = Komentar ini dibuka dengan {"{"} tetapi tidak pernah ditutup dengan {"}"}.
record-comment-too-deep = Kurung kurawal dalam komentar ini bersarang lebih dari { $max } tingkat.
record-stray-brace = Tanda {"}"} ini tidak menutup komentar apa pun.
record-bad-number = “{ $found }” bukan nomor gerakan: tulis nomornya dan satu titik (3.), atau tiga titik sebelum tindakan kedua dari sepasang (3...).
record-wrong-number = Nomor gerakan { $found } tidak cocok di sini: tindakan berikutnya adalah { $expected } (nomor menghitung pasangan giliran sejak awal). Apakah ada tindakan yang hilang?
record-bad-action = “{ $found }” bukan tindakan:
record-illegal-ply = Giliran { $ply } dalam rekaman, { $action }, tidak legal:
record-after-result = “{ $found }” muncul sesudah hasil permainan, padahal hasil itu mengakhiri rekaman.
record-results-disagree = Rekaman diakhiri dengan { $termination }, tetapi tag Result-nya menyebut { $tag }.
record-result-contradicts = Rekaman menyebut { $written }, tetapi permainan yang direkamnya berakhir lain:
record-ruleset-conflict = Rekaman dimainkan dengan aturan { $record }, tetapi --ruleset menyebut { $given }. Hilangkan --ruleset, atau samakan keduanya.
record-start-conflict = Rekaman dimulai dari { $record }, tetapi --position menyebut { $given }. Hilangkan --position, atau samakan keduanya.

## foxgeese play

help-cmd-play = Memainkan satu permainan utuh di terminal, giliran demi giliran, dan menyimpan rekamannya
help-arg-play-side = Pihak yang Anda mainkan: geese (angsa, bawaannya) atau fox (rubah) melawan mesin, atau both (dua pemain di satu papan ketik)
help-arg-level = Kekuatan mesin: 1 (paling lemah, pencarian satu giliran dengan kesalahan besar yang disengaja) sampai 5 (pencarian penuhnya), atau perfect (sempurna: tepat bila tabel atau pencarian pembuktian membuktikan posisinya, pencarian penuh di tempat lain); bawaan perfect
help-arg-save = Simpan rekaman permainan ke berkas ini di akhir permainan (dan ketika Anda mengetik simpan)
help-arg-resume = Lanjutkan permainan terakhir yang disimpan oleh Ctrl-C (dengan sisi dan level yang sama)
play-bad-level = “{ $level }” bukan tingkat kekuatan: tulis 1 (paling lemah) sampai 5, atau perfect.
play-level-without-engine = --level { $level } mengatur kekuatan mesin, tetapi dengan --as both tidak ada yang melawan mesin.
play-intro = Permainan Rubah dan Angsa dengan aturan { $ruleset }. Ketik sebuah tindakan, atau bantuan untuk daftar perintah.
play-intro-both = Permainan Rubah dan Angsa dengan aturan { $ruleset }, dua pemain di satu papan ketik. Ketik sebuah tindakan, atau bantuan untuk daftar perintah.
play-prompt = { $side ->
    [fox] Giliran rubah:
   *[geese] Giliran angsa:
}
play-said-step = { $side ->
    [fox] Rubah melangkah { $action }.
   *[geese] Angsa melangkah { $action }.
}
play-said-place = Rubah menempati titiknya: { $action }.
play-said-jump = { $count ->
    [1] Rubah melompat { $action } dan menangkap angsa di { $geese }.
   *[other] Rubah melompat { $action } dan menangkap { $count } angsa, di { $geese }.
}
play-help = Ketik sebuah tindakan (langkah seperti d4-d3, lompatan seperti d4xd2, rangkaian seperti d4xd6xf6), atau: petunjuk (melawan mesin, tindakan terbaik dan ke mana arahnya; antara dua pemain, tangkapan atau gerakan angsa yang aman menurut aturan), mengapa TINDAKAN (apakah sebuah tindakan legal, dan mengapa tidak), tindakan (setiap tindakan legal), batal (tarik kembali tindakan terakhir Anda), simpan [BERKAS] (simpan rekaman permainan), menyerah, keluar.
play-actions = { $count ->
    [0] Tidak ada tindakan legal.
   *[other] { $count } tindakan legal: { $actions }
}
play-hint-fox = { $count ->
    [0] Rubah tidak punya tangkapan di sini: setiap tindakannya berupa langkah.
   *[other] Rubah punya { $count } tangkapan: { $captures }
}
play-hint-geese = { $safe ->
    [0] Setiap gerakan dari { $count } gerakan angsa memberi rubah sebuah tangkapan.
   *[other] Dari { $count } gerakan angsa, { $safe } tidak memberi rubah tangkapan: { $actions }
}
play-why-needs-action = Sebutkan tindakannya: mengapa d4-d3.
play-nothing-to-undo = Tidak ada yang bisa ditarik kembali: permainan masih di awal.
play-undone = { $count ->
    [1] Menarik kembali { $actions }.
   *[other] Menarik kembali { $count } tindakan: { $actions }.
}
play-save-needs-file = Sebutkan berkas untuk menyimpan: simpan permainan.txt (atau mulai dengan --save BERKAS).
play-interrupted-saved = Dihentikan. Permainan disimpan ke { $path }; “foxgeese play --resume” melanjutkannya.
play-interrupted-not-saved = Dihentikan. Permainan tidak dapat disimpan ke { $path }.
play-nothing-to-resume = Tidak ada permainan untuk dilanjutkan: Ctrl-C dalam “foxgeese play” menyimpan permainan ke { $path }, dan di sana tidak ada.
play-did-you-mean = “{ $typed }” bukan tindakan yang ditulis dengan benar. Apakah maksud Anda { $action }?
play-unknown-word = “{ $typed }” bukan tindakan dan bukan perintah. Ketik bantuan (atau help) untuk daftar perintah.
play-saved = Rekaman permainan disimpan di { $path }.
play-save-failed = Rekaman permainan tidak dapat disimpan di { $path }: { $error }
play-save-permission-denied = izin ditolak.
play-save-not-a-file = itu bukan berkas biasa.
play-save-io-error = berkas itu tidak dapat ditulis.
play-resigned = { $side ->
    [fox] Rubah menyerah: angsa menang.
   *[geese] Angsa menyerah: rubah menang.
}
play-line-too-long = Baris itu lebih panjang dari { $max } bita; baris itu dilewati. Ketik sebuah tindakan, atau bantuan.
play-unfinished = Permainan ditinggalkan sebelum selesai.
play-save-offer = Simpan rekaman permainan? Ketik nama berkas, atau tekan Enter untuk melewati:
play-words-hint = petunjuk
play-words-why = mengapa, kenapa
play-words-actions = tindakan
play-words-undo = batal, mundur
play-words-save = simpan
play-words-resign = menyerah
play-words-quit = keluar
play-words-help = bantuan

## foxgeese play melawan mesin

help-arg-play-budget = Berapa lama mesin boleh berpikir untuk setiap giliran (mesin menjawab lebih cepat bila satu tindakan jelas terbaik) dan setiap petunjuk, dalam detik (bawaan 1)
help-arg-seed = Angka awal kesalahan yang disengaja mesin pada tingkat 1 sampai 4, agar sebuah permainan dapat dimainkan ulang dengan sama persis (bawaan: dari jam)
play-hint-best = { $proven ->
    [yes] Tindakan terbaik: { $action } (setelahnya, { $value }).
   *[no] Belum ada yang terbukti dalam batas waktu; tindakan terbaik menurut pencarian: { $action } ({ $value }).
}
play-hint-others = { $count ->
   *[other] { $count } tindakan lain memberi hasil yang sama.
}
play-not-proven = Mulai dari sini gerakan mesin adalah yang terbaik menurut pencariannya dalam { $budget } detik per giliran, belum terbukti.
play-hint-slower = { $count ->
    [1] Satu tindakan lain juga menang, tetapi lebih lambat.
   *[other] { $count } tindakan lain juga menang, tetapi lebih lambat.
}
