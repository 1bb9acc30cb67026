# Messages of the rules engine: why an action is illegal, notation and setup errors,
# ruleset names and options, outcomes.

## Sides and directions

side-fox = fox
side-geese = geese
direction = { $direction ->
    [north] north
    [north-east] north-east
    [east] east
    [south-east] south-east
    [south] south
    [south-west] south-west
    [west] west
   *[north-west] north-west
}

## Why an action is illegal. Each names the rule it breaks.

reason-game-over = The game is already over: a finished position has no legal actions.
reason-off-board = { $point } is not a point of this board.
reason-no-piece = There is no piece on { $point }.
reason-wrong-turn = It is the { $side ->
    [fox] fox's
   *[geese] geese's
} turn.
reason-occupied = The destination { $point } is occupied.
reason-not-neighbour = A step goes to a neighbouring point along one line, and { $to } is not next to { $from }.
reason-no-diagonals = This board has no diagonal lines: pieces move only north, south, east or west, so { $from } and { $to } are not connected.
reason-no-diagonal-here = No diagonal line joins { $from } and { $to } on this board.
reason-not-connected = No line joins { $from } and { $to }.
reason-goose-backward = A goose never moves backward: geese here never step { $back ->
    [north] north
   *[south] south
}, whatever the fox does.
reason-goose-diagonal-backward = A goose never moves backward, not even diagonally: geese here never step { $back ->
    [north] north-east or north-west
   *[south] south-east or south-west
}.
reason-goose-sideways = Geese may not step sideways in this ruleset, only forward or diagonally forward.
reason-goose-jump = Geese never jump and never capture: only the fox captures.
reason-no-goose-to-jump = There is no goose on { $over } to jump over.
reason-jump-shape = A jump goes over one adjacent goose to the point just beyond it, in a straight line; { $to } is not two points from { $from } along a line.
reason-jump-too-long = A jump passes over a single goose: { $to } is too far from { $from }, and two pieces in a row cannot be jumped at once.
reason-landing-occupied = The landing point { $point } is occupied, so the jump is blocked.
reason-landing-off-board = The landing point { $point } is not on the board, so the jump is blocked.
reason-one-jump-per-turn = Only one jump per turn: the jump ends the fox's turn, and the geese reply before any later capture.
reason-jumped-twice = The goose on { $point } was already jumped in this chain: a jumped goose is removed at once.
reason-capture-compulsory = Capturing is compulsory in this ruleset: a fox can jump, so the fox side must jump.
reason-chain-must-continue = The chain must go on: from { $at } another jump is still available, and only complete chains are legal.
reason-not-an-action = This is not one of the legal actions in this position.

## Position notation errors

notation-empty = The position is empty. Write the ranks from the top down, the side to move and the capture count, for example: GGG/GGG/GGGGGGG/3F3/7/3/3 g 0
notation-rank-count = The position lists { $found } ranks, but this board has { $expected }; separate the ranks with “/”.
notation-rank-length = Rank { $rank } lists { $found } points, but it has { $expected } playable points.
notation-unknown-piece-at = Unknown character “{ $char }” in rank { $rank }, at { $point }: use G for a goose, F for a fox, “.” or a digit for empty points.
notation-unknown-piece = Unknown character “{ $char }” in rank { $rank }: use G for a goose, F for a fox, “.” or a digit for empty points.
notation-missing-side = The side to move is missing: add “g” (geese) or “f” (fox) after the board.
notation-bad-side = “{ $found }” is not a side to move: use “g” (geese) or “f” (fox).
notation-missing-captures = The capture count is missing: add the number of geese captured so far (0 at the start).
notation-bad-captures = “{ $found }” is not a capture count: write a whole number such as 0.
notation-bad-clock = “{ $found }” is not a draw clock: write the number of plies since the last capture or forward goose step.
notation-extra-field = Unexpected “{ $found }” after the position: it has at most four fields.

## Positions the ruleset does not allow

setup-no-fox = There is no fox on the board.
setup-fox-count = The position has { $found } foxes, but this ruleset plays with { $expected ->
    [one] one fox
   *[other] { $expected } foxes
}.
setup-too-many-geese = The position has { $found } geese, but this ruleset has only { $max }.
setup-geese-and-captures = { $geese } geese on the board plus { $captures } captured make more than the { $max } geese this ruleset starts with.
setup-clock-too-large = The draw clock { $found } is past { $max } plies, where the game is already drawn.

## Ruleset names and options

spec-unknown-ruleset = Unknown ruleset “{ $name }”. The rulesets are: { $valid }.
spec-unknown-option = The ruleset { $ruleset } has no option “{ $option }”. Its options are: { $valid }.
spec-no-options = The ruleset { $ruleset } has no options, so “{ $option }” is not allowed.

## Action notation errors

action-empty = The action is empty: write a step as d4-d3 and a jump as d4xd2.
action-bad-point = “{ $found }” is not a point name: a point is a file letter and a rank number, such as d4.
action-missing-separator = Write a step with “-” (d4-d3) and a jump with “x” (d4xd2).
action-missing-point = A point name is missing: write a step as d4-d3 and a jump as d4xd2.
action-mixed-separators = An action is either a step with “-” or jumps with “x”, not both.
action-step-chain = A step goes to one point only; a chain of jumps is written with “x”: d4xd6xf6.

## Outcomes

outcome-ongoing = The game goes on.
outcome-capture-target = The fox has won: { $n } captures reach the target.
outcome-geese-below = { $n ->
    [1] The fox has won: it has taken every goose.
   *[other] The fox has won: fewer than { $n } geese remain.
}
outcome-paddock-filled = The geese have won: they fill every point of the paddock.
outcome-no-action = { $loser ->
    [fox] The geese have won: the fox has no legal action, neither a step nor a jump.
   *[geese] The fox has won: the geese have no legal move.
}
outcome-draw-repetition = Draw: the same position has come up { $n } times with the same side to move.
outcome-draw-quiet = Draw: { $n } plies without a capture or a forward goose step.
record-illegal = Move { $index } of the record, { $action }, is not legal:
