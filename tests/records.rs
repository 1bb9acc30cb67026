//! Game records (`foxgeese::game::record`): bad input located to the line and column, with the
//! stable code of what is wrong; hostile input (long lines, deep or unbalanced comments, huge
//! counts, control characters) refused with a clear error; and round trips: any record
//! written reads back equal, and an illegal action planted anywhere is found where it stands.

use proptest::prelude::*;

use foxgeese::game::record::{self, tag, Comment, GameResult, Record, RecordErrorKind};
use foxgeese::i18n::game::record_error_messages;
use foxgeese::i18n::{Lang, Localizer};
use foxgeese::{ActionText, Game, IllegalReason, Position, Ruleset, RulesetSpec};

fn plyyard() -> Position {
    Position::start(Ruleset::plyyard())
}

fn rules(spec: &str) -> &'static Ruleset {
    Ruleset::get(spec.parse::<RulesetSpec>().expect("a ruleset spec"))
}

/// Reads `text` from Ply Yard's start and returns the error's line, column and code.
fn located(text: &str) -> (usize, usize, &'static str) {
    match record::read(text, plyyard()) {
        Ok(r) => panic!("read without error: {:?}", r.record),
        Err(e) => (e.at.line, e.at.column, e.kind.code()),
    }
}

#[test]
fn bad_records_are_located() {
    let many_tags: String = (0..65).map(|i| format!("[T{i} \"x\"]\n")).collect();
    let many_actions = "c5-c4\n".repeat(record::MAX_ACTIONS + 1);
    let many_comments = "{}\n".repeat(record::MAX_COMMENTS + 1);
    let long_line = format!("1. {}", "c5-c4 ".repeat(2_000));
    let deep = format!("1. c5-c4 {}{}", "{".repeat(9), "}".repeat(9));
    let huge = "x".repeat(record::MAX_FILE_SIZE as usize + 1);
    let cases: &[(&str, &str, (usize, usize, &str))] = &[
        ("long line", &long_line, (1, 1, "line-too-long")),
        (
            "bell in a tag",
            "[Fox \"A\u{7}\"]",
            (1, 8, "control-character"),
        ),
        (
            "escape in a comment",
            "1. c5-c4 {\u{1b}[2J}",
            (1, 11, "control-character"),
        ),
        (
            "nul among actions",
            "1. c5-c4\n\0",
            (2, 1, "control-character"),
        ),
        (
            "comments nested too deep",
            &deep,
            (1, 18, "comment-too-deep"),
        ),
        (
            "comment not closed",
            "1. c5-c4 {oops\nd4-d3",
            (1, 10, "comment-not-closed"),
        ),
        ("stray brace", "1. c5-c4 }", (1, 10, "stray-brace")),
        ("huge move number", "123456. c5-c4", (1, 1, "bad-number")),
        ("number without a dot", "1 c5-c4", (1, 1, "bad-action")),
        (
            "draughts numbers without a dot",
            "11-15",
            (1, 1, "illegal-ply"),
        ),
        ("number with two dots", "1.. c5-c4", (1, 1, "bad-number")),
        ("too many tags", &many_tags, (65, 1, "too-many-tags")),
        (
            "too many actions",
            &many_actions,
            (10_001, 1, "too-many-actions"),
        ),
        (
            "too many comments",
            &many_comments,
            (10_001, 1, "too-many-comments"),
        ),
        ("tag not closed", "[Fox \"Ana]\n", (1, 1, "tag-not-closed")),
        ("tag without quotes", "[Fox Ana]", (1, 6, "tag-syntax")),
        ("tag without a name", "[ \"Ana\"]", (1, 3, "tag-syntax")),
        (
            "tag without its bracket",
            "[Fox \"Ana\"\n1. c5-c4",
            (1, 11, "tag-syntax"),
        ),
        ("stray bracket", "1. c5-c4 ]", (1, 10, "tag-syntax")),
        (
            "duplicate tag",
            "[Fox \"A\"]\n[fox \"B\"]",
            (2, 2, "duplicate-tag"),
        ),
        (
            "tag after actions",
            "1. c5-c4\n[Fox \"A\"]",
            (2, 1, "tag-after-actions"),
        ),
        ("bad result tag", "[Result \"1-0\"]", (1, 10, "bad-result")),
        ("bad ruleset", "[Ruleset \"chess\"]", (1, 11, "bad-ruleset")),
        (
            "bad start notation",
            "[Start \"GGG/GGG/GGGGGGX/3F3/7/3/3 g 0\"]",
            (1, 23, "bad-start"),
        ),
        (
            "start with two foxes",
            "[Start \"GGG/GGG/GGGGGGG/3F3/F6/3/3 g 0\"]",
            (1, 9, "bad-start"),
        ),
        (
            "wrong number",
            "1. c5-c4 d4-d3 3. e5-e4",
            (1, 16, "wrong-number"),
        ),
        (
            "number mid-pair",
            "1. c5-c4 2. d4-d3",
            (1, 10, "wrong-number"),
        ),
        ("unreadable action", "1. c5c4", (1, 4, "bad-action")),
        ("annotated action", "1. c5-c4!", (1, 4, "bad-action")),
        ("illegal action", "1. c5-c4 d4-d5", (1, 10, "illegal-ply")),
        (
            "illegal on a later line",
            "[Ruleset \"plyyard\"]\n\n1. c5-c4 d4-d3\n2. e5-e4 {fine} d3xd1",
            (4, 17, "illegal-ply"),
        ),
        (
            "action after the result",
            "1. c5-c4 * d4-d3",
            (1, 12, "after-result"),
        ),
        (
            "number after the result",
            "1. c5-c4 * 1...",
            (1, 12, "after-result"),
        ),
        (
            "results disagree",
            "[Result \"draw\"]\n1. c5-c4 *",
            (2, 10, "results-disagree"),
        ),
        (
            "result contradicts the game",
            "[Start \"3/3/7/2GF3/7/3/3 f 8\"]\n1. d4xb4 geese-win",
            (2, 10, "result-contradicts"),
        ),
        (
            "result tag contradicts the game",
            "[Start \"3/3/7/2GF3/7/3/3 f 8\"]\n[Result \"draw\"]\n1. d4xb4",
            (2, 10, "result-contradicts"),
        ),
        (
            "action after the end",
            "[Start \"3/3/7/2GF3/7/3/3 f 8\"]\n1. d4xb4 b4-c4",
            (2, 10, "illegal-ply"),
        ),
        ("too large", &huge, (1, 1, "too-large")),
    ];
    let mut failures = Vec::new();
    for (name, text, want) in cases {
        let got = located(text);
        if got != *want {
            failures.push(format!("{name}: got {got:?}, want {want:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn an_illegal_action_carries_its_reasons() {
    let e = record::read("1. c5-c4 d4-d5", plyyard()).unwrap_err();
    let RecordErrorKind::Illegal {
        ply,
        action,
        reasons,
        ..
    } = &e.kind
    else {
        panic!("{e:?}");
    };
    assert_eq!(*ply, 2);
    assert_eq!(action.to_string(), "d4-d5");
    assert_eq!(
        reasons,
        &vec![IllegalReason::Occupied {
            point: "d5".parse().unwrap()
        }]
    );
    // The span covers exactly the action as written.
    assert_eq!(&"1. c5-c4 d4-d5"[e.at.span.clone()], "d4-d5");
    // Said as a heading and one line per reason, in both languages.
    for lang in Lang::ALL {
        let loc = Localizer::new(lang);
        let said: Vec<String> = record_error_messages(&e)
            .iter()
            .map(|m| loc.msg(m))
            .collect();
        assert_eq!(said.len(), 2, "{said:?}");
        assert!(said
            .iter()
            .all(|s| !s.starts_with("record-") && !s.starts_with("reason-")));
        assert!(said[0].contains("d4-d5"), "{said:?}");
    }
}

#[test]
fn each_code_is_its_messages_id() {
    let cases = [
        "[Fox \"A\u{7}\"]",
        "1. c5-c4 {oops",
        "1. c5-c4 }",
        "123456. c5-c4",
        "[Fox \"Ana]",
        "[Fox Ana]",
        "[Fox \"A\"]\n[Fox \"B\"]",
        "1. c5-c4\n[Fox \"A\"]",
        "[Result \"1-0\"]",
        "[Ruleset \"chess\"]",
        "[Start \"GGG\"]",
        "1. c5-c4 3. d4-d3",
        "1. c5c4",
        "1. c5-c4 d4-d5",
        "1. c5-c4 * d4-d3",
        "[Result \"draw\"]\n1. c5-c4 *",
        "[Start \"3/3/7/2GF3/7/3/3 f 8\"]\n1. d4xb4 draw",
    ];
    for text in cases {
        let e = record::read(text, plyyard()).unwrap_err();
        let head = &record_error_messages(&e)[0];
        assert_eq!(
            head.id.to_string(),
            format!("record-{}", e.kind.code()),
            "{text}"
        );
    }
}

#[test]
fn what_a_record_leaves_out_comes_from_the_default() {
    let custom = Position::parse("3/3/7/2GF3/7/3/3 f 0", Ruleset::plyyard()).unwrap();
    // No tags: the caller's position.
    let r = record::read("1. d4xb4", custom).unwrap();
    assert_eq!(r.game.start(), custom);
    // A ruleset without a start: that ruleset's start.
    let r = record::read("[Ruleset \"standard\"]\n", custom).unwrap();
    assert_eq!(r.game.start(), Position::start(rules("standard")));
    // A start without a ruleset: read under the caller's ruleset.
    let r = record::read("[Start \"3/3/7/2GF3/7/3/3 f 0\"]\n", plyyard()).unwrap();
    assert_eq!(r.game.start(), custom);
    // `start` names the ruleset's start.
    let r = record::read("[Ruleset \"boys-own-1870\"]\n[Start \"start\"]", custom).unwrap();
    assert_eq!(r.game.start(), Position::start(rules("boys-own-1870")));
}

#[test]
fn hand_written_records_read() {
    let text = "\u{feff}[Ruleset \"plyyard\"]\r\n[Event \"Club night\"]\r\n\r\n\
                1.c5-c4 {a {nested} note} d4-d3, 2. e5-e4\td3-d2\r\n{end} *\r\n";
    // The byte-order mark is the file reader's to drop.
    let r = record::read(&text['\u{feff}'.len_utf8()..], plyyard()).unwrap();
    assert_eq!(r.game.actions().len(), 4);
    assert_eq!(r.record.tag("event"), Some("Club night"));
    assert_eq!(r.record.termination, Some(GameResult::Unfinished));
    let texts: Vec<&str> = r.record.comments.iter().map(Comment::text).collect();
    assert_eq!(texts, ["a {nested} note", "end"]);
    assert_eq!(r.record.comments[0].after(), 1);
    assert_eq!(r.record.comments[1].after(), 4);
}

/// Found by the `record` fuzz target: a tab in a tag's value, refused by `Tag::new` after the
/// reader had accepted it (a panic). Tabs are kept, and the record reads back.
#[test]
fn tabs_in_a_tag_value_read_and_write_back() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/hostile/record-tabs-in-a-tag.txt"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let r = record::read(&text, plyyard()).unwrap();
    assert!(r.record.tag("Event").unwrap().contains('\t'));
    let back = record::read(&r.record.write(), plyyard()).unwrap();
    assert_eq!(back.record, r.record);
}

/// Found by the `record` fuzz target: carriage returns in a comment (`{\r\r\nn}`) read back
/// differently once written. Every line break in a comment is a line feed.
#[test]
fn carriage_returns_in_comments_write_back_as_read() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/hostile/record-carriage-returns-in-comments.txt"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let r = record::read(&text, plyyard()).unwrap();
    assert!(r.record.comments.iter().all(|c| !c.text().contains('\r')));
    let back = record::read(&r.record.write(), plyyard()).unwrap();
    assert_eq!(back.record, r.record);
}

#[test]
fn a_resignation_stands_as_written() {
    let r = record::read("[Result \"fox-wins\"]\n1. c5-c4 fox-wins", plyyard()).unwrap();
    assert_eq!(r.record.result(), Some(GameResult::FoxWins));
    assert!(!r.game.outcome().is_over());
}

/// Every ruleset and option set, the draughts board (points by number) among them.
const SPECS: [&str; RulesetSpec::ALL.len()] = RulesetSpec::ALL;

/// A random game of `SPECS[spec]`: each choice picks one legal action.
fn playout(spec: usize, choices: &[u32]) -> Game {
    let mut game = Game::new(Position::start(rules(SPECS[spec])));
    for &c in choices {
        if game.outcome().is_over() {
            break;
        }
        let actions = game.current().legal_actions();
        let a = actions[c as usize % actions.len()];
        game.push(&a.text()).expect("a listed action plays");
    }
    game
}

/// Tag values with the characters that need escaping, and others.
fn value() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[ -~éü“”\t]{0,20}").expect("a regex")
}

/// Comment texts with balanced braces.
fn comment_text() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[a-z .,!?]{0,12}(\\{[a-z ]{0,6}\\})?[a-z \n]{0,6}")
        .expect("a regex")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn written_records_read_back_equal(
        spec in 0..SPECS.len(),
        choices in proptest::collection::vec(any::<u32>(), 0..80),
        fox in value(),
        date in value(),
        comments in proptest::collection::vec((0usize..100, comment_text()), 0..6),
    ) {
        let game = playout(spec, &choices);
        let mut rec = Record::of_game(&game, None);
        prop_assert!(rec.set_tag(tag::FOX, &fox));
        prop_assert!(rec.set_tag("Event", &date));
        let n = game.actions().len();
        let mut comments: Vec<Comment> = comments
            .iter()
            .map(|(at, t)| Comment::new(at % (n + 1), t).expect("balanced"))
            .collect();
        comments.sort_by_key(Comment::after);
        rec.comments = comments;
        let text = rec.write();
        let back = record::read(&text, plyyard());
        prop_assert!(back.is_ok(), "{text}\n{back:?}");
        let back = back.unwrap();
        prop_assert_eq!(&back.record, &rec, "{}", text);
        prop_assert_eq!(back.game.current(), game.current());
    }

    #[test]
    fn a_planted_illegal_action_is_found_where_it_stands(
        spec in 0..SPECS.len(),
        choices in proptest::collection::vec(any::<u32>(), 1..60),
        at in any::<usize>(),
    ) {
        let game = playout(spec, &choices);
        let n = game.actions().len();
        prop_assume!(n > 0);
        let k = at % n;
        let mut rec = Record::of_game(&game, None);
        rec.termination = None;
        rec.tags.retain(|t| t.name() != tag::RESULT);
        // `i9` is a point of no board: never a legal action.
        let planted: ActionText = "i9-i8".parse().unwrap();
        rec.actions[k] = planted;
        let text = rec.write();
        let e = record::read(&text, plyyard()).unwrap_err();
        let is_illegal = matches!(&e.kind, RecordErrorKind::Illegal { ply, .. } if *ply == k + 1);
        prop_assert!(is_illegal, "{:?}", e);
        prop_assert_eq!(&text[e.at.span.clone()], "i9-i8");
        let line = text.lines().nth(e.at.line - 1).unwrap();
        let col: String = line.chars().skip(e.at.column - 1).take(5).collect();
        prop_assert_eq!(col, "i9-i8");
    }

    /// Any text: an answer or a located error, never a panic; the place is inside the text.
    #[test]
    fn any_text_reads_or_is_located(text in "[\\[\\]{}\"a-h1-9x.* \n\\\\-]{0,200}") {
        match record::read(&text, plyyard()) {
            Ok(_) => {}
            Err(e) => {
                prop_assert!(e.at.span.start <= text.len() && e.at.span.end <= text.len());
                prop_assert!(e.at.line >= 1 && e.at.line <= text.lines().count().max(1) + 1);
            }
        }
    }
}

/// The perfect game of `games/plyyard-perfect.txt` (written from the whole game's tables by
/// `examples/perfect_game.rs`; docs/results.md's "Ply Yard, solved") replays from the start: 55
/// plies, the geese's win, each action legal where it is played.
#[test]
fn the_perfect_game_replays_to_the_geese_win_in_55_plies() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/games/plyyard-perfect.txt"
    ))
    .unwrap();
    let replayed = record::read(&text, plyyard()).unwrap();
    assert_eq!(replayed.game.actions().len(), 55);
    assert!(
        matches!(
            replayed.game.outcome(),
            foxgeese::Outcome::Win {
                winner: foxgeese::Side::Geese,
                ..
            }
        ),
        "{:?}",
        replayed.game.outcome()
    );
    assert_eq!(replayed.record.result(), Some(GameResult::GeeseWin));
}
