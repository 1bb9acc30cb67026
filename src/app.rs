//! The binary's edge: language and colour decided once, clap's command localized, arguments
//! parsed, the command run, and errors turned into localized text and exit codes.
//!
//! Exit codes: 0 success; 1 a negative answer (a wrong learner answer to `check`, problems found
//! by `validate`); 2 bad input or usage, with the message on standard error.

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::ops::Range;

use annotate_snippets::{AnnotationKind, Level, Renderer, Snippet};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, CommandFactory, FromArgMatches};

use foxgeese::i18n::{Lang, Localizer};
use foxgeese::message::{Message, ToMessage};
use foxgeese::render::Style;

use crate::cli::{Cli, ColorChoice};
use crate::commands;

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
    /// The terminal's width, if known (`COLUMNS`).
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
            columns: var("COLUMNS").and_then(|c| c.parse().ok()),
        }
    }
}

/// Everything a command needs to talk to the user.
pub struct Ctx<'a> {
    /// Localized text.
    pub loc: Localizer,
    /// Colour and width.
    pub style: Style,
    /// Standard output. Write errors (a closed pipe) are ignored: see [`Ctx::print`].
    pub out: &'a mut dyn Write,
    /// The environment.
    pub env: Env,
}

impl Ctx<'_> {
    /// Writes text to standard output, ignoring a closed pipe.
    pub fn print(&mut self, s: &str) {
        let _ = self.out.write_all(s.as_bytes());
    }

    /// Writes a line to standard output.
    pub fn println(&mut self, s: &str) {
        self.print(s);
        self.print("\n");
    }

    /// A localized message.
    pub fn msg(&self, m: &Message) -> String {
        self.loc.msg(m)
    }

    /// A localized message without arguments.
    pub fn text(&self, id: &str) -> String {
        self.loc.text(id)
    }
}

/// How a command ended when it did not fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Exit 0.
    Success,
    /// Exit 1: the answer is "no" (a wrong answer, problems found).
    Negative,
}

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

/// A failure: bad input or usage (exit 2).
#[derive(Debug)]
pub struct CliError {
    /// What went wrong, most important first.
    pub messages: Vec<Message>,
    /// Where, when the input is text we can show.
    pub excerpt: Option<Box<Excerpt>>,
    /// Lines already in the user's language, printed under the messages (a study's problems).
    pub notes: Vec<String>,
    /// A last line of advice, such as "try --help".
    pub footer: Option<Box<Message>>,
}

impl CliError {
    /// An error saying one thing.
    pub fn new(m: Message) -> CliError {
        CliError {
            messages: vec![m],
            excerpt: None,
            notes: Vec::new(),
            footer: None,
        }
    }

    /// An error saying several things.
    pub fn many(messages: Vec<Message>) -> CliError {
        CliError {
            messages,
            excerpt: None,
            notes: Vec::new(),
            footer: None,
        }
    }

    /// The same error, shown under an excerpt.
    pub fn at(mut self, excerpt: Excerpt) -> CliError {
        self.excerpt = Some(Box::new(excerpt));
        self
    }
}

impl<T: ToMessage> From<T> for CliError {
    fn from(e: T) -> CliError {
        CliError::new(e.to_message())
    }
}

/// What a command returns.
pub type CmdResult = Result<Exit, CliError>;

