//! clap's usage errors in the learner's language. clap renders its errors in English only, so
//! none of its rendering is shown: each `clap::error::ErrorKind` a command line can hit becomes
//! a message of `locales/*/cli-errors.ftl` (or `cli.ftl`), filled from the error's context (the
//! argument, the value, the valid values, the counts). When clap gives no context for it, the
//! kind alone is said (`cli-error-kind-*`), as clap's own formatter then says the kind's
//! description.
//!
//! Help and version are no errors: [`super::localize::clap_exit`] prints them as clap renders
//! them, from the localized command tree. Every error here exits 2, clap's own code for a
//! usage error.

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::CommandFactory;

use foxgeese::message::{ids, Message, MessageId, ToMessage};

use crate::present::error::CliError;

use super::args::command_position;
use super::suggest::closest;
use super::value::NotAWholeNumber;
use super::Cli;

/// A usage error in words, with the name the user probably meant when a command, a flag or a
/// value is mistyped. `args` is the command line, to know which command's flags to suggest
/// from and which argument is not UTF-8.
pub fn usage_error(e: &clap::Error, args: &[OsString]) -> CliError {
    let (messages, suggestion) = say(e, args).unwrap_or_else(|| (vec![kind(e.kind())], None));
    CliError::many(messages)
        .with_suggestion(suggestion)
        .with_footer(Message::new(ids::CLI_TRY_HELP))
}

/// The kind of error alone, for an error whose context clap left out.
pub fn kind(kind: ErrorKind) -> Message {
    use ErrorKind as K;
    Message::new(match kind {
        K::InvalidValue | K::ValueValidation => ids::CLI_ERROR_KIND_INVALID_VALUE,
        K::UnknownArgument => ids::CLI_ERROR_KIND_UNKNOWN_ARGUMENT,
        K::InvalidSubcommand => ids::CLI_ERROR_KIND_INVALID_SUBCOMMAND,
        K::NoEquals => ids::CLI_ERROR_KIND_NO_EQUALS,
        K::TooManyValues => ids::CLI_ERROR_KIND_TOO_MANY_VALUES,
        K::TooFewValues => ids::CLI_ERROR_KIND_TOO_FEW_VALUES,
        K::WrongNumberOfValues => ids::CLI_ERROR_KIND_WRONG_NUMBER_OF_VALUES,
        K::ArgumentConflict => ids::CLI_ERROR_KIND_ARGUMENT_CONFLICT,
        K::MissingRequiredArgument => ids::CLI_ERROR_KIND_MISSING_REQUIRED_ARGUMENT,
        K::MissingSubcommand => ids::CLI_ERROR_KIND_MISSING_SUBCOMMAND,
        K::InvalidUtf8 => ids::CLI_ERROR_KIND_INVALID_UTF8,
        K::Io => ids::CLI_ERROR_KIND_IO,
        K::Format => ids::CLI_ERROR_KIND_FORMAT,
        // Help and version never reach here; a kind added by a later clap is said as a
        // command line that is not valid (tests/cli_errors.rs stops at clap's next minor
        // version, to read its new kinds).
        _ => ids::CLI_ERROR_KIND_OTHER,
    })
}

