# The solver: proven values, `analyze`, and the tables of `tables build` and `tables list`.

## Values and verdicts, as sentences.

value-fox-wins = { $plies ->
    [0] The fox has won.
    [one] The fox wins in 1 ply with best play.
   *[other] The fox wins in { $plies } plies with best play.
}
value-geese-win = { $plies ->
    [0] The geese have won.
    [one] The geese win in 1 ply with best play.
   *[other] The geese win in { $plies } plies with best play.
}
value-draw = A draw with best play: neither side can force a win.
verdict-swept = { $winner ->
    [fox] Yet the sweep of the whole game in the table folder proves that the fox wins with best play; how fast is not known.
   *[geese] Yet the sweep of the whole game in the table folder proves that the geese win with best play; how fast is not known.
}
verdict-unknown = { $plies ->
    [0] Not proven: nothing is established yet.
    [one] Not proven within the budget: neither side wins within 1 ply.
   *[other] Not proven within the budget: neither side wins within { $plies } plies.
}

## Values and verdicts, short, for a table's cells.

value-short-fox-wins = { $plies ->
    [0] the fox has won
    [one] the fox wins in 1 ply
   *[other] the fox wins in { $plies } plies
}
value-short-geese-win = { $plies ->
    [0] the geese have won
    [one] the geese win in 1 ply
   *[other] the geese win in { $plies } plies
}
value-short-draw = draw
verdict-short-swept = { $winner ->
    [fox] the fox wins (how fast is not known)
   *[geese] the geese win (how fast is not known)
}
verdict-short-unknown = { $plies ->
    [0] not proven
    [one] not proven: no win within 1 ply
   *[other] not proven: no win within { $plies } plies
}

## `analyze`

help-cmd-analyze = Prove the value of a position with best play, and of every legal action
help-arg-budget = How long the proof may search above the tables, in seconds (default 10)
help-arg-tables = The folder of the solver's tables (default: $FOXGEESE_TABLES, else foxgeese/tables in the user's data folder)
analyze-verdict = { $verdict }
analyze-quiet-ignored = Values ignore the rule of { $plies } plies without a capture or a forward goose step; a repeated position is a draw.
analyze-method-tables = Proven from the tables.
analyze-method-strategy = Proven by the geese's winning strategy that comes with foxgeese: no table needed.
analyze-method-search = Proven by a search of { $depth ->
    [one] 1 ply
   *[other] { $depth } plies
} ({ $nodes } positions) over the tables.
analyze-method-search-open = Searched { $depth ->
    [one] 1 ply
   *[other] { $depth } plies
} ({ $nodes } positions) within the budget of { $budget } s.
analyze-try-prove = A longer --budget searches deeper. For a win too long for this search, foxgeese prove (with --for fox or --for geese) proves whether a side wins, without the number of plies.
analyze-heading = { $count ->
    [one] 1 action, best first for { $side ->
        [fox] the fox
       *[geese] the geese
    }:
   *[other] { $count } actions, best first for { $side ->
        [fox] the fox
       *[geese] the geese
    }:
}
analyze-col-value = Value after it
analyze-none = No action: the game is over.
analyze-budget-bad = The budget “{ $budget }” is not a number of seconds from 0 to 86400: write one such as 10 or 2.5.
solve-no-tables-dir = There is no data folder for the solver's tables: give one with --tables DIR or the FOXGEESE_TABLES variable.
solve-save-failed = The tables folder cannot be written, so the tables built for this answer are kept in memory for this run only (each built once) and built again by the next one: { $detail }
solve-build-skipped = A table of { $positions } positions was not built, as its build would outlast the budget; the answer goes on without it. Build it once for every later run:
solve-build-command = foxgeese tables build --ruleset { $ruleset } --geese { $geese } --tables { $dir }


## `prove`

