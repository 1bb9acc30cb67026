//! Hostile input: files under `tests/hostile/` that once crashed or hung the library (found by
//! the fuzz targets in `fuzz/`, or by the audit of issue 9). Each must now be answered with a
//! located problem, quickly, without a panic.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use foxgeese::i18n::{parse_ftl, Lang, Localizer};

mod common;

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

/// Whether `s` holds a control character other than a line break: an escape sequence or a bell
/// that would reach the terminal raw.
fn has_raw_controls(s: &str) -> bool {
    s.chars().any(|c| c.is_control() && c != '\n' && c != '\t')
}

/// An answer with escape sequences is echoed escaped (issue 9, finding 6).
#[test]
fn an_answer_with_escape_sequences_is_echoed_escaped() {
    let out = common::run(&[
        "check",
        "surrounded-fox-can-jump",
        "--answer",
        "\u{1b}]0;pwned\u{7}yes",
    ]);
    assert!(!has_raw_controls(&out.stdout), "{:?}", out.stdout);
    assert!(!has_raw_controls(&out.stderr), "{:?}", out.stderr);
    assert!(
        format!("{}{}", out.stdout, out.stderr).contains("\\e]0;pwned\\u{7}yes"),
        "{}",
        out.render()
    );
}

/// A ruleset name with an escape sequence is echoed escaped (issue 9, finding 6).
#[test]
fn a_ruleset_name_with_escape_sequences_is_echoed_escaped() {
    let out = common::run(&["show", "--ruleset", "plyyard\u{1b}[31m"]);
    assert_ne!(out.code, 0);
    assert!(!has_raw_controls(&out.stderr), "{:?}", out.stderr);
    assert!(out.stderr.contains("plyyard\\e[31m"), "{}", out.render());
}

/// A sidecar's message with escape sequences is shown escaped: a study cannot set the
/// terminal's title or colour (issue 9, finding 6).
#[test]
fn a_sidecar_message_with_escape_sequences_is_shown_escaped() {
    let dir = scratch("sidecar-escapes");
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/external");
    fs::copy(fixtures.join("my-study.yaml"), dir.join("my-study.yaml")).expect("copy");
    fs::write(
        dir.join("my-study.en.ftl"),
        "my-study-title = \u{1b}]0;pwned\u{7}\u{1b}[31mred\n\
         my-study-prompt = Where?\n",
    )
    .expect("write");
    let study = dir.join("my-study.yaml");
    let out = common::run(&["study", study.to_str().expect("UTF-8 path")]);
    assert!(!has_raw_controls(&out.stdout), "{:?}", out.stdout);
    assert!(!has_raw_controls(&out.stderr), "{:?}", out.stderr);
    assert!(
        out.stdout.contains("\\e]0;pwned\\u{7}\\e[31mred"),
        "{}",
        out.render()
    );
}

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("foxgeese-hostile-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// A FIFO study path is refused at once, not waited on (issue 9, finding 7).
#[test]
fn a_fifo_study_path_is_refused() {
    let dir = scratch("fifo");
    let fifo = dir.join("pipe.yaml");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        return; // no mkfifo here: nothing to test
    }
    for args in [&["validate"][..], &["study"][..]] {
        let mut args = args.to_vec();
        args.push(fifo.to_str().expect("UTF-8 path"));
        let out = common::run(&args);
        assert_ne!(out.code, 0, "{}", out.render());
        assert!(out.render().contains("pipe.yaml"), "{}", out.render());
    }
}

/// `/dev/zero` (size 0 by its metadata, endless when read) is refused, not read without end
/// (issue 9, finding 11).
#[test]
fn an_endless_device_as_a_study_is_refused() {
    if !Path::new("/dev/zero").exists() {
        return;
    }
    let out = common::run(&["validate", "/dev/zero"]);
    assert_ne!(out.code, 0, "{}", out.render());
    assert!(out.render().contains("/dev/zero:1:1"), "{}", out.render());
}

