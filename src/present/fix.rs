//! `validate --fix`'s report: each answer line written, as a before/after pair.

use foxgeese::i18n::{escape_controls, Localizer};
use foxgeese::message::{ids, Message};

use super::{Present, Style};

/// One edited file.
pub struct Edit {
    pub file: String,
    /// The line edited, `None` when the answer was added at the end.
    pub line: Option<usize>,
    pub before: Option<String>,
    pub after: String,
}

/// Every answer `--fix` wrote.
pub struct FixReport {
    pub edits: Vec<Edit>,
}

impl Present for FixReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = String::new();
        for e in &self.edits {
            // The file name and the lines are from input: shown escaped, like every cell.
            let file = escape_controls(&e.file);
            let place = match e.line {
                Some(n) => format!("{file}:{n}"),
                None => file,
            };
            s.push_str(&format!("--- {place}\n"));
            if let Some(b) = &e.before {
                s.push_str(&style.bad(&format!("- {}", escape_controls(b))));
                s.push('\n');
            }
            s.push_str(&style.good(&format!("+ {}", escape_controls(&e.after))));
            s.push('\n');
        }
        let m = Message::new(ids::VALIDATE_FIXED).arg("count", self.edits.len());
        s.push_str(&loc.msg(&m));
        s.push_str("\n\n");
        s
    }
}
