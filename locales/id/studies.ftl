# Teks pustaka studi bawaan (studies/*.yaml): untuk setiap studi, judul, pertanyaan,
# penjelasan (baru ditampilkan setelah dijawab) dan petunjuk. ID pesan yang sama ada di
# locales/en/studies.ftl. Istilah mengikuti panduan Ply Yard edisi Indonesia dan daftar
# istilah di locales/README.md: rubah, angsa, tangkapan, lompatan, titik pendaratan, blokade,
# langkah, gerakan, giliran, tindakan legal, putar ulang.

## surrounded-fox

surrounded-fox-title = Angsa di keempat sisi rubah
surrounded-fox-prompt = Angsa menempati keempat titik di sebelah rubah di d4. Apakah formasi angsa sudah membuat rubah sama sekali tidak bisa bergerak? Jawab ya atau tidak.
surrounded-fox-explanation = Tidak. Rubah memang tidak punya langkah biasa: d5, c4, e4, dan d3 semuanya berisi angsa. Namun blokade juga harus menutup semua lompatan. Titik pendaratan di belakang d5, c4, dan e4 (d6, b4, dan f4) terisi, tetapi d2 di belakang angsa d3 kosong dan berada pada garis lurus yang sama, jadi d4xd2 adalah lompatan legal. Lompatan itu menangkap satu angsa dan mengakhiri giliran rubah; angsa menjawab sebelum ada tangkapan berikutnya. Menguasai titik pendaratan lebih penting daripada menambah angsa di sekeliling rubah.
surrounded-fox-hint = Periksa setiap angsa di sebelah rubah: apakah titik tepat di belakangnya, pada garis yang sama, masih kosong?

## list-fox-actions

list-fox-actions-title = Daftar tindakan rubah
list-fox-actions-prompt = Giliran rubah di d4. Tulis semua tindakan legal rubah, dipisahkan spasi (tulis langkah seperti a5-b5 dan lompatan seperti a5xc5).
list-fox-actions-explanation = Ada tiga tindakan. d4-c4 dan d4-d3 adalah langkah biasa ke titik tetangga yang kosong di barat dan di selatan. d4xd6 melompati angsa di d5 dan mendarat di titik kosong di belakangnya. Di timur, angsa e4 tidak dapat dilompati karena f4 terisi. Angsa c3 hanya bersinggungan dengan rubah secara diagonal: papan Ply Yard hanya punya garis ortogonal, jadi angsa itu tidak menghalangi rubah dan juga tidak dapat dilompati.
list-fox-actions-hint = Rubah hanya melihat ke empat arah: utara, selatan, timur, dan barat. Di setiap arah, apakah tetangganya kosong, atau berisi angsa dengan titik kosong di belakangnya?

## list-goose-actions

list-goose-actions-title = Daftar tindakan seekor angsa
list-goose-actions-prompt = Bidaknya sama, tetapi sekarang giliran angsa. Tulis semua gerakan legal angsa di d5, dipisahkan spasi (tulis titik asal dan tujuan, seperti b5-b4).
list-goose-actions-explanation = Ada dua gerakan: d5-c5 dan d5-e5, ke samping menuju titik kosong. Di selatan, d4 ditempati rubah, dan angsa tidak pernah melompat, jadi angsa tidak bisa menangkap rubah ataupun melompatinya. Di utara, d6 memang kosong tetapi terlarang: angsa hanya melangkah ke selatan, timur, atau barat, tidak pernah mundur ke arah sisi awalnya.
list-goose-actions-hint = Angsa bergerak satu titik ke selatan, timur, atau barat menuju titik kosong. Mana yang terbuka di sini?

## goose-cannot-move-north

goose-cannot-move-north-title = Angsa tidak boleh ke utara
goose-cannot-move-north-prompt = Rubah sudah lolos melewati barisan angsa ke d6. Giliran angsa. Tulis semua gerakan legal angsa, dipisahkan spasi.
goose-cannot-move-north-explanation = Ada enam gerakan: c5-b5, c5-d5, c5-c4, e5-d5, e5-f5, dan e5-e4. Tidak ada angsa yang boleh melangkah ke c6 atau e6: angsa tidak pernah bergerak ke utara, ke arah sisi awalnya, apa pun yang dilakukan rubah. Arah ini ditetapkan oleh papan, bukan oleh letak rubah, jadi rubah yang sudah berada di belakang barisan angsa tidak bisa dikejar lagi. Sebelum maju ke selatan, ingatlah bahwa angsa tidak dapat kembali untuk menutup titik yang ditinggalkannya.
goose-cannot-move-north-hint = Setiap angsa punya tiga arah yang mungkin. Arah mana yang tidak pernah termasuk?

## not-hnefatafl

not-hnefatafl-title = Bukan Hnefatafl: tidak ada tangkapan dengan mengapit
not-hnefatafl-prompt = Angsa berdiri di kedua sisi rubah, di c4 dan e4. Dalam Hnefatafl, bidak yang diapit dua lawan tertangkap; apakah hal serupa terjadi di sini? Tulis semua titik tempat rubah dapat mendarat dengan tangkapan, dipisahkan spasi.
not-hnefatafl-explanation = b4 dan f4. Rubah dan Angsa bukan Hnefatafl: tidak ada tangkapan dengan mengapit, dan angsa sama sekali tidak dapat menangkap. Hanya rubah yang menangkap, dengan melompati angsa tetangga ke titik kosong tepat di belakangnya. Kedua angsa pengapit punya titik kosong di belakangnya, jadi rubah boleh melompati salah satunya (d4xb4 atau d4xf4), atau cukup melangkah ke d5 atau d3.
not-hnefatafl-hint = Lupakan tangkapan dengan mengurung. Bidak mana satu-satunya yang dapat menangkap dalam permainan ini, dan bagaimana caranya?

## capture-is-optional

capture-is-optional-title = Tangkapan tidak wajib
capture-is-optional-prompt = Rubah di d4 bisa menangkap angsa di d3. Tulis semua tindakan legal rubah, dipisahkan spasi.
capture-is-optional-explanation = Ada tiga tindakan: d4-d5, d4-e4, dan d4xd2. Tangkapan tidak wajib: rubah boleh memilih langkah biasa walaupun ada lompatan. Angsa c4 tidak dapat dilompati karena titik pendaratannya, b4, berisi angsa lain. Bandingkan pilihannya: tangkapan mengurangi jumlah angsa, tetapi langkah tenang bisa menjaga jalan yang lebih berguna atau menyiapkan lompatan nanti.
capture-is-optional-hint = Adanya tangkapan legal tidak menghapus pilihan rubah yang lain.

## one-jump-per-turn

one-jump-per-turn-title = Satu lompatan per giliran
one-jump-per-turn-prompt = Giliran rubah di d3. Tulis semua titik tempat rubah dapat mendarat dengan tangkapan pada giliran ini, dipisahkan spasi.
one-jump-per-turn-explanation = b3 dan f3. Rubah dapat melompati c3 dan mendarat di b3, atau melompati e3 dan mendarat di f3. Dari b3 ada angsa lain (b4) dengan titik kosong di belakangnya (b5), begitu pula f4 dan f5 dari f3, tetapi setiap giliran rubah hanya boleh satu lompatan: lompatan mengakhiri giliran, lalu angsa menjawab. Tangkapan kedua termasuk giliran berikutnya, setelah angsa sempat bergerak.
one-jump-per-turn-hint = Setelah rubah mendarat, giliran siapa?

## after-eight-captures

