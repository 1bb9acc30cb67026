//! Puzzles mined from the solved game: a position whose side to move has exactly one action
//! that keeps its proven value, perhaps for several moves against the best defence.
//!
//! ```text
//! tables ──mine──▶ Collection { Puzzle { position, value, line, themes, rating } } ──▶ YAML
//! YAML ──load──▶ Collection          learner's text ──Puzzle::check(step)──▶ GradedStep
//! ```
//!
//! * [`Puzzle`]: one puzzle; its `line` is the learner's action, the opponent's best reply,
//!   the learner's next action, …, always ending with the learner's. [`Puzzle::moves`] is how
//!   many actions the learner must find.
//! * [`Theme`]: what a puzzle is about, with an id and a localized name and description.
//! * `schema` and [`load()`]: the collection file (see `schema` for its shape), read with the
//!   study loader's span-aware YAML reader, every problem at its `file:line:column`.
//! * [`library`]: the collections compiled into the binary (`studies/puzzles/*.yaml`).
//! * [`Puzzle::check`]: grading the learner's action at step `k` of the line: exactly the one
//!   action of the line is right; any other legal action is a [`WrongReason::PuzzleMiss`], an
//!   illegal one carries the engine's reasons.
//! * [`serve`]: which puzzle a learner is served next (the nearest the rating, wins at
//!   least half the time).
//! * [`mine`]: the miner over a [`Solver`](crate::solve::Solver)'s tables; [`prove`]: what
//!   `validate` proves of each puzzle from the tables.
//!
//! Nothing here prints or holds user-facing text: the texts shown with a puzzle are templates
//! per kind and theme in `locales/*/puzzles.ftl` ([`Puzzle::prompt`]).

pub mod library;
mod load;
pub mod mine;

pub mod prove;
mod schema;
pub mod serve;
mod theme;
pub mod trainer;

use std::fmt::Write as _;

use crate::message::{ids, Message};
use crate::rules::action::{Action, ActionText};
use crate::rules::position::Position;
use crate::rules::ruleset::RulesetSpec;
use crate::rules::Side;
use crate::solve::mirror::Mirror;
use crate::solve::Value;
use crate::study::problem::Location;
use crate::study::WrongReason;
use crate::study::{parse_answer, Answer, AnswerError, AnswerKind, Expected, Graded, Wrong};

pub use load::{load, MAX_FILE_SIZE};
pub use theme::{Theme, UnknownTheme};

/// The lowest rating a puzzle may have.
pub const MIN_RATING: u16 = 400;
/// The highest rating a puzzle may have.
pub const MAX_RATING: u16 = 3000;

/// What the learner is asked to do, from the position's value for the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PuzzleKind {
    /// The side to move wins, with one action only.
    Win,
    /// The side to move cannot win; one action only holds the draw.
    Draw,
    /// Every action loses; one holds out longest, by 4 plies or more.
    HoldOut,
}

impl PuzzleKind {
    /// `win`, `draw` or `hold-out` (in JSON, and the selector of the texts).
    pub const fn name(self) -> &'static str {
        match self {
            PuzzleKind::Win => "win",
            PuzzleKind::Draw => "draw",
            PuzzleKind::HoldOut => "hold-out",
        }
    }

    /// The kind of a position with `value` and `mover` to move.
    pub fn of(value: Value, mover: Side) -> PuzzleKind {
        match value.winner() {
            Some(w) if w == mover => PuzzleKind::Win,
            Some(_) => PuzzleKind::HoldOut,
            None => PuzzleKind::Draw,
        }
    }
}

/// One puzzle, checked: its position is a game in progress and every action of its line is
/// legal in turn. That the line's learner actions are the only value-keeping ones is proven
/// by [`prove`] (the tables), not by loading.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    /// Unique id within the collections (`plyyard-3f9a2c`).
    pub id: String,
    /// The ruleset.
    pub ruleset: RulesetSpec,
    /// The position shown to the learner.
    pub position: Position,
    /// Geese on the board.
    pub geese: u8,
    /// Themes, in the order written.
    pub themes: Vec<Theme>,
    /// The rating, [`MIN_RATING`] to [`MAX_RATING`].
    pub rating: u16,
    /// The learner's action, the opponent's reply, the learner's next action, …; odd length.
    pub line: Vec<Action>,
    /// The position's proven value.
    pub value: Value,
    /// Where the id is written.
    pub id_at: Location,
}

/// The result of grading the learner's action at one step of a puzzle's line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GradedStep {
    /// The grade, as a study's is given: `expected` is the one right action.
    pub verdict: Graded,
    /// The opponent's reply after the right action, when the line goes on.
    pub reply: Option<Action>,
    /// Whether this was the line's last step.
    pub last: bool,
}

impl Puzzle {
    /// How many actions the learner must find.
    pub fn moves(&self) -> usize {
        self.line.len().div_ceil(2)
    }

