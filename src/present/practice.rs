//! `practice`'s lines. A session is a conversation, not one answer, so its report comes in
//! pieces: each [`PracticeLine`] is said as it happens, between the study shown
//! ([`super::study::StudyReport::presentation`]) and the feedback on each answer
//! ([`super::check::CheckReport`]).

use foxgeese::i18n::{escape_controls, Localizer};
use foxgeese::message::{ids, Message, MessageId};

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
    /// A rung of the hint ladder: the study's own hint (on the first rung), and a pointer
    /// toward what is still missing.
    Hint {
        own: Option<&'a str>,
        pointer: Option<Message>,
    },
    /// The ladder is at its end.
    NoMoreHints,
    /// The learner asked for the answer: it, the explanation, and that the study is not solved.
    Shown {
        answer: &'a str,
        explanation: &'a str,
    },
    /// The study was skipped (its answer is not given away).
    Skipped,
    /// The answer could not be read: why, how to write one, and what it probably meant.
    Unreadable {
        error: Message,
        hint: Message,
        suggestion: Option<String>,
    },
    /// A wrong answer: another try.
    TryAgain,
    /// The learner quit; progress is in `path`, or, when `written` is false, nothing was
    /// answered yet and no progress file exists.
    Saved { path: &'a str, written: bool },
    /// Ctrl-C: progress is saved in `path` (or nothing yet, as for `Saved`); goodbye.
    Interrupted { path: &'a str, written: bool },
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
            PracticeLine::Echo(typed) => line(escape_controls(typed)),
            PracticeLine::Hint { own, pointer } => {
                let mut parts: Vec<String> = own.iter().map(|o| o.to_string()).collect();
                parts.extend(pointer.iter().map(|p| loc.msg(p)));
                line(format!(
                    "{}: {}",
                    loc.text(ids::PRACTICE_HINT),
                    parts.join(" ")
                ))
            }
            PracticeLine::NoMoreHints => line(loc.text(ids::LEARNER_NO_MORE_HINTS)),
            PracticeLine::Shown {
                answer,
                explanation,
            } => {
                let m = Message::new(ids::LEARNER_SHOWN).arg("answer", *answer);
                line(loc.msg(&m))
                    + &line(loc.text(ids::LEARNER_SHOWN_NOT_SOLVED))
                    + "\n"
                    + &line(explanation.to_string())
            }
            PracticeLine::Skipped => line(loc.text(ids::LEARNER_SKIPPED)),
            PracticeLine::Unreadable {
                error,
                hint,
                suggestion,
            } => {
                let mut s = line(format!("{} {}", loc.msg(error), loc.msg(hint)));
                if let Some(x) = suggestion {
                    let m = Message::new(ids::CLI_DID_YOU_MEAN).arg("suggestion", x.as_str());
                    s.push_str(&line(loc.msg(&m)));
                }
                s
            }
            PracticeLine::TryAgain => line(loc.text(ids::PRACTICE_TRY_AGAIN)),
            PracticeLine::Saved { path, written } => {
                let ids = [ids::PRACTICE_SAVED, ids::PRACTICE_NOTHING_SAVED];
                where_kept(loc, path, *written, ids)
            }
            PracticeLine::Interrupted { path, written } => {
                let ids = [
                    ids::LEARNER_INTERRUPTED,
                    ids::LEARNER_INTERRUPTED_NOTHING_SAVED,
                ];
                where_kept(loc, path, *written, ids)
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

/// Where progress is kept, with the first message when the progress file is written, else
/// the second (nothing answered yet).
fn where_kept(
    loc: &Localizer,
    path: &str,
    written: bool,
    [saved, nothing]: [MessageId; 2],
) -> String {
    let id = if written { saved } else { nothing };
    line(loc.msg(&Message::new(id).arg("path", path)))
}

fn line(mut s: String) -> String {
    s.push('\n');
    s
}
