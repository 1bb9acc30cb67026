//! Values: what a position is worth with best play, and how two values compare for a side.
//!
//! A [`Value`] is always from a fixed viewpoint (who wins, never "the side to move"), so it
//! reads the same in a table, in a report and in JSON. `plies` counts plies to the end of the
//! game with best play: the winner ends it as fast as it can, the loser holds out as long as
//! it can; 0 for a finished game. A draw has no count: neither side can force a win (play would
//! go on forever, or a repetition rule ends it).
//!
//! A [`Verdict`] is a value that may not be proven yet: `Unknown` says what the proof did
//! establish (neither side wins within so many plies). [`Known`] adds the winner a sweep
//! proves where the verdict is unknown. Nothing here is ever a guess.
//!
//! [`Class`] is what an action did to the value of the game for the side that played it
//! (best, an inaccuracy, a mistake), as a review and a `find-mistake` study class it.
//!
//! [`judge`] says what is wrong with a stored value given its children's ([`Contradiction`]):
//! the rule every entry of a table obeys, which every check of a table or part applies.

use std::cmp::Ordering;

use crate::rules::{Haven, Outcome, Position, Side};

/// The game-theoretic value of a position, proven.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Value {
    /// `winner` forces a win; the game ends after `plies` plies with best play.
    Win {
        /// Who wins.
        winner: Side,
        /// Plies to the end with best play (0: the game is over).
        plies: u16,
    },
    /// Neither side can force a win.
    Draw,
}

impl Value {
    /// A win for `winner` in `plies` plies.
    pub const fn win(winner: Side, plies: u16) -> Value {
        Value::Win { winner, plies }
    }

    /// The value of a game the rules have ended with a win (`None`: a draw, or not over).
    pub const fn of_outcome(outcome: Outcome) -> Option<Value> {
        match outcome {
            Outcome::Win { winner, .. } => Some(Value::win(winner, 0)),
            _ => None,
        }
    }

    /// The value a fox's safe haven proves ([`Position::haven`]): a fox win within its bound
    /// where geese only step forward; `None` where it proves only that the geese cannot win.
    pub fn of_haven(pos: &Position) -> Option<Value> {
        match pos.haven()? {
            Haven::FoxWinsWithin(plies) => Some(Value::win(Side::Fox, plies)),
            Haven::GeeseCannotWin => None,
        }
    }

    /// The name used in JSON and on the command line: `fox-wins`, `geese-win` or `draw`.
    pub const fn name(self) -> &'static str {
        match self {
            Value::Win {
                winner: Side::Fox, ..
            } => "fox-wins",
            Value::Win {
                winner: Side::Geese,
                ..
            } => "geese-win",
            Value::Draw => "draw",
        }
    }

    /// Plies to the end with best play; `None` for a draw.
    pub const fn plies(self) -> Option<u16> {
        match self {
            Value::Win { plies, .. } => Some(plies),
            Value::Draw => None,
        }
    }

    /// The winner, if any.
    pub const fn winner(self) -> Option<Side> {
        match self {
            Value::Win { winner, .. } => Some(winner),
            Value::Draw => None,
        }
    }

    /// The value one ply earlier, of a position whose action led here (a win is one ply
    /// further away; a draw stays a draw).
    pub const fn before(self) -> Value {
        match self {
            Value::Win { winner, plies } => Value::Win {
                winner,
                plies: plies.saturating_add(1),
            },
            Value::Draw => Value::Draw,
        }
    }

    /// How good this value is for `side`, as a key that sorts best first: a win (the fastest
    /// first), then a draw, then a loss (the slowest first).
    pub fn rank_for(self, side: Side) -> (u8, i32) {
        match self {
            Value::Win { winner, plies } if winner == side => (0, i32::from(plies)),
            Value::Draw => (1, 0),
            Value::Win { plies, .. } => (3, -i32::from(plies)),
        }
    }

    /// Compares two values for `side`: `Less` when `self` is better for it.
    pub fn cmp_for(self, other: Value, side: Side) -> Ordering {
        self.rank_for(side).cmp(&other.rank_for(side))
    }
}

