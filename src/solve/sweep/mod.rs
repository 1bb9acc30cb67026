//! The whole game solved front to back, where the geese only ever step forward.
//!
//! Where geese step only forward (the standard game: north, straight or diagonally, never
//! sideways or back) every goose step moves the geese one line on, and nothing moves them
//! back: the sum of the geese's lines, their *advance*, grows by one with every goose step
//! and a capture takes a goose away. So no position comes round again, and the positions of
//! one set of geese depend only on sets with more advance, or with fewer geese. One pass
//! over the sets of geese, from the most advanced back to the least and from the fewest
//! geese up to the most, settles every position; no retrograde iteration is needed. Nor are
//! there draws: the game ends when the fox is shut in, when too few geese are left, or when
//! the geese cannot step.
//!
//! A position here is a set of geese `G` (numbered by its colex rank among the sets of as
//! many geese, as in [`super::index`]), a point for the fox, and the side to move. For each
//! `G` two masks are kept, one bit for each empty point (numbered in order among the points
//! the geese leave empty, so that 33 − k points fit a `u32`):
//!
//! * `fox_loses[G]`: with the fox to move from that point, the geese win;
//! * `geese_win[G]`: with the geese to move and the fox on that point, the geese win.
//!
//! The values are wins and losses only, with no distance: the tables of [`super::table`]
//! hold distances, at two bytes a position; these hold one bit, so that the standard game's
//! thirteen geese (C(33, 13) · 20 · 2 ≈ 23 billion positions) fit in memory. A side that
//! keeps a won position won still wins: every ply brings the game nearer its end.
//!
//! [`Sweep`] is the solved game in memory ([`Sweep::run_in`] keeps each level in a file of the
//! table folder as soon as it is solved, and reads the levels already there, so a sweep
//! stopped part way resumes); [`SweepFile`] is one level's file, read a checked block at a
//! time; [`Reader`] answers positions from a folder's files, for the solver.

mod file;
mod geometry;
mod level;
mod reader;
mod run;
#[cfg(test)]
mod tests;

pub use file::{file_name, SweepFile, SWEEP_MAGIC, SWEEP_VERSION};
pub use geometry::{level_of_file, Geometry, Unsupported};
pub use level::Level;
pub use reader::Reader;
pub use run::{Sweep, SweepProgress};
