//! `show`'s report: a game's current position, drawn as a board with its status lines.

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::rules::Bitboard;
use foxgeese::rules::Game;

use super::{position, Present, Style};

/// A game's current position.
#[derive(Serialize)]
pub struct ShowReport {
    pub ruleset: String,
    pub position: String,
    pub side: &'static str,
    pub captures: u8,
    pub outcome: &'static str,
    /// The outcome, in the learner's language.
    pub status: String,
    pub foxes: Vec<String>,
    pub geese: Vec<String>,
    /// The game itself, for the board and the status lines.
    #[serde(skip)]
    pub game: Game,
}

impl Present for ShowReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        position::board_and_status(&self.game, Bitboard::EMPTY, loc, style)
    }
}
