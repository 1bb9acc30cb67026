# `match`: two players' games in pairs with the sides swapped, and the Elo difference.

help-cmd-match = Play games between two players, in pairs from the same opening with the sides swapped, and measure the difference between them in Elo
help-arg-a = The first player: 1 (weakest) to 5 or perfect (the engine), random (any legal action) or greedy (captures whenever it can, otherwise random)
help-arg-b = The second player, as the first
help-arg-games = How many games to play (default 10); each pair of games starts from the same opening, A playing the fox in the first and the geese in the second
help-arg-match-budget = How long the engine may take a move, in seconds (default 1)
help-arg-match-nodes = How many search nodes the engine may visit a move, in place of --budget: the same on every machine, so that the match replays exactly
help-arg-match-jobs = How many games to play at once (default: one per core)
help-arg-match-seed = The number that starts the openings and the players' chance, so that a match can be played again the same (default: from the clock; the match says which it used)
help-arg-openings = A file of openings, one a line: the actions from the ruleset's start, separated by spaces or commas (a line “-” is the start itself; blank lines and lines starting with # are skipped); default: 4 plies drawn at random among the actions a short search finds sound, leaving the fox no capture it can force
help-arg-unbalanced = Play instead from unbalanced openings of this many plies, drawn at random as the others are: the geese move at random and the fox captures whenever it can (for levels that win every game from the start, as the geese of the 1870 game do)

match-budget-time = { $seconds } s a move
match-budget-nodes = { $nodes } search nodes a move

match-bad-player = “{ $player }” is not a player: write 1 (weakest) to 5 or perfect for the engine, random, or greedy.
match-bad-games = “{ $games }” is not a number of games: write a whole number from 1 to { $max }.
match-jobs-memory = Playing { $jobs } games at once, not { $asked }: each takes about { $each } MiB, and this process may use { $limit }.
match-opening-bad = Line { $line } of { $path } is not an opening:
match-opening-over = The game is over after this opening: nothing is left to play.
match-no-openings = { $path } holds no opening for { $ruleset }: write one a line, the actions from the start separated by spaces.

match-heading = { $a } against { $b } ({ $ruleset }): { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $budget }, random numbers from { $number }
match-unbalanced = From unbalanced openings of { $plies ->
    [one] 1 ply
   *[other] { $plies } plies
}: the geese moved at random, the fox captured whenever it could.
match-col-games = Games
match-col-wins = { $player } won
match-col-draws = Draws
match-col-score = Score of { $player }
match-row-overall = Overall
match-row-as = { $player } as { $side ->
    [fox] the fox
   *[geese] the geese
}
match-elo = Elo difference of { $a } over { $b }: { $elo } ± { $margin } (95 % interval from { $lo } to { $hi }).
match-elo-open-above = Elo difference of { $a } over { $b }: { $elo } (95 % interval from { $lo } upwards: the games won leave no upper bound).
match-elo-open-below = Elo difference of { $a } over { $b }: { $elo } (95 % interval up to { $hi }: the games lost leave no lower bound).
match-elo-open-both = Elo difference of { $a } over { $b }: { $elo } (too few games to bound it either way).
match-elo-all-won = Elo difference of { $a } over { $b }: +∞, since { $a } won every game; no finite difference can be estimated, and with 95 % confidence it is at least { $lo }.
match-elo-all-lost = Elo difference of { $a } over { $b }: −∞, since { $a } lost every game; no finite difference can be estimated, and with 95 % confidence it is at most { $hi }.
match-adjudicated = { $count ->
    [one] 1 game was
   *[other] { $count } games were
} adjudicated a draw by the match, not by the rules: { $repetition } when a position came up a third time, { $cap } at { $max } plies.
match-progress = { $a } { $a_wins } – { $b_wins } { $b }, { $draws ->
    [one] 1 draw
   *[other] { $draws } draws
}
match-pairs = Counted by pairs of games from one opening with the sides swapped (fastchess's pentanomial model, which does not take the side's advantage for chance): { $pairs ->
    [one] 1 pair
   *[other] { $pairs } pairs
}; { $a } scored 2 points in { $p4 }, 1½ in { $p3 }, 1 in { $p2 }, ½ in { $p1 } and 0 in { $p0 }.
match-row-can-win = { $player } as { $side ->
    [fox] the fox, from openings the fox wins
   *[geese] the geese, from openings the geese win
}
match-unproven-openings = { $unproven } of { $openings } openings have no proven value here (no table or sweep holds them): the rows “from openings … win” leave them out.
