//! The hint ladder: pointers toward a study's answer, computed from the engine's solution, each
//! rung saying more than the one before.
//!
//! ```text
//! hint 1: the study's own hint, then a Pointer::Piece   "Look at the goose on d3."
//! hint 2: a Pointer::Line or Region                     "Look along the line from the fox on
//!                                                        d4 over the goose on d3."
//! show:   the full answer and the explanation            (the study then counts as not solved)
//! ```
//!
//! A pointer aims at something the learner has not found yet: an expected item missing from
//! their last answer (a jump before a step: it is the harder to see), else the first expected
//! item; when nothing is missing but something is wrong, it says to take the wrong items out.
//! For a jump the piece that matters is the goose jumped (it is why the capture exists), then
//! the line of the jump, never its landing (a one-point `capture-landings` answer would be
//! given away); for a step, the piece that steps, then where it goes. A blockade the fox
//! escapes points at its witness action; a blockaded fox at the fox, then around it. A replay
//! points at the move's number, then the line of a capture it opens. An empty answer has no
//! item to point at: the piece asked about (the fox when the task names none), then that
//! nothing may fit.
//!
//! Pointers are typed values; `crate::i18n::learner` words them.

use crate::rules::action::Action;
use crate::rules::point::{Coord, Point};
use crate::rules::position::Position;
use crate::rules::Side;

use super::grade::Graded;
use super::task::{Solution, Task};
use super::Study;

/// One rung of the ladder below the full answer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pointer {
    /// Look at this piece: it is the one that matters.
    Piece {
        /// Whose piece.
        side: Side,
        /// Where it stands in the study's position.
        at: Point,
    },
    /// Look along the line from this piece over the goose next to it.
    Line {
        /// Whose piece jumps.
        side: Side,
        /// Where it stands.
        from: Point,
        /// The goose it jumps over.
        over: Point,
    },
    /// Look at this point and the points next to it.
    Region {
        /// The point.
        at: Point,
    },
    /// Look at this move of the replay (`first-opening`), counted from 1.
    ReplayMove {
        /// Its number.
        number: usize,
    },
    /// The answer may be that nothing fits (an empty list).
    MaybeNone,
    /// Every expected item is there already: only the wrong ones are left to take out.
    OnlyWrong,
}

/// How many rungs the ladder has below the full answer.
pub const RUNGS: usize = 2;

/// The pointer of rung `rung` (1 or 2) for `study`, aimed at what `last` (the learner's last
/// graded answer, if any) still misses; `None` past the last rung.
pub fn pointer(study: &Study, rung: usize, last: Option<&Graded>) -> Option<Pointer> {
    if rung == 0 || rung > RUNGS {
        return None;
    }
    let pos = &study.position;
    if let Some(v) = last {
        let list = !matches!(
            study.solution(),
            Solution::Blockade { .. } | Solution::Verdict { .. }
        );
        if list && v.missing.is_empty() && !v.wrong.is_empty() {
            return Some(Pointer::OnlyWrong);
        }
    }
    let missing = |item: &str| last.is_none_or(|v| v.missing.iter().any(|m| m == item));
    let first = rung == 1;
    Some(match study.solution() {
        Solution::Blockade {
            witness: Some(a), ..
        } => action_pointer(pos, a, first),
        Solution::Blockade { witness: None, .. } => {
            let fox = fox(pos);
            match (fox, first) {
                (Some(at), true) => Pointer::Piece {
                    side: Side::Fox,
                    at,
                },
                (Some(at), false) => Pointer::Region { at },
                (None, _) => Pointer::MaybeNone,
            }
        }
        Solution::Actions(v) => {
            // A jump is the harder item to see: pointed at first.
            let target = v
                .iter()
                .filter(|a| missing(&a.to_string()))
                .max_by_key(|a| (a.is_jump(), std::cmp::Reverse(a.to_string())))
                .or_else(|| v.first());
            let asked = match &study.task {
                Task::ListActions(t) => Some((t.side, t.from)),
                _ => None,
            };
            match target {
                Some(a) => action_pointer(pos, a, first),
                None => empty(pos, asked, first),
            }
        }
        Solution::Points(v) => {
            let target = v
                .iter()
                .find(|p| missing(&p.to_string()))
                .or_else(|| v.first());
            match target
                .and_then(|&c| pos.board().point(c))
                .and_then(|p| landing_jump(pos, p))
            {
                Some(a) => action_pointer(pos, &a, first),
                None => empty(pos, None, first),
            }
        }
        // The best action: its piece, then where it goes.
        Solution::Verdict { best: Some(a), .. } => action_pointer(pos, a, first),
        Solution::Verdict { best: None, .. } => match fox(pos) {
            Some(at) => Pointer::Region { at },
            None => Pointer::MaybeNone,
        },
        Solution::FirstOpening {
            index,
            action,
            opened,
        } => {
            // Rung 2: the line of a capture the move opens, as it stands after the move.
            let line = opened.first().and_then(|c| {
                let over = between(pos, c.from(), *c.landings().first()?)?;
                Some(Pointer::Line {
                    side: Side::Fox,
                    from: c.from(),
                    over,
                })
            });
            match (first, line) {
                (true, _) => Pointer::ReplayMove { number: index + 1 },
                (false, Some(line)) => line,
                (false, None) => Pointer::Region { at: action.to() },
            }
        }
        // The point the mistaken action left, then the point it went to: points only, never
        // the replay's number or the action, which would be the answer; and not a piece,
        // which may not stand there yet in the study's position.
        Solution::FirstMistake { action, .. } => Pointer::Region {
            at: if first { action.from() } else { action.to() },
        },
    })
}

