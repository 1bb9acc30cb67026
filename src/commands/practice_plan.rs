//! Which studies a `practice` session asks, in which order, and how each is numbered.
//!
//! A study keeps its number in the whole selection (the library, a stage, or the studies
//! named), so "Study 7 of 31" after a restart is the same study 7 as before: solved studies
//! are passed over, not renumbered.

use std::path::Path;

use foxgeese::message::{ids, Message};
use foxgeese::progress::{Day, Progress};
use foxgeese::study::library::study_files;
use foxgeese::study::library::Entry;

use crate::present::error::CliError;

use super::ctx::Ctx;
use super::studies::{in_practice_order, library_in_order, open_entry};

/// Which of the selected studies to ask.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Those not solved yet (every named study, when studies are named).
    Unsolved,
    /// Those skipped or failed the last time (`--retry`).
    Retry,
    /// Solved ones whose review day has come (`--due`).
    Due,
}

/// The session's studies: each with its number in the selection, and the selection's size.
pub struct Plan {
    pub total: usize,
    pub studies: Vec<(usize, Entry)>,
    /// Every study of the selection, for the counts.
    pub ids: Vec<String>,
}

/// The studies named on the command line, in the order named (a folder's study files in
/// practice order); the whole library when none is named.
pub fn selection(ctx: &mut Ctx, args: &[String]) -> Result<Vec<Entry>, CliError> {
    if args.is_empty() {
        return library_in_order(ctx);
    }
    let mut studies = Vec::new();
    for arg in args {
        let path = Path::new(arg);
        if !path.is_dir() {
            studies.push(open_entry(ctx, arg)?);
            continue;
        }
        let mut inside = Vec::new();
        for file in folder(path)? {
            inside.push(open_entry(ctx, &file)?);
        }
        in_practice_order(&mut inside);
        studies.extend(inside);
    }
    Ok(studies)
}

/// A folder's study files; a folder without any (or unreadable) is an error.
fn folder(path: &Path) -> Result<Vec<String>, CliError> {
    let empty = || {
        CliError::new(
            Message::new(ids::PRACTICE_EMPTY_FOLDER).arg("path", path.display().to_string()),
        )
    };
    let files = study_files(path).map_err(|_| empty())?;
    if files.is_empty() {
        return Err(empty());
    }
    Ok(files.iter().map(|f| f.display().to_string()).collect())
}

/// The studies of `selection` to ask in `mode`; `named` when studies were named, so solved
/// ones are asked again.
pub fn plan(
    selection: Vec<Entry>,
    mode: Mode,
    named: bool,
    progress: &Progress,
    today: Day,
) -> Plan {
    let total = selection.len();
    let ids = selection.iter().map(|s| s.id.clone()).collect();
    let wanted = |s: &Entry| {
        let record = progress.get(&s.id);
        match mode {
            Mode::Unsolved => named || !record.is_some_and(|r| r.solved),
            Mode::Retry => record.is_some_and(|r| r.needs_retry()),
            Mode::Due => record.is_some_and(|r| r.is_due(today)),
        }
    };
    let studies = selection
        .into_iter()
        .enumerate()
        .filter(|(_, s)| wanted(s))
        .map(|(i, s)| (i + 1, s))
        .collect();
    Plan {
        total,
        studies,
        ids,
    }
}

impl Plan {
    /// How many of the selection are solved.
    pub fn solved(&self, progress: &Progress) -> usize {
        self.ids.iter().filter(|id| progress.is_solved(id)).count()
    }
}
