//! The board as text: points, the lines between them, pieces, and rank and file labels.
//!
//! ```text
//!     a   b   c   d   e   f   g
//! 7           G───G───G
//!             │   │   │
//! 6           G───G───G
//!             │   │   │
//! 5   G───G───G───G───G───G───G
//!     │   │   │   │   │   │   │
//! 4   ·───·───·───F───·───·───·
//! ```
//!
//! Each point takes one column and each gap three; a gap between two ranks shows `│` under
//! points with a southward line and `╱`, `╲` or `╳` where diagonals cross a unit square.
//! Everything is read off the board's line sets, so every board draws itself.
//!
//! A numbered board (the draught board) is drawn as a draughts board instead: eight squares a
//! row, the light ones blank, each dark square showing its piece and its number.
//!
//! ```text
//!      a    b    c    d    e    f    g    h
//!   ┌────┬────┬────┬────┬────┬────┬────┬────┐
//! 8 │    │G  1│    │G  2│    │G  3│    │G  4│
//! 7 │G  5│    │G  6│    │G  7│    │G  8│    │
//! 6 │    │·  9│    │· 10│    │F 11│    │· 12│
//! ```

use foxgeese::rules::Bitboard;
use foxgeese::rules::Position;
use foxgeese::rules::{Board, Direction, Point};

// A path `tests/studies.rs` can follow too: it includes this file and `style.rs` to draw boards.
use super::style::Style;

/// Glyph of an empty point.
const EMPTY: &str = "·";
/// Glyph of a marked empty point (a destination of a listed action).
const MARK: &str = "*";

/// Draws `pos`, marking the empty points in `marks`.
pub fn draw(pos: &Position, marks: Bitboard, style: &Style) -> String {
    draw_pieces(pos.board(), pos.foxes(), pos.geese(), marks, style)
}