/// The error's messages and suggestion from its context, or `None` when the context the kind
/// needs is not there.
fn say(e: &clap::Error, args: &[OsString]) -> Option<(Vec<Message>, Option<String>)> {
    use ErrorKind as K;
    let one = |m: Message| Some((vec![m], None));
    match e.kind() {
        K::InvalidValue | K::ValueValidation => {
            let arg = text(e, ContextKind::InvalidArg)?;
            let value = text(e, ContextKind::InvalidValue)?;
            let valid = list(e, ContextKind::ValidValue).unwrap_or_default();
            let number =
                std::error::Error::source(e).and_then(|s| s.downcast_ref::<NotAWholeNumber>());
            if value.is_empty() && valid.is_empty() {
                one(Message::new(ids::CLI_ERROR_VALUE_MISSING).arg("arg", arg))
            } else if value.is_empty() {
                one(Message::new(ids::CLI_ERROR_VALUE_MISSING_CHOICES)
                    .arg("arg", arg)
                    .arg("valid", valid.join(", ")))
            } else if let Some(n) = number {
                one(Message::new(ids::CLI_ERROR_NUMBER)
                    .arg("value", value)
                    .arg("arg", arg)
                    .arg("expected", n.to_message()))
            } else if valid.is_empty() {
                // A value parser's own explanation (`source`) is English: left out.
                one(Message::new(ids::CLI_INVALID_VALUE)
                    .arg("arg", arg)
                    .arg("value", value))
            } else {
                let suggestion = closest(&value, valid.iter().map(String::as_str));
                let suggestion = suggestion.map(str::to_string);
                let m = Message::new(ids::CLI_INVALID_VALUE_CHOICES)
                    .arg("arg", arg)
                    .arg("value", value)
                    .arg("valid", valid.join(", "));
                Some((vec![m], suggestion))
            }
        }
        K::UnknownArgument => {
            let arg = text(e, ContextKind::InvalidArg)?;
            let suggestion = similar_flag(&arg, args);
            let mut messages =
                vec![Message::new(ids::CLI_UNKNOWN_ARGUMENT).arg("arg", arg.as_str())];
            if let Some(tip) = tip(&arg, args, suggestion.is_some()) {
                messages.push(Message::new(tip).arg("arg", arg));
            }
            Some((messages, suggestion))
        }
        K::InvalidSubcommand => {
            let name = text(e, ContextKind::InvalidSubcommand)?;
            let cli = Cli::command();
            // A nested command (`tables biuld`) is among its parent's commands.
            let parent = command_position(args)
                .filter(|&i| args[i] != name.as_str())
                .and_then(|i| cli.find_subcommand(args[i].to_string_lossy().as_ref()))
                .unwrap_or(&cli);
            let names: Vec<&str> = parent.get_subcommands().map(|s| s.get_name()).collect();
            let top = std::ptr::eq(parent, &cli);
            let suggestion = closest(&name, names.iter().copied().chain(top.then_some("help")));
            let m = Message::new(ids::CLI_UNKNOWN_COMMAND)
                .arg("name", name.as_str())
                .arg("valid", names.join(", "));
            Some((vec![m], suggestion.map(str::to_string)))
        }
        K::NoEquals => {
            one(Message::new(ids::CLI_ERROR_NO_EQUALS)
                .arg("arg", text(e, ContextKind::InvalidArg)?))
        }
        K::TooManyValues => one(Message::new(ids::CLI_ERROR_UNEXPECTED_VALUE)
            .arg("value", text(e, ContextKind::InvalidValue)?)
            .arg("arg", text(e, ContextKind::InvalidArg)?)),
        K::TooFewValues => one(Message::new(ids::CLI_ERROR_TOO_FEW_VALUES)
            .arg("arg", text(e, ContextKind::InvalidArg)?)
            .arg("min", number(e, ContextKind::MinValues)?)
            .arg("actual", number(e, ContextKind::ActualNumValues)?)),
        K::WrongNumberOfValues => one(Message::new(ids::CLI_ERROR_WRONG_NUMBER_OF_VALUES)
            .arg("arg", text(e, ContextKind::InvalidArg)?)
            .arg("expected", number(e, ContextKind::ExpectedNumValues)?)
            .arg("actual", number(e, ContextKind::ActualNumValues)?)),
        K::ArgumentConflict => one(conflict(e)?),
        K::MissingRequiredArgument => {
            let missing = list(e, ContextKind::InvalidArg)?;
            one(Message::new(ids::CLI_ERROR_MISSING_ARGUMENTS)
                .arg("count", missing.len())
                .arg("args", missing.join(", ")))
        }
        K::MissingSubcommand => one(Message::new(ids::CLI_ERROR_MISSING_COMMAND)
            .arg("command", text(e, ContextKind::InvalidSubcommand)?)
            .arg("valid", list(e, ContextKind::ValidSubcommand)?.join(", "))),
        K::InvalidUtf8 => {
            // clap does not say which argument: the first that is not UTF-8.
            let (position, arg) = args
                .iter()
                .enumerate()
                .skip(1)
                .find(|(_, a)| a.to_str().is_none())?;
            one(Message::new(ids::CLI_ERROR_INVALID_UTF8)
                .arg("position", position)
                .arg("arg", arg.to_string_lossy().into_owned()))
        }
        _ => None,
    }
}

