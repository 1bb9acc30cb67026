//! Puzzle themes: what a puzzle is about, each with an id (in files and on the command line),
//! a name and a one-line description (`puzzle-theme-<id>` and `puzzle-theme-<id>-about` in
//! `locales/*/puzzles.ftl`). Which themes a mined puzzle gets is decided by the rules in
//! [`super::mine::tag`]; a puzzle may have several.

use std::fmt;
use std::str::FromStr;

use crate::message::{ids, MessageId};

/// A puzzle theme.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Theme {
    /// The answer is a jump that takes a goose.
    Capture,
    /// The answer takes two geese or more in one turn.
    DoubleCapture,
    /// The answer is the capture that wins the game for the fox (Ply Yard's ninth).
    NinthCapture,
    /// The answer is a step although a capture is on the board, and every capture loses or
    /// draws.
    QuietMove,
    /// The geese's answer lets the fox capture, yet it keeps their value.
    Sacrifice,
    /// The geese's answer takes the fox's last action: it cannot move.
    Trap,
    /// The fox's answer is its only way out: every other action lets the geese win.
    Escape,
    /// No win is there, and the answer is the only action that keeps the draw.
    HoldTheDraw,
    /// Every action loses; the answer holds out longest, 4 plies or more longer than the next.
    HoldOut,
    /// The line asks for more than one action, against the best defence.
    MultiMove,
    /// The win takes 5 plies or fewer.
    Short,
    /// The win takes 15 plies or more.
    Long,
    /// 12 or 13 geese on the board.
    Opening,
    /// 9 to 11 geese on the board.
    Middlegame,
    /// 8 geese or fewer on the board.
    Endgame,
    /// The fox is to move.
    Fox,
    /// The geese are to move.
    Geese,
}

impl Theme {
    /// Every theme, in the order lists show them.
    pub const ALL: [Theme; 17] = [
        Theme::Capture,
        Theme::DoubleCapture,
        Theme::NinthCapture,
        Theme::QuietMove,
        Theme::Sacrifice,
        Theme::Trap,
        Theme::Escape,
        Theme::HoldTheDraw,
        Theme::HoldOut,
        Theme::MultiMove,
        Theme::Short,
        Theme::Long,
        Theme::Opening,
        Theme::Middlegame,
        Theme::Endgame,
        Theme::Fox,
        Theme::Geese,
    ];

