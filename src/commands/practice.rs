//! `foxgeese practice`: a learner's session through the library, one study at a time.
//!
//! For each study: the title, board and prompt; then lines from standard input, each an
//! answer or a command (`hint`, `show`, `skip`, `quit`, or their Indonesian words). Feedback
//! comes from the same grading as `check`, naming each wrong item and why and counting the
//! missing ones; a right answer shows the explanation. Standard input may be a terminal or a
//! pipe; at its end the session stops as if `quit` were typed, and a line that is not UTF-8 is
//! answered, not taken for `quit`.
//!
//! Hints come as a ladder ([`foxgeese::study::pointer`]): the first `hint` gives the study's
//! own hint and a pointer toward a piece that matters, the second the region where the answer
//! lies, a further one says there are no more. `show` (or giving up) gives the full answer and
//! the explanation, and the study counts as failed, so `--retry` brings it back. `skip` passes
//! over a study without giving its answer away.
//!
//! With `--due`, the failed puzzles due for review follow the studies
//! ([`super::practice_puzzles`], which is also `--puzzles`' trainer).
//!
//! Which studies, in which order: [`super::practice_plan`] (one ruleset after another, Ply
//! Yard's first; `--ruleset` for one). Before the first study on a board comes that ruleset's
//! rules card, once for each ruleset (the progress file keeps which were shown). The progress file (written after
//! every study, merged with other sessions' saves): [`super::progress_file`]. A new learner
//! first reads a short introduction to the board and the moves.
//!
//! Ctrl-C saves the progress, with the study in hand recorded as it stands (its answers and
//! hints so far, failed after a wrong answer), says goodbye and exits with 130. Standard input
//! is read by a thread of its own ([`super::practice_input`]), and the Ctrl-C handler speaks
//! on the same channel, so the session itself notices the interruption between two lines and
//! saves as it does after every study, with no work done inside the signal handler.

use std::path::Path;

use foxgeese::message::ToMessage;
use foxgeese::progress::{Day, Outcome, Progress, Record};
use foxgeese::study::{pointer, Graded, Stage, Study, TextPart, HINT_RUNGS};

use crate::present::practice::PracticeLine;

use super::ctx::{CmdResult, Ctx, Exit};
use super::practice_input::{next_line, Got, Input, Lines, Words};
use super::practice_plan::{plan, selection, Mode};
use super::practice_puzzles;
use super::progress_file;
use super::studies::{solved, stage, text};
use super::{check, input, rulesets, study};

/// How a study ended.
enum Ended {
    Solved,
    Skipped,
    /// The answer was shown (`show`): the study counts as failed.
    Shown,
    Quit,
    /// Ctrl-C.
    Interrupted,
}

/// What `practice` was asked for on the command line.
pub struct Request<'a> {
    pub stage: Option<&'a str>,
    /// Only the studies of this ruleset (`--ruleset`; its options aside).
    pub ruleset: Option<&'a str>,
    pub reset: bool,
    pub retry: bool,
    pub due: bool,
    pub state: Option<&'a Path>,
    pub studies: &'a [String],
}

pub fn run(ctx: &mut Ctx, req: &Request, input: &Lines) -> CmdResult {
    let stage = stage(req.stage)?;
    let variant = input::ruleset_spec(req.ruleset)?.map(|s| s.variant);
    let (path, mut progress) = progress_file::open_session(req.state, req.reset)?;
    let today = progress_file::today();
    let named = !req.studies.is_empty();
    let mut chosen = selection(ctx, req.studies)?;
    chosen.retain(|s| stage.is_none_or(|st| s.stage == st));
    chosen.retain(|s| variant.is_none_or(|v| s.ruleset().variant == v));
    let mode = match (req.retry, req.due) {
        (true, _) => Mode::Retry,
        (_, true) => Mode::Due,
        _ => Mode::Unsolved,
    };
    let plan = plan(chosen, mode, named, &progress, today);
    if plan.studies.is_empty() {
        // `--due` with no study due goes straight to the puzzles due, if any.
        if mode == Mode::Due {
            if let Some(exit) = practice_puzzles::review_due(ctx, req.state, input)? {
                return Ok(exit);
            }
        }
        ctx.show(&match mode {
            Mode::Unsolved => PracticeLine::AllSolved { total: plan.total },
            Mode::Retry => PracticeLine::NothingToRetry,
            Mode::Due => PracticeLine::NothingDue,
        });
        return Ok(Exit::Success);
    }
    greet(
        ctx,
        &progress,
        plan.solved(&progress),
        plan.total,
        named,
        stage,
    );
    let shown_path = path.display().to_string();
    ctx.show(&PracticeLine::Intro {
        count: plan.studies.len(),
        path: &shown_path,
    });

    let words = Words::new();
    let mut solved_now = 0;
    let mut quit = false;
    for (n, entry) in &plan.studies {
        let study = solved(ctx, entry)?;
        // The first study on a board comes after its rules card.
        let board = study.ruleset().variant;
        if progress.show_card(board.name()) {
            ctx.print("\n");
            ctx.show(&rulesets::card(board, &ctx.loc));
        }
        ctx.show(&PracticeLine::Counter {
            n: *n,
            count: plan.total,
        });
        let shown = study::report(ctx, study).presentation(&ctx.loc, &ctx.style);
        ctx.print_fitted(&shown);
        let mut record = progress.get(&study.id).cloned().unwrap_or_default();
        let ended = ask(ctx, study, &mut record, today, &words, input);
        if record != Record::default() {
            progress.studies.insert(study.id.clone(), record);
            progress = progress_file::save(&path, &progress)?;
        }
        match ended {
            Ended::Solved => solved_now += 1,
            Ended::Skipped | Ended::Shown => {}
            Ended::Quit => {
                ctx.show(&PracticeLine::Saved {
                    path: &shown_path,
                    written: path.exists(),
                });
                quit = true;
                break;
            }
            Ended::Interrupted => {
                ctx.show(&PracticeLine::Interrupted {
                    path: &shown_path,
                    written: path.exists(),
                });
                return Ok(Exit::Interrupted);
            }
        }
    }
    ctx.show(&PracticeLine::Summary {
        now: solved_now,
        solved: plan.solved(&progress),
        count: plan.total,
    });
    // `--due` goes on with the failed puzzles due for review.
    if mode == Mode::Due && !quit {
        return Ok(practice_puzzles::review_due(ctx, req.state, input)?.unwrap_or(Exit::Success));
    }
    Ok(Exit::Success)
}

