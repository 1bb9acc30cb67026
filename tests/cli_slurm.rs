//! End-to-end tests of the build as separate jobs (issue 29): `tables plan`'s graph and its
//! JSON, `tables build --part` (exit 3 for an input missing or damaged, nothing done when the
//! part is built, two workers on one part, a worker killed with SIGKILL), and the Slurm
//! scripts' stand-in (`deploy/slurm/submit.sh --stand-in`), which runs the same steps as the
//! array jobs, in parallel, with `SLURM_ARRAY_TASK_ID` set. Small tables only (up to seven
//! geese of Ply Yard).

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::Output;

fn scratch(name: &str) -> PathBuf {
    common::scratch(&format!("cli-slurm-{name}"))
}

fn run_in(dir: &Path, args: &[&str]) -> Output {
    common::run_env_in(dir, args, &[])
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_str(&out.stdout).unwrap_or_else(|e| panic!("{e}: {}", out.stdout))
}

/// `tables plan` of Ply Yard to `geese` geese, the levels from `from` in parts, as JSON.
fn plan(dir: &Path, geese: &str, from: &str) -> serde_json::Value {
    let out = run_in(
        dir,
        &[
            "tables",
            "plan",
            "--geese",
            geese,
            "--parts-from",
            from,
            "--tables",
            "tables",
            "--format",
            "json",
        ],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    json(&out)
}

/// `tables build --part ID` in `dir/tables`, the levels from `from` geese in parts.
fn part(dir: &Path, id: &str, from: &str, extra: &[&str]) -> Output {
    let mut args = vec![
        "tables",
        "build",
        "--part",
        id,
        "--parts-from",
        from,
        "--tables",
        "tables",
    ];
    args.extend_from_slice(extra);
    run_in(dir, &args)
}

/// The one-process build of the same tables, in `dir/tables`.
fn one_process(dir: &Path, geese: &str, from: &str) {
    let out = run_in(
        dir,
        &[
            "tables",
            "build",
            "--geese",
            geese,
            "--parts-from",
            from,
            "--tables",
            "tables",
        ],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
}

/// Every table and part file under `dir`, relative, sorted.
fn table_files(dir: &Path) -> Vec<PathBuf> {
    fn walk(root: &Path, at: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(at).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(root, &p, out);
            } else if p.extension().is_some_and(|x| x == "fgt" || x == "fgq") {
                out.push(p.strip_prefix(root).unwrap().to_path_buf());
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

/// The same files, byte for byte.
fn same_files(a: &Path, b: &Path) {
    let (fa, fb) = (table_files(a), table_files(b));
    assert!(!fa.is_empty());
    assert_eq!(fa, fb);
    for f in fa {
        assert!(
            std::fs::read(a.join(&f)).unwrap() == std::fs::read(b.join(&f)).unwrap(),
            "{f:?} differs"
        );
    }
}

/// The plan's JSON has the contract's fields; every input is a part before the one that
/// reads it; the totals add the parts up; `built` follows the folder.
#[test]
fn plan_json_has_the_contract_fields_and_follows_the_folder() {
    let dir = scratch("plan");
    let p = plan(&dir, "6", "6");
    let parts = p["parts"].as_array().unwrap();
    // Five geese whole, six in parts.
    assert_eq!(parts[0]["id"], "plyyard-g05-c08");
    assert!(parts.len() > 10, "{}", parts.len());
    let mut seen: Vec<String> = Vec::new();
    let (mut positions, mut disk, mut memory) = (0u64, 0u64, 0u64);
    for x in parts {
        for field in [
            "id",
            "inputs",
            "files",
            "positions",
            "memory_bytes",
            "disk_bytes",
            "seconds",
            "built",
        ] {
            assert!(x.get(field).is_some(), "{field} in {x}");
        }
        for i in x["inputs"].as_array().unwrap() {
            assert!(seen.contains(&i.as_str().unwrap().to_string()), "{x}");
        }
        assert_eq!(x["built"], false);
        assert!(x["seconds"].as_f64().unwrap() >= 0.0);
        let file = x["files"][0].as_str().unwrap();
        assert!(file.starts_with("tables/"), "{file}");
        positions += x["positions"].as_u64().unwrap();
        disk += x["disk_bytes"].as_u64().unwrap();
        memory = memory.max(x["memory_bytes"].as_u64().unwrap());
        seen.push(x["id"].as_str().unwrap().to_string());
    }
    // 5 and 6 geese of the real game: 13,290,816 + 59,808,672 positions.
    assert_eq!(positions, 73_099_488);
    assert_eq!(p["total"]["positions"], positions);
    assert_eq!(p["total"]["disk_bytes"], disk);
    assert_eq!(p["total"]["memory_bytes"], memory);
    assert_eq!(p["total"]["parts"], parts.len());
    assert_eq!(p["total"]["built"], 0);
    one_process(&dir, "6", "6");
    let after = plan(&dir, "6", "6");
    assert_eq!(after["total"]["built"], parts.len());
    // The disk estimate holds the compact files, a cautious bound on their size.
    let on_disk: u64 = table_files(&dir.join("tables"))
        .iter()
        .map(|f| std::fs::metadata(dir.join("tables").join(f)).unwrap().len())
        .sum();
    let estimate = after["total"]["disk_bytes"].as_u64().unwrap();
    assert!(on_disk <= estimate, "{on_disk} {estimate}");
    // Text: the summary by goose count and the totals, in both languages.
    for (lang, words) in [("en", "In all: "), ("id", "Seluruhnya: ")] {
        let t = run_in(
            &dir,
            &[
                "--lang",
                lang,
                "tables",
                "plan",
                "--geese",
                "6",
                "--parts-from",
                "6",
                "--tables",
                "tables",
            ],
        );
        assert_eq!(t.code, 0);
        assert!(t.stdout.contains(words), "{}", t.stdout);
    }
}

/// A part whose input is not built exits 3 and names the input; an id the plan does not have
/// is bad input (exit 2); a part built already is a no-op (exit 0), in both languages.
#[test]
fn a_missing_input_exits_3_and_a_built_part_is_a_no_op() {
    let dir = scratch("exit3");
    let p = plan(&dir, "6", "5");
    let first_six = p["parts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["id"].as_str().unwrap().starts_with("plyyard-g06"))
        .unwrap()
        .clone();
    let id = first_six["id"].as_str().unwrap();
    let input = first_six["inputs"][0].as_str().unwrap();
    for lang in ["en", "id"] {
        let out = part(&dir, id, "5", &["--lang", lang]);
        assert_eq!(out.code, 3, "{}{}", out.stdout, out.stderr);
        assert!(out.stderr.contains(input), "{}", out.stderr);
        assert!(out.stderr.contains("--part"), "{}", out.stderr);
    }
    assert!(!dir
        .join("tables")
        .join("plyyard-g06-c07.parts")
        .join("s")
        .exists());
    for bad in ["plyyard-g06-c07/s999", "plyyard-g06", "nothing"] {
        let out = part(&dir, bad, "5", &[]);
        assert_eq!(out.code, 2, "{bad}: {}", out.stderr);
        assert!(out.stderr.contains(bad), "{}", out.stderr);
    }
    // Five geese in parts: every part in order, one process each; then one again does
    // nothing.
    let five = plan(&dir, "5", "5");
    let five = five["parts"].as_array().unwrap();
    for x in five {
        let out = part(&dir, x["id"].as_str().unwrap(), "5", &["--format", "json"]);
        assert_eq!(out.code, 0, "{}", out.stderr);
        assert_eq!(json(&out)["status"], "built");
    }
    let id = five[five.len() / 2]["id"].as_str().unwrap();
    let again = part(&dir, id, "5", &["--format", "json"]);
    assert_eq!(again.code, 0);
    assert_eq!(json(&again)["status"], "present");
    for (lang, words) in [("en", "built already"), ("id", "sudah dibuat")] {
        let out = part(&dir, id, "5", &["--lang", lang]);
        assert_eq!(out.code, 0);
        assert!(out.stdout.contains(words), "{}", out.stdout);
    }
    let fresh = scratch("exit3-fresh");
    one_process(&fresh, "5", "5");
    same_files(&dir.join("tables"), &fresh.join("tables"));
}

/// The one-process build of Ply Yard to six geese, five and six in parts (built once).
fn six_in_parts() -> &'static Path {
    static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let dir = scratch("six-in-parts");
        one_process(&dir, "6", "5");
        dir.join("tables")
    })
}

/// The one-process build of Ply Yard to seven geese, all whole (built once for the tests that
/// compare with it).
fn seven_whole() -> &'static Path {
    static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let dir = scratch("seven-whole");
        one_process(&dir, "7", "9");
        dir.join("tables")
    })
}

