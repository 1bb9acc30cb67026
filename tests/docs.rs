//! The documentation is tested (issue 28): every `$ foxgeese …` transcript in `README.md` and
//! `docs/**/*.md` is run and compared with what it shows, and every relative link resolves.
//!
//! A transcript is a fenced block with lines starting `$ `. Each such line is a command,
//! `foxgeese ARGS` (or `printf 'TEXT' | foxgeese ARGS`, the text fed to standard input, with `\n`
//! for a line break), and the lines after it, up to the next command or the end of the block,
//! are what it prints: standard output, then standard error. The comparison ignores trailing
//! spaces and blank lines at the end. `…` elides: a line that is only `…` stands for any number
//! of lines, and `…` inside a line for any text within that line.
//!
//! Each page runs in a scratch folder of its own, its commands in order (so `new` writes the
//! files `validate` then reads); a block whose fence follows the line `<!-- file: PATH -->` is
//! written to PATH there first (a study or a record the page shows). The environment is clean:
//! no locale variables (English unless the command says `--lang id`; pages under `docs/id/` run
//! with `LANG=id_ID.UTF-8`), no colour, 80 columns (a pipe), and the data folder (progress
//! file, tables) inside the scratch folder.
//! A line `^C` in what a command prints stands for the learner pressing Ctrl-C: the input is
//! written and kept open, and once the program has waited quietly for more, it gets SIGINT.
//! A `$` line that is not a `foxgeese` command fails the test, so no transcript escapes it.
//! Keep transcripts to fast commands: each is killed, and the test failed, after 30 s.

use crate::common;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const DEADLINE: Duration = Duration::from_secs(30);

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `README.md` and every Markdown file under `docs/`, as paths relative to the repository.
fn pages() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .expect("docs/ lists")
            .map(|e| e.expect("an entry").path())
            .collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|e| e == "md") {
                out.push(p);
            }
        }
    }
    let mut out = vec![root().join("README.md")];
    walk(&root().join("docs"), &mut out);
    out.into_iter()
        .map(|p| p.strip_prefix(root()).unwrap().to_path_buf())
        .collect()
}

/// A fenced block: its first line's number (1-based, the line after the fence), its lines, and
/// the file it shows when the line before its fence is `<!-- file: PATH -->`.
struct Block {
    line: usize,
    lines: Vec<String>,
    file: Option<String>,
}

/// The fenced blocks of a Markdown text, and its text outside them.
fn blocks(text: &str) -> (Vec<Block>, Vec<(usize, String)>) {
    let mut out = Vec::new();
    let mut prose = Vec::new();
    let mut open: Option<(String, usize, Block)> = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let fence: String = trimmed
            .chars()
            .take_while(|c| *c == '`' || *c == '~')
            .collect();
        match &mut open {
            Some((f, cut, b)) => {
                if trimmed.starts_with(f.as_str()) && trimmed.trim_end() == fence {
                    out.push(std::mem::replace(
                        b,
                        Block {
                            line: 0,
                            lines: Vec::new(),
                            file: None,
                        },
                    ));
                    open = None;
                } else {
                    // A block indented in a list item: its indentation is not shown.
                    let n = line.len() - line.trim_start().len();
                    b.lines.push(line[n.min(*cut)..].to_string());
                }
            }
            None if fence.len() >= 3 => {
                open = Some((
                    fence,
                    indent,
                    Block {
                        line: i + 2,
                        lines: Vec::new(),
                        file: prose.last().filter(|(n, _)| *n == i).and_then(
                            |(_, l): &(usize, String)| {
                                l.trim()
                                    .strip_prefix("<!-- file: ")?
                                    .strip_suffix(" -->")
                                    .map(str::to_string)
                            },
                        ),
                    },
                ))
            }
            None => prose.push((i + 1, line.to_string())),
        }
    }
    (out, prose)
}

/// One command of a transcript and what it shows.
#[derive(Debug)]
struct Transcript {
    line: usize,
    command: String,
    expected: Vec<String>,
}

/// What a page does, in order: files it shows written into its folder, commands run.
enum Step {
    File(String, String),
    Run(Transcript),
}

fn steps(text: &str) -> Vec<Step> {
    let mut out: Vec<Step> = Vec::new();
    for b in blocks(text).0 {
        if let Some(path) = b.file {
            let mut content = b.lines.join("\n");
            content.push('\n');
            out.push(Step::File(path, content));
            continue;
        }
        if !b.lines.iter().any(|l| l.starts_with("$ ")) {
            continue;
        }
        let mut open = false;
        for (k, l) in b.lines.iter().enumerate() {
            if let Some(command) = l.strip_prefix("$ ") {
                open = true;
                out.push(Step::Run(Transcript {
                    line: b.line + k,
                    command: command.to_string(),
                    expected: Vec::new(),
                }));
            } else if let (true, Some(Step::Run(t))) = (open, out.last_mut()) {
                t.expected.push(l.clone());
            } else {
                panic!("line {}: output before the first command", b.line + k);
            }
        }
    }
    out
}