help-cmd-prove = Prove that a side wins with best play, by proof-number search: for wins too long for analyze (without their number of plies)
help-arg-prove-side = The side whose win to prove: fox or geese (default: the side to move)
help-arg-prove-budget = How long the search may take, in seconds (default 60)
help-arg-nodes = Stop after this many positions searched: the same on every machine, unlike --budget
help-arg-memory = Memory for the search's table of positions, in MiB, of which the largest power of two is used (default 1024, or the size of the search kept in --checkpoint)
help-arg-analyze-memory = Memory for the search's table of positions, in MiB (default 256); a smaller one is cleared more often
help-arg-checkpoint = Keep the search in this file: go on from it when it is there, and save to it every --checkpoint-every seconds and when the search stops (Ctrl-C too)
help-arg-checkpoint_every = Seconds between two saves of the search to --checkpoint (default 600)
prove-won = Proven: { $side ->
    [fox] the fox wins
   *[geese] the geese win
} with best play ({ $nodes ->
    [one] 1 position
   *[other] { $nodes } positions
} searched).
prove-not-won = Proven: { $side ->
    [fox] the fox does not win
   *[geese] the geese do not win
} within { $plies } plies ({ $nodes ->
    [one] 1 position
   *[other] { $nodes } positions
} searched). Whether a longer win exists is not decided.
prove-unknown = { $stop ->
    [nodes] Not proven within this run's limit of { $limit ->
        [one] 1 position
       *[other] { $limit } positions
    } (--nodes)
    [interrupted] Not proven when stopped
   *[budget] Not proven within the limits (a budget of { $budget } s)
}: { $nodes ->
    [one] 1 position
   *[other] { $nodes } positions
} searched; proof number { $pn }, disproof number { $dn } (a proof brings the first to 0).
prove-won-note = A proof by this search does not give the number of plies: analyze gives it where its search reaches.
prove-open-note = { $stop ->
    [nodes] A larger --nodes or a larger --memory (now { $mib } MiB) lets the search go further.
   *[other] A longer --budget or a larger --memory (now { $mib } MiB) lets the search go further.
}
prove-resumed-note = { $nodes ->
    [one] 1 position
   *[other] { $nodes } positions
} searched by this run, { $all } by every run of this search.
prove-interrupted = Stopped by Ctrl-C.
prove-saved-open = The search is saved in { $path }: run the same command again to go on from where it stopped.
prove-saved-done = The search is saved in { $path }: asking again answers at once.
prove-resuming = Going on from the search saved in { $path }: { $nodes ->
    [one] 1 position
   *[other] { $nodes } positions
} searched before, in { $minutes ->
    [0] { $seconds } s
   *[other] { $minutes } min
}.
prove-saving = The search is saved in { $path } ({ $nodes ->
    [one] 1 position
   *[other] { $nodes } positions
} searched so far).
prove-save-failed = The search could not be saved, and goes on (the last save is as it was): { $detail }
prove-every-bad = The interval “{ $every }” is not a whole number of seconds from 1 to { $max }: write one such as 600.
prove-memory-bad = The memory “{ $memory }” is not a whole number of MiB from 1 to { $max }: write one such as 1024.
solve-no-memory = The search's table of { $mib } MiB could not be allocated: ask for less with --memory.

## Saved proof searches (`prove --checkpoint`)

checkpoint-corrupt = The saved search { $path } cannot be used: { $problem }
checkpoint-problem-not-one = it is not a search saved by foxgeese prove.
checkpoint-foreign = The saved search { $path } is a search for { $side ->
    [fox] the fox's
   *[geese] the geese's
} win under { $ruleset }, not this one: give another file with --checkpoint.
checkpoint-io = The saved search { $path } cannot be read or written: { $detail }
checkpoint-fresh = Delete { $path } to start the search afresh, or give another file with --checkpoint.
checkpoint-other-file = { $path } is left as it is: give another file with --checkpoint.
solve-other-search = The search state is for positions of { $ruleset }, not of { $position }.

## Table files

