//! `review`'s report: every ply of a recorded game with the value before and after it and its
//! class, a table of the best alternatives for each mistake and inaccuracy, and the first goose
//! move that opened a capture or an escape, with the best legal alternative tested against
//! every fox reply.
//!
//! The JSON is the contract: `plies` (one entry per action: `ply` from 1, `action`,
//! `before` and `after` as `{"value", "plies"}`, `class`) and `first_opening` (`null` when no
//! goose move opened anything). Values are named as `analyze` names them (`fox-wins`,
//! `geese-win`, `draw`, `unknown`), and an unknown value whose winner the folder's sweep
//! proves says so in `swept_winner` (`fox` or `geese`); the JSON holds no localized text, so
//! it is the same in every language.

use serde::Serialize;

use foxgeese::engine::review::Review;
use foxgeese::i18n::solve::short_known;
use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};
use foxgeese::rules::{Action, Game, Side};
use foxgeese::solve::Class;
use foxgeese::solve::{Known, KnownAction, Verdict};

use super::{table, Present, Style};

/// A game reviewed.
#[derive(Serialize)]
pub struct ReviewReport {
    pub ruleset: String,
    /// The start position, in the one-line notation.
    pub start: String,
    /// Every action of the record, in order.
    pub plies: Vec<PlyRow>,
    /// The first goose move that opened a capture or an escape.
    pub first_opening: Option<OpeningRow>,
    /// The budget per position, in seconds.
    pub budget: f64,
    /// How to make every value exact where one build can (said once, under the plies not
    /// classed).
    #[serde(skip)]
    pub tables_hint: Option<Message>,
    /// The budget of the whole review, in seconds.
    pub total_budget: f64,
    /// The plies the total budget did not reach (their value is unknown).
    pub not_reached: Vec<usize>,
    /// The tables not built on demand because their build would have outlasted the total
    /// budget (each with the command that builds it ahead).
    pub tables_not_built: Vec<super::analyze::NotBuilt>,
}

/// A verdict in JSON.
#[derive(Serialize, Clone, Copy)]
pub struct ValueRow {
    /// `fox-wins`, `geese-win`, `draw` or `unknown`.
    pub value: &'static str,
    /// Plies to the end with best play; `null` for a draw or an unknown.
    pub plies: Option<u16>,
    /// For an unknown: neither side wins within this many plies.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub no_win_within: Option<u16>,
    /// For an unknown: who wins by the folder's sweep (`fox` or `geese`), proven with no
    /// distance; absent where no sweep holds the position.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub swept_winner: Option<&'static str>,
    #[serde(skip)]
    known: Known,
}

impl ValueRow {
    fn new(k: Known) -> ValueRow {
        let v = k.verdict();
        ValueRow {
            value: v.name(),
            plies: v.plies(),
            no_win_within: match v {
                Verdict::Unknown { plies } => Some(plies),
                Verdict::Proven(_) => None,
            },
            swept_winner: k.swept().map(Side::name),
            known: k,
        }
    }

    /// The value in a few words, for a cell or a sentence.
    fn short(&self) -> Message {
        short_known(self.known)
    }
}

/// An action and the verdict after it.
#[derive(Serialize)]
pub struct ActionRow {
    pub action: String,
    #[serde(flatten)]
    pub after: ValueRow,
}

impl ActionRow {
    fn new(ka: &KnownAction) -> ActionRow {
        ActionRow {
            action: ka.action.to_string(),
            after: ValueRow::new(ka.after),
        }
    }
}

