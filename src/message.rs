//! `Message`: a reference to one localized message, with its arguments.
//!
//! The library never holds user-facing text. Anything that needs saying (an error, an illegal
//! action's reason, a status line) becomes a `Message`: the Fluent message id plus named
//! arguments. [`crate::i18n`] turns it into English or Indonesian text.

use std::fmt;

/// A message argument: text (a point name, a notation, a file name) or a number (for plurals).
#[derive(Clone, PartialEq, Debug)]
pub enum Arg {
    /// Shown as is.
    Text(String),
    /// Formatted and used for plural selection.
    Number(i64),
    /// Another message, rendered in the same language first (a side's name, a direction).
    Message(Box<Message>),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64);

impl From<Message> for Arg {
    fn from(m: Message) -> Arg {
        Arg::Message(Box::new(m))
    }
}

/// One localized message: its Fluent id and arguments.
#[derive(Clone, PartialEq, Debug)]
pub struct Message {
    /// The Fluent message id, such as `reason-occupied`.
    pub id: &'static str,
    /// Named arguments, such as `point = "d5"`.
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// A message with no arguments.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }
}

/// The message id and arguments, for logs and tests; users see the localized text.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)?;
        for (k, v) in &self.args {
            match v {
                Arg::Text(s) => write!(f, " {k}={s}")?,
                Arg::Number(n) => write!(f, " {k}={n}")?,
                Arg::Message(m) => write!(f, " {k}=({m})")?,
            }
        }
        Ok(())
    }
}

/// Anything that can be said to the user.
pub trait ToMessage {
    /// The message that says it.
    fn to_message(&self) -> Message;
}