/// The first words of a session: the introduction for a new learner (no records yet, the
/// library from its start), else how far the learner has come.
fn greet(
    ctx: &mut Ctx,
    progress: &Progress,
    solved: usize,
    total: usize,
    named: bool,
    stage: Option<Stage>,
) {
    if !progress.studies.is_empty() {
        ctx.show(&PracticeLine::WelcomeBack { solved, total });
    } else if !named && stage.is_none_or(|s| s == Stage::Understand) {
        ctx.show(&PracticeLine::WelcomeNew);
    }
}

/// Asks one study until it is solved, skipped or shown, or the learner leaves, and records
/// how it ended: a right answer after a wrong one is solved but not clean (back to the first
/// box); leaving after a wrong answer, or asking for the answer, is a failure.
fn ask(
    ctx: &mut Ctx,
    study: &Study,
    record: &mut Record,
    today: Day,
    words: &Words,
    lines: &Lines,
) -> Ended {
    let mut wrong = false;
    // The hint ladder's last rung given, and the last graded answer (what the hints aim at).
    let mut rung = 0;
    let mut last: Option<Graded> = None;
    let left = |record: &mut Record, wrong: bool, ended: Ended| {
        match (&ended, wrong) {
            (Ended::Solved, _) => record.finish(Outcome::Solved, !wrong, today),
            (Ended::Shown, _) | (_, true) => record.finish(Outcome::Failed, false, today),
            (Ended::Skipped, false) => record.finish(Outcome::Skipped, true, today),
            (Ended::Quit | Ended::Interrupted, false) => {}
        }
        ended
    };
    loop {
        let line = match next_line(ctx, lines) {
            Got::Line(line) => line,
            Got::End => return left(record, wrong, Ended::Quit),
            Got::Interrupt => return left(record, wrong, Ended::Interrupted),
        };
        match words.read(&line) {
            Input::Quit => return left(record, wrong, Ended::Quit),
            Input::Hint if rung >= HINT_RUNGS => ctx.show(&PracticeLine::NoMoreHints),
            Input::Hint => {
                record.hint();
                rung += 1;
                let own = (rung == 1).then(|| text(&ctx.loc, study, TextPart::Hint));
                let pointer = pointer(study, rung, last.as_ref()).map(|p| p.to_message());
                ctx.show(&PracticeLine::Hint {
                    own: own.as_deref(),
                    pointer,
                });
            }
            Input::Show => {
                let answer = study.expected().to_answer_text();
                let explanation = text(&ctx.loc, study, TextPart::Explanation);
                ctx.show(&PracticeLine::Shown {
                    answer: &answer,
                    explanation: &explanation,
                });
                return left(record, wrong, Ended::Shown);
            }
            Input::Skip => {
                ctx.show(&PracticeLine::Skipped);
                return left(record, wrong, Ended::Skipped);
            }
            Input::Answer(a) => match study.check(a) {
                Err(e) => ctx.show(&PracticeLine::Unreadable {
                    error: e.to_message(),
                    hint: e.hint_for(study.kind().answer_kind()),
                    suggestion: check::suggestion(&e),
                }),
                Ok(v) => {
                    record.attempt();
                    ctx.show(&check::report(ctx, study, &v, false));
                    if v.correct {
                        return left(record, wrong, Ended::Solved);
                    }
                    wrong = true;
                    last = Some(v);
                    ctx.show(&PracticeLine::TryAgain);
                }
            },
        }
    }
}