    /// The id, in files and on the command line: `capture`, `quiet-move`, …
    pub const fn id(self) -> &'static str {
        match self {
            Theme::Capture => "capture",
            Theme::DoubleCapture => "double-capture",
            Theme::NinthCapture => "ninth-capture",
            Theme::QuietMove => "quiet-move",
            Theme::Sacrifice => "sacrifice",
            Theme::Trap => "trap",
            Theme::Escape => "escape",
            Theme::HoldTheDraw => "hold-the-draw",
            Theme::HoldOut => "hold-out",
            Theme::MultiMove => "multi-move",
            Theme::Short => "short",
            Theme::Long => "long",
            Theme::Opening => "opening",
            Theme::Middlegame => "middlegame",
            Theme::Endgame => "endgame",
            Theme::Fox => "fox",
            Theme::Geese => "geese",
        }
    }

    /// Every id, in the order of [`Theme::ALL`].
    pub const IDS: [&'static str; 17] = {
        let mut out = [""; 17];
        let mut i = 0;
        while i < 17 {
            out[i] = Theme::ALL[i].id();
            i += 1;
        }
        out
    };

    /// The theme's name (`puzzle-theme-<id>`).
    pub const fn name_message(self) -> MessageId {
        match self {
            Theme::Capture => ids::PUZZLE_THEME_CAPTURE,
            Theme::DoubleCapture => ids::PUZZLE_THEME_DOUBLE_CAPTURE,
            Theme::NinthCapture => ids::PUZZLE_THEME_NINTH_CAPTURE,
            Theme::QuietMove => ids::PUZZLE_THEME_QUIET_MOVE,
            Theme::Sacrifice => ids::PUZZLE_THEME_SACRIFICE,
            Theme::Trap => ids::PUZZLE_THEME_TRAP,
            Theme::Escape => ids::PUZZLE_THEME_ESCAPE,
            Theme::HoldTheDraw => ids::PUZZLE_THEME_HOLD_THE_DRAW,
            Theme::HoldOut => ids::PUZZLE_THEME_HOLD_OUT,
            Theme::MultiMove => ids::PUZZLE_THEME_MULTI_MOVE,
            Theme::Short => ids::PUZZLE_THEME_SHORT,
            Theme::Long => ids::PUZZLE_THEME_LONG,
            Theme::Opening => ids::PUZZLE_THEME_OPENING,
            Theme::Middlegame => ids::PUZZLE_THEME_MIDDLEGAME,
            Theme::Endgame => ids::PUZZLE_THEME_ENDGAME,
            Theme::Fox => ids::PUZZLE_THEME_FOX,
            Theme::Geese => ids::PUZZLE_THEME_GEESE,
        }
    }

    /// The theme's one-line description (`puzzle-theme-<id>-about`).
    pub const fn about_message(self) -> MessageId {
        match self {
            Theme::Capture => ids::PUZZLE_THEME_CAPTURE_ABOUT,
            Theme::DoubleCapture => ids::PUZZLE_THEME_DOUBLE_CAPTURE_ABOUT,
            Theme::NinthCapture => ids::PUZZLE_THEME_NINTH_CAPTURE_ABOUT,
            Theme::QuietMove => ids::PUZZLE_THEME_QUIET_MOVE_ABOUT,
            Theme::Sacrifice => ids::PUZZLE_THEME_SACRIFICE_ABOUT,
            Theme::Trap => ids::PUZZLE_THEME_TRAP_ABOUT,
            Theme::Escape => ids::PUZZLE_THEME_ESCAPE_ABOUT,
            Theme::HoldTheDraw => ids::PUZZLE_THEME_HOLD_THE_DRAW_ABOUT,
            Theme::HoldOut => ids::PUZZLE_THEME_HOLD_OUT_ABOUT,
            Theme::MultiMove => ids::PUZZLE_THEME_MULTI_MOVE_ABOUT,
            Theme::Short => ids::PUZZLE_THEME_SHORT_ABOUT,
            Theme::Long => ids::PUZZLE_THEME_LONG_ABOUT,
            Theme::Opening => ids::PUZZLE_THEME_OPENING_ABOUT,
            Theme::Middlegame => ids::PUZZLE_THEME_MIDDLEGAME_ABOUT,
            Theme::Endgame => ids::PUZZLE_THEME_ENDGAME_ABOUT,
            Theme::Fox => ids::PUZZLE_THEME_FOX_ABOUT,
            Theme::Geese => ids::PUZZLE_THEME_GEESE_ABOUT,
        }
    }

    /// The phase theme of a position with `geese` geese on the board: `opening` (12–13),
    /// `middlegame` (9–11) or `endgame` (8 or fewer). Rulesets with more geese count the
    /// same way from the top: a full or nearly full flock is the opening.
    pub fn phase(geese: u8, total: u8) -> Theme {
        let missing = total.saturating_sub(geese);
        if missing <= 1 {
            Theme::Opening
        } else if geese >= 9 {
            Theme::Middlegame
        } else {
            Theme::Endgame
        }
    }

    /// Whether this theme is a phase.
    pub const fn is_phase(self) -> bool {
        matches!(self, Theme::Opening | Theme::Middlegame | Theme::Endgame)
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A theme id that is not one of [`Theme::IDS`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownTheme(pub String);

impl FromStr for Theme {
    type Err = UnknownTheme;

    fn from_str(s: &str) -> Result<Theme, UnknownTheme> {
        let t = s.trim().to_ascii_lowercase();
        Theme::ALL
            .into_iter()
            .find(|th| th.id() == t)
            .ok_or_else(|| UnknownTheme(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back() {
        for t in Theme::ALL {
            assert_eq!(t.id().parse::<Theme>(), Ok(t));
        }
        assert_eq!(Theme::IDS[3], "quiet-move");
        assert!("queen".parse::<Theme>().is_err());
    }

    #[test]
    fn phases_by_geese() {
        let table = [
            (13, Theme::Opening),
            (12, Theme::Opening),
            (11, Theme::Middlegame),
            (9, Theme::Middlegame),
            (8, Theme::Endgame),
            (3, Theme::Endgame),
        ];
        for (geese, phase) in table {
            assert_eq!(Theme::phase(geese, 13), phase, "{geese}");
        }
    }
}
