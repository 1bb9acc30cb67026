//! Writing a record: the text [`super::parse`] reads back to an equal record, numbered by
//! pairs of plies and wrapped before 80 columns.

use super::Record;

impl Record {
    /// The record as text: the tags, a blank line, then the numbered actions with their
    /// comments, wrapped before 80 columns, and the result. [`parse`](super::parse) reads it back to an
    /// equal record.
    pub fn write(&self) -> String {
        let mut out = String::new();
        for t in &self.tags {
            let value = t.value.replace('\\', "\\\\").replace('"', "\\\"");
            out.push_str(&format!("[{} \"{}\"]\n", t.name, value));
        }
        if !self.tags.is_empty() {
            out.push('\n');
        }
        let mut tokens: Vec<String> = Vec::new();
        let mut comments = self.comments.iter().peekable();
        let mut after_comment = false;
        for (i, action) in self.actions.iter().enumerate() {
            while let Some(c) = comments.next_if(|c| c.after <= i) {
                tokens.push(format!("{{{}}}", c.text));
                after_comment = true;
            }
            if i % 2 == 0 {
                tokens.push(format!("{}.", i / 2 + 1));
            } else if after_comment {
                tokens.push(format!("{}...", i / 2 + 1));
            }
            after_comment = false;
            tokens.push(action.to_string());
        }
        tokens.extend(comments.map(|c| format!("{{{}}}", c.text)));
        if let Some(r) = self.termination {
            tokens.push(r.name().to_string());
        }
        let mut line = String::new();
        for t in tokens {
            if !line.is_empty() && line.chars().count() + 1 + t.chars().count() > 79 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&t);
        }
        if !line.is_empty() {
            out.push_str(&line);
            out.push('\n');
        }
        out
    }
}
