//! End-to-end tests of `analyze`, `prove` and `tables`: the real binary, a scratch table folder under
//! `target/` (never the user's data folder), snapshots in English and Indonesian.

use crate::common;

use std::path::{Path, PathBuf};

use common::{snapshot, Output};

/// A scratch table folder, emptied.
fn scratch(name: &str) -> PathBuf {
    common::scratch(&format!("cli-solve-{name}"))
}

/// Runs the binary in `dir` (so the table folder is the short, machine-independent
/// `tables`), with a clean environment and the given variables.
fn run_in(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    common::run_env_in(dir, args, env)
}

/// Runs `args` with `--tables tables` in `dir`, in both languages, snapshotting
/// `<name>-<lang>`.
fn both(name: &str, dir: &Path, args: &[&str]) {
    for lang in ["en", "id"] {
        let mut full = vec!["--lang", lang];
        full.extend_from_slice(args);
        full.extend_from_slice(&["--tables", "tables"]);
        snapshot(&format!("{name}-{lang}"), &run_in(dir, &full, &[]));
    }
}

/// Two Foxes, five captured: the foxes' win is far from proven in a few thousand positions.
const TWO_FOXES_OPEN: &str = "3/GGG/GGGGGGG/GF3FG/G5G/3/3 g 5";

/// (name, arguments): each runs in both languages with its own table folder.
const CASES: &[(&str, &[&str])] = &[
    // Eight captured: the fox's jump is the ninth (tables, built on demand).
    (
        "analyze-capture-wins",
        &["analyze", "--position", "3/3/7/2GF3/3G3/3/3 f 8"],
    ),
    // Whatever the geese do, a goose stays open to the ninth capture.
    (
        "analyze-geese-to-move",
        &["analyze", "--position", "3/3/7/2GF3/3G3/3/3 g 8"],
    ),
    (
        "analyze-finished",
        &["analyze", "--position", "3/3/7/7/2G4/G2/FGG f 0"],
    ),
    // Two Foxes has no table this small: the search proves that a capture, leaving eight
    // geese, wins.
    (
        "analyze-search",
        &[
            "analyze",
            "--ruleset",
            "two-foxes",
            "--position",
            "3/3/2F1F2/GGGGGGG/G5G/3/3 f 0",
        ],
    ),
    (
        "analyze-json",
        &[
            "analyze",
            "--format",
            "json",
            "--position",
            "3/3/7/2GF3/3G3/3/3 f 8",
        ],
    ),
    (
        "analyze-quiet-rule",
        &[
            "analyze",
            "--format",
            "json",
            "--ruleset",
            "standard:sideways",
            "--position",
            "3/3/7/3F3/1GGGG2/3/3 f 9",
        ],
    ),
    ("bad-budget", &["analyze", "--budget", "soon"]),
    ("bad-budget-negative", &["analyze", "--budget", "-1"]),
    (
        "bad-analyze-position",
        &["analyze", "--position", "3/3/7/2GF3/3G3/3 f 8"],
    ),
    // Two Foxes, nine captured: the foxes win (their proof takes a few hundred positions),
    // the geese do not.
    (
        "prove-won",
        &[
            "prove",
            "--ruleset",
            "two-foxes",
            "--position",
            "3/3/1GGGGG1/GF3FG/G5G/3/3 g 9",
            "--for",
            "fox",
            "--memory",
            "16",
        ],
    ),
    (
        "prove-not-won",
        &[
            "prove",
            "--ruleset",
            "two-foxes",
            "--position",
            "3/3/1GGGGG1/GF3FG/G5G/3/3 g 9",
            "--memory",
            "16",
        ],
    ),
    (
        "prove-unknown-json",
        &[
            "prove",
            "--ruleset",
            "two-foxes",
            "--position",
            TWO_FOXES_OPEN,
            "--for",
            "fox",
            "--nodes",
            "5000",
            "--memory",
            "16",
            "--format",
            "json",
        ],
    ),
    ("bad-prove-memory", &["prove", "--memory", "0"]),
    ("bad-prove-nodes", &["prove", "--nodes", "many"]),
    ("bad-prove-nodes-zero", &["prove", "--nodes", "0"]),
    ("bad-tables-geese", &["tables", "build", "--geese", "14"]),
    ("bad-tables-jobs", &["tables", "build", "--jobs", "0"]),
    (
        "bad-tables-jobs-many",
        &["tables", "build", "--jobs", "100000"],
    ),
    ("tables-list-empty", &["tables", "list"]),
];

#[test]
fn cases_in_both_languages() {
    for (name, args) in CASES {
        let dir = scratch(name);
        both(name, &dir, args);
    }
}

