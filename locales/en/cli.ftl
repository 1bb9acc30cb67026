# The command line: help, errors, labels of the board, tables and status lines.

## Errors

warning-label = warning
error-label = error
out-of-memory = The system would not give foxgeese the memory it needed, so it stopped. Free some memory, or ask for less (a smaller --memory, fewer geese).
error-unknown-lang = Unknown language “{ $lang }”. Available languages: { $available }.
error-ftl-syntax = The Fluent file { $file } has a syntax error at line { $line }, column { $column }: { $detail }
ftl-detail-too-deep = placeables are nested more than { $limit } deep here
ftl-detail-bad-escape = a \u escape needs 4 hexadecimal digits, and \U needs 6
ftl-detail-parser-failed = the Fluent parser failed on this file
error-invalid-position = This position is not allowed by the ruleset:

cli-invalid-value-choices = “{ $value }” is not a valid value for { $arg }. Valid values: { $valid }.
cli-invalid-value = “{ $value }” is not a valid value for { $arg }.
cli-unknown-argument = Unexpected argument “{ $arg }”.
cli-unknown-command = Unknown command “{ $name }”. Commands: { $valid }.
cli-conflict = { $arg } cannot be used together with { $other }.
cli-did-you-mean = Did you mean “{ $suggestion }”?
cli-try-help = For more information, try “--help”.

## Help

help-about = Learn Fox and Geese: see the board, list legal actions, learn why an action is illegal, and work through position studies.
help-heading-usage = Usage
help-heading-commands = Commands
help-heading-options = Options
help-heading-arguments = Arguments
help-value-options = OPTIONS
help-value-command = COMMAND
help-arg-help = Print help
help-arg-version = Print the version
help-arg-lang = Language of all output: en (English) or id (Indonesian); default from LC_ALL, LC_MESSAGES or LANG
help-arg-color = When to use colour: auto (on a terminal, unless NO_COLOR is set), always or never
help-arg-position = The position in one-line notation, such as “GGG/GGG/GGGGGGG/3F3/7/3/3 g 0”, or “start”
help-arg-ruleset = The ruleset, NAME or NAME:OPTION,OPTION (see “foxgeese rulesets”); default plyyard
help-arg-moves = Actions to play from the position first, separated by spaces or commas; or @FILE, a game record file
help-arg-side = List the actions of this side, putting it to move: fox or geese
help-arg-from = List only the actions of the piece on this point
help-arg-format = Output format: text (the default) or json
help-arg-action = The action: a step such as d4-d3, a jump such as d4xd2, a chain such as d4xd6xf6
help-arg-depth = Number of plies to look ahead
help-arg-divide = Also show the count after each legal action
help-arg-exit_code = Exit with code 1 when the action is not legal (by default the exit code is 0 whenever the question could be answered)
help-arg-name = A ruleset to show in full, with its start position

help-cmd-actions = List every legal action of the side to move, of one side, or of one piece
help-cmd-why = Say whether an action is legal and, if not, every rule it breaks
help-cmd-show = Draw the board and show whose turn it is, the captures and the status
help-cmd-perft = Count the positions exactly DEPTH plies ahead
help-cmd-rulesets = Compare the rulesets, or show one with its start position

## Board

legend = F fox   G goose   · empty point
legend-marked = F fox   G goose   · empty point   * destination of a listed action

## Status lines

show-ruleset = Ruleset: { $ruleset }
show-turn = To move: { $side ->
    [fox] the fox
   *[geese] the geese
}
show-captures-target = Captures: { $captures } (the fox wins at { $target })
show-captures-geese = Captures: { $captures }, geese left: { $geese } ({ $below ->
    [1] the fox wins by taking them all
   *[other] the fox wins when fewer than { $below } remain
})
show-status = Status: { $status }
show-position = Position: { $position }

## Actions

actions-heading = Legal actions of the { $side ->
    [fox] fox
   *[geese] geese
} ({ $count })
actions-heading-from = Legal actions of the piece on { $point } ({ $count })
actions-none = No legal actions.
actions-from-other-side = The piece on { $point } does not belong to the { $side ->
    [fox] fox
   *[geese] geese
}.
col-action = Action
col-kind = Kind
col-from = From
col-to = To
col-captured = Captured
kind-step = step
kind-jump = { $count ->
    [one] jump
   *[other] { $count } jumps
}

## Why

why-legal-step = { $action } is a legal step.
why-legal-jump = { $action } is a legal capture.
why-illegal = { $action } is not legal:

## Perft

perft-result = Depth { $depth }: { $nodes ->
    [one] one leaf position
   *[other] { $nodes } leaf positions
}