/// The pointers toward action `a` of `pos`: the goose a jump passes over (when it stands in
/// `pos`, else the jumping piece), or the piece that steps; then where it lands.
fn action_pointer(pos: &Position, a: &Action, first: bool) -> Pointer {
    let side = pos.piece_at(a.from()).unwrap_or(Side::Fox);
    let jumped = a
        .is_jump()
        .then(|| between(pos, a.from(), a.landings()[0]))
        .flatten()
        .filter(|&p| pos.piece_at(p) == Some(Side::Geese));
    match (jumped, first) {
        (Some(at), true) => Pointer::Piece {
            side: Side::Geese,
            at,
        },
        (Some(over), false) => Pointer::Line {
            side,
            from: a.from(),
            over,
        },
        (None, true) => Pointer::Piece { side, at: a.from() },
        (None, false) => Pointer::Region { at: a.to() },
    }
}

/// The fox capture that lands on `p` (the first landing of a chain that passes it).
fn landing_jump(pos: &Position, p: Point) -> Option<Action> {
    let jumps = pos.with_turn(Side::Fox).legal_actions();
    let a = jumps
        .into_iter()
        .filter(Action::is_jump)
        .find(|a| a.landings().contains(&p))?;
    // Only its first jump matters here: it starts at the fox.
    Some(Action::jump(a.from(), &a.landings()[..1], a.captured()))
}

/// The point halfway between `a` and `b` (two points apart on a line): the goose a jump from
/// `a` to `b` passes over.
fn between(pos: &Position, a: Point, b: Point) -> Option<Point> {
    let (a, b) = (Coord::from(a), Coord::from(b));
    let mid = Coord {
        file: (a.file + b.file) / 2,
        rank: (a.rank + b.rank) / 2,
    };
    pos.on_board(mid)
}

/// The pointers when the answer is an empty list: the piece asked about (`side`'s on `from`,
/// else its first; the fox when the task names no side), then that nothing may fit.
fn empty(pos: &Position, asked: Option<(Side, Option<Point>)>, first: bool) -> Pointer {
    let (side, at) = match asked {
        Some((side, from)) => (
            side,
            from.or_else(|| match side {
                Side::Fox => pos.foxes().first(),
                Side::Geese => pos.geese().first(),
            }),
        ),
        None => (Side::Fox, fox(pos)),
    };
    match at {
        Some(at) if first => Pointer::Piece { side, at },
        _ => Pointer::MaybeNone,
    }
}

/// The (first) fox's point.
fn fox(pos: &Position) -> Option<Point> {
    pos.foxes().first()
}