after-eight-captures-title = Setelah delapan tangkapan
after-eight-captures-prompt = Rubah sudah menangkap delapan angsa dan mendapat giliran di c7. Apakah rubah terblokade, tanpa satu pun tindakan legal? Jawab ya atau tidak.
after-eight-captures-explanation = Ya. Di ujung lengan utara rubah hanya punya dua tetangga, d7 dan c6, dan keduanya berisi angsa. Lompatan atas d7 akan mendarat di e7 dan lompatan atas c6 di c5, padahal keduanya terisi; di barat dan utara c7 tidak ada titik. Tanpa langkah dan tanpa lompatan, rubah kalah. Delapan tangkapan belum mencapai ambang: rubah butuh sembilan, dan sebelum itu angsa masih bisa menang dengan blokade.
after-eight-captures-hint = Hitung tetangga rubah di c7, lalu lihat titik di belakang masing-masing. Jumlah tangkapan tidak mengubah apa yang legal.

## ring-of-geese

ring-of-geese-title = Lingkaran angsa di sekeliling rubah
ring-of-geese-prompt = Delapan angsa melingkari rubah di d4, dan beberapa angsa lagi berdiri di belakang mereka. Apakah rubah terblokade? Jawab ya atau tidak.
ring-of-geese-explanation = Tidak. Dari lingkaran itu hanya empat angsa yang penting: tetangga ortogonal d5, c4, e4, dan d3. Angsa di sudut-sudut lingkaran tidak berada pada garis mana pun yang melewati d4. Di belakang d5, c4, dan d3, titik d6, b4, dan d2 terisi, tetapi f4 di belakang e4 kosong, jadi d4xf4 legal. Nilailah tindakan legal, bukan bentuk formasi: rubah lolos dengan satu tangkapan, dan angsa menjawab sebelum giliran rubah berikutnya.
ring-of-geese-hint = Abaikan sudut-sudut lingkaran. Periksa titik di belakang keempat tetangga yang segaris dengan rubah.

## full-neighbours-empty-landing

full-neighbours-empty-landing-title = Tetangga penuh, pendaratan kosong
full-neighbours-empty-landing-prompt = Setiap titik di sebelah rubah di e6 berisi angsa. Tulis semua titik tempat rubah dapat mendarat dengan tangkapan, dipisahkan spasi.
full-neighbours-empty-landing-explanation = Hanya e4. Rubah di e6 punya tiga tetangga di papan: e7, d6, dan e5 (di timur e6 tidak ada titik). Di belakang e7 tidak ada titik papan, jadi lompatan itu mustahil; di belakang d6, c6 terisi. Di belakang e5, e4 kosong dan terhubung, jadi e6xe4 legal. Mengisi semua tetangga hanya menutup langkah, bukan tangkapan: anggapan bahwa rubah yang semua tetangganya berisi angsa pasti terkurung adalah kesalahpahaman umum.
full-neighbours-empty-landing-hint = Untuk setiap angsa di sebelah rubah, ajukan dua pertanyaan: adakah titik papan di belakangnya, dan apakah titik itu kosong?

## fox-at-arms-end

fox-at-arms-end-title = Rubah di ujung lengan
fox-at-arms-end-prompt = Rubah terdesak ke c1, sudut lengan selatan. Tulis semua tindakan legal rubah, dipisahkan spasi.
fox-at-arms-end-explanation = Hanya satu tindakan: c1xc3. Di c1 rubah hanya punya dua tetangga, c2 dan d1, keduanya angsa, jadi tidak ada langkah. Angsa d1 tidak dapat dilompati karena e1 terisi, tetapi c3 di belakang c2 kosong, jadi rubah melompat keluar. Posisi di ujung lengan tidak otomatis berarti kemenangan bagi salah satu pihak: hitunglah tindakannya, jangan percaya pada sudutnya.
fox-at-arms-end-hint = Sudut punya lebih sedikit tetangga. Periksa apa yang ada di belakang masing-masing.

## jump-blocked-occupied-landing

jump-blocked-occupied-landing-title = Lompatan terhalang: pendaratan terisi
jump-blocked-occupied-landing-prompt = Tiga angsa berdiri di sebelah rubah di d4. Tulis semua titik tempat rubah dapat mendarat dengan tangkapan, dipisahkan spasi.
jump-blocked-occupied-landing-explanation = Hanya f4. Lompatan membutuhkan titik pendaratan yang kosong tepat di belakang angsa. Di barat, b4 di belakang c4 terisi; di selatan, d2 di belakang d3 terisi: kedua lompatan itu terhalang. Di timur, f4 di belakang e4 kosong, jadi d4xf4 legal. Di utara, d5 adalah tetangga yang kosong: tempat melangkah, bukan tangkapan.
jump-blocked-occupied-landing-hint = Lihat satu titik lebih jauh dari setiap angsa di sebelah rubah.

## jump-blocked-landing-off-board

jump-blocked-landing-off-board-title = Lompatan terhalang: pendaratan di luar papan
jump-blocked-landing-off-board-prompt = Rubah berada di a4, di ujung lengan barat, bersebelahan dengan angsa di a5, b4, dan a3. Apakah rubah terblokade? Jawab ya atau tidak.
jump-blocked-landing-off-board-explanation = Ya. Ketiga tetangga a4 berisi angsa, dan tidak satu pun lompatan berhasil. Di belakang a5 dan a3, titik a6 dan a2 tidak ada: lengan barat hanya mencakup baris 3 sampai 5, dan lompatan harus mendarat di titik papan yang terhubung. Di belakang b4, c4 terisi. Di barat a4 tidak ada apa-apa. Rubah tidak punya langkah maupun lompatan, jadi angsa menang.
jump-blocked-landing-off-board-hint = Sebelum menghitung sebuah titik pendaratan, pastikan titik itu ada di papan silang 33 titik.

## jump-blocked-two-geese-in-a-row

jump-blocked-two-geese-in-a-row-title = Lompatan terhalang: dua angsa berderet
jump-blocked-two-geese-in-a-row-prompt = Rubah di d4 menghadapi dua angsa berderet di utara dan dua lagi di timur. Tulis semua tindakan legal rubah, dipisahkan spasi.
jump-blocked-two-geese-in-a-row-explanation = Dua langkah: d4-c4 dan d4-d3. Rubah melompati tepat satu angsa tetangga dan mendarat di titik berikutnya. Di belakang d5, titik itu (d6) berisi angsa; di belakang e4, f4 berisi angsa. Rubah tidak dapat melompati deretan beberapa bidak dalam satu tindakan, jadi d4xd7 dan d4xg4 tidak legal, walaupun d7 dan g4 kosong.
jump-blocked-two-geese-in-a-row-hint = Lompatan menempuh dua titik: melewati satu angsa, lalu mendarat di titik berikutnya. Apa yang ada di titik itu?

## jump-blocked-no-diagonal

jump-blocked-no-diagonal-title = Lompatan terhalang: tidak ada garis diagonal
jump-blocked-no-diagonal-prompt = Rubah di d5 bersebelahan dengan angsa di c4, d4, dan e4. Tulis semua titik tempat rubah dapat mendarat dengan tangkapan, dipisahkan spasi.
jump-blocked-no-diagonal-explanation = Hanya d3. Angsa d4 berada tepat di selatan pada garis yang tergambar, dan d3 di belakangnya kosong: d5xd3. Angsa c4 dan e4 hanya bersinggungan dengan rubah secara diagonal. Papan Ply Yard hanya punya hubungan mendatar dan tegak, jadi d5xb3 dan d5xf3 bukan lompatan, walaupun b3 dan f3 kosong. Jangan membawa jalur diagonal dari papan lain.
jump-blocked-no-diagonal-hint = Garis apa saja yang melewati d5 di papan ini?

## five-geese-to-move

