//! Boards as data: which points of the grid are playable and the lines that join them.
//!
//! Boards are laid on the one 9 × 9 grid of [`Point`]s (`point.rs`), so a whole board fits one
//! [`Bitboard`]. A [`Board`] is a set of playable points plus, for each of the eight
//! [`Direction`]s, the set of points that have a printed line leading that way. Everything the
//! rules need (neighbours, jump geometry, shifting whole sets of geese) is derived from those nine
//! sets, so a new board is a new picture and a diagonal rule, not new move-generation code.
//!
//! The 33-point cross (`Board::cross33`) as drawn by [`Board::cross33`] with orthogonal lines:
//!
//! The draughts board (`Board::draughts`) is the 32 dark squares of an 8 × 8 board, a1 dark,
//! joined by diagonal lines only ([`Diagonals::Only`]). Its squares are also named by the usual
//! draughts numbers, 1–32 row by row from the top, left to right: square 1 is b8, 4 is h8, 5 is
//! a7 and 29 the left corner of the bottom row, a1 (so 4 and 29 are the single corners, joined
//! by the long diagonal 4–8–11–15–18–22–25–29). A [`Coord`] holds either kind of name and
//! [`Board::point`] reads both; [`Board::coord`] gives a board's own name for a point.
//!
//! ```text
//! 7     · ─ · ─ ·
//!       │   │   │
//! 6     · ─ · ─ ·
//!       │   │   │
//! 5 · ─ · ─ · ─ · ─ · ─ · ─ ·
//!   …
//!   a   b   c   d   e   f   g
//! ```

use super::bitboard::Bitboard;
use super::point::{draughts_number, draughts_point, Coord, Direction, Point};

/// Which diagonal lines a board draws.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Diagonals {
    /// Orthogonal lines only.
    None,
    /// Both diagonals in every unit square whose four corners are points of the board.
    All,
    /// As on an alquerque board: diagonals only through points whose file index plus rank index
    /// is even, so in each such unit square exactly one diagonal is drawn.
    Alternating,
    /// Diagonal lines only, joining every two diagonal neighbours, and no orthogonal lines:
    /// the dark squares of a draughts board.
    Only,
}

/// The shape of a board, for naming it in text.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Shape {
    /// The 33-point cross: arms two points long, files a–g, ranks 1–7.
    Cross33,
    /// The 45-point cross: arms three points long, files a–i, ranks 1–9.
    Cross45,
    /// The 32 dark squares of an 8 × 8 draughts board, files a–h, ranks 1–8, named by number.
    Draughts,
}

/// A board: playable points and the lines between them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    shape: Shape,
    diagonals: Diagonals,
    files: u8,
    ranks: u8,
    points: Bitboard,
    /// `lines[d]`: the points with a line leading one step in direction `d`.
    lines: [Bitboard; 8],
    /// `next[p][d]`: the grid index one line away from `p` in direction `d`, or [`NO_POINT`].
    /// Derived from `lines`; a table lookup is what the fox's move generator wants.
    next: [[u8; 8]; 81],
    /// The directions in which the board has any line: four without diagonals, else eight.
    /// Move generators loop over these instead of all eight.
    line_dirs: Vec<Direction>,
}

/// Marks "no line this way" in [`Board`]'s neighbour table.
const NO_POINT: u8 = u8::MAX;

/// The 33-point cross, north row first.
const CROSS_33: [&str; 7] = [
    "..###..", //
    "..###..", "#######", "#######", "#######", "..###..", "..###..",
];

/// The 45-point cross, north row first.
const CROSS_45: [&str; 9] = [
    "...###...",
    "...###...",
    "...###...",
    "#########",
    "#########",
    "#########",
    "...###...",
    "...###...",
    "...###...",
];

/// The draughts board's dark squares, north row first (a1 is dark).
const DRAUGHTS: [&str; 8] = [
    ".#.#.#.#", "#.#.#.#.", ".#.#.#.#", "#.#.#.#.", ".#.#.#.#", "#.#.#.#.", ".#.#.#.#", "#.#.#.#.",
];

impl Board {
    /// The 33-point cross with the given diagonals.
    pub fn cross33(diagonals: Diagonals) -> Board {
        Board::from_picture(Shape::Cross33, &CROSS_33, diagonals)
    }

    /// The 45-point cross with the given diagonals.
    pub fn cross45(diagonals: Diagonals) -> Board {
        Board::from_picture(Shape::Cross45, &CROSS_45, diagonals)
    }

    /// The 32 dark squares of a draughts board, diagonal lines only, named by number.
    pub fn draughts() -> Board {
        Board::from_picture(Shape::Draughts, &DRAUGHTS, Diagonals::Only)
    }

