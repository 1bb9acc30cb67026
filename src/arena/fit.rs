//! Fitting the evaluation to the results of engine games: Texel's method from chess-engine
//! tuning (each position of a game labelled with how that game ended, and the model fitted
//! by the same logistic regression as to the tables, [`train::fit_report`]).
//!
//! Where the tables cannot teach a side, games can. The standard game's tables are fox wins
//! nearly everywhere, so weights fitted to them cannot tell the geese a move that shuts the
//! fox in from one that lets it go; games of the geese against foxes that err do. The Large
//! Cross's tables reach 7 of its 18 geese, where nearly all is drawn, so its fox's weights
//! fitted to them score every position with many geese alike. The shipped
//! `data/eval/standard-geese.txt` and `data/eval/large-cross-fox.txt` are made here
//! (`foxgeese train --ruleset standard --games N`, `--ruleset large-cross`).
//!
//! The games are [`MATCHES`], each `games` long, engines searching `nodes` nodes a move with
//! the weights fitted to the tables alone ([`Eval::Tables`]), or for the geese those of an
//! earlier fit ([`Eval::Geese`]: a second round, on the positions those weights lead to):
//! never the weights it makes, so the same binary, games, nodes, seed and weights write the
//! same file. Every position of a game from the end of its opening on is a sample; all
//! positions of one game in [`train::HOLD_OUT_EVERY`] are held out (positions of one game are
//! alike, so holding out single positions would measure the model on near-copies of what it
//! was fitted to).

use std::collections::BTreeMap;
use std::path::PathBuf;

use super::{player::Player, End, MatchSpec};
use crate::engine::search::features::{features, FEATURES};
use crate::engine::search::model::Eval;
use crate::engine::search::train::{self, Sample, TrainReport};
use crate::engine::{Budget, Level};
use crate::rules::{Outcome, Position, Ruleset, Side};
use crate::solve::{SolveError, Value};

/// The matches played, A against B (each plays both sides): the engine's levels against
/// foxes and geese that err in different ways, so that both results come up.
pub const MATCHES: [(Player, Player); 7] = [
    (Player::Engine(Level::Perfect), Player::Random),
    (Player::Engine(Level::Perfect), Player::Greedy),
    (Player::Engine(Level::Casual(5)), Player::Greedy),
    (Player::Engine(Level::Casual(4)), Player::Random),
    (Player::Engine(Level::Casual(3)), Player::Greedy),
    (
        Player::Engine(Level::Perfect),
        Player::Engine(Level::Casual(1)),
    ),
    (
        Player::Engine(Level::Perfect),
        Player::Engine(Level::Casual(2)),
    ),
];

/// Search nodes a move when not told.
pub const NODES: u64 = 10_000;
/// The seed when not told: matches 1000 to 1006, apart from the seeds the matches of
/// `docs/matches.md` measure the engine with (1 to 13), so that it is never measured on the
/// openings it was fitted to.
pub const SEED: u64 = 1000;

/// What to fit.
#[derive(Clone, Debug)]
pub struct GamesSpec {
    /// The ruleset.
    pub rules: &'static Ruleset,
    /// Games in each of [`MATCHES`].
    pub games: usize,
    /// Search nodes a move.
    pub nodes: u64,
    /// Match `k` is played with seed `seed + k`.
    pub seed: u64,
    /// The table folder the engines probe (`None`: tables in memory, built on demand).
    pub tables: Option<PathBuf>,
    /// Threads.
    pub jobs: usize,
    /// The weights the engines play with: the tables' ([`Eval::Tables`]), or for the geese
    /// those of an earlier fit ([`Eval::Geese`]).
    pub eval: Eval,
}

/// What the games gave, with the fit.
#[derive(Clone, Debug)]
pub struct GamesFit {
    /// The model and its accuracy on the held-out games' positions.
    pub report: TrainReport,
    /// Games played.
    pub games: u64,
    /// Of them, won by the fox side, by the geese, and drawn (by the rules or adjudicated).
    pub results: [u64; 3],
}

/// Plays `spec`'s games and fits a model to their results. `progress` is told of every game
/// as it ends (from any thread).
pub fn fit_to_games(
    spec: &GamesSpec,
    progress: &(dyn Fn() + Sync),
) -> Result<GamesFit, SolveError> {
    let mut samples = Vec::new();
    let mut held = Vec::new();
    let mut by_geese: BTreeMap<u8, u64> = BTreeMap::new();
    let mut results = [0u64; 3];
    let mut game_number = 0usize;
    for (k, &(a, b)) in MATCHES.iter().enumerate() {
        let m = MatchSpec {
            a,
            b,
            rules: spec.rules,
            games: spec.games,
            budget: Budget::Nodes(spec.nodes),
            seed: spec.seed.wrapping_add(k as u64),
            openings: Vec::new(),
            tables: spec.tables.clone(),
            jobs: spec.jobs,
            eval: spec.eval,
        };
        let played = super::play(&m, &|_| progress())?;
        for g in &played.games {
            let value = match g.end {
                End::Rules(Outcome::Win { winner, .. }) => Value::win(winner, 0),
                _ => Value::Draw,
            };
            results[match value.winner() {
                Some(Side::Fox) => 0,
                Some(Side::Geese) => 1,
                None => 2,
            }] += 1;
            let hold = train::held_out(game_number);
            game_number += 1;
            let mut pos = Position::start(spec.rules);
            for (i, action) in g.actions.iter().enumerate() {
                if i >= g.opening_plies && !pos.outcome().is_over() && !pos.fox_to_place() {
                    let mut x = [0.0; FEATURES];
                    features(&pos, &mut x);
                    let geese = pos.geese().count() as u8;
                    *by_geese.entry(geese).or_default() += 1;
                    samples.push(Sample {
                        x,
                        turn: pos.turn(),
                        value,
                        geese,
                    });
                    held.push(hold);
                }
                pos = pos.play_unchecked(action);
            }
        }
    }
    let report = train::fit_report(
        spec.rules.spec,
        &samples,
        &held,
        by_geese.into_iter().collect(),
    );
    Ok(GamesFit {
        report,
        games: game_number as u64,
        results,
    })
}
