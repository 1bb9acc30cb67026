//! End-to-end tests of progress: the learner's flow through `practice` (introduction, welcome
//! back, numbering, `--retry`, `--due`, folders), `list`'s marks, and the progress file
//! surviving bad files, read-only files and two sessions at once. Text in both languages.

use crate::common;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::{run_stdin, snapshot, Output};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

/// A fresh folder for one test's progress file.
fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("foxgeese-progress-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// No wrapping: the progress file's path (a temporary folder, of any length) stands in the
/// text, so lines are compared before the terminal width would break them.
const WIDE: &[(&str, &str)] = &[("COLUMNS", "1000")];

/// Runs `args` with `--lang LANG` and `--state STATE` on `stdin`, the state path redacted.
fn session(lang: &str, state: &Path, args: &[&str], stdin: &str) -> Output {
    let state_arg = state.to_str().unwrap();
    let mut full = vec!["--lang", lang];
    full.extend_from_slice(args);
    full.extend_from_slice(&["--state", state_arg]);
    let mut out = run_stdin(&full, WIDE, stdin);
    for s in [&mut out.stdout, &mut out.stderr] {
        *s = s
            .replace(state_arg, "[state]")
            .replace(FIXTURES, "[fixtures]");
    }
    out
}

fn saved(state: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(state).unwrap()).unwrap()
}

/// Only the lines a learner reads around the studies: the first few and the last few.
fn frame(out: &Output) -> Output {
    let lines: Vec<&str> = out.stdout.lines().collect();
    let head = lines
        .iter()
        .take_while(|l| !l.contains("Study ") && !l.contains("Studi "));
    let mut text: Vec<String> = head.map(|l| l.to_string()).collect();
    text.extend(
        lines
            .iter()
            .filter(|l| l.starts_with("Study ") || l.starts_with("Studi "))
            .map(|l| l.to_string()),
    );
    text.push("[…]".into());
    let tail: Vec<&str> = lines.iter().rev().take(2).copied().collect();
    text.extend(tail.iter().rev().map(|l| l.to_string()));
    Output {
        code: out.code,
        stdout: text.join("\n") + "\n",
        stderr: out.stderr.clone(),
    }
}