five-geese-to-move-title = Tinggal lima angsa, giliran angsa
five-geese-to-move-prompt = Giliran angsa. Tulis semua gerakan legal angsa, dipisahkan spasi, atau jawab tidak ada jika memang tidak ada.
five-geese-to-move-explanation = Tidak ada, jadi angsa kalah. Angsa di c1, d1, dan e1 berada di tepi selatan: tidak ada titik di selatannya, dan ke samping masing-masing terhalang tetangga atau ujung baris. Angsa a3 tidak bisa ke selatan (a2 bukan titik), dan tetangga timurnya, b3, berisi angsa; b3 sendiri terjepit antara a3 dan rubah di c3. Angsa tidak pernah bergerak ke utara. Pihak yang tidak punya gerakan legal pada gilirannya kalah, jadi di sini rubah menang walaupun baru delapan tangkapan: angsa harus menjaga ruang geraknya sendiri, bukan hanya mengurung rubah.
five-geese-to-move-hint = Coba setiap angsa bergantian: selatan, timur, barat. Adakah titik yang ada di papan sekaligus kosong?

## enclosed-fox-landings

enclosed-fox-landings-title = Periksa rubah yang tampak terkepung
enclosed-fox-landings-prompt = Sembilan angsa mengerumuni rubah di e5. Tulis semua titik tempat rubah dapat mendarat dengan tangkapan, dipisahkan spasi.
enclosed-fox-landings-explanation = e7 dan g5. Hanya empat tetangga ortogonal yang dapat dilompati: e6, d5, f5, dan e4. Di belakang e6, e7 kosong: e5xe7. Di belakang f5, g5 kosong: e5xg5. Di belakang d5, c5 terisi, dan di belakang e4, e3 terisi. Angsa d6, d4, dan f4 hanya bersinggungan secara diagonal dan tidak berpengaruh apa-apa. Titik tetangga yang terisi memang menutup langkah, tetapi bisa tetap membuka tangkapan.
enclosed-fox-landings-hint = Untuk keempat tetangga, periksa kedua ruas lompatan dan apakah titik pendaratannya kosong.

## tightening-move-opens-landing

tightening-move-opens-landing-title = Gerakan mempersempit yang membuka pendaratan
tightening-move-opens-landing-prompt = Giliran angsa, dan angsa memainkan e5-e4 untuk menutup langkah terakhir rubah. Tulis semua tangkapan rubah yang tersedia berkat gerakan ini dan belum ada sebelumnya, dipisahkan spasi (jawab tidak ada jika tidak ada).
tightening-move-opens-landing-explanation = d4xf4. Sebelum gerakan itu rubah punya satu langkah (d4-e4) dan tidak punya tangkapan: d6, b4, dan d2 menjaga titik pendaratan di belakang d5, c4, dan d3. Angsa yang tiba di e4 menutup langkah itu, tetapi tidak ada apa pun di f4 di belakangnya, sehingga rubah kini dapat melompatinya. Gerakan yang mempersempit ruang harus diperiksa sampai ke titik pendaratan di belakang angsa yang bergerak itu sendiri. Jika rubah melompat, angsa menjawab sebelum tangkapan berikutnya.
tightening-move-opens-landing-hint = Setelah gerakan itu, lihat titik tepat di belakang angsa yang baru tiba.

## vacated-origin-opens-landing

vacated-origin-opens-landing-title = Titik yang ditinggalkan membuka pendaratan
vacated-origin-opens-landing-prompt = Ini posisi studi rubah terkepung, tetapi sekarang giliran angsa. Angsa memainkan b4-b3. Tulis semua tangkapan rubah yang tersedia berkat gerakan ini dan belum ada sebelumnya, dipisahkan spasi (jawab tidak ada jika tidak ada).
vacated-origin-opens-landing-explanation = d4xb4. Gerakan itu tidak menyentuh rubah, tetapi b4 tadinya adalah titik pendaratan terisi di belakang angsa c4. Begitu b4 kosong, rubah dapat melompati c4 dan mendarat di sana. Lompatan d4xd2 sudah tersedia sebelumnya, jadi bukan tangkapan baru. Setiap gerakan angsa mengosongkan titik asalnya: periksa titik yang ditinggalkan, terutama pada langkah ke selatan atau ke samping, yang tidak dapat diperbaiki dengan mundur ke utara.
vacated-origin-opens-landing-hint = Titik mana yang dikosongkan angsa itu, dan angsa mana yang berdiri di antara titik itu dan rubah?

## safe-moves-south-arm

safe-moves-south-arm-title = Gerakan aman di dekat lengan selatan
safe-moves-south-arm-prompt = Giliran angsa melawan rubah di d2. Tulis semua gerakan angsa yang setelahnya rubah tidak punya tangkapan, dipisahkan spasi.
safe-moves-south-arm-explanation = Ada empat gerakan aman: c3-b3, c3-c2, e3-e2, dan e3-f3. Angsa yang tiba di c2 atau e2, di sebelah rubah, tidak dapat dilompati karena b2 dan f2 bukan titik papan. Angsa d3 sama sekali tidak bisa bergerak: rubah ada di selatannya, sedangkan c3 dan e3 terisi. Dua gerakan angsa d4, yaitu d4-c4 dan d4-e4, adalah kesalahan: keduanya mengosongkan d4, titik pendaratan di belakang d3, dan rubah menjawab dengan d2xd4.
safe-moves-south-arm-hint = Untuk setiap gerakan, lihat titik yang didatangi angsa dan titik yang ditinggalkannya.

## safe-moves-keep-the-ring

safe-moves-keep-the-ring-title = Gerakan yang tidak memberi rubah tangkapan
safe-moves-keep-the-ring-prompt = Rubah di c5 terkurung rapat, tetapi angsa wajib bergerak. Tulis semua gerakan angsa yang setelahnya rubah tidak punya tangkapan, dipisahkan spasi.
safe-moves-keep-the-ring-explanation = Ada lima gerakan: c6-d6, b5-b4, d5-d4, c4-b4, dan c4-d4. Masing-masing menggerakkan angsa yang bersebelahan dengan rubah: rubah mendapat titik kosong untuk melangkah, tetapi tidak mendapat tangkapan. Semua gerakan lain mengosongkan titik penjaga: c7-d7 mengosongkan pendaratan di belakang c6, a5-a4 pendaratan di belakang b5, e5-e4 dan e5-f5 pendaratan di belakang d5, serta c3-c2, c3-b3, dan c3-d3 pendaratan di belakang c4. Setiap gerakan itu memberi rubah lompatan. Angsa harus bergerak walaupun lebih suka diam, jadi gerakan cadangan yang aman patut disimpan.
safe-moves-keep-the-ring-hint = Bagi angsa menjadi dua kelompok: yang bersebelahan dengan rubah dan yang berdiri di belakangnya.

## replay-tightening-opens

replay-tightening-opens-title = Putar ulang: celah pertama setelah gerakan mempersempit
replay-tightening-opens-prompt = Putar ulang gerakan c4-c3, d3-d4, c5-c4, d4xb4 dari posisi ini. Sebutkan gerakan pertama yang setelahnya rubah punya tangkapan yang tidak dimilikinya tepat sebelum gerakan itu, ditulis seperti dalam daftar.
replay-tightening-opens-explanation = c5-c4. Gerakan angsa pertama, c4-c3, juga tiba di sebelah rubah, tetapi b3 di belakangnya terisi, jadi tidak membuka apa pun. Rubah melangkah ke d4; di sana d6, f4, dan c4 yang kini kosong membuatnya tanpa tangkapan. Lalu c5-c4 menutup langkah ke barat, tetapi b4 di belakang angsa yang baru tiba itu kosong: rubah memainkan d4xb4. Gerakan mempersempit yang sejenis aman pada kali pertama dan fatal pada kali berikutnya; yang menentukan hanyalah titik pendaratan di belakang angsa.
replay-tightening-opens-hint = Setelah setiap gerakan angsa, periksa titik di belakang angsa yang kini bersebelahan dengan rubah.

