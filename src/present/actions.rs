//! `actions`' report: the legal actions listed, drawn as a board with their destinations marked
//! and a table.

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};
use foxgeese::rules::Bitboard;
use foxgeese::rules::Game;

use super::{position, table, Present, Style};

/// The legal actions of one side, or of one piece.
#[derive(Serialize)]
pub struct ActionsReport {
    pub ruleset: String,
    pub position: String,
    pub outcome: &'static str,
    /// The side whose actions are listed.
    pub side: &'static str,
    /// The point whose piece's actions are listed (`--from`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    pub count: usize,
    pub actions: Vec<ActionItem>,
    /// The game, with the listed side to move.
    #[serde(skip)]
    pub game: Game,
    /// The destinations, marked on the board.
    #[serde(skip)]
    pub marks: Bitboard,
}

/// One legal action.
#[derive(Serialize)]
pub struct ActionItem {
    pub notation: String,
    /// `jump`, `step` or `placement`.
    pub kind: &'static str,
    pub from: String,
    pub to: String,
    /// The landing points, in order.
    pub path: Vec<String>,
    pub captures: Vec<String>,
}

impl ActionItem {
    fn is_jump(&self) -> bool {
        self.kind == "jump"
    }
}

impl Present for ActionsReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = position::board_and_status(&self.game, self.marks, loc, style);
        s.push('\n');
        let heading = match &self.from {
            Some(p) => Message::new(ids::ACTIONS_HEADING_FROM)
                .arg("point", p.as_str())
                .arg("count", self.count),
            None => Message::new(ids::ACTIONS_HEADING)
                .arg("side", self.side)
                .arg("count", self.count),
        };
        s.push_str(&style.heading(&loc.msg(&heading)));
        s.push('\n');
        if self.actions.is_empty() {
            let outcome = self.game.outcome();
            let why = if outcome.is_over() {
                loc.say(&outcome)
            } else {
                loc.text(ids::ACTIONS_NONE)
            };
            s.push_str(&why);
        } else {
            s.push_str(&self.table(loc, style));
        }
        s.push('\n');
        s
    }
}

impl ActionsReport {
    fn table(&self, loc: &Localizer, style: &Style) -> String {
        let header = [
            ids::COL_ACTION,
            ids::COL_KIND,
            ids::COL_FROM,
            ids::COL_TO,
            ids::COL_CAPTURED,
        ];
        let mut t = table::new(header.map(|id| loc.text(id)).to_vec(), style);
        for a in &self.actions {
            let kind = if a.kind == "placement" {
                Message::new(ids::KIND_PLACEMENT)
            } else if a.is_jump() {
                Message::new(ids::KIND_JUMP).arg("count", a.path.len())
            } else {
                Message::new(ids::KIND_STEP)
            };
            table::row(
                &mut t,
                vec![
                    a.notation.clone(),
                    loc.msg(&kind),
                    a.from.clone(),
                    a.to.clone(),
                    if a.captures.is_empty() {
                        "—".to_string()
                    } else {
                        a.captures.join(" ")
                    },
                ],
            );
        }
        t.to_string()
    }
}
