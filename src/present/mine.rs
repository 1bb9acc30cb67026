//! `mine`'s report: how many puzzles were written where, how long the mining took, the count
//! per theme (phases included) and per goose count.

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};

use super::{Present, Style};

/// What `mine` did.
#[derive(Serialize)]
pub struct MineReport {
    pub ruleset: String,
    pub output: String,
    pub puzzles: usize,
    /// The count asked for.
    pub asked: usize,
    pub seconds: f64,
    pub themes: Vec<ThemeCount>,
    /// Per goose count: (geese, positions drawn, puzzles kept).
    pub levels: Vec<(u8, u64, usize)>,
}

/// Puzzles with one theme.
#[derive(Serialize)]
pub struct ThemeCount {
    pub theme: &'static str,
    pub count: usize,
}

impl Present for MineReport {
    fn text(&self, loc: &Localizer, _style: &Style) -> String {
        let mut s = loc.msg(
            &Message::new(ids::MINE_DONE)
                .arg("count", self.puzzles)
                .arg("asked", self.asked)
                .arg("ruleset", self.ruleset.as_str())
                .arg("path", self.output.as_str())
                .arg("seconds", format!("{:.1}", self.seconds)),
        );
        s.push('\n');
        for t in self.themes.iter().filter(|t| t.count > 0) {
            s.push_str(&format!("  {:<16} {:>6}\n", t.theme, t.count));
        }
        for (geese, drawn, kept) in self.levels.iter().filter(|l| l.1 > 0) {
            s.push_str(
                &loc.msg(
                    &Message::new(ids::MINE_LEVEL)
                        .arg("geese", *geese)
                        .arg("drawn", *drawn)
                        .arg("kept", *kept),
                ),
            );
            s.push('\n');
        }
        s
    }
}
