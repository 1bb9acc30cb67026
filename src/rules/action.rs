//! Actions, their notation, and [`IllegalReason`]: why a written action is not legal.
//!
//! Notation: a step is `d4-d3`, a jump `d4xd2` (the goose jumped is the point between), a chain
//! of jumps lists every landing, `d4xd6xf6`, and the fox placing itself on an empty point (in
//! `boys-own-1870:fox-chooses`) is `@d4`. On the draughts board points are square numbers:
//! `11-15`, `15x22x31`, `@11` (letter-and-rank names are read there too). Notation is read
//! case-insensitively with spaces ignored and printed in lower case. [`ActionText`] is an action as written, whose points may not even
//! be on the board; [`Action`] is an action the engine generated for a position.

use std::fmt;
use std::str::FromStr;

use super::bitboard::Bitboard;
use super::board::Board;
use super::point::{draughts_number, Coord, Point};
use super::Side;

/// The longest chain of jumps an action can hold: each jump removes a goose, and no ruleset
/// has more than twenty.
pub(crate) const MAX_JUMPS: usize = 20;

/// A legal action, as generated for a position.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Action {
    from: Point,
    /// Landing points; for a step, the single destination.
    path: [Point; MAX_JUMPS],
    len: u8,
    jump: bool,
    /// The fox placing itself on `from` (which is also `to`).
    place: bool,
    /// Points are named by draughts number (the action was generated on a numbered board).
    numbered: bool,
    captured: Bitboard,
}

impl Action {
    /// A step from `from` to the neighbouring `to`.
    #[inline]
    pub fn step(from: Point, to: Point) -> Action {
        let mut path = [from; MAX_JUMPS];
        path[0] = to;
        Action {
            from,
            path,
            len: 1,
            jump: false,
            place: false,
            numbered: false,
            captured: Bitboard::EMPTY,
        }
    }

    /// The fox placing itself on the empty point `p`: `from()` and `to()` are both `p`.
    #[inline]
    pub fn place(p: Point) -> Action {
        Action {
            place: true,
            ..Action::step(p, p)
        }
    }

    /// The same action named the way `board` names its points (by number on the draughts
    /// board). The move generator calls it, so every generated action prints in its board's
    /// notation.
    #[inline]
    pub fn on(self, board: &Board) -> Action {
        Action {
            numbered: board.numbered(),
            ..self
        }
    }

    /// A jump (or chain of jumps) from `from` through `landings`, capturing `captured`.
    pub fn jump(from: Point, landings: &[Point], captured: Bitboard) -> Action {
        let mut path = [from; MAX_JUMPS];
        path[..landings.len()].copy_from_slice(landings);
        Action {
            from,
            path,
            len: landings.len() as u8,
            jump: true,
            place: false,
            numbered: false,
            captured,
        }
    }

    /// Where the moving piece starts.
    #[inline]
    pub fn from(&self) -> Point {
        self.from
    }

    /// Where the moving piece ends.
    #[inline]
    pub fn to(&self) -> Point {
        self.path[self.len as usize - 1]
    }

    /// Whether this is a capture.
    #[inline]
    pub fn is_jump(&self) -> bool {
        self.jump
    }

    /// Whether this is the fox placing itself on the board.
    #[inline]
    pub fn is_placement(&self) -> bool {
        self.place
    }

    /// The landing points of a jump in order (the destination of a step).
    pub fn landings(&self) -> &[Point] {
        &self.path[..self.len as usize]
    }

    /// The geese this action removes.
    #[inline]
    pub fn captured(&self) -> Bitboard {
        self.captured
    }

    /// The action as written text, for comparing with what a learner wrote.
    pub fn text(&self) -> ActionText {
        ActionText {
            from: self.name(self.from),
            jump: self.jump,
            to: if self.place {
                Vec::new()
            } else {
                self.landings().iter().map(|&p| self.name(p)).collect()
            },
        }
    }

    /// How this action names `p`.
    fn name(&self, p: Point) -> Coord {
        match draughts_number(p) {
            Some(n) if self.numbered => Coord::number(n),
            _ => p.into(),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.text(), f)
    }
}

impl fmt::Debug for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// An action as written: a start and one destination (`-`) or one or more landings (`x`), or
/// a placement (`@d4`: the point in `from`, no destination).
///
/// Its points are names only; they may lie off the board. Checking it against a position is
/// [`crate::rules::position::Position::explain`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct ActionText {
    /// The start.
    pub from: Coord,
    /// `x` rather than `-`.
    pub jump: bool,
    /// The destination of a step, or the landings of a jump.
    pub to: Vec<Coord>,
}

impl ActionText {
    /// Whether this is a placement, `@d4` (written with no destination).
    pub fn is_placement(&self) -> bool {
        self.to.is_empty()
    }

