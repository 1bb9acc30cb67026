//! `validate`'s part for puzzle collections: each collection file loaded (every problem at its
//! `file:line:column`), then every puzzle's answer and line proven from the tables
//! ([`foxgeese::puzzle::prove`]), and its screen texts checked for giving the answer away.
//!
//! Which tables: with `--tables DIR`, that folder (every puzzle must be proven; one whose
//! tables are missing is an error). Without it, the tables are built in memory where they are
//! small ([`CI_POSITIONS`] positions in all, what CI builds in its time): a puzzle they cannot
//! prove is counted as left for the full run, not an error.
//!
//! The reveals-* checks of studies, applied to a puzzle: the prompt in every language and the
//! id must not name an action of the line (`reveals-answer`, `reveals-id`); a finished game
//! (`reveals-status`) is refused by loading; the puzzle screen marks nothing.

use std::path::{Path, PathBuf};

use foxgeese::i18n::{Lang, Localizer};
use foxgeese::message::Message;
use foxgeese::puzzle::{library, load, prove::prove, Collection};
use foxgeese::solve::Solver;
use foxgeese::study::{Problem, ProblemKind};

use crate::present::problem::{code, Finding, Severity};
use crate::present::validate::PuzzleSummary;

use super::ctx::Ctx;
use super::studies::{finding, Lines};
use super::tables::solve_error;

/// The most positions the tables built in memory for `validate` without `--tables` may hold:
/// the small levels of the draught board and of standard (a few million positions, seconds),
/// so that every `validate` of the library stays quick. Ply Yard's smallest level (five geese,
/// 13 million positions) is proven once by the test suite instead
/// (`tests/puzzles.rs`), and every level by `validate --tables DIR`.
pub const CI_POSITIONS: u64 = 3_000_000;

/// Whether `text` is a puzzle collection rather than a study: it has a top-level `puzzles:`.
pub fn is_collection(text: &str) -> bool {
    text.lines().any(|l| l.starts_with("puzzles:"))
}

/// The collection files of a folder: `DIR/puzzles/*.yaml`.
pub fn in_folder(dir: &Path) -> Vec<PathBuf> {
    foxgeese::study::library::study_files(&dir.join("puzzles")).unwrap_or_default()
}

/// The built-in collections: (label, text).
pub fn builtin() -> Vec<(String, String)> {
    library::files().map(|(l, t)| (l, t.to_string())).collect()
}

/// Checks the collections `(label, text)`: findings, and the counts for the summary.
pub fn check(
    files: &[(String, String)],
    tables: Option<&Path>,
    ctx: &Ctx,
) -> Result<(Vec<Finding>, PuzzleSummary), crate::present::error::CliError> {
    let mut found = Vec::new();
    let mut summary = PuzzleSummary::default();
    let mut solver = match tables {
        Some(dir) => Solver::new(dir),
        None => Solver::in_memory().with_on_demand_limit(CI_POSITIONS),
    };
    let mut seen_ids: Vec<(String, String, usize)> = Vec::new();
    for (label, text) in files {
        summary.files += 1;
        let lines = Lines::new(text);
        let collection = match load(label, text) {
            Ok(c) => c,
            Err(problems) => {
                found.extend(problems.iter().map(|p| finding(p, Some(&lines), &ctx.loc)));
                continue;
            }
        };
        for p in &collection.puzzles {
            if let Some((_, file, line)) = seen_ids.iter().find(|(id, _, _)| *id == p.id) {
                let problem = Problem {
                    location: p.id_at.clone(),
                    kind: ProblemKind::DuplicateId {
                        id: p.id.clone(),
                        other: file.clone(),
                        other_line: *line,
                    },
                };
                found.push(finding(&problem, Some(&lines), &ctx.loc));
            } else {
                seen_ids.push((p.id.clone(), label.clone(), p.id_at.line));
            }
        }
        summary.puzzles += collection.puzzles.len();
        let dir = tables.unwrap_or(Path::new(""));
        for p in &collection.puzzles {
            let problems = prove(&mut solver, p).map_err(|e| solve_error(&e, dir))?;
            let unproven = problems
                .iter()
                .any(|k| matches!(k, ProblemKind::PuzzleUnproven { .. }));
            if problems.is_empty() {
                summary.proven += 1;
            } else if unproven && tables.is_none() {
                summary.left += 1;
            }
            if unproven && tables.is_none() {
                continue;
            }
            for kind in problems {
                let problem = Problem {
                    location: p.id_at.clone(),
                    kind,
                };
                found.push(finding(&problem, Some(&lines), &ctx.loc));
            }
        }
        found.extend(reveals(&collection, &lines, ctx));
    }
    Ok((found, summary))
}

/// The words of `text`, lowercased: runs of letters, digits and `-`.
fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .map(|w| w.trim_matches('-').to_string())
        .filter(|w| !w.is_empty())
        .collect()
}

/// Warnings where a puzzle's prompt (in any language) or id names an action of its line.
fn reveals(collection: &Collection, lines: &Lines, ctx: &Ctx) -> Vec<Finding> {
    let mut out = Vec::new();
    for p in &collection.puzzles {
        let items: Vec<String> = p
            .line
            .iter()
            .map(|a| a.to_string().to_lowercase())
            .collect();
        let mut said: Vec<(Message, String)> = Vec::new();
        for lang in Lang::ALL {
            let loc = Localizer::new(lang);
            let prompt = loc.msg(&p.prompt());
            if let Some(w) = words(&prompt).into_iter().find(|w| items.contains(w)) {
                let m = Message::new(foxgeese::message::ids::VALIDATE_REVEALS_ANSWER)
                    .arg("lang", lang.tag())
                    .arg("part", "prompt")
                    .arg("item", w.as_str());
                said.push((m, w));
            }
        }
        if let Some(w) = words(&p.id.replace('-', " "))
            .into_iter()
            .find(|w| items.contains(w))
        {
            let m =
                Message::new(foxgeese::message::ids::VALIDATE_REVEALS_ID).arg("word", w.as_str());
            said.push((m, w));
        }
        for (m, _) in said {
            let at = &p.id_at;
            out.push(Finding {
                file: at.file.clone(),
                line: at.line,
                column: at.column,
                code: code(m.id),
                message: ctx.msg(&m),
                details: Vec::new(),
                hint: None,
                severity: Severity::Warning,
                excerpt: lines.excerpt(&at.file, at.line, at.column, at.len),
            });
        }
    }
    out
}
