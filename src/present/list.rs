//! `list`'s report: the built-in studies, as a table with a count under it.

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
}

/// One study.
#[derive(Serialize)]
pub struct ListItem {
    pub id: String,
    pub stage: &'static str,
    pub kind: &'static str,
    pub ruleset: String,
    pub title: String,
    /// The stage's and task kind's names, for the table.
    #[serde(skip)]
    pub stage_name: Message,
    #[serde(skip)]
    pub kind_name: Message,
}

impl Present for ListReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let header = [
            ids::COL_ID,
            ids::COL_STAGE,
            ids::COL_TASK,
            ids::COL_RULESET,
            ids::COL_TITLE,
        ];
        let rows: Vec<Vec<String>> = self
            .studies
            .iter()
            .map(|s| {
                vec![
                    s.id.clone(),
                    loc.msg(&s.stage_name),
                    loc.msg(&s.kind_name),
                    s.ruleset.clone(),
                    s.title.clone(),
                ]
            })
            .collect();
        // On a narrow terminal the task kind goes first, then the ruleset, then the stage: the
        // id (typed back as `foxgeese study ID`) and the title always stay, and the id never
        // wraps.
        let header = header.map(|id| loc.text(id)).to_vec();
        let mut t = table::with_optional_columns(header, &rows, &[2, 3, 1], style);
        if let Some(id) = t.column_mut(0) {
            id.set_constraint(ColumnConstraint::ContentWidth);
        }
        let mut out = t.to_string();
        out.push('\n');
        let count = Message::new(ids::LIST_COUNT).arg("count", self.studies.len());
        out.push_str(&loc.msg(&count));
        out.push('\n');
        out
    }
}
