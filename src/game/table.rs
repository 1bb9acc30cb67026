//! [`Table`]: a game being played, as `foxgeese play` holds it. The rules' [`Game`] plus what
//! people do around it: who sits at which side, a resignation, taking actions back, and the
//! record to save.

use crate::rules::{Action, ActionText, Game, IllegalReason, Position, Side};

use super::record::{tag, GameResult, Record};

/// Who plays a side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Seat {
    /// A person at the keyboard.
    Human,
    /// The engine.
    Engine,
}

/// A game in play.
#[derive(Clone, Debug)]
pub struct Table {
    game: Game,
    fox: Seat,
    geese: Seat,
    resigned: Option<Side>,
}

impl Table {
    /// A game from `start`, with each side's seat.
    pub fn new(start: Position, fox: Seat, geese: Seat) -> Table {
        Table::resume(Game::new(start), fox, geese)
    }

    /// Goes on with a game already begun.
    pub fn resume(game: Game, fox: Seat, geese: Seat) -> Table {
        Table {
            game,
            fox,
            geese,
            resigned: None,
        }
    }

    /// The game so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The position reached.
    pub fn current(&self) -> Position {
        self.game.current()
    }

    /// Who plays `side`.
    pub fn seat(&self, side: Side) -> Seat {
        match side {
            Side::Fox => self.fox,
            Side::Geese => self.geese,
        }
    }

    /// Who is to play now.
    pub fn to_play(&self) -> Seat {
        self.seat(self.current().turn())
    }

    /// The result: a resignation, else the game's outcome (`*` while it goes on).
    pub fn result(&self) -> GameResult {
        match self.resigned {
            Some(side) => GameResult::resigned(side),
            None => GameResult::of(self.game.outcome()),
        }
    }

    /// Whether the game is over, by the rules or by a resignation.
    pub fn is_over(&self) -> bool {
        self.result() != GameResult::Unfinished
    }

    /// The side that resigned, if one did.
    pub fn resigned(&self) -> Option<Side> {
        self.resigned
    }

    /// Plays a written action for the side to move.
    pub fn play(&mut self, text: &ActionText) -> Result<Action, Vec<IllegalReason>> {
        if self.resigned.is_some() {
            return Err(vec![IllegalReason::GameOver]);
        }
        self.game.push(text)?;
        Ok(*self
            .game
            .actions()
            .last()
            .expect("an action was just played"))
    }

    /// The side to move gives the game up.
    pub fn resign(&mut self) {
        if !self.is_over() {
            self.resigned = Some(self.current().turn());
        }
    }

    /// Takes back actions until a person is to move again: the last action, and before it
    /// the engine's replies. Returns the actions taken back, last first; none at the start.
    /// A resignation is taken back with the game.
    pub fn undo(&mut self) -> Vec<Action> {
        let mut taken = Vec::new();
        self.resigned = None;
        while let Some(a) = self.game.undo() {
            taken.push(a);
            if self.to_play() == Seat::Human {
                break;
            }
        }
        taken
    }

    /// The game as a record: ruleset, start, result and actions, with `Fox` and `Geese`
    /// named by the caller (a person's name, or the engine's level) and `Date` if given.
    pub fn record(&self, fox: &str, geese: &str, date: Option<&str>) -> Record {
        let mut r = Record::of_game(&self.game, Some(self.result()));
        let result = r.tags.pop();
        r.set_tag(tag::FOX, fox);
        r.set_tag(tag::GEESE, geese);
        if let Some(d) = date {
            r.set_tag(tag::DATE, d);
        }
        if let Some(t) = result {
            r.tags.push(t);
        }
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;

    fn act(s: &str) -> ActionText {
        s.parse().unwrap()
    }

    #[test]
    fn undo_goes_back_to_the_persons_turn() {
        let start = Position::start(Ruleset::plyyard());
        let mut t = Table::new(start, Seat::Engine, Seat::Human);
        t.play(&act("c5-c4")).unwrap();
        t.play(&act("d4-d3")).unwrap();
        let taken = t.undo();
        assert_eq!(taken.len(), 2);
        assert_eq!(t.current(), start);
        assert!(t.undo().is_empty());

        let mut both = Table::new(start, Seat::Human, Seat::Human);
        both.play(&act("c5-c4")).unwrap();
        both.play(&act("d4-d3")).unwrap();
        assert_eq!(both.undo().len(), 1);
        assert_eq!(both.game().actions().len(), 1);
    }

    #[test]
    fn resigning_ends_the_game_for_the_other_side() {
        let start = Position::start(Ruleset::plyyard());
        let mut t = Table::new(start, Seat::Human, Seat::Human);
        assert_eq!(t.result(), GameResult::Unfinished);
        t.resign();
        assert_eq!(t.result(), GameResult::FoxWins);
        assert_eq!(t.play(&act("c5-c4")), Err(vec![IllegalReason::GameOver]));
        let r = t.record("Ana", "Budi", Some("2026-12-01"));
        assert_eq!(r.tag("Result"), Some("fox-wins"));
        assert_eq!(r.tags.last().map(|t| t.name()), Some("Result"));
        assert_eq!(r.tag("geese"), Some("Budi"));
    }
}
