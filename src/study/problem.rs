//! What can be wrong with a study file, where, and how to fix it.
//!
//! A [`Problem`] is a [`Location`] and a typed [`ProblemKind`]. The kind says what is wrong
//! ([`ToMessage`]) and, usually, how to fix it ([`ProblemKind::hint`]). Where the rules engine
//! already has a typed reason (why a move is illegal, why a notation or a setup is refused),
//! the problem carries it as a [`Detail`] instead of restating it, and the front end renders
//! those with the engine's own messages, under the problem's line.

use std::fmt;

use crate::i18n::rules::reason_message;
use crate::message::{ids, Arg, Message, ToMessage};
use crate::rules::action::{ActionSyntaxError, IllegalReason};
use crate::rules::position::InvalidSetup;
use crate::rules::ruleset::{Ruleset, RulesetSpec, SpecError};
use crate::rules::setup::NotationError;
use crate::rules::Side;

use super::answer::AnswerError;
use super::task::TaskKind;
use super::yaml::de::Found;
use super::yaml::outline::Span;
use super::yaml::SyntaxError;

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
    pub fn new(file: &str, span: Span) -> Location {
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
            Expect::Map => ids::STUDY_EXPECT_MAP,
            Expect::WholeNumber => ids::STUDY_EXPECT_WHOLE_NUMBER,
            Expect::Text => ids::STUDY_EXPECT_TEXT,
            Expect::Name(_) => ids::STUDY_EXPECT_NAME,
            Expect::Point => ids::STUDY_EXPECT_POINT,
            Expect::PointOrPoints => ids::STUDY_EXPECT_POINT_OR_POINTS,
            Expect::Points => ids::STUDY_EXPECT_POINTS,
            Expect::Action => ids::STUDY_EXPECT_ACTION,
            Expect::Actions => ids::STUDY_EXPECT_ACTIONS,
            Expect::Position => ids::STUDY_EXPECT_POSITION,
            Expect::Answer => ids::STUDY_EXPECT_ANSWER,
        })
    }
}

impl ToMessage for Found {
    fn to_message(&self) -> Message {
        Message::new(match self {
            Found::Bool => ids::STUDY_FOUND_BOOL,
            Found::Number => ids::STUDY_FOUND_NUMBER,
            Found::OutOfRange => ids::STUDY_FOUND_OUT_OF_RANGE,
            Found::Text => ids::STUDY_FOUND_TEXT,
            Found::Nothing => ids::STUDY_FOUND_NOTHING,
            Found::List => ids::STUDY_FOUND_LIST,
            Found::Map => ids::STUDY_FOUND_MAP,
            Found::Tagged => ids::STUDY_FOUND_TAGGED,
            Found::Other => ids::STUDY_FOUND_OTHER,
        })
    }
}

/// A field's path as written (`task.moves[2]`); empty for the file itself.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Field(pub String);

