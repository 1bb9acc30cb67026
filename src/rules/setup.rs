//! `Setup`: a position as written, not yet checked against the rules, and the one-line notation.
//!
//! The notation is FEN-like: the ranks from the top down, separated by `/`, each listing only
//! its playable points west to east (`G` goose, `F` fox, `.` empty, a digit for a run of empty
//! points); then the side to move (`g` or `f`); then the fox's capture count; then, optionally,
//! the number of plies since the last capture or forward goose step (the draw clock).
//!
//! ```text
//! GGG/GGG/GGGGGGG/3F3/7/3/3 g 0      Ply Yard's start
//! GGG/GGG/GGGGGGG/...F.../......./.../... g 0      the same position
//! ```
//!
//! Parsing needs only the board's shape; counting pieces against a ruleset is
//! [`crate::rules::position::Position::from_setup`]'s job, so syntax errors and rule errors stay
//! apart.

use std::fmt;

use super::bitboard::Bitboard;
use super::board::Board;
use super::point::Point;
use super::Side;

/// A position as written: pieces, side to move and counters, not yet validated.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    /// Points holding a fox.
    pub foxes: Bitboard,
    /// Points holding a goose.
    pub geese: Bitboard,
    /// The side to move.
    pub turn: Side,
    /// Geese captured so far.
    pub captures: u32,
    /// Plies since the last capture or forward goose step.
    pub clock: u32,
}

/// What is wrong with a position's notation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NotationErrorKind {
    /// Nothing was written.
    Empty,
    /// The board field has the wrong number of ranks.
    RankCount {
        /// Ranks written.
        found: usize,
        /// Ranks on the board.
        expected: usize,
    },
    /// A rank lists the wrong number of points.
    RankLength {
        /// The rank's number (1 = south).
        rank: u8,
        /// Points written.
        found: usize,
        /// Playable points on that rank.
        expected: usize,
    },
    /// A character that is not `G`, `F`, `.` or a digit.
    UnknownPiece {
        /// The rank's number.
        rank: u8,
        /// The point it would stand on, when the rank is not already too long there.
        point: Option<Point>,
        /// The character.
        found: char,
    },
    /// The side to move is missing.
    MissingSide,
    /// The side to move is not `g` or `f`.
    BadSide {
        /// What was written.
        found: String,
    },
    /// The capture count is missing.
    MissingCaptures,
    /// The capture count is not a number.
    BadCaptures {
        /// What was written.
        found: String,
    },
    /// The draw clock is not a number.
    BadClock {
        /// What was written.
        found: String,
    },
    /// More than four fields.
    ExtraField {
        /// The first extra field.
        found: String,
    },
}

/// A notation error and where it is: a character offset into the text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NotationError {
    /// What is wrong.
    pub kind: NotationErrorKind,
    /// Character offset (0-based) of the offending part within the text.
    pub column: usize,
    /// Length in characters of the offending part (at least 1).
    pub len: usize,
}

