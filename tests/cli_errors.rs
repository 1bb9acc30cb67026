//! clap's usage errors in the learner's language: each kind of error a command line can hit,
//! run through the real binary in English and Indonesian (exit 2, nothing on standard output),
//! and none of clap's English in what it says.

use crate::common;

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;

use common::{run, run_os, snapshot, snapshot_in_both_languages};

/// (snapshot name, arguments): one case or more for each kind clap can report for foxgeese's
/// command line. The kinds it cannot (no flag needs `=`, none takes a fixed number of values)
/// are tested in `src/cli/clap_errors.rs`.
const CASES: &[(&str, &[&str])] = &[
    // UnknownArgument, with a flag's suggestion or clap's tips.
    ("cli-unknown-argument", &["show", "extra"]),
    ("cli-unknown-flag-suggest", &["perft", "2", "--devide"]),
    ("cli-unknown-flag-value-tip", &["study", "-x"]),
    ("cli-unknown-after-double-dash", &["--", "show"]),
    // InvalidSubcommand, at the top and nested.
    ("cli-unknown-nested-command", &["tables", "biuld"]),
    // InvalidValue: a value not among the possible ones, or none at all.
    ("cli-invalid-value-choices", &["diagram", "--theme", "dakr"]),
    ("cli-value-missing-choices", &["show", "--format"]),
    ("cli-value-missing", &["practice", "--stage"]),
    // ValueValidation: our own number parser.
    ("cli-number-not-a-number", &["play", "--seed", "abc"]),
    (
        "cli-number-too-large",
        &["tables", "build", "--geese", "300"],
    ),
    ("cli-number-negative", &["tables", "stats", "--geese=-1"]),
    // TooManyValues: a value for a flag that takes none.
    ("cli-unexpected-value", &["perft", "2", "--divide=yes"]),
    // ArgumentConflict: two that exclude each other, one given twice.
    ("cli-conflict", &["practice", "--retry", "--due"]),
    ("cli-used-twice", &["perft", "2", "--divide", "--divide"]),
    (
        "cli-used-twice-global",
        &["show", "--color", "never", "--color", "always"],
    ),
    // MissingRequiredArgument: one, and two.
    ("cli-missing-argument", &["why"]),
    ("cli-missing-arguments", &["check"]),
    ("cli-missing-flag", &["tables", "stats"]),
    // MissingSubcommand: options but no command.
    ("cli-missing-command", &["--color", "never"]),
    (
        "cli-missing-nested-command",
        &["tables", "--color", "never"],
    ),
];

#[test]
fn usage_errors_in_both_languages() {
    for (name, args) in CASES {
        snapshot_in_both_languages(name, args, str::to_string);
    }
}

/// What clap says in English and foxgeese never does, in either language.
const CLAP_ONLY: [&str; 8] = [
    "tip:",
    "Usage:",
    "subcommand",
    "was provided",
    "were provided",
    "cannot be used with",
    "possible values",
    "For more information, try '",
];

/// Words of clap's English that the Indonesian must not have either.
const ENGLISH: [&str; 6] = [
    "error",
    "unexpected",
    "invalid",
    "required",
    "argument '",
    "value",
];

#[test]
fn every_usage_error_exits_2_in_words_of_our_own() {
    for (name, args) in CASES {
        for lang in ["en", "id"] {
            let mut full = vec!["--lang", lang];
            full.extend_from_slice(args);
            let out = run(&full);
            assert_eq!(out.code, 2, "{name} {lang}: {}", out.stderr);
            assert!(out.stdout.is_empty(), "{name} {lang} printed to stdout");
            assert!(!out.stderr.is_empty(), "{name} {lang} said nothing");
            let lower = out.stderr.to_lowercase();
            let english: &[&str] = if lang == "id" { &ENGLISH } else { &[] };
            for word in CLAP_ONLY.iter().chain(english) {
                assert!(
                    !lower.contains(&word.to_lowercase()),
                    "{name} {lang} says clap's “{word}”:\n{}",
                    out.stderr
                );
            }
            if lang == "id" {
                assert!(
                    out.stderr.starts_with("kesalahan: "),
                    "{name}: {}",
                    out.stderr
                );
            }
        }
    }
}

/// InvalidUtf8: the argument is named by its place, shown with the replacement character.
#[test]
fn an_argument_that_is_not_utf8_is_named() {
    for lang in ["en", "id"] {
        let args: Vec<OsString> = vec![
            "--lang".into(),
            lang.into(),
            "show".into(),
            "--position".into(),
            OsString::from_vec(b"3/3/7/3F3/7/3/3 \xff 0".to_vec()),
        ];
        let out = run_os(&args);
        assert_eq!(out.code, 2);
        snapshot(&format!("cli-invalid-utf8-{lang}"), &out);
    }
}

/// Help, version and a bare command stay clap's rendering of the localized command tree.
#[test]
fn help_and_version_are_not_errors() {
    let version = run(&["--version"]);
    assert_eq!(version.code, 0);
    assert_eq!(
        version.stdout,
        format!("foxgeese {}\n", env!("CARGO_PKG_VERSION"))
    );
    let bare = run(&["--lang", "id", "tables"]);
    assert_eq!(bare.code, 2);
    assert!(bare.stdout.is_empty());
    assert!(
        bare.stderr.contains("Penggunaan: foxgeese tables"),
        "{}",
        bare.stderr
    );
}

/// The kinds were read from clap 4.6's `ErrorKind` and `ContextKind` (both `non_exhaustive`,
/// so a new kind would fall to `cli-error-kind-other` without a compile error): a new minor
/// version of clap stops here until its kinds have been read again (`src/cli/clap_errors.rs`).
#[test]
fn clap_is_the_version_whose_error_kinds_were_read() {
    let lock = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.lock"))
        .expect("Cargo.lock");
    let version = lock
        .split("[[package]]")
        .find(|p| p.contains("name = \"clap_builder\""))
        .and_then(|p| p.lines().find_map(|l| l.strip_prefix("version = \"")))
        .expect("clap_builder in Cargo.lock");
    assert!(
        version.starts_with("4.6."),
        "clap_builder {version}: read its ErrorKind and ContextKind, update clap_errors.rs"
    );
}
