//! `foxgeese export`: the lesson book of the built-in library in both languages (every file
//! there, every page well nested, its diagram drawing the study's geese, no script and no
//! network), the previous and next links walking the whole book, the language switch, an
//! editor's folder whose texts are full of markup (escaped), one language alone, and bad input.

use crate::common;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use common::{run, run_env, snapshot, snapshot_in_both_languages};
use foxgeese::study::library::builtin_studies;

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dir);
    dir
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Elements without an end tag in HTML.
const VOID: [&str; 6] = ["meta", "link", "br", "img", "hr", "input"];

/// Checks that every element is closed, in order (the SVG's elements too), and returns the
/// names of the elements opened, in order.
fn well_nested(page: &str, label: &str) -> Vec<String> {
    let mut open: Vec<String> = Vec::new();
    let mut seen = Vec::new();
    let mut rest = page;
    while let Some(i) = rest.find('<') {
        rest = &rest[i + 1..];
        let end = rest
            .find('>')
            .unwrap_or_else(|| panic!("{label}: an unclosed tag"));
        let tag = &rest[..end];
        rest = &rest[end + 1..];
        if tag.starts_with('!') {
            continue;
        }
        if let Some(name) = tag.strip_prefix('/') {
            let top = open.pop();
            assert_eq!(
                top.as_deref(),
                Some(name),
                "{label}: </{name}> closes {top:?}"
            );
            continue;
        }
        let name: String = tag
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        assert!(!name.is_empty(), "{label}: a stray < in text: <{tag}>");
        seen.push(name.clone());
        if !tag.ends_with('/') && !VOID.contains(&name.as_str()) {
            open.push(name);
        }
    }
    assert!(open.is_empty(), "{label}: left open: {open:?}");
    seen
}

/// What every page must be: HTML5 with its language, the style sheet, no script, no network.
fn check_page(page: &str, lang: &str, label: &str) -> Vec<String> {
    assert!(page.starts_with("<!DOCTYPE html>\n"), "{label}");
    assert!(page.contains(&format!("<html lang=\"{lang}\">")), "{label}");
    assert!(page.contains("<meta charset=\"utf-8\">"), "{label}");
    assert!(page.contains("name=\"viewport\""), "{label}");
    assert!(page.contains("style.css\">"), "{label}");
    let tags = well_nested(page, label);
    assert!(!tags.iter().any(|t| t == "script"), "{label}: a script");
    let without_ns = page.replace("xmlns=\"http://www.w3.org/2000/svg\"", "");
    assert!(!without_ns.contains("http:"), "{label}: a network address");
    assert!(!without_ns.contains("https:"), "{label}: a network address");
    assert!(
        !page.contains("@import") && !page.contains("url(http"),
        "{label}"
    );
    assert_eq!(
        tags.iter().filter(|t| *t == "h1").count(),
        1,
        "{label}: one heading"
    );
    tags
}

/// The `href` values of the links in `page` with `rel`.
fn rel_link(page: &str, rel: &str) -> Option<String> {
    let at = page.find(&format!("rel=\"{rel}\" href=\""))?;
    let rest = &page[at + rel.len() + 13..];
    Some(rest[..rest.find('"')?].to_string())
}

