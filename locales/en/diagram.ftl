## foxgeese diagram: an SVG picture of a position, and its words for screen readers

help-cmd-diagram = Draw a position as an SVG diagram: the board, the pieces, arrows, marks and legal destinations
help-arg-diagram-arrows = Actions to draw as arrows, separated by spaces or commas, such as “d4xd2 c5-c4” (a chain is one arrow through its landings)
help-arg-diagram-mark = Points to mark, separated by commas or spaces, such as d2,f4
help-arg-diagram-legal = Mark every legal destination of a side (fox or geese) or of the piece on a point
help-arg-diagram-last = Highlight the last action of --moves
help-arg-diagram-coordinates = Write the file letters and rank numbers beside the board
help-arg-diagram-size = The diagram's width in pixels (16 to 4096; default 360)
help-arg-diagram-theme = The colours: light, dark (for slides) or print (black on white)
help-arg-diagram-output = Write the SVG to this file instead of standard output

diagram-title = Fox and Geese position ({ $ruleset })
diagram-foxes = { $count ->
    [one] Fox on { $points }.
   *[other] Foxes on { $points }.
}
diagram-geese = { $count ->
    [one] Goose on { $points }.
   *[other] Geese on { $points }.
}
diagram-no-geese = No geese.
diagram-fox-to-move = { $count ->
    [one] Fox to move.
   *[other] Foxes to move.
}
diagram-geese-to-move = Geese to move.
diagram-captures = { $count ->
    [one] 1 capture.
   *[other] { $count } captures.
}
diagram-last = Last action: { $action }.
diagram-arrows = Arrows: { $actions }.
diagram-captured = Geese captured: { $points }.
diagram-marked = Marked: { $points }.
diagram-legal = Legal destinations: { $points }.
diagram-legal-none = No legal destination.

diagram-bad-size = The size “{ $found }” is not a whole number of pixels from { $min } to { $max }.
diagram-bad-legal = --legal takes fox, geese or a point of the board, not “{ $found }”.
diagram-last-needs-moves = --last highlights the last action of --moves, and no --moves was given.
diagram-off-board = The action { $action } goes through { $point }, which is not on the board.
diagram-unwritable = The file { $path } cannot be written ({ $detail }).
diagram-wrote = Wrote { $path }.
