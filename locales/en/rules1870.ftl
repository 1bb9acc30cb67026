# The Boys' Own rules of 1870 in full (issue 13): the fox that jumps only forward or sideways,
# the fox that chooses its own square, and the game on a draught board.

## Why an action is illegal

reason-jump-backward = The fox jumps only forward or sideways, never back (“by leaping over him, forward or sideways”, the Boys' Own rules of 1870): the jump from { $from } to { $to } goes { $direction ->
    [north] north
    [south] south
    [east] east
    [west] west
   *[other] diagonally
}.
reason-place-occupied = The fox chooses its own square, but only an empty one: { $point } is taken.
reason-fox-not-placed = The fox is not on the board yet: its first action places it on an empty point, written like @d4.
reason-fox-already-placed = The fox is on the board already: it chooses its square only once, at the start.
reason-no-placement = In this ruleset the fox starts on the board: an action like @d4 places the fox only in boys-own-1870:fox-chooses.

## Positions

setup-fox-to-place = The fox is not on the board yet, so it must be the fox's turn, to place itself, and no goose can have been captured.

## Rulesets

rs-start-fox-chooses = No fox yet: its first action places it on any empty point; the geese fill the south arm and rank 3{ $geese ->
    [17] , plus a4, g4, a5 and g5
   *[other] {""}
}.
rs-start-boys-own-1870-draughts = The fox (a king) on square 11; eight geese on squares 1–8, the two upper rows.
rs-goose-moves-diagonal = One step diagonally forward ({ $forward ->
    [north] up
   *[south] down
} the board); never back
rs-choice-fox-chooses-geese-in-place = The geese stand where the 1870 rules place them (17, or 13 with geese=13): the text speaks of “altering the arrangement of the Geese” without saying how.
rs-choice-draughts-geese-first = The geese move first, as in the other 1870 game: the text does not say who starts.
rs-choice-draughts-capture-optional = The fox need not capture when it can: the text says it takes “as in Draughts” but not that it must.
rs-choice-draughts-chain-optional = The fox may go on jumping from where it lands in the same turn, and each further jump is optional.

## Tables

kind-placement = placement