/// Splits a command line as a POSIX shell does for the quoting used here: spaces separate
/// words, `'…'` is literal, `"…"` keeps `\"` and `\\` escapes, and `\` outside quotes escapes
/// the next character. A lone `|` is a word of its own.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => {
                if let Some(w) = word.take() {
                    words.push(w);
                }
            }
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                for c in chars.by_ref() {
                    if c == '\'' {
                        break;
                    }
                    w.push(c);
                }
            }
            '"' => {
                let w = word.get_or_insert_with(String::new);
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => match chars.next() {
                            Some(n @ ('"' | '\\' | '$' | '`')) => w.push(n),
                            Some(n) => {
                                w.push('\\');
                                w.push(n);
                            }
                            None => w.push('\\'),
                        },
                        _ => w.push(c),
                    }
                }
            }
            '\\' => {
                if let Some(n) = chars.next() {
                    word.get_or_insert_with(String::new).push(n);
                }
            }
            _ => word.get_or_insert_with(String::new).push(c),
        }
    }
    if let Some(w) = word {
        words.push(w);
    }
    words
}

/// The arguments and standard input of a transcript's command, or why it is not one.
fn parse_command(command: &str) -> Result<(Vec<String>, String), String> {
    let words = shell_words(command);
    let (stdin, rest) = match words.iter().position(|w| w == "|") {
        Some(bar) => {
            let feed = &words[..bar];
            if feed.len() != 2 || feed[0] != "printf" {
                return Err("only `printf 'TEXT' | foxgeese …` may feed standard input".into());
            }
            (feed[1].replace("\\n", "\n"), &words[bar + 1..])
        }
        None => (String::new(), &words[..]),
    };
    match rest.split_first() {
        Some((bin, args)) if bin == "foxgeese" => Ok((args.to_vec(), stdin)),
        _ => Err("a transcript runs `foxgeese` only".into()),
    }
}

/// The line of a transcript's output that stands for the learner pressing Ctrl-C.
const CTRL_C: &str = "^C";

/// Runs `args` in `dir` with the transcripts' clean environment; stdout then stderr. With
/// `interrupt`, Ctrl-C is pressed once the program waits for more input.
fn run(dir: &Path, args: &[String], stdin: &str, env: &[(&str, &str)], interrupt: bool) -> String {
    let mut c = Command::new(env!("CARGO_BIN_EXE_foxgeese"));
    c.args(args).current_dir(dir);
    for k in [
        "LC_ALL",
        "LC_MESSAGES",
        "LANG",
        "LANGUAGE",
        "COLUMNS",
        "CLICOLOR_FORCE",
        "FOXGEESE_TABLES",
    ] {
        c.env_remove(k);
    }
    c.env("NO_COLOR", "1")
        .env("XDG_DATA_HOME", dir.join(".data"))
        .env("HOME", dir.join(".home"));
    for (k, v) in env {
        c.env(k, v);
    }
    let out = if interrupt {
        common::spawn_interrupted(c, stdin.as_bytes(), DEADLINE)
    } else {
        common::spawn_within(c, stdin.as_bytes(), DEADLINE)
    };
    out.stdout + &out.stderr
}

