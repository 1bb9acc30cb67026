//! A diagram in words, in the learner's language: the SVG's `<title>` (which board, which
//! ruleset) and its `<desc>` ("Fox on d4. Geese on c7, d7 … Geese to move. 0 captures."), so a
//! screen reader says what the picture shows.

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};
use foxgeese::rules::{Point, Side};

use super::Diagram;

/// The diagram's title: the game and the ruleset.
pub fn title(d: &Diagram, loc: &Localizer) -> String {
    loc.msg(&Message::new(ids::DIAGRAM_TITLE).arg("ruleset", d.position.spec().to_string()))
}

/// The diagram's description: the pieces, whose turn it is, the captures, then what is drawn
/// over the board (the last action, arrows, marks, legal destinations).
pub fn description(d: &Diagram, loc: &Localizer) -> String {
    let pos = &d.position;
    let foxes: Vec<Point> = pos.foxes().into_iter().collect();
    let geese: Vec<Point> = pos.geese().into_iter().collect();
    let mut said = vec![
        Message::new(ids::DIAGRAM_FOXES)
            .arg("count", foxes.len())
            .arg("points", list(&foxes)),
        if geese.is_empty() {
            Message::new(ids::DIAGRAM_NO_GEESE)
        } else {
            Message::new(ids::DIAGRAM_GEESE)
                .arg("count", geese.len())
                .arg("points", list(&geese))
        },
        match pos.turn() {
            Side::Fox => Message::new(ids::DIAGRAM_FOX_TO_MOVE).arg("count", foxes.len()),
            Side::Geese => Message::new(ids::DIAGRAM_GEESE_TO_MOVE),
        },
        Message::new(ids::DIAGRAM_CAPTURES).arg("count", pos.captures()),
    ];
    if let Some(last) = &d.last {
        said.push(Message::new(ids::DIAGRAM_LAST).arg("action", last.notation.as_str()));
    }
    if !d.arrows.is_empty() {
        let actions: Vec<&str> = d.arrows.iter().map(|a| a.notation.as_str()).collect();
        said.push(Message::new(ids::DIAGRAM_ARROWS).arg("actions", actions.join(", ")));
    }
    let mut captured: Vec<Point> = d
        .arrows
        .iter()
        .chain(&d.last)
        .flat_map(|a| a.captured.iter().copied())
        .collect();
    captured.sort();
    captured.dedup();
    if !captured.is_empty() {
        said.push(Message::new(ids::DIAGRAM_CAPTURED).arg("points", list(&captured)));
    }
    if !d.marks.is_empty() {
        said.push(Message::new(ids::DIAGRAM_MARKED).arg("points", list(&d.marks)));
    }
    match &d.legal {
        None => {}
        Some(v) if v.is_empty() => said.push(Message::new(ids::DIAGRAM_LEGAL_NONE)),
        Some(v) => said.push(Message::new(ids::DIAGRAM_LEGAL).arg("points", list(v))),
    }
    said.iter()
        .map(|m| loc.msg(m))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Point names separated by commas, in reading order: from the north rank down, west to east
/// in each (the order of the position notation).
fn list(points: &[Point]) -> String {
    let mut points = points.to_vec();
    points.sort_by_key(|p| (std::cmp::Reverse(p.rank()), p.file()));
    points
        .iter()
        .map(Point::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}
