## foxgeese export: the study library as a static web site, a lesson book

help-cmd-export = Write studies as a static lesson book: web pages that work offline, in the languages --lang names (en, id, or all, the default); with en or id, export also speaks that language, with all (or none) the language of LC_ALL, LC_MESSAGES or LANG
help-arg-export-paths = Study files, folders of study files or built-in ids (default: the built-in library)
help-arg-export-output = The folder to write the site in (default: lesson-book)
help-arg-export-force = Overwrite files in the folder that foxgeese did not write (without it they are refused)

export-book-title = Fox and Geese lesson book
export-book-intro = Position studies for Fox and Geese, by stage and ruleset: each with its board, a question, a hint and the answer with its explanation.
export-open-contents = Contents in English
export-contents = Contents
export-languages = Languages
export-language-name = English
export-study-count = { $count ->
    [one] One study, by stage and ruleset.
   *[other] { $count } studies, by stage and ruleset.
}
export-study-number = Study { $number } of { $total }
export-difficulty = difficulty { $difficulty } of 5
export-hint = Hint
export-answer-heading = Answer and explanation
export-answer = The answer: { $answer }
export-answer-yes = yes
export-answer-no = no
export-answer-none = none
export-pager = Previous and next study
export-previous = ← { $title }
export-next = { $title } →
export-footer = Written by foxgeese. These pages work offline, without scripts.

export-unwritable = The file { $path } cannot be written ({ $detail }).
export-not-ours = { $dir } already has { $count ->
    [one] a file
   *[other] { $count } files
} that foxgeese did not write, such as { $file }. Nothing was written: choose another folder, or overwrite { $count ->
    [one] it
   *[other] them
} with --force.
export-removed = { $count ->
    [one] Removed the page of a study no longer in the book.
   *[other] Removed the pages of { $count } studies no longer in the book.
}
export-wrote = Wrote the lesson book: { $studies ->
    [one] one study
   *[other] { $studies } studies
} in { $languages }, { $files } files in { $dir }. Open { $index }.
lang-name = { $lang ->
    [en] English
   *[id] Indonesian
}
list-and = { $a } and { $b }