/// Runs the program: returns the exit code. `out` and `err` are standard output and error.
pub fn run(args: Vec<OsString>, env: Env, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let lang_flag = lang_flag(&args);
    let (lang, lang_error) = match Lang::negotiate(lang_flag.as_deref(), &env.locale) {
        Ok(l) => (l, None),
        Err(e) => {
            let fallback = Lang::negotiate(None, &env.locale).unwrap_or(Lang::En);
            (fallback, Some(e))
        }
    };
    let loc = Localizer::new(lang);
    if let Some(e) = lang_error {
        report(&loc, &Style::PLAIN, err, &CliError::from(e));
        return 2;
    }

    let command = localize_command(Cli::command(), &loc);
    let matches = match command.try_get_matches_from(&args) {
        Ok(m) => m,
        Err(e) => return clap_error(&loc, e, out, err),
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(c) => c,
        Err(e) => return clap_error(&loc, e, out, err),
    };

    let color = match cli.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => env.stdout_tty && !env.no_color,
    };
    let style = Style {
        color,
        width: if env.stdout_tty { env.columns } else { None },
    };
    let mut ctx = Ctx {
        loc,
        style,
        out,
        env,
    };
    let result = commands::run(cli.command, &mut ctx);
    let _ = ctx.out.flush();
    match result {
        Ok(Exit::Success) => 0,
        Ok(Exit::Negative) => 1,
        Err(e) => {
            let style = Style {
                color: color && !ctx.env.no_color,
                width: None,
            };
            report(&ctx.loc, &style, err, &e);
            2
        }
    }
}

/// The value of `--lang`, found before clap runs so that clap's own messages are localized.
fn lang_flag(args: &[OsString]) -> Option<String> {
    // The last one counts, as for clap.
    let mut found = None;
    let mut it = args
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned());
    while let Some(a) = it.next() {
        if a == "--" {
            break;
        }
        if a == "--lang" {
            found = it.next();
        } else if let Some(v) = a.strip_prefix("--lang=") {
            found = Some(v.to_string());
        }
    }
    found
}

/// Writes an error to standard error: `error: …` lines, then the excerpt with a caret.
pub fn report(loc: &Localizer, style: &Style, err: &mut dyn Write, e: &CliError) {
    let label = loc.text("error-label");
    let mut text = String::new();
    for (i, m) in e.messages.iter().enumerate() {
        if i == 0 {
            text.push_str(&format!("{}: {}\n", style.bad(&label), loc.msg(m)));
        } else {
            text.push_str(&format!("  - {}\n", loc.msg(m)));
        }
    }
    if let Some(x) = &e.excerpt {
        text.push_str(&excerpt_text(x, style));
    }
    for n in &e.notes {
        text.push_str(n);
        text.push('\n');
    }
    if let Some(f) = &e.footer {
        text.push_str(&loc.msg(f));
        text.push('\n');
    }
    let _ = err.write_all(text.as_bytes());
}

