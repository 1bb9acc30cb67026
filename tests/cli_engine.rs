//! `foxgeese train` (issue 26): the weights file it writes from small tables, the same for the
//! same seed; its report in both languages; a folder without tables is a clear error (exit 2).

use crate::common::{run, scratch};

/// The standard game's tables with sideways steps (wins and draws) up to four geese, built
/// into `dir`.
fn small_tables(dir: &std::path::Path) -> String {
    let tables = dir.join("tables");
    let t = tables.to_str().unwrap().to_string();
    let out = run(&[
        "tables",
        "build",
        "--ruleset",
        "standard:sideways",
        "--geese",
        "4",
        "--tables",
        &t,
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    t
}

#[test]
fn train_writes_the_same_weights_for_the_same_seed() {
    let dir = scratch("cli-engine-train");
    let tables = small_tables(&dir);
    let file = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let train = |out: &str, seed: &str, lang: &str| {
        run(&[
            "--lang",
            lang,
            "train",
            "--ruleset",
            "standard:sideways",
            "--tables",
            &tables,
            "--samples",
            "3000",
            "--seed",
            seed,
            "-o",
            out,
        ])
    };
    let (a, b, c) = (file("a.txt"), file("b.txt"), file("c.txt"));
    let first = train(&a, "5", "en");
    assert_eq!(first.code, 0, "{}", first.stderr);
    let text = first
        .stdout
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(text.contains("2,700 positions with 4 geese"), "{text}");
    assert!(
        text.contains("The folder has no table with 8 to 11 geese"),
        "{text}"
    );
    assert!(text.contains("On 300 positions held out"), "{text}");
    let id = train(&b, "5", "id");
    assert_eq!(id.code, 0, "{}", id.stderr);
    assert!(id.stdout.contains("disisihkan"), "{}", id.stdout);
    let weights = std::fs::read_to_string(&a).unwrap();
    assert!(
        weights.starts_with("foxgeese-eval 2\nruleset standard\n"),
        "{weights}"
    );
    assert_eq!(weights, std::fs::read_to_string(&b).unwrap());
    assert_eq!(train(&c, "6", "en").code, 0);
    assert_ne!(weights, std::fs::read_to_string(&c).unwrap());
    // JSON: the figures the text gives.
    let json = run(&[
        "train",
        "--ruleset",
        "standard:sideways",
        "--tables",
        &tables,
        "--samples",
        "3000",
        "--seed",
        "5",
        "-o",
        &c,
        "--format",
        "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(v["fitted"], 2700);
    assert_eq!(v["held_out"]["positions"], 300);
    assert_eq!(v["levels"][0]["geese"], 4);
    let acc = v["held_out"]["accuracy"].as_f64().unwrap();
    assert!(acc > v["held_out"]["majority"].as_f64().unwrap(), "{v}");
}

#[test]
fn train_without_tables_says_what_to_build() {
    let dir = scratch("cli-engine-empty");
    let empty = dir.join("none");
    for (lang, words) in [
        ("en", "has no table of plyyard"),
        ("id", "tidak punya tabel plyyard"),
    ] {
        let out = run(&[
            "--lang",
            lang,
            "train",
            "--tables",
            empty.to_str().unwrap(),
            "-o",
            dir.join("w.txt").to_str().unwrap(),
        ]);
        assert_eq!(out.code, 2, "{}", out.stdout);
        let err = out.stderr.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(err.contains(words), "{err}");
        assert!(
            err.contains("foxgeese tables build --ruleset plyyard"),
            "{err}"
        );
    }
    assert!(!dir.join("w.txt").exists());
}
