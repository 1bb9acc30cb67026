//! The progress file's tests: the Leitner boxes, counters, every older version migrated,
//! merging two sessions, round trips, and bad files refused where they are wrong.

use super::*;

#[test]
fn leitner_boxes_move_up_and_fall_back() {
    let mut r = <Record>::default();
    let mut dues = Vec::new();
    for day in [0, 1, 4, 11, 32, 92, 152] {
        r.attempt();
        r.finish(Outcome::Solved, true, day);
        dues.push((r.level, r.due.unwrap() - day));
    }
    assert_eq!(
        dues,
        [(1, 1), (2, 3), (3, 7), (4, 21), (5, 60), (5, 60), (5, 60)]
    );
    r.finish(Outcome::Failed, false, 200);
    assert_eq!((r.level, r.due, r.solved), (1, Some(201), true));
    assert!(!r.is_due(200) && r.is_due(201));
    // Right after a wrong answer: solved, but back to the first box.
    r.finish(Outcome::Solved, false, 300);
    assert_eq!((r.level, r.due), (1, Some(301)));
}

#[test]
fn an_unsolved_study_has_no_box() {
    let mut r = <Record>::default();
    r.finish(Outcome::Skipped, true, 5);
    assert_eq!((r.level, r.due, r.last), (0, None, Some(Outcome::Skipped)));
    assert!(r.needs_retry() && !r.is_due(5));
}

#[test]
fn counters_saturate() {
    let mut r = Record {
        attempts: u32::MAX,
        hints: u32::MAX,
        ..<Record>::default()
    };
    r.attempt();
    r.hint();
    assert_eq!((r.attempts, r.hints), (u32::MAX, u32::MAX));
}

#[test]
fn version_1_is_migrated() {
    let p = Progress::parse(
        r#"{"version":1,"studies":{"a":{"attempts":2,"hints":1,"solved":true},
        "b":{"attempts":1,"hints":0,"solved":false}}}"#,
    )
    .unwrap();
    assert_eq!(p.version, 4);
    assert_eq!(p.get("a").unwrap().level, 1);
    assert!(p.get("a").unwrap().is_due(0));
    assert_eq!(p.get("b").unwrap().level, 0);
}

#[test]
fn version_2_is_migrated_with_a_new_learners_rating() {
    let p = Progress::parse(
        r#"{"version":2,"studies":{"a":{"attempts":2,"hints":1,"solved":true,"box":3,"due":99,"last":"solved"}}}"#,
    )
    .unwrap();
    assert_eq!(p.version, 4);
    assert_eq!(p.get("a").map(|r| (r.level, r.due)), Some((3, Some(99))));
    assert!(p.puzzles.is_empty());
    assert!(p.ratings.is_empty());
    assert_eq!(p.rating("plyyard"), PuzzleRating::default());
    let again = Progress::parse(&p.to_json()).unwrap();
    assert_eq!(again, p);
}

#[test]
fn a_failed_puzzle_enters_review_and_a_clean_one_does_not() {
    let mut clean = PuzzleRecord::default();
    clean.attempt();
    clean.finish(Outcome::Solved, 10);
    assert!(clean.solved && clean.is_played());
    assert_eq!((clean.level, clean.due), (0, None));
    assert!(!clean.is_due(1000));

    let mut failed = PuzzleRecord::default();
    failed.finish(Outcome::Failed, 10);
    assert!(!failed.solved && failed.is_played());
    assert_eq!((failed.level, failed.due), (1, Some(11)));
    assert!(!failed.is_due(10) && failed.is_due(11));
    // Reviewed cleanly: up the boxes, as a study.
    let mut dues = Vec::new();
    for day in [11, 14, 21] {
        failed.finish(Outcome::Solved, day);
        dues.push((failed.level, failed.due.unwrap() - day));
    }
    assert_eq!(dues, [(2, 3), (3, 7), (4, 21)]);
    assert!(failed.solved);
    failed.finish(Outcome::Failed, 50);
    assert_eq!((failed.level, failed.due), (1, Some(51)));

    let mut skipped = PuzzleRecord::default();
    skipped.finish(Outcome::Skipped, 10);
    assert!(!skipped.is_played() && !skipped.is_due(99));
}

