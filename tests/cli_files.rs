//! The files foxgeese keeps or writes, under faults (issue 25, "Files foxgeese keeps or
//! writes"): the fault-injection audit's cases, kept so that they run again. Each run has a
//! deadline: a command that waits (on a FIFO, say) fails its test instead of hanging the suite.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{snapshot, Output};

/// How long any one run may take here.
const DEADLINE: Duration = Duration::from_secs(60);

/// The ruleset whose small tables the tests build.
const DRAUGHTS: &str = "boys-own-1870-draughts";

/// The words of `text`, one space apart (a table's cell or a message wraps anywhere).
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A scratch folder, emptied.
fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-files-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs the binary in `dir` with a clean environment, killed (and the test failed) after
/// [`DEADLINE`].
fn run_in(dir: &Path, args: &[&str]) -> Output {
    let mut c = common::command(args, &[]);
    c.current_dir(dir);
    common::spawn_within(c, b"", DEADLINE)
}

/// Runs `args` in `dir` in both languages, snapshotting `<name>-<lang>`.
fn both(name: &str, dir: &Path, args: &[&str]) {
    for lang in ["en", "id"] {
        let mut full = vec!["--lang", lang];
        full.extend_from_slice(args);
        snapshot(&format!("{name}-{lang}"), &run_in(dir, &full));
    }
}

/// Makes a FIFO at `path`; false where `mkfifo` is missing.
fn mkfifo(path: &Path) -> bool {
    Command::new("mkfifo")
        .arg(path)
        .status()
        .is_ok_and(|s| s.success())
}

/// Whether this process can read a file whose permissions forbid it (it runs as root).
fn ignores_permissions(dir: &Path) -> bool {
    let f = dir.join("probe");
    std::fs::write(&f, "x").unwrap();
    let _ = Command::new("chmod").args(["000"]).arg(&f).status();
    let readable = std::fs::read(&f).is_ok();
    std::fs::remove_file(&f).unwrap();
    readable
}