/// Two arguments that cannot go together, or one given twice.
fn conflict(e: &clap::Error) -> Option<Message> {
    let prior = match e.get(ContextKind::PriorArg) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) if !v.is_empty() => Some(v.join(", ")),
        _ => None,
    };
    if let Some(arg) = text(e, ContextKind::InvalidArg) {
        return Some(match prior {
            Some(p) if p == arg => Message::new(ids::CLI_ERROR_USED_TWICE).arg("arg", arg),
            Some(p) => Message::new(ids::CLI_CONFLICT)
                .arg("arg", arg)
                .arg("other", p),
            None => Message::new(ids::CLI_ERROR_CONFLICT_UNNAMED).arg("arg", arg),
        });
    }
    Some(
        Message::new(ids::CLI_ERROR_COMMAND_CONFLICT)
            .arg("name", text(e, ContextKind::InvalidSubcommand)?)
            .arg("other", prior?),
    )
}

/// A tip for an unexpected argument, as clap gives one: a command written after `--`, or a
/// value that starts with `-` for a command that takes values (when no flag is close to it).
fn tip(arg: &str, args: &[OsString], suggested: bool) -> Option<MessageId> {
    let cli = Cli::command();
    let running = command_position(args)
        .and_then(|i| cli.find_subcommand(args[i].to_string_lossy().as_ref()))
        .unwrap_or(&cli);
    if args.iter().any(|a| a == "--") && running.find_subcommand(arg).is_some() {
        return Some(ids::CLI_ERROR_TIP_REMOVE_DOUBLE_DASH);
    }
    let takes_values = running.get_positionals().next().is_some();
    (arg.starts_with('-') && takes_values && !suggested).then_some(ids::CLI_ERROR_TIP_DOUBLE_DASH)
}

/// A context value that is one text.
fn text(e: &clap::Error, k: ContextKind) -> Option<String> {
    match e.get(k) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        _ => None,
    }
}

/// A context value that is a list of texts (or one text).
fn list(e: &clap::Error, k: ContextKind) -> Option<Vec<String>> {
    match e.get(k) {
        Some(ContextValue::Strings(v)) => Some(v.clone()),
        Some(ContextValue::String(s)) => Some(vec![s.clone()]),
        _ => None,
    }
}

/// A context value that is a number.
fn number(e: &clap::Error, k: ContextKind) -> Option<i64> {
    match e.get(k) {
        Some(ContextValue::Number(n)) => i64::try_from(*n).ok(),
        _ => None,
    }
}

