//! A position drawn as an SVG diagram (`foxgeese diagram`, and every page of `foxgeese
//! export`): what to draw ([`Diagram`]), the words a screen reader says for it ([`words`]) and
//! the drawing itself ([`svg`]).
//!
//! Why here, on the binary side, and not a library module: the SVG carries the diagram's title
//! and description in the learner's language, and the library holds no words; a second program
//! that wants diagrams gets the same words only through the locale files, which live with the
//! binary's presentation. The drawing needs nothing from the terminal, so it stays a plain
//! function from a [`Diagram`] and a [`Localizer`] to a `String`.
//!
//! The board is drawn from its data, never from its name: every playable point of the
//! ruleset's [`foxgeese::rules::Board`] is a dot and every line it has (orthogonal or diagonal,
//! in whichever direction the board's data says) is a stroke, so the 33-point cross with or
//! without diagonals, the 45-point cross and any later board (one with diagonal lines only)
//! draw alike.

pub mod svg;
pub mod words;

use foxgeese::rules::{ActionText, Board, Point, Position};

/// What a diagram shows: a position, and what is drawn over it.
#[derive(Clone, Debug)]
pub struct Diagram {
    /// The position drawn.
    pub position: Position,
    /// Actions drawn as arrows, as written (`--arrows`).
    pub arrows: Vec<Arrow>,
    /// Points marked (`--mark`), sorted and without repeats.
    pub marks: Vec<Point>,
    /// Legal destinations marked (`--legal`), sorted; `None` when not asked for.
    pub legal: Option<Vec<Point>>,
    /// The last action played, highlighted (`--last`).
    pub last: Option<Arrow>,
    /// File letters and rank numbers in the margin.
    pub coordinates: bool,
    /// The width in pixels.
    pub size: u32,
    /// The colours.
    pub theme: Theme,
}

/// An action drawn over the board: one path through its landings, the geese it captures
/// marked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrow {
    /// The action as written (`d4xd2xf2`).
    pub notation: String,
    /// Its start, then each landing (or the destination of a step).
    pub path: Vec<Point>,
    /// The geese it jumps over.
    pub captured: Vec<Point>,
}

impl Arrow {
    /// An action as an arrow on `board`. The captured geese are the engine's when `legal`
    /// gives them; an arrow may show an illegal action too (a lesson's wrong move), and then
    /// each goose standing between two landings two points apart counts as captured.
    /// `None` when a point of the action is not on the board.
    pub fn new(
        text: &ActionText,
        pos: &Position,
        legal: Option<&foxgeese::rules::Action>,
    ) -> Option<Arrow> {
        let board = pos.board();
        let mut path = vec![board.point(text.from)?];
        for c in &text.to {
            path.push(board.point(*c)?);
        }
        let mut captured: Vec<Point> = match legal {
            Some(a) => a.captured().into_iter().collect(),
            None if text.jump => path
                .windows(2)
                .filter_map(|w| between(board, w[0], w[1]))
                .filter(|p| pos.geese().contains(*p))
                .collect(),
            None => Vec::new(),
        };
        captured.sort();
        captured.dedup();
        Some(Arrow {
            notation: text.to_string(),
            path,
            captured,
        })
    }
}

/// The point halfway between `a` and `b` when they are two grid steps apart in a straight
/// line and it is on the board.
fn between(board: &Board, a: Point, b: Point) -> Option<Point> {
    let df = i32::from(b.file()) - i32::from(a.file());
    let dr = i32::from(b.rank()) - i32::from(a.rank());
    let straight = (df.abs() == 2 || df == 0) && (dr.abs() == 2 || dr == 0) && (df, dr) != (0, 0);
    if !straight {
        return None;
    }
    let f = u8::try_from(i32::from(a.file()) + df / 2).ok()?;
    let r = u8::try_from(i32::from(a.rank()) + dr / 2).ok()?;
    Point::new(f, r).filter(|p| board.contains(*p))
}

/// A diagram's colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// Dark lines on a warm light board.
    Light,
    /// Light lines on a dark board, for slides.
    Dark,
    /// Black on white, for paper.
    Print,
}

#[cfg(test)]
mod tests {
    use super::between;
    use foxgeese::rules::{Board, Diagonals, Point};

    fn pt(s: &str) -> Point {
        s.parse().unwrap()
    }

    /// The goose a hop jumps over: the point halfway, when there is one on the board.
    #[test]
    fn the_point_between_two_landings() {
        let cross = Board::cross33(Diagonals::None);
        let cases = [
            ("d4", "d2", Some("d3")),
            ("d4", "f6", Some("e5")),
            ("c4", "c6", Some("c5")),
            ("d4", "d5", None),
            ("d4", "e6", None),
            ("d4", "d4", None),
            ("c1", "a3", None),
        ];
        for (a, b, want) in cases {
            assert_eq!(between(&cross, pt(a), pt(b)), want.map(pt), "{a}–{b}");
        }
    }
}
