# The study module (src/study): problems in study files and how to fix them, answers that
# cannot be read, and why an item of an answer is wrong. The same message ids, with the same
# variables, exist in locales/id/study.ftl. The text of each study is in studies.ftl.

## Names

study-stage-understand = Understand the rules
study-stage-compare = Compare candidate moves
study-stage-review = Review and verify
study-unknown-stage = “{ $found }” is not a practice stage. Stages: { $expected }.

study-kind-list-actions = list the legal actions
study-kind-blockade = blockade: yes or no
study-kind-capture-landings = capture landing points
study-kind-opened-captures = captures a move opens
study-kind-safe-moves = safe goose moves
study-kind-first-opening = first move that opens a capture
study-kind-best-actions = best actions
study-kind-find-mistake = first action that changed the value
study-kind-verdict = verdict

## Finding and reading a study

study-not-found = “{ $arg }” is neither a study file nor the id of a built-in study. “foxgeese list” shows the built-in studies.
study-not-found-suggest = “{ $arg }” is neither a study file nor the id of a built-in study. Did you mean “{ $suggestion }”?
study-file-not-found = The file { $path } does not exist.
study-file-permission-denied = The file { $path } cannot be read: permission denied.
study-file-unreadable = The file { $path } cannot be read.
study-file-not-text = The file { $path } is not UTF-8 text.
study-invalid = { $count ->
    [one] The study has a problem:
   *[other] The study has { $count } problems:
}
study-file-too-large = The file is { $size } bytes, more than the { $max } bytes a file of its kind may have; it was not read.
study-file-too-large-hint = A study is a short YAML file, a puzzle collection a list of puzzles: check that this is the right file.

## YAML syntax

