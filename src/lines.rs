//! Where in a text: byte offsets as 1-based lines and columns (in characters), for the located
//! errors of every format foxgeese reads (game records, studies, Fluent files). Below both the
//! formats and `i18n`, so that a format can locate its errors without depending on the module
//! that words them.

/// 1-based line and column of byte offset `pos` in `text`.
pub fn line_col(text: &str, pos: usize) -> (usize, usize) {
    LineIndex::new(text).line_col(pos)
}

/// Where each line of a text begins: many offsets turned into lines and columns without
/// scanning the text again for each (a file with thousands of errors stays linear).
pub struct LineIndex<'a> {
    text: &'a str,
    /// The byte offset of each line's first character; the first is 0.
    starts: Vec<usize>,
}

impl<'a> LineIndex<'a> {
    /// Indexes `text`'s lines (ended by `\n`).
    pub fn new(text: &'a str) -> LineIndex<'a> {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        LineIndex { text, starts }
    }

    /// 1-based line and column (in characters) of byte offset `pos`.
    pub fn line_col(&self, pos: usize) -> (usize, usize) {
        let pos = self
            .text
            .floor_char_boundary_compat(pos.min(self.text.len()));
        // The last line starting at or before `pos`.
        let line = self.starts.partition_point(|&s| s <= pos);
        let start = self.starts[line - 1];
        (line, self.text[start..pos].chars().count() + 1)
    }
}

trait FloorCharBoundary {
    fn floor_char_boundary_compat(&self, i: usize) -> usize;
}

impl FloorCharBoundary for str {
    fn floor_char_boundary_compat(&self, mut i: usize) -> usize {
        while i > 0 && !self.is_char_boundary(i) {
            i -= 1;
        }
        i
    }
}