/// The engine's view of the position after a ply whose value is not proven: an estimate,
/// never a class.
#[derive(Serialize)]
pub struct EstimateRow {
    /// `fox`, `geese`, or `null` when neither side is clearly ahead.
    pub likely: Option<&'static str>,
    /// How sure the engine is of its likely winner, 0.5 to 1.
    pub confidence: f64,
    /// The fox side's chance of winning, 0 to 1.
    pub fox_chance: f64,
    /// The deepest iteration of the engine's search.
    pub depth: u16,
    /// The engine thinks the ply threw the game away: a likely mistake, not proven.
    pub likely_mistake: bool,
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// One ply of the record.
#[derive(Serialize)]
pub struct PlyRow {
    /// From 1.
    pub ply: usize,
    /// `fox` or `geese`: who played it.
    pub side: &'static str,
    pub action: String,
    pub before: ValueRow,
    pub after: ValueRow,
    /// `best`, `inaccuracy`, `mistake`; `kept` when the folder's sweep proves the outcome
    /// kept but no distance tells best from an inaccuracy; `unknown` when a value is not
    /// proven.
    pub class: &'static str,
    /// When the value after the ply is not proven: the engine's estimate of it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub estimate: Option<EstimateRow>,
    /// For a mistake or an inaccuracy: the actions that kept the value (for a mistake only
    /// the sweep proves, the outcome), with the value after each.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub best: Vec<ActionRow>,
}

/// The first opening.
#[derive(Serialize)]
pub struct OpeningRow {
    pub ply: usize,
    pub action: String,
    /// `capture` or `escape`.
    pub kind: &'static str,
    /// The fox actions it opened.
    pub opened: Vec<String>,
    /// The best legal alternative among those whose value is proven (by the proof, else by
    /// the folder's sweep), tested against every fox reply; `null` when the geese had no
    /// other legal action or none was proven.
    pub alternative: Option<AlternativeRow>,
    /// How many other legal actions the geese had.
    pub others: usize,
}

/// The best legal alternative to the first opening.
#[derive(Serialize)]
pub struct AlternativeRow {
    pub action: String,
    /// The verdict after it.
    pub after: ValueRow,
    /// What it would have opened itself (`capture` or `escape`), if anything.
    pub opens: Option<&'static str>,
    /// The fox actions it would have opened.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub opened: Vec<String>,
    /// Every fox reply with the verdict after it, best first for the fox.
    pub replies: Vec<ActionRow>,
}

fn notations(v: &[Action]) -> Vec<String> {
    v.iter().map(ToString::to_string).collect()
}

impl ReviewReport {
    /// The report of `r`, the review of `game` with `budget` seconds per position and `total`
    /// in all.
    pub fn new(r: &Review, game: &Game, budget: f64, total: f64) -> ReviewReport {
        let start = game.start();
        ReviewReport {
            ruleset: start.spec().to_string(),
            start: start.notation(),
            plies: r
                .plies
                .iter()
                .map(|p| PlyRow {
                    ply: p.ply,
                    side: p.side.name(),
                    action: p.action.to_string(),
                    before: ValueRow::new(p.before),
                    after: ValueRow::new(p.after),
                    class: p.class.name(),
                    estimate: p.estimate.as_ref().map(|v| EstimateRow {
                        likely: v.likely.map(Side::name),
                        confidence: round2(v.confidence()),
                        fox_chance: round2(v.fox_chance),
                        depth: v.depth,
                        likely_mistake: p.swing,
                    }),
                    best: p.best.iter().map(ActionRow::new).collect(),
                })
                .collect(),
            first_opening: r.first_opening.as_ref().map(|o| OpeningRow {
                ply: o.ply,
                action: o.action.to_string(),
                kind: o.kind.name(),
                opened: notations(&o.opened),
                alternative: o.alternative.as_ref().map(|a| AlternativeRow {
                    action: a.action.to_string(),
                    after: ValueRow::new(a.after),
                    opens: a.opens.as_ref().map(|(k, _)| k.name()),
                    opened: a.opens.as_ref().map_or(Vec::new(), |(_, v)| notations(v)),
                    replies: a.replies.iter().map(ActionRow::new).collect(),
                }),
                others: o.others,
            }),
            budget,
            tables_hint: None,
            total_budget: total,
            not_reached: r.not_reached.clone(),
            tables_not_built: Vec::new(),
        }
    }

    fn count(&self, class: Class) -> usize {
        self.plies
            .iter()
            .filter(|p| p.class == class.name())
            .count()
    }

