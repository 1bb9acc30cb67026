//! End-to-end tests of `match`: the real binary over a scratch table folder, its JSON shape,
//! the same results for a seed whatever the number of threads, bad input (exit 2, located
//! where it is in a file), both languages (snapshots), a short match in which the strongest
//! level beats `random`, and the files of openings docs/matches.md plays from.

use crate::common;

use std::path::PathBuf;

use common::{snapshot, Output};

/// Runs the binary in `dir` with a clean environment, the tables in `dir/tables`.
use common::run_with_tables as run_in;

fn scratch(name: &str) -> PathBuf {
    common::scratch(&format!("cli-match-{name}"))
}

fn json(out: &Output) -> serde_json::Value {
    assert_eq!(out.code, 0, "{}", out.stderr);
    serde_json::from_str(&out.stdout).unwrap()
}

#[test]
fn the_json_has_the_issues_fields_and_they_add_up() {
    let dir = scratch("shape");
    let v = json(&run_in(
        &dir,
        &[
            "match", "greedy", "random", "--games", "7", "--seed", "4", "--format", "json",
        ],
    ));
    // The top-level keys in the order printed: the issue's first.
    let out = run_in(
        &dir,
        &[
            "match", "greedy", "random", "--games", "7", "--seed", "4", "--format", "json",
        ],
    );
    let keys: Vec<&str> = out
        .stdout
        .lines()
        .filter_map(|l| l.strip_prefix("  \""))
        .filter_map(|l| l.split('"').next())
        .collect();
    let contract = [
        "a",
        "b",
        "games",
        "a_wins",
        "b_wins",
        "draws",
        "elo",
        "elo_interval",
        "by_side",
    ];
    assert_eq!(
        &keys[..contract.len()],
        &contract,
        "the issue's fields, in its order"
    );
    assert_eq!(v["a"], "greedy");
    assert_eq!(v["b"], "random");
    assert_eq!(v["games"], 7);
    let n = |x: &serde_json::Value| x.as_u64().unwrap();
    assert_eq!(n(&v["a_wins"]) + n(&v["b_wins"]) + n(&v["draws"]), 7);
    let interval = v["elo_interval"].as_array().unwrap();
    assert_eq!(interval.len(), 2);
    for b in interval {
        assert!(b.is_number() || b.is_null());
    }
    // Four games with A as the fox (the odd last game too), three as the geese.
    let (fox, geese) = (&v["by_side"]["a_as_fox"], &v["by_side"]["a_as_geese"]);
    assert_eq!((n(&fox["games"]), n(&geese["games"])), (4, 3));
    for k in ["a_wins", "b_wins", "draws"] {
        assert_eq!(n(&fox[k]) + n(&geese[k]), n(&v[k]), "{k}");
    }
    let results = v["results"].as_array().unwrap();
    assert_eq!(results.len(), 7);
    for (i, g) in results.iter().enumerate() {
        assert_eq!(g["game"], i + 1);
        assert_eq!(g["pair"], i / 2 + 1);
        assert_eq!(g["a_side"], if i % 2 == 0 { "fox" } else { "geese" });
    }
    assert_eq!(v["openings"].as_array().unwrap().len(), 4);
    assert_eq!(v["seed"], 4);
    // By pairs: the three complete pairs (the odd seventh game is none), by A's points in
    // each, which add up to its points in the first six games.
    let p = &v["by_pairs"];
    assert_eq!(p["pairs"], 3);
    let counts: Vec<u64> = p["counts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_u64().unwrap())
        .collect();
    assert_eq!(counts.iter().sum::<u64>(), 3);
    let half_points: u64 = results[..6]
        .iter()
        .map(|g| match g["winner"].as_str() {
            Some("a") => 2,
            Some(_) => 0,
            None => 1,
        })
        .sum();
    let counted: u64 = counts.iter().enumerate().map(|(k, c)| k as u64 * c).sum();
    assert_eq!(counted, half_points, "{p}");
    assert_eq!(p["elo_interval"].as_array().unwrap().len(), 2);
}

#[test]
fn a_seed_plays_the_same_match_on_one_thread_or_two() {
    let dir = scratch("seed");
    let go = |jobs: &str, seed: &str| {
        run_in(
            &dir,
            &[
                "match", "greedy", "random", "-r", "standard", "--games", "8", "--seed", seed,
                "--jobs", jobs, "--format", "json",
            ],
        )
        .stdout
    };
    let one = go("1", "9");
    assert_eq!(one, go("2", "9"));
    assert_ne!(one, go("2", "10"));
}

/// Engines bounded by search nodes replay exactly too, whatever the threads.
#[test]
fn engines_bounded_by_nodes_replay_exactly() {
    let dir = scratch("nodes");
    let go = |jobs: &str| {
        let out = run_in(
            &dir,
            &[
                "match",
                "5",
                "2",
                "-r",
                "boys-own-1870",
                "--games",
                "2",
                "--nodes",
                "300",
                "--seed",
                "3",
                "--jobs",
                jobs,
                "--format",
                "json",
            ],
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        out.stdout
    };
    assert_eq!(go("1"), go("2"));
}

#[test]
fn a_file_of_openings_is_played_pair_by_pair() {
    let dir = scratch("openings");
    std::fs::write(
        dir.join("openings.txt"),
        "# two openings\nc5-c4 d4-d3\n\ne5-e4, d4-c4\n",
    )
    .unwrap();
    let v = json(&run_in(
        &dir,
        &[
            "match",
            "random",
            "greedy",
            "--games",
            "6",
            "--seed",
            "1",
            "--openings",
            "openings.txt",
            "--format",
            "json",
        ],
    ));
    let o = &v["openings"];
    assert_eq!(o[0], serde_json::json!(["c5-c4", "d4-d3"]));
    assert_eq!(o[1], serde_json::json!(["e5-e4", "d4-c4"]));
    assert_eq!(o[2], o[0]);
}

#[test]
fn unbalanced_openings_are_drawn_from_the_seed_and_played_pair_by_pair() {
    let dir = scratch("unbalanced");
    let go = |seed: &str| {
        json(&run_in(
            &dir,
            &[
                "match",
                "random",
                "greedy",
                "-r",
                "boys-own-1870",
                "--games",
                "6",
                "--seed",
                seed,
                "--unbalanced",
                "24",
                "--format",
                "json",
            ],
        ))
    };
    let v = go("5");
    assert_eq!(v["unbalanced"], 24);
    let o = v["openings"].as_array().unwrap();
    assert_eq!(o.len(), 3);
    assert_eq!(v, go("5"));
    assert_ne!(v["openings"], go("6")["openings"]);
    for (i, game) in v["results"].as_array().unwrap().iter().enumerate() {
        let opening: Vec<&str> = o[i / 2]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap())
            .collect();
        assert!(opening.len() <= 24 && !opening.is_empty());
        assert!(
            game["moves"]
                .as_str()
                .unwrap()
                .starts_with(&opening.join(" ")),
            "game {i} starts from its pair's opening"
        );
    }
}

#[test]
fn matches_in_both_languages() {
    let dir = scratch("languages");
    for lang in ["en", "id"] {
        let args = [
            "--lang", lang, "match", "greedy", "random", "--games", "6", "--seed", "2",
        ];
        snapshot(&format!("match-greedy-random-{lang}"), &run_in(&dir, &args));
        let args = [
            "--lang",
            lang,
            "match",
            "random",
            "greedy",
            "-r",
            "boys-own-1870",
            "--games",
            "2",
            "--seed",
            "3",
            "--unbalanced",
            "12",
        ];
        snapshot(&format!("match-unbalanced-{lang}"), &run_in(&dir, &args));
    }
    let json = run_in(
        &dir,
        &[
            "match",
            "random",
            "random",
            "-r",
            "two-foxes",
            "--games",
            "2",
            "--seed",
            "2",
            "--format",
            "json",
        ],
    );
    snapshot("match-random-random-json", &json);
}

/// (name, arguments, a file to write first): bad input, each in both languages.
const BAD: &[(&str, &[&str], Option<&str>)] = &[
    ("player", &["match", "6", "random"], None),
    ("player-typo", &["match", "5", "randm"], None),
    (
        "games-zero",
        &["match", "1", "random", "--games", "0"],
        None,
    ),
    (
        "games-text",
        &["match", "1", "random", "--games", "many"],
        None,
    ),
    (
        "budget",
        &["match", "1", "random", "--budget", "soon"],
        None,
    ),
    ("ruleset", &["match", "1", "random", "-r", "plyard"], None),
    ("jobs", &["match", "1", "random", "--jobs", "0"], None),
    ("seed", &["match", "1", "random", "--seed", "-3"], None),
    (
        "openings-missing",
        &["match", "1", "random", "--openings", "none.txt"],
        None,
    ),
    (
        "openings-illegal",
        &["match", "1", "random", "--openings", "o.txt"],
        Some("c5-c4 d4-d3\n# the fox is on d4\nc5-c4 d3-d2\n"),
    ),
    (
        "openings-syntax",
        &["match", "1", "random", "--openings", "o.txt"],
        Some("c5-c4 d4-d3?!x\n"),
    ),
    (
        "openings-empty",
        &["match", "1", "random", "--openings", "o.txt"],
        Some("# nothing yet\n\n"),
    ),
    (
        "unbalanced-long",
        &["match", "1", "random", "--unbalanced", "201"],
        None,
    ),
    (
        "unbalanced-zero",
        &["match", "1", "random", "--unbalanced", "0"],
        None,
    ),
    (
        "unbalanced-and-openings",
        &[
            "match",
            "1",
            "random",
            "--unbalanced",
            "9",
            "--openings",
            "o.txt",
        ],
        Some("c5-c4 d4-d3\n"),
    ),
];

#[test]
fn bad_input_is_an_error_with_exit_2() {
    for (name, args, file) in BAD {
        let dir = scratch(&format!("bad-{name}"));
        if let Some(text) = file {
            std::fs::write(dir.join("o.txt"), text).unwrap();
        }
        for lang in ["en", "id"] {
            let mut full = vec!["--lang", lang];
            full.extend_from_slice(args);
            let out = run_in(&dir, &full);
            assert_eq!(out.code, 2, "{name}: {}", out.stderr);
            assert!(out.stdout.is_empty(), "{name} printed to stdout");
            assert!(!out.stderr.contains("panicked"), "{name} panicked");
            snapshot(&format!("match-bad-{name}-{lang}"), &out);
        }
    }
}

/// `perfect` against `random` in `ruleset`: `games` games at `nodes` nodes a move, seed 1,
/// in a scratch folder of its own (`name`); the JSON report.
fn perfect_against_random(
    name: &str,
    ruleset: &str,
    games: &str,
    nodes: &str,
) -> serde_json::Value {
    perfect_against(name, "random", ruleset, games, nodes, "1")
}

/// `perfect` against `other` with `seed`, as [`perfect_against_random`].
fn perfect_against(
    name: &str,
    other: &str,
    ruleset: &str,
    games: &str,
    nodes: &str,
    seed: &str,
) -> serde_json::Value {
    let dir = scratch(name);
    json(&run_in(
        &dir,
        &[
            "match", "perfect", other, "-r", ruleset, "--games", games, "--nodes", nodes, "--seed",
            seed, "--format", "json",
        ],
    ))
}

/// With the draught board swept whole in the folder, every opening's value is proven: each
/// game says its opening's, and A's results as each side are counted over the openings that
/// side wins. `perfect`, keeping every swept win, wins every game from an opening its side
/// wins; the start is a fox win, and so are these openings.
#[test]
fn each_opening_is_valued_and_the_games_a_side_can_win_are_counted() {
    let dir = scratch("swept");
    let sweep = run_in(&dir, &["tables", "sweep", "-r", "boys-own-1870-draughts"]);
    assert_eq!(sweep.code, 0, "{}", sweep.stderr);
    let v = json(&run_in(
        &dir,
        &[
            "match",
            "perfect",
            "random",
            "-r",
            "boys-own-1870-draughts",
            "--games",
            "6",
            "--nodes",
            "500",
            "--seed",
            "3",
            "--format",
            "json",
        ],
    ));
    let w = &v["where_it_can_win"];
    assert_eq!(w["unproven_openings"], 0, "{w}");
    let results = v["results"].as_array().unwrap();
    let mut fox_openings = 0;
    for g in results {
        let value = g["opening_value"].as_str().expect("proven");
        assert!(["fox-wins", "geese-win"].contains(&value), "{g}");
        if g["a_side"] == "fox" && value == "fox-wins" {
            fox_openings += 1;
            assert_eq!(g["winner"], "a", "{g}");
        }
    }
    assert!(fox_openings >= 2, "{v}");
    assert_eq!(w["a_as_fox"]["games"], fox_openings);
    assert_eq!(w["a_as_fox"]["a_wins"], fox_openings);
    // Without the sweep nothing is proven this far from the tables' reach: no row counts.
    let bare = json(&run_in(
        &scratch("unswept"),
        &[
            "match",
            "perfect",
            "random",
            "-r",
            "boys-own-1870-draughts",
            "--games",
            "2",
            "--nodes",
            "500",
            "--seed",
            "3",
            "--format",
            "json",
        ],
    ));
    assert_eq!(bare["where_it_can_win"]["unproven_openings"], 1);
    assert_eq!(bare["where_it_can_win"]["a_as_fox"]["games"], 0);
    assert!(bare["results"][0]["opening_value"].is_null());
}

/// CI's short match: a few games in which the strongest level beats `random` from both
/// sides (the longer matches behind docs/matches.md are `scripts/matches.sh`).
#[test]
fn the_strongest_level_beats_random() {
    let v = perfect_against_random("strongest", "boys-own-1870", "2", "1000");
    assert_eq!(v["a_wins"], 2, "{v}");
}

/// Ply Yard, where the rules have no draw: `perfect` wins all ten games against `random`,
/// the fox too. (It drew two as the fox when a repeated position scored as a draw and a
/// proven draw ended the search: it shuffled between two points until the match called the
/// game drawn.)
#[test]
fn the_strongest_level_presses_ply_yard_home_from_both_sides() {
    let v = perfect_against_random("strongest-plyyard", "plyyard", "10", "2000");
    assert_eq!(v["a_wins"], 10, "{v}");
}

/// Two Foxes, where the rules draw after 100 plies without a capture or a forward goose
/// step: `perfect` wins its games against `random` from both sides, the geese too. (Blind to
/// that clock and valuing a goose lightly, its geese drew such games: they gave up geese for
/// paddock points, then stepped sideways until the clock ran out.)
#[test]
fn the_strongest_level_wins_two_foxes_from_both_sides() {
    let v = perfect_against_random("strongest-two-foxes", "two-foxes", "4", "20000");
    assert_eq!(v["a_wins"], 4, "{v}");
}

/// The standard game, where geese only step forward: `perfect`'s geese keep the fox out of
/// the room behind them (`search::BEHIND`) and win all five of their games against `random`
/// here. Without it they won two: the fox walked onto points no goose could reach again and
/// waited there while the geese spent their moves.
#[test]
fn the_standard_games_geese_keep_the_fox_from_behind_them() {
    let v = perfect_against_random("strongest-standard", "standard", "10", "50000");
    assert_eq!(v["by_side"]["a_as_geese"]["a_wins"], 5, "{v}");
    assert_eq!(v["a_wins"], 10, "{v}");
}

/// The same against `greedy`, which takes every goose it is offered: the geese keep theirs
/// (`search::goose_worth`) and win all five with seed 4. Valuing a goose by Ply Yard's
/// weights alone, they let one go for their line and won three of these five; from openings
/// drawn among all legal actions they lost more, the opening having handed the fox a hole or
/// a fork.
#[test]
fn the_standard_games_geese_keep_their_geese_from_greedy() {
    let v = perfect_against(
        "strongest-standard-greedy",
        "greedy",
        "standard",
        "10",
        "50000",
        "4",
    );
    assert_eq!(v["by_side"]["a_as_geese"]["a_wins"], 5, "{v}");
    assert_eq!(v["a_wins"], 10, "{v}");
}

#[test]
fn the_help_in_both_languages() {
    for lang in ["en", "id"] {
        let out = common::run(&["--lang", lang, "match", "--help"]);
        assert_eq!(out.code, 0);
        snapshot(&format!("match-help-{lang}"), &out);
    }
}

/// The openings docs/matches.md plays `perfect` against level 5 from
/// (`scripts/openings/*-geese-won.txt`, made by `examples/geese_won_openings.rs`) are what
/// their headers say: legal from the start, the geese to move with at least so many geese,
/// at least four actions, and (on the draught board, whose whole sweep takes seconds) a
/// position the geese win in which at most a third of their actions keep the win.
#[test]
fn the_geese_won_openings_are_what_their_headers_say() {
    use foxgeese::arena::openings;
    use foxgeese::solve::sweep::{Geometry, Sweep};
    use foxgeese::{Position, Ruleset, Side};

    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/openings");
    let sweep = {
        let rules = Ruleset::get("boys-own-1870-draughts".parse().unwrap());
        let geometry = Geometry::new(rules).unwrap();
        let most = Position::start(rules).geese().count();
        Sweep::run(geometry, most, &foxgeese::solve::Quiet)
    };
    for (spec, count, fewest, swept) in [
        ("standard", 500, 11, false),
        ("boys-own-1870-draughts", 400, 7, true),
    ] {
        let rules = Ruleset::get(spec.parse().unwrap());
        let path = root.join(format!("{spec}-geese-won.txt"));
        let text = std::fs::read_to_string(&path).unwrap();
        let list = openings::parse(&text, Position::start(rules)).unwrap();
        assert_eq!(list.len(), count, "{spec}");
        let distinct: std::collections::HashSet<_> = list.iter().collect();
        assert_eq!(distinct.len(), count, "{spec}");
        for opening in &list {
            let pos = opening
                .iter()
                .fold(Position::start(rules), |p, a| p.play(a).unwrap());
            let line = || format!("{spec}: {opening:?}");
            assert!(!pos.outcome().is_over(), "{}", line());
            assert_eq!(pos.turn(), Side::Geese, "{}", line());
            assert!(pos.geese().count() >= fewest, "{}", line());
            let actions = pos.legal_actions();
            assert!(actions.len() >= 4, "{}", line());
            if swept {
                let wins = |p: &Position| sweep.winner(p) == Some(Side::Geese);
                assert!(wins(&pos), "{}", line());
                let keep = actions
                    .iter()
                    .filter(|a| wins(&pos.play_unchecked(a)))
                    .count();
                assert!(keep >= 1 && keep * 3 <= actions.len(), "{}", line());
            }
        }
    }
}

/// Workers are bounded by memory as well as by count (issue 52, finding 5): `--jobs 1024`
/// under a 2 GB address-space limit plays as many games at once as fit, says so, and ends
/// with its result rather than the allocator's abort.
#[test]
fn jobs_are_bounded_by_the_memory_there_is() {
    let dir = scratch("jobs-memory");
    // `foxgeese ARGS` under a 2 GB address-space limit: its exit status and standard error.
    let limited = |args: &str| {
        let out = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!(
                "ulimit -v 2000000 && exec {} {args}",
                env!("CARGO_BIN_EXE_foxgeese")
            ))
            .current_dir(&dir)
            .env("XDG_DATA_HOME", "/proc/foxgeese-tests-no-data")
            .output()
            .unwrap();
        (
            out.status,
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (status, stderr) =
        limited("match 3 3 --games 4 --jobs 1024 --nodes 100 --seed 1 --tables tables");
    assert!(status.success(), "{stderr}");
    let said = stderr.replace('\n', " ");
    assert!(said.contains("games at once, not 1,024"), "{stderr}");
    let jobs: usize = said
        .split("Playing ")
        .nth(1)
        .and_then(|s| s.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap();
    assert!((1..64).contains(&jobs), "{jobs}");
    // `train --games` plays its matches on the same bounded workers.
    let (status, stderr) =
        limited("train --games 1 --nodes 1 --jobs 1024 --tables tables -o w.txt");
    assert!(status.success(), "{stderr}");
    assert!(
        stderr
            .replace('\n', " ")
            .contains("games at once, not 1,024"),
        "{stderr}"
    );
}

/// One interval for one match (issue 53, the newcomer's defect 13): games played in pairs
/// give the Elo difference by pairs, once, with how the pairs scored; JSON keeps both counts.
#[test]
fn a_match_says_one_elo_difference() {
    let dir = scratch("one-interval");
    for (lang, words) in [("en", "Elo difference of"), ("id", "Selisih Elo")] {
        let out = run_in(
            &dir,
            &[
                "--lang", lang, "match", "greedy", "random", "--games", "8", "--seed", "4",
            ],
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        let text = out.stdout.replace('\n', " ");
        assert_eq!(text.matches(words).count(), 1, "{}", out.stdout);
    }
    let v = json(&run_in(
        &dir,
        &[
            "match", "greedy", "random", "--games", "8", "--seed", "4", "--format", "json",
        ],
    ));
    assert!(v.get("elo").is_some() && v.get("by_pairs").is_some(), "{v}");
}
