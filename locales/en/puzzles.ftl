## Puzzles: the texts shown with a puzzle (templates per kind and theme, never one text per
## puzzle), the themes' names and descriptions, grading, and the problems of a collection file.

puzzle-prompt = { $side ->
    [fox] The fox to move { $kind ->
        [win] wins, but only one action wins.
        [draw] cannot win, but only one action holds the draw.
       *[hold-out] loses whatever it does, but one action holds out far longer than the rest.
    }
   *[geese] The geese to move { $kind ->
        [win] win, but only one action wins.
        [draw] cannot win, but only one action holds the draw.
       *[hold-out] lose whatever they do, but one action holds out far longer than the rest.
    }
} { $moves ->
    [one] Find it.
   *[other] Find it, then keep finding the only such action against the best defence: { $moves } actions in all.
}
puzzle-explanation = { $kind ->
    [win] The line { $line } keeps the win: { $winner ->
        [fox] the fox wins in { $plies ->
            [one] 1 ply
           *[other] { $plies } plies
        } with best play.
       *[geese] the geese win in { $plies ->
            [one] 1 ply
           *[other] { $plies } plies
        } with best play.
    }
    [draw] The line { $line } holds the draw; every other action loses.
   *[hold-out] The line { $line } holds out longest: { $winner ->
        [fox] the fox still wins, but only after { $plies ->
            [one] 1 ply
           *[other] { $plies } plies
        }.
       *[geese] the geese still win, but only after { $plies ->
            [one] 1 ply
           *[other] { $plies } plies
        }.
    }
}
puzzle-hint = { $side ->
    [fox] Look at what the fox on { $point } can do.
   *[geese] Look at the goose on { $point }.
}
puzzle-wrong-miss = { $kind ->
    [win] legal, but it lets the win slip
    [draw] legal, but after it { $side ->
        [fox] the fox loses
       *[geese] the geese lose
    }
   *[hold-out] legal, but it loses sooner
}

## Themes: a name and a one-line description each.

puzzle-theme-capture = Capture
puzzle-theme-capture-about = The answer is a jump that takes a goose.
puzzle-theme-double-capture = Double capture
puzzle-theme-double-capture-about = The answer takes two geese or more in one turn.
puzzle-theme-ninth-capture = Ninth capture
puzzle-theme-ninth-capture-about = The answer is the capture that wins the game for the fox (in Ply Yard, the ninth).
puzzle-theme-quiet-move = Quiet move
puzzle-theme-quiet-move-about = The answer is a step, although a capture is on the board and it loses or only draws.
puzzle-theme-sacrifice = Sacrifice
puzzle-theme-sacrifice-about = The geese's answer lets the fox capture, and still keeps their value.
puzzle-theme-trap = Trap
puzzle-theme-trap-about = The geese's answer takes the fox's last action: it cannot move.
puzzle-theme-escape = Escape
puzzle-theme-escape-about = The fox's only way out: every other action lets the geese win.
puzzle-theme-hold-the-draw = Hold the draw
puzzle-theme-hold-the-draw-about = No win is there, and only one action keeps the draw.
puzzle-theme-hold-out = Hold out
puzzle-theme-hold-out-about = Every action loses; one holds out at least 4 plies longer than any other.
puzzle-theme-multi-move = Multi-move
puzzle-theme-multi-move-about = The only right action must be found again after each best reply.
puzzle-theme-short = Short
puzzle-theme-short-about = The win takes 5 plies or fewer.
puzzle-theme-long = Long
puzzle-theme-long-about = The win takes 15 plies or more.
puzzle-theme-opening = Opening
puzzle-theme-opening-about = 12 or 13 geese are on the board.
puzzle-theme-middlegame = Middlegame
puzzle-theme-middlegame-about = 9 to 11 geese are on the board.
puzzle-theme-endgame = Endgame
puzzle-theme-endgame-about = 8 geese or fewer are on the board.
puzzle-theme-fox = Fox
puzzle-theme-fox-about = The learner plays the fox.
puzzle-theme-geese = Geese
puzzle-theme-geese-about = The learner plays the geese.

## Problems of a puzzle collection file.

