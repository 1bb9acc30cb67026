//! `foxgeese list --puzzles`: the built-in puzzles counted by ruleset, by theme and by rating
//! band, with the share the learner has solved, and the learner's puzzle rating in each
//! ruleset with its history as a small chart. `--ruleset R` counts and rates one ruleset. `--format json` lists every puzzle without its answer:
//! `{"puzzles": [{"id", "ruleset", "position", "geese", "themes", "rating", "moves"}, …]}`.

use std::path::Path;

use foxgeese::message::Message;
use foxgeese::progress::Progress;
use foxgeese::puzzle::{library, Puzzle, Theme};
use foxgeese::RulesetSpec;

use crate::cli::Format;
use crate::present::trainer::{Count, LearnerRating, PuzzleItem, PuzzleListReport};

use super::ctx::{CmdResult, Ctx, Exit};
use super::studies::variant_rank;
use super::{input, progress_file};

/// The width of a rating band.
const BAND: u16 = 200;

pub fn run(
    ctx: &mut Ctx,
    ruleset: Option<&str>,
    state: Option<&Path>,
    format: Format,
) -> CmdResult {
    let only = input::ruleset_spec(ruleset)?;
    let progress = match progress_file::locate(state) {
        Ok(path) => progress_file::load(&path)?,
        Err(_) if state.is_none() => Progress::default(),
        Err(e) => return Err(e),
    };
    let all: Vec<&Puzzle> = library::puzzles()
        .filter(|p| only.is_none_or(|r| p.ruleset == r))
        .collect();
    let solved = |p: &Puzzle| progress.puzzle(&p.id).is_some_and(|r| r.solved);
    let count = |label: String, of: &dyn Fn(&Puzzle) -> bool| {
        let mine: Vec<&&Puzzle> = all.iter().filter(|p| of(p)).collect();
        Count {
            label,
            puzzles: mine.len(),
            solved: mine.iter().filter(|p| solved(p)).count(),
        }
    };
    // Each ruleset with puzzles, in practice order.
    let mut specs: Vec<RulesetSpec> = all.iter().map(|p| p.ruleset).collect();
    specs.sort_by_key(|s| (variant_rank(s.variant), s.to_string()));
    specs.dedup();
    let rulesets: Vec<Count> = specs
        .into_iter()
        .map(|spec| count(spec.to_string(), &|p: &Puzzle| p.ruleset == spec))
        .collect();
    let themes: Vec<Count> = Theme::ALL
        .iter()
        .map(|&t| {
            let label = format!(
                "{} ({})",
                ctx.loc.msg(&Message::new(t.name_message())),
                t.id()
            );
            count(label, &|p: &Puzzle| p.has(t))
        })
        .filter(|c| c.puzzles > 0)
        .collect();
    let mut bands: Vec<u16> = all.iter().map(|p| p.rating / BAND * BAND).collect();
    bands.sort_unstable();
    bands.dedup();
    let bands: Vec<Count> = bands
        .into_iter()
        .map(|low| {
            let label = format!("{low}–{}", low + BAND - 1);
            count(label, &|p: &Puzzle| p.rating / BAND * BAND == low)
        })
        .collect();
    let mut learners: Vec<LearnerRating> = progress
        .ratings
        .iter()
        .filter(|(_, r)| r.games > 0)
        .filter(|(name, _)| only.is_none_or(|r| **name == r.to_string()))
        .map(|(ruleset, r)| LearnerRating {
            ruleset: ruleset.clone(),
            rating: r.rounded(),
            deviation: r.deviation.round() as i32,
            games: r.games,
            history: r.history.clone(),
        })
        .collect();
    learners.sort_by_key(|r| {
        let rank = r
            .ruleset
            .parse::<RulesetSpec>()
            .map(|s| variant_rank(s.variant));
        (rank.unwrap_or(usize::MAX), r.ruleset.clone())
    });
    let report = PuzzleListReport {
        puzzles: all
            .iter()
            .map(|p| PuzzleItem {
                id: p.id.clone(),
                ruleset: p.ruleset.to_string(),
                position: p.position.notation(),
                geese: p.geese,
                themes: p.themes.iter().map(|t| t.id()).collect(),
                rating: p.rating,
                moves: p.moves(),
            })
            .collect(),
        solved: all.iter().filter(|p| solved(p)).count(),
        rulesets,
        themes,
        bands,
        learners,
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}
