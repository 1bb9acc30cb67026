//! What a study's screen gives away before the learner answers (`validate`'s `reveals-*`
//! warnings), found in the screen as drawn in one language ([`Screen`]): the binary draws it
//! and words its outcome, this module searches it, so any front end can audit its own screen.
//!
//! * an item of the answer named as a word (`reveals-answer`): an action of an action list, a
//!   landing point (or an action landing there) of `capture-landings`, or, for a `blockade`
//!   whose fox can move, any legal fox action (naming one answers "no"); a `first-opening`
//!   prompt lists the replay's moves by design, so it is not searched for its move;
//! * the position's outcome as the engine words it (`reveals-status`), such as "the geese have
//!   won" or "the fox has no legal action", when the game is over;
//! * marks on the board where an answer item lands (`reveals-marks`);
//! * an id (`reveals-id`) or title (`reveals-title`) that settles the question: for a question
//!   answered yes or no, a value or "none", a word such as "can", "not", "still" or "wins"
//!   (`validate-settling-words`, in each language: [`Words`]); for a list of the best actions
//!   that holds every legal action, "every" or "all" (`validate-every-words`); for any list,
//!   an item of the answer; for a mistake to find, the action or a word that says what it did
//!   ("missed", "back": `validate-mistake-words`). Ids and titles show on every screen, in
//!   `list` and in the book.
//!
//! A study silences a warning with `allow: [CODE]` and a comment saying why
//! ([`super::ALLOWABLE`]); [`reveals`] leaves out what a study allows.
//!
//! Warnings, not errors: a study that names its answer still loads and grades. Why the drawn
//! screen rather than the texts alone: it is what the learner reads, so a status line or marks
//! added to the screen later are caught as well as a prompt that names actions.
//!
//! Beside the screen, a study's own Fluent file is checked for messages no screen shows (a
//! misspelt `-hnt`, with a did-you-mean) and texts still holding `new`'s placeholder
//! ([`text_keys`]).

use crate::message::{ids, Message};
use crate::rules::{Action, Bitboard, Outcome, Point, Side};

use super::task::{Solution, TaskKind};
use super::{Study, TextPart};

/// A study's screen as a learner sees it before answering, in one language.
#[derive(Clone, Debug, Default)]
pub struct Screen {
    /// Every line of the screen as drawn, without the board (whose own labels are no words:
    /// a numbered board shows every square's number).
    pub text: String,
    /// The title as shown.
    pub title: String,
    /// The prompt as shown.
    pub prompt: String,
    /// The points the board marks.
    pub marks: Bitboard,
    /// The position's outcome as the screen's language words it, when the game is over.
    pub outcome: Option<String>,
}

/// The words that settle a question, in the screen's language (each list a locale's
/// `validate-settling-words`, `validate-every-words` and `validate-mistake-words`).
#[derive(Clone, Debug, Default)]
pub struct Words {
    /// Words that settle a yes/no, a value or an empty list ("can", "not", "wins").
    pub settling: Vec<String>,
    /// Words that say every legal action is best ("every", "all").
    pub every: Vec<String>,
    /// Words that say what a mistake did ("missed", "back").
    pub mistake: Vec<String>,
}

impl Words {
    /// The lists from their texts, words split by white space and lowercased.
    pub fn from_texts(settling: &str, every: &str, mistake: &str) -> Words {
        let list = |t: &str| t.split_whitespace().map(str::to_lowercase).collect();
        Words {
            settling: list(settling),
            every: list(every),
            mistake: list(mistake),
        }
    }
}

/// One way a screen gives the answer away.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Reveal {
    /// The screen names `item`, an item of the answer, in `part` (the title or the prompt;
    /// `None` elsewhere on the screen).
    Item {
        item: String,
        part: Option<TextPart>,
    },
    /// The screen says the outcome, `status`, in `part`.
    Status {
        status: String,
        part: Option<TextPart>,
    },
    /// The board marks points an answer item lands on.
    Marks { points: Vec<String> },
    /// The id has `word`, which settles the question or names an item of the answer.
    Id { word: String },
    /// The title has `word`, which settles the question or names an item of the answer.
    Title { word: String },
}

