//! What can be wrong with a record, and where: a located [`RecordError`] for the text, a
//! [`ReadFileError`] for the file around it. Only the kinds live here; `i18n::game` words them.

use std::io;
use std::ops::Range;

use super::GameResult;

use crate::lines::line_col;
use crate::rules::{
    ActionSyntaxError, ActionText, IllegalReason, Outcome, PositionError, Ruleset, SpecError,
};

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
    /// Where `span` of `text` is.
    pub(super) fn of(text: &str, span: Range<usize>) -> Place {
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
    /// The text is larger than [`MAX_FILE_SIZE`](super::MAX_FILE_SIZE).
    FileTooLarge {
        /// Its size in bytes.
        size: u64,
        /// The limit.
        max: u64,
    },
    /// A line longer than [`MAX_LINE_CHARS`](super::MAX_LINE_CHARS) characters.
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
    /// More than [`MAX_TAGS`](super::MAX_TAGS) tags.
    TooManyTags {
        /// The limit.
        max: usize,
    },
    /// More than [`MAX_ACTIONS`](super::MAX_ACTIONS) actions.
    TooManyActions {
        /// The limit.
        max: usize,
    },
    /// More than [`MAX_COMMENTS`](super::MAX_COMMENTS) comments.
    TooManyComments {
        /// The limit.
        max: usize,
    },
    /// A tag that is not `[Name "value"]`.
    TagSyntax,
    /// A tag name longer than [`MAX_TAG_NAME_CHARS`](super::MAX_TAG_NAME_CHARS).
    TagNameTooLong {
        /// The limit.
        max: usize,
    },
    /// A tag value longer than [`MAX_TAG_VALUE_CHARS`](super::MAX_TAG_VALUE_CHARS).
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
    /// Braces nested deeper than [`MAX_COMMENT_DEPTH`](super::MAX_COMMENT_DEPTH) in a comment.
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

/// Which kind of text file a command read: the errors name it ("the openings file … does not
/// exist"), since the same reader reads them all.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TextFile {
    /// A game record (`--moves @FILE`, `show`, `review`, `new --from`).
    Record,
    /// A match's openings (`match --openings`).
    Openings,
    /// An evaluation's weights (`train --geese-weights`).
    Weights,
}

impl TextFile {
    /// The word the locale files select on (`$file` in `input-file-*`).
    pub fn key(self) -> &'static str {
        match self {
            TextFile::Record => "record",
            TextFile::Openings => "openings",
            TextFile::Weights => "weights",
        }
    }
}

/// Why a text file (a record, openings, weights) could not be read as text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ReadFileError {
    /// The path, as given.
    pub path: String,
    /// What the file was to be.
    pub file: TextFile,
    /// What went wrong.
    pub kind: ReadFileErrorKind,
}

/// What went wrong reading a text file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ReadFileErrorKind {
    /// It could not be opened or read, or it is not a regular file (the operating system's
    /// reason).
    Unreadable(io::ErrorKind),
    /// It is larger than [`MAX_FILE_SIZE`](super::MAX_FILE_SIZE): its size in bytes.
    TooLarge(u64),
    /// It is not UTF-8 text.
    NotText,
}
