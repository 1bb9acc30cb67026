//! The hint ladder on the built-in studies, one row per study and answer: what each rung
//! points at, computed from the engine's solution and aimed at what the last answer misses.

use foxgeese::i18n::english;
use foxgeese::message::ToMessage;
use foxgeese::study::library::open;
use foxgeese::study::{pointer, Expected, HINT_RUNGS};

/// (study, the learner's last answer if any, rung 1, rung 2).
const LADDERS: &[(&str, Option<&str>, &str, &str)] = &[
    // Blockade, not blockaded: the goose the witness jumps, then where it lands.
    (
        "surrounded-fox",
        None,
        "Look at the goose on d3.",
        "Look along the line from the fox on d4 over the goose on d3.",
    ),
    // A wrong "yes" changes nothing: the witness is still what matters.
    (
        "surrounded-fox",
        Some("yes"),
        "Look at the goose on d3.",
        "Look along the line from the fox on d4 over the goose on d3.",
    ),
    // A list: the jump first (the harder item to see)...
    (
        "list-fox-actions",
        None,
        "Look at the goose on d5.",
        "Look along the line from the fox on d4 over the goose on d5.",
    ),
    // ...then, once it is found, a missing step: the piece that steps, then where to.
    (
        "list-fox-actions",
        Some("d4xd6"),
        "Look at the fox on d4.",
        "Look at c4 and the points next to it.",
    ),
    (
        "list-fox-actions",
        Some("d4xd6 d4-c4"),
        "Look at the fox on d4.",
        "Look at d3 and the points next to it.",
    ),
    // Nothing missing, something wrong: take it out.
    (
        "list-fox-actions",
        Some("d4xd6 d4-c4 d4-d3 d4-d5"),
        "Everything that belongs is in your answer already: take out the wrong items.",
        "Everything that belongs is in your answer already: take out the wrong items.",
    ),
    // Capture landings: the goose jumped to reach a landing, then the landing.
    (
        "capture-is-optional",
        None,
        "Look at the goose on d3.",
        "Look along the line from the fox on d4 over the goose on d3.",
    ),
    // No action at all: the piece asked about, then that nothing may fit.
    (
        "five-geese-to-move",
        None,
        "Look at the goose on c1.",
        "Perhaps nothing fits at all: then the answer is “none”.",
    ),
    // A replay: which move, then where it goes.
    (
        "replay-vacated-origin",
        None,
        "Look closely at move 3 of the replay: what can the fox capture after it that it could not capture before?",
        "Look along the line from the fox on d3 over the goose on d4.",
    ),
];

#[test]
fn each_rung_points_at_what_is_still_missing() {
    for (id, answer, one, two) in LADDERS {
        let study = open(id).unwrap();
        let last = answer.map(|a| study.check(a).unwrap());
        let said = |rung| pointer(&study, rung, last.as_ref()).map(|p| english(&p.to_message()));
        assert_eq!(said(1).as_deref(), Some(*one), "{id} {answer:?} rung 1");
        assert_eq!(said(2).as_deref(), Some(*two), "{id} {answer:?} rung 2");
        assert_eq!(said(HINT_RUNGS + 1), None, "{id}: the ladder ends");
        assert_eq!(said(0), None);
    }
}

/// No rung names an item of the answer: an action only by its parts, and a capture's landing
/// not at all (a one-point answer would be given away).
#[test]
fn no_rung_names_an_answer_item() {
    for s in foxgeese::study::library::builtin_studies() {
        let study = s.unwrap();
        let Expected::List(items) = study.expected() else {
            continue;
        };
        for rung in 1..=HINT_RUNGS {
            let text = english(&pointer(&study, rung, None).unwrap().to_message());
            let words: Vec<&str> = text
                .split(|c: char| c.is_whitespace() || c == '.' || c == ',' || c == ':')
                .collect();
            for item in &items {
                assert!(!words.contains(&item.as_str()), "{}: {text}", study.id);
            }
        }
    }
}
