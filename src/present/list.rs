//! `list`'s report: the built-in studies, as a table with a count under it; with a progress
//! file that has records, each study's mark (✓ solved, · skipped or failed, blank new), a
//! progress bar and what is due for review.

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};

use comfy_table::ColumnConstraint;

use super::{table, Present, Style};

/// The studies listed; in JSON a bare array.
#[derive(Serialize)]
#[serde(transparent)]
pub struct ListReport {
    pub studies: Vec<ListItem>,
    /// The learner's progress, when the progress file has records.
    #[serde(skip)]
    pub progress: Option<ListProgress>,
}

/// How far the learner has come through the studies listed.
pub struct ListProgress {
    pub solved: usize,
    pub due: usize,
}

/// Where a study stands in the progress file.
#[derive(Serialize, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    New,
    Solved,
    Skipped,
    Failed,
}

/// One study.
#[derive(Serialize)]
pub struct ListItem {
    pub id: String,
    pub stage: &'static str,
    pub kind: &'static str,
    pub ruleset: String,
    pub title: String,
    /// Where it stands, when the progress file has records.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<Status>,
    /// Due for review today.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub due: bool,
    /// The stage's and task kind's names, for the table.
    #[serde(skip)]
    pub stage_name: Message,
    #[serde(skip)]
    pub kind_name: Message,
}

/// Cells in the progress bar.
const BAR_WIDTH: usize = 20;

impl Present for ListReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let header = [
            ids::COL_ID,
            ids::COL_STAGE,
            ids::COL_TASK,
            ids::COL_RULESET,
            ids::COL_TITLE,
        ];
        // With progress, a first column holds each study's mark.
        let marked = self.progress.is_some();
        let shift = usize::from(marked);
        let rows: Vec<Vec<String>> = self
            .studies
            .iter()
            .map(|s| {
                let mut row = vec![
                    s.id.clone(),
                    loc.msg(&s.stage_name),
                    loc.msg(&s.kind_name),
                    s.ruleset.clone(),
                    s.title.clone(),
                ];
                if marked {
                    row.insert(0, mark(loc, s.status));
                }
                row
            })
            .collect();
        let mut header = header.map(|id| loc.text(id)).to_vec();
        if marked {
            header.insert(0, String::new());
        }
        // On a narrow terminal the task kind goes first, then the ruleset, then the stage: the
        // id (typed back as `foxgeese study ID`) and the title always stay, and the id never
        // wraps.
        let drop_order = [2, 3, 1].map(|c| c + shift);
        let mut t = table::with_optional_columns(header, &rows, &drop_order, style);
        if let Some(id) = t.column_mut(shift) {
            id.set_constraint(ColumnConstraint::ContentWidth);
        }
        let mut out = t.to_string();
        out.push('\n');
        let count = Message::new(ids::LIST_COUNT).arg("count", self.studies.len());
        out.push_str(&loc.msg(&count));
        out.push('\n');
        if let Some(p) = &self.progress {
            out.push_str(&progress_lines(loc, p, self.studies.len()));
        }
        out
    }
}

fn mark(loc: &Localizer, status: Option<Status>) -> String {
    match status {
        Some(Status::Solved) => loc.text(ids::LIST_MARK_SOLVED),
        Some(Status::Skipped | Status::Failed) => loc.text(ids::LIST_MARK_SKIPPED),
        Some(Status::New) | None => String::new(),
    }
}

/// The bar with the solved count, then what is due.
fn progress_lines(loc: &Localizer, p: &ListProgress, total: usize) -> String {
    let full = (p.solved * BAR_WIDTH).checked_div(total).unwrap_or(0);
    let bar = format!(
        "[{}{}]",
        "█".repeat(full),
        "░".repeat(BAR_WIDTH.saturating_sub(full))
    );
    let progress = Message::new(ids::LIST_PROGRESS)
        .arg("bar", bar)
        .arg("solved", p.solved)
        .arg("total", total);
    let due = Message::new(ids::LIST_DUE).arg("count", p.due);
    format!("{}\n{}\n", loc.msg(&progress), loc.msg(&due))
}