perft-progress = counting: { $done } of { $total } first actions done
perft-warn-deep = depth { $depth } means about { $leaves } leaf positions (estimated from the branching factor); this can take a long time.
perft-depth-not-number = “{ $depth }” is not a depth: give a whole number of plies, such as 4.
perft-depth-negative = A depth cannot be negative (“{ $depth }”): give a whole number of plies from 0 to { $limit }, such as 4.
perft-depth-too-deep = Depth { $depth } is beyond the limit of { $limit } plies: counts grow several times over with every ply, and a count that deep would not finish. Give { $limit } or less.

## Rulesets

rs-heading = The rulesets foxgeese plays, side by side
rs-heading-blocks = The rulesets foxgeese plays, one after another
rs-more = Show one in full with: foxgeese rulesets NAME
rs-title = { $variant ->
    [plyyard] Ply Yard's 33-point Fox and Geese
    [standard] Standard Fox and Geese
    [large-cross] The Large Cross (Gåsetavl)
    [two-foxes] Two Foxes (Halatafl)
    [boys-own-1870-draughts] The Boys' Own rules of 1870, on a draught board
   *[boys-own-1870] The Boys' Own rules of 1870
} — { $ruleset }
rs-source = { $variant ->
    [plyyard] Source: Ply Yard's Fox and Geese guide, in its English and Indonesian editions.
    [standard] Source: the tables of differences on the Large Cross (Gåsetavl) and Two Foxes (Halatafl) rules pages.
    [large-cross] Source: the Large Cross (Gåsetavl) rules page, after Peter Michaelsen's description of Gåsetavl.
    [two-foxes] Source: the Two Foxes (Halatafl) rules page.
    [boys-own-1870-draughts] Source: the Boys' Own rules of 1870 (p. 597), as quoted in a museum record of a 19th-century English board: “If played on a draught board …”.
   *[boys-own-1870] Source: the Boys' Own rules of 1870 (p. 597), as quoted in a museum record of a 19th-century English board.
}
rules-card-heading = New rules: { $title }. In short:
rules-card-more = The rules in full, with their source: foxgeese rulesets { $ruleset }
rs-chosen = Where the source is silent, foxgeese decides:
rs-choice-boys-own-geese-first = The geese move first: the 1870 text does not say who starts.
rs-choice-boys-own-reduced-to-six = “When the number of Geese is reduced to six” is read as: the fox wins when six or fewer geese remain.
rs-choice-boys-own-chain-optional = “As in Draughts”: the fox may go on jumping in the same turn, and each further jump is optional.
rs-choice-standard-sideways-draws = With the sideways option, the Large Cross draw rules apply (threefold repetition, 50 moves each without progress).
rs-choice-two-foxes-corners = The foxes start on c7 and e7, the outer corners of the far end of the top arm.
rs-paddock = Paddock: { $points }

rs-row-board = Board
rs-row-pieces = Pieces
rs-row-start = Start
rs-row-first = First move
rs-row-geese-move = Geese move
rs-row-captures = Captures
rs-row-fox-wins = The fox wins
rs-row-geese-win = The geese win
rs-row-draws = Draws

rs-board = { $points } points; { $diagonals ->
    [none] orthogonal lines only
    [all] a diagonal in every square
    [only] the dark squares of a draught board, diagonal lines only
   *[alternating] diagonals through every other point
}
rs-pieces = { $foxes ->
    [one] one fox
   *[other] { $foxes } foxes
}, { $geese } geese (options: { $options })
rs-start-plyyard = Fox on d4; the geese fill the north arm and rank 5.
rs-start-standard = Fox on d4; the geese fill the south arm and rank 3{ $geese ->
    [15] , plus a4 and g4
    [17] , plus a4, g4, a5 and g5
   *[other] {""}
}.
rs-start-large-cross = Fox on e7; the geese fill the south arm and rank 4.
rs-start-two-foxes = Foxes on c7 and e7; the geese fill ranks 3 and 4 and the south arm.
rs-start-boys-own-1870 = Fox on d4; the geese fill the south arm and rank 3{ $geese ->
    [17] , plus a4, g4, a5 and g5
   *[other] {""}
}.
rs-first = { $side ->
    [fox] The fox
   *[geese] The geese
}
rs-goose-moves = One step { $forward ->
    [north] north
   *[south] south
}{ $diagonal ->
    [yes] , diagonally forward
   *[no] {""}
}{ $sideways ->
    [yes] , east or west
   *[no] {""}
}; never back
rs-captures = { $jumps ->
    [single] One jump per turn
    [chain] Jumps may go on in the same turn
   *[maximal] Jumps go on while possible
}; { $compulsory ->
    [yes] compulsory
   *[no] optional
}{ $directions ->
    [forward-sideways] ; the fox jumps only forward or sideways, never back
   *[all] {""}
}
rs-fox-wins-captures = At { $n } captures, or when the geese cannot move
rs-fox-wins-geese-below = { $n ->
    [1] When every goose is taken, or when the geese cannot move
   *[other] When fewer than { $n } geese remain, or when the geese cannot move
}
rs-geese-win = { $foxes ->
    [one] When the fox cannot move
   *[other] When no fox can move
}{ $paddock ->
    [yes] , or by filling the paddock
   *[no] {""}
}
rs-draws-none = None
rs-draws = The same position { $repetitions } times; { $quiet } plies without a capture or forward goose step