/// Builds the small tables of the draught board (up to three geese: 2 + 60 + 576 KB) into
/// `dir/tables`.
fn build_small(dir: &Path) {
    let out = run_in(
        dir,
        &[
            "tables",
            "build",
            "--ruleset",
            DRAUGHTS,
            "--geese",
            "3",
            "--tables",
            "tables",
        ],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
}

/// `tables list` on a FIFO named like a table says it is no regular file, at once.
#[test]
fn tables_list_does_not_wait_on_a_fifo() {
    let dir = scratch("list-fifo");
    std::fs::create_dir_all(dir.join("tables")).unwrap();
    if !mkfifo(&dir.join("tables").join("boys-own-1870-draughts-g01.fgt")) {
        return; // no mkfifo here
    }
    both(
        "tables-list-fifo",
        &dir,
        &["tables", "list", "--tables", "tables"],
    );
    let out = run_in(
        &dir,
        &["tables", "list", "--tables", "tables", "--format", "json"],
    );
    assert_eq!(out.code, 1, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["tables"][0]["status"], "unreadable");
}

/// A whole table copied under another table's name is not "ok": the solver would read it as
/// the table its name says. Damaged tables make `tables list` exit 1.
#[test]
fn tables_list_refuses_a_table_under_another_name_and_exits_1() {
    let dir = scratch("list-copied");
    build_small(&dir);
    let tables = dir.join("tables");
    let out = run_in(&dir, &["tables", "list", "--tables", "tables"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    std::fs::copy(
        tables.join("boys-own-1870-draughts-g03.fgt"),
        tables.join("boys-own-1870-draughts-g02.fgt"),
    )
    .unwrap();
    both(
        "tables-list-copied",
        &dir,
        &["tables", "list", "--tables", "tables"],
    );
    let out = run_in(
        &dir,
        &["tables", "list", "--tables", "tables", "--format", "json"],
    );
    assert_eq!(out.code, 1);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let statuses: Vec<_> = v["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["file"].as_str().unwrap(), t["status"].as_str().unwrap()))
        .collect();
    assert_eq!(
        statuses,
        [
            ("tables/boys-own-1870-draughts-g01.fgt", "ok"),
            ("tables/boys-own-1870-draughts-g02.fgt", "damaged"),
            ("tables/boys-own-1870-draughts-g03.fgt", "ok"),
        ]
    );
}

/// A table the user may not read is "unreadable", with the system's reason, not "damaged".
#[cfg(unix)]
#[test]
fn tables_list_says_permission_denied() {
    let dir = scratch("list-denied");
    if ignores_permissions(&dir) {
        return; // root reads everything: nothing to test
    }
    build_small(&dir);
    let file = dir.join("tables").join("boys-own-1870-draughts-g01.fgt");
    assert!(Command::new("chmod")
        .arg("000")
        .arg(&file)
        .status()
        .unwrap()
        .success());
    let out = run_in(&dir, &["tables", "list", "--tables", "tables"]);
    assert_eq!(out.code, 1);
    assert!(words(&out.stdout).contains("unreadable"), "{}", out.stdout);
    assert!(
        words(&out.stdout).contains("permission denied"),
        "{}",
        out.stdout
    );
}

/// `prove --checkpoint` on a FIFO, or on a symlink loop, is refused before any search, with
/// the fault named.
#[cfg(unix)]
#[test]
fn prove_refuses_a_checkpoint_it_cannot_write_before_searching() {
    let dir = scratch("prove-checkpoint");
    let prove = |file: &str| {
        [
            "prove",
            "--ruleset",
            "two-foxes",
            "--position",
            "3/GGG/GGGGGGG/GF3FG/G5G/3/3 g 5",
            "--for",
            "fox",
            "--memory",
            "16",
            "--budget",
            "600",
            "--tables",
            "tables",
            "--checkpoint",
            file,
        ]
        .map(String::from)
    };
    if mkfifo(&dir.join("pipe.proof")) {
        let started = Instant::now();
        let out = run_in(&dir, &prove("pipe.proof").each_ref().map(String::as_str));
        assert_eq!(out.code, 2, "{}", out.stderr);
        assert!(
            words(&out.stderr).contains("not a regular file"),
            "{}",
            out.stderr
        );
        assert!(started.elapsed() < Duration::from_secs(30));
    }
    std::os::unix::fs::symlink("b.proof", dir.join("a.proof")).unwrap();
    std::os::unix::fs::symlink("a.proof", dir.join("b.proof")).unwrap();
    let started = Instant::now();
    let args = prove("a.proof");
    let args = args.each_ref().map(String::as_str);
    for lang in ["en", "id"] {
        let out = run_in(&dir, &[&["--lang", lang][..], &args].concat());
        snapshot(&format!("bad-prove-checkpoint-loop-{lang}"), &out);
    }
    // Refused before the search: not after its 600 s.
    assert!(started.elapsed() < Duration::from_secs(30));
}

/// `tables build` checks every block of the tables it keeps, the last one too: a damaged one
/// is refused with the way to rebuild it, not kept with "Nothing to build".
#[test]
fn tables_build_refuses_a_damaged_block_of_the_last_table() {
    let dir = scratch("build-damaged");
    build_small(&dir);
    let file = dir.join("tables").join("boys-own-1870-draughts-g03.fgt");
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&file, &bytes).unwrap();
    let args = [
        "tables",
        "build",
        "--ruleset",
        DRAUGHTS,
        "--geese",
        "3",
        "--tables",
        "tables",
    ];
    let out = run_in(&dir, &args);
    assert_eq!(out.code, 2, "{}", out.stdout);
    let said = words(&out.stderr);
    assert!(said.contains("its checksum does not match"), "{said}");
    assert!(
        said.contains("Delete the file and build it again"),
        "{said}"
    );
    assert_eq!(
        std::fs::read(&file).unwrap(),
        bytes,
        "the file is left as it is"
    );
}

/// A cut-short table of the real Ply Yard game (more captures than geese) gets the hint to
/// delete and rebuild it; a table only made on demand gets the hint that fits it.
#[test]
fn a_cut_short_ply_yard_table_gets_the_rebuild_hint() {
    let dir = scratch("plyyard-cut");
    let build = [
        "tables",
        "build",
        "--ruleset",
        "plyyard",
        "--geese",
        "5",
        "--tables",
        "tables",
    ];
    assert_eq!(run_in(&dir, &build).code, 0);
    let file = dir.join("tables").join("plyyard-g05-c08.fgt");
    let len = std::fs::metadata(&file).unwrap().len();
    let f = std::fs::OpenOptions::new().write(true).open(&file).unwrap();
    f.set_len(len - 1).unwrap();
    drop(f);
    both("bad-tables-build-cut-short", &dir, &build);

    // Two geese, eight captured: a table `analyze` makes on demand, never `tables build`.
    let analyze = [
        "analyze",
        "--position",
        "3/3/7/2GF3/3G3/3/3 f 8",
        "--tables",
        "tables",
    ];
    assert_eq!(run_in(&dir, &analyze).code, 0);
    let file = dir.join("tables").join("plyyard-g02-c08.fgt");
    let len = std::fs::metadata(&file).unwrap().len();
    let f = std::fs::OpenOptions::new().write(true).open(&file).unwrap();
    f.set_len(len - 1).unwrap();
    drop(f);
    both("bad-analyze-cut-short-on-demand", &dir, &analyze);
}

/// `export -o DIR` never overwrites a file foxgeese did not write (without `--force`), removes
/// its own stale pages and nothing else, and names a file standing where the folder should be.
#[test]
fn export_keeps_what_it_did_not_write() {
    let dir = scratch("export");
    std::fs::create_dir_all(dir.join("site")).unwrap();
    std::fs::write(dir.join("site").join("index.html"), "my home page").unwrap();
    let one = ["export", "-o", "site", "--lang", "en"];
    both("bad-export-not-ours", &dir, &one[..3]);
    assert_eq!(run_in(&dir, &one).code, 2);
    assert_eq!(
        std::fs::read_to_string(dir.join("site").join("index.html")).unwrap(),
        "my home page"
    );
    assert_eq!(std::fs::read_dir(dir.join("site")).unwrap().count(), 1);
    let forced = run_in(&dir, &[&one[..], &["--force"]].concat());
    assert_eq!(forced.code, 0, "{}", forced.stderr);

    // A page of foxgeese's whose study is gone is removed; the user's page beside it stays.
    let en = dir.join("site").join("en");
    std::fs::copy(en.join("index.html"), en.join("mine.html")).unwrap();
    let manifest = dir.join("site").join(".foxgeese-export");
    let listed = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(en.join("gone-study.html"), "old page").unwrap();
    std::fs::write(&manifest, format!("{listed}en/gone-study.html\n")).unwrap();
    let again = run_in(&dir, &one);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert!(words(&again.stdout).contains("Removed the page of a study no longer in the book"));
    assert!(!en.join("gone-study.html").exists());
    assert!(en.join("mine.html").exists());
    assert_eq!(std::fs::read_to_string(&manifest).unwrap(), listed);

    std::fs::write(dir.join("afile"), "").unwrap();
    both(
        "bad-export-under-a-file",
        &dir,
        &["export", "-o", "afile/book"],
    );
}

/// The temporary files of `dir` (`.NAME.PID.N.tmp`).
fn temporaries(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with('.') && n.ends_with(".tmp"))
                .collect()
        })
        .unwrap_or_default()
}

