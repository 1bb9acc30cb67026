# `foxgeese train`: fitting the engine's evaluation to the solver's tables (issue 26).
help-cmd-train = Fit the engine's evaluation to the solver's tables (or, with --games, to the results of engine games), write its weights and say how often it names the result of positions held out
help-arg-train-output = Where to write the weights (default: eval-RULESET.txt in the current folder)
help-arg-train-force = Replace the output file even when it is not a weights file (without it such a file is refused)
help-arg-train-samples = How many positions to draw from the tables, one in ten held out to measure the model (default 2000000)
help-arg-train-seed = The number that starts the draw of positions (with --games: the matches' openings and chance, default 1000): the same tables and number write the same weights (default 1)
train-done = Trained the { $ruleset } evaluation on { $fitted } positions with { $geese } geese from { $folder }; weights written to { $path }.
train-smaller = The folder has no table with { $from } to { $to } geese, so the largest it has were used.
train-accuracy = On { $held } positions held out from the fit, the model names the result (the fox wins, the geese win, or a draw) of { $accuracy } (fox to move { $fox }, geese to move { $geese }); always naming the most frequent result would be right for { $majority }. Taking each result alike (the mean of the shares of its positions named right), it scores { $balanced }, where naming one result always would score a third or a half.
train-draws = { $draws } of those positions are draws.
train-no-tables = The folder { $folder } has no table of { $ruleset } with a position still in play. Build some first, for example: foxgeese tables build --ruleset { $ruleset } --geese 8 --tables { $folder }
train-unwritable = The file { $path } cannot be written ({ $detail }).
train-foreign-file = { $path } is not a weights file; it was left as it is. Choose another file, or give --force to replace it.
help-arg-train-games = Fit to the results of engine games instead of the tables: how many games in each of seven matches (engine levels against random, greedy and the weakest levels, each side in turn), the positions of one game in ten held out to measure the model
help-arg-train-nodes = With --games: how many search nodes the engine may visit a move (default 10000)
help-arg-train-jobs = With --games: how many games to play at once (default: one per core)
train-playing = Playing the games to fit to
train-done-games = Trained the { $ruleset } evaluation on { $fitted } positions from { $games } engine games ({ $matches } matches, { $nodes } search nodes a move; the fox won { $fox }, the geese { $geese }, { $drawn } drawn); weights written to { $path }.
help-arg-train-geese_weights = With --games: a weights file (one train wrote) for the games' geese to play with, in place of the tables' weights: a second round of the fit, on the positions those weights lead to
train-weights-not-a-model = The file { $path } is not a weights file: its first line is not “foxgeese-eval 2”.
train-weights-bad-line = The weights file { $path } is damaged: { $line ->
    [0] it ends before all its lines are there.
   *[other] line { $line } is missing or malformed.
}
train-weights-features = The weights file { $path } is made for { $found } features, where this build of foxgeese has { $features }: make it again with foxgeese train.
train-weights-other-ruleset = { $path } holds weights for { $theirs }, not for { $ruleset }: train with weights of the same ruleset.
