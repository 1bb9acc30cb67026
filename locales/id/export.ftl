## foxgeese export: pustaka studi sebagai situs web statis, sebuah buku pelajaran

help-cmd-export = Tulis studi sebagai buku pelajaran statis: halaman web yang bekerja tanpa internet, dalam bahasa yang disebut --lang (en, id, atau all, bawaannya); dengan en atau id, export juga memakai bahasa itu untuk pesannya, dengan all (atau tanpa --lang) bahasa dari LC_ALL, LC_MESSAGES atau LANG
help-arg-export-paths = Berkas studi, folder berisi berkas studi, atau id studi bawaan (bawaan: pustaka bawaan)
help-arg-export-output = Folder tempat situs ditulis (bawaan: lesson-book)
help-arg-export-force = Timpa berkas di folder itu yang tidak ditulis oleh foxgeese (tanpa ini, berkas itu ditolak)

export-book-title = Buku pelajaran Rubah dan Angsa
export-book-intro = Studi posisi untuk Rubah dan Angsa, menurut tahap dan aturan: masing-masing dengan papannya, sebuah pertanyaan, petunjuk, dan jawaban beserta penjelasannya.
export-open-contents = Daftar isi dalam bahasa Indonesia
export-contents = Daftar isi
export-languages = Bahasa
export-language-name = Bahasa Indonesia
export-study-count = { $count ->
   *[other] { $count } studi, menurut tahap dan aturan.
}
export-study-number = Studi { $number } dari { $total }
export-difficulty = tingkat kesulitan { $difficulty } dari 5
export-hint = Petunjuk
export-answer-heading = Jawaban dan penjelasan
export-answer = Jawabannya: { $answer }
export-answer-yes = ya
export-answer-no = tidak
export-answer-none = tidak ada
export-pager = Studi sebelumnya dan berikutnya
export-previous = ← { $title }
export-next = { $title } →
export-footer = Ditulis oleh foxgeese. Halaman ini bekerja tanpa internet dan tanpa skrip.

export-unwritable = Berkas { $path } tidak dapat ditulis ({ $detail }).
export-not-ours = { $dir } sudah berisi { $count } berkas yang tidak ditulis oleh foxgeese, misalnya { $file }. Tidak ada yang ditulis: pilih folder lain, atau timpa berkas itu dengan --force.
export-removed = { $count ->
   *[other] Halaman { $count } studi yang tidak lagi ada di buku dihapus.
}
export-wrote = Buku pelajaran ditulis: { $studies } studi dalam { $languages }, { $files } berkas di { $dir }. Buka { $index }.
lang-name = { $lang ->
    [en] bahasa Inggris
   *[id] bahasa Indonesia
}
list-and = { $a } dan { $b }
