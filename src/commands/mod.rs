//! One module per command: each reads its arguments, computes one typed report, and hands it
//! to the presentation layer ([`crate::present`]); none of them words or draws anything itself.
//! This module only dispatches.
//!
//! Shared here: [`ctx`] (the context a command runs in and how it ends), [`input`] (reading
//! positions, rulesets, game records and points from the command line), [`interrupt`] (what
//! Ctrl-C does) and [`studies`] (opening studies, their texts, the library). Commands never import `app`; `app` imports them.
//!
//! # Adding a command
//!
//! 1. **Flags**: a variant of [`crate::cli::Command`] with its arguments (clap derive; no help
//!    text in the code). Give it `--format` ([`crate::cli::Format`]) if programs will read it.
//! 2. **Report**: `src/present/<name>.rs` with a `<Name>Report` struct holding everything the
//!    output says (`#[derive(Serialize)]` for `--format json`; `#[serde(skip)]` on what only
//!    the text needs) and `impl Present` for its text. Build it from the shared pieces in
//!    `present` (board and status lines, tables, problems, reasons); declare it in
//!    `present/mod.rs`.
//! 3. **Computation**: `src/commands/<name>.rs` with `pub fn run(ctx: &mut Ctx, ...) ->
//!    CmdResult` that reads its input (see [`input`]), fills the report and calls
//!    [`ctx::Ctx::emit`] (or [`ctx::Ctx::show`] without `--format`); fail with a
//!    [`crate::present::error::CliError`] (exit 2) or return [`ctx::Exit::Negative`] for a "no"
//!    (exit 1). Declare it below and add its arm to [`run`].
//! 4. **Messages**: every line it prints, in `locales/en/cli.ftl` and `locales/id/cli.ftl`
//!    (the same ids in both), plus the help ids the localizer looks up: `help-cmd-<name>` for
//!    the command and `help-arg-<id>` (or `help-arg-<name>-<id>`) for each new argument.
//! 5. **Tests**: cases in `tests/cli.rs` (or `tests/cli_study.rs` for study commands), which
//!    run the binary in both languages and snapshot it to `tests/snapshots/`; review new
//!    snapshots with `cargo insta review`.

mod actions;
mod analyze;
mod book_files;
mod check;
pub mod ctx;
mod diagram;
mod export;
mod fix;
mod input;
mod interrupt;
mod list;
mod list_puzzles;
mod matches;
mod mine;
mod new;
mod perft;
mod play;
mod practice;
mod practice_input;
mod practice_plan;
mod practice_puzzles;
mod progress_file;
mod prove;
mod puzzle;
mod puzzles;
mod reveal;
mod review;
mod rulesets;
mod show;
mod studies;
mod study;
mod tables;
mod train;
mod validate;
mod validate_puzzles;
mod why;

use crate::cli::Command;

use ctx::{CmdResult, Ctx};

