//! The files compiled into the binary: the study library, the puzzle collections and the
//! locale files.
//!
//! `build.rs` lists `studies/*.yaml`, `studies/puzzles/*.yaml` and `locales/<lang>/*.ftl` at build time; adding a study
//! or a locale file needs no code change.

include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
