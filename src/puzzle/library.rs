//! The puzzle collections compiled into the binary (`studies/puzzles/*.yaml`, one or more files a
//! ruleset), loaded once on first use.
//!
//! A built-in file that does not load is left out of [`all`] and its problems are kept for
//! `validate` ([`problems`]); a test checks that every built-in file loads.

use std::sync::OnceLock;

use crate::embedded::PUZZLES;
use crate::rules::ruleset::RulesetSpec;
use crate::study::Problem;

use super::{load, Collection, Puzzle};

struct Loaded {
    collections: Vec<Collection>,
    problems: Vec<Problem>,
}

fn loaded() -> &'static Loaded {
    static LOADED: OnceLock<Loaded> = OnceLock::new();
    LOADED.get_or_init(|| {
        let mut out = Loaded {
            collections: Vec::new(),
            problems: Vec::new(),
        };
        for (name, text) in PUZZLES {
            match load(&label(name), text) {
                Ok(c) => out.collections.push(c),
                Err(p) => out.problems.extend(p),
            }
        }
        out
    })
}

/// The label of a built-in file in every location: `studies/puzzles/NAME`.
pub fn label(name: &str) -> String {
    format!("studies/puzzles/{name}")
}

/// The built-in files: (label, text), sorted by label.
pub fn files() -> impl Iterator<Item = (String, &'static str)> {
    PUZZLES.iter().map(|(name, text)| (label(name), *text))
}

/// Every built-in collection that loads, in file-name order.
pub fn all() -> &'static [Collection] {
    &loaded().collections
}

/// The problems of the built-in files that do not load (empty when all do).
pub fn problems() -> &'static [Problem] {
    &loaded().problems
}

/// Every built-in puzzle, collection by collection.
pub fn puzzles() -> impl Iterator<Item = &'static Puzzle> {
    all().iter().flat_map(|c| c.puzzles.iter())
}

/// The built-in puzzles of one ruleset.
pub fn of_ruleset(spec: RulesetSpec) -> impl Iterator<Item = &'static Puzzle> {
    puzzles().filter(move |p| p.ruleset == spec)
}

/// The built-in puzzle with this id (ids are compared without regard to case).
pub fn find(id: &str) -> Option<&'static Puzzle> {
    let id = id.trim().to_ascii_lowercase();
    puzzles().find(|p| p.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_file_loads_and_ids_are_unique() {
        assert!(problems().is_empty(), "{:?}", problems());
        let mut ids: Vec<&str> = puzzles().map(|p| p.id.as_str()).collect();
        let n = ids.len();
        assert!(n > 0);
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), n, "ids repeat across files");
        let first = puzzles().next().unwrap();
        assert_eq!(find(&first.id.to_uppercase()), Some(first));
    }
}
