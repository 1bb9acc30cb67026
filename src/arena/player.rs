//! The players of a match: an engine level (`1`–`5`, `perfect`), `random` (any legal action,
//! uniformly) or `greedy` (a capture whenever it has one, the one taking the most geese, else
//! any legal action). [`Seat`] is one player seated for one game, with its own random numbers.
//!
//! The engine is reached through [`Seat::choose`] alone: the seam between a match and however
//! the engine picks its action, so that a better engine changes this file only.

use std::fmt;
use std::str::FromStr;

use crate::engine::search::model::Eval;
use crate::engine::{self, Budget, Level, Rng};
use crate::rules::{Action, Game};
use crate::solve::{SolveError, Solver};

/// Who plays one side of a match.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Player {
    /// The engine at a level.
    Engine(Level),
    /// Any legal action, uniformly.
    Random,
    /// A capture whenever it can (the one taking the most geese), else any legal action.
    Greedy,
}

/// A player name that is not a level, `random` or `greedy`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BadPlayer(pub String);

impl FromStr for Player {
    type Err = BadPlayer;

    /// `1` to `5`, `perfect`, `random` or `greedy` (any case).
    fn from_str(s: &str) -> Result<Player, BadPlayer> {
        let t = s.trim();
        if t.eq_ignore_ascii_case("random") {
            return Ok(Player::Random);
        }
        if t.eq_ignore_ascii_case("greedy") {
            return Ok(Player::Greedy);
        }
        t.parse::<Level>()
            .map(Player::Engine)
            .map_err(|_| BadPlayer(s.to_string()))
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Engine(l) => write!(f, "{l}"),
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
        }
    }
}

impl Player {
    /// Every player name, weakest first: what an unknown name is compared with.
    pub const NAMES: [&'static str; 8] = ["random", "greedy", "1", "2", "3", "4", "5", "perfect"];
}

/// A player seated for one game: who, its random numbers, and the engine's budget a move.
pub struct Seat {
    /// Who.
    pub player: Player,
    /// Its own random numbers (so one seat's draws never shift the other's).
    pub rng: Rng,
    /// The engine's budget for one move: time, or search nodes (the same on every machine).
    pub budget: Budget,
    /// The engine's evaluation: what ships, or the weights fitted to the tables alone.
    pub eval: Eval,
}

/// Keeps of `actions` those that take the most geese (all of them when none captures): what
/// `greedy` chooses among, and the fox of an unbalanced opening.
pub fn keep_most_captures(actions: &mut Vec<Action>) {
    let most = actions
        .iter()
        .map(|a| a.captured().count())
        .max()
        .unwrap_or(0);
    actions.retain(|a| a.captured().count() == most);
}

impl Seat {
    /// The action this seat plays in `game`'s current position; `None` when it has none.
    /// The engine's searches go through `solver` (its tables and folder).
    pub fn choose(
        &mut self,
        game: &Game,
        solver: &mut Solver,
    ) -> Result<Option<Action>, SolveError> {
        let pos = game.current();
        let legal = pos.legal_actions();
        if legal.is_empty() {
            return Ok(None);
        }
        let any = |rng: &mut Rng, v: &[Action]| v[rng.below(v.len() as u64) as usize];
        Ok(Some(match self.player {
            Player::Random => any(&mut self.rng, &legal),
            Player::Greedy => {
                let mut best = legal;
                keep_most_captures(&mut best);
                any(&mut self.rng, &best)
            }
            Player::Engine(level) => {
                // The seam: the engine's own choice, with the game's history for repetitions.
                let positions = game.positions();
                let history = &positions[..positions.len() - 1];
                match engine::choose_with(
                    solver,
                    &pos,
                    history,
                    level,
                    self.budget,
                    self.eval,
                    &mut self.rng,
                )? {
                    Some(choice) => choice.action,
                    None => return Ok(None),
                }
            }
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Ruleset};

    #[test]
    fn players_read_and_say_themselves() {
        for name in Player::NAMES {
            let p: Player = name.parse().unwrap();
            assert_eq!(p.to_string(), name);
        }
        assert_eq!("GREEDY".parse(), Ok(Player::Greedy));
        assert_eq!(" 3 ".parse(), Ok(Player::Engine(Level::Casual(3))));
        for bad in ["", "0", "6", "best", "randm"] {
            assert_eq!(bad.parse::<Player>(), Err(BadPlayer(bad.to_string())));
        }
    }

    #[test]
    fn greedy_takes_the_most_geese_and_random_anything() {
        // The fox on d4 can jump c4 (landing on b4) or d3 (landing on d2), or step: greedy
        // jumps every time.
        let pos = Position::parse("3/3/7/2GF3/3G3/3/3 f 8", Ruleset::plyyard()).unwrap();
        let game = Game::new(pos);
        let mut solver = Solver::in_memory();
        for seed in 0..20 {
            let mut g = Seat {
                player: Player::Greedy,
                rng: Rng::new(seed),
                budget: Budget::Nodes(1),
                eval: Eval::Shipped,
            };
            let a = g.choose(&game, &mut solver).unwrap().unwrap();
            assert!(a.is_jump(), "{a}");
        }
        let mut r = Seat {
            player: Player::Random,
            rng: Rng::new(1),
            budget: Budget::Nodes(1),
            eval: Eval::Shipped,
        };
        let picks: std::collections::HashSet<String> = (0..200)
            .map(|_| r.choose(&game, &mut solver).unwrap().unwrap().to_string())
            .collect();
        assert_eq!(picks.len(), pos.legal_actions().len());
    }
}
