//! The learned evaluation: a logistic model over [`super::features`], one set of weights for
//! the fox to move and one for the geese, per ruleset; its file format; the models compiled
//! into the binary (`data/eval/<ruleset>.txt`, made by `foxgeese train`).
//!
//! The model says how likely the fox side is to win: `p = σ(w · x)`, a draw counting as half
//! a win in the fit. The search uses the logit `w · x` in hundredths ([`Model::score`]), from
//! the fox's side.
//!
//! The file is plain text, one item a line, so that a change of weights reads well in a diff:
//!
//! ```text
//! foxgeese-eval 1
//! ruleset plyyard
//! features 24
//! fox 0.123456 -1.5 …
//! geese 0.5 …
//! samples 2000000
//! accuracy 0.8412
//! ```
//!
//! `samples`, `accuracy` and lines starting with `#` are information, not needed to evaluate.

use std::fmt::Write as _;

use super::features::{features, FEATURES};
use crate::rules::{Position, RulesetSpec, Side, Variant};

/// The first line of a weights file.
pub const MAGIC: &str = "foxgeese-eval 1";

/// Weights of one ruleset's evaluation.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    /// The ruleset (its variant's name, as `rulesets` lists it).
    pub ruleset: String,
    /// Weights with the fox to move.
    pub fox: [f32; FEATURES],
    /// Weights with the geese to move.
    pub geese: [f32; FEATURES],
    /// How many positions it was fitted on (0: not learned).
    pub samples: u64,
    /// Share of held-out positions whose winner it named (0: not measured).
    pub accuracy: f64,
}

/// Why a weights file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModelError {
    /// The first line is not [`MAGIC`].
    NotAModel,
    /// A line is missing or malformed: its number (from 1).
    BadLine(usize),
    /// It has another number of weights than this build's features.
    Features {
        /// How many it has.
        found: usize,
    },
}

/// Logit hundredths of a learned score: a score of 100 is odds of e : 1.
pub const SCALE: f32 = 100.0;
/// The largest score the evaluation gives (proven wins score above it).
pub const MAX_SCORE: i32 = 2_000;

impl Model {
    /// A model with these weights, learned from nothing (`samples` 0).
    pub fn new(ruleset: &str, fox: [f32; FEATURES], geese: [f32; FEATURES]) -> Model {
        Model {
            ruleset: ruleset.to_string(),
            fox,
            geese,
            samples: 0,
            accuracy: 0.0,
        }
    }

    /// The logit that the fox side wins `pos`.
    pub fn logit(&self, pos: &Position) -> f32 {
        let mut x = [0.0; FEATURES];
        features(pos, &mut x);
        self.logit_of(&x, pos.turn())
    }

    /// The logit from features `x` with `turn` to move.
    pub fn logit_of(&self, x: &[f32; FEATURES], turn: Side) -> f32 {
        let w = match turn {
            Side::Fox => &self.fox,
            Side::Geese => &self.geese,
        };
        w.iter().zip(x).map(|(a, b)| a * b).sum()
    }

    /// The score of `pos` for the fox side, in logit hundredths, within ±[`MAX_SCORE`].
    pub fn score(&self, pos: &Position) -> i32 {
        ((self.logit(pos) * SCALE) as i32).clamp(-MAX_SCORE, MAX_SCORE)
    }

    /// The model as its file says it.
    pub fn write(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "{MAGIC}");
        let _ = writeln!(s, "ruleset {}", self.ruleset);
        let _ = writeln!(s, "features {FEATURES}");
        for (name, w) in [("fox", &self.fox), ("geese", &self.geese)] {
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
        let mut weights = |name: &str| -> Result<[f32; FEATURES], ModelError> {
            let (n, ws) = field(name)?;
            let ws: Vec<f32> = ws
                .iter()
                .map(|w| w.parse::<f32>().ok().filter(|x| x.is_finite()))
                .collect::<Option<_>>()
                .ok_or(ModelError::BadLine(n))?;
            <[f32; FEATURES]>::try_from(ws).map_err(|_| ModelError::BadLine(n))
        };
        let fox = weights("fox")?;
        let geese = weights("geese")?;
        let mut model = Model::new(&ruleset, fox, geese);
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

    /// Weights set by hand, used where no learned model is compiled in: captures near the
    /// target and the fox's room matter most.
    pub fn fallback(variant: Variant) -> Model {
        let mut w = [0.0f32; FEATURES];
        for (i, x) in [
            (0, -0.5),
            (1, -1.0),
            (2, 1.0),
            (3, 0.5),
            (5, -1.0),
            (6, 1.0),
            (7, 1.5),
            (9, 1.0),
            (10, 3.0),
            (11, -3.0),
            (12, -1.5),
            (13, -0.5),
            (14, 0.5),
            (16, -0.5),
            (17, 1.0),
            (19, -0.5),
            (20, 0.5),
            (21, -2.0),
        ] {
            w[i] = x;
        }
        let mut geese = w;
        geese[7] = 0.8;
        geese[11] = -4.0;
        Model::new(variant.name(), w, geese)
    }
}

/// The weights file shipped for `variant` (`data/eval/<variant>.txt`).
pub fn builtin_text(variant: Variant) -> &'static str {
    match variant {
        Variant::PlyYard => include_str!("../../../data/eval/plyyard.txt"),
        Variant::Standard => include_str!("../../../data/eval/standard.txt"),
        Variant::LargeCross => include_str!("../../../data/eval/large-cross.txt"),
        Variant::TwoFoxes => include_str!("../../../data/eval/two-foxes.txt"),
        Variant::BoysOwn1870 => include_str!("../../../data/eval/boys-own-1870.txt"),
        Variant::BoysOwn1870Draughts => {
            include_str!("../../../data/eval/boys-own-1870-draughts.txt")
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
        m.fox[3] = -0.123_457;
        let back = Model::read(&m.write()).unwrap();
        assert_eq!(back, m);
        assert_eq!(back.write(), m.write());
    }

    #[test]
    fn bad_files_are_refused_with_their_line() {
        let good = Model::fallback(Variant::PlyYard).write();
        assert_eq!(Model::read("hello"), Err(ModelError::NotAModel));
        assert_eq!(Model::read(""), Err(ModelError::NotAModel));
        let short = good.replacen(" 1.000000", "", 1);
        assert!(matches!(Model::read(&short), Err(ModelError::BadLine(_))));
        let nan = good.replacen("fox -0.500000", "fox NaN", 1);
        assert_eq!(Model::read(&nan), Err(ModelError::BadLine(4)));
        let other = good.replacen("features 24", "features 3", 1);
        assert_eq!(Model::read(&other), Err(ModelError::Features { found: 3 }));
    }

    #[test]
    fn every_shipped_model_loads() {
        for v in Variant::ALL {
            let m = Model::read(builtin_text(v)).unwrap_or_else(|e| panic!("{v}: {e:?}"));
            assert_eq!(m.ruleset, v.name());
        }
    }
}
