//! Board geometry as data: points, their names, directions and the lines that join them.
//!
//! Every board lives on one 9 × 9 grid of cells, indexed `rank * 9 + file` from a1 (south-west)
//! to i9 (north-east), so a [`Point`] means the same thing on every board and a whole board fits
//! one [`Bitboard`]. A [`Board`] is a set of playable points plus, for each of the eight
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

use std::fmt;
use std::str::FromStr;

use super::bitboard::Bitboard;

/// Cells per side of the grid every board is laid on.
pub(crate) const GRID: u8 = 9;

/// A cell of the 9 × 9 grid, named like a chess square (`a1` … `i9`).
///
/// Whether the point is playable depends on the board: `a1` is on the grid but not on
/// either cross.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

impl Point {
    /// The point at `file` (0 = a) and `rank` (0 = rank 1), if inside the grid.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Option<Point> {
        if file < GRID && rank < GRID {
            Some(Point(rank * GRID + file))
        } else {
            None
        }
    }

    /// The point with grid index `i` (`rank * 9 + file`). Panics in debug builds when outside.
    #[inline]
    pub const fn from_index(i: u8) -> Point {
        debug_assert!(i < GRID * GRID);
        Point(i)
    }

    /// The grid index, `rank * 9 + file`.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file, 0 for `a`.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % GRID
    }

    /// The rank, 0 for rank 1.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / GRID
    }

    /// The neighbouring grid cell in direction `d`, if still inside the grid.
    #[inline]
    pub fn offset(self, d: Direction) -> Option<Point> {
        let (df, dr) = d.vector();
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if (0..GRID as i8).contains(&f) && (0..GRID as i8).contains(&r) {
            Point::new(f as u8, r as u8)
        } else {
            None
        }
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A point name as written, before it is checked against the grid or a board:
/// a file letter and a rank number, such as `d4`, `a1` or `z12`.
///
/// Keeping the name apart from [`Point`] lets an error say "`h9` is not on the board"
/// instead of "cannot parse".
///
/// A draughts square number (`11`) is a `Coord` too: its `file` is [`Coord::NUMBER`] and its
/// `rank` the number. It names a point only on a numbered board ([`Board::point`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Coord {
    /// 0 for `a`, up to 25 for `z`; [`Coord::NUMBER`] for a square number.
    pub file: u8,
    /// 1-based rank number as written, or the square number.
    pub rank: u32,
}

impl Coord {
    /// The `file` of a square number.
    pub const NUMBER: u8 = u8::MAX;

    /// The square number `n`, as written.
    pub const fn number(n: u32) -> Coord {
        Coord {
            file: Coord::NUMBER,
            rank: n,
        }
    }

    /// The square number, if this is one.
    pub const fn as_number(self) -> Option<u32> {
        if self.file == Coord::NUMBER {
            Some(self.rank)
        } else {
            None
        }
    }

    /// The grid point with this letter-and-rank name, if the name is inside the 9 × 9 grid
    /// (never for a square number: see [`Board::point`]).
    pub fn point(self) -> Option<Point> {
        if self.file == Coord::NUMBER || self.rank == 0 || self.rank > GRID as u32 {
            return None;
        }
        Point::new(self.file, (self.rank - 1) as u8)
    }
}

/// The draughts number (1–32) of a dark square of the 8 × 8 board, or `None` for any other
/// grid point.
pub const fn draughts_number(p: Point) -> Option<u32> {
    let (file, rank) = (p.file(), p.rank());
    if file >= 8 || rank >= 8 || (file + rank) % 2 != 0 {
        return None;
    }
    let row = 7 - rank as u32;
    Some(row * 4 + file as u32 / 2 + 1)
}

/// The dark square with draughts number `n` (1–32).
pub const fn draughts_point(n: u32) -> Option<Point> {
    if n == 0 || n > 32 {
        return None;
    }
    let row = (n - 1) / 4;
    let k = (n - 1) % 4;
    let file = if row.is_multiple_of(2) {
        2 * k + 1
    } else {
        2 * k
    };
    Point::new(file as u8, 7 - row as u8)
}

impl From<Point> for Coord {
    fn from(p: Point) -> Coord {
        Coord {
            file: p.file(),
            rank: p.rank() as u32 + 1,
        }
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.as_number() {
            Some(n) => write!(f, "{n}"),
            None => write!(f, "{}{}", (b'a' + self.file) as char, self.rank),
        }
    }
}

