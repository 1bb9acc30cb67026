//! What the study module's values say: problems in a study file and their hints, wrong answer
//! items, answer errors, stages, and errors opening a study, each mapped to one message id in
//! `locales/*/study.ftl` (the engine's own reasons keep their messages in [`super::rules`]).
//! The `match`es are exhaustive, so a new variant cannot go unsaid.
//!
//! The study module's public error types get `Display` (their English message) and
//! `std::error::Error` here too, beside their messages, so `study` itself stays free of
//! languages. A task kind's own name is data of its kind (`study/task/<kind>.rs`).

use std::fmt;
use std::io;

use super::english;
use crate::i18n::rules::reason_message;
use crate::i18n::solve::short;
use crate::message::{ids, Arg, Message, MessageId, ToMessage};
use crate::rules::{Board, Point, Ruleset, Side};
use crate::solve::Verdict;
use crate::study::library::OpenError;
use crate::study::{
    AnswerError, AnswerKind, Detail, Expect, Field, Found, Problem, ProblemKind, Stage,
    SyntaxError, UnknownStage, WrongReason,
};

impl ToMessage for Stage {
    /// The stage's localized name.
    fn to_message(&self) -> Message {
        Message::new(match self {
            Stage::Understand => ids::STUDY_STAGE_UNDERSTAND,
            Stage::Compare => ids::STUDY_STAGE_COMPARE,
            Stage::Review => ids::STUDY_STAGE_REVIEW,
        })
    }
}

impl ToMessage for UnknownStage {
    fn to_message(&self) -> Message {
        Message::new(ids::STUDY_UNKNOWN_STAGE)
            .arg("found", self.0.as_str())
            .arg("expected", Stage::ALL.map(Stage::name).join(", "))
    }
}

impl ToMessage for AnswerError {
    fn to_message(&self) -> Message {
        match self {
            AnswerError::Empty => Message::new(ids::STUDY_ANSWER_EMPTY),
            AnswerError::Unreadable { token, kind } => {
                let id = match kind {
                    AnswerKind::YesNo => ids::STUDY_ANSWER_NOT_YES_NO,
                    AnswerKind::Actions | AnswerKind::OneAction => ids::STUDY_ANSWER_NOT_ACTION,
                    AnswerKind::Points => ids::STUDY_ANSWER_NOT_POINT,
                    AnswerKind::Verdict => ids::VALUES_ANSWER_NOT_VERDICT,
                };
                Message::new(id).arg("token", token.as_str())
            }
            AnswerError::NoneWithItems { token } => {
                Message::new(ids::STUDY_ANSWER_NONE_WITH_ITEMS).arg("token", token.as_str())
            }
            AnswerError::NotOne { count } => {
                Message::new(ids::STUDY_ANSWER_NOT_ONE).arg("count", *count)
            }
            AnswerError::TooLong { len, max } => Message::new(ids::ANSWER_TOO_LONG)
                .arg("length", *len)
                .arg("limit", *max),
        }
    }
}

impl AnswerError {
    /// How to write it instead.
    pub fn hint(&self) -> Message {
        let kind = match self {
            AnswerError::Unreadable { kind, .. } => *kind,
            AnswerError::NotOne { .. } => AnswerKind::OneAction,
            AnswerError::Empty
            | AnswerError::NoneWithItems { .. }
            | AnswerError::TooLong { .. } => AnswerKind::Actions,
        };
        kind.hint()
    }

    /// How to write it instead, for a question answered with `asked`: an empty answer is
    /// told how that kind is written ("yes or no" for a yes-or-no question, not a list of
    /// actions).
    pub fn hint_for(&self, asked: AnswerKind) -> Message {
        match self {
            AnswerError::Empty => asked.hint(),
            _ => self.hint(),
        }
    }
}

