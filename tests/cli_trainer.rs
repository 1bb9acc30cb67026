//! End-to-end tests of the learner's puzzles (issue 27): `puzzle` (the screen, its id, no
//! themes before), `check` of a puzzle (text and JSON, exit codes), `practice --puzzles` (a
//! scripted learner always right rises and is served harder puzzles, one always wrong falls;
//! lines with replies; hints and shown answers count as failures; failed puzzles come back
//! through `--due`), `list --puzzles` (its JSON contract, counts and the rating chart), the
//! progress file migrated from version 2, and bad input. Text in both languages.
//!
//! The puzzles are the built-in collections; which ones a test uses is read from the library
//! (a one-action puzzle, a line of several), so the tests hold for any collection that has them.

use crate::common;

use std::path::{Path, PathBuf};

use common::{run, run_stdin, snapshot, Output};
use foxgeese::puzzle::{library, Puzzle};
use foxgeese::RulesetSpec;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

/// No wrapping: the progress file's path stands in the text.
const WIDE: &[(&str, &str)] = &[("COLUMNS", "1000")];

fn scratch(name: &str) -> PathBuf {
    common::scratch(&format!("trainer-{name}"))
}

/// Runs `args` with `--lang LANG` and `--state STATE` on `stdin`, the state path redacted.
fn session(lang: &str, state: &Path, args: &[&str], stdin: &str) -> Output {
    let state_arg = state.to_str().unwrap();
    let mut full = vec!["--lang", lang];
    full.extend_from_slice(args);
    full.extend_from_slice(&["--state", state_arg]);
    let mut out = run_stdin(&full, WIDE, stdin);
    for s in [&mut out.stdout, &mut out.stderr] {
        *s = s.replace(state_arg, "[state]");
    }
    out
}

fn saved(state: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(state).unwrap()).unwrap()
}

/// The learner's actions of a puzzle's line, one a line.
fn answers(p: &Puzzle) -> String {
    (0..p.moves())
        .map(|k| format!("{}\n", p.answer(k).unwrap()))
        .collect()
}

/// A legal action at the puzzle's start that is not its answer.
fn a_wrong_action(p: &Puzzle) -> String {
    p.position
        .legal_actions()
        .into_iter()
        .find(|a| Some(a) != p.answer(0))
        .expect("a puzzle has two legal actions or more")
        .to_string()
}

fn one_action_puzzle() -> &'static Puzzle {
    library::puzzles()
        .find(|p| p.moves() == 1)
        .expect("the collection has a one-action puzzle")
}

fn line_puzzle() -> &'static Puzzle {
    library::puzzles()
        .filter(|p| p.moves() >= 2)
        .min_by_key(|p| (p.moves(), p.id.clone()))
        .expect("the collection has a puzzle whose line asks for two actions or more")
}

/// The learner's rating, in a saved progress file, in the ruleset of puzzle `p`.
fn rating_of<'v>(v: &'v serde_json::Value, p: &Puzzle) -> &'v serde_json::Value {
    &v["ratings"][p.ruleset.to_string()]
}

/// The puzzle a session's output is at: the id in its last title line.
fn served(out: &str) -> Option<&'static Puzzle> {
    out.lines()
        .rev()
        .find_map(|l| {
            l.strip_prefix("Puzzle ")
                .or(l.strip_prefix("Teka-teki "))
                .filter(|rest| !rest.contains(' '))
        })
        .and_then(library::find)
}

