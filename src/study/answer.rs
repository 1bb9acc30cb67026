//! Reading an answer: the learner's, and the one an editor declares in the study file.
//!
//! One syntax for both. A list is written with spaces or commas between items, in any order and
//! any case; a repeated item counts once. An action may have spaces inside it (`d4 x d2`,
//! `c5 - c4`), so the separators of an action glue its parts back together.
//!
//! The words for yes, no and the empty list are not in the code: they are the messages
//! `study-words-yes`, `study-words-no` and `study-words-none` of the embedded locale files, and
//! the words of every language are accepted whatever language the output is in (a learner may
//! answer `ya` to an English prompt). A third language adds its words in its own `study.ftl`,
//! with no code change. Today: `yes`/`y`/`true`, `no`/`n`/`false`, `none`/`-` and the
//! Indonesian `ya`/`iya`/`sudah`, `tidak`/`belum` (Ply Yard's own answer to "is the fox blocked
//! yet?" is *Belum.*) and `tidak ada`. Anything else is an [`AnswerError`] naming the token,
//! never a wrong answer: a typo is not a misconception.

use std::collections::HashSet;
use std::sync::OnceLock;

use crate::message::{ids, typed_words};
use crate::rules::action::ActionText;
use crate::rules::board::Board;
use crate::rules::point::Coord;
use crate::rules::Side;

/// The longest answer read, in bytes: room for thousands of actions, far more than any study
/// asks, while a pasted megabyte is refused at once, before it is split or compared.
pub const MAX_ANSWER_LEN: usize = 100_000;

/// What shape of answer a task wants.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AnswerKind {
    /// Yes or no.
    YesNo,
    /// A list of actions, possibly empty.
    Actions,
    /// A list of points, possibly empty.
    Points,
    /// Exactly one action.
    OneAction,
    /// A position's value: `fox-wins`, `geese-win` or `draw`.
    Verdict,
}

/// An answer as read, normalised: canonical notation, duplicates removed, order kept.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Answer {
    /// Yes (`true`) or no.
    YesNo(bool),
    /// Actions as written (not yet checked against a position).
    Actions(Vec<ActionText>),
    /// Point names as written (not yet checked against a board).
    Points(Vec<Coord>),
    /// A value: the winner claimed, `None` for a draw.
    Verdict(Option<Side>),
}

impl Answer {
    /// The same answer with every point `board` has named the board's way (`f6` is `11` on
    /// the draught board).
    pub fn canonical(&self, board: &Board) -> Answer {
        match self {
            Answer::YesNo(b) => Answer::YesNo(*b),
            Answer::Actions(v) => Answer::Actions(v.iter().map(|a| a.canonical(board)).collect()),
            Answer::Points(v) => Answer::Points(v.iter().map(|&c| board.canonical(c)).collect()),
            Answer::Verdict(w) => Answer::Verdict(*w),
        }
    }

    /// The items in canonical notation (`yes`/`no` for a yes/no answer).
    pub fn items(&self) -> Vec<String> {
        match self {
            Answer::YesNo(b) => vec![yes_no(*b).to_string()],
            Answer::Actions(v) => v.iter().map(ToString::to_string).collect(),
            Answer::Points(v) => v.iter().map(ToString::to_string).collect(),
            Answer::Verdict(w) => vec![verdict_name(*w).to_string()],
        }
    }
}

/// The name of a claimed value: `fox-wins`, `geese-win`, or `draw` for `None`.
pub(crate) fn verdict_name(winner: Option<Side>) -> &'static str {
    match winner {
        Some(Side::Fox) => "fox-wins",
        Some(Side::Geese) => "geese-win",
        None => "draw",
    }
}

/// `yes` or `no`.
pub(crate) fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// Why an answer could not be read. The CLI exits with status 2 on these.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AnswerError {
    /// Nothing was written.
    Empty,
    /// A token that is not what the task asks for.
    Unreadable {
        /// The token.
        token: String,
        /// What was expected.
        kind: AnswerKind,
    },
    /// `none` (or `-`, `tidak ada`) together with other items.
    NoneWithItems {
        /// The first other item.
        token: String,
    },
    /// The task wants exactly one action.
    NotOne {
        /// How many were given (0 for `none`).
        count: usize,
    },
    /// Longer than [`MAX_ANSWER_LEN`].
    TooLong {
        /// Its length in bytes.
        len: usize,
        /// The limit.
        max: usize,
    },
}

/// The words a learner may type for yes, no and the empty list, and for a value, in every
/// language.
struct Words {
    yes: Vec<String>,
    no: Vec<String>,
    none: Vec<String>,
    fox_wins: Vec<String>,
    geese_win: Vec<String>,
    draw: Vec<String>,
}

