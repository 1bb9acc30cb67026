# `foxgeese train`: fitting the engine's evaluation to the solver's tables (issue 26).
help-cmd-train = Fit the engine's evaluation to the solver's tables, write its weights and say how often it names the result of positions held out
help-arg-train-output = Where to write the weights (default: eval-RULESET.txt in the current folder)
help-arg-train-samples = How many positions to draw from the tables, one in ten held out to measure the model (default 2000000)
help-arg-train-seed = The number that starts the draw of positions: the same tables and number write the same weights (default 1)
train-done = Trained the { $ruleset } evaluation on { $fitted } positions with { $geese } geese from { $folder }; weights written to { $path }.
train-smaller = The folder has no table with { $from } to { $to } geese, so the largest it has were used.
train-accuracy = On { $held } positions held out from the fit, the model names the result (the fox wins, the geese win, or a draw) of { $accuracy } (fox to move { $fox }, geese to move { $geese }); always naming the most frequent result would be right for { $majority }. Taking each result alike (the mean of the shares of its positions named right), it scores { $balanced }, where naming one result always would score a third or a half.
train-draws = { $draws } of those positions are draws.
train-no-tables = The folder { $folder } has no table of { $ruleset } with a position still in play. Build some first, for example: foxgeese tables build --ruleset { $ruleset } --geese 8 --tables { $folder }
train-unwritable = The file { $path } cannot be written ({ $detail }).
