//! What the learner's side says: the hint ladder's pointers ([`crate::study::Pointer`], in
//! `locales/*/learner.ftl`) and why a text is not a progress file
//! ([`crate::progress::ProgressError`], in `cli.ftl`).

use crate::message::{ids, Message, ToMessage};
use crate::progress::ProgressError;
use crate::rules::Side;
use crate::study::Pointer;

impl ToMessage for Pointer {
    fn to_message(&self) -> Message {
        match self {
            Pointer::Piece { side, at } => Message::new(match side {
                Side::Fox => ids::LEARNER_LOOK_AT_FOX,
                Side::Geese => ids::LEARNER_LOOK_AT_GOOSE,
            })
            .arg("point", at.to_string()),
            Pointer::Line { side, from, over } => Message::new(match side {
                Side::Fox => ids::LEARNER_LOOK_ALONG_FOX,
                Side::Geese => ids::LEARNER_LOOK_ALONG_GOOSE,
            })
            .arg("from", from.to_string())
            .arg("over", over.to_string()),
            Pointer::Region { at } => {
                Message::new(ids::LEARNER_LOOK_AROUND).arg("point", at.to_string())
            }
            Pointer::ReplayMove { number } => {
                Message::new(ids::LEARNER_LOOK_AT_REPLAY_MOVE).arg("number", *number)
            }
            Pointer::MaybeNone => Message::new(ids::LEARNER_MAYBE_NONE),
            Pointer::OnlyWrong => Message::new(ids::LEARNER_ONLY_WRONG),
        }
    }
}

impl ToMessage for ProgressError {
    fn to_message(&self) -> Message {
        match self {
            ProgressError::Malformed { line, column } => Message::new(ids::PROGRESS_MALFORMED)
                .arg("line", *line)
                .arg("column", *column),
            ProgressError::Version(v) => {
                Message::new(ids::PROGRESS_VERSION).arg("version", v.to_string())
            }
            ProgressError::Invalid { study, field } => Message::new(ids::PROGRESS_INVALID)
                .arg("study", study.clone())
                .arg("field", *field),
            ProgressError::InvalidPuzzle { puzzle, field } => {
                Message::new(ids::PROGRESS_INVALID_PUZZLE)
                    .arg("puzzle", puzzle.clone())
                    .arg("field", *field)
            }
            ProgressError::InvalidRating { field } => {
                Message::new(ids::PROGRESS_INVALID_RATING).arg("field", *field)
            }
            ProgressError::TooLarge => Message::new(ids::PROGRESS_TOO_LARGE),
        }
    }
}

english_error!(ProgressError);
