//! `foxgeese practice --puzzles`: the adaptive puzzle trainer.
//!
//! It serves, one after another, the puzzle rated nearest the learner's Glicko-2 puzzle
//! rating among those not played yet, so a learner who solves them is served harder ones and
//! one who fails them easier ones; at least half of them "find the win"
//! ([`foxgeese::puzzle::serve`]). The puzzles are of one ruleset: `--ruleset`, kept in the
//! progress file for the next sessions, else the one chosen last, else Ply Yard's; each
//! ruleset has its own rating. `--theme` narrows them. The first puzzle on a board comes
//! after its rules card (once for each ruleset, as in `practice`). For each: the
//! screen with its id, then the learner's actions; after each right action of a line the
//! opponent's reply is played and the board shown again. A puzzle is solved when every action
//! of its line was right at the first try, with no hint and no answer shown; a wrong action,
//! a hint or `show` makes it a failure for the rating (the learner may still play the line to
//! its end). After each puzzle: its rating and themes (never before), and the learner's new
//! rating with its change: "Your puzzle rating: 1,512 (+14)".
//!
//! Only the first time a puzzle is played to its end is it rated. A failed puzzle enters the
//! spaced review of `--due` (the Leitner boxes studies climb: due the next day, then after
//! 3, 7, 21 and 60 days), and `practice --due` or `practice --puzzles --due` brings it back;
//! a review is not rated. `skip` passes a puzzle over without rating it (after a wrong action
//! or a hint it is a failure). Named puzzles (`practice --puzzles ID…`) are served in the
//! order named, rated the first time.
//!
//! The progress file is saved after every puzzle, as for studies; Ctrl-C and the end of the
//! input leave as `quit` does, a puzzle half played after a wrong action counted failed.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use foxgeese::message::ToMessage;
use foxgeese::progress::{Day, Outcome, Progress, PuzzleRecord};
use foxgeese::puzzle::trainer::{self, Attempt, Finished, HintGiven};
use foxgeese::puzzle::{serve, Puzzle};

use crate::present::error::CliError;
use crate::present::practice::PracticeLine;
use crate::present::rating::RatingLine;
use crate::present::trainer::TrainerLine;

use super::check;
use super::ctx::{CmdResult, Ctx, Exit};
use super::practice_input::{next_line, Got, Input, Lines, Words};
use super::progress_file;
use super::puzzles::{
    answer_hint, learner_ruleset, line_from, mix_of, named, screen, solved, Selection,
};
use super::rulesets;

/// Which puzzles a session serves.
pub enum Mode<'a> {
    /// The adaptive trainer: the nearest the rating, not played yet.
    Adaptive,
    /// Those due for review (`--due`).
    Due,
    /// Those skipped or failed the last time (`--retry`).
    Retry,
    /// The puzzles named, in order.
    Named(&'a [String]),
}

/// What `practice --puzzles` was asked for.
pub struct Request<'a> {
    pub ruleset: Option<&'a str>,
    pub theme: Option<&'a str>,
    pub reset: bool,
    pub mode: Mode<'a>,
    pub state: Option<&'a Path>,
}

/// How a puzzle ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ended {
    /// Every action right at the first try, no hint, no answer shown.
    Solved,
    /// A wrong action, a hint or the answer shown, and the puzzle left (played to its end,
    /// shown, or skipped).
    Failed,
    /// Passed over before any wrong action or hint.
    Skipped,
    /// The learner left (quit, the end of the input) before the end.
    Quit,
    /// Ctrl-C.
    Interrupted,
}

/// One session: the progress it keeps and what it has done.
struct Session<'a> {
    path: PathBuf,
    progress: Progress,
    today: Day,
    words: Words,
    lines: &'a Lines,
    played: usize,
    solved: usize,
    /// The ruleset whose rating the summary gives: the trainer's, or the last puzzle's.
    board: String,
    /// Each ruleset's rating when the session first met it.
    start_ratings: BTreeMap<String, i32>,
    /// Puzzles served in this session (not served again, even when skipped).
    served: BTreeSet<String>,
    /// The learner left: no further puzzle.
    stopped: bool,
}

