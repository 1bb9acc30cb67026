//! `check`'s report: the verdict on an answer — correct or not, what was right, how many are
//! missing and what is wrong (with every reason), the witness for a blockade, and the
//! explanation once right. `practice` gives the same feedback after each answer.
//!
//! The text counts the missing items but does not name them: naming them would let the learner
//! type them back and be told "Correct!". Scripts get the answer with `--reveal`; the JSON keeps
//! `expected` and `missing` for tools.

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message, MessageId};

use super::{Present, Reason, Style};

/// The verdict on one answer.
#[derive(Serialize)]
pub struct CheckReport {
    /// The study's id; `None` for a puzzle.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub study: Option<String>,
    /// The puzzle's id; `None` for a study.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub puzzle: Option<String>,
    pub correct: bool,
    pub expected: Expected,
    pub right: Vec<String>,
    pub missing: Vec<String>,
    pub wrong: Vec<Wrong>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub witness: Option<String>,
    /// `best-actions`: right actions that win slower than the best one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub slower: Vec<Slower>,
    /// The full answer, when asked for (`check --reveal`); the JSON has it in `expected`.
    #[serde(skip)]
    pub revealed: Option<String>,
    /// The study's explanation, given once the answer is right or when revealed.
    pub explanation: Option<String>,
    /// The task asks for exactly one action (`first-opening`): a wrong one is not followed by
    /// "one more is missing".
    #[serde(skip)]
    pub one_item: bool,
    /// A puzzle's themes, once its first action is right (or revealed); never before.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub themes: Option<Vec<&'static str>>,
    /// A puzzle's rating, with its themes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<u16>,
    /// A puzzle's rating and themes in words, with its themes.
    #[serde(skip)]
    pub about: Option<super::trainer::Solved>,
}

/// `check --format json` for an answer that cannot be read: `correct` is false and `error`
/// says why, with the answer it probably meant.
#[derive(Serialize)]
pub struct Unreadable {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub study: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub puzzle: Option<String>,
    pub correct: bool,
    pub error: AnswerProblem,
}

/// Why an answer cannot be read.
#[derive(Serialize)]
pub struct AnswerProblem {
    /// The message id without its `study-` prefix, the same in every language.
    pub code: String,
    pub message: String,
    pub hint: String,
    pub suggestion: Option<String>,
}

impl Present for Unreadable {
    fn text(&self, _: &Localizer, _: &Style) -> String {
        format!("{}\n{}\n", self.error.message, self.error.hint)
    }
}

/// The engine's answer: `"yes"`/`"no"`, or a list of notations.
#[derive(Serialize)]
#[serde(untagged)]
pub enum Expected {
    YesNo(&'static str),
    List(Vec<String>),
    /// A value: `fox-wins`, `geese-win` or `draw`.
    Verdict(&'static str),
}

/// A right action that wins slower than the best, with the best (plies from the position).
#[derive(Serialize)]
pub struct Slower {
    pub action: String,
    pub plies: u16,
    pub best: String,
    pub best_plies: u16,
    pub message: String,
}

/// One wrong item and why.
#[derive(Serialize)]
pub struct Wrong {
    pub answer: String,
    /// Every reason, in one line.
    pub reason: String,
    pub reasons: Vec<Reason>,
}

impl CheckReport {
    /// Only the verdict: no explanation, rating or themes (the puzzle trainer says those
    /// itself once the line is played).
    pub fn bare(mut self) -> CheckReport {
        self.explanation = None;
        self.themes = None;
        self.rating = None;
        self.about = None;
        self
    }
}

impl Present for CheckReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = if self.correct {
            style.good(&loc.text(ids::CHECK_CORRECT))
        } else {
            style.bad(&loc.text(ids::CHECK_WRONG))
        };
        s.push('\n');
        if matches!(self.expected, Expected::List(_)) {
            s.push_str(&items(ids::CHECK_RIGHT, &self.right, loc));
            for w in &self.slower {
                s.push_str(&w.message);
                s.push('\n');
            }
            // One move asked for and a wrong one given: its reason says enough.
            let one_wrong = self.one_item && !self.wrong.is_empty();
            if !self.missing.is_empty() && !one_wrong {
                let m = Message::new(ids::CHECK_MISSING).arg("count", self.missing.len());
                s.push_str(&loc.msg(&m));
                s.push('\n');
            }
        }
        if !self.wrong.is_empty() {
            s.push_str(
                &loc.msg(&Message::new(ids::CHECK_WRONG_ITEMS).arg("count", self.wrong.len())),
            );
            s.push('\n');
            for w in &self.wrong {
                s.push_str(&wrong_item(w));
            }
        }
        // A wrong "yes" already names the witness among the wrong items.
        if let Some(w) = self.witness.as_ref().filter(|_| self.correct) {
            s.push_str(&loc.msg(&Message::new(ids::CHECK_WITNESS).arg("action", w.as_str())));
            s.push('\n');
        }
        if let Some(a) = &self.revealed {
            s.push_str(&loc.msg(&Message::new(ids::CHECK_ANSWER).arg("answer", a.as_str())));
            s.push('\n');
        }
        if let Some(e) = &self.explanation {
            s.push('\n');
            s.push_str(e);
            s.push('\n');
        }
        if let Some(about) = &self.about {
            s.push('\n');
            s.push_str(&about.text(loc, style));
        }
        s
    }
}

/// A line naming `list`'s items under the message `id`, or nothing for an empty list.
fn items(id: MessageId, list: &[String], loc: &Localizer) -> String {
    if list.is_empty() {
        return String::new();
    }
    let m = Message::new(id)
        .arg("count", list.len())
        .arg("items", list.join(" "));
    loc.msg(&m) + "\n"
}

/// A wrong item: `  - item: first reason`, then each further reason indented under it.
fn wrong_item(w: &Wrong) -> String {
    let Some((first, more)) = w.reasons.split_first() else {
        return format!("  - {}\n", w.answer);
    };
    let mut s = format!("  - {}: {}\n", w.answer, first.message);
    for r in more {
        s.push_str(&format!("    {}\n", r.message));
    }
    s
}

/// A warning: `check` graded a puzzle's answer but could not record it in the default
/// progress file.
pub struct NotRecorded {
    pub path: String,
}

impl Present for NotRecorded {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let m = Message::new(ids::CHECK_NOT_RECORDED).arg("path", self.path.as_str());
        format!(
            "{}: {}\n",
            style.bad(&loc.text(ids::WARNING_LABEL)),
            loc.msg(&m)
        )
    }
}