#[test]
fn the_library_in_both_languages() {
    let dir = scratch("export-library");
    let out = run(&["export", "-o", dir.to_str().unwrap()]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let studies: Vec<_> = builtin_studies()
        .into_iter()
        .map(|s| s.expect("built-in studies load"))
        .collect();
    assert!(out.stdout.contains(&format!("{} studies", studies.len())));
    let css = read(&dir.join("style.css"));
    assert!(css.contains("@media print") && css.contains("max-width"));
    assert!(!css.contains("url(") && !css.contains("@font-face"));
    let home = read(&dir.join("index.html"));
    check_page(&home, "en", "index.html");
    assert!(home.contains("href=\"en/index.html\"") && home.contains("href=\"id/index.html\""));
    for lang in ["en", "id"] {
        let index = read(&dir.join(lang).join("index.html"));
        check_page(&index, lang, "index");
        let other = if lang == "en" { "id" } else { "en" };
        assert!(index.contains(&format!("href=\"../{other}/index.html\"")));
        for s in &studies {
            assert!(
                index.contains(&format!("href=\"{}.html\"", s.id)),
                "{lang}: {} in the contents",
                s.id
            );
            let label = format!("{lang}/{}.html", s.id);
            let page = read(&dir.join(lang).join(format!("{}.html", s.id)));
            let tags = check_page(&page, lang, &label);
            assert_eq!(
                tags.iter().filter(|t| *t == "details").count(),
                2,
                "{label}"
            );
            assert_eq!(tags.iter().filter(|t| *t == "svg").count(), 1, "{label}");
            assert!(page.contains("role=\"img\""), "{label}");
            assert!(
                page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"420\""),
                "{label}"
            );
            assert!(
                page.contains(&format!(
                    "aria-labelledby=\"fg-title fg-desc\" lang=\"{lang}\">"
                )),
                "{label}: the diagram's words in the page's language"
            );
            assert_eq!(
                page.matches("<use href=\"#goose\"").count(),
                s.position.geese().count() as usize,
                "{label}: the study's geese"
            );
            assert!(
                page.contains(&format!("href=\"../{other}/{}.html\"", s.id)),
                "{label}: the language switch"
            );
        }
    }
    // Each language's texts: a study's title as the study command gives it.
    for (lang, hint) in [
        ("en", "<summary>Hint</summary>"),
        ("id", "<summary>Petunjuk</summary>"),
    ] {
        let page = read(&dir.join(lang).join("surrounded-fox.html"));
        assert!(page.contains(hint), "{lang}");
        let shown = run(&["--lang", lang, "study", "surrounded-fox"]).stdout;
        let title = shown.lines().next().unwrap();
        assert!(
            page.contains(&format!("<h1>{}</h1>", title.replace('\'', "&#39;"))),
            "{lang}: {title}"
        );
        // Whose turn it is and the captures, as under the terminal's board (issue 25).
        for id in ["surrounded-fox", "five-geese-to-move"] {
            let page = read(&dir.join(lang).join(format!("{id}.html")));
            let shown = run(&["--lang", lang, "study", id]).stdout;
            let lines: Vec<&str> = shown.lines().collect();
            let legend = lines.iter().rposition(|l| l.contains('·')).unwrap();
            let status = format!(
                "<p class=\"status\">{}<br>\n{}</p>",
                lines[legend + 2],
                lines[legend + 3]
            );
            assert!(page.contains(&status), "{lang} {id}: {status}\n{page}");
        }
    }
    let yes_no = read(&dir.join("id/surrounded-fox.html"));
    assert!(
        yes_no.contains("Jawabannya: tidak"),
        "the answer in Indonesian words"
    );
}

