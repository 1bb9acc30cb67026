//! What can be wrong with a study file, where, and how to fix it.
//!
//! A [`Problem`] is a [`Location`] and a typed [`ProblemKind`]. The kind says what is wrong
//! ([`ToMessage`]) and, usually, how to fix it ([`ProblemKind::hint`]). Where the rules engine
//! already has a typed reason (why a move is illegal, why a notation or a setup is refused),
//! the problem carries it as a [`Detail`] instead of restating it, and the front end renders
//! those with the engine's own messages, under the problem's line.

use std::fmt;

use crate::i18n::rules::reason_message;
use crate::message::{Arg, Message, ToMessage};
use crate::rules::action::{ActionSyntaxError, IllegalReason};
use crate::rules::position::InvalidSetup;
use crate::rules::ruleset::{Ruleset, RulesetSpec, SpecError};
use crate::rules::setup::NotationError;
use crate::rules::Side;

use super::answer::AnswerError;
use super::task::TaskKind;

/// A place in a study's text, a [`Location`] without the file: 1-based line and column
/// (counted in characters) and a length in characters (at least 1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Span {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// Length in characters, at least 1.
    pub len: usize,
}

impl Span {
    /// The very start of the text.
    pub const START: Span = Span::at(1, 1, 1);

    /// Line, column and length.
    pub const fn at(line: usize, column: usize, len: usize) -> Span {
        Span { line, column, len }
    }
}

/// A place in a study file: its label (a path, or `studies/NAME.yaml` for a built-in study),
/// 1-based line and column (in characters), and how many characters the problem spans.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Location {
    /// The file's label.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// Characters spanned, at least 1.
    pub len: usize,
}

impl Location {
    /// The span `span` of `file`.
    pub(crate) fn new(file: &str, span: Span) -> Location {
        Location {
            file: file.to_string(),
            line: span.line,
            column: span.column,
            len: span.len.max(1),
        }
    }
}

impl fmt::Display for Location {
    /// `file:line:column`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// One problem in one file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Problem {
    /// Where.
    pub location: Location,
    /// What.
    pub kind: ProblemKind,
}

impl Problem {
    /// What is wrong.
    pub fn message(&self) -> Message {
        self.kind.to_message()
    }

    /// How to fix it, when there is something useful to say.
    pub fn hint(&self) -> Option<Message> {
        self.kind.hint()
    }

    /// The engine's own reasons, to render under the message.
    pub fn details(&self) -> Vec<Detail> {
        self.kind.details()
    }
}

/// A reason from the rules engine, said with the engine's own message (`locales/*/rules.ftl`)
/// under the problem's line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Detail {
    /// Why an action is not legal under a ruleset.
    Illegal {
        /// The reason.
        reason: IllegalReason,
        /// The ruleset (reasons name its directions).
        rules: RulesetSpec,
    },
    /// What is wrong with a position's notation.
    Notation(NotationError),
    /// Why a setup is not a position of the ruleset.
    Setup(InvalidSetup),
    /// Why a ruleset spec was refused (lists the valid names or options).
    Ruleset(SpecError),
    /// Why an action cannot be read.
    Action(ActionSyntaxError),
}

impl ToMessage for Detail {
    fn to_message(&self) -> Message {
        match self {
            Detail::Illegal { reason, rules } => reason_message(reason, Ruleset::get(*rules)),
            Detail::Notation(e) => e.to_message(),
            Detail::Setup(e) => e.to_message(),
            Detail::Ruleset(e) => e.to_message(),
            Detail::Action(e) => e.to_message(),
        }
    }
}

/// What a field should hold, for "should be …, but it is …" messages.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Expect {
    /// A map of fields (the file itself, `task`).
    Map,
    /// A whole number.
    WholeNumber,
    /// Text.
    Text,
    /// One of these names.
    Name(&'static [&'static str]),
    /// A point name.
    Point,
    /// A point or a list of points.
    PointOrPoints,
    /// A list of points.
    Points,
    /// An action.
    Action,
    /// A list of actions.
    Actions,
    /// A position notation in quotes, or a map.
    Position,
    /// An answer: text, yes/no, or a list.
    Answer,
}

