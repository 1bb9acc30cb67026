//! End-to-end tests of the engine commands: the real binary, run with a clean environment, its
//! exit code, standard output and standard error snapshotted in English and Indonesian.

use crate::common;

use common::{run, run_env, snapshot_in_both_languages};

/// Every case runs in both languages; the snapshot name is `<name>-<lang>`.
const CASES: &[(&str, &[&str])] = &[
    ("show-start", &["show"]),
    (
        "show-surrounded",
        &["show", "--position", "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0"],
    ),
    ("actions-start", &["actions"]),
    (
        "actions-fox-while-geese-move",
        &[
            "actions",
            "--side",
            "fox",
            "--position",
            "3/3/1GGGG2/2GF3/7/3/3 g 0",
        ],
    ),
    (
        "actions-one-goose",
        &[
            "actions",
            "--from",
            "e5",
            "--position",
            "3/3/1GGGG2/2GF3/7/3/3 f 0",
        ],
    ),
    (
        "actions-blockaded-fox",
        &["actions", "--position", "3/3/7/7/2G4/G2/FGG f 0"],
    ),
    (
        "actions-game-over",
        &["actions", "--position", "3/3/1G5/3F3/7/3/3 f 9"],
    ),
    (
        "why-legal-step",
        &[
            "why",
            "d4-d3",
            "--position",
            "GGG/GGG/GGGGGGG/3F3/7/3/3 f 0",
        ],
    ),
    (
        "why-goose-north",
        &[
            "why",
            "d3-d4",
            "--position",
            "GGG/GGG/GGGG1GG/F6/3G3/3/3 g 0",
        ],
    ),
    (
        "why-many-reasons",
        &[
            "why",
            "e5-e6",
            "--position",
            "GGG/GGG/GGGGGGG/3F3/7/3/3 f 0",
        ],
    ),
    (
        "why-diagonal",
        &["why", "d4-e5", "--position", "3/3/7/3F3/7/3/3 f 0"],
    ),
    (
        "why-second-jump",
        &["why", "c4xc6xe6", "--position", "3/1G1/2G4/2F4/7/3/3 f 0"],
    ),
    (
        "why-off-board",
        &["why", "c6-b6", "--position", "3/G2/7/3F3/7/3/3 g 0"],
    ),
    ("perft-4", &["perft", "4"]),
    ("perft-divide", &["perft", "2", "--divide"]),
    ("rulesets", &["rulesets"]),
    ("rulesets-boys-own", &["rulesets", "boys-own-1870"]),
    ("rulesets-two-foxes", &["rulesets", "two-foxes"]),
    ("help", &["--help"]),
    ("help-actions", &["actions", "--help"]),
    ("help-command", &["help", "why"]),
    // The commands that share the search's options (`--budget`, `--tables`, `--format`).
    ("help-analyze", &["analyze", "--help"]),
    ("help-prove", &["prove", "--help"]),
    ("help-review", &["review", "--help"]),
    (
        "why-illegal-exit-code",
        &[
            "why",
            "--exit-code",
            "d3-d4",
            "--position",
            "GGG/GGG/GGGG1GG/F6/3G3/3/3 g 0",
        ],
    ),
    // Bad input: exit 2, a localized message naming what and where.
    (
        "bad-rank-length",
        &["show", "--position", "GGG/GGG/GGGGGG/3F3/7/3/3 g 0"],
    ),
    (
        "bad-rank-count",
        &["show", "--position", "GGG/GGG/3F3/7/3/3 g 0"],
    ),
    (
        "bad-piece",
        &["show", "--position", "GGG/GGG/GGGGGGG/3F3/7/3/3X g 0"],
    ),
    (
        "bad-two-foxes",
        &["show", "--position", "GGG/GGG/GGGGGGG/3F3/F6/3/3 g 0"],
    ),
    (
        "bad-no-fox",
        &["show", "--position", "GGG/GGG/GGGGGGG/7/7/3/3 g 0"],
    ),
    (
        "bad-too-many-geese",
        &["show", "--position", "GGG/GGG/GGGGGGG/3F3/G6/3/3 g 0"],
    ),
    (
        "bad-geese-plus-captures",
        &["show", "--position", "GGG/GGG/GGGGGGG/3F3/7/3/3 g 1"],
    ),
    (
        "bad-captures",
        &["show", "--position", "GGG/GGG/GGGGGGG/3F3/7/3/3 g many"],
    ),
    (
        "bad-side",
        &["show", "--position", "GGG/GGG/GGGGGGG/3F3/7/3/3 x 0"],
    ),
    (
        "bad-missing-side",
        &["show", "--position", "GGG/GGG/GGGGGGG/3F3/7/3/3"],
    ),
    ("bad-action", &["why", "hello"]),
    ("bad-ruleset", &["show", "--ruleset", "chess"]),
    (
        "bad-ruleset-option",
        &["show", "--ruleset", "standard:geese=14"],
    ),
    ("bad-from", &["actions", "--from", "a1"]),
    ("bad-from-empty", &["actions", "--from", "d3"]),
    ("bad-command", &["flap"]),
    // Did-you-mean, for every name a user types.
    ("bad-command-suggest", &["pratice"]),
    ("bad-help-command-suggest", &["help", "pratice"]),
    (
        "bad-flag-suggest",
        &["check", "list-fox-actions", "--anwser", "d4-c4"],
    ),
    ("bad-ruleset-suggest", &["show", "--ruleset", "plyard"]),
    ("bad-value-suggest", &["show", "--format", "jsno"]),
    ("bad-action-no-separator", &["why", "d4c4"]),
    ("bad-moves-no-separator", &["show", "--moves", "c5c4"]),
    ("bad-flag-value", &["actions", "--side", "goose"]),
    ("bad-depth", &["perft", "deep"]),
    ("bad-depth-negative", &["perft", "-3"]),
    ("bad-depth-too-deep", &["perft", "50000"]),
    ("bad-lang", &["show", "--lang", "fr"]),
    ("bad-moves", &["show", "--moves", "c5-c4 d4-d5"]),
];

