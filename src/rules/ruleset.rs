//! Rulesets as data: a board, a start, how each piece moves and captures, and how a game ends.
//!
//! A [`RulesetSpec`] is what a user writes (`standard:geese=17,sideways`); [`Ruleset::get`] turns
//! it into the [`Ruleset`] the engine plays. Each ruleset is a plain value: the move generator
//! (`rules/movegen.rs`) reads these fields and never asks which variant it is playing.
//!
//! Sources (files in `../shared/seeds/`): `plyyard` is seed 000 (and its Indonesian twin 004);
//! `standard` is the comparison tables of seeds 001 and 003; `large-cross` is seed 001;
//! `two-foxes` is seed 003; `boys-own-1870` (with its `fox-chooses` option) and
//! `boys-own-1870-draughts` are seed 002. Where a seed is silent the project's issue decided,
//! and [`Ruleset::chosen`] lists those decisions so `rulesets` can show them.

use std::fmt;
use std::str::FromStr;
use std::sync::{Mutex, OnceLock};

use super::bitboard::Bitboard;
use super::board::{Board, Diagonals};
use super::point::{draughts_point, Direction, Directions, Point};
use super::Side;

/// The rulesets foxgeese plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Variant {
    /// Ply Yard's 33-point game (seed 000): orthogonal lines, 13 geese in the north, nine captures.
    PlyYard,
    /// The other platform's standard game (seeds 001, 003): diagonals, geese in the south.
    Standard,
    /// Gåsetavl on the 45-point cross (seed 001).
    LargeCross,
    /// Halatafl: two foxes, compulsory capture, the paddock (seed 003).
    TwoFoxes,
    /// The Boys' Own 1870 rules (seed 002).
    BoysOwn1870,
    /// The Boys' Own 1870 game on a draught board (seed 002): 32 dark squares, diagonal lines.
    BoysOwn1870Draughts,
}

impl Variant {
    /// Every variant, in the order `rulesets` lists them.
    pub const ALL: [Variant; 6] = [
        Variant::PlyYard,
        Variant::Standard,
        Variant::LargeCross,
        Variant::TwoFoxes,
        Variant::BoysOwn1870,
        Variant::BoysOwn1870Draughts,
    ];

    /// The name used on the command line and in study files.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::PlyYard => "plyyard",
            Variant::Standard => "standard",
            Variant::LargeCross => "large-cross",
            Variant::TwoFoxes => "two-foxes",
            Variant::BoysOwn1870 => "boys-own-1870",
            Variant::BoysOwn1870Draughts => "boys-own-1870-draughts",
        }
    }

    /// The options this variant accepts, as written in a spec (`geese=N` lists its values).
    pub fn options(self) -> &'static [&'static str] {
        match self {
            Variant::Standard => &["geese=13", "geese=15", "geese=17", "sideways"],
            Variant::BoysOwn1870 => &["geese=13", "geese=17", "fox-chooses", "fox-wins-below=N"],
            Variant::LargeCross => &["fox-wins-below=N"],
            Variant::PlyYard | Variant::TwoFoxes | Variant::BoysOwn1870Draughts => &[],
        }
    }

    /// The geese counts this variant can start with; the first is the default.
    fn geese_counts(self) -> &'static [u8] {
        match self {
            Variant::PlyYard => &[13],
            Variant::Standard => &[13, 15, 17],
            Variant::LargeCross => &[18],
            Variant::TwoFoxes => &[20],
            Variant::BoysOwn1870 => &[17, 13],
            Variant::BoysOwn1870Draughts => &[8],
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A ruleset as written: a variant and its options, `NAME:OPTION,OPTION`.
///
/// The canonical form leaves out defaults and orders options: `standard:geese=17,sideways`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RulesetSpec {
    /// The variant.
    pub variant: Variant,
    /// The number of geese at the start (one of the variant's counts).
    pub geese: u8,
    /// `standard` only: geese may also step east or west.
    pub sideways: bool,
    /// `boys-own-1870` only: the fox starts off the board and places itself first.
    pub fox_chooses: bool,
    /// `boys-own-1870` and `large-cross` (`fox-wins-below=N`): the fox wins when fewer than
    /// N geese remain, in place of the ruleset's own threshold (1870: 7, or 1 with
    /// `fox-chooses`; Large Cross: 4). Play past a threshold is what checking a source's
    /// claim about it needs ("reduced to six", "three geese cannot trap the fox").
    /// `None`: the ruleset's own.
    pub fox_wins_below: Option<u8>,
}

