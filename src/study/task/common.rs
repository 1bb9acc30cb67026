//! What several task kinds share: the fox's captures, the captures a move opens, and the
//! reasons an answer item gets when a kind has nothing more precise to say.

use crate::rules::action::{Action, ActionText, IllegalReason};
use crate::rules::position::Position;
use crate::rules::Side;

use super::super::grade::WrongReason;

/// The capture actions of the fox side in `pos`, with the fox to move.
pub fn fox_captures(pos: &Position) -> Vec<Action> {
    let mut v = pos.with_turn(Side::Fox).legal_actions();
    v.retain(Action::is_jump);
    v
}

/// The captures in `after` whose notation is not in `before`.
pub(super) fn new_captures(before: &[Action], after: &[Action]) -> Vec<Action> {
    let old: Vec<String> = before.iter().map(ToString::to_string).collect();
    after
        .iter()
        .filter(|a| !old.contains(&a.to_string()))
        .copied()
        .collect()
}

/// The engine's reasons, when `a` is not legal in `pos`.
pub(super) fn illegal(pos: &Position, a: &ActionText) -> Option<WrongReason> {
    let r = pos.explain(a);
    (!r.is_empty()).then_some(WrongReason::Illegal(r))
}

/// The reason of last resort: the item is not an action of the answer.
pub(super) fn not_an_action() -> WrongReason {
    WrongReason::Illegal(vec![IllegalReason::NotAnAction])
}

/// Positions and actions written in notation, for the kinds' tests.
#[cfg(test)]
pub(super) mod testing {
    use crate::rules::action::Action;
    use crate::rules::position::Position;
    use crate::rules::ruleset::Ruleset;

    /// A plyyard position.
    pub fn pos(s: &str) -> Position {
        Position::parse(s, Ruleset::plyyard()).unwrap()
    }

    /// The legal action `s` in `p`.
    pub fn act(p: &Position, s: &str) -> Action {
        p.find(&s.parse().unwrap()).unwrap()
    }

    /// The replay `moves` from `p`, each legal in turn.
    pub fn replay(p: &Position, moves: &[&str]) -> Vec<Action> {
        let mut at = *p;
        moves
            .iter()
            .map(|m| {
                let a = act(&at, m);
                at = at.play_unchecked(&a);
                a
            })
            .collect()
    }
}