table-corrupt = The table file { $path } cannot be used: { $problem }
table-problem-truncated = it is cut short.
table-problem-not-a-table = it is not a foxgeese table.
table-problem-version = it is in format version { $version }, and this program reads version { $supported }.
table-problem-foreign = it holds another table than its name says (another ruleset, goose count or capture count).
table-problem-bad-header = its header is damaged.
table-problem-trailing = it is longer than its header says.
table-problem-checksum = its checksum does not match its contents: the file is damaged.
table-rebuild = Delete the file and build it again: foxgeese tables build --ruleset { $ruleset } --geese { $geese } --tables { $dir }
table-rebuild-on-demand = Delete the file { $path }: the next question that needs it builds it again.
table-io = The table file { $path } cannot be read or written: { $detail }
table-too-deep = The table { $table } has a game longer than its entries can count.
table-too-large = The table { $table } has { $positions } positions, more than one table can number.
table-no-memory = The table { $table } needs about { $mib } MiB of memory to build, and the system would not give it: build it on a machine with more memory, or free some.
table-load-no-memory = The table file { $path } needs about { $mib } MiB of memory to be read whole, and the system would not give it: free some memory, or use a machine with more.
build-too-deep = A game is longer than a table's entries can count.
build-too-large = A table has more positions than one table can number.
build-no-memory = A table needs about { $mib } MiB of memory to build, and the system would not give it.

## `tables build` and `tables list`

