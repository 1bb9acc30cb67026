//! Fitting a [`Model`] to the solver's tables: positions drawn at random from the tables
//! of 8 to 11 geese (or the largest the folder holds), each labelled with its proven value,
//! one in ten kept out of the fit to measure the model on.
//!
//! The fit is logistic regression by Newton's method (iteratively reweighted least squares)
//! with a small ridge: for each side to move, one regression for "the fox wins" and one for
//! "the geese win" (see [`super::model`]). Everything is sequential and in a fixed order, so
//! the same tables and seed give the same weights, bit for bit.

use super::features::{features, FEATURES};
use super::model::Model;
use crate::engine::rng::Rng;
use crate::rules::{RulesetSpec, Side};
use crate::solve::{Indexer, SolveError, Solver, TableKey, Value};

/// The goose counts trained on when the folder has them.
pub const GEESE: std::ops::RangeInclusive<u8> = 8..=11;
/// How many levels are used when the folder has none of [`GEESE`]: the largest it has.
pub const FALLBACK_LEVELS: usize = 3;
/// One sample in this many is held out from the fit.
pub const HOLD_OUT_EVERY: usize = 10;
/// Newton steps.
const STEPS: usize = 12;
/// The ridge, per sample.
const RIDGE: f64 = 1e-4;

/// One labelled position.
#[derive(Clone, Debug)]
pub struct Sample {
    /// Its features.
    pub x: [f32; FEATURES],
    /// Who is to move.
    pub turn: Side,
    /// Its proven value.
    pub value: Value,
    /// Geese on the board.
    pub geese: u8,
}

impl Sample {
    /// 1 when `winner` wins the sample's position, else 0.
    fn target(&self, winner: Side) -> f64 {
        f64::from(u8::from(self.value.winner() == Some(winner)))
    }
}

/// Why training could not be done.
#[derive(Debug)]
pub enum TrainError {
    /// The folder holds no table with a position still in play for this ruleset.
    NoTables,
    /// A table could not be read.
    Solve(SolveError),
}

impl From<SolveError> for TrainError {
    fn from(e: SolveError) -> TrainError {
        TrainError::Solve(e)
    }
}

/// How a model did on the positions held out.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Accuracy {
    /// Positions.
    pub positions: u64,
    /// Positions whose result (fox win, geese win or draw) the model named: the likeliest.
    pub right: u64,
    /// Drawn positions.
    pub draws: u64,
    /// Positions of the most frequent result: what always naming it would score.
    pub majority: u64,
    /// Mean log loss of the three results (natural log).
    pub log_loss: f64,
    /// For each result (fox win, geese win, draw): its positions, and those named right.
    pub by_result: [(u64, u64); 3],
}

impl Accuracy {
    /// `right / positions`.
    pub fn share(&self) -> f64 {
        self.right as f64 / self.positions.max(1) as f64
    }

    /// `majority / positions`.
    pub fn majority_share(&self) -> f64 {
        self.majority as f64 / self.positions.max(1) as f64
    }

    /// The balanced accuracy: the mean over the results that occur of the share of their
    /// positions named right (always naming one result scores one over their number).
    pub fn balanced(&self) -> f64 {
        let present: Vec<f64> = self
            .by_result
            .iter()
            .filter(|(n, _)| *n > 0)
            .map(|&(n, r)| r as f64 / n as f64)
            .collect();
        present.iter().sum::<f64>() / present.len().max(1) as f64
    }
}

/// What [`train`] did.
#[derive(Clone, Debug)]
pub struct TrainReport {
    /// The model fitted.
    pub model: Model,
    /// The goose counts sampled, with how many positions of each.
    pub levels: Vec<(u8, u64)>,
    /// Positions fitted on.
    pub fitted: u64,
    /// The held-out positions' accuracy, both sides to move.
    pub held_out: Accuracy,
    /// The same, the fox to move.
    pub fox_to_move: Accuracy,
    /// The same, the geese to move.
    pub geese_to_move: Accuracy,
}

