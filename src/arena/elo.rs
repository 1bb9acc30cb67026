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
//! Games are played in pairs from one opening with the sides swapped, and in a game as
//! lopsided as Fox and Geese the side decides most games: between two levels where the fox
//! always wins, every pair splits 1–1 and only the rare pair one player wins both of tells
//! the players apart. Counted game by game (above), the side's swing is taken for noise and
//! the interval is far too wide; so the module also counts by pairs, as fastchess's
//! pentanomial model does ([`Pairs`], [`Elo::of_pairs`]):
//!
//! * each complete pair scores `x = 0, ¼, ½, ¾` or `1` (A's points in it over 2), `n_k`
//!   pairs of `m` scoring `k/4`;
//! * the score is the same `s = Σ n_k·(k/4) / m`, its standard deviation
//!   `σ = sqrt(Σ (n_k/m)(k/4 − s)²) / sqrt(m)`, and the interval `[E(s − 1.96σ),
//!   E(s + 1.96σ)]` as above.
//!
//! Where cutechess prints `inf` or `nan` this module says what is known instead. A score of
//! exactly 1 (or 0) has no finite Elo difference ([`Elo::elo`] is `None`, [`Elo::unbounded`]
//! says which way), and `σ` is 0 there, so the interval's inner bound comes from the exact
//! binomial (Clopper–Pearson) 95 % bound, `s ≥ 0.025^(1/n)`: ten games won out of ten show
//! a difference of at least +140. An interval bound beyond a score of 0 or 1 is unbounded
//! (`None`). When every game was drawn `σ` is 0 too, and says nothing: cutechess prints
//! `0 ± 0`; here, by the same exact bound, something other than a draw has a chance of at
//! most `q = 1 − 0.025^(1/n)`, so the score lies within `½ ± q/2` (four draws: −242.11 to
//! +242.11). By pairs, a player who won (or lost) every game gets the same bounds as counted
//! game by game (the pairs say nothing more), and when every pair scored alike, `x` each, the
//! interval is `[E(x − q·x), E(x + q·(1 − x))]` with `q` over the `m` pairs (fifty pairs
//! split: −24.75 to +24.75).

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

/// A player's complete pairs of games (one opening, the sides swapped) by its points in the
/// pair: `counts[k]` pairs where it scored `k/2` points (0, ½, 1, 1½ or 2), fastchess's
/// pentanomial.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Pairs {
    /// Pairs by points scored, in half points: 0, ½, 1, 1½, 2.
    pub counts: [u32; 5],
}

impl Pairs {
    /// Pairs counted.
    pub fn pairs(self) -> u32 {
        self.counts.iter().sum()
    }

    /// One more pair: the player's results in its two games.
    pub fn add(&mut self, first: Tally, second: Tally) {
        let both = first.plus(second);
        debug_assert_eq!(both.games(), 2);
        self.counts[(2 * both.wins + both.draws) as usize] += 1;
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
        Elo::of_outcomes(&[(1.0, t.wins), (0.0, t.losses), (0.5, t.draws)])
    }

    /// The Elo difference of the player whose pairs are `p`, and its interval, counted by
    /// pairs (the pentanomial model; see the module).
    pub fn of_pairs(p: Pairs) -> Elo {
        let [c0, c1, c2, c3, c4] = p.counts;
        let m = p.pairs();
        // Every game won (or lost): the pairs say no more than their 2m games.
        if m > 0 && (c0 == m || c4 == m) {
            return Elo::of(Tally {
                wins: 2 * c4,
                losses: 2 * c0,
                draws: 0,
            });
        }
        Elo::of_outcomes(&[(0.0, c0), (0.25, c1), (0.5, c2), (0.75, c3), (1.0, c4)])
    }

    /// The Elo difference of `n` samples (games, or pairs) that scored `x` `count` times for
    /// each `(x, count)` of `outcomes`, and its interval (the module's formulas).
    fn of_outcomes(outcomes: &[(f64, u32)]) -> Elo {
        let total: u32 = outcomes.iter().map(|&(_, c)| c).sum();
        if total == 0 {
            return Elo::none();
        }
        let n = f64::from(total);
        let s = outcomes.iter().map(|&(x, c)| x * f64::from(c)).sum::<f64>() / n;
        let alike = outcomes.iter().any(|&(_, c)| c == total);
        // Clopper–Pearson's bound for a score of 1 after n games (and its mirror for 0).
        let exact = 0.025f64.powf(1.0 / n);
        let (unbounded, lo, hi) = if alike && s == 1.0 {
            (Some(Unbounded::Above), elo_of_score(exact), None)
        } else if alike && s == 0.0 {
            (Some(Unbounded::Below), None, elo_of_score(1.0 - exact))
        } else if alike {
            // σ is 0 and says nothing: something else has a chance of at most q.
            let q = 1.0 - exact;
            (
                None,
                elo_of_score(s - q * s),
                elo_of_score(s + q * (1.0 - s)),
            )
        } else {
            let var = outcomes
                .iter()
                .map(|&(x, c)| f64::from(c) / n * (x - s).powi(2))
                .sum::<f64>();
            let sd = var.sqrt() / n.sqrt();
            (None, elo_of_score(s - Z95 * sd), elo_of_score(s + Z95 * sd))
        };
        Elo {
            score: Some(s),
            elo: elo_of_score(s),
            unbounded,
            lo,
            hi,
        }
    }

