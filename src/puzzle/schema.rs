//! The puzzle collection as written: serde types mirroring the YAML, every map closed to
//! unknown keys.
//!
//! ```yaml
//! format_version: 1
//! ruleset: plyyard                  # NAME or NAME:OPTION,OPTION; one ruleset a file
//! puzzles:
//!   - id: plyyard-3f9a2c            # lowercase letters, digits and hyphens, unique
//!     position: "3/3/7/2GF3/3G3/3/3 f 8"
//!     value: fox-wins               # the position's proven value: fox-wins, geese-win, draw
//!     plies: 1                      # plies to the end with best play (a win only)
//!     line: [d4xb4]                 # the learner's action, the reply, the learner's, …
//!     themes: [capture, ninth-capture, endgame]
//!     rating: 640                   # 400 to 3000
//! ```
//!
//! Everything here is still text: the position, the actions and the themes are read and
//! checked by [`super::load()`], which knows where each is written.

/// The whole file.
#[derive(Clone, PartialEq, Eq, Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CollectionFile {
    /// Must be 1.
    pub format_version: u64,
    /// The ruleset of every puzzle in the file.
    pub ruleset: String,
    /// The puzzles.
    pub puzzles: Vec<PuzzleSpec>,
}

/// One puzzle.
#[derive(Clone, PartialEq, Eq, Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleSpec {
    /// Unique id.
    pub id: String,
    /// The position, in the notation.
    pub position: String,
    /// The position's proven value.
    pub value: ValueName,
    /// Plies to the end with best play, for a win.
    #[serde(default)]
    pub plies: Option<u64>,
    /// The learner's actions and the opponent's replies, in turn.
    pub line: Vec<String>,
    /// Theme ids.
    pub themes: Vec<String>,
    /// The rating.
    pub rating: u64,
}

/// `value:`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Deserialize)]
pub enum ValueName {
    /// The fox wins.
    #[serde(rename = "fox-wins")]
    FoxWins,
    /// The geese win.
    #[serde(rename = "geese-win")]
    GeeseWin,
    /// Neither side can force a win.
    #[serde(rename = "draw")]
    Draw,
}