/// A value, or what the proof established when it did not finish.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Verdict {
    /// The value, proven.
    Proven(Value),
    /// Not proven: the proof showed only that neither side wins within `plies` plies (0: no
    /// ply was searched, nothing is known).
    Unknown {
        /// Neither side forces a win within this many plies.
        plies: u16,
    },
}

impl Verdict {
    /// The name used in JSON: a value's name, or `unknown`.
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Proven(v) => v.name(),
            Verdict::Unknown { .. } => "unknown",
        }
    }

    /// The proven value, if any.
    pub const fn value(self) -> Option<Value> {
        match self {
            Verdict::Proven(v) => Some(v),
            Verdict::Unknown { .. } => None,
        }
    }

    /// Plies to the end for a proven win; `None` for a draw or an unknown.
    pub const fn plies(self) -> Option<u16> {
        match self {
            Verdict::Proven(v) => v.plies(),
            Verdict::Unknown { .. } => None,
        }
    }

    /// A key that sorts best first for `side`: proven wins (fastest first), proven draws,
    /// unknowns (those searched deeper first), proven losses (slowest first).
    pub fn rank_for(self, side: Side) -> (u8, i32) {
        match self {
            Verdict::Proven(v) => v.rank_for(side),
            Verdict::Unknown { plies } => (2, -i32::from(plies)),
        }
    }
}

/// What is known of a position's value, one closed set of cases that cannot contradict each
/// other: the value proven; or, where the proof did not finish, who wins by the table
/// folder's sweep ([`super::Solver::swept_winner`]: proven, with no distance); or nothing
/// beyond the plies the proof searched.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Known {
    /// The value, proven.
    Proven(Value),
    /// `winner` wins, proven by a sweep, which gives no distance; the proof search showed no
    /// win within `plies` plies.
    Swept {
        /// Who wins.
        winner: Side,
        /// Neither side forces a win within this many plies, by the proof search.
        plies: u16,
    },
    /// Not proven: neither side wins within `plies` plies (0: nothing was searched).
    Unknown {
        /// Neither side forces a win within this many plies.
        plies: u16,
    },
}

impl Known {
    /// A verdict with nothing swept.
    pub const fn of(verdict: Verdict) -> Known {
        match verdict {
            Verdict::Proven(v) => Known::Proven(v),
            Verdict::Unknown { plies } => Known::Unknown { plies },
        }
    }

    /// A verdict and who wins by a sweep: the sweep counts only where the verdict is
    /// unknown (a proven value says more).
    pub const fn new(verdict: Verdict, swept: Option<Side>) -> Known {
        match (verdict, swept) {
            (Verdict::Unknown { plies }, Some(winner)) => Known::Swept { winner, plies },
            (v, _) => Known::of(v),
        }
    }

    /// The solver's verdict: the proven value, or what the proof search established.
    pub const fn verdict(self) -> Verdict {
        match self {
            Known::Proven(v) => Verdict::Proven(v),
            Known::Swept { plies, .. } | Known::Unknown { plies } => Verdict::Unknown { plies },
        }
    }

    /// Who wins by the sweep, where that is all that is proven.
    pub const fn swept(self) -> Option<Side> {
        match self {
            Known::Swept { winner, .. } => Some(winner),
            Known::Proven(_) | Known::Unknown { .. } => None,
        }
    }

    /// Who wins, where that is proven: `Some(Some(side))`, `Some(None)` for a draw, `None`
    /// when it is not known.
    pub fn outcome(self) -> Option<Option<Side>> {
        match self {
            Known::Proven(v) => Some(v.winner()),
            Known::Swept { winner, .. } => Some(Some(winner)),
            Known::Unknown { .. } => None,
        }
    }

