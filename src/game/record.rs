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

use std::fs;
use std::io::{self, Read};
use std::ops::Range;
use std::path::Path;

use crate::i18n::line_col;
use crate::rules::{
    ActionSyntaxError, ActionText, Game, IllegalReason, Outcome, Position, PositionError, Ruleset,
    RulesetSpec, Side, SpecError,
};

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

    /// The record as text: the tags, a blank line, then the numbered actions with their
    /// comments, wrapped before 80 columns, and the result. [`parse`] reads it back to an
    /// equal record.
    pub fn write(&self) -> String {
        let mut out = String::new();
        for t in &self.tags {
            let value = t.value.replace('\\', "\\\\").replace('"', "\\\"");
            out.push_str(&format!("[{} \"{}\"]\n", t.name, value));
        }
        if !self.tags.is_empty() {
            out.push('\n');
        }
        let mut tokens: Vec<String> = Vec::new();
        let mut comments = self.comments.iter().peekable();
        let mut after_comment = false;
        for (i, action) in self.actions.iter().enumerate() {
            while let Some(c) = comments.next_if(|c| c.after <= i) {
                tokens.push(format!("{{{}}}", c.text));
                after_comment = true;
            }
            if i % 2 == 0 {
                tokens.push(format!("{}.", i / 2 + 1));
            } else if after_comment {
                tokens.push(format!("{}...", i / 2 + 1));
            }
            after_comment = false;
            tokens.push(action.to_string());
        }
        tokens.extend(comments.map(|c| format!("{{{}}}", c.text)));
        if let Some(r) = self.termination {
            tokens.push(r.name().to_string());
        }
        let mut line = String::new();
        for t in tokens {
            if !line.is_empty() && line.chars().count() + 1 + t.chars().count() > 79 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&t);
        }
        if !line.is_empty() {
            out.push_str(&line);
            out.push('\n');
        }
        out
    }
}

/// Where something is in the text: a byte range, and the 1-based line and column (in
/// characters) of its start.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Place {
    /// Bytes of the text.
    pub span: Range<usize>,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
}

impl Place {
    fn of(text: &str, span: Range<usize>) -> Place {
        let (line, column) = line_col(text, span.start);
        Place { span, line, column }
    }
}

/// What is wrong with a record, and where.
#[derive(Clone, PartialEq, Debug)]
pub struct RecordError {
    /// Where: the token, tag value or character concerned.
    pub at: Place,
    /// What.
    pub kind: RecordErrorKind,
}

