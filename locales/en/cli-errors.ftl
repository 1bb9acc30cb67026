# clap's usage errors in words (`src/cli/clap_errors.rs`): each kind of error a command line
# can have, said with what clap knows of it. `$arg` is an argument as clap writes it, with its
# placeholder (“--format <FORMAT>”, “<STUDY>”).

## With what clap knows

cli-error-value-missing = { $arg } needs a value.
cli-error-value-missing-choices = { $arg } needs a value: { $valid }.
cli-error-number = “{ $value }” is not a valid value for { $arg }: { $expected }.
cli-error-number-range = write a whole number from { $min } to { $max }
cli-error-missing-arguments = { $count ->
    [one] A required argument is missing: { $args }.
   *[other] { $count } required arguments are missing: { $args }.
}
cli-error-missing-command = “{ $command }” needs a command: { $valid }.
cli-error-used-twice = { $arg } can be given only once.
cli-error-conflict-unnamed = { $arg } cannot be used together with the other arguments given.
cli-error-command-conflict = The command { $name } cannot be used together with { $other }.
cli-error-unexpected-value = Unexpected value “{ $value }” for { $arg }: it takes no more values.
cli-error-too-few-values = { $arg } needs at least { $min } values, but { $actual ->
    [one] only one was given.
   *[other] only { $actual } were given.
}
cli-error-wrong-number-of-values = { $arg } needs { $expected } values, but { $actual ->
    [0] none was given.
    [one] one was given.
   *[other] { $actual } were given.
}
cli-error-no-equals = The value of { $arg } must follow an equals sign, with no space: --name=VALUE.
cli-error-invalid-utf8 = Argument { $position } (“{ $arg }”) is not UTF-8 text, and foxgeese reads only UTF-8.
cli-error-tip-double-dash = To pass “{ $arg }” as a value, write “-- { $arg }”.
cli-error-tip-remove-double-dash = “{ $arg }” is a command: write it without the “--” before it.

## When clap says no more than the kind of error

cli-error-kind-invalid-value = One of the values is not valid for its argument.
cli-error-kind-unknown-argument = One of the arguments is not expected here.
cli-error-kind-invalid-subcommand = The command is not known.
cli-error-kind-no-equals = The value of an argument must follow an equals sign.
cli-error-kind-too-many-values = An argument was given more values than it takes.
cli-error-kind-too-few-values = An argument was given fewer values than it needs.
cli-error-kind-wrong-number-of-values = An argument was given the wrong number of values.
cli-error-kind-argument-conflict = Two of the arguments cannot be used together.
cli-error-kind-missing-required-argument = A required argument is missing.
cli-error-kind-missing-subcommand = A command is missing.
cli-error-kind-invalid-utf8 = One of the arguments is not UTF-8 text, and foxgeese reads only UTF-8.
cli-error-kind-io = The command line's help or error could not be written.
cli-error-kind-format = The command line's help or error could not be formatted.
cli-error-kind-other = The command line is not valid.

## Placeholders of values in usage lines and help (`help-value-<name>`, as in learner.ftl)

help-value-side = SIDE
help-value-theme = THEME
help-value-points = POINTS
help-value-level = LEVEL
help-value-seconds = SECONDS
help-value-record = RECORD
help-value-side-or-point = SIDE|POINT