#[test]
fn bad_input_exits_2_and_answers_exit_0() {
    for (name, args) in CASES {
        let dir = scratch(&format!("code-{name}"));
        let mut full = args.to_vec();
        full.extend_from_slice(&["--tables", "tables"]);
        let out = run_in(&dir, &full, &[]);
        let expected = if name.starts_with("bad-") { 2 } else { 0 };
        assert_eq!(out.code, expected, "{name}: {}", out.stderr);
        if expected == 2 {
            assert!(out.stdout.is_empty(), "{name} printed to stdout");
        }
        assert!(!out.stderr.contains("panicked"), "{name} panicked");
    }
}

#[test]
fn analyze_json_has_the_contract_fields() {
    let dir = scratch("json-contract");
    let out = run_in(
        &dir,
        &[
            "analyze",
            "--format",
            "json",
            "--position",
            "3/3/7/2GF3/3G3/3/3 f 8",
            "--tables",
            "tables",
        ],
        &[],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["value"], "fox-wins");
    assert_eq!(v["plies"], 1);
    let actions = v["actions"].as_array().unwrap();
    assert_eq!(actions[0]["value"], "fox-wins");
    assert_eq!(actions[0]["plies"], 0);
    assert_eq!(actions.last().unwrap()["value"], "draw");
    assert_eq!(actions.last().unwrap()["plies"], serde_json::Value::Null);
    assert!(
        v.get("fifty_move_rule").is_none(),
        "Ply Yard has no such rule"
    );

    let out = run_in(
        &dir,
        &[
            "analyze",
            "--format",
            "json",
            "--ruleset",
            "standard:sideways",
            "--position",
            "3/3/7/3F3/7/3/3 f 0",
            "--tables",
            "tables",
        ],
        &[],
    );
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["fifty_move_rule"], "ignored");
}

/// With an empty tables folder, `analyze` of Ply Yard's start is exact from the geese's
/// shipped strategy: a geese win in 55 plies, `"method": "strategy"`, the strategy's first
/// action proven one ply shorter; and after the fox's reply the fox's turn is proven too
/// (every geese reply is in the strategy), the fox holding out longest.
#[test]
fn the_start_is_exact_without_tables() {
    let dir = scratch("analyze-strategy");
    let out = run_in(
        &dir,
        &["analyze", "--tables", "tables", "--format", "json"],
        &[],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["value"], "geese-win", "{v}");
    assert_eq!(v["plies"], 55, "{v}");
    assert_eq!(v["method"], "strategy", "{v}");
    assert_eq!(v["actions"][0]["value"], "geese-win", "{v}");
    assert_eq!(v["actions"][0]["plies"], 54, "{v}");
    let first = v["actions"][0]["notation"].as_str().unwrap().to_string();
    let out = run_in(
        &dir,
        &[
            "analyze", "--moves", &first, "--tables", "tables", "--format", "json",
        ],
        &[],
    );
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(
        (v["value"].as_str(), v["plies"].as_u64()),
        (Some("geese-win"), Some(54)),
        "{v}"
    );
    assert_eq!(v["method"], "strategy", "{v}");
    // Nothing was written: the strategy is in the binary.
    assert!(
        !dir.join("tables").exists()
            || std::fs::read_dir(dir.join("tables"))
                .unwrap()
                .next()
                .is_none()
    );
}

/// An answer `analyze` cannot prove in its budget points to `prove`; a proven one does not.
#[test]
fn an_unknown_analysis_points_to_prove() {
    let dir = scratch("analyze-unknown");
    for lang in ["en", "id"] {
        // The start is proven by the geese's shipped strategy; b5-b4 leaves it.
        let start = [
            "--lang", lang, "analyze", "--moves", "b5-b4", "--budget", "0.2", "--tables", "tables",
        ];
        let out = run_in(&dir, &start, &[]);
        assert_eq!(out.code, 0, "{}", out.stderr);
        // The text is wrapped to 80 columns.
        let words = out.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            words.contains("foxgeese prove (with --for fox")
                || words.contains("foxgeese prove (dengan --for fox"),
            "{}",
            out.stdout
        );
        let proven = [
            "--lang",
            lang,
            "analyze",
            "--position",
            "3/3/7/2GF3/3G3/3/3 f 8",
        ];
        let out = run_in(&dir, &[&proven[..], &["--tables", "tables"]].concat(), &[]);
        let words = out.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(!words.contains("foxgeese prove"), "{}", out.stdout);
    }
}

