//! The messages that say what the rules engine found: illegal-action reasons, notation and
//! setup errors, ruleset-spec errors and outcomes. Each value maps to exactly one message id in
//! `locales/*/rules.ftl`; the `match`es are exhaustive, so a new variant cannot go unsaid.
//!
//! The rules' error types get `Display` (their English message) and `std::error::Error` here,
//! beside their messages, so `rules` itself stays free of languages.

use std::fmt;

use super::english;
use crate::message::{ids, Message, ToMessage};
use crate::rules::action::{ActionSyntaxError, IllegalReason};
use crate::rules::game::RecordError;
use crate::rules::point::{Coord, Direction, Point};
use crate::rules::position::{DrawReason, InvalidSetup, Outcome, PositionError, WinReason};
use crate::rules::ruleset::{Ruleset, SpecError, Variant};
use crate::rules::setup::{NotationError, NotationErrorKind};
use crate::rules::Side;

fn pt(p: Point) -> String {
    p.to_string()
}

fn co(c: Coord) -> String {
    c.to_string()
}

/// `north` / `south` …: the message-selector name of a direction.
pub fn direction_name(d: Direction) -> &'static str {
    match d {
        Direction::North => "north",
        Direction::NorthEast => "north-east",
        Direction::East => "east",
        Direction::SouthEast => "south-east",
        Direction::South => "south",
        Direction::SouthWest => "south-west",
        Direction::West => "west",
        Direction::NorthWest => "north-west",
    }
}

/// The message for one reason an action is illegal under `rules`, its points named the way
/// the ruleset's board names them.
pub fn reason_message(r: &IllegalReason, rules: &Ruleset) -> Message {
    use IllegalReason as R;
    let pt = |p: Point| rules.board.coord(p).to_string();
    match *r {
        R::GameOver => Message::new(ids::REASON_GAME_OVER),
        R::OffBoard { point } => Message::new(ids::REASON_OFF_BOARD).arg("point", co(point)),
        R::NoPiece { point } => Message::new(ids::REASON_NO_PIECE).arg("point", pt(point)),
        R::WrongTurn { to_move } => {
            Message::new(ids::REASON_WRONG_TURN).arg("side", to_move.name())
        }
        R::Occupied { point } => Message::new(ids::REASON_OCCUPIED).arg("point", pt(point)),
        R::NotNeighbour { from, to } => Message::new(ids::REASON_NOT_NEIGHBOUR)
            .arg("from", pt(from))
            .arg("to", pt(to)),
        R::NoDiagonal {
            from,
            to,
            board_has_diagonals,
        } => Message::new(if board_has_diagonals {
            ids::REASON_NO_DIAGONAL_HERE
        } else {
            ids::REASON_NO_DIAGONALS
        })
        .arg("from", pt(from))
        .arg("to", pt(to)),
        R::NotConnected { from, to } => Message::new(ids::REASON_NOT_CONNECTED)
            .arg("from", pt(from))
            .arg("to", pt(to)),
        R::GooseBackward { diagonal } => Message::new(if diagonal {
            ids::REASON_GOOSE_DIAGONAL_BACKWARD
        } else {
            ids::REASON_GOOSE_BACKWARD
        })
        .arg("back", direction_name(rules.geese.forward.opposite())),
        R::GooseSideways => Message::new(ids::REASON_GOOSE_SIDEWAYS),
        R::GooseJump => Message::new(ids::REASON_GOOSE_JUMP),
        R::NoGooseToJump { over } => {
            Message::new(ids::REASON_NO_GOOSE_TO_JUMP).arg("over", pt(over))
        }
        R::JumpShape { from, to } => Message::new(ids::REASON_JUMP_SHAPE)
            .arg("from", pt(from))
            .arg("to", pt(to)),
        R::JumpTooLong { from, to } => Message::new(ids::REASON_JUMP_TOO_LONG)
            .arg("from", pt(from))
            .arg("to", pt(to)),
        R::LandingOccupied { point } => {
            Message::new(ids::REASON_LANDING_OCCUPIED).arg("point", pt(point))
        }
        R::LandingOffBoard { point } => {
            Message::new(ids::REASON_LANDING_OFF_BOARD).arg("point", co(point))
        }
        R::OneJumpPerTurn => Message::new(ids::REASON_ONE_JUMP_PER_TURN),
        R::JumpedTwice { point } => Message::new(ids::REASON_JUMPED_TWICE).arg("point", pt(point)),
        R::CaptureCompulsory => Message::new(ids::REASON_CAPTURE_COMPULSORY),
        R::ChainMustContinue { at } => {
            Message::new(ids::REASON_CHAIN_MUST_CONTINUE).arg("at", pt(at))
        }
        R::JumpBackward { from, to } => Message::new(ids::REASON_JUMP_BACKWARD)
            .arg("from", pt(from))
            .arg("to", pt(to))
            .arg(
                "direction",
                Direction::from_vector(
                    (to.file() as i32 - from.file() as i32).signum(),
                    (to.rank() as i32 - from.rank() as i32).signum(),
                )
                .map_or("north", direction_name),
            ),
        R::PlaceOccupied { point } => {
            Message::new(ids::REASON_PLACE_OCCUPIED).arg("point", pt(point))
        }
        R::FoxNotPlaced => Message::new(ids::REASON_FOX_NOT_PLACED),
        R::FoxAlreadyPlaced => Message::new(ids::REASON_FOX_ALREADY_PLACED),
        R::NoPlacement => Message::new(ids::REASON_NO_PLACEMENT),
        R::NotAnAction => Message::new(ids::REASON_NOT_AN_ACTION),
    }
}

