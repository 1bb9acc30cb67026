# The sources' claims, checked: `tables stats` (a table's positions counted by value).

help-cmd-tables-stats = Count the positions of one table by value, for each side to move (a small table is built on demand)
help-arg-stats-geese = Geese on the board (the table with every missing goose captured)

claims-stats-heading = { $ruleset }, { $geese } geese on the board, captures { $captures }: { $positions } positions
claims-stats-no-table = { $ruleset } has no table with { $geese } geese: the fox has already won in every such position.
claims-stats-too-large = The table of { $ruleset } with { $geese } geese ({ $positions } positions) is too large to build on demand. Build it first: foxgeese tables build --ruleset { $ruleset } --geese { $geese } --tables { $dir }
claims-col-to-move = To move
claims-col-fox-wins = Fox wins
claims-col-geese-win = Geese win
claims-col-draws = Draws
claims-col-finished = Already over
claims-col-longest = Longest win (plies)
claims-row-fox-to-move = the fox
claims-row-geese-to-move = the geese