impl ToMessage for Expect {
    fn to_message(&self) -> Message {
        Message::new(match self {
            Expect::Map => "study-expect-map",
            Expect::WholeNumber => "study-expect-whole-number",
            Expect::Text => "study-expect-text",
            Expect::Name(_) => "study-expect-name",
            Expect::Point => "study-expect-point",
            Expect::PointOrPoints => "study-expect-point-or-points",
            Expect::Points => "study-expect-points",
            Expect::Action => "study-expect-action",
            Expect::Actions => "study-expect-actions",
            Expect::Position => "study-expect-position",
            Expect::Answer => "study-expect-answer",
        })
    }
}

/// What a value turned out to be, when it was not what the schema wanted.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Found {
    /// `true` or `false`.
    Bool,
    /// A number.
    Number,
    /// A number out of range, such as a negative count.
    OutOfRange,
    /// Text.
    Text,
    /// Nothing (an empty value or `~`).
    Nothing,
    /// A list.
    List,
    /// A map.
    Map,
    /// A value with a YAML tag such as `!foo`.
    Tagged,
    /// Anything else.
    Other,
}

impl ToMessage for Found {
    fn to_message(&self) -> Message {
        Message::new(match self {
            Found::Bool => "study-found-bool",
            Found::Number => "study-found-number",
            Found::OutOfRange => "study-found-out-of-range",
            Found::Text => "study-found-text",
            Found::Nothing => "study-found-nothing",
            Found::List => "study-found-list",
            Found::Map => "study-found-map",
            Found::Tagged => "study-found-tagged",
            Found::Other => "study-found-other",
        })
    }
}

/// A field's path as written (`task.moves[2]`); empty for the file itself.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Field(pub String);

impl Field {
    fn arg(&self) -> Arg {
        if self.0.is_empty() {
            Message::new("study-the-file").into()
        } else {
            Arg::Text(self.0.clone())
        }
    }
}

/// What kind of YAML syntax error.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SyntaxError {
    /// A tab where YAML wants spaces.
    Tab,
    /// A colon that is not allowed where it stands: usually a value holding `: ` that needs
    /// quotes, or a key indented differently from its neighbours.
    ColonNotAllowed,
    /// A line that does not fit the indentation of the lines around it.
    Indentation,
    /// A `[` or `{` never closed.
    UnclosedBracket,
    /// A quote never closed.
    UnclosedQuote,
    /// A character that cannot start a value (`@`, `` ` ``, `%` …); the value needs quotes.
    BadCharacter,
    /// A backslash escape that YAML does not know, inside double quotes.
    BadEscape,
    /// An alias `*name` with no anchor `&name`.
    UnknownAnchor,
    /// Nested too deep, or aliases repeated too often.
    TooDeep,
    /// More than one document (`---`) in the file.
    SeveralDocuments,
    /// Anything else.
    Other,
}

