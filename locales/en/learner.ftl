## The learner's side of practice: the hint ladder, showing the answer, leaving with Ctrl-C
## (commands/practice.rs, present/practice.rs; the pointers are study/hint.rs's, worded in
## i18n/learner.rs).

# Hint ladder, rung 1 (after the study's own hint) and rung 2: a pointer toward a part of the
# answer the learner has not found yet.
learner-look-at-goose = Look at the goose on { $point }.
learner-look-at-fox = Look at the fox on { $point }.
learner-look-along-fox = Look along the line from the fox on { $from } over the goose on { $over }.
learner-look-along-goose = Look along the line from the goose on { $from } over the goose on { $over }.
learner-look-around = Look at { $point } and the points next to it.
learner-look-at-replay-move = Look closely at move { $number } of the replay: what can the fox capture after it that it could not capture before?
learner-maybe-none = Perhaps nothing fits at all: then the answer is “none”.
learner-only-wrong = Everything that belongs is in your answer already: take out the wrong items.
learner-no-more-hints = No more hints. Type show to see the answer and its explanation, or skip to come back to this study later.
# `show`: the full answer and the explanation; the study then counts as not solved.
learner-shown = The answer: { $answer }
learner-shown-not-solved = This study counts as not solved: foxgeese practice --retry brings it back.
learner-skipped = Skipped. foxgeese practice --retry brings it back.
# Ctrl-C during practice.
learner-interrupted = Interrupted. Progress saved in { $path }. Goodbye!
learner-interrupted-nothing-saved = Interrupted. Nothing to save yet (progress is kept in { $path }). Goodbye!
# The words `practice` reads as “show me the answer”, separated by commas.
learner-words-show = show, reveal, give up, answer

# Under `study`: how to answer, then the command to copy (the STUDY argument as it works here).
learner-how-to-answer = Answer with:
learner-check-command = foxgeese check { $study } --answer "…"

## validate: warnings about a study screen that gives its answer away (commands/reveal.rs)
validate-warning-label = warning
validate-reveals-answer = The { $lang ->
    [id] Indonesian
   *[en] English
} { $part ->
    [title] title
    [prompt] prompt
   *[other] screen
} names { $item }, an item of the answer: a learner can copy it back.
validate-reveals-answer-hint = Word the question without naming what it asks for; a learner who wants help asks for a hint.
validate-reveals-status = The { $lang ->
    [id] Indonesian
   *[en] English
} { $part ->
    [title] title
    [prompt] prompt
   *[other] screen
} says the outcome (“{ $status }”), which answers the question.
validate-reveals-status-hint = Leave the outcome to the learner: say whose turn it is and what has happened, not who has won.
validate-reveals-marks = The { $lang ->
    [id] Indonesian
   *[en] English
} screen marks points the answer lands on: { $points }.
validate-reveals-marks-hint = Draw a study's board without marks.
validate-reveals-id = The id has “{ $word }”, which settles the question: a learner reads the id in `list`, in the `check` command and in the book.
validate-reveals-id-hint = Name the topic, not the outcome, and keep the old id under aliases: so that progress files keep their records. If the word must stay, write allow: [reveals-id] with the reason in a comment.
validate-reveals-title = The { $lang ->
    [id] Indonesian
   *[en] English
} title has “{ $word }”, which settles the question: a learner reads the title on every screen.
validate-reveals-title-hint = Name the topic, not the outcome. If the word must stay, write allow: [reveals-title] with the reason in a comment.
# The words that settle a question answered yes or no, by a value or by “none”, in an id or a
# title, separated by spaces; ids are checked against the English ones.
validate-settling-words = yes no none not can cannot still win wins won lose loses lost draw escape escapes trapped pinned stuck without
# The words that say a list of the best actions holds every legal action.
validate-every-words = every all each
validate-missing-text-beside-hint = Add each as “id = text” to { $file }, beside the study file.
# The words that say what a mistake to find did.
validate-mistake-words = missed miss misses slip slips let back
validate-warnings-only = { $warnings ->
    [one] No errors in { $files ->
        [one] the study file
       *[other] { $files } study files
    }; one warning.
   *[other] No errors in { $files ->
        [one] the study file
       *[other] { $files } study files
    }; { $warnings } warnings.
}

## Placeholders of values in help and usage errors (cli/localize.rs): help-value-<name>
help-value-lang = LANG
help-value-when = WHEN
help-value-pos = POS
help-value-ruleset = RULESET
help-value-actions = ACTIONS
help-value-point = POINT
help-value-action = ACTION
help-value-depth = DEPTH
help-value-study = STUDY
help-value-text = TEXT
help-value-stage = STAGE
help-value-file = FILE
help-value-path = PATH
help-value-id = ID
help-value-kind = KIND
help-value-position = POSITION
help-value-dir = DIR
