//! A study's own Fluent file with a syntax error: the error's kind in the learner's language,
//! at its file, line and column, from `study` (exit 2) and `validate` (a finding, exit 1).
//! Every kind of the parser is tested in `src/i18n/ftl.rs`; these are a few end to end.

use crate::common;

use common::{run, run_env, snapshot};

/// (snapshot name, the English text file of a study).
const CASES: &[(&str, &str)] = &[
    (
        "ftl-expected-token",
        "broken-title = Broken\nbroken-prompt Which?\n",
    ),
    (
        "ftl-missing-default-variant",
        "broken-title = { $n ->\n    [one] One\n    [other] Many\n}\n",
    ),
    (
        "ftl-unknown-escape",
        "broken-title = { \"a\\qb\" }\nbroken-prompt = Which?\n",
    ),
    (
        "ftl-message-field",
        "broken-title =\nbroken-prompt = Which?\n",
    ),
];

#[test]
fn a_sidecar_syntax_error_is_said_in_both_languages() {
    let study = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/broken-text/broken.yaml"
    ))
    .expect("the fixture");
    for (name, ftl) in CASES {
        // A path of the same length on every machine: the text is wrapped at 80 columns.
        let dir = std::path::Path::new("target/test-scratch").join(name);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("broken.yaml"), &study).unwrap();
        std::fs::write(dir.join("broken.en.ftl"), ftl).unwrap();
        let file = dir.join("broken.yaml");
        let file = file.to_str().unwrap();
        for lang in ["en", "id"] {
            for (command, code) in [("study", 2), ("validate", 1)] {
                let out = run(&["--lang", lang, command, file]);
                assert_eq!(out.code, code, "{name} {command} {lang}: {}", out.stderr);
                snapshot(&format!("{name}-{command}-{lang}"), &out);
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// Writes the fixture study with `ftl` as its English texts (and good Indonesian ones) into a
/// scratch folder named `name`, and returns the study file's path.
fn study_with_english(name: &str, ftl: &str) -> std::path::PathBuf {
    let dir = common::scratch(name);
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/broken-text/");
    std::fs::copy(format!("{fixture}broken.yaml"), dir.join("broken.yaml")).unwrap();
    std::fs::write(dir.join("broken.en.ftl"), ftl).unwrap();
    std::fs::write(
        dir.join("broken.id.ftl"),
        GOOD.replace("Which", "Yang mana"),
    )
    .unwrap();
    dir.join("broken.yaml")
}

const GOOD: &str = "broken-title = Landings\nbroken-prompt = Which points?\n\
                    broken-explanation = Three of them.\nbroken-hint = Look beyond.\n";

#[test]
fn one_broken_message_is_one_problem_and_the_others_are_not_missing() {
    // Issue 53: one broken message at the end of the file made all four texts "missing".
    let broken = GOOD.replace("Look beyond.", "Look { beyond.");
    let file = study_with_english("one-broken-message", &broken);
    let out = run(&["--lang", "en", "validate", file.to_str().unwrap()]);
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert!(out.stdout.contains("broken.en.ftl:4:"), "{}", out.stdout);
    assert!(out.stdout.contains("Found one problem"), "{}", out.stdout);
    assert!(!out.stdout.contains("missing"), "{}", out.stdout);
    // A message with its "=" forgotten is its own error, not also a missing text.
    let file = study_with_english("forgotten-equals", &GOOD.replace("hint =", "hint"));
    let out = run(&["--lang", "en", "validate", file.to_str().unwrap()]);
    assert!(out.stdout.contains("Found one problem"), "{}", out.stdout);
}

#[test]
fn a_yaml_error_does_not_hide_the_fluent_errors() {
    // Issue 53: both are reported by the one run.
    let file = study_with_english(
        "yaml-and-fluent",
        &GOOD.replace("Look beyond.", "[to be written]"),
    );
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("stage: compare", "stage: compare: now")).unwrap();
    let out = run(&["--lang", "en", "validate", file.to_str().unwrap()]);
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert!(out.stdout.contains("broken.en.ftl:4:"), "{}", out.stdout);
    assert!(out.stdout.contains("broken.yaml:3:"), "{}", out.stdout);
}

#[test]
fn two_studies_sharing_an_id_are_each_checked_against_their_own_texts() {
    // Issue 53: the give-away in one study's prompt was reported against the other's file.
    let file = study_with_english("shared-id", GOOD);
    let dir = file.parent().unwrap();
    std::fs::copy(&file, dir.join("twin.yaml")).unwrap();
    let giving = GOOD.replace("Which points?", "Which points? d6 b4 f4.");
    std::fs::write(dir.join("twin.en.ftl"), giving).unwrap();
    std::fs::copy(dir.join("broken.id.ftl"), dir.join("twin.id.ftl")).unwrap();
    // Wide enough that no path of a checkout, however deep, wraps the header line.
    let out = run_env(
        &["--lang", "en", "validate", dir.to_str().unwrap()],
        &[("COLUMNS", "400")],
    );
    assert!(
        out.stdout.contains("twin.en.ftl:2:1: warning"),
        "{}",
        out.stdout
    );
    assert!(!out.stdout.contains("broken.en.ftl"), "{}", out.stdout);
    assert!(out.stdout.contains("is already"), "{}", out.stdout);
}
