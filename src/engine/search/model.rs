//! The learned evaluation: a logistic model over [`super::features`], one set of weights for
//! the fox to move and one for the geese, per ruleset; its file format; the models compiled
//! into the binary (`data/eval/<ruleset>.txt`, made by `foxgeese train`).
//!
//! For each side to move the model has two logistic regressions over the same features:
//! how likely the fox side wins, `p_f = σ(w_f · x)`, and how likely the geese win,
//! `p_g = σ(w_g · x)` (scaled down together when they sum past 1); a draw is the rest. Many
//! positions of these games are draws (play that goes on for ever), so the model names three
//! results, not two. The search uses the expected result for the fox, `e = p_f − p_g` (−1 to
//! 1), as a logit in hundredths: `100 · ln((1 + e) / (1 − e))` ([`Model::score`]).
//!
//! The file is plain text, one item a line, so that a change of weights reads well in a diff:
//!
//! ```text
//! foxgeese-eval 2
//! ruleset plyyard
//! features 24
//! fox-to-move-fox-wins 0.123456 -1.5 …
//! fox-to-move-geese-win …
//! geese-to-move-fox-wins …
//! geese-to-move-geese-win …
//! samples 2000000
//! accuracy 0.8412
//! ```
//!
//! `samples`, `accuracy` and lines starting with `#` are information, not needed to evaluate.
//!
//! Two more files are fitted to games rather than tables, for the sides whose tables teach
//! them little: `data/eval/standard-geese.txt`, the weights the standard game's geese play
//! with, and `data/eval/large-cross-fox.txt`, the Large Cross's fox's, each fitted to the
//! results of engine games (`foxgeese train --ruleset R --games N`: [`crate::arena::fit`]).
//! Which weights a search uses is [`Model::for_side`]'s choice, under an [`Eval`].

use std::fmt::Write as _;

use super::features::{features, FEATURES};
use crate::rules::{Position, RulesetSpec, Side, Variant};

/// The first line of a weights file.
pub const MAGIC: &str = "foxgeese-eval 2";

/// The names of the four weight lines, in [`Model::weights`] order.
pub const LINES: [&str; 4] = [
    "fox-to-move-fox-wins",
    "fox-to-move-geese-win",
    "geese-to-move-fox-wins",
    "geese-to-move-geese-win",
];

/// Weights of one ruleset's evaluation.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    /// The ruleset (its variant's name, as `rulesets` lists it).
    pub ruleset: String,
    /// The four weight sets, in [`LINES`] order: for the fox to move, the fox's win and the
    /// geese's; then the same for the geese to move.
    pub weights: [[f32; FEATURES]; 4],
    /// How many positions it was fitted on (0: set by hand).
    pub samples: u64,
    /// Share of held-out positions whose result it named (0: not measured).
    pub accuracy: f64,
}

/// Why a weights file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModelError {
    /// The first line is not [`MAGIC`].
    NotAModel,
    /// A line is missing or malformed: its number (from 1; 0: the file ended early).
    BadLine(usize),
    /// It has another number of weights than this build's features.
    Features {
        /// How many it has.
        found: usize,
    },
}

/// Logit hundredths of a score: a score of 100 is odds of e : 1.
pub const SCALE: f32 = 100.0;
/// The largest score the evaluation gives (forced ends found in a search score beyond it).
pub const MAX_SCORE: i32 = 2_000;

/// The chances of the three results, each 0 to 1, summing to 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Chances {
    /// The fox side wins.
    pub fox: f32,
    /// The geese win.
    pub geese: f32,
    /// A draw.
    pub draw: f32,
}

impl Chances {
    /// The result named: the likeliest (`None`: a draw).
    pub fn named(&self) -> Option<Side> {
        if self.fox >= self.geese && self.fox >= self.draw {
            Some(Side::Fox)
        } else if self.geese >= self.draw {
            Some(Side::Geese)
        } else {
            None
        }
    }
}

fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