fn spawn_part(dir: &Path, id: &str, from: &str) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_foxgeese"))
        .args([
            "tables",
            "build",
            "--part",
            id,
            "--parts-from",
            from,
            "--tables",
            "tables",
            "--format",
            "json",
        ])
        .current_dir(dir)
        .env("XDG_DATA_HOME", "/proc/foxgeese-tests-no-data")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Two workers on one part at once: one builds it, the other waits for the lock and finds it
/// built; the file is the one-process build's.
#[test]
fn two_workers_on_one_part_build_it_once() {
    let dir = scratch("two");
    one_process(&dir, "6", "9");
    let a = spawn_part(&dir, "plyyard-g07-c06", "9");
    let b = spawn_part(&dir, "plyyard-g07-c06", "9");
    let mut statuses = Vec::new();
    for c in [a, b] {
        let out = c.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        statuses.push(j["status"].as_str().unwrap().to_string());
    }
    statuses.sort();
    assert_eq!(statuses, ["built", "present"]);
    same_files(&dir.join("tables"), seven_whole());
}

/// A worker killed with SIGKILL halfway through its part leaves the lock file (its lock
/// dropped by the system) and perhaps a temporary file: the next worker is not blocked,
/// builds the part, and leaves no temporary file.
#[test]
fn a_worker_killed_halfway_leaves_nothing_in_the_way() {
    let dir = scratch("kill");
    one_process(&dir, "6", "9");
    let tables = dir.join("tables");
    let lock = tables.join(".plyyard-g07-c06.fgt.lock");
    let mut child = spawn_part(&dir, "plyyard-g07-c06", "9");
    let start = Instant::now();
    while !lock.exists() {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the worker locks"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    std::thread::sleep(Duration::from_millis(300));
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(lock.exists());
    let out = part(&dir, "plyyard-g07-c06", "9", &["--format", "json"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(json(&out)["status"], "built");
    let left: Vec<String> = std::fs::read_dir(&tables)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    same_files(&tables, seven_whole());
}

/// A damaged part is named by `tables verify` (whatever the sample) and by a part that reads
/// it (exit 3); built again, the build goes on.
#[test]
fn a_damaged_part_is_named_by_verify_and_by_its_readers() {
    let dir = scratch("damaged");
    one_process(&dir, "6", "5");
    let p = plan(&dir, "6", "5");
    let parts = p["parts"].as_array().unwrap();
    let reader = parts
        .iter()
        .find(|x| {
            x["id"].as_str().unwrap().starts_with("plyyard-g06")
                && x["inputs"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|i| i.as_str().unwrap().starts_with("plyyard-g05"))
        })
        .unwrap();
    let input = reader["inputs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i.as_str().unwrap())
        .find(|i| i.starts_with("plyyard-g05"))
        .unwrap();
    let input_file = parts.iter().find(|x| x["id"] == input).unwrap()["files"][0]
        .as_str()
        .unwrap()
        .to_string();
    let path = dir.join(&input_file);
    let mut bytes = std::fs::read(&path).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 5;
    std::fs::write(&path, &bytes).unwrap();
    let name = Path::new(&input_file)
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    let verify = run_in(
        &dir,
        &["tables", "verify", "--sample", "3", "--tables", "tables"],
    );
    // A damaged file is a problem found, named with the others (exit 1).
    assert_eq!(verify.code, 1, "{}{}", verify.stdout, verify.stderr);
    assert!(verify.stdout.contains(&name), "{}", verify.stdout);
    let reader_id = reader["id"].as_str().unwrap();
    std::fs::remove_file(dir.join(reader["files"][0].as_str().unwrap())).unwrap();
    let out = part(&dir, reader_id, "5", &[]);
    assert_eq!(out.code, 3, "{}", out.stderr);
    assert!(out.stderr.contains(input), "{}", out.stderr);
    assert!(out.stderr.contains(&name), "{}", out.stderr);
    // The advice is a command that works pasted as written (issue 52, finding 6).
    let advice = out.stderr.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        advice.contains(&format!(
            "tables build --part {input} --parts-from 5 --tables"
        )),
        "{advice}"
    );
    // The damaged part built again (its file replaced), the reader builds.
    let again = part(&dir, input, "5", &["--format", "json"]);
    assert_eq!(json(&again)["status"], "built");
    assert_eq!(part(&dir, reader_id, "5", &[]).code, 0);
    same_files(&dir.join("tables"), six_in_parts());
}

/// The Slurm scripts' stand-in (what CI runs instead of a real scheduler): the plan's steps
/// in order, each step's parts in parallel with `SLURM_ARRAY_TASK_ID` set, through the job
/// script; the files are the one-process build's. Run again, it has nothing to submit.
#[cfg(unix)]
#[test]
fn the_slurm_stand_in_builds_the_one_process_files() {
    let has = |c: &str| {
        Command::new("sh")
            .args(["-c", &format!("command -v {c}")])
            .stdout(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    if !has("python3") || !has("bash") {
        eprintln!("skipped: the stand-in needs bash and python3");
        return;
    }
    let dir = scratch("stand-in");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("deploy/slurm/submit.sh");
    let submit = || {
        Command::new("bash")
            .arg(&script)
            .args([
                "--ruleset",
                "plyyard",
                "--geese",
                "6",
                "--parts-from",
                "5",
                "--tables",
                "tables",
                "--cpus",
                "1",
                "--bin",
                env!("CARGO_BIN_EXE_foxgeese"),
                "--stand-in",
            ])
            .current_dir(&dir)
            .output()
            .unwrap()
    };
    let out = submit();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("Built every part"), "{text}");
    let again = submit();
    assert!(String::from_utf8_lossy(&again.stdout).contains("Nothing to build"));
    same_files(&dir.join("tables"), six_in_parts());
    // A part damaged inside its body (its header whole) is not built for the plan, so the
    // next submission builds it again (issue 52, finding 6).
    let level = dir.join("tables/plyyard-g06-c07.parts");
    let damaged = std::fs::read_dir(&level)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "fgq"))
        .max_by_key(|p| std::fs::metadata(p).unwrap().len())
        .unwrap();
    let mut bytes = std::fs::read(&damaged).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 5;
    std::fs::write(&damaged, &bytes).unwrap();
    let repaired = submit();
    let text = String::from_utf8_lossy(&repaired.stdout).into_owned();
    assert!(repaired.status.success(), "{text}");
    assert!(
        text.contains("1 parts") || text.contains("Built every part"),
        "{text}"
    );
    same_files(&dir.join("tables"), six_in_parts());
    // The job script takes only digits for the task it runs.
    let job = Path::new(env!("CARGO_MANIFEST_DIR")).join("deploy/slurm/job.sh");
    let out = Command::new("bash")
        .arg(&job)
        .arg("ids")
        .env("SLURM_ARRAY_TASK_ID", "1+1")
        .env("FOXGEESE", env!("CARGO_BIN_EXE_foxgeese"))
        .env("TABLES", "tables")
        .current_dir(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a number"));
}

/// A one-process `tables build` takes each part's lock as a `--part` worker does (issue 52,
/// finding 7): while another holds it, the build says so and waits, writing nothing of that
/// part (so neither removes the other's temporary file), then builds it once it is free.
#[test]
fn a_one_process_build_waits_for_the_worker_on_its_part() {
    let dir = scratch("one-waits");
    let p = plan(&dir, "6", "6");
    let first = p["parts"][1]["files"][0].as_str().unwrap();
    let part = dir.join(first);
    let below = dir.join(p["parts"][0]["files"][0].as_str().unwrap());
    // This test stands for the worker.
    let lock = foxgeese::fsio::lock_beside(&part, Duration::ZERO).unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_foxgeese"))
        .args([
            "tables",
            "build",
            "--geese",
            "6",
            "--parts-from",
            "6",
            "--tables",
            "tables",
        ])
        .current_dir(&dir)
        .env("XDG_DATA_HOME", "/proc/foxgeese-tests-no-data")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The five geese are built whole first; then the build comes to the locked part.
    let start = Instant::now();
    while !below.exists() {
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "five geese built"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_secs(2));
    assert!(
        !part.exists(),
        "the part was written while its lock was held"
    );
    drop(lock);
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("Another worker is building plyyard-g06-c07/s"),
        "{stderr}"
    );
    assert!(part.exists());
    assert_eq!(
        plan(&dir, "6", "6")["total"]["built"],
        p["total"]["parts"],
        "every part built"
    );
}