    /// The same action with every point `board` has named the board's way (`f6-e5` becomes
    /// `11-15` on the draughts board); points off the board stay as written.
    pub fn canonical(&self, board: &Board) -> ActionText {
        ActionText {
            from: board.canonical(self.from),
            jump: self.jump,
            to: self.to.iter().map(|&c| board.canonical(c)).collect(),
        }
    }
}

impl fmt::Display for ActionText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_placement() {
            return write!(f, "@{}", self.from);
        }
        write!(f, "{}", self.from)?;
        let sep = if self.jump { 'x' } else { '-' };
        for p in &self.to {
            write!(f, "{sep}{p}")?;
        }
        Ok(())
    }
}

/// Why a written action could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ActionSyntaxError {
    /// Nothing was written.
    Empty,
    /// A part that is not a point name such as `d4`.
    BadPoint {
        /// The part.
        found: String,
    },
    /// No `-` or `x` between points.
    MissingSeparator,
    /// `-` and `x` mixed in one action.
    MixedSeparators,
    /// A step names more than one destination.
    StepChain,
}

/// The plain character a look-alike stands for in an action: the dashes and minus signs a
/// word processor or a keyboard layout puts for `-` (`d4–c4`), the multiplication sign and
/// other crosses for `x` (`d4×d6`), and full-width letters and digits. One character for one,
/// so a column counted in characters still points at the same place.
pub fn plain_char(c: char) -> char {
    match c {
        '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{FE63}' | '\u{FF0D}' => '-',
        '\u{00D7}' | '\u{2715}' | '\u{2716}' | '\u{2A2F}' | '\u{0445}' | '\u{0425}' => 'x',
        '\u{FF10}'..='\u{FF19}' | '\u{FF21}'..='\u{FF3A}' | '\u{FF41}'..='\u{FF5A}' => {
            char::from_u32(c as u32 - 0xFEE0).unwrap_or(c)
        }
        _ => c,
    }
}

impl FromStr for ActionText {
    type Err = ActionSyntaxError;

