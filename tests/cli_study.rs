//! End-to-end tests of the study commands: `study`, `check`, `list`, `validate`, `practice`,
//! snapshotted in English and Indonesian, with every kind of bad input.

mod common;

use common::{run, run_stdin, snapshot, snapshot_in_both_languages};

/// Relative to the package root, where cargo runs tests: a path of the same length on every
/// machine, so that text wrapped to the terminal's width wraps the same everywhere.
const FIXTURES: &str = "tests/fixtures";

/// Cases run in both languages: (name, args). Paths are relative to the fixtures folder.
const CASES: &[(&str, &[&str])] = &[
    ("study-show", &["study", "surrounded-fox-can-jump"]),
    ("study-variant", &["study", "two-foxes-compulsory-capture"]),
    (
        "check-right",
        &["check", "surrounded-fox-can-jump", "--answer", "no"],
    ),
    (
        "check-right-id-word",
        &["check", "surrounded-fox-can-jump", "--answer", "tidak"],
    ),
    (
        "check-wrong-yes",
        &["check", "surrounded-fox-can-jump", "--answer", "yes"],
    ),
    // A wrong yes/no is echoed in the learner's word, "ya", in either language.
    (
        "check-wrong-ya",
        &["check", "surrounded-fox-can-jump", "--answer", "ya"],
    ),
    (
        "check-list-partly-wrong",
        &[
            "check",
            "list-fox-actions",
            "--answer",
            "d4-c4, D4-D5 d4xd6 d4-e5",
        ],
    ),
    (
        "check-list-right",
        &["check", "list-fox-actions", "--answer", "d4xd6 d4-d3 d4-c4"],
    ),
    (
        "check-none",
        &["check", "geese-without-move-lose", "--answer", "tidak ada"],
    ),
    ("list", &["list"]),
    ("list-review", &["list", "--stage", "review"]),
    ("validate-library", &["validate"]),
    ("validate-bad", &["validate", "FIXTURES/bad"]),
    (
        "study-external",
        &["study", "FIXTURES/external/my-study.yaml"],
    ),
    (
        "check-external",
        &[
            "check",
            "FIXTURES/external/my-study.yaml",
            "--answer",
            "b4 f4",
        ],
    ),
    // Bad input: exit 2.
    (
        "bad-answer-garbage",
        &["check", "list-fox-actions", "--answer", "banana"],
    ),
    (
        "bad-answer-yes-no",
        &["check", "surrounded-fox-can-jump", "--answer", "maybe"],
    ),
    ("bad-study-id", &["study", "surounded-fox-can-jump"]),
    (
        "bad-study-file",
        &["study", "FIXTURES/bad/unknown-field.yaml"],
    ),
    (
        "bad-study-syntax",
        &["check", "FIXTURES/bad/syntax.yaml", "--answer", "no"],
    ),
    ("bad-study-point", &["study", "FIXTURES/bad/bad-point.yaml"]),
    (
        "bad-side-text",
        &["study", "FIXTURES/broken-text/broken.yaml"],
    ),
    ("bad-stage", &["list", "--stage", "expert"]),
];

fn args_for(args: &[&str]) -> Vec<String> {
    args.iter()
        .map(|a| a.replace("FIXTURES", FIXTURES))
        .collect()
}

fn redact(s: &str) -> String {
    s.replace(FIXTURES, "[fixtures]")
}

#[test]
fn cases_in_both_languages() {
    for (name, args) in CASES {
        let full = args_for(args);
        let refs: Vec<&str> = full.iter().map(String::as_str).collect();
        snapshot_in_both_languages(name, &refs, redact);
    }
}

#[test]
fn exit_codes() {
    for (name, args) in CASES {
        let full = args_for(args);
        let refs: Vec<&str> = full.iter().map(String::as_str).collect();
        let out = run(&refs);
        let expected = if name.starts_with("bad-") {
            2
        } else if name.starts_with("check-wrong")
            || name.starts_with("check-list-partly")
            || *name == "validate-bad"
            || *name == "check-external"
        {
            1
        } else {
            0
        };
        assert_eq!(out.code, expected, "{name}: {}{}", out.stdout, out.stderr);
        assert!(!out.stderr.contains("panicked"), "{name} panicked");
    }
}

