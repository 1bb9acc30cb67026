//! End-to-end tests of the study commands: `study`, `check`, `list`, `validate`, `practice`,
//! snapshotted in English and Indonesian, with every kind of bad input.

use crate::common;

use common::{run, run_stdin, snapshot, snapshot_in_both_languages};

/// Relative to the package root, where cargo runs tests: a path of the same length on every
/// machine, so that text wrapped to the terminal's width wraps the same everywhere.
const FIXTURES: &str = "tests/fixtures";

/// Cases run in both languages: (name, args). Paths are relative to the fixtures folder.
const CASES: &[(&str, &[&str])] = &[
    ("study-show", &["study", "surrounded-fox"]),
    ("study-variant", &["study", "two-foxes-compulsory-capture"]),
    (
        "check-right",
        &["check", "surrounded-fox", "--answer", "no"],
    ),
    (
        "check-right-id-word",
        &["check", "surrounded-fox", "--answer", "tidak"],
    ),
    (
        "check-wrong-yes",
        &["check", "surrounded-fox", "--answer", "yes"],
    ),
    // A wrong yes/no is echoed in the learner's word, "ya", in either language.
    (
        "check-wrong-ya",
        &["check", "surrounded-fox", "--answer", "ya"],
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
    // A study screen does not give the answer away: no status line ("the geese have won").
    ("study-blockade", &["study", "after-eight-captures"]),
    // Missing items are counted, not named.
    (
        "check-wrong-two-missing",
        &["check", "list-fox-actions", "--answer", "d4-c4"],
    ),
    // --reveal gives the full answer and the explanation, even to a wrong answer.
    (
        "check-wrong-reveal",
        &[
            "check",
            "list-fox-actions",
            "--answer",
            "d4-c4 d4-d5",
            "--reveal",
        ],
    ),
    (
        "check-list-right",
        &["check", "list-fox-actions", "--answer", "d4xd6 d4-d3 d4-c4"],
    ),
    (
        "check-none",
        &["check", "five-geese-to-move", "--answer", "tidak ada"],
    ),
    ("list", &["list"]),
    ("list-review", &["list", "--stage", "review"]),
    ("validate-library", &["validate"]),
    ("validate-bad", &["validate", "FIXTURES/bad"]),
    // A folder and a file in it (checked once), a Fluent file named as a study, a missing
    // answer, a misspelt text key, a task with the wrong side to move.
    (
        "validate-editor",
        &[
            "validate",
            "FIXTURES/editor",
            "FIXTURES/editor/missing-answer.yaml",
            "FIXTURES/editor/missing-answer.en.ftl",
        ],
    ),
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
        &["check", "surrounded-fox", "--answer", "maybe"],
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
    (
        "bad-validate-no-path",
        &["validate", "FIXTURES/no-such-study.yaml"],
    ),
    (
        "bad-new-kind",
        &[
            "new",
            "x",
            "--kind",
            "capture-landing",
            "--dir",
            "FIXTURES/editor",
        ],
    ),
    (
        "bad-new-exists",
        &[
            "new",
            "missing-answer",
            "--kind",
            "blockade",
            "--dir",
            "FIXTURES/editor",
        ],
    ),
    (
        "bad-new-needs-side",
        &[
            "new",
            "x",
            "--kind",
            "list-actions",
            "--dir",
            "FIXTURES/editor",
        ],
    ),
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
            || *name == "validate-editor"
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
        "surrounded-fox",
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
    assert!(out.stderr.contains("1,048,576"), "{}", out.stderr);
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
            "surrounded-fox",
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
    assert_eq!(saved["version"], 4);
    assert_eq!(saved["studies"]["surrounded-fox"]["solved"], true);
    assert_eq!(saved["studies"]["surrounded-fox"]["attempts"], 2);
    assert_eq!(saved["studies"]["surrounded-fox"]["hints"], 1);
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

/// A fresh folder for a test that writes files: relative to the package root, so its path has
/// the same length on every machine and text wrapped around it wraps the same.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new("target/test-scratch").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn new_writes_a_study_with_its_answer_and_texts_to_fill_in() {
    for lang in ["en", "id"] {
        let dir = scratch(&format!("new-{lang}"));
        let d = dir.to_str().unwrap();
        let redact = |s: &str| s.replace(d, "[dir]");
        let out = run(&[
            "--lang",
            lang,
            "new",
            "my-study",
            "--kind",
            "capture-landings",
            "--position",
            "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0",
            "--dir",
            d,
        ]);
        assert_eq!(out.code, 0, "{}", out.stderr);
        let mut files = String::new();
        for name in ["my-study.yaml", "my-study.en.ftl", "my-study.id.ftl"] {
            let text = std::fs::read_to_string(dir.join(name)).unwrap();
            files.push_str(&format!("=== {name}\n{text}"));
        }
        let mut out = out;
        out.stdout = format!("{}{files}", redact(&out.stdout));
        snapshot(&format!("new-{lang}"), &out);

        // The placeholders are problems until written; the answer is right.
        let study = dir.join("my-study.yaml");
        let mut out = run(&["--lang", lang, "validate", study.to_str().unwrap()]);
        assert_eq!(out.code, 1);
        out.stdout = redact(&out.stdout);
        snapshot(&format!("new-then-validate-{lang}"), &out);

        // Never overwrites.
        let again = run(&["new", "my-study", "--kind", "blockade", "--dir", d]);
        assert_eq!(again.code, 2);
        let text = std::fs::read_to_string(&study).unwrap();
        assert!(text.contains("capture-landings"), "{text}");
    }
}

/// `new --help` lists every task kind, from the code's one list (it listed 6 of 9: issue 25).
#[test]
fn new_help_lists_every_task_kind() {
    for lang in ["en", "id"] {
        let out = run(&["--lang", lang, "new", "--help"]);
        assert_eq!(out.code, 0, "{}", out.stderr);
        let help = out.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        for kind in foxgeese::study::TaskKind::ALL {
            assert!(
                help.contains(kind.name()),
                "{lang}: {} in {help}",
                kind.name()
            );
        }
    }
}

/// A study `new` refuses is said without the file it would have written (no such file
/// exists) and without what the loader says of the stand-in answer: an invalid id is one
/// error, not also "“none” is not yes or no" (issue 25).
#[test]
fn new_refuses_without_citing_unwritten_files_or_its_stand_in() {
    let dir = scratch("new-refused");
    let d = dir.to_str().unwrap();
    for lang in ["en", "id"] {
        let out = run(&[
            "--lang", lang, "new", "Bad Id", "--kind", "blockade", "--dir", d,
        ]);
        assert_eq!(out.code, 2, "{}", out.stdout);
        assert!(out.stderr.contains("Bad Id"), "{}", out.stderr);
        assert!(!out.stderr.contains(".yaml"), "{}", out.stderr);
        assert!(!out.stderr.contains("none"), "{}", out.stderr);
        assert!(!out.stderr.contains("“none”"), "{}", out.stderr);
        assert_eq!(
            out.stderr.matches("= ").count(),
            1,
            "one problem: {}",
            out.stderr
        );
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            0,
            "nothing written"
        );
    }
}