/// The flag closest to a mistyped `--flag` (or `--flag=value`), among the flags of the command
/// being run and the global ones.
fn similar_flag(arg: &str, args: &[OsString]) -> Option<String> {
    let written = arg.split_once('=').map_or(arg, |(flag, _)| flag);
    if !written.starts_with("--") {
        return None;
    }
    let cli = Cli::command();
    let sub = command_position(args)
        .and_then(|i| cli.find_subcommand(args[i].to_string_lossy().as_ref()));
    let mut flags: Vec<String> = cli
        .get_arguments()
        .chain(sub.into_iter().flat_map(|s| s.get_arguments()))
        .filter_map(|a| a.get_long().map(|l| format!("--{l}")))
        .collect();
    flags.push("--help".to_string());
    if sub.is_none() {
        flags.push("--version".to_string());
    }
    closest(written, flags.iter().map(String::as_str)).map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    use foxgeese::i18n::{Lang, Localizer};

    /// Every kind of clap 4.6, and the message it is said with when clap gives no context.
    const KINDS: [(ErrorKind, &str); 17] = [
        (ErrorKind::InvalidValue, "cli-error-kind-invalid-value"),
        (
            ErrorKind::UnknownArgument,
            "cli-error-kind-unknown-argument",
        ),
        (
            ErrorKind::InvalidSubcommand,
            "cli-error-kind-invalid-subcommand",
        ),
        (ErrorKind::NoEquals, "cli-error-kind-no-equals"),
        (ErrorKind::ValueValidation, "cli-error-kind-invalid-value"),
        (ErrorKind::TooManyValues, "cli-error-kind-too-many-values"),
        (ErrorKind::TooFewValues, "cli-error-kind-too-few-values"),
        (
            ErrorKind::WrongNumberOfValues,
            "cli-error-kind-wrong-number-of-values",
        ),
        (
            ErrorKind::ArgumentConflict,
            "cli-error-kind-argument-conflict",
        ),
        (
            ErrorKind::MissingRequiredArgument,
            "cli-error-kind-missing-required-argument",
        ),
        (
            ErrorKind::MissingSubcommand,
            "cli-error-kind-missing-subcommand",
        ),
        (ErrorKind::InvalidUtf8, "cli-error-kind-invalid-utf8"),
        (ErrorKind::DisplayHelp, "cli-error-kind-other"),
        (
            ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand,
            "cli-error-kind-other",
        ),
        (ErrorKind::DisplayVersion, "cli-error-kind-other"),
        (ErrorKind::Io, "cli-error-kind-io"),
        (ErrorKind::Format, "cli-error-kind-format"),
    ];

    /// Every kind without its context is still said, in both languages, in words of our own.
    #[test]
    fn every_kind_without_context_has_its_message() {
        for (k, id) in KINDS {
            let err = usage_error(&clap::Error::new(k), &[]);
            assert_eq!(err.messages.len(), 1, "{k:?}");
            assert_eq!(err.messages[0].id.as_str(), id, "{k:?}");
            for lang in Lang::ALL {
                let l = Localizer::new(lang);
                assert!(l.has(lang, id), "{id} in {lang}");
                let said = l.msg(&err.messages[0]);
                assert!(
                    !said.contains('{') && !said.contains(id),
                    "{lang} {id}: {said}"
                );
            }
        }
    }

    /// Each context-filled message, built as clap builds its errors (the kinds foxgeese's own
    /// command line cannot produce included), with every variable filled.
    #[test]
    fn context_fills_every_variable() {
        let s = |v: &str| ContextValue::String(v.to_string());
        let n = ContextValue::Number;
        type Context = Vec<(ContextKind, ContextValue)>;
        let cases: Vec<(ErrorKind, Context, &str)> = vec![
            (
                ErrorKind::NoEquals,
                vec![(ContextKind::InvalidArg, s("--color <WHEN>"))],
                "cli-error-no-equals",
            ),
            (
                ErrorKind::TooFewValues,
                vec![
                    (ContextKind::InvalidArg, s("--moves <ACTIONS>")),
                    (ContextKind::MinValues, n(3)),
                    (ContextKind::ActualNumValues, n(1)),
                ],
                "cli-error-too-few-values",
            ),
            (
                ErrorKind::WrongNumberOfValues,
                vec![
                    (ContextKind::InvalidArg, s("--moves <ACTIONS>")),
                    (ContextKind::ExpectedNumValues, n(2)),
                    (ContextKind::ActualNumValues, n(0)),
                ],
                "cli-error-wrong-number-of-values",
            ),
            (
                ErrorKind::ArgumentConflict,
                vec![(ContextKind::InvalidArg, s("--retry"))],
                "cli-error-conflict-unnamed",
            ),
            (
                ErrorKind::ArgumentConflict,
                vec![
                    (ContextKind::InvalidArg, s("--retry")),
                    (
                        ContextKind::PriorArg,
                        ContextValue::Strings(vec!["--due".into(), "--reset".into()]),
                    ),
                ],
                "cli-conflict",
            ),
            (
                ErrorKind::ArgumentConflict,
                vec![
                    (ContextKind::InvalidSubcommand, s("list")),
                    (ContextKind::PriorArg, s("--due")),
                ],
                "cli-error-command-conflict",
            ),
            (
                ErrorKind::ValueValidation,
                vec![
                    (ContextKind::InvalidArg, s("--name <NAME>")),
                    (ContextKind::InvalidValue, s("x")),
                ],
                "cli-invalid-value",
            ),
        ];
        for (k, context, id) in cases {
            let mut e = clap::Error::new(k);
            for (ck, cv) in context {
                e.insert(ck, cv);
            }
            let err = usage_error(&e, &[]);
            assert_eq!(err.messages[0].id.as_str(), id, "{k:?}");
            for lang in Lang::ALL {
                let said = Localizer::new(lang).msg(&err.messages[0]);
                assert!(!said.contains('{'), "{lang} {id}: {said}");
                assert!(
                    said.contains("--"),
                    "{lang} {id} names the argument: {said}"
                );
            }
        }
    }
}
