## Reading a text file the user names: a game record, a match's openings (match --openings), an evaluation's weights (train --geese-weights). $file is record, openings or weights.

input-file-not-found = { $file ->
    [openings] The openings file { $path } does not exist.
    [weights] The weights file { $path } does not exist.
   *[record] The record file { $path } does not exist.
}
input-file-permission-denied = { $file ->
    [openings] The openings file { $path } cannot be read: permission denied.
    [weights] The weights file { $path } cannot be read: permission denied.
   *[record] The record file { $path } cannot be read: permission denied.
}
input-file-unreadable = { $file ->
    [openings] The openings file { $path } cannot be read (an openings file is a regular file).
    [weights] The weights file { $path } cannot be read (a weights file is a regular file).
   *[record] The record file { $path } cannot be read (a record is a regular file).
}
input-file-not-text = { $file ->
    [openings] The openings file { $path } is not UTF-8 text.
    [weights] The weights file { $path } is not UTF-8 text.
   *[record] The record file { $path } is not UTF-8 text.
}
input-file-too-large = { $file ->
    [openings] The openings file { $path } is { $size } bytes, more than the { $max } bytes an openings file may have; it was not read.
    [weights] The weights file { $path } is { $size } bytes, more than the { $max } bytes a weights file may have; it was not read.
   *[record] The record file { $path } is { $size } bytes, more than the { $max } bytes a game record may have; it was not read.
}

## Game records

record-too-large = The game record is { $size } bytes, more than the { $max } bytes a record may have.
record-line-too-long = This line is { $length } characters long, more than the { $max } a line of a game record may have.
record-control-character = A control character (U+{ $code }) has no place in a game record.
record-too-many-tags = A game record may have at most { $max } tags.
record-too-many-actions = A game record may hold at most { $max } actions.
record-too-many-comments = A game record may hold at most { $max } comments.
record-tag-syntax = A tag is written [Name "value"] on one line, before the actions.
record-tag-name-too-long = A tag name may have at most { $max } characters.
record-tag-value-too-long = A tag value may have at most { $max } characters.
record-tag-not-closed = The value of this tag has no closing quote on its line.
record-duplicate-tag = The tag { $name } appears twice.
record-tag-after-actions = Tags come before the actions, but this one follows them.
record-bad-result = “{ $found }” is not a result: write fox-wins, geese-win, draw, or * for a game not finished.
record-bad-ruleset = The Ruleset tag does not name a ruleset:
record-bad-start = The Start tag is not a position of the ruleset:
record-comment-not-closed = This comment is opened with {"{"} but never closed with {"}"}.
record-comment-too-deep = Braces nest more than { $max } deep in this comment.
record-stray-brace = This {"}"} closes no comment.
record-bad-number = “{ $found }” is not a move number: write the number and a dot (3.), or three dots before the second action of a pair (3...).
record-wrong-number = The move number { $found } does not fit here: the next action is { $expected } (numbers count pairs of plies from the start). Is an action missing?
record-bad-action = “{ $found }” is not an action:
record-illegal-ply = Ply { $ply } of the record, { $action }, is not legal:
record-after-result = “{ $found }” follows the result, which ends the record.
record-results-disagree = The record ends with { $termination }, but its Result tag says { $tag }.
record-result-contradicts = The record says { $written }, but the game it records has ended otherwise:
record-ruleset-conflict = The record is played under { $record }, but --ruleset says { $given }. Leave out --ruleset, or make them agree.
record-start-conflict = The record starts from { $record }, but --position says { $given }. Leave out --position, or make them agree.

## foxgeese play

