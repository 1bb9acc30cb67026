//! Hostile input: files under `tests/hostile/` that once crashed or hung the library (found by
//! the fuzz targets in `fuzz/`, or by the audit of issue 9). Each must now be answered with a
//! located problem, quickly, without a panic.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use foxgeese::i18n::{english, parse_ftl, Lang, Localizer};
use foxgeese::message::ToMessage;

use crate::common;

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
    assert!(!english(&problems[0].detail.to_message()).is_empty());
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
        "surrounded-fox",
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
    let out = common::run_env(
        &["validate", study.to_str().expect("UTF-8 path")],
        &[("COLUMNS", "1000")],
    );
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
    assert!(out.stdout.contains("29,999"), "{}", out.stdout.len());
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

/// Runs the binary with lines wide enough that no message is wrapped.
fn wide(args: &[&str]) -> common::Output {
    common::run_env(args, &[("COLUMNS", "1000")])
}

/// A copy of the external fixture study in a scratch directory, without its `.ftl` files.
fn fixture_study(name: &str) -> (PathBuf, PathBuf) {
    let dir = scratch(name);
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/external");
    let study = dir.join("my-study.yaml");
    fs::copy(fixtures.join("my-study.yaml"), &study).expect("copy");
    (dir, study)
}

/// A sidecar that is a FIFO or a folder is refused with its name, not skipped silently
/// (issue 9, finding 7), by `study` (exit 2) and by `validate` (a problem, exit 1).
#[test]
fn a_sidecar_that_is_no_regular_file_is_refused() {
    for kind in ["fifo", "folder"] {
        let (dir, study) = fixture_study(&format!("sidecar-{kind}"));
        let ftl = dir.join("my-study.en.ftl");
        if kind == "fifo" {
            let made = std::process::Command::new("mkfifo").arg(&ftl).status();
            if !made.is_ok_and(|s| s.success()) {
                continue; // no mkfifo here
            }
        } else {
            fs::create_dir(&ftl).expect("folder");
        }
        let study = study.to_str().expect("UTF-8 path");
        let out = wide(&["study", study]);
        assert_eq!(out.code, 2, "{kind}: {}", out.render());
        assert!(
            out.stderr.contains("my-study.en.ftl is not a regular file"),
            "{kind}: {}",
            out.render()
        );
        let out = wide(&["validate", study]);
        assert_eq!(out.code, 1, "{kind}: {}", out.render());
        assert!(
            out.stdout.contains("my-study.en.ftl:1:1: error:")
                && out.stdout.contains("not a regular file"),
            "{kind}: {}",
            out.render()
        );
    }
}

/// A sidecar of 60,000 broken messages: each error's line was found by scanning the file from
/// its start (60 s and no answer), and every one was printed (21 MB). Now every problem is
/// counted, with its line, and the first are shown by `study`, `validate` and `export`.
#[test]
fn a_sidecar_with_many_syntax_errors_shows_its_first_problems() {
    let count = 60_000;
    let text: String = (0..count).map(|i| format!("x{i} = \n")).collect();
    let problems = parse_ftl("many.ftl", &text).expect_err("every message is broken");
    assert_eq!(problems.len(), count);
    assert!(
        problems
            .iter()
            .enumerate()
            .all(|(i, p)| (p.line, p.column) == (i + 1, 1)),
        "{:?}",
        problems.iter().find(|p| p.column != 1)
    );

    let (dir, study) = fixture_study("many-ftl-errors");
    fs::write(dir.join("my-study.en.ftl"), &text).expect("write");
    let study = study.to_str().expect("UTF-8 path");
    let out = wide(&["study", study]);
    assert_eq!(out.code, 2, "{}", &out.stderr[..out.stderr.len().min(2000)]);
    assert!(out.stderr.len() < 100_000, "{}", out.stderr.len());
    assert!(
        out.stderr.contains("59,800 more problems from here on"),
        "{}",
        &out.stderr[out.stderr.len().saturating_sub(2000)..]
    );
    let out = wide(&["validate", study]);
    assert_eq!(out.code, 1, "{}", &out.stdout[..out.stdout.len().min(2000)]);
    assert!(out.stdout.len() < 100_000, "{}", out.stdout.len());
    assert!(
        out.stdout
            .contains("my-study.en.ftl:201:1: error: 59,800 more problems from here on"),
        "{}",
        &out.stdout[out.stdout.len().saturating_sub(2000)..]
    );
    // 60,000 in the Fluent file, and the texts the study misses in each language.
    assert!(
        out.stdout.contains("Found 60,002 problems"),
        "{}",
        &out.stdout[out.stdout.len().saturating_sub(2000)..]
    );
}

