//! Fitting text to the terminal: every line wider than the width is word-wrapped, with
//! continuation lines indented under the line's own text (under the words after `  - `).
//!
//! Why one pass over the finished text rather than wrapping in each renderer: every report,
//! error and warning then fits the terminal, including ones added later, and a renderer never
//! has to know the width. Drawings are laid out for the width already and are left alone: the
//! board is narrow, tables are fitted by comfy-table ([`super::table`]), and source excerpts
//! (` --> file`, ` 3 | text`, `   | ^^^`) must keep their caret under the column it marks, and a
//! command to copy (a line starting `  foxgeese `) must stay one line to run.
//! Colour codes take no columns; a word wider than the whole line stays whole.

use unicode_width::UnicodeWidthStr;

use super::{Present, Style};
use foxgeese::i18n::Localizer;

/// A report as text, fitted to the style's width (if it has one).
pub fn fitted(report: &impl Present, loc: &Localizer, style: &Style) -> String {
    let text = report.text(loc, style);
    match style.width {
        Some(w) => fit(&text, usize::from(w)),
        None => text,
    }
}

/// `text` with every line fitted to `width` columns.
pub fn fit(text: &str, width: usize) -> String {
    text.split('\n')
        .map(|line| fit_line(line, width))
        .collect::<Vec<_>>()
        .join("\n")
}

fn fit_line(line: &str, width: usize) -> String {
    if columns(line) <= width || drawn(line) {
        return line.to_string();
    }
    let indent = " ".repeat(hanging_indent(line));
    let body = line.trim_start();
    let lead = &line[..line.len() - body.len()];
    let mut out = String::from(lead);
    let mut used = columns(lead);
    // Words with the spaces before them, so that spacing inside a line (the board's legend)
    // stays as written; the spaces at a break are dropped.
    let mut gap = "";
    let mut rest = body;
    while !rest.is_empty() {
        let end = rest.find(' ').unwrap_or(rest.len());
        let (word, after) = rest.split_at(end);
        let trimmed = after.trim_start_matches(' ');
        let next_gap = &after[..after.len() - trimmed.len()];
        rest = trimmed;
        if word.is_empty() {
            gap = next_gap;
            continue;
        }
        let w = columns(word);
        if used > columns(lead) && used + gap.len() + w > width {
            out.push('\n');
            out.push_str(&indent);
            used = indent.len();
        } else {
            out.push_str(gap);
            used += gap.len();
        }
        out.push_str(word);
        used += w;
        gap = next_gap;
    }
    out
}

/// Where continuation lines start: under the text after the leading spaces and a list marker
/// (`- `, `= `, `* `, `• `).
fn hanging_indent(line: &str) -> usize {
    let body = line.trim_start_matches(' ');
    let spaces = line.len() - body.len();
    let marker = ["- ", "= ", "* ", "• "]
        .iter()
        .find(|m| body.starts_with(*m))
        .map_or(0, |m| columns(m));
    spaces + marker
}

/// A line that is part of a drawing (a table, a board, a source excerpt), not prose.
fn drawn(line: &str) -> bool {
    let plain = strip_ansi(line);
    if plain.contains(['│', '┆', '─', '═', '┌', '└', '├', '╞']) {
        return true;
    }
    let rest = plain
        .trim_start()
        .trim_start_matches(|c: char| c.is_ascii_digit());
    let rest = rest.trim_start();
    rest.starts_with('|') || rest.starts_with("-->") || plain.starts_with(COMMAND_INDENT)
}

/// How a line holding a command to copy and run starts (`  foxgeese check …`): such a line
/// is never broken, since a broken command does not run.
pub const COMMAND_INDENT: &str = "  foxgeese ";

/// Columns `s` takes on a terminal: colour codes take none.
fn columns(s: &str) -> usize {
    strip_ansi(s).width()
}

/// `s` without ANSI escape sequences (`ESC [ … letter`).
fn strip_ansi(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::fit;

    #[test]
    fn long_lines_wrap_under_their_text() {
        let s = "  - one two three four five six";
        assert_eq!(fit(s, 16), "  - one two\n    three four\n    five six");
        assert_eq!(fit("short\n", 80), "short\n");
        assert_eq!(fit("aaaa bbbb cccc", 9), "aaaa bbbb\ncccc");
        assert_eq!(fit("verylongword x", 4), "verylongword\nx");
        assert_eq!(fit("F fox   G goose   x y", 18), "F fox   G goose\nx y");
    }

    #[test]
    fn drawings_and_colour_codes_are_respected() {
        let table = "│ a ┆ b c d e f g h │";
        assert_eq!(fit(table, 8), table);
        let excerpt = " 3 | key: value that is long";
        assert_eq!(fit(excerpt, 8), excerpt);
        let red = "\u{1b}[31mred\u{1b}[0m words";
        assert_eq!(fit(red, 9), red);
    }
}