/// Why a point name could not be read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BadPointName;

impl FromStr for Coord {
    type Err = BadPointName;

    /// Reads `d4`, `D4`, `z12`: one ASCII letter, then a decimal rank of one or two digits;
    /// or a square number of one or two digits, `11`.
    fn from_str(s: &str) -> Result<Coord, BadPointName> {
        let s = s.trim();
        if !s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit()) {
            return s.parse().map(Coord::number).map_err(|_| BadPointName);
        }
        let mut chars = s.chars();
        let letter = chars.next().ok_or(BadPointName)?;
        if !letter.is_ascii_alphabetic() {
            return Err(BadPointName);
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(BadPointName);
        }
        let rank: u32 = digits.parse().map_err(|_| BadPointName)?;
        Ok(Coord {
            file: letter.to_ascii_lowercase() as u8 - b'a',
            rank,
        })
    }
}

impl FromStr for Point {
    type Err = BadPointName;

    /// Reads a point name inside the 9 × 9 grid (`a1` … `i9`).
    fn from_str(s: &str) -> Result<Point, BadPointName> {
        s.parse::<Coord>()?.point().ok_or(BadPointName)
    }
}

/// One of the eight compass directions. North is towards rank 9.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Direction {
    North,
    NorthEast,
    East,
    SouthEast,
    South,
    SouthWest,
    West,
    NorthWest,
}

impl Direction {
    /// All eight, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// (file, rank) change of one step.
    #[inline]
    pub const fn vector(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }

    /// Grid-index change of one step.
    #[inline]
    pub const fn delta(self) -> i8 {
        let (f, r) = self.vector();
        r * GRID as i8 + f
    }

    /// Whether the direction is one of the four diagonals.
    #[inline]
    pub const fn is_diagonal(self) -> bool {
        let (f, r) = self.vector();
        f != 0 && r != 0
    }

    /// The direction whose vector is `(df, dr)`, if it is a unit step.
    pub fn from_vector(df: i32, dr: i32) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|d| d.vector() == (df as i8, dr as i8) && df.abs() <= 1 && dr.abs() <= 1)
    }

    /// The direction reversed.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::NorthEast => Direction::SouthWest,
            Direction::East => Direction::West,
            Direction::SouthEast => Direction::NorthWest,
            Direction::South => Direction::North,
            Direction::SouthWest => Direction::NorthEast,
            Direction::West => Direction::East,
            Direction::NorthWest => Direction::SouthEast,
        }
    }

    /// Index in [`Direction::ALL`].
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// A set of directions, such as the ones a goose may step in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Directions(u8);

impl Directions {
    /// No direction.
    pub const NONE: Directions = Directions(0);
    /// All eight directions.
    pub const ALL: Directions = Directions(0xff);

    /// The set of the given directions.
    pub const fn of(dirs: &[Direction]) -> Directions {
        let mut bits = 0u8;
        let mut i = 0;
        while i < dirs.len() {
            bits |= 1 << dirs[i] as u8;
            i += 1;
        }
        Directions(bits)
    }

    /// Whether `d` is in the set.
    #[inline]
    pub const fn contains(self, d: Direction) -> bool {
        self.0 & (1 << d as u8) != 0
    }

    /// The union.
    pub const fn with(self, other: Directions) -> Directions {
        Directions(self.0 | other.0)
    }

    /// The members in [`Direction::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Direction> {
        Direction::ALL
            .into_iter()
            .filter(move |d| self.contains(*d))
    }
}

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

    #[test]
    fn point_names_round_trip() {
        for i in 0..81u8 {
            let p = Point::from_index(i);
            assert_eq!(p.to_string().parse::<Point>(), Ok(p));
        }
        assert!("j1".parse::<Point>().is_err());
        assert_eq!("D4".parse::<Point>(), Ok(pt("d4")));
        assert!("d".parse::<Coord>().is_err());
        assert!("4d".parse::<Coord>().is_err());
        assert_eq!("z12".parse::<Coord>().unwrap().point(), None);
        assert_eq!("11".parse::<Coord>(), Ok(Coord::number(11)));
        assert_eq!(Coord::number(11).to_string(), "11");
        assert!("123".parse::<Coord>().is_err());
    }
}
