//! `list`'s report: the built-in studies, one table for each ruleset in practice order (its
//! title and count above), each study with its stage, task, difficulty and title, and a count
//! under them all; with a progress file that has records, each study's mark (✓ solved,
//! · skipped or failed, blank new), a progress bar and what is due for review. On a narrow
//! terminal the tables lose columns rather than break words, and at the narrowest each study
//! is its id with its title below.

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};

use super::{table, wrap, Present, Style};

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
    /// 1 (easiest) to 5, as the study states it.
    pub difficulty: u8,
    pub title: String,
    /// Where it stands, when the progress file has records.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<Status>,
    /// Due for review today.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub due: bool,
    /// The ruleset without its options, whose group the study is listed in.
    #[serde(skip)]
    pub variant: &'static str,
    /// The stage's and task kind's names, for the table.
    #[serde(skip)]
    pub stage_name: Message,
    #[serde(skip)]
    pub kind_name: Message,
}

/// Cells in the progress bar.
const BAR_WIDTH: usize = 20;

/// The narrowest a title column may be before the studies are listed one below another.
const MIN_TITLE: usize = 16;

impl Present for ListReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut out = String::new();
        // The studies come in practice order, so each ruleset's are together.
        for group in self.studies.chunk_by(|a, b| a.variant == b.variant) {
            let title = Message::new(ids::RS_TITLE)
                .arg("ruleset", group[0].variant)
                .arg("variant", group[0].variant);
            let heading = Message::new(ids::LIST_GROUP)
                .arg("title", loc.msg(&title))
                .arg("count", group.len());
            out.push_str(&style.heading(&loc.msg(&heading)));
            out.push('\n');
            out.push_str(&self.group(group, loc, style));
            out.push('\n');
        }
        let count = Message::new(ids::LIST_COUNT).arg("count", self.studies.len());
        out.push_str(&loc.msg(&count));
        out.push('\n');
        if let Some(p) = &self.progress {
            out.push_str(&progress_lines(loc, p, self.studies.len()));
        }
        out
    }
}

impl ListReport {
    /// One ruleset's studies: a table whose cells break only between words, its columns
    /// left out one by one where the width is short (the task kind, the ruleset's options,
    /// the stage, then the difficulty); where even the id and the title do not fit, each
    /// study as its id with its title below.
    fn group(&self, group: &[ListItem], loc: &Localizer, style: &Style) -> String {
        let marked = self.progress.is_some();
        // The ruleset column only where a study plays the ruleset with options.
        let options = group.iter().any(|s| s.ruleset != s.variant);
        let mut header = vec![
            loc.text(ids::COL_ID),
            loc.text(ids::COL_STAGE),
            loc.text(ids::COL_TASK),
            loc.text(ids::COL_RULESET),
            loc.text(ids::COL_DIFFICULTY),
            loc.text(ids::COL_TITLE),
        ];
        let mut rows: Vec<Vec<String>> = group
            .iter()
            .map(|s| {
                vec![
                    s.id.clone(),
                    loc.msg(&s.stage_name),
                    loc.msg(&s.kind_name),
                    s.ruleset.clone(),
                    s.difficulty.to_string(),
                    s.title.clone(),
                ]
            })
            .collect();
        if marked {
            header.insert(0, String::new());
            for (row, s) in rows.iter_mut().zip(group) {
                row.insert(0, mark(loc, s.status));
            }
        }
        let shift = usize::from(marked);
        let mut keep: Vec<usize> = (0..header.len()).collect();
        if !options {
            keep.retain(|&c| c != 3 + shift);
        }
        let pick = |r: &[String], keep: &[usize]| -> Vec<String> {
            keep.iter().map(|&k| r[k].clone()).collect()
        };
        let drop_order = [2, 3, 1, 4].map(|c| c + shift);
        let mut drops = drop_order.iter();
        loop {
            let fits = style.width.is_none_or(|w| {
                let id = keep.iter().position(|&k| k == shift);
                let narrowest = widths(&pick(&header, &keep), &rows, &keep);
                let title_room = usize::from(w)
                    .saturating_sub(narrowest.iter().map(|n| n + 3).sum::<usize>() + 1)
                    + narrowest.last().copied().unwrap_or(0);
                id.is_some() && title_room >= MIN_TITLE
            });
            if fits {
                let cells: Vec<Vec<String>> = rows.iter().map(|r| pick(r, &keep)).collect();
                if let Some(t) = table::unbroken(pick(&header, &keep), &cells, style) {
                    return format!("{t}\n");
                }
            }
            match drops.next() {
                Some(d) => keep.retain(|k| k != d),
                None => break,
            }
        }
        stacked(group, marked, loc, style)
    }
}

/// The widest cell of each kept column but the last (the title), which may wrap.
fn widths(header: &[String], rows: &[Vec<String>], keep: &[usize]) -> Vec<usize> {
    let width = |s: &str| s.chars().count();
    let mut w: Vec<usize> = header.iter().map(|h| width(h)).collect();
    for r in rows {
        for (i, &k) in keep.iter().enumerate() {
            if i + 1 < keep.len() {
                w[i] = w[i].max(width(&r[k]));
            }
        }
    }
    if let Some(last) = w.last_mut() {
        *last = 0;
    }
    w
}

/// Each study as its mark and id on one line and its title below, wrapped to the width.
fn stacked(group: &[ListItem], marked: bool, loc: &Localizer, style: &Style) -> String {
    let width = style.width.map_or(usize::MAX, usize::from);
    let mut out = String::new();
    for s in group {
        if marked {
            let m = mark(loc, s.status);
            out.push_str(if m.is_empty() { " " } else { &m });
            out.push(' ');
        }
        out.push_str(&s.id);
        out.push('\n');
        out.push_str(&wrap::fit(&format!("    {}", s.title), width));
        out.push('\n');
    }
    out
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
