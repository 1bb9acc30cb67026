//! The messages that say what is wrong with a game record ([`crate::game::record`]): one
//! heading per [`RecordErrorKind`], then the details it carries (the reasons an action is
//! illegal, the notation or setup problems of a `Start` tag).

use std::fmt;
use std::io;

use super::rules::{english_lines, position_error_messages, reason_message};
use crate::engine::BadLevel;
use crate::game::record::{
    ReadFileError, ReadFileErrorKind, RecordError, RecordErrorKind, MAX_FILE_SIZE,
};
use crate::message::{ids, Message, ToMessage};

/// The heading of a record error, then each of its details.
pub fn record_error_messages(e: &RecordError) -> Vec<Message> {
    use RecordErrorKind as K;
    let head = match &e.kind {
        K::FileTooLarge { size, max } => Message::new(ids::RECORD_TOO_LARGE)
            .arg("size", *size)
            .arg("max", *max),
        K::LineTooLong { length, max } => Message::new(ids::RECORD_LINE_TOO_LONG)
            .arg("length", *length)
            .arg("max", *max),
        K::ControlCharacter { code } => {
            Message::new(ids::RECORD_CONTROL_CHARACTER).arg("code", format!("{code:04X}"))
        }
        K::TooManyTags { max } => Message::new(ids::RECORD_TOO_MANY_TAGS).arg("max", *max),
        K::TooManyActions { max } => Message::new(ids::RECORD_TOO_MANY_ACTIONS).arg("max", *max),
        K::TooManyComments { max } => Message::new(ids::RECORD_TOO_MANY_COMMENTS).arg("max", *max),
        K::TagSyntax => Message::new(ids::RECORD_TAG_SYNTAX),
        K::TagNameTooLong { max } => Message::new(ids::RECORD_TAG_NAME_TOO_LONG).arg("max", *max),
        K::TagValueTooLong { max } => Message::new(ids::RECORD_TAG_VALUE_TOO_LONG).arg("max", *max),
        K::TagNotClosed => Message::new(ids::RECORD_TAG_NOT_CLOSED),
        K::DuplicateTag { name } => {
            Message::new(ids::RECORD_DUPLICATE_TAG).arg("name", name.as_str())
        }
        K::TagAfterActions => Message::new(ids::RECORD_TAG_AFTER_ACTIONS),
        K::BadResult { found } => Message::new(ids::RECORD_BAD_RESULT).arg("found", found.as_str()),
        K::BadRuleset(_) => Message::new(ids::RECORD_BAD_RULESET),
        K::BadStart(_) => Message::new(ids::RECORD_BAD_START),
        K::CommentNotClosed => Message::new(ids::RECORD_COMMENT_NOT_CLOSED),
        K::CommentTooDeep { max } => Message::new(ids::RECORD_COMMENT_TOO_DEEP).arg("max", *max),
        K::StrayBrace => Message::new(ids::RECORD_STRAY_BRACE),
        K::BadNumber { found } => Message::new(ids::RECORD_BAD_NUMBER).arg("found", found.as_str()),
        K::WrongNumber { found, expected } => Message::new(ids::RECORD_WRONG_NUMBER)
            .arg("found", found.as_str())
            .arg("expected", expected.as_str()),
        K::BadAction { found, .. } => {
            Message::new(ids::RECORD_BAD_ACTION).arg("found", found.as_str())
        }
        K::Illegal { ply, action, .. } => Message::new(ids::RECORD_ILLEGAL_PLY)
            .arg("ply", *ply)
            .arg("action", action.to_string()),
        K::AfterResult { found } => {
            Message::new(ids::RECORD_AFTER_RESULT).arg("found", found.as_str())
        }
        K::ResultsDisagree { tag, termination } => Message::new(ids::RECORD_RESULTS_DISAGREE)
            .arg("tag", tag.name())
            .arg("termination", termination.name()),
        K::ResultContradicts { written, .. } => {
            Message::new(ids::RECORD_RESULT_CONTRADICTS).arg("written", written.name())
        }
    };
    let mut out = vec![head];
    match &e.kind {
        K::BadRuleset(s) => out.push(s.to_message()),
        K::BadStart(p) => out.extend(position_error_messages(p)),
        K::BadAction { error, .. } => out.push(error.to_message()),
        K::Illegal { reasons, rules, .. } => {
            out.extend(reasons.iter().map(|r| reason_message(r, rules)));
        }
        K::ResultContradicts { outcome, .. } => out.push(outcome.to_message()),
        _ => {}
    }
    out
}

impl ToMessage for ReadFileError {
    fn to_message(&self) -> Message {
        let message = match self.kind {
            ReadFileErrorKind::Unreadable(io::ErrorKind::PermissionDenied) => {
                Message::new(ids::INPUT_FILE_PERMISSION_DENIED)
            }
            ReadFileErrorKind::Unreadable(io::ErrorKind::NotFound) => {
                Message::new(ids::INPUT_FILE_NOT_FOUND)
            }
            ReadFileErrorKind::Unreadable(_) => Message::new(ids::INPUT_FILE_UNREADABLE),
            ReadFileErrorKind::TooLarge(size) => Message::new(ids::INPUT_FILE_TOO_LARGE)
                .arg("size", size)
                .arg("max", MAX_FILE_SIZE),
            ReadFileErrorKind::NotText => Message::new(ids::INPUT_FILE_NOT_TEXT),
        };
        message
            .arg("path", self.path.as_str())
            .arg("file", self.file.key())
    }
}

impl ToMessage for BadLevel {
    fn to_message(&self) -> Message {
        Message::new(ids::PLAY_BAD_LEVEL).arg("level", self.0.as_str())
    }
}

english_error!(ReadFileError, BadLevel);

/// Each message on its own line: what is wrong, then its details.
impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        english_lines(&record_error_messages(self), f)
    }
}

impl std::error::Error for RecordError {}
