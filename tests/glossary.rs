//! The locale files against the glossary in `locales/README.md` (one Indonesian term per idea),
//! and user-facing text free of internal words (sources are named by their titles).
//!
//! The glossary table is the data: adding a row with `required` or `only` adds a check.

use std::collections::BTreeMap;

/// Every locale file, read from `locales/en` (each exists in both languages: the locale tests
/// check it): the glossary holds in all of them, the learner's and the book's words too.
fn files() -> Vec<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/locales/en");
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .expect("locales/en")
        .filter_map(|e| {
            let name = e.ok()?.file_name().to_string_lossy().into_owned();
            Some(name.strip_suffix(".ftl")?.to_string())
        })
        .collect();
    v.sort();
    assert!(v.len() >= 10, "{v:?}");
    v
}

/// Message id → its whole source text (value, attributes and variants, continuation lines
/// joined), from a Fluent file read line by line; comments are left out.
fn messages(lang: &str, file: &str) -> BTreeMap<String, String> {
    let path = format!("{}/locales/{lang}/{file}.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut out = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            current = None;
        } else if line.starts_with(char::is_whitespace) {
            if let Some(id) = &current {
                let text: &mut String = out.get_mut(id).expect("the entry exists");
                text.push(' ');
                text.push_str(line.trim());
            }
        } else if let Some((id, value)) = line.split_once('=') {
            let id = id.trim().to_string();
            out.insert(id.clone(), value.trim().to_string());
            current = Some(id);
        }
    }
    out
}

/// One row of the glossary.
#[derive(Debug)]
struct Entry {
    english: Vec<String>,
    indonesian: Vec<String>,
    check: String,
    meaning: String,
}

/// `term (form, form)` → `[term, form, form]`.
fn forms(cell: &str) -> Vec<String> {
    let (term, rest) = cell.split_once('(').unwrap_or((cell, ""));
    std::iter::once(term)
        .chain(rest.trim_end_matches(')').split(','))
        .map(str::trim)
        .filter(|f| !f.is_empty())
        .map(str::to_string)
        .collect()
}

fn glossary() -> Vec<Entry> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/locales/README.md");
    let text = std::fs::read_to_string(path).expect("locales/README.md");
    let table = text
        .split("## Glossary")
        .nth(1)
        .expect("a Glossary section");
    let rows: Vec<Entry> = table
        .lines()
        .filter(|l| l.starts_with('|'))
        .map(|l| l.split('|').map(str::trim).collect::<Vec<_>>())
        .filter(|cells| cells.len() >= 5 && cells[1] != "English" && !cells[1].starts_with("---"))
        .map(|cells| Entry {
            english: forms(cells[1]),
            indonesian: forms(cells[2]),
            check: cells[3].to_string(),
            meaning: cells[4].to_string(),
        })
        .collect();
    assert!(rows.len() >= 4, "the glossary table has rows: {rows:?}");
    rows
}

