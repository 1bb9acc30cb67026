//! Hostile input: files under `tests/hostile/` that once crashed or hung the library (found by
//! the fuzz targets in `fuzz/`, or by the audit of issue 9). Each must now be answered with a
//! located problem, quickly, without a panic.

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use foxgeese::i18n::{parse_ftl, Lang, Localizer};

fn hostile(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/hostile")
        .join(name);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Adds a hostile sidecar to a localizer: refused with one located problem, in well under a
/// second.
fn refused_sidecar(name: &str) -> (usize, usize) {
    let text = hostile(name);
    let started = Instant::now();
    let mut l10n = Localizer::new(Lang::En);
    let problems = l10n
        .add_resource(Lang::En, name, &text)
        .expect_err("a hostile sidecar is refused");
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "{name} took {:?}",
        started.elapsed()
    );
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].file, name);
    assert!(!problems[0].detail.is_empty());
    (problems[0].line, problems[0].column)
}

/// `fluent-syntax` panicked (slicing inside `é`) on an invalid `\u` escape before a non-ASCII
/// letter (issue 9, finding 2).
#[test]
fn short_unicode_escape_before_a_non_ascii_letter_is_refused() {
    assert_eq!(
        refused_sidecar("ftl-short-escape-before-non-ascii.ftl"),
        (1, 7)
    );
}

/// 12,000 nested placeables overflowed the parser's stack (issue 9, finding 2).
#[test]
fn deeply_nested_placeables_are_refused() {
    let (line, column) = refused_sidecar("ftl-nested-12000.ftl");
    assert_eq!((line, column), (1, 5 + 64));
}

/// A `}` inside a string literal closes nothing: it cannot hide the nesting.
#[test]
fn braces_in_string_literals_do_not_hide_the_nesting() {
    refused_sidecar("ftl-nested-hidden-by-literals.ftl");
}

/// The built-in locale files are well inside the limits.
#[test]
fn the_built_in_locale_files_pass_the_guard() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    for lang in ["en", "id"] {
        for entry in fs::read_dir(root.join(lang)).expect("locale dir") {
            let path = entry.expect("entry").path();
            let text = fs::read_to_string(&path).expect("locale file");
            let name = path.display().to_string();
            assert!(parse_ftl(&name, &text).is_ok(), "{name}");
        }
    }
}