/// A file name with an escape sequence is shown escaped where `validate` names the file
/// (issue 9, finding 6: text printed outside the localizer).
#[test]
fn a_file_name_with_escape_sequences_is_shown_escaped() {
    let dir = scratch("escaped-name");
    let study = dir.join("bad\u{1b}[31mname.yaml");
    fs::write(&study, "format_version: 1\nid: bad\nstage: nonsense\n").expect("write");
    let out = wide(&["validate", study.to_str().expect("UTF-8 path")]);
    assert_eq!(out.code, 1, "{}", out.render());
    assert!(!has_raw_controls(&out.stdout), "{:?}", out.stdout);
    assert!(
        out.stdout.contains("bad\\e[31mname.yaml:3:"),
        "{}",
        out.stdout
    );
}

/// A 10 MB line on `practice`'s standard input (1.4 million actions) is refused without being
/// read whole, and the session goes on (issue 9, finding 11).
#[test]
fn a_ten_megabyte_practice_line_is_refused() {
    let dir = scratch("long-line");
    let state = dir.join("progress.json");
    let line = "d4-c4 ".repeat(1_400_000);
    let out = common::run_stdin(
        &[
            "practice",
            "--state",
            state.to_str().expect("UTF-8 path"),
            "list-fox-actions",
        ],
        &[("COLUMNS", "200")],
        format!("{line}\nquit\n"),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("That line is longer than"),
        "{}",
        &out.stdout[..out.stdout.len().min(4000)]
    );
    assert!(out.stdout.len() < 20_000, "{}", out.stdout.len());
}

/// An answer over the length limit is refused with the limit (exit 2), before it is split.
#[test]
fn an_answer_over_the_limit_is_refused() {
    let answer = "d4-c4 ".repeat(20_000);
    let out = wide(&["check", "list-fox-actions", "--answer", &answer]);
    assert_eq!(out.code, 2, "{}", out.render());
    assert!(out.stderr.contains("120,000 bytes long"), "{}", out.stderr);
}

/// A long answer of one action repeated is de-duplicated and graded in linear time (issue 9,
/// finding 12): it ends, and counts the action once.
#[test]
fn a_long_answer_with_duplicates_is_graded() {
    let answer = "d4-c4, ".repeat(14_000);
    let out = wide(&["check", "list-fox-actions", "--answer", &answer]);
    assert_eq!(out.code, 1, "{}", out.render());
    assert!(out.stdout.contains("Right (1): d4-c4"), "{}", out.stdout);
}

/// A progress file whose lock another session holds: the save waits, then says so (exit 2),
/// and the file is left as it was (issue 9, finding 10).
#[test]
fn a_held_progress_lock_is_reported() {
    let dir = scratch("locked");
    let state = dir.join("progress.json");
    let lock = foxgeese::fsio::lock_beside(&state, std::time::Duration::ZERO).expect("lock");
    let out = common::run_stdin(
        &[
            "practice",
            "--state",
            state.to_str().expect("UTF-8 path"),
            "list-fox-actions",
        ],
        &[("COLUMNS", "200")],
        "skip\n",
    );
    assert_eq!(out.code, 2, "{}", out.render());
    assert!(
        out.stderr.contains("Another foxgeese session has held")
            && out.stderr.contains(".progress.json.lock"),
        "{}",
        out.stderr
    );
    assert!(!state.exists());
    drop(lock);
}

