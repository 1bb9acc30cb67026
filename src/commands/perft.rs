//! `foxgeese perft`: leaf positions exactly DEPTH plies ahead, optionally per first action.
//!
//! The depth is read here, not by clap, so that each way of getting it wrong has its own
//! message: not a number, negative, or beyond [`MAX_DEPTH`]. Counts grow by a factor of 3 to 10
//! a ply, so depth 12 already means billions of leaves; a deeper request would run for days
//! (and the recursion would exhaust the stack), so it is refused. Before a count estimated
//! above [`WARN_LEAVES`] leaves, a warning on standard error says so and, when standard error is
//! a terminal, a progress line counts the first actions done. Ctrl-C stops a count: nothing is
//! written until it ends, so the default signal handling is the right one.

use foxgeese::message::{ids, Message};
use foxgeese::rules::Action;
use foxgeese::rules::Position;
use foxgeese::rules::{divide, perft, MAX_LISTED_ACTIONS};

use crate::cli::{Format, PositionArgs};
use crate::present::error::CliError;
use crate::present::perft::{DepthWarning, Divide, PerftProgress, PerftReport};

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::game;

/// The deepest count `perft` agrees to run.
pub const MAX_DEPTH: u32 = 12;

/// Above this many estimated leaves, a count takes long enough to deserve a warning.
const WARN_LEAVES: u64 = 100_000_000;

pub fn run(
    ctx: &mut Ctx,
    depth: &str,
    args: &PositionArgs,
    split: bool,
    format: Format,
) -> CmdResult {
    let depth = read_depth(depth)?;
    let pos = game(args)?.current();
    // `--divide` and the progress line list the first actions: counted first, and never more
    // than any list holds (a position can have hundreds of thousands of capture chains).
    let firsts = pos.action_count();
    if split && depth > 0 && firsts > MAX_LISTED_ACTIONS {
        return Err(CliError::new(
            Message::new(ids::ACTIONS_TOO_MANY)
                .arg("count", firsts)
                .arg("limit", MAX_LISTED_ACTIONS),
        ));
    }
    let leaves = estimate(&pos, depth);
    let long = leaves > WARN_LEAVES;
    if long {
        ctx.warn(&DepthWarning { depth, leaves });
    }
    let parts = if long && ctx.stderr_tty && firsts <= MAX_LISTED_ACTIONS {
        Some(divide_with_progress(ctx, &pos, depth))
    } else {
        split.then(|| divide(&pos, depth))
    };
    let nodes = match &parts {
        Some(p) if depth > 0 => p.iter().map(|(_, n)| n).sum(),
        _ => perft(&pos, depth),
    };
    let parts = parts.filter(|_| split);
    let report = PerftReport {
        depth,
        nodes,
        divide: parts.map(|p| {
            p.into_iter()
                .map(|(a, n)| Divide {
                    action: a.to_string(),
                    nodes: n,
                })
                .collect()
        }),
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// What [`divide`] counts, one first action at a time, with a progress line on standard error
/// after each.
fn divide_with_progress(ctx: &mut Ctx, pos: &Position, depth: u32) -> Vec<(Action, u64)> {
    // `divide` at depth 1 lists the first actions exactly as perft counts them (draws ignored).
    let firsts: Vec<Action> = divide(pos, 1).into_iter().map(|(a, _)| a).collect();
    let total = firsts.len();
    let mut parts = Vec::with_capacity(total);
    for (i, a) in firsts.into_iter().enumerate() {
        let n = perft(&pos.play_unchecked(&a), depth - 1);
        parts.push((a, n));
        ctx.progress(&PerftProgress { done: i + 1, total });
    }
    ctx.end_progress();
    parts
}

/// Reads DEPTH: a whole number from 0 to [`MAX_DEPTH`].
fn read_depth(text: &str) -> Result<u32, CliError> {
    let t = text.trim();
    let (negative, digits) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(CliError::new(
            Message::new(ids::PERFT_DEPTH_NOT_NUMBER).arg("depth", text),
        ));
    }
    if negative && digits.bytes().any(|b| b != b'0') {
        return Err(CliError::new(
            Message::new(ids::PERFT_DEPTH_NEGATIVE)
                .arg("depth", text)
                .arg("limit", MAX_DEPTH),
        ));
    }
    match digits.parse::<u32>() {
        Ok(d) if d <= MAX_DEPTH => Ok(d),
        _ => Err(CliError::new(
            Message::new(ids::PERFT_DEPTH_TOO_DEEP)
                .arg("depth", digits.trim_start_matches('0'))
                .arg("limit", MAX_DEPTH),
        )),
    }
}

/// About how many leaves a count to `depth` finds, from the branching factor near `pos`: the
/// growth from 2 to 4 plies (one move of each side, twice) carried on to `depth`. Exact up to
/// depth 4; it only has to tell seconds from hours.
fn estimate(pos: &Position, depth: u32) -> u64 {
    if depth <= 4 {
        return 0;
    }
    let two = perft(pos, 2) as f64;
    let four = perft(pos, 4) as f64;
    if two == 0.0 {
        return 0;
    }
    let per_two_plies = four / two;
    // `as` saturates: an astronomical estimate is simply u64::MAX.
    (four * per_two_plies.powf(f64::from(depth - 4) / 2.0)) as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use foxgeese::rules::Ruleset;

    #[test]
    fn depths_are_whole_numbers_up_to_the_limit() {
        assert_eq!(read_depth("0").ok(), Some(0));
        assert_eq!(read_depth("12").ok(), Some(12));
        assert_eq!(read_depth("+3").ok(), Some(3));
        assert_eq!(read_depth("-0").ok(), Some(0));
        let id = |t: &str| read_depth(t).err().map(|e| e.messages[0].id);
        assert_eq!(id("13"), Some(ids::PERFT_DEPTH_TOO_DEEP));
        assert_eq!(id("50000"), Some(ids::PERFT_DEPTH_TOO_DEEP));
        assert_eq!(id("99999999999999999999"), Some(ids::PERFT_DEPTH_TOO_DEEP));
        assert_eq!(id("-1"), Some(ids::PERFT_DEPTH_NEGATIVE));
        assert_eq!(id("deep"), Some(ids::PERFT_DEPTH_NOT_NUMBER));
        assert_eq!(id("2.5"), Some(ids::PERFT_DEPTH_NOT_NUMBER));
        assert_eq!(id(""), Some(ids::PERFT_DEPTH_NOT_NUMBER));
    }

    #[test]
    fn the_estimate_is_of_the_right_order() {
        let pos = Position::start(Ruleset::plyyard());
        assert_eq!(estimate(&pos, 4), 0);
        // Ply Yard's start: 33 944 366 leaves at depth 10 (tests/perft/plyyard.perft).
        let ten = estimate(&pos, 10);
        assert!((3_000_000..400_000_000).contains(&ten), "{ten}");
        assert!(estimate(&pos, 12) > WARN_LEAVES);
        assert!(estimate(&pos, 8) < WARN_LEAVES);
    }
}