## replay-vacated-origin

replay-vacated-origin-title = Putar ulang: celah pertama dari titik yang ditinggalkan
replay-vacated-origin-prompt = Putar ulang gerakan e5-e4, d4-d3, d5-d4, d3xd5 dari posisi ini. Sebutkan gerakan pertama yang setelahnya rubah punya tangkapan yang tidak dimilikinya tepat sebelum gerakan itu, ditulis seperti dalam daftar.
replay-vacated-origin-explanation = d5-d4. e5-e4 adalah gerakan mempersempit yang aman: f4 menjaga titik pendaratan di belakang e4. Rubah melangkah ke d3, menjauh dari semua angsa. Lalu d5-d4 mengejarnya ke selatan dan tiba di sebelahnya, sambil mengosongkan d5: titik asal angsa itu sendiri menjadi pendaratan di belakangnya, dan rubah memainkan d3xd5. Dari d5 rubah bisa melompati d6 berikutnya, tetapi itu giliran lain, setelah angsa menjawab.
replay-vacated-origin-hint = Ketika seekor angsa melangkah lurus ke arah rubah, apa yang ditinggalkannya di belakang?

## standard-goose-moves

standard-goose-moves-title = Permainan standar: cara angsa melangkah
standard-goose-moves-prompt = Dalam permainan standar, angsa mulai di selatan dan bergerak ke utara. Tulis semua gerakan legal angsa di c2, dipisahkan spasi.
standard-goose-moves-explanation = c2-c3 dan c2-d3. Dalam permainan standar angsa melangkah maju (ke utara) atau maju diagonal di sepanjang garis yang tergambar. Tidak ada garis diagonal dari c2 ke b3: diagonal hanya ada di dalam persegi satuan yang keempat sudutnya titik papan, dan b2 bukan titik. c2-d2 adalah langkah ke samping, yang hanya boleh dengan opsi sideways, dan c2-c1 adalah langkah mundur, yang tidak pernah boleh.
standard-goose-moves-hint = Tulis dulu arah-arah maju, lalu periksa garis diagonal mana yang benar-benar keluar dari c2.

## standard-chain-captures

standard-chain-captures-title = Permainan standar: melompat lagi
standard-chain-captures-prompt = Menurut aturan standar, tulis semua titik tempat rubah di d4 dapat mendarat dengan tangkapan pada giliran ini, dipisahkan spasi.
standard-chain-captures-explanation = d6 dan b4. Rubah melompati d5 dan mendarat di d6. Dalam permainan standar rubah boleh berhenti di sana atau melompat lagi: dari d6, angsa c5 berada pada garis diagonal (persegi c5, d5, c6, d6 utuh), dan b4 di belakangnya kosong, jadi d4xd6xb4 juga legal. Setiap titik berhenti adalah tindakan tersendiri. Dari d4 rubah tidak dapat langsung melompati c5, karena b6 bukan titik. Menurut aturan Ply Yard hanya d6 yang berlaku: satu lompatan ortogonal per giliran.
standard-chain-captures-hint = Temukan lompatan pertama, lalu lihat lagi dari titik tempat rubah mendarat.

## large-cross-alternating-diagonals

large-cross-alternating-diagonals-title = Silang Besar: diagonal berselang-seling
large-cross-alternating-diagonals-prompt = Di Silang Besar, rubah di e6 dikelilingi angsa di d7, f7, d5, e5, dan f5. Tulis semua tindakan legal rubah, dipisahkan spasi.
large-cross-alternating-diagonals-explanation = e6-e7, e6-d6, e6-f6, dan e6xe4. Di papan 45 titik, garis diagonal hanya melewati titik secara berselang-seling, dengan pola seperti papan catur yang mencakup titik pusat e5. e6 tidak termasuk titik itu, jadi dari e6 hanya keluar garis ortogonal: angsa di d7, f7, d5, dan f5 tidak terhubung dengan rubah dan tidak dapat dilompati. Di selatan, angsa e5 punya titik kosong e4 di belakangnya, jadi rubah boleh menangkapnya.
large-cross-alternating-diagonals-hint = Garis apa saja yang keluar dari e6 di papan ini? Bandingkan dengan titik pusat e5.

## large-cross-diagonal-capture

large-cross-diagonal-capture-title = Silang Besar: tangkapan diagonal
large-cross-diagonal-capture-prompt = Di Silang Besar, rubah di c5 bersebelahan dengan angsa di c4, d4, dan d5. Tulis semua titik tempat rubah dapat mendarat dengan tangkapan, dipisahkan spasi.
large-cross-diagonal-capture-explanation = e3 dan e5. Garis diagonal melewati c5, jadi rubah dapat melompati angsa d4 secara diagonal dan mendarat di e3; rubah juga dapat melompati d5 ke timur dan mendarat di e5. Di belakang c4 ada c3, yang bukan titik papan silang 45 titik (lengan selatan hanya mencakup kolom d sampai f), jadi lompatan itu terhalang. Dari e3 maupun e5 tidak ada lompatan lanjutan, jadi di sini tidak ada rangkaian yang lebih panjang.
large-cross-diagonal-capture-hint = c5 mengikuti pola diagonal yang sama dengan titik pusat. Lalu pastikan setiap titik pendaratan ada di papan.

## two-foxes-compulsory-capture

two-foxes-compulsory-capture-title = Dua Rubah: tangkapan wajib
two-foxes-compulsory-capture-prompt = Dalam Halatafl, rubah berada di c7 dan e7, dan ada angsa di c6. Tulis semua tindakan legal pihak rubah, dipisahkan spasi.
two-foxes-compulsory-capture-explanation = Hanya c7xc5. Dalam Dua Rubah tangkapan wajib: jika salah satu rubah dapat melompat, pemain rubah harus melompat, jadi semua langkah kedua rubah tidak legal, termasuk langkah-langkah bebas rubah di e7. Angsa c6 punya titik kosong c5 di belakangnya, dan dari c5 tidak ada lompatan lanjutan, jadi tangkapan berakhir di sana. Menurut aturan Ply Yard, rubah boleh memilih melangkah saja.
two-foxes-compulsory-capture-hint = Adakah rubah yang dapat melompat? Jika ada, tindakan apa yang jadi tidak boleh?

## two-foxes-keep-jumping

two-foxes-keep-jumping-title = Dua Rubah: rangkaian harus diteruskan
two-foxes-keep-jumping-prompt = Giliran rubah di d7 dan a5. Tulis semua titik tempat rubah dapat mendarat dengan tangkapan pada giliran ini, dipisahkan spasi.
two-foxes-keep-jumping-explanation = Hanya d3. Rubah di d7 harus melompati d6 dan mendarat di d5, tetapi dari d5 rubah dapat melompat lagi, melewati d4 ke d3, dan dalam Halatafl rubah yang sudah melompat harus terus melompat selama masih bisa. Jadi berhenti di d5 bukan tindakan legal; satu-satunya tangkapan adalah rangkaian lengkap d7xd5xd3. Dari d3 tidak ada lompatan lagi: d1 terisi, sedangkan b1 dan f1 bukan titik. Rubah di a5 tidak punya angsa untuk dilompati.
two-foxes-keep-jumping-hint = Ikuti rubah yang melompat sampai ia tidak bisa melompat lagi. Di mana ia boleh berhenti?

## boys-own-goose-moves

