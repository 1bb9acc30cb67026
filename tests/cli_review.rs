//! End-to-end tests of `review`: recorded games whose mistakes are known, reviewed by the real
//! binary over a scratch table folder under `target/` (the small tables these positions need
//! are built on demand), snapshotted as text and JSON in English and Indonesian; and bad
//! input, which is a located error with exit 2.

use crate::common;

use std::path::{Path, PathBuf};

use common::snapshot;

/// A scratch folder holding a copy of each record named, so that paths in the output are
/// the short file names.
fn scratch(name: &str, records: &[&str]) -> PathBuf {
    let d = common::scratch(&format!("cli-review-{name}"));
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records");
    for r in records {
        std::fs::copy(fixtures.join(r), d.join(r)).unwrap();
    }
    d
}

/// Runs the binary in `dir` with a clean environment, the tables in `dir/tables`.
use common::run_with_tables as run_in;

/// The recorded games and what is known of them: the class of each ply, and the first
/// opening (its ply, kind and the fox actions it opened; `None`: no goose move opened
/// anything).
type Known = (
    &'static str,
    &'static [&'static str],
    Option<(u64, &'static str, &'static [&'static str])>,
);

const GAMES: &[Known] = &[
    // The fox steps away from a winning jump (a draw), and the geese hand it back.
    (
        "fox-misses-the-jump.txt",
        &["mistake", "mistake", "best"],
        Some((2, "capture", &["e4xc4"])),
    ),
    // The fox takes the slow way round (12 plies, not 9), and a goose hurries to its end
    // (5 plies, not 7).
    (
        "slow-fox.txt",
        &[
            "inaccuracy",
            "best",
            "best",
            "best",
            "best",
            "inaccuracy",
            "best",
            "best",
            "best",
            "best",
            "best",
        ],
        None,
    ),
    // The fox walks into the corner, and the geese shut it in.
    ("fox-walks-into-the-corner.txt", &["mistake", "best"], None),
    // Every goose move opens something; c2-d2 lets the fox out, and it is still a draw.
    (
        "geese-in-zugzwang.txt",
        &["best", "best"],
        Some((1, "escape", &["c1-c2"])),
    ),
];

#[test]
fn known_mistakes_are_found() {
    for (record, classes, opening) in GAMES {
        let dir = scratch(&format!("known-{record}"), &[record]);
        let out = run_in(&dir, &["review", record, "--format", "json"]);
        assert_eq!(out.code, 0, "{record}: {}", out.stderr);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        let plies = v["plies"].as_array().unwrap();
        let got: Vec<&str> = plies.iter().map(|p| p["class"].as_str().unwrap()).collect();
        assert_eq!(&got, classes, "{record}");
        for (i, p) in plies.iter().enumerate() {
            assert_eq!(p["ply"], i + 1, "{record}");
            for side in ["before", "after"] {
                assert!(p[side]["value"].is_string(), "{record} {side}");
                assert!(p[side].get("plies").is_some(), "{record} {side}");
            }
            // The value after a ply is the value before the next.
            if let Some(next) = plies.get(i + 1) {
                assert_eq!(p["after"], next["before"], "{record} ply {}", i + 1);
            }
        }
        match opening {
            None => assert!(v["first_opening"].is_null(), "{record}"),
            Some((ply, kind, opened)) => {
                let o = &v["first_opening"];
                assert_eq!(o["ply"], *ply, "{record}");
                assert_eq!(o["kind"], *kind, "{record}");
                assert_eq!(o["opened"], serde_json::json!(opened), "{record}");
                let alt = &o["alternative"];
                assert_ne!(alt["action"], o["action"], "{record}");
                assert!(!alt["replies"].as_array().unwrap().is_empty(), "{record}");
            }
        }
    }
}

#[test]
fn reviews_in_both_languages() {
    let names: Vec<&str> = GAMES.iter().map(|g| g.0).collect();
    let dir = scratch("snapshots", &names);
    for record in names {
        let stem = record.trim_end_matches(".txt");
        for lang in ["en", "id"] {
            let text = run_in(&dir, &["--lang", lang, "review", record]);
            snapshot(&format!("review-{stem}-{lang}"), &text);
            let json = run_in(
                &dir,
                &["--lang", lang, "review", record, "--format", "json"],
            );
            snapshot(&format!("review-{stem}-json-{lang}"), &json);
        }
    }
}

/// (name, arguments): bad input, each in both languages.
const BAD: &[(&str, &[&str])] = &[
    ("missing", &["review", "no-such-game.txt"]),
    ("missing-at", &["review", "@no-such-game.txt"]),
    ("illegal", &["review", "bad-illegal.txt"]),
    ("budget", &["review", "bad-illegal.txt", "--budget", "soon"]),
];

#[test]
fn bad_input_is_a_located_error_with_exit_2() {
    let dir = scratch("bad", &["bad-illegal.txt"]);
    for (name, args) in BAD {
        for lang in ["en", "id"] {
            let mut full = vec!["--lang", lang];
            full.extend_from_slice(args);
            let out = run_in(&dir, &full);
            assert_eq!(out.code, 2, "{name}: {}", out.stderr);
            assert!(out.stdout.is_empty(), "{name} printed to stdout");
            assert!(!out.stderr.contains("panicked"), "{name} panicked");
            snapshot(&format!("review-bad-{name}-{lang}"), &out);
        }
    }
    let out = run_in(&dir, &["review", "bad-illegal.txt"]);
    assert!(out.stderr.contains("bad-illegal.txt:4:"), "{}", out.stderr);
}

/// A game whose values are not proven within a short budget: every ply carries the engine's
/// estimate, apart from its class, which stays `unknown`; a classed ply carries none.
#[test]
fn an_estimate_is_never_a_class() {
    let dir = scratch("estimate", &["club-night.txt", "fox-misses-the-jump.txt"]);
    for record in ["club-night.txt", "fox-misses-the-jump.txt"] {
        let out = run_in(
            &dir,
            &["review", record, "--total-budget", "2", "--format", "json"],
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        let mut estimated = 0;
        for p in v["plies"].as_array().unwrap() {
            let class = p["class"].as_str().unwrap();
            assert!(
                ["best", "inaccuracy", "mistake", "unknown"].contains(&class),
                "{record}: {class}"
            );
            match p.get("estimate") {
                Some(e) => {
                    estimated += 1;
                    assert_eq!(class, "unknown", "{record}: an estimate with a class");
                    assert_eq!(p["after"]["value"], "unknown", "{record}");
                    assert!(
                        e["likely"].is_null() || e["likely"] == "fox" || e["likely"] == "geese"
                    );
                    let c = e["confidence"].as_f64().unwrap();
                    assert!((0.5..=1.0).contains(&c), "{record}: {c}");
                    assert!(e["likely_mistake"].is_boolean());
                }
                // No estimate over an unknown only once the total was spent.
                None if p["after"]["value"] == "unknown" => {
                    let late = v["not_reached"].as_array().unwrap();
                    assert!(late.contains(&p["ply"]), "{record}: ply {}", p["ply"]);
                }
                None => {}
            }
        }
        // The opening's 13 geese are beyond any quick proof (every ply estimated, unless a
        // busy machine spent the total first); the fox's missed jump is in the tables.
        if record == "club-night.txt" {
            assert!(estimated > 0, "{record}");
        } else {
            assert_eq!(estimated, 0, "{record}");
        }
    }
}

/// The draught board swept whole into a scratch folder's tables (seconds), with the two
/// draught-board records copied beside them.
fn swept_draughts(name: &str) -> PathBuf {
    let dir = scratch(name, &["draughts-swept.txt", "draughts-opening.txt"]);
    let sweep = run_in(&dir, &["tables", "sweep", "-r", "boys-own-1870-draughts"]);
    assert_eq!(sweep.code, 0, "{}", sweep.stderr);
    dir
}

fn review_json(dir: &Path, record: &str) -> serde_json::Value {
    // A budget far too short to prove eight geese on the draught board: what is proven here
    // the sweep proves.
    let out = run_in(
        dir,
        &["review", record, "--budget", "0.05", "--format", "json"],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    serde_json::from_str(&out.stdout).unwrap()
}

/// Where the folder holds a sweep, a ply from a swept win to a swept loss is a proven
/// mistake, with the actions that kept the win as the better ones; a ply that keeps the
/// outcome is `kept` (no distance tells best from an inaccuracy); and no swept ply carries
/// an estimate. The same record over a folder with no sweep classes nothing.
#[test]
fn a_sweep_proves_mistakes_without_distances() {
    let dir = swept_draughts("swept");
    let v = review_json(&dir, "draughts-swept.txt");
    let plies = v["plies"].as_array().unwrap();
    let mistakes: Vec<u64> = plies
        .iter()
        .filter(|p| p["class"] == "mistake")
        .map(|p| p["ply"].as_u64().unwrap())
        .collect();
    assert_eq!(mistakes, [2, 5, 6, 7], "{v}");
    for p in plies {
        let (class, side) = (p["class"].as_str().unwrap(), &p["side"]);
        assert!(
            ["best", "inaccuracy", "mistake", "kept"].contains(&class),
            "{p}"
        );
        assert!(p.get("estimate").is_none(), "{p}");
        if class == "mistake" {
            assert_eq!(p["before"]["swept_winner"], *side, "{p}");
            assert_ne!(p["after"]["swept_winner"], *side, "{p}");
            let best = p["best"].as_array().unwrap();
            assert!(!best.is_empty(), "{p}");
            for b in best {
                assert_eq!(b["swept_winner"], *side, "{p}");
                assert_ne!(b["action"], p["action"], "{p}");
            }
        }
        if class == "kept" {
            assert_eq!(
                p["before"]["swept_winner"], p["after"]["swept_winner"],
                "{p}"
            );
            assert!(p.get("best").is_none(), "{p}");
        }
    }
    for (lang, words) in [
        (
            "en",
            [
                "Judged from proven values, 12 of 12: 4 mistakes",
                "kept the outcome, which the sweep proves without saying how fast",
                "Ply 2, the fox: 31-27 is a mistake (the value before it: the fox wins (how fast is not known); after it: the geese win (how fast is not known)).",
                "The actions that kept the outcome (by the sweep, which does not say how fast):",
            ],
        ),
        (
            "id",
            [
                "Dinilai dari nilai yang terbukti, 12 dari 12 giliran: 4 kesalahan",
                "mempertahankan hasil, yang dibuktikan oleh penyelesaian seluruh permainan",
                "Giliran 2, rubah: 31-27 adalah kesalahan (nilai sebelumnya: rubah menang (seberapa cepat tidak diketahui); sesudahnya: angsa menang (seberapa cepat tidak diketahui)).",
                "Tindakan yang mempertahankan hasil (menurut penyelesaian seluruh permainan",
            ],
        ),
    ] {
        let out = run_in(
            &dir,
            &["--lang", lang, "review", "draughts-swept.txt", "--budget", "0.05"],
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        // The table wraps its lines: compare with the line breaks as spaces.
        let text = out.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        for w in words {
            assert!(text.contains(w), "{lang}: {w}\n{}", out.stdout);
        }
    }
    // No sweep, nothing proven: every ply unknown, with the engine's estimate instead.
    let bare = scratch("unswept", &["draughts-swept.txt"]);
    let v = review_json(&bare, "draughts-swept.txt");
    for p in v["plies"].as_array().unwrap() {
        assert_eq!(p["class"], "unknown", "{p}");
        assert!(p["after"].get("swept_winner").is_none(), "{p}");
    }
}

/// The first opening's alternative, where no value is proven but the sweep's winners are,
/// is chosen among those, and every fox reply to it carries its swept winner; `analyze`
/// gives the sweep's winner of a position and of every action too.
#[test]
fn the_first_opening_and_analyze_read_the_sweep() {
    let dir = swept_draughts("swept-opening");
    let v = review_json(&dir, "draughts-opening.txt");
    let o = &v["first_opening"];
    assert_eq!(o["ply"], 5, "{o}");
    assert_eq!(o["opened"], serde_json::json!(["20x11"]), "{o}");
    let alt = &o["alternative"];
    // The start is a fox win: whatever the geese play, the fox still wins.
    assert_eq!(alt["after"]["swept_winner"], "fox", "{o}");
    assert!(
        alt["opens"].is_null(),
        "{o}: an alternative that opens nothing comes first"
    );
    let replies = alt["replies"].as_array().unwrap();
    assert!(!replies.is_empty(), "{o}");
    assert!(replies.iter().all(|r| r["swept_winner"] == "fox"), "{o}");

    let out = run_in(
        &dir,
        &[
            "analyze",
            "-r",
            "boys-own-1870-draughts",
            "--budget",
            "0.05",
            "--format",
            "json",
        ],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let a: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(a["value"], "unknown", "{a}");
    assert_eq!(a["swept_winner"], "fox", "{a}");
    let actions = a["actions"].as_array().unwrap();
    assert_eq!(actions.len(), 5, "{a}");
    assert!(actions.iter().all(|x| x["swept_winner"] == "fox"), "{a}");
    for (lang, words) in [
        (
            "en",
            "Yet the sweep of the whole game in the table folder proves that the fox wins",
        ),
        (
            "id",
            "Namun penyelesaian seluruh permainan di folder tabel membuktikan bahwa rubah menang",
        ),
    ] {
        let out = run_in(
            &dir,
            &[
                "--lang",
                lang,
                "analyze",
                "-r",
                "boys-own-1870-draughts",
                "--budget",
                "0.05",
            ],
        );
        let text = out.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(text.contains(words), "{lang}\n{}", out.stdout);
    }
}

/// A table built on demand counts against the review's whole budget (issue 51): with no time
/// at all, none is started, the JSON names each (with its positions), and a warning gives
/// the command that builds it ahead; the same review with its default budget builds them and
/// names none.
#[test]
fn builds_that_outlast_the_total_budget_are_not_started_and_are_named() {
    let dir = scratch("budget-builds", &["fox-misses-the-jump.txt"]);
    let record = "fox-misses-the-jump.txt";
    let out = run_in(
        &dir,
        &["review", record, "--total-budget", "0", "--format", "json"],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let skipped = v["tables_not_built"].as_array().unwrap();
    assert!(!skipped.is_empty(), "{v}");
    for t in skipped {
        assert_eq!(t["ruleset"], "plyyard");
        assert!(t["positions"].as_u64().unwrap() > 0);
    }
    assert!(
        out.stderr
            .contains("tables build --ruleset plyyard --geese"),
        "{}",
        out.stderr
    );
    assert!(!dir
        .join("tables")
        .read_dir()
        .is_ok_and(|mut d| d.next().is_some()));
    let out = run_in(&dir, &["review", record, "--format", "json"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["tables_not_built"], serde_json::json!([]));
    assert!(v["plies"][0]["class"] == "mistake", "{v}");
}
