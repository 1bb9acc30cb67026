//! A failure the user reads on standard error: `error: …` lines, then the excerpt with a caret,
//! notes, and a last line of advice. Every command fails with this one type (exit 2).

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message, ToMessage};

use super::excerpt::{self, Excerpt};
use super::{Present, Style};

/// A failure: bad input or usage (exit 2).
#[derive(Debug)]
pub struct CliError {
    /// What went wrong, most important first.
    pub messages: Vec<Message>,
    /// Where, when the input is text we can show.
    pub excerpt: Option<Box<Excerpt>>,
    /// Lines already in the user's language, printed under the messages (a study's problems).
    pub notes: Vec<String>,
    /// The name the user probably meant, said as "did you mean …?".
    pub suggestion: Option<String>,
    /// A last line of advice, such as "try --help".
    pub footer: Option<Box<Message>>,
}

impl CliError {
    /// An error saying one thing.
    pub fn new(m: Message) -> CliError {
        CliError::many(vec![m])
    }

    /// An error saying several things.
    pub fn many(messages: Vec<Message>) -> CliError {
        CliError {
            messages,
            excerpt: None,
            notes: Vec::new(),
            suggestion: None,
            footer: None,
        }
    }

    /// The same error, shown under an excerpt.
    pub fn at(mut self, excerpt: Excerpt) -> CliError {
        self.excerpt = Some(Box::new(excerpt));
        self
    }

    /// The same error, suggesting what the user probably meant (if anything).
    pub fn with_suggestion(mut self, suggestion: Option<String>) -> CliError {
        self.suggestion = suggestion;
        self
    }

    /// The same error, with a last line of advice.
    pub fn with_footer(mut self, footer: Message) -> CliError {
        self.footer = Some(Box::new(footer));
        self
    }
}

impl<T: ToMessage> From<T> for CliError {
    fn from(e: T) -> CliError {
        CliError::new(e.to_message())
    }
}

impl Present for CliError {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let label = loc.text(ids::ERROR_LABEL);
        let mut text = String::new();
        for (i, m) in self.messages.iter().enumerate() {
            if i == 0 {
                text.push_str(&format!("{}: {}\n", style.bad(&label), loc.msg(m)));
            } else {
                text.push_str(&format!("  - {}\n", loc.msg(m)));
            }
        }
        if let Some(x) = &self.excerpt {
            text.push_str(&excerpt::text(x, style));
        }
        for n in &self.notes {
            text.push_str(n);
            text.push('\n');
        }
        if let Some(s) = &self.suggestion {
            let m = Message::new(ids::CLI_DID_YOU_MEAN).arg("suggestion", s.as_str());
            text.push_str(&loc.msg(&m));
            text.push('\n');
        }
        if let Some(f) = &self.footer {
            text.push_str(&loc.msg(f));
            text.push('\n');
        }
        text
    }
}
