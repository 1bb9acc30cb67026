## Studies graded by value: the `best-actions` task, its feedback and its problems.

values-refuted = { $replier ->
    [fox] legal, but the fox replies { $reply }, and then { $after }
   *[geese] legal, but the geese reply { $reply }, and then { $after }
}
values-refuted-final = legal, but after it { $after }
values-after-draw = neither side can force a win: a draw
values-unproven = The solver did not prove this position's value within its budget, so a “{ $kind }” task cannot be graded.
values-unproven-hint = Choose a position with fewer geese, whose value the solver proves from its small tables.
values-replay-unproven = The solver did not prove, within its budget, the value of the position after action { $number } of the moves ({ $action }), so a “find-mistake” task cannot be graded.
values-actions-unproven = The solver proved this position's value, but within its budget not the value after { $count ->
    [one] { $actions }
   *[other] each of { $actions }
}, so a “{ $kind }” task cannot be graded: { $count ->
    [one] that action
   *[other] one of them
} might keep the value too.
values-slower-win = { $action } wins too, in { $plies ->
    [one] 1 ply
   *[other] { $plies } plies
}; { $best } wins in { $fastest }.

## The `verdict` task: the words a learner types for a value, and a wrong verdict.

values-words-fox-wins = fox-wins, fox wins, fox, fox-win, fox win
values-words-geese-win = geese-win, geese win, geese, geese-wins, geese wins, goose, goose-wins, goose wins
values-words-draw = draw, drawn, a draw
values-answer-not-verdict = “{ $token }” is not a value.
values-answer-hint-verdict = Answer fox-wins, geese-win or draw (fox, geese, rubah-menang, angsa-menang and seri also work).
values-verdict-draw = it is a draw
values-wrong-verdict = { $mover ->
    [fox] with best play { $value }: the fox plays { $best } and the geese reply { $reply }
   *[geese] with best play { $value }: the geese play { $best } and the fox replies { $reply }
}
values-wrong-verdict-final = with best play { $value }: { $best } ends the game
values-wrong-verdict-over = the game is over: { $value }