    /// The name used in JSON (kebab-case): a value's name, `swept`, or `unknown`.
    pub const fn name(self) -> &'static str {
        match self {
            Known::Proven(v) => v.name(),
            Known::Swept { .. } => "swept",
            Known::Unknown { .. } => "unknown",
        }
    }
}

/// What an action did to the value of the game for the side that played it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Class {
    /// It kept the value: as fast a win, or as slow a loss, as there was.
    Best,
    /// The same outcome, but a win made slower or a loss made faster.
    Inaccuracy,
    /// The value changed against the side that moved: from a win to a draw or a loss, or from
    /// a draw to a loss.
    Mistake,
    /// The outcome kept, proven by a sweep that gives no distance: best or an inaccuracy,
    /// which cannot be told apart.
    Kept,
    /// A value on either side is not proven: the action is not classed.
    Unknown,
}

impl Class {
    /// The name used in JSON: `best`, `inaccuracy`, `mistake`, `kept` or `unknown`.
    pub const fn name(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Kept => "kept",
            Class::Unknown => "unknown",
        }
    }

    /// The class of an action of `side` from a position worth `before` to one worth `after`.
    pub fn of(side: Side, before: Verdict, after: Verdict) -> Class {
        let (Verdict::Proven(b), Verdict::Proven(a)) = (before, after) else {
            return Class::Unknown;
        };
        // The position after, seen from the one before: one ply further from the end.
        let (rb, ra) = (b.rank_for(side), a.before().rank_for(side));
        if ra.0 > rb.0 {
            Class::Mistake
        } else if ra.0 == rb.0 && ra.1 > rb.1 {
            Class::Inaccuracy
        } else {
            Class::Best
        }
    }

    /// [`Class::of`], and where that is unknown, the class the outcomes alone prove: a
    /// mistake when the outcome after is worse for `side` than before, [`Class::Kept`]
    /// when it is the same; unknown when an outcome is not known (or, were a sweep unsound,
    /// better than before).
    pub fn of_known(side: Side, before: Known, after: Known) -> Class {
        let exact = Class::of(side, before.verdict(), after.verdict());
        if exact != Class::Unknown {
            return exact;
        }
        let (Some(b), Some(a)) = (before.outcome(), after.outcome()) else {
            return Class::Unknown;
        };
        match outcome_rank(a, side).cmp(&outcome_rank(b, side)) {
            std::cmp::Ordering::Greater => Class::Mistake,
            std::cmp::Ordering::Equal => Class::Kept,
            std::cmp::Ordering::Less => Class::Unknown,
        }
    }
}

/// An outcome's rank for `side`: a win 0, a draw 1, a loss 2.
fn outcome_rank(winner: Option<Side>, side: Side) -> u8 {
    match winner {
        Some(w) if w == side => 0,
        None => 1,
        Some(_) => 2,
    }
}

/// Why a stored value contradicts the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// The game is over with another result than the one stored.
    Finished,
    /// A win with no action into a loss for the other side one ply shorter.
    WinUnreached,
    /// A win stored slower than an action allows.
    WinTooSlow,
    /// A loss with an action that does not lose.
    LossEscapes,
    /// A loss whose slowest action is not one ply shorter.
    LossWrongLength,
    /// A draw with a winning action, or with no drawing one.
    DrawWrong,
}