/// The levels (goose counts, with the real game's captures) to sample for `spec`: those of
/// [`GEESE`] the folder has, else its [`FALLBACK_LEVELS`] largest.
pub fn levels(solver: &mut Solver, spec: RulesetSpec) -> Result<Vec<TableKey>, SolveError> {
    let total = crate::rules::Ruleset::get(spec).geese_total();
    let mut have = Vec::new();
    for k in (1..=total).rev() {
        let Some(key) = TableKey::new(spec, k, total - k) else {
            continue;
        };
        if has_level(solver, key)? {
            have.push(key);
        }
    }
    let wanted: Vec<TableKey> = have
        .iter()
        .copied()
        .filter(|k| GEESE.contains(&k.geese))
        .collect();
    let mut out = if wanted.is_empty() {
        have.into_iter().take(FALLBACK_LEVELS).collect()
    } else {
        wanted
    };
    out.sort_by_key(|k| k.geese);
    Ok(out)
}

/// Whether the folder answers for some position of `key` still in play.
fn has_level(solver: &mut Solver, key: TableKey) -> Result<bool, SolveError> {
    let ix = Indexer::new(key);
    let mut rng = Rng::new(u64::from(key.geese));
    for _ in 0..200 {
        let pos = ix.position(rng.below(ix.size()));
        if pos.outcome().is_over() {
            continue;
        }
        if solver.stored(&pos)?.is_some() {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The samples drawn, and each goose count with how many of them it gave.
pub type Drawn = (Vec<Sample>, Vec<(u8, u64)>);

/// `n` positions in play drawn from `keys` (as evenly as they allow), labelled by the tables,
/// in a fixed order for `seed`. `progress` is told of each sample drawn.
pub fn sample(
    solver: &mut Solver,
    keys: &[TableKey],
    n: u64,
    seed: u64,
    progress: &dyn Fn(u64),
) -> Result<Drawn, SolveError> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(n as usize);
    let mut levels = Vec::new();
    let per = n / keys.len().max(1) as u64;
    for (i, key) in keys.iter().enumerate() {
        let want = if i + 1 == keys.len() {
            n - per * (keys.len() as u64 - 1)
        } else {
            per
        };
        let ix = Indexer::new(*key);
        let mut got = 0u64;
        // Indices drawn in batches and sorted, so that the table is read in order.
        let mut tries = 0u64;
        while got < want && tries < 20 * want + 1000 {
            let batch = ((want - got) * 2).clamp(64, 1 << 20);
            let mut idx: Vec<u64> = (0..batch).map(|_| rng.below(ix.size())).collect();
            tries += batch;
            idx.sort_unstable();
            for i in idx {
                if got >= want {
                    break;
                }
                let pos = ix.position(i);
                if pos.outcome().is_over() {
                    continue;
                }
                let Some(value) = solver.stored(&pos)? else {
                    continue;
                };
                let mut x = [0.0; FEATURES];
                features(&pos, &mut x);
                out.push(Sample {
                    x,
                    turn: pos.turn(),
                    value,
                    geese: key.geese,
                });
                got += 1;
                progress(out.len() as u64);
            }
        }
        levels.push((key.geese, got));
    }
    // Mixed in a fixed order, so that the held-out positions come from every level.
    for i in (1..out.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        out.swap(i, j);
    }
    Ok((out, levels))
}

/// Whether sample `i` is held out.
pub fn held_out(i: usize) -> bool {
    i % HOLD_OUT_EVERY == HOLD_OUT_EVERY - 1
}

// Matrix code reads best with indices.
#[allow(clippy::needless_range_loop)]
/// Fits the weights of one regression on `samples`: whether `winner` wins (Newton's method
/// from zero).
pub fn fit<'a>(samples: impl Iterator<Item = &'a Sample> + Clone, winner: Side) -> [f32; FEATURES] {
    let n = samples.clone().count().max(1) as f64;
    let mut w = [0.0f64; FEATURES];
    for _ in 0..STEPS {
        let mut g = [0.0f64; FEATURES];
        let mut h = [[0.0f64; FEATURES]; FEATURES];
        for s in samples.clone() {
            let x: [f64; FEATURES] = s.x.map(f64::from);
            let z: f64 = w.iter().zip(&x).map(|(a, b)| a * b).sum();
            let p = sigmoid(z);
            let r = p - s.target(winner);
            let q = (p * (1.0 - p)).max(1e-6);
            for a in 0..FEATURES {
                if x[a] == 0.0 {
                    continue;
                }
                g[a] += r * x[a];
                let qa = q * x[a];
                for b in 0..=a {
                    h[a][b] += qa * x[b];
                }
            }
        }
        for a in 0..FEATURES {
            g[a] += RIDGE * n * w[a];
            h[a][a] += RIDGE * n;
            for b in 0..a {
                h[b][a] = h[a][b];
            }
        }
        let Some(step) = solve(h, g) else { break };
        let mut size = 0.0;
        for a in 0..FEATURES {
            w[a] -= step[a];
            size += step[a] * step[a];
        }
        if size < 1e-12 {
            break;
        }
    }
    w.map(|x| x as f32)
}

#[allow(clippy::needless_range_loop)]
/// Solves `h · s = g` for a symmetric positive definite `h` (Cholesky); `None` if it is not.
fn solve(h: [[f64; FEATURES]; FEATURES], g: [f64; FEATURES]) -> Option<[f64; FEATURES]> {
    let mut l = [[0.0f64; FEATURES]; FEATURES];
    for i in 0..FEATURES {
        for j in 0..=i {
            let mut sum = h[i][j];
            for k in 0..j {
                sum -= l[i][k] * l[j][k];
            }
            if i == j {
                if sum <= 0.0 {
                    return None;
                }
                l[i][i] = sum.sqrt();
            } else {
                l[i][j] = sum / l[j][j];
            }
        }
    }
    let mut y = [0.0f64; FEATURES];
    for i in 0..FEATURES {
        let mut sum = g[i];
        for k in 0..i {
            sum -= l[i][k] * y[k];
        }
        y[i] = sum / l[i][i];
    }
    let mut x = [0.0f64; FEATURES];
    for i in (0..FEATURES).rev() {
        let mut sum = y[i];
        for k in i + 1..FEATURES {
            sum -= l[k][i] * x[k];
        }
        x[i] = sum / l[i][i];
    }
    Some(x)
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// How `model` does on `samples`.
pub fn accuracy<'a>(model: &Model, samples: impl Iterator<Item = &'a Sample>) -> Accuracy {
    let mut a = Accuracy::default();
    let mut counts = [0u64; 3];
    for s in samples {
        let c = model.chances_of(&s.x, s.turn);
        a.positions += 1;
        let truth = s.value.winner();
        let class = match truth {
            Some(Side::Fox) => 0,
            Some(Side::Geese) => 1,
            None => 2,
        };
        counts[class] += 1;
        if truth.is_none() {
            a.draws += 1;
        }
        let right = u64::from(c.named() == truth);
        a.right += right;
        a.by_result[class].0 += 1;
        a.by_result[class].1 += right;
        let p = match truth {
            Some(Side::Fox) => c.fox,
            Some(Side::Geese) => c.geese,
            None => c.draw,
        };
        a.log_loss -= f64::from(p).clamp(1e-9, 1.0).ln();
    }
    a.majority = counts.into_iter().max().unwrap_or(0);
    a.log_loss /= a.positions.max(1) as f64;
    a
}

/// Trains `spec`'s model on `n` positions from the tables in `solver`'s folder, drawn with
/// `seed`.
pub fn train(
    solver: &mut Solver,
    spec: RulesetSpec,
    n: u64,
    seed: u64,
    progress: &dyn Fn(u64),
) -> Result<TrainReport, TrainError> {
    let keys = levels(solver, spec)?;
    if keys.is_empty() {
        return Err(TrainError::NoTables);
    }
    let (samples, levels) = sample(solver, &keys, n, seed, progress)?;
    if samples.is_empty() {
        return Err(TrainError::NoTables);
    }
    let held: Vec<bool> = (0..samples.len()).map(held_out).collect();
    Ok(fit_report(spec, &samples, &held, levels))
}

/// Fits `spec`'s model to the `samples` not `held` out and measures it on those held out.
/// `levels`: the goose counts the samples came from, for the report.
pub fn fit_report(
    spec: RulesetSpec,
    samples: &[Sample],
    held: &[bool],
    levels: Vec<(u8, u64)>,
) -> TrainReport {
    let fitting = |side: Side| {
        samples
            .iter()
            .zip(held)
            .filter(move |(s, h)| !**h && s.turn == side)
            .map(|(s, _)| s)
    };
    let weights = [
        fit(fitting(Side::Fox), Side::Fox),
        fit(fitting(Side::Fox), Side::Geese),
        fit(fitting(Side::Geese), Side::Fox),
        fit(fitting(Side::Geese), Side::Geese),
    ];
    let mut model = Model::new(spec.variant.name(), weights);
    let fitted = held.iter().filter(|h| !**h).count() as u64;
    let kept = |side: Option<Side>| {
        samples
            .iter()
            .zip(held)
            .filter(move |(s, h)| **h && side.is_none_or(|t| s.turn == t))
            .map(|(s, _)| s)
    };
    let held_out = accuracy(&model, kept(None));
    model.samples = fitted;
    model.accuracy = (held_out.share() * 10_000.0).round() / 10_000.0;
    TrainReport {
        fox_to_move: accuracy(&model, kept(Some(Side::Fox))),
        geese_to_move: accuracy(&model, kept(Some(Side::Geese))),
        held_out,
        model,
        levels,
        fitted,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newton_finds_a_separating_direction() {
        // The fox wins when feature 5 is high: the weight on it comes out positive, and the
        // model names every winner.
        let mut rng = Rng::new(9);
        let samples: Vec<Sample> = (0..400)
            .map(|_| {
                let mut x = [0.0; FEATURES];
                x[0] = 1.0;
                x[5] = rng.unit() as f32;
                let fox = x[5] > 0.5;
                Sample {
                    x,
                    turn: Side::Fox,
                    value: Value::win(if fox { Side::Fox } else { Side::Geese }, 3),
                    geese: 8,
                }
            })
            .collect();
        let w = fit(samples.iter(), Side::Fox);
        assert!(w[5] > 1.0, "{w:?}");
        let l = fit(samples.iter(), Side::Geese);
        assert!(l[5] < -1.0, "{l:?}");
        let m = Model::new("plyyard", [w, l, w, l]);
        let a = accuracy(&m, samples.iter());
        assert!(a.share() > 0.97, "{a:?}");
        assert_eq!(w, fit(samples.iter(), Side::Fox), "deterministic");
    }

    #[test]
    fn cholesky_solves() {
        let mut h = [[0.0; FEATURES]; FEATURES];
        let mut g = [0.0; FEATURES];
        for i in 0..FEATURES {
            h[i][i] = 2.0;
            g[i] = i as f64;
        }
        h[0][1] = 1.0;
        h[1][0] = 1.0;
        let x = solve(h, g).unwrap();
        for i in 0..FEATURES {
            let hx: f64 = (0..FEATURES).map(|j| h[i][j] * x[j]).sum();
            assert!((hx - g[i]).abs() < 1e-9);
        }
        h[3][3] = -1.0;
        assert!(solve(h, g).is_none());
    }

    #[test]
    fn training_on_small_tables_is_deterministic_and_beats_the_majority() {
        // The standard game's tables (sideways: wins and draws) up to four geese, built in
        // memory: the largest there.
        let spec: RulesetSpec = "standard:sideways".parse().unwrap();
        let run = |seed| {
            let mut solver = Solver::in_memory().with_on_demand_limit(5_000_000);
            train(&mut solver, spec, 4_000, seed, &|_| {}).unwrap()
        };
        let a = run(7);
        let b = run(7);
        assert_eq!(a.model.write(), b.model.write());
        assert_eq!(a.levels, vec![(4, 4_000)]);
        assert_eq!(a.fitted + a.held_out.positions, 4_000);
        assert_eq!(a.held_out.positions, 400);
        assert!(
            a.held_out.share() > a.held_out.majority_share(),
            "{:?}",
            a.held_out
        );
        assert_ne!(run(8).model.write(), a.model.write());
        // And the weights read back.
        assert_eq!(
            Model::read(&a.model.write()).unwrap().write(),
            a.model.write()
        );
    }
}
