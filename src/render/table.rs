//! Tables with comfy-table: one place that sets the look, so every table matches.

use comfy_table::{presets, ContentArrangement, Table};

use super::Style;

/// A table with the given header cells, drawn with Unicode lines.
pub fn new(header: Vec<String>, style: &Style) -> Table {
    let mut t = Table::new();
    t.load_style(presets::UTF8_FULL_CONDENSED);
    t.set_header(header);
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
