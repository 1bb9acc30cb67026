//! Reading a record: the syntax first ([`parse`], one pass, bounded before anything is built),
//! then the game ([`Parsed::replay`], every action played, the first illegal one reported with
//! its reasons), and the file's text ([`read_file`]: a regular file, bounded, UTF-8).

use super::error::{
    Place, ReadFileError, ReadFileErrorKind, RecordError, RecordErrorKind, TextFile,
};
use super::{
    is_name_char, tag, Comment, GameResult, Record, Tag, MAX_ACTIONS, MAX_COMMENTS,
    MAX_COMMENT_DEPTH, MAX_FILE_SIZE, MAX_LINE_CHARS, MAX_NUMBER_DIGITS, MAX_TAGS,
    MAX_TAG_NAME_CHARS, MAX_TAG_VALUE_CHARS,
};
use std::fs;
use std::io::{self, Read};
use std::ops::Range;
use std::path::Path;

use crate::rules::{ActionText, Game, Position, PositionError, Ruleset, RulesetSpec};

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

/// Reads a record file's text: [`read_text_file`] for a [`TextFile::Record`].
pub fn read_file(path: &Path) -> Result<String, ReadFileError> {
    read_text_file(path, TextFile::Record)
}

/// Reads the text of a file of kind `file`: a regular file only (a FIFO would wait forever, a
/// device never end), at most [`MAX_FILE_SIZE`] bytes, UTF-8, a leading byte-order mark
/// dropped. An error names the kind of file.
pub fn read_text_file(path: &Path, file: TextFile) -> Result<String, ReadFileError> {
    let error = |kind| ReadFileError {
        path: path.display().to_string(),
        file,
        kind,
    };
    let unreadable = |kind: io::ErrorKind| error(ReadFileErrorKind::Unreadable(kind));
    let meta = fs::metadata(path).map_err(|e| unreadable(e.kind()))?;
    if !meta.is_file() {
        return Err(unreadable(io::ErrorKind::InvalidInput));
    }
    if meta.len() > MAX_FILE_SIZE {
        return Err(error(ReadFileErrorKind::TooLarge(meta.len())));
    }
    let mut bytes = Vec::new();
    fs::File::open(path)
        .and_then(|f| f.take(MAX_FILE_SIZE + 1).read_to_end(&mut bytes))
        .map_err(|e| unreadable(e.kind()))?;
    if bytes.len() as u64 > MAX_FILE_SIZE {
        return Err(error(ReadFileErrorKind::TooLarge(bytes.len() as u64)));
    }
    let text = String::from_utf8(bytes).map_err(|_| error(ReadFileErrorKind::NotText))?;
    Ok(text.strip_prefix('\u{feff}').unwrap_or(&text).to_string())
}
