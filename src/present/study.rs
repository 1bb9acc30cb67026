//! `study`'s report: a study as shown before it is answered — title, stage line, board and
//! prompt. `practice` shows each study with the same [`StudyReport::presentation`].
//!
//! Under the board only whose turn it is and the captures: a status line ("the geese have
//! won") would answer every blockade study.

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};
use foxgeese::rules::Bitboard;
use foxgeese::rules::Position;

use super::wrap::COMMAND_INDENT;
use super::{position, Present, Style};

/// A study, with its texts in the learner's language.
#[derive(Serialize)]
pub struct StudyReport {
    pub id: String,
    pub title: String,
    pub stage: &'static str,
    pub kind: &'static str,
    pub ruleset: String,
    pub position: String,
    pub side: &'static str,
    pub prompt: String,
    /// The stage's and task kind's names, for the stage line.
    #[serde(skip)]
    pub stage_name: Message,
    #[serde(skip)]
    pub kind_name: Message,
    /// The study's position, drawn.
    #[serde(skip)]
    pub board: Position,
    /// Points marked on the board: none for a study (marked destinations would answer an
    /// action list); `validate` warns when a screen has any an answer lands on.
    #[serde(skip)]
    pub marks: Bitboard,
    /// The STUDY argument of a `check` command that works from here: the path as given (quoted
    /// for a shell when needed) for a file, the id for a built-in study.
    #[serde(skip)]
    pub check_arg: String,
}

impl StudyReport {
    /// Title, stage line, board and prompt.
    pub fn presentation(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = style.heading(&self.title);
        s.push('\n');
        let about = Message::new(ids::STUDY_ABOUT)
            .arg("id", self.id.as_str())
            .arg("stage", self.stage_name.clone())
            .arg("kind", self.kind_name.clone())
            .arg("ruleset", self.ruleset.as_str());
        s.push_str(&loc.msg(&about));
        s.push_str("\n\n");
        s.push_str(&position::board(&self.board, self.marks, loc, style));
        s.push('\n');
        s.push_str(&position::study_status(&self.board, loc));
        s.push('\n');
        s.push_str(&self.prompt);
        s.push('\n');
        s
    }
}

impl Present for StudyReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = self.presentation(loc, style);
        s.push('\n');
        s.push_str(&loc.text(ids::LEARNER_HOW_TO_ANSWER));
        s.push('\n');
        let command =
            Message::new(ids::LEARNER_CHECK_COMMAND).arg("study", self.check_arg.as_str());
        // One line, never wrapped: it is to be copied and run.
        s.push_str(&format!("{}{}", &COMMAND_INDENT[..2], loc.msg(&command)));
        s.push('\n');
        s
    }
}
