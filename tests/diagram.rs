//! `foxgeese diagram`: the SVG of every ruleset and every option snapshotted as text; each one
//! parsed back with usvg and drawn with resvg, its geese counted and a goose's and the fox's
//! pixels checked; a PNG of each ruleset's start kept in `tests/diagrams/` as the visual
//! reference (and compared pixel for pixel); and every bad input, in both languages.

use crate::common;

use std::path::PathBuf;

use common::{run, run_env, snapshot, snapshot_in_both_languages};
use foxgeese::rules::{Point, Position, Ruleset, RulesetSpec};
use resvg::{tiny_skia, usvg};

/// The surrounded fox of docs/diagrams.md: d4 with geese all around and d2 free.
const SURROUNDED: &str = "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0";
/// A fox on c4 that can chain c4xc6xe6 where chains are allowed.
const CHAIN: &str = "3/1G1/2G4/2F4/7/3/3 f 0";
/// The same under the standard rules, with three more geese so the fox has not won already.
const CHAIN_STANDARD: &str = "3/1G1/2G4/2F4/7/3/GGG f 0";

/// (snapshot name, ruleset, position, further arguments). Every case is drawn, snapshotted,
/// rendered and counted.
const CASES: &[(&str, &str, &str, &[&str])] = &[
    ("plyyard-start", "plyyard", "start", &[]),
    ("standard-start", "standard", "start", &[]),
    ("standard-geese-15", "standard:geese=15", "start", &[]),
    ("standard-geese-17", "standard:geese=17", "start", &[]),
    ("standard-sideways", "standard:sideways", "start", &[]),
    ("large-cross-start", "large-cross", "start", &[]),
    ("two-foxes-start", "two-foxes", "start", &[]),
    (
        "two-foxes-legal-last",
        "two-foxes",
        "start",
        &["--moves", "c7-c6", "--last", "--legal", "e7"],
    ),
    ("boys-own-1870-start", "boys-own-1870", "start", &[]),
    (
        "boys-own-1870-geese-13",
        "boys-own-1870:geese=13",
        "start",
        &[],
    ),
    (
        "boys-own-1870-fox-chooses",
        "boys-own-1870:fox-chooses",
        "start",
        &["--legal", "fox"],
    ),
    (
        "boys-own-1870-draughts-start",
        "boys-own-1870-draughts",
        "start",
        &["--coordinates"],
    ),
    (
        "boys-own-1870-draughts-chain",
        "boys-own-1870-draughts",
        "G3/1G2/2F1/2G1/4/1G2/4/4 f 4",
        &["--arrows", "11x18x25", "--legal", "fox", "--mark", "29"],
    ),
    ("coordinates", "plyyard", "start", &["--coordinates"]),
    (
        "coordinates-large-cross",
        "large-cross",
        "start",
        &["--coordinates"],
    ),
    ("arrow-jump", "plyyard", SURROUNDED, &["--arrows", "d4xd2"]),
    (
        "arrow-chain",
        "standard",
        CHAIN_STANDARD,
        &["--arrows", "c4xc6xe6", "--coordinates"],
    ),
    (
        "arrows-illegal-too",
        "plyyard",
        CHAIN,
        &["--arrows", "c4xc6xe6, c5-c4 d6-e6"],
    ),
    ("mark", "plyyard", SURROUNDED, &["--mark", "d2,f4 f4"]),
    ("legal-fox", "plyyard", SURROUNDED, &["--legal", "fox"]),
    ("legal-geese", "plyyard", "start", &["--legal", "geese"]),
    ("legal-point", "plyyard", "start", &["--legal", "C5"]),
    (
        "legal-chains",
        "standard",
        CHAIN_STANDARD,
        &["--legal", "fox"],
    ),
    (
        "legal-none",
        "plyyard",
        "3/3/7/7/2G4/G2/FGG f 0",
        &["--legal", "fox"],
    ),
    (
        "last-step",
        "plyyard",
        "start",
        &["--moves", "c5-c4 d4-d3", "--last"],
    ),
    (
        "last-capture",
        "plyyard",
        "start",
        &["--moves", "e5-e4 d4xf4", "--last", "--coordinates"],
    ),
    (
        "theme-dark",
        "plyyard",
        SURROUNDED,
        &["--theme", "dark", "--arrows", "d4xd2"],
    ),
    (
        "theme-print",
        "plyyard",
        SURROUNDED,
        &["--theme", "print", "--arrows", "d4xd2", "--legal", "fox"],
    ),
    ("size", "large-cross", "start", &["--size", "200"]),
    (
        "everything",
        "standard",
        CHAIN_STANDARD,
        &[
            "--moves",
            "c4-b4 d1-d2 b4-c4 d2-d3",
            "--last",
            "--arrows",
            "c4xc6xe6",
            "--mark",
            "e6",
            "--legal",
            "fox",
            "--coordinates",
            "--size",
            "512",
        ],
    ),
];

