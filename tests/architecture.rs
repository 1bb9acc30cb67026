//! The shape of `src/` (issue 28): no cycle between its top-level modules, and
//! `docs/architecture.md` draws the graph as it is.
//!
//! The graph is read from the source: a file under `src/NAME/` or `src/NAME.rs` belongs to the
//! top-level module `NAME`, and it depends on every top-level module it names as
//! `crate::OTHER`, `crate::{OTHER, …}`, `foxgeese::OTHER` (the binary's modules naming the
//! library's) or `super::…::OTHER` climbing to the crate root. Comments are left out, so a doc
//! link is no dependency. The library and the binary share one name space here: their
//! top-level module names differ.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Graph = BTreeMap<String, BTreeSet<String>>;

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, with its path relative to `src/`.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The source without its comments (`//` to the end of the line, doc comments included).
fn code(text: &str) -> String {
    text.lines()
        .map(|l| l.find("//").map_or(l, |i| &l[..i]))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The module path of a file relative to `src/`: `game/record/mod.rs` is `[game, record]`,
/// `game/table.rs` is `[game, table]`, `lib.rs` and `main.rs` the root.
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The first identifier of `s`.
fn ident(s: &str) -> &str {
    let end = s.find(|c: char| !is_ident(c)).unwrap_or(s.len());
    &s[..end]
}

/// The names a path continues with after `rest`: one name, or each item of a `{…}` group.
fn names_after(rest: &str) -> Vec<String> {
    let rest = rest.trim_start();
    match rest.strip_prefix('{') {
        Some(group) => {
            let mut depth = 0;
            let end = group
                .char_indices()
                .find(|&(_, c)| {
                    match c {
                        '{' => depth += 1,
                        '}' if depth == 0 => return true,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    false
                })
                .map_or(group.len(), |(i, _)| i);
            let mut names = Vec::new();
            let mut depth = 0;
            let mut start = 0;
            for (i, c) in group[..end].char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        names.push(ident(group[start..i].trim()).to_string());
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            names.push(ident(group[start..end].trim()).to_string());
            names.retain(|n| !n.is_empty() && n != "self");
            names
        }
        None => vec![ident(rest).to_string()],
    }
}

/// The top-level modules the code of the file at module path `at` names.
fn referenced(code: &str, at: &[String]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let starts = |i: usize| i == 0 || !code[..i].ends_with(is_ident);
    for prefix in ["crate::", "foxgeese::"] {
        for (i, _) in code.match_indices(prefix) {
            if starts(i) {
                out.extend(names_after(&code[i + prefix.len()..]));
            }
        }
    }
    for (i, _) in code.match_indices("super::") {
        if !starts(i) || code[..i].ends_with("super::") {
            continue;
        }
        let mut rest = &code[i..];
        let mut up = 0;
        while let Some(r) = rest.strip_prefix("super::") {
            rest = r;
            up += 1;
        }
        // Each `super` climbs one module from the file's own: the root after `at.len()`.
        if up == at.len() {
            out.extend(names_after(rest));
        }
    }
    out
}

/// Each top-level module and the other top-level modules it depends on.
fn graph() -> Graph {
    let root = src();
    let mut all = Vec::new();
    files(&root, &mut all);
    let mut g = Graph::new();
    let tops: BTreeSet<String> = all
        .iter()
        .filter_map(|p| module_path(p.strip_prefix(&root).unwrap()).first().cloned())
        .collect();
    for path in all {
        let at = module_path(path.strip_prefix(&root).unwrap());
        let Some(top) = at.first().cloned() else {
            continue;
        };
        let text = std::fs::read_to_string(&path).unwrap();
        let deps = g.entry(top.clone()).or_default();
        for name in referenced(&code(&text), &at) {
            if name != top && tops.contains(&name) {
                deps.insert(name);
            }
        }
    }
    g
}

/// A cycle of `g`, as the modules around it (the first repeated at the end), if there is one.
fn cycle(g: &Graph) -> Option<Vec<String>> {
    fn visit(
        g: &Graph,
        node: &str,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|p| p == node) {
            let mut c = path[i..].to_vec();
            c.push(node.to_string());
            return Some(c);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in g.get(node).into_iter().flatten() {
            if let Some(c) = visit(g, next, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    g.keys()
        .find_map(|n| visit(g, n, &mut Vec::new(), &mut done))
}

#[test]
fn no_cycle_between_top_level_modules() {
    let g = graph();
    assert!(
        g.contains_key("study") && g.contains_key("commands"),
        "{g:?}"
    );
    if let Some(c) = cycle(&g) {
        panic!(
            "a cycle between top-level modules of src/: {}",
            c.join(" → ")
        );
    }
}

/// The reader and the cycle finder themselves: a group, a `super` chain to the root, a
/// comment, and a cycle of three.
#[test]
fn the_reader_finds_paths_and_the_finder_finds_cycles() {
    let at = ["study".to_string(), "task".to_string(), "x".to_string()];
    let src = "use crate::{message::{ids, Arg}, rules::Side};\n\
               use super::super::super::i18n::x; use super::common::y;\n\
               // crate::solve in a comment\n\
               let v = foxgeese::game::Table::new();";
    let found = referenced(&code(src), &at);
    let want: BTreeSet<String> = ["game", "i18n", "message", "rules"]
        .map(String::from)
        .into();
    assert_eq!(found, want);
    let mut g = Graph::new();
    for (a, b) in [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")] {
        g.entry(a.into()).or_default().insert(b.into());
    }
    assert_eq!(cycle(&g).map(|c| c.len()), Some(4));
    g.get_mut("c").unwrap().remove("a");
    assert_eq!(cycle(&g), None);
}

/// The files of each folder module of `src/` and the sibling files each names by `super::NAME`
/// (`commands/reveal.rs` → `study`), keyed by folder.
fn sibling_graphs() -> BTreeMap<String, Graph> {
    let root = src();
    let mut all = Vec::new();
    files(&root, &mut all);
    let mut out: BTreeMap<String, Graph> = BTreeMap::new();
    for path in &all {
        let rel = path.strip_prefix(&root).unwrap();
        let Some(folder) = rel.parent().filter(|f| !f.as_os_str().is_empty()) else {
            continue;
        };
        let name = rel.file_stem().unwrap().to_string_lossy().to_string();
        if name == "mod" {
            continue;
        }
        let siblings: BTreeSet<String> = all
            .iter()
            .filter(|p| p.parent() == path.parent())
            .map(|p| p.file_stem().unwrap().to_string_lossy().to_string())
            .filter(|n| n != "mod")
            .collect();
        let code = code(&std::fs::read_to_string(path).unwrap());
        let mut deps = BTreeSet::new();
        for (i, _) in code.match_indices("super::") {
            let before = &code[..i];
            if before.ends_with(is_ident) || before.ends_with("super::") {
                continue;
            }
            let rest = &code[i + "super::".len()..];
            if rest.starts_with("super::") {
                continue;
            }
            deps.extend(
                names_after(rest)
                    .into_iter()
                    .filter(|n| *n != name && siblings.contains(n)),
            );
        }
        out.entry(folder.to_string_lossy().to_string())
            .or_default()
            .entry(name)
            .or_default()
            .extend(deps);
    }
    out
}

/// The files of a folder do not use each other in a circle either: what two share moves to a
/// helper both use (`commands/{reveal,study,studies,validate}` were a circle of four, `analyze`
/// and `prove` read each other's options, `practice` and `practice_input` each other's lines,
/// `cli`'s `localize` and `clap_errors` each other's, `solve`'s `index` and `mirror` each other's
/// counting).
/// One pair is left, and listed: a board is made of bitboards, and a bitboard's moves are the
/// board's directions (`rules/geometry.rs` and `rules/bitboard.rs`); a new circle fails.
#[test]
fn no_cycle_between_the_files_of_a_folder() {
    const STILL_TO_UNTIE: [(&str, &str, &str); 1] = [("rules", "bitboard", "geometry")];
    let graphs = sibling_graphs();
    assert!(graphs["commands"]["reveal"].contains("study"), "{graphs:?}");
    for (folder, mut g) in graphs {
        for (f, a, b) in STILL_TO_UNTIE {
            if f == folder {
                g.get_mut(a).map(|d| d.remove(b));
            }
        }
        if let Some(c) = cycle(&g) {
            panic!(
                "a cycle between the files of src/{folder}/: {}",
                c.join(" → ")
            );
        }
    }
}

/// `docs/architecture.md` lists each top-level module's dependencies, one line each in its
/// `text` block of edges (`study → embedded, game, message, rules, solve`), exactly as the
/// source has them.
#[test]
fn the_architecture_chapter_draws_the_graph_as_it_is() {
    let doc_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/architecture.md");
    let doc = std::fs::read_to_string(&doc_path).unwrap();
    let start = doc.find("```text\n# edges").expect("the block of edges") + 8;
    let block = &doc[start..start + doc[start..].find("```").unwrap()];
    let written: Vec<&str> = block
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .collect();
    let actual: Vec<String> = graph()
        .into_iter()
        .map(|(m, deps)| {
            let deps: Vec<String> = deps.into_iter().collect();
            if deps.is_empty() {
                format!("{m} → (none)")
            } else {
                format!("{m} → {}", deps.join(", "))
            }
        })
        .collect();
    assert_eq!(
        written,
        actual,
        "docs/architecture.md's edges, as they are:\n{}",
        actual.join("\n")
    );
}