    /// No game played: nothing known.
    const fn none() -> Elo {
        Elo {
            score: None,
            elo: None,
            unbounded: None,
            lo: None,
            hi: None,
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
            // Every game drawn: σ = 0 says nothing; q = 1 − 0.025^(1/4) = 0.602369, the
            // score within ½ ± q/2 (cutechess prints 0 ± 0).
            (
                0,
                0,
                4,
                0.5,
                Some(0.0),
                Some(-242.11),
                Some(242.11),
                Some(242.11),
            ),
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

    fn pairs(counts: [u32; 5]) -> Pairs {
        Pairs { counts }
    }

    /// Worked by hand with the pentanomial formulas of the module doc.
    #[test]
    fn worked_examples_by_pairs() {
        // (pairs by A's points 0, ½, 1, 1½, 2; score, elo, lo, hi)
        type Case = ([u32; 5], Option<f64>, Option<f64>, Option<f64>, Option<f64>);
        let table: [Case; 6] = [
            // s = (2·¼ + 10·½ + 5·¾ + 2·1)/20 = 0.5625; σ² = (.05·.5625² + .1·.3125²
            //   + .5·.0625² + .25·.1875² + .1·.4375²)/20 = 0.0554688/20; s ± 1.96σ =
            //   0.459281, 0.665719.
            (
                [1, 2, 10, 5, 2],
                Some(0.5625),
                Some(43.66),
                Some(-28.36),
                Some(119.67),
            ),
            // Two levels where the fox always wins: 990 pairs split 1–1, 10 won both. By
            // games (1,010 won, 990 lost) the interval is −11.76 to +18.72; by pairs the
            // pairs A never lost show: s = 0.505, σ² = (.99·.005² + .01·.495²)/1000.
            (
                [0, 0, 990, 0, 10],
                Some(0.505),
                Some(3.47),
                Some(1.33),
                Some(5.62),
            ),
            // Every pair split: σ = 0 says nothing; q = 1 − 0.025^(1/7) = 0.409, ½ ± q/2.
            (
                [0, 0, 7, 0, 0],
                Some(0.5),
                Some(0.0),
                Some(-151.19),
                Some(151.19),
            ),
            // Fifty pairs split: ½ ± q/2 with q = 1 − 0.025^(1/50) = 0.0711.
            (
                [0, 0, 50, 0, 0],
                Some(0.5),
                Some(0.0),
                Some(-24.75),
                Some(24.75),
            ),
            // Every game won: the pairs say no more than the games (ten games, ≥ +140.22).
            ([0, 0, 0, 0, 5], Some(1.0), None, Some(140.22), None),
            ([0, 0, 0, 0, 0], None, None, None, None),
        ];
        for (counts, score, elo, lo, hi) in table {
            let e = Elo::of_pairs(pairs(counts));
            let case = format!("{counts:?}: {e:?}");
            assert!(close(e.score, score), "{case}");
            assert!(close(e.elo, elo), "{case}");
            assert!(close(e.lo, lo), "{case}");
            assert!(close(e.hi, hi), "{case}");
        }
        assert_eq!(
            Elo::of_pairs(pairs([0, 0, 0, 0, 5])).unbounded,
            Some(Unbounded::Above)
        );
        assert_eq!(
            Elo::of_pairs(pairs([3, 0, 0, 0, 0])).unbounded,
            Some(Unbounded::Below)
        );
        // The games of that second case, counted one by one.
        let by_games = Elo::of(t(1010, 990, 0));
        assert!(close(by_games.lo, Some(-11.76)) && close(by_games.hi, Some(18.72)));
    }

    #[test]
    fn pairs_score_as_their_games_and_mirror() {
        let games = [t(1, 0, 0), t(0, 1, 0), t(0, 0, 1)];
        let mut p = Pairs::default();
        let mut all = Tally::default();
        for (i, a) in games.iter().enumerate() {
            for b in &games[i..] {
                p.add(*a, *b);
                all = all.plus(*a).plus(*b);
            }
        }
        // WW, WL, WD, LL, LD, DD: one pair of each, by points 2, 1, 1½, 0, ½, 1.
        assert_eq!(p.counts, [1, 1, 2, 1, 1]);
        assert!(close(Elo::of_pairs(p).score, Elo::of(all).score));
        let mut flipped = p;
        flipped.counts.reverse();
        let (a, b) = (Elo::of_pairs(p), Elo::of_pairs(flipped));
        assert!(close(a.elo.map(|x| -x), b.elo));
        assert!(close(a.lo.map(|x| -x), b.hi));
    }
}