impl ToMessage for NotationError {
    fn to_message(&self) -> Message {
        use NotationErrorKind as K;
        match &self.kind {
            K::Empty => Message::new(ids::NOTATION_EMPTY),
            K::RankCount { found, expected } => Message::new(ids::NOTATION_RANK_COUNT)
                .arg("found", *found)
                .arg("expected", *expected),
            K::RankLength {
                rank,
                found,
                expected,
            } => Message::new(ids::NOTATION_RANK_LENGTH)
                .arg("rank", *rank)
                .arg("found", *found)
                .arg("expected", *expected),
            K::UnknownPiece { rank, point, found } => match point {
                Some(p) => Message::new(ids::NOTATION_UNKNOWN_PIECE_AT)
                    .arg("rank", *rank)
                    .arg("point", pt(*p))
                    .arg("char", found.to_string()),
                None => Message::new(ids::NOTATION_UNKNOWN_PIECE)
                    .arg("rank", *rank)
                    .arg("char", found.to_string()),
            },
            K::MissingSide => Message::new(ids::NOTATION_MISSING_SIDE),
            K::BadSide { found } => {
                Message::new(ids::NOTATION_BAD_SIDE).arg("found", found.as_str())
            }
            K::MissingCaptures => Message::new(ids::NOTATION_MISSING_CAPTURES),
            K::BadCaptures { found } => {
                Message::new(ids::NOTATION_BAD_CAPTURES).arg("found", found.as_str())
            }
            K::BadClock { found } => {
                Message::new(ids::NOTATION_BAD_CLOCK).arg("found", found.as_str())
            }
            K::ExtraField { found } => {
                Message::new(ids::NOTATION_EXTRA_FIELD).arg("found", found.as_str())
            }
        }
    }
}

impl ToMessage for InvalidSetup {
    fn to_message(&self) -> Message {
        match *self {
            InvalidSetup::NoFox => Message::new(ids::SETUP_NO_FOX),
            InvalidSetup::FoxToPlace => Message::new(ids::SETUP_FOX_TO_PLACE),
            InvalidSetup::FoxCount { found, expected } => Message::new(ids::SETUP_FOX_COUNT)
                .arg("found", found)
                .arg("expected", expected),
            InvalidSetup::TooManyGeese { found, max } => Message::new(ids::SETUP_TOO_MANY_GEESE)
                .arg("found", found)
                .arg("max", max),
            InvalidSetup::GeeseAndCaptures {
                geese,
                captures,
                max,
            } => Message::new(ids::SETUP_GEESE_AND_CAPTURES)
                .arg("geese", geese)
                .arg("captures", captures)
                .arg("max", max),
            InvalidSetup::ClockTooLarge { found, max } => Message::new(ids::SETUP_CLOCK_TOO_LARGE)
                .arg("found", found)
                .arg("max", max),
        }
    }
}

/// Every message a position error carries: one for bad notation, one per setup problem.
pub fn position_error_messages(e: &PositionError) -> Vec<Message> {
    match e {
        PositionError::Notation(n) => vec![n.to_message()],
        PositionError::Invalid(v) => v.iter().map(ToMessage::to_message).collect(),
    }
}

/// The valid ruleset names, comma-separated.
pub fn ruleset_names() -> String {
    Variant::ALL.map(Variant::name).join(", ")
}

impl ToMessage for SpecError {
    fn to_message(&self) -> Message {
        match self {
            SpecError::UnknownRuleset { name } => Message::new(ids::SPEC_UNKNOWN_RULESET)
                .arg("name", name.as_str())
                .arg("valid", ruleset_names()),
            SpecError::UnknownOption { variant, option } => {
                let valid = variant.options().join(", ");
                Message::new(if valid.is_empty() {
                    ids::SPEC_NO_OPTIONS
                } else {
                    ids::SPEC_UNKNOWN_OPTION
                })
                .arg("ruleset", variant.name())
                .arg("option", option.as_str())
                .arg("valid", valid)
            }
        }
    }
}

