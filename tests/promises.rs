//! Every sentence that promises a command names one that works (issue 53): each
//! `foxgeese COMMAND --flag …` written in a locale file, in either language, is a real
//! command (or subcommand) of this binary, and every flag it names is one that command takes.
//! What each promise does when run is tested where its feature is (the skip and retry
//! promises in `cli_trainer` and `cli_learner`).

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use crate::common::run;

/// The commands a `--help` lists under its "Commands:" heading (English).
fn commands(path: &[&str]) -> BTreeSet<String> {
    let mut args = vec!["--lang", "en"];
    args.extend(path);
    args.push("--help");
    let out = run(&args);
    assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
    out.stdout
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter_map(|l| l.strip_prefix("  "))
        .filter(|l| !l.starts_with(' '))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

/// A word of a sentence without the punctuation around it.
fn bare(word: &str) -> &str {
    word.trim_matches(|c: char| "“”\"'`.,;:()!?".contains(c))
}

/// Every promised command in `text`: the words after `foxgeese` that name a command, then
/// its flags (the words that start with a dash, until the first word that is neither a flag
/// nor a flag's value).
fn promised(text: &str, top: &BTreeSet<String>, tables: &BTreeSet<String>) -> Vec<Vec<String>> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut found = Vec::new();
    for (i, w) in words.iter().enumerate() {
        if bare(w) != "foxgeese" || w.ends_with(['.', ',', ':', ';']) {
            continue;
        }
        let Some(cmd) = words.get(i + 1).map(|w| bare(w)) else {
            continue;
        };
        if !top.contains(cmd) {
            continue;
        }
        let mut args = vec![cmd.to_string()];
        let mut rest = &words[i + 2..];
        if cmd == "tables" {
            match rest.first().map(|w| bare(w)) {
                Some(sub) if tables.contains(sub) => {
                    args.push(sub.to_string());
                    rest = &rest[1..];
                }
                _ => {}
            }
        }
        let mut after_flag = false;
        for w in rest {
            let b = bare(w);
            if b.starts_with('-') && b.len() > 1 {
                args.push(b.split('=').next().unwrap_or(b).to_string());
                after_flag = true;
            } else if after_flag {
                after_flag = false;
            } else {
                break;
            }
            if w.ends_with(['.', ',', ';', '”', ')']) && !w.ends_with("..") {
                break;
            }
        }
        found.push(args);
    }
    found
}

#[test]
fn every_command_a_message_promises_exists_with_its_flags() {
    let top = commands(&[]);
    let tables = commands(&["tables"]);
    assert!(
        top.contains("practice") && tables.contains("build"),
        "{top:?}"
    );
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut checked = BTreeSet::new();
    for lang in ["en", "id"] {
        let mut files: Vec<_> = fs::read_dir(root.join(lang))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        for file in files {
            let text = fs::read_to_string(&file).unwrap();
            for args in promised(&text, &top, &tables) {
                checked.insert(args);
            }
        }
    }
    // The sentences this issue is about are among them.
    for must in [
        &["practice", "--retry"][..],
        &["practice", "--puzzles", "--retry"],
        &["practice", "--puzzles", "--due"],
        &["play", "--resume"],
    ] {
        assert!(
            checked.contains(&must.iter().map(|s| s.to_string()).collect::<Vec<_>>()),
            "{must:?} not found in {checked:#?}"
        );
    }
    let mut broken = Vec::new();
    for args in &checked {
        let flags: Vec<&String> = args.iter().filter(|a| a.starts_with('-')).collect();
        let path: Vec<&str> = args
            .iter()
            .filter(|a| !a.starts_with('-'))
            .map(String::as_str)
            .collect();
        let mut help_args = vec!["--lang", "en"];
        help_args.extend(&path);
        help_args.push("--help");
        let help = run(&help_args);
        if help.code != 0 {
            broken.push(format!(
                "{args:?}: no such command ({})",
                help.stderr.trim()
            ));
            continue;
        }
        for flag in flags {
            let named = help
                .stdout
                .split(|c: char| c.is_whitespace() || c == ',')
                .any(|w| w == flag || w.split('=').next() == Some(flag.as_str()));
            if !named {
                broken.push(format!("{args:?}: {} takes no {flag}", path.join(" ")));
            }
        }
    }
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

#[test]
fn promises_are_found_in_sentences() {
    let top: BTreeSet<String> = ["practice", "play", "tables"].map(String::from).into();
    let tables: BTreeSet<String> = ["build"].map(String::from).into();
    let got = promised(
        "Skipped: “foxgeese practice --puzzles --retry” brings it back. foxgeese plays well; \
         build with foxgeese tables build --ruleset plyyard --tables DIR, then foxgeese play.",
        &top,
        &tables,
    );
    let want: Vec<Vec<String>> = [
        &["practice", "--puzzles", "--retry"][..],
        &["tables", "build", "--ruleset", "--tables"],
        &["play"],
    ]
    .iter()
    .map(|a| a.iter().map(|s| s.to_string()).collect())
    .collect();
    assert_eq!(got, want);
}