/// A temporary file a killed build left (its process gone) is removed by the next save beside
/// it; one of a process that still runs is left alone.
#[cfg(target_os = "linux")]
#[test]
fn stale_temporaries_are_removed_by_the_next_run() {
    let dir = scratch("stale-tmp");
    let tables = dir.join("tables");
    std::fs::create_dir_all(&tables).unwrap();
    let gone = tables.join(".boys-own-1870-draughts-g02.fgt.99999999.0.tmp");
    let alive = tables.join(format!(
        ".boys-own-1870-draughts-g02.fgt.{}.0.tmp",
        std::process::id()
    ));
    std::fs::write(&gone, vec![0u8; 4096]).unwrap();
    std::fs::write(&alive, "x").unwrap();
    build_small(&dir);
    assert!(!gone.exists());
    assert!(alive.exists());
    // Beside a table that is not built again, too.
    let gone = tables.join(".boys-own-1870-draughts-g01.fgt.99999999.3.tmp");
    std::fs::write(&gone, "x").unwrap();
    build_small(&dir);
    assert!(!gone.exists());
}

/// Ctrl-C while `tables build` writes a table removes the table's temporary file and exits
/// with 130. (The window is a moment: when the build ends before a temporary file is seen,
/// there is nothing to check.)
#[cfg(unix)]
#[test]
fn ctrl_c_during_a_build_leaves_no_temporary_file() {
    let dir = scratch("build-ctrl-c");
    let tables = dir.join("tables");
    let mut child = Command::new(env!("CARGO_BIN_EXE_foxgeese"))
        .args([
            "tables",
            "build",
            "--ruleset",
            "plyyard",
            "--geese",
            "5",
            "--tables",
            "tables",
        ])
        .current_dir(&dir)
        .env("XDG_DATA_HOME", "/proc/foxgeese-tests-no-data")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    let seen = loop {
        if !temporaries(&tables).is_empty() {
            break true;
        }
        if child.try_wait().unwrap().is_some() || started.elapsed() > DEADLINE {
            break false;
        }
        std::thread::sleep(Duration::from_micros(200));
    };
    if seen {
        let pid = child.id().to_string();
        assert!(Command::new("kill")
            .args(["-INT", &pid])
            .status()
            .unwrap()
            .success());
    }
    let status = child.wait().unwrap();
    if seen {
        // 130 when Ctrl-C came in time; 0 when the build had just ended. Never killed by the
        // signal (the default handling), which would leave the temporary file.
        assert!(matches!(status.code(), Some(130 | 0)), "{status:?}");
        assert_eq!(temporaries(&tables), Vec::<String>::new());
    } else {
        eprintln!("the build ended before a temporary file was seen: nothing to check");
    }
}