/// What can be wrong with a record.
#[derive(Clone, PartialEq, Debug)]
pub enum RecordErrorKind {
    /// The text is larger than [`MAX_FILE_SIZE`].
    FileTooLarge {
        /// Its size in bytes.
        size: u64,
        /// The limit.
        max: u64,
    },
    /// A line longer than [`MAX_LINE_CHARS`] characters.
    LineTooLong {
        /// The line's length in characters.
        length: usize,
        /// The limit.
        max: usize,
    },
    /// A control character other than tab or a line break.
    ControlCharacter {
        /// Its code point.
        code: u32,
    },
    /// More than [`MAX_TAGS`] tags.
    TooManyTags {
        /// The limit.
        max: usize,
    },
    /// More than [`MAX_ACTIONS`] actions.
    TooManyActions {
        /// The limit.
        max: usize,
    },
    /// More than [`MAX_COMMENTS`] comments.
    TooManyComments {
        /// The limit.
        max: usize,
    },
    /// A tag that is not `[Name "value"]`.
    TagSyntax,
    /// A tag name longer than [`MAX_TAG_NAME_CHARS`].
    TagNameTooLong {
        /// The limit.
        max: usize,
    },
    /// A tag value longer than [`MAX_TAG_VALUE_CHARS`].
    TagValueTooLong {
        /// The limit.
        max: usize,
    },
    /// A tag whose value's quotes are not closed on its line.
    TagNotClosed,
    /// The same tag twice.
    DuplicateTag {
        /// Its name.
        name: String,
    },
    /// A tag after the actions began.
    TagAfterActions,
    /// A `Result` that is not one of the four words.
    BadResult {
        /// The value.
        found: String,
    },
    /// A `Ruleset` that is not a ruleset spec.
    BadRuleset(SpecError),
    /// A `Start` that is not a position of the ruleset.
    BadStart(PositionError),
    /// A `{` with no `}`.
    CommentNotClosed,
    /// Braces nested deeper than [`MAX_COMMENT_DEPTH`] in a comment.
    CommentTooDeep {
        /// The limit.
        max: usize,
    },
    /// A `}` that closes no comment.
    StrayBrace,
    /// A move number that is not digits and one dot (or three), or has too many digits.
    BadNumber {
        /// The token.
        found: String,
    },
    /// A move number that does not fit where it stands.
    WrongNumber {
        /// The token.
        found: String,
        /// The number that fits: `3.` or `2...`.
        expected: String,
    },
    /// An action that cannot be read.
    BadAction {
        /// The token.
        found: String,
        /// Why.
        error: ActionSyntaxError,
    },
    /// An action that is not legal where it is played.
    Illegal {
        /// 1-based ply of the record.
        ply: usize,
        /// The action as written.
        action: ActionText,
        /// Every reason, from the position reached.
        reasons: Vec<IllegalReason>,
        /// The ruleset played (the reasons are worded by it).
        rules: &'static Ruleset,
    },
    /// Something after the closing result.
    AfterResult {
        /// The token.
        found: String,
    },
    /// The `Result` tag and the closing result differ.
    ResultsDisagree {
        /// The tag's.
        tag: GameResult,
        /// The closing one.
        termination: GameResult,
    },
    /// The result written contradicts how the game ended.
    ResultContradicts {
        /// The result written.
        written: GameResult,
        /// How the game ended.
        outcome: Outcome,
    },
}

impl RecordErrorKind {
    /// A stable name for the error, the same in every language, for tools to match: the
    /// message id of its heading without `record-`.
    pub const fn code(&self) -> &'static str {
        use RecordErrorKind as K;
        match self {
            K::FileTooLarge { .. } => "too-large",
            K::LineTooLong { .. } => "line-too-long",
            K::ControlCharacter { .. } => "control-character",
            K::TooManyTags { .. } => "too-many-tags",
            K::TooManyActions { .. } => "too-many-actions",
            K::TooManyComments { .. } => "too-many-comments",
            K::TagSyntax => "tag-syntax",
            K::TagNameTooLong { .. } => "tag-name-too-long",
            K::TagValueTooLong { .. } => "tag-value-too-long",
            K::TagNotClosed => "tag-not-closed",
            K::DuplicateTag { .. } => "duplicate-tag",
            K::TagAfterActions => "tag-after-actions",
            K::BadResult { .. } => "bad-result",
            K::BadRuleset(_) => "bad-ruleset",
            K::BadStart(_) => "bad-start",
            K::CommentNotClosed => "comment-not-closed",
            K::CommentTooDeep { .. } => "comment-too-deep",
            K::StrayBrace => "stray-brace",
            K::BadNumber { .. } => "bad-number",
            K::WrongNumber { .. } => "wrong-number",
            K::BadAction { .. } => "bad-action",
            K::Illegal { .. } => "illegal-ply",
            K::AfterResult { .. } => "after-result",
            K::ResultsDisagree { .. } => "results-disagree",
            K::ResultContradicts { .. } => "result-contradicts",
        }
    }
}

/// A record as read, with where each part was written, ready to replay.
#[derive(Clone, Debug)]
pub struct Parsed {
    /// The record.
    pub record: Record,
    text: String,
    tag_values: Vec<Range<usize>>,
    actions: Vec<Range<usize>>,
    termination: Option<Range<usize>>,
}

/// A record replayed: the record and the game it describes.
#[derive(Clone, Debug)]
pub struct Replayed {
    /// The record as read.
    pub record: Record,
    /// The game after every action.
    pub game: Game,
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == ','
}

