//! `practice`'s lines. A session is a conversation, not one answer, so its report comes in
//! pieces: each [`PracticeLine`] is said as it happens, between the study shown
//! ([`super::study::StudyReport::presentation`]) and the feedback on each answer
//! ([`super::check::CheckReport`]).

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};

use super::{Present, Style};

/// One thing the session says.
pub enum PracticeLine<'a> {
    /// Nothing left to practise: every one of `total` studies is solved.
    AllSolved { total: usize },
    /// Nothing was skipped or failed (`--retry`).
    NothingToRetry,
    /// No solved study is due for review (`--due`).
    NothingDue,
    /// A new learner: the board and the moves, before the first study.
    WelcomeNew,
    /// A learner with records: `solved` of `total` solved.
    WelcomeBack { solved: usize, total: usize },
    /// A line that is not UTF-8 text.
    NotText,
    /// A line longer than `limit` bytes, not read.
    TooLong { limit: usize },
    /// The session starts: `count` studies, progress kept in `path`.
    Intro { count: usize, path: &'a str },
    /// Study `n` of `count` begins.
    Counter { n: usize, count: usize },
    /// Waiting for an answer (no newline: the answer follows on the line).
    Prompt,
    /// A line read from a pipe, shown as typed (a terminal echoes it itself); empty at the end
    /// of the input, to close the prompt's line.
    Echo(&'a str),
    /// The study's hint.
    Hint(&'a str),
    /// The study was skipped: its answer and explanation.
    Skipped {
        answer: &'a str,
        explanation: &'a str,
    },
    /// The answer could not be read: why, and how to write one.
    Unreadable { error: Message, hint: Message },
    /// A wrong answer: another try.
    TryAgain,
    /// The learner quit; progress is in `path`.
    Saved { path: &'a str },
    /// The end: `now` solved in this session, `solved` of `count` in all.
    Summary {
        now: usize,
        solved: usize,
        count: usize,
    },
}

impl Present for PracticeLine<'_> {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        match self {
            PracticeLine::AllSolved { total } => {
                line(loc.msg(&Message::new(ids::PRACTICE_ALL_SOLVED).arg("total", *total)))
            }
            PracticeLine::NothingToRetry => line(loc.text(ids::PRACTICE_NOTHING_TO_RETRY)),
            PracticeLine::NothingDue => line(loc.text(ids::PRACTICE_NOTHING_DUE)),
            PracticeLine::WelcomeNew => line(loc.text(ids::PRACTICE_WELCOME_NEW)) + "\n",
            PracticeLine::WelcomeBack { solved, total } => line(
                loc.msg(
                    &Message::new(ids::PRACTICE_WELCOME_BACK)
                        .arg("solved", *solved)
                        .arg("total", *total),
                ),
            ),
            PracticeLine::NotText => line(loc.text(ids::PRACTICE_NOT_TEXT)),
            PracticeLine::TooLong { limit } => {
                line(loc.msg(&Message::new(ids::PRACTICE_LINE_TOO_LONG).arg("limit", *limit)))
            }
            PracticeLine::Intro { count, path } => line(
                loc.msg(
                    &Message::new(ids::PRACTICE_INTRO)
                        .arg("count", *count)
                        .arg("path", *path),
                ),
            ),
            PracticeLine::Counter { n, count } => {
                let m = Message::new(ids::PRACTICE_COUNTER)
                    .arg("n", *n)
                    .arg("count", *count);
                format!("\n{}\n", style.heading(&loc.msg(&m)))
            }
            PracticeLine::Prompt => format!("{} ", loc.text(ids::PRACTICE_PROMPT)),
            PracticeLine::Echo(typed) => line(typed.to_string()),
            PracticeLine::Hint(hint) => line(format!("{}: {hint}", loc.text(ids::PRACTICE_HINT))),
            PracticeLine::Skipped {
                answer,
                explanation,
            } => {
                let m = Message::new(ids::PRACTICE_SKIPPED).arg("answer", *answer);
                line(loc.msg(&m)) + &line(explanation.to_string())
            }
            PracticeLine::Unreadable { error, hint } => {
                line(format!("{} {}", loc.msg(error), loc.msg(hint)))
            }
            PracticeLine::TryAgain => line(loc.text(ids::PRACTICE_TRY_AGAIN)),
            PracticeLine::Saved { path } => {
                line(loc.msg(&Message::new(ids::PRACTICE_SAVED).arg("path", *path)))
            }
            PracticeLine::Summary { now, solved, count } => {
                let m = Message::new(ids::PRACTICE_SUMMARY)
                    .arg("now", *now)
                    .arg("solved", *solved)
                    .arg("count", *count);
                format!("\n{}\n", loc.msg(&m))
            }
        }
    }
}

fn line(mut s: String) -> String {
    s.push('\n');
    s
}