fn args<'a>(ruleset: &'a str, position: &'a str, more: &[&'a str]) -> Vec<&'a str> {
    let mut v = vec!["diagram", "--ruleset", ruleset, "--position", position];
    v.extend_from_slice(more);
    v
}

/// The position a case draws: its start, played on by `--moves`.
fn position_of(ruleset: &str, position: &str, more: &[&str]) -> Position {
    let rules = Ruleset::get(ruleset.parse::<RulesetSpec>().expect("a ruleset"));
    let mut pos = if position == "start" {
        Position::start(rules)
    } else {
        Position::parse(position, rules).expect("a position")
    };
    if let Some(i) = more.iter().position(|a| *a == "--moves") {
        for text in more[i + 1].split_whitespace() {
            pos = pos.play_unchecked(&pos.find(&text.parse().unwrap()).unwrap());
        }
    }
    pos
}

#[test]
fn every_case_is_snapshotted() {
    for (name, ruleset, position, more) in CASES {
        let out = run(&args(ruleset, position, more));
        assert_eq!(out.code, 0, "{name}: {}", out.stderr);
        snapshot(&format!("diagram-{name}"), &out);
    }
}

#[test]
fn the_words_are_indonesian_with_lang_id() {
    let mut a = vec!["--lang", "id"];
    a.extend(args(
        "plyyard",
        SURROUNDED,
        &["--arrows", "d4xd2", "--mark", "f4", "--legal", "fox"],
    ));
    snapshot("diagram-words-id", &run(&a));
    let mut a = vec!["--lang", "id"];
    a.extend(args("two-foxes", "start", &["--moves", "c7-c6", "--last"]));
    let out = run(&a);
    for words in [
        "Rubah di e7, c6.",
        "Giliran angsa.",
        "0 tangkapan.",
        "Tindakan terakhir: c7-c6.",
    ] {
        assert!(out.stdout.contains(words), "{words}: {}", out.stdout);
    }
}

/// The same input gives the same bytes.
#[test]
fn output_is_deterministic() {
    for (name, ruleset, position, more) in CASES {
        let a = run(&args(ruleset, position, more)).stdout;
        let b = run(&args(ruleset, position, more)).stdout;
        assert_eq!(a, b, "{name}");
    }
}

/// The SVG parsed back and rendered.
fn render(svg: &str) -> tiny_skia::Pixmap {
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default()).expect("valid SVG");
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).expect("a size");
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap
}