impl Reveal {
    /// The warning, in the screen's language (`lang` names it in the message).
    pub fn message(&self, lang: &str) -> Message {
        let part = |p: &Option<TextPart>| match p {
            Some(TextPart::Title) => "title",
            Some(TextPart::Prompt) => "prompt",
            _ => "screen",
        };
        match self {
            Reveal::Item { item, part: p } => Message::new(ids::VALIDATE_REVEALS_ANSWER)
                .arg("lang", lang)
                .arg("part", part(p))
                .arg("item", item.as_str()),
            Reveal::Status { status, part: p } => Message::new(ids::VALIDATE_REVEALS_STATUS)
                .arg("lang", lang)
                .arg("part", part(p))
                .arg("status", status.as_str()),
            Reveal::Marks { points } => Message::new(ids::VALIDATE_REVEALS_MARKS)
                .arg("lang", lang)
                .arg("points", points.join(" ")),
            Reveal::Id { word } => {
                Message::new(ids::VALIDATE_REVEALS_ID).arg("word", word.as_str())
            }
            Reveal::Title { word } => Message::new(ids::VALIDATE_REVEALS_TITLE)
                .arg("lang", lang)
                .arg("word", word.as_str()),
        }
    }

    /// The code a study's `allow:` names to silence it.
    pub fn code(&self) -> &'static str {
        match self {
            Reveal::Item { .. } => "reveals-answer",
            Reveal::Status { .. } => "reveals-status",
            Reveal::Marks { .. } => "reveals-marks",
            Reveal::Id { .. } => "reveals-id",
            Reveal::Title { .. } => "reveals-title",
        }
    }

    /// How to mend it.
    pub fn hint(&self) -> Message {
        Message::new(match self {
            Reveal::Item { .. } => ids::VALIDATE_REVEALS_ANSWER_HINT,
            Reveal::Status { .. } => ids::VALIDATE_REVEALS_STATUS_HINT,
            Reveal::Marks { .. } => ids::VALIDATE_REVEALS_MARKS_HINT,
            Reveal::Id { .. } => ids::VALIDATE_REVEALS_ID_HINT,
            Reveal::Title { .. } => ids::VALIDATE_REVEALS_TITLE_HINT,
        })
    }
}

/// What `screen` of `study` gives away, each thing once, and what its id (when `english`: ids
/// are English words) and title settle by `words`; less what the study allows.
pub fn reveals(study: &Study, screen: &Screen, words: &Words, english: bool) -> Vec<Reveal> {
    let mut out = screen_reveals(study, screen);
    if english {
        out.extend(
            settling(study, &study.id.replace('-', " "), words).map(|word| Reveal::Id { word }),
        );
    }
    // A title already found saying the outcome or an answer item is not told twice.
    let title_told = out.iter().any(|r| {
        matches!(
            r,
            Reveal::Item {
                part: Some(TextPart::Title),
                ..
            } | Reveal::Status {
                part: Some(TextPart::Title),
                ..
            }
        )
    });
    if !title_told {
        out.extend(settling(study, &screen.title, words).map(|word| Reveal::Title { word }));
    }
    out.retain(|r| !study.allow.iter().any(|a| a == r.code()));
    out
}

/// The first word of `text` that settles `study`'s question: a word of `words.settling` for a
/// yes/no, a value or an empty list; of `words.every` for best actions that are every legal
/// action; an item of a list answer.
fn settling(study: &Study, text: &str, words: &Words) -> Option<String> {
    let legal = study.position.legal_actions();
    let settle: Vec<String> = match study.solution() {
        Solution::Blockade { .. } | Solution::Verdict { .. } => words.settling.clone(),
        Solution::Actions(v) if v.is_empty() => words.settling.clone(),
        Solution::Actions(v) if study.kind() == TaskKind::BestActions && v.len() == legal.len() => {
            let mut w = words.every.clone();
            w.extend(answer_items(study).0);
            w
        }
        Solution::Actions(_) | Solution::Points(_) => answer_items(study).0,
        Solution::FirstMistake { action, .. } => {
            let mut w = words.mistake.clone();
            w.push(action.to_string());
            w
        }
        Solution::FirstOpening { action, .. } => vec![action.to_string()],
    };
    words_of(&text.to_lowercase())
        .into_iter()
        .find(|w| settle.contains(w))
}

