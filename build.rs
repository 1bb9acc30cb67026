//! Embeds the study library (`studies/*.yaml`), the puzzle collections
//! (`studies/puzzles/*.yaml`) and the locale files (`locales/<lang>/*.ftl`) in
//! the binary, so every command works from any directory after `cargo install`.
//!
//! Generates `$OUT_DIR/embedded.rs` with two sorted tables of `include_str!`s; see
//! `src/embedded.rs`.
//!
//! Also generates `$OUT_DIR/message_ids.rs`: one typed constant per message of the locale files
//! (`reason-occupied` becomes `REASON_OCCUPIED`), so code that names a message id that does not
//! exist does not compile. A message defined in one language and not in the other stops the
//! build here, naming it. `studies.ftl` is left out: the study library's texts are looked up by
//! study id at run time, and `validate` checks them.

use std::collections::BTreeMap;
use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// Writes `static NAME`, every `.yaml` file of `dir` as (file name, text) sorted by file
/// name and included in the binary, each file watched for changes.
fn embed_yaml(out: &mut String, dir: &Path, name: &str, what: &str) {
    writeln!(
        out,
        "/// {what}: (file name, YAML text), sorted by file name."
    )
    .unwrap();
    writeln!(out, "pub static {name}: &[(&str, &str)] = &[").unwrap();
    for p in sorted_files(dir, "yaml") {
        println!("cargo:rerun-if-changed={}", p.display());
        let file = p.file_name().unwrap().to_string_lossy().into_owned();
        writeln!(
            out,
            "    ({file:?}, include_str!({:?})),",
            p.display().to_string()
        )
        .unwrap();
    }
    out.push_str("];\n\n");
}

fn sorted_files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == ext))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn main() {
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let mut out = String::new();

    let studies = root.join("studies");
    println!("cargo:rerun-if-changed={}", studies.display());
    embed_yaml(&mut out, &studies, "STUDIES", "The built-in studies");

    // The puzzle collections: one file per ruleset, in their own folder so that the study
    // library above never reads them as studies.
    let puzzles = studies.join("puzzles");
    println!("cargo:rerun-if-changed={}", puzzles.display());
    embed_yaml(
        &mut out,
        &puzzles,
        "PUZZLES",
        "The built-in puzzle collections",
    );

    let locales = root.join("locales");
    println!("cargo:rerun-if-changed={}", locales.display());
    out.push_str("/// The locale files: (language, file name, Fluent text), sorted.\n");
    out.push_str("pub static LOCALES: &[(&str, &str, &str)] = &[\n");
    let mut langs: Vec<PathBuf> = fs::read_dir(&locales)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_dir())
                .collect()
        })
        .unwrap_or_default();
    langs.sort();
    for dir in langs {
        println!("cargo:rerun-if-changed={}", dir.display());
        let lang = dir.file_name().unwrap().to_string_lossy().into_owned();
        for p in sorted_files(&dir, "ftl") {
            println!("cargo:rerun-if-changed={}", p.display());
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            writeln!(
                out,
                "    ({lang:?}, {name:?}, include_str!({:?})),",
                p.display().to_string()
            )
            .unwrap();
        }
    }
    out.push_str("];\n");

    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets it"));
    fs::write(out_dir.join("embedded.rs"), out).expect("OUT_DIR is writable");
    fs::write(out_dir.join("message_ids.rs"), message_ids(&locales)).expect("OUT_DIR is writable");
}

/// The ids of the messages (not terms) a Fluent text defines: an identifier at the start of a
/// line followed by `=`. (Continuation lines are indented, comments start with `#`.)
fn defined_ids(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter_map(|line| {
        let (id, _) = line.split_once('=')?;
        let id = id.trim_end();
        let mut chars = id.chars();
        let first = chars.next()?;
        let ok = first.is_ascii_alphabetic()
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        ok.then_some(id)
    })
}

/// The Rust constant for a message id: `reason-occupied` → `REASON_OCCUPIED`.
fn const_name(id: &str) -> String {
    id.replace('-', "_").to_ascii_uppercase()
}

/// `message_ids.rs`: a constant for every message of `locales/en` (except `studies.ftl`), after
/// checking that every other language defines the same messages.
fn message_ids(locales: &Path) -> String {
    // id → file, per language.
    let mut by_lang: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for entry in fs::read_dir(locales).expect("locales/ exists").flatten() {
        let dir = entry.path();
        if !dir.is_dir() {
            continue;
        }
        let lang = dir.file_name().unwrap().to_string_lossy().into_owned();
        let ids = by_lang.entry(lang).or_default();
        for p in sorted_files(&dir, "ftl") {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            if name == "studies.ftl" {
                continue;
            }
            let text = fs::read_to_string(&p).expect("locale files are readable");
            for id in defined_ids(&text) {
                ids.insert(id.to_string(), name.clone());
            }
        }
    }
    let english = by_lang.get("en").cloned().unwrap_or_default();
    for (lang, ids) in &by_lang {
        let only_en: Vec<&String> = english.keys().filter(|k| !ids.contains_key(*k)).collect();
        let only_here: Vec<&String> = ids.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(
            only_en.is_empty() && only_here.is_empty(),
            "locales/en and locales/{lang} must define the same messages; \
             missing in {lang}: {only_en:?}; missing in en: {only_here:?}"
        );
    }
    let mut out = String::new();
    let mut seen: BTreeMap<String, &str> = BTreeMap::new();
    for (id, file) in &english {
        let name = const_name(id);
        if let Some(other) = seen.insert(name.clone(), id) {
            panic!("message ids {other} and {id} map to the same constant {name}");
        }
        writeln!(out, "/// `{id}` (`locales/*/{file}`).").unwrap();
        writeln!(out, "pub const {name}: MessageId = MessageId::new({id:?});").unwrap();
    }
    out
}