/// The position of finding 5: the two foxes have 799,971 maximal chains. `actions` refuses
/// to list them, with their number; `perft` counts them without listing them; a study on it
/// is refused at load (issue 9, findings 5 and 12).
#[test]
fn a_position_with_800000_chains_is_counted_not_listed() {
    let position = "1G1/GGG/1G1GFG1/FGGGGGG/1G1G1G1/GGG/1G1 f 0";
    let out = wide(&[
        "actions",
        "--ruleset",
        "two-foxes",
        "--position",
        position,
        "--format",
        "json",
    ]);
    assert_eq!(out.code, 2, "{}", out.render());
    assert!(out.stdout.is_empty());
    assert!(
        out.stderr.contains("799,971 legal actions"),
        "{}",
        out.stderr
    );

    let rules = foxgeese::Ruleset::get("two-foxes".parse().expect("spec"));
    let pos = foxgeese::Position::parse(position, rules).expect("position");
    assert_eq!(pos.action_count(), 799_971);
    assert_eq!(foxgeese::perft(&pos, 1), 799_971);
    // Each chain played, then the geese's moves counted: the chains grouped by where they
    // lead, never listed.
    let out = wide(&[
        "perft",
        "2",
        "--ruleset",
        "two-foxes",
        "--position",
        position,
    ]);
    assert_eq!(out.code, 0, "{}", out.render());
    let out = wide(&[
        "perft",
        "2",
        "--divide",
        "--ruleset",
        "two-foxes",
        "--position",
        position,
    ]);
    assert_eq!(out.code, 2, "{}", out.render());
    assert!(
        out.stderr.contains("799,971 legal actions"),
        "{}",
        out.stderr
    );

    let study = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile/too-many-chains.yaml");
    let study = study.to_str().expect("UTF-8 path");
    let answer = "c5xa3 ".repeat(128 * 1024 / 6);
    let out = wide(&["check", study, "--answer", &answer]);
    assert_eq!(out.code, 2, "{}", out.render());
    assert!(
        out.stderr.contains("the fox has 799,971 legal actions"),
        "{}",
        out.stderr
    );
    let out = wide(&["validate", study, "--format", "json"]);
    assert_eq!(out.code, 1, "{}", out.render());
    assert!(
        out.stdout
            .contains("\"code\": \"position-too-many-actions\""),
        "{}",
        out.stdout
    );
}

/// 110,000 geese in a block list (`study`), 150,000 duplicate keys (`validate`), 100,000 bad
/// replay moves: each ends with its first problems and a count of the rest (issue 9,
/// finding 12: 153 s, 187 s with 35 MB of output, 124 s).
#[test]
fn huge_repetitive_studies_show_their_first_problems() {
    let dir = scratch("huge");
    let head = "format_version: 1\nid: g\nstage: compare\n";
    let block = format!(
        "{head}position:\n  fox: d4\n  geese:\n{}  to_move: fox\ntask:\n  kind: capture-landings\nanswer: none\n",
        "    - a1\n".repeat(110_000)
    );
    let path = dir.join("block.yaml");
    fs::write(&path, block).expect("write");
    let out = wide(&["study", path.to_str().expect("UTF-8 path")]);
    assert_eq!(out.code, 2, "{}", &out.stderr[..out.stderr.len().min(2000)]);
    assert!(out.stderr.len() < 100_000, "{}", out.stderr.len());
    assert!(
        out.stderr.contains("more problems from here on"),
        "{}",
        out.stderr
    );

    let dups = validate_generated(
        "dups",
        &format!("format_version: 1\n{}", "id: x\n".repeat(150_000)),
    );
    assert!(dups.stdout.len() < 100_000, "{}", dups.stdout.len());
    assert!(
        dups.stdout
            .contains("dups.yaml:203:1: error: 149,799 more problems from here on"),
        "{}",
        &dups.stdout[dups.stdout.len().saturating_sub(2000)..]
    );
    assert!(
        dups.stdout.contains("Found 149,999 problems"),
        "{}",
        dups.stdout.len()
    );

    let moves = vec!["a1-a2"; 100_000].join(", ");
    let replay = format!(
        "format_version: 1\nid: r\nstage: compare\nposition: start\ntask:\n  kind: first-opening\n  moves: [{moves}]\nanswer: d3-d4\n"
    );
    validate_generated("replay", &replay);
}

/// Found by the `position` fuzz target (a timeout on the loaded machine): 630 chains, each
/// played with `play`, which sorted the whole list again for each one. Every listed action
/// plays, and the outcome agrees with the list.
#[test]
fn every_one_of_630_chains_plays() {
    let text = hostile("position-630-chains.txt");
    let (spec, position) = text.trim_end().split_once('\n').expect("two lines");
    let rules = foxgeese::Ruleset::get(spec.parse().expect("spec"));
    let pos = foxgeese::Position::parse(position, rules).expect("position");
    let actions = pos.legal_actions();
    assert_eq!(actions.len(), 630);
    assert_eq!(pos.action_count(), 630);
    for a in &actions {
        assert!(pos.play(a).is_ok(), "{a}");
    }
}
