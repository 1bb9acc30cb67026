//! The binary's presentation layer: every byte the program writes is worded and drawn here.
//!
//! Each command computes one typed report, defined in `present/<command>.rs` next to the one
//! renderer that turns it into text ([`Present`]); with `--format json` the same report is
//! serialized instead, so the text and the JSON cannot tell different stories. Reports hold
//! data: values, point names, and the localized strings their JSON carries; renderers only word
//! and draw, and write nothing themselves (the caller prints the `String`).
//!
//! Pieces several reports share live beside them: the board ([`board`]) with its legend and
//! the status lines ([`position`]), tables ([`table`]), colours ([`style`]), source excerpts
//! ([`excerpt`]), a study problem ([`problem`]) and an error ([`error`]); and fitting text to
//! the terminal's width ([`wrap`]).
//!
//! Why reports live here and not in `commands/`: a command imports its presenter, so the report
//! type must sit on this side for the presenter never to import a command back.

pub mod actions;
pub mod analyze;
pub mod board;
pub mod check;
pub mod diagram;
pub mod error;
pub mod excerpt;
pub mod export;
pub mod fix;
pub mod list;
pub mod markup;
pub mod matches;
pub mod mine;
pub mod new;
pub mod perft;
pub mod plan;
pub mod play;
pub mod position;
pub mod practice;
pub mod problem;
pub mod progress;
pub mod prove;
pub mod rating;
pub mod review;
pub mod rulesets;
pub mod show;
pub mod study;
pub mod style;
pub mod table;
pub mod tables;
pub mod train;
pub mod trainer;
pub mod validate;
pub mod why;
pub mod wrap;

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::Message;
use foxgeese::rules::{Board, Point};

pub use style::Style;

/// A report that can be read as text: in the learner's language, drawn with `style`.
pub trait Present {
    /// The report as text (whole lines, but for a prompt that waits on its line).
    fn text(&self, loc: &Localizer, style: &Style) -> String;
}

/// One reason in JSON: a stable code (the message id without `reason-`) and its text.
#[derive(Serialize)]
pub struct Reason {
    code: String,
    /// The reason, in the learner's language.
    pub message: String,
}

impl Reason {
    /// The reason that `m` says.
    pub fn new(loc: &Localizer, m: &Message) -> Reason {
        Reason {
            code: m.id.trim_start_matches("reason-").to_string(),
            message: loc.msg(m),
        }
    }
}

/// The points of a set, as names.
pub fn names(board: &Board, points: impl IntoIterator<Item = Point>) -> Vec<String> {
    let mut coords: Vec<_> = points.into_iter().map(|p| board.coord(p)).collect();
    if board.numbered() {
        // By number; letter-and-rank names keep the board's own order.
        coords.sort();
    }
    coords.iter().map(ToString::to_string).collect()
}
