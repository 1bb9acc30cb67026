//! Tables with comfy-table: one place that sets the look, so every table matches.

use comfy_table::{presets, ContentArrangement, Table};

use super::style::Style;

/// A table with the given header cells, drawn with Unicode lines.
pub fn new(header: Vec<String>, style: &Style) -> Table {
    new_wrapped(header, style, None)
}

/// A table that wraps its cells to the terminal's width, or to `fallback` columns when the
/// output is not a terminal (wide comparisons stay readable in a pipe or a file).
pub fn new_wrapped(header: Vec<String>, style: &Style, fallback: Option<u16>) -> Table {
    let mut t = Table::new();
    t.load_style(presets::UTF8_FULL_CONDENSED);
    t.set_header(header);
    match style.width.or(fallback) {
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