/// Following "next" from the first study visits every study once, and "previous" walks back.
#[test]
fn previous_and_next_walk_the_whole_book() {
    let dir = scratch("export-walk");
    let out = run(&["export", "--lang", "en", "-o", dir.to_str().unwrap()]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let en = dir.join("en");
    let index = read(&en.join("index.html"));
    let first_at = index.find("<li><a href=\"").unwrap() + 13;
    let first = index[first_at..].split('"').next().unwrap().to_string();
    let mut seen = vec![first.clone()];
    let mut page = read(&en.join(&first));
    assert_eq!(rel_link(&page, "prev"), None, "the first has no previous");
    while let Some(next) = rel_link(&page, "next") {
        let back = read(&en.join(&next));
        assert_eq!(
            rel_link(&back, "prev").as_deref(),
            Some(seen.last().unwrap().as_str())
        );
        seen.push(next);
        page = back;
    }
    let total = builtin_studies().len();
    assert_eq!(seen.len(), total);
    assert_eq!(
        seen.iter().collect::<BTreeSet<_>>().len(),
        total,
        "each once"
    );
    // The contents list the pages in the same order.
    let listed: Vec<&str> = index
        .split("<li><a href=\"")
        .skip(1)
        .map(|s| s.split('"').next().unwrap())
        .collect();
    assert_eq!(listed, seen);
}

/// With one language, only its folder, and no language switch.
#[test]
fn one_language_alone() {
    let dir = scratch("export-id");
    let out = run(&["export", "--lang", "id", "-o", dir.to_str().unwrap()]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.starts_with("Buku pelajaran ditulis"));
    assert!(dir.join("id/index.html").is_file());
    assert!(!dir.join("en").exists());
    let index = read(&dir.join("id/index.html"));
    assert!(!index.contains("class=\"languages\""));
    let home = read(&dir.join("index.html"));
    check_page(&home, "id", "index.html");
    assert!(!home.contains("en/index.html"));
}

/// An editor's folder with markup in every text: all of it shown as text, in both languages.
#[test]
fn texts_are_escaped() {
    let dir = scratch("export-escape");
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/export");
    let out = run(&["export", fixture, "-o", dir.to_str().unwrap()]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let en = read(&dir.join("en/tricky-text.html"));
    check_page(&en, "en", "en/tricky-text.html");
    for raw in ["<b>", "<script>", "<i>", "<adjacent>"] {
        assert!(!en.contains(raw), "{raw} left raw");
    }
    for escaped in [
        "Tags &lt;b&gt;stay&lt;/b&gt; text &amp; &quot;quotes&quot; too",
        "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;",
        "&amp; &lt;i&gt;never&lt;/i&gt; markup",
        "each &lt;adjacent&gt; goose",
    ] {
        assert!(en.contains(escaped), "{escaped}");
    }
    let id = read(&dir.join("id/tricky-text.html"));
    check_page(&id, "id", "id/tricky-text.html");
    assert!(id.contains("Tag &lt;b&gt;tetap&lt;/b&gt; teks &amp; &quot;kutipan&quot; juga"));
    let index = read(&dir.join("en/index.html"));
    assert!(index.contains("Tags &lt;b&gt;stay&lt;/b&gt;"));
    snapshot(
        "export-tricky-en",
        &common::Output {
            code: 0,
            stdout: en,
            stderr: String::new(),
        },
    );
    snapshot(
        "export-tricky-id",
        &common::Output {
            code: 0,
            stdout: id,
            stderr: String::new(),
        },
    );
    snapshot(
        "export-tricky-index-en",
        &common::Output {
            code: 0,
            stdout: index,
            stderr: String::new(),
        },
    );
}

/// The same studies give the same bytes.
#[test]
fn export_is_deterministic() {
    let a = scratch("export-same-a");
    let b = scratch("export-same-b");
    for d in [&a, &b] {
        assert_eq!(run(&["export", "-o", d.to_str().unwrap()]).code, 0);
    }
    for lang in ["en", "id"] {
        for entry in fs::read_dir(a.join(lang)).unwrap() {
            let name = entry.unwrap().file_name();
            assert_eq!(
                read(&a.join(lang).join(&name)),
                read(&b.join(lang).join(&name)),
                "{name:?}"
            );
        }
    }
}

#[test]
fn bad_input_in_both_languages() {
    let tmp = env!("CARGO_TARGET_TMPDIR");
    let file = PathBuf::from(tmp).join("export-a-file");
    fs::write(&file, "not a folder").unwrap();
    let file = file.to_str().unwrap().to_string();
    let cases: Vec<(&str, Vec<&str>)> = vec![
        (
            "export-bad-study",
            vec!["export", "no-such-study", "-o", tmp],
        ),
        ("export-bad-lang", vec!["export", "--lang", "xx", "-o", tmp]),
        (
            "export-bad-output",
            vec!["export", "surrounded-fox", "-o", &file],
        ),
    ];
    for (name, a) in &cases {
        // The scratch folder's path differs between checkouts: lines are never wrapped here,
        // so its length cannot change where the error breaks.
        for lang in ["en", "id"] {
            let mut full = vec!["--lang", lang];
            full.extend_from_slice(a);
            let mut out = run_env(&full, &[("COLUMNS", "1000")]);
            out.stdout = out.stdout.replace(tmp, "[TMP]");
            out.stderr = out.stderr.replace(tmp, "[TMP]");
            snapshot(&format!("{name}-{lang}"), &out);
        }
        let out = run(a);
        assert_eq!(out.code, 2, "{name}: {}", out.stderr);
    }
    // `--lang all` is export's alone.
    let out = run(&["show", "--lang", "all"]);
    assert_eq!(out.code, 2);
}

/// `export --help`, every flag described, in both languages.
#[test]
fn help_in_both_languages() {
    snapshot_in_both_languages("export-help", &["export", "--help"], str::to_string);
}