/// What is wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ProblemKind {
    /// The file is larger than [`super::MAX_FILE_SIZE`]; it was not parsed.
    FileTooLarge {
        /// Its size in bytes.
        size: u64,
        /// The limit.
        max: u64,
    },
    /// YAML syntax.
    Syntax(SyntaxError),
    /// A key written twice in one map; a YAML reader would keep only one.
    DuplicateKey {
        /// The key's path.
        field: Field,
        /// Where it first appears (line).
        first_line: usize,
        /// Where it first appears (column).
        first_column: usize,
    },
    /// A key the format does not have.
    UnknownField {
        /// The key's path.
        field: Field,
        /// The keys allowed in that map.
        expected: &'static [&'static str],
    },
    /// A required key is absent.
    MissingField {
        /// The map (empty for the file itself).
        map: Field,
        /// The key.
        key: &'static str,
    },
    /// A value of the wrong type.
    WrongType {
        /// The field.
        field: Field,
        /// What it should be.
        expected: Expect,
        /// What it is.
        found: Found,
    },
    /// A name that is not one of the allowed ones.
    UnknownName {
        /// The field.
        field: Field,
        /// What was written.
        found: String,
        /// The names allowed.
        expected: &'static [&'static str],
    },
    /// `format_version` other than 1.
    UnsupportedVersion {
        /// The version written.
        found: u64,
    },
    /// An id that is not lowercase letters, digits and hyphens starting with a letter.
    BadId {
        /// The id written.
        id: String,
        /// A corrected id, when one can be made.
        suggestion: Option<String>,
    },
    /// The ruleset spec is refused; the detail says why and lists the valid ones.
    BadRuleset(SpecError),
    /// The position's notation does not read; the detail says why.
    BadNotation(NotationError),
    /// The position breaks the ruleset's counts; the details say how.
    InvalidPosition(Vec<InvalidSetup>),
    /// Not a point name.
    BadPoint {
        /// The field.
        field: Field,
        /// What was written.
        found: String,
    },
    /// A point name that is not on this board.
    PointOffBoard {
        /// The field.
        field: Field,
        /// The point.
        point: String,
    },
    /// A goose listed twice in the map form.
    DuplicateGoose {
        /// The point.
        point: String,
        /// The line of the first mention.
        first_line: usize,
    },
    /// A point listed both for a fox and for a goose.
    FoxOnGoose {
        /// The point.
        point: String,
    },
    /// A fox listed twice.
    DuplicateFox {
        /// The point.
        point: String,
    },
    /// Not an action; the detail says why.
    BadAction {
        /// The field.
        field: Field,
        /// What was written.
        found: String,
        /// Why it does not read.
        error: ActionSyntaxError,
    },
    /// A task field this kind does not take.
    FieldNotForKind {
        /// The field.
        field: &'static str,
        /// The kind.
        kind: TaskKind,
    },
    /// A task field this kind needs.
    MissingTaskField {
        /// The field.
        field: &'static str,
        /// The kind.
        kind: TaskKind,
    },
    /// `from` names a point without a piece of the task's side.
    NoPieceOfSide {
        /// The point.
        point: String,
        /// The side.
        side: Side,
    },
    /// `move` is not a legal goose move in the position; the details say why.
    MoveNotLegal {
        /// The move.
        action: String,
        /// Why.
        reasons: Vec<IllegalReason>,
        /// The ruleset.
        rules: RulesetSpec,
    },
    /// A move of `moves` cannot be played; the details say why.
    ReplayMoveIllegal {
        /// 1-based number of the move in the replay.
        number: usize,
        /// The move.
        action: String,
        /// Why.
        reasons: Vec<IllegalReason>,
        /// The ruleset.
        rules: RulesetSpec,
    },
    /// `moves` is empty.
    EmptyReplay,
    /// No goose move of the replay opens a capture.
    NoOpening,
    /// This kind is about a goose move, so the geese must be to move.
    NeedsGeeseToMove {
        /// The kind.
        kind: TaskKind,
    },
    /// The declared answer cannot be read.
    BadAnswer(AnswerError),
    /// The declared answer is not what the engine computes.
    AnswerDisagrees {
        /// The declared answer, normalised.
        declared: String,
        /// The engine's answer.
        expected: String,
    },
    /// A text of the study is missing in a locale.
    MissingText {
        /// The locale.
        lang: String,
        /// The Fluent message ids missing there, in title, prompt, explanation, hint order.
        messages: Vec<String>,
    },
    /// Another file of the set already uses this id.
    DuplicateId {
        /// The id.
        id: String,
        /// The other file.
        other: String,
        /// Its id's line.
        other_line: usize,
    },
}

fn list(names: &[&str]) -> String {
    names.join(", ")
}