    fn from_str(s: &str) -> Result<ActionText, ActionSyntaxError> {
        let s: String = s
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(plain_char)
            .collect::<String>()
            .to_ascii_lowercase();
        if s.is_empty() {
            return Err(ActionSyntaxError::Empty);
        }
        if let Some(point) = s.strip_prefix('@') {
            let from = point
                .parse::<Coord>()
                .map_err(|_| ActionSyntaxError::BadPoint {
                    found: point.to_string(),
                })?;
            return Ok(ActionText {
                from,
                jump: false,
                to: Vec::new(),
            });
        }
        let has_dash = s.contains('-');
        // An `x` is a separator only where it follows a digit: point names start with a letter.
        let bytes = s.as_bytes();
        let mut parts = Vec::new();
        let mut seps = Vec::new();
        let mut start = 0;
        for i in 0..bytes.len() {
            let b = bytes[i];
            let is_sep = b == b'-' || (b == b'x' && i > 0 && bytes[i - 1].is_ascii_digit());
            if is_sep {
                parts.push(&s[start..i]);
                seps.push(b);
                start = i + 1;
            }
        }
        parts.push(&s[start..]);
        if seps.is_empty() {
            // A single point name, or garbage.
            return Err(match s.parse::<Coord>() {
                Ok(_) => ActionSyntaxError::MissingSeparator,
                Err(_) => ActionSyntaxError::BadPoint { found: s.clone() },
            });
        }
        let coords = parts
            .iter()
            .map(|p| {
                p.parse::<Coord>().map_err(|_| ActionSyntaxError::BadPoint {
                    found: p.to_string(),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let jump = seps[0] == b'x';
        if seps.iter().any(|&b| (b == b'x') != jump) {
            return Err(ActionSyntaxError::MixedSeparators);
        }
        if has_dash && coords.len() > 2 {
            return Err(ActionSyntaxError::StepChain);
        }
        Ok(ActionText {
            from: coords[0],
            jump,
            to: coords[1..].to_vec(),
        })
    }
}

/// One reason a written action is not legal. Each maps to one message in the locale files,
/// which names the rule broken.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum IllegalReason {
    /// The game is already over: a finished position has no legal actions.
    GameOver,
    /// The point is not on this board.
    OffBoard {
        /// The point.
        point: Coord,
    },
    /// There is no piece on the starting point.
    NoPiece {
        /// The point.
        point: Point,
    },
    /// The piece belongs to the side that is not to move.
    WrongTurn {
        /// The side to move.
        to_move: Side,
    },
    /// The destination of a step is occupied.
    Occupied {
        /// The point.
        point: Point,
    },
    /// A step must go to a neighbouring point.
    NotNeighbour {
        /// Start.
        from: Point,
        /// Destination.
        to: Point,
    },
    /// The board draws no diagonal line here (or none at all).
    NoDiagonal {
        /// One end.
        from: Point,
        /// The other end.
        to: Point,
        /// Whether this board draws any diagonal lines.
        board_has_diagonals: bool,
    },
    /// No line joins two orthogonal neighbours.
    NotConnected {
        /// One end.
        from: Point,
        /// The other end.
        to: Point,
    },
    /// A goose stepped backward, towards its own starting side.
    GooseBackward {
        /// Whether the step went diagonally backward.
        diagonal: bool,
    },
    /// A goose stepped sideways where this ruleset forbids it.
    GooseSideways,
    /// A goose tried to jump: geese never jump or capture.
    GooseJump,
    /// Nothing to jump on the point between.
    NoGooseToJump {
        /// The point between.
        over: Point,
    },
    /// A jump goes over exactly one adjacent piece to the point just beyond, in a straight line.
    JumpShape {
        /// Where the jump starts.
        from: Point,
        /// The landing written.
        to: Point,
    },
    /// A jump is too long: it would pass over two or more points, such as two geese in a row.
    JumpTooLong {
        /// Where the jump starts.
        from: Point,
        /// The landing written.
        to: Point,
    },
    /// The landing point of a jump is occupied.
    LandingOccupied {
        /// The landing.
        point: Point,
    },
    /// The landing point of a jump is not on the board.
    LandingOffBoard {
        /// The landing written.
        point: Coord,
    },
    /// This ruleset allows one jump per turn.
    OneJumpPerTurn,
    /// The fox leaps in a direction its ruleset forbids (north, backward, in the 1870 rules).
    JumpBackward {
        /// Where the leap starts.
        from: Point,
        /// The landing written.
        to: Point,
    },
    /// The fox is placed on a point that is not empty.
    PlaceOccupied {
        /// The point.
        point: Point,
    },
    /// The fox has not chosen its square yet: its first action places it (`@d4`).
    FoxNotPlaced,
    /// The fox is on the board already; only its first action places it.
    FoxAlreadyPlaced,
    /// In this ruleset the fox starts on the board and is never placed.
    NoPlacement,
    /// A chain jumps the same goose twice.
    JumpedTwice {
        /// The goose.
        point: Point,
    },
    /// A capture is available and capturing is compulsory.
    CaptureCompulsory,
    /// The chain stops while a further jump is available, and chains must be maximal.
    ChainMustContinue {
        /// Where the chain stopped.
        at: Point,
    },
    /// None of the rules above, yet the action is not among the legal ones. Never produced
    /// for the built-in rulesets (a property test holds this); kept so a new rule cannot
    /// make `explain` claim an illegal action is legal.
    NotAnAction,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_reads_loosely_and_prints_canonically() {
        for (text, canon) in [
            ("d4-d3", "d4-d3"),
            ("D4-D3", "d4-d3"),
            (" d4 - d3 ", "d4-d3"),
            ("d4xd2", "d4xd2"),
            ("D4 X D2", "d4xd2"),
            ("d4xd6xf6", "d4xd6xf6"),
            ("c5-c4", "c5-c4"),
            ("z9-a10", "z9-a10"),
            ("@d4", "@d4"),
            (" @ D4", "@d4"),
            ("11-15", "11-15"),
            ("15x22x31", "15x22x31"),
            // Look-alikes (issue 25): dashes, minus signs, crosses, full-width characters.
            ("d4\u{2013}c4", "d4-c4"),
            ("d4\u{2014}c4", "d4-c4"),
            ("d4\u{2212}c4", "d4-c4"),
            ("d4\u{2011}c4", "d4-c4"),
            ("d4\u{00D7}d6", "d4xd6"),
            ("D4\u{2715}D6", "d4xd6"),
            ("d4\u{0445}d6", "d4xd6"),
            ("\u{FF44}\u{FF14}\u{FF0D}\u{FF43}\u{FF14}", "d4-c4"),
            ("15\u{2013}22", "15-22"),
            ("@11", "@11"),
        ] {
            let a: ActionText = text.parse().unwrap();
            assert_eq!(a.to_string(), canon, "{text}");
        }
    }

    #[test]
    fn bad_notation_is_refused() {
        assert_eq!("".parse::<ActionText>(), Err(ActionSyntaxError::Empty));
        assert_eq!(
            "d4".parse::<ActionText>(),
            Err(ActionSyntaxError::MissingSeparator)
        );
        assert!(matches!(
            "hello".parse::<ActionText>(),
            Err(ActionSyntaxError::BadPoint { .. })
        ));
        assert!(matches!(
            "d4-".parse::<ActionText>(),
            Err(ActionSyntaxError::BadPoint { .. })
        ));
        assert_eq!(
            "d4xd6-d7".parse::<ActionText>(),
            Err(ActionSyntaxError::MixedSeparators)
        );
        assert_eq!(
            "d4-d5-d6".parse::<ActionText>(),
            Err(ActionSyntaxError::StepChain)
        );
        for bad in ["@", "@d4-d5", "@@d4", "@xyz"] {
            assert!(
                matches!(
                    bad.parse::<ActionText>(),
                    Err(ActionSyntaxError::BadPoint { .. })
                ),
                "{bad}"
            );
        }
    }
}
