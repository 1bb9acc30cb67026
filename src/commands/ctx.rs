//! What every command shares: the context it runs in ([`Ctx`]) and how it ends ([`Exit`],
//! [`CmdResult`]). A command fails with a [`CliError`], the error report of the presentation
//! layer.
//!
//! These types sit below both `app` and the commands, so the run loop can call the commands
//! without the commands importing the run loop back.

use std::io::Write;

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::Message;

use crate::cli::Format;
use crate::present::error::CliError;
use crate::present::{wrap, Present, Style};

/// Everything a command needs to talk to the user.
pub struct Ctx<'a> {
    /// Localized text.
    pub loc: Localizer,
    /// Colour and width.
    pub style: Style,
    /// Standard output. Write errors (a closed pipe) are ignored: see [`Ctx::print`].
    pub out: &'a mut dyn Write,
    /// Standard error, for warnings while a command still runs ([`Ctx::warn`]).
    pub err: &'a mut dyn Write,
    /// Standard input is a terminal (else `practice` echoes the answers it reads).
    pub stdin_tty: bool,
    /// Standard error is a terminal: progress lines may be shown there.
    pub stderr_tty: bool,
}

impl Ctx<'_> {
    /// Writes text to standard output, ignoring a closed pipe.
    pub fn print(&mut self, s: &str) {
        let _ = self.out.write_all(s.as_bytes());
    }

    /// Writes text, fitted to the width.
    pub fn print_fitted(&mut self, s: &str) {
        let s = match self.style.width {
            Some(w) => wrap::fit(s, usize::from(w)),
            None => s.to_string(),
        };
        self.print(&s);
    }

    /// Writes a report as text, fitted to the width.
    pub fn show(&mut self, report: &impl Present) {
        let s = report.text(&self.loc, &self.style);
        self.print_fitted(&s);
    }

    /// Writes a report as `format` asks: text, or pretty JSON.
    pub fn emit(&mut self, report: &(impl Present + Serialize), format: Format) {
        match format {
            Format::Text => self.show(report),
            Format::Json => {
                let s = serde_json::to_string_pretty(report).expect("JSON values serialize");
                self.print(&s);
                self.print("\n");
            }
        }
    }

    /// Writes a warning to standard error: the output on standard output stays clean.
    pub fn warn(&mut self, report: &impl Present) {
        let s = wrap::fitted(report, &self.loc, &self.style);
        let _ = self.err.write_all(s.as_bytes());
    }

    /// Shows a progress line on standard error, over the previous one.
    pub fn progress(&mut self, report: &impl Present) {
        let s = report.text(&self.loc, &self.style);
        let _ = write!(self.err, "\r{s}");
        let _ = self.err.flush();
    }

    /// Ends the progress line, leaving its last state on the screen.
    pub fn end_progress(&mut self) {
        let _ = writeln!(self.err);
    }

    /// A localized message.
    pub fn msg(&self, m: &Message) -> String {
        self.loc.msg(m)
    }
}

/// How a command ended when it did not fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Exit 0.
    Success,
    /// Exit 1: the answer is "no" (a wrong answer, problems found).
    Negative,
    /// Exit 130, as a shell reports a program stopped by Ctrl-C: `practice` saved and left.
    Interrupted,
    /// Exit 3: `tables build --part` lacks an input (missing or damaged), already said on
    /// standard error; a scheduler can tell it from a failed build.
    InputMissing,
    /// Exit 2, bad input already said on standard output: `check --format json` answers an
    /// answer it cannot read in JSON too.
    BadInput,
}

/// What a command returns.
pub type CmdResult = Result<Exit, CliError>;
