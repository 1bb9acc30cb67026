//! The learner's puzzle rating: Glicko-2 (Mark Glickman's system, as Lichess rates puzzle
//! solvers), computed by the `skillratings` crate, with the rating's history for `list
//! --puzzles`' chart.
//!
//! Each rated puzzle is one game and one rating period: solving it is a win against the
//! puzzle, failing it (a wrong action, a hint, the answer shown) a loss. The puzzle plays at
//! its own rating with a fixed deviation ([`PUZZLE_DEVIATION`]): its rating is computed from
//! the engine, not played in, so it is neither updated nor kept. A new learner starts at
//! 1500 with deviation 350 and volatility 0.06, Glickman's defaults; τ is 0.5.
//!
//! Nothing here reads a clock: the day of each result is passed in.

use serde::{Deserialize, Serialize};
use skillratings::glicko2::{glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use super::Day;

/// The deviation a puzzle plays with: how far its computed rating may be from the rating at
/// which learners solve it half the time.
pub const PUZZLE_DEVIATION: f64 = 100.0;

/// The most points of history kept (the latest), for the chart.
pub const HISTORY_LEN: usize = 500;

/// A new learner's rating, deviation and volatility (Glickman's defaults).
const START: (f64, f64, f64) = (1500.0, 350.0, 0.06);

/// The system constant τ, which limits how fast the volatility changes (Glickman suggests
/// 0.3 to 1.2; 0.5 is his example's and Lichess's).
const TAU: f64 = 0.5;

/// Ratings outside this range are refused in a file; an update is kept inside it.
const RANGE: std::ops::RangeInclusive<f64> = -2000.0..=6000.0;

/// The deviations an update keeps to (a file may hold any above 0 up to 1000).
const DEVIATION: (f64, f64) = (1.0, 1000.0);

/// The volatilities an update keeps to (a file may hold any above 0 below 10): above 1 the
/// rating would swing by thousands on one puzzle.
const VOLATILITY: (f64, f64) = (1e-6, 1.0);

/// One point of the rating's history: the rating, rounded, after a rated puzzle on `day`.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatingPoint {
    /// The day of the puzzle.
    pub day: Day,
    /// The rating after it, rounded.
    pub rating: i32,
}

/// The learner's Glicko-2 puzzle rating.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct PuzzleRating {
    /// The rating (1500 to begin with).
    pub rating: f64,
    /// Its deviation: how sure the rating is (350 to begin with, smaller when surer).
    pub deviation: f64,
    /// Its volatility: how erratic the learner's results are (0.06 to begin with).
    pub volatility: f64,
    /// Rated puzzles played; never wraps.
    #[serde(default)]
    pub games: u32,
    /// The rating after each rated puzzle, the latest [`HISTORY_LEN`], oldest first.
    #[serde(default)]
    pub history: Vec<RatingPoint>,
}

impl Default for PuzzleRating {
    fn default() -> PuzzleRating {
        PuzzleRating {
            rating: START.0,
            deviation: START.1,
            volatility: START.2,
            games: 0,
            history: Vec::new(),
        }
    }
}

/// One game of a rating period: the opponent's rating and deviation, and whether the learner
/// won.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Game {
    /// The opponent's rating.
    pub rating: f64,
    /// The opponent's deviation.
    pub deviation: f64,
    /// The learner won.
    pub won: bool,
}

impl Game {
    /// A puzzle of `rating`, solved or not.
    pub fn puzzle(rating: f64, solved: bool) -> Game {
        Game {
            rating,
            deviation: PUZZLE_DEVIATION,
            won: solved,
        }
    }
}

