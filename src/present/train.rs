//! `train`'s report: the positions fitted on, where the weights went, and the accuracy on
//! the positions held out.

use std::path::Path;

use serde::Serialize;

use foxgeese::arena::fit::{self, GamesFit, GamesSpec};
use foxgeese::engine::search::train::{self, Accuracy, GEESE};
use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};

use super::tables::grouped;
use super::{Present, Style};

/// One goose count sampled.
#[derive(Serialize)]
pub struct Level {
    pub geese: u8,
    pub positions: u64,
}

/// How the model did on positions held out, as shares (0 to 1).
#[derive(Serialize)]
pub struct Held {
    pub positions: u64,
    pub accuracy: f64,
    pub majority: f64,
    pub balanced: f64,
    pub draws: u64,
    pub log_loss: f64,
}

impl Held {
    fn of(a: &Accuracy) -> Held {
        let round = |x: f64| (x * 10_000.0).round() / 10_000.0;
        Held {
            positions: a.positions,
            accuracy: round(a.share()),
            majority: round(a.majority_share()),
            balanced: round(a.balanced()),
            draws: a.draws,
            log_loss: round(a.log_loss),
        }
    }
}

/// The games `train --games` played and fitted to.
#[derive(Serialize)]
pub struct Games {
    /// Games in each match.
    pub per_match: usize,
    pub matches: usize,
    pub played: u64,
    pub nodes: u64,
    pub fox_won: u64,
    pub geese_won: u64,
    pub drawn: u64,
}

/// What `train` did.
#[derive(Serialize)]
pub struct TrainReport {
    pub ruleset: String,
    pub tables: String,
    pub output: String,
    pub seed: u64,
    /// With `--games`: the games (`None`: fitted to the tables).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub games: Option<Games>,
    pub levels: Vec<Level>,
    pub fitted: u64,
    pub held_out: Held,
    pub fox_to_move: Held,
    pub geese_to_move: Held,
}

impl TrainReport {
    pub fn new(r: &train::TrainReport, tables: &Path, output: &Path, seed: u64) -> TrainReport {
        TrainReport {
            ruleset: r.model.ruleset.clone(),
            tables: tables.display().to_string(),
            output: output.display().to_string(),
            seed,
            games: None,
            levels: r
                .levels
                .iter()
                .map(|&(geese, positions)| Level { geese, positions })
                .collect(),
            fitted: r.fitted,
            held_out: Held::of(&r.held_out),
            fox_to_move: Held::of(&r.fox_to_move),
            geese_to_move: Held::of(&r.geese_to_move),
        }
    }

    /// The report of `train --games`.
    pub fn from_games(f: &GamesFit, spec: &GamesSpec, tables: &Path, output: &Path) -> TrainReport {
        let [fox_won, geese_won, drawn] = f.results;
        TrainReport {
            games: Some(Games {
                per_match: spec.games,
                matches: fit::MATCHES.len(),
                played: f.games,
                nodes: spec.nodes,
                fox_won,
                geese_won,
                drawn,
            }),
            ..TrainReport::new(&f.report, tables, output, spec.seed)
        }
    }
}

/// `x` as a percentage to a tenth; a value that rounds to zero from below is `0.0 %`, never
/// `-0.0 %`.
fn percent(x: f64) -> String {
    let p = (x * 1000.0).round() / 10.0;
    // `-0.0 + 0.0` is `0.0`.
    format!("{:.1} %", p + 0.0)
}

impl Present for TrainReport {
    fn text(&self, loc: &Localizer, _style: &Style) -> String {
        let geese: Vec<String> = self.levels.iter().map(|l| l.geese.to_string()).collect();
        let mut s = match &self.games {
            None => loc.msg(
                &Message::new(ids::TRAIN_DONE)
                    .arg("ruleset", self.ruleset.as_str())
                    .arg("fitted", grouped(self.fitted))
                    .arg("geese", geese.join(", "))
                    .arg("folder", self.tables.as_str())
                    .arg("path", self.output.as_str()),
            ),
            Some(g) => loc.msg(
                &Message::new(ids::TRAIN_DONE_GAMES)
                    .arg("ruleset", self.ruleset.as_str())
                    .arg("fitted", grouped(self.fitted))
                    .arg("games", grouped(g.played))
                    .arg("matches", g.matches)
                    .arg("nodes", grouped(g.nodes))
                    .arg("fox", grouped(g.fox_won))
                    .arg("geese", grouped(g.geese_won))
                    .arg("drawn", grouped(g.drawn))
                    .arg("path", self.output.as_str()),
            ),
        };
        s.push('\n');
        if self.games.is_none() && !self.levels.iter().any(|l| GEESE.contains(&l.geese)) {
            s.push_str(
                &loc.msg(
                    &Message::new(ids::TRAIN_SMALLER)
                        .arg("from", *GEESE.start())
                        .arg("to", *GEESE.end()),
                ),
            );
            s.push('\n');
        }
        let h = &self.held_out;
        s.push_str(
            &loc.msg(
                &Message::new(ids::TRAIN_ACCURACY)
                    .arg("held", grouped(h.positions))
                    .arg("accuracy", percent(h.accuracy))
                    .arg("fox", percent(self.fox_to_move.accuracy))
                    .arg("geese", percent(self.geese_to_move.accuracy))
                    .arg("majority", percent(h.majority))
                    .arg("balanced", percent(h.balanced)),
            ),
        );
        s.push('\n');
        if h.draws > 0 {
            s.push_str(&loc.msg(&Message::new(ids::TRAIN_DRAWS).arg("draws", grouped(h.draws))));
            s.push('\n');
        }
        s
    }
}

#[cfg(test)]
mod percent_tests {
    #[test]
    fn no_negative_zero() {
        for (x, want) in [
            (0.0, "0.0 %"),
            (-0.0, "0.0 %"),
            (-0.00001, "0.0 %"),
            (0.1234, "12.3 %"),
            (-0.5, "-50.0 %"),
        ] {
            assert_eq!(super::percent(x), want, "{x}");
        }
    }
}
