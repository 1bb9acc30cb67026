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

/// `tables sweep` (the whole game solved front to back, won or lost) counts the geese's wins
/// of each level exactly as the retrograde tables do, level by level, both sides to move;
/// run again it reads the levels it wrote rather than solving them again; and it says so in
/// both languages.
#[test]
fn tables_sweep_counts_what_the_tables_count() {
    let dir = scratch("sweep-cli");
    let d = dir.to_str().unwrap();
    let args = [
        "tables",
        "sweep",
        "--ruleset",
        "standard",
        "--geese",
        "6",
        "--tables",
        d,
        "--format",
        "json",
    ];
    let (code, out, err) = foxgeese(&args);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["levels"].as_array().unwrap().len(), 3, "{out}");
    assert_eq!(v["start_winner"], serde_json::Value::Null);
    let tables = scratch("sweep-cli-tables");
    let mut geese_wins = 0;
    for level in v["levels"].as_array().unwrap() {
        let geese = level["geese"].as_u64().unwrap() as u8;
        assert_eq!(level["built"], true);
        let t = tally(&tables, "standard", geese, 13 - geese);
        assert_eq!(
            level["geese_win_fox_to_move"], t.fox_to_move.geese_win,
            "{geese}"
        );
        assert_eq!(
            level["geese_win_geese_to_move"], t.geese_to_move.geese_win,
            "{geese}"
        );
        let positions = t.fox_to_move.fox_wins + t.fox_to_move.geese_win + t.fox_to_move.draws;
        assert_eq!(level["positions"], positions, "{geese}");
        geese_wins += t.fox_to_move.geese_win + t.geese_to_move.geese_win;
    }
    // 12 and 57 with six geese (none with fewer): a sweep that found none would fail.
    assert!(geese_wins > 50, "{geese_wins}");
    let (code, out, _) = foxgeese(&args);
    assert_eq!(code, 0);
    let again: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(again["levels"]
        .as_array()
        .unwrap()
        .iter()
        .all(|l| l["built"] == false));
    assert_eq!(
        again["levels"],
        v["levels"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| {
                let mut l = l.clone();
                l["built"] = false.into();
                l
            })
            .collect::<serde_json::Value>()
    );
    for (lang, says) in [("en", "read from the folder"), ("id", "dibaca dari folder")] {
        let (code, out, err) = foxgeese(&[&args[..8], &["--lang", lang]].concat());
        assert_eq!(code, 0, "{err}");
        let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(out.contains(says), "{out}");
        assert!(out.contains("57 (0.00 %)"), "{out}");
    }
}

/// A ruleset whose positions can come round again (geese stepping sideways) cannot be swept,
/// nor a level below the fox's target: exit 2, saying why, in both languages.
#[test]
fn tables_sweep_refuses_what_it_cannot_solve() {
    let dir = scratch("sweep-bad");
    let d = dir.to_str().unwrap();
    for (ruleset, en, id) in [
        ("standard:sideways", "sideways", "ke samping"),
        ("plyyard", "sideways", "ke samping"),
        ("large-cross", "sideways", "ke samping"),
    ] {
        for (lang, says) in [("en", en), ("id", id)] {
            let (code, out, err) = foxgeese(&[
                "tables",
                "sweep",
                "--ruleset",
                ruleset,
                "--tables",
                d,
                "--lang",
                lang,
            ]);
            assert_eq!(code, 2, "{ruleset}: {out}");
            let err = err.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(err.contains(says), "{ruleset} {lang}: {err}");
        }
    }
    let (code, _, err) = foxgeese(&["tables", "sweep", "--geese", "3", "--tables", d]);
    assert_eq!(code, 2);
    assert!(err.contains("already won"), "{err}");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
}