#[test]
fn cases_in_both_languages() {
    for (name, args) in CASES {
        snapshot_in_both_languages(name, args, str::to_string);
    }
}

#[test]
fn bad_input_exits_2_and_everything_else_0() {
    for (name, args) in CASES {
        let out = run(args);
        let expected = if name.starts_with("bad-") {
            2
        } else if name.ends_with("-exit-code") {
            1
        } else {
            0
        };
        assert_eq!(out.code, expected, "{name}: {}", out.stderr);
        if expected == 2 {
            assert!(out.stdout.is_empty(), "{name} printed to stdout");
            assert!(!out.stderr.is_empty(), "{name} said nothing");
        }
        assert!(!out.stderr.contains("panicked"), "{name} panicked");
    }
}

#[test]
fn json_outputs_carry_the_contract_fields() {
    let out = run(&[
        "actions",
        "--format",
        "json",
        "--position",
        "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["outcome"], "ongoing");
    assert_eq!(v["side"], "fox");
    let actions = v["actions"].as_array().unwrap();
    assert_eq!(actions.len(), 1);
    assert_eq!(actions[0]["notation"], "d4xd2");
    assert_eq!(actions[0]["from"], "d4");
    assert_eq!(actions[0]["to"], "d2");
    assert_eq!(actions[0]["captures"], serde_json::json!(["d3"]));

    let out = run(&["perft", "3", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v, serde_json::json!({"depth": 3, "nodes": 172}));

    let out = run(&[
        "actions",
        "--format",
        "json",
        "--position",
        "3/3/7/7/2G4/G2/FGG f 0",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["outcome"], "geese-win");
    assert_eq!(v["actions"], serde_json::json!([]));

    let out = run(&[
        "why",
        "--format",
        "json",
        "d3-d4",
        "--position",
        "GGG/GGG/GGGG1GG/F6/3G3/3/3 g 0",
    ]);
    assert_eq!(out.code, 0);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["legal"], false);
    assert_eq!(v["reasons"][0]["code"], "goose-backward");
}

#[test]
fn language_comes_from_the_environment_when_no_flag() {
    let id = run_env(&["show"], &[("LANG", "id_ID.UTF-8")]);
    assert!(id.stdout.contains("Giliran"), "{}", id.stdout);
    let all = run_env(
        &["show"],
        &[("LANG", "id_ID.UTF-8"), ("LC_ALL", "en_US.UTF-8")],
    );
    assert!(all.stdout.contains("To move"), "{}", all.stdout);
    let msgs = run_env(&["show"], &[("LC_MESSAGES", "id_ID.UTF-8")]);
    assert!(msgs.stdout.contains("Giliran"));
    let flag = run_env(&["show", "--lang", "en"], &[("LANG", "id_ID.UTF-8")]);
    assert!(flag.stdout.contains("To move"));
    let c = run_env(&["show"], &[("LANG", "C")]);
    assert!(c.stdout.contains("To move"));
}

#[test]
fn colour_only_when_asked_and_never_with_no_color() {
    let plain = run(&["show"]);
    assert!(
        !plain.stdout.contains('\u{1b}'),
        "piped output must be plain"
    );
    let always = run(&["show", "--color", "always"]);
    assert!(always.stdout.contains('\u{1b}'));
    let never = run_env(&["show", "--color", "auto"], &[("NO_COLOR", "1")]);
    assert!(!never.stdout.contains('\u{1b}'));
    // Without colour the pieces are still letters.
    assert!(plain.stdout.contains('F') && plain.stdout.contains('G'));
}

#[test]
fn game_records_reach_positions_and_draws() {
    // Large Cross: shuffling a goose sideways and the fox back and forth brings the position
    // after the third ply back a third time with the same side to move: a draw.
    let moves = "e7-e8 a4-a5 e8-e7 a5-b5 e7-e8 b5-a5 e8-e7 a5-b5 e7-e8 b5-a5";
    let out = run(&[
        "show",
        "--ruleset",
        "large-cross",
        "--moves",
        moves,
        "--format",
        "json",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["outcome"], "draw", "{}", out.stdout);
}

#[test]
fn help_command_is_the_help_flag() {
    for lang in ["en", "id"] {
        let word = run(&["--lang", lang, "help", "practice"]);
        let flag = run(&["--lang", lang, "practice", "--help"]);
        assert_eq!(word.code, 0);
        assert_eq!(word.stdout, flag.stdout);
        let bare = run(&["--lang", lang, "help"]);
        assert_eq!(bare.code, 0);
        assert_eq!(bare.stdout, run(&["--lang", lang, "--help"]).stdout);
    }
}

/// Every command's help, nested ones too, in both languages, has a text for each argument:
/// no message id shows through (`tables build --parts-from` once showed
/// `help-arg-parts_from`). The commands are read from the help itself, so a new one is checked.
#[test]
fn every_help_text_is_written_in_both_languages() {
    fn commands(help: &str) -> Vec<String> {
        // The lines of the commands' section: two spaces, a lower-case word, then its text.
        help.lines()
            .filter_map(|l| l.strip_prefix("  "))
            .filter_map(|l| l.split_whitespace().next().map(|w| (l, w)))
            .filter(|(l, w)| {
                !l.starts_with(' ') && w.chars().all(|c| c.is_ascii_lowercase()) && *w != "help"
            })
            .map(|(_, w)| w.to_string())
            .collect()
    }
    for lang in ["en", "id"] {
        let top = run(&["--lang", lang, "--help"]);
        let mut todo: Vec<Vec<String>> =
            commands(&top.stdout).into_iter().map(|c| vec![c]).collect();
        assert!(todo.len() > 20, "{}", top.stdout);
        let mut seen = 0;
        while let Some(words) = todo.pop() {
            let mut args = vec!["--lang", lang];
            args.extend(words.iter().map(String::as_str));
            args.push("--help");
            let out = run(&args);
            assert_eq!(out.code, 0, "{lang} {words:?}: {}", out.stderr);
            assert!(
                !out.stdout.contains("help-arg-") && !out.stdout.contains("help-cmd-"),
                "{lang} {words:?}:\n{}",
                out.stdout
            );
            seen += 1;
            if out.stdout.contains("<COMMAND>") || out.stdout.contains("<PERINTAH>") {
                for c in commands(&out.stdout) {
                    let mut nested = words.clone();
                    nested.push(c);
                    todo.push(nested);
                }
            }
        }
        assert!(seen > 25, "{lang}: {seen} helps read");
    }
}

/// The usage line names the words that call a command, a nested one too, and `<COMMAND>`
/// where a command has commands of its own.
#[test]
fn usage_lines_name_the_whole_command() {
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &[],
            "foxgeese [OPTIONS] <COMMAND>",
            "foxgeese [OPSI] <PERINTAH>",
        ),
        (
            &["tables"],
            "foxgeese tables [OPTIONS] <COMMAND>",
            "foxgeese tables [OPSI] <PERINTAH>",
        ),
        (
            &["tables", "build"],
            "foxgeese tables build [OPTIONS]",
            "foxgeese tables build [OPSI]",
        ),
        (
            &["tables", "list"],
            "foxgeese tables list [OPTIONS]",
            "foxgeese tables list [OPSI]",
        ),
        (
            &["study"],
            "foxgeese study [OPTIONS] <STUDY>",
            "foxgeese study [OPSI] <STUDI>",
        ),
    ];
    for (words, en, id) in cases {
        for (lang, usage) in [("en", en), ("id", id)] {
            let mut args = vec!["--lang", lang];
            args.extend_from_slice(words);
            args.push("--help");
            let out = run(&args);
            assert_eq!(out.code, 0, "{words:?}: {}", out.stderr);
            let line = out
                .stdout
                .lines()
                .find(|l| l.contains("foxgeese"))
                .unwrap_or("");
            assert_eq!(
                line.split_once(": ").map(|p| p.1),
                Some(*usage),
                "{lang} {words:?}"
            );
        }
    }
}

#[test]
fn why_exit_code_is_opt_in() {
    let illegal = [
        "why",
        "d3-d4",
        "--position",
        "GGG/GGG/GGGG1GG/F6/3G3/3/3 g 0",
    ];
    assert_eq!(run(&illegal).code, 0);
    let mut asked = illegal.to_vec();
    asked.push("--exit-code");
    assert_eq!(run(&asked).code, 1);
    let legal = [
        "why",
        "--exit-code",
        "d4-d3",
        "--position",
        "GGG/GGG/GGGGGGG/3F3/7/3/3 f 0",
    ];
    assert_eq!(run(&legal).code, 0);
    let mut json = asked.clone();
    json.extend(["--format", "json"]);
    let out = run(&json);
    assert_eq!(out.code, 1);
    assert!(out.stdout.contains("\"legal\": false"), "{}", out.stdout);
}

/// Commands whose text shows every kind of layout: a study screen (board and prose), the
/// actions table and validate's findings with source excerpts (the rulesets table has its own
/// test, `rulesets_never_break_a_word`).
const WIDTH_CASES: &[(&str, &[&str])] = &[
    ("study", &["study", "surrounded-fox"]),
    (
        "actions",
        &["actions", "--position", "3/3/1GGGG2/2GF3/7/3/3 f 0"],
    ),
    ("validate", &["validate", "tests/fixtures/bad"]),
];

#[test]
fn every_line_fits_the_terminal_width() {
    for width in ["60", "80", "120"] {
        for (name, args) in WIDTH_CASES {
            for lang in ["en", "id"] {
                let mut full = vec!["--lang", lang];
                full.extend_from_slice(args);
                let out = run_env(&full, &[("COLUMNS", width)]);
                let max: usize = width.parse().unwrap();
                for line in out.stdout.lines().chain(out.stderr.lines()) {
                    let n = line.chars().count();
                    assert!(n <= max, "{name} {lang} at {width}: {n} columns: {line}");
                }
                common::snapshot(&format!("width-{width}-{name}-{lang}"), &out);
            }
        }
    }
    // Without COLUMNS and without a terminal, text fits 80 columns.
    let plain = run(&["--lang", "id", "rulesets"]);
    let eighty = run_env(&["--lang", "id", "rulesets"], &[("COLUMNS", "80")]);
    assert_eq!(plain.stdout, eighty.stdout);
}

/// `rulesets` never cuts a name or a word (issue 28): at 200 columns the rulesets stand side by
/// side, below the width where their seven columns fit whole they come one block after another,
/// and a pipe (no COLUMNS) reads as 80. Every word shown is a word of the unwrapped table.
#[test]
fn rulesets_never_break_a_word() {
    let words = |text: &str| -> Vec<String> {
        text.split(|c: char| c.is_whitespace() || "│┆─┬┴┼┌┐└┘├┤╞╡╪═".contains(c))
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    for lang in ["en", "id"] {
        let wide = run_env(&["--lang", lang, "rulesets"], &[("COLUMNS", "1000")]);
        let whole: std::collections::BTreeSet<String> = words(&wide.stdout).into_iter().collect();
        for width in ["60", "80", "200"] {
            let out = run_env(&["--lang", lang, "rulesets"], &[("COLUMNS", width)]);
            assert_eq!(out.code, 0);
            let max: usize = width.parse().unwrap();
            for line in out.stdout.lines() {
                let n = line.chars().count();
                assert!(n <= max, "{lang} at {width}: {n} columns: {line}");
            }
            // The heading (the first line) says which layout follows; the rest is the rulesets'.
            let body = out.stdout.split_once('\n').map_or("", |(_, b)| b);
            for w in words(body) {
                assert!(whole.contains(&w), "{lang} at {width}: {w:?} is cut");
            }
            for name in ["large-cross", "two-foxes", "boys-own-1870-draughts"] {
                assert!(out.stdout.contains(name), "{lang} at {width}: {name}");
            }
            // Side by side only where the seven columns fit: the names share one line.
            let side_by_side = out
                .stdout
                .lines()
                .any(|l| l.contains("plyyard") && l.contains("two-foxes"));
            assert_eq!(side_by_side, width == "200", "{lang} at {width}");
            common::snapshot(&format!("rulesets-{width}-{lang}"), &out);
        }
        let piped = run(&["--lang", lang, "rulesets"]);
        let eighty = run_env(&["--lang", lang, "rulesets"], &[("COLUMNS", "80")]);
        assert_eq!(piped.stdout, eighty.stdout, "{lang}");
    }
}

/// The README's examples call `foxgeese`, which `cargo run` does not put on the `PATH`: before
/// its first example the README says how to get it there, or what to write instead (issue 25).
#[test]
fn the_readme_says_how_foxgeese_gets_on_the_path() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let first = readme.find("$ foxgeese ").expect("examples");
    let before = &readme[..first];
    assert!(before.contains("cargo install --path ."), "README.md");
    assert!(before.contains("cargo run --release --"), "README.md");
}

/// The help says what the newcomer asked (issue 53): `mine`'s usage line names `--output`,
/// which it needs, and `play --help` gives the default level; in both languages.
#[test]
fn help_names_required_options_and_defaults() {
    for (lang, usage, default) in [
        (
            "en",
            "Usage: foxgeese mine [OPTIONS] --output <FILE>",
            "default perfect",
        ),
        (
            "id",
            "Penggunaan: foxgeese mine [OPSI] --output <BERKAS>",
            "bawaan perfect",
        ),
    ] {
        let mine = run(&["--lang", lang, "mine", "--help"]);
        assert_eq!(mine.code, 0);
        assert!(mine.stdout.contains(usage), "{}", mine.stdout);
        let play = run_env(&["--lang", lang, "play", "--help"], &[("COLUMNS", "1000")]);
        assert!(play.stdout.contains(default), "{}", play.stdout);
    }
}