    /// Builds a board from rows of `#` (a point) and `.` (no point), north row first, and a
    /// diagonal rule. Orthogonal lines join every two neighbouring points.
    fn from_picture(shape: Shape, rows: &[&str], diagonals: Diagonals) -> Board {
        let ranks = rows.len() as u8;
        let files = rows[0].len() as u8;
        let mut points = Bitboard::EMPTY;
        for (i, row) in rows.iter().enumerate() {
            let rank = ranks - 1 - i as u8;
            for (file, c) in row.bytes().enumerate() {
                if c == b'#' {
                    points.insert(Point::new(file as u8, rank).expect("picture fits the grid"));
                }
            }
        }
        let mut lines = [Bitboard::EMPTY; 8];
        for p in points {
            for d in Direction::ALL {
                let Some(q) = p.offset(d) else { continue };
                if !points.contains(q) {
                    continue;
                }
                let drawn = if diagonals == Diagonals::Only {
                    d.is_diagonal()
                } else if d.is_diagonal() {
                    // The unit square spanned by p and q must be wholly on the board.
                    let square = [
                        Point::new(p.file(), q.rank()),
                        Point::new(q.file(), p.rank()),
                    ];
                    let whole = square.iter().all(|c| c.is_some_and(|c| points.contains(c)));
                    whole
                        && match diagonals {
                            Diagonals::None => false,
                            Diagonals::All | Diagonals::Only => true,
                            Diagonals::Alternating => (p.file() + p.rank()) % 2 == 0,
                        }
                } else {
                    true
                };
                if drawn {
                    lines[d.index()].insert(p);
                }
            }
        }
        let mut next = [[NO_POINT; 8]; 81];
        for p in points {
            for d in Direction::ALL {
                if lines[d.index()].contains(p) {
                    next[p.index() as usize][d.index()] = (p.index() as i8 + d.delta()) as u8;
                }
            }
        }
        let line_dirs = Direction::ALL
            .into_iter()
            .filter(|d| !lines[d.index()].is_empty())
            .collect();
        Board {
            shape,
            diagonals,
            files,
            ranks,
            points,
            lines,
            next,
            line_dirs,
        }
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The board's diagonal rule.
    pub fn diagonals(&self) -> Diagonals {
        self.diagonals
    }

    /// Number of files (columns of the grid the board uses).
    pub fn files(&self) -> u8 {
        self.files
    }

    /// Number of ranks.
    pub fn ranks(&self) -> u8 {
        self.ranks
    }

    /// Every playable point.
    #[inline]
    pub fn points(&self) -> Bitboard {
        self.points
    }

    /// Whether `p` is a playable point.
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        self.points.contains(p)
    }

    /// Whether the board's points are named by draughts numbers (letters and ranks are read
    /// too).
    pub fn numbered(&self) -> bool {
        self.shape == Shape::Draughts
    }

    /// The playable point named by `c`, if any: a letter-and-rank name, or on a numbered board
    /// a square number.
    pub fn point(&self, c: Coord) -> Option<Point> {
        match c.as_number() {
            Some(n) if self.numbered() => draughts_point(n),
            Some(_) => None,
            None => c.point().filter(|p| self.contains(*p)),
        }
    }

    /// The board's own name for `p`: its square number on a numbered board, else `d4`.
    pub fn coord(&self, p: Point) -> Coord {
        match draughts_number(p) {
            Some(n) if self.numbered() => Coord::number(n),
            _ => Coord::from(p),
        }
    }

    /// `c` in the board's own naming when it names one of its points, else as written.
    pub fn canonical(&self, c: Coord) -> Coord {
        self.point(c).map_or(c, |p| self.coord(p))
    }

    /// The directions in which any line leads, in [`Direction::ALL`] order.
    #[inline]
    pub fn line_directions(&self) -> &[Direction] {
        &self.line_dirs
    }

    /// The points with a line leading one step in direction `d`.
    #[inline]
    pub fn lines(&self, d: Direction) -> Bitboard {
        self.lines[d.index()]
    }

    /// The point one line away from `p` in direction `d`, if such a line is drawn.
    #[inline]
    pub fn neighbour(&self, p: Point, d: Direction) -> Option<Point> {
        let q = self.next[p.index() as usize][d.index()];
        if q == NO_POINT {
            None
        } else {
            Some(Point::from_index(q))
        }
    }

