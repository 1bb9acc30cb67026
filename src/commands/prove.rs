//! `foxgeese prove`: whether a side wins a position with best play, by proof-number search
//! over the tables, where `analyze`'s iterative deepening cannot reach (a win dozens of plies
//! long). It proves the win, not its distance.
//!
//! The position comes from `--position`, `--ruleset` and `--moves` as for every engine command;
//! the tables from the folder [`super::tables::folder`] resolves, small ones built on demand
//! as for `analyze`. An unproven win is an answer too (exit 0).
//!
//! With `--checkpoint FILE` the search is kept in a file: it goes on from the file when it is
//! there, and is saved to it every `--checkpoint-every` seconds and when it stops, so a search
//! of hours can be stopped (Ctrl-C: it saves, reports and exits with 130) and started again by
//! the same command.

use std::path::Path;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use foxgeese::message::{ids, Message, MessageId};
use foxgeese::rules::Side;
use foxgeese::solve::{
    CheckpointError, CheckpointProblem, ProofLimits, ProofResult, ProofState, SolveError, Solver,
    SLOT_BYTES,
};

use crate::cli::{Format, PositionArgs, SideArg};
use crate::present::analyze::SaveWarning;
use crate::present::error::CliError;
use crate::present::prove::{ProveNote, ProveReport, Run};

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::game;
use super::input::read_budget;
use super::tables::{folder, solve_error};

/// `--budget`'s default: seconds the proof-number search may take.
pub const BUDGET: &str = "60";

/// The most memory `--memory` may ask for, in MiB: 1 TiB.
const MAX_MIB: u64 = 1 << 20;
/// `--memory` when it is not given and no saved search gives the size.
const DEFAULT_MIB: u64 = 1024;
/// The longest `--checkpoint-every`: a day, in seconds.
const MAX_EVERY: u64 = 86_400;

/// What `prove` is asked.
pub struct Request<'a> {
    pub pos: &'a PositionArgs,
    pub side: Option<SideArg>,
    pub budget: &'a str,
    pub memory: Option<&'a str>,
    pub nodes: Option<u64>,
    pub tables: Option<&'a Path>,
    pub checkpoint: Option<&'a Path>,
    pub every: &'a str,
}

pub fn run(ctx: &mut Ctx, req: &Request<'_>, format: Format) -> CmdResult {
    let seconds = read_budget(req.budget)?;
    let mib = req.memory.map(read_memory).transpose()?;
    let every = Duration::from_secs(read_every(req.every)?);
    let game = game(req.pos)?;
    let pos = game.current();
    let side = req.side.map_or(pos.turn(), Side::from);
    let dir = folder(req.tables)?;
    let mut solver = Solver::new(&dir);
    let slots = |mib: u64| ((mib << 20) / SLOT_BYTES) as usize;
    // Before any search: a search of hours that cannot be saved learns it now, not at the end.
    if let Some(path) = req.checkpoint {
        foxgeese::fsio::check_writable(path).map_err(|e| {
            let error = CheckpointError::Io {
                path: path.to_path_buf(),
                kind: e.kind(),
            };
            checkpoint_error(&SolveError::Checkpoint(error), &dir)
        })?;
    }
    let saved = req.checkpoint.filter(|p| p.exists());
    let mut state = match saved {
        Some(path) => ProofState::load(path, pos.spec(), side, mib.map(slots)),
        None => ProofState::new(pos.spec(), side, slots(mib.unwrap_or(DEFAULT_MIB))),
    }
    .map_err(|e| checkpoint_error(&e, &dir))?;
    let before = (state.nodes(), state.elapsed());
    if let Some(path) = saved {
        ctx.warn(&ProveNote::Resumed {
            path: path.to_path_buf(),
            nodes: before.0,
            elapsed: before.1,
        });
    }
    // Ctrl-C: the search stops, is saved and reports what it established.
    let stop = super::interrupt::stop_on_ctrl_c();
    let (start, budget) = (Instant::now(), Duration::from_secs_f64(seconds));
    let mut nodes_left = req.nodes.unwrap_or(u64::MAX);
    let proof = loop {
        let left = budget.saturating_sub(start.elapsed());
        let slice = if req.checkpoint.is_some() {
            left.min(every)
        } else {
            left
        };
        let limits = ProofLimits::new(slice, state.slots())
            .with_nodes(nodes_left)
            .with_stop(stop);
        let proof = solver
            .prove_in(&pos, &mut state, limits)
            .map_err(|e| solve_error(&e, &dir))?;
        nodes_left = nodes_left.saturating_sub(proof.nodes);
        let over = start.elapsed() >= budget || nodes_left == 0 || stop.load(Ordering::SeqCst);
        match req.checkpoint {
            // A save that fails leaves the last one whole: the search goes on, and says so.
            Some(path) if proof.result == ProofResult::Unknown && !over => match state.save(path) {
                Ok(()) => ctx.warn(&ProveNote::Saved {
                    path: path.to_path_buf(),
                    nodes: state.nodes(),
                }),
                Err(error) => ctx.warn(&ProveNote::SaveFailed { error }),
            },
            _ => break proof,
        }
    };
    // The report is shown even when the last save fails (then the exit code is 2).
    let saved_now = req.checkpoint.map(|path| save(&state, path, &dir));
    for e in solver.save_errors() {
        ctx.warn(&SaveWarning { error: e.clone() });
    }
    let interrupted = stop.load(Ordering::SeqCst);
    // What ended a search without an answer: the first limit reached.
    let stopped_by = (proof.result == ProofResult::Unknown).then(|| {
        if interrupted {
            "interrupted"
        } else if req.nodes.is_some() && nodes_left == 0 {
            "nodes"
        } else {
            "budget"
        }
    });
    let run = Run {
        stopped_by,
        node_limit: req.nodes,
        nodes: state.nodes() - before.0,
        budget: seconds,
        memory_mib: (state.slots() as u64 * SLOT_BYTES) >> 20,
        checkpoint: req.checkpoint.map(Path::to_path_buf),
        resumed: saved.is_some(),
        nodes_in_all: state.nodes(),
        interrupted,
        saved: matches!(saved_now, Some(Ok(()))),
    };
    let report = ProveReport::new(&proof, side, game, run);
    ctx.emit(&report, format);
    saved_now.transpose()?;
    Ok(if interrupted {
        Exit::Interrupted
    } else {
        Exit::Success
    })
}

