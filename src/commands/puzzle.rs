//! `foxgeese puzzle`: one built-in puzzle, shown as `study` shows a study: its id, board and
//! question, and the `check` command to answer its first action with. Never its themes or
//! its rating: those come once it is solved. Named by its id, or chosen among those
//! `--ruleset` and `--theme` select as the one rated nearest `--rating` (default: the
//! learner's puzzle rating in that ruleset from the progress file, 1500 for a new learner),
//! the learner's solved puzzles left out while others remain. Without `--ruleset`, the
//! puzzles are of the ruleset the learner chose last, else Ply Yard's; `--ruleset` is kept in
//! the progress file as the learner's choice. The first puzzle on a board comes after its
//! rules card, once for each ruleset.

use std::path::Path;

use foxgeese::message::{ids, Message};
use foxgeese::progress::Progress;
use foxgeese::puzzle::{serve, Puzzle};

use crate::cli::Format;
use crate::present::error::CliError;

use super::ctx::{CmdResult, Ctx, Exit};
use super::progress_file;
use super::puzzles::{learner_ruleset, mix_of, named, nearest, screen, Selection};
use super::rulesets;

/// What `puzzle` was asked for.
pub struct Request<'a> {
    pub id: Option<&'a str>,
    pub ruleset: Option<&'a str>,
    pub theme: Option<&'a str>,
    pub rating: Option<&'a str>,
    pub state: Option<&'a Path>,
}

pub fn run(ctx: &mut Ctx, req: &Request, format: Format) -> CmdResult {
    let mut selection = Selection::read(req.ruleset, req.theme)?;
    let rating = req.rating.map(read_rating).transpose()?;
    // The progress file, where there is one: the learner's ruleset, rating and solved
    // puzzles, and where the choice of `--ruleset` and the cards shown are kept.
    let path = match progress_file::locate(req.state) {
        Ok(path) => Some(path),
        Err(_) if req.state.is_none() => None,
        Err(e) => return Err(e),
    };
    let mut progress = match &path {
        Some(path) => progress_file::load(path)?,
        None => Progress::default(),
    };
    let before = progress.clone();
    let puzzle = match req.id {
        Some(id) => named(id)?,
        None => {
            match selection.ruleset {
                Some(spec) => progress.puzzle_ruleset = Some(spec.to_string()),
                None => selection.ruleset = Some(learner_ruleset(&progress)),
            }
            let board = selection.ruleset.unwrap_or_default().to_string();
            let near = rating.unwrap_or(progress.rating(&board).rating);
            let all = selection.puzzles()?;
            let unsolved: Vec<&Puzzle> = all
                .iter()
                .copied()
                .filter(|p| !progress.puzzle(&p.id).is_some_and(|r| r.solved))
                .collect();
            let mix = mix_of(&progress, selection.ruleset.unwrap_or_default());
            match serve::next(&unsolved, near, mix).or_else(|| nearest(all.iter().copied(), near)) {
                Some(p) => p,
                None => return Err(selection.none_selected()),
            }
        }
    };
    // The first puzzle on a board comes after its rules card (on the screen, not in JSON).
    if format == Format::Text && progress.show_card(puzzle.ruleset.variant.name()) {
        ctx.show(&rulesets::card(puzzle.ruleset.variant, &ctx.loc));
        ctx.print("\n");
    }
    // Kept where the file can be written; a screen is shown all the same where it cannot
    // (the choice and the card are a convenience, not the learner's work).
    if let Some(path) =
        path.filter(|p| progress != before && progress_file::check_writable(p).is_ok())
    {
        progress_file::save(&path, &progress)?;
    }
    let mut report = screen(&ctx.loc, puzzle, 0);
    report.with_command = true;
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// Reads `--rating`: a whole number from 0 to 4000.
fn read_rating(text: &str) -> Result<f64, CliError> {
    text.trim()
        .parse::<u16>()
        .ok()
        .filter(|r| *r <= 4000)
        .map(f64::from)
        .ok_or_else(|| CliError::new(Message::new(ids::TRAINER_BAD_RATING).arg("found", text)))
}