study-yaml-tab = A tab character is used for indentation here.
study-yaml-tab-hint = YAML indents with spaces only: replace the tab with spaces.
study-yaml-colon = A colon here is not allowed.
study-yaml-colon-hint = A value that contains “: ” needs quotes, such as “note: "a: b"”; otherwise check that this line is indented like the keys beside it.
study-yaml-indentation = This line does not fit the indentation of the lines around it.
study-yaml-indentation-hint = Keys of the same map start in the same column; a nested map is indented further than its key.
study-yaml-unclosed-bracket = A list “[” or map “{"{"}” is not closed.
study-yaml-unclosed-bracket-hint = Close every “[” with “]” and every “{"{"}” with “{"}"}”, and separate the items with commas.
study-yaml-unclosed-quote = A quoted value is not closed.
study-yaml-unclosed-quote-hint = End the value with the same quote it starts with.
study-yaml-bad-character = A value cannot start with this character.
study-yaml-bad-character-hint = Put the value in quotes.
study-yaml-control-character = A control character (U+{ $code }) is not allowed in a YAML file.
study-yaml-control-character-hint = Delete it: study and puzzle files hold text only (an editor that shows invisible characters finds it).
study-yaml-bad-escape = Unknown escape sequence in a double-quoted value.
study-yaml-bad-escape-hint = Use single quotes, or write a backslash as “\\”.
study-yaml-unknown-anchor = This alias refers to an anchor that is not defined.
study-yaml-unknown-anchor-hint = Define the anchor with “&name” before using “*name”, or write the value out.
study-yaml-too-deep = The document is nested too deeply or repeats aliases too often.
study-yaml-too-deep-hint = A study or a puzzle collection needs no more than three levels of nesting.
study-yaml-several-documents = The file holds more than one YAML document.
study-yaml-several-documents-hint = Put each study in its own file, and remove the “---” line.
study-yaml-other = This is not valid YAML.
study-yaml-other-hint = Check the quotes, colons and indentation on this line and the one above it.

## Fields

study-the-file = the file
study-duplicate-key = The key { $field } appears twice; the first is at line { $line }, column { $column }.
study-duplicate-key-hint = YAML would keep only the last one. Remove one of them.
study-unknown-field = { $field } is not a known field.
study-unknown-field-hint = Fields allowed here: { $expected }.
study-unknown-field-suggest = Did you mean { $suggestion }? Fields allowed here: { $expected }.
study-missing-field = { $map } has no “{ $key }” field.
study-missing-field-hint = Add “{ $key }:” with its value.
study-wrong-type = { $field } should be { $expected }, but it is { $found }.
study-unknown-name = “{ $found }” is not a valid value for { $field }.
study-unknown-name-hint = Valid values: { $expected }.
study-unknown-name-suggest = Did you mean { $suggestion }? Valid values: { $expected }.

study-expect-map = a map of fields
study-expect-whole-number = a whole number
study-expect-text = text
study-expect-name = one of its names
study-expect-point = a point name such as d4
study-expect-point-or-points = a point name, or a list of point names
study-expect-points = a list of point names such as [d6, d5]
study-expect-action = an action such as c5-c4 or d4xd2
study-expect-actions = a list of actions such as [c5-c4, d4-d3]
study-expect-list = a list
study-expect-position = a position in notation, in quotes, or a map with fox, geese and to_move
study-expect-answer = an answer in quotes, yes or no, or a list

study-found-bool = true or false
study-found-number = a number
study-found-out-of-range = a number out of range
study-found-text = text
study-found-nothing = empty
study-found-list = a list
study-found-map = a map
study-found-tagged = a value with a YAML tag
study-found-other = something else

## Study fields

study-unsupported-version = Study format version { $found } is not supported.
study-unsupported-version-hint = Write “format_version: 1”.
study-bad-difficulty = Difficulty { $found } is out of range.
study-bad-difficulty-hint = Write a difficulty from 1 (easiest) to 5 (hardest), or leave it out for 3.
study-allow-without-reason = allow: { $code } has no reason: a warning is never silenced without a word on why.
study-allow-without-reason-hint = Write the reason in a comment on the same line or just above allow:, such as “allow: [reveals-title]  # “no leap back” names the rule, not the answer”.
study-bad-id = The id “{ $id }” is not valid.
study-bad-id-hint = An id is lowercase letters, digits and hyphens, starting with a letter, such as “{ $suggestion }”.
study-bad-id-rule = An id is lowercase letters, digits and hyphens, starting with a letter, such as “surrounded-fox”.
study-bad-ruleset = This ruleset cannot be used:
study-bad-ruleset-hint = Write a ruleset name, with options after a colon if needed, such as “plyyard” or “standard:geese=17,sideways”.
study-bad-notation = The position cannot be read:
study-bad-notation-hint = Write the ranks from the top down separated by “/”, then the side to move and the number of captures, such as “GGG/GGG/GGGGGGG/3F3/7/3/3 g 0”.
study-invalid-position = This position is not allowed by the ruleset:
study-bad-point = “{ $found }” in { $field } is not a point name.
study-bad-point-hint = A point is a file letter and a rank number, such as d4.
study-point-off-board = { $point } in { $field } is not a point of this board.
study-point-off-board-hint = “foxgeese show” draws the board with its point names.
study-duplicate-goose = The goose on { $point } is already listed at line { $line }.
study-duplicate-fox = The fox on { $point } is listed twice.
study-duplicate-piece-hint = List each point once.
study-fox-on-goose = { $point } is listed both for the fox and for a goose.
study-fox-on-goose-hint = One point holds one piece: remove it from one of the lists.

## Task fields

study-field-not-for-kind = A “{ $kind }” task has no “{ $field }” field.
study-field-not-for-kind-hint = Remove it, or change the task's kind.
study-missing-task-field = A “{ $kind }” task needs a “{ $field }” field.
study-missing-task-field-hint = Add “{ $field }:” under “task:”.
study-bad-action = “{ $found }” in { $field } is not an action:
study-bad-action-hint = Write a step such as c5-c4 or a jump such as d4xd2.
study-from-no-fox = There is no fox on { $point }.
study-from-no-goose = There is no goose on { $point }.
study-from-no-piece-hint = “from” names the point of a piece of the task's side.
study-move-not-legal = The move { $action } is not a legal goose move in this position:
study-move-not-legal-hint = Choose a goose move that “foxgeese actions --side geese” lists for this position.
study-replay-move-illegal = Move { $number }, { $action }, cannot be played:
study-replay-move-illegal-hint = The moves are played in turn from the position, the side to move first; check the order and the side to move.
study-empty-replay = The list of moves is empty.
study-empty-replay-hint = List the moves of the replay, such as [c5-c4, d4-d3, b5-b4].
study-no-opening = No goose move in this replay gives the fox a capture it did not have before.
study-no-opening-hint = Extend the replay up to the move that opens a capture, or choose another kind of task.
study-needs-geese-to-move = A “{ $kind }” task is about a goose move, so the geese must be to move.
study-needs-geese-to-move-hint = Put the geese to move: “g” in the notation, or “to_move: geese”.
study-needs-fox-to-move = A “{ $kind }” task is about the fox's next action, so the fox must be to move.
study-needs-fox-to-move-hint = Put the fox to move: “f” in the notation, or “to_move: fox”.
study-missing-answer = The study has no answer; the engine's answer is “{ $expected }”.
study-missing-answer-hint = Add the line answer: "{ $expected }", or let “foxgeese validate --fix” write it.

## The declared answer and the texts

study-bad-answer = The declared answer cannot be read: { $reason }
study-answer-disagrees = The declared answer is “{ $declared }”, but the rules give “{ $expected }”.
study-answer-disagrees-hint = If the position and task are what you meant, write answer: "{ $expected }".
study-missing-text = { $count ->
    [one] The text { $messages } is
   *[other] The texts { $messages } are
} missing in the “{ $lang }” locale.
study-missing-text-hint = Add each as “id = text” to locales/{ $lang }/studies.ftl, or, for a study outside the built-in library, to a file NAME.{ $lang }.ftl beside the study file.
study-duplicate-id = The id “{ $id }” is already used by { $other } (line { $line }).
study-duplicate-id-hint = Every study needs its own id: rename one of them.

## Reading an answer

# The words a learner may type for yes, for no and for “no item at all”, separated by commas
# (a word may hold a space). The words of every language are accepted, whatever the language of
# the output, so a new language only adds its own words here.
study-words-yes = yes, y, true
study-words-no = no, n, false
study-words-none = none, -

study-answer-empty = The answer is empty.
study-answer-not-yes-no = “{ $token }” is not yes or no.
study-answer-not-action = “{ $token }” is not an action.
study-answer-not-point = “{ $token }” is not a point name.
study-answer-none-with-items = “none” cannot be combined with other items, such as “{ $token }”.
study-answer-not-one = { $count ->
    [0] Name exactly one move, not none.
    [one] Name exactly one move.
   *[other] Name exactly one move, not { $count }.
}
study-answer-hint-yes-no = Answer yes or no (ya or tidak also work).
study-answer-hint-actions = List actions separated by spaces or commas, such as “d4-d3 d4xd2”; write “none” for no action.
study-answer-hint-points = List points separated by spaces or commas, such as “b4 f4”; write “none” for no point.
study-answer-hint-one-action = Name one move of the replay, such as “c5-c4”.

## Why an item of an answer is wrong

study-wrong-illegal = not legal here:
study-wrong-other-piece = legal, but not a move of the piece on { $from }
study-wrong-off-board = { $point } is not a point of this board
study-wrong-step-not-capture = the fox can step to { $point }, but that is not a capture
study-wrong-occupied-fox = the fox itself stands on { $point }
study-wrong-occupied-goose = a goose stands on { $point }, so no capture lands there
study-wrong-no-capture-lands = no capture lands on { $point }
study-wrong-already-available = this capture was already available before the move
study-wrong-not-a-capture = legal after the move, but a step, not a capture
study-wrong-opens-capture = legal, but after it the fox can capture { $capture }
study-wrong-not-in-replay = this move is not in the replay
study-wrong-fox-move = this is a fox move; the question is about the geese's moves
study-wrong-no-new-capture = after this move the fox has no capture it did not have before
study-wrong-after-first = an earlier move, { $first }, had already opened a capture
study-wrong-fox-can-move = the fox still has a legal action: { $witness }
study-wrong-fox-blockaded = the fox has no step and no jump: it is blockaded