impl RulesetSpec {
    /// Every ruleset with every option set worth telling apart, as written: the one list the
    /// property tests and the fuzz targets walk.
    pub const ALL: [&'static str; 12] = [
        "plyyard",
        "standard",
        "standard:sideways",
        "standard:geese=15",
        "standard:geese=17",
        "large-cross",
        "two-foxes",
        "boys-own-1870",
        "boys-own-1870:geese=13",
        "boys-own-1870:fox-chooses",
        "boys-own-1870:geese=13,fox-chooses",
        "boys-own-1870-draughts",
    ];

    /// The variant with its default options.
    pub fn new(variant: Variant) -> RulesetSpec {
        RulesetSpec {
            variant,
            geese: variant.geese_counts()[0],
            sideways: false,
            fox_chooses: false,
            fox_wins_below: None,
        }
    }
}

impl Default for RulesetSpec {
    fn default() -> Self {
        RulesetSpec::new(Variant::PlyYard)
    }
}

impl fmt::Display for RulesetSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.variant.name())?;
        let mut opts = Vec::new();
        if self.geese != self.variant.geese_counts()[0] {
            opts.push(format!("geese={}", self.geese));
        }
        if self.sideways {
            opts.push("sideways".to_string());
        }
        if self.fox_chooses {
            opts.push("fox-chooses".to_string());
        }
        if let Some(n) = self.fox_wins_below {
            opts.push(format!("fox-wins-below={n}"));
        }
        if !opts.is_empty() {
            write!(f, ":{}", opts.join(","))?;
        }
        Ok(())
    }
}

/// Why a ruleset spec was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SpecError {
    /// No ruleset has this name.
    UnknownRuleset {
        /// What was written.
        name: String,
    },
    /// The ruleset has no such option (or no such value for it).
    UnknownOption {
        /// The ruleset.
        variant: Variant,
        /// What was written.
        option: String,
    },
}

impl FromStr for RulesetSpec {
    type Err = SpecError;

    /// Reads `NAME` or `NAME:OPTION,OPTION`, case-insensitively, spaces ignored.
    fn from_str(s: &str) -> Result<RulesetSpec, SpecError> {
        let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        let s = s.to_ascii_lowercase();
        let (name, opts) = match s.split_once(':') {
            Some((n, o)) => (n, Some(o)),
            None => (s.as_str(), None),
        };
        let variant = Variant::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .ok_or_else(|| SpecError::UnknownRuleset {
                name: name.to_string(),
            })?;
        let mut spec = RulesetSpec::new(variant);
        for opt in opts.into_iter().flat_map(|o| o.split(',')) {
            let unknown = || SpecError::UnknownOption {
                variant,
                option: opt.to_string(),
            };
            if let Some(n) = opt.strip_prefix("fox-wins-below=") {
                if !variant.options().contains(&"fox-wins-below=N") {
                    return Err(unknown());
                }
                // Digits only (no sign), and at least one goose must be able to remain.
                let n: u8 = match n.parse::<u8>() {
                    Ok(v) if v.to_string() == n => v,
                    _ => return Err(unknown()),
                };
                if n == 0 || n > variant.geese_counts().iter().copied().max().unwrap_or(0) {
                    return Err(unknown());
                }
                spec.fox_wins_below = Some(n);
                continue;
            }
            if !variant.options().contains(&opt) {
                return Err(unknown());
            }
            if opt == "sideways" {
                spec.sideways = true;
            } else if opt == "fox-chooses" {
                spec.fox_chooses = true;
            } else if let Some(n) = opt.strip_prefix("geese=") {
                spec.geese = n.parse().map_err(|_| unknown())?;
            }
        }
        // The ruleset's own threshold is the default, left out of the canonical form.
        if spec.fox_wins_below == Some(RulesetSpec::default_fox_wins_below(spec)) {
            spec.fox_wins_below = None;
        }
        Ok(spec)
    }
}

