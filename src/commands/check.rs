//! `foxgeese check`: grades an answer to a study, or the first action of a puzzle; `--reveal`
//! also gives the full answer. Exit 0 when it is right, 1 when it is wrong, 2 when it cannot be
//! read (with the answer it probably meant: `d4c4` is "did you mean d4-c4?").
//!
//! A puzzle is named by its id (a study file or a built-in study of that name comes first). Its first action
//! is graded as a study's one action is; once it is right (or revealed) come its rating and
//! themes, and the line's explanation when the line is that one action, else the command
//! that plays the whole line.

use std::path::Path;

use foxgeese::i18n::values::slower_win_message;
use foxgeese::i18n::{typed_words, wrong_messages};
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::progress::Outcome;
use foxgeese::puzzle::Puzzle;
use foxgeese::rules::{ActionText, Ruleset};
use foxgeese::study::{AnswerError, AnswerKind, Expected, Graded, Study, TextPart};

use crate::cli::suggest::closest;
use crate::cli::Format;
use crate::present::check::{self, CheckReport, Slower, Wrong};
use crate::present::error::CliError;
use crate::present::Reason;

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::separated;
use super::progress_file;
use super::puzzles;
use super::studies::{open, text};

/// What was checked: a study, or a puzzle.
enum Subject<'a> {
    Study(&'a Study),
    Puzzle(&'a Puzzle),
}

pub fn run(
    ctx: &mut Ctx,
    arg: &str,
    answer: &str,
    reveal: bool,
    state: Option<&Path>,
    format: Format,
) -> CmdResult {
    // A study file or a built-in study's id first; then a puzzle's id.
    if foxgeese::study::library::resolve(arg).is_err() {
        if let Some(p) = puzzles::find(arg) {
            // The attempt is recorded. A file named with --state is checked before the
            // grading, and its failures are errors; the default one, where a learner who
            // only checks an answer may have no data folder, is said in a warning.
            let path = match progress_file::locate(state) {
                Ok(path) => Some(path),
                Err(_) if state.is_none() => None,
                Err(e) => return Err(e),
            };
            if let (Some(path), Some(_)) = (&path, state) {
                progress_file::check_writable(path)?;
            }
            let exit = grade(ctx, Subject::Puzzle(p), answer, reveal, format)?;
            if let Some(path) = &path {
                match record(path, p, exit, reveal) {
                    Ok(()) => {}
                    Err(e) if state.is_some() => return Err(e),
                    Err(_) => ctx.warn(&check::NotRecorded {
                        path: path.display().to_string(),
                    }),
                }
            }
            return Ok(exit);
        }
    }
    let study = open(ctx, arg)?;
    grade(ctx, Subject::Study(&study), answer, reveal, format)
}

fn grade(ctx: &mut Ctx, subject: Subject, answer: &str, reveal: bool, format: Format) -> CmdResult {
    let graded = match subject {
        Subject::Study(s) => s.check(answer),
        Subject::Puzzle(p) => p
            .check(0, answer)
            .unwrap_or(Err(AnswerError::NotOne { count: 0 }))
            .map(|step| step.verdict),
    };
    let (study, puzzle) = match subject {
        Subject::Study(s) => (Some(s.id.clone()), None),
        Subject::Puzzle(p) => (None, Some(p.id.clone())),
    };
    // How to write an answer: a study's kind says; a puzzle asks for one action.
    let hint = |e: &AnswerError| match subject {
        Subject::Study(s) => e.hint_for(s.kind().answer_kind()),
        Subject::Puzzle(_) => puzzles::answer_hint(),
    };
    let verdict = match graded {
        Ok(v) => v,
        // A tool that asked for JSON gets JSON, an answer it cannot read too (exit 2).
        Err(e) if format == Format::Json => {
            let message = e.to_message();
            let report = check::Unreadable {
                study,
                puzzle,
                correct: false,
                error: check::AnswerProblem {
                    code: crate::present::problem::code(message.id),
                    message: ctx.loc.msg(&message),
                    hint: ctx.loc.msg(&hint(&e)),
                    suggestion: suggestion(&e),
                },
            };
            ctx.emit(&report, format);
            return Ok(Exit::BadInput);
        }
        Err(e) => {
            return Err(CliError::new(e.to_message())
                .with_footer(hint(&e))
                .with_suggestion(suggestion(&e)))
        }
    };
    let report = match subject {
        Subject::Study(s) => report(ctx, s, &verdict, reveal),
        Subject::Puzzle(p) => puzzle_report(ctx, p, &verdict, reveal),
    };
    ctx.emit(&report, format);
    Ok(if verdict.correct {
        Exit::Success
    } else {
        Exit::Negative
    })
}

/// Records an answer to puzzle `p` that `check` graded `exit` in the progress file at `path`,
/// as `practice --puzzles` records one: an attempt; a one-action line answered right is
/// solved, a wrong answer or one revealed is failed (and comes back with `practice --puzzles
/// --retry`); the first time a puzzle ends, the learner's rating moves. A longer line whose
/// first action is right is only an attempt: `practice --puzzles` plays it to its end.
fn record(path: &Path, p: &Puzzle, exit: Exit, reveal: bool) -> Result<(), CliError> {
    let outcome = match exit {
        Exit::Negative => Some(Outcome::Failed),
        Exit::Success if reveal => Some(Outcome::Failed),
        Exit::Success if p.moves() == 1 => Some(Outcome::Solved),
        Exit::Success => None,
        // An answer that could not be read is no attempt.
        _ => return Ok(()),
    };
    let mut progress = progress_file::load(path)?;
    let today = progress_file::today();
    let mut record = progress.puzzle(&p.id).cloned().unwrap_or_default();
    let rated = !record.is_played();
    record.attempt();
    if let Some(outcome) = outcome {
        record.finish(outcome, today);
        if rated {
            progress.rating_mut(&p.ruleset.to_string()).record_puzzle(
                f64::from(p.rating),
                outcome == Outcome::Solved,
                today,
            );
        }
    }
    progress.puzzles.insert(p.id.clone(), record);
    progress_file::save(path, &progress)?;
    Ok(())
}

/// The verdict, with every reason worded (also `practice`'s feedback). The answer and the
/// explanation are given once the answer is right, or when `reveal` asks for them.
pub fn report(ctx: &Ctx, study: &Study, verdict: &Graded, reveal: bool) -> CheckReport {
    let mut r = verdict_report(ctx, verdict, study.position.rules());
    r.study = Some(study.id.clone());
    r.revealed = reveal.then(|| study.expected().to_answer_text());
    r.explanation =
        (verdict.correct || reveal).then(|| text(&ctx.loc, study, TextPart::Explanation));
    r.one_item = study.kind().answer_kind() == AnswerKind::OneAction;
    r
}

/// The verdict on a puzzle's first action (also `practice --puzzles`' feedback on each action
/// of a line, with `about` false: the trainer tells the rest itself). Once right, or revealed,
/// its rating and themes; the explanation of a one-action line, or how to play a longer one.
pub fn puzzle_report(ctx: &Ctx, p: &Puzzle, verdict: &Graded, reveal: bool) -> CheckReport {
    let mut r = verdict_report(ctx, verdict, p.position.rules());
    r.puzzle = Some(p.id.clone());
    r.one_item = true;
    r.revealed = reveal.then(|| puzzles::line_from(p, 0));
    if verdict.correct || reveal {
        r.explanation = Some(if p.moves() == 1 || reveal {
            ctx.loc.msg(&p.explanation())
        } else {
            let m = Message::new(ids::TRAINER_LINE_GOES_ON)
                .arg("more", p.moves() - 1)
                .arg("id", p.id.as_str());
            ctx.loc.msg(&m)
        });
        r.themes = Some(p.themes.iter().map(|t| t.id()).collect());
        r.rating = Some(p.rating);
        r.about = Some(puzzles::solved(p));
    }
    r
}

/// The verdict, with every reason worded; whose it is, the answer and the explanation are
/// the caller's to fill in.
fn verdict_report(ctx: &Ctx, verdict: &Graded, rules: &Ruleset) -> CheckReport {
    CheckReport {
        study: None,
        puzzle: None,
        correct: verdict.correct,
        expected: match &verdict.expected {
            Expected::YesNo(b) => check::Expected::YesNo(if *b { "yes" } else { "no" }),
            Expected::List(v) => check::Expected::List(v.clone()),
            Expected::Verdict(v) => check::Expected::Verdict(v.name()),
        },
        right: verdict.right.clone(),
        missing: verdict.missing.clone(),
        wrong: verdict
            .wrong
            .iter()
            .map(|w| {
                let reasons: Vec<Reason> = wrong_messages(&w.reason, rules)
                    .iter()
                    .map(|m| Reason::new(&ctx.loc, m))
                    .collect();
                Wrong {
                    answer: w.answer.clone(),
                    reason: reasons
                        .iter()
                        .map(|r| r.message.as_str())
                        .collect::<Vec<_>>()
                        .join(" "),
                    reasons,
                }
            })
            .collect(),
        witness: verdict.witness.clone(),
        slower: verdict
            .slower
            .iter()
            .map(|w| Slower {
                action: w.action.clone(),
                plies: w.plies,
                best: w.best.clone(),
                best_plies: w.best_plies,
                message: ctx.loc.msg(&slower_win_message(w)),
            })
            .collect(),
        revealed: None,
        explanation: None,
        one_item: false,
        themes: None,
        rating: None,
        about: None,
    }
}

/// What an unreadable answer item probably meant (also `practice`'s): an action written
/// without its separator (`d4c4`: `d4-c4`), or, where points are asked for, the landing point
/// of an action (`d4xd2`: `d2`); for yes or no, the closest word (`yse`: `yes`).
pub fn suggestion(e: &AnswerError) -> Option<String> {
    let AnswerError::Unreadable { token, kind } = e else {
        return None;
    };
    match kind {
        AnswerKind::Actions | AnswerKind::OneAction => separated(token),
        AnswerKind::Points => {
            let action = token
                .parse::<ActionText>()
                .ok()
                .map(|a| a.to_string())
                .or_else(|| separated(token))?;
            action
                .rsplit(['x', '-'])
                .next()
                .filter(|p| !p.is_empty())
                .map(str::to_string)
        }
        AnswerKind::YesNo | AnswerKind::Verdict => {
            let lists = if *kind == AnswerKind::YesNo {
                [ids::STUDY_WORDS_YES, ids::STUDY_WORDS_NO].to_vec()
            } else {
                [
                    ids::VALUES_WORDS_FOX_WINS,
                    ids::VALUES_WORDS_GEESE_WIN,
                    ids::VALUES_WORDS_DRAW,
                ]
                .to_vec()
            };
            let words: Vec<String> = lists
                .into_iter()
                .flat_map(typed_words)
                .filter(|w| w.chars().count() > 1)
                .collect();
            closest(token, words.iter().map(String::as_str)).map(str::to_string)
        }
    }
}