impl Field {
    fn arg(&self) -> Arg {
        if self.0.is_empty() {
            Message::new(ids::STUDY_THE_FILE).into()
        } else {
            Arg::Text(self.0.clone())
        }
    }
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
    /// This kind is about the fox's next action, so the fox must be to move.
    NeedsFoxToMove {
        /// The kind.
        kind: TaskKind,
    },
    /// The study has no `answer`; the engine's is given, as it would be written.
    MissingAnswer {
        /// The engine's answer.
        expected: String,
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
            P::FileTooLarge { size, max } => Message::new(ids::STUDY_FILE_TOO_LARGE)
                .arg("size", *size)
                .arg("max", *max),
            P::Syntax(e) => Message::new(match e {
                SyntaxError::Tab => ids::STUDY_YAML_TAB,
                SyntaxError::ColonNotAllowed => ids::STUDY_YAML_COLON,
                SyntaxError::Indentation => ids::STUDY_YAML_INDENTATION,
                SyntaxError::UnclosedBracket => ids::STUDY_YAML_UNCLOSED_BRACKET,
                SyntaxError::UnclosedQuote => ids::STUDY_YAML_UNCLOSED_QUOTE,
                SyntaxError::BadCharacter => ids::STUDY_YAML_BAD_CHARACTER,
                SyntaxError::BadEscape => ids::STUDY_YAML_BAD_ESCAPE,
                SyntaxError::UnknownAnchor => ids::STUDY_YAML_UNKNOWN_ANCHOR,
                SyntaxError::TooDeep => ids::STUDY_YAML_TOO_DEEP,
                SyntaxError::SeveralDocuments => ids::STUDY_YAML_SEVERAL_DOCUMENTS,
                SyntaxError::DuplicateKey => ids::STUDY_YAML_DUPLICATE_KEY,
                SyntaxError::Other => ids::STUDY_YAML_OTHER,
            }),
            P::DuplicateKey {
                field,
                first_line,
                first_column,
            } => Message::new(ids::STUDY_DUPLICATE_KEY)
                .arg("field", field.arg())
                .arg("line", *first_line)
                .arg("column", *first_column),
            P::UnknownField { field, .. } => {
                Message::new(ids::STUDY_UNKNOWN_FIELD).arg("field", field.arg())
            }
            P::MissingField { map, key } => Message::new(ids::STUDY_MISSING_FIELD)
                .arg("map", map.arg())
                .arg("key", *key),
            P::WrongType {
                field,
                expected,
                found,
            } => Message::new(ids::STUDY_WRONG_TYPE)
                .arg("field", field.arg())
                .arg("expected", expected.to_message())
                .arg("found", found.to_message()),
            P::UnknownName { field, found, .. } => Message::new(ids::STUDY_UNKNOWN_NAME)
                .arg("field", field.arg())
                .arg("found", found.as_str()),
            P::UnsupportedVersion { found } => {
                Message::new(ids::STUDY_UNSUPPORTED_VERSION).arg("found", *found)
            }
            P::BadId { id, .. } => Message::new(ids::STUDY_BAD_ID).arg("id", id.as_str()),
            P::BadRuleset(_) => Message::new(ids::STUDY_BAD_RULESET),
            P::BadNotation(_) => Message::new(ids::STUDY_BAD_NOTATION),
            P::InvalidPosition(v) => {
                Message::new(ids::STUDY_INVALID_POSITION).arg("count", v.len())
            }
            P::BadPoint { field, found } => Message::new(ids::STUDY_BAD_POINT)
                .arg("field", field.arg())
                .arg("found", found.as_str()),
            P::PointOffBoard { field, point } => Message::new(ids::STUDY_POINT_OFF_BOARD)
                .arg("field", field.arg())
                .arg("point", point.as_str()),
            P::DuplicateGoose { point, first_line } => Message::new(ids::STUDY_DUPLICATE_GOOSE)
                .arg("point", point.as_str())
                .arg("line", *first_line),
            P::FoxOnGoose { point } => {
                Message::new(ids::STUDY_FOX_ON_GOOSE).arg("point", point.as_str())
            }
            P::DuplicateFox { point } => {
                Message::new(ids::STUDY_DUPLICATE_FOX).arg("point", point.as_str())
            }
            P::BadAction { field, found, .. } => Message::new(ids::STUDY_BAD_ACTION)
                .arg("field", field.arg())
                .arg("found", found.as_str()),
            P::FieldNotForKind { field, kind } => Message::new(ids::STUDY_FIELD_NOT_FOR_KIND)
                .arg("field", *field)
                .arg("kind", kind.name()),
            P::MissingTaskField { field, kind } => Message::new(ids::STUDY_MISSING_TASK_FIELD)
                .arg("field", *field)
                .arg("kind", kind.name()),
            P::NoPieceOfSide { point, side } => Message::new(match side {
                Side::Fox => ids::STUDY_FROM_NO_FOX,
                Side::Geese => ids::STUDY_FROM_NO_GOOSE,
            })
            .arg("point", point.as_str()),
            P::MoveNotLegal { action, .. } => {
                Message::new(ids::STUDY_MOVE_NOT_LEGAL).arg("action", action.as_str())
            }
            P::ReplayMoveIllegal { number, action, .. } => {
                Message::new(ids::STUDY_REPLAY_MOVE_ILLEGAL)
                    .arg("number", *number)
                    .arg("action", action.as_str())
            }
            P::EmptyReplay => Message::new(ids::STUDY_EMPTY_REPLAY),
            P::NoOpening => Message::new(ids::STUDY_NO_OPENING),
            P::NeedsGeeseToMove { kind } => {
                Message::new(ids::STUDY_NEEDS_GEESE_TO_MOVE).arg("kind", kind.name())
            }
            P::NeedsFoxToMove { kind } => {
                Message::new(ids::STUDY_NEEDS_FOX_TO_MOVE).arg("kind", kind.name())
            }
            P::MissingAnswer { expected } => {
                Message::new(ids::STUDY_MISSING_ANSWER).arg("expected", expected.as_str())
            }
            P::BadAnswer(e) => Message::new(ids::STUDY_BAD_ANSWER).arg("reason", e.to_message()),
            P::AnswerDisagrees { declared, expected } => Message::new(ids::STUDY_ANSWER_DISAGREES)
                .arg("declared", declared.as_str())
                .arg("expected", expected.as_str()),
            P::MissingText { lang, messages } => Message::new(ids::STUDY_MISSING_TEXT)
                .arg("lang", lang.as_str())
                .arg("count", messages.len())
                .arg("messages", messages.join(", ")),
            P::DuplicateId {
                id,
                other,
                other_line,
            } => Message::new(ids::STUDY_DUPLICATE_ID)
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
            P::FileTooLarge { .. } => Message::new(ids::STUDY_FILE_TOO_LARGE_HINT),
            P::Syntax(e) => Message::new(match e {
                SyntaxError::Tab => ids::STUDY_YAML_TAB_HINT,
                SyntaxError::ColonNotAllowed => ids::STUDY_YAML_COLON_HINT,
                SyntaxError::Indentation => ids::STUDY_YAML_INDENTATION_HINT,
                SyntaxError::UnclosedBracket => ids::STUDY_YAML_UNCLOSED_BRACKET_HINT,
                SyntaxError::UnclosedQuote => ids::STUDY_YAML_UNCLOSED_QUOTE_HINT,
                SyntaxError::BadCharacter => ids::STUDY_YAML_BAD_CHARACTER_HINT,
                SyntaxError::BadEscape => ids::STUDY_YAML_BAD_ESCAPE_HINT,
                SyntaxError::UnknownAnchor => ids::STUDY_YAML_UNKNOWN_ANCHOR_HINT,
                SyntaxError::TooDeep => ids::STUDY_YAML_TOO_DEEP_HINT,
                SyntaxError::SeveralDocuments => ids::STUDY_YAML_SEVERAL_DOCUMENTS_HINT,
                SyntaxError::DuplicateKey => ids::STUDY_DUPLICATE_KEY_HINT,
                SyntaxError::Other => ids::STUDY_YAML_OTHER_HINT,
            }),
            P::DuplicateKey { .. } => Message::new(ids::STUDY_DUPLICATE_KEY_HINT),
            P::UnknownField { expected, .. } => {
                Message::new(ids::STUDY_UNKNOWN_FIELD_HINT).arg("expected", list(expected))
            }
            P::MissingField { key, .. } => {
                Message::new(ids::STUDY_MISSING_FIELD_HINT).arg("key", *key)
            }
            P::WrongType {
                expected: Expect::Name(names),
                ..
            } => Message::new(ids::STUDY_UNKNOWN_NAME_HINT).arg("expected", list(names)),
            P::WrongType { .. } => return None,
            P::UnknownName { expected, .. } => {
                Message::new(ids::STUDY_UNKNOWN_NAME_HINT).arg("expected", list(expected))
            }
            P::UnsupportedVersion { .. } => Message::new(ids::STUDY_UNSUPPORTED_VERSION_HINT),
            P::BadId { suggestion, .. } => match suggestion {
                Some(s) => Message::new(ids::STUDY_BAD_ID_HINT).arg("suggestion", s.as_str()),
                None => Message::new(ids::STUDY_BAD_ID_RULE),
            },
            P::BadRuleset(_) => Message::new(ids::STUDY_BAD_RULESET_HINT),
            P::BadNotation(_) => Message::new(ids::STUDY_BAD_NOTATION_HINT),
            P::InvalidPosition(_) => return None,
            P::BadPoint { .. } => Message::new(ids::STUDY_BAD_POINT_HINT),
            P::PointOffBoard { .. } => Message::new(ids::STUDY_POINT_OFF_BOARD_HINT),
            P::DuplicateGoose { .. } | P::DuplicateFox { .. } => {
                Message::new(ids::STUDY_DUPLICATE_PIECE_HINT)
            }
            P::FoxOnGoose { .. } => Message::new(ids::STUDY_FOX_ON_GOOSE_HINT),
            P::BadAction { .. } => Message::new(ids::STUDY_BAD_ACTION_HINT),
            P::FieldNotForKind { .. } => Message::new(ids::STUDY_FIELD_NOT_FOR_KIND_HINT),
            P::MissingTaskField { field, .. } => {
                Message::new(ids::STUDY_MISSING_TASK_FIELD_HINT).arg("field", *field)
            }
            P::NoPieceOfSide { .. } => Message::new(ids::STUDY_FROM_NO_PIECE_HINT),
            P::MoveNotLegal { .. } => Message::new(ids::STUDY_MOVE_NOT_LEGAL_HINT),
            P::ReplayMoveIllegal { .. } => Message::new(ids::STUDY_REPLAY_MOVE_ILLEGAL_HINT),
            P::EmptyReplay => Message::new(ids::STUDY_EMPTY_REPLAY_HINT),
            P::NoOpening => Message::new(ids::STUDY_NO_OPENING_HINT),
            P::NeedsGeeseToMove { .. } => Message::new(ids::STUDY_NEEDS_GEESE_TO_MOVE_HINT),
            P::NeedsFoxToMove { .. } => Message::new(ids::STUDY_NEEDS_FOX_TO_MOVE_HINT),
            P::MissingAnswer { expected } => {
                Message::new(ids::STUDY_MISSING_ANSWER_HINT).arg("expected", expected.as_str())
            }
            P::BadAnswer(e) => e.hint(),
            P::AnswerDisagrees { expected, .. } => {
                Message::new(ids::STUDY_ANSWER_DISAGREES_HINT).arg("expected", expected.as_str())
            }
            P::MissingText { lang, .. } => {
                Message::new(ids::STUDY_MISSING_TEXT_HINT).arg("lang", lang.as_str())
            }
            P::DuplicateId { .. } => Message::new(ids::STUDY_DUPLICATE_ID_HINT),
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