#[test]
fn tables_come_from_the_environment_and_a_second_run_is_warm() {
    let dir = scratch("env");
    let d = dir.display().to_string();
    let args = ["analyze", "--position", "3/3/7/2GF3/3G3/3/3 f 8"];
    let env = [("FOXGEESE_TABLES", d.as_str())];
    let first = run_in(&dir, &args, &env);
    assert_eq!(first.code, 0, "{}", first.stderr);
    let files: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(files.len(), 1, "one table saved");
    let second = run_in(&dir, &args, &env);
    assert_eq!(second.stdout, first.stdout);
    let list = run_in(&dir, &["tables", "list", "--format", "json"], &env);
    let v: serde_json::Value = serde_json::from_str(&list.stdout).unwrap();
    assert_eq!(v["tables"][0]["geese"], 2);
    assert_eq!(v["tables"][0]["captures"], 8);
    assert_eq!(v["tables"][0]["checksum_ok"], true);
}

#[test]
fn tables_build_and_list_and_a_damaged_file() {
    let dir = scratch("build");
    both(
        "tables-build",
        &dir,
        &["tables", "build", "--ruleset", "standard", "--geese", "4"],
    );
    // Built once: the second run (the Indonesian one) found it there.
    both("tables-list", &dir, &["tables", "list"]);
    let file = dir.join("tables").join("standard-g04.fgt");
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&file, &bytes).unwrap();
    both("tables-list-damaged", &dir, &["tables", "list"]);
    // `analyze` reads only the blocks it needs, but a file cut short is refused on opening.
    bytes.truncate(last);
    std::fs::write(&file, &bytes).unwrap();
    both(
        "bad-analyze-damaged-table",
        &dir,
        &[
            "analyze",
            "--ruleset",
            "standard",
            "--position",
            "3/3/7/2GF3/2GGG2/3/3 f 9",
        ],
    );
}

/// `prove` of [`TWO_FOXES_OPEN`] for the foxes, with `--checkpoint search.proof`, and more.
fn prove_kept(extra: &[&str]) -> Vec<String> {
    let mut args: Vec<String> = [
        "prove",
        "--ruleset",
        "two-foxes",
        "--position",
        TWO_FOXES_OPEN,
        "--for",
        "fox",
        "--nodes",
        "3000",
        "--checkpoint",
        "search.proof",
    ]
    .map(String::from)
    .to_vec();
    args.extend(extra.iter().map(|s| s.to_string()));
    args
}

#[test]
fn a_kept_search_goes_on_from_its_file_in_both_languages() {
    let dir = scratch("prove-kept");
    let args = prove_kept(&["--memory", "16", "--tables", "tables"]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let first = run_in(&dir, &args, &[]);
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert!(dir.join("search.proof").is_file());
    // Each run goes on from the last: 3,000 positions more each time, the size kept.
    let kept = prove_kept(&["--tables", "tables"]);
    let kept: Vec<&str> = kept.iter().map(String::as_str).collect();
    for lang in ["en", "id"] {
        let mut full = vec!["--lang", lang];
        full.extend_from_slice(&kept);
        let mut out = run_in(&dir, &full, &[]);
        out.stderr = redact_time(&out.stderr);
        snapshot(&format!("prove-resumed-{lang}"), &out);
    }
    let mut json = kept.clone();
    json.extend_from_slice(&["--format", "json"]);
    let out = run_in(&dir, &json, &[]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["nodes"], 3000);
    assert_eq!(v["nodes_in_all"], 12000);
    assert_eq!(v["memory_mib"], 16);
    assert_eq!(
        (&v["resumed"], &v["interrupted"]),
        (&true.into(), &false.into())
    );
    assert_eq!(v["checkpoint"], "search.proof");
    assert_eq!(v["saved"], true);

    // The same file asked for the geese's win, or of another ruleset: refused, and kept.
    let size = std::fs::metadata(dir.join("search.proof")).unwrap().len();
    for (name, ruleset, side) in [
        ("bad-prove-checkpoint-side", "two-foxes", "geese"),
        ("bad-prove-checkpoint-ruleset", "plyyard", "fox"),
    ] {
        both(
            name,
            &dir,
            &[
                "prove",
                "--ruleset",
                ruleset,
                "--for",
                side,
                "--checkpoint",
                "search.proof",
            ],
        );
    }
    assert_eq!(
        std::fs::metadata(dir.join("search.proof")).unwrap().len(),
        size
    );
}

#[test]
fn a_damaged_or_foreign_checkpoint_is_refused_and_left_as_it_is() {
    let dir = scratch("prove-damaged");
    let args = prove_kept(&["--memory", "1"]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    assert_eq!(
        run_in(&dir, &[&args[..], &["--tables", "tables"]].concat(), &[]).code,
        0
    );
    let file = dir.join("search.proof");
    let mut bytes = std::fs::read(&file).unwrap();
    bytes[100] ^= 1;
    std::fs::write(&file, &bytes).unwrap();
    both("bad-prove-checkpoint-damaged", &dir, &args);
    assert_eq!(
        std::fs::read(&file).unwrap(),
        bytes,
        "a damaged file is not replaced"
    );
    // Not a saved search at all (a study given by mistake): refused, untouched.
    let study = "id: mine\n";
    std::fs::write(&file, study).unwrap();
    both("bad-prove-checkpoint-other-file", &dir, &args);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), study);
    // A file where the folder should be: refused before any search (exit 2), since it could
    // not be saved.
    std::fs::write(dir.join("afile"), "").unwrap();
    let unwritable = prove_kept(&["--memory", "1"]);
    let mut unwritable: Vec<&str> = unwritable.iter().map(String::as_str).collect();
    let at = unwritable
        .iter()
        .position(|a| *a == "search.proof")
        .unwrap();
    unwritable[at] = "afile/search.proof";
    both("bad-prove-checkpoint-unwritable", &dir, &unwritable);
    both(
        "bad-prove-checkpoint-every",
        &dir,
        &["prove", "--checkpoint-every", "0"],
    );
}

