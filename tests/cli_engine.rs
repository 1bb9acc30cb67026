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

#[test]
fn train_from_games_fits_to_their_results_the_same_for_the_same_seed() {
    let dir = scratch("cli-engine-games");
    let tables = dir.join("tables").to_str().unwrap().to_string();
    let file = |name: &str| dir.join(name).to_str().unwrap().to_string();
    // Two games a match, 300 nodes a move, and `more` arguments.
    let train_with = |out: &str, seed: &str, lang: &str, more: &[&str]| {
        let mut args = vec![
            "--lang",
            lang,
            "train",
            "--ruleset",
            "standard",
            "--games",
            "2",
            "--nodes",
            "300",
            "--jobs",
            "2",
            "--tables",
            &tables,
            "--seed",
            seed,
            "-o",
            out,
        ];
        args.extend(more);
        run(&args)
    };
    let train = |out: &str, seed: &str, lang: &str, format: &str| {
        train_with(out, seed, lang, &["--format", format])
    };
    let (a, b, c) = (file("a.txt"), file("b.txt"), file("c.txt"));
    let json = train(&a, "7", "en", "json");
    assert_eq!(json.code, 0, "{}", json.stderr);
    let v: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    // Seven matches of two games; every game counted once, by its result.
    let g = &v["games"];
    assert_eq!(g["played"], 14, "{v}");
    assert_eq!(g["per_match"], 2);
    assert_eq!(g["nodes"], 300);
    let results: u64 = ["fox_won", "geese_won", "drawn"]
        .iter()
        .map(|k| g[k].as_u64().unwrap())
        .sum();
    assert_eq!(results, 14, "{v}");
    // Every position is fitted or held out (the positions of the tenth game).
    let positions: u64 = v["levels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["positions"].as_u64().unwrap())
        .sum();
    let held = v["held_out"]["positions"].as_u64().unwrap();
    assert!(held > 0, "{v}");
    assert_eq!(v["fitted"].as_u64().unwrap() + held, positions, "{v}");
    let weights = std::fs::read_to_string(&a).unwrap();
    assert!(
        weights.starts_with("foxgeese-eval 2\nruleset standard\n"),
        "{weights}"
    );
    // The same seed writes the same weights, in either language; another seed others.
    let text = train(&b, "7", "en", "text");
    assert_eq!(text.code, 0, "{}", text.stderr);
    let words = text.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("from 14 engine games (7 matches, 300 search nodes a move"),
        "{words}"
    );
    assert!(words.contains("held out from the fit"), "{words}");
    assert_eq!(weights, std::fs::read_to_string(&b).unwrap());
    let id = train(&c, "8", "id", "text");
    assert_eq!(id.code, 0, "{}", id.stderr);
    assert!(id.stdout.contains("permainan antarmesin"), "{}", id.stdout);
    assert_ne!(weights, std::fs::read_to_string(&c).unwrap());
    // A second round: the games' geese play with the first round's weights, so the games,
    // and the weights fitted to them, differ.
    let d = file("d.txt");
    let again = train_with(&d, "7", "en", &["--geese-weights", &a]);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert_ne!(weights, std::fs::read_to_string(&d).unwrap());
}

#[test]
fn train_from_games_refuses_what_does_not_fit_together() {
    let dir = scratch("cli-engine-games-bad");
    let out = dir.join("w.txt").to_str().unwrap().to_string();
    for args in [
        &["train", "--games", "3", "--samples", "10"][..],
        &["train", "--nodes", "100"],
        &["train", "--jobs", "2"],
        &["train", "--geese-weights", "data/eval/standard-geese.txt"],
        &["train", "--games", "0"],
        &["train", "--games", "10001"],
    ] {
        let mut all = args.to_vec();
        all.extend(["-o", &out]);
        let o = run(&all);
        assert_eq!(o.code, 2, "{args:?}: {}", o.stdout);
        assert!(!o.stderr.is_empty(), "{args:?}");
    }
    assert!(!dir.join("w.txt").exists());
    // A weights file for the games' geese that is not one: what is wrong, in both languages.
    let good = std::fs::read_to_string("data/eval/standard-geese.txt").unwrap();
    let lines: Vec<&str> = good.lines().collect();
    let short_line = lines[3].rsplit_once(' ').unwrap().0;
    for (name, text, en, id) in [
        (
            "hello.txt",
            "hello\n".to_string(),
            "is not a weights file",
            "bukan berkas bobot",
        ),
        (
            "cut.txt",
            lines[..4].join("\n"),
            "it ends before all its lines",
            "berakhir sebelum",
        ),
        (
            "short.txt",
            [&lines[..3], &[short_line], &lines[4..]]
                .concat()
                .join("\n"),
            "line 4 is missing or malformed",
            "baris 4 hilang",
        ),
        (
            "features.txt",
            good.replace("features 24", "features 23"),
            "is made for 23 features, where this build of foxgeese has 24",
            "dibuat untuk 23 fitur",
        ),
        // Another ruleset's weights (issue 52, finding 12).
        (
            "plyyard.txt",
            good.replace("ruleset standard", "ruleset plyyard"),
            "holds weights for plyyard, not for standard",
            "berisi bobot untuk plyyard, bukan untuk standard",
        ),
        // Named as the weights file it was to be, not as a game record.
        (
            "missing.txt",
            String::new(),
            "The weights file",
            "Berkas bobot",
        ),
    ] {
        let path = dir.join(name);
        if name != "missing.txt" {
            std::fs::write(&path, text).unwrap();
        }
        for (lang, words) in [("en", en), ("id", id)] {
            let o = run(&[
                "--lang",
                lang,
                "train",
                "--ruleset",
                "standard",
                "--games",
                "2",
                "--geese-weights",
                path.to_str().unwrap(),
                "-o",
                &out,
            ]);
            assert_eq!(o.code, 2, "{name}: {}", o.stdout);
            let err = o.stderr.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(err.contains(words), "{name} {lang}: {err}");
            assert!(err.contains(name), "{name} {lang}: {err}");
        }
    }
    assert!(!dir.join("w.txt").exists());
}