/// A file where the table folder (or the checkpoint's folder) should be is named as that, in
/// both languages, for every command that meets it.
#[test]
fn a_file_where_a_folder_should_be_is_named() {
    let dir = scratch("path-faults");
    std::fs::write(dir.join("afile"), "x").unwrap();
    both(
        "bad-tables-list-folder-is-a-file",
        &dir,
        &["tables", "list", "--tables", "afile"],
    );
    for (tables, want) in [("afile", 2), ("afile/sub", 2)] {
        let out = run_in(
            &dir,
            &[
                "tables",
                "build",
                "--ruleset",
                DRAUGHTS,
                "--geese",
                "1",
                "--tables",
                tables,
            ],
        );
        assert_eq!(out.code, want);
        assert_eq!(
            out.stderr, "error: afile is a file, not a folder.\n",
            "{tables}"
        );
    }
    let out = run_in(
        &dir,
        &["prove", "--nodes", "10", "--checkpoint", "afile/x.proof"],
    );
    assert_eq!(out.code, 2);
    assert_eq!(out.stderr, "error: afile is a file, not a folder.\n");
}

/// A build short of memory (an address-space limit, `ulimit -v`) ends with an error and exit 2,
/// never an abort (SIGABRT, exit 134); where the table's own arrays are what cannot be had, the
/// error says how much the build needs. The limits bracket the 60-million-position table's
/// 180 MB.
#[cfg(target_os = "linux")]
#[test]
fn a_build_short_of_memory_is_an_error_not_an_abort() {
    let dir = scratch("no-memory");
    let bin = env!("CARGO_BIN_EXE_foxgeese");
    let mut estimates = 0;
    for kib in [200_000, 260_000, 300_000, 340_000] {
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!(
                "ulimit -v {kib} && exec \"$0\" tables build --ruleset plyyard --geese 6 --tables t{kib}"
            ))
            .arg(bin)
            .current_dir(&dir)
            .env("XDG_DATA_HOME", "/proc/foxgeese-tests-no-data")
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            matches!(out.status.code(), Some(0 | 2)),
            "{kib} KiB: {:?} {stderr}",
            out.status
        );
        assert!(
            !stderr.contains("memory allocation of"),
            "{kib} KiB: {stderr}"
        );
        if words(&stderr).contains("needs about") {
            estimates += 1;
        }
    }
    eprintln!("{estimates} of the runs gave the build's estimate");
}