/// A token ends at a separator or a brace or bracket.
fn ends_token(c: char) -> bool {
    is_separator(c) || matches!(c, '{' | '}' | '[' | ']')
}

/// Checks what must hold before anything is built: line lengths and control characters.
fn check_characters(text: &str) -> Result<(), RecordError> {
    let err = |span: Range<usize>, kind| RecordError {
        at: Place::of(text, span),
        kind,
    };
    let mut line_start = 0;
    let mut chars_in_line = 0usize;
    for (i, c) in text.char_indices() {
        if c == '\n' {
            line_start = i + 1;
            chars_in_line = 0;
            continue;
        }
        chars_in_line += 1;
        if chars_in_line > MAX_LINE_CHARS {
            let length = text[line_start..]
                .split('\n')
                .next()
                .map_or(0, |l| l.chars().count());
            return Err(err(
                line_start..line_start,
                RecordErrorKind::LineTooLong {
                    length,
                    max: MAX_LINE_CHARS,
                },
            ));
        }
        if c.is_control() && c != '\t' && c != '\r' {
            return Err(err(
                i..i + c.len_utf8(),
                RecordErrorKind::ControlCharacter { code: u32::from(c) },
            ));
        }
    }
    Ok(())
}

/// Reads a record's syntax. Nothing is played yet: see [`Parsed::replay`].
pub fn parse(text: &str) -> Result<Parsed, RecordError> {
    if text.len() as u64 > MAX_FILE_SIZE {
        return Err(RecordError {
            at: Place::of(text, 0..0),
            kind: RecordErrorKind::FileTooLarge {
                size: text.len() as u64,
                max: MAX_FILE_SIZE,
            },
        });
    }
    check_characters(text)?;
    let mut p = Parser {
        text,
        pos: 0,
        parsed: Parsed {
            record: Record::default(),
            text: text.to_string(),
            tag_values: Vec::new(),
            actions: Vec::new(),
            termination: None,
        },
        in_movetext: false,
    };
    p.run()?;
    Ok(p.parsed)
}

/// Reads and replays a record: see [`parse`] and [`Parsed::replay`].
pub fn read(text: &str, default: Position) -> Result<Replayed, RecordError> {
    parse(text)?.replay(default)
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
    parsed: Parsed,
    in_movetext: bool,
}