impl RulesetSpec {
    /// The ruleset's own threshold where `fox-wins-below=N` may change it: `boys-own-1870`'s
    /// fox wins below 7 geese (1 with `fox-chooses`), the Large Cross's below 4.
    fn default_fox_wins_below(spec: RulesetSpec) -> u8 {
        match spec.variant {
            Variant::LargeCross => 4,
            _ if spec.fox_chooses => 1,
            _ => 7,
        }
    }
}

/// How far a fox's capture may go in one turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Jumps {
    /// One jump ends the turn (Ply Yard).
    Single,
    /// The fox may go on jumping; stopping after any jump is its own action.
    Chain,
    /// The fox must go on jumping while it can: only maximal chains are actions.
    MaximalChain,
}

/// When the fox side wins by captures.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FoxTarget {
    /// The capture count reaches this number (Ply Yard: nine).
    Captures(u8),
    /// Fewer than this many geese remain on the board.
    GeeseBelow(u8),
}

/// The draw rules of the Large Cross (seed 001), shared by `two-foxes` and `standard:sideways`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DrawRules {
    /// The same position with the same side to move for this many times is a draw.
    pub repetitions: u8,
    /// This many plies in a row without a capture or a forward goose step is a draw.
    pub quiet_plies: u16,
}

/// How geese step.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GooseMoves {
    /// Forward for the geese: away from their starting side.
    pub forward: Direction,
    /// Geese may step diagonally forward along a drawn diagonal.
    pub diagonal_forward: bool,
    /// Geese may step east or west.
    pub sideways: bool,
}

impl GooseMoves {
    /// The directions a goose may step in.
    pub fn directions(self) -> Directions {
        let mut dirs = Directions::of(&[self.forward]);
        if self.diagonal_forward {
            dirs = dirs.with(match self.forward {
                Direction::North => Directions::of(&[Direction::NorthEast, Direction::NorthWest]),
                _ => Directions::of(&[Direction::SouthEast, Direction::SouthWest]),
            });
        }
        if self.sideways {
            dirs = dirs.with(Directions::of(&[Direction::East, Direction::West]));
        }
        dirs
    }

    /// How far forward `p` lies for the geese: a number that grows by one with each line
    /// they walk forward (straight or diagonally).
    #[inline]
    pub fn progress(self, p: Point) -> i32 {
        let (df, dr) = self.forward.vector();
        i32::from(df) * i32::from(p.file()) + i32::from(dr) * i32::from(p.rank())
    }

    /// Whether a goose step in direction `d` moves forward (straight or diagonally).
    pub fn is_forward(self, d: Direction) -> bool {
        let (_, dr) = d.vector();
        let (_, fr) = self.forward.vector();
        dr == fr
    }

    /// Whether a step in direction `d` moves backward (straight or diagonally).
    pub fn is_backward(self, d: Direction) -> bool {
        let (_, dr) = d.vector();
        let (_, fr) = self.forward.vector();
        dr == -fr
    }
}

/// A decision taken where the seeds are silent, shown by `rulesets` beside the sourced rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Choice {
    /// Boys' Own 1870, the fox choosing its square: the text alters the geese's arrangement
    /// without saying how, so they stand where the 1870 rules place them.
    FoxChoosesGeeseInPlace,
    /// The draught-board game: the geese move first, as in the other 1870 game.
    DraughtsGeeseFirst,
    /// The draught-board game: "as in Draughts" does not make capturing compulsory here.
    DraughtsCaptureOptional,
    /// The draught-board game: the fox may leap on, each further leap optional.
    DraughtsChainOptional,
    /// Boys' Own 1870 does not say who moves first; the geese do here.
    BoysOwnGeeseFirst,
    /// Boys' Own 1870: "reduced to six" read as the fox winning when six or fewer geese remain.
    BoysOwnReducedToSix,
    /// Boys' Own 1870: the fox may jump on as in draughts, each further jump optional.
    BoysOwnChainOptional,
    /// The standard game's sideways option borrows the Large Cross draw rules.
    StandardSidewaysDraws,
    /// Two Foxes: the foxes start on c7 and e7, the outer corners of the top arm's end.
    TwoFoxesCorners,
}