/// The excerpt drawn with annotate-snippets: ` --> origin:line:column`, the line, a caret.
pub fn excerpt_text(x: &Excerpt, style: &Style) -> String {
    let span = clamp_span(&x.source, x.span.clone());
    let report = &[Level::ERROR.primary_title("").element(
        Snippet::source(x.source.as_str())
            .line_start(x.line_start)
            .path(x.origin.as_str())
            .annotation(AnnotationKind::Primary.span(span)),
    )];
    let renderer = if style.color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
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

/// Fills every help text of the command tree from the locale files.
///
/// Ids: `help-about` for the program, `help-cmd-NAME` for a command, `help-arg-ID` for an
/// argument (`help-arg-NAME-ID` when one command needs its own wording).
pub fn localize_command(cmd: clap::Command, loc: &Localizer) -> clap::Command {
    let cmd = localize_one(cmd, loc, None);
    cmd.about(loc.text("help-about"))
}

fn localize_one(mut cmd: clap::Command, loc: &Localizer, name: Option<&str>) -> clap::Command {
    let options = loc.text("help-heading-options");
    let arguments = loc.text("help-heading-arguments");
    let template = format!(
        "{{about-with-newline}}\n{}: {{usage}}\n\n{{all-args}}{{after-help}}",
        loc.text("help-heading-usage")
    );
    cmd = cmd
        .help_template(template)
        .subcommand_help_heading(loc.text("help-heading-commands"))
        .subcommand_value_name(loc.text("help-value-command"))
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(loc.text("help-arg-help")),
        );
    if name.is_none() {
        cmd = cmd.disable_version_flag(true).arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(loc.text("help-arg-version")),
        );
    }
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().as_str().to_string())
        .collect();
    for id in ids {
        let specific = name.map(|n| format!("help-arg-{n}-{id}"));
        let help = match specific.filter(|s| loc.has_any(s)) {
            Some(s) => loc.text(&s),
            None => loc.text(&format!("help-arg-{id}")),
        };
        cmd = cmd.mut_arg(id.as_str(), |a| {
            let heading = if a.is_positional() {
                arguments.clone()
            } else {
                options.clone()
            };
            // Defaults and possible values are part of each localized help text.
            let a = a.help(help).help_heading(heading);
            if a.get_action().takes_values() {
                a.hide_default_value(true).hide_possible_values(true)
            } else {
                a
            }
        });
    }
    // clap writes "[OPTIONS]" itself; say it in the learner's language.
    let mut usage = format!(
        "foxgeese {}[{}]",
        name.map(|n| format!("{n} ")).unwrap_or_default(),
        loc.text("help-value-options")
    );
    for a in cmd.get_positionals() {
        let v = a
            .get_value_names()
            .and_then(|v| v.first())
            .map_or_else(|| a.get_id().to_string(), |v| v.to_string());
        let many = matches!(a.get_action(), ArgAction::Append);
        let dots = if many { "..." } else { "" };
        if a.is_required_set() {
            usage.push_str(&format!(" <{v}>{dots}"));
        } else {
            usage.push_str(&format!(" [{v}]{dots}"));
        }
    }
    if name.is_none() {
        usage.push_str(&format!(" <{}>", loc.text("help-value-command")));
    }
    cmd = cmd.override_usage(usage);
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in subs {
        let about = loc.text(&format!("help-cmd-{sub}"));
        cmd = cmd.mut_subcommand(sub.as_str(), |s| {
            localize_one(s, loc, Some(sub.as_str())).about(about)
        });
    }
    cmd
}

fn ctx_str(e: &clap::Error, k: ContextKind) -> String {
    match e.get(k) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(v)) => v.join(", "),
        Some(ContextValue::StyledStr(s)) => s.to_string(),
        Some(ContextValue::StyledStrs(v)) => v
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(", "),
        Some(ContextValue::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

/// Handles clap's verdict: help and version go to standard output (exit 0); every error is
/// said in the learner's language (exit 2).
fn clap_error(loc: &Localizer, e: clap::Error, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let arg = ctx_str(&e, ContextKind::InvalidArg);
    let value = ctx_str(&e, ContextKind::InvalidValue);
    let valid = ctx_str(&e, ContextKind::ValidValue);
    let m = match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = write!(out, "{}", e.render());
            return 0;
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand => {
            let _ = write!(err, "{}", e.render());
            return 2;
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation if !valid.is_empty() => {
            Message::new("cli-invalid-value-choices")
                .arg("arg", arg)
                .arg("value", value)
                .arg("valid", valid)
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => Message::new("cli-invalid-value")
            .arg("arg", arg)
            .arg("value", value),
        ErrorKind::UnknownArgument => Message::new("cli-unknown-argument").arg("arg", arg),
        ErrorKind::InvalidSubcommand => Message::new("cli-unknown-command")
            .arg("name", ctx_str(&e, ContextKind::InvalidSubcommand))
            .arg("valid", commands::NAMES.join(", ")),
        ErrorKind::MissingRequiredArgument => Message::new("cli-missing-argument").arg("arg", arg),
        ErrorKind::ArgumentConflict => Message::new("cli-conflict")
            .arg("arg", arg)
            .arg("other", ctx_str(&e, ContextKind::PriorArg)),
        ErrorKind::TooManyValues | ErrorKind::WrongNumberOfValues | ErrorKind::TooFewValues => {
            Message::new("cli-wrong-number-of-values").arg("arg", arg)
        }
        _ => Message::new("cli-other").arg("detail", e.kind().to_string()),
    };
    let mut ce = CliError::new(m);
    ce.footer = Some(Box::new(Message::new("cli-try-help")));
    report(loc, &Style::PLAIN, err, &ce);
    2
}
