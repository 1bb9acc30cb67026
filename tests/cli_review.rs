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