/// What `screen` of `study` gives away: answer items, the outcome and marks.
pub fn screen_reveals(study: &Study, screen: &Screen) -> Vec<Reveal> {
    let text = screen.text.to_lowercase();
    let in_part = |needle: &str| {
        [
            (TextPart::Title, &screen.title),
            (TextPart::Prompt, &screen.prompt),
        ]
        .into_iter()
        .find(|(_, t)| t.to_lowercase().contains(needle))
        .map(|(p, _)| p)
    };
    let mut out = Vec::new();
    let (items, landings) = answer_items(study);
    for w in &words_of(&text) {
        let hit = items.iter().find(|i| *i == w).cloned().or_else(|| {
            // An action named on a points answer gives its landing away.
            let last = w.rsplit('x').next().filter(|_| w.contains('x'))?;
            landings
                .iter()
                .find(|l| l.to_string() == last)
                .map(|_| w.clone())
        });
        if let Some(item) = hit {
            let r = Reveal::Item {
                part: in_part(&item),
                item,
            };
            if !out.contains(&r) {
                out.push(r);
            }
        }
    }
    if let (Some(status), false) = (
        &screen.outcome,
        study.position.outcome() == Outcome::Ongoing,
    ) {
        // The whole sentence anywhere on the screen; a clause of it in the texts an editor
        // wrote (the screen's own lines say "the fox wins at 9", which is no outcome).
        let (whole, clauses) = phrases(status);
        let part = if text.contains(&whole) {
            Some(in_part(&whole))
        } else {
            clauses.iter().find_map(|c| in_part(c).map(Some))
        };
        if let Some(part) = part {
            out.push(Reveal::Status {
                part,
                status: status.clone(),
            });
        }
    }
    let marked: Vec<String> = landings
        .iter()
        .filter(|p| screen.marks.contains(**p))
        .map(ToString::to_string)
        .collect();
    if !marked.is_empty() {
        out.push(Reveal::Marks { points: marked });
    }
    out
}

/// The answer's items to look for, lowercased, and the points its items land on.
fn answer_items(study: &Study) -> (Vec<String>, Vec<Point>) {
    let names = |v: &[Action]| v.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    let lands = |v: &[Action]| v.iter().map(Action::to).collect::<Vec<_>>();
    match study.solution() {
        Solution::Actions(v) => (names(v), lands(v)),
        Solution::Points(v) => (
            v.iter().map(ToString::to_string).collect(),
            v.iter()
                .filter_map(|&c| study.position.board().point(c))
                .collect(),
        ),
        Solution::Blockade {
            witness: Some(_), ..
        } => {
            let all = study.position.with_turn(Side::Fox).legal_actions();
            (names(&all), lands(&all))
        }
        // A replay's prompt lists its moves, the answer among them.
        Solution::Blockade { witness: None, .. }
        | Solution::FirstOpening { .. }
        | Solution::FirstMistake { .. }
        | Solution::Verdict { .. } => (Vec::new(), Vec::new()),
    }
}

/// The words of `text`: runs of letters, digits, `-` and `x`, without a trailing `-`.
fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .map(|w| w.trim_matches('-').to_string())
        .filter(|w| !w.is_empty())
        .collect()
}

/// An outcome sentence as it gives the outcome away: the whole, lowercased and without its
/// full stop, and its clauses around a colon long enough to say it alone (“the geese have
/// won”, “the fox has no legal action”; not a word or two such as “draw”).
fn phrases(status: &str) -> (String, Vec<String>) {
    let status = status.to_lowercase();
    let whole = status.trim().trim_end_matches('.').to_string();
    let clauses = whole
        .split(':')
        .map(|p| p.trim().to_string())
        .filter(|p| p.chars().count() >= 12 && *p != whole)
        .collect();
    (whole, clauses)
}

/// The message ids of a Fluent file, each with its 1-based line and its value: the lines
/// `id = value` whose id is a Fluent identifier.
pub fn ftl_messages(source: &str) -> Vec<(usize, &str, &str)> {
    source
        .lines()
        .enumerate()
        .filter_map(|(i, l)| {
            let (id, value) = l.split_once('=')?;
            let id = id.trim_end();
            let ok = id.starts_with(|c: char| c.is_ascii_alphabetic())
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            ok.then_some((i + 1, id, value.trim()))
        })
        .collect()
}

/// A message of a study's own Fluent file that no screen shows, or that still holds the
/// placeholder `new` wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyProblem {
    /// Its line (1-based).
    pub line: usize,
    /// Its id.
    pub key: String,
    /// What is wrong.
    pub kind: KeyProblemKind,
}