/// What is wrong with `stored`, the value of a position not finished by a rule whose side to
/// move is `mover`, given the values of the positions its legal actions lead to (`children`;
/// none: the mover has no action and loses at once), if anything.
pub fn judge(stored: Value, mover: Side, children: &[Value]) -> Option<Contradiction> {
    let wins: Vec<u16> = children
        .iter()
        .filter_map(|c| match c {
            Value::Win { winner, plies } if *winner == mover => Some(*plies),
            _ => None,
        })
        .collect();
    let draws = children.contains(&Value::Draw);
    match stored {
        Value::Win { winner, plies } if winner == mover => {
            let fastest = wins.iter().min().copied();
            match fastest {
                None => Some(Contradiction::WinUnreached),
                Some(f) if f + 1 < plies => Some(Contradiction::WinTooSlow),
                Some(f) if f + 1 != plies => Some(Contradiction::WinUnreached),
                Some(_) => None,
            }
        }
        Value::Win { plies, .. } => {
            if children.is_empty() {
                (plies != 0).then_some(Contradiction::LossWrongLength)
            } else if !wins.is_empty() || draws {
                Some(Contradiction::LossEscapes)
            } else {
                let slowest = children.iter().filter_map(|c| c.plies()).max().unwrap_or(0);
                (slowest + 1 != plies).then_some(Contradiction::LossWrongLength)
            }
        }
        Value::Draw => (!wins.is_empty() || !draws).then_some(Contradiction::DrawWrong),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What is known is one case: a proven value leaves no room for a sweep, a sweep speaks
    /// only where the proof did not finish, and the verdict is given back as it was.
    #[test]
    fn known_holds_one_case_and_gives_its_verdict_back() {
        let won = Value::Win {
            winner: Side::Geese,
            plies: 9,
        };
        let unknown = Verdict::Unknown { plies: 4 };
        let table = [
            (
                Verdict::Proven(won),
                None,
                Known::Proven(won),
                Some(Some(Side::Geese)),
            ),
            (
                Verdict::Proven(won),
                Some(Side::Fox),
                Known::Proven(won),
                Some(Some(Side::Geese)),
            ),
            (
                unknown,
                Some(Side::Fox),
                Known::Swept {
                    winner: Side::Fox,
                    plies: 4,
                },
                Some(Some(Side::Fox)),
            ),
            (unknown, None, Known::Unknown { plies: 4 }, None),
            (
                Verdict::Proven(Value::Draw),
                None,
                Known::Proven(Value::Draw),
                Some(None),
            ),
        ];
        for (verdict, swept, known, outcome) in table {
            let k = Known::new(verdict, swept);
            assert_eq!(k, known);
            assert_eq!(k.verdict(), verdict);
            assert_eq!(k.outcome(), outcome);
            assert_eq!(k.swept(), swept.filter(|_| verdict.value().is_none()));
        }
        assert_eq!(Known::of(unknown).name(), "unknown");
        assert_eq!(Known::new(unknown, Some(Side::Fox)).name(), "swept");
    }

    #[test]
    fn values_sort_best_first_for_each_side() {
        let mut vs = vec![
            Value::win(Side::Geese, 3),
            Value::Draw,
            Value::win(Side::Fox, 9),
            Value::win(Side::Fox, 1),
            Value::win(Side::Geese, 11),
        ];
        vs.sort_by(|a, b| a.cmp_for(*b, Side::Fox));
        assert_eq!(
            vs,
            vec![
                Value::win(Side::Fox, 1),
                Value::win(Side::Fox, 9),
                Value::Draw,
                Value::win(Side::Geese, 11),
                Value::win(Side::Geese, 3),
            ]
        );
        vs.sort_by(|a, b| a.cmp_for(*b, Side::Geese));
        assert_eq!(vs[0], Value::win(Side::Geese, 3));
        assert_eq!(vs[4], Value::win(Side::Fox, 1));
    }

    #[test]
    fn unknowns_sort_between_draws_and_losses() {
        let side = Side::Fox;
        let draw = Verdict::Proven(Value::Draw).rank_for(side);
        let unknown = Verdict::Unknown { plies: 4 }.rank_for(side);
        let loss = Verdict::Proven(Value::win(Side::Geese, 40)).rank_for(side);
        assert!(draw < unknown && unknown < loss);
        assert_eq!(Value::win(Side::Fox, 4).before(), Value::win(Side::Fox, 5));
        assert_eq!(Value::Draw.before(), Value::Draw);
    }
}
