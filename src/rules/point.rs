//! Points and directions of the one grid every board is laid on.
//!
//! Every board lives on one 9 × 9 grid of cells, indexed `rank * 9 + file` from a1 (south-west)
//! to i9 (north-east), so a [`Point`] means the same thing on every board and a whole board fits
//! one [`Bitboard`](super::Bitboard). A [`Coord`] holds either kind of name a point has: its
//! grid name (`d4`) or, on the draughts board, its draughts number (`11`). The eight
//! [`Direction`]s step between neighbouring cells. Which points and lines a board has is
//! [`Board`](super::Board)'s, in `board.rs`.

use std::fmt;
use std::str::FromStr;

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
/// `rank` the number. It names a point only on a numbered board ([`Board::point`](super::Board::point)).
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
    /// (never for a square number: see [`Board::point`](super::Board::point)).
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

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str) -> Point {
        s.parse().unwrap()
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