pub fn run(ctx: &mut Ctx, req: &Request, lines: &Lines) -> CmdResult {
    let mut selection = Selection::read(req.ruleset, req.theme)?;
    let (path, mut progress) = progress_file::open_session(req.state, req.reset)?;
    // The trainer serves one ruleset: the one asked for (kept), else the learner's.
    if let Mode::Adaptive = req.mode {
        match selection.ruleset {
            Some(spec) => {
                let chosen = Some(spec.to_string());
                if progress.puzzle_ruleset != chosen {
                    progress.puzzle_ruleset = chosen;
                    progress = progress_file::save(&path, &progress)?;
                }
            }
            None => selection.ruleset = Some(learner_ruleset(&progress)),
        }
    }
    let named_puzzles = match req.mode {
        Mode::Named(ids) => ids
            .iter()
            .map(|id| named(id))
            .collect::<Result<Vec<_>, _>>()?,
        Mode::Adaptive | Mode::Due | Mode::Retry => Vec::new(),
    };
    let pool = match req.mode {
        Mode::Named(_) => named_puzzles,
        Mode::Adaptive | Mode::Due | Mode::Retry => selection.puzzles()?,
    };
    let board = selection
        .ruleset
        .or_else(|| pool.first().map(|p| p.ruleset))
        .unwrap_or_default()
        .to_string();
    let mut session = Session {
        path,
        start_ratings: BTreeMap::from([(board.clone(), progress.rating(&board).rounded())]),
        board,
        progress,
        today: progress_file::today(),
        words: Words::new(),
        lines,
        played: 0,
        solved: 0,
        served: BTreeSet::new(),
        stopped: false,
    };
    let shown_path = session.path.display().to_string();
    match req.mode {
        Mode::Adaptive => {
            let left = pool.iter().filter(|p| !session.is_played(p)).count();
            if left == 0 {
                ctx.show(&TrainerLine::NoneLeft);
                return Ok(Exit::Success);
            }
            ctx.show(&TrainerLine::Intro {
                rating: session.progress.rating(&session.board).rounded(),
                ruleset: session.board.clone(),
                count: left,
                path: &shown_path,
            });
            let spec = selection.ruleset.unwrap_or_default();
            loop {
                let rating = session.progress.rating(&session.board).rating;
                let fresh: Vec<&Puzzle> = pool
                    .iter()
                    .copied()
                    .filter(|p| !session.is_played(p) && !session.served.contains(&p.id))
                    .collect();
                // What was served before and in this session (a skip counts: it was served).
                let mut mix = mix_of(&session.progress, spec);
                for id in &session.served {
                    if let Some(p) = pool.iter().find(|p| &p.id == id) {
                        if session.progress.puzzle(id).is_none() {
                            mix.add(p);
                        }
                    }
                }
                let Some(p) = serve::next(&fresh, rating, mix) else {
                    ctx.show(&TrainerLine::NoneLeft);
                    break;
                };
                match session.one(ctx, p, false)? {
                    Some(exit) => return Ok(exit),
                    None if session.stopped => break,
                    None => {}
                }
            }
        }
        Mode::Due | Mode::Retry | Mode::Named(_) => {
            let list: Vec<&Puzzle> = match req.mode {
                Mode::Due => trainer::due(&pool, &session.progress, session.today),
                Mode::Retry => trainer::to_retry(&pool, &session.progress),
                _ => pool,
            };
            if list.is_empty() {
                ctx.show(&if matches!(req.mode, Mode::Retry) {
                    TrainerLine::NothingToRetry
                } else {
                    TrainerLine::NothingDue
                });
                return Ok(Exit::Success);
            }
            ctx.show(&TrainerLine::IntroList {
                count: list.len(),
                path: &shown_path,
            });
            for p in list {
                match session.one(ctx, p, matches!(req.mode, Mode::Due))? {
                    Some(exit) => return Ok(exit),
                    None if session.stopped => break,
                    None => {}
                }
            }
        }
    }
    session.summary(ctx);
    Ok(Exit::Success)
}

