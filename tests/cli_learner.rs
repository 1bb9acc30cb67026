//! End-to-end tests of the learner's side of `practice` and `check`: the hint ladder, `show`
//! (the study then counts as failed), `skip` without the answer, did-you-mean for answers,
//! Ctrl-C saving the progress, and `study FILE` suggesting a `check` command that works.
//! Text in both languages.

use crate::common;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use common::{run, run_stdin, snapshot, snapshot_in_both_languages, Output};

/// A fresh folder under `target/` for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new("target/test-scratch").join(format!("learner-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn saved(state: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(state).unwrap()).unwrap()
}

/// The practice session of the hint ladder, per language: its words for hint, show and skip.
const LADDER: &[(&str, &str, &str, &str)] = &[
    ("en", "hint", "show", "skip"),
    ("id", "petunjuk", "tunjukkan", "lewati"),
];

#[test]
fn hints_climb_a_ladder_and_show_gives_the_answer_as_not_solved() {
    for (lang, hint, show, skip) in LADDER {
        let dir = scratch(&format!("ladder-{lang}"));
        let state = dir.join("progress.json");
        let state_arg = state.to_str().unwrap();
        // Hint 1 (the study's hint and a pointer), a partly right answer, hint 2 (aimed at
        // what it misses), the end of the ladder twice, an action without its separator,
        // then the answer shown; the second study is skipped.
        let input = format!("{hint}\nd4xd6\n{hint}\n{hint}\n{hint}\nd4c4\n{show}\n{skip}\n");
        let out = run_stdin(
            &[
                "--lang",
                lang,
                "practice",
                "--state",
                state_arg,
                "list-fox-actions",
                "surrounded-fox",
            ],
            &[],
            input,
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        // Nothing before `show` names a missing item (but the answer syntax's fixed example,
        // “d4-d3 d4xd2”); skipping names no answer.
        let (before, after) = out.stdout.split_once(&format!(": {show}\n")).unwrap();
        for line in before.lines().filter(|l| !l.contains("d4xd2")) {
            assert!(
                !line.contains("d4-d3") && !line.contains("d4-c4,"),
                "{line}"
            );
        }
        assert!(after.contains("d4-c4, d4-d3, d4xd6"), "{after}");
        let (_, skipped) = after.split_once(&format!(": {skip}\n")).unwrap();
        assert!(!skipped.contains("d4xd2"), "{skipped}");
        let text = out.stdout.replace(state_arg, "[state]");
        snapshot(
            &format!("learner-ladder-{lang}"),
            &Output {
                stdout: text,
                ..out
            },
        );
        let p = saved(&state);
        let shown = &p["studies"]["list-fox-actions"];
        assert_eq!(shown["solved"], false);
        assert_eq!(shown["last"], "failed");
        assert_eq!(shown["attempts"], 1);
        assert_eq!(shown["hints"], 2, "the end of the ladder is no hint");
        assert_eq!(p["studies"]["surrounded-fox"]["last"], "skipped");
        // Shown means not solved: --retry brings it back.
        let out = run_stdin(
            &["--lang", lang, "practice", "--state", state_arg, "--retry"],
            &[],
            "quit\n",
        );
        assert!(out.stdout.contains("list-fox-actions"), "{}", out.stdout);
        std::fs::remove_dir_all(dir).unwrap();
    }
}

/// Answers mistyped: the answer probably meant is suggested (exit 2, nothing graded).
const MISTYPED: &[(&str, &[&str])] = &[
    (
        "bad-answer-no-separator",
        &["check", "list-fox-actions", "--answer", "d4c4 d4-d3"],
    ),
    (
        "bad-answer-action-for-point",
        &[
            "check",
            "full-neighbours-empty-landing",
            "--answer",
            "c4xe4",
        ],
    ),
    (
        "bad-answer-yes-typo",
        &["check", "surrounded-fox", "--answer", "yse"],
    ),
];

#[test]
fn mistyped_answers_get_a_suggestion() {
    for (name, args) in MISTYPED {
        snapshot_in_both_languages(name, args, str::to_string);
        let out = run(args);
        assert_eq!(out.code, 2, "{name}");
        assert!(
            out.stderr.contains("Did you mean"),
            "{name}: {}",
            out.stderr
        );
    }
}

/// Ctrl-C while `practice` waits for an answer: the progress is saved with the study in hand
/// as it stands (a hint and a wrong answer: failed), a goodbye is said, and the exit is 130.
#[test]
fn ctrl_c_saves_the_study_in_hand_and_says_goodbye() {
    for (lang, goodbye) in [("en", "Goodbye!"), ("id", "Sampai jumpa!")] {
        let dir = scratch(&format!("ctrl-c-{lang}"));
        let state = dir.join("progress.json");
        let mut child = Command::new(env!("CARGO_BIN_EXE_foxgeese"))
            .args(["--lang", lang, "practice", "--state"])
            .arg(&state)
            .arg("list-fox-actions")
            .env_remove("LANG")
            .env_remove("LC_ALL")
            .env("COLUMNS", "1000")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let mut stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel::<Vec<u8>>();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        stdin.write_all(b"hint\nd4-c4\n").unwrap();
        stdin.flush().unwrap();
        // Wait until the wrong answer is graded and the next prompt is out (a deadline only
        // so that a broken build fails instead of hanging).
        let deadline = Instant::now() + Duration::from_secs(120);
        let mut seen = String::new();
        let prompts = |s: &str| s.matches("):").count();
        while prompts(&seen) < 3 {
            let left = deadline.saturating_duration_since(Instant::now());
            let chunk = rx.recv_timeout(left).expect("practice answers");
            seen.push_str(&String::from_utf8_lossy(&chunk));
        }
        let killed = Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let status = child.wait().unwrap();
        while let Ok(chunk) = rx.recv_timeout(Duration::from_secs(10)) {
            seen.push_str(&String::from_utf8_lossy(&chunk));
        }
        drop(stdin);
        assert_eq!(status.code(), Some(130), "{seen}");
        assert!(seen.trim_end().ends_with(goodbye), "{seen}");
        let p = saved(&state);
        let r = &p["studies"]["list-fox-actions"];
        assert_eq!(r["attempts"], 1, "{p}");
        assert_eq!(r["hints"], 1, "{p}");
        assert_eq!(r["last"], "failed", "{p}");
        assert_eq!(r["solved"], false, "{p}");
        std::fs::remove_dir_all(dir).unwrap();
    }
}

/// `study FILE` ends with a `check` command; run as printed (with a real answer in place of
/// “…”, and the binary's path for `foxgeese`), it grades the study: for a file, a path with a
/// space in it, and a built-in id, in both languages.
#[test]
fn the_check_command_study_suggests_runs_as_printed() {
    let dir = scratch("suggested");
    let spaced = dir.join("my studies");
    std::fs::create_dir_all(&spaced).unwrap();
    for name in ["my-study.yaml", "my-study.en.ftl", "my-study.id.ftl"] {
        std::fs::copy(
            Path::new("tests/fixtures/external").join(name),
            spaced.join(name),
        )
        .unwrap();
    }
    let spaced_study = spaced.join("my-study.yaml");
    let cases = [
        ("tests/fixtures/external/my-study.yaml", "d6 b4 f4"),
        (spaced_study.to_str().unwrap(), "d6 b4 f4"),
        ("list-fox-actions", "d4-c4 d4-d3 d4xd6"),
    ];
    for lang in ["en", "id"] {
        for (study, answer) in cases {
            // Narrow, so that a long path would be broken if the command were wrapped.
            let out = common::run_env(&["--lang", lang, "study", study], &[("COLUMNS", "40")]);
            assert_eq!(out.code, 0, "{}", out.stderr);
            let command = out
                .stdout
                .lines()
                .find_map(|l| l.strip_prefix("  foxgeese "))
                .unwrap_or_else(|| panic!("no command in {}", out.stdout));
            let line = format!(
                "'{}' {}",
                env!("CARGO_BIN_EXE_foxgeese"),
                command.replace("\"…\"", &format!("\"{answer}\""))
            );
            let ran = Command::new("sh").args(["-c", &line]).output().unwrap();
            let stdout = String::from_utf8_lossy(&ran.stdout);
            assert_eq!(ran.status.code(), Some(0), "{line}: {stdout}");
            assert!(stdout.contains("Correct!"), "{line}: {stdout}");
        }
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// `validate` warns about study screens that give their answer away: a prompt naming an
/// answer action (English), a title saying the outcome (English), a prompt saying it
/// (Indonesian). Warnings leave the exit at 0; in JSON each has its code and
/// `"severity": "warning"`, the same in both languages.
#[test]
fn validate_warns_when_a_screen_reveals_its_answer() {
    let dir = "tests/fixtures/reveal";
    snapshot_in_both_languages("validate-reveal", &["validate", dir], |s| {
        s.replace(dir, "[fixtures]/reveal")
    });
    let codes = |lang: &str| -> Vec<(String, String, String)> {
        let out = run(&["--lang", lang, "validate", dir, "--format", "json"]);
        assert_eq!(out.code, 0, "{}", out.stdout);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(v["ok"], true);
        v["problems"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                assert_eq!(p["severity"], "warning");
                let s = |k: &str| p[k].as_str().unwrap().to_string();
                (s("file"), s("code"), p["line"].to_string())
            })
            .collect()
    };
    let en = codes("en");
    let file = |f: &str| format!("{dir}/{f}");
    assert_eq!(
        en,
        [
            (
                file("names-answer.en.ftl"),
                "reveals-answer".into(),
                "2".into()
            ),
            (
                file("says-status.en.ftl"),
                "reveals-status".into(),
                "1".into()
            ),
            (
                file("says-status.id.ftl"),
                "reveals-status".into(),
                "2".into()
            ),
        ]
    );
    assert_eq!(en, codes("id"));
    // The library gives nothing away.
    let out = run(&["validate", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["problems"], serde_json::json!([]));
}

/// The id or title of a study that settles its question is a warning (issue 25): the
/// library's former ids and titles, kept as fixtures, each give theirs away, in English and
/// in Indonesian; the renamed library gives nothing away (the test above).
#[test]
fn validate_warns_when_an_id_or_title_settles_the_question() {
    let dir = "tests/fixtures/reveal-topic";
    let out = run(&["validate", dir, "--format", "json"]);
    assert_eq!(out.code, 0, "{}", out.stdout);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let found: Vec<(String, String, String)> = v["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            assert_eq!(p["severity"], "warning", "{p}");
            let file = p["file"].as_str().unwrap().trim_start_matches(dir);
            let word = p["message"].as_str().unwrap().split('“').nth(1).unwrap();
            let word = word.split('”').next().unwrap();
            (file.into(), p["code"].as_str().unwrap().into(), word.into())
        })
        .collect();
    let want: &[(&str, &str, &str)] = &[
        ("/eight-captures-not-a-win.yaml", "reveals-id", "not"),
        ("/geese-without-move-lose.en.ftl", "reveals-title", "still"),
        ("/geese-without-move-lose.id.ftl", "reveals-title", "masih"),
        ("/geese-without-move-lose.yaml", "reveals-id", "without"),
        ("/mistake-fox-steps-back.en.ftl", "reveals-title", "missed"),
        (
            "/mistake-fox-steps-back.id.ftl",
            "reveals-title",
            "terlewat",
        ),
        ("/mistake-fox-steps-back.yaml", "reveals-id", "back"),
        ("/mistake-missed-jump.en.ftl", "reveals-title", "let"),
        ("/mistake-missed-jump.id.ftl", "reveals-title", "terlewat"),
        ("/mistake-missed-jump.yaml", "reveals-id", "missed"),
        ("/ninth-capture-no-escape.en.ftl", "reveals-title", "can"),
        (
            "/ninth-capture-no-escape.id.ftl",
            "reveals-title",
            "bisakah",
        ),
        ("/ninth-capture-no-escape.yaml", "reveals-id", "no"),
        ("/ring-is-not-proof.yaml", "reveals-id", "not"),
        (
            "/standard-fastest-of-three.en.ftl",
            "reveals-title",
            "every",
        ),
        (
            "/standard-fastest-of-three.id.ftl",
            "reveals-title",
            "setiap",
        ),
        ("/surrounded-fox-can-jump.en.ftl", "reveals-title", "can"),
        ("/surrounded-fox-can-jump.id.ftl", "reveals-title", "masih"),
        ("/surrounded-fox-can-jump.yaml", "reveals-id", "can"),
    ];
    let want: Vec<(String, String, String)> = want
        .iter()
        .map(|(f, c, w)| (f.to_string(), c.to_string(), w.to_string()))
        .collect();
    assert_eq!(found, want);
}

/// `allow: [CODE]` silences a warning of its study only with a reason in a comment; without
/// one, or with a code that is no warning's, it is an error at the entry, `"severity":
/// "error"` in JSON.
#[test]
fn allow_silences_a_warning_only_with_a_reason() {
    let dir = "tests/fixtures/reveal-allow";
    let out = run(&["validate", dir, "--format", "json"]);
    assert_eq!(out.code, 1, "{}", out.stdout);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let found: Vec<(String, String, u64)> = v["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            // An error says so in JSON as a warning does (issue 25).
            assert_eq!(p["severity"], "error", "{p}");
            let file = p["file"].as_str().unwrap().trim_start_matches(dir);
            (
                file.into(),
                p["code"].as_str().unwrap().into(),
                p["line"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            (
                "/no-reason.yaml".to_string(),
                "allow-without-reason".to_string(),
                3
            ),
            (
                "/unknown-code.yaml".to_string(),
                "unknown-name".to_string(),
                3
            ),
        ]
    );
}

/// A mistyped key of a study file gets the key it probably means (`stgae`: stage; `sied`, a
/// swapped pair of letters: side).
#[test]
fn mistyped_study_keys_get_a_suggestion() {
    let dir = "tests/fixtures/typos";
    snapshot_in_both_languages("validate-key-typos", &["validate", dir], |s| {
        s.replace(dir, "[fixtures]/typos")
    });
    let out = run(&["validate", dir]);
    assert_eq!(out.code, 1);
    assert!(out.stdout.contains("Did you mean stage?"), "{}", out.stdout);
    assert!(out.stdout.contains("Did you mean side?"), "{}", out.stdout);
}

/// A task that wants one move: a wrong move is explained, and no "one more is missing"
/// follows it.
#[test]
fn a_wrong_single_move_is_not_followed_by_a_missing_count() {
    let args = ["check", "replay-vacated-origin", "--answer", "e5-e4"];
    snapshot_in_both_languages("check-wrong-one-move", &args, str::to_string);
    let out = run(&args);
    assert_eq!(out.code, 1);
    assert!(out.stdout.contains("e5-e4: "), "{}", out.stdout);
    assert!(!out.stdout.contains("missing"), "{}", out.stdout);
}

/// Texts missing from a study that keeps its texts beside it are to be added to its own
/// `NAME.LANG.ftl`, and the help says that file (issue 25), not `locales/LANG/studies.ftl`.
#[test]
fn missing_texts_point_at_the_file_beside_the_study() {
    let dir = "tests/fixtures/sidecar-half";
    for lang in ["en", "id"] {
        let out = run(&["--lang", lang, "validate", dir, "--format", "json"]);
        assert_eq!(out.code, 1, "{}", out.stdout);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        let problems = v["problems"].as_array().unwrap();
        assert_eq!(problems.len(), 1, "{}", out.stdout);
        assert_eq!(problems[0]["code"], "missing-text");
        let hint = problems[0]["hint"].as_str().unwrap();
        assert!(hint.contains(&format!("{dir}/half.id.ftl")), "{hint}");
        assert!(!hint.contains("studies.ftl"), "{hint}");
    }
}

/// Look-alikes of the notation's characters are read as them (issue 25): an en dash or a
/// minus sign for `-`, a multiplication sign for `x`, full-width letters and digits, in an
/// answer and in `why`.
#[test]
fn look_alike_characters_are_read_as_the_notation() {
    let out = run(&[
        "check",
        "list-fox-actions",
        "--answer",
        "d4\u{2013}c4, d4\u{2212}d3 d4\u{00D7}d6",
    ]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    let out = run(&[
        "why",
        "--position",
        "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0",
        "\u{FF44}\u{FF14}\u{2014}\u{FF43}\u{FF14}",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.starts_with("d4-c4 "), "{}", out.stdout);
}

/// `check --format json` answers in JSON even when the answer cannot be read: exit 2,
/// `correct` false, and the error with its code, hint and the answer it probably meant, in
/// both languages (issue 25).
#[test]
fn check_answers_json_when_the_answer_cannot_be_read() {
    for lang in ["en", "id"] {
        let out = run(&[
            "--lang",
            lang,
            "check",
            "list-fox-actions",
            "--answer",
            "d4c4",
            "--format",
            "json",
        ]);
        assert_eq!(out.code, 2, "{}", out.stderr);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(v["correct"], false);
        assert_eq!(v["study"], "list-fox-actions");
        assert_eq!(v["error"]["code"], "answer-not-action");
        assert_eq!(v["error"]["suggestion"], "d4-c4");
        assert!(v["error"]["message"].as_str().unwrap().contains("d4c4"));
    }
}