#[test]
fn a_puzzle_screen_shows_its_id_and_never_its_themes() {
    let p = one_action_puzzle();
    for lang in ["en", "id"] {
        let out = run(&["--lang", lang, "puzzle", &p.id]);
        assert_eq!(out.code, 0, "{}", out.stderr);
        assert!(out.stdout.contains(&p.id));
        assert!(out.stdout.contains(&format!("check {} --answer", p.id)));
        let loc = foxgeese::i18n::Localizer::new(if lang == "en" {
            foxgeese::i18n::Lang::En
        } else {
            foxgeese::i18n::Lang::Id
        });
        for t in &p.themes {
            let about = loc.text(t.about_message());
            assert!(!out.stdout.contains(&about), "{lang}: {about}");
        }
        snapshot(&format!("trainer-puzzle-{lang}"), &out);
    }
    // JSON: the screen's facts, no themes, no rating, no line.
    let out = run(&["puzzle", &p.id, "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        ["geese", "goal", "id", "moves", "position", "prompt", "ruleset", "side"]
    );
    assert_eq!(v["id"], p.id.as_str());
    assert_eq!(v["moves"], 1);
}

#[test]
fn puzzle_chooses_near_the_rating_asked_for() {
    // A new learner's puzzles are Ply Yard's.
    let all: Vec<&Puzzle> = library::of_ruleset(RulesetSpec::default()).collect();
    let low = all.iter().min_by_key(|p| (p.rating, p.id.clone())).unwrap();
    let high = all
        .iter()
        .max_by_key(|p| (p.rating, std::cmp::Reverse(p.id.clone())))
        .unwrap();
    assert!(low.rating < high.rating);
    for (rating, want) in [("0", low), ("4000", high)] {
        let out = run(&["puzzle", "--rating", rating, "--format", "json"]);
        assert_eq!(out.code, 0, "{}", out.stderr);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(v["id"], want.id.as_str(), "--rating {rating}");
    }
    // --theme: the puzzle has it.
    let t = line_puzzle().themes[0];
    let out = run(&["puzzle", "--theme", t.id(), "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert!(library::find(v["id"].as_str().unwrap()).unwrap().has(t));
}

/// A new learner's puzzles are Ply Yard's (issue 53); `--ruleset` chooses another, and the
/// choice is kept in the progress file, for `puzzle` and the trainer alike, until another is
/// chosen. The first puzzle on each board comes after that ruleset's rules card, once.
#[test]
fn puzzles_are_ply_yards_until_another_ruleset_is_chosen() {
    let dir = scratch("ruleset-choice");
    let state = dir.join("progress.json");
    let served_ruleset = |args: &[&str]| {
        let mut full = vec!["puzzle"];
        full.extend_from_slice(args);
        full.extend(["--format", "json"]);
        let out = session("en", &state, &full, "");
        assert_eq!(out.code, 0, "{}", out.stderr);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        v["ruleset"].as_str().unwrap().to_string()
    };
    assert_eq!(served_ruleset(&[]), "plyyard");
    assert_eq!(served_ruleset(&["--ruleset", "large-cross"]), "large-cross");
    assert_eq!(saved(&state)["puzzle_ruleset"], "large-cross");
    assert_eq!(served_ruleset(&[]), "large-cross");
    // The trainer serves the kept choice, and its own --ruleset is kept too.
    let out = session("en", &state, &["practice", "--puzzles"], "quit\n");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(
        served(&out.stdout).unwrap().ruleset.to_string(),
        "large-cross"
    );
    assert!(
        out.stdout.contains("Puzzles of large-cross"),
        "{}",
        out.stdout
    );
    let out = session(
        "en",
        &state,
        &["practice", "--puzzles", "--ruleset", "plyyard"],
        "quit\n",
    );
    assert_eq!(served(&out.stdout).unwrap().ruleset.to_string(), "plyyard");
    assert_eq!(served_ruleset(&[]), "plyyard");
    // Each board's card once: the Large Cross's was shown by the trainer's first puzzle on
    // it, Ply Yard's by the next; neither again.
    let cards = |out: &str| out.matches("New rules: ").count();
    assert_eq!(cards(&out.stdout), 1, "{}", out.stdout);
    assert!(out
        .stdout
        .contains("New rules: Ply Yard's 33-point Fox and Geese"));
    let again = session("en", &state, &["practice", "--puzzles"], "quit\n");
    assert_eq!(cards(&again.stdout), 0, "{}", again.stdout);
    let shown = saved(&state)["cards"].clone();
    assert_eq!(shown, serde_json::json!(["large-cross", "plyyard"]));
}

/// Each ruleset keeps its own rating (issue 53): a puzzle of one moves only that one's.
#[test]
fn each_ruleset_keeps_its_own_rating() {
    let dir = scratch("ratings");
    let state = dir.join("progress.json");
    let p = library::of_ruleset("large-cross".parse().unwrap())
        .find(|p| p.moves() == 1)
        .unwrap();
    let out = session("en", &state, &["practice", "--puzzles", &p.id], &answers(p));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("Your puzzle rating in large-cross: "),
        "{}",
        out.stdout
    );
    let v = saved(&state);
    let keys: Vec<&String> = v["ratings"].as_object().unwrap().keys().collect();
    assert_eq!(keys, ["large-cross"]);
    assert!(rating_of(&v, p)["rating"].as_f64().unwrap() > 1500.0);
    let list = session("en", &state, &["list", "--puzzles"], "");
    assert!(
        list.stdout.contains("Your puzzle rating in large-cross: "),
        "{}",
        list.stdout
    );
}

/// A version 3 file had one rating for every ruleset: it becomes the rating of the ruleset
/// whose built-in puzzles the learner played most, the others starting anew.
#[test]
fn a_version_3_rating_goes_to_the_ruleset_played_most() {
    let dir = scratch("migrate-3");
    let state = dir.join("progress.json");
    let [a, b, c]: [&Puzzle; 3] = library::of_ruleset("standard".parse().unwrap())
        .take(2)
        .chain(library::of_ruleset(RulesetSpec::default()).take(1))
        .collect::<Vec<_>>()
        .try_into()
        .unwrap();
    let played = r#"{"attempts":1,"hints":0,"solved":true,"box":0,"last":"solved"}"#;
    std::fs::write(
        &state,
        format!(
            r#"{{"version":3,"studies":{{}},"puzzles":{{"{}":{played},"{}":{played},"{}":{played}}},
            "rating":{{"rating":1720,"deviation":90,"volatility":0.06,"games":3}}}}"#,
            a.id, b.id, c.id
        ),
    )
    .unwrap();
    let out = session("en", &state, &["list", "--puzzles"], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("Your puzzle rating in standard: 1,720"),
        "{}",
        out.stdout
    );
    assert!(!out.stdout.contains("in plyyard"), "{}", out.stdout);
}