impl ToMessage for ProblemKind {
    fn to_message(&self) -> Message {
        use ProblemKind as P;
        match self {
            P::FileTooLarge { size, max } => Message::new("study-file-too-large")
                .arg("size", *size)
                .arg("max", *max),
            P::Syntax(e) => Message::new(match e {
                SyntaxError::Tab => "study-yaml-tab",
                SyntaxError::ColonNotAllowed => "study-yaml-colon",
                SyntaxError::Indentation => "study-yaml-indentation",
                SyntaxError::UnclosedBracket => "study-yaml-unclosed-bracket",
                SyntaxError::UnclosedQuote => "study-yaml-unclosed-quote",
                SyntaxError::BadCharacter => "study-yaml-bad-character",
                SyntaxError::BadEscape => "study-yaml-bad-escape",
                SyntaxError::UnknownAnchor => "study-yaml-unknown-anchor",
                SyntaxError::TooDeep => "study-yaml-too-deep",
                SyntaxError::SeveralDocuments => "study-yaml-several-documents",
                SyntaxError::Other => "study-yaml-other",
            }),
            P::DuplicateKey {
                field,
                first_line,
                first_column,
            } => Message::new("study-duplicate-key")
                .arg("field", field.arg())
                .arg("line", *first_line)
                .arg("column", *first_column),
            P::UnknownField { field, .. } => {
                Message::new("study-unknown-field").arg("field", field.arg())
            }
            P::MissingField { map, key } => Message::new("study-missing-field")
                .arg("map", map.arg())
                .arg("key", *key),
            P::WrongType {
                field,
                expected,
                found,
            } => Message::new("study-wrong-type")
                .arg("field", field.arg())
                .arg("expected", expected.to_message())
                .arg("found", found.to_message()),
            P::UnknownName { field, found, .. } => Message::new("study-unknown-name")
                .arg("field", field.arg())
                .arg("found", found.as_str()),
            P::UnsupportedVersion { found } => {
                Message::new("study-unsupported-version").arg("found", *found)
            }
            P::BadId { id, .. } => Message::new("study-bad-id").arg("id", id.as_str()),
            P::BadRuleset(_) => Message::new("study-bad-ruleset"),
            P::BadNotation(_) => Message::new("study-bad-notation"),
            P::InvalidPosition(v) => Message::new("study-invalid-position").arg("count", v.len()),
            P::BadPoint { field, found } => Message::new("study-bad-point")
                .arg("field", field.arg())
                .arg("found", found.as_str()),
            P::PointOffBoard { field, point } => Message::new("study-point-off-board")
                .arg("field", field.arg())
                .arg("point", point.as_str()),
            P::DuplicateGoose { point, first_line } => Message::new("study-duplicate-goose")
                .arg("point", point.as_str())
                .arg("line", *first_line),
            P::FoxOnGoose { point } => {
                Message::new("study-fox-on-goose").arg("point", point.as_str())
            }
            P::DuplicateFox { point } => {
                Message::new("study-duplicate-fox").arg("point", point.as_str())
            }
            P::BadAction { field, found, .. } => Message::new("study-bad-action")
                .arg("field", field.arg())
                .arg("found", found.as_str()),
            P::FieldNotForKind { field, kind } => Message::new("study-field-not-for-kind")
                .arg("field", *field)
                .arg("kind", kind.name()),
            P::MissingTaskField { field, kind } => Message::new("study-missing-task-field")
                .arg("field", *field)
                .arg("kind", kind.name()),
            P::NoPieceOfSide { point, side } => Message::new(match side {
                Side::Fox => "study-from-no-fox",
                Side::Geese => "study-from-no-goose",
            })
            .arg("point", point.as_str()),
            P::MoveNotLegal { action, .. } => {
                Message::new("study-move-not-legal").arg("action", action.as_str())
            }
            P::ReplayMoveIllegal { number, action, .. } => {
                Message::new("study-replay-move-illegal")
                    .arg("number", *number)
                    .arg("action", action.as_str())
            }
            P::EmptyReplay => Message::new("study-empty-replay"),
            P::NoOpening => Message::new("study-no-opening"),
            P::NeedsGeeseToMove { kind } => {
                Message::new("study-needs-geese-to-move").arg("kind", kind.name())
            }
            P::BadAnswer(e) => Message::new("study-bad-answer").arg("reason", e.to_message()),
            P::AnswerDisagrees { declared, expected } => Message::new("study-answer-disagrees")
                .arg("declared", declared.as_str())
                .arg("expected", expected.as_str()),
            P::MissingText { lang, messages } => Message::new("study-missing-text")
                .arg("lang", lang.as_str())
                .arg("count", messages.len())
                .arg("messages", messages.join(", ")),
            P::DuplicateId {
                id,
                other,
                other_line,
            } => Message::new("study-duplicate-id")
                .arg("id", id.as_str())
                .arg("other", other.as_str())
                .arg("line", *other_line),
        }
    }
}

