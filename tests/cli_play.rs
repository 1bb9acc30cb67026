//! End-to-end tests of `foxgeese play` and of game record files: scripted games on piped
//! standard input, snapshotted in English and Indonesian (each typed in its own language's
//! words), the records they save read back by `--moves @FILE`, and bad records located as
//! `file:line:column` (exit 2).

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};

use common::{run_stdin_in, snapshot, Output};

/// A fresh folder for one test, under the target folder; the binary runs in it, so the paths
/// it prints are short and the same on every machine.
fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-play-{name}"));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

/// The saved record, its date replaced (it is today's).
fn saved(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap();
    text.lines()
        .map(|l| {
            if l.starts_with("[Date \"") {
                "[Date \"[today]\"]".to_string()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// A game between two players at one keyboard.
fn play(dir: &Path, lang: &str, args: &[&str], stdin: &str) -> Output {
    let mut full = vec!["--lang", lang, "play", "--as", "both"];
    full.extend_from_slice(args);
    run_stdin_in(dir, &full, stdin)
}

/// One game from the start with every command, typed in each language's words: help, an
/// illegal action, a point off the board, an unreadable line, an action without its
/// separator, why, actions, the hint for each side, undo, save without and with a file,
/// resign; then the offer to save is declined.
#[test]
fn a_scripted_game_in_both_languages() {
    let scripts = [
        (
            "en",
            "help\nc5-c4\nd4-d5\nd4-d9\nzz\nd4d3\nwhy d4-d3\nwhy\nactions\nhint\nd4-d3\nhint\n\
             e5-e4\nundo\ne5-e4\nd3-d2\nsave\nsave game.txt\nresign\n\n",
        ),
        (
            "id",
            "bantuan\nc5-c4\nd4-d5\nd4-d9\nzz\nd4d3\nmengapa d4-d3\nmengapa\ntindakan\npetunjuk\n\
             d4-d3\npetunjuk\ne5-e4\nbatal\ne5-e4\nd3-d2\nsimpan\nsimpan permainan.txt\nmenyerah\n\n",
        ),
    ];
    for (lang, script) in scripts {
        let dir = scratch(&format!("scripted-{lang}"));
        let out = play(&dir, lang, &[], script);
        assert_eq!(out.code, 0, "{}", out.render());
        snapshot(&format!("play-scripted-{lang}"), &out);
        let file = if lang == "en" {
            "game.txt"
        } else {
            "permainan.txt"
        };
        // Saved before the resignation: the game goes on.
        let record = saved(&dir.join(file));
        assert_eq!(
            record,
            "[Ruleset \"plyyard\"]\n[Fox \"?\"]\n[Geese \"?\"]\n[Date \"[today]\"]\n\
             [Result \"*\"]\n\n1. c5-c4 d4-d3 2. e5-e4 d3-d2 *\n"
        );
    }
}

/// A game played to its end by the rules, saved by `--save`, and the record read back.
#[test]
fn a_game_won_is_saved_and_reads_back() {
    for lang in ["en", "id"] {
        let dir = scratch(&format!("won-{lang}"));
        let out = play(
            &dir,
            lang,
            &["--position", "3/3/7/2GF3/7/3/3 f 8", "--save", "won.txt"],
            "d4xb4\n",
        );
        assert_eq!(out.code, 0, "{}", out.render());
        snapshot(&format!("play-won-{lang}"), &out);
        let record = saved(&dir.join("won.txt"));
        assert_eq!(
            record,
            "[Ruleset \"plyyard\"]\n[Start \"3/3/7/2GF3/7/3/3 f 8\"]\n[Fox \"?\"]\n\
             [Geese \"?\"]\n[Date \"[today]\"]\n[Result \"fox-wins\"]\n\n1. d4xb4 fox-wins\n"
        );
        let shown = run_stdin_in(&dir, &["--lang", lang, "show", "--moves", "@won.txt"], "");
        assert_eq!(shown.code, 0, "{}", shown.render());
        snapshot(&format!("play-won-shown-{lang}"), &shown);
    }
}

/// The end of the input is `quit`; the saved game resumes with `--moves @FILE`, and its undo
/// goes back past the record's actions.
#[test]
fn a_game_resumes_from_its_record() {
    let dir = scratch("resume");
    let out = play(&dir, "en", &["--save", "g.txt"], "c5-c4\nd4-d3\n");
    assert_eq!(out.code, 0, "{}", out.render());
    assert!(
        out.stdout.contains("The game was left unfinished."),
        "{}",
        out.stdout
    );
    let out = play(
        &dir,
        "en",
        &["--moves", "@g.txt"],
        "undo\nundo\nundo\nquit\n",
    );
    assert_eq!(out.code, 0, "{}", out.render());
    assert!(out.stdout.contains("Took back d4-d3."), "{}", out.stdout);
    assert!(out.stdout.contains("Took back c5-c4."), "{}", out.stdout);
    assert!(
        out.stdout.contains("There is nothing to take back"),
        "{}",
        out.stdout
    );
}

/// Lines that are not text, blank lines and an end without a newline are answered, never a
/// crash.
#[test]
fn odd_input_never_crashes() {
    let dir = scratch("odd");
    let out = play(&dir, "en", &[], "\n\u{1b}[2J\n\u{7}d4\nc5-c4");
    assert_eq!(out.code, 0, "{}", out.render());
    assert!(
        out.stdout.contains("The geese step c5-c4."),
        "{}",
        out.stdout
    );
    assert!(
        !out.stdout.contains('\u{1b}'),
        "escape echoed raw: {}",
        out.stdout
    );
    // A line of a megabyte is skipped, not held.
    let long = format!("{}\nc5-c4\n", "d".repeat(1 << 20));
    let out = play(&dir, "en", &[], &long);
    assert_eq!(out.code, 0, "{}", out.render());
    assert!(
        out.stdout.contains("longer than 1,000 bytes"),
        "{}",
        out.stdout.chars().take(2000).collect::<String>()
    );
    assert!(out.stdout.contains("The geese step c5-c4."));
    assert!(out.stdout.len() < 20_000, "the long line was echoed");
    let mut bytes = b"\xff\xfe\n".to_vec();
    bytes.extend_from_slice(b"quit\n");
    let out = common::run_stdin(&["--lang", "en", "play", "--as", "both"], &[], bytes);
    assert_eq!(out.code, 0, "{}", out.render());
    assert!(
        out.stdout.contains("not UTF-8") || out.stdout.contains("text"),
        "{}",
        out.stdout
    );
}

/// Bad requests and bad record files: exit 2, a localized message naming what and where.
#[test]
fn bad_input_is_refused_with_its_place() {
    let dir = scratch("bad");
    fs::write(
        dir.join("illegal.txt"),
        "[Ruleset \"plyyard\"]\n\n1. c5-c4 d4-d3\n2. e5-e4 {fine} d3xd1\n",
    )
    .unwrap();
    fs::write(dir.join("open.txt"), "1. c5-c4 {the fox\nd4-d3\n").unwrap();
    fs::write(dir.join("standard.txt"), "[Ruleset \"standard\"]\n").unwrap();
    fs::create_dir_all(dir.join("folder")).unwrap();
    let cases: &[(&str, &[&str])] = &[
        ("record-illegal", &["show", "--moves", "@illegal.txt"]),
        (
            "record-comment-open",
            &["why", "--moves", "@open.txt", "d4-d3"],
        ),
        ("record-missing", &["show", "--moves", "@missing.txt"]),
        ("record-device", &["show", "--moves", "@/dev/zero"]),
        ("record-folder", &["actions", "--moves", "@folder"]),
        (
            "record-ruleset-conflict",
            &[
                "show",
                "--moves",
                "@standard.txt",
                "--ruleset",
                "large-cross",
            ],
        ),
        ("play-level-both", &["play", "--as", "both", "--level", "3"]),
        ("play-bad-level", &["play", "--as", "fox", "--level", "9"]),
        ("play-bad-budget", &["play", "--budget", "soon"]),
        (
            "play-save-folder",
            &["play", "--as", "both", "--save", "folder"],
        ),
    ];
    for (name, args) in cases {
        for lang in ["en", "id"] {
            let mut full = vec!["--lang", lang];
            full.extend_from_slice(args);
            let out = run_stdin_in(&dir, &full, "c5-c4\n");
            assert_eq!(out.code, 2, "{name}: {}", out.render());
            snapshot(&format!("{name}-{lang}"), &out);
        }
    }
}

/// `new --kind first-opening --moves @FILE` takes the replay and its start from a record.
#[test]
fn a_first_opening_study_starts_from_a_record() {
    let dir = scratch("new");
    fs::write(
        dir.join("opening.txt"),
        "[Ruleset \"plyyard\"]\n1. c5-c4 d4-d3 2. d5-d4 *\n",
    )
    .unwrap();
    let out = run_stdin_in(
        &dir,
        &[
            "--lang",
            "en",
            "new",
            "opening-study",
            "--kind",
            "first-opening",
            "--moves",
            "@opening.txt",
        ],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.render());
    let yaml = fs::read_to_string(dir.join("opening-study.yaml")).unwrap();
    assert!(yaml.contains("ruleset: plyyard\n"), "{yaml}");
    assert!(yaml.contains("  moves: [c5-c4, d4-d3, d5-d4]\n"), "{yaml}");
    assert!(yaml.contains("answer: \"c5-c4\""), "{yaml}");
}

/// Colour only when asked (or on a terminal): the pieces and the prompt are coloured, and the
/// board reads the same without.
#[test]
fn colour_when_asked() {
    let dir = scratch("colour");
    let coloured = run_stdin_in(
        &dir,
        &["--color", "always", "play", "--as", "both"],
        "quit\n",
    );
    assert!(coloured.stdout.contains('\u{1b}'), "{}", coloured.stdout);
    let plain = run_stdin_in(
        &dir,
        &["--color", "never", "play", "--as", "both"],
        "quit\n",
    );
    assert!(!plain.stdout.contains('\u{1b}'), "{}", plain.stdout);
    let stripped: String = {
        let mut out = String::new();
        let mut chars = coloured.stdout.chars();
        while let Some(c) = chars.next() {
            if c == '\u{1b}' {
                for d in chars.by_ref() {
                    if d == 'm' {
                        break;
                    }
                }
            } else {
                out.push(c);
            }
        }
        out
    };
    assert_eq!(stripped, plain.stdout);
}

/// A game against the engine (tables built on demand in the test's own folder).
fn versus(dir: &Path, lang: &str, args: &[&str], stdin: &str) -> Output {
    let mut full = vec!["--lang", lang, "play", "--tables", "tables"];
    full.extend_from_slice(args);
    run_stdin_in(dir, &full, stdin)
}

/// Whole games against the engine, in each language's words: the learner plays the geese (the
/// default) and asks for a hint, and the perfect fox answers with the winning jump; the
/// learner plays the fox against the engine's geese, asks for a hint, takes an action back
/// (with the engine's reply) and plays on.
#[test]
fn games_against_the_engine_in_both_languages() {
    let games: [(&str, &[&str], &str, &str); 2] = [
        (
            "geese",
            &["--position", "3/3/7/2GF3/3G3/3/3 g 8"],
            "hint\nc4-b4\n\n",
            "petunjuk\nc4-b4\n\n",
        ),
        (
            "fox",
            &["--as", "fox", "--position", "3/1G1/7/2GF3/3G3/3/3 f 6"],
            "hint\nd4-e4\nundo\nd4-d5\nactions\nquit\n\n",
            "petunjuk\nd4-e4\nbatal\nd4-d5\ntindakan\nkeluar\n\n",
        ),
    ];
    for (name, args, en, id) in games {
        for (lang, script) in [("en", en), ("id", id)] {
            let dir = scratch(&format!("engine-{name}-{lang}"));
            let out = versus(&dir, lang, args, script);
            assert_eq!(out.code, 0, "{}", out.render());
            snapshot(&format!("play-engine-{name}-{lang}"), &out);
        }
    }
}

/// The engine's hint counts a slower win apart: "wins too, more slowly", not among the
/// actions that "keep the same result" (issue 25). Here e5-d5 wins in 5 plies, e5-e4 in 7.
#[test]
fn the_hint_tells_a_slower_win_apart() {
    for (lang, script, said) in [
        (
            "en",
            "hint\nquit\n",
            "One other action wins too, more slowly.",
        ),
        (
            "id",
            "petunjuk\nkeluar\n",
            "Satu tindakan lain juga menang, tetapi lebih lambat.",
        ),
    ] {
        let dir = scratch(&format!("engine-slower-{lang}"));
        let args = ["--as", "fox", "--position", "3/3/2G1F2/2G3G/4G2/3/3 f 8"];
        let out = versus(&dir, lang, &args, script);
        let text = out.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(text.contains(said), "{text}");
        assert!(text.contains("e5-d5"), "{text}");
        assert!(
            !text.contains("same result") && !text.contains("hasil yang sama"),
            "{text}"
        );
    }
}

/// Every level takes the winning jump (a level errs by a shallower search and a noisier
/// evaluation, never by a random move, so a win in one ply is seen by all); each reply
/// replays the same for the same seed; level 1's errors on purpose differ from seed to seed.
#[test]
fn levels_see_a_winning_jump_and_replay_as_their_seed_says() {
    let dir = scratch("levels");
    let reply = |position: &str, level: &str, seed: &str| {
        let args = ["--position", position, "--level", level, "--seed", seed];
        let out = versus(&dir, "en", &args, "quit\n\n");
        assert_eq!(out.code, 0, "{}", out.render());
        out.stdout
    };
    let winning = "3/3/7/2GF3/3G3/3/3 f 8";
    for level in ["1", "2", "3", "4", "5", "perfect"] {
        for seed in ["1", "3"] {
            let out = reply(winning, level, seed);
            assert!(out.contains("The fox jumps d4xb4"), "{level} {seed}: {out}");
        }
    }
    // Twelve geese, the fox to move: the first reply of a level-1 fox.
    let open = "GGG/GGG/GGGGGG1/7/3F3/3/3 f 1";
    let first = |seed: &str| {
        let out = reply(open, "1", seed);
        assert_eq!(out, reply(open, "1", seed), "seed {seed} replays the same");
        out
    };
    let replies: std::collections::BTreeSet<String> = ["1", "2", "3", "4", "5", "6"]
        .iter()
        .map(|s| first(s))
        .collect();
    assert!(replies.len() > 1, "{replies:?}");
}

/// `play` in `lang` against `perfect` with an empty tables folder under `name`, the learner
/// playing `side` with the lines of `stdin`; wide enough that no sentence is wrapped.
fn perfect_without_tables(name: &str, lang: &str, side: &str, stdin: &str) -> common::Output {
    let tables = scratch(name).join("tables");
    let args = [
        "--lang", lang, "play", "--as", side, "--level", "perfect", "--budget", "0.05", "--tables",
    ];
    let mut args = args.to_vec();
    args.push(tables.to_str().unwrap());
    let out = common::run_stdin(&args, &[("COLUMNS", "400")], stdin);
    assert_eq!(out.code, 0, "{}", out.stderr);
    out
}

/// Above the tables, once the learner's geese leave the shipped strategy (b5-b4), the
/// engine's moves are the search's best: the game says so once (not at every move), with the
/// command that makes Ply Yard exact from every position, in both languages.
#[test]
fn the_engine_says_once_that_its_moves_are_not_proven() {
    for (lang, words) in [("en", "not proven"), ("id", "belum terbukti")] {
        let out = perfect_without_tables("not-proven", lang, "geese", "b5-b4\nc5-c4\nquit\n");
        assert_eq!(out.stdout.matches(words).count(), 1, "{}", out.stdout);
        assert!(
            out.stdout
                .contains("foxgeese tables build --ruleset plyyard ("),
            "{}",
            out.stdout
        );
    }
}

/// With no tables, `perfect` geese play the shipped strategy from the start: every move
/// proven, so the game never says its moves are not proven.
#[test]
fn perfect_geese_are_proven_from_the_start_without_tables() {
    let out = perfect_without_tables("strategy", "en", "fox", "d4-c4\nc4-d4\nquit\n");
    let steps = out.stdout.matches("The geese step").count();
    assert_eq!(steps, 3, "{}", out.stdout);
    assert!(!out.stdout.contains("not proven"), "{}", out.stdout);
}

/// With the draught board swept whole in the folder, nothing is proven this far from the
/// tables, but the sweep proves the fox wins: the hint names the one action after which it
/// still wins (31-27 throws the win away: `draughts-swept.txt`'s second ply), and says how
/// fast is not known. With no sweep the hint is the search's, unproven.
#[test]
fn the_hint_keeps_a_swept_win() {
    let dir = scratch("swept-hint");
    let sweep = common::run_with_tables(&dir, &["tables", "sweep", "-r", "boys-own-1870-draughts"]);
    assert_eq!(sweep.code, 0, "{}", sweep.stderr);
    let args = [
        "--as",
        "fox",
        "-r",
        "boys-own-1870-draughts",
        "--position",
        "4/GG1G/1GG1/1G1G/2G1/4/4/2F1 g 0",
        "--moves",
        "14-18",
        "--budget",
        "0.05",
    ];
    for (lang, script, said) in [
        (
            "en",
            "hint\nquit\n\n",
            "The best action: 31-26 (after it, the fox wins (how fast is not known)).",
        ),
        (
            "id",
            "petunjuk\nkeluar\n\n",
            "Tindakan terbaik: 31-26 (setelahnya, rubah menang (seberapa cepat tidak diketahui)).",
        ),
    ] {
        let out = versus(&dir, lang, &args, script);
        let text = out.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(text.contains(said), "{lang}: {text}");
        // The only one: no other action keeps the win.
        assert!(
            !text.contains("other action") && !text.contains("tindakan lain"),
            "{text}"
        );
    }
    let bare = scratch("unswept-hint");
    let out = versus(&bare, "en", &args, "hint\nquit\n\n");
    let text = out.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        text.contains("Nothing is proven within the budget"),
        "{text}"
    );
}

/// A table `play` builds on demand is made even when its build outlasts the time asked for a
/// move (the engine's moves need it), and the command says so, in each language (issue 51).
#[test]
fn a_build_longer_than_the_move_budget_is_said() {
    for (lang, said) in [
        ("en", "longer than the 0.05 s asked for a move"),
        (
            "id",
            "lebih lama dari 0.05 detik yang diminta untuk satu gerakan",
        ),
    ] {
        let dir = scratch(&format!("engine-over-budget-{lang}"));
        let args = ["--budget", "0.05", "--position", "3/3/7/2GF3/3G3/3/3 g 8"];
        let out = versus(&dir, lang, &args, "c4-b4\n\n");
        assert_eq!(out.code, 0, "{}", out.render());
        assert!(out.stderr.contains(said), "{}", out.stderr);
        // Once: the table is kept for the next move.
        assert_eq!(out.stderr.matches(said).count(), 1, "{}", out.stderr);
    }
}

/// Ctrl-C in `play` asks nothing and loses nothing (issue 53): the game as it stands is saved
/// to the autosave in the data folder (and to `--save FILE`), the way back is said, the exit
/// is 130; `play --resume` takes it up again with the sides its record names, in both
/// languages; with no autosave, `--resume` says where it looked (exit 2).
#[test]
fn ctrl_c_saves_the_game_and_resume_takes_it_up() {
    use std::io::{Read, Write};
    use std::process::{Command, Stdio};
    use std::sync::{Arc, Mutex};
    use std::time::{Duration, Instant};
    let dir = scratch("ctrl-c");
    let data = dir.join("data");
    let mut child = Command::new(env!("CARGO_BIN_EXE_foxgeese"))
        .args(["play", "--as", "both", "--save", "mine.txt"])
        .current_dir(&dir)
        .env("XDG_DATA_HOME", &data)
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"c5-c4\nd4xb4\n").unwrap();
    stdin.flush().unwrap();
    let out = Arc::new(Mutex::new(String::new()));
    let mut stdout = child.stdout.take().unwrap();
    let sink = Arc::clone(&out);
    let reader = std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 {
                break;
            }
            sink.lock()
                .unwrap()
                .push_str(&String::from_utf8_lossy(&buf[..n]));
        }
    });
    let start = Instant::now();
    while !out.lock().unwrap().contains("Captures: 1") {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the moves are played"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(200));
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = child.wait().unwrap();
    reader.join().unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert_eq!(status.code(), Some(130), "{stderr}");
    let autosave = data.join("foxgeese").join("autosave.txt");
    assert!(stderr.contains("foxgeese play --resume"), "{stderr}");
    assert!(stderr.contains(&autosave.display().to_string()), "{stderr}");
    for file in [autosave.clone(), dir.join("mine.txt")] {
        let record = saved(&file);
        assert!(record.contains("1. c5-c4 d4xb4 *"), "{record}");
    }
    drop(stdin);
    for (lang, words) in [("en", "Captures: 1"), ("id", "Tangkapan: 1")] {
        let resumed = common::run_env_in(
            &dir,
            &["--lang", lang, "play", "--resume"],
            &[("XDG_DATA_HOME", data.to_str().unwrap())],
        );
        assert_eq!(resumed.code, 0, "{}", resumed.stderr);
        assert!(resumed.stdout.contains(words), "{}", resumed.stdout);
        assert!(
            resumed.stdout.contains(" 4  ·───F───·"),
            "{}",
            resumed.stdout
        );
    }
    std::fs::remove_file(&autosave).unwrap();
    let none = common::run_env_in(
        &dir,
        &["play", "--resume"],
        &[("XDG_DATA_HOME", data.to_str().unwrap())],
    );
    assert_eq!(none.code, 2, "{}", none.stderr);
    assert!(none.stderr.contains("no game to resume"), "{}", none.stderr);
}