/// A playable ruleset.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ruleset {
    /// What the user wrote, canonicalised.
    pub spec: RulesetSpec,
    /// Points and lines.
    pub board: Board,
    /// Where the foxes start (nowhere when the fox places itself first).
    pub start_foxes: Bitboard,
    /// The fox starts off the board, and its first action places it on an empty point.
    pub fox_placement: bool,
    /// The directions a fox may jump in (its steps go along every line).
    pub fox_jumps: Directions,
    /// Where the geese start.
    pub start_geese: Bitboard,
    /// Who moves first.
    pub first: Side,
    /// How geese step.
    pub geese: GooseMoves,
    /// How far a capture goes.
    pub jumps: Jumps,
    /// Whether a fox that can capture must.
    pub compulsory: bool,
    /// When the fox side wins by captures.
    pub fox_target: FoxTarget,
    /// Points the geese win by filling (Two Foxes' paddock).
    pub paddock: Option<Bitboard>,
    /// Draw rules, where the ruleset has them.
    pub draws: Option<DrawRules>,
    /// Goose steps looked up rather than worked out, for the move generator's inner loops.
    goose_steps: GooseSteps,
}

/// What follows from a board and how geese step, kept ready for the move generator.
#[derive(Clone, PartialEq, Eq, Debug)]
struct GooseSteps {
    /// `GooseMoves::directions()` as a list.
    directions: Vec<Direction>,
    /// `sources[p]`: the points from which a goose steps onto `p` in one move.
    sources: Vec<Bitboard>,
}

impl GooseSteps {
    fn new(board: &Board, geese: GooseMoves) -> GooseSteps {
        let directions: Vec<Direction> = geese.directions().iter().collect();
        let sources = (0..81u8)
            .map(|i| {
                let to = Point::from_index(i);
                directions
                    .iter()
                    // Lines run both ways: a goose stepping `d` onto `to` comes from the
                    // neighbour of `to` in the opposite direction.
                    .filter_map(|&d| board.neighbour(to, d.opposite()))
                    .collect()
            })
            .collect();
        GooseSteps {
            directions,
            sources,
        }
    }
}

fn points(names: &[&str]) -> Bitboard {
    names
        .iter()
        .map(|n| n.parse::<Point>().expect("ruleset tables name grid points"))
        .collect()
}

/// Every point of ranks `from..=to` (1-based) on `board`.
fn ranks(board: &Board, from: u8, to: u8) -> Bitboard {
    (from - 1..to)
        .flat_map(|r| board.rank_points(r).collect::<Vec<_>>())
        .collect()
}

const LARGE_CROSS_DRAWS: DrawRules = DrawRules {
    repetitions: 3,
    quiet_plies: 100,
};

