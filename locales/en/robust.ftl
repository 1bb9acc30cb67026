# Robustness (issue 9): inputs refused past a limit, files that cannot be read or are in use.

# A path that is there but is not a regular file: a named pipe (FIFO), a device, a folder.
file-not-regular = { $path } is not a regular file (it is a folder, a named pipe or a device), so it is not read.

# An answer (`--answer`, a line typed in `practice`, a study's `answer:`) over the limit.
answer-too-long = The answer is { $length } bytes long; at most { $limit } bytes are read.

# `practice`: a line of standard input over the limit, skipped to its end.
practice-line-too-long = That line is longer than { $limit } bytes, so it was not read. Type your answer again.

# Saving progress while another session holds the progress file's lock for too long.
progress-locked = Another foxgeese session has held { $lock } for over { $seconds } seconds, so { $path } was not saved. Finish or close the other session, then try again.

# `actions` in a position with more actions than are ever listed.
actions-too-many = This position has { $count } legal actions, and foxgeese lists at most { $limit }. `foxgeese perft 1` with the same position counts them without listing them.

# A study whose position gives the fox more actions than a task ever lists.
position-too-many-actions = In this position the fox has { $count } legal actions, more than the { $limit } a study can list.
position-too-many-actions-hint = Choose a position with fewer geese in reach of the fox's chains of jumps.

# `validate`: the line after the first problems of a file, counting the rest.
validate-more-problems = { $count ->
    [one] One more problem from here on is not shown
   *[other] { $count } more problems from here on are not shown
} (at most { $limit } are shown for one file).
