//! `new`'s report: the files written, the engine's answer, and what to do next.

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};

use super::wrap::COMMAND_INDENT;
use super::{Present, Style};

/// A study started.
pub struct NewReport {
    /// The study file, then its Fluent files.
    pub files: Vec<String>,
    /// The engine's answer, as written in the file.
    pub answer: String,
    /// The study file, for the next command, quoted for a shell when it needs it.
    pub study: String,
}

impl Present for NewReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let wrote = Message::new(ids::NEW_WROTE).arg("files", self.files.join(", "));
        let answer = Message::new(ids::NEW_ANSWER).arg("answer", self.answer.as_str());
        let command = Message::new(ids::NEW_VALIDATE_COMMAND).arg("study", self.study.as_str());
        // The command on a line of its own, never wrapped: it is to be copied and run.
        format!(
            "{}\n{}\n{}\n{}{}\n",
            style.good(&loc.msg(&wrote)),
            loc.msg(&answer),
            loc.text(ids::NEW_NEXT),
            &COMMAND_INDENT[..2],
            loc.msg(&command)
        )
    }
}