impl Parser<'_> {
    fn err(&self, span: Range<usize>, kind: RecordErrorKind) -> RecordError {
        RecordError {
            at: Place::of(self.text, span),
            kind,
        }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn run(&mut self) -> Result<(), RecordError> {
        while let Some(c) = self.peek() {
            let start = self.pos;
            match c {
                c if is_separator(c) => self.pos += c.len_utf8(),
                '[' if self.in_movetext => {
                    return Err(self.err(start..start + 1, RecordErrorKind::TagAfterActions))
                }
                '[' => self.tag()?,
                '{' => {
                    self.in_movetext = true;
                    self.comment()?;
                }
                '}' | ']' => {
                    let kind = if c == '}' {
                        RecordErrorKind::StrayBrace
                    } else {
                        RecordErrorKind::TagSyntax
                    };
                    return Err(self.err(start..start + 1, kind));
                }
                _ => {
                    self.in_movetext = true;
                    self.token()?;
                }
            }
        }
        Ok(())
    }

    /// `[Name "value"]`, from its `[`.
    fn tag(&mut self) -> Result<(), RecordError> {
        let open = self.pos;
        if self.parsed.record.tags.len() >= MAX_TAGS {
            return Err(self.err(
                open..open + 1,
                RecordErrorKind::TooManyTags { max: MAX_TAGS },
            ));
        }
        self.pos += 1;
        self.skip_blanks();
        let name_start = self.pos;
        while self.peek().is_some_and(is_name_char) {
            self.pos += 1;
        }
        let name = &self.text[name_start..self.pos];
        if name.is_empty() {
            return Err(self.err(self.here(), RecordErrorKind::TagSyntax));
        }
        if name.len() > MAX_TAG_NAME_CHARS {
            return Err(self.err(
                name_start..self.pos,
                RecordErrorKind::TagNameTooLong {
                    max: MAX_TAG_NAME_CHARS,
                },
            ));
        }
        self.skip_blanks();
        if self.peek() != Some('"') {
            return Err(self.err(self.here(), RecordErrorKind::TagSyntax));
        }
        self.pos += 1;
        let value_start = self.pos;
        let mut value = String::new();
        loop {
            match self.peek() {
                None | Some('\n') | Some('\r') => {
                    return Err(self.err(open..open + 1, RecordErrorKind::TagNotClosed))
                }
                Some('"') => break,
                Some('\\')
                    if matches!(self.text[self.pos + 1..].chars().next(), Some('"' | '\\')) =>
                {
                    value.push(self.text.as_bytes()[self.pos + 1] as char);
                    self.pos += 2;
                }
                Some(c) => {
                    value.push(c);
                    self.pos += c.len_utf8();
                }
            }
        }
        let value_end = self.pos;
        self.pos += 1;
        if value.chars().count() > MAX_TAG_VALUE_CHARS {
            return Err(self.err(
                value_start..value_end,
                RecordErrorKind::TagValueTooLong {
                    max: MAX_TAG_VALUE_CHARS,
                },
            ));
        }
        self.skip_blanks();
        if self.peek() != Some(']') {
            return Err(self.err(self.here(), RecordErrorKind::TagSyntax));
        }
        self.pos += 1;
        if self.parsed.record.tag(name).is_some() {
            return Err(self.err(
                name_start..name_start + name.len(),
                RecordErrorKind::DuplicateTag {
                    name: name.to_string(),
                },
            ));
        }
        if name.eq_ignore_ascii_case(tag::RESULT) && GameResult::from_name(&value).is_none() {
            return Err(self.err(
                value_start..value_end,
                RecordErrorKind::BadResult { found: value },
            ));
        }
        let tag = Tag::new(name, &value).expect("name and value checked above");
        self.parsed.record.tags.push(tag);
        self.parsed.tag_values.push(value_start..value_end);
        Ok(())
    }

    /// The one character here, or an empty span at the end.
    fn here(&self) -> Range<usize> {
        self.pos..self.pos + self.peek().map_or(0, char::len_utf8)
    }

    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.pos += 1;
        }
    }

    /// `{…}`, from its `{`; braces inside nest.
    fn comment(&mut self) -> Result<(), RecordError> {
        let open = self.pos;
        if self.parsed.record.comments.len() >= MAX_COMMENTS {
            return Err(self.err(
                open..open + 1,
                RecordErrorKind::TooManyComments { max: MAX_COMMENTS },
            ));
        }
        let mut depth = 0usize;
        for (i, c) in self.text[open..].char_indices() {
            match c {
                '{' => {
                    depth += 1;
                    if depth > MAX_COMMENT_DEPTH {
                        return Err(self.err(
                            open + i..open + i + 1,
                            RecordErrorKind::CommentTooDeep {
                                max: MAX_COMMENT_DEPTH,
                            },
                        ));
                    }
                }
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        let inner = &self.text[open + 1..open + i];
                        let after = self.parsed.record.actions.len();
                        let comment = Comment {
                            after,
                            // Line breaks as line feeds, so the text writes back as read.
                            text: inner.replace("\r\n", "\n").replace('\r', "\n"),
                        };
                        self.parsed.record.comments.push(comment);
                        self.pos = open + i + 1;
                        return Ok(());
                    }
                }
                _ => {}
            }
        }
        Err(self.err(open..open + 1, RecordErrorKind::CommentNotClosed))
    }

    /// A move number, an action or a result.
    fn token(&mut self) -> Result<(), RecordError> {
        let start = self.pos;
        // Digits and a dot are a move number; digits and anything else an action on the
        // draughts board, whose points are numbers (`11-15`).
        let digits = self.text[start..]
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(self.text.len() - start);
        if digits > 0 && self.text[start + digits..].starts_with('.') {
            return self.number();
        }
        let len = self.text[start..]
            .find(ends_token)
            .unwrap_or(self.text.len() - start);
        self.pos = start + len;
        let word = &self.text[start..self.pos];
        if self.parsed.termination.is_some() {
            return Err(self.err(
                start..self.pos,
                RecordErrorKind::AfterResult {
                    found: word.to_string(),
                },
            ));
        }
        if let Some(r) = GameResult::from_name(word) {
            self.parsed.record.termination = Some(r);
            self.parsed.termination = Some(start..self.pos);
            return Ok(());
        }
        if self.parsed.record.actions.len() >= MAX_ACTIONS {
            return Err(self.err(
                start..self.pos,
                RecordErrorKind::TooManyActions { max: MAX_ACTIONS },
            ));
        }
        let action = word.parse::<ActionText>().map_err(|error| {
            self.err(
                start..self.pos,
                RecordErrorKind::BadAction {
                    found: word.to_string(),
                    error,
                },
            )
        })?;
        self.parsed.record.actions.push(action);
        self.parsed.actions.push(start..self.pos);
        Ok(())
    }

    /// `12.` or `12...` (digits, then dots), checked against the number of actions so far.
    fn number(&mut self) -> Result<(), RecordError> {
        let start = self.pos;
        let digits = self.text[start..]
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(self.text.len() - start);
        let after_digits = start + digits;
        let dots = self.text[after_digits..]
            .find(|c: char| c != '.')
            .unwrap_or(self.text.len() - after_digits);
        self.pos = after_digits + dots;
        let found = self.text[start..self.pos].to_string();
        if self.parsed.termination.is_some() {
            return Err(self.err(start..self.pos, RecordErrorKind::AfterResult { found }));
        }
        if digits > MAX_NUMBER_DIGITS || !(dots == 1 || dots == 3) {
            return Err(self.err(start..self.pos, RecordErrorKind::BadNumber { found }));
        }
        let n: usize = self.text[start..after_digits]
            .parse()
            .expect("at most five digits");
        let ply = self.parsed.record.actions.len();
        let expected = if ply.is_multiple_of(2) {
            format!("{}.", ply / 2 + 1)
        } else {
            format!("{}...", ply / 2 + 1)
        };
        let fits = n == ply / 2 + 1 && (dots == 1) == ply.is_multiple_of(2);
        if !fits {
            return Err(self.err(
                start..self.pos,
                RecordErrorKind::WrongNumber { found, expected },
            ));
        }
        Ok(())
    }
}