impl AnswerKind {
    /// How an answer of this kind is written.
    pub fn hint(self) -> Message {
        Message::new(match self {
            AnswerKind::YesNo => ids::STUDY_ANSWER_HINT_YES_NO,
            AnswerKind::Actions => ids::STUDY_ANSWER_HINT_ACTIONS,
            AnswerKind::Points => ids::STUDY_ANSWER_HINT_POINTS,
            AnswerKind::OneAction => ids::STUDY_ANSWER_HINT_ONE_ACTION,
            AnswerKind::Verdict => ids::VALUES_ANSWER_HINT_VERDICT,
        })
    }
}

impl ToMessage for WrongReason {
    /// For [`WrongReason::Illegal`], a heading ("not legal here"); the engine's reasons follow.
    fn to_message(&self) -> Message {
        wrong_message(self, &|p| p.to_string())
    }
}

/// Everything to say about a wrong answer item: the engine's message for each reason of an
/// illegal action (under `rules`), else the reason's one message.
pub fn wrong_messages(r: &WrongReason, rules: &Ruleset) -> Vec<Message> {
    match r {
        WrongReason::Illegal(v) => v.iter().map(|i| reason_message(i, rules)).collect(),
        _ => vec![wrong_message_on(r, &rules.board)],
    }
}

/// [`WrongReason`]'s message with its points named the way `board` names them (by number on
/// the draught board).
pub fn wrong_message_on(r: &WrongReason, board: &Board) -> Message {
    wrong_message(r, &|p| board.coord(p).to_string())
}

fn wrong_message(r: &WrongReason, name: &dyn Fn(Point) -> String) -> Message {
    {
        match r {
            WrongReason::Illegal(v) => Message::new(ids::STUDY_WRONG_ILLEGAL).arg("count", v.len()),
            WrongReason::OtherPiece { from } => {
                Message::new(ids::STUDY_WRONG_OTHER_PIECE).arg("from", name(*from))
            }
            WrongReason::OffBoard { point } => {
                Message::new(ids::STUDY_WRONG_OFF_BOARD).arg("point", point.to_string())
            }
            WrongReason::StepNotCapture { point } => {
                Message::new(ids::STUDY_WRONG_STEP_NOT_CAPTURE).arg("point", name(*point))
            }
            WrongReason::Occupied { point, by } => Message::new(match by {
                Side::Fox => ids::STUDY_WRONG_OCCUPIED_FOX,
                Side::Geese => ids::STUDY_WRONG_OCCUPIED_GOOSE,
            })
            .arg("point", name(*point)),
            WrongReason::NoCaptureLands { point } => {
                Message::new(ids::STUDY_WRONG_NO_CAPTURE_LANDS).arg("point", name(*point))
            }
            WrongReason::AlreadyAvailable => Message::new(ids::STUDY_WRONG_ALREADY_AVAILABLE),
            WrongReason::NotACapture => Message::new(ids::STUDY_WRONG_NOT_A_CAPTURE),
            WrongReason::OpensCapture { capture } => {
                Message::new(ids::STUDY_WRONG_OPENS_CAPTURE).arg("capture", capture.as_str())
            }
            WrongReason::NotInReplay => Message::new(ids::STUDY_WRONG_NOT_IN_REPLAY),
            WrongReason::FoxMove => Message::new(ids::STUDY_WRONG_FOX_MOVE),
            WrongReason::NoNewCapture => Message::new(ids::STUDY_WRONG_NO_NEW_CAPTURE),
            WrongReason::AfterFirst { first } => {
                Message::new(ids::STUDY_WRONG_AFTER_FIRST).arg("first", first.as_str())
            }
            WrongReason::FoxCanMove { witness } => {
                Message::new(ids::STUDY_WRONG_FOX_CAN_MOVE).arg("witness", witness.as_str())
            }
            WrongReason::FoxBlockaded => Message::new(ids::STUDY_WRONG_FOX_BLOCKADED),
            WrongReason::Refuted {
                reply,
                replier,
                after,
            } => crate::i18n::values::refutation_message(reply.as_deref(), *replier, after),
            WrongReason::KeptValue { slower, after } => {
                let after = match after {
                    crate::solve::Verdict::Proven(crate::solve::Value::Draw) => {
                        Message::new(ids::VALUES_AFTER_DRAW)
                    }
                    v => crate::i18n::solve::short(v),
                };
                Message::new(if *slower {
                    ids::FIND_MISTAKE_WRONG_SLOWER
                } else {
                    ids::FIND_MISTAKE_WRONG_KEPT
                })
                .arg("after", after)
            }
            WrongReason::NotFirstMistake => Message::new(ids::FIND_MISTAKE_WRONG_NOT_FIRST),
            WrongReason::PuzzleMiss { value, mover } => {
                let kind = match value.winner() {
                    Some(w) if w == *mover => "win",
                    Some(_) => "hold-out",
                    None => "draw",
                };
                Message::new(ids::PUZZLE_WRONG_MISS)
                    .arg("kind", kind)
                    .arg("side", mover.name())
            }
            WrongReason::WrongVerdict {
                value,
                mover,
                best,
                reply,
            } => crate::i18n::values::wrong_verdict_message(
                *value,
                *mover,
                best.as_deref(),
                reply.as_deref(),
            ),
        }
    }
}