/// A version 3 file's one rating goes to the ruleset played most; the others start anew.
#[test]
fn version_3_gives_its_rating_to_the_ruleset_played_most() {
    let played = r#"{"attempts":1,"hints":0,"solved":true,"box":0,"last":"solved"}"#;
    let skipped = r#"{"attempts":0,"hints":0,"solved":false,"box":0,"last":"skipped"}"#;
    let rating = r#"{"rating":1620,"deviation":120,"volatility":0.06,"games":3}"#;
    let file = |puzzles: &[(&str, &str)]| {
        let puzzles: Vec<String> = puzzles
            .iter()
            .map(|(id, r)| format!("\"{id}\":{r}"))
            .collect();
        format!(
            r#"{{"version":3,"studies":{{}},"puzzles":{{{}}},"rating":{rating}}}"#,
            puzzles.join(",")
        )
    };
    let cases: [(&[(&str, &str)], &str); 5] = [
        (&[], "plyyard"),
        (
            &[("standard-1a", played), ("plyyard-2b", skipped)],
            "standard",
        ),
        (
            &[("standard-1a", played), ("plyyard-2b", played)],
            "plyyard",
        ),
        (
            &[
                ("large-cross-1", played),
                ("standard-2", played),
                ("standard-3", played),
            ],
            "standard",
        ),
        (
            &[("large-cross-1", played), ("standard-2", played)],
            "large-cross",
        ),
    ];
    for (puzzles, owner) in cases {
        let p = Progress::parse(&file(puzzles)).unwrap();
        assert_eq!(p.version, VERSION);
        assert_eq!(p.ratings.keys().collect::<Vec<_>>(), [owner], "{puzzles:?}");
        assert_eq!(p.rating(owner).rounded(), 1620);
        assert_eq!(p.rating("two-foxes"), PuzzleRating::default());
        assert_eq!(p.puzzle_ruleset(), "plyyard");
        assert_eq!(Progress::parse(&p.to_json()).unwrap(), p);
    }
    // The library's own reading of the ids wins over their spelling.
    let p = Progress::parse_with(&file(&[("x", played)]), &|_| Some("two-foxes".into()));
    assert_eq!(p.unwrap().ratings.keys().collect::<Vec<_>>(), ["two-foxes"]);
}

#[test]
fn merge_keeps_the_rating_with_more_games_per_ruleset() {
    let mut a = Progress::default();
    a.rating_mut("plyyard").record_puzzle(1500.0, true, 1);
    a.rating_mut("standard").record_puzzle(1500.0, true, 1);
    a.show_card("standard");
    let mut b = Progress::default();
    for day in 0..3 {
        b.rating_mut("plyyard").record_puzzle(1500.0, false, day);
    }
    b.puzzle_ruleset = Some("large-cross".into());
    let mut b_first = b.clone();
    b_first.merge(&a);
    assert_eq!(b_first.rating("plyyard"), b.rating("plyyard"));
    assert_eq!(b_first.rating("standard"), a.rating("standard"));
    assert_eq!(b_first.puzzle_ruleset(), "large-cross");
    assert!(!b_first.show_card("standard"));
    a.merge(&b);
    assert_eq!(a.rating("plyyard"), b.rating("plyyard"));
    assert_eq!(a.puzzle_ruleset(), "large-cross");
}

#[test]
fn round_trips() {
    let mut p = Progress::default();
    let mut r = <Record>::default();
    r.attempt();
    r.finish(Outcome::Solved, true, 100);
    p.studies.insert("x".into(), r);
    let mut failed = PuzzleRecord::default();
    failed.attempt();
    failed.finish(Outcome::Failed, 100);
    p.puzzles.insert("plyyard-1".into(), failed);
    p.rating_mut("standard").record_puzzle(1650.0, false, 100);
    p.puzzle_ruleset = Some("standard".into());
    assert!(p.show_card("standard") && !p.show_card("standard"));
    assert_eq!(Progress::parse(&p.to_json()).unwrap(), p);
}

