//! A problem found in a study or its texts, as `validate` lists it and as an error about a
//! study that cannot be opened shows it: `file:line:column: error: message`, its details, the
//! source line with a caret, and how to fix it (`warning:` for a warning).

use serde::Serialize;

use foxgeese::i18n::{escape_controls, Localizer};
use foxgeese::message::{ids, MessageId};

use super::excerpt::{self, Excerpt};
use super::style::Style;

/// How bad a finding is: an error makes `validate` fail; a warning (a study screen that
/// gives its answer away) is told, and `validate` still passes.
#[derive(Serialize, Clone, Copy, PartialEq, Eq, Debug, Default)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    #[default]
    Error,
    Warning,
}

/// One finding, worded in the learner's language.
#[derive(Serialize)]
pub struct Finding {
    pub file: String,
    pub line: usize,
    pub column: usize,
    /// A stable name for what is wrong, the same in every language, for content CI to match:
    /// the message id without its `study-` or `validate-` prefix.
    pub code: String,
    pub message: String,
    pub details: Vec<String>,
    pub hint: Option<String>,
    /// An error, or a warning: in the JSON of both (`"severity": "error"`), so a tool needs
    /// no default.
    pub severity: Severity,
    /// The source line, when the file could be read.
    #[serde(skip)]
    pub excerpt: Option<Excerpt>,
}

/// The finding as text, ending with a newline.
pub fn text(f: &Finding, loc: &Localizer, style: &Style) -> String {
    let mut s = format!(
        "{}:{}:{}: {}: {}\n",
        escape_controls(&f.file),
        f.line,
        f.column,
        match f.severity {
            Severity::Error => style.bad(&loc.text(ids::ERROR_LABEL)),
            Severity::Warning => style.heading(&loc.text(ids::VALIDATE_WARNING_LABEL)),
        },
        f.message
    );
    for d in &f.details {
        s.push_str(&format!("  - {d}\n"));
    }
    if let Some(x) = &f.excerpt {
        s.push_str(&excerpt::text(x, style));
    }
    if let Some(h) = &f.hint {
        s.push_str(&format!("  = {}: {}\n", loc.text(ids::HELP_LABEL), h));
    }
    s
}

/// The finding as text without its place, as an item under a heading, ending with a
/// newline: for a problem of a file never written (`new` refusing a study), whose line no
/// one can open.
pub fn text_unplaced(f: &Finding, loc: &Localizer, _style: &Style) -> String {
    let mut s = format!("  - {}\n", f.message);
    for d in &f.details {
        s.push_str(&format!("    - {d}\n"));
    }
    if let Some(h) = &f.hint {
        s.push_str(&format!("    = {}: {}\n", loc.text(ids::HELP_LABEL), h));
    }
    s
}

/// The stable code of a finding whose message is `id`: `answer-disagrees`, `unused-text`.
pub fn code(id: MessageId) -> String {
    id.trim_start_matches("study-")
        .trim_start_matches("validate-")
        .to_string()
}
