//! `foxgeese puzzle`: one built-in puzzle, shown as `study` shows a study: its id, board and
//! question, and the `check` command to answer its first action with. Never its themes or
//! its rating: those come once it is solved. Named by its id, or chosen among those
//! `--ruleset` and `--theme` select as the one rated nearest `--rating` (default: the
//! learner's puzzle rating from the progress file, 1500 for a new learner), the learner's
//! solved puzzles left out while others remain.

use std::path::Path;

use foxgeese::message::{ids, Message};
use foxgeese::progress::Progress;

use crate::cli::Format;
use crate::present::error::CliError;

use super::ctx::{CmdResult, Ctx, Exit};
use super::progress_file;
use super::puzzles::{named, nearest, screen, Selection};

/// What `puzzle` was asked for.
pub struct Request<'a> {
    pub id: Option<&'a str>,
    pub ruleset: Option<&'a str>,
    pub theme: Option<&'a str>,
    pub rating: Option<&'a str>,
    pub state: Option<&'a Path>,
}

pub fn run(ctx: &mut Ctx, req: &Request, format: Format) -> CmdResult {
    let selection = Selection::read(req.ruleset, req.theme)?;
    let rating = req.rating.map(read_rating).transpose()?;
    let puzzle = match req.id {
        Some(id) => named(id)?,
        None => {
            let progress = match progress_file::locate(req.state) {
                Ok(path) => progress_file::load(&path)?,
                Err(_) if req.state.is_none() => Progress::default(),
                Err(e) => return Err(e),
            };
            let near = rating.unwrap_or(progress.rating.rating);
            let all = selection.puzzles()?;
            let unsolved = all
                .iter()
                .copied()
                .filter(|p| !progress.puzzle(&p.id).is_some_and(|r| r.solved));
            match nearest(unsolved, near).or_else(|| nearest(all.iter().copied(), near)) {
                Some(p) => p,
                None => return Err(selection.none_selected()),
            }
        }
    };
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