/// What is wrong with a message of a study's Fluent file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyProblemKind {
    /// No screen shows it: the study's texts are `expected`; `suggestion` the one its id is
    /// likely a typo of (`t-hnt` for `t-hint`).
    Unused {
        /// The closest expected id, when close enough.
        suggestion: Option<String>,
        /// Every id the study's screens show.
        expected: Vec<String>,
    },
    /// Its value still holds `new`'s placeholder, `marker`.
    Placeholder {
        /// The placeholder found.
        marker: String,
    },
}

impl KeyProblem {
    /// What is wrong, worded.
    pub fn message(&self) -> Message {
        match &self.kind {
            KeyProblemKind::Unused { .. } => {
                Message::new(ids::VALIDATE_UNUSED_TEXT).arg("key", self.key.as_str())
            }
            KeyProblemKind::Placeholder { .. } => {
                Message::new(ids::VALIDATE_PLACEHOLDER).arg("key", self.key.as_str())
            }
        }
    }

    /// How to mend it.
    pub fn hint(&self) -> Message {
        match &self.kind {
            KeyProblemKind::Unused {
                suggestion: Some(s),
                ..
            } => Message::new(ids::VALIDATE_UNUSED_TEXT_SUGGEST).arg("suggestion", s.as_str()),
            KeyProblemKind::Unused {
                suggestion: None,
                expected,
            } => Message::new(ids::VALIDATE_UNUSED_TEXT_HINT).arg("expected", expected.join(", ")),
            KeyProblemKind::Placeholder { marker } => {
                Message::new(ids::VALIDATE_PLACEHOLDER_HINT).arg("marker", marker.as_str())
            }
        }
    }
}

