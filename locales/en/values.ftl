## Studies graded by value: the `best-actions` task, its feedback and its problems.

values-refuted = { $replier ->
    [fox] legal, but the fox replies { $reply }, and then { $after }
   *[geese] legal, but the geese reply { $reply }, and then { $after }
}
values-refuted-final = legal, but after it { $after }
values-after-draw = neither side can force a win: a draw
values-unproven = The solver did not prove this position's value within its budget, so a “{ $kind }” task cannot be graded.
values-unproven-hint = Choose a position with fewer geese, whose value the solver proves from its small tables.
values-slower-win = { $action } wins too, in { $plies ->
    [one] 1 ply
   *[other] { $plies } plies
}; { $best } wins in { $fastest }.