boys-own-goose-moves-title = Boys' Own 1870: angsa berbaris di garis lurus
boys-own-goose-moves-prompt = Menurut aturan Boys' Own tahun 1870, tulis semua gerakan legal angsa di d3, dipisahkan spasi.
boys-own-goose-moves-explanation = d3-d4, d3-c3, dan d3-e3. Aturan tahun 1870 menyebut angsa berbaris maju di garis lurus, bukan di garis diagonal, dan tidak boleh mundur. Di sini angsa mulai di selatan, jadi maju berarti ke utara, dan dalam versi yang dimainkan di sini angsa juga boleh melangkah ke samping, ke timur atau ke barat. d3-d2 berarti mundur (lagi pula d2 terisi), sedangkan c4 atau e4 memerlukan garis diagonal yang tidak ada di papan ini.
boys-own-goose-moves-hint = Hanya garis lurus, dan tidak pernah mundur ke selatan.

## boys-own-fox-jumps-on

boys-own-fox-jumps-on-title = Boys' Own 1870: melompat terus seperti main dam
boys-own-fox-jumps-on-prompt = Menurut aturan Boys' Own dengan perangkat tiga belas angsa, tulis semua titik tempat rubah di d5 dapat mendarat dengan tangkapan pada giliran ini, dipisahkan spasi.
boys-own-fox-jumps-on-explanation = d3 dan b3. Rubah menangkap angsa “seperti dalam permainan dam, dengan melompatinya, maju atau ke samping” (terjemahan kalimat teks tahun 1870, “as in Draughts, by leaping over him, forward or sideways”), dan boleh terus melompat: d5xd3 menangkap d4; dari d3 rubah boleh melanjutkan ke samping melewati c3 ke b3. Setiap titik berhenti adalah tindakan tersendiri, karena di sini melanjutkan lompatan adalah pilihan rubah (teksnya tidak mewajibkannya). Dari b3, lompatan melewati b4 ke b5 akan mengarah ke utara, yang berarti mundur bagi rubah (angsa datang dari selatan), dan rubah tahun 1870 tidak pernah melompat mundur. Hanya garis lurus yang berlaku: tidak ada lompatan diagonal. Dari d3, lompatan melewati d2 terhalang karena d1 terisi.
boys-own-fox-jumps-on-hint = Ambil lompatan pertama, lalu lihat lagi dari titik pendaratannya, lalu sekali lagi.

## fox-chooses-fox-on-d5

fox-chooses-fox-on-d5-title = Rubah memilih titiknya: rubah di d5, sepuluh angsa tertangkap
fox-chooses-fox-on-d5-prompt = Dalam permainan Boys' Own tempat rubah memilih titiknya sendiri, rubah telah menempatkan dirinya di d5 dan angsa sudah mengepungnya. Sepuluh angsa sudah tertangkap, tetapi di sini rubah harus menangkap semuanya. Apakah rubah terblokade, tanpa satu pun tindakan legal? Jawab ya atau tidak.
fox-chooses-fox-on-d5-explanation = Ya, rubah terkurung. Angsa berdiri di keempat titik di sebelah d5, dan di belakang c5, e5, dan d4 titik b5, f5, dan d3 terisi, jadi lompatan-lompatan itu terhalang. Hanya d7, di balik angsa di d6, yang kosong, dan lompatan itu mengarah ke utara: rubah tahun 1870 melompat “forward or sideways” (maju atau ke samping), tidak pernah mundur. Tanpa langkah dan tanpa tangkapan, angsa menang, berapa pun angsa yang sudah tertangkap.
fox-chooses-fox-on-d5-hint = Lihat titik di balik setiap angsa di sebelah rubah, dan ingat ke arah mana rubah tidak pernah boleh melompat.

## fox-chooses-take-them-all

fox-chooses-take-them-all-title = Rubah memilih titiknya: lima angsa belum berarti menang
fox-chooses-take-them-all-prompt = Dalam permainan Boys' Own tempat rubah memilih titiknya sendiri, tersisa lima angsa. Tulis semua titik tempat rubah di b5 dapat mendarat dengan tangkapan pada giliran ini, dipisahkan spasi.
fox-chooses-take-them-all-explanation = b3, d5, f5, dan f3. Dalam permainan tahun 1870 yang biasa rubah sudah menang, karena angsa tersisa kurang dari tujuh; bila rubah memilih titiknya sendiri, ia bermain “to take all the Geese” (untuk menangkap semua angsa), jadi permainan berlanjut. Rubah boleh melompat ke timur melewati c5 ke d5, terus melewati e5 ke f5, lalu ke selatan melewati f4 ke f3, dan boleh berhenti setelah lompatan mana pun; atau ke selatan melewati b4 ke b3. Tidak satu pun lompatan ini mengarah ke utara.
fox-chooses-take-them-all-hint = Ikuti rangkaian lompatan ke timur, lalu lihat ke selatan dari setiap titik pendaratan.

## draughts-geese-step-down

draughts-geese-step-down-title = Papan dam: angsa melangkah diagonal ke bawah
draughts-geese-step-down-prompt = Di papan dam aturan Boys' Own, petak-petaknya diberi nomor 1 sampai 32 dari atas. Tulis semua gerakan legal angsa, dipisahkan spasi (misalnya 5-9).
draughts-geese-step-down-explanation = 1-5, 6-10, 7-10, 8-12, 9-13, dan 9-14. Angsa melangkah satu petak diagonal maju, ke bawah papan, ke petak gelap yang kosong, dan tidak pernah mundur: 9-5 berarti naik. Angsa di 2, 3, dan 4 terhalang oleh angsa di bawahnya, 6-9 terhalang karena sudah ada angsa di 9, sedangkan 7-11 dan 8-11 terhalang oleh rubah.
draughts-geese-step-down-hint = Hanya petak gelap yang berlaku, dan hanya dua diagonal yang menurun.

## draughts-fox-leaps-as-a-king

draughts-fox-leaps-as-a-king-title = Papan dam: rubah melompat seperti raja
draughts-fox-leaps-as-a-king-prompt = Di papan dam aturan Boys' Own, rubah, yang berperan sebagai raja, berada di petak 11. Tulis semua petak tempat rubah dapat mendarat dengan tangkapan pada giliran ini, dipisahkan spasi.
draughts-fox-leaps-as-a-king-explanation = 2, 18, 20, 25, dan 27. Rubah menangkap seperti dalam permainan dam, melompati angsa di sebelahnya pada garis diagonal ke petak kosong di baliknya, ke mana pun dari keempat arah diagonal, termasuk ke atas papan: 11x2 melewati 7, 11x18 melewati 15, 11x20 melewati 16. Dari 18 rubah boleh terus melompat melewati 22 ke 25 atau melewati 23 ke 27, dan setiap titik berhenti adalah tindakan tersendiri, karena melanjutkan lompatan boleh dipilih.
draughts-fox-leaps-as-a-king-hint = Coba keempat diagonal dari 11, lalu lihat lagi dari 18.

## draughts-fox-in-29

draughts-fox-in-29-title = Papan dam: rubah di petak 29
draughts-fox-in-29-prompt = “If properly moved on the diagonal lines, the Fox must be driven towards the left corner and pinned in square 29” (jika digerakkan dengan benar di garis diagonal, rubah pasti terdesak ke sudut kiri dan terkunci di petak 29). Rubah berada di 29, dengan angsa di 25, 22, dan 18. Apakah rubah terblokade, tanpa satu pun tindakan legal? Jawab ya atau tidak.
draughts-fox-in-29-explanation = Ya, rubah terkunci. Petak 29 adalah sudut: satu-satunya diagonalnya menuju 25, yang ditempati angsa, dan lompatan melewati 25 akan mendarat di 22, yang juga terisi. Tanpa langkah dan tanpa tangkapan, rubah kalah: angsa menang dengan mengurungnya.
draughts-fox-in-29-hint = Hitung diagonal yang keluar dari petak sudut itu.

## mistake-eight-captured

mistake-eight-captured-title = Temukan kesalahannya: delapan angsa tertangkap
mistake-eight-captured-prompt = Putar ulang { $moves } dari posisi ini, saat rubah perlu satu tangkapan lagi. Tindakan mana yang pertama kali mengubah nilai permainan dengan permainan terbaik, merugikan pihak yang memainkannya? Jawab dengan tindakan itu seperti tertulis dalam daftar.
mistake-eight-captured-explanation = d4-e4. Dengan delapan angsa tertangkap, kedua lompatan, d4xb4 maupun d4xd2, adalah tangkapan kesembilan dan langsung menang. Langkah ke e4 tidak melompati apa pun, dan dengan permainan terbaik permainan kini seri: angsa mempertahankannya dengan c4-b4 atau d3-d2. Sebaliknya angsa memainkan c4-d4, juga sebuah kesalahan, tetapi bukan yang pertama: angsa berdiri di sebelah rubah dengan c4 kosong di belakangnya, dan e4xc4 menang.
mistake-eight-captured-hint = Sebelum tindakan pertama, apa yang akan dimenangkan setiap lompatan rubah?

## mistake-seven-captured

mistake-seven-captured-title = Temukan kesalahannya: tujuh angsa tertangkap
mistake-seven-captured-prompt = Putar ulang { $moves } dari posisi ini, saat rubah perlu dua tangkapan lagi. Tindakan mana yang pertama kali mengubah nilai permainan dengan permainan terbaik, merugikan pihak yang memainkannya? Jawab dengan tindakan itu seperti tertulis dalam daftar.
mistake-seven-captured-explanation = d3-d2. Lompatan d1xd3 adalah yang terbaik bagi rubah: tangkapan kedelapannya, setelah itu rubah menang dalam 4 giliran. c3-b3 bertahan selama mungkin bagi angsa. Dari d3, langkah d3-c3 akan menyerang b3 dan c2 sekaligus, dengan a3 dan c1 kosong di belakang keduanya: angsa tidak bisa menutup keduanya, dan tangkapan kesembilan menyusul. d3-d2 tidak menyerang apa pun (di belakang c2 tidak ada titik di papan), dan dengan permainan terbaik permainan kini seri; b3-a3 mempertahankannya.
mistake-seven-captured-hint = Setelah balasan angsa, langkah rubah mana yang akan mengancam dua angsa sekaligus?

## mistake-goose-closes-in

mistake-goose-closes-in-title = Temukan kesalahannya: angsa yang tidak bisa dilindungi
mistake-goose-closes-in-prompt = Putar ulang { $moves } dari posisi ini, saat rubah perlu satu tangkapan lagi. Tindakan mana yang pertama kali mengubah nilai permainan dengan permainan terbaik, merugikan pihak yang memainkannya? Jawab dengan tindakan itu seperti tertulis dalam daftar.
mistake-goose-closes-in-explanation = c3-d3. d3-e3 mempertahankan hasil seri, dan c1-d1 adalah satu-satunya tindakan legal rubah. Tetapi c3-d3 menempatkan angsa di d3 dengan d4 kosong di belakangnya, titik yang tidak akan pernah bisa ditutup angsa mana pun, karena angsa tidak pernah bergerak ke utara. Setelah d1-d2 rubah mengancam d2xd4; ketika angsa di d3 melangkah menyingkir ke c3, d2-d3 menyerang c3 dan e3 sekaligus, dengan b3 dan f3 kosong di belakang keduanya. Dengan permainan terbaik rubah kini menang dalam 5 giliran; c3-b3 menjelang akhir hanya memilih angsa mana yang hilang.
mistake-goose-closes-in-hint = Cari angsa yang ditempatkan di titik yang belakangnya tidak akan pernah bisa ditutup lagi.

## ninth-capture-quiet-step

ninth-capture-quiet-step-title = Tangkapan kesembilan: didahului langkah tenang
ninth-capture-quiet-step-prompt = Delapan angsa sudah tertangkap: satu tangkapan lagi memenangkan rubah. Rubah di d2 belum punya tangkapan. Tulis semua tindakan rubah yang tetap menang dengan permainan terbaik, dipisahkan spasi.
ninth-capture-quiet-step-explanation = Hanya d2-d3 yang menang, dalam 5 giliran. Dari d3 rubah mengancam d3xf3 melewati e3, jadi angsa di e3 harus melangkah menyingkir (ke f3 atau e2; gerakan angsa lain membuat angsa itu langsung tertangkap). Lalu d3-c3 menyerang dua angsa sekaligus: c4, dengan c5 kosong di belakangnya, dan b3, dengan a3 kosong di belakangnya. Angsa hanya bisa menyelamatkan satu, dan tangkapan kesembilan menyusul. Setelah d2-c2, d2-e2, atau d2-d1, angsa bisa menjawab setiap ancaman: dengan permainan terbaik hasilnya seri.
ninth-capture-quiet-step-hint = Belum ada tangkapan. Cari langkah yang membuat ancaman yang harus dijawab angsa, lalu titik tempat rubah menyerang dua angsa sekaligus.

## ninth-capture-two-roads

ninth-capture-two-roads-title = Tangkapan kesembilan: dua jalan, satu lebih pendek
ninth-capture-two-roads-prompt = Delapan angsa sudah tertangkap: satu tangkapan lagi memenangkan rubah. Tulis semua tindakan rubah yang menang dengan permainan terbaik, dipisahkan spasi.
ninth-capture-two-roads-explanation = Dua langkah menang. e5-d5 yang tercepat, dalam 5 giliran: langkah itu mengancam d5xb5 melewati c5; setelah c5-b5, satu-satunya balasan yang tidak langsung kehilangan angsa, d5-c5 menyerang c4 (c3 kosong di belakangnya) dan b5 (a5 kosong di belakangnya), dan salah satunya tertangkap. e5-e4 juga menang, dalam 7 giliran: langkah itu mengancam e4xe2 melewati e3, dan angsa bertahan dua giliran lebih lama. e5-e6 dan e5-f5 tidak mengancam apa pun: dengan permainan terbaik hasilnya seri.
ninth-capture-two-roads-hint = Dari setiap titik yang bisa dicapai rubah dengan melangkah, angsa mana yang terancam, dan apakah titik di belakang angsa itu kosong?

## ninth-capture-hold-out

ninth-capture-hold-out-title = Delapan tertangkap: giliran angsa
ninth-capture-hold-out-prompt = Delapan angsa sudah tertangkap: satu tangkapan lagi memenangkan rubah. Angsa mendapat giliran. Tulis semua gerakan angsa yang bertahan paling lama dengan permainan terbaik, dipisahkan spasi.
ninth-capture-hold-out-explanation = f3-e3. Angsa tidak bisa menyelamatkan permainan: rubah di g3 mengancam g3xe3 melewati f3, dan setiap gerakan lain membiarkan angsa itu langsung tertangkap (rubah menang dalam 2 giliran). Dengan f3-e3 angsa yang terancam melangkah menyingkir, dan rubah butuh 6 giliran: g3-f3 mengancam angsa itu lagi, angsa itu melangkah lagi dengan e3-d3, dan f3-e3 menyerang d3 dan e2 sekaligus (e3xc3 dan e3xe1). Apa pun gerakan angsa sesudahnya, salah satunya tertangkap.
ninth-capture-hold-out-hint = Angsa mana yang bisa ditangkap rubah sekarang, dan gerakan mana yang membawanya keluar dari jangkauan?

## ninth-capture-geese-first

