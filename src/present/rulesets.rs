//! `rulesets`' report: every ruleset side by side in one table, or one in full with its start
//! drawn.

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message, MessageId};
use foxgeese::rules::Bitboard;
use foxgeese::rules::Position;

use super::{position, table, Present, Style};

/// The comparison of all rulesets, or one ruleset; in JSON an array or one object.
#[derive(Serialize)]
#[serde(untagged)]
pub enum RulesetsReport {
    All(Vec<RulesetReport>),
    One(Box<RulesetReport>),
}

/// One ruleset: its data, and the summary rows worded from it.
#[derive(Serialize)]
pub struct RulesetReport {
    pub name: String,
    pub options: Vec<&'static str>,
    pub points: u32,
    pub diagonals: &'static str,
    pub foxes: u8,
    pub geese: u8,
    pub first: &'static str,
    pub start: String,
    pub goose_directions: Vec<&'static str>,
    pub jumps: &'static str,
    pub compulsory_capture: bool,
    /// `all`, or `forward-sideways` (the 1870 fox never jumps back).
    pub fox_jumps: &'static str,
    /// The fox starts off the board and places itself first.
    pub fox_placement: bool,
    pub fox_wins: String,
    pub paddock: Option<Vec<String>>,
    pub draws: Option<Draws>,
    pub summary: Vec<Row>,
    /// The variant's name, for the title and the source line.
    #[serde(skip)]
    pub variant: &'static str,
    /// Message ids of the choices this ruleset makes where the sources differ.
    #[serde(skip)]
    pub chosen: Vec<MessageId>,
    /// The start, drawn under the table.
    #[serde(skip)]
    pub start_position: Position,
}

/// When a game is drawn.
#[derive(Serialize)]
pub struct Draws {
    pub repetitions: u8,
    pub quiet_plies: u16,
}

/// One summary row: what it is about, and the cell's text.
#[derive(Serialize)]
pub struct Row {
    pub aspect: String,
    pub text: String,
    /// The row label's message id.
    #[serde(skip)]
    pub label: MessageId,
}

impl Present for RulesetsReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        match self {
            RulesetsReport::All(all) => comparison(all, loc, style),
            RulesetsReport::One(r) => one(r, loc, style),
        }
    }
}

/// The rulesets side by side, a column each and a row per aspect, when that fits the width
/// without breaking a word; otherwise one block per ruleset, each the table `rulesets NAME`
/// shows (a name such as `boys-own-1870-draughts` is never cut).
fn comparison(all: &[RulesetReport], loc: &Localizer, style: &Style) -> String {
    let mut header = vec![String::new()];
    header.extend(all.iter().map(|r| r.name.clone()));
    let rows: Vec<Vec<String>> = all.first().map_or_else(Vec::new, |first| {
        (0..first.summary.len())
            .map(|i| {
                let mut cells = vec![loc.text(first.summary[i].label)];
                cells.extend(all.iter().map(|r| r.summary[i].text.clone()));
                cells
            })
            .collect()
    });
    let mut s = String::new();
    match table::unbroken(header, &rows, style) {
        Some(t) => {
            s.push_str(&style.heading(&loc.text(ids::RS_HEADING)));
            s.push('\n');
            s.push_str(&t.to_string());
            s.push('\n');
        }
        None => {
            s.push_str(&style.heading(&loc.text(ids::RS_HEADING_BLOCKS)));
            s.push('\n');
            for r in all {
                s.push_str(&summary_table(r, loc, style));
                s.push_str("\n\n");
            }
        }
    }
    s.push_str(&loc.text(ids::RS_MORE));
    s.push('\n');
    s
}

/// One ruleset's rows in a table of two columns, headed by its name.
fn summary_table(r: &RulesetReport, loc: &Localizer, style: &Style) -> String {
    let mut t = table::new(vec![String::new(), r.name.clone()], style);
    for row in &r.summary {
        table::row(&mut t, vec![loc.text(row.label), row.text.clone()]);
    }
    t.to_string()
}

/// One ruleset in full: title, source, its rows, its choices, its start.
fn one(r: &RulesetReport, loc: &Localizer, style: &Style) -> String {
    let title = Message::new(ids::RS_TITLE)
        .arg("ruleset", r.name.as_str())
        .arg("variant", r.variant);
    let mut s = style.heading(&loc.msg(&title));
    s.push('\n');
    s.push_str(&loc.msg(&Message::new(ids::RS_SOURCE).arg("variant", r.variant)));
    s.push('\n');
    s.push_str(&summary_table(r, loc, style));
    s.push('\n');
    if !r.chosen.is_empty() {
        s.push('\n');
        s.push_str(&loc.text(ids::RS_CHOSEN));
        s.push('\n');
        for c in &r.chosen {
            s.push_str(&format!("  - {}\n", loc.text(*c)));
        }
    }
    s.push('\n');
    s.push_str(&position::board(
        &r.start_position,
        Bitboard::EMPTY,
        loc,
        style,
    ));
    if let Some(p) = &r.paddock {
        s.push_str(&loc.msg(&Message::new(ids::RS_PADDOCK).arg("points", p.join(" "))));
        s.push('\n');
    }
    s.push_str(&loc.msg(&Message::new(ids::SHOW_POSITION).arg("position", r.start.as_str())));
    s.push('\n');
    s
}

/// A ruleset's rules card: what `rulesets NAME` says of it, short (its title and the summary
/// rows, without the source, the choices and the start drawn), with the command that says
/// it in full. Shown before a learner's first study or puzzle on a board.
pub struct RulesCard(pub RulesetReport);

impl Present for RulesCard {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let r = &self.0;
        let title = Message::new(ids::RS_TITLE)
            .arg("ruleset", r.name.as_str())
            .arg("variant", r.variant);
        let heading = Message::new(ids::RULES_CARD_HEADING).arg("title", loc.msg(&title));
        let mut s = style.heading(&loc.msg(&heading));
        s.push('\n');
        s.push_str(&summary_table(r, loc, style));
        s.push('\n');
        s.push_str(&loc.msg(&Message::new(ids::RULES_CARD_MORE).arg("ruleset", r.name.as_str())));
        s.push('\n');
        s
    }
}
