//! End-to-end tests of the 1870 rulesets (issue 13) in every engine command that takes a
//! ruleset: the draught board drawn and played in square numbers, the fox placing itself, and
//! the reasons `why` gives, snapshotted in English and Indonesian.

use crate::common;

use common::{run, snapshot_in_both_languages};

const DRAUGHTS: &str = "boys-own-1870-draughts";
const FOX_CHOOSES: &str = "boys-own-1870:fox-chooses";
/// Fox on 11 over 15, then over 22.
const CHAIN: &str = "G3/1G2/2F1/2G1/4/1G2/4/4 f 4";

/// Every case runs in both languages; the snapshot name is `<name>-<lang>`. Names starting
/// with `bad-` must exit 2, the others 0.
const CASES: &[(&str, &[&str])] = &[
    ("draughts-show-start", &["show", "--ruleset", DRAUGHTS]),
    (
        "draughts-actions-start",
        &["actions", "--ruleset", DRAUGHTS],
    ),
    (
        "draughts-actions-chain",
        &["actions", "--ruleset", DRAUGHTS, "--position", CHAIN],
    ),
    (
        "draughts-why-chain-by-letters",
        &[
            "why",
            "--ruleset",
            DRAUGHTS,
            "--position",
            CHAIN,
            "f6xd4xb2",
        ],
    ),
    (
        "draughts-why-goose-back",
        &[
            "why",
            "--ruleset",
            DRAUGHTS,
            "--position",
            "GGGG/1GGG/G1F1/4/4/4/4/4 g 0",
            "9-5",
        ],
    ),
    (
        "draughts-why-off-board",
        &["why", "--ruleset", DRAUGHTS, "8-33"],
    ),
    (
        "draughts-show-pinned",
        &[
            "show",
            "--ruleset",
            DRAUGHTS,
            "--position",
            "4/4/4/4/4/1G2/G3/F3 f 6",
        ],
    ),
    ("draughts-perft", &["perft", "4", "--ruleset", DRAUGHTS]),
    ("draughts-rulesets", &["rulesets", DRAUGHTS]),
    (
        "fox-chooses-show-start",
        &["show", "--ruleset", FOX_CHOOSES],
    ),
    (
        "fox-chooses-actions-start",
        &["actions", "--ruleset", FOX_CHOOSES],
    ),
    ("fox-chooses-rulesets", &["rulesets", FOX_CHOOSES]),
    (
        "fox-chooses-why-occupied",
        &["why", "--ruleset", FOX_CHOOSES, "@d3"],
    ),
    (
        "fox-chooses-why-not-placed",
        &["why", "--ruleset", FOX_CHOOSES, "d4-d5"],
    ),
    (
        "fox-chooses-placed-then-played",
        &[
            "show",
            "--ruleset",
            FOX_CHOOSES,
            "--moves",
            "@d4 c3-c4 d4-d5",
        ],
    ),
    (
        "fox-chooses-why-placed-twice",
        &[
            "why",
            "--ruleset",
            FOX_CHOOSES,
            "--moves",
            "@d4 c3-c4",
            "@e4",
        ],
    ),
    ("why-no-placement", &["why", "@d4"]),
    (
        "boys-own-why-jump-north",
        &[
            "why",
            "--ruleset",
            "boys-own-1870",
            "--position",
            "GGG/3/7/3G1G1/2GFG2/3/GGG f 7",
            "d3xd5",
        ],
    ),
    (
        "bad-fox-chooses-geese-first",
        &[
            "show",
            "--ruleset",
            FOX_CHOOSES,
            "--position",
            "3/3/G5G/G5G/GGGGGGG/GGG/GGG g 0",
        ],
    ),
    // Before the fox has placed itself only the fox can act: `--side geese` is refused.
    (
        "bad-fox-chooses-actions-geese",
        &["actions", "--ruleset", FOX_CHOOSES, "--side", "geese"],
    ),
    (
        "bad-fox-chooses-diagram-legal-geese",
        &["diagram", "--ruleset", FOX_CHOOSES, "--legal", "geese"],
    ),
    (
        "bad-placement-syntax",
        &["why", "--ruleset", FOX_CHOOSES, "@"],
    ),
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
        let expected = if name.starts_with("bad-") { 2 } else { 0 };
        assert_eq!(out.code, expected, "{name}: {}", out.stderr);
        assert!(!out.stderr.contains("panicked"), "{name} panicked");
    }
}

#[test]
fn the_draught_board_lists_actions_in_square_numbers_in_json() {
    let out = run(&[
        "actions",
        "--ruleset",
        DRAUGHTS,
        "--position",
        CHAIN,
        "--format",
        "json",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).expect("JSON");
    let chain = v["actions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["notation"] == "11x18x25")
        .expect("the chain is listed");
    assert_eq!(chain["from"], "11");
    assert_eq!(chain["to"], "25");
    assert_eq!(chain["path"], serde_json::json!(["18", "25"]));
    assert_eq!(chain["captures"], serde_json::json!(["15", "22"]));
    let out = run(&["actions", "--ruleset", FOX_CHOOSES, "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).expect("JSON");
    let actions = v["actions"].as_array().unwrap();
    assert_eq!(actions.len(), 16);
    assert!(actions.iter().all(|a| a["kind"] == "placement"));
    assert!(actions.iter().any(|a| a["notation"] == "@d4"));
}
