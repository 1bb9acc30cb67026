//! The statistics of a match: a score, the Elo difference it implies and its 95 % interval,
//! computed as cutechess (`Elo` in `projects/lib/src/elo.cpp`) and fastchess's trinomial
//! model compute them.
//!
//! With `w`, `l` and `d` the first player's wins, losses and draws over `n` games:
//!
//! * the score is `s = (w + d/2) / n`, and the Elo difference `E(s) = −400·log10(1/s − 1)`;
//! * each game scores 1, ½ or 0, so the score's standard deviation over `n` games is
//!   `σ = sqrt((w/n)(1−s)² + (l/n)(0−s)² + (d/n)(½−s)²) / sqrt(n)` (draws included);
//! * the 95 % interval is `[E(s − 1.96σ), E(s + 1.96σ)]` (1.959963984540, the normal
//!   quantile cutechess uses), not symmetric around `E(s)`; cutechess prints half its width
//!   as "±".
//!
//! Where cutechess prints `inf` or `nan` this module says what is known instead. A score of
//! exactly 1 (or 0) has no finite Elo difference ([`Elo::elo`] is `None`, [`Elo::unbounded`]
//! says which way), and `σ` is 0 there, so the interval's inner bound comes from the exact
//! binomial (Clopper–Pearson) 95 % bound, `s ≥ 0.025^(1/n)`: ten games won out of ten show
//! a difference of at least +140. An interval bound beyond a score of 0 or 1 is unbounded
//! (`None`).

/// A player's wins, losses and draws against another.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games lost.
    pub losses: u32,
    /// Games drawn.
    pub draws: u32,
}

impl Tally {
    /// Games played.
    pub const fn games(self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// Points: a win 1, a draw ½.
    pub fn points(self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }

    /// The other player's tally of the same games.
    pub const fn flipped(self) -> Tally {
        Tally {
            wins: self.losses,
            losses: self.wins,
            draws: self.draws,
        }
    }

    /// The two tallies together.
    pub const fn plus(self, other: Tally) -> Tally {
        Tally {
            wins: self.wins + other.wins,
            losses: self.losses + other.losses,
            draws: self.draws + other.draws,
        }
    }
}

/// The normal quantile of a two-sided 95 % interval, as cutechess writes it.
pub const Z95: f64 = 1.959_963_984_540;

/// Which way an Elo difference with no finite estimate goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unbounded {
    /// Every game won: +∞.
    Above,
    /// Every game lost: −∞.
    Below,
}

/// The Elo difference a tally implies, with its 95 % interval.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Elo {
    /// The score, from 0 to 1 (`None` when no game was played).
    pub score: Option<f64>,
    /// The Elo difference; `None` when it is infinite (a score of 0 or 1) or no game was
    /// played.
    pub elo: Option<f64>,
    /// Where [`Elo::elo`] is infinite: which way.
    pub unbounded: Option<Unbounded>,
    /// The 95 % interval's lower bound; `None`: unbounded below.
    pub lo: Option<f64>,
    /// The 95 % interval's upper bound; `None`: unbounded above.
    pub hi: Option<f64>,
}

/// The Elo difference of a score strictly between 0 and 1; `None` at or beyond them.
pub fn elo_of_score(s: f64) -> Option<f64> {
    (s > 0.0 && s < 1.0).then(|| -400.0 * (1.0 / s - 1.0).log10())
}

impl Elo {
    /// The Elo difference of the player whose tally is `t`, and its interval.
    pub fn of(t: Tally) -> Elo {
        let n = f64::from(t.games());
        if t.games() == 0 {
            return Elo {
                score: None,
                elo: None,
                unbounded: None,
                lo: None,
                hi: None,
            };
        }
        let s = t.points() / n;
        let (wr, lr, dr) = (
            f64::from(t.wins) / n,
            f64::from(t.losses) / n,
            f64::from(t.draws) / n,
        );
        let var = wr * (1.0 - s).powi(2) + lr * s.powi(2) + dr * (0.5 - s).powi(2);
        let sd = var.sqrt() / n.sqrt();
        // Clopper–Pearson's bound for a score of 1 after n games (and its mirror for 0).
        let exact = 0.025f64.powf(1.0 / n);
        let (unbounded, lo, hi) = if t.wins == t.games() {
            (Some(Unbounded::Above), elo_of_score(exact), None)
        } else if t.losses == t.games() {
            (Some(Unbounded::Below), None, elo_of_score(1.0 - exact))
        } else {
            let bound = |x: f64| {
                if x <= 0.0 || x >= 1.0 {
                    None
                } else {
                    elo_of_score(x)
                }
            };
            (None, bound(s - Z95 * sd), bound(s + Z95 * sd))
        };
        Elo {
            score: Some(s),
            elo: elo_of_score(s),
            unbounded,
            lo,
            hi,
        }
    }

