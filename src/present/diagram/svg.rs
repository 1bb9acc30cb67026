//! The SVG drawing of a [`Diagram`]: deterministic text (the same diagram gives the same bytes),
//! whole numbers only, each piece and mark defined once in `<defs>` and placed with `<use>`.
//!
//! The picture is laid out on a grid of 100 units a point (`viewBox`); `width` and `height` scale
//! it to the size asked for. Layers, bottom up: the board, the last action's points, the lines,
//! the points, the marks, the pieces, the captured geese, the legal destinations, the arrows,
//! the coordinates. The only `<text>` is the coordinates' and the square numbers', in a generic
//! font family; the words for a screen reader are the `<title>` and `<desc>` that
//! `aria-labelledby` names.
//!
//! A numbered board (the draught board) is drawn as a draughts board: a square of 100 units
//! round each point, the points' squares dark, the others the board's colour, each dark square
//! its number in a corner; it has no lines and no point dots (its lines are the dark squares'
//! diagonals, which the squares show).
//!
//! The ids (`fg-title`, `goose`, `head`, …) are fixed: a page holds one diagram, as each page of
//! the lesson book does; a page with several inline would need them prefixed.
//!
//! Written by hand rather than with an SVG crate: the document is a few fixed elements with
//! integer attributes, and writing it directly keeps the bytes stable across crate versions.

use std::fmt::Write;

use foxgeese::i18n::Localizer;
use foxgeese::rules::{Board, Direction, Point};

use super::{words, Arrow, Diagram, Theme};
use crate::present::markup::escape;

/// Units from one point to the next.
const UNIT: i64 = 100;
/// Units from the outermost points to the picture's edge (room for a piece and a coordinate).
const MARGIN: i64 = 70;
/// The band left of the board and under it that holds the coordinates, when drawn: the
/// labels stand outside every square and every piece (inside the margin, the draught board's
/// numbers met squares 5 to 29 and the pieces on them: issue 25). The picture's `viewBox`
/// starts at `-LABEL` so the board keeps its own coordinates.
const LABEL: i64 = 40;
/// How much shorter than the path an arrow is at its end, so its head stops before the point.
const ARROW_SHORTEN: f64 = 30.0;

/// The smallest and largest `--size`, in pixels.
pub const SIZES: std::ops::RangeInclusive<u32> = 16..=4096;

/// The ids of the title and description elements, which `aria-labelledby` names.
pub const TITLE_ID: &str = "fg-title";
pub const DESC_ID: &str = "fg-desc";

/// A theme's colours.
struct Colours {
    board: &'static str,
    /// The dark squares of a draughts board.
    square: &'static str,
    line: &'static str,
    goose: &'static str,
    goose_edge: &'static str,
    fox: &'static str,
    fox_edge: &'static str,
    fox_face: &'static str,
    mark: &'static str,
    legal: &'static str,
    arrow: &'static str,
    captured: &'static str,
    last: &'static str,
    text: &'static str,
}

fn colours(theme: Theme) -> Colours {
    match theme {
        Theme::Light => Colours {
            board: "#f4ead5",
            square: "#c9b38a",
            line: "#5b4a32",
            goose: "#ffffff",
            goose_edge: "#333333",
            fox: "#d2691e",
            fox_edge: "#5a2a0a",
            fox_face: "#ffffff",
            mark: "#1f6fb2",
            legal: "#2e8b57",
            arrow: "#c0392b",
            captured: "#c0392b",
            last: "#f2c94c",
            text: "#5b4a32",
        },
        Theme::Dark => Colours {
            board: "#1f2328",
            square: "#3b434c",
            line: "#9aa4ae",
            goose: "#f5f5f5",
            goose_edge: "#0d0d0d",
            fox: "#e07b39",
            fox_edge: "#2b1406",
            fox_face: "#f5f5f5",
            mark: "#58a6ff",
            legal: "#3fb950",
            arrow: "#ff7b72",
            captured: "#ff7b72",
            last: "#8a6d1f",
            text: "#c9d1d9",
        },
        Theme::Print => Colours {
            board: "#ffffff",
            square: "#d0d0d0",
            line: "#000000",
            goose: "#ffffff",
            goose_edge: "#000000",
            fox: "#000000",
            fox_edge: "#000000",
            fox_face: "#ffffff",
            mark: "#000000",
            legal: "#000000",
            arrow: "#000000",
            captured: "#000000",
            last: "#d0d0d0",
            text: "#000000",
        },
    }
}

/// Where a point is drawn, in picture units: north at the top.
fn at(board: &Board, p: Point) -> (i64, i64) {
    let x = MARGIN + i64::from(p.file()) * UNIT;
    let y = MARGIN + (i64::from(board.ranks()) - 1 - i64::from(p.rank())) * UNIT;
    (x, y)
}