/// The review of puzzles due, after the studies' review in `practice --due`; `None`, with
/// nothing said, when none is due.
pub fn review_due(
    ctx: &mut Ctx,
    state: Option<&Path>,
    lines: &Lines,
) -> Result<Option<Exit>, CliError> {
    let path = progress_file::locate(state)?;
    let progress = progress_file::load(&path)?;
    let today = progress_file::today();
    let all: Vec<&Puzzle> = foxgeese::puzzle::library::puzzles().collect();
    if trainer::due(&all, &progress, today).is_empty() {
        return Ok(None);
    }
    run(
        ctx,
        &Request {
            ruleset: None,
            theme: None,
            reset: false,
            mode: Mode::Due,
            state,
        },
        lines,
    )
    .map(Some)
}

/// What reading the next line gave.
impl Session<'_> {
    fn is_played(&self, p: &Puzzle) -> bool {
        self.progress
            .puzzle(&p.id)
            .is_some_and(PuzzleRecord::is_played)
    }

    /// Serves one puzzle, records it, saves, and says the rating. `Some(exit)` ends the
    /// command at once (Ctrl-C); the session stops after it when the learner left.
    fn one(&mut self, ctx: &mut Ctx, p: &Puzzle, review: bool) -> Result<Option<Exit>, CliError> {
        self.served.insert(p.id.clone());
        let ruleset = p.ruleset.to_string();
        let current = self.progress.rating(&ruleset).rounded();
        self.start_ratings.entry(ruleset.clone()).or_insert(current);
        self.board.clone_from(&ruleset);
        // The first puzzle on a board comes after its rules card.
        let card = self.progress.show_card(p.ruleset.variant.name());
        if card {
            ctx.print("\n");
            ctx.show(&rulesets::card(p.ruleset.variant, &ctx.loc));
        }
        let before = self.progress.puzzle(&p.id).cloned().unwrap_or_default();
        let rated = !review && !before.is_played();
        let mut record = before.clone();
        let (ended, failed) = self.ask(ctx, p, &mut record);
        // Left after a wrong action or a hint: a failure, and the session still stops.
        let outcome = match ended {
            Ended::Solved => Some(Outcome::Solved),
            Ended::Failed => Some(Outcome::Failed),
            Ended::Skipped => Some(Outcome::Skipped),
            Ended::Quit | Ended::Interrupted => failed.then_some(Outcome::Failed),
        };
        if let Some(outcome) = outcome {
            self.played += usize::from(outcome != Outcome::Skipped);
            self.solved += usize::from(outcome == Outcome::Solved);
        }
        let Finished { change, changed } = trainer::finish(
            &mut self.progress,
            p,
            &before,
            record,
            outcome,
            rated,
            self.today,
        );
        if changed || card {
            self.progress = progress_file::save(&self.path, &self.progress)?;
        }
        let rating = self.progress.rating(&ruleset).rounded();
        match ended {
            Ended::Solved | Ended::Failed => {
                ctx.print("\n");
                if ended == Ended::Failed {
                    ctx.show(&TrainerLine::Failed);
                }
                ctx.show(&solved(p));
                ctx.show(&RatingLine {
                    ruleset,
                    rating,
                    change,
                });
            }
            Ended::Skipped => ctx.show(&TrainerLine::Skipped { rating, ruleset }),
            Ended::Quit => {
                self.stopped = true;
                ctx.show(&PracticeLine::Saved {
                    path: &self.path.display().to_string(),
                    written: self.path.exists(),
                });
            }
            Ended::Interrupted => {
                ctx.show(&PracticeLine::Interrupted {
                    path: &self.path.display().to_string(),
                    written: self.path.exists(),
                });
                return Ok(Some(Exit::Interrupted));
            }
        }
        Ok(None)
    }

    /// Asks the puzzle's line, action by action, until it is played to its end, shown or
    /// skipped, or the learner leaves; with whether a wrong action or a hint came first.
    fn ask(&mut self, ctx: &mut Ctx, p: &Puzzle, record: &mut PuzzleRecord) -> (Ended, bool) {
        let mut at = Attempt::default();
        show_screen(ctx, p, at.step);
        loop {
            let line = match next_line(ctx, self.lines) {
                Got::Line(l) => l,
                Got::End => return (Ended::Quit, at.failed),
                Got::Interrupt => return (Ended::Interrupted, at.failed),
            };
            match self.words.read(&line) {
                Input::Quit => return (Ended::Quit, at.failed),
                Input::Hint => match at.hint(p, record) {
                    HintGiven::NoMore => ctx.show(&TrainerLine::NoMoreHints),
                    HintGiven::Hint { message, first } => {
                        ctx.show(&TrainerLine::Hint { message, first });
                    }
                    HintGiven::Nothing => {}
                },
                Input::Show => {
                    ctx.show(&TrainerLine::Shown {
                        line: &line_from(p, at.step),
                    });
                    ctx.print_fitted(&format!("{}\n", ctx.loc.msg(&p.explanation())));
                    return (Ended::Failed, true);
                }
                Input::Skip => {
                    // What a skip means for the rating, and how the puzzle comes back, is
                    // said once it is recorded (`TrainerLine::Skipped`).
                    let ended = match at.left() {
                        Outcome::Skipped => Ended::Skipped,
                        _ => Ended::Failed,
                    };
                    return (ended, at.failed);
                }
                Input::Answer(a) => match p.check(at.step, a) {
                    None => return (Ended::Quit, at.failed),
                    Some(Err(e)) => ctx.show(&PracticeLine::Unreadable {
                        error: e.to_message(),
                        hint: answer_hint(),
                        suggestion: check::suggestion(&e),
                    }),
                    Some(Ok(v)) => {
                        record.attempt();
                        if !v.verdict.correct {
                            at.failed = true;
                            ctx.show(&check::puzzle_report(ctx, p, &v.verdict, false).bare());
                            ctx.show(&PracticeLine::TryAgain);
                            continue;
                        }
                        if v.last {
                            ctx.show(&check::puzzle_report(ctx, p, &v.verdict, false).bare());
                            ctx.print_fitted(&format!("\n{}\n", ctx.loc.msg(&p.explanation())));
                            let ended = if at.failed {
                                Ended::Failed
                            } else {
                                Ended::Solved
                            };
                            return (ended, at.failed);
                        }
                        let right = p
                            .answer(at.step)
                            .map(ToString::to_string)
                            .unwrap_or_default();
                        let reply = v
                            .reply
                            .as_ref()
                            .map(ToString::to_string)
                            .unwrap_or_default();
                        ctx.show(&TrainerLine::Reply {
                            right: &right,
                            reply: &reply,
                            fox: p.learner() != foxgeese::rules::Side::Fox,
                        });
                        at.advance();
                        show_screen(ctx, p, at.step);
                    }
                },
            }
        }
    }

    fn summary(&self, ctx: &mut Ctx) {
        let today = self.today;
        let due = trainer::waiting(&self.progress, today);
        let rating = self.progress.rating(&self.board).rounded();
        let start = self
            .start_ratings
            .get(&self.board)
            .copied()
            .unwrap_or(rating);
        ctx.show(&TrainerLine::Summary {
            played: self.played,
            solved: self.solved,
            rating,
            ruleset: self.board.clone(),
            change: rating - start,
            due,
        });
    }
}

fn show_screen(ctx: &mut Ctx, p: &Puzzle, step: usize) {
    let report = screen(&ctx.loc, p, step);
    let text = report.presentation(&ctx.loc, &ctx.style);
    ctx.print_fitted(&format!("\n{text}"));
}
