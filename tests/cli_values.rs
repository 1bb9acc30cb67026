//! End-to-end tests of the value-graded studies (`best-actions`, `verdict`): `check` and
//! `practice` in English and Indonesian, snapshotted; a slower win is right and told the
//! fastest, a wrong action its refutation, a wrong verdict the proven value and its line.

use crate::common;

use std::path::Path;

use common::{run, run_stdin, snapshot_in_both_languages};

/// (name, args, exit code).
const CASES: &[(&str, &[&str], i32)] = &[
    // Both winning steps: right, and e5-e4 is told that e5-d5 is faster.
    (
        "values-check-slower-win",
        &[
            "check",
            "ninth-capture-two-roads",
            "--answer",
            "e5-e4 e5-d5",
        ],
        0,
    ),
    // The slower win alone: right, told the faster one, the other win missing.
    (
        "values-check-slower-only",
        &["check", "ninth-capture-two-roads", "--answer", "e5-e4"],
        1,
    ),
    (
        "values-check-slower-json",
        &[
            "check",
            "ninth-capture-two-roads",
            "--answer",
            "e5-e4",
            "--format",
            "json",
        ],
        1,
    ),
    // A drawing step: its refutation.
    (
        "values-check-refuted",
        &[
            "check",
            "ninth-capture-two-roads",
            "--answer",
            "e5-d5 e5-f5",
        ],
        1,
    ),
    // Losing: the move that holds out longest; a faster loss is refuted by the capture.
    (
        "values-check-losing",
        &["check", "ninth-capture-hold-out", "--answer", "b4-a4"],
        1,
    ),
    (
        "values-check-verdict-right",
        &["check", "ninth-capture-fox-on-d5", "--answer", "rubah"],
        0,
    ),
    (
        "values-check-verdict-wrong",
        &["check", "ninth-capture-fox-on-d5", "--answer", "draw"],
        1,
    ),
    (
        "values-check-verdict-json",
        &[
            "check",
            "ninth-capture-geese-first",
            "--answer",
            "fox",
            "--format",
            "json",
        ],
        1,
    ),
    (
        "values-check-verdict-typo",
        &["check", "ninth-capture-fox-on-d5", "--answer", "foxwins"],
        2,
    ),
    (
        "values-study-verdict",
        &["study", "draughts-corner-is-open"],
        0,
    ),
];

#[test]
fn check_value_graded_studies_in_both_languages() {
    for (name, args, code) in CASES {
        snapshot_in_both_languages(name, args, |s| s.to_string());
        let out = run(args);
        assert_eq!(out.code, *code, "{name}: {}{}", out.stdout, out.stderr);
    }
}

/// `practice` gives the same feedback: a slower win is told the fastest, then the full
/// answer is right.
#[test]
fn practice_tells_a_slower_win_the_fastest() {
    for (lang, note) in [
        ("en", "e5-e4 wins too, in 7 plies; e5-d5 wins in 5."),
        (
            "id",
            "e5-e4 juga menang, dalam 7 giliran; e5-d5 menang dalam 5 giliran.",
        ),
    ] {
        let dir = Path::new("target/test-scratch").join(format!("values-practice-{lang}"));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let state = dir.join("progress.json");
        let out = run_stdin(
            &[
                "--lang",
                lang,
                "practice",
                "--state",
                state.to_str().unwrap(),
                "ninth-capture-two-roads",
            ],
            &[],
            "e5-e4\ne5-d5 e5-e4\n",
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        assert_eq!(out.stdout.matches(note).count(), 2, "{}", out.stdout);
    }
}