#[test]
fn check_grades_a_puzzles_first_action() {
    let p = line_puzzle();
    let right = p.answer(0).unwrap().to_string();
    let wrong = a_wrong_action(p);
    // Right: exit 0, the themes and rating now, and how to play the rest of the line.
    let out = run(&["check", &p.id, "--answer", &right, "--format", "json"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["puzzle"], p.id.as_str());
    assert_eq!(v["correct"], true);
    assert_eq!(v["expected"], serde_json::json!([right]));
    assert_eq!(v["rating"], p.rating);
    let themes: Vec<&str> = p.themes.iter().map(|t| t.id()).collect();
    assert_eq!(v["themes"], serde_json::json!(themes));
    assert!(v.get("study").is_none());
    // Wrong: exit 1, `expected` for tools, and no themes.
    let out = run(&["check", &p.id, "--answer", &wrong, "--format", "json"]);
    assert_eq!(out.code, 1);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["correct"], false);
    assert_eq!(v["expected"], serde_json::json!([right]));
    assert_eq!(v["wrong"][0]["answer"], wrong.as_str());
    assert!(v.get("themes").is_none() && v.get("rating").is_none());
    // Unreadable: exit 2, in JSON too.
    let run_together = right.replace(['-', 'x'], "");
    let out = run(&[
        "check",
        &p.id,
        "--answer",
        &run_together,
        "--format",
        "json",
    ]);
    assert_eq!(out.code, 2);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["puzzle"], p.id.as_str());
    assert_eq!(v["error"]["suggestion"], right.as_str());
    for lang in ["en", "id"] {
        for (name, answer, code) in [("right", &right, 0), ("wrong", &wrong, 1)] {
            let out = run(&["--lang", lang, "check", &p.id, "--answer", answer]);
            assert_eq!(out.code, code, "{}", out.stderr);
            snapshot(&format!("trainer-check-{name}-{lang}"), &out);
        }
    }
}