/// A study file that starts with a byte-order mark is read like one without (issue 9,
/// finding 8).
#[test]
fn a_study_starting_with_a_byte_order_mark_is_accepted() {
    let dir = scratch("bom");
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/external");
    let text = fs::read_to_string(fixtures.join("my-study.yaml")).expect("fixture");
    let study = dir.join("my-study.yaml");
    fs::write(&study, format!("\u{feff}{text}")).expect("write");
    for lang in ["en", "id"] {
        let ftl = format!("my-study.{lang}.ftl");
        fs::copy(fixtures.join(&ftl), dir.join(&ftl)).expect("copy");
    }
    let out = common::run(&["validate", study.to_str().expect("UTF-8 path")]);
    assert_eq!(out.code, 0, "{}", out.render());
}

/// Writes a generated study into a scratch directory and runs `validate` on it; the run must
/// end (the test completing is the proof of the bound: no timing is asserted) with a located
/// problem, never a crash.
fn validate_generated(name: &str, text: &str) -> common::Output {
    let dir = scratch(name);
    let study = dir.join(format!("{name}.yaml"));
    fs::write(&study, text).expect("write");
    let out = common::run(&["validate", study.to_str().expect("UTF-8 path")]);
    assert_eq!(out.code, 1, "{}", out.render());
    assert!(
        out.stdout.contains(&format!("{name}.yaml:")),
        "{}",
        out.render()
    );
    out
}

/// 100,000 nested `[` took time growing with the square of the depth (issue 9, finding 3).
#[test]
fn deeply_nested_flow_sequences_end_with_a_problem() {
    let depth = 100_000;
    let text = format!(
        "format_version: 1\nid: deep\nposition: {}{}\n",
        "[".repeat(depth),
        "]".repeat(depth)
    );
    validate_generated("nested", &text);
    let unclosed = format!(
        "format_version: 1\nid: deep\nposition: {}\n",
        "[".repeat(depth)
    );
    validate_generated("unclosed", &unclosed);
}

/// 30,000 duplicate `id:` keys: one problem each, found in linear time (issue 9, finding 4).
#[test]
fn many_duplicate_keys_end_with_problems() {
    let text = format!("format_version: 1\n{}", "id: x\n".repeat(30_000));
    let out = validate_generated("duplicates", &text);
    assert!(out.stdout.contains("29999"), "{}", out.stdout.len());
}

/// 60,000 unknown keys (issue 9, finding 4).
#[test]
fn many_unknown_keys_end_with_a_problem() {
    let keys: String = (0..60_000).map(|i| format!("k{i}: 1\n")).collect();
    validate_generated("unknown", &format!("format_version: 1\nid: u\n{keys}"));
}

/// 20,000 geese in a block list, and 100,000 in a flow sequence (issue 9, finding 4).
#[test]
fn long_lists_of_geese_end_with_a_problem() {
    let head = "format_version: 1\nid: g\nstage: compare\n";
    let block = format!(
        "{head}position:\n  fox: d4\n  geese:\n{}  to_move: fox\n",
        "    - a1\n".repeat(20_000)
    );
    validate_generated("block", &block);
    let flow = format!(
        "{head}position: {{fox: d4, geese: [{}]}}\n",
        vec!["a1"; 100_000].join(", ")
    );
    validate_generated("flow", &flow);
}

/// CR-only line endings: the excerpt shows the line, not the whole file (issue 9, finding 13).
#[test]
fn carriage_return_line_endings_show_one_line_in_excerpts() {
    let out = validate_generated("cr", "format_version: 1\rid: c\rstage: nonsense\r");
    assert!(
        out.stdout.contains("3 | stage: nonsense\n"),
        "{}",
        out.stdout
    );
}

/// A `format_version` too large for an integer is said to be out of range (issue 9,
/// finding 13).
#[test]
fn a_format_version_too_large_is_out_of_range() {
    let out = validate_generated("bigver", "format_version: 99999999999999999999999\nid: b\n");
    assert!(out.stdout.contains("out of range"), "{}", out.stdout);
}