puzzle-bad-rating = The rating { $found } is out of range.
puzzle-bad-rating-hint = Write a rating from { $min } to { $max }.
puzzle-empty-line = The line is empty.
puzzle-line-ends-with-reply = The line has { $length } actions, so it ends with the opponent's reply.
puzzle-line-hint = A line lists the learner's action, the opponent's reply, the learner's next action and so on, and ends with the learner's action, such as [d4xb4] or [c5-c4, d4-d5, b5-b4].
puzzle-line-action-illegal = Action { $number } of the line, { $action }, cannot be played:
puzzle-line-action-illegal-hint = The line is played in turn from the position, the side to move first; check the order and the side to move.
puzzle-plies-for-draw = A drawn puzzle has no plies.
puzzle-plies-missing = A win needs its plies: how many plies the game lasts with best play.
puzzle-plies-hint = Write value: draw without plies, or value: fox-wins (or geese-win) with plies: N.
puzzle-game-over = The game is already over in this position.
puzzle-unsupported-version = Puzzle collection format version { $found } is not supported.
puzzle-repeated-position = This position is already the puzzle { $other } (line { $line }).
puzzle-mirrored-position = This position is the mirror image of the puzzle { $other } (line { $line }).
puzzle-remove-hint = Remove this puzzle, or mine the collection again.
puzzle-value-disagrees = The puzzle says { $declared }, but the tables prove { $proven }.
puzzle-mine-again-hint = Mine the collection again with the same tables.
puzzle-unproven = The tables hold no value for the position before action { $number } of the line.
puzzle-unproven-hint = Give the folder of the full tables with --tables DIR.
puzzle-not-only = Action { $number } of the line, { $action }, is not the only one that keeps the value: { $also } keeps it too.
puzzle-action-loses = Action { $number } of the line, { $action }, does not keep the value.
puzzle-reply-not-best = Action { $number } of the line, the reply { $action }, is not a best defence; { $best } is.
puzzle-only-action = Before action { $number } of the line there is only one legal action, or none.
puzzle-theme-does-not-hold = The theme { $theme } does not hold for this puzzle. { $about }
puzzle-theme-does-not-hold-hint = Remove { $theme } from the themes (docs/puzzles.md gives each theme's rule).
puzzle-theme-left-out = The theme { $theme } holds for this puzzle but is not given. { $about }
puzzle-theme-left-out-hint = Add { $theme } to the themes (docs/puzzles.md gives each theme's rule).
puzzle-theme-unknown-rule = Its rule is in docs/puzzles.md.
puzzle-rating-not-the-rule = The rating { $found } is not the one the rule gives this puzzle: { $rule }.
puzzle-rating-not-the-rule-hint = Write rating: { $rule } (docs/puzzles.md, “The rating”, gives the rule).

## `foxgeese mine`.

help-cmd-mine = Mine puzzles from the solver's tables: positions where exactly one action keeps the value, with lines against the best defence, themes and ratings; the same starting number and tables give the same file
help-arg-mine-geese = Only positions with this many geese (default: every goose count with a table)
help-arg-mine-count = How many puzzles to mine (default: 100)
help-arg-mine-theme = Only puzzles with this theme, such as capture, quiet-move or long
help-arg-goal = Only puzzles with this goal: win, draw (hold the draw) or hold-out (lose as slowly as you can)
help-arg-mine-seed = The number that fixes the order positions are drawn in (default: 1)
help-arg-mine-output = The collection file to write (YAML), replaced atomically
mine-done = { $count } of { $asked } puzzles of { $ruleset } written to { $path } in { $seconds } s.
mine-level = { $geese } geese: { $drawn ->
    [one] 1 position drawn
   *[other] { $drawn } positions drawn
}, { $kept ->
    [one] 1 puzzle kept
   *[other] { $kept } puzzles kept
}
mine-unknown-theme = “{ $theme }” is not a puzzle theme. Themes: { $themes }.
mine-unwritable = The file { $path } cannot be written ({ $detail }).
help-arg-mine-force = Replace the output file even when it is not a collection foxgeese mined (without it such a file is refused)
mine-geese-out-of-range = No { $ruleset } table has { $geese } geese: --geese takes { $fewest } to { $most }.
mine-foreign-file = { $path } is not a puzzle collection foxgeese mined; it was left as it is. Choose another file, or give --force to replace it.

## `foxgeese validate` and puzzle collections.

validate-puzzles = Puzzles: { $puzzles } in { $files ->
    [one] 1 collection file
   *[other] { $files } collection files
}; { $proven } proven from the tables{ $left ->
    [0] .
   *[other] , { $left } left for a run with the full tables (--tables DIR).
}
help-arg-validate-tables = The folder of the full tables, to prove every puzzle (default: only the puzzles whose small tables are built in memory)
mine-stopped = Stopped: the puzzles found so far are written to { $path }.