    /// The plies with the engine's estimate after them, and the likely mistakes among them.
    fn estimated(&self) -> (usize, usize) {
        let with: Vec<&EstimateRow> = self
            .plies
            .iter()
            .filter_map(|p| p.estimate.as_ref())
            .collect();
        (with.len(), with.iter().filter(|e| e.likely_mistake).count())
    }
}

/// The engine's view in a few words: who likely wins and how sure it is, or that neither
/// side is clearly ahead.
fn view(e: &EstimateRow) -> Message {
    Message::new(ids::REVIEW_VIEW)
        .arg("winner", e.likely.unwrap_or("none"))
        .arg("percent", format!("{:.0}", e.confidence * 100.0))
        .arg("fox", format!("{:.0}", e.fox_chance * 100.0))
}

/// A table of actions and the value after each, under the header `first`.
fn actions_table(first: String, rows: &[ActionRow], loc: &Localizer, style: &Style) -> String {
    let mut t = table::new(vec![first, loc.text(ids::ANALYZE_COL_VALUE)], style);
    for r in rows {
        table::row(&mut t, vec![r.action.clone(), loc.msg(&r.after.short())]);
    }
    format!("{t}\n")
}

impl Present for ReviewReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = String::new();
        let heading = Message::new(ids::REVIEW_HEADING)
            .arg("count", self.plies.len())
            .arg("ruleset", self.ruleset.as_str())
            .arg("start", self.start.as_str());
        s.push_str(&style.heading(&loc.msg(&heading)));
        s.push('\n');
        if self.plies.is_empty() {
            s.push_str(&loc.text(ids::REVIEW_NO_PLIES));
            s.push('\n');
            return s;
        }
        let header = vec![
            loc.text(ids::REVIEW_COL_PLY),
            loc.text(ids::COL_ACTION),
            loc.text(ids::REVIEW_COL_BEFORE),
            loc.text(ids::REVIEW_COL_AFTER),
            loc.text(ids::REVIEW_COL_CLASS),
        ];
        // The engine's view only where some value is not proven.
        let views = self.plies.iter().any(|p| p.estimate.is_some());
        let mut header = header;
        if views {
            header.push(loc.text(ids::REVIEW_COL_VIEW));
        }
        let mut t = table::new(header, style);
        for p in &self.plies {
            let class = loc.msg(&Message::new(ids::REVIEW_CLASS).arg("class", p.class));
            let mut cells = vec![
                p.ply.to_string(),
                p.action.clone(),
                loc.msg(&p.before.short()),
                loc.msg(&p.after.short()),
                class,
            ];
            if views {
                cells.push(
                    p.estimate
                        .as_ref()
                        .map_or(String::new(), |e| loc.msg(&view(e))),
                );
            }
            table::row(&mut t, cells);
        }
        s.push_str(&format!("{t}\n"));
        let (estimated, swings) = self.estimated();
        // What could not be judged comes first, and is never counted as fine.
        let summary = Message::new(ids::REVIEW_HEADLINE)
            .arg("unknown", self.count(Class::Unknown))
            .arg("plies", self.plies.len())
            .arg("proven", self.plies.len() - self.count(Class::Unknown))
            .arg("mistakes", self.count(Class::Mistake))
            .arg("inaccuracies", self.count(Class::Inaccuracy))
            .arg("kept", self.count(Class::Kept))
            .arg("estimated", estimated)
            .arg("likely", swings);
        s.push_str(&loc.msg(&summary));
        s.push('\n');
        for p in self
            .plies
            .iter()
            .filter(|p| p.estimate.as_ref().is_some_and(|e| e.likely_mistake))
        {
            let e = p.estimate.as_ref().expect("filtered");
            let m = Message::new(ids::REVIEW_LIKELY_MISTAKE)
                .arg("ply", p.ply)
                .arg("action", p.action.as_str())
                .arg("winner", e.likely.unwrap_or("fox"))
                .arg("percent", format!("{:.0}", e.confidence * 100.0));
            s.push_str(&loc.msg(&m));
            s.push('\n');
        }
        let unknown = self.count(Class::Unknown);
        if unknown > 0 {
            let m = Message::new(ids::REVIEW_UNKNOWN_NOTE)
                .arg("count", unknown)
                .arg("budget", format!("{}", self.budget));
            s.push_str(&loc.msg(&m));
            if let Some(hint) = &self.tables_hint {
                s.push(' ');
                s.push_str(&loc.msg(hint));
            }
            s.push('\n');
        }
        if let (Some(first), Some(last)) = (self.not_reached.first(), self.not_reached.last()) {
            let m = Message::new(ids::REVIEW_NOT_REACHED)
                .arg("count", self.not_reached.len())
                .arg("first", *first)
                .arg("last", *last)
                .arg("total", format!("{}", self.total_budget));
            s.push_str(&loc.msg(&m));
            s.push('\n');
        }
        for p in self.plies.iter().filter(|p| !p.best.is_empty()) {
            s.push('\n');
            let m = Message::new(ids::REVIEW_PLY_CLASSED)
                .arg("ply", p.ply)
                .arg("side", p.side)
                .arg("action", p.action.as_str())
                .arg("class", p.class)
                .arg("before", p.before.short())
                .arg("after", p.after.short());
            s.push_str(&style.heading(&loc.msg(&m)));
            s.push('\n');
            // Kept by the sweep alone: the outcome, not a distance.
            let swept = p.best.iter().any(|b| b.after.swept_winner.is_some());
            s.push_str(&loc.text(if swept {
                ids::REVIEW_BEST_HEADING_SWEPT
            } else {
                ids::REVIEW_BEST_HEADING
            }));
            s.push('\n');
            s.push_str(&actions_table(
                loc.text(ids::COL_ACTION),
                &p.best,
                loc,
                style,
            ));
        }
        s.push('\n');
        s.push_str(&self.opening_text(loc, style));
        s
    }
}