/// The picture's width and height in units.
fn extent(board: &Board) -> (i64, i64) {
    let w = 2 * MARGIN + (i64::from(board.files()) - 1).max(0) * UNIT;
    let h = 2 * MARGIN + (i64::from(board.ranks()) - 1).max(0) * UNIT;
    (w, h)
}

/// The diagram as an SVG document, its words in `loc`'s language.
pub fn render(d: &Diagram, loc: &Localizer) -> String {
    let board = d.position.board();
    let c = colours(d.theme);
    let (w, h) = extent(board);
    let band = if d.coordinates { LABEL } else { 0 };
    let (vw, vh) = (w + band, h + band);
    let size = i64::from(d.size);
    let height = (size * vh + vw / 2) / vw;
    let mut s = String::new();
    let lang = loc.lang().tag();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{height}" viewBox="{} 0 {vw} {vh}" role="img" aria-labelledby="{TITLE_ID} {DESC_ID}" lang="{lang}">"#,
        -band
    );
    let _ = writeln!(
        s,
        r#"<title id="{TITLE_ID}">{}</title>"#,
        escape(&words::title(d, loc))
    );
    let _ = writeln!(
        s,
        r#"<desc id="{DESC_ID}">{}</desc>"#,
        escape(&words::description(d, loc))
    );
    defs(&mut s, &c);
    let x = if band > 0 {
        format!(r#" x="{}""#, -band)
    } else {
        String::new()
    };
    let _ = writeln!(
        s,
        r#"<rect{x} width="{vw}" height="{vh}" rx="24" fill="{}"/>"#,
        c.board
    );
    if board.numbered() {
        squares(&mut s, board, &c);
    }
    if let Some(last) = &d.last {
        for p in &last.path {
            place(&mut s, board, "last", *p);
        }
    }
    if !board.numbered() {
        lines(&mut s, board, &c);
        for p in board.points() {
            place(&mut s, board, "pt", p);
        }
    }
    for p in &d.marks {
        place(&mut s, board, "mark", *p);
    }
    for p in d.position.geese() {
        place(&mut s, board, "goose", p);
    }
    for p in d.position.foxes() {
        place(&mut s, board, "fox", p);
    }
    let mut captured: Vec<Point> = d
        .last
        .iter()
        .chain(&d.arrows)
        .flat_map(|a| a.captured.iter().copied())
        .collect();
    captured.sort();
    captured.dedup();
    for p in captured {
        place(&mut s, board, "captured", p);
    }
    for p in d.legal.iter().flatten() {
        place(&mut s, board, "dest", *p);
    }
    for a in &d.arrows {
        arrow(&mut s, board, a, &c);
    }
    if d.coordinates {
        coordinates(&mut s, board, &c);
    }
    s.push_str("</svg>\n");
    s
}