help-cmd-tables = Build the solver's tables ahead of time, or list the tables built
help-cmd-tables-build = Build the tables of a ruleset up to a number of geese (with the real game's captures); a build stopped halfway resumes at the first missing table
help-cmd-tables-list = List the tables in the folder: ruleset, geese, captures, size, and whether the checksum is right
help-arg-build-ruleset = The ruleset, NAME or NAME:OPTION,OPTION (see “foxgeese rulesets”); default plyyard
help-arg-geese = Build every table up to this many geese on the board (default 6)
help-arg-build-geese = Build every table up to this many geese on the board (default: the whole game)
help-arg-build-format = Output format, text (the default) or json, and the tables' form: compact (the default: compressed blocks, a fraction of the disk) or full (one plain entry a position); one of each may be given, such as “--format full,json”
help-cmd-tables-compact = Convert the folder's tables and parts to the compact form, in place: each file is checked against the one it replaces, entry for entry; a conversion stopped halfway goes on where it stopped
tables-compacted = { $converted ->
    [0] Nothing to convert:
    [one] Converted 1 file to the compact form,
   *[other] Converted { $converted } files to the compact form,
} { $kept ->
    [0] none was compact already.
    [one] 1 was compact already.
   *[other] { $kept } were compact already.
} Folder: { $dir }
tables-compacted-size = { $before } of full files became { $after } ({ $ratio } times smaller) in { $seconds } s.
help-arg-jobs = Threads to build with (default: one per core)
tables-geese-too-many = { $ruleset } starts with { $total } geese: build up to { $total } at most, not { $geese }.
tables-jobs-failed = { $jobs } threads to build with could not be started: give fewer with --jobs.
tables-progress = Table { $number } of { $of }: { $table }
tables-built = { $built ->
    [0] Nothing to build:
    [one] Built 1 table,
   *[other] Built { $built } tables,
} { $present ->
    [0] none was there already.
    [one] 1 was there already.
   *[other] { $present } were there already.
} Folder: { $dir }
tables-empty = No tables in { $dir }.
tables-col-file = File
tables-col-ruleset = Ruleset
tables-col-geese = Geese
tables-col-captures = Captures
tables-col-positions = Positions
tables-col-size = Size
tables-col-check = Checksum
tables-captures-any = any
tables-check-ok = ok
tables-check-bad = damaged
tables-check-unreadable = unreadable
tables-list-heading = { $count ->
    [one] 1 table file in { $dir }:
   *[other] { $count } table files in { $dir }:
}
tables-list-parts = { $name } ({ $present } of { $of } parts)
help-arg-build-memory = The most memory, in MiB, that one part of a build in parts may take by its estimate (default: half of the machine's memory)
help-arg-build-parts_from = Build the levels with at least this many geese in parts, one per sum of the geese's ranks, each in bounded memory (default 9)
tables-memory-zero = --memory needs at least 1 MiB.
tables-folder-unwritable = Nothing was built: the folder { $path } cannot be written ({ $detail }).
tables-disk = The build needs { $needs } of disk; { $free } is free in { $dir }.
tables-disk-short = The build needs { $needs } of disk but only { $free } is free in { $dir }: free some space or build in another folder with --tables DIR.
tables-part-progress = Part { $number } of { $of }: { $part }
tables-part-too-deep = The part { $part } has a win longer than a part file's entries hold (253 plies).
tables-part-memory = The part { $part } needs about { $needs } MiB of memory, over the ceiling of { $ceiling } MiB: give more with --memory MIB.
tables-parts-built = { $built ->
    [0] No part to build:
    [one] Built 1 part,
   *[other] Built { $built } parts,
} { $present ->
    [0] none was there already.
    [one] 1 was there already.
   *[other] { $present } were there already.
}
tables-parts-level = { $geese } geese: { $parts } parts, { $entries } entries, in { $folder }
help-cmd-tables-verify = Re-check the stored values of a ruleset's tables against the rules: a win has an action into a loss one ply shorter and none faster, a loss only actions into wins, the slowest one ply shorter, a draw a drawing action and no winning one
help-arg-sample = Entries to check in each table file or part: a number, or “all” (default 1000)
verify-sample-bad = The sample “{ $sample }” is neither a whole number from 1 up nor “all”.
verify-nothing = There are no tables of { $ruleset } in { $dir } to verify: build them with “foxgeese tables build --ruleset { $ruleset }”.
verify-ok = { $checked } positions in { $files } files checked against the rules: every value holds. Folder: { $dir }
verify-failed = { $failed } of { $checked } positions in { $files } files contradict the rules. Folder: { $dir }
verify-skipped = { $skipped } positions were not checked: a position their actions lead to is in no table here.
verify-failure = { $position }: stored “{ $stored }” — { $problem }
verify-finished = the game is over there with another result
verify-win-unreached = no action leads to a loss for the other side one ply shorter
verify-win-too-slow = an action wins faster than stored
verify-loss-escapes = an action does not lose
verify-loss-length = the slowest action is not one ply shorter
verify-draw-wrong = a draw needs a drawing action and no winning one
solve-full-tables = For exact values everywhere, build the whole game's tables once: foxgeese tables build --ruleset { $ruleset } (about { $time } minutes, { $size } of disk and { $memory } of memory on a 2-core machine).

## `tables plan` and `tables build --part`: the build as a graph of parts, for a cluster

help-cmd-tables-plan = Print the build of a ruleset's tables as a graph of parts (the whole tables and the parts of the larger levels): for each, what it reads, its file, positions, estimated memory, disk and time on a machine like the one measured, and whether it is built
help-arg-plan-ruleset = The ruleset, NAME or NAME:OPTION,OPTION (see “foxgeese rulesets”); default plyyard
help-arg-plan-geese = Plan every table up to this many geese on the board
help-arg-plan-parts_from = Cut the levels with at least this many geese into parts, one per sum of the geese's ranks (default 9, as tables build); below, each table is one part
help-arg-plan-nodes = Node counts to estimate the wall time on, separated by commas (default 1,10,100)
help-arg-build-part = Build only this part of “foxgeese tables plan” (an id such as plyyard-g08-c05 or plyyard-g13-c00/s045), once the parts it reads are built; exit 3 when one is missing or damaged, nothing done when it is built already (with --parts-from as the plan had it)
plan-heading = The build of { $ruleset } up to { $geese } geese, the levels from { $from } geese in parts, in { $dir }:
plan-col-geese = Geese
plan-col-parts = Parts
plan-col-positions = Positions
plan-col-memory = Largest part's memory
plan-col-disk = Disk
plan-col-cpu = CPU time
plan-col-built = Built
plan-total = In all: { $parts } parts ({ $built } built), { $positions } positions, { $disk } of disk, { $cpu } of CPU; the largest part takes { $memory } of memory ({ $largest } positions); the parts read { $reads } from one another; { $steps } steps, each step's parts all at once.
plan-wall = Wall time on nodes of { $cores } cores like the machine measured: { $times }; no number of nodes builds it faster than the longest chain of parts, { $path }.
plan-wall-on = { $nodes ->
    [one] 1 node { $time }
   *[other] { $nodes } nodes { $time }
}
plan-not-buildable = Only Ply Yard's parts can be built today (the part builder takes one fox and single captures): this ruleset's parts are planned for sizing a cluster.
plan-nothing = { $ruleset } has no table up to { $geese } geese: with so few geese the fox has won.
plan-seconds = { $n } s
plan-minutes = { $n } min
plan-hours = { $n } h
plan-days = { $n } days
tables-part-unknown = There is no part “{ $part }” in the build: the ids are those “foxgeese tables plan” lists, such as plyyard-g08-c05 (a whole table) or plyyard-g13-c00/s045 (a part), with the same --parts-from.
tables-part-not-buildable = The part { $part } cannot be built yet: only Ply Yard's parts can (the part builder takes one fox and single captures).
tables-part-missing-input = The part { $part } reads { $input }, which is not built yet ({ $file } is missing): build it first with “foxgeese tables build --part { $input } --parts-from { $parts_from } --tables { $tables }”.
tables-part-damaged-input = The part { $part } reads { $input }, whose file { $file } is damaged: build it again with “foxgeese tables build --part { $input } --parts-from { $parts_from } --tables { $tables }”.
tables-part-waiting = Another worker is building { $part } (it holds { $lock }): waiting for it to finish.
tables-part-built = Built { $part } in { $time }: { $file }
tables-part-present = { $part } is built already, nothing to do: { $file }

## `tables sweep`

help-cmd-tables-sweep = Solve a ruleset whose geese only step forward, whole: every position up to a number of geese, won or lost (no distance), one level of geese at a time; a sweep stopped halfway resumes at the first missing level
help-arg-sweep-ruleset = The ruleset, NAME or NAME:OPTION,OPTION (see “foxgeese rulesets”); default standard
help-arg-sweep-geese = Sweep every level up to this many geese on the board (default: the geese at the start)
tables-sweep-replaced = { $path } was damaged, so its level was swept again and the file replaced; { $problem }
tables-sweep-done = Swept { $ruleset } up to { $geese } geese: { $built ->
    [0] no level solved,
    [one] 1 level solved,
   *[other] { $built } levels solved,
} { $present ->
    [0] none read from the folder.
    [one] 1 read from the folder.
   *[other] { $present } read from the folder.
} Folder: { $dir }
tables-sweep-col-fox-to-move = Geese win, fox to move
tables-sweep-col-geese-to-move = Geese win, geese to move
tables-sweep-start = From the start, with best play: { $winner ->
    [fox] the fox wins.
   *[geese] the geese win.
}
tables-sweep-unsupported = { $ruleset } cannot be swept: { $reason ->
    [sideways] its geese may step sideways or back, so a position can come round again.
    [foxes] it has more than one fox, or a fox that places itself.
    [ends] it has draw rules or a paddock.
    [captures] its fox wins by a count of captures, not by the geese left.
   *[board] its board has too many points.
} Build its tables with “foxgeese tables build” instead.
tables-sweep-memory = The sweep up to { $geese } geese needs about { $needs } of memory and this machine has { $has }: sweep fewer geese with --geese K.
tables-sweep-progress = Level of { $geese } geese
solve-building-on-demand = Building the table { $table } ({ $positions } positions) for this answer; it is kept for the next one
solve-building-over-budget = This build takes about { $seconds } s, longer than the { $budget } s asked for a move; it is made once and kept.
verify-damaged = { $file } cannot be used: { $problem }
verify-missing = { $file } is missing: its level's folder lacks this part.
verify-sweeps = { $count ->
    [one] 1 level of a sweep: every block checked.
   *[other] { $count } levels of a sweep: every block checked.
}
stats-parts-missing = { $missing } of the level’s { $of } parts are not in the folder (the first: { $first }); “foxgeese tables build --ruleset { $ruleset } --geese { $geese } --tables { $dir }” builds them, keeping the others.
