//! The sources' claims that are cheap enough to check in `cargo test`, each over a whole table
//! (every position of its kind, both sides to move), and `tables stats`, which docs/results.md's
//! "What the sources claim, checked" section uses for the larger ones.

use std::path::PathBuf;
use std::process::Command;

use foxgeese::rules::RulesetSpec;
use foxgeese::solve::{Solver, TableKey, ValueTally};

/// A scratch table folder under `target/`, empty.
fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("claims-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The tally of `spec`'s table with `geese` on the board (built on demand into `dir`).
fn tally(dir: &std::path::Path, spec: &str, geese: u8, captures: u8) -> ValueTally {
    let spec: RulesetSpec = spec.parse().unwrap();
    let key = TableKey::new(spec, geese, captures).expect("a table");
    let mut solver = Solver::new(dir);
    let (_, table) = solver.table(key).unwrap().expect("small enough to build");
    ValueTally::of(&table).unwrap()
}

/// The Large Cross (Gåsetavl) rules page: "three geese cannot trap the fox on the larger
/// board". With play going on past the page's threshold (`fox-wins-below=1`), no position
/// with three geese is a geese win, whoever is to move, and none has the fox already trapped.
#[test]
fn three_geese_never_trap_the_fox_on_the_large_cross() {
    let dir = scratch("large-cross-3");
    let t = tally(&dir, "large-cross:fox-wins-below=1", 3, 15);
    assert_eq!(t.fox_to_move.geese_win, 0);
    assert_eq!(t.geese_to_move.geese_win, 0);
    assert_eq!(t.fox_to_move.finished, 0, "the fox is never without a move");
    // The fox does win some (the geese run out of moves), and most are draws.
    assert!(t.fox_to_move.fox_wins > 0 && t.fox_to_move.draws > 0);
}

/// The same count can find geese wins where they exist: on the 1870 board (orthogonal lines
/// only) four geese do trap a fox in a corner of an arm, so the claim's check is not vacuous.
#[test]
fn four_geese_can_trap_the_fox_on_the_1870_board() {
    let dir = scratch("1870-4");
    let t = tally(&dir, "boys-own-1870:fox-wins-below=1", 4, 13);
    assert!(t.fox_to_move.finished > 0, "a fox with no move on its turn");
    assert!(t.fox_to_move.geese_win >= t.fox_to_move.finished);
    assert!(t.geese_to_move.geese_win > 0, "a goose move that traps it");
}

/// Fewer geese than the fox's target leave no table: every such position is already over.
#[test]
fn no_table_below_the_fox_target() {
    let spec: RulesetSpec = "large-cross".parse().unwrap();
    assert!(TableKey::new(spec, 3, 15).is_none());
    let spec: RulesetSpec = "boys-own-1870".parse().unwrap();
    assert!(TableKey::new(spec, 6, 11).is_none());
    let spec: RulesetSpec = "boys-own-1870:fox-wins-below=6".parse().unwrap();
    assert!(TableKey::new(spec, 6, 11).is_some());
}

fn foxgeese(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_foxgeese"))
        .args(args)
        .env_remove("FOXGEESE_TABLES")
        .env("LANG", "C")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// `tables stats` counts what the library counts, in JSON, and says so in both languages.
#[test]
fn tables_stats_reports_the_counts() {
    let dir = scratch("stats-cli");
    let d = dir.to_str().unwrap();
    let args = [
        "tables",
        "stats",
        "--ruleset",
        "large-cross:fox-wins-below=1",
        "--geese",
        "3",
        "--tables",
        d,
        "--format",
        "json",
    ];
    let (code, out, err) = foxgeese(&args);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let t = tally(&dir, "large-cross:fox-wins-below=1", 3, 15);
    for (side, st) in [
        ("fox_to_move", t.fox_to_move),
        ("geese_to_move", t.geese_to_move),
    ] {
        assert_eq!(v[side]["geese_win"], st.geese_win, "{side}");
        assert_eq!(v[side]["fox_wins"], st.fox_wins, "{side}");
        assert_eq!(v[side]["draws"], st.draws, "{side}");
        assert_eq!(v[side]["finished"], st.finished, "{side}");
    }
    assert_eq!(v["table"]["positions"], 1_191_960);
    assert_eq!(v["table"]["ruleset"], "large-cross:fox-wins-below=1");
    for lang in ["en", "id"] {
        let (code, out, err) = foxgeese(&[&args[..8], &["--lang", lang]].concat());
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("1,191,960"), "{out}");
        assert!(out.contains(if lang == "en" {
            "Geese win"
        } else {
            "Angsa menang"
        }));
    }
}

/// A goose count below the fox's target, or above the start's, is refused with exit 2.
#[test]
fn tables_stats_refuses_what_has_no_table() {
    let dir = scratch("stats-bad");
    let d = dir.to_str().unwrap();
    for (ruleset, geese) in [("large-cross", "3"), ("large-cross", "19"), ("chess", "3")] {
        let (code, out, err) = foxgeese(&[
            "tables",
            "stats",
            "--ruleset",
            ruleset,
            "--geese",
            geese,
            "--tables",
            d,
        ]);
        assert_eq!(code, 2, "{ruleset} {geese}: {out}");
        assert!(!err.is_empty());
    }
}