impl ToMessage for OpenError {
    /// For [`OpenError::Invalid`], a heading; the problems follow.
    fn to_message(&self) -> Message {
        match self {
            OpenError::NotFound {
                arg,
                suggestion: Some(s),
            } => Message::new(ids::STUDY_NOT_FOUND_SUGGEST)
                .arg("arg", arg.as_str())
                .arg("suggestion", s.as_str()),
            OpenError::NotFound { arg, .. } => {
                Message::new(ids::STUDY_NOT_FOUND).arg("arg", arg.as_str())
            }
            OpenError::Unreadable { path, kind } => Message::new(match kind {
                io::ErrorKind::PermissionDenied => ids::STUDY_FILE_PERMISSION_DENIED,
                io::ErrorKind::NotFound => ids::STUDY_FILE_NOT_FOUND,
                // `read_file`'s word for a FIFO, a device or a folder.
                io::ErrorKind::InvalidInput => ids::FILE_NOT_REGULAR,
                _ => ids::STUDY_FILE_UNREADABLE,
            })
            .arg("path", path.as_str()),
            OpenError::NotText { path } => {
                Message::new(ids::STUDY_FILE_NOT_TEXT).arg("path", path.as_str())
            }
            OpenError::Invalid(v) => Message::new(ids::STUDY_INVALID).arg("count", v.len()),
        }
    }
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
            Expect::List => ids::STUDY_EXPECT_LIST,
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

impl ToMessage for ProblemKind {
    fn to_message(&self) -> Message {
        use ProblemKind as P;
        match self {
            P::FileTooLarge { size, max } => Message::new(ids::STUDY_FILE_TOO_LARGE)
                .arg("size", *size)
                .arg("max", *max),
            P::Syntax(SyntaxError::ControlCharacter(code)) => {
                Message::new(ids::STUDY_YAML_CONTROL_CHARACTER).arg("code", format!("{code:04X}"))
            }
            P::Syntax(e) => Message::new(match e {
                SyntaxError::Tab => ids::STUDY_YAML_TAB,
                SyntaxError::ControlCharacter(_) => ids::STUDY_YAML_CONTROL_CHARACTER,
                SyntaxError::ColonNotAllowed => ids::STUDY_YAML_COLON,
                SyntaxError::Indentation => ids::STUDY_YAML_INDENTATION,
                SyntaxError::UnclosedBracket => ids::STUDY_YAML_UNCLOSED_BRACKET,
                SyntaxError::UnclosedQuote => ids::STUDY_YAML_UNCLOSED_QUOTE,
                SyntaxError::BadCharacter => ids::STUDY_YAML_BAD_CHARACTER,
                SyntaxError::BadEscape => ids::STUDY_YAML_BAD_ESCAPE,
                SyntaxError::UnknownAnchor => ids::STUDY_YAML_UNKNOWN_ANCHOR,
                SyntaxError::TooDeep => ids::STUDY_YAML_TOO_DEEP,
                SyntaxError::SeveralDocuments => ids::STUDY_YAML_SEVERAL_DOCUMENTS,
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
            P::UnsupportedCollectionVersion { found } => {
                Message::new(ids::PUZZLE_UNSUPPORTED_VERSION).arg("found", *found)
            }
            P::BadDifficulty { found } => {
                Message::new(ids::STUDY_BAD_DIFFICULTY).arg("found", found.to_string())
            }
            P::BadId { id, .. } => Message::new(ids::STUDY_BAD_ID).arg("id", id.as_str()),
            P::AllowWithoutReason { code } => {
                Message::new(ids::STUDY_ALLOW_WITHOUT_REASON).arg("code", code.as_str())
            }
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
            P::TooManyActions { count, max } => Message::new(ids::POSITION_TOO_MANY_ACTIONS)
                .arg("count", *count)
                .arg("limit", *max),
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
            P::NoMistake => Message::new(ids::FIND_MISTAKE_NONE),
            P::MistakeRepeated { action } => {
                Message::new(ids::FIND_MISTAKE_REPEATED).arg("action", action.as_str())
            }
            P::ValueUnproven { kind } => {
                Message::new(ids::VALUES_UNPROVEN).arg("kind", kind.name())
            }
            P::ReplayValueUnproven { number, action } => Message::new(ids::VALUES_REPLAY_UNPROVEN)
                .arg("number", *number)
                .arg("action", action.as_str()),
            P::ActionValuesUnproven { kind, actions } => Message::new(ids::VALUES_ACTIONS_UNPROVEN)
                .arg("kind", kind.name())
                .arg("actions", actions.join(", "))
                .arg("count", actions.len()),
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
            P::BadRating { found } => Message::new(ids::PUZZLE_BAD_RATING)
                .arg("found", *found)
                .arg("min", u64::from(crate::puzzle::MIN_RATING))
                .arg("max", u64::from(crate::puzzle::MAX_RATING)),
            P::EmptyLine => Message::new(ids::PUZZLE_EMPTY_LINE),
            P::LineActionIllegal { number, action, .. } => {
                Message::new(ids::PUZZLE_LINE_ACTION_ILLEGAL)
                    .arg("number", *number)
                    .arg("action", action.as_str())
            }
            P::LineEndsWithReply { length } => {
                Message::new(ids::PUZZLE_LINE_ENDS_WITH_REPLY).arg("length", *length)
            }
            P::BadPlies { draw } => Message::new(if *draw {
                ids::PUZZLE_PLIES_FOR_DRAW
            } else {
                ids::PUZZLE_PLIES_MISSING
            }),
            P::PuzzleGameOver => Message::new(ids::PUZZLE_GAME_OVER),
            P::PuzzleTheme { theme, given } => {
                let about = theme
                    .parse::<crate::puzzle::Theme>()
                    .map_or(Message::new(ids::PUZZLE_THEME_UNKNOWN_RULE), |t| {
                        Message::new(t.about_message())
                    });
                Message::new(if *given {
                    ids::PUZZLE_THEME_DOES_NOT_HOLD
                } else {
                    ids::PUZZLE_THEME_LEFT_OUT
                })
                .arg("theme", *theme)
                .arg("about", about)
            }
            P::PuzzleRating { found, rule } => Message::new(ids::PUZZLE_RATING_NOT_THE_RULE)
                .arg("found", *found)
                .arg("rule", *rule),
            P::RepeatedPosition {
                other,
                other_line,
                mirrored,
            } => Message::new(if *mirrored {
                ids::PUZZLE_MIRRORED_POSITION
            } else {
                ids::PUZZLE_REPEATED_POSITION
            })
            .arg("other", other.as_str())
            .arg("line", *other_line),
            P::PuzzleValueDisagrees { declared, proven } => {
                Message::new(ids::PUZZLE_VALUE_DISAGREES)
                    .arg("declared", short(&Verdict::Proven(*declared)))
                    .arg("proven", short(&Verdict::Proven(*proven)))
            }
            P::PuzzleUnproven { number } => {
                Message::new(ids::PUZZLE_UNPROVEN).arg("number", *number)
            }
            P::PuzzleNotOnly {
                number,
                action,
                also,
            } => Message::new(ids::PUZZLE_NOT_ONLY)
                .arg("number", *number)
                .arg("action", action.as_str())
                .arg("also", also.as_str()),
            P::PuzzleActionLoses { number, action } => Message::new(ids::PUZZLE_ACTION_LOSES)
                .arg("number", *number)
                .arg("action", action.as_str()),
            P::PuzzleReplyNotBest {
                number,
                action,
                best,
            } => Message::new(ids::PUZZLE_REPLY_NOT_BEST)
                .arg("number", *number)
                .arg("action", action.as_str())
                .arg("best", best.as_str()),
            P::PuzzleOnlyAction { number } => {
                Message::new(ids::PUZZLE_ONLY_ACTION).arg("number", *number)
            }
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
                SyntaxError::ControlCharacter(_) => ids::STUDY_YAML_CONTROL_CHARACTER_HINT,
                SyntaxError::ColonNotAllowed => ids::STUDY_YAML_COLON_HINT,
                SyntaxError::Indentation => ids::STUDY_YAML_INDENTATION_HINT,
                SyntaxError::UnclosedBracket => ids::STUDY_YAML_UNCLOSED_BRACKET_HINT,
                SyntaxError::UnclosedQuote => ids::STUDY_YAML_UNCLOSED_QUOTE_HINT,
                SyntaxError::BadCharacter => ids::STUDY_YAML_BAD_CHARACTER_HINT,
                SyntaxError::BadEscape => ids::STUDY_YAML_BAD_ESCAPE_HINT,
                SyntaxError::UnknownAnchor => ids::STUDY_YAML_UNKNOWN_ANCHOR_HINT,
                SyntaxError::TooDeep => ids::STUDY_YAML_TOO_DEEP_HINT,
                SyntaxError::SeveralDocuments => ids::STUDY_YAML_SEVERAL_DOCUMENTS_HINT,
                SyntaxError::Other => ids::STUDY_YAML_OTHER_HINT,
            }),
            P::DuplicateKey { .. } => Message::new(ids::STUDY_DUPLICATE_KEY_HINT),
            P::UnknownField { field, expected } => {
                // The last key of the path is the one mistyped (`task.sied`: `sied`).
                let key = field.0.rsplit('.').next().unwrap_or(&field.0);
                suggest(
                    key,
                    expected,
                    ids::STUDY_UNKNOWN_FIELD_SUGGEST,
                    ids::STUDY_UNKNOWN_FIELD_HINT,
                )
            }
            P::MissingField { key, .. } => {
                Message::new(ids::STUDY_MISSING_FIELD_HINT).arg("key", *key)
            }
            P::WrongType {
                expected: Expect::Name(names),
                ..
            } => Message::new(ids::STUDY_UNKNOWN_NAME_HINT).arg("expected", list(names)),
            P::WrongType { .. } => return None,
            P::UnknownName {
                expected, found, ..
            } => suggest(
                found,
                expected,
                ids::STUDY_UNKNOWN_NAME_SUGGEST,
                ids::STUDY_UNKNOWN_NAME_HINT,
            ),
            P::UnsupportedVersion { .. } | P::UnsupportedCollectionVersion { .. } => {
                Message::new(ids::STUDY_UNSUPPORTED_VERSION_HINT)
            }
            P::BadDifficulty { .. } => Message::new(ids::STUDY_BAD_DIFFICULTY_HINT),
            P::AllowWithoutReason { .. } => Message::new(ids::STUDY_ALLOW_WITHOUT_REASON_HINT),
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
            P::TooManyActions { .. } => Message::new(ids::POSITION_TOO_MANY_ACTIONS_HINT),
            P::MoveNotLegal { .. } => Message::new(ids::STUDY_MOVE_NOT_LEGAL_HINT),
            P::ReplayMoveIllegal { .. } => Message::new(ids::STUDY_REPLAY_MOVE_ILLEGAL_HINT),
            P::EmptyReplay => Message::new(ids::STUDY_EMPTY_REPLAY_HINT),
            P::NoOpening => Message::new(ids::STUDY_NO_OPENING_HINT),
            P::NoMistake => Message::new(ids::FIND_MISTAKE_NONE_HINT),
            P::MistakeRepeated { .. } => Message::new(ids::FIND_MISTAKE_REPEATED_HINT),
            P::ValueUnproven { .. }
            | P::ActionValuesUnproven { .. }
            | P::ReplayValueUnproven { .. } => Message::new(ids::VALUES_UNPROVEN_HINT),
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
            P::BadRating { .. } => Message::new(ids::PUZZLE_BAD_RATING_HINT)
                .arg("min", u64::from(crate::puzzle::MIN_RATING))
                .arg("max", u64::from(crate::puzzle::MAX_RATING)),
            P::EmptyLine | P::LineEndsWithReply { .. } => Message::new(ids::PUZZLE_LINE_HINT),
            P::LineActionIllegal { .. } => Message::new(ids::PUZZLE_LINE_ACTION_ILLEGAL_HINT),
            P::BadPlies { .. } => Message::new(ids::PUZZLE_PLIES_HINT),
            P::PuzzleGameOver
            | P::RepeatedPosition { .. }
            | P::PuzzleNotOnly { .. }
            | P::PuzzleActionLoses { .. }
            | P::PuzzleOnlyAction { .. } => Message::new(ids::PUZZLE_REMOVE_HINT),
            P::PuzzleValueDisagrees { .. } | P::PuzzleReplyNotBest { .. } => {
                Message::new(ids::PUZZLE_MINE_AGAIN_HINT)
            }
            P::PuzzleUnproven { .. } => Message::new(ids::PUZZLE_UNPROVEN_HINT),
            P::PuzzleTheme { theme, given } => Message::new(if *given {
                ids::PUZZLE_THEME_DOES_NOT_HOLD_HINT
            } else {
                ids::PUZZLE_THEME_LEFT_OUT_HINT
            })
            .arg("theme", *theme),
            P::PuzzleRating { rule, .. } => {
                Message::new(ids::PUZZLE_RATING_NOT_THE_RULE_HINT).arg("rule", *rule)
            }
        })
    }
}

impl fmt::Display for Problem {
    /// `file:line:column: ` and the English message.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, english(&self.message()))
    }
}

english_error!(UnknownStage, AnswerError, OpenError);

impl std::error::Error for Problem {}

impl Field {
    /// The field as a message argument: its path, or "the file".
    fn arg(&self) -> Arg {
        if self.0.is_empty() {
            Message::new(ids::STUDY_THE_FILE).into()
        } else {
            Arg::Text(self.0.clone())
        }
    }
}

/// The hint for a name not allowed (`written`): the allowed name nearest it, if one is near
/// (`suggest_id`), with every allowed one; else every allowed one (`hint_id`).
fn suggest(written: &str, allowed: &[&str], suggest_id: MessageId, hint_id: MessageId) -> Message {
    let names: Vec<String> = allowed.iter().map(|e| e.to_string()).collect();
    match crate::study::library::closest(written, &names) {
        Some(s) => Message::new(suggest_id)
            .arg("suggestion", s)
            .arg("expected", list(allowed)),
        None => Message::new(hint_id).arg("expected", list(allowed)),
    }
}

fn list(names: &[&str]) -> String {
    names.join(", ")
}