    /// Half the interval's width, cutechess's "±"; `None` when a bound is unbounded.
    pub fn margin(&self) -> Option<f64> {
        Some((self.hi? - self.lo?) / 2.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(wins: u32, losses: u32, draws: u32) -> Tally {
        Tally {
            wins,
            losses,
            draws,
        }
    }

    fn close(a: Option<f64>, b: Option<f64>) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => (a - b).abs() < 0.01,
            (None, None) => true,
            _ => false,
        }
    }

    /// Worked by hand with the formulas of the module doc (and the same as cutechess prints:
    /// 10-5-5 is "88.74 +/- 143.87").
    #[test]
    fn worked_examples() {
        // (wins, losses, draws, score, elo, lo, hi, margin)
        type Case = (
            u32,
            u32,
            u32,
            f64,
            Option<f64>,
            Option<f64>,
            Option<f64>,
            Option<f64>,
        );
        let table: [Case; 8] = [
            // s = 12.5/20 = 0.625; σ = sqrt(.5·.375² + .25·.625² + .25·.125²)/sqrt(20)
            //   = sqrt(.171875)/4.4721 = 0.092702; s ± 1.96σ = 0.443306, 0.806694.
            (
                10,
                5,
                5,
                0.625,
                Some(88.74),
                Some(-39.56),
                Some(248.18),
                Some(143.87),
            ),
            // s = 0.6, σ = sqrt(.3·.16 + .1·.36 + .6·.01)/10 = 0.03.
            (
                30,
                10,
                60,
                0.6,
                Some(70.44),
                Some(28.69),
                Some(114.30),
                Some(42.80),
            ),
            // No draws: σ = sqrt(.7·.09 + .3·.49)/sqrt(10) = 0.144914.
            (
                7,
                3,
                0,
                0.7,
                Some(147.19),
                Some(-58.95),
                Some(715.83),
                Some(387.39),
            ),
            // s + 1.96σ = 1.043 > 1: unbounded above, finite below.
            (9, 0, 1, 0.95, Some(511.50), Some(311.10), None, None),
            // Even: E(½) = 0, symmetric.
            (
                5,
                5,
                0,
                0.5,
                Some(0.0),
                Some(-251.78),
                Some(251.78),
                Some(251.78),
            ),
            // Every game drawn: σ = 0, the interval is the point.
            (0, 0, 4, 0.5, Some(0.0), Some(0.0), Some(0.0), Some(0.0)),
            // Ten won of ten: +∞, at least E(0.025^(1/10)) = E(0.69150) = +140.22.
            (10, 0, 0, 1.0, None, Some(140.22), None, None),
            (0, 10, 0, 0.0, None, None, Some(-140.22), None),
        ];
        for (w, l, d, score, elo, lo, hi, margin) in table {
            let e = Elo::of(t(w, l, d));
            let case = format!("{w}-{l}-{d}: {e:?}");
            assert!(close(e.score, Some(score)), "{case}");
            assert!(close(e.elo, elo), "{case}");
            assert!(close(e.lo, lo), "{case}");
            assert!(close(e.hi, hi), "{case}");
            assert!(close(e.margin(), margin), "{case}");
        }
        assert_eq!(Elo::of(t(10, 0, 0)).unbounded, Some(Unbounded::Above));
        assert_eq!(Elo::of(t(0, 3, 0)).unbounded, Some(Unbounded::Below));
        assert_eq!(Elo::of(t(3, 1, 0)).unbounded, None);
        assert_eq!(Elo::of(t(0, 0, 0)).score, None);
    }

    #[test]
    fn the_other_side_sees_the_mirror() {
        for (w, l, d) in [(10, 5, 5), (7, 3, 0), (9, 0, 1), (2, 0, 0)] {
            let a = Elo::of(t(w, l, d));
            let b = Elo::of(t(w, l, d).flipped());
            assert!(close(a.elo.map(|x| -x), b.elo));
            assert!(close(a.lo.map(|x| -x), b.hi));
            assert!(close(a.hi.map(|x| -x), b.lo));
        }
    }
}
