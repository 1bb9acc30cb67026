//! The run loop: language and colour decided once, the localized command line parsed, the
//! command run, and its end turned into an exit code, with any error on standard error.
//!
//! Exit codes: 0 success; 1 a negative answer (a wrong learner answer to `check`, problems found
//! by `validate`, an illegal action for `why --exit-code`); 2 bad input or usage, with the message
//! on standard error; 3 `tables build --part` lacks an input (missing or damaged), named on
//! standard error.

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};

use clap::{CommandFactory, FromArgMatches};

use foxgeese::i18n::{Lang, Localizer};

use crate::cli::localize::{self, ClapExit};
use crate::cli::{Cli, ColorChoice, Command};
use crate::commands;
use crate::commands::ctx::{Ctx, Exit};
use crate::present::error::CliError;
use crate::present::{wrap, Style};

/// The width text fits when the terminal's is unknown: the classic terminal's.
pub const DEFAULT_WIDTH: u16 = 80;

/// What the process environment says, read once in `main`.
#[derive(Debug, Default, Clone)]
pub struct Env {
    /// `LC_ALL`, `LC_MESSAGES`, `LANG`, in that order.
    pub locale: Vec<Option<String>>,
    /// `NO_COLOR` is set and not empty.
    pub no_color: bool,
    /// Standard output is a terminal.
    pub stdout_tty: bool,
    /// Standard input is a terminal (else `practice` echoes the answers it reads).
    pub stdin_tty: bool,
    /// Standard error is a terminal (progress lines are shown only there).
    pub stderr_tty: bool,
    /// The terminal's width: `COLUMNS`, else the size of the terminal on standard output; `None`
    /// when neither is known (output to a pipe or a file), and then text fits [`DEFAULT_WIDTH`].
    pub columns: Option<u16>,
}

impl Env {
    /// Reads the process environment.
    pub fn from_process() -> Env {
        let var = |k: &str| std::env::var(k).ok();
        Env {
            locale: vec![var("LC_ALL"), var("LC_MESSAGES"), var("LANG")],
            no_color: var("NO_COLOR").is_some_and(|v| !v.is_empty()),
            stdout_tty: io::stdout().is_terminal(),
            stdin_tty: io::stdin().is_terminal(),
            stderr_tty: io::stderr().is_terminal(),
            columns: var("COLUMNS")
                .and_then(|c| c.parse().ok())
                .filter(|&c| c > 0)
                .or_else(|| terminal_size::terminal_size().map(|(w, _)| w.0)),
        }
    }
}

/// Runs the program: returns the exit code. `out` and `err` are standard output and error.
pub fn run(args: Vec<OsString>, env: Env, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let width = env.columns.unwrap_or(DEFAULT_WIDTH);
    let plain = Style {
        color: false,
        width: Some(width),
    };
    let loc = match language(&args, &env) {
        Ok(loc) => loc,
        Err((loc, e)) => return fail(&loc, &plain, err, &e),
    };
    crate::oom::set_message(format!(
        "{}: {}\n",
        loc.text(foxgeese::message::ids::ERROR_LABEL),
        loc.text(foxgeese::message::ids::OUT_OF_MEMORY)
    ));
    if let Err(e) = foxgeese::shipped::check() {
        return fail(&loc, &plain, err, &CliError::from(e));
    }
    let args = localize::help_request(&args).unwrap_or(args);
    let mut cli = match parse(&args, &loc, width) {
        Ok(cli) => cli,
        Err(ClapExit::Print(help)) => {
            let _ = out.write_all(help.as_bytes());
            return 0;
        }
        Err(ClapExit::Usage(help)) => {
            let _ = err.write_all(help.as_bytes());
            return 2;
        }
        Err(ClapExit::Error(e)) => return fail(&loc, &plain, err, &e),
    };
    if let Command::Export { spec } = &mut cli.command {
        spec.lang = cli.lang.clone();
    }
    let color = match cli.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => env.stdout_tty && !env.no_color,
    };
    let mut ctx = Ctx {
        loc,
        style: Style {
            color,
            width: Some(width),
        },
        out,
        err: &mut *err,
        stdin_tty: env.stdin_tty,
        stderr_tty: env.stderr_tty,
    };
    let result = commands::run(cli.command, &mut ctx);
    let _ = ctx.out.flush();
    let Ctx { loc, .. } = ctx;
    match result {
        Ok(Exit::Success) => 0,
        Ok(Exit::Negative) => 1,
        Ok(Exit::Interrupted) => 130,
        Ok(Exit::BadInput) => 2,
        Ok(Exit::InputMissing) => 3,
        Err(e) => {
            let style = Style {
                color: color && !env.no_color,
                width: Some(width),
            };
            fail(&loc, &style, err, &e)
        }
    }
}

/// The language of all output: `--lang`, else the locale. An unknown `--lang` is an error,
/// said in the locale's language (or English).
fn language(args: &[OsString], env: &Env) -> Result<Localizer, (Localizer, CliError)> {
    // `export --lang all` writes every language; its own messages then follow the locale.
    let flag = localize::lang_flag(args).filter(|f| {
        !(f.eq_ignore_ascii_case("all")
            && localize::command_name(args).as_deref() == Some("export"))
    });
    match Lang::negotiate(flag.as_deref(), &env.locale) {
        Ok(lang) => Ok(Localizer::new(lang)),
        Err(e) => {
            let fallback = Lang::negotiate(None, &env.locale).unwrap_or(Lang::En);
            Err((Localizer::new(fallback), CliError::from(e)))
        }
    }
}

/// The command line, parsed by clap with every text in the learner's language.
fn parse(args: &[OsString], loc: &Localizer, width: u16) -> Result<Cli, ClapExit> {
    let command = localize::command(Cli::command(), loc).term_width(usize::from(width));
    let matches = command
        .try_get_matches_from(args)
        .map_err(|e| localize::clap_exit(&e, args))?;
    Cli::from_arg_matches(&matches).map_err(|e| localize::clap_exit(&e, args))
}

/// Writes an error to standard error, fitted to the width; exit 2.
fn fail(loc: &Localizer, style: &Style, err: &mut dyn Write, e: &CliError) -> u8 {
    let _ = err.write_all(wrap::fitted(e, loc, style).as_bytes());
    2
}