/// Whether `text` has one of `words` as a whole word (case matters: "Ply Yard" is no ply).
fn has_word(text: &str, words: &[String]) -> bool {
    words.iter().any(|w| {
        text.match_indices(w.as_str()).any(|(i, _)| {
            let before = text[..i].chars().next_back();
            let after = text[i + w.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        })
    })
}

/// Whether `text` has one of `terms` anywhere, without case (`melangkah` has `langkah`).
fn has_term(text: &str, terms: &[String]) -> bool {
    let text = text.to_lowercase();
    terms.iter().any(|t| text.contains(&t.to_lowercase()))
}

#[test]
fn indonesian_uses_one_term_per_idea() {
    let glossary = glossary();
    let checked: Vec<&Entry> = glossary
        .iter()
        .filter(|e| e.check == "required" || e.check == "only")
        .collect();
    for name in ["ply", "step", "legal", "replay"] {
        assert!(
            checked.iter().any(|e| e.english[0] == name),
            "the glossary checks “{name}”"
        );
    }
    let mut bad = Vec::new();
    let never: Vec<&Entry> = glossary.iter().filter(|e| e.check == "never").collect();
    for file in files() {
        let file = file.as_str();
        let en = messages("en", file);
        let id = messages("id", file);
        assert!(!id.is_empty(), "{file}.ftl has messages");
        for (key, indonesian) in &id {
            for e in &never {
                if has_term(indonesian, &e.indonesian) {
                    bad.push(format!(
                        "{file}.ftl {key}: “{}” is not used ({})",
                        e.indonesian[0], e.meaning
                    ));
                }
            }
            // Indonesian has only the plural category `other`: a `[one]` variant is never
            // chosen (a number is matched with `[1]`).
            if indonesian.contains("[one]") {
                bad.push(format!(
                    "{file}.ftl {key}: [one] is never chosen in Indonesian; write [1]"
                ));
            }
            let Some(english) = en.get(key) else { continue };
            for e in &checked {
                let in_english = has_word(english, &e.english);
                let in_indonesian = has_term(indonesian, &e.indonesian);
                if in_english && !in_indonesian {
                    bad.push(format!(
                        "{file}.ftl {key}: the English says “{}”, the Indonesian lacks “{}”",
                        e.english[0], e.indonesian[0]
                    ));
                }
                if e.check == "only" && in_indonesian && !in_english {
                    bad.push(format!(
                        "{file}.ftl {key}: “{}” is kept for “{}”, which the English does not say",
                        e.indonesian[0], e.english[0]
                    ));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_glossary_check_sees_a_contradiction() {
    // The check itself: "langkah" for a ply, and a ply without "giliran", are both caught.
    let glossary = glossary();
    let step = glossary
        .iter()
        .find(|e| e.english[0] == "step")
        .expect("step");
    let ply = glossary
        .iter()
        .find(|e| e.english[0] == "ply")
        .expect("ply");
    let english = "Draw: 100 plies without a capture.";
    let indonesian = "Seri: 100 langkah tanpa tangkapan.";
    assert!(has_word(english, &ply.english) && !has_term(indonesian, &ply.indonesian));
    assert!(has_term(indonesian, &step.indonesian) && !has_word(english, &step.english));
    assert!(!has_word("Ply Yard's guide", &ply.english));
}

#[test]
fn no_message_names_a_file_or_an_internal_word() {
    let mut bad = Vec::new();
    for lang in ["en", "id"] {
        for file in files() {
            let file = file.as_str();
            for (key, text) in messages(lang, file) {
                let lower = text.to_lowercase();
                let file_name = lower
                    .as_bytes()
                    .windows(4)
                    .any(|w| w[..3].iter().all(u8::is_ascii_digit) && w[3] == b'_');
                if lower.contains("seed") || lower.contains("benih") || file_name {
                    bad.push(format!("{lang}/{file}.ftl {key}: {text}"));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// `locales/README.md`'s table of files names every locale file, and only those (it named 12
/// of 17: issue 25).
#[test]
fn the_file_table_names_every_locale_file() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/locales/README.md");
    let text = std::fs::read_to_string(path).expect("locales/README.md");
    let table = text.split("## Glossary").next().unwrap();
    let mut named: Vec<String> = table
        .lines()
        .filter_map(|l| l.strip_prefix("| `")?.split_once(".ftl`"))
        .map(|(name, _)| name.to_string())
        .collect();
    named.sort();
    assert_eq!(named, files(), "locales/README.md: one row per file");
}

/// The Indonesian a reader flagged as literal or English (issue 53): each phrase is gone from
/// the Indonesian messages, and the Indonesian README lists rather than "mendaftar".
#[test]
fn indonesian_reads_naturally_where_a_reader_flagged_it() {
    let flagged = [
        "dikelaskan",
        "satu-satunya berkas studi",
        "satu-satunya studi di sini",
        "Satu-satunya studi di sini",
        "setiap mesin",
        "mesin ini punya",
        "memori mesin",
        "di mesin dengan",
        "di mesin seperti",
        "seperti mesin yang",
    ];
    for file in files() {
        for (id, text) in messages("id", &file) {
            for phrase in flagged {
                assert!(
                    !text.contains(phrase),
                    "{file}.ftl {id}: “{phrase}” in {text}"
                );
            }
            // Column headers in English.
            assert!(
                !["Checksum", "Disk"].contains(&text.trim()),
                "{file}.ftl {id}: {text}"
            );
        }
    }
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/id/README.md")).unwrap();
    assert!(!readme.contains("mendaftar"));
}