impl ProblemKind {
    /// How to fix it.
    pub fn hint(&self) -> Option<Message> {
        use ProblemKind as P;
        Some(match self {
            P::FileTooLarge { .. } => Message::new("study-file-too-large-hint"),
            P::Syntax(e) => Message::new(match e {
                SyntaxError::Tab => "study-yaml-tab-hint",
                SyntaxError::ColonNotAllowed => "study-yaml-colon-hint",
                SyntaxError::Indentation => "study-yaml-indentation-hint",
                SyntaxError::UnclosedBracket => "study-yaml-unclosed-bracket-hint",
                SyntaxError::UnclosedQuote => "study-yaml-unclosed-quote-hint",
                SyntaxError::BadCharacter => "study-yaml-bad-character-hint",
                SyntaxError::BadEscape => "study-yaml-bad-escape-hint",
                SyntaxError::UnknownAnchor => "study-yaml-unknown-anchor-hint",
                SyntaxError::TooDeep => "study-yaml-too-deep-hint",
                SyntaxError::SeveralDocuments => "study-yaml-several-documents-hint",
                SyntaxError::Other => "study-yaml-other-hint",
            }),
            P::DuplicateKey { .. } => Message::new("study-duplicate-key-hint"),
            P::UnknownField { expected, .. } => {
                Message::new("study-unknown-field-hint").arg("expected", list(expected))
            }
            P::MissingField { key, .. } => {
                Message::new("study-missing-field-hint").arg("key", *key)
            }
            P::WrongType {
                expected: Expect::Name(names),
                ..
            } => Message::new("study-unknown-name-hint").arg("expected", list(names)),
            P::WrongType { .. } => return None,
            P::UnknownName { expected, .. } => {
                Message::new("study-unknown-name-hint").arg("expected", list(expected))
            }
            P::UnsupportedVersion { .. } => Message::new("study-unsupported-version-hint"),
            P::BadId { suggestion, .. } => match suggestion {
                Some(s) => Message::new("study-bad-id-hint").arg("suggestion", s.as_str()),
                None => Message::new("study-bad-id-rule"),
            },
            P::BadRuleset(_) => Message::new("study-bad-ruleset-hint"),
            P::BadNotation(_) => Message::new("study-bad-notation-hint"),
            P::InvalidPosition(_) => return None,
            P::BadPoint { .. } => Message::new("study-bad-point-hint"),
            P::PointOffBoard { .. } => Message::new("study-point-off-board-hint"),
            P::DuplicateGoose { .. } | P::DuplicateFox { .. } => {
                Message::new("study-duplicate-piece-hint")
            }
            P::FoxOnGoose { .. } => Message::new("study-fox-on-goose-hint"),
            P::BadAction { .. } => Message::new("study-bad-action-hint"),
            P::FieldNotForKind { .. } => Message::new("study-field-not-for-kind-hint"),
            P::MissingTaskField { field, .. } => {
                Message::new("study-missing-task-field-hint").arg("field", *field)
            }
            P::NoPieceOfSide { .. } => Message::new("study-from-no-piece-hint"),
            P::MoveNotLegal { .. } => Message::new("study-move-not-legal-hint"),
            P::ReplayMoveIllegal { .. } => Message::new("study-replay-move-illegal-hint"),
            P::EmptyReplay => Message::new("study-empty-replay-hint"),
            P::NoOpening => Message::new("study-no-opening-hint"),
            P::NeedsGeeseToMove { .. } => Message::new("study-needs-geese-to-move-hint"),
            P::BadAnswer(e) => e.hint(),
            P::AnswerDisagrees { expected, .. } => {
                Message::new("study-answer-disagrees-hint").arg("expected", expected.as_str())
            }
            P::MissingText { lang, .. } => {
                Message::new("study-missing-text-hint").arg("lang", lang.as_str())
            }
            P::DuplicateId { .. } => Message::new("study-duplicate-id-hint"),
        })
    }

    /// The engine's reasons behind this problem.
    pub fn details(&self) -> Vec<Detail> {
        match self {
            ProblemKind::BadRuleset(e) => vec![Detail::Ruleset(e.clone())],
            ProblemKind::BadNotation(e) => vec![Detail::Notation(e.clone())],
            ProblemKind::InvalidPosition(v) => v.iter().copied().map(Detail::Setup).collect(),
            ProblemKind::BadAction { error, .. } => vec![Detail::Action(error.clone())],
            ProblemKind::MoveNotLegal { reasons, rules, .. }
            | ProblemKind::ReplayMoveIllegal { reasons, rules, .. } => reasons
                .iter()
                .map(|&reason| Detail::Illegal {
                    reason,
                    rules: *rules,
                })
                .collect(),
            _ => Vec::new(),
        }
    }
}