/// Saves the search to `path`, or says why it could not be.
fn save(state: &ProofState, path: &Path, dir: &Path) -> Result<(), CliError> {
    state.save(path).map_err(|e| checkpoint_error(&e, dir))
}

/// A solver error, with the way out when a saved search is in the way: deleting it when it
/// is damaged or of another version; another file when it is some other file (never to be
/// deleted on our word). A search for another side or ruleset says so itself.
fn checkpoint_error(e: &SolveError, dir: &Path) -> CliError {
    let err = solve_error(e, dir);
    let SolveError::Checkpoint(CheckpointError::Corrupt { path, problem }) = e else {
        return err;
    };
    let id = match problem {
        CheckpointProblem::NotACheckpoint => ids::CHECKPOINT_OTHER_FILE,
        _ => ids::CHECKPOINT_FRESH,
    };
    err.with_footer(Message::new(id).arg("path", path.display().to_string()))
}

/// Reads `--checkpoint-every`: a whole number of seconds from 1 to [`MAX_EVERY`].
fn read_every(text: &str) -> Result<u64, CliError> {
    read_whole(text, MAX_EVERY, ids::PROVE_EVERY_BAD, "every")
}

/// Reads `--memory`: a whole number of MiB from 1 to [`MAX_MIB`].
pub(crate) fn read_memory(text: &str) -> Result<u64, CliError> {
    read_whole(text, MAX_MIB, ids::PROVE_MEMORY_BAD, "memory")
}

/// A whole number from 1 to `max`, or the message `bad` with the text as `$name` and `$max`.
fn read_whole(text: &str, max: u64, bad: MessageId, name: &'static str) -> Result<u64, CliError> {
    match text.trim().parse::<u64>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(CliError::new(
            Message::new(bad)
                .arg(name, text)
                .arg("max", max.to_string()),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_is_whole_mebibytes_up_to_a_tebibyte() {
        assert_eq!(read_memory("1024").ok(), Some(1024));
        assert_eq!(read_memory(" 1 ").ok(), Some(1));
        assert_eq!(read_memory("1048576").ok(), Some(1 << 20));
        for bad in ["0", "-1", "1.5", "lots", "", "1048577"] {
            assert!(read_memory(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn checkpoint_intervals_are_whole_seconds_up_to_a_day() {
        assert_eq!(read_every("600").ok(), Some(600));
        assert_eq!(read_every("1").ok(), Some(1));
        assert_eq!(read_every("86400").ok(), Some(86_400));
        for bad in ["0", "-5", "2.5", "often", "", "86401"] {
            assert!(read_every(bad).is_err(), "{bad}");
        }
    }
}