/// Ctrl-C stops a kept search: it is saved, the report says what was established, the exit
/// code is 130, and the next run goes on from the file.
#[cfg(unix)]
#[test]
fn ctrl_c_saves_a_kept_search_and_exits_130() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};

    let dir = scratch("prove-ctrl-c");
    // The standard start, for the fox: far from proven in the time this test takes.
    let args = [
        "prove",
        "--ruleset",
        "standard",
        "--for",
        "fox",
        "--memory",
        "16",
        "--budget",
        "3600",
        "--checkpoint",
        "search.proof",
        "--checkpoint-every",
        "1",
        "--tables",
        "tables",
        "--format",
        "json",
    ];
    let mut child = Command::new(env!("CARGO_BIN_EXE_foxgeese"))
        .args(args)
        .current_dir(&dir)
        .env("XDG_DATA_HOME", "/proc/foxgeese-tests-no-data")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The first save's note (it names the file) says the search runs, with its handler.
    let mut err = BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    while err.read_line(&mut line).unwrap() > 0 && !line.contains("search.proof") {
        line.clear();
    }
    assert!(line.contains("search.proof"), "no save noted");
    let pid = child.id().to_string();
    let kill = Command::new("kill").args(["-INT", &pid]).status().unwrap();
    assert!(kill.success());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["result"], "unknown");
    assert_eq!(v["interrupted"], true);
    let searched = v["nodes_in_all"].as_u64().unwrap();
    assert!(searched > 0);

    let again = run_in(
        &dir,
        &[
            &args[..11],
            &["--nodes", "10", "--tables", "tables", "--format", "json"],
        ]
        .concat(),
        &[],
    );
    assert_eq!(again.code, 0, "{}", again.stderr);
    let v: serde_json::Value = serde_json::from_str(&again.stdout).unwrap();
    assert_eq!(v["resumed"], true);
    assert_eq!(v["nodes_in_all"].as_u64(), Some(searched + 10));
}

/// The time a saved search had taken ("in 0 s", "selama 3 menit"), which depends on the
/// machine, as `[time]`.
fn redact_time(text: &str) -> String {
    let mut out = text.to_string();
    for unit in [" s.", " min.", " detik.", " menit."] {
        while let Some(at) = out.find(unit) {
            let digits = out[..at]
                .trim_end_matches(|c: char| c.is_ascii_digit())
                .len();
            if digits == at {
                break;
            }
            out.replace_range(digits..at + unit.len(), "[time].");
        }
    }
    out
}

/// `tables build` of Ply Yard to `geese` geese, the levels from five geese in parts, in
/// `dir/tables`, with JSON output.
fn build_in_parts(dir: &Path, geese: &str, env: &[(&str, &str)]) -> Output {
    run_in(
        dir,
        &[
            "tables",
            "build",
            "--ruleset",
            "plyyard",
            "--geese",
            geese,
            "--parts-from",
            "5",
            "--tables",
            "tables",
            "--format",
            "json",
        ],
        env,
    )
}

/// Ply Yard, six geese on the board and seven captured: its table and the one below, 73
/// million positions, take seconds to build.
const SIX_GEESE: &str = "3/3/7/7/2GGG2/GG1/1GF f 7";