#[test]
fn check_json_has_the_contract_fields() {
    let out = run(&[
        "check",
        "list-fox-actions",
        "--answer",
        "d4-c4 d4-d5",
        "--format",
        "json",
    ]);
    assert_eq!(out.code, 1);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["correct"], false);
    assert_eq!(
        v["expected"],
        serde_json::json!(["d4-c4", "d4-d3", "d4xd6"])
    );
    assert_eq!(v["missing"], serde_json::json!(["d4-d3", "d4xd6"]));
    assert_eq!(v["wrong"][0]["answer"], "d4-d5");
    assert!(v["wrong"][0]["reason"]
        .as_str()
        .unwrap()
        .contains("occupied"));

    let out = run(&[
        "check",
        "surrounded-fox-can-jump",
        "--answer",
        "no",
        "--format",
        "json",
    ]);
    assert_eq!(out.code, 0);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["correct"], true);
    assert_eq!(v["expected"], "no");
    assert_eq!(v["missing"], serde_json::json!([]));
    assert_eq!(v["wrong"], serde_json::json!([]));
}

#[test]
fn validate_json_lists_problems_with_places() {
    let dir = format!("{FIXTURES}/bad");
    let out = run(&["validate", &dir, "--format", "json"]);
    assert_eq!(out.code, 1);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["ok"], false);
    let problems = v["problems"].as_array().unwrap();
    assert!(problems.iter().all(|p| p["line"].as_u64().unwrap() >= 1));
    let disagree = problems
        .iter()
        .find(|p| p["file"].as_str().unwrap().ends_with("wrong-answer.yaml") && p["line"] == 7)
        .expect("the declared answer is reported at its line");
    assert!(
        disagree["message"].as_str().unwrap().contains("\"no\"")
            || disagree["message"].as_str().unwrap().contains("“no”")
    );
}

#[test]
fn a_file_over_one_mebibyte_is_refused() {
    let dir = std::env::temp_dir().join(format!("foxgeese-big-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("big.yaml");
    let mut text = String::from("format_version: 1\n");
    while text.len() <= 1024 * 1024 {
        text.push_str("# padding padding padding padding padding padding padding padding\n");
    }
    std::fs::write(&path, text).unwrap();
    let out = run(&["study", path.to_str().unwrap()]);
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(out.stderr.contains("1048576"), "{}", out.stderr);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn practice_walks_through_and_remembers() {
    let dir = std::env::temp_dir().join(format!("foxgeese-practice-{}", std::process::id()));
    let state = dir.join("progress.json");
    let state_arg = state.to_str().unwrap().to_string();
    let session = "hint\nyes\nno\nbanana\nd4-c4 d4-d3 d4xd6\n";
    let out = run_stdin(
        &[
            "practice",
            "--state",
            &state_arg,
            "surrounded-fox-can-jump",
            "list-fox-actions",
        ],
        &[],
        session,
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let text = out.stdout.replace(&state_arg, "[state]");
    snapshot(
        "practice-session-en",
        &common::Output {
            stdout: text,
            ..out
        },
    );
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&state).unwrap()).unwrap();
    assert_eq!(saved["version"], 2);
    assert_eq!(saved["studies"]["surrounded-fox-can-jump"]["solved"], true);
    assert_eq!(saved["studies"]["surrounded-fox-can-jump"]["attempts"], 2);
    assert_eq!(saved["studies"]["surrounded-fox-can-jump"]["hints"], 1);
    assert_eq!(saved["studies"]["list-fox-actions"]["solved"], true);

    // The whole review stage, in Indonesian, quitting at once: solved studies stay solved.
    let out = run_stdin(
        &[
            "--lang",
            "id",
            "practice",
            "--state",
            &state_arg,
            "--stage",
            "understand",
        ],
        &[],
        "keluar\n",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("Kemajuan disimpan"), "{}", out.stdout);
    assert!(!out
        .stdout
        .contains("Rubah terkepung masih punya titik pendaratan"));

    // A corrupt progress file is reported and left alone.
    std::fs::write(&state, "not json").unwrap();
    let out = run_stdin(&["practice", "--state", &state_arg], &[], "");
    assert_eq!(out.code, 2);
    assert_eq!(std::fs::read_to_string(&state).unwrap(), "not json");
    // --reset refuses a file that is not a progress file...
    let out = run_stdin(
        &["practice", "--state", &state_arg, "--reset"],
        &[],
        "quit\n",
    );
    assert_eq!(out.code, 2);
    assert_eq!(std::fs::read_to_string(&state).unwrap(), "not json");
    // ...and starts a progress file afresh.
    std::fs::write(
        &state,
        r#"{"version":2,"studies":{"x":{"attempts":1,"hints":0,"solved":true,"box":1}}}"#,
    )
    .unwrap();
    let out = run_stdin(
        &["practice", "--state", &state_arg, "--reset"],
        &[],
        "quit\n",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(!std::fs::read_to_string(&state).unwrap().contains("\"x\""));
    std::fs::remove_dir_all(dir).unwrap();
}
