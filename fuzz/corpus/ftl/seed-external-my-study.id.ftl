my-study-title = Tiga pendaratan, satu terhalang
my-study-prompt = Di titik mana rubah dapat mendarat dengan tangkapan? Tulis titik-titiknya.
my-study-explanation = d6, b4, dan f4: angsa di d3 tidak dapat dilompati karena d2 terisi.
my-study-hint = Lihat titik di belakang setiap angsa tetangga.