impl PuzzleRating {
    /// The rating after one rating period with `games` (Glicko-2's step 1 to 8); with no
    /// games only the deviation grows, as in Glickman's step 6.
    pub fn after_period(&self, games: &[Game]) -> PuzzleRating {
        let me = Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        };
        let results: Vec<(Glicko2Rating, Outcomes)> = games
            .iter()
            .map(|g| {
                let opponent = Glicko2Rating {
                    rating: g.rating,
                    deviation: g.deviation,
                    volatility: START.2,
                };
                let outcome = if g.won { Outcomes::WIN } else { Outcomes::LOSS };
                (opponent, outcome)
            })
            .collect();
        let config = Glicko2Config {
            tau: TAU,
            ..Glicko2Config::new()
        };
        let new = glicko2_rating_period(&me, &results, &config);
        // Glicko-2 can leave the ranges a file is read with (from a volatility near 10, or a
        // deviation near 1000): every number is kept inside them, so the file written is
        // always one the next run reads (a number that is not finite keeps its old value).
        let keep = |new: f64, old: f64, (low, high): (f64, f64)| {
            if new.is_finite() {
                new.clamp(low, high)
            } else {
                old.clamp(low, high)
            }
        };
        PuzzleRating {
            rating: keep(new.rating, self.rating, (*RANGE.start(), *RANGE.end())),
            deviation: keep(new.deviation, self.deviation, DEVIATION),
            volatility: keep(new.volatility, self.volatility, VOLATILITY),
            games: self.games,
            history: self.history.clone(),
        }
    }

    /// Records one rated puzzle of `rating`, solved or not, played on `day`: the new rating,
    /// one more game, and a point of history. Returns the change in the rounded rating.
    pub fn record_puzzle(&mut self, rating: f64, solved: bool, day: Day) -> i32 {
        let before = self.rounded();
        let next = self.after_period(&[Game::puzzle(rating, solved)]);
        self.rating = next.rating;
        self.deviation = next.deviation;
        self.volatility = next.volatility;
        self.games = self.games.saturating_add(1);
        self.history.push(RatingPoint {
            day,
            rating: self.rounded(),
        });
        if self.history.len() > HISTORY_LEN {
            let extra = self.history.len() - HISTORY_LEN;
            self.history.drain(..extra);
        }
        self.rounded() - before
    }

    /// The rating as shown: rounded to a whole number.
    pub fn rounded(&self) -> i32 {
        // In range (checked when read, and Glicko-2 stays there), so the cast is exact.
        self.rating.round() as i32
    }

    /// Whether the numbers hold together: finite, in range, a positive deviation and
    /// volatility. Returns the bad field.
    pub(super) fn check(&self) -> Result<(), &'static str> {
        if !(self.rating.is_finite() && RANGE.contains(&self.rating)) {
            return Err("rating");
        }
        if !(self.deviation.is_finite() && self.deviation > 0.0 && self.deviation <= 1000.0) {
            return Err("deviation");
        }
        if !(self.volatility.is_finite() && self.volatility > 0.0 && self.volatility < 10.0) {
            return Err("volatility");
        }
        if self.history.len() > HISTORY_LEN
            || self
                .history
                .iter()
                .any(|p| !RANGE.contains(&f64::from(p.rating)))
        {
            return Err("history");
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// Whatever a file the loader accepts holds, one rated puzzle leaves numbers the
        /// loader accepts: a progress file is never written that the next run refuses
        /// (issue 52, finding 3: −2000, 1000, 9.99 and one solved puzzle gave 371,958,066).
        #[test]
        fn an_update_stays_in_the_accepted_ranges(
            rating in -2000.0f64..=6000.0,
            deviation in 0.001f64..=1000.0,
            volatility in 0.000_001f64..9.999,
            puzzle in 400.0f64..=3000.0,
            solved: bool,
        ) {
            let mut r = PuzzleRating { rating, deviation, volatility, ..PuzzleRating::default() };
            proptest::prop_assert!(r.check().is_ok());
            r.record_puzzle(puzzle, solved, 0);
            proptest::prop_assert!(r.check().is_ok(), "{:?}", r);
        }
    }

    /// The cases the audit found, each locked a file before.
    #[test]
    fn the_audits_cases_stay_in_range() {
        for (rating, deviation, volatility, solved) in [
            (-2000.0, 1000.0, 9.99, true),
            (1500.0, 1000.0, 0.06, false),
            (6000.0, 1000.0, 9.99, true),
            (-2000.0, 1000.0, 9.99, false),
        ] {
            let mut r = PuzzleRating {
                rating,
                deviation,
                volatility,
                ..PuzzleRating::default()
            };
            r.record_puzzle(1500.0, solved, 0);
            assert!(r.check().is_ok(), "{r:?}");
        }
    }

    /// Glickman's worked example ("Example of the Glicko-2 system", glicko.net/glicko/
    /// glicko2.pdf): a player at 1500, deviation 200, volatility 0.06 beats a 1400 (deviation
    /// 30) and loses to a 1550 (100) and a 1700 (300) in one period; τ = 0.5. He gets
    /// 1464.06, 151.52 and 0.05999.
    #[test]
    fn glickmans_worked_example() {
        let player = PuzzleRating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
            ..PuzzleRating::default()
        };
        let games = [
            Game {
                rating: 1400.0,
                deviation: 30.0,
                won: true,
            },
            Game {
                rating: 1550.0,
                deviation: 100.0,
                won: false,
            },
            Game {
                rating: 1700.0,
                deviation: 300.0,
                won: false,
            },
        ];
        let after = player.after_period(&games);
        assert!((after.rating - 1464.06).abs() < 0.01, "{}", after.rating);
        assert!(
            (after.deviation - 151.52).abs() < 0.01,
            "{}",
            after.deviation
        );
        assert!(
            (after.volatility - 0.05999).abs() < 0.00001,
            "{}",
            after.volatility
        );
    }

    /// One puzzle: a new learner (1500, 350, 0.06) solving a 1500 puzzle (deviation 100)
    /// has E = 0.5 and g(φ_puzzle) ≈ 0.9728 on the Glicko-2 scale, so by Glickman's steps
    /// 3–7 the rating rises by φ'²·g·0.5 ≈ 167.7 points, and falls as far on a failure.
    /// Worked by hand from the paper's formulas, not by the crate.
    #[test]
    fn one_puzzle_by_hand() {
        let scale = 173.7178_f64;
        let phi = 350.0 / scale;
        let g = 1.0 / (1.0 + 3.0 * (100.0 / scale).powi(2) / std::f64::consts::PI.powi(2)).sqrt();
        let v = 1.0 / (g * g * 0.25);
        // The volatility barely moves in one game of expected result; take σ' = σ as the
        // tolerance below allows.
        let phi_star = (phi * phi + 0.06_f64 * 0.06).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let change = scale * phi_new * phi_new * g * 0.5;
        for (solved, sign) in [(true, 1.0), (false, -1.0)] {
            let mut r = PuzzleRating::default();
            let shown = r.record_puzzle(1500.0, solved, 10);
            assert!(
                (r.rating - (1500.0 + sign * change)).abs() < 0.5,
                "{solved}: {} vs {}",
                r.rating,
                1500.0 + sign * change
            );
            assert!(
                (r.deviation - scale * phi_new).abs() < 0.5,
                "{}",
                r.deviation
            );
            assert_eq!(shown, r.rounded() - 1500);
            assert_eq!(r.games, 1);
            assert_eq!(
                r.history,
                [RatingPoint {
                    day: 10,
                    rating: r.rounded()
                }]
            );
        }
    }

    #[test]
    fn a_harder_puzzle_solved_gains_more_and_failing_an_easy_one_costs_more() {
        let mut settled = PuzzleRating {
            deviation: 80.0,
            ..PuzzleRating::default()
        };
        let gain = |p: f64, solved: bool| {
            let mut r = settled.clone();
            r.record_puzzle(p, solved, 0)
        };
        assert!(gain(1800.0, true) > gain(1500.0, true));
        assert!(gain(1500.0, true) > gain(1200.0, true));
        assert!(gain(1200.0, false) < gain(1500.0, false));
        assert!(gain(1500.0, false) < 0 && gain(1500.0, true) > 0);
        settled.record_puzzle(1500.0, true, 0);
        assert!(settled.deviation < 80.0);
    }

    #[test]
    fn history_keeps_the_latest_points() {
        let mut r = PuzzleRating::default();
        for day in 0..(HISTORY_LEN as Day + 20) {
            r.record_puzzle(1500.0, day % 2 == 0, day);
        }
        assert_eq!(r.history.len(), HISTORY_LEN);
        assert_eq!(r.history[0].day, 20);
        assert_eq!(r.games as usize, HISTORY_LEN + 20);
        assert!(r.check().is_ok());
    }

    #[test]
    fn bad_numbers_are_refused() {
        for (field, bad) in [
            (
                "rating",
                PuzzleRating {
                    rating: f64::NAN,
                    ..PuzzleRating::default()
                },
            ),
            (
                "rating",
                PuzzleRating {
                    rating: 1e9,
                    ..PuzzleRating::default()
                },
            ),
            (
                "deviation",
                PuzzleRating {
                    deviation: 0.0,
                    ..PuzzleRating::default()
                },
            ),
            (
                "volatility",
                PuzzleRating {
                    volatility: -1.0,
                    ..PuzzleRating::default()
                },
            ),
        ] {
            assert_eq!(bad.check(), Err(field));
        }
    }
}