/// Runs one command.
pub fn run(command: Command, ctx: &mut Ctx) -> CmdResult {
    match command {
        Command::Actions {
            pos,
            side,
            from,
            format,
        } => actions::run(ctx, &pos, side, from.as_deref(), format),
        Command::Why {
            pos,
            action,
            exit_code,
            format,
        } => why::run(ctx, &pos, &action, exit_code, format),
        Command::Show { pos, format } => show::run(ctx, &pos, format),
        Command::Perft {
            depth,
            pos,
            divide,
            format,
        } => perft::run(ctx, &depth, &pos, divide, format),
        Command::Rulesets { name, format } => rulesets::run(ctx, name.as_deref(), format),
        Command::Study { study, format } => study::run(ctx, &study, format),
        Command::Puzzle {
            id,
            ruleset,
            theme,
            rating,
            state,
            format,
        } => puzzle::run(
            ctx,
            &puzzle::Request {
                id: id.as_deref(),
                ruleset: ruleset.as_deref(),
                theme: theme.as_deref(),
                rating: rating.as_deref(),
                state: state.as_deref(),
            },
            format,
        ),
        Command::Check {
            study,
            answer,
            reveal,
            state,
            format,
        } => check::run(ctx, &study, &answer, reveal, state.as_deref(), format),
        Command::Practice {
            puzzles: true,
            theme,
            ruleset,
            reset,
            retry,
            due,
            state,
            studies,
            ..
        } => practice_puzzles::run(
            ctx,
            &practice_puzzles::Request {
                ruleset: ruleset.as_deref(),
                theme: theme.as_deref(),
                reset,
                mode: if due {
                    practice_puzzles::Mode::Due
                } else if retry {
                    practice_puzzles::Mode::Retry
                } else if studies.is_empty() {
                    practice_puzzles::Mode::Adaptive
                } else {
                    practice_puzzles::Mode::Named(&studies)
                },
                state: state.as_deref(),
            },
            &practice_input::Lines::spawn(std::io::stdin(), true),
        ),
        Command::Practice {
            stage,
            ruleset,
            reset,
            retry,
            due,
            state,
            studies,
            ..
        } => practice::run(
            ctx,
            &practice::Request {
                stage: stage.as_deref(),
                ruleset: ruleset.as_deref(),
                reset,
                retry,
                due,
                state: state.as_deref(),
                studies: &studies,
            },
            &practice_input::Lines::spawn(std::io::stdin(), true),
        ),
        Command::Play {
            pos,
            side,
            level,
            save,
            resume,
            budget,
            seed,
            tables,
        } => play::run(
            ctx,
            &play::Request {
                pos: &pos,
                side,
                level: level.as_deref(),
                save: save.as_deref(),
                resume,
                budget: &budget,
                seed,
                tables: tables.as_deref(),
            },
            &mut std::io::stdin().lock(),
        ),
        Command::Validate {
            paths,
            fix,
            tables,
            format,
        } => validate::run(ctx, &paths, fix, tables.as_deref(), format),
        Command::New { spec } => new::run(ctx, &spec),
        Command::Diagram { spec } => diagram::run(ctx, &spec),
        Command::Export { spec } => export::run(ctx, &spec),
        Command::Analyze { pos, search } => analyze::run(
            ctx,
            &pos,
            (
                search.budget(analyze::BUDGET),
                search.more.memory.as_deref(),
            ),
            search.tables.as_deref(),
            search.format,
        ),
        Command::Prove { pos, side, search } => prove::run(
            ctx,
            &prove::Request {
                pos: &pos,
                side,
                budget: search.budget(prove::BUDGET),
                memory: search.more.memory.as_deref(),
                nodes: search.more.nodes,
                tables: search.tables.as_deref(),
                checkpoint: search.more.checkpoint.as_deref(),
                every: &search.more.checkpoint_every,
            },
            search.format,
        ),
        Command::Tables { command } => tables::run(ctx, command),
        Command::Mine {
            ruleset,
            tables,
            geese,
            count,
            theme,
            goal,
            seed,
            output,
            force,
            format,
        } => mine::run(
            ctx,
            &mine::Request {
                ruleset: &ruleset,
                tables: tables.as_deref(),
                geese,
                count,
                theme: theme.as_deref(),
                goal: goal.map(|g| match g {
                    crate::cli::Goal::Win => foxgeese::puzzle::PuzzleKind::Win,
                    crate::cli::Goal::Draw => foxgeese::puzzle::PuzzleKind::Draw,
                    crate::cli::Goal::HoldOut => foxgeese::puzzle::PuzzleKind::HoldOut,
                }),
                seed,
                output: &output,
                force,
            },
            format,
        ),
        Command::Match { spec } => matches::run(ctx, &spec),
        Command::Train {
            ruleset,
            tables,
            output,
            force,
            samples,
            seed,
            games,
            nodes,
            jobs,
            geese_weights,
            format,
        } => train::run(
            ctx,
            &train::Request {
                ruleset: &ruleset,
                tables: tables.as_deref(),
                output: output.as_deref(),
                force,
                samples,
                seed,
                games: games.map(|games| train::FromGames {
                    games,
                    nodes,
                    jobs,
                    geese_weights,
                }),
            },
            format,
        ),
        Command::Review { record, search } => review::run(
            ctx,
            &record,
            (search.budget(review::BUDGET), &search.more.total_budget),
            search.tables.as_deref(),
            search.format,
        ),
        Command::List {
            puzzles: true,
            ruleset,
            state,
            format,
            ..
        } => list_puzzles::run(ctx, ruleset.as_deref(), state.as_deref(), format),
        Command::List {
            stage,
            ruleset,
            state,
            format,
            ..
        } => list::run(
            ctx,
            stage.as_deref(),
            ruleset.as_deref(),
            state.as_deref(),
            format,
        ),
    }
}

#[cfg(test)]
mod tests {
    use foxgeese::i18n::{Lang, Localizer};
    use foxgeese::message::ids;

    /// The search's commands take their `--budget` default from their own constant (the
    /// options are declared once, in `cli::SearchArgs`); the help each shows says the same.
    #[test]
    fn each_budget_default_is_the_one_its_help_states() {
        for lang in [Lang::En, Lang::Id] {
            let loc = Localizer::new(lang);
            for (help, default) in [
                (ids::HELP_ARG_BUDGET, super::analyze::BUDGET),
                (ids::HELP_ARG_PROVE_BUDGET, super::prove::BUDGET),
                (ids::HELP_ARG_REVIEW_BUDGET, super::review::BUDGET),
            ] {
                let text = loc.text(help);
                assert!(text.contains(&format!(" {default})")), "{lang:?}: {text}");
            }
        }
    }
}