/// After the winning capture the board says how the game ended, not whose turn it is
/// (issue 53, the newcomer's defect 11).
#[test]
fn a_finished_game_has_no_side_to_move() {
    let dir = scratch("finished");
    let out = play(&dir, "en", &["-p", "3/3/7/2GF3/3G3/3/3 f 8"], "d4xb4\n\n");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let after = out
        .stdout
        .split("captures the goose on c4.")
        .nth(1)
        .unwrap();
    assert!(after.contains("The fox has won: 9 captures"), "{after}");
    assert!(!after.contains("To move:"), "{after}");
}

/// A word that is no action points to `help`, and an action written without its separator
/// is asked about first (issue 53, the newcomer's defect 4), in both languages.
#[test]
fn unreadable_lines_point_the_way() {
    let dir = scratch("unreadable");
    for (lang, help, mean) in [
        ("en", "Type help for the commands.", "Did you mean d4-d3?"),
        (
            "id",
            "Ketik bantuan (atau help)",
            "Apakah maksud Anda d4-d3?",
        ),
    ] {
        let out = play(&dir, lang, &[], "foo\nd4d3\nquit\n\n");
        let text = out.stdout.replace('\n', " ");
        assert!(text.contains(help), "{}", out.stdout);
        assert!(text.contains(mean), "{}", out.stdout);
        assert!(!text.contains("not a point name"), "{}", out.stdout);
    }
}

/// `help` in a game says what `hint` does, against the engine and between two players
/// (issue 53, the newcomer's defect 10).
#[test]
fn the_help_says_what_hint_does() {
    let dir = scratch("help-hint");
    let out = play(&dir, "en", &[], "help\nquit\n\n");
    let text = out.stdout.replace('\n', " ");
    assert!(
        text.contains("hint (against the engine, the best action"),
        "{}",
        out.stdout
    );
}
