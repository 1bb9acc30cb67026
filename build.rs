//! Embeds the study library (`studies/*.yaml`) and the locale files (`locales/<lang>/*.ftl`) in
//! the binary, so every command works from any directory after `cargo install`.
//!
//! Generates `$OUT_DIR/embedded.rs` with two sorted tables of `include_str!`s; see
//! `src/embedded.rs`.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

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
    out.push_str("/// The built-in studies: (file name, YAML text), sorted by file name.\n");
    out.push_str("pub static STUDIES: &[(&str, &str)] = &[\n");
    for p in sorted_files(&studies, "yaml") {
        println!("cargo:rerun-if-changed={}", p.display());
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        writeln!(
            out,
            "    ({name:?}, include_str!({:?})),",
            p.display().to_string()
        )
        .unwrap();
    }
    out.push_str("];\n\n");

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

    let dest = PathBuf::from(env::var("OUT_DIR").expect("cargo sets it")).join("embedded.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}
