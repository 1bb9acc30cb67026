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

/// The names a path continues with after `rest`: one name, or each item of a `{…}` group
/// (the first name of each of [`paths_after`]'s paths).
fn names_after(rest: &str) -> Vec<String> {
    paths_after(rest)
        .into_iter()
        .filter_map(|p| p.into_iter().next())
        .filter(|n| n != "self")
        .collect()
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
/// counting, `rules`' geometry and bitboard each other's points: the grid's points and
/// directions are `rules/point.rs`, the boards made of bitboards `rules/board.rs`).
#[test]
fn no_cycle_between_the_files_of_a_folder() {
    let graphs = sibling_graphs();
    assert!(graphs["commands"]["reveal"].contains("study"), "{graphs:?}");
    for (folder, g) in graphs {
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

/// Every path a `use` or an expression names after `rest`, whole: `a::{b, c::d}` is
/// `[a, b]` and `[a, c, d]`.
fn paths_after(rest: &str) -> Vec<Vec<String>> {
    let rest = rest.trim_start();
    if let Some(group) = rest.strip_prefix('{') {
        let mut items = Vec::new();
        let (mut depth, mut start) = (0, 0);
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => {
                    items.push(&group[start..i]);
                    break;
                }
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    items.push(&group[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        return items.into_iter().flat_map(paths_after).collect();
    }
    let name = ident(rest);
    if name.is_empty() {
        return vec![Vec::new()];
    }
    match rest[name.len()..].strip_prefix("::") {
        Some(more) => paths_after(more)
            .into_iter()
            .map(|mut p| {
                p.insert(0, name.to_string());
                p
            })
            .collect(),
        None => vec![vec![name.to_string()]],
    }
}

/// The module a file is the face of, when it is `mod.rs`, `lib.rs` or `main.rs`.
fn is_face(rel: &Path) -> bool {
    matches!(
        rel.file_name().and_then(|n| n.to_str()),
        Some("mod.rs" | "lib.rs" | "main.rs")
    )
}

/// The graph of `src/`'s files: each module (a file) and the modules its code (its tests
/// aside) names, wherever they are. A name a `mod.rs` re-exports (`pub use child::Item`) counts
/// as the file that defines it, and a `mod.rs`'s own re-exports are no dependency: a module's
/// face is not a circle with the files behind it, unless its own code uses them.
fn file_graph() -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let root = src();
    let mut all = Vec::new();
    files(&root, &mut all);
    let modules: BTreeMap<Vec<String>, String> = all
        .iter()
        .map(|p| {
            let rel = p.strip_prefix(&root).unwrap();
            let text = code(&std::fs::read_to_string(p).unwrap());
            // The tests at the end of a file name what they test through `super`.
            let text = text.split("#[cfg(test)]").next().unwrap_or("").to_string();
            (module_path(rel), text)
        })
        .collect();
    let faces: BTreeSet<Vec<String>> = all
        .iter()
        .map(|p| p.strip_prefix(&root).unwrap())
        .filter(|rel| is_face(rel))
        .map(module_path)
        .collect();
    // `crate::`, `super::`, `self::` or `foxgeese::` at `rest`, from module `at`: the path
    // it starts from and what follows.
    let start = |kind: &str, at: &[String]| -> Vec<String> {
        match kind {
            "self" => at.to_vec(),
            "super" => at[..at.len().saturating_sub(1)].to_vec(),
            _ => Vec::new(),
        }
    };
    let prefixed = |text: &str, at: &[String]| -> Vec<Vec<String>> {
        let mut out = Vec::new();
        for kind in ["crate", "foxgeese", "super", "self"] {
            let pat = format!("{kind}::");
            for (i, _) in text.match_indices(&pat) {
                let before = &text[..i];
                if before.ends_with(is_ident) || before.ends_with("::") {
                    continue;
                }
                let mut base = start(kind, at);
                let mut rest = &text[i + pat.len()..];
                while let Some(r) = rest.strip_prefix("super::") {
                    base.pop();
                    rest = r;
                }
                for p in paths_after(rest) {
                    let mut full = base.clone();
                    full.extend(p);
                    out.push(full);
                }
            }
        }
        out
    };
    // What each face re-exports: (face, name) → the path it names.
    let mut reexports: BTreeMap<(Vec<String>, String), Vec<String>> = BTreeMap::new();
    let pub_uses = |text: &str| -> Vec<String> {
        let mut out = Vec::new();
        for (i, _) in text.match_indices("use ") {
            let line_start = text[..i].rfind('\n').map_or(0, |n| n + 1);
            let lead = text[line_start..i].trim();
            if lead.starts_with("pub") {
                let end = text[i..].find(';').map_or(text.len(), |e| i + e);
                out.push(text[i + 4..end].to_string());
            }
        }
        out
    };
    for face in &faces {
        for body in pub_uses(&modules[face]) {
            let body = body.trim();
            let paths = if ["crate::", "super::", "self::"]
                .iter()
                .any(|k| body.starts_with(k))
            {
                prefixed(body, face)
            } else {
                paths_after(body)
                    .into_iter()
                    .map(|p| face.iter().cloned().chain(p).collect())
                    .collect()
            };
            for p in paths {
                if let Some(name) = p.last() {
                    reexports.insert((face.clone(), name.clone()), p);
                }
            }
        }
    }
    // The file a path names: the longest module prefix, through re-exports.
    fn resolve(
        path: &[String],
        modules: &BTreeMap<Vec<String>, String>,
        reexports: &BTreeMap<(Vec<String>, String), Vec<String>>,
        depth: usize,
    ) -> Option<Vec<String>> {
        let k = (1..=path.len())
            .rev()
            .find(|&k| modules.contains_key(&path[..k]))?;
        let found = path[..k].to_vec();
        if let (Some(next), true) = (path.get(k), depth < 8) {
            if let Some(target) = reexports.get(&(found.clone(), next.clone())) {
                if let Some(r) = resolve(target, modules, reexports, depth + 1) {
                    return Some(r);
                }
            }
        }
        Some(found)
    }
    let mut g = BTreeMap::new();
    for (at, text) in &modules {
        let mut own = text.clone();
        if faces.contains(at) {
            // A face's re-exports are not its own use.
            for body in pub_uses(text) {
                own = own.replace(&format!("use {body};"), "");
            }
        }
        let mut paths = prefixed(&own, at);
        // A face names its children without a prefix too (`mod x; use x::Y; x::f()`).
        if faces.contains(at) {
            for child in modules
                .keys()
                .filter(|m| m.len() == at.len() + 1 && m.starts_with(at))
            {
                let name = child.last().unwrap();
                let pat = format!("{name}::");
                if own.match_indices(&pat).any(|(i, _)| {
                    let before = &own[..i];
                    !before.ends_with(is_ident) && !before.ends_with("::")
                }) {
                    paths.push(child.clone());
                }
            }
        }
        let deps: BTreeSet<Vec<String>> = paths
            .iter()
            .filter_map(|p| resolve(p, &modules, &reexports, 0))
            .filter(|r| r != at && !r.is_empty())
            .collect();
        g.insert(at.clone(), deps);
    }
    g
}

/// The strongly connected groups of more than one file (Tarjan's algorithm).
fn circles(g: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<BTreeSet<String>> {
    struct State<'a> {
        g: &'a BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        index: BTreeMap<&'a Vec<String>, (usize, usize)>,
        stack: Vec<&'a Vec<String>>,
        next: usize,
        out: Vec<BTreeSet<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a Vec<String>) {
        s.index.insert(v, (s.next, s.next));
        s.next += 1;
        s.stack.push(v);
        for w in s.g.get(v).into_iter().flatten() {
            let Some((w, _)) = s.g.get_key_value(w) else {
                continue;
            };
            match s.index.get(w).copied() {
                None => {
                    visit(s, w);
                    let low = s.index[v].1.min(s.index[w].1);
                    s.index.get_mut(v).unwrap().1 = low;
                }
                Some((wi, _)) if s.stack.contains(&w) => {
                    let low = s.index[v].1.min(wi);
                    s.index.get_mut(v).unwrap().1 = low;
                }
                Some(_) => {}
            }
        }
        let (i, low) = s.index[v];
        if i == low {
            let mut group = BTreeSet::new();
            while let Some(w) = s.stack.pop() {
                group.insert(w.join("/"));
                if w == v {
                    break;
                }
            }
            if group.len() > 1 {
                s.out.push(group);
            }
        }
    }
    let mut s = State {
        g,
        index: BTreeMap::new(),
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in g.keys() {
        if !s.index.contains_key(v) {
            visit(&mut s, v);
        }
    }
    s.out
}

/// No circle between files, `mod.rs` files and subfolders included (issue 54): the last three
/// (the bitboard pair, the study's task kinds, the solver's store and parts) were untied on
/// 8 December 2026, and a new one fails, naming its files.
#[test]
fn no_circle_between_files() {
    let g = file_graph();
    assert!(
        g[&vec!["commands".to_string(), "new".to_string()]]
            .contains(["study", "task", "kind"].map(String::from).as_slice()),
        "the reader sees through re-exports and into subfolders"
    );
    let found = circles(&g);
    assert!(
        found.is_empty(),
        "circles between files of src/: {found:#?}"
    );
}

/// The file reader: whole paths through groups, and the circle finder on a small graph.
#[test]
fn the_file_reader_and_the_circle_finder() {
    let paths = paths_after("a::{b, c::{d, e}}, f");
    assert_eq!(
        paths,
        vec![vec!["a", "b"], vec!["a", "c", "d"], vec!["a", "c", "e"]]
    );
    let v = |s: &str| s.split('/').map(String::from).collect::<Vec<_>>();
    let mut g = BTreeMap::new();
    for (a, b) in [("x", "x/y"), ("x/y", "z"), ("z", "x"), ("z", "w")] {
        g.entry(v(a)).or_insert_with(BTreeSet::new).insert(v(b));
    }
    g.insert(v("w"), BTreeSet::new());
    let found = circles(&g);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0], ["x", "x/y", "z"].map(String::from).into());
    g.get_mut(&v("z")).unwrap().remove(&v("x"));
    assert!(circles(&g).is_empty());
}
