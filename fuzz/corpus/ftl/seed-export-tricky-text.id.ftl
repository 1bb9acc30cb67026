tricky-text-title = Tag <b>tetap</b> teks & "kutipan" juga
tricky-text-prompt = Apakah <script>alert('x')</script> tampil sebagai teks? Daftar titik pendaratannya.
tricky-text-explanation = d6, b4 dan f4 — & <i>tanpa</i> markup.
tricky-text-hint = Lihat di balik setiap angsa yang <bersebelahan>.
