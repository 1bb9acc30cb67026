missing-answer-title = Di mana rubah mendarat?
missing-answer-prompt = Sebutkan setiap titik pendaratan tangkapan rubah.
missing-answer-explanation = Hanya angsa di d3 yang punya titik kosong di belakangnya.
missing-answer-hint = Lihat ke belakang setiap angsa.
