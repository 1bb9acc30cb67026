//! Tables with comfy-table: one place that sets the look, so every table matches, and fits it to
//! the width: cells wrap (comfy-table's dynamic arrangement), and a table that names which of
//! its columns matter least ([`with_optional_columns`]) drops those first, in that order.
//!
//! Every cell passes through [`escape_controls`], the same helper the localizer applies to each
//! sentence: a cell can hold text from input (a study id, a title from a sidecar, an action), and
//! an escape sequence in it must not reach the terminal (issue 9, finding 6). So cells go in
//! only through [`new`] (the header) and [`row`], never `Table::add_row` directly.

use comfy_table::{presets, ColumnConstraint, ContentArrangement, Table, Width};
use foxgeese::i18n::escape_controls;

use unicode_width::UnicodeWidthStr;

use super::style::Style;

/// A table whose columns in `drop_order` (indices, least needed first) are left out, one by one,
/// while its natural width exceeds the style's width; at least two columns stay, and what then
/// still does not fit wraps.
pub fn with_optional_columns(
    header: Vec<String>,
    rows: &[Vec<String>],
    drop_order: &[usize],
    style: &Style,
) -> Table {
    let mut keep: Vec<usize> = (0..header.len()).collect();
    if let Some(width) = style.width {
        for d in drop_order {
            if natural_width(&header, rows, &keep) <= usize::from(width) || keep.len() <= 2 {
                break;
            }
            keep.retain(|k| k != d);
        }
    }
    let pick = |r: &[String]| -> Vec<String> { keep.iter().map(|&k| r[k].clone()).collect() };
    let mut t = new(pick(&header), style);
    for r in rows {
        row(&mut t, pick(r));
    }
    t
}

/// A table that breaks no word: each column at least as wide as its widest word, so cells wrap
/// only between words. `None` when that does not fit the style's width (the caller then lays the
/// cells out another way); without a width, always a table.
pub fn unbroken(header: Vec<String>, rows: &[Vec<String>], style: &Style) -> Option<Table> {
    let widest = widest_words(&header, rows);
    if let Some(width) = style.width {
        // Each column takes its text plus a space either side and a border; one border closes.
        let needed = widest.iter().map(|w| w + 3).sum::<usize>() + 1;
        if needed > usize::from(width) {
            return None;
        }
    }
    let mut t = new(header, style);
    for r in rows {
        row(&mut t, r.clone());
    }
    for (column, w) in t.column_iter_mut().zip(widest) {
        // comfy-table's widths count the padding, a space either side.
        let w = u16::try_from(w + 2).unwrap_or(u16::MAX);
        column.set_constraint(ColumnConstraint::LowerBoundary(Width::Fixed(w)));
    }
    Some(t)
}

/// The width of each column's widest word (a run of characters without a space).
fn widest_words(header: &[String], rows: &[Vec<String>]) -> Vec<usize> {
    (0..header.len())
        .map(|k| {
            std::iter::once(&header[k])
                .chain(rows.iter().map(|r| &r[k]))
                .flat_map(|cell| cell.split_whitespace())
                .map(UnicodeWidthStr::width)
                .max()
                .unwrap_or(0)
        })
        .collect()
}

/// Adds a row of cells, each with its control characters shown escaped.
pub fn row(t: &mut Table, cells: Vec<String>) {
    t.add_row(cells.iter().map(|c| escape_controls(c)).collect::<Vec<_>>());
}

/// The width of the table's columns `keep` unwrapped: each column's widest line, plus borders
/// and padding (three columns per cell, one for the last border).
fn natural_width(header: &[String], rows: &[Vec<String>], keep: &[usize]) -> usize {
    let widest = |k: usize| {
        std::iter::once(&header[k])
            .chain(rows.iter().map(|r| &r[k]))
            .flat_map(|cell| cell.lines())
            .map(UnicodeWidthStr::width)
            .max()
            .unwrap_or(0)
    };
    keep.iter().map(|&k| widest(k) + 3).sum::<usize>() + 1
}

/// A table with the given header cells, drawn with Unicode lines; with a width, its cells wrap
/// so that it fits (comfy-table's dynamic arrangement shares the width out by content).
pub fn new(header: Vec<String>, style: &Style) -> Table {
    let mut t = Table::new();
    t.load_style(presets::UTF8_FULL_CONDENSED);
    t.set_header(
        header
            .iter()
            .map(|c| escape_controls(c))
            .collect::<Vec<_>>(),
    );
    match style.width {
        Some(w) => {
            t.set_content_arrangement(ContentArrangement::Dynamic);
            t.set_width(w);
        }
        None => {
            t.set_content_arrangement(ContentArrangement::Disabled);
        }
    }
    if !style.color {
        t.force_no_tty();
    } else {
        t.enforce_styling();
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cells and headers from input never carry an escape sequence to the terminal.
    #[test]
    fn cells_and_headers_are_escaped() {
        let style = Style {
            color: false,
            width: None,
        };
        for (cell, shown) in [
            ("\u{1b}]0;pwned\u{7}", "\\e]0;pwned\\u{7}"),
            ("red\u{1b}[31m", "red\\e[31m"),
            ("plain", "plain"),
        ] {
            let mut t = new(vec![cell.to_string()], &style);
            row(&mut t, vec![cell.to_string()]);
            let text = t.to_string();
            assert!(
                !text.contains('\u{1b}') && !text.contains('\u{7}'),
                "{text:?}"
            );
            assert_eq!(text.matches(shown).count(), 2, "{text}");
        }
    }
}
