//! One solved level in memory ([`Level`]): two masks of empty points for every set of geese.

use std::sync::atomic::{AtomicU32, Ordering};

/// The two masks of every set of one count of geese.
pub struct Level {
    pub(super) fox_loses: Vec<AtomicU32>,
    pub(super) geese_win: Vec<AtomicU32>,
}

impl Level {
    pub(super) fn new(sets: u64) -> Level {
        let zeros = |n: u64| (0..n).map(|_| AtomicU32::new(0)).collect();
        Level {
            fox_loses: zeros(sets),
            geese_win: zeros(sets),
        }
    }

    /// The mask of empty points from which the fox, to move, loses (`fox_to_move`), or on
    /// which the fox loses with the geese to move.
    pub fn mask(&self, set_rank: u64, fox_to_move: bool) -> u32 {
        let v = if fox_to_move {
            &self.fox_loses
        } else {
            &self.geese_win
        };
        v[set_rank as usize].load(Ordering::Relaxed)
    }

    /// The positions the geese win: (the fox to move, the geese to move).
    pub fn geese_wins(&self) -> (u64, u64) {
        self.masks().fold((0, 0), |(f, g), (mf, mg)| {
            (
                f + u64::from(mf.count_ones()),
                g + u64::from(mg.count_ones()),
            )
        })
    }

    /// The two masks of every set, in rank order, fox to move first.
    pub fn masks(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.fox_loses
            .iter()
            .zip(&self.geese_win)
            .map(|(f, g)| (f.load(Ordering::Relaxed), g.load(Ordering::Relaxed)))
    }
}