/// The pieces, marks and the arrowhead, each defined once around (0, 0).
fn defs(s: &mut String, c: &Colours) {
    s.push_str("<defs>\n");
    let _ = writeln!(s, r#"<circle id="pt" r="8" fill="{}"/>"#, c.line);
    let _ = writeln!(
        s,
        r#"<circle id="goose" r="32" fill="{}" stroke="{}" stroke-width="5"/>"#,
        c.goose, c.goose_edge
    );
    // A fox's head: two ears, cheeks, a pointed chin, a pale muzzle and two eyes.
    let _ = writeln!(
        s,
        r#"<g id="fox"><path d="M-32 -34 L-12 -18 L12 -18 L32 -34 L30 2 L0 34 L-30 2 Z" fill="{}" stroke="{}" stroke-width="5" stroke-linejoin="round"/><path d="M-14 8 L0 30 L14 8 Z" fill="{}"/><circle cx="-11" cy="-4" r="5" fill="{}"/><circle cx="11" cy="-4" r="5" fill="{}"/></g>"#,
        c.fox, c.fox_edge, c.fox_face, c.fox_face, c.fox_face
    );
    let _ = writeln!(
        s,
        r#"<rect id="mark" x="-46" y="-46" width="92" height="92" rx="12" fill="none" stroke="{}" stroke-width="7"/>"#,
        c.mark
    );
    let _ = writeln!(
        s,
        r#"<rect id="last" x="-48" y="-48" width="96" height="96" rx="14" fill="{}" fill-opacity="0.7"/>"#,
        c.last
    );
    let _ = writeln!(
        s,
        r#"<path id="captured" d="M-24 -24 L24 24 M24 -24 L-24 24" stroke="{}" stroke-width="10" stroke-linecap="round" fill="none"/>"#,
        c.captured
    );
    // A target: a ring around a dot, unlike a point or a piece in every theme.
    let _ = writeln!(
        s,
        r#"<g id="dest"><circle r="20" fill="{}" stroke="{}" stroke-width="6"/><circle r="7" fill="{}"/></g>"#,
        c.board, c.legal, c.legal
    );
    let _ = writeln!(
        s,
        r#"<marker id="head" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path d="M0 0 L10 5 L0 10 Z" fill="{}"/></marker>"#,
        c.arrow
    );
    s.push_str("</defs>\n");
}

/// One `<use>` of a definition at a point.
fn place(s: &mut String, board: &Board, id: &str, p: Point) {
    let (x, y) = at(board, p);
    let _ = writeln!(s, r##"<use href="#{id}" x="{x}" y="{y}"/>"##);
}

/// Every line of the board as one path: each straight run of lines is one segment. The board's
/// data says where lines lead; runs are followed in four directions (the other four are the
/// same lines walked back).
fn lines(s: &mut String, board: &Board, c: &Colours) {
    let mut d = String::new();
    for dir in [
        Direction::East,
        Direction::North,
        Direction::NorthEast,
        Direction::NorthWest,
    ] {
        for p in board.points() {
            let starts =
                board.neighbour(p, dir).is_some() && board.neighbour(p, dir.opposite()).is_none();
            if !starts {
                continue;
            }
            let mut end = p;
            while let Some(q) = board.neighbour(end, dir) {
                end = q;
            }
            let (x0, y0) = at(board, p);
            let (x1, y1) = at(board, end);
            if !d.is_empty() {
                d.push(' ');
            }
            let _ = write!(d, "M{x0} {y0} L{x1} {y1}");
        }
    }
    if d.is_empty() {
        return;
    }
    let _ = writeln!(
        s,
        r#"<path d="{d}" stroke="{}" stroke-width="5" stroke-linecap="round" fill="none"/>"#,
        c.line
    );
}

/// A draughts board's squares: the dark ones (the board's points) filled as one path, each
/// with its number in its top left corner.
fn squares(s: &mut String, board: &Board, c: &Colours) {
    let half = UNIT / 2;
    let mut d = String::new();
    for p in board.points() {
        let (x, y) = at(board, p);
        if !d.is_empty() {
            d.push(' ');
        }
        let _ = write!(d, "M{} {} h{UNIT} v{UNIT} h-{UNIT} Z", x - half, y - half);
    }
    let _ = writeln!(s, r#"<path d="{d}" fill="{}"/>"#, c.square);
    let _ = writeln!(
        s,
        r#"<g font-family="sans-serif" font-size="20" fill="{}">"#,
        c.text
    );
    let mut numbered: Vec<(String, Point)> = board
        .points()
        .into_iter()
        .map(|p| (board.coord(p).to_string(), p))
        .collect();
    numbered.sort_by_key(|(n, _)| n.parse::<u32>().unwrap_or(0));
    for (n, p) in numbered {
        let (x, y) = at(board, p);
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}">{n}</text>"#,
            x - half + 6,
            y - half + 22
        );
    }
    s.push_str("</g>\n");
}

/// An action's arrow: one path from its start through each landing, its end shortened so the
/// head stops before the last point.
fn arrow(s: &mut String, board: &Board, a: &Arrow, c: &Colours) {
    let mut pts: Vec<(i64, i64)> = a.path.iter().map(|p| at(board, *p)).collect();
    pts.dedup();
    if pts.len() < 2 {
        return;
    }
    let n = pts.len();
    let (px, py) = pts[n - 2];
    let (ex, ey) = pts[n - 1];
    let (dx, dy) = ((ex - px) as f64, (ey - py) as f64);
    let len = (dx * dx + dy * dy).sqrt();
    let k = (len - ARROW_SHORTEN).max(0.0) / len;
    pts[n - 1] = (px + (dx * k).round() as i64, py + (dy * k).round() as i64);
    let mut d = String::new();
    for (i, (x, y)) in pts.iter().enumerate() {
        let _ = write!(d, "{}{x} {y}", if i == 0 { "M" } else { " L" });
    }
    let _ = writeln!(
        s,
        r#"<path class="arrow" d="{d}" stroke="{}" stroke-width="10" stroke-opacity="0.85" stroke-linecap="round" stroke-linejoin="round" fill="none" marker-end="url(#head)"/>"#,
        c.arrow
    );
}

/// File letters under the board and rank numbers left of it, in a generic font, in the band
/// of [`LABEL`] units outside the board's margin.
fn coordinates(s: &mut String, board: &Board, c: &Colours) {
    let (_, h) = extent(board);
    let _ = writeln!(
        s,
        r#"<g font-family="sans-serif" font-size="30" text-anchor="middle" fill="{}">"#,
        c.text
    );
    for f in 0..board.files() {
        let x = MARGIN + i64::from(f) * UNIT;
        let letter = char::from(b'a' + f);
        let _ = writeln!(s, r#"<text x="{x}" y="{}">{letter}</text>"#, h + LABEL - 12);
    }
    for r in 0..board.ranks() {
        let y = MARGIN + (i64::from(board.ranks()) - 1 - i64::from(r)) * UNIT + 10;
        let _ = writeln!(s, r#"<text x="{}" y="{y}">{}</text>"#, -LABEL / 2, r + 1);
    }
    s.push_str("</g>\n");
}
