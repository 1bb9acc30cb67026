//! Matches: two players ([`player::Player`]) play each other in pairs of games, and the
//! results say which is stronger, by how much, in Elo ([`elo`]), as cutechess and fastchess
//! say it for chess engines.
//!
//! Fox and geese are not alike, so every pair of games starts from the same opening
//! ([`openings`]) with the sides swapped: game `2k` has A as the fox, game `2k + 1` A as the
//! geese (an odd last game has A as the fox). Openings vary from pair to pair.
//!
//! How a game ends. By the ruleset's own rules ([`Game::outcome`]: a win, or where the
//! ruleset has them a draw by repetition or by quiet plies); and, since some rulesets let a
//! game go on forever (geese shuffling sideways, a fox pacing), the match adjudicates a draw
//! when a position comes up for the third time with the same side to move
//! ([`End::Repetition`]) or when the game reaches [`MAX_PLIES`] plies ([`End::PlyCap`]), as
//! chess matches adjudicate long games. Where the rules end every game themselves (a draw by
//! quiet plies) the cap is [`MAX_PLIES_FINITE`], a guard only ([`max_plies`]).
//!
//! Determinism: game `i` draws its players' random numbers from the seed and `i` alone, and
//! the openings are drawn before any game starts, so the results of a seed do not depend on
//! how many games run at once (`jobs`). An engine bounded by search nodes
//! ([`Budget::Nodes`]) replays exactly, on any machine; one bounded by time stops on the
//! clock and may choose differently when the machine is busy (levels 1 to 4, whose depth is
//! bounded, rarely do).
//!
//! The games run on a rayon pool of `jobs` threads; each worker keeps one solver (its tables
//! read once). Progress is told through a callback, never printed here.

pub mod elo;
pub mod fit;
pub mod openings;
pub mod player;

use rayon::prelude::*;
use std::path::PathBuf;

use crate::engine::search::model::Eval;
use crate::engine::{Budget, Rng};
use crate::rules::{Action, Game, Outcome, Position, Ruleset, Side};
use crate::solve::{SolveError, Solver};

use elo::{Pairs, Tally};
use openings::Opening;
use player::{Player, Seat};

/// The most plies of a match game (the opening's included) before it is adjudicated a draw,
/// where the rules let a game go on for ever: twice the longest win Ply Yard's tables know
/// (140 plies), with room to spare.
pub const MAX_PLIES: usize = 300;

/// The most plies where the rules end every game themselves (a draw after so many plies
/// without a capture or a forward goose step: the Large Cross, Two Foxes, standard with
/// sideways steps). Geese never step back, so those games are finite; a slow win on the
/// Large Cross's 18 geese took 232 plies, and the cap only guards against a game longer than
/// any played.
pub const MAX_PLIES_FINITE: usize = 1000;

/// The ply cap of a match game under `rules`.
pub fn max_plies(rules: &Ruleset) -> usize {
    if rules.draws.is_some() {
        MAX_PLIES_FINITE
    } else {
        MAX_PLIES
    }
}

/// A match to play.
#[derive(Clone, Debug)]
pub struct MatchSpec {
    /// The first player.
    pub a: Player,
    /// The second player.
    pub b: Player,
    /// The ruleset.
    pub rules: &'static Ruleset,
    /// Games to play.
    pub games: usize,
    /// The engine's budget for one move: time, or search nodes.
    pub budget: Budget,
    /// The seed of the openings and of every player's random numbers.
    pub seed: u64,
    /// Where the games start: pair `k` plays `openings[k % len]` (random ones when empty).
    pub openings: Vec<Opening>,
    /// The table folder (`None`: tables in memory only, built on demand).
    pub tables: Option<PathBuf>,
    /// Threads.
    pub jobs: usize,
    /// The engines' evaluation: what ships ([`Eval::Shipped`]), or what [`fit`] plays the
    /// games it learns from with.
    pub eval: Eval,
}

/// How a match game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum End {
    /// By the ruleset's rules.
    Rules(Outcome),
    /// Adjudicated a draw: a position came up for the third time.
    Repetition,
    /// Adjudicated a draw: [`MAX_PLIES`] plies were played.
    PlyCap,
}

impl End {
    /// The side that won, if one did.
    pub fn winner(self) -> Option<Side> {
        match self {
            End::Rules(Outcome::Win { winner, .. }) => Some(winner),
            _ => None,
        }
    }

    /// The name used in JSON: `fox-wins`, `geese-win`, `draw` (the ruleset's draw),
    /// `repetition` or `ply-cap`.
    pub const fn name(self) -> &'static str {
        match self {
            End::Rules(o) => o.name(),
            End::Repetition => "repetition",
            End::PlyCap => "ply-cap",
        }
    }
}

/// One game of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// Its number, from 0.
    pub index: usize,
    /// Its pair (the opening it started from).
    pub pair: usize,
    /// The side A played.
    pub a_side: Side,
    /// How it ended.
    pub end: End,
    /// Every action, the opening's first.
    pub actions: Vec<Action>,
    /// Plies of the opening.
    pub opening_plies: usize,
}