impl Model {
    /// A model with these weights, learned from nothing (`samples` 0).
    pub fn new(ruleset: &str, weights: [[f32; FEATURES]; 4]) -> Model {
        Model {
            ruleset: ruleset.to_string(),
            weights,
            samples: 0,
            accuracy: 0.0,
        }
    }

    /// The chances of each result from features `x` with `turn` to move.
    pub fn chances_of(&self, x: &[f32; FEATURES], turn: Side) -> Chances {
        let base = match turn {
            Side::Fox => 0,
            Side::Geese => 2,
        };
        let dot = |w: &[f32; FEATURES]| -> f32 { w.iter().zip(x).map(|(a, b)| a * b).sum() };
        let mut fox = sigmoid(dot(&self.weights[base]));
        let mut geese = sigmoid(dot(&self.weights[base + 1]));
        let sum = fox + geese;
        if sum > 1.0 {
            fox /= sum;
            geese /= sum;
        }
        Chances {
            fox,
            geese,
            draw: (1.0 - fox - geese).max(0.0),
        }
    }

    /// The chances of each result in `pos`.
    pub fn chances(&self, pos: &Position) -> Chances {
        let mut x = [0.0; FEATURES];
        features(pos, &mut x);
        self.chances_of(&x, pos.turn())
    }

    /// The score of `pos` for the fox side, in logit hundredths of its expected result,
    /// within ±[`MAX_SCORE`].
    pub fn score(&self, pos: &Position) -> i32 {
        let c = self.chances(pos);
        let e = f64::from(c.fox - c.geese).clamp(-0.999_999, 0.999_999);
        let s = f64::from(SCALE) * ((1.0 + e) / (1.0 - e)).ln();
        (s as i32).clamp(-MAX_SCORE, MAX_SCORE)
    }