/// The messages of the Fluent file `source`, the study `study_id`'s own, that no screen
/// shows, or that still hold one of `placeholders` (`new`'s marker in each language).
pub fn text_keys(study_id: &str, source: &str, placeholders: &[String]) -> Vec<KeyProblem> {
    let expected: Vec<String> = TextPart::ALL
        .into_iter()
        .map(|part| format!("{study_id}-{}", part.suffix()))
        .collect();
    ftl_messages(source)
        .into_iter()
        .filter_map(|(line, id, value)| {
            let kind = if !expected.iter().any(|w| w == id) {
                KeyProblemKind::Unused {
                    suggestion: super::library::closest(id, &expected),
                    expected: expected.clone(),
                }
            } else {
                let marker = placeholders.iter().find(|m| value.contains(m.as_str()))?;
                KeyProblemKind::Placeholder {
                    marker: marker.clone(),
                }
            };
            Some(KeyProblem {
                line,
                key: id.to_string(),
                kind,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Coord;

    fn study(position: &str, task: &str) -> Study {
        let text = format!(
            "format_version: 1\nid: t\nstage: review\nposition: \"{position}\"\ntask:\n{task}\n"
        );
        crate::study::without_answer("t.yaml", &text).unwrap()
    }

    /// A screen of a title and a prompt and nothing else.
    fn screen(title: &str, prompt: &str) -> Screen {
        Screen {
            text: format!("{title}\n{prompt}"),
            title: title.into(),
            prompt: prompt.into(),
            ..Screen::default()
        }
    }

    const SURROUNDED: &str = "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0";
    const LIST_FOX: &str = "  kind: list-actions\n  side: fox";

    #[test]
    fn a_prompt_naming_an_answer_item_is_found() {
        let table: &[(&str, &str, &str, Vec<&str>)] = &[
            // (position, task, prompt, items found)
            (SURROUNDED, LIST_FOX, "List the fox's actions.", vec![]),
            (
                SURROUNDED,
                LIST_FOX,
                "Is d4xd2 the only one?",
                vec!["d4xd2"],
            ),
            // An illegal action named is no answer.
            (SURROUNDED, LIST_FOX, "Why is d4xd6 blocked?", vec![]),
            // Blockade: any legal fox action named says "no".
            (
                SURROUNDED,
                "  kind: blockade",
                "Can the fox play D4xD2?",
                vec!["d4xd2"],
            ),
            (
                SURROUNDED,
                "  kind: blockade",
                "Is the fox on d4 stuck?",
                vec![],
            ),
            // Landings: the point, or an action landing on it.
            (
                SURROUNDED,
                "  kind: capture-landings",
                "Does d2 count?",
                vec!["d2"],
            ),
            (
                SURROUNDED,
                "  kind: capture-landings",
                "After d4xd2?",
                vec!["d4xd2"],
            ),
            (
                SURROUNDED,
                "  kind: capture-landings",
                "The fox on d4.",
                vec![],
            ),
        ];
        for (pos, task, prompt, want) in table {
            let s = study(pos, task);
            let found: Vec<String> = reveals(&s, &screen("T", prompt), &Words::default(), true)
                .into_iter()
                .filter_map(|r| match r {
                    Reveal::Item { item, part } => {
                        assert_eq!(part, Some(TextPart::Prompt));
                        Some(item)
                    }
                    _ => None,
                })
                .collect();
            assert_eq!(found, *want, "{prompt}");
        }
    }

    #[test]
    fn a_screen_saying_the_outcome_is_found() {
        // The fox on d1 hemmed in by c1, e1 and d2 (d3 behind it), fox to move: geese won.
        let blocked = "3/3/7/7/3G3/1G1/GFG f 0";
        let s = study(blocked, "  kind: blockade");
        assert_ne!(s.position.outcome(), Outcome::Ongoing);
        let status = "Game over: the fox has no legal action.";
        let said = |title: &str, prompt: &str| {
            let mut sc = screen(title, prompt);
            sc.outcome = Some(status.into());
            screen_reveals(&s, &sc)
                .iter()
                .any(|r| matches!(r, Reveal::Status { .. }))
        };
        assert!(said("T", &format!("Here {status} Is the fox blockaded?")));
        assert!(!said("T", "Is the fox blockaded?"));
        // The clause alone, in the title; a word or two of it is no outcome.
        assert!(said("the fox has no legal action", "Is the fox blockaded?"));
        assert!(!said("Game over", "Is the fox blockaded?"));
    }

    #[test]
    fn marks_on_an_answer_landing_are_found() {
        let s = study(SURROUNDED, LIST_FOX);
        let mut sc = screen("T", "List them.");
        assert!(screen_reveals(&s, &sc).is_empty());
        sc.marks = [Coord { file: 3, rank: 2 }]
            .into_iter()
            .filter_map(|c| s.position.on_board(c))
            .collect::<Bitboard>();
        assert_eq!(
            screen_reveals(&s, &sc),
            [Reveal::Marks {
                points: vec!["d2".into()]
            }]
        );
    }

    /// A title or an id with a word that settles a yes/no; ids are read in English only.
    #[test]
    fn a_title_or_id_that_settles_the_question_is_found() {
        let words = Words::from_texts("Can not STILL", "", "");
        let s = study(SURROUNDED, "  kind: blockade");
        let found = reveals(&s, &screen("The fox can move", "Blockaded?"), &words, true);
        assert_eq!(found, [Reveal::Title { word: "can".into() }]);
        let mut named = s.clone();
        named.id = "still-free".into();
        let found = reveals(&named, &screen("T", "Blockaded?"), &words, true);
        assert_eq!(
            found,
            [Reveal::Id {
                word: "still".into()
            }]
        );
        assert!(reveals(&named, &screen("T", "Blockaded?"), &words, false).is_empty());
        named.allow = vec!["reveals-id".into()];
        assert!(reveals(&named, &screen("T", "Blockaded?"), &words, true).is_empty());
    }

    /// A study's Fluent file: a misspelt key is suggested its text, a key far from every text
    /// lists them, and a text still holding a placeholder is named.
    #[test]
    fn keys_no_screen_shows_and_placeholders_are_found() {
        let source = "t-title = A title\nt-hnt = Look.\n\nt-prompt = [to be written]\nzz = x\n";
        let found = text_keys("t", source, &["[to be written]".to_string()]);
        let expected: Vec<String> = TextPart::ALL
            .into_iter()
            .map(|p| format!("t-{}", p.suffix()))
            .collect();
        assert_eq!(
            found,
            [
                KeyProblem {
                    line: 2,
                    key: "t-hnt".into(),
                    kind: KeyProblemKind::Unused {
                        suggestion: Some("t-hint".into()),
                        expected: expected.clone()
                    }
                },
                KeyProblem {
                    line: 4,
                    key: "t-prompt".into(),
                    kind: KeyProblemKind::Placeholder {
                        marker: "[to be written]".into()
                    }
                },
                KeyProblem {
                    line: 5,
                    key: "zz".into(),
                    kind: KeyProblemKind::Unused {
                        suggestion: None,
                        expected
                    }
                },
            ]
        );
    }
}