#[test]
fn a_new_learner_is_introduced_then_welcomed_back() {
    for lang in ["en", "id"] {
        let dir = scratch(&format!("flow-{lang}"));
        let state = dir.join("progress.json");
        // The first study is Ply Yard's, after the introduction: solve it, skip the next.
        let out = session(
            lang,
            &state,
            &["practice"],
            "d4xd2 d4-d5 d4-e4\nskip\nquit\n",
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        assert!(out.stdout.contains("rulesets plyyard"), "{}", out.stdout);
        assert!(out.stdout.contains("capture-is-optional"), "{}", out.stdout);
        snapshot(&format!("progress-new-learner-{lang}"), &frame(&out));
        // Back again: welcomed with the count, study 2 keeps its number.
        let out = session(lang, &state, &["practice"], "quit\n");
        assert_eq!(out.code, 0, "{}", out.stderr);
        snapshot(&format!("progress-welcome-back-{lang}"), &frame(&out));
        let p = saved(&state);
        assert_eq!(p["version"], 4);
        assert_eq!(p["studies"]["capture-is-optional"]["box"], 1);
        assert_eq!(p["studies"]["goose-cannot-move-north"]["last"], "skipped");
        std::fs::remove_dir_all(dir).unwrap();
    }
}

#[test]
fn retry_brings_back_the_skipped_and_failed() {
    let dir = scratch("retry");
    let state = dir.join("progress.json");
    let out = session("en", &state, &["practice", "--retry"], "");
    assert_eq!(out.code, 0);
    snapshot("progress-retry-nothing-en", &out);
    // Skip one, fail another (a wrong answer, then quit).
    session("en", &state, &["practice"], "skip\nc5-b5\nquit\n");
    let p = saved(&state);
    assert_eq!(p["studies"]["capture-is-optional"]["last"], "skipped");
    assert_eq!(p["studies"]["goose-cannot-move-north"]["last"], "failed");
    for lang in ["en", "id"] {
        let out = session(lang, &state, &["practice", "--retry"], "skip\nquit\n");
        assert_eq!(out.code, 0, "{}", out.stderr);
        snapshot(&format!("progress-retry-{lang}"), &frame(&out));
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn due_brings_back_solved_studies_on_their_day() {
    let dir = scratch("due");
    let state = dir.join("progress.json");
    let record = |due: i64| {
        format!(
            r#"{{"version":2,"studies":{{"capture-is-optional":{{"attempts":1,"hints":0,"solved":true,"box":2,"due":{due},"last":"solved"}}}}}}"#
        )
    };
    std::fs::write(&state, record(99_999_999)).unwrap();
    for lang in ["en", "id"] {
        let out = session(lang, &state, &["practice", "--due"], "");
        snapshot(&format!("progress-due-nothing-{lang}"), &out);
    }
    std::fs::write(&state, record(1)).unwrap();
    let out = session("en", &state, &["practice", "--due"], "d4xd2 d4-d5 d4-e4\n");
    assert_eq!(out.code, 0, "{}", out.stderr);
    snapshot("progress-due-en", &frame(&out));
    let r = &saved(&state)["studies"]["capture-is-optional"];
    assert_eq!(r["box"], 3);
    assert_eq!(r["attempts"], 2);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_folder_is_practised_whole() {
    let dir = scratch("folder");
    let state = dir.join("progress.json");
    let folder = format!("{FIXTURES}/external");
    let out = session("en", &state, &["practice", &folder], "d6 b4 f4\n");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("Study 1 of 1"), "{}", out.stdout);
    assert_eq!(saved(&state)["studies"]["my-study"]["solved"], true);
    std::fs::remove_dir_all(dir).unwrap();
}

/// The summary of a session over one study agrees in number: "the one study here is not
/// solved yet", never "0 of one study here are solved now" (issue 25); so do the welcome
/// back and the line of a library whose one study is solved.
#[test]
fn one_study_is_counted_in_the_singular() {
    use foxgeese::i18n::{Lang, Localizer};
    use foxgeese::message::{ids, Message};
    let dir = scratch("one");
    let state = dir.join("progress.json");
    let folder = format!("{FIXTURES}/external");
    for (lang, skipped, solved, back, all) in [
        (
            Lang::En,
            "the one study here is not solved yet.",
            "the one study here is solved now.",
            "Welcome back: the one study here is solved.",
            "The one study here is solved.",
        ),
        (
            Lang::Id,
            "studi yang ada di sini belum selesai.",
            "studi yang ada di sini kini sudah selesai.",
            "Selamat datang kembali: studi yang ada di sini sudah selesai.",
            "Studi yang ada di sini sudah selesai.",
        ),
    ] {
        let _ = std::fs::remove_file(&state);
        let tag = lang.tag();
        let out = session(tag, &state, &["practice", &folder], "skip\n");
        assert!(out.stdout.contains(skipped), "{}", out.stdout);
        let out = session(tag, &state, &["practice", &folder], "d6 b4 f4\n");
        assert!(out.stdout.contains(solved), "{}", out.stdout);
        let out = session(tag, &state, &["practice", &folder], "");
        assert!(out.stdout.contains(back), "{}", out.stdout);
        let line =
            Localizer::new(lang).msg(&Message::new(ids::PRACTICE_ALL_SOLVED).arg("total", 1));
        assert!(line.starts_with(all), "{line}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn list_marks_progress() {
    let dir = scratch("list");
    let state = dir.join("progress.json");
    std::fs::write(
        &state,
        r#"{"version":2,"studies":{
            "capture-is-optional":{"attempts":1,"hints":0,"solved":true,"box":1,"due":1,"last":"solved"},
            "goose-cannot-move-north":{"attempts":0,"hints":0,"solved":false,"last":"skipped"}}}"#,
    )
    .unwrap();
    let out = session("en", &state, &["list", "--format", "json"], "");
    let json: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(json[0]["status"], "solved");
    assert_eq!(json[0]["due"], true);
    assert_eq!(json[1]["status"], "skipped");
    assert_eq!(json[2]["status"], "new");
    for lang in ["en", "id"] {
        let out = session(lang, &state, &["list", "--stage", "understand"], "");
        assert_eq!(out.code, 0, "{}", out.stderr);
        snapshot(&format!("progress-list-{lang}"), &out);
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// A study renamed keeps its former id as an alias (issue 25): a progress file's record under
/// the former id is the study's in `list`, `practice` finds the study by it, and a save keeps
/// the record under the new id only.
#[test]
fn a_renamed_study_keeps_its_record() {
    let dir = scratch("alias");
    let state = dir.join("progress.json");
    std::fs::write(
        &state,
        r#"{"version":2,"studies":{
            "surrounded-fox-can-jump":{"attempts":1,"hints":0,"solved":true,"box":1,"due":1,"last":"solved"},
            "ring-is-not-proof":{"attempts":0,"hints":0,"solved":false,"last":"skipped"}}}"#,
    )
    .unwrap();
    let out = session("en", &state, &["list", "--format", "json"], "");
    let json: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let status = |id: &str| {
        json.as_array()
            .unwrap()
            .iter()
            .find(|s| s["id"] == id)
            .unwrap_or_else(|| panic!("{id} in {json}"))["status"]
            .clone()
    };
    assert_eq!(status("surrounded-fox"), "solved");
    assert_eq!(status("ring-of-geese"), "skipped");
    let out = session(
        "en",
        &state,
        &["practice", "surrounded-fox-can-jump"],
        "no\n",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let saved = saved(&state);
    let r = &saved["studies"]["surrounded-fox"];
    assert_eq!(r["attempts"], 2, "{saved}");
    assert_eq!(r["solved"], true);
    assert!(
        saved["studies"].get("surrounded-fox-can-jump").is_none(),
        "{saved}"
    );
    assert!(saved["studies"].get("ring-of-geese").is_some(), "{saved}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_line_that_is_not_utf8_is_answered() {
    let dir = scratch("utf8");
    let state = dir.join("progress.json");
    let state_arg = state.to_str().unwrap();
    let mut stdin = b"\xff\xfe\n".to_vec();
    stdin.extend_from_slice(b"quit\n");
    let out = run_stdin(
        &["practice", "--state", state_arg, "capture-is-optional"],
        WIDE,
        stdin,
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("not UTF-8"), "{}", out.stdout);
    // An unreadable line is not an answer: nothing was written, and quitting says so.
    assert!(out.stdout.contains("Nothing to save yet"), "{}", out.stdout);
    assert!(!state.exists());
    // A skip is recorded: quitting at the next study says where it is.
    let out = run_stdin(&["practice", "--state", state_arg], WIDE, b"skip\nquit\n");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("Progress saved"), "{}", out.stdout);
    assert!(state.exists());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_progress_files_are_reported_and_kept() {
    let dir = scratch("bad");
    let state = dir.join("progress.json");
    let cases: &[(&str, &str)] = &[
        ("truncated", "{\"version\":2,\"studies\":{\"a\":{\"att"),
        ("foreign", "{\"name\":\"my-package\",\"version\":\"1.0.0\"}"),
        ("future", "{\"version\":7,\"studies\":{}}"),
    ];
    for (name, text) in cases {
        std::fs::write(&state, text).unwrap();
        for lang in ["en", "id"] {
            let out = session(lang, &state, &["practice"], "");
            assert_eq!(out.code, 2);
            snapshot(&format!("progress-bad-{name}-{lang}"), &out);
        }
        // --reset refuses too: the file is not a progress file.
        let out = session("en", &state, &["practice", "--reset"], "quit\n");
        assert_eq!(out.code, 2);
        assert_eq!(std::fs::read_to_string(&state).unwrap(), *text);
    }
    let out = session("id", &state, &["practice", "--reset"], "");
    snapshot("progress-reset-refused-id", &out);
    // A folder where the file should be.
    let out = session("en", &dir, &["practice"], "");
    assert_eq!(out.code, 2);
    snapshot("progress-is-a-folder-en", &out);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_read_only_progress_file_is_not_overwritten() {
    let dir = scratch("readonly");
    let state = dir.join("progress.json");
    let text = "{\"version\":1,\"studies\":{}}";
    std::fs::write(&state, text).unwrap();
    let mut perm = std::fs::metadata(&state).unwrap().permissions();
    perm.set_readonly(true);
    std::fs::set_permissions(&state, perm).unwrap();
    for lang in ["en", "id"] {
        let out = session(lang, &state, &["practice", "capture-is-optional"], "skip\n");
        assert_eq!(out.code, 2);
        snapshot(
            &format!("progress-read-only-{lang}"),
            &Output {
                stdout: String::new(),
                ..out
            },
        );
    }
    assert_eq!(std::fs::read_to_string(&state).unwrap(), text);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn two_sessions_at_once_keep_both() {
    let dir = scratch("two");
    let state = dir.join("progress.json");
    let state_arg = state.to_str().unwrap();
    // Session A opens the file and waits at its first prompt.
    let mut a = Command::new(env!("CARGO_BIN_EXE_foxgeese"))
        .args([
            "--lang",
            "en",
            "practice",
            "--state",
            state_arg,
            "capture-is-optional",
        ])
        .env("XDG_DATA_HOME", "/proc/foxgeese-tests-no-data")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait for A's first prompt: by then it has read the file.
    let mut a_out = a.stdout.take().unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    while !String::from_utf8_lossy(&seen).contains("Your answer") {
        let n = a_out.read(&mut buf).unwrap();
        assert!(n > 0, "session A ended early");
        seen.extend_from_slice(&buf[..n]);
    }
    // Session B solves another study and ends.
    let out = run_stdin(
        &["practice", "--state", state_arg, "list-fox-actions"],
        WIDE,
        "d4-c4 d4-d3 d4xd6\n",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    // Session A solves its study and saves after B.
    let mut stdin = a.stdin.take().unwrap();
    stdin.write_all(b"d4xd2 d4-d5 d4-e4\n").unwrap();
    drop(stdin);
    let mut rest = String::new();
    a_out.read_to_string(&mut rest).unwrap();
    assert!(a.wait().unwrap().success());
    let p = saved(&state);
    assert_eq!(p["studies"]["list-fox-actions"]["solved"], true);
    assert_eq!(p["studies"]["capture-is-optional"]["solved"], true);
    // No temporary file is left beside it: only the file and its lock file (which stays).
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let file = state.file_name().unwrap().to_string_lossy().into_owned();
    assert_eq!(names, [format!(".{file}.lock"), file]);
    std::fs::remove_dir_all(dir).unwrap();
}

#[cfg(unix)]
#[test]
fn a_symlinked_private_progress_file_stays_so() {
    use std::os::unix::fs::{symlink, PermissionsExt};
    let dir = scratch("link");
    let real = dir.join("real.json");
    std::fs::write(&real, "{\"version\":2,\"studies\":{}}").unwrap();
    std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o600)).unwrap();
    let link = dir.join("progress.json");
    symlink(&real, &link).unwrap();
    let out = session("en", &link, &["practice", "capture-is-optional"], "skip\n");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(
        saved(&real)["studies"]["capture-is-optional"]["last"],
        "skipped"
    );
    let mode = std::fs::metadata(&real).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    std::fs::remove_dir_all(dir).unwrap();
}

/// A progress file that could not be saved because of its folder (here a file stands where
/// the folder should be, which even root cannot write through) is refused before the first
/// study or puzzle is asked, not after the whole session is graded (issue 52, finding 4).
#[test]
fn an_unwritable_folder_is_refused_before_the_session() {
    let dir = scratch("unwritable-folder");
    std::fs::write(dir.join("afile"), "x").unwrap();
    let state = dir.join("afile").join("progress.json");
    for args in [&["practice"][..], &["practice", "--puzzles"][..]] {
        for lang in ["en", "id"] {
            let out = session(lang, &state, args, "skip\nskip\nquit\n");
            assert_eq!(out.code, 2, "{args:?}: {}", out.stderr);
            assert!(
                out.stdout.is_empty(),
                "{args:?} asked first:\n{}",
                out.stdout
            );
            assert!(out.stderr.contains("[state]"), "{}", out.stderr);
        }
    }
    std::fs::remove_dir_all(dir).unwrap();
}
