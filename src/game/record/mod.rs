//! The game record: a plain-text file people can write by hand and tools can read, in the
//! spirit of chess's PGN.
//!
//! ```text
//! [Ruleset "plyyard"]
//! [Fox "Ana"]
//! [Geese "Budi"]
//! [Date "2026-12-01"]
//! [Result "*"]
//!
//! 1. c5-c4 d4-d3 2. e5-e4 {the geese close the centre} d3-d2 *
//! ```
//!
//! - **Tags** first, one `[Name "value"]` each (a `\"` or `\\` inside the quotes stands for
//!   `"` or `\`). Known names: `Ruleset` (a ruleset spec, as `--ruleset` takes it), `Start` (a
//!   position in the one-line notation; omitted = the ruleset's start), `Fox`, `Geese`, `Date`
//!   and `Result` (`fox-wins`, `geese-win`, `draw` or `*` for a game not finished). Other
//!   names are kept as they are. Names are matched without case; each may appear once.
//! - **Actions** in foxgeese's notation, separated by spaces, line breaks or commas, optionally
//!   numbered: `1.` before the first action of each pair of plies from the start and, after a
//!   comment, `1...` before the second. A number that does not fit its place is an error, since
//!   it usually means an action is missing.
//! - **Comments** in braces, `{like this}`, anywhere among the actions; braces inside nest.
//! - The movetext may end with the result (`fox-wins`, `geese-win`, `draw`, `*`). A result that
//!   contradicts the game (the record says `draw` where the fox has won) is an error; a result
//!   for a game that is not over (a resignation) is taken as written.
//!
//! Reading is in two steps: [`parse`] checks the syntax; [`Parsed::replay`] plays every action
//! and reports the first illegal one with its reasons. Every error carries the line and column
//! of what it is about. Hostile input is bounded before anything is built: the file's size,
//! the length of a line, the counts of tags, actions and comments, the nesting of comments and
//! the digits of a move number; control characters (but tab and line breaks) are refused.
//! Scanning is one pass over the text, so no input makes it slow.
//!
//! Why numbering by pairs of plies from the start, not by "fox moves first": the side that
//! moves first depends on the ruleset and on `Start`, and a reader should not need either to
//! check a number.
//!
//! The module owns the record as data (this file: [`Record`], its tags, comments and result,
//! and the limits on hostile input); reading it lives in `read.rs` ([`parse`], [`read`],
//! [`Parsed::replay`], [`read_file`]), writing it in `write.rs` ([`Record::write`]), and what
//! can go wrong, with where, in `error.rs` ([`RecordError`], [`ReadFileError`]).

mod error;
mod read;
mod write;

pub use error::{Place, ReadFileError, ReadFileErrorKind, RecordError, RecordErrorKind, TextFile};
pub use read::{parse, read, read_file, read_text_file, Parsed, Replayed};

use crate::rules::{ActionText, Game, Outcome, Position, Side};

/// Whether `c` may be part of a tag's name.
fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The largest record file read (1 MiB): thousands of games' worth of actions.
pub const MAX_FILE_SIZE: u64 = 1 << 20;
/// The longest line, in characters.
pub const MAX_LINE_CHARS: usize = 10_000;
/// The most tags a record may have.
pub const MAX_TAGS: usize = 64;
/// The longest tag name, in characters.
pub const MAX_TAG_NAME_CHARS: usize = 32;
/// The longest tag value, in characters.
pub const MAX_TAG_VALUE_CHARS: usize = 1_000;
/// The most actions a record may hold.
pub const MAX_ACTIONS: usize = 10_000;
/// The most comments a record may hold.
pub const MAX_COMMENTS: usize = 10_000;
/// How deep braces may nest inside a comment.
pub const MAX_COMMENT_DEPTH: usize = 8;
/// The most digits of a move number.
pub const MAX_NUMBER_DIGITS: usize = 5;

/// How a game ended, as a record says it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameResult {
    /// `fox-wins`.
    FoxWins,
    /// `geese-win`.
    GeeseWin,
    /// `draw`.
    Draw,
    /// `*`: not finished (or not known).
    Unfinished,
}

impl GameResult {
    /// Every result, in the order the tag's documentation lists them.
    pub const ALL: [GameResult; 4] = [
        GameResult::FoxWins,
        GameResult::GeeseWin,
        GameResult::Draw,
        GameResult::Unfinished,
    ];

    /// The word in a record: `fox-wins`, `geese-win`, `draw` or `*`.
    pub const fn name(self) -> &'static str {
        match self {
            GameResult::FoxWins => "fox-wins",
            GameResult::GeeseWin => "geese-win",
            GameResult::Draw => "draw",
            GameResult::Unfinished => "*",
        }
    }

    /// The result a record word names (without case).
    pub fn from_name(s: &str) -> Option<GameResult> {
        GameResult::ALL
            .into_iter()
            .find(|r| r.name().eq_ignore_ascii_case(s.trim()))
    }

    /// The result of a game whose outcome is `o` (`*` while it goes on).
    pub const fn of(o: Outcome) -> GameResult {
        match o {
            Outcome::Ongoing => GameResult::Unfinished,
            Outcome::Win {
                winner: Side::Fox, ..
            } => GameResult::FoxWins,
            Outcome::Win {
                winner: Side::Geese,
                ..
            } => GameResult::GeeseWin,
            Outcome::Draw(_) => GameResult::Draw,
        }
    }

    /// The result when `side` resigns.
    pub const fn resigned(side: Side) -> GameResult {
        match side {
            Side::Fox => GameResult::GeeseWin,
            Side::Geese => GameResult::FoxWins,
        }
    }
}

/// One `[Name "value"]` line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tag {
    name: String,
    value: String,
}

