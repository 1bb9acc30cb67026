//! How an engine opponent picks its action from actions ranked best first: its [`Level`], and
//! the seedable random numbers ([`Rng`]) that make a weaker level err on purpose.
//!
//! The ranking is the solver's (proven wins fastest first, then draws, then what the search
//! could not decide, then losses slowest first); this module only decides how often to leave
//! the best. At `perfect` the engine always plays the first ranked action. At level `n`
//! (1 to 5) it plays, with probability [`Level::err_percent`] = `60 − 10·n` percent (50 %, 40 %,
//! 30 %, 20 %, 10 %), an action chosen uniformly among those that are *not* best, when there is
//! one; otherwise the first ranked action. So a beginner facing level 1 sees half its replies
//! thrown away, and a level-5 fox still blunders one time in ten.
//!
//! Why a random generator of our own (SplitMix64, ten lines) rather than a crate: a game
//! played with a given seed must replay the same forever, in tests and in a learner's saved
//! transcripts, and a crate's generator may change its sequence between versions.

use std::fmt;
use std::str::FromStr;

/// How well the engine plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// 1 (weakest) to 5: errs on purpose now and then.
    Casual(u8),
    /// Always the best action the solver finds.
    Perfect,
}

/// A `--level` that is not `1` to `5` or `perfect`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BadLevel(pub String);

impl Level {
    /// The weakest level.
    pub const MIN: u8 = 1;
    /// The strongest casual level.
    pub const MAX: u8 = 5;

    /// The chance, in percent, that the engine leaves the best action on purpose.
    pub const fn err_percent(self) -> u32 {
        match self {
            Level::Casual(n) => 60 - 10 * n as u32,
            Level::Perfect => 0,
        }
    }

    /// Which of `ranked` actions to play (an index), when the first `best` of them are the
    /// best (at least one, unless `ranked` is 0). `None` when there is nothing to play.
    pub fn pick(self, ranked: usize, best: usize, rng: &mut Rng) -> Option<usize> {
        if ranked == 0 {
            return None;
        }
        let best = best.clamp(1, ranked);
        let worse = ranked - best;
        if worse > 0 && rng.below(100) < u64::from(self.err_percent()) {
            return Some(best + rng.below(worse as u64) as usize);
        }
        Some(0)
    }
}

impl FromStr for Level {
    type Err = BadLevel;

    /// `1` to `5`, or `perfect` (any case).
    fn from_str(s: &str) -> Result<Level, BadLevel> {
        let t = s.trim();
        if t.eq_ignore_ascii_case("perfect") {
            return Ok(Level::Perfect);
        }
        match t.parse::<u8>() {
            Ok(n) if (Level::MIN..=Level::MAX).contains(&n) => Ok(Level::Casual(n)),
            _ => Err(BadLevel(s.to_string())),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Level::Casual(n) => write!(f, "{n}"),
            Level::Perfect => f.write_str("perfect"),
        }
    }
}

/// SplitMix64: a small, fast generator whose sequence for a seed never changes.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed`.
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0), without modulo bias worth speaking of for the
    /// small `n` of a game (Lemire's multiply-shift).
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_read_and_say_themselves() {
        for (s, l) in [
            ("1", Some(Level::Casual(1))),
            (" 5 ", Some(Level::Casual(5))),
            ("PERFECT", Some(Level::Perfect)),
            ("0", None),
            ("6", None),
            ("-1", None),
            ("300", None),
            ("", None),
            ("best", None),
        ] {
            assert_eq!(s.parse::<Level>().ok(), l, "{s:?}");
            if let Some(l) = l {
                assert_eq!(l.to_string().parse::<Level>(), Ok(l));
            }
        }
    }

    #[test]
    fn the_sequence_of_a_seed_never_changes() {
        // SplitMix64's published first outputs for seed 0.
        let mut r = Rng::new(0);
        assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        assert!((0..1000).all(|_| r.below(7) < 7));
        assert_eq!(Rng::new(3).below(0), 0);
    }

    #[test]
    fn perfect_never_errs_and_level_one_errs_about_half_the_time() {
        let mut r = Rng::new(42);
        assert!((0..1000).all(|_| Level::Perfect.pick(10, 2, &mut r) == Some(0)));
        for n in Level::MIN..=Level::MAX {
            let level = Level::Casual(n);
            let mut r = Rng::new(7);
            let picks: Vec<usize> = (0..10_000)
                .map(|_| level.pick(10, 3, &mut r).unwrap())
                .collect();
            let erred = picks.iter().filter(|&&i| i >= 3).count();
            let want = level.err_percent() as usize * 100;
            assert!(erred.abs_diff(want) < 300, "level {n}: {erred} of 10000");
            // Only the first best action or a worse one: never a tie's other member.
            assert!(picks.iter().all(|&i| i == 0 || i >= 3));
            // Every worse action comes up.
            assert!((3..10).all(|i| picks.contains(&i)), "level {n}");
        }
        // Nothing worse to choose: the best, whatever the level.
        let mut r = Rng::new(1);
        assert!((0..100).all(|_| Level::Casual(1).pick(4, 4, &mut r) == Some(0)));
        assert_eq!(Level::Casual(1).pick(0, 0, &mut r), None);
    }
}