## Studies

help-cmd-study = Show a study: its title, board and question (never the answer)
help-cmd-check = Check an answer to a study (exit 0 when right, 1 when not)
help-cmd-practice = Work through the studies one by one, with hints and feedback, or puzzles at your rating (--puzzles); progress is remembered
help-cmd-validate = Prove every study file against the engine and report each problem with its place (exit 1 when any)
help-cmd-list = List the built-in studies, or count the puzzles (--puzzles)
help-arg-study = A study file (.yaml), or the id of a built-in study (see “foxgeese list”)
help-arg-reveal = Also print the full answer and the explanation, right or wrong (for scripts)
help-arg-answer = The answer: actions or points separated by spaces or commas, yes or no, or “none”
help-arg-stage = Only studies of this stage: understand, compare or review
help-arg-list-ruleset = Only the studies (or, with --puzzles, the puzzles) of this ruleset; see “foxgeese rulesets”
help-arg-reset = Forget all progress first
help-arg-retry = Only the studies (with --puzzles: the puzzles) skipped or failed the last time
help-arg-due = Only the solved studies and failed puzzles whose review day has come (spaced review)
help-arg-state = The progress file (default: foxgeese/progress.json in the user's data directory)
help-arg-studies = Studies to practise, as files or ids (default: the whole library, skipping solved ones); with --puzzles, puzzle ids
help-arg-paths = Study files or folders to check (default: ./studies, else the built-in library)
help-cmd-new = Start a study: write ID.yaml with the engine's answer, and ID.en.ftl and ID.id.ftl with its texts to write
help-arg-new-id = The new study's id: lowercase letters, digits and hyphens
help-arg-kind = The task kind, one of: { $kinds }
help-arg-new-ruleset = The ruleset (default: plyyard); see “foxgeese rulesets”
help-arg-new-position = The position in the one-line notation (default: the ruleset's start)
help-arg-new-side = For list-actions: whose actions, fox or geese
help-arg-new-from = For list-actions: only the actions of the piece on this point
help-arg-new-mv = For opened-captures: the goose move
help-arg-new-moves = For first-opening: the replay's moves, separated by spaces
help-arg-dir = The folder to write the files in (default: the current folder)
help-arg-fix = Write the engine's answer where the declared one is missing or wrong, showing each change
help-label = help

study-about = Study { $id } · { $stage } · { $kind } · { $ruleset }

check-correct = Correct!
check-wrong = Not quite.
check-right = Right ({ $count }): { $items }
check-missing = { $count ->
    [one] One more is missing.
   *[other] { $count } more are missing.
}
check-answer = The answer: { $answer }
check-wrong-items = { $count ->
    [one] Wrong:
   *[other] Wrong ({ $count }):
}
check-witness = The fox still has a legal action, for example { $action }.

col-id = Id
col-stage = Stage
col-task = Task
col-ruleset = Ruleset
col-title = Title
col-difficulty = Difficulty
list-group = { $title } · { $count ->
    [one] one study
   *[other] { $count } studies
}
list-count = { $count ->
    [one] One study.
   *[other] { $count } studies.
}

validate-unreadable-folder = The folder { $path } cannot be read ({ $detail }).
validate-bad-ftl = This Fluent file has a syntax error: { $detail }
validate-bad-ftl-hint = Fix the message at this line; every message is written “id = text”, and a multi-line text is indented.
validate-clean = { $files ->
    [one] Checked one study file: no problems.
   *[other] Checked { $files } study files: no problems.
}
validate-found = Found { $problems ->
    [one] one problem
   *[other] { $problems } problems
} in { $files ->
    [one] the one file
   *[other] { $bad ->
        [one] one
       *[other] { $bad }
    } of { $files } files
}.
validate-no-such-path = There is no file or folder { $path }.
validate-ftl-as-study = This is a Fluent text file, not a study; validate checks it with its study.
validate-ftl-as-study-hint = Name the study file instead: { $study }
validate-unused-text = No screen shows the message { $key }: a study's texts are its title, prompt, explanation and hint.
validate-unused-text-suggest = Did you mean { $suggestion }?
validate-unused-text-hint = Rename it to one of: { $expected }; or remove it.
validate-placeholder = The text { $key } still holds the placeholder “foxgeese new” wrote.
validate-placeholder-hint = Replace “{ $marker }” with the text in this file's language.
validate-fixed = { $count ->
    [0] No answer needed writing.
    [one] Wrote the engine's answer in one file.
   *[other] Wrote the engine's answer in { $count } files.
}
validate-fix-unwritable = The file { $path } cannot be written ({ $detail }).

new-placeholder = [to be written]
new-ftl-header = The texts of the study { $id } in English: replace each “{ $marker }”.
new-unknown-kind = There is no task kind “{ $kind }”; the kinds are { $expected }.
new-exists = { $path } already exists; “foxgeese new” never overwrites a file. Choose another id or --dir.
new-refused = This study cannot be made:
new-unwritable = The file { $path } cannot be written ({ $detail }).
new-wrote = Wrote { $files }.
new-answer = The engine's answer: { $answer }
new-next = Write the texts in the .ftl files, then check the study:
new-validate-command = foxgeese validate { $study }

practice-state-unreadable = The progress file { $path } cannot be read ({ $detail }).
practice-state-corrupt = The progress file { $path } is not a foxgeese progress file; it was left as it is.
practice-state-corrupt-hint = Move it away or mend it, or choose another file with --state FILE.
practice-state-unwritable = The progress file { $path } cannot be written ({ $detail }).
practice-no-data-dir = There is no data directory for the progress file here; choose one with --state FILE.
practice-all-solved = { $total ->
    [one] The one study here is solved.
   *[other] All { $total } studies here are solved.
} Use --reset to start again, or name a study to practise it.
practice-intro = { $count ->
    [one] One study to practise.
   *[other] { $count } studies to practise.
} Type an answer, or: hint, show, skip, quit. Progress is saved in { $path }.
practice-counter = Study { $n } of { $count }
practice-saved = Progress saved in { $path }.
practice-nothing-saved = Nothing to save yet: progress is kept in { $path } once a study is answered.
practice-summary = { $now ->
    [0] You solved no study this session
    [one] You solved one study this session
   *[other] You solved { $now } studies this session
}; { $count ->
    [one] { $solved ->
        [0] the one study here is not solved yet
       *[other] the one study here is solved now
    }
   *[other] { $solved } of { $count } studies here { $solved ->
        [one] is
       *[other] are
    } solved now
}.
practice-prompt = Your answer (hint, show, skip, quit):
practice-hint = Hint
practice-try-again = Try again, or type hint, show or skip.
# The words `practice` reads as commands, separated by commas. A learner may type the words
# of any language, whatever the language of the output.
practice-words-hint = hint, ?
practice-words-skip = skip
practice-words-quit = quit, exit, q

## The progress file (library: progress/)
progress-malformed = It is not progress data in JSON (line { $line }, column { $column }): cut short, or written by another program.
progress-version = Its version { $version } is not one this foxgeese reads (1, 2 or 3).
progress-invalid = The record of study “{ $study }” has an impossible “{ $field }”.
progress-invalid-puzzle = The record of puzzle “{ $puzzle }” has an impossible “{ $field }”.
progress-invalid-rating = The puzzle rating has an impossible “{ $field }”.
progress-too-large = It holds more studies or puzzles, or longer ids, than any library has.

## Practice: the learner's flow (commands/practice_flow.rs)
practice-welcome-new =
    Welcome! Fox and Geese is played on a cross-shaped board of 33 points joined by lines. One side has a fox, the other a flock of geese; each turn one piece moves. A goose steps to a neighbouring point and never goes back. The fox steps along a line in any direction, or jumps over a goose to the empty point just behind it and captures it. The geese win when the fox has no legal action; the fox wins by capturing enough geese.
    The studies teach Ply Yard's rules first, one at a time; then each other ruleset in turn, each after a card with its rules.
practice-welcome-back = Welcome back: { $total ->
    [one] { $solved ->
        [0] the one study here is not solved yet.
       *[other] the one study here is solved.
    }
   *[other] { $solved } of { $total } studies solved.
}
practice-nothing-to-retry = Nothing to retry: no study here was skipped or failed.
practice-nothing-due = Nothing is due for review today.
practice-not-text = That line is not readable text (it is not UTF-8). Type your answer again.
practice-reset-refused = { $path } is not a foxgeese progress file, so --reset leaves it alone.
practice-reset-refused-hint = Move it away, or choose another file with --state FILE.
practice-empty-folder = The folder { $path } holds no study files.

## list: progress from the progress file
list-progress = { $bar } { $solved } of { $total ->
    [one] one study
   *[other] { $total } studies
} solved
list-due = { $count ->
    [0] Nothing is due for review.
    [one] One study is due for review: foxgeese practice --due
   *[other] { $count } studies are due for review: foxgeese practice --due
}
list-mark-solved = ✓
list-mark-skipped = ·
check-not-recorded = The answer was graded but not recorded: the progress file { $path } cannot be written.
