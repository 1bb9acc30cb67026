//! clap in the learner's language: clap has no translation of its own, so every help text is
//! filled from the locale files, clap's errors are mapped to localized messages, and `--lang`
//! is read before clap runs so that even clap's complaints are in the chosen language.
//!
//! `foxgeese help COMMAND` is read here too, as `foxgeese COMMAND --help`: clap's own `help`
//! command would print untranslated text and add an entry to every command list.

use std::ffi::OsString;

use clap::error::ErrorKind;
use clap::{Arg, ArgAction};

use foxgeese::i18n::Localizer;
use foxgeese::message::ids;

use crate::present::error::CliError;

use super::args::command_position;
use super::clap_errors;

/// `help [COMMAND]` as the first word: the same arguments with `--help` instead.
pub fn help_request(args: &[OsString]) -> Option<Vec<OsString>> {
    let at = command_position(args)?;
    if args[at] != "help" {
        return None;
    }
    let mut out: Vec<OsString> = args[..at].to_vec();
    out.extend(args[at + 1..].iter().cloned());
    out.push("--help".into());
    Some(out)
}

/// The command's name as written, if any (`export` reads `--lang all`, which no other command
/// takes).
pub fn command_name(args: &[OsString]) -> Option<String> {
    command_position(args).map(|i| args[i].to_string_lossy().into_owned())
}

/// The value of `--lang`, found before clap runs so that clap's own messages are localized.
pub fn lang_flag(args: &[OsString]) -> Option<String> {
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

/// Fills every help text of the command tree from the locale files.
///
/// Ids: `help-about` for the program, `help-cmd-NAME` for a command, `help-arg-ID` for an
/// argument (`help-arg-NAME-ID` when one command needs its own wording).
pub fn command(cmd: clap::Command, loc: &Localizer) -> clap::Command {
    let cmd = localize_one(cmd, loc, None, "foxgeese");
    cmd.about(loc.text(ids::HELP_ABOUT))
}

/// `name` is the command's own name (`None` for the program), `path` the words that call it
/// (`foxgeese tables build`), for its usage line.
fn localize_one(
    mut cmd: clap::Command,
    loc: &Localizer,
    name: Option<&str>,
    path: &str,
) -> clap::Command {
    let options = loc.text(ids::HELP_HEADING_OPTIONS);
    let arguments = loc.text(ids::HELP_HEADING_ARGUMENTS);
    let template = format!(
        "{{about-with-newline}}\n{}: {{usage}}\n\n{{all-args}}{{after-help}}",
        loc.text(ids::HELP_HEADING_USAGE)
    );
    cmd = cmd
        .help_template(template)
        .subcommand_help_heading(loc.text(ids::HELP_HEADING_COMMANDS))
        .subcommand_value_name(loc.text(ids::HELP_VALUE_COMMAND))
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(loc.text(ids::HELP_ARG_HELP)),
        );
    if name.is_none() {
        cmd = cmd.disable_version_flag(true).arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(loc.text(ids::HELP_ARG_VERSION)),
        );
    }
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().as_str().to_string())
        .collect();
    // Lists a help names come from the code's own lists, so none falls behind (`new --kind`
    // listed 6 of the 9 task kinds: issue 25).
    let kinds = foxgeese::study::TaskKind::ALL
        .map(foxgeese::study::TaskKind::name)
        .join(", ");
    let lists = [("kinds", foxgeese::message::Arg::from(kinds.as_str()))];
    for id in ids {
        let specific = name.map(|n| format!("help-arg-{n}-{id}"));
        let help = match specific.filter(|s| loc.has_any(s)) {
            Some(s) => loc.dynamic(&s, &lists),
            None => loc.dynamic(&format!("help-arg-{id}"), &lists),
        };
        cmd = cmd.mut_arg(id.as_str(), |a| {
            let heading = if a.is_positional() {
                arguments.clone()
            } else {
                options.clone()
            };
            // Defaults and possible values are part of each localized help text.
            let a = a.help(help).help_heading(heading);
            // A value's placeholder (`<DEPTH>`, `<STUDY>`) in the learner's language:
            // `help-value-<name>` (`SIDE|POINT` is `help-value-side-or-point`), kept as
            // written when there is none.
            let value = a
                .get_value_names()
                .and_then(|v| v.first())
                .map(|v| {
                    let name = v.as_str().to_lowercase().replace('|', "-or-");
                    format!("help-value-{name}")
                })
                .filter(|id| loc.has_any(id));
            let a = match value {
                Some(id) => a.value_name(loc.dynamic(&id, &[])),
                None => a,
            };
            if a.get_action().takes_values() {
                a.hide_default_value(true).hide_possible_values(true)
            } else {
                a
            }
        });
    }
    // clap writes "[OPTIONS]" itself; say it in the learner's language.
    let mut usage = format!("{path} [{}]", loc.text(ids::HELP_VALUE_OPTIONS));
    // An option that must be given is named in the usage line, as clap names it
    // (`mine … --output <FILE>`): the options' list alone would leave it looking optional.
    for a in cmd.get_arguments() {
        if a.is_positional() || !a.is_required_set() {
            continue;
        }
        let Some(long) = a.get_long() else { continue };
        let v = a
            .get_value_names()
            .and_then(|v| v.first())
            .map_or_else(|| a.get_id().to_string(), |v| v.to_string());
        usage.push_str(&format!(" --{long} <{v}>"));
    }
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
    if cmd.has_subcommands() {
        usage.push_str(&format!(" <{}>", loc.text(ids::HELP_VALUE_COMMAND)));
    }
    cmd = cmd.override_usage(usage);
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in subs {
        // A nested command (`tables build`) may have its own text, `help-cmd-tables-build`.
        let nested = name.map(|n| format!("help-cmd-{n}-{sub}"));
        let about = match nested.filter(|s| loc.has_any(s)) {
            Some(id) => loc.dynamic(&id, &[]),
            None => loc.dynamic(&format!("help-cmd-{sub}"), &[]),
        };
        let path = format!("{path} {sub}");
        cmd = cmd.mut_subcommand(sub.as_str(), |s| {
            localize_one(s, loc, Some(sub.as_str()), &path).about(about)
        });
    }
    cmd
}

/// How the program ends when clap did not parse a command line.
pub enum ClapExit {
    /// Help or version: print it to standard output (exit 0).
    Print(String),
    /// A bare `foxgeese`, or a command without its arguments: clap's help, to standard error
    /// (exit 2).
    Usage(String),
    /// A usage error, in the learner's language (exit 2).
    Error(CliError),
}

/// Reads clap's verdict: help and version are printed as clap renders them; every error is
/// said in the learner's language (see [`clap_errors`]). `args` is the command line.
pub fn clap_exit(e: &clap::Error, args: &[OsString]) -> ClapExit {
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            ClapExit::Print(e.render().to_string())
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            ClapExit::Usage(e.render().to_string())
        }
        _ => ClapExit::Error(clap_errors::usage_error(e, args)),
    }
}
