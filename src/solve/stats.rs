//! A table's positions counted by value ([`ValueTally`]): what a claim about every position of
//! a kind is checked against.

use super::{Indexer, Table, TableError, Value};

/// How many positions of one side to move a table holds with each value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideTally {
    /// Positions the fox wins.
    pub fox_wins: u64,
    /// Positions the geese win.
    pub geese_win: u64,
    /// Drawn positions (play would go on forever).
    pub draws: u64,
    /// Positions already over: the side to move has lost (it cannot move, or the fox has
    /// reached its target). Counted in `fox_wins` or `geese_win` too.
    pub finished: u64,
    /// The longest win in the table, in plies (`None` when nobody wins anywhere).
    pub longest_win: Option<u16>,
}

/// A table's positions counted by value: what a claim about *every* position of a kind
/// ("six geese can never confine the fox") is checked against.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ValueTally {
    /// The fox to move.
    pub fox_to_move: SideTally,
    /// The geese to move.
    pub geese_to_move: SideTally,
}

impl ValueTally {
    /// Counts every position of `table`'s kind: each entry as many times as the positions
    /// it stands for (a position and its image in a mirrored table; index order: even numbers
    /// have the fox to move). A table read from a file is read block by block, each checked
    /// first.
    pub fn of(table: &Table) -> Result<ValueTally, TableError> {
        let mut t = ValueTally::default();
        let ix = Indexer::new(table.key());
        let group = 2 * ix.fox_placements();
        let mut weight = 0;
        for i in 0..table.len() {
            if i % group == 0 {
                weight = ix.represents(i / group);
            }
            let mover = if i % 2 == 0 {
                crate::rules::Side::Fox
            } else {
                crate::rules::Side::Geese
            };
            t.add(table.entry(i)?, mover, weight);
        }
        Ok(t)
    }

    /// Counts one entry (`mover` to move) standing for `weight` positions.
    pub(crate) fn add(&mut self, entry: u16, mover: crate::rules::Side, weight: u64) {
        let side = match mover {
            crate::rules::Side::Fox => &mut self.fox_to_move,
            crate::rules::Side::Geese => &mut self.geese_to_move,
        };
        match super::entry::entry_value(entry, mover) {
            Value::Draw => side.draws += weight,
            Value::Win { winner, plies } => {
                match winner {
                    crate::rules::Side::Fox => side.fox_wins += weight,
                    crate::rules::Side::Geese => side.geese_win += weight,
                }
                if plies == 0 {
                    side.finished += weight;
                }
                side.longest_win = Some(side.longest_win.map_or(plies, |l| l.max(plies)));
            }
        }
    }
}
