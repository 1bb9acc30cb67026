# `review`: a recorded game reviewed with the solver, and the `find-mistake` study kind.

help-cmd-review = Review a recorded game: the value of every action, its mistakes and the first opening
help-arg-record = The game record file (also written @FILE)
help-arg-review-budget = How long the proof may search above the tables for each position, in seconds (default 10)
help-arg-review-total_budget = How long the whole review may take, in seconds, shared among the positions (default 60); the plies it does not reach are said

review-progress = Reviewing
review-heading = { $count ->
    [one] Review of 1 ply ({ $ruleset }, from { $start })
   *[other] Review of { $count } plies ({ $ruleset }, from { $start })
}
review-no-plies = The record has no action to review.
review-col-ply = Ply
review-col-before = Value before
review-col-after = Value after
review-col-class = Class
review-col-view = Engine's view (not proven)
review-view = { $winner ->
    [fox] the fox likely wins ({ $percent } % sure)
    [geese] the geese likely win ({ $percent } % sure)
   *[none] unclear (the fox's chance: { $fox } %)
}
review-headline = { $unknown ->
    [0] {""}
    [one] 1 of { $plies } plies not judged: no value on either side of it was proven.{" "}
   *[other] { $unknown } of { $plies } plies not judged: no value on either side of them was proven.{" "}
}{ $proven ->
    [0] No ply was judged from proven values.
   *[other] Judged from proven values, { $proven } of { $plies }: { $mistakes ->
        [0] no mistake
        [one] 1 mistake
       *[other] { $mistakes } mistakes
    }, { $inaccuracies ->
        [0] no inaccuracy
        [one] 1 inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }{ $kept ->
        [0] {""}
        [one] {""}; 1 kept the outcome, which the sweep proves without saying how fast
       *[other] {""}; { $kept } kept the outcome, which the sweep proves without saying how fast
    }.
}{ $estimated ->
    [0] {""}
   *[other] { " " }The engine estimated { $estimated ->
        [one] 1 ply not judged
       *[other] { $estimated } plies not judged
    }, which proves nothing: { $likely ->
        [0] it sees no likely mistake there.
        [one] 1 likely mistake (not proven).
       *[other] { $likely } likely mistakes (not proven).
    }
}
review-likely-mistake = Likely mistake (not proven): after { $action } (ply { $ply }) the engine thinks { $winner ->
    [fox] the fox is
   *[geese] the geese are
} now winning ({ $percent } % sure).
review-col-reply = Fox reply
review-class = { $class ->
    [best] best
    [inaccuracy] inaccuracy
    [mistake] mistake
    [kept] outcome kept
   *[unknown] not judged
}
review-summary = { $mistakes ->
    [0] No mistake
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}, { $inaccuracies ->
    [0] no inaccuracy.
    [one] 1 inaccuracy.
   *[other] { $inaccuracies } inaccuracies.
}
review-unknown-note = { $count ->
    [one] The value on one side of 1 ply was not proven within { $budget } s per position.
   *[other] The values on one side of { $count } plies were not proven within { $budget } s per position.
}
review-not-reached = The total budget of { $total } s was too short to give { $count ->
    [one] ply { $first }
   *[other] { $count } plies (from ply { $first } to { $last })
} the whole --budget: { $count ->
    [one] its value is
   *[other] their values are
} unknown. A larger --total-budget reaches { $count ->
    [one] it
   *[other] them
}.
review-ply-classed = Ply { $ply }, { $side ->
    [fox] the fox
   *[geese] the geese
}: { $action } is { $class ->
    [mistake] a mistake
   *[inaccuracy] an inaccuracy
} (the value before it: { $before }; after it: { $after }).
review-best-heading = The actions that kept the value:
review-best-heading-swept = The actions that kept the outcome (by the sweep, which does not say how fast):
review-no-opening = No goose move opened a capture or an escape for the fox.
review-opening = The first opening: at ply { $ply } the geese played { $action }, which opened { $kind ->
    [capture] a capture
   *[escape] an escape
} for the fox: { $opened }.
review-no-alternative = The geese had no other legal action.
review-no-proven-alternative = No alternative is named: none of the geese's { $count ->
    [one] other legal action
   *[other] { $count } other legal actions
} has a value proven within the budget.
review-alternative-opens-nothing = That alternative opens nothing for the fox.
review-alternative = The best legal alternative among those with a proven value was { $action } (the value after it: { $after }).
review-alternative-opens = That alternative opens { $kind ->
    [capture] a capture
   *[escape] an escape
} too: { $opened }.
review-no-replies = The fox has no reply: the game is over.
review-replies-heading = Every fox reply to it:

## The `find-mistake` study kind: its feedback and its problems.

find-mistake-wrong-kept = that action kept the value: after it, { $after }
find-mistake-wrong-slower = that action kept the outcome, only more slowly for the side that played it (an inaccuracy, not a mistake): after it, { $after }
find-mistake-wrong-not-first = that action changed the value too, but an earlier one had already changed it
find-mistake-none = No action of this replay changes the value: a “find-mistake” study needs one that does.
find-mistake-none-hint = Extend the replay up to the action that gives the value away, or choose another kind of task.
find-mistake-repeated = The first action that changes the value, { $action }, is also played earlier in the replay, so its notation does not name one action.
find-mistake-repeated-hint = Start the replay later, or choose a replay in which that action is played once.