ninth-capture-geese-first-title = Kurang satu tangkapan, giliran angsa
ninth-capture-geese-first-prompt = Delapan angsa sudah tertangkap: satu tangkapan lagi akan memenangkan rubah. Angsa mendapat giliran. Berapa nilai posisi ini dengan permainan terbaik? Jawab rubah-menang, angsa-menang, atau seri.
ninth-capture-geese-first-explanation = Seri. Seandainya giliran rubah, e5-d5 akan menang dalam 5 giliran. Tetapi angsa bergerak lebih dulu, dan tiga gerakan mempertahankan hasil seri: c5-b5, c4-b4, dan c4-c3. Sesudah salah satunya, dengan permainan terbaik rubah tidak pernah mendapat tangkapan (satu tangkapan saja sudah menang), dan angsa juga tidak bisa mengurungnya: tidak ada pihak yang bisa memaksakan kemenangan. Gerakan angsa lainnya kalah; setelah c4-d4 atau g4-f4 rubah menang dalam 4 giliran.
ninth-capture-geese-first-hint = Rubah hanya menang dengan menyerang dua angsa sekaligus. Bisakah angsa bergerak sehingga tidak ada langkah rubah yang melakukannya?

## ninth-capture-fox-on-d5

ninth-capture-fox-on-d5-title = Delapan tertangkap, rubah di d5 dan giliran angsa
ninth-capture-fox-on-d5-prompt = Delapan angsa sudah tertangkap: satu tangkapan lagi memenangkan rubah. Angsa mendapat giliran. Berapa nilai posisi ini dengan permainan terbaik? Jawab rubah-menang, angsa-menang, atau seri.
ninth-capture-fox-on-d5-explanation = Rubah menang, dalam 4 giliran, walaupun angsa bergerak lebih dulu. Rubah di d5 mengancam d5xf5 melewati e5. e5-f5 satu-satunya gerakan yang tidak langsung kehilangan angsa, tetapi lalu d5-e5 menyerang e4 (e3 kosong di belakangnya) dan f5 (g5 kosong di belakangnya) sekaligus, dan tangkapan kesembilan menyusul.
ninth-capture-fox-on-d5-hint = Angsa mana yang sekarang diserang? Setelah angsa itu bergerak, ke mana rubah bisa melangkah untuk menyerang dua angsa?

## draughts-close-the-corner

draughts-close-the-corner-title = Mengurung raja di sudut
draughts-close-the-corner-prompt = Rubah, yang berperan sebagai raja, berada di 29; tinggal tiga angsa dan angsa mendapat giliran. Tulis semua gerakan angsa yang menang dengan permainan terbaik, dipisahkan spasi.
draughts-close-the-corner-explanation = Hanya 18-22, dan gerakan itu langsung menang. Angsa dari 18 menutup 22, satu-satunya pendaratan di balik angsa di 25, dan rubah di 29 tidak punya langkah maupun lompatan: angsa menang. Setelah 23-26 atau 23-27 rubah melompat 29x22x15, menangkap angsa di 25 dan 18; setelah 25-30 sudutnya terbuka. Dengan cara mana pun rubah akhirnya menang.
draughts-close-the-corner-hint = Rubah di 29 hanya punya satu tetangga. Apa yang ada di balik angsa yang berdiri di sana?

## draughts-take-or-step

draughts-take-or-step-title = Menangkap, melangkah keluar, atau melangkah ke sudut
draughts-take-or-step-prompt = Rubah, yang berperan sebagai raja, berada di 25; tinggal tiga angsa. Tulis semua tindakan rubah yang menang dengan permainan terbaik, dipisahkan spasi.
draughts-take-or-step-explanation = Dua tindakan menang. 25x18 yang tercepat, dalam 11 giliran: tindakan itu menangkap angsa di 22, dan dua angsa yang tersisa tidak bisa menghentikan raja. 25-30 juga menang, dalam 15 giliran. 25-29 langsung kalah: setelah 21-25, rubah di 29 punya angsa di 25 di sebelahnya dan angsa di 22 di balik angsa itu, jadi rubah tidak punya langkah maupun lompatan.
draughts-take-or-step-hint = Untuk setiap tindakan, lihat tempat rubah berdiri sesudahnya: berapa jalan keluar yang dimilikinya?

## draughts-corner-is-open

draughts-corner-is-open-title = Raja di sudut, mendapat giliran
draughts-corner-is-open-prompt = Rubah, yang berperan sebagai raja, berada di 29, dengan angsa di sebelahnya di 25. Tinggal tiga angsa dan rubah mendapat giliran. Berapa nilai posisi ini dengan permainan terbaik? Jawab rubah-menang, angsa-menang, atau seri.
draughts-corner-is-open-explanation = Rubah menang, dalam 5 giliran. Rubah tampak terkurung, tetapi 22, di balik angsa di 25, kosong: 29x22x15 menangkap angsa di 25 dan 18 (atau 29x22 menangkap satu), dan angsa yang tersisa tidak bisa menghentikan raja. Seandainya giliran angsa, 18-22 akan menutup pendaratan itu dan menang.
draughts-corner-is-open-hint = Raja di sudut hanya punya satu tetangga. Apakah titik di balik angsa di sana kosong?



## standard-four-geese-geese-to-move

standard-four-geese-geese-to-move-title = Empat angsa, dan giliran angsa
standard-four-geese-geese-to-move-prompt = Tinggal empat angsa: dalam permainan ini rubah menang jika tersisa kurang dari empat, jadi satu tangkapan menentukan. Angsa mendapat giliran. Berapa nilai posisi ini dengan permainan terbaik? Jawab rubah-menang, angsa-menang, atau seri.
standard-four-geese-geese-to-move-explanation = Rubah menang, dalam 10 giliran, walaupun angsa bergerak lebih dulu. Rubah di g5 sudah mengancam g5xe3 melewati f4. Pertahanan terpanjang adalah f4-e5, yang bertahan 10 giliran; e2-e3 bertahan 8 giliran; setiap gerakan lain langsung kehilangan seekor angsa.
standard-four-geese-geese-to-move-hint = Di sini diagonal ikut dihitung. Angsa mana yang bisa dilompati rubah sekarang, dan adakah gerakan angsa yang menghentikan setiap lompatan untuk seterusnya?

## standard-four-geese-fox-to-move

standard-four-geese-fox-to-move-title = Empat angsa, dan giliran rubah
standard-four-geese-fox-to-move-prompt = Tinggal empat angsa: dalam permainan ini rubah menang jika tersisa kurang dari empat, jadi satu tangkapan menentukan. Tulis semua tindakan rubah yang menang dengan permainan terbaik, dipisahkan spasi.
standard-four-geese-fox-to-move-explanation = Ketiganya menang: a4-b4, a4-a5, dan a4-b3. Ke mana pun rubah melangkah, keempat angsa tidak bisa lama menjaga setiap pendaratan, dan satu tangkapan sudah cukup. Permainan terbaik tetap mengakhiri permainan secepatnya: a4-b4 menang dalam 5 giliran, a4-a5 dalam 7 giliran, dan a4-b3 dalam 11 giliran.
standard-four-geese-fox-to-move-hint = Rubah punya tiga langkah dan tidak punya tangkapan. Langkah mana yang membawanya paling dekat ke angsa yang bisa diserangnya?

## large-cross-take-both

large-cross-take-both-title = Silang Besar sampai angsa terakhir: seberapa jauh melompat
large-cross-take-both-prompt = Dalam permainan ini rubah hanya menang dengan menangkap semua angsa (atau jika angsa tidak bisa bergerak); tinggal tiga angsa. Tulis semua tindakan rubah yang menang dengan permainan terbaik, dipisahkan spasi.
large-cross-take-both-explanation = Hanya d6xb4xb6 yang menang, dalam 19 giliran. Rantai lompatan itu menangkap c5 lalu b5, dan rubah kemudian menangkap angsa terakhir di e2. Berhenti setelah d6xb4 menangkap satu angsa tetapi menyisakan dua, dan setelah b5-b6 atau b5-a5 kedua angsa itu bisa terus menjauh dari jangkauan rubah: seri. Setiap langkah juga berakhir seri.
large-cross-take-both-hint = Lompatan boleh berlanjut dalam giliran yang sama. Setelah lompatan pertama, adakah angsa lain di sebelah rubah dengan titik kosong di belakangnya?