/// Whether `line` matches the shown `pattern`, in which `…` stands for any text.
fn line_matches(pattern: &str, line: &str) -> bool {
    let parts: Vec<&str> = pattern.split('…').collect();
    if parts.len() == 1 {
        return pattern == line;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if !line.starts_with(first) || line.len() < first.len() + last.len() || !line.ends_with(last) {
        return false;
    }
    let mut rest = &line[first.len()..line.len() - last.len()];
    for p in &parts[1..parts.len() - 1] {
        match rest.find(p) {
            Some(i) => rest = &rest[i + p.len()..],
            None => return false,
        }
    }
    true
}

/// Whether the output's lines match the shown ones, a line of `…` standing for any lines.
fn matches(shown: &[&str], actual: &[&str]) -> bool {
    match shown.split_first() {
        None => actual.is_empty(),
        Some((&"…", rest)) => (0..=actual.len()).any(|k| matches(rest, &actual[k..])),
        Some((p, rest)) => actual
            .split_first()
            .is_some_and(|(a, more)| line_matches(p, a) && matches(rest, more)),
    }
}

/// Lines without trailing spaces, and without blank lines at the end.
fn tidy(lines: impl IntoIterator<Item = impl AsRef<str>>) -> Vec<String> {
    let mut v: Vec<String> = lines
        .into_iter()
        .map(|l| l.as_ref().trim_end().to_string())
        .collect();
    while v.last().is_some_and(|l| l.is_empty()) {
        v.pop();
    }
    v
}

/// Every page's transcripts, run and compared.
#[test]
fn every_transcript_shows_what_foxgeese_prints() {
    let mut failures = Vec::new();
    let mut count = 0;
    for page in pages() {
        let text = std::fs::read_to_string(root().join(&page)).expect("a page reads");
        let found = steps(&text);
        if found.is_empty() {
            continue;
        }
        let name = page.to_string_lossy().replace(['/', '.'], "-");
        let dir = common::scratch(&format!("docs-transcripts/{name}"));
        let env: &[(&str, &str)] = if page.starts_with("docs/id") {
            &[("LANG", "id_ID.UTF-8")]
        } else {
            &[]
        };
        for step in found {
            let t = match step {
                Step::File(path, content) => {
                    let path = dir.join(path);
                    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                    std::fs::write(path, content).unwrap();
                    continue;
                }
                Step::Run(t) => t,
            };
            count += 1;
            let (args, stdin) = match parse_command(&t.command) {
                Ok(c) => c,
                Err(why) => {
                    failures.push(format!("{}:{}: {why}", page.display(), t.line));
                    continue;
                }
            };
            // A line `^C` in the output: Ctrl-C is pressed once the program waits for input;
            // the line itself is not printed.
            let interrupt = t.expected.iter().any(|l| l.trim_end() == CTRL_C);
            let actual = tidy(run(&dir, &args, &stdin, env, interrupt).lines());
            let shown = tidy(t.expected.iter().filter(|l| l.trim_end() != CTRL_C));
            let shown_refs: Vec<&str> = shown.iter().map(String::as_str).collect();
            let actual_refs: Vec<&str> = actual.iter().map(String::as_str).collect();
            if !matches(&shown_refs, &actual_refs) {
                failures.push(format!(
                    "{}:{}: `$ {}` prints:\n{}\n",
                    page.display(),
                    t.line,
                    t.command,
                    actual.join("\n")
                ));
            }
        }
    }
    assert!(
        count >= 20,
        "only {count} transcripts found: is the parser still reading the pages?"
    );
    assert!(
        failures.is_empty(),
        "{} transcript(s) differ from what foxgeese prints (write the output as it is):\n\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The matcher itself: `…` elides lines and text within a line, and nothing else passes.
#[test]
fn the_transcript_matcher_elides_only_where_told() {
    let cases: &[(&[&str], &[&str], bool)] = &[
        (&["a", "b"], &["a", "b"], true),
        (&["a", "b"], &["a", "c"], false),
        (&["a"], &["a", "b"], false),
        (&["a", "…"], &["a", "b", "c"], true),
        (&["a", "…", "d"], &["a", "b", "c", "d"], true),
        (&["a", "…", "d"], &["a", "b", "c"], false),
        (&["…"], &[], true),
        (
            &["Progress is saved in …."],
            &["Progress is saved in /x/y.json."],
            true,
        ),
        (
            &["Progress is saved in …."],
            &["Progress is kept in /x."],
            false,
        ),
        (
            &["check x --answer \"…\""],
            &["check x --answer \"…\""],
            true,
        ),
        (&["a…b…c"], &["a1b2c"], true),
        (&["a…b…c"], &["a1c2b"], false),
        (&["ab…ba"], &["aba"], false),
    ];
    for (shown, actual, want) in cases {
        assert_eq!(
            matches(shown, actual),
            *want,
            "{shown:?} against {actual:?}"
        );
    }
}

/// Commands are read as a shell reads them.
#[test]
fn transcript_commands_split_as_a_shell_splits_them() {
    let (args, stdin) =
        parse_command(r#"printf 'hint\nno\n' | foxgeese check x --answer "d4-c4 d4xd6" 'a b'"#)
            .unwrap();
    assert_eq!(args, ["check", "x", "--answer", "d4-c4 d4xd6", "a b"]);
    assert_eq!(stdin, "hint\nno\n");
    assert!(parse_command("cargo run").is_err());
    assert!(parse_command("echo x | foxgeese list").is_err());
    assert_eq!(shell_words(r#"a\ b "c\"d""#), ["a b", "c\"d"]);
}

/// GitHub's anchor of a heading: lower case, letters, digits, `-` and `_` kept, spaces made
/// `-`, the rest dropped; a repeated heading gets `-1`, `-2`, ….
fn anchors(text: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    for (_, line) in blocks(text).1 {
        let Some(title) = line.strip_prefix('#').map(|t| t.trim_start_matches('#')) else {
            continue;
        };
        if !title.starts_with(' ') {
            continue;
        }
        let slug: String = title
            .trim()
            .chars()
            .flat_map(char::to_lowercase)
            .filter(|c| c.is_alphanumeric() || *c == '-' || *c == '_' || *c == ' ')
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        let mut unique = slug.clone();
        let mut n = 0;
        while seen.contains(&unique) {
            n += 1;
            unique = format!("{slug}-{n}");
        }
        seen.insert(unique);
    }
    seen
}

/// The targets of a Markdown text's links and images, with their line numbers: inline
/// `[text](target)` and reference definitions `[name]: target`, outside code.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in blocks(text).1 {
        // Inline code is not a link.
        let mut plain = String::new();
        for (k, part) in line.split('`').enumerate() {
            if k % 2 == 0 {
                plain.push_str(part);
            }
        }
        let trimmed = plain.trim_start();
        if trimmed.starts_with('[') {
            if let Some(i) = trimmed.find("]: ") {
                out.push((n, trimmed[i + 3..].trim().to_string()));
                continue;
            }
        }
        let mut rest = plain.as_str();
        while let Some(i) = rest.find("](") {
            let after = &rest[i + 2..];
            let Some(end) = after.find(')') else { break };
            let target = after[..end].split_whitespace().next().unwrap_or("");
            out.push((n, target.trim_matches(['<', '>']).to_string()));
            rest = &after[end..];
        }
    }
    out
}

/// Every relative link of the README and the guide names a file that exists, and an anchor
/// of a Markdown page names one of its headings.
#[test]
fn every_relative_link_resolves() {
    let mut broken = Vec::new();
    let mut count = 0;
    for page in pages() {
        let text = std::fs::read_to_string(root().join(&page)).unwrap();
        let here = page.parent().unwrap_or(Path::new(""));
        for (line, target) in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") || target.is_empty() {
                continue;
            }
            count += 1;
            let (file, anchor) = match target.split_once('#') {
                Some((f, a)) => (f, Some(a)),
                None => (target.as_str(), None),
            };
            let path = if file.is_empty() {
                page.clone()
            } else {
                here.join(file)
            };
            let full = root().join(&path);
            if !full.exists() {
                broken.push(format!("{}:{line}: {target}: no such file", page.display()));
                continue;
            }
            if let Some(a) = anchor {
                if full.extension().is_some_and(|e| e == "md") {
                    let heads = anchors(&std::fs::read_to_string(&full).unwrap());
                    if !heads.contains(a) {
                        broken.push(format!(
                            "{}:{line}: {target}: no heading with that anchor",
                            page.display()
                        ));
                    }
                }
            }
        }
    }
    assert!(count >= 20, "only {count} relative links found");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// The link checker finds what it should, and reads anchors as GitHub makes them.
#[test]
fn the_link_checker_reads_links_and_anchors() {
    let text = "# A title\n\n## Ply Yard, solved\n\n## What's (new)?\n\n## A title\n\n\
                See [x](a.md#b) and ![y](c.svg \"t\"), not `[z](d.md)`.\n\n\
                ```text\n[w](e.md)\n```\n[ref]: f.md\n";
    let found: Vec<String> = links(text).into_iter().map(|(_, t)| t).collect();
    assert_eq!(found, ["a.md#b", "c.svg", "f.md"]);
    let heads = anchors(text);
    for a in ["a-title", "ply-yard-solved", "whats-new", "a-title-1"] {
        assert!(heads.contains(a), "{a}: {heads:?}");
    }
}

/// The README starts with the two set-up commands, and `.ci/run` runs the same test command,
/// so what a newcomer runs is what CI runs.
#[test]
fn the_readme_starts_with_the_commands_ci_runs() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let (first, _) = blocks(&readme);
    assert_eq!(
        first.first().map(|b| b.lines.join("\n")).as_deref(),
        Some("cargo run --release -- practice\ncargo test"),
        "README.md: the set-up commands come first"
    );
    let before: String = readme.lines().take(first[0].line).collect();
    assert!(
        !before.contains("## "),
        "README.md: no section before the set-up"
    );
    let ci = std::fs::read_to_string(root().join(".ci/run")).unwrap();
    assert!(
        ci.lines().any(|l| l.trim() == "cargo test"),
        ".ci/run runs the README's `cargo test`"
    );
    let lines = readme.lines().count();
    assert!(lines <= 250, "README.md has {lines} lines: at most 250");
}