/// `review` keeps to its total budget (default a minute), however long the record, and says
/// which plies it could not give the whole per-position budget.
#[test]
fn review_keeps_to_its_total_budget() {
    let dir = scratch("review-total");
    let record = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/club-night.txt"
    );
    let started = Instant::now();
    let out = run_in(
        &dir,
        &[
            "review",
            record,
            "--budget",
            "30",
            "--total-budget",
            "2",
            "--tables",
            "tables",
            "--format",
            "json",
        ],
    );
    // Nine positions at 30 s each would be 4.5 min; the whole may take 2 s and some slack.
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["total_budget"], 2.0);
    let missed: Vec<u64> = v["not_reached"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_u64().unwrap())
        .collect();
    assert_eq!(missed, (1..=8).collect::<Vec<_>>());
    let text = run_in(
        &dir,
        &[
            "review",
            record,
            "--budget",
            "30",
            "--total-budget",
            "1",
            "--tables",
            "tables",
        ],
    );
    assert!(
        words(&text.stdout).contains(
            "The total budget of 1 s was too short to give 8 plies (from ply 1 to 8) the whole --budget"
        ),
        "{}",
        text.stdout
    );
}

/// The peak resident memory of a run, in KiB, measured by GNU time (`None` without it).
fn peak_kib(dir: &Path, args: &[&str]) -> Option<u64> {
    let time = Path::new("/usr/bin/time");
    if !time.exists() {
        return None;
    }
    let out = Command::new(time)
        .arg("-v")
        .arg(env!("CARGO_BIN_EXE_foxgeese"))
        .args(args)
        .current_dir(dir)
        .env("XDG_DATA_HOME", "/proc/foxgeese-tests-no-data")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .find_map(|l| {
            l.trim()
                .strip_prefix("Maximum resident set size (kbytes): ")
        })
        .and_then(|n| n.parse().ok())
}

/// `analyze --memory` bounds the search's table of positions: the start searched for 5 s
/// within 8 MiB stays near the program's own size (it grows past 60 MB with 1024).
#[test]
fn analyze_memory_bounds_its_search_table() {
    let dir = scratch("analyze-memory");
    let args = [
        "analyze", "--budget", "5", "--tables", "tables", "--memory", "8",
    ];
    let Some(kib) = peak_kib(&dir, &args) else {
        return; // no GNU time here
    };
    assert!(kib < 40_000, "{kib} KiB");
    let bad = run_in(&dir, &["analyze", "--memory", "0"]);
    assert_eq!(bad.code, 2);
}

/// Outputs are refused before the work, not after it (issue 52, finding 10): `train -o` a
/// file that is not a weights file (kept as it was, unless `--force`), `train -o` a link into
/// a folder that does not exist (whose folders are not made), and `tables build` into a
/// folder that cannot be written, each exit 2 at once.
#[test]
fn outputs_are_refused_before_the_work() {
    let dir = scratch("outputs-early");
    std::fs::write(dir.join("notes.txt"), "my notes\n").unwrap();
    let out = run_in(&dir, &["train", "-o", "notes.txt", "--samples", "10"]);
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(
        words(&out.stderr).contains("is not a weights file"),
        "{}",
        out.stderr
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("notes.txt")).unwrap(),
        "my notes\n"
    );
    // With --force it is replaced, once there is something to write: here the tables are
    // missing, so the refusal is theirs, and the file is still as it was.
    let out = run_in(
        &dir,
        &["train", "-o", "notes.txt", "--force", "--samples", "10"],
    );
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(
        !words(&out.stderr).contains("is not a weights file"),
        "{}",
        out.stderr
    );

    std::os::unix::fs::symlink("missing/folder/w.txt", dir.join("link.txt")).unwrap();
    let out = run_in(&dir, &["train", "-o", "link.txt", "--samples", "10"]);
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(
        words(&out.stderr).contains("cannot be written"),
        "{}",
        out.stderr
    );
    assert!(!dir.join("missing").exists());
    let out = run_in(
        &dir,
        &[
            "mine",
            "--tables",
            "t",
            "--geese",
            "3",
            "-r",
            "boys-own-1870-draughts",
            "-o",
            "link.txt",
        ],
    );
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(!dir.join("missing").exists());

    // A folder that cannot be written: /proc refuses every new entry, even to root.
    if Path::new("/proc/self").exists() {
        let started = Instant::now();
        let out = run_in(
            &dir,
            &[
                "tables",
                "build",
                "--ruleset",
                "boys-own-1870-draughts",
                "--geese",
                "3",
                "--tables",
                "/proc/foxgeese-tables",
            ],
        );
        assert_eq!(out.code, 2, "{}", out.stderr);
        assert!(
            words(&out.stderr).contains("Nothing was built"),
            "{}",
            out.stderr
        );
        assert!(started.elapsed() < Duration::from_secs(30));
    }
}