impl Parsed {
    fn err(&self, span: Range<usize>, kind: RecordErrorKind) -> RecordError {
        RecordError {
            at: Place::of(&self.text, span),
            kind,
        }
    }

    fn tag_span(&self, name: &str) -> Range<usize> {
        let i = self
            .record
            .tags
            .iter()
            .position(|t| t.name.eq_ignore_ascii_case(name))
            .expect("the tag was found");
        self.tag_values[i].clone()
    }

    /// The ruleset and start the record names. `default` stands in for what it leaves out:
    /// without `Ruleset`, `default`'s ruleset; without `Start`, the ruleset's start, or
    /// `default` itself when the record names no ruleset either.
    pub fn start(&self, default: Position) -> Result<Position, RecordError> {
        let record = &self.record;
        let rules = match record.tag(tag::RULESET) {
            None => None,
            Some(spec) => {
                let spec: RulesetSpec = spec.parse().map_err(|e| {
                    self.err(self.tag_span(tag::RULESET), RecordErrorKind::BadRuleset(e))
                })?;
                Some(Ruleset::get(spec))
            }
        };
        match (record.tag(tag::START), rules) {
            (Some(text), rules) => {
                let rules = rules.unwrap_or(default.rules());
                if text.trim().eq_ignore_ascii_case("start") {
                    return Ok(Position::start(rules));
                }
                Position::parse(text, rules).map_err(|e| {
                    let span = self.tag_span(tag::START);
                    let span = match &e {
                        PositionError::Notation(n) => {
                            let byte = |c: usize| {
                                text.char_indices().nth(c).map_or(text.len(), |(b, _)| b)
                            };
                            // The value has no escapes here: a position has no quotes.
                            let s = span.start + byte(n.column).min(span.len());
                            let e = span.start + byte(n.column + n.len.max(1)).min(span.len());
                            s..e
                        }
                        PositionError::Invalid(_) => span,
                    };
                    self.err(span, RecordErrorKind::BadStart(e))
                })
            }
            (None, Some(rules)) => Ok(Position::start(rules)),
            (None, None) => Ok(default),
        }
    }

