//! Which puzzle a learner is served next: the one rated nearest the learner's rating, and
//! "find the win" at least half the time.
//!
//! Most positions mined from a solved game are about not losing (hold the draw, hold out), so
//! the nearest puzzle alone would seldom ask a learner to win. The mix keeps a count of the
//! puzzles the learner has been served of each kind: while fewer than half were wins, the
//! next is the win puzzle nearest the rating within one band ([`BAND`] points either side),
//! if there is one; otherwise the nearest puzzle of any kind. The same candidates, rating and
//! counts always give the same puzzle.

use super::{Puzzle, PuzzleKind};

/// How far from the learner's rating a win puzzle may be to be preferred to a nearer puzzle
/// of another kind: one rating band of `list --puzzles`.
pub const BAND: f64 = 200.0;

/// What the learner has been served so far (in one ruleset): how many puzzles, and how many
/// of them were wins.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct Mix {
    pub served: usize,
    pub wins: usize,
}

impl Mix {
    /// The counts of `puzzles`.
    pub fn of<'p>(puzzles: impl IntoIterator<Item = &'p Puzzle>) -> Mix {
        let mut mix = Mix::default();
        for p in puzzles {
            mix.add(p);
        }
        mix
    }

    /// One more puzzle served.
    pub fn add(&mut self, p: &Puzzle) {
        self.served += 1;
        self.wins += usize::from(p.kind() == PuzzleKind::Win);
    }

    /// Whether the next puzzle should be a win: fewer than half so far would be, after it.
    pub fn owes_a_win(&self) -> bool {
        self.wins * 2 <= self.served
    }
}

/// Of `candidates`, the puzzle whose rating is nearest `rating`; of two as near, the easier,
/// then the first by id.
pub fn nearest<'p>(
    candidates: impl IntoIterator<Item = &'p Puzzle>,
    rating: f64,
) -> Option<&'p Puzzle> {
    candidates.into_iter().min_by(|a, b| {
        let d = |p: &Puzzle| (f64::from(p.rating) - rating).abs();
        d(a).total_cmp(&d(b))
            .then(a.rating.cmp(&b.rating))
            .then(a.id.cmp(&b.id))
    })
}

/// The puzzle to serve next among `candidates`, for a learner rated `rating` who has been
/// served `mix`: a win within [`BAND`] of the rating while wins are owed, else the nearest.
pub fn next<'p>(candidates: &[&'p Puzzle], rating: f64, mix: Mix) -> Option<&'p Puzzle> {
    let near_win =
        |p: &&&Puzzle| p.kind() == PuzzleKind::Win && (f64::from(p.rating) - rating).abs() <= BAND;
    mix.owes_a_win()
        .then(|| nearest(candidates.iter().filter(near_win).copied(), rating))
        .flatten()
        .or_else(|| nearest(candidates.iter().copied(), rating))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::library;

    /// A learner served by `next` from a collection gets at least half wins at every stretch
    /// of the way, as long as wins near the rating remain; and `next` is the nearest puzzle
    /// when no win is owed.
    #[test]
    fn at_least_half_the_puzzles_served_are_wins() {
        let pool: Vec<&Puzzle> = library::of_ruleset("plyyard".parse().unwrap()).collect();
        for start in [800.0, 1300.0, 1500.0, 1700.0, 1900.0] {
            let mut left = pool.clone();
            let mut mix = Mix::default();
            for _ in 0..40 {
                let p = next(&left, start, mix).unwrap();
                if !mix.owes_a_win() {
                    assert_eq!(Some(p), nearest(left.iter().copied(), start));
                }
                mix.add(p);
                left.retain(|q| q.id != p.id);
                assert!(mix.wins * 2 >= mix.served, "{start}: {mix:?}");
            }
        }
    }

    #[test]
    fn the_mix_owes_a_win_until_half_are() {
        let owes: Vec<bool> = [(0, 0), (1, 1), (1, 2), (2, 3), (2, 4), (3, 4)]
            .iter()
            .map(|&(wins, served)| Mix { served, wins }.owes_a_win())
            .collect();
        assert_eq!(owes, [true, false, true, false, true, false]);
    }

    /// Without a win within a band of the rating, the nearest puzzle of any kind.
    #[test]
    fn a_far_win_is_not_preferred() {
        let pool: Vec<&Puzzle> = library::puzzles().collect();
        let far: Vec<&Puzzle> = pool
            .iter()
            .copied()
            .filter(|p| p.kind() != PuzzleKind::Win || f64::from(p.rating) > 2000.0)
            .collect();
        let p = next(&far, 1500.0, Mix::default()).unwrap();
        assert_eq!(Some(p), nearest(far.iter().copied(), 1500.0));
        assert_ne!(p.kind(), PuzzleKind::Win);
    }
}