impl Words {
    /// Read once from the embedded locale files (no file is read at run time).
    fn get() -> &'static Words {
        static WORDS: OnceLock<Words> = OnceLock::new();
        WORDS.get_or_init(|| Words {
            yes: typed_words(ids::STUDY_WORDS_YES),
            no: typed_words(ids::STUDY_WORDS_NO),
            none: typed_words(ids::STUDY_WORDS_NONE),
            fox_wins: typed_words(ids::VALUES_WORDS_FOX_WINS),
            geese_win: typed_words(ids::VALUES_WORDS_GEESE_WIN),
            draw: typed_words(ids::VALUES_WORDS_DRAW),
        })
    }

    fn is_none(&self, word: &str) -> bool {
        self.none.iter().any(|w| w == word)
    }
}

/// Reads `text` as an answer of `kind`.
pub fn parse_answer(text: &str, kind: AnswerKind) -> Result<Answer, AnswerError> {
    if text.len() > MAX_ANSWER_LEN {
        return Err(AnswerError::TooLong {
            len: text.len(),
            max: MAX_ANSWER_LEN,
        });
    }
    let words: Vec<String> = text.split_whitespace().map(str::to_lowercase).collect();
    let joined = words.join(" ");
    let trimmed = joined.trim_matches(|c: char| c == '.' || c == '!' || c.is_whitespace());
    if trimmed.is_empty() {
        return Err(AnswerError::Empty);
    }
    let words = Words::get();
    let is = |list: &[String]| list.iter().any(|w| w == trimmed);
    if kind == AnswerKind::Verdict {
        return if is(&words.fox_wins) {
            Ok(Answer::Verdict(Some(Side::Fox)))
        } else if is(&words.geese_win) {
            Ok(Answer::Verdict(Some(Side::Geese)))
        } else if is(&words.draw) {
            Ok(Answer::Verdict(None))
        } else {
            Err(AnswerError::Unreadable {
                token: text.trim().to_string(),
                kind,
            })
        };
    }
    if kind == AnswerKind::YesNo {
        return if is(&words.yes) {
            Ok(Answer::YesNo(true))
        } else if is(&words.no) {
            Ok(Answer::YesNo(false))
        } else {
            Err(AnswerError::Unreadable {
                token: text.trim().to_string(),
                kind,
            })
        };
    }
    let tokens = if words.is_none(trimmed) {
        Vec::new()
    } else {
        tokens(text)
    };
    // Only separators (", ,"): nothing was answered; the empty list is written `none`.
    if tokens.is_empty() && !words.is_none(trimmed) {
        return Err(AnswerError::Empty);
    }
    if let Some(pos) = tokens.iter().position(|t| words.is_none(t)) {
        let other = tokens
            .iter()
            .enumerate()
            .find(|(i, _)| *i != pos)
            .map(|(_, t)| t.clone())
            .unwrap_or_default();
        return Err(AnswerError::NoneWithItems { token: other });
    }
    let unreadable = |t: &String| AnswerError::Unreadable {
        token: t.clone(),
        kind,
    };
    let answer = match kind {
        AnswerKind::Points => {
            // A set beside the list: de-duplication in linear time, order kept (issue 9).
            let (mut v, mut seen): (Vec<Coord>, HashSet<Coord>) = Default::default();
            for t in &tokens {
                let c: Coord = t.parse().map_err(|_| unreadable(t))?;
                if seen.insert(c) {
                    v.push(c);
                }
            }
            Answer::Points(v)
        }
        AnswerKind::Actions | AnswerKind::OneAction | AnswerKind::YesNo | AnswerKind::Verdict => {
            let (mut v, mut seen): (Vec<ActionText>, HashSet<ActionText>) = Default::default();
            for t in &tokens {
                let a: ActionText = t.parse().map_err(|_| unreadable(t))?;
                if seen.insert(a.clone()) {
                    v.push(a);
                }
            }
            Answer::Actions(v)
        }
    };
    if kind == AnswerKind::OneAction {
        if let Answer::Actions(v) = &answer {
            if v.len() != 1 {
                return Err(AnswerError::NotOne { count: v.len() });
            }
        }
    }
    Ok(answer)
}

/// Splits a list on commas and spaces, gluing the parts of an action written with spaces
/// (`d4 - d3`, `d4 x d2`, `d4 xd2`) back together. Lowercases.
fn tokens(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for group in text.split(',') {
        let mut current = String::new();
        for word in group.split_whitespace().map(str::to_lowercase) {
            if current.is_empty() {
                current = word;
                continue;
            }
            let ends_open = current.ends_with('-') || ends_with_digit_x(&current);
            let ends_digit = current.chars().last().is_some_and(|c| c.is_ascii_digit());
            let starts_join = word.starts_with('-')
                || word == "x"
                || (word.starts_with('x')
                    && word.chars().nth(1).is_some_and(|c| c.is_ascii_alphabetic()));
            if ends_open || (ends_digit && starts_join) {
                current.push_str(&word);
            } else {
                out.push(std::mem::replace(&mut current, word));
            }
        }
        if !current.is_empty() {
            out.push(current);
        }
    }
    out
}