impl Tag {
    /// A tag, if it can be written and read back: a name of ASCII letters, digits and `_`
    /// (at most [`MAX_TAG_NAME_CHARS`]), a value of at most [`MAX_TAG_VALUE_CHARS`] characters
    /// without control characters but tab.
    pub fn new(name: &str, value: &str) -> Option<Tag> {
        let name_ok = !name.is_empty()
            && name.chars().count() <= MAX_TAG_NAME_CHARS
            && name.chars().all(is_name_char);
        let value_ok = value.chars().count() <= MAX_TAG_VALUE_CHARS
            && !value.chars().any(|c| c.is_control() && c != '\t');
        (name_ok && value_ok).then(|| Tag {
            name: name.to_string(),
            value: value.to_string(),
        })
    }

    /// The name as written.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The value, with escapes resolved.
    pub fn value(&self) -> &str {
        &self.value
    }
}

/// A `{comment}` and where it stands.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Comment {
    after: usize,
    text: String,
}

impl Comment {
    /// A comment after the first `after` actions, if it can be written and read back: its
    /// braces balanced and nested at most [`MAX_COMMENT_DEPTH`] deep, no control characters
    /// but tab and line feed, no line longer than [`MAX_LINE_CHARS`].
    pub fn new(after: usize, text: &str) -> Option<Comment> {
        let mut depth = 0usize;
        for c in text.chars() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => return None,
                '}' => depth -= 1,
                '\n' | '\t' => {}
                c if c.is_control() => return None,
                _ => {}
            }
            if depth + 1 > MAX_COMMENT_DEPTH {
                return None;
            }
        }
        let short = text.split('\n').all(|l| l.chars().count() < MAX_LINE_CHARS);
        (depth == 0 && short).then(|| Comment {
            after,
            text: text.to_string(),
        })
    }

    /// How many actions come before it.
    pub fn after(&self) -> usize {
        self.after
    }

    /// The text between the braces, as written.
    pub fn text(&self) -> &str {
        &self.text
    }
}

/// A game record: its tags, actions, comments and closing result, as written.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Record {
    /// In the order written.
    pub tags: Vec<Tag>,
    /// Every action, in order.
    pub actions: Vec<ActionText>,
    /// Every comment, in order.
    pub comments: Vec<Comment>,
    /// The result word that ends the movetext, if any.
    pub termination: Option<GameResult>,
}

/// The tag names foxgeese reads.
pub mod tag {
    /// The ruleset spec.
    pub const RULESET: &str = "Ruleset";
    /// The start position.
    pub const START: &str = "Start";
    /// Who played the fox.
    pub const FOX: &str = "Fox";
    /// Who played the geese.
    pub const GEESE: &str = "Geese";
    /// When.
    pub const DATE: &str = "Date";
    /// How it ended.
    pub const RESULT: &str = "Result";
}

impl Record {
    /// The record of `game`: `Ruleset`, `Start` (only when it is not the ruleset's start) and
    /// `Result` tags, every action, and the result at the end. `result` overrides the game's
    /// own (a resignation); tags such as `Fox` and `Date` are the caller's to add.
    pub fn of_game(game: &Game, result: Option<GameResult>) -> Record {
        let start = game.start();
        let rules = start.rules();
        let result = result.unwrap_or_else(|| GameResult::of(game.outcome()));
        let mut record = Record::default();
        record.set_tag(tag::RULESET, &rules.spec.to_string());
        if start != Position::start(rules) {
            record.set_tag(tag::START, &start.notation());
        }
        record.set_tag(tag::RESULT, result.name());
        record.actions = game.actions().iter().map(|a| a.text()).collect();
        record.termination = Some(result);
        record
    }

    /// The value of tag `name` (matched without case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.name.eq_ignore_ascii_case(name))
            .map(|t| t.value.as_str())
    }

    /// Sets tag `name` to `value`, in place if it is there, else at the end. Returns whether
    /// the tag could be made (see [`Tag::new`]).
    pub fn set_tag(&mut self, name: &str, value: &str) -> bool {
        let Some(new) = Tag::new(name, value) else {
            return false;
        };
        match self
            .tags
            .iter_mut()
            .find(|t| t.name.eq_ignore_ascii_case(name))
        {
            Some(t) => *t = new,
            None => self.tags.push(new),
        }
        true
    }

    /// The `Result` tag, if it is one of the four words.
    pub fn result(&self) -> Option<GameResult> {
        self.tag(tag::RESULT).and_then(GameResult::from_name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;

    fn plyyard() -> Position {
        Position::start(Ruleset::plyyard())
    }

    #[test]
    fn numbers_fit_pairs_of_plies() {
        for (text, ok) in [
            ("1. c5-c4 d4-d3 2. e5-e4", true),
            ("1. c5-c4 1... d4-d3", true),
            ("2. c5-c4", false),
            ("1. c5-c4 2. d4-d3", false),
            ("1.c5-c4", true),
        ] {
            let r = parse(text);
            assert_eq!(r.is_ok(), ok, "{text}: {r:?}");
        }
    }

    #[test]
    fn written_records_read_back() {
        let mut game = Game::new(plyyard());
        for a in ["c5-c4", "d4-d3", "e5-e4", "d3-d2"] {
            game.push(&a.parse().unwrap()).unwrap();
        }
        let mut record = Record::of_game(&game, None);
        record.set_tag(tag::FOX, "Ana \"the fox\" \\ 1");
        record
            .comments
            .push(Comment::new(1, "the fox {steps} back").unwrap());
        let text = record.write();
        let back = read(&text, plyyard()).unwrap();
        assert_eq!(back.record, record, "{text}");
        assert_eq!(back.game.current(), game.current());
        assert!(
            text.contains("{the fox {steps} back} 1... d4-d3 2. e5-e4"),
            "{text}"
        );
    }
}