help-cmd-play = Play a whole game at the terminal, ply by ply, and save its record
help-arg-play-side = Which side you play: geese (the default) or fox against the engine, or both (two players at one keyboard)
help-arg-level = The engine's strength: 1 (weakest, a one-ply search with large errors on purpose) to 5 (its full search), or perfect (exact where the tables or the proof search prove the position, its full search elsewhere); default perfect
help-arg-save = Save the game record to this file at the end of the game (and when you type save)
help-arg-resume = Take up again the game that Ctrl-C saved last (the sides and level it was played with)
play-bad-level = “{ $level }” is not a level: write 1 (weakest) to 5, or perfect.
play-level-without-engine = --level { $level } sets the engine's strength, but with --as both nobody plays against the engine.
play-intro = A game of Fox and Geese under { $ruleset }. Type an action, or help for the commands.
play-intro-both = A game of Fox and Geese under { $ruleset }, two players at one keyboard. Type an action, or help for the commands.
play-prompt = { $side ->
    [fox] The fox to move:
   *[geese] The geese to move:
}
play-said-step = { $side ->
    [fox] The fox steps { $action }.
   *[geese] The geese step { $action }.
}
play-said-place = The fox takes its place: { $action }.
play-said-jump = { $count ->
    [1] The fox jumps { $action } and captures the goose on { $geese }.
   *[other] The fox jumps { $action } and captures { $count } geese, on { $geese }.
}
play-help = Type an action (a step such as d4-d3, a jump such as d4xd2, a chain such as d4xd6xf6), or: hint (against the engine, the best action and what it leads to; between two players, the captures or the safe goose moves the rules show), why ACTION (whether an action is legal, and why not), actions (every legal action), undo (take back your last action), save [FILE] (save the game record), resign, quit.
play-actions = { $count ->
    [0] No legal action.
    [1] One legal action: { $actions }
   *[other] { $count } legal actions: { $actions }
}
play-hint-fox = { $count ->
    [0] The fox has no capture here: every action is a step.
    [1] The fox can capture: { $captures }
   *[other] The fox has { $count } captures: { $captures }
}
play-hint-geese = { $safe ->
    [0] Every one of the { $count } goose moves leaves the fox a capture.
   *[other] Of the { $count } goose moves, { $safe } leave the fox no capture: { $actions }
}
play-why-needs-action = Name the action: why d4-d3.
play-nothing-to-undo = There is nothing to take back: the game is at its start.
play-undone = { $count ->
    [1] Took back { $actions }.
   *[other] Took back { $count } actions: { $actions }.
}
play-save-needs-file = Name the file to save in: save game.txt (or start with --save FILE).
play-interrupted-saved = Stopped. The game is saved to { $path }; “foxgeese play --resume” takes it up again.
play-interrupted-not-saved = Stopped. The game could not be saved to { $path }.
play-nothing-to-resume = There is no game to resume: Ctrl-C in “foxgeese play” saves the game to { $path }, and there is none there.
play-did-you-mean = “{ $typed }” is not an action as written. Did you mean { $action }?
play-unknown-word = “{ $typed }” is neither an action nor a command. Type help for the commands.
play-saved = Saved the game record to { $path }.
play-save-failed = Could not save the game record to { $path }: { $error }
play-save-permission-denied = permission denied.
play-save-not-a-file = it is not a regular file.
play-save-io-error = the file could not be written.
play-resigned = { $side ->
    [fox] The fox resigns: the geese win.
   *[geese] The geese resign: the fox wins.
}
play-line-too-long = That line is longer than { $max } bytes; it was skipped. Type an action, or help.
play-unfinished = The game was left unfinished.
play-save-offer = Save the game record? Type a file name, or press Enter to skip:
play-words-hint = hint, ?
play-words-why = why
play-words-actions = actions
play-words-undo = undo
play-words-save = save
play-words-resign = resign
play-words-quit = quit, exit, q
play-words-help = help

## foxgeese play against the engine

help-arg-play-budget = How long the engine may think per turn (it replies sooner when one action is clearly best) and per hint, in seconds (default 1)
help-arg-seed = The number that starts the errors the engine makes on purpose at levels 1 to 4, so that a game can be played again the same (default: from the clock)
play-hint-best = { $proven ->
    [yes] The best action: { $action } (after it, { $value }).
   *[no] Nothing is proven within the budget; the search's best action: { $action } ({ $value }).
}
play-hint-others = { $count ->
    [one] One other action keeps the same result.
   *[other] { $count } other actions keep the same result.
}
play-not-proven = From here on the engine's moves are its search's best within { $budget } s a move, not proven.
play-hint-slower = { $count ->
    [one] One other action wins too, more slowly.
   *[other] { $count } other actions win too, more slowly.
}