/// The `foxgeese validate …` command `new` prints is one line, never wrapped, and runs as
/// printed: a long path with a space is quoted for the shell (issue 25).
#[test]
fn new_prints_a_validate_command_that_runs_as_printed() {
    let dir = scratch("new a-long-folder-name-that-goes-on/and-on-and-on-for-a-while/more");
    let d = dir.to_str().unwrap();
    let out = run(&[
        "new",
        "my-study",
        "--kind",
        "capture-landings",
        "--position",
        "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0",
        "--dir",
        d,
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let command = out
        .stdout
        .lines()
        .find_map(|l| l.strip_prefix("  foxgeese "))
        .unwrap_or_else(|| panic!("no command line in {}", out.stdout));
    assert!(command.len() > 80, "{command}");
    let line = format!("'{}' {command}", env!("CARGO_BIN_EXE_foxgeese"));
    let ran = std::process::Command::new("sh")
        .args(["-c", &line])
        .output()
        .unwrap();
    // The placeholders are problems (exit 1), but the file was found and read.
    assert_eq!(ran.status.code(), Some(1), "{line}");
    assert!(String::from_utf8_lossy(&ran.stdout).contains("[to be written]"));
}

#[test]
fn validate_fix_writes_the_answer_line_only() {
    for lang in ["en", "id"] {
        let dir = scratch(&format!("fix-{lang}"));
        let d = dir.to_str().unwrap();
        let wrong = dir.join("wrong.yaml");
        let study = "format_version: 1\nid: wrong\nstage: understand\n\
            # A comment that stays.\nposition: \"3/1G1/3G3/1GGFGG1/3G3/3/3 f 0\"\n\
            task:\n  kind: capture-landings\n";
        std::fs::write(&wrong, format!("{study}answer: \"b2 f2\"   # a guess\n")).unwrap();
        let missing = dir.join("missing.yaml");
        std::fs::write(&missing, study.replace("id: wrong", "id: missing")).unwrap();
        let mut out = run(&["--lang", lang, "validate", "--fix", d]);
        out.stdout = out.stdout.replace(d, "[dir]");
        snapshot(&format!("validate-fix-{lang}"), &out);
        assert_eq!(
            std::fs::read_to_string(&wrong).unwrap(),
            format!("{study}answer: \"d2\"   # a guess\n")
        );
        assert_eq!(
            std::fs::read_to_string(&missing).unwrap(),
            format!(
                "{}answer: \"d2\"\n",
                study.replace("id: wrong", "id: missing")
            )
        );
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(names.len(), 2, "no temporary file is left: {names:?}");

        // In JSON, the files written are listed and the output stays one JSON document.
        std::fs::write(&wrong, format!("{study}answer: none\n")).unwrap();
        let out = run(&["--lang", lang, "validate", "--fix", d, "--format", "json"]);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(v["fixed"], serde_json::json!([wrong.display().to_string()]));
    }
}

#[test]
fn validate_json_gives_each_problem_a_stable_code() {
    let dir = format!("{FIXTURES}/editor");
    let codes = |lang: &str| -> Vec<String> {
        let out = run(&["--lang", lang, "validate", &dir, "--format", "json"]);
        assert_eq!(out.code, 1);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(v["files"], 2);
        assert_eq!(v["bad_files"], 2);
        v["problems"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["code"].as_str().unwrap().to_string())
            .collect()
    };
    let en = codes("en");
    assert_eq!(en, ["needs-fox-to-move", "unused-text", "missing-answer"]);
    assert_eq!(en, codes("id"));
}

/// `new` says why a study cannot be made, and names the position the solver could not prove
/// (issue 53, the newcomer's defect 2): for a find-mistake replay of the real game, the one
/// after its first action, in both languages; nothing is written.
#[test]
fn new_names_the_position_it_could_not_prove() {
    let dir = common::scratch("new-unproven");
    for (lang, words) in [
        ("en", "after action 1 of the moves (c5-c4)"),
        ("id", "sesudah tindakan ke-1 dalam urutan (c5-c4)"),
    ] {
        let out = common::run_env_in(
            &dir,
            &[
                "--lang",
                lang,
                "new",
                "my-mistake",
                "--kind",
                "find-mistake",
                "--moves",
                "c5-c4 d4xb4",
            ],
            &[("COLUMNS", "1000")],
        );
        assert_eq!(out.code, 2, "{}", out.stderr);
        assert!(out.stderr.contains(words), "{}", out.stderr);
        assert!(!dir.join("my-mistake.yaml").exists());
    }
}

/// An empty answer is told how its question is answered (issue 53, the newcomer's defect 4):
/// a yes-or-no study says yes or no, not how to list actions; a list study still lists.
#[test]
fn an_empty_answer_is_told_how_its_question_is_answered() {
    let yes_no = run(&["check", "after-eight-captures", "--answer", ""]);
    assert_eq!(yes_no.code, 2);
    assert!(
        yes_no.stderr.contains("Answer yes or no"),
        "{}",
        yes_no.stderr
    );
    assert!(!yes_no.stderr.contains("List actions"), "{}", yes_no.stderr);
    let list = foxgeese::study::library::builtin_studies()
        .into_iter()
        .flatten()
        .find(|s| s.kind().answer_kind() == foxgeese::study::AnswerKind::Actions)
        .expect("a study answered with a list of actions")
        .id;
    let out = run(&["check", &list, "--answer", ""]);
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("List actions"), "{}", out.stderr);
}

/// `list` on narrow terminals (issue 53, the newcomer's defect 1): at 80, 50 and 32 columns,
/// in both languages, no line is wider than the terminal, every study's id is whole on one
/// line, and no title is broken inside a word: each word of each title is whole on a line
/// (the id column gives way, or each study is listed as its id with its title below).
/// The studies are grouped by ruleset, Ply Yard's first, each group with its difficulty
/// column where the width allows.
#[test]
fn list_at_narrow_widths_breaks_no_word() {
    let titles = foxgeese::i18n::Localizer::new(foxgeese::i18n::Lang::En);
    let studies = foxgeese::study::library::builtin_entries();
    for lang in ["en", "id"] {
        for width in ["80", "50", "32"] {
            let out = common::run_env(&["--lang", lang, "list"], &[("COLUMNS", width)]);
            assert_eq!(out.code, 0, "{}", out.stderr);
            let w: usize = width.parse().unwrap();
            let words: std::collections::BTreeSet<String> = out
                .stdout
                .split(|c: char| c.is_whitespace() || "│┆".contains(c))
                .map(str::to_string)
                .collect();
            // No line is wider than the terminal but an id longer than it, alone on its line.
            let ids: std::collections::BTreeSet<&str> =
                studies.iter().flatten().map(|s| s.id.as_str()).collect();
            for line in out.stdout.lines() {
                let alone = ids.contains(line.trim_start_matches(['·', '✓', ' ']));
                assert!(
                    line.chars().count() <= w || alone,
                    "{lang} {width}: {line:?}"
                );
            }
            for s in studies.iter().flatten() {
                assert!(
                    words.contains(&s.id),
                    "{lang} {width}: {} broken\n{}",
                    s.id,
                    out.stdout
                );
                let title = foxgeese::study::library::Entry::message_id(
                    s,
                    foxgeese::study::TextPart::Title,
                );
                let title = if lang == "en" {
                    titles.dynamic(&title, &s.text_args())
                } else {
                    foxgeese::i18n::Localizer::new(foxgeese::i18n::Lang::Id)
                        .dynamic(&title, &s.text_args())
                };
                for word in title.split_whitespace() {
                    assert!(
                        words.contains(word),
                        "{lang} {width}: “{word}” of “{title}” broken\n{}",
                        out.stdout
                    );
                }
            }
            // Ply Yard's group first.
            let at = |name: &str| out.stdout.replace('\n', " ").find(&format!("— {name}"));
            assert!(
                at("plyyard") < at("standard"),
                "{lang} {width}\n{}",
                out.stdout
            );
            assert!(at("plyyard").is_some(), "{lang} {width}\n{}", out.stdout);
            if width == "80" {
                let difficulty = if lang == "en" {
                    "Difficulty"
                } else {
                    "Kesulitan"
                };
                assert!(out.stdout.contains(difficulty), "{}", out.stdout);
            }
        }
    }
}

/// A name mistyped in a study (`kind: safe-move`) gets the name it probably means (issue 53,
/// the newcomer's defect 3), in both languages, as a mistyped field does.
#[test]
fn a_mistyped_kind_gets_a_suggestion() {
    let dir = common::scratch("mistyped-kind");
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("studies/capture-is-optional.yaml"),
    )
    .unwrap()
    .replace("kind: list-actions", "kind: safe-move");
    assert!(text.contains("kind: safe-move"));
    let file = dir.join("a.yaml");
    std::fs::write(&file, text).unwrap();
    for (lang, said) in [
        ("en", "Did you mean safe-moves?"),
        ("id", "Apakah maksud Anda safe-moves?"),
    ] {
        let out = run(&["--lang", lang, "validate", file.to_str().unwrap()]);
        assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
        let all = (out.stdout + &out.stderr)
            .replace('\n', " ")
            .replace("    ", " ");
        assert!(all.contains(said), "{all}");
    }
}