fn ends_with_digit_x(s: &str) -> bool {
    let mut rev = s.chars().rev();
    rev.next() == Some('x') && rev.next().is_some_and(|c| c.is_ascii_digit())
}

/// One item of a learner's answer, as read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Item<'a> {
    /// `yes` or `no`.
    YesNo(bool),
    /// A verdict: the winner claimed, `None` for a draw.
    Verdict(Option<Side>),
    /// An action as written.
    Action(&'a ActionText),
    /// A point name as written.
    Point(Coord),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items(text: &str, kind: AnswerKind) -> Vec<String> {
        parse_answer(text, kind).unwrap().items()
    }

    #[test]
    fn lists_read_loosely() {
        assert_eq!(
            items("D4xD2, c5-c4  d4 - d3", AnswerKind::Actions),
            ["d4xd2", "c5-c4", "d4-d3"]
        );
        assert_eq!(
            items("d4 x d2 d4 xd6,d4xb4", AnswerKind::Actions),
            ["d4xd2", "d4xd6", "d4xb4"]
        );
        assert_eq!(items("c4 e4 c4 C4", AnswerKind::Points), ["c4", "e4"]);
        assert_eq!(items("c4,,e4,", AnswerKind::Points), ["c4", "e4"]);
    }

    #[test]
    fn empty_lists_have_three_spellings() {
        for t in ["none", "-", "tidak ada", " Tidak  Ada ", "NONE"] {
            assert_eq!(
                parse_answer(t, AnswerKind::Actions),
                Ok(Answer::Actions(vec![])),
                "{t}"
            );
            assert_eq!(
                parse_answer(t, AnswerKind::Points),
                Ok(Answer::Points(vec![])),
                "{t}"
            );
        }
        assert_eq!(
            parse_answer("none d4", AnswerKind::Points),
            Err(AnswerError::NoneWithItems { token: "d4".into() })
        );
        assert_eq!(
            parse_answer("  ", AnswerKind::Points),
            Err(AnswerError::Empty)
        );
    }

    #[test]
    fn yes_and_no_in_both_languages() {
        for t in ["yes", "Y", "ya", "true", "Sudah."] {
            assert_eq!(
                parse_answer(t, AnswerKind::YesNo),
                Ok(Answer::YesNo(true)),
                "{t}"
            );
        }
        for t in ["no", "N", "tidak", "false", "Belum.", "No!"] {
            assert_eq!(
                parse_answer(t, AnswerKind::YesNo),
                Ok(Answer::YesNo(false)),
                "{t}"
            );
        }
        assert!(matches!(
            parse_answer("maybe", AnswerKind::YesNo),
            Err(AnswerError::Unreadable { .. })
        ));
    }

    #[test]
    fn values_in_both_languages() {
        let table: [(&str, Option<Side>); 9] = [
            ("fox-wins", Some(Side::Fox)),
            ("Fox wins.", Some(Side::Fox)),
            ("rubah", Some(Side::Fox)),
            ("geese", Some(Side::Geese)),
            ("angsa  menang", Some(Side::Geese)),
            ("GEESE-WIN", Some(Side::Geese)),
            ("draw", None),
            ("Seri!", None),
            ("a draw", None),
        ];
        for (t, w) in table {
            assert_eq!(
                parse_answer(t, AnswerKind::Verdict),
                Ok(Answer::Verdict(w)),
                "{t}"
            );
        }
        assert_eq!(
            parse_answer("yes", AnswerKind::Verdict),
            Err(AnswerError::Unreadable {
                token: "yes".into(),
                kind: AnswerKind::Verdict
            })
        );
        assert_eq!(items("rubah", AnswerKind::Verdict), ["fox-wins"]);
    }

    #[test]
    fn garbage_names_the_token() {
        assert_eq!(
            parse_answer("d4xd2 banana", AnswerKind::Actions),
            Err(AnswerError::Unreadable {
                token: "banana".into(),
                kind: AnswerKind::Actions
            })
        );
        assert_eq!(
            parse_answer("c4 d4-d3", AnswerKind::Points),
            Err(AnswerError::Unreadable {
                token: "d4-d3".into(),
                kind: AnswerKind::Points
            })
        );
        assert!(matches!(
            parse_answer("d4", AnswerKind::Actions),
            Err(AnswerError::Unreadable { .. })
        ));
    }

    #[test]
    fn one_action_means_one() {
        assert!(parse_answer("b5-b4", AnswerKind::OneAction).is_ok());
        assert_eq!(
            parse_answer("b5-b4 c5-c4", AnswerKind::OneAction),
            Err(AnswerError::NotOne { count: 2 })
        );
        assert_eq!(
            parse_answer("none", AnswerKind::OneAction),
            Err(AnswerError::NotOne { count: 0 })
        );
        assert_eq!(items("b5-b4 B5-B4", AnswerKind::OneAction), ["b5-b4"]);
    }
}
