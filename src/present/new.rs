//! `new`'s report: the files written, the engine's answer, and what to do next.

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};

use super::{Present, Style};

/// A study started.
pub struct NewReport {
    /// The study file, then its Fluent files.
    pub files: Vec<String>,
    /// The engine's answer, as written in the file.
    pub answer: String,
    /// The study file, for the next command.
    pub study: String,
}

impl Present for NewReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let wrote = Message::new(ids::NEW_WROTE).arg("files", self.files.join(", "));
        let answer = Message::new(ids::NEW_ANSWER).arg("answer", self.answer.as_str());
        let next = Message::new(ids::NEW_NEXT).arg("study", self.study.as_str());
        format!(
            "{}\n{}\n{}\n",
            style.good(&loc.msg(&wrote)),
            loc.msg(&answer),
            loc.msg(&next)
        )
    }
}