impl Ruleset {
    /// The ruleset a spec names. Each distinct spec is built once and kept for the life of the
    /// program, so positions can hold a plain `&'static Ruleset` and stay `Copy`.
    pub fn get(spec: RulesetSpec) -> &'static Ruleset {
        static CACHE: OnceLock<Mutex<Vec<&'static Ruleset>>> = OnceLock::new();
        let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
        let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(r) = cache.iter().find(|r| r.spec == spec) {
            return r;
        }
        // Bounded: there are fourteen distinct specs.
        let r: &'static Ruleset = Box::leak(Box::new(Ruleset::build(spec)));
        cache.push(r);
        r
    }

    /// Ply Yard's ruleset, the default.
    pub fn plyyard() -> &'static Ruleset {
        Ruleset::get(RulesetSpec::default())
    }

    /// The ruleset of `spec`, every field (the goose look-up tables too) computed as the value
    /// is made, so no half-built ruleset exists.
    fn build(spec: RulesetSpec) -> Ruleset {
        use Direction::{East, North, South, West};
        match spec.variant {
            Variant::PlyYard => {
                let board = Board::cross33(Diagonals::None);
                let moves = GooseMoves {
                    forward: South,
                    diagonal_forward: false,
                    sideways: true,
                };
                Ruleset {
                    spec,
                    start_foxes: points(&["d4"]),
                    fox_placement: false,
                    fox_jumps: Directions::ALL,
                    start_geese: ranks(&board, 5, 7),
                    goose_steps: GooseSteps::new(&board, moves),
                    board,
                    first: Side::Geese,
                    geese: moves,
                    jumps: Jumps::Single,
                    compulsory: false,
                    fox_target: FoxTarget::Captures(9),
                    paddock: None,
                    draws: None,
                }
            }
            Variant::Standard => {
                let board = Board::cross33(Diagonals::All);
                let mut geese = ranks(&board, 1, 3);
                if spec.geese >= 15 {
                    geese |= points(&["a4", "g4"]);
                }
                if spec.geese >= 17 {
                    geese |= points(&["a5", "g5"]);
                }
                let moves = GooseMoves {
                    forward: North,
                    diagonal_forward: true,
                    sideways: spec.sideways,
                };
                Ruleset {
                    spec,
                    start_foxes: points(&["d4"]),
                    fox_placement: false,
                    fox_jumps: Directions::ALL,
                    start_geese: geese,
                    goose_steps: GooseSteps::new(&board, moves),
                    board,
                    first: Side::Fox,
                    geese: moves,
                    jumps: Jumps::Chain,
                    compulsory: false,
                    fox_target: FoxTarget::GeeseBelow(4),
                    paddock: None,
                    draws: spec.sideways.then_some(LARGE_CROSS_DRAWS),
                }
            }
            Variant::LargeCross => {
                let board = Board::cross45(Diagonals::Alternating);
                let moves = GooseMoves {
                    forward: North,
                    diagonal_forward: true,
                    sideways: true,
                };
                Ruleset {
                    spec,
                    start_foxes: points(&["e7"]),
                    fox_placement: false,
                    fox_jumps: Directions::ALL,
                    start_geese: ranks(&board, 1, 4),
                    goose_steps: GooseSteps::new(&board, moves),
                    board,
                    first: Side::Fox,
                    geese: moves,
                    jumps: Jumps::Chain,
                    compulsory: false,
                    fox_target: FoxTarget::GeeseBelow(
                        spec.fox_wins_below
                            .unwrap_or(RulesetSpec::default_fox_wins_below(spec)),
                    ),
                    paddock: None,
                    draws: Some(LARGE_CROSS_DRAWS),
                }
            }
            Variant::TwoFoxes => {
                let board = Board::cross33(Diagonals::All);
                let moves = GooseMoves {
                    forward: North,
                    diagonal_forward: true,
                    sideways: true,
                };
                Ruleset {
                    spec,
                    start_foxes: points(&["c7", "e7"]),
                    fox_placement: false,
                    fox_jumps: Directions::ALL,
                    start_geese: ranks(&board, 1, 4),
                    paddock: Some(points(&[
                        "c5", "d5", "e5", "c6", "d6", "e6", "c7", "d7", "e7",
                    ])),
                    goose_steps: GooseSteps::new(&board, moves),
                    board,
                    first: Side::Fox,
                    geese: moves,
                    jumps: Jumps::MaximalChain,
                    compulsory: true,
                    fox_target: FoxTarget::GeeseBelow(9),
                    draws: Some(LARGE_CROSS_DRAWS),
                }
            }
            Variant::BoysOwn1870 => {
                let board = Board::cross33(Diagonals::None);
                let mut geese = ranks(&board, 1, 3);
                if spec.geese == 17 {
                    geese |= points(&["a4", "g4", "a5", "g5"]);
                }
                let moves = GooseMoves {
                    forward: North,
                    diagonal_forward: false,
                    sideways: true,
                };
                Ruleset {
                    spec,
                    start_foxes: if spec.fox_chooses {
                        Bitboard::EMPTY
                    } else {
                        points(&["d4"])
                    },
                    fox_placement: spec.fox_chooses,
                    // "by leaping over him, forward or sideways": the geese come from the
                    // south, so the fox's forward is south, and it never leaps north.
                    fox_jumps: Directions::of(&[South, East, West]),
                    start_geese: geese,
                    goose_steps: GooseSteps::new(&board, moves),
                    board,
                    first: if spec.fox_chooses {
                        Side::Fox
                    } else {
                        Side::Geese
                    },
                    geese: moves,
                    jumps: Jumps::Chain,
                    compulsory: false,
                    // "make the Fox take all the Geese": with the fox choosing its square, it
                    // wins only by taking every goose.
                    fox_target: FoxTarget::GeeseBelow(
                        spec.fox_wins_below
                            .unwrap_or(RulesetSpec::default_fox_wins_below(spec)),
                    ),
                    paddock: None,
                    draws: None,
                }
            }
            Variant::BoysOwn1870Draughts => {
                let board = Board::draughts();
                // The geese march down the board, towards square 29's row.
                let moves = GooseMoves {
                    forward: South,
                    diagonal_forward: true,
                    sideways: false,
                };
                Ruleset {
                    spec,
                    start_foxes: draughts_point(11).into_iter().collect(),
                    fox_placement: false,
                    fox_jumps: Directions::ALL,
                    start_geese: (1..=8).filter_map(draughts_point).collect(),
                    goose_steps: GooseSteps::new(&board, moves),
                    board,
                    first: Side::Geese,
                    geese: moves,
                    jumps: Jumps::Chain,
                    compulsory: false,
                    // The fox wins when the geese cannot move, so also when none are left.
                    fox_target: FoxTarget::GeeseBelow(1),
                    paddock: None,
                    draws: None,
                }
            }
        }
    }

    /// The directions a goose may step in.
    #[inline]
    pub fn goose_directions(&self) -> &[Direction] {
        &self.goose_steps.directions
    }

    /// The points from which a goose steps onto `p` in one move (with `p` empty).
    #[inline]
    pub fn goose_sources(&self, p: Point) -> Bitboard {
        self.goose_steps.sources[p.index() as usize]
    }

    /// Geese at the start.
    pub fn geese_total(&self) -> u8 {
        self.start_geese.count() as u8
    }

    /// Foxes in play (placed or still to be placed).
    pub fn fox_count(&self) -> u8 {
        self.start_foxes.count() as u8 + u8::from(self.fox_placement)
    }

    /// The decisions this ruleset takes where its seed is silent.
    pub fn chosen(&self) -> Vec<Choice> {
        match self.spec.variant {
            Variant::BoysOwn1870 if self.spec.fox_chooses => {
                vec![Choice::FoxChoosesGeeseInPlace, Choice::BoysOwnChainOptional]
            }
            // With `fox-wins-below=N` the threshold is the user's, not a reading of the text.
            Variant::BoysOwn1870 if self.spec.fox_wins_below.is_some() => {
                vec![Choice::BoysOwnGeeseFirst, Choice::BoysOwnChainOptional]
            }
            Variant::BoysOwn1870 => vec![
                Choice::BoysOwnGeeseFirst,
                Choice::BoysOwnReducedToSix,
                Choice::BoysOwnChainOptional,
            ],
            Variant::BoysOwn1870Draughts => vec![
                Choice::DraughtsGeeseFirst,
                Choice::DraughtsCaptureOptional,
                Choice::DraughtsChainOptional,
            ],
            Variant::Standard if self.spec.sideways => vec![Choice::StandardSidewaysDraws],
            Variant::TwoFoxes => vec![Choice::TwoFoxesCorners],
            _ => vec![],
        }
    }
}

#[cfg(test)]
mod tests;