/// The pixel at a point's centre, as RGB, for a board of `files` × `ranks` drawn `width` wide.
fn pixel_at(pixmap: &tiny_skia::Pixmap, svg: &str, pos: &Position, p: Point) -> (u8, u8, u8) {
    let board = pos.board();
    // The viewBox: it starts left of 0 when a band holds the coordinates.
    let view: Vec<f64> = svg
        .split("viewBox=\"")
        .nth(1)
        .and_then(|v| v.split('"').next())
        .map(|v| v.split(' ').filter_map(|n| n.parse().ok()).collect())
        .unwrap_or_default();
    let (left, units_w) = (view[0], view[2]);
    let scale = f64::from(pixmap.width()) / units_w;
    let x = (70.0 + f64::from(p.file()) * 100.0 - left) * scale;
    let y = (70.0 + (f64::from(board.ranks()) - 1.0 - f64::from(p.rank())) * 100.0) * scale;
    let c = pixmap
        .pixel(x.round() as u32, y.round() as u32)
        .expect("inside")
        .demultiply();
    (c.red(), c.green(), c.blue())
}

/// Every case renders; it draws exactly the position's geese and foxes, each placed once with
/// `<use>`; a goose is white at its centre and a fox orange (light theme) where they stand.
#[test]
fn every_case_renders_with_the_right_pieces() {
    for (name, ruleset, position, more) in CASES {
        let svg = run(&args(ruleset, position, more)).stdout;
        let pos = position_of(ruleset, position, more);
        assert_eq!(
            svg.matches(r##"<use href="#goose""##).count(),
            pos.geese().count() as usize,
            "{name}: geese"
        );
        assert_eq!(
            svg.matches(r##"<use href="#fox""##).count(),
            pos.foxes().count() as usize,
            "{name}: foxes"
        );
        assert_eq!(svg.matches("<defs>").count(), 1, "{name}");
        assert!(svg.contains(r#"role="img""#), "{name}");
        assert!(
            svg.contains(r#"aria-labelledby="fg-title fg-desc""#),
            "{name}"
        );
        assert!(no_fractions(&svg), "{name}");
        let pixmap = render(&svg);
        assert!(pixmap.width() > 0 && pixmap.height() > 0, "{name}");
        if more.contains(&"--theme") {
            continue;
        }
        let covered = overlays(&svg);
        let board = pos.board();
        let free = |p: Point| {
            let x = 70 + i64::from(p.file()) * 100;
            let y = 70 + (i64::from(board.ranks()) - 1 - i64::from(p.rank())) * 100;
            !covered.contains(&(x, y))
        };
        for g in pos.geese().into_iter().filter(|g| free(*g)) {
            let (r, gr, b) = pixel_at(&pixmap, &svg, &pos, g);
            assert!(
                r > 240 && gr > 240 && b > 240,
                "{name}: goose on {g}: {r},{gr},{b}"
            );
        }
        for f in pos.foxes().into_iter().filter(|f| free(*f)) {
            let (r, g, b) = pixel_at(&pixmap, &svg, &pos, f);
            assert!(
                r > 190 && (80..130).contains(&g) && b < 60,
                "{name}: fox on {f}: {r},{g},{b}"
            );
        }
    }
}

/// The centres something is drawn over: marks, capture crosses, arrows' points.
fn overlays(svg: &str) -> Vec<(i64, i64)> {
    let numbers = |s: &str| -> Vec<i64> {
        s.split(|c: char| !c.is_ascii_digit())
            .filter(|t| !t.is_empty())
            .map(|t| t.parse().unwrap())
            .collect()
    };
    let mut out = Vec::new();
    for line in svg.lines() {
        if line.starts_with(r##"<use href="#mark""##)
            || line.starts_with(r##"<use href="#captured""##)
        {
            let n = numbers(line.split("x=").nth(1).unwrap());
            out.push((n[0], n[1]));
        } else if line.starts_with(r#"<path class="arrow""#) {
            let d = line
                .split("d=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap();
            let n = numbers(d);
            out.extend(n.chunks(2).map(|c| (c[0], c[1])));
        }
    }
    out
}

/// Numbers are whole: no decimal point outside the texts and the arrowhead's opacities.
fn no_fractions(svg: &str) -> bool {
    svg.lines()
        .filter(|l| !l.starts_with("<title") && !l.starts_with("<desc"))
        .all(|l| {
            let l = l
                .replace("fill-opacity=\"0.7\"", "")
                .replace("stroke-opacity=\"0.85\"", "");
            let b = l.as_bytes();
            !b.windows(3)
                .any(|w| w[0].is_ascii_digit() && w[1] == b'.' && w[2].is_ascii_digit())
        })
}

/// A drawn goose and an empty point look different: the board's colour is not white.
#[test]
fn an_empty_point_is_not_a_goose() {
    let svg = run(&args("plyyard", SURROUNDED, &[])).stdout;
    let pos = position_of("plyyard", SURROUNDED, &[]);
    let pixmap = render(&svg);
    let (r, g, b) = pixel_at(&pixmap, &svg, &pos, "d2".parse().unwrap());
    assert!(!(r > 240 && g > 240 && b > 240), "d2 is empty: {r},{g},{b}");
}

/// The visual references: each ruleset's start rendered, kept as `tests/diagrams/NAME.png`.
/// The rendering must match the kept picture; `FOXGEESE_UPDATE_PNG=1` rewrites them.
#[test]
fn reference_pictures_match() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/diagrams");
    let update = std::env::var_os("FOXGEESE_UPDATE_PNG").is_some();
    for (ruleset, position, more) in [
        (
            "plyyard",
            SURROUNDED,
            &["--coordinates", "--arrows", "d4xd2", "--legal", "fox"][..],
        ),
        ("standard", "start", &["--coordinates"][..]),
        ("large-cross", "start", &["--coordinates"][..]),
        ("two-foxes", "start", &["--coordinates"][..]),
        (
            "boys-own-1870",
            "start",
            &["--coordinates", "--theme", "print"][..],
        ),
        ("boys-own-1870-draughts", "start", &["--coordinates"][..]),
    ] {
        let svg = run(&args(ruleset, position, more)).stdout;
        let pixmap = render(&svg);
        let path = dir.join(format!("{ruleset}.png"));
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            pixmap.save_png(&path).unwrap();
            continue;
        }
        let kept = tiny_skia::Pixmap::load_png(&path)
            .unwrap_or_else(|e| panic!("{}: {e}; run with FOXGEESE_UPDATE_PNG=1", path.display()));
        assert_eq!(
            (kept.width(), kept.height()),
            (pixmap.width(), pixmap.height()),
            "{ruleset}"
        );
        let differing = kept
            .pixels()
            .iter()
            .zip(pixmap.pixels())
            .filter(|(a, b)| a != b)
            .count();
        // Text is not drawn (no fonts in the test renderer), so the pictures are exact.
        assert_eq!(differing, 0, "{ruleset}: {differing} pixels differ");
    }
}

/// `-o` writes the same SVG as standard output and says so.
#[test]
fn output_file_holds_the_svg() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("diagram-out");
    let _ = std::fs::remove_dir_all(&dir);
    let path = dir.join("board.svg");
    let p = path.to_str().unwrap();
    let out = run(&["--lang", "en", "diagram", "--arrows", "d5-d4", "-o", p]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout, format!("Wrote {p}.\n"));
    let written = std::fs::read_to_string(&path).unwrap();
    assert_eq!(written, run(&["diagram", "--arrows", "d5-d4"]).stdout);
}

/// Bad input: exit 2 with a message naming what and where, in both languages.
#[test]
fn bad_input_in_both_languages() {
    let dir = env!("CARGO_TARGET_TMPDIR");
    let cases: &[(&str, &[&str])] = &[
        ("diagram-bad-size-zero", &["diagram", "--size", "0"]),
        ("diagram-bad-size-text", &["diagram", "--size", "big"]),
        (
            "diagram-bad-size-huge",
            &["diagram", "--size", "99999999999"],
        ),
        ("diagram-bad-legal", &["diagram", "--legal", "wolf"]),
        ("diagram-bad-legal-empty", &["diagram", "--legal", "d1"]),
        ("diagram-bad-legal-off-board", &["diagram", "--legal", "a1"]),
        ("diagram-bad-mark", &["diagram", "--mark", "d2,a1"]),
        ("diagram-bad-mark-name", &["diagram", "--mark", "d2;x"]),
        ("diagram-bad-arrow", &["diagram", "--arrows", "d4-a1"]),
        (
            "diagram-bad-arrow-syntax",
            &["diagram", "--arrows", "d4d3d2-"],
        ),
        ("diagram-bad-last", &["diagram", "--last"]),
        (
            "diagram-bad-moves",
            &["diagram", "--moves", "d4-d3", "--last"],
        ),
        ("diagram-bad-theme", &["diagram", "--theme", "neon"]),
        (
            "diagram-bad-position",
            &["diagram", "--position", "3/3/7/3X3/7/3/3 g 0"],
        ),
        ("diagram-bad-output", &["diagram", "-o", dir]),
    ];
    for (name, a) in cases {
        if *name == "diagram-bad-output" {
            // The scratch folder's path differs between checkouts: lines are never wrapped
            // here, so its length cannot change where the error breaks (as in tests/export.rs).
            for lang in ["en", "id"] {
                let mut full = vec!["--lang", lang];
                full.extend_from_slice(a);
                let mut out = run_env(&full, &[("COLUMNS", "1000")]);
                out.stdout = out.stdout.replace(dir, "[TMP]");
                out.stderr = out.stderr.replace(dir, "[TMP]");
                snapshot(&format!("{name}-{lang}"), &out);
            }
        } else {
            snapshot_in_both_languages(name, a, |s| s.replace(dir, "[TMP]"));
        }
        let out = run(a);
        assert_eq!(out.code, 2, "{name}");
        assert!(out.stdout.is_empty(), "{name}");
    }
}

/// `diagram --help`, every flag described, in both languages.
#[test]
fn help_in_both_languages() {
    snapshot_in_both_languages("diagram-help", &["diagram", "--help"], str::to_string);
}

/// The diagrams docs/diagrams.md shows are what `foxgeese diagram` draws today (the page gives
/// the commands).
#[test]
fn readme_diagrams_are_current() {
    let root = env!("CARGO_MANIFEST_DIR");
    let cases: [(&str, &[&str]); 2] = [
        (
            "docs/surrounded-fox.svg",
            &[
                "diagram",
                "--position",
                SURROUNDED,
                "--arrows",
                "d4xd2",
                "--mark",
                "d2",
                "--coordinates",
                "--size",
                "320",
            ],
        ),
        (
            "docs/standard-chain.svg",
            &[
                "diagram",
                "--ruleset",
                "standard",
                "--position",
                CHAIN_STANDARD,
                "--arrows",
                "c4xc6xe6",
                "--legal",
                "fox",
                "--coordinates",
                "--size",
                "320",
                "--theme",
                "print",
            ],
        ),
    ];
    for (file, a) in cases {
        let kept = std::fs::read_to_string(format!("{root}/{file}")).unwrap();
        assert_eq!(
            kept,
            run(a).stdout,
            "{file}: draw it again with the command in docs/diagrams.md"
        );
    }
}

/// A box in picture units: left, top, right, bottom.
type Box4 = (f64, f64, f64, f64);

/// Whether two boxes meet (touching counts).
fn meet(a: Box4, b: Box4) -> bool {
    a.0 <= b.2 && b.0 <= a.2 && a.1 <= b.3 && b.1 <= a.3
}

/// The number after `name="` in an element's text.
fn attr(element: &str, name: &str) -> Option<f64> {
    let rest = format!(" {element}");
    let rest = rest.split(&format!(" {name}=\"")).nth(1)?;
    rest.split('"').next()?.parse().ok()
}

/// The coordinates' boxes: each `<text>` of the 30-unit font, centred on its `x`, with room
/// for a wide glyph (0.7 of the font size a character) and from above a capital to below a
/// descender.
fn label_boxes(svg: &str) -> Vec<(String, Box4)> {
    let Some(group) = svg.split("font-size=\"30\"").nth(1) else {
        return Vec::new();
    };
    let group = group.split("</g>").next().unwrap();
    group
        .split("<text ")
        .skip(1)
        .map(|t| {
            let (x, y) = (attr(t, "x").unwrap(), attr(t, "y").unwrap());
            let label = t.split('>').nth(1).unwrap().split('<').next().unwrap();
            let half = 0.35 * 30.0 * label.chars().count() as f64;
            (
                label.to_string(),
                (x - half, y - 0.8 * 30.0, x + half, y + 0.25 * 30.0),
            )
        })
        .collect()
}

/// What a label must not meet: each dark square of a draught board, and each piece, point,
/// mark and destination placed (with its outline).
fn drawn_boxes(svg: &str) -> Vec<(String, Box4)> {
    let mut out = Vec::new();
    if let Some(path) = svg
        .lines()
        .find(|l| l.starts_with("<path d=\"M") && l.contains(" h100 v100"))
    {
        let d = path
            .split("d=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        for square in d.split('M').filter(|s| !s.trim().is_empty()) {
            let mut n = square
                .split_whitespace()
                .take(2)
                .map(|v| v.parse::<f64>().unwrap());
            let (x, y) = (n.next().unwrap(), n.next().unwrap());
            out.push(("square".to_string(), (x, y, x + 100.0, y + 100.0)));
        }
    }
    for u in svg.split("<use href=\"#").skip(1) {
        let id = u.split('"').next().unwrap();
        let half = match id {
            "goose" | "fox" => 35.0,
            "mark" | "last" => 50.0,
            "captured" => 29.0,
            "dest" => 23.0,
            _ => 8.0,
        };
        let (x, y) = (attr(u, "x").unwrap(), attr(u, "y").unwrap());
        out.push((
            format!("{id} at {x},{y}"),
            (x - half, y - half, x + half, y + half),
        ));
    }
    out
}

/// No coordinate label meets a square or a piece, on every ruleset's board: the draught
/// board's labels overlapped squares 5 to 29 and their pieces, and the Large Cross's "4" a
/// goose on a4 (issue 25). The labels stay inside the picture.
#[test]
fn coordinate_labels_meet_no_square_and_no_piece() {
    for (ruleset, position, more) in [
        (
            "plyyard",
            SURROUNDED,
            &["--arrows", "d4xd2", "--legal", "fox"][..],
        ),
        ("plyyard", "start", &[][..]),
        ("standard", "start", &[][..]),
        ("large-cross", "start", &[][..]),
        ("two-foxes", "start", &[][..]),
        ("boys-own-1870", "start", &[][..]),
        ("boys-own-1870-draughts", "start", &[][..]),
        (
            "boys-own-1870-draughts",
            "4/4/4/4/1G2/1G2/G3/F3 f 4",
            &[][..],
        ),
    ] {
        let mut a = more.to_vec();
        a.push("--coordinates");
        let svg = run(&args(ruleset, position, &a)).stdout;
        let labels = label_boxes(&svg);
        assert!(labels.len() >= 14, "{ruleset}: {labels:?}");
        let view: Vec<f64> = svg
            .split("viewBox=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap()
            .split(' ')
            .map(|v| v.parse().unwrap())
            .collect();
        let drawn = drawn_boxes(&svg);
        for (label, b) in &labels {
            for (what, d) in &drawn {
                assert!(
                    !meet(*b, *d),
                    "{ruleset} {position}: label {label} {b:?} meets the {what} {d:?}"
                );
            }
            assert!(
                b.0 >= view[0] && b.2 <= view[0] + view[2] && b.3 <= view[1] + view[3],
                "{ruleset}: label {label} {b:?} outside {view:?}"
            );
        }
    }
}