    /// The side the learner plays.
    pub fn learner(&self) -> Side {
        self.position.turn()
    }

    /// What the learner is asked to do.
    pub fn kind(&self) -> PuzzleKind {
        PuzzleKind::of(self.value, self.learner())
    }

    /// The phase theme, from the geese on the board.
    pub fn phase(&self) -> Theme {
        Theme::phase(self.geese, self.position.rules().geese_total())
    }

    /// Whether the puzzle has `theme`.
    pub fn has(&self, theme: Theme) -> bool {
        self.themes.contains(&theme)
    }

    /// The position before the learner's action of step `step` (0-based): the line played
    /// up to it. `None` past the last step.
    pub fn position_at(&self, step: usize) -> Option<Position> {
        if step >= self.moves() {
            return None;
        }
        let mut pos = self.position;
        for a in &self.line[..2 * step] {
            pos = pos.play_unchecked(a);
        }
        Some(pos)
    }

    /// The right action at step `step` (0-based).
    pub fn answer(&self, step: usize) -> Option<&Action> {
        self.line.get(2 * step)
    }

    /// The opponent's reply after the right action at step `step`, when the line goes on.
    pub fn reply(&self, step: usize) -> Option<&Action> {
        self.line.get(2 * step + 1)
    }

    /// Reads and grades the learner's answer at step `step` (0-based): one action, exactly
    /// the line's. An answer that does not read as one action is an [`AnswerError`] (not a
    /// wrong answer). `None` past the last step.
    pub fn check(&self, step: usize, text: &str) -> Option<Result<GradedStep, AnswerError>> {
        let pos = self.position_at(step)?;
        let answer = match parse_answer(text, AnswerKind::OneAction) {
            Ok(a) => a,
            Err(e) => return Some(Err(e)),
        };
        let Answer::Actions(v) = answer else {
            return Some(Err(AnswerError::NotOne { count: 0 }));
        };
        Some(Ok(self.grade_at(step, &pos, &v[0])))
    }

    /// Grades one action as written at step `step`, `pos` being [`Puzzle::position_at`].
    fn grade_at(&self, step: usize, pos: &Position, given: &ActionText) -> GradedStep {
        let expected = self.line[2 * step];
        let expected_text = expected.to_string();
        let mut verdict = Graded {
            correct: false,
            expected: Expected::List(vec![expected_text.clone()]),
            right: Vec::new(),
            missing: Vec::new(),
            wrong: Vec::new(),
            witness: None,
            slower: Vec::new(),
        };
        let given_text = given.canonical(pos.board()).to_string();
        match pos.find(given) {
            Ok(a) if a == expected => {
                verdict.correct = true;
                verdict.right.push(expected_text);
            }
            Ok(a) => {
                verdict.missing.push(expected_text);
                verdict.wrong.push(Wrong {
                    answer: a.to_string(),
                    reason: WrongReason::PuzzleMiss {
                        value: self.value_at(step),
                        mover: self.learner(),
                    },
                });
            }
            Err(reasons) => {
                verdict.missing.push(expected_text);
                verdict.wrong.push(Wrong {
                    answer: given_text,
                    reason: WrongReason::Illegal(reasons),
                });
            }
        }
        GradedStep {
            reply: verdict.correct.then(|| self.reply(step).cloned()).flatten(),
            last: step + 1 == self.moves(),
            verdict,
        }
    }

    /// The proven value of the position at step `step`: the puzzle's, two plies nearer the
    /// end for each step (the line is a best line for both sides).
    pub fn value_at(&self, step: usize) -> Value {
        match self.value {
            Value::Win { winner, plies } => {
                Value::win(winner, plies.saturating_sub(2 * step as u16))
            }
            Value::Draw => Value::Draw,
        }
    }

    /// The prompt, from the template of the puzzle's kind (`puzzle-prompt`): who is to move,
    /// what to find, and how many actions the line asks for. It names no action and no
    /// theme, so it gives nothing away.
    pub fn prompt(&self) -> Message {
        Message::new(ids::PUZZLE_PROMPT)
            .arg("side", self.learner().name())
            .arg("kind", self.kind().name())
            .arg("moves", self.moves())
    }

    /// The explanation shown once the puzzle is solved or shown (`puzzle-explanation`): the
    /// line and the value it keeps; each theme's description follows it
    /// ([`Theme::about_message`]).
    pub fn explanation(&self) -> Message {
        let mut line = String::new();
        for (i, a) in self.line.iter().enumerate() {
            if i > 0 {
                line.push(' ');
            }
            let _ = write!(line, "{a}");
        }
        let (winner, plies) = match self.value {
            Value::Win { winner, plies } => (winner.name(), plies),
            Value::Draw => ("none", 0),
        };
        Message::new(ids::PUZZLE_EXPLANATION)
            .arg("side", self.learner().name())
            .arg("kind", self.kind().name())
            .arg("line", line)
            .arg("winner", winner)
            .arg("plies", plies)
    }