#[test]
fn bad_files_are_refused() {
    let bad = [
        ("", "malformed"),
        ("{\"version\":2,\"studies\":{", "malformed"),
        ("[1,2]", "malformed"),
        ("{\"name\":\"package\",\"version\":\"1.0\"}", "malformed"),
        ("{\"version\":5,\"studies\":{}}", "version"),
        ("{\"version\":2,\"studies\":{},\"puzzles\":{}}", "malformed"),
        (
            "{\"version\":3,\"studies\":{},\"rating\":{\"rating\":1500,\"deviation\":-3,\"volatility\":0.06}}",
            "invalid rating",
        ),
        (
            "{\"version\":4,\"studies\":{},\"ratings\":{\"plyyard\":{\"rating\":1500,\"deviation\":0,\"volatility\":0.06}}}",
            "invalid rating",
        ),
        (
            "{\"version\":4,\"studies\":{},\"rating\":{\"rating\":1500,\"deviation\":30,\"volatility\":0.06}}",
            "malformed",
        ),
        (
            "{\"version\":3,\"studies\":{},\"puzzles\":{\"p\":{\"attempts\":1,\"hints\":0,\"solved\":false,\"box\":1}}}",
            "invalid puzzle",
        ),
        (
            "{\"version\":2,\"studies\":{\"a\":{\"attempts\":4294967296,\"hints\":0,\"solved\":false}}}",
            "malformed",
        ),
        (
            "{\"version\":2,\"studies\":{\"a\":{\"attempts\":1,\"hints\":0,\"solved\":true,\"box\":9}}}",
            "invalid",
        ),
        (
            "{\"version\":2,\"studies\":{\"a\":{\"attempts\":1,\"hints\":0,\"solved\":false,\"box\":2}}}",
            "invalid",
        ),
    ];
    for (text, kind) in bad {
        let got = match Progress::parse(text) {
            Err(ProgressError::Malformed { .. }) => "malformed",
            Err(ProgressError::Version(_)) => "version",
            Err(ProgressError::Invalid { .. }) => "invalid",
            Err(ProgressError::InvalidPuzzle { .. }) => "invalid puzzle",
            Err(ProgressError::InvalidRating { .. }) => "invalid rating",
            Err(ProgressError::TooLarge) => "large",
            Ok(_) => "ok",
        };
        assert_eq!(got, kind, "{text}");
    }
}

#[test]
fn a_malformed_file_is_located_from_line_1_column_1() {
    for (text, line, column) in [("{\n", 2, 1), ("", 1, 1), ("{\"version\": x}", 1, 13)] {
        let got = Progress::parse(text).expect_err(text);
        assert_eq!(got, ProgressError::Malformed { line, column }, "{text:?}");
    }
}

#[test]
fn a_record_under_a_former_id_moves_to_the_id() {
    let mut p = Progress::default();
    let old = Record {
        attempts: 3,
        solved: true,
        ..<Record>::default()
    };
    p.studies.insert("old-id".into(), old);
    p.studies.insert("other".into(), <Record>::default());
    p.adopt_aliases(&[("old-id".into(), "new-id".into())]);
    assert!(p.get("old-id").is_none());
    assert!(p.is_solved("new-id"));
    assert_eq!(p.get("new-id").map(|r| r.attempts), Some(3));
    assert!(p.get("other").is_some());
}

#[test]
fn merge_keeps_both_sessions() {
    let mut a = Progress::default();
    let mut b = Progress::default();
    let mut x = <Record>::default();
    x.attempt();
    x.finish(Outcome::Solved, true, 10);
    a.studies.insert("x".into(), x);
    let mut y = <Record>::default();
    y.hint();
    y.finish(Outcome::Skipped, true, 10);
    b.studies.insert("y".into(), y.clone());
    let mut x_later = <Record>::default();
    x_later.attempt();
    x_later.attempt();
    x_later.finish(Outcome::Failed, false, 12);
    b.studies.insert("x".into(), x_later);
    a.merge(&b);
    let x = a.get("x").unwrap();
    assert_eq!((x.attempts, x.solved, x.due), (2, true, Some(11)));
    assert_eq!(a.get("y"), Some(&y));
}

/// A study's record and a puzzle's keep one shape in the file, and differ only in how an
/// end moves them: a failure puts a puzzle in the review, not a study never solved.
#[test]
fn study_and_puzzle_records_share_one_shape() {
    let mut study = <Record>::default();
    let mut puzzle = PuzzleRecord::default();
    study.attempt();
    puzzle.attempt();
    assert_eq!(
        serde_json::to_string(&study).unwrap(),
        serde_json::to_string(&puzzle).unwrap()
    );
    study.finish(Outcome::Failed, false, 10);
    puzzle.finish(Outcome::Failed, 10);
    assert_eq!((study.level, study.due), (0, None));
    assert_eq!((puzzle.level, puzzle.due), (1, Some(11)));
    assert!(study.needs_retry() && puzzle.needs_retry());
}
