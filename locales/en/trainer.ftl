## The learner's puzzles: `puzzle`, `practice --puzzles`, `list --puzzles` and the puzzle
## rating (commands/puzzle.rs, commands/practice_puzzles.rs, commands/list_puzzles.rs,
## present/rating.rs, present/trainer.rs).

# Between groups of three digits in a number: 1,512.
number-group-separator = ,

# After each puzzle of `practice --puzzles`.
trainer-rating = Your puzzle rating in { $ruleset }: { $rating } ({ $change })
trainer-rating-review = Your puzzle rating in { $ruleset }: { $rating } (a review is not rated)
trainer-rating-skipped = Skipped: not rated; “foxgeese practice --puzzles --retry” brings it back. Your puzzle rating in { $ruleset }: { $rating }

## A puzzle's screen (`puzzle`, `practice --puzzles`)
trainer-goal = Goal: { $goal ->
    [win] win.
    [draw] hold the draw.
   *[hold-out] lose as slowly as you can.
}
trainer-title = Puzzle { $id }
trainer-about = { $ruleset } · { $geese ->
    [one] one goose
   *[other] { $geese } geese
} on the board · { $moves ->
    [one] one action to find
   *[other] { $moves } actions to find
}
trainer-next-action = Puzzle { $id }: your action { $n } of { $moves }.
trainer-whole-line = check grades the first action; play the whole line with:
trainer-whole-line-command = foxgeese practice --puzzles { $id }
trainer-line-goes-on = The line goes on: { $more ->
    [one] one more action
   *[other] { $more } more actions
} to find against the best defence. Play it whole with: foxgeese practice --puzzles { $id }
# Once a puzzle is solved or shown: its rating and themes (never before).
trainer-solved-about = Puzzle rating { $rating }. Themes: { $themes }.

## `practice --puzzles`: the adaptive trainer
trainer-intro = Puzzles of { $ruleset } at your level: your puzzle rating in { $ruleset } is { $rating }, and { $count ->
    [one] one puzzle is
   *[other] { $count } puzzles are
} left to play. Type an action, or: hint, show, skip, quit. A hint or a shown answer counts as a miss. Progress is saved in { $path }.
trainer-intro-list = { $count ->
    [one] One puzzle to play.
   *[other] { $count } puzzles to play.
} Type an action, or: hint, show, skip, quit. Progress is saved in { $path }.
trainer-none-left = You have played every puzzle here. Failed ones come back with: foxgeese practice --puzzles --due
trainer-nothing-due = No puzzle is due for review today.
trainer-nothing-to-retry = Nothing to retry: no puzzle here was skipped or failed.
trainer-reply = Right: { $right }. { $side ->
    [fox] The fox replies { $reply }.
   *[geese] The geese reply { $reply }.
}
trainer-hint-counts = (A hint counts as a miss for your rating.)
trainer-hint-to = It ends on { $point }.
trainer-no-more-hints = No more hints. Type show to see the line, or skip to pass over this puzzle.
trainer-shown = The line from here: { $line }
trainer-failed = Not solved this time: it comes back for review tomorrow (foxgeese practice --due).
trainer-summary = { $played ->
    [0] No puzzle played this session
    [one] One puzzle played this session, { $solved ->
        [0] not solved
       *[other] solved
    }
   *[other] { $played } puzzles played this session, { $solved } solved
}. Your puzzle rating in { $ruleset }: { $rating } ({ $change }).
trainer-due-later = { $count ->
    [one] One failed puzzle waits
   *[other] { $count } failed puzzles wait
} in spaced review: foxgeese practice --due brings { $count ->
    [one] it
   *[other] them
} back on { $count ->
    [one] its day
   *[other] their days
}.

trainer-answer-hint = Write one action, such as d4-d3 (a step) or d4xd2 (a jump).

## Errors of the puzzle commands
trainer-none-selected = No built-in puzzle fits { $ruleset ->
    [none] the theme “{ $theme }”
   *[other] { $theme ->
        [none] the ruleset { $ruleset }
       *[other] the ruleset { $ruleset } with the theme “{ $theme }”
    }
}. foxgeese list --puzzles shows what there is.
trainer-unknown-theme = “{ $theme }” is not a puzzle theme. The themes: { $themes }.
trainer-unknown-puzzle = “{ $id }” is not the id of a built-in puzzle. foxgeese list --puzzles --format json lists them.
trainer-bad-rating = “{ $found }” is not a rating: write a whole number from 0 to 4000, such as 1500.

## `list --puzzles`
trainer-list-total = { $count ->
    [one] One puzzle
   *[other] { $shown } puzzles
}; you have solved { $solved } ({ $share }).
trainer-col-theme = Theme
trainer-col-band = Rating
trainer-col-puzzles = Puzzles
trainer-col-solved = Solved
trainer-list-no-rating = No puzzle rated yet: foxgeese practice --puzzles starts at 1,500.
trainer-list-rating = Your puzzle rating in { $ruleset }: { $rating } (± { $deviation }), after { $games ->
    [one] one rated puzzle
   *[other] { $games } rated puzzles
}.
trainer-list-chart = { $count ->
    [one] The last puzzle
   *[other] The last { $count } puzzles
}, from { $low } (lowest) to { $high } (highest):

## Help
help-cmd-puzzle = Show a puzzle: its id, board and question (its themes and rating once solved)
help-arg-puzzle-id = A puzzle's id (default: the one rated nearest --rating, unsolved first)
help-arg-puzzle-ruleset = Only puzzles of this ruleset
help-arg-practice-ruleset = Only the studies of this ruleset (see “foxgeese rulesets”); with --puzzles, its puzzles, and the choice is kept for the next sessions (default: Ply Yard's, or the last chosen)
help-arg-theme = Only puzzles with this theme (see “foxgeese list --puzzles”)
help-arg-practice-theme = With --puzzles: only puzzles with this theme
help-arg-rating = The rating to choose near (default: your puzzle rating, 1500 to begin with)
help-arg-puzzle-state = The progress file whose puzzle rating to choose near (default: foxgeese/progress.json in the user's data directory)
help-arg-practice-puzzles = Puzzles at your rating instead of studies: the adaptive trainer, with a Glicko-2 puzzle rating
help-arg-list-puzzles = The puzzles instead: counts by ruleset, theme and rating band, the share solved, and your puzzle rating