    /// The model as its file says it.
    pub fn write(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "{MAGIC}");
        let _ = writeln!(s, "ruleset {}", self.ruleset);
        let _ = writeln!(s, "features {FEATURES}");
        for (name, w) in LINES.iter().zip(&self.weights) {
            s.push_str(name);
            for x in w {
                let _ = write!(s, " {x:.6}");
            }
            s.push('\n');
        }
        let _ = writeln!(s, "samples {}", self.samples);
        let _ = writeln!(s, "accuracy {:.4}", self.accuracy);
        s
    }

    /// Reads a model from its file's text.
    pub fn read(text: &str) -> Result<Model, ModelError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'));
        match lines.next() {
            Some((_, l)) if l == MAGIC => {}
            _ => return Err(ModelError::NotAModel),
        }
        let mut field = |name: &str| -> Result<(usize, Vec<String>), ModelError> {
            let (n, l) = lines.next().ok_or(ModelError::BadLine(0))?;
            let mut words = l.split_whitespace();
            if words.next() != Some(name) {
                return Err(ModelError::BadLine(n));
            }
            Ok((n, words.map(str::to_string).collect()))
        };
        let (n, ruleset) = field("ruleset")?;
        let [ruleset] = <[String; 1]>::try_from(ruleset).map_err(|_| ModelError::BadLine(n))?;
        let (n, count) = field("features")?;
        let found: usize = count
            .first()
            .and_then(|c| c.parse().ok())
            .ok_or(ModelError::BadLine(n))?;
        if found != FEATURES {
            return Err(ModelError::Features { found });
        }
        let mut weights = [[0.0; FEATURES]; 4];
        for (name, w) in LINES.iter().zip(&mut weights) {
            let (n, ws) = field(name)?;
            let ws: Vec<f32> = ws
                .iter()
                .map(|w| w.parse::<f32>().ok().filter(|x| x.is_finite()))
                .collect::<Option<_>>()
                .ok_or(ModelError::BadLine(n))?;
            *w = <[f32; FEATURES]>::try_from(ws).map_err(|_| ModelError::BadLine(n))?;
        }
        let mut model = Model::new(&ruleset, weights);
        if let Ok((n, s)) = field("samples") {
            model.samples = s
                .first()
                .and_then(|x| x.parse().ok())
                .ok_or(ModelError::BadLine(n))?;
            if let Ok((n, a)) = field("accuracy") {
                model.accuracy = a
                    .first()
                    .and_then(|x| x.parse().ok())
                    .ok_or(ModelError::BadLine(n))?;
            }
        }
        Ok(model)
    }

    /// The model compiled in for `spec`'s variant.
    pub fn builtin(spec: RulesetSpec) -> &'static Model {
        use std::sync::OnceLock;
        static MODELS: OnceLock<Vec<Model>> = OnceLock::new();
        let models = MODELS.get_or_init(|| {
            Variant::ALL
                .iter()
                .map(|v| Model::read(builtin_text(*v)).unwrap_or_else(|_| Model::fallback(*v)))
                .collect()
        });
        let i = Variant::ALL
            .iter()
            .position(|v| *v == spec.variant)
            .unwrap_or(0);
        &models[i]
    }

    /// The weights the engine plays `side` with in `spec` ([`Eval::Shipped`]).
    pub fn for_side(spec: RulesetSpec, side: Side) -> &'static Model {
        Model::for_side_with(spec, side, Eval::Shipped)
    }

    /// The weights the engine plays `side` with in `spec` under `eval`. With
    /// [`Eval::Shipped`], the sides whose tables teach little play with weights fitted to
    /// games ([`Model::games_fitted`]); otherwise as [`Eval::Tables`] says.
    pub fn for_side_with(spec: RulesetSpec, side: Side, eval: Eval) -> &'static Model {
        match (eval, side) {
            (Eval::Shipped, _) => Model::games_fitted(spec, side)
                .unwrap_or_else(|| Model::from_tables_for_side(spec, side)),
            (Eval::Geese(m), Side::Geese) => m,
            _ => Model::from_tables_for_side(spec, side),
        }
    }

    /// The weights fitted to engine games that `side` plays with in `spec`, compiled in:
    /// the standard game's geese (`data/eval/standard-geese.txt`) and the Large Cross's fox
    /// (`data/eval/large-cross-fox.txt`). `None` elsewhere: the tables' weights serve.
    pub fn games_fitted(spec: RulesetSpec, side: Side) -> Option<&'static Model> {
        use std::sync::OnceLock;
        static STANDARD_GEESE: OnceLock<Model> = OnceLock::new();
        static LARGE_CROSS_FOX: OnceLock<Model> = OnceLock::new();
        let (cell, text) = match (side, spec.variant) {
            (Side::Geese, Variant::Standard) => (
                &STANDARD_GEESE,
                crate::shipped::text("data/eval/standard-geese.txt"),
            ),
            (Side::Fox, Variant::LargeCross) => (
                &LARGE_CROSS_FOX,
                crate::shipped::text("data/eval/large-cross-fox.txt"),
            ),
            _ => return None,
        };
        Some(cell.get_or_init(|| {
            Model::read(text).unwrap_or_else(|_| Model::from_tables_for_side(spec, side).clone())
        }))
    }

    /// The weights fitted to the tables alone for `side` in `spec`: the ruleset's own, except
    /// for the geese where its tables give them little to steer by. The standard game's and the
    /// draught board's tables are fox wins nearly everywhere (99.99 % and 98.5 % of the
    /// samples), the Large Cross's only reach seven geese of its 18: fitted to them, the
    /// weights tell a goose move that shuts the fox in from one that frees it hardly at all.
    /// There the geese play with Ply Yard's weights (same features, fitted to tables where the
    /// geese win often), which won them 10, 8 and 18 of 20 games against `random` and `greedy`
    /// foxes where their own won 1, 0 and 3 of 10 (docs/engine.md). The evaluation a review
    /// reports stays the ruleset's own ([`Model::builtin`]).
    fn from_tables_for_side(spec: RulesetSpec, side: Side) -> &'static Model {
        match (side, spec.variant) {
            (
                Side::Geese,
                Variant::Standard | Variant::LargeCross | Variant::BoysOwn1870Draughts,
            ) => Model::builtin(RulesetSpec::default()),
            _ => Model::builtin(spec),
        }
    }

    /// Weights set by hand, for a ruleset whose tables cannot be built here (Two Foxes ships
    /// them as its file): the fox's win grows with captures near the target, open geese and
    /// the fox's room; the geese's win with geese kept, a fox shut in and the paddock filled.
    /// A goose is worth much (`geese-left` 8, `needs` −6): with a weight of 2 and −1 the geese
    /// gave up geese for a little paddock and, short of geese, drew against random foxes
    /// (8 and 8 wins of 10 against `random` and `greedy` at 20,000 nodes a move, where these
    /// weights won 10 and 10; docs/engine.md).
    pub fn fallback(variant: Variant) -> Model {
        let set = |pairs: &[(usize, f32)]| {
            let mut w = [0.0f32; FEATURES];
            for &(i, x) in pairs {
                w[i] = x;
            }
            w
        };
        let fox_wins = set(&[
            (0, -2.0),
            (2, 2.0),
            (3, 1.0),
            (5, -6.0),
            (7, 1.5),
            (9, 1.5),
            (10, 2.0),
            (17, 1.0),
            (21, -2.0),
        ]);
        let geese_win = set(&[
            (0, -1.0),
            (1, 8.0),
            (6, -2.0),
            (10, -3.0),
            (11, 3.0),
            (12, 1.5),
            (13, 0.5),
            (19, 0.5),
            (21, 3.0),
        ]);
        let mut fox_to_move = fox_wins;
        fox_to_move[7] = 3.0;
        Model::new(
            variant.name(),
            [fox_to_move, geese_win, fox_wins, geese_win],
        )
    }
}