impl ToMessage for ActionSyntaxError {
    fn to_message(&self) -> Message {
        match self {
            ActionSyntaxError::Empty => Message::new(ids::ACTION_EMPTY),
            ActionSyntaxError::BadPoint { found } if found.is_empty() => {
                Message::new(ids::ACTION_MISSING_POINT)
            }
            ActionSyntaxError::BadPoint { found } => {
                Message::new(ids::ACTION_BAD_POINT).arg("found", found.as_str())
            }
            ActionSyntaxError::MissingSeparator => Message::new(ids::ACTION_MISSING_SEPARATOR),
            ActionSyntaxError::MixedSeparators => Message::new(ids::ACTION_MIXED_SEPARATORS),
            ActionSyntaxError::StepChain => Message::new(ids::ACTION_STEP_CHAIN),
        }
    }
}

impl ToMessage for Side {
    fn to_message(&self) -> Message {
        Message::new(match self {
            Side::Fox => ids::SIDE_FOX,
            Side::Geese => ids::SIDE_GEESE,
        })
    }
}

impl ToMessage for Outcome {
    fn to_message(&self) -> Message {
        match *self {
            Outcome::Ongoing => Message::new(ids::OUTCOME_ONGOING),
            Outcome::Win { winner, reason } => match reason {
                WinReason::CaptureTarget(n) => {
                    Message::new(ids::OUTCOME_CAPTURE_TARGET).arg("n", n)
                }
                WinReason::GeeseBelow(n) => Message::new(ids::OUTCOME_GEESE_BELOW).arg("n", n),
                WinReason::PaddockFilled => Message::new(ids::OUTCOME_PADDOCK_FILLED),
                WinReason::NoAction => {
                    Message::new(ids::OUTCOME_NO_ACTION).arg("loser", winner.other().name())
                }
            },
            Outcome::Draw(DrawReason::Repetition(n)) => {
                Message::new(ids::OUTCOME_DRAW_REPETITION).arg("n", n)
            }
            Outcome::Draw(DrawReason::QuietPlies(n)) => {
                Message::new(ids::OUTCOME_DRAW_QUIET).arg("n", n)
            }
        }
    }
}

/// The messages for a game record that stopped at an illegal action: the heading, then each
/// reason.
pub fn replay_error_messages(e: &RecordError) -> Vec<Message> {
    let head = Message::new(ids::RECORD_ILLEGAL)
        .arg("index", e.index + 1)
        .arg("action", e.action.to_string());
    let reasons = e.reasons.iter().map(|r| reason_message(r, e.rules));
    std::iter::once(head).chain(reasons).collect()
}

english_error!(NotationError, InvalidSetup, SpecError, ActionSyntaxError);

/// Each message on its own line: the heading, then every reason.
impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        english_lines(&replay_error_messages(self), f)
    }
}

impl std::error::Error for RecordError {}

/// Each message on its own line: the notation error, or every setup problem.
impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        english_lines(&position_error_messages(self), f)
    }
}

/// `messages` in English, one a line: the `Display` of an error that says several things.
pub(crate) fn english_lines(messages: &[Message], f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let lines: Vec<String> = messages.iter().map(english).collect();
    f.write_str(&lines.join("\n"))
}

impl std::error::Error for PositionError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Localizer};
    use crate::rules::position::Position;
    use crate::rules::ruleset::RulesetSpec;

    #[test]
    fn errors_display_their_english_message() {
        let en = Localizer::new(Lang::En);
        let spec = "chess".parse::<RulesetSpec>().unwrap_err();
        assert_eq!(spec.to_string(), en.say(&spec));
        let action = "".parse::<crate::rules::action::ActionText>().unwrap_err();
        assert_eq!(action.to_string(), en.say(&action));
        let rules = Ruleset::plyyard();
        let notation = Position::parse("", rules).unwrap_err();
        let PositionError::Notation(inner) = &notation else {
            panic!("{notation:?}");
        };
        assert_eq!(notation.to_string(), en.say(inner));
        let invalid = Position::parse("3/3/7/7/7/3/3 g 0", rules).unwrap_err();
        let PositionError::Invalid(problems) = &invalid else {
            panic!("{invalid:?}");
        };
        let lines: Vec<String> = problems.iter().map(|p| en.say(p)).collect();
        assert_eq!(invalid.to_string(), lines.join("\n"));
        assert!(std::error::Error::source(&invalid).is_none());
    }
}