    /// A hint (`puzzle-hint`): the point the right action at `step` starts from.
    pub fn hint(&self, step: usize) -> Option<Message> {
        let a = self.answer(step)?;
        let pos = self.position_at(step)?;
        Some(
            Message::new(ids::PUZZLE_HINT)
                .arg("side", self.learner().name())
                .arg("point", pos.board().coord(a.from()).to_string()),
        )
    }
}

/// A collection: the puzzles of one file, all of one ruleset.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Collection {
    /// The file's label.
    pub file: String,
    /// The ruleset.
    pub ruleset: RulesetSpec,
    /// The puzzles, in the order written.
    pub puzzles: Vec<Puzzle>,
}

impl Collection {
    /// The collection as a file [`load()`] reads back to the same puzzles: a comment
    /// (`header`, each line prefixed with `# `), then the puzzles in order.
    pub fn to_yaml(&self, header: &str) -> String {
        let mut out = String::new();
        for line in header.lines() {
            let _ = writeln!(out, "# {line}");
        }
        let _ = writeln!(out, "format_version: 1");
        let _ = writeln!(out, "ruleset: {}", self.ruleset);
        let _ = writeln!(out, "puzzles:");
        for p in &self.puzzles {
            let _ = writeln!(out, "  - id: {}", p.id);
            let _ = writeln!(out, "    position: \"{}\"", p.position.notation());
            let _ = writeln!(out, "    value: {}", p.value.name());
            if let Some(plies) = p.value.plies() {
                let _ = writeln!(out, "    plies: {plies}");
            }
            let line: Vec<String> = p.line.iter().map(ToString::to_string).collect();
            let _ = writeln!(out, "    line: [{}]", line.join(", "));
            let themes: Vec<&str> = p.themes.iter().map(|t| t.id()).collect();
            let _ = writeln!(out, "    themes: [{}]", themes.join(", "));
            let _ = writeln!(out, "    rating: {}", p.rating);
        }
        out
    }
}

/// A position's key up to the board's mirror, and its own notation: two positions have the
/// same key when they are equal or mirror images (where the ruleset keeps the mirror).
pub fn canonical_key(pos: &Position) -> (String, String) {
    let own = pos.without_clock().notation();
    let Some(m) = Mirror::of(pos.rules()) else {
        return (own.clone(), own);
    };
    let image = Position::from_parts(
        pos.rules(),
        m.set(pos.foxes()),
        m.set(pos.geese()),
        pos.turn(),
        pos.captures(),
    )
    .notation();
    (own.clone().min(image), own)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Puzzle {
        library::all()
            .iter()
            .flat_map(|c| &c.puzzles)
            .find(|p| p.moves() >= 2)
            .expect("the sample has a line of two moves or more")
            .clone()
    }

    #[test]
    fn the_line_is_graded_step_by_step() {
        let p = sample();
        let first = p.answer(0).unwrap().to_string();
        let v = p.check(0, &first).unwrap().unwrap();
        assert!(v.verdict.correct);
        assert_eq!(v.reply.as_ref(), p.reply(0));
        assert!(!v.last);
        let second = p.answer(1).unwrap().to_string();
        let v = p.check(1, &second).unwrap().unwrap();
        assert!(v.verdict.correct);
        // The first answer is not legal, or not right, at the second step.
        let again = p.check(1, &first).unwrap().unwrap();
        assert!(!again.verdict.correct);
        assert!(p.check(p.moves(), &first).is_none());
    }

    #[test]
    fn a_legal_miss_and_an_illegal_action_are_told_apart() {
        let p = sample();
        let pos = p.position_at(0).unwrap();
        let miss = pos
            .legal_actions()
            .into_iter()
            .find(|a| a != p.answer(0).unwrap())
            .unwrap();
        let v = p.check(0, &miss.to_string()).unwrap().unwrap();
        assert!(matches!(
            v.verdict.wrong[0].reason,
            WrongReason::PuzzleMiss { .. }
        ));
        assert!(v.reply.is_none());
        let v = p.check(0, "a1-a2").unwrap().unwrap();
        assert!(matches!(v.verdict.wrong[0].reason, WrongReason::Illegal(_)));
        assert!(p.check(0, "banana").unwrap().is_err());
    }

    #[test]
    fn a_collection_reads_back_from_its_yaml() {
        for c in library::all() {
            let text = c.to_yaml("test");
            let again = load(&c.file, &text).unwrap();
            let strip = |c: &Collection| {
                c.puzzles
                    .iter()
                    .map(|p| (p.id.clone(), p.position, p.line.clone(), p.value))
                    .collect::<Vec<_>>()
            };
            assert_eq!(strip(&again), strip(c));
        }
    }
}