/// Draws a board with the given pieces.
fn draw_pieces(
    board: &Board,
    foxes: Bitboard,
    geese: Bitboard,
    marks: Bitboard,
    style: &Style,
) -> String {
    if board.numbered() {
        return draw_draughts(board, foxes, geese, marks, style);
    }
    let files = board.files();
    let mut out = String::new();
    let labels = |out: &mut String| {
        out.push_str("   ");
        for f in 0..files {
            out.push(' ');
            out.push((b'a' + f) as char);
            if f + 1 < files {
                out.push_str("  ");
            }
        }
        out.push('\n');
    };
    labels(&mut out);
    for rank in (0..board.ranks()).rev() {
        // The rank itself.
        let mut line = format!("{:>2}  ", rank + 1);
        for (f, p) in rank_points(board, rank) {
            if board.contains(p) {
                line.push_str(&glyph(p, foxes, geese, marks, style));
            } else {
                line.push(' ');
            }
            if f + 1 < files {
                if board.neighbour(p, Direction::East).is_some() {
                    line.push_str(&style.dim("───"));
                } else {
                    line.push_str("   ");
                }
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
        if rank == 0 {
            break;
        }
        // The gap down to the next rank.
        let mut gap = String::from("    ");
        for (f, p) in rank_points(board, rank) {
            gap.push_str(if board.neighbour(p, Direction::South).is_some() {
                "│"
            } else {
                " "
            });
            if f + 1 < files {
                let down_right = board.neighbour(p, Direction::SouthEast).is_some();
                let east = Point::new(f + 1, rank).expect("inside the grid");
                let down_left = board.neighbour(east, Direction::SouthWest).is_some();
                gap.push_str(match (down_right, down_left) {
                    (true, true) => " ╳ ",
                    (true, false) => " ╲ ",
                    (false, true) => " ╱ ",
                    (false, false) => "   ",
                });
            }
        }
        out.push_str(&style.dim(gap.trim_end()));
        out.push('\n');
    }
    labels(&mut out);
    out
}

/// The grid's points of one rank, west to east, with their file index (on the board or not).
fn rank_points(board: &Board, rank: u8) -> impl Iterator<Item = (u8, Point)> {
    (0..board.files()).map(move |f| (f, Point::new(f, rank).expect("board fits the grid")))
}

/// What a point of the board shows: its fox or goose, a mark, or the empty point's dot.
fn glyph(p: Point, foxes: Bitboard, geese: Bitboard, marks: Bitboard, style: &Style) -> String {
    if foxes.contains(p) {
        style.fox("F")
    } else if geese.contains(p) {
        style.goose("G")
    } else if marks.contains(p) {
        style.good(MARK)
    } else {
        style.dim(EMPTY)
    }
}

/// Draws a numbered board as a draughts board: a boxed 8 × 8 grid, light squares blank, each
/// dark square its piece (or `·`, `*`) and its number.
fn draw_draughts(
    board: &Board,
    foxes: Bitboard,
    geese: Bitboard,
    marks: Bitboard,
    style: &Style,
) -> String {
    let files = board.files();
    let mut out = String::new();
    let labels = |out: &mut String| {
        out.push_str("   ");
        for f in 0..files {
            out.push_str("  ");
            out.push((b'a' + f) as char);
            out.push_str("  ");
        }
        out.push_str(" \n");
    };
    let rule = |left: &str, mid: &str, right: &str| {
        let cells = vec!["────"; files as usize].join(mid);
        format!("   {}\n", style.dim(&format!("{left}{cells}{right}")))
    };
    labels(&mut out);
    out.push_str(&rule("┌", "┬", "┐"));
    let bar = style.dim("│");
    for rank in (0..board.ranks()).rev() {
        let mut line = format!("{:>2} {bar}", rank + 1);
        for (_, p) in rank_points(board, rank) {
            if board.contains(p) {
                line.push_str(&glyph(p, foxes, geese, marks, style));
                line.push_str(&style.dim(&format!("{:>3}", board.coord(p).to_string())));
            } else {
                line.push_str("    ");
            }
            line.push_str(&bar);
        }
        line.push_str(&format!(" {}", rank + 1));
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(&rule("└", "┴", "┘"));
    labels(&mut out);
    out.lines()
        .map(str::trim_end)
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;
    use foxgeese::rules::Ruleset;

    #[test]
    fn plyyard_start_draws_as_the_cross() {
        let pos = Position::start(Ruleset::plyyard());
        let s = draw(&pos, Bitboard::EMPTY, &Style::PLAIN);
        let lines: Vec<&str> = s.lines().collect();
        assert_eq!(lines[0], "    a   b   c   d   e   f   g");
        assert_eq!(lines[1], " 7          G───G───G");
        assert_eq!(lines[7], " 4  ·───·───·───F───·───·───·");
        assert_eq!(lines.len(), 15);
        assert!(!s.contains('╳'));
    }

    #[test]
    fn diagonals_are_drawn() {
        let std = Ruleset::get("standard".parse().unwrap());
        let s = draw(&Position::start(std), Bitboard::EMPTY, &Style::PLAIN);
        assert!(s.contains('╳'));
        let dr = Ruleset::get("boys-own-1870-draughts".parse().unwrap());
        let s = draw(&Position::start(dr), Bitboard::EMPTY, &Style::PLAIN);
        let lines: Vec<&str> = s.lines().collect();
        assert_eq!(lines[0], "     a    b    c    d    e    f    g    h");
        assert_eq!(lines[2], " 8 │    │G  1│    │G  2│    │G  3│    │G  4│ 8");
        assert_eq!(lines[4], " 6 │    │·  9│    │· 10│    │F 11│    │· 12│ 6");
        assert_eq!(lines[9], " 1 │· 29│    │· 30│    │· 31│    │· 32│    │ 1");
        assert_eq!(lines.len(), 12);
        let lc = Ruleset::get("large-cross".parse().unwrap());
        let s = draw(&Position::start(lc), Bitboard::EMPTY, &Style::PLAIN);
        assert!(s.contains('╱') && s.contains('╲') && !s.contains('╳'));
    }
}