/// Splits `s` on ASCII whitespace, keeping each field's character offset.
fn fields(s: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (ci, (bi, c)) in s.char_indices().enumerate() {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some((ci, bi)),
            (true, Some((sc, sb))) => {
                out.push((sc, &s[sb..bi]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((sc, sb)) = start {
        out.push((sc, &s[sb..]));
    }
    out
}

impl Setup {
    /// Reads the one-line notation for `board`.
    pub fn parse(text: &str, board: &Board) -> Result<Setup, NotationError> {
        let err = |kind, column, len: usize| NotationError {
            kind,
            column,
            len: len.max(1),
        };
        let fields = fields(text);
        let Some(&(col0, placement)) = fields.first() else {
            return Err(err(NotationErrorKind::Empty, 0, 1));
        };
        let (foxes, geese) = parse_placement(placement, col0, board)?;
        let end = text.chars().count();
        let (scol, side) = *fields
            .get(1)
            .ok_or_else(|| err(NotationErrorKind::MissingSide, end, 1))?;
        let turn = match side {
            "g" | "G" => Side::Geese,
            "f" | "F" => Side::Fox,
            _ => {
                return Err(err(
                    NotationErrorKind::BadSide {
                        found: side.to_string(),
                    },
                    scol,
                    side.chars().count(),
                ))
            }
        };
        let (ccol, caps) = *fields
            .get(2)
            .ok_or_else(|| err(NotationErrorKind::MissingCaptures, end, 1))?;
        let number = |s: &str| -> Option<u32> {
            if s.bytes().all(|b| b.is_ascii_digit()) {
                s.parse().ok()
            } else {
                None
            }
        };
        let captures = number(caps).ok_or_else(|| {
            err(
                NotationErrorKind::BadCaptures {
                    found: caps.to_string(),
                },
                ccol,
                caps.chars().count(),
            )
        })?;
        let clock = match fields.get(3) {
            None => 0,
            Some(&(kcol, k)) => number(k).ok_or_else(|| {
                err(
                    NotationErrorKind::BadClock {
                        found: k.to_string(),
                    },
                    kcol,
                    k.chars().count(),
                )
            })?,
        };
        if let Some(&(xcol, x)) = fields.get(4) {
            return Err(err(
                NotationErrorKind::ExtraField {
                    found: x.to_string(),
                },
                xcol,
                x.chars().count(),
            ));
        }
        Ok(Setup {
            foxes,
            geese,
            turn,
            captures,
            clock,
        })
    }

    /// Writes the canonical notation for `board`: digits for runs of empty points, the clock
    /// only when `with_clock`.
    pub fn notation(&self, board: &Board, with_clock: bool) -> String {
        let mut s = placement(self.foxes, self.geese, board);
        s.push(' ');
        s.push(self.turn.letter());
        s.push(' ');
        s.push_str(&self.captures.to_string());
        if with_clock {
            s.push(' ');
            s.push_str(&self.clock.to_string());
        }
        s
    }
}

/// The board field alone, canonical.
pub(crate) fn placement(foxes: Bitboard, geese: Bitboard, board: &Board) -> String {
    let mut s = String::new();
    for rank in (0..board.ranks()).rev() {
        if rank + 1 != board.ranks() {
            s.push('/');
        }
        let mut run = 0u8;
        for p in board.rank_points(rank) {
            let c = if foxes.contains(p) {
                'F'
            } else if geese.contains(p) {
                'G'
            } else {
                run += 1;
                continue;
            };
            if run > 0 {
                s.push((b'0' + run) as char);
                run = 0;
            }
            s.push(c);
        }
        if run > 0 {
            s.push((b'0' + run) as char);
        }
    }
    s
}

fn parse_placement(
    text: &str,
    col0: usize,
    board: &Board,
) -> Result<(Bitboard, Bitboard), NotationError> {
    let rows: Vec<&str> = text.split('/').collect();
    let expected_ranks = board.ranks() as usize;
    if rows.len() != expected_ranks {
        return Err(NotationError {
            kind: NotationErrorKind::RankCount {
                found: rows.len(),
                expected: expected_ranks,
            },
            column: col0,
            len: text.chars().count().max(1),
        });
    }
    let mut foxes = Bitboard::EMPTY;
    let mut geese = Bitboard::EMPTY;
    let mut col = col0;
    for (i, row) in rows.iter().enumerate() {
        let rank = board.ranks() - 1 - i as u8;
        let pts: Vec<Point> = board.rank_points(rank).collect();
        let mut n = 0usize;
        for (k, c) in row.chars().enumerate() {
            match c {
                'G' | 'g' | 'F' | 'f' | '.' => {
                    if let Some(&p) = pts.get(n) {
                        match c {
                            'G' | 'g' => geese.insert(p),
                            'F' | 'f' => foxes.insert(p),
                            _ => {}
                        }
                    }
                    n += 1;
                }
                '1'..='9' => n += c as usize - '0' as usize,
                _ => {
                    return Err(NotationError {
                        kind: NotationErrorKind::UnknownPiece {
                            rank: rank + 1,
                            point: pts.get(n).copied(),
                            found: c,
                        },
                        column: col + k,
                        len: 1,
                    })
                }
            }
        }
        if n != pts.len() {
            return Err(NotationError {
                kind: NotationErrorKind::RankLength {
                    rank: rank + 1,
                    found: n,
                    expected: pts.len(),
                },
                column: col,
                len: row.chars().count().max(1),
            });
        }
        col += row.chars().count() + 1;
    }
    Ok((foxes, geese))
}

impl fmt::Display for NotationErrorKind {
    /// A terse English description for logs and `Debug`-level contexts; user-facing text comes
    /// from the locale files.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::board::Diagonals;

    fn board() -> Board {
        Board::cross33(Diagonals::None)
    }

    #[test]
    fn start_reads_in_both_forms_and_prints_canonically() {
        let b = board();
        let a = Setup::parse("GGG/GGG/GGGGGGG/3F3/7/3/3 g 0", &b).unwrap();
        let c = Setup::parse("GGG/GGG/GGGGGGG/...F.../......./.../... g 0", &b).unwrap();
        assert_eq!(a, c);
        assert_eq!(a.geese.count(), 13);
        assert_eq!(a.notation(&b, false), "GGG/GGG/GGGGGGG/3F3/7/3/3 g 0");
    }

    #[test]
    fn errors_say_where() {
        let b = board();
        let e = Setup::parse("GGG/GGG/GGGGGGG/3F3/7/3 g 0", &b).unwrap_err();
        assert!(matches!(
            e.kind,
            NotationErrorKind::RankCount { found: 6, .. }
        ));
        let e = Setup::parse("GGG/GGG/GGGGGG/3F3/7/3/3 g 0", &b).unwrap_err();
        assert_eq!(
            e.kind,
            NotationErrorKind::RankLength {
                rank: 5,
                found: 6,
                expected: 7
            }
        );
        assert_eq!(e.column, 8);
        let e = Setup::parse("GGG/GXG/GGGGGGG/3F3/7/3/3 g 0", &b).unwrap_err();
        assert_eq!(
            e.kind,
            NotationErrorKind::UnknownPiece {
                rank: 6,
                point: Some("d6".parse().unwrap()),
                found: 'X'
            }
        );
        assert_eq!(e.column, 5);
        let e = Setup::parse("GGG/GGG/GGGGGGG/3F3/7/3/3 x 0", &b).unwrap_err();
        assert!(matches!(e.kind, NotationErrorKind::BadSide { .. }));
        let e = Setup::parse("GGG/GGG/GGGGGGG/3F3/7/3/3 g nine", &b).unwrap_err();
        assert!(matches!(e.kind, NotationErrorKind::BadCaptures { .. }));
        let e = Setup::parse("GGG/GGG/GGGGGGG/3F3/7/3/3 g -1", &b).unwrap_err();
        assert!(matches!(e.kind, NotationErrorKind::BadCaptures { .. }));
        let e = Setup::parse("GGG/GGG/GGGGGGG/3F3/7/3/3", &b).unwrap_err();
        assert_eq!(e.kind, NotationErrorKind::MissingSide);
        let e = Setup::parse("GGG/GGG/GGGGGGG/3F3/7/3/3 g", &b).unwrap_err();
        assert_eq!(e.kind, NotationErrorKind::MissingCaptures);
        let e = Setup::parse("", &b).unwrap_err();
        assert_eq!(e.kind, NotationErrorKind::Empty);
        let e = Setup::parse("GGG/GGG/GGGGGGG/3F3/7/3/3 g 0 0 x", &b).unwrap_err();
        assert!(matches!(e.kind, NotationErrorKind::ExtraField { .. }));
    }
}
