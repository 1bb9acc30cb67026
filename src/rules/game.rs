//! `Game`: a start position and the actions played from it, for the rules that need history.
//!
//! A single position cannot know it has been seen before, so a draw by repetition (the Large
//! Cross rule: the same position with the same side to move for the third time) is decided
//! here. Everything else about the outcome is the current position's.
//!
//! A game keeps the actions played as well as the positions, so it can be written back as a
//! record (`crate::game::record`) and taken back one ply at a time ([`Game::undo`]).

use super::action::{Action, ActionText, IllegalReason};
use super::position::{DrawReason, Outcome, Position};
use super::ruleset::Ruleset;

/// A game record: where it started, every action played and every position since.
#[derive(Clone, Debug)]
pub struct Game {
    /// The start, then the position after each action: one more than `actions`.
    positions: Vec<Position>,
    actions: Vec<Action>,
}

/// An action of a record that could not be played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordError {
    /// 0-based index of the action in the record.
    pub index: usize,
    /// The action as written.
    pub action: ActionText,
    /// Why it is not legal in the position reached.
    pub reasons: Vec<IllegalReason>,
    /// The ruleset played (the reasons are worded by it).
    pub rules: &'static Ruleset,
}

impl Game {
    /// A record with no actions yet.
    pub fn new(start: Position) -> Game {
        Game {
            positions: vec![start],
            actions: Vec::new(),
        }
    }

    /// Plays the written actions in order, stopping at the first illegal one.
    pub fn replay(start: Position, actions: &[ActionText]) -> Result<Game, RecordError> {
        let mut game = Game::new(start);
        for (index, text) in actions.iter().enumerate() {
            game.push(text).map_err(|reasons| RecordError {
                index,
                action: text.clone(),
                reasons,
                rules: start.rules(),
            })?;
        }
        Ok(game)
    }

    /// Plays one written action from the current position.
    pub fn push(&mut self, text: &ActionText) -> Result<(), Vec<IllegalReason>> {
        let current = self.current();
        if let Outcome::Draw(DrawReason::Repetition(_)) = self.outcome() {
            return Err(vec![IllegalReason::GameOver]);
        }
        let action = current.find(text)?;
        self.positions.push(current.play_unchecked(&action));
        self.actions.push(action);
        Ok(())
    }

    /// Takes back the last action played, returning it; `None` at the start.
    pub fn undo(&mut self) -> Option<Action> {
        let action = self.actions.pop()?;
        self.positions.pop();
        Some(action)
    }

    /// The position the game started from.
    pub fn start(&self) -> Position {
        self.positions[0]
    }

    /// Every action played, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The position reached.
    pub fn current(&self) -> Position {
        *self.positions.last().expect("a game has its start")
    }

    /// Every position from the start to the current one.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// How often the current position (same pieces, same side to move) has occurred.
    pub fn repetitions(&self) -> usize {
        let now = self.current().repetition_key();
        self.positions
            .iter()
            .filter(|p| p.repetition_key() == now)
            .count()
    }

    /// The outcome: the current position's, or a draw by repetition where the ruleset has one.
    pub fn outcome(&self) -> Outcome {
        let current = self.current();
        let o = current.outcome();
        if o.is_over() {
            return o;
        }
        match current.rules().draws {
            Some(d) if self.repetitions() >= d.repetitions as usize => {
                Outcome::Draw(DrawReason::Repetition(d.repetitions))
            }
            _ => o,
        }
    }
}