/// `analyze --budget` counts the on-demand builds (issue 25): a table whose build would outlast
/// a half-second budget is not built, and `analyze` says so with the command that builds it,
/// in both languages and in its JSON; a small table still fits and is built and saved.
#[test]
fn a_build_that_would_outlast_the_budget_is_not_made_and_said() {
    let dir = scratch("skipped");
    for (lang, says) in [("en", "was not built"), ("id", "tidak dibuat")] {
        let out = run_in(
            &dir,
            &[
                "--lang",
                lang,
                "analyze",
                "--position",
                SIX_GEESE,
                "--budget",
                "0.5",
                "--tables",
                "tables",
                "--format",
                "json",
            ],
            &[],
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        let v = json(&out);
        assert_eq!(v["tables_not_built"][0]["ruleset"], "plyyard");
        assert_eq!(v["tables_not_built"][0]["geese"], 6);
        assert_eq!(v["tables_not_built"][0]["positions"], 73_099_488);
        assert!(out.stderr.contains(says), "{}", out.stderr);
        assert!(
            out.stderr.contains(
                "\n  foxgeese tables build --ruleset plyyard --geese 6 --tables tables\n"
            ),
            "{}",
            out.stderr
        );
    }
    let tables = dir.join("tables");
    let built = std::fs::read_dir(&tables).map_or(0, |d| d.count());
    assert_eq!(built, 0, "nothing built");
    let small = run_in(
        &dir,
        &[
            "analyze",
            "--position",
            "3/3/7/2GF3/3G3/3/3 f 8",
            "--budget",
            "0.5",
            "--tables",
            "tables",
            "--format",
            "json",
        ],
        &[],
    );
    assert_eq!(small.code, 0, "{}", small.stderr);
    assert!(json(&small).get("tables_not_built").is_none());
    assert_eq!(json(&small)["method"], "tables");
    assert_eq!(
        std::fs::read_dir(&tables).unwrap().count(),
        1,
        "one table saved"
    );
}

/// A table folder that cannot be written (a path through a file, which stops root too): the
/// answer stands, its two tables built in memory, and one warning says why (issue 25).
#[test]
fn a_folder_that_cannot_be_written_is_said_once() {
    let dir = scratch("unwritable");
    std::fs::write(dir.join("file"), "not a folder").unwrap();
    for (lang, says) in [("en", "cannot be written"), ("id", "tidak dapat ditulisi")] {
        let out = run_in(
            &dir,
            &[
                "--lang",
                lang,
                "analyze",
                "--position",
                "3/3/7/7/2GG3/1G1/1GF f 7",
                "--tables",
                "file/tables",
                "--format",
                "json",
            ],
            &[],
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        assert_eq!(json(&out)["method"], "tables");
        assert_eq!(out.stderr.matches(says).count(), 1, "{}", out.stderr);
        assert_eq!(
            out.stderr.matches("file/tables/").count(),
            1,
            "{}",
            out.stderr
        );
    }
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_str(&out.stdout).unwrap_or_else(|e| panic!("{e}: {}", out.stdout))
}

/// A build in parts: every part a file of its level's folder; built again, nothing is
/// built; a part deleted (as a build killed before it wrote it) is the only one built again,
/// byte for byte the same; `analyze` reads its values from the parts; `tables verify`
/// finds every sampled value consistent with the rules.
#[test]
fn a_build_in_parts_resumes_and_verifies() {
    let dir = scratch("parts");
    let first = build_in_parts(&dir, "6", &[]);
    assert_eq!(first.code, 0, "{}", first.stderr);
    let v = json(&first);
    let built = v["parts"]["built"].as_u64().unwrap();
    assert!(built > 20, "{v}");
    assert_eq!(v["parts"]["levels"].as_array().unwrap().len(), 2);
    let level = dir.join("tables").join("plyyard-g06-c07.parts");
    let part = level.join("s010.fgq");
    let bytes = std::fs::read(&part).unwrap();
    std::fs::remove_file(&part).unwrap();
    let again = json(&build_in_parts(&dir, "6", &[]));
    assert_eq!(again["parts"]["built"], 1);
    assert_eq!(again["parts"]["present"].as_u64().unwrap(), built - 1);
    assert_eq!(
        std::fs::read(&part).unwrap(),
        bytes,
        "a part is a pure function"
    );
    // A position of six geese, answered from its part.
    let a = run_in(
        &dir,
        &[
            "analyze",
            "--position",
            "3/3/1GGG3/3F3/1G1G1G1/3/3 g 7",
            "--tables",
            "tables",
            "--format",
            "json",
        ],
        &[],
    );
    let a: serde_json::Value = serde_json::from_str(&a.stdout).unwrap();
    assert_eq!(a["method"], "tables");
    assert_eq!(a["value"], "draw", "docs/benchmarks.md's six-goose draw");
    let ok = run_in(
        &dir,
        &["tables", "verify", "--sample", "200", "--tables", "tables"],
        &[],
    );
    assert_eq!(ok.code, 0, "{}{}", ok.stdout, ok.stderr);
    assert!(ok.stdout.contains("every value holds"), "{}", ok.stdout);
}

/// A part whose values are wrong but whose checksums are right (as a bug in a builder would
/// write it) is found by `tables verify`, which names the positions and exits 1; a part with
/// a damaged block is refused by name (exit 2) and built again by `tables build`.
#[test]
fn verify_finds_wrong_values_and_damaged_parts() {
    use foxgeese::solve::parts::{file, LevelPlan, PartKey};
    use foxgeese::solve::TableKey;
    let dir = scratch("parts-verify");
    assert_eq!(build_in_parts(&dir, "5", &[]).code, 0);
    let level = TableKey::new("plyyard".parse().unwrap(), 5, 8).unwrap();
    let plan = LevelPlan::new(level).unwrap();
    let (key, entries): (PartKey, u64) = plan.parts[plan.parts.len() / 2];
    let path = dir.join("tables").join(key.file_name());
    // Every position of the part a draw, its checksums right.
    file::save(&path, &key, &vec![0u8; entries as usize]).unwrap();
    let bad = run_in(
        &dir,
        &["tables", "verify", "--sample", "50", "--tables", "tables"],
        &[],
    );
    assert_eq!(bad.code, 1, "{}{}", bad.stdout, bad.stderr);
    assert!(
        bad.stdout.contains("contradict the rules"),
        "{}",
        bad.stdout
    );
    let j = run_in(
        &dir,
        &[
            "tables", "verify", "--sample", "50", "--tables", "tables", "--format", "json",
        ],
        &[],
    );
    let j: serde_json::Value = serde_json::from_str(&j.stdout).unwrap();
    let failures = j["failures"].as_array().unwrap();
    assert!(!failures.is_empty());
    assert!(failures.iter().all(|f| f["value"] == "draw"), "{j}");
    // One byte of the body flipped: the checksum catches it.
    let mut bytes = std::fs::read(&path).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 7;
    std::fs::write(&path, &bytes).unwrap();
    let damaged = run_in(
        &dir,
        &["tables", "verify", "--sample", "all", "--tables", "tables"],
        &[],
    );
    // A damaged file is a problem found (exit 1), named with every other one.
    assert_eq!(damaged.code, 1, "{}{}", damaged.stdout, damaged.stderr);
    assert!(
        damaged
            .stdout
            .contains(&format!("{} cannot be used", key.file_name().display())),
        "{}",
        damaged.stdout
    );
    let rebuilt = json(&build_in_parts(&dir, "5", &[]));
    assert_eq!(rebuilt["parts"]["built"], 1, "{rebuilt}");
    let fixed = run_in(
        &dir,
        &["tables", "verify", "--sample", "50", "--tables", "tables"],
        &[],
    );
    assert_eq!(fixed.code, 0, "{}", fixed.stdout);
    // A part missing, a folder in another's place, a link to nowhere in a third's: all three
    // are found in one run (exit 1), never "every value holds" (issue 52, finding 8).
    let tables = dir.join("tables");
    let (a, b, c) = (plan.parts[0].0, plan.parts[1].0, plan.parts[2].0);
    std::fs::remove_file(tables.join(a.file_name())).unwrap();
    std::fs::remove_file(tables.join(b.file_name())).unwrap();
    std::fs::create_dir(tables.join(b.file_name())).unwrap();
    std::fs::remove_file(tables.join(c.file_name())).unwrap();
    std::os::unix::fs::symlink(dir.join("nowhere"), tables.join(c.file_name())).unwrap();
    let out = run_in(
        &dir,
        &[
            "tables", "verify", "--sample", "50", "--tables", "tables", "--format", "json",
        ],
        &[],
    );
    assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
    let j: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(
        j["missing"],
        serde_json::json!([a.file_name().display().to_string()])
    );
    let damaged: Vec<&str> = j["damaged"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["file"].as_str().unwrap())
        .collect();
    assert_eq!(
        damaged,
        [
            b.file_name().display().to_string(),
            c.file_name().display().to_string()
        ]
    );
    // The level's folder a file: said too.
    let folder = tables.join(foxgeese::solve::parts::level_folder(&level));
    std::fs::remove_dir_all(&folder).unwrap();
    std::fs::write(&folder, "x").unwrap();
    let out = run_in(
        &dir,
        &["tables", "verify", "--sample", "50", "--tables", "tables"],
        &[],
    );
    assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
    assert!(out.stdout.contains("cannot be used"), "{}", out.stdout);
}

/// A build killed with SIGKILL halfway loses at most the part it was building: the same
/// command finishes it, and the files are those of a build that was never stopped.
#[test]
fn a_build_killed_halfway_resumes_to_the_same_files() {
    let dir = scratch("parts-kill");
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_foxgeese"));
    c.args([
        "tables",
        "build",
        "--ruleset",
        "plyyard",
        "--geese",
        "7",
        "--parts-from",
        "5",
        "--jobs",
        "1",
        "--tables",
        "tables",
    ])
    .current_dir(&dir)
    .stdout(std::process::Stdio::null())
    .stderr(std::process::Stdio::null());
    let mut child = c.spawn().unwrap();
    let level = dir.join("tables").join("plyyard-g07-c06.parts");
    let start = std::time::Instant::now();
    while !level.is_dir() || std::fs::read_dir(&level).unwrap().count() < 3 {
        assert!(
            start.elapsed().as_secs() < 300,
            "the build reaches seven geese"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let kept = std::fs::read_dir(&level).unwrap().count();
    let resumed = json(&build_in_parts(&dir, "7", &[]));
    assert!(resumed["parts"]["present"].as_u64().unwrap() >= kept as u64 - 1);
    let fresh = scratch("parts-kill-fresh");
    assert_eq!(build_in_parts(&fresh, "7", &[]).code, 0);
    let mut names: Vec<_> = std::fs::read_dir(&level)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .filter(|n| n.to_string_lossy().ends_with(".fgq"))
        .collect();
    let fresh_level = fresh.join("tables").join("plyyard-g07-c06.parts");
    assert_eq!(
        names.len(),
        std::fs::read_dir(&fresh_level).unwrap().count(),
        "every part of seven geese, and nothing else"
    );
    names.sort();
    for name in names {
        let other = fresh
            .join("tables")
            .join("plyyard-g07-c06.parts")
            .join(&name);
        assert_eq!(
            std::fs::read(level.join(&name)).unwrap(),
            std::fs::read(other).unwrap(),
            "{name:?}"
        );
    }
}

/// The memory ceiling and the disk check refuse a build before it starts, saying what it
/// needs (both languages).
#[test]
fn a_build_refuses_what_memory_or_disk_cannot_hold() {
    let dir = scratch("parts-limits");
    for lang in ["en", "id"] {
        let out = run_in(
            &dir,
            &[
                "--lang",
                lang,
                "tables",
                "build",
                "--geese",
                "6",
                "--parts-from",
                "5",
                "--memory",
                "1",
                "--tables",
                "tables",
            ],
            &[("FOXGEESE_DISK_FREE", "80000000000")],
        );
        snapshot(&format!("tables-parts-memory-{lang}"), &out);
        let out = run_in(
            &dir,
            &[
                "--lang",
                lang,
                "tables",
                "build",
                "--geese",
                "6",
                "--parts-from",
                "5",
                "--tables",
                "tables",
            ],
            &[("FOXGEESE_DISK_FREE", "1000")],
        );
        snapshot(&format!("tables-parts-disk-{lang}"), &out);
    }
}

/// `tables verify` reads a sweep's levels too: every block checked, a damaged one named
/// (exit 1), instead of "no tables to verify" (issue 52, finding 8).
#[test]
fn verify_checks_a_sweeps_levels() {
    let dir = scratch("verify-sweep");
    let sweep = run_in(
        &dir,
        &[
            "tables",
            "sweep",
            "-r",
            "boys-own-1870-draughts",
            "--geese",
            "4",
            "--tables",
            "tables",
        ],
        &[],
    );
    assert_eq!(sweep.code, 0, "{}", sweep.stderr);
    let args = [
        "tables",
        "verify",
        "-r",
        "boys-own-1870-draughts",
        "--tables",
        "tables",
    ];
    let ok = run_in(&dir, &args, &[]);
    assert_eq!(ok.code, 0, "{}{}", ok.stdout, ok.stderr);
    assert!(
        ok.stdout.contains("levels of a sweep: every block checked"),
        "{}",
        ok.stdout
    );
    let file = dir
        .join("tables")
        .join("boys-own-1870-draughts-sweep-g04.fgs");
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&file, &bytes).unwrap();
    let bad = run_in(&dir, &args, &[]);
    assert_eq!(bad.code, 1, "{}{}", bad.stdout, bad.stderr);
    assert!(
        bad.stdout
            .contains("boys-own-1870-draughts-sweep-g04.fgs cannot be used"),
        "{}",
        bad.stdout
    );
    // `tables sweep` does not re-solve it silently: it says the file was damaged (JSON:
    // `replaced`, and the level counted as solved), and replaces it; a folder in a level's
    // place is an error, exit 2, not swept over.
    let sweep_args = [
        "tables",
        "sweep",
        "-r",
        "boys-own-1870-draughts",
        "--geese",
        "4",
        "--tables",
        "tables",
    ];
    std::fs::write(&file, &bytes).unwrap();
    let again = run_in(&dir, &sweep_args, &[]);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert!(
        again
            .stdout
            .replace('\n', " ")
            .contains("was damaged, so its level was swept again"),
        "{}",
        again.stdout
    );
    std::fs::write(&file, &bytes).unwrap();
    let json = run_in(
        &dir,
        &[&sweep_args[..], &["--format", "json"]].concat(),
        &[],
    );
    let j: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let level = j["levels"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(level["geese"], 4);
    assert_eq!(level["built"], true);
    assert!(
        level["replaced"].as_str().unwrap().contains("checksum"),
        "{level}"
    );
    assert_eq!(run_in(&dir, &args, &[]).code, 0, "sound again");
    std::fs::remove_file(&file).unwrap();
    std::fs::create_dir(&file).unwrap();
    let folder = run_in(&dir, &sweep_args, &[]);
    assert_eq!(folder.code, 2, "{}{}", folder.stdout, folder.stderr);
    assert!(file.is_dir());
}

/// `tables plan` and `tables build` agree on a goose count below every table (issue 52,
/// finding 12): both a usage error, exit 2, with the same words.
#[test]
fn plan_and_build_refuse_a_goose_count_below_every_table_alike() {
    let dir = scratch("below-every-table");
    let mut said = Vec::new();
    for command in ["plan", "build"] {
        let out = run_in(
            &dir,
            &[
                "tables",
                command,
                "--ruleset",
                "plyyard",
                "--geese",
                "4",
                "--tables",
                "t",
            ],
            &[],
        );
        assert_eq!(out.code, 2, "{command}: {}{}", out.stdout, out.stderr);
        assert!(
            out.stderr.contains("no table up to 4 geese"),
            "{}",
            out.stderr
        );
        said.push(out.stderr);
    }
    assert_eq!(said[0], said[1]);
    assert!(!dir.join("t").exists(), "nothing made");
}

/// `tables list` sees every file of the folder (issue 52, finding 8): a level's parts (one
/// row for its folder, with how many of its parts are there) and a sweep's levels, each with
/// every block checked; a part missing is a problem found (exit 1), named.
#[test]
fn tables_list_shows_parts_and_sweeps() {
    let dir = scratch("list-parts-sweeps");
    let out = build_in_parts(&dir, "6", &[]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let sweep = run_in(
        &dir,
        &[
            "tables",
            "sweep",
            "-r",
            "boys-own-1870-draughts",
            "--tables",
            "tables",
        ],
        &[],
    );
    assert_eq!(sweep.code, 0, "{}", sweep.stderr);
    let list = |dir: &Path| {
        let out = run_in(
            dir,
            &["tables", "list", "--tables", "tables", "--format", "json"],
            &[],
        );
        (out.code, json(&out))
    };
    let (code, v) = list(&dir);
    assert_eq!(code, 0, "{v}");
    let rows = v["tables"].as_array().unwrap();
    let parts: Vec<&serde_json::Value> = rows.iter().filter(|r| r["kind"] == "parts").collect();
    assert_eq!(parts.len(), 2, "five and six geese in parts: {v}");
    for p in &parts {
        assert_eq!(p["status"], "ok");
        assert_eq!(p["parts"][0], p["parts"][1]);
        assert!(p["file"].as_str().unwrap().ends_with(".parts"));
    }
    let sweeps = rows.iter().filter(|r| r["kind"] == "sweep").count();
    assert!(sweeps > 0, "{v}");
    assert!(rows
        .iter()
        .filter(|r| r["kind"] == "sweep")
        .all(|r| r["status"] == "ok" && r["ruleset"] == "boys-own-1870-draughts"));
    // A part taken away: the level is listed with one part fewer, and the list exits 1.
    let level = dir.join("tables/plyyard-g06-c07.parts");
    let first = std::fs::read_dir(&level)
        .unwrap()
        .map(|e| e.unwrap().path())
        .min()
        .unwrap();
    std::fs::remove_file(&first).unwrap();
    let (code, v) = list(&dir);
    assert_eq!(code, 1, "{v}");
    let six = v["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["kind"] == "parts" && r["geese"] == 6)
        .unwrap()
        .clone();
    assert_ne!(six["status"], "ok");
    assert_eq!(
        six["parts"][0].as_u64().unwrap() + 1,
        six["parts"][1].as_u64().unwrap()
    );
    let name = first.file_name().unwrap().to_str().unwrap();
    assert!(six["problem"].as_str().unwrap().contains(name), "{six}");
    // `tables stats` of that level names the part missing and the build that completes the
    // level, not a whole table's (issue 52, finding 12).
    let out = run_in(
        &dir,
        &[
            "tables",
            "stats",
            "--ruleset",
            "plyyard",
            "--geese",
            "6",
            "--tables",
            "tables",
        ],
        &[],
    );
    assert_eq!(out.code, 2, "{}{}", out.stdout, out.stderr);
    let said = out.stderr.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(said.contains(name), "{said}");
    assert!(
        said.contains("tables build --ruleset plyyard --geese 6 --tables"),
        "{said}"
    );
}