    /// Plays every action from the record's start (see [`Parsed::start`]), stopping at the
    /// first illegal one, then checks the result written against how the game ended.
    pub fn replay(self, default: Position) -> Result<Replayed, RecordError> {
        let start = self.start(default)?;
        let mut game = Game::new(start);
        for (i, text) in self.record.actions.iter().enumerate() {
            let before = game.current();
            if let Err(reasons) = game.push(text) {
                return Err(self.err(
                    self.actions[i].clone(),
                    RecordErrorKind::Illegal {
                        ply: i + 1,
                        action: text.clone(),
                        reasons,
                        rules: before.rules(),
                    },
                ));
            }
        }
        let tag = self.record.result();
        if let (Some(tag), Some(termination)) = (tag, self.record.termination) {
            if tag != termination {
                return Err(self.err(
                    self.termination.clone().expect("a termination was read"),
                    RecordErrorKind::ResultsDisagree { tag, termination },
                ));
            }
        }
        let outcome = game.outcome();
        let written = match (self.record.termination, tag) {
            (Some(r), _) => Some((r, self.termination.clone().expect("read"))),
            (None, Some(r)) => Some((r, self.tag_span(tag::RESULT))),
            (None, None) => None,
        };
        if let Some((written, span)) = written {
            if outcome.is_over() && written != GameResult::of(outcome) {
                return Err(self.err(
                    span,
                    RecordErrorKind::ResultContradicts { written, outcome },
                ));
            }
        }
        Ok(Replayed {
            record: self.record,
            game,
        })
    }
}

/// Why a record file could not be read as text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ReadFileError {
    /// It could not be opened or read, or it is not a regular file.
    Unreadable {
        /// The path, as given.
        path: String,
        /// Why, as the operating system said.
        kind: io::ErrorKind,
    },
    /// It is larger than [`MAX_FILE_SIZE`].
    TooLarge {
        /// The path.
        path: String,
        /// Its size.
        size: u64,
    },
    /// It is not UTF-8 text.
    NotText {
        /// The path.
        path: String,
    },
}

/// Reads a record file's text: a regular file only (a FIFO would wait forever, a device never
/// end), at most [`MAX_FILE_SIZE`] bytes, UTF-8, a leading byte-order mark dropped.
pub fn read_file(path: &Path) -> Result<String, ReadFileError> {
    let label = path.display().to_string();
    let unreadable = |kind: io::ErrorKind| ReadFileError::Unreadable {
        path: label.clone(),
        kind,
    };
    let meta = fs::metadata(path).map_err(|e| unreadable(e.kind()))?;
    if !meta.is_file() {
        return Err(unreadable(io::ErrorKind::InvalidInput));
    }
    let too_large = |size| ReadFileError::TooLarge {
        path: label.clone(),
        size,
    };
    if meta.len() > MAX_FILE_SIZE {
        return Err(too_large(meta.len()));
    }
    let mut bytes = Vec::new();
    fs::File::open(path)
        .and_then(|f| f.take(MAX_FILE_SIZE + 1).read_to_end(&mut bytes))
        .map_err(|e| unreadable(e.kind()))?;
    if bytes.len() as u64 > MAX_FILE_SIZE {
        return Err(too_large(bytes.len() as u64));
    }
    let text = String::from_utf8(bytes).map_err(|_| ReadFileError::NotText {
        path: label.clone(),
    })?;
    Ok(text.strip_prefix('\u{feff}').unwrap_or(&text).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

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