    /// Whether a line joins `p` and `q` directly, and in which direction from `p`.
    pub fn line_between(&self, p: Point, q: Point) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|&d| self.neighbour(p, d) == Some(q))
    }

    /// The playable points of `rank` (0 = rank 1), west to east.
    pub fn rank_points(&self, rank: u8) -> impl Iterator<Item = Point> + '_ {
        (0..self.files)
            .filter_map(move |f| Point::new(f, rank))
            .filter(|p| self.contains(*p))
    }

    /// Whether the grid cells `p` and `q` are neighbours on the grid (one step in any of the
    /// eight directions), and in which direction from `p`.
    pub fn grid_direction(p: Point, q: Point) -> Option<Direction> {
        Direction::from_vector(
            q.file() as i32 - p.file() as i32,
            q.rank() as i32 - p.rank() as i32,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str) -> Point {
        s.parse().unwrap()
    }

    #[test]
    fn cross33_has_33_points_and_the_issue_names() {
        let b = Board::cross33(Diagonals::None);
        assert_eq!(b.points().count(), 33);
        for name in ["c1", "e2", "a3", "g5", "c6", "e7", "d4"] {
            assert!(b.contains(pt(name)), "{name}");
        }
        for name in ["a1", "b2", "f6", "g7", "a2"] {
            assert!(!b.contains(pt(name)), "{name}");
        }
    }

    #[test]
    fn cross45_has_45_points() {
        let b = Board::cross45(Diagonals::Alternating);
        assert_eq!(b.points().count(), 45);
        assert!(b.contains(pt("d1")) && b.contains(pt("i6")) && b.contains(pt("f9")));
        assert!(!b.contains(pt("c3")) && !b.contains(pt("g7")));
    }

    #[test]
    fn orthogonal_board_has_no_diagonal_lines() {
        let b = Board::cross33(Diagonals::None);
        for d in Direction::ALL.into_iter().filter(|d| d.is_diagonal()) {
            assert!(b.lines(d).is_empty());
        }
        assert_eq!(b.neighbour(pt("d4"), Direction::North), Some(pt("d5")));
        assert_eq!(b.neighbour(pt("c6"), Direction::West), None);
    }

    #[test]
    fn diagonals_need_a_whole_unit_square() {
        let b = Board::cross33(Diagonals::All);
        // c2–b3: the square b2 c2 b3 c3 is missing b2.
        assert_eq!(b.neighbour(pt("c2"), Direction::NorthWest), None);
        assert_eq!(b.neighbour(pt("c3"), Direction::NorthWest), Some(pt("b4")));
        assert_eq!(b.neighbour(pt("d4"), Direction::SouthEast), Some(pt("e3")));
    }

    #[test]
    fn alternating_diagonals_pass_only_through_even_points() {
        let b = Board::cross45(Diagonals::Alternating);
        let e5 = pt("e5");
        assert_eq!(b.neighbour(e5, Direction::NorthEast), Some(pt("f6")));
        let e6 = pt("e6");
        for d in Direction::ALL.into_iter().filter(|d| d.is_diagonal()) {
            assert_eq!(b.neighbour(e6, d), None, "{d:?}");
        }
        // Lines are symmetric.
        for p in b.points() {
            for d in Direction::ALL {
                if let Some(q) = b.neighbour(p, d) {
                    assert_eq!(b.neighbour(q, d.opposite()), Some(p));
                }
            }
        }
    }

    #[test]
    fn draughts_board_has_32_dark_squares_and_diagonal_lines_only() {
        let b = Board::draughts();
        assert_eq!(b.points().count(), 32);
        for d in Direction::ALL.into_iter().filter(|d| !d.is_diagonal()) {
            assert!(b.lines(d).is_empty(), "{d:?}");
        }
        // The numbering: row by row from the top, left to right; 29 is the left corner.
        for (n, name) in [
            (1, "b8"),
            (4, "h8"),
            (5, "a7"),
            (11, "f6"),
            (15, "e5"),
            (29, "a1"),
        ]
        .into_iter()
        .chain([(32, "g1"), (28, "h2")])
        {
            assert_eq!(draughts_point(n), Some(pt(name)), "{n}");
            assert_eq!(b.coord(pt(name)), Coord::number(n), "{name}");
            assert_eq!(b.point(Coord::number(n)), Some(pt(name)));
            assert_eq!(b.point(name.parse().unwrap()), Some(pt(name)));
        }
        for n in 1..=32 {
            let p = draughts_point(n).unwrap();
            assert!(b.contains(p));
            assert_eq!(draughts_number(p), Some(n));
        }
        assert_eq!(b.point(Coord::number(33)), None);
        assert_eq!(b.point(Coord::number(0)), None);
        assert_eq!(b.point(pt("a2").into()), None, "a light square");
        // 29 is a corner: one line leads out of it, towards 25.
        let corner = pt("a1");
        let out: Vec<Point> = Direction::ALL
            .into_iter()
            .filter_map(|d| b.neighbour(corner, d))
            .collect();
        assert_eq!(out, vec![pt("b2")]);
        assert_eq!(b.coord(pt("b2")), Coord::number(25));
        // Numbers name nothing on the crosses.
        assert_eq!(
            Board::cross33(Diagonals::None).point(Coord::number(11)),
            None
        );
    }
}
