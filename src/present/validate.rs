//! `validate`'s report: every problem found, then a summary line.

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};

use super::problem::{self, Finding};
use super::{Present, Style};

/// What checking the study files found, sorted by file and place.
#[derive(Serialize)]
pub struct ValidateReport {
    /// Study files checked.
    pub files: usize,
    /// Of those, the ones with problems (a problem in a study's `.ftl` file counts for it).
    pub bad_files: usize,
    /// The files whose answer `--fix` wrote (empty without `--fix`).
    pub fixed: Vec<String>,
    /// No errors (warnings may be listed).
    pub ok: bool,
    /// Problems found, those not shown included.
    #[serde(skip)]
    pub total: usize,
    /// Problems found but not shown (beyond the first ones of a file), when there are any.
    #[serde(skip_serializing_if = "is_zero")]
    pub omitted: usize,
    pub problems: Vec<Finding>,
    /// The puzzle collections checked, when there were any.
    #[serde(skip_serializing_if = "PuzzleSummary::is_empty")]
    pub puzzles: PuzzleSummary,
}

/// What checking the puzzle collections did.
#[derive(Serialize, Default, Clone, Copy)]
pub struct PuzzleSummary {
    /// Collection files.
    pub files: usize,
    /// Puzzles in them that loaded.
    pub puzzles: usize,
    /// Puzzles whose answer and line the tables proved.
    pub proven: usize,
    /// Puzzles left for a run with the full tables (`--tables DIR`).
    pub left: usize,
}

impl PuzzleSummary {
    fn is_empty(&self) -> bool {
        self.files == 0
    }
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

impl Present for ValidateReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = String::new();
        for f in &self.problems {
            s.push_str(&problem::text(f, loc, style));
            s.push('\n');
        }
        if !self.puzzles.is_empty() {
            let m = Message::new(ids::VALIDATE_PUZZLES)
                .arg("files", self.puzzles.files)
                .arg("puzzles", self.puzzles.puzzles)
                .arg("proven", self.puzzles.proven)
                .arg("left", self.puzzles.left);
            s.push_str(&loc.msg(&m));
            s.push('\n');
        }
        // Only collection files, all well: the puzzles' line says it (not "Checked 0 study
        // files").
        if !(self.files == 0 && self.problems.is_empty() && !self.puzzles.is_empty()) {
            s.push_str(&self.summary(loc, style));
            s.push('\n');
        }
        s
    }
}

impl ValidateReport {
    /// "All clean", no errors but warnings, or how many problems in how many of the files.
    fn summary(&self, loc: &Localizer, style: &Style) -> String {
        if self.problems.is_empty() {
            return style
                .good(&loc.msg(&Message::new(ids::VALIDATE_CLEAN).arg("files", self.files)));
        }
        if self.ok {
            let m = Message::new(ids::VALIDATE_WARNINGS_ONLY)
                .arg("warnings", self.problems.len())
                .arg("files", self.files);
            return style.good(&loc.msg(&m));
        }
        let m = Message::new(ids::VALIDATE_FOUND)
            .arg("problems", self.total)
            .arg("bad", self.bad_files)
            .arg("files", self.files);
        style.bad(&loc.msg(&m))
    }
}