## large-cross-three-geese-in-the-corner

large-cross-three-geese-in-the-corner-title = Tiga angsa mengelilingi rubah di sudut
large-cross-three-geese-in-the-corner-prompt = Dalam permainan ini rubah hanya menang dengan menangkap semua angsa (atau jika angsa tidak bisa bergerak). Rubah berada di sudut lengan utara dengan tiga angsa di sekelilingnya, dan angsa mendapat giliran. Berapa nilai posisi ini dengan permainan terbaik? Jawab rubah-menang, angsa-menang, atau seri.
large-cross-three-geese-in-the-corner-explanation = Rubah menang, dalam 14 giliran, walaupun rubah berada di sudut dan angsa bergerak lebih dulu. Angsa hanya punya dua gerakan, dan masing-masing membuka tangkapan: setelah e9-f9 rubah melompat d9xd7 melewati d8; setelah e8-f8 rubah melompat d9xf9xf7 melewati e9 dan f8. Seperti dikatakan halaman aturan “Large Cross (Gåsetavl)”, tiga angsa tidak akan pernah bisa menjebak rubah, dan dengan permainan terbaik rubah ini akhirnya menang.
large-cross-three-geese-in-the-corner-hint = Hitung gerakan angsa. Setelah masing-masing, lihat ke balik setiap angsa di sebelah rubah.

## boys-own-no-leap-back

boys-own-no-leap-back-title = Rubah 1870 tidak pernah melompat mundur
boys-own-no-leap-back-prompt = Permainan dilanjutkan sampai rubah menangkap semua angsa (atau angsa tidak bisa bergerak). Tinggal tiga angsa di sekitar rubah di d1, dan angsa mendapat giliran. Tulis semua gerakan angsa yang menang dengan permainan terbaik, dipisahkan spasi.
boys-own-no-leap-back-explanation = Hanya e2-d2, dan gerakan itu langsung menang. Rubah di d1 lalu dikelilingi angsa di c1, d2, dan e1. Di balik c1 dan e1 tidak ada titik papan, dan lompatan melewati d2 ke d3 mengarah ke utara, mundur, yang tidak pernah diizinkan aturan Boys' Own tahun 1870 bagi rubah: rubah tidak punya langkah maupun lompatan, dan angsa menang. Setelah e2-e3 atau c1-c2, rubah melangkah ke d2 atau c1 dan lolos: dengan permainan terbaik hasilnya seri.
boys-own-no-leap-back-hint = Rubah di d1 punya tiga tetangga. Mana yang bisa diisi angsa, dan bisakah rubah melompatinya?

## two-foxes-forced-out-of-the-paddock

two-foxes-forced-out-of-the-paddock-title = Dua Rubah: seekor rubah di titik terakhir kandang
two-foxes-forced-out-of-the-paddock-prompt = Dalam Halatafl angsa juga menang dengan mengisi kandang, sembilan titik dari c5 sampai e7. Angsa berdiri di delapan titik itu dan seekor rubah di titik kesembilan, c5. Tinggal sepuluh angsa, dan rubah mendapat giliran. Berapa nilai posisi ini dengan permainan terbaik? Jawab rubah-menang, angsa-menang, atau seri.
two-foxes-forced-out-of-the-paddock-explanation = Angsa menang, dalam 2 giliran. Dalam Dua Rubah tangkapan wajib, dan rubah di c5 dapat melompat: melewati b5 ke a5, atau melewati c4 ke c3. Jadi rubah harus menangkap (rubah di e4 tidak punya lompatan, dan tidak ada rubah yang boleh melangkah selama salah satunya dapat melompat), dan tangkapan mana pun mengosongkan c5: setelah c5xa5 angsa di c4 melangkah ke c5, setelah c5xc3 angsa di b5 yang melangkah ke sana, dan kandang pun penuh. Masih tersisa sembilan angsa, tidak kurang, jadi tangkapan itu tidak memenangkan rubah: angsalah yang menang. Seandainya tangkapan tidak wajib, pemain rubah bisa membiarkan rubah di c5 tetap di tempatnya dan menggerakkan rubah yang lain.
two-foxes-forced-out-of-the-paddock-hint = Adakah rubah yang dapat melompat? Jika ada, apa lagi yang boleh dilakukan pemain rubah, dan titik mana yang dikosongkan rubah yang melompat?

## boys-own-seven-geese-no-leap-back

boys-own-seven-geese-no-leap-back-title = Tujuh angsa melawan rubah tahun 1870
boys-own-seven-geese-no-leap-back-prompt = Aturan Boys' Own tahun 1870 apa adanya: rubah menang jika angsa tinggal enam. Tinggal tujuh angsa, rubah di d5, dan angsa mendapat giliran. Berapa nilai posisi ini dengan permainan terbaik? Jawab rubah-menang, angsa-menang, atau seri.
boys-own-seven-geese-no-leap-back-explanation = Angsa menang, dalam 1 giliran: c6-d6. Rubah di d5 lalu diapit angsa di setiap sisi, dan tidak satu pun dapat dilompati: c5 punya b5 di belakangnya, e5 punya f5, d4 punya d3, dan lompatan melewati d6 ke d7 yang kosong mengarah ke utara, mundur, yang tidak pernah diizinkan aturan Boys' Own tahun 1870 bagi rubah. Rubah tidak punya langkah maupun lompatan, dan angsa menang. Tidak ada angsa yang berlebih: dengan tujuh angsa, satu tangkapan menyisakan enam dan memenangkan rubah, jadi angsa yang melangkah menyingkir dari belakang c5, e5, atau d4 langsung kalah, dan setiap gerakan lain memberi rubah jalan keluar (b5-a5, f5-g5, d3-c3, dan d3-e3 bahkan memberinya tangkapan yang menang).
boys-own-seven-geese-no-leap-back-hint = Titik mana di sebelah rubah yang kosong? Jika seekor angsa mengisinya, bisakah rubah melompati angsa itu?

## eighth-capture-south-arm

eighth-capture-south-arm-title = Tangkapan kedelapan, di lengan selatan
eighth-capture-south-arm-prompt = Tujuh angsa sudah tertangkap: dua tangkapan lagi memenangkan rubah. Rubah di e1 dapat menangkap yang kedelapan sekarang. Tulis semua tindakan rubah yang mempertahankan hasil terbaik yang dapat dicapai rubah dengan permainan terbaik, dipisahkan spasi.
eighth-capture-south-arm-explanation = Hanya e1-e2, dan tindakan itu mempertahankan hasil seri. Tangkapan e1xc1 mengambil angsa di d1, tetapi kalah: setelahnya angsa menang dalam 5 giliran. Di c1 rubah hanya punya dua tetangga: c2, dengan c3 di belakangnya, dan d1, yang kini kosong. Angsa memainkan e3-e2, rubah harus melangkah c1-d1 (satu-satunya tindakannya), e2-e1 menutup e1, dan rubah melangkah kembali ke c1; lalu d2-d1 mengisi d1 dengan e1 di belakangnya, dan rubah di c1 tidak punya langkah maupun lompatan. Tangkapan tidak selalu menguntungkan: yang menentukan adalah tempat rubah mendarat. Setelah e1-e2 rubah tetap di luar sudut, dan tidak ada pihak yang dapat memaksakan kemenangan.
eighth-capture-south-arm-hint = Di mana rubah mendarat setelah tangkapan itu, dan berapa jalan keluar yang dimilikinya di sana?