impl GameResult {
    /// The game from A's side.
    pub fn a_tally(&self) -> Tally {
        match self.end.winner() {
            Some(w) if w == self.a_side => Tally {
                wins: 1,
                ..Tally::default()
            },
            Some(_) => Tally {
                losses: 1,
                ..Tally::default()
            },
            None => Tally {
                draws: 1,
                ..Tally::default()
            },
        }
    }
}

/// A match played.
#[derive(Clone, Debug)]
pub struct MatchResult {
    /// Every game, in order.
    pub games: Vec<GameResult>,
    /// The openings played, by pair.
    pub openings: Vec<Opening>,
}

impl MatchResult {
    /// A's results over the games where A played `side` (every game: `None`).
    pub fn a_tally(&self, side: Option<Side>) -> Tally {
        self.games
            .iter()
            .filter(|g| side.is_none_or(|s| g.a_side == s))
            .fold(Tally::default(), |t, g| t.plus(g.a_tally()))
    }

    /// A's complete pairs (both games of an opening played; an odd last game is left out),
    /// by its points in each: what [`elo::Elo::of_pairs`] counts.
    pub fn a_pairs(&self) -> Pairs {
        let mut pairs = Pairs::default();
        // Games are in order, game i of pair i / 2.
        for two in self.games.chunks_exact(2) {
            debug_assert_eq!(two[0].pair, two[1].pair);
            pairs.add(two[0].a_tally(), two[1].a_tally());
        }
        pairs
    }

    /// What each opening (by pair) is worth with best play, where the solver knows it without
    /// searching: a finished game, the tables, Ply Yard's proven strategy for the geese, or
    /// the sweep of the whole game ([`crate::solve::sweep`]). `None`: not proven. A side can
    /// win a game only from an opening it wins; the bar the engine is held to counts those.
    pub fn opening_values(
        &self,
        start: Position,
        solver: &mut Solver,
    ) -> Result<Vec<Option<OpeningValue>>, SolveError> {
        let mut out = Vec::with_capacity(self.openings.len());
        for opening in &self.openings {
            let pos = opening
                .iter()
                .fold(start, |p, a| p.play_unchecked(a))
                .without_clock();
            let value = match solver.probe(&pos)? {
                Some(crate::solve::Value::Win { winner, .. }) => Some(OpeningValue::Win(winner)),
                Some(crate::solve::Value::Draw) => Some(OpeningValue::Draw),
                None => solver.swept_winner(&pos)?.map(OpeningValue::Win),
            };
            out.push(value);
        }
        Ok(out)
    }
}

/// Who wins an opening's position with best play, where that is proven.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpeningValue {
    /// This side wins.
    Win(Side),
    /// Neither side can force a win.
    Draw,
}

/// A number drawn from the seed for one purpose: SplitMix64 over the three.
fn mix(seed: u64, a: u64, b: u64) -> u64 {
    let mut r = Rng::new(seed ^ a.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ b.rotate_left(32));
    r.next_u64()
}