/// Which weights a search plays with ([`Model::for_side_with`]).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Eval {
    /// What the engine plays with: the tables' weights, and for the standard game's geese
    /// and the Large Cross's fox the weights fitted to games ([`Model::games_fitted`]).
    #[default]
    Shipped,
    /// The weights fitted to the tables alone (for the geese of the standard game, the
    /// Large Cross and the draught board, Ply Yard's). The games that fit the standard
    /// geese's weights are played with these, so that the fit does not depend on the weights
    /// it makes; the openings of a match are judged with them, so that they stay the same
    /// whatever weights the players use.
    Tables,
    /// The tables' weights, but these for the geese: the games of a fit played with the
    /// weights an earlier fit made (`train --games N --geese-weights FILE`).
    Geese(&'static Model),
}

/// The weights file shipped for `variant` (`data/eval/<variant>.txt`).
pub fn builtin_text(variant: Variant) -> &'static str {
    match variant {
        Variant::PlyYard => crate::shipped::text("data/eval/plyyard.txt"),
        Variant::Standard => crate::shipped::text("data/eval/standard.txt"),
        Variant::LargeCross => crate::shipped::text("data/eval/large-cross.txt"),
        Variant::TwoFoxes => crate::shipped::text("data/eval/two-foxes.txt"),
        Variant::BoysOwn1870 => crate::shipped::text("data/eval/boys-own-1870.txt"),
        Variant::BoysOwn1870Draughts => {
            crate::shipped::text("data/eval/boys-own-1870-draughts.txt")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_model_reads_back_what_it_wrote() {
        let mut m = Model::fallback(Variant::Standard);
        m.samples = 12;
        m.accuracy = 0.75;
        m.weights[3][4] = -0.123_457;
        let back = Model::read(&m.write()).unwrap();
        assert_eq!(back, m);
        assert_eq!(back.write(), m.write());
    }

    #[test]
    fn bad_files_are_refused_with_their_line() {
        let good = Model::fallback(Variant::PlyYard).write();
        assert_eq!(Model::read("hello"), Err(ModelError::NotAModel));
        assert_eq!(Model::read(""), Err(ModelError::NotAModel));
        let short = good.replacen(" -2.000000", "", 1);
        assert_eq!(Model::read(&short), Err(ModelError::BadLine(4)));
        let nan = good.replacen(
            "fox-to-move-fox-wins -2.000000",
            "fox-to-move-fox-wins NaN",
            1,
        );
        assert_eq!(Model::read(&nan), Err(ModelError::BadLine(4)));
        let other = good.replacen("features 24", "features 3", 1);
        assert_eq!(Model::read(&other), Err(ModelError::Features { found: 3 }));
        let cut: String = good.lines().take(5).map(|l| format!("{l}\n")).collect();
        assert_eq!(Model::read(&cut), Err(ModelError::BadLine(0)));
    }

    #[test]
    fn chances_sum_to_one_and_the_score_follows_them() {
        let m = Model::fallback(Variant::PlyYard);
        for spec in RulesetSpec::ALL {
            let spec: RulesetSpec = spec.parse().unwrap();
            let pos = Position::start(crate::rules::Ruleset::get(spec));
            let c = m.chances(&pos);
            assert!((c.fox + c.geese + c.draw - 1.0).abs() < 1e-5, "{c:?}");
            assert!([c.fox, c.geese, c.draw]
                .iter()
                .all(|p| (0.0..=1.0).contains(p)));
            let s = m.score(&pos);
            assert_eq!(s > 0, c.fox > c.geese, "{spec}: {s} {c:?}");
        }
    }

    #[test]
    fn two_foxes_ships_the_hand_set_weights() {
        assert_eq!(
            builtin_text(Variant::TwoFoxes),
            Model::fallback(Variant::TwoFoxes).write()
        );
    }

    #[test]
    fn every_shipped_model_loads() {
        for v in Variant::ALL {
            let m = Model::read(builtin_text(v)).unwrap_or_else(|e| panic!("{v}: {e:?}"));
            assert_eq!(m.ruleset, v.name());
        }
    }

    /// The sides whose tables teach little play with weights fitted to games: the standard
    /// game's geese and the Large Cross's fox, each its own file. Under the tables' weights,
    /// and for every other side, nothing changes.
    #[test]
    fn the_sides_fitted_to_games_play_with_those_weights() {
        let standard: RulesetSpec = "standard".parse().unwrap();
        let large_cross: RulesetSpec = "large-cross".parse().unwrap();
        let plyyard = Model::builtin(RulesetSpec::default());
        for (spec, side, text, tables) in [
            (
                standard,
                Side::Geese,
                crate::shipped::text("data/eval/standard-geese.txt"),
                plyyard,
            ),
            (
                large_cross,
                Side::Fox,
                crate::shipped::text("data/eval/large-cross-fox.txt"),
                Model::builtin(large_cross),
            ),
        ] {
            let shipped = Model::read(text).unwrap();
            assert_eq!(shipped.ruleset, spec.variant.name(), "{spec}");
            assert!(shipped.samples > 0 && shipped.accuracy > 0.5, "{shipped:?}");
            assert_ne!(&shipped, tables, "{spec}");
            assert_eq!(Model::for_side(spec, side), &shipped, "{spec}");
            assert_eq!(Model::games_fitted(spec, side), Some(&shipped), "{spec}");
            assert_eq!(
                Model::for_side_with(spec, side, Eval::Tables),
                tables,
                "{spec}"
            );
        }
        for spec in RulesetSpec::ALL {
            let spec: RulesetSpec = spec.parse().unwrap();
            for side in [Side::Fox, Side::Geese] {
                let fitted = matches!(
                    (spec.variant, side),
                    (Variant::Standard, Side::Geese) | (Variant::LargeCross, Side::Fox)
                );
                assert_eq!(Model::games_fitted(spec, side).is_some(), fitted, "{spec}");
                if !fitted {
                    assert_eq!(
                        Model::for_side(spec, side),
                        Model::for_side_with(spec, side, Eval::Tables),
                        "{spec}"
                    );
                }
            }
        }
    }
}
