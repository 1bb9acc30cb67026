//! `Bitboard`: a set of points as one 128-bit word.
//!
//! Every board in the crate is laid on the same 9 × 9 grid (see [`crate::rules::point`]),
//! so one bit per grid cell covers the 33-point and the 45-point crosses alike. Move
//! generation works on whole sets at once: "every goose with an empty point south of it"
//! is two `&`s and a shift.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use super::point::{Direction, Point, GRID};

/// A set of grid points.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Bitboard(pub u128);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The set holding only `p`.
    #[inline]
    pub const fn from_point(p: Point) -> Bitboard {
        Bitboard(1u128 << p.index())
    }

    /// Whether `p` is in the set.
    #[inline]
    pub const fn contains(self, p: Point) -> bool {
        self.0 & (1u128 << p.index()) != 0
    }

    /// Adds `p`.
    #[inline]
    pub fn insert(&mut self, p: Point) {
        self.0 |= 1u128 << p.index();
    }

    /// Removes `p`.
    #[inline]
    pub fn remove(&mut self, p: Point) {
        self.0 &= !(1u128 << p.index());
    }

    /// The number of points in the set.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every point of `other` is in `self`.
    #[inline]
    pub const fn is_superset(self, other: Bitboard) -> bool {
        other.0 & !self.0 == 0
    }

    /// The lowest point of the set (south-west first), if any.
    #[inline]
    pub fn first(self) -> Option<Point> {
        if self.0 == 0 {
            None
        } else {
            Some(Point::from_index(self.0.trailing_zeros() as u8))
        }
    }

    /// Shifts every point by `delta` grid cells (positive: towards higher indices).
    ///
    /// Callers mask first so that nothing wraps across the grid's edge.
    #[inline]
    pub const fn shift(self, delta: i8) -> Bitboard {
        if delta >= 0 {
            Bitboard(self.0 << delta as u32)
        } else {
            Bitboard(self.0 >> (-delta) as u32)
        }
    }

    /// Every point moved one step in direction `d`, constant shifts per direction. Callers
    /// mask with the board's lines first so that nothing wraps across the grid's edge.
    #[inline(always)]
    pub fn step(self, d: Direction) -> Bitboard {
        match d {
            Direction::North => self.shift(Direction::North.delta()),
            Direction::NorthEast => self.shift(Direction::NorthEast.delta()),
            Direction::East => self.shift(Direction::East.delta()),
            Direction::SouthEast => self.shift(Direction::SouthEast.delta()),
            Direction::South => self.shift(Direction::South.delta()),
            Direction::SouthWest => self.shift(Direction::SouthWest.delta()),
            Direction::West => self.shift(Direction::West.delta()),
            Direction::NorthWest => self.shift(Direction::NorthWest.delta()),
        }
    }

    /// The points in index order: rank 1 first, west to east within a rank.
    #[inline]
    pub fn iter(self) -> BitboardIter {
        BitboardIter(self.0)
    }
}

/// Iterator over the points of a [`Bitboard`].
#[derive(Clone, Debug)]
pub struct BitboardIter(u128);

impl Iterator for BitboardIter {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Point::from_index(i))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for BitboardIter {}

impl IntoIterator for Bitboard {
    type Item = Point;
    type IntoIter = BitboardIter;
    fn into_iter(self) -> BitboardIter {
        self.iter()
    }
}

impl FromIterator<Point> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> Self {
        let mut b = Bitboard::EMPTY;
        for p in iter {
            b.insert(p);
        }
        b
    }
}

macro_rules! bitop {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $tra for Bitboard {
            #[inline]
            fn $fa(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
bitop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bitop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bitop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// Prints the set as the 9 × 9 grid, north at the top: `X` for a member, `.` otherwise.
///
/// ```text
/// . . . . . . . . .
/// . . X X X . . . .
/// ```
impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f)?;
        for rank in (0..GRID).rev() {
            for file in 0..GRID {
                let p = Point::new(file, rank).expect("inside the grid");
                let c = if self.contains(p) { 'X' } else { '.' };
                if file > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