/// Plays `spec`'s match. `done` is told of every game as it ends (from any thread, in any
/// order); the result lists them in order.
pub fn play(
    spec: &MatchSpec,
    done: &(dyn Fn(&GameResult) + Sync),
) -> Result<MatchResult, SolveError> {
    let start = Position::start(spec.rules);
    let pairs = spec.games.div_ceil(2);
    let openings = if spec.openings.is_empty() {
        openings::random(start, pairs, spec.seed)
    } else {
        (0..pairs)
            .map(|k| spec.openings[k % spec.openings.len()].clone())
            .collect()
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(spec.jobs.max(1))
        .build()
        .expect("a pool of a bounded number of threads");
    let solver = || match &spec.tables {
        Some(dir) => Solver::new(dir),
        None => Solver::in_memory(),
    };
    let games = pool.install(|| {
        (0..spec.games)
            .into_par_iter()
            .with_max_len(1)
            .map_init(solver, |solver, i| {
                let g = play_one(spec, solver, i, start, &openings[i / 2])?;
                done(&g);
                Ok(g)
            })
            .collect::<Result<Vec<_>, SolveError>>()
    })?;
    Ok(MatchResult { games, openings })
}

/// The memory one worker of a match between `a` and `b` takes, with a margin: an engine's
/// search holds a transposition table (16 MiB) and a proof search while it chooses a move.
/// Measured on this project's machine: 40 MB a worker for two level-3 engines at 2,000
/// nodes a move, 43 MB for level 5 against `perfect` (docs/matches.md); `random` and `greedy`
/// take next to nothing.
pub fn worker_memory(a: Player, b: Player) -> u64 {
    let searches = |p: Player| matches!(p, Player::Engine(_));
    if searches(a) || searches(b) {
        48 << 20
    } else {
        2 << 20
    }
}

/// Game `i` of the match, from `opening`.
fn play_one(
    spec: &MatchSpec,
    solver: &mut Solver,
    i: usize,
    start: Position,
    opening: &Opening,
) -> Result<GameResult, SolveError> {
    let a_side = if i.is_multiple_of(2) {
        Side::Fox
    } else {
        Side::Geese
    };
    let seat = |player, who| Seat {
        player,
        rng: Rng::new(mix(spec.seed, i as u64, who)),
        budget: spec.budget,
        eval: spec.eval,
    };
    let (mut a, mut b) = (seat(spec.a, 1), seat(spec.b, 2));
    let texts: Vec<_> = opening.iter().map(Action::text).collect();
    let mut game = Game::replay(start, &texts).expect("openings are checked legal");
    let end = loop {
        let outcome = game.outcome();
        if outcome.is_over() {
            break End::Rules(outcome);
        }
        if game.repetitions() >= 3 {
            break End::Repetition;
        }
        if game.actions().len() >= max_plies(game.current().rules()) {
            break End::PlyCap;
        }
        let mover = if game.current().turn() == a_side {
            &mut a
        } else {
            &mut b
        };
        let Some(action) = mover.choose(&game, solver)? else {
            // No action: the rules' outcome says who won; never reached.
            break End::Rules(game.current().outcome());
        };
        game.push(&action.text())
            .expect("players choose legal actions");
    };
    Ok(GameResult {
        index: i,
        pair: i / 2,
        a_side,
        end,
        actions: game.actions().to_vec(),
        opening_plies: opening.len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RulesetSpec;

    fn spec(a: Player, b: Player, rules: &str, games: usize, jobs: usize) -> MatchSpec {
        MatchSpec {
            a,
            b,
            rules: Ruleset::get(rules.parse::<RulesetSpec>().unwrap()),
            games,
            budget: Budget::Nodes(2_000),
            seed: 11,
            openings: Vec::new(),
            tables: None,
            jobs,
            eval: Eval::Shipped,
        }
    }

    #[test]
    fn the_same_seed_plays_the_same_games_on_any_number_of_threads() {
        for rules in ["plyyard", "two-foxes", "boys-own-1870:fox-chooses"] {
            let s = spec(Player::Greedy, Player::Random, rules, 6, 1);
            let one = play(&s, &|_| {}).unwrap();
            let two = play(
                &MatchSpec {
                    jobs: 2,
                    ..s.clone()
                },
                &|_| {},
            )
            .unwrap();
            assert_eq!(one.games, two.games, "{rules}");
            let other = play(
                &MatchSpec {
                    seed: 12,
                    ..s.clone()
                },
                &|_| {},
            )
            .unwrap();
            assert_ne!(one.games, other.games, "{rules}");
        }
    }

    #[test]
    fn pairs_share_their_opening_with_the_sides_swapped() {
        let s = spec(Player::Random, Player::Random, "plyyard", 5, 2);
        let r = play(&s, &|_| {}).unwrap();
        assert_eq!(r.games.len(), 5);
        assert_eq!(r.openings.len(), 3);
        for g in &r.games {
            assert_eq!(
                g.a_side,
                if g.index.is_multiple_of(2) {
                    Side::Fox
                } else {
                    Side::Geese
                }
            );
            assert_eq!(&g.actions[..g.opening_plies], &r.openings[g.pair][..]);
            assert!(g.actions.len() <= max_plies(s.rules));
        }
        let t = r.a_tally(None);
        assert_eq!(t.games(), 5);
        assert_eq!(
            t,
            r.a_tally(Some(Side::Fox))
                .plus(r.a_tally(Some(Side::Geese)))
        );
        // Two complete pairs; the odd fifth game is no pair. Each pair's points are its two
        // games' points.
        let p = r.a_pairs();
        assert_eq!(p.pairs(), 2);
        let in_pairs: f64 = r.games[..4].iter().map(|g| g.a_tally().points()).sum();
        let counted: f64 = p
            .counts
            .iter()
            .enumerate()
            .map(|(k, &c)| f64::from(c) * k as f64 / 2.0)
            .sum();
        assert_eq!(in_pairs, counted);
    }

    #[test]
    fn every_game_ends() {
        // Two random players in a ruleset without draw rules: the match's own adjudication
        // ends what the rules do not.
        for rules in RulesetSpec::ALL {
            let r = play(&spec(Player::Random, Player::Random, rules, 2, 2), &|_| {}).unwrap();
            for g in &r.games {
                let replay = Game::replay(
                    Position::start(Ruleset::get(rules.parse().unwrap())),
                    &g.actions.iter().map(Action::text).collect::<Vec<_>>(),
                )
                .unwrap();
                match g.end {
                    End::Rules(o) => assert_eq!(replay.outcome(), o, "{rules}"),
                    End::Repetition => assert!(replay.repetitions() >= 3, "{rules}"),
                    End::PlyCap => {
                        assert_eq!(
                            g.actions.len(),
                            max_plies(replay.current().rules()),
                            "{rules}"
                        )
                    }
                }
            }
        }
    }
}