/// Plays `runs` puzzles of the adaptive trainer, one session each: the first run shows
/// which puzzle is served (and quits at the end of the input), the second answers it with
/// `answer` and quits. Returns the ratings of the puzzles served and the learner's rating
/// after each.
fn scripted_learner(
    name: &str,
    runs: usize,
    answer: impl Fn(&Puzzle) -> String,
) -> Vec<(u16, i64)> {
    let dir = scratch(name);
    let state = dir.join("progress.json");
    let mut seen = Vec::new();
    for _ in 0..runs {
        let out = session("en", &state, &["practice", "--puzzles"], "");
        assert_eq!(out.code, 0, "{}", out.stderr);
        let Some(p) = served(&out.stdout) else {
            break;
        };
        let out = session(
            "en",
            &state,
            &["practice", "--puzzles"],
            &format!("{}quit\n", answer(p)),
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        assert!(
            out.stdout.contains("Your puzzle rating in plyyard: "),
            "{}",
            out.stdout
        );
        // A new learner's puzzles are Ply Yard's, and so is the rating they move.
        assert_eq!(p.ruleset.to_string(), "plyyard");
        let rating = rating_of(&saved(&state), p)["rating"]
            .as_f64()
            .unwrap()
            .round() as i64;
        seen.push((p.rating, rating));
    }
    seen
}

#[test]
fn a_learner_always_right_rises_and_is_served_harder_puzzles() {
    let seen = scripted_learner("right", 3, answers);
    assert_eq!(seen.len(), 3, "{seen:?}");
    let ratings: Vec<i64> = seen.iter().map(|s| s.1).collect();
    assert!(ratings[0] > 1500, "{seen:?}");
    assert!(ratings.windows(2).all(|w| w[1] > w[0]), "{seen:?}");
    // Every puzzle after the first is rated above the first.
    assert!(seen[1..].iter().all(|s| s.0 > seen[0].0), "{seen:?}");
}

#[test]
fn a_learner_always_wrong_falls_and_is_served_easier_puzzles() {
    let seen = scripted_learner("wrong", 3, |p| format!("{}\nshow\n", a_wrong_action(p)));
    assert_eq!(seen.len(), 3, "{seen:?}");
    let ratings: Vec<i64> = seen.iter().map(|s| s.1).collect();
    assert!(ratings[0] < 1500, "{seen:?}");
    assert!(ratings.windows(2).all(|w| w[1] < w[0]), "{seen:?}");
    // Every puzzle after the first is rated below the first.
    assert!(seen[1..].iter().all(|s| s.0 < seen[0].0), "{seen:?}");
}

#[test]
fn a_line_is_played_with_the_opponents_replies() {
    let p = line_puzzle();
    for lang in ["en", "id"] {
        let dir = scratch(&format!("line-{lang}"));
        let state = dir.join("progress.json");
        let out = session(lang, &state, &["practice", "--puzzles", &p.id], &answers(p));
        assert_eq!(out.code, 0, "{}", out.stderr);
        // Each reply is played, and the board shown again before the next action.
        for k in 0..p.moves() - 1 {
            let reply = p.reply(k).unwrap().to_string();
            assert!(out.stdout.contains(&reply), "{}", out.stdout);
        }
        let record = &saved(&state)["puzzles"][&p.id];
        assert_eq!(record["solved"], true);
        assert_eq!(record["last"], "solved");
        assert_eq!(record["box"], 0);
        assert!(rating_of(&saved(&state), p)["rating"].as_f64().unwrap() > 1500.0);
        snapshot(&format!("trainer-line-{lang}"), &out);
    }
}

#[test]
fn hints_and_shown_answers_count_as_failures_and_skips_are_not_rated() {
    let p = one_action_puzzle();
    let dir = scratch("failures");
    for (name, input, solved, rated) in [
        ("hint", format!("hint\n{}", answers(p)), false, true),
        ("show", "show\n".to_string(), false, true),
        (
            "wrong-then-right",
            format!("{}\n{}", a_wrong_action(p), answers(p)),
            false,
            true,
        ),
        ("skip", "skip\nquit\n".to_string(), false, false),
        (
            "wrong-then-quit",
            format!("{}\nquit\n", a_wrong_action(p)),
            false,
            true,
        ),
    ] {
        let state = dir.join(format!("{name}.json"));
        let out = session("en", &state, &["practice", "--puzzles", &p.id], &input);
        assert_eq!(out.code, 0, "{name}: {}", out.stderr);
        let v = saved(&state);
        let record = &v["puzzles"][&p.id];
        assert_eq!(record["solved"], solved, "{name}");
        let games = rating_of(&v, p)["games"].as_u64().unwrap_or(0);
        assert_eq!(games, u64::from(rated), "{name}");
        if rated {
            assert!(
                rating_of(&v, p)["rating"].as_f64().unwrap() < 1500.0,
                "{name}"
            );
            assert_eq!(record["last"], "failed", "{name}");
            assert_eq!(record["box"], 1, "{name}");
        } else {
            assert_eq!(record["last"], "skipped", "{name}");
            assert!(out.stdout.contains("Skipped: not rated;"), "{}", out.stdout);
        }
    }
    let state = dir.join("hint-id.json");
    let out = session(
        "id",
        &state,
        &["practice", "--puzzles", &p.id],
        "hint\nhint\nhint\nshow\n",
    );
    snapshot("trainer-hints-id", &out);
}

#[test]
fn failed_puzzles_come_back_through_due() {
    let p = one_action_puzzle();
    let dir = scratch("due");
    let state = dir.join("progress.json");
    session("en", &state, &["practice", "--puzzles", &p.id], "show\n");
    // Not due today: tomorrow.
    let out = session("en", &state, &["practice", "--due"], "");
    assert!(!out.stdout.contains(&p.id), "{}", out.stdout);
    // A day later (the due date moved back by two days).
    let mut v = saved(&state);
    let due = v["puzzles"][&p.id]["due"].as_i64().unwrap();
    v["puzzles"][&p.id]["due"] = (due - 2).into();
    std::fs::write(&state, v.to_string()).unwrap();
    let rating = v["ratings"].clone();
    for lang in ["en", "id"] {
        let out = session(lang, &state, &["practice", "--due"], "quit\n");
        assert_eq!(out.code, 0, "{}", out.stderr);
        assert!(out.stdout.contains(&p.id), "{}", out.stdout);
        snapshot(&format!("trainer-due-{lang}"), &out);
    }
    // Solved in review: up a box, and not rated.
    let out = session(
        "en",
        &state,
        &["practice", "--puzzles", "--due"],
        &answers(p),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("a review is not rated"),
        "{}",
        out.stdout
    );
    let v = saved(&state);
    assert_eq!(v["puzzles"][&p.id]["box"], 2);
    assert_eq!(v["puzzles"][&p.id]["solved"], true);
    assert_eq!(v["ratings"], rating);
}

#[test]
fn list_puzzles_json_is_the_contract() {
    let out = run(&["list", "--puzzles", "--format", "json"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let top: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(top, ["puzzles"]);
    let items = v["puzzles"].as_array().unwrap();
    assert_eq!(items.len(), library::puzzles().count());
    for (item, p) in items.iter().zip(library::puzzles()) {
        let keys: Vec<&str> = item
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            keys,
            ["geese", "id", "moves", "position", "rating", "ruleset", "themes"]
        );
        assert_eq!(item["id"], p.id.as_str());
        assert_eq!(item["ruleset"], p.ruleset.to_string());
        assert_eq!(item["position"], p.position.notation());
        assert_eq!(item["geese"], p.geese);
        assert_eq!(item["rating"], p.rating);
        assert_eq!(item["moves"], p.moves());
        let themes: Vec<&str> = p.themes.iter().map(|t| t.id()).collect();
        assert_eq!(item["themes"], serde_json::json!(themes));
        // No answer in it.
        let answer = p.answer(0).unwrap().to_string();
        assert!(!item.to_string().contains(&format!("\"{answer}\"")));
    }
}

#[test]
fn list_puzzles_counts_and_charts_the_rating() {
    let dir = scratch("list");
    let state = dir.join("progress.json");
    let out = session("en", &state, &["list", "--puzzles"], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("No puzzle rated yet"), "{}", out.stdout);
    // Two puzzles of one ruleset: one solved, one failed.
    let p = one_action_puzzle();
    let q = library::of_ruleset(p.ruleset)
        .filter(|q| q.moves() >= 2)
        .min_by_key(|q| q.id.clone())
        .unwrap();
    session("en", &state, &["practice", "--puzzles", &p.id], &answers(p));
    session("en", &state, &["practice", "--puzzles", &q.id], "show\n");
    for lang in ["en", "id"] {
        let out = session(lang, &state, &["list", "--puzzles"], "");
        assert_eq!(out.code, 0, "{}", out.stderr);
        snapshot(&format!("trainer-list-{lang}"), &out);
    }
    let out = session("en", &state, &["list", "--puzzles"], "");
    assert!(
        out.stdout.contains("after 2 rated puzzles"),
        "{}",
        out.stdout
    );
}

#[test]
fn list_puzzles_counts_each_ruleset_and_one_on_its_own() {
    // Issue 53: the counts were of every ruleset together.
    let dir = scratch("list-rulesets");
    let state = dir.join("progress.json");
    let total = |ruleset: &str| {
        library::puzzles()
            .filter(|p| p.ruleset.to_string() == ruleset)
            .count()
    };
    let out = session("en", &state, &["list", "--puzzles"], "");
    for ruleset in ["plyyard", "large-cross", "standard"] {
        let row = format!("│ {ruleset} ");
        let line = out.stdout.lines().find(|l| l.starts_with(&row));
        let line = line.unwrap_or_else(|| panic!("no row for {ruleset}: {}", out.stdout));
        assert!(
            line.contains(&format!("┆ {} ", grouped(total(ruleset)))),
            "{line}"
        );
    }
    let out = session(
        "en",
        &state,
        &["list", "--puzzles", "--ruleset", "large-cross"],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let first = out.stdout.lines().next().unwrap_or_default();
    assert!(
        first.starts_with(&format!("{} puzzles", total("large-cross"))),
        "{first}"
    );
    assert!(!out.stdout.contains("plyyard"), "{}", out.stdout);
    // Studies too: only the Large Cross's.
    let out = session(
        "en",
        &state,
        &["list", "--ruleset", "large-cross", "--format", "json"],
        "",
    );
    let json: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let studies = json.as_array().unwrap();
    assert!(!studies.is_empty());
    assert!(studies
        .iter()
        .all(|s| s["ruleset"].as_str().unwrap().starts_with("large-cross")));
}

/// A count as the English screen writes it (1,500).
fn grouped(n: usize) -> String {
    foxgeese::i18n::group_digits(n as u64, ",")
}

#[test]
fn a_version_2_progress_file_is_migrated() {
    let dir = scratch("migrate");
    let state = dir.join("progress.json");
    std::fs::copy(format!("{FIXTURES}/progress/version-2.json"), &state).unwrap();
    let before = saved(&state);
    assert_eq!(before["version"], 2);
    // Read as it is: the studies' marks, and a new learner's rating.
    let out = session("en", &state, &["list", "--puzzles"], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("No puzzle rated yet"), "{}", out.stdout);
    // Written as version 4 at the first save, the studies kept.
    let p = one_action_puzzle();
    session("en", &state, &["practice", "--puzzles", &p.id], &answers(p));
    let after = saved(&state);
    assert_eq!(after["version"], 4);
    for (id, old) in before["studies"].as_object().unwrap() {
        for field in ["attempts", "hints", "solved", "due", "last"] {
            assert_eq!(after["studies"][id][field], old[field], "{id}.{field}");
        }
    }
    assert_eq!(rating_of(&after, p)["games"], 1);
    assert_eq!(after["puzzles"][&p.id]["solved"], true);
}

#[test]
fn bad_input_is_refused_with_exit_2() {
    let cases: &[(&str, &[&str])] = &[
        ("unknown-theme", &["puzzle", "--theme", "captur"]),
        ("bad-rating", &["puzzle", "--rating", "high"]),
        ("unknown-puzzle", &["puzzle", "plyyard-nope"]),
        (
            "practice-unknown-theme",
            &["practice", "--puzzles", "--theme", "trapp"],
        ),
        ("theme-without-puzzles", &["practice", "--theme", "trap"]),
    ];
    for (name, args) in cases {
        for lang in ["en", "id"] {
            let mut full = vec!["--lang", lang];
            full.extend_from_slice(args);
            let out = run(&full);
            assert_eq!(out.code, 2, "{name}: {}", out.stdout);
            snapshot(&format!("trainer-bad-{name}-{lang}"), &out);
        }
    }
}

/// `check ID` records the attempt (issue 53): a one-action puzzle answered right is solved,
/// so `puzzle` at its rating serves another; a wrong answer is failed and due for
/// review; the first answer of each moves the rating, in the file `--state` names.
#[test]
fn check_records_the_attempt_so_puzzle_serves_the_next() {
    let dir = scratch("check-records");
    let state = dir.join("progress.json");
    let p = one_action_puzzle();
    let rating = p.rating.to_string();
    let ruleset = p.ruleset.to_string();
    let nearest = |state: &Path| {
        let out = session(
            "en",
            state,
            &[
                "puzzle",
                "--rating",
                &rating,
                "--ruleset",
                &ruleset,
                "--format",
                "json",
            ],
            "",
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        serde_json::from_str::<serde_json::Value>(&out.stdout).unwrap()["id"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let answer = p.answer(0).unwrap().to_string();
    let right = session("en", &state, &["check", &p.id, "--answer", &answer], "");
    let first = p;
    assert_eq!(right.code, 0, "{}{}", right.stdout, right.stderr);
    let s = saved(&state);
    let record = &s["puzzles"][first.id.as_str()];
    assert_eq!(record["solved"], true, "{s}");
    assert_eq!(record["attempts"], 1, "{s}");
    assert_ne!(
        rating_of(&s, first)["rating"].as_f64().unwrap(),
        1500.0,
        "{s}"
    );
    assert_ne!(
        nearest(&state),
        first.id,
        "the solved puzzle is not served again"
    );
    // A wrong answer: failed, in the first review box.
    let q = line_puzzle();
    let wrong = session(
        "en",
        &state,
        &["check", &q.id, "--answer", &a_wrong_action(q)],
        "",
    );
    assert_eq!(wrong.code, 1, "{}{}", wrong.stdout, wrong.stderr);
    let s = saved(&state);
    let record = &s["puzzles"][q.id.as_str()];
    assert_eq!(record["last"], "failed", "{s}");
    assert_eq!(record["box"], 1, "{s}");
}

/// A skipped or failed puzzle comes back through `practice --puzzles --retry`, as the skip
/// promises (issue 53): the promise names that command, the retry serves the puzzle, and
/// once it is solved there is nothing to retry.
#[test]
fn a_skipped_puzzle_comes_back_through_retry() {
    let dir = scratch("retry");
    let state = dir.join("progress.json");
    let p = one_action_puzzle();
    let skipped = session("en", &state, &["practice", "--puzzles", &p.id], "skip\n");
    assert_eq!(skipped.code, 0, "{}", skipped.stderr);
    let said = skipped.stdout.replace('\n', " ");
    assert!(
        said.contains("practice --puzzles --retry"),
        "{}",
        skipped.stdout
    );
    let retry = session(
        "en",
        &state,
        &["practice", "--puzzles", "--retry"],
        &answers(p),
    );
    assert_eq!(retry.code, 0, "{}", retry.stderr);
    assert_eq!(
        served(&retry.stdout).map(|s| &s.id),
        Some(&p.id),
        "{}",
        retry.stdout
    );
    assert_eq!(saved(&state)["puzzles"][p.id.as_str()]["solved"], true);
    let none = session("id", &state, &["practice", "--puzzles", "--retry"], "");
    assert_eq!(none.code, 0, "{}", none.stderr);
    assert!(
        none.stdout.contains("Tidak ada yang perlu diulang"),
        "{}",
        none.stdout
    );
    // A puzzle failed with `check` comes back the same way.
    let q = line_puzzle();
    let wrong = session(
        "en",
        &state,
        &["check", &q.id, "--answer", &a_wrong_action(q)],
        "",
    );
    assert_eq!(wrong.code, 1);
    let retry = session(
        "en",
        &state,
        &["practice", "--puzzles", "--retry"],
        "quit\n",
    );
    assert_eq!(
        served(&retry.stdout).map(|s| &s.id),
        Some(&q.id),
        "{}",
        retry.stdout
    );
}

/// Every puzzle screen names the goal in words (issue 53): win, hold the draw, or lose as
/// slowly as you can, in both languages, and `goal` in JSON.
#[test]
fn every_puzzle_screen_names_its_goal() {
    use foxgeese::puzzle::PuzzleKind;
    for (kind, en, id) in [
        (PuzzleKind::Win, "Goal: win.", "Tujuan: menang."),
        (
            PuzzleKind::Draw,
            "Goal: hold the draw.",
            "Tujuan: pertahankan hasil seri.",
        ),
        (
            PuzzleKind::HoldOut,
            "Goal: lose as slowly as you can.",
            "Tujuan: kalah selambat mungkin.",
        ),
    ] {
        let p = library::puzzles()
            .find(|p| p.kind() == kind)
            .expect("a puzzle of each kind");
        for (lang, goal) in [("en", en), ("id", id)] {
            let out = run_stdin(&["--lang", lang, "puzzle", &p.id], WIDE, "");
            assert_eq!(out.code, 0, "{}", out.stderr);
            assert!(out.stdout.contains(goal), "{}", out.stdout);
        }
        let json = run(&["puzzle", &p.id, "--format", "json"]);
        let v: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
        assert_eq!(v["goal"], kind.name());
    }
}

/// The puzzle screen's commands are never wrapped (issue 53, the newcomer's defect 12): at 40
/// columns each is one line, to be copied and run, in both languages.
#[test]
fn the_puzzle_screens_commands_are_never_wrapped() {
    let p = line_puzzle();
    for lang in ["en", "id"] {
        let out = run_stdin(&["--lang", lang, "puzzle", &p.id], &[("COLUMNS", "40")], "");
        assert_eq!(out.code, 0, "{}", out.stderr);
        for command in [
            format!("  foxgeese check {} --answer \"…\"", p.id),
            format!("  foxgeese practice --puzzles {}", p.id),
        ] {
            assert!(
                out.stdout.lines().any(|l| l == command),
                "{command}\n{}",
                out.stdout
            );
        }
    }
}
