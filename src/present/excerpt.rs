//! A place in some text, drawn under an error with annotate-snippets: ` --> origin:line:column`,
//! the line, and a caret.

use std::ops::Range;

use annotate_snippets::{AnnotationKind, Level, Renderer, Snippet};
use foxgeese::i18n::escape_controls;

use super::style::Style;

/// A place in some text to show under an error, with a caret.
#[derive(Clone, Debug)]
pub struct Excerpt {
    /// Where the text came from: a file name, or an option such as `--position`.
    pub origin: String,
    /// The text.
    pub source: String,
    /// 1-based line number of the first line of `source`.
    pub line_start: usize,
    /// Byte range in `source` to point at.
    pub span: Range<usize>,
}

/// The excerpt drawn with annotate-snippets: ` --> origin:line:column`, the line, a caret.
pub fn text(x: &Excerpt, style: &Style) -> String {
    let span = clamp_span(&x.source, x.span.clone());
    // annotate-snippets shows the source line's control characters escaped, not the path.
    let origin = escape_controls(&x.origin);
    let report = &[Level::ERROR.primary_title("").element(
        Snippet::source(x.source.as_str())
            .line_start(x.line_start)
            .path(origin.as_str())
            .annotation(AnnotationKind::Primary.span(span)),
    )];
    let mut renderer = if style.color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    // A source line wider than the terminal is cut around the caret by annotate-snippets.
    if let Some(w) = style.width {
        renderer = renderer.term_width(usize::from(w));
    }
    // The title line is said separately, in the learner's language; keep the snippet.
    let rendered = renderer.render(report);
    let mut out: String = rendered.lines().skip(1).collect::<Vec<_>>().join("\n");
    out.push('\n');
    out
}

fn clamp_span(source: &str, span: Range<usize>) -> Range<usize> {
    let mut start = span.start.min(source.len());
    while !source.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = span.end.clamp(start, source.len());
    while !source.is_char_boundary(end) {
        end += 1;
    }
    if end == start && end < source.len() {
        end = start + source[start..].chars().next().map_or(0, char::len_utf8);
    }
    start..end
}