impl ReviewReport {
    /// The first opening, its alternative and every fox reply to it.
    fn opening_text(&self, loc: &Localizer, style: &Style) -> String {
        let Some(o) = &self.first_opening else {
            return format!("{}\n", loc.text(ids::REVIEW_NO_OPENING));
        };
        let mut s = String::new();
        let m = Message::new(ids::REVIEW_OPENING)
            .arg("ply", o.ply)
            .arg("action", o.action.as_str())
            .arg("kind", o.kind)
            .arg("opened", o.opened.join(", "));
        s.push_str(&style.heading(&loc.msg(&m)));
        s.push('\n');
        let Some(a) = &o.alternative else {
            if o.others == 0 {
                s.push_str(&loc.text(ids::REVIEW_NO_ALTERNATIVE));
            } else {
                s.push_str(
                    &loc.msg(
                        &Message::new(ids::REVIEW_NO_PROVEN_ALTERNATIVE).arg("count", o.others),
                    ),
                );
            }
            s.push('\n');
            return s;
        };
        let m = Message::new(ids::REVIEW_ALTERNATIVE)
            .arg("action", a.action.as_str())
            .arg("after", a.after.short());
        s.push_str(&loc.msg(&m));
        s.push('\n');
        match a.opens {
            Some(kind) => {
                let m = Message::new(ids::REVIEW_ALTERNATIVE_OPENS)
                    .arg("kind", kind)
                    .arg("opened", a.opened.join(", "));
                s.push_str(&loc.msg(&m));
            }
            None => s.push_str(&loc.text(ids::REVIEW_ALTERNATIVE_OPENS_NOTHING)),
        }
        s.push('\n');
        if a.replies.is_empty() {
            s.push_str(&loc.text(ids::REVIEW_NO_REPLIES));
            s.push('\n');
        } else {
            s.push_str(&loc.text(ids::REVIEW_REPLIES_HEADING));
            s.push('\n');
            let first = loc.text(ids::REVIEW_COL_REPLY);
            s.push_str(&actions_table(first, &a.replies, loc, style));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use foxgeese::engine::review::{Ply, Review, View};
    use foxgeese::i18n::Lang;
    use foxgeese::rules::{Position, Ruleset};

    /// A ply the engine thinks threw the game away, not proven: an estimate in its own field,
    /// the class `unknown`, and the words "likely mistake (not proven)" in both languages.
    #[test]
    fn a_likely_mistake_is_said_as_an_estimate_in_both_languages() {
        let start = Position::parse("3/3/7/2GF3/3G3/3/3 f 8", Ruleset::plyyard()).unwrap();
        let mut game = Game::new(start);
        game.push(&"d4-e4".parse().unwrap()).unwrap();
        let action = game.actions()[0];
        let r = Review {
            plies: vec![Ply {
                ply: 1,
                side: Side::Fox,
                action,
                before: Known::of(Verdict::Unknown { plies: 3 }),
                after: Known::of(Verdict::Unknown { plies: 2 }),
                class: Class::Unknown,
                best: Vec::new(),
                estimate: Some(View {
                    likely: Some(Side::Geese),
                    fox_chance: 0.2,
                    depth: 6,
                }),
                swing: true,
            }],
            first_opening: None,
            not_reached: Vec::new(),
            granted: std::time::Duration::ZERO,
        };
        let report = ReviewReport::new(&r, &game, 1.0, 60.0);
        let json = serde_json::to_value(&report).unwrap();
        let ply = &json["plies"][0];
        assert_eq!(ply["class"], "unknown");
        assert_eq!(ply["estimate"]["likely"], "geese");
        assert_eq!(ply["estimate"]["confidence"], 0.8);
        assert_eq!(ply["estimate"]["likely_mistake"], true);
        for (lang, words) in [
            (
                Lang::En,
                [
                    "1 of 1 plies not judged: no value on either side of it was proven. No ply was judged from proven values.",
                    "1 likely mistake (not proven)",
                    "Likely mistake (not proven): after d4-e4 (ply 1) the engine thinks the geese are now winning (80 % sure).",
                    "the geese likely win (80 % sure)",
                ],
            ),
            (
                Lang::Id,
                [
                    "1 dari 1 giliran tidak dinilai: tidak ada nilai sebelum atau sesudahnya yang terbukti. Tidak ada giliran yang dinilai",
                    "1 kemungkinan kesalahan (belum terbukti)",
                    "Kemungkinan kesalahan (belum terbukti): setelah d4-e4 (giliran 1) mesin menilai angsa kini unggul (yakin 80 %).",
                    "angsa kemungkinan menang (yakin 80 %)",
                ],
            ),
        ] {
            let text = report.text(&Localizer::new(lang), &Style::PLAIN);
            for w in words {
                assert!(text.contains(w), "{lang:?}: {w}\n{text}");
            }
            // Never "no mistake" over a ply that is not classed.
            assert!(!text.contains("No mistake") && !text.contains("no mistake"), "{text}");
        }
    }

    /// The headline leads with what could not be judged, before any "no mistake", and counts
    /// what is proven apart from what is only estimated.
    #[test]
    fn the_headline_leads_with_the_plies_not_judged() {
        let headline = |unknown: usize, proven: usize, estimated: usize, likely: usize| {
            Message::new(ids::REVIEW_HEADLINE)
                .arg("unknown", unknown)
                .arg("plies", unknown + proven)
                .arg("proven", proven)
                .arg("mistakes", 0)
                .arg("inaccuracies", 0)
                .arg("kept", 0)
                .arg("estimated", estimated)
                .arg("likely", likely)
        };
        let cases: [(Lang, Message, &str, &[&str]); 5] = [
            (
                Lang::En,
                headline(38, 2, 0, 0),
                "38 of 40 plies not judged",
                &["Judged from proven values, 2 of 40: no mistake, no inaccuracy."],
            ),
            (
                Lang::En,
                headline(38, 2, 38, 0),
                "38 of 40 plies not judged",
                &["The engine estimated 38 plies not judged, which proves nothing: it sees no likely mistake there."],
            ),
            (
                Lang::En,
                headline(0, 40, 0, 0),
                "Judged from proven values, 40 of 40",
                &["no mistake"],
            ),
            (
                Lang::Id,
                headline(38, 2, 0, 0),
                "38 dari 40 giliran tidak dinilai",
                &["Dinilai dari nilai yang terbukti, 2 dari 40 giliran"],
            ),
            (
                Lang::Id,
                headline(38, 2, 38, 1),
                "38 dari 40 giliran tidak dinilai",
                &["Mesin memperkirakan 38 giliran yang tidak dinilai", "1 kemungkinan kesalahan"],
            ),
        ];
        for (lang, m, first, then) in cases {
            let text = Localizer::new(lang).msg(&m);
            assert!(text.starts_with(first), "{lang:?}: {text}");
            for t in then {
                assert!(text.contains(t), "{lang:?}: {t}\n{text}");
            }
        }
    }
}
