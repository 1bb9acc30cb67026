//! `analyze`'s report: the board, the proven verdict as a sentence, how it was proven, and a
//! table of every legal action with the verdict of the position it leads to, best first.
//! Where a verdict is unknown and the table folder holds a sweep of its level, the sweep's
//! winner (proven, with no distance) is given too: `swept_winner` in JSON, a sentence and the
//! table's cells in text, and the actions ordered by it within the unknown ones.

use serde::Serialize;

use foxgeese::i18n::solve::{short_known, swept};
use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};
use foxgeese::rules::{Bitboard, Game, Side};
use foxgeese::solve::{
    ignores_quiet_plies, Analysis, Known, KnownAction, Method, Skipped, TableError, Verdict,
};

use super::{position, table, Present, Style};

/// A position's verdict and every action's.
#[derive(Serialize)]
pub struct AnalyzeReport {
    pub ruleset: String,
    pub position: String,
    /// The side to move.
    pub side: &'static str,
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
    /// The verdict, in the learner's language.
    pub verdict: String,
    /// `finished`, `tables` or `search`.
    pub method: &'static str,
    /// The search's deepest finished iteration, in plies.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub depth: Option<u16>,
    /// Positions the search visited.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
    /// `ignored` for rulesets with a quiet-plies (fifty-move) rule: values do not apply it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fifty_move_rule: Option<&'static str>,
    /// Every legal action, best first for the side to move.
    pub actions: Vec<ActionValue>,
    /// Tables the answer would have used, not built because the budget could not hold their
    /// build (said on standard error too).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tables_not_built: Vec<NotBuilt>,
    #[serde(skip)]
    pub game: Game,
    #[serde(skip)]
    budget: f64,
    #[serde(skip)]
    swept: Option<Side>,
    #[serde(skip)]
    quiet_plies: Option<u16>,
}

/// A table not built within the budget: what `tables build` makes it with.
#[derive(Clone, Serialize)]
pub struct NotBuilt {
    pub ruleset: String,
    pub geese: u8,
    /// Positions its build would have made (with the tables below it that were missing).
    pub positions: u64,
}

impl NotBuilt {
    /// The table `s` names.
    pub fn of(s: &Skipped) -> NotBuilt {
        NotBuilt {
            ruleset: s.key.spec.to_string(),
            geese: s.key.geese,
            positions: s.positions,
        }
    }
}

/// One action and the verdict of the position after it.
#[derive(Serialize)]
pub struct ActionValue {
    pub notation: String,
    pub value: &'static str,
    pub plies: Option<u16>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub no_win_within: Option<u16>,
    /// For an unknown: who wins by the folder's sweep, as for the position.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub swept_winner: Option<&'static str>,
    /// The verdict in a few words, in the learner's language.
    pub verdict: String,
}

fn unknown_depth(v: &Verdict) -> Option<u16> {
    match v {
        Verdict::Unknown { plies } => Some(*plies),
        Verdict::Proven(_) => None,
    }
}

/// Where an action stands for `side`, best first: a proven win, a swept win, a draw, an
/// unknown, a swept loss, a proven loss. The analysis's order already holds every proven
/// kind apart; this only places the swept ones among the unknowns.
fn standing(k: Known, side: Side) -> u8 {
    let swept = u8::from(matches!(k, Known::Swept { .. }));
    match k.outcome() {
        Some(Some(w)) if w == side => swept,
        Some(None) => 2,
        None => 3,
        Some(Some(_)) => 5 - swept,
    }
}

impl AnalyzeReport {
    /// The report of `a`, for the game whose current position it analysed, with what is
    /// known of it and after each of its actions where the folder's sweep adds to the
    /// verdicts (`known`, `actions`: [`foxgeese::solve::Solver::known`] and
    /// [`foxgeese::solve::Solver::known_actions`]).
    pub fn new(
        a: &Analysis,
        (known, actions): (Known, &[KnownAction]),
        game: Game,
        budget: f64,
        loc: &Localizer,
    ) -> AnalyzeReport {
        let pos = a.position;
        let rules = pos.rules();
        let (method, depth, nodes) = match a.method {
            Method::Finished => ("finished", None, None),
            Method::Tables => ("tables", None, None),
            Method::Strategy => ("strategy", None, None),
            Method::Search { depth, nodes } => ("search", Some(depth), Some(nodes)),
        };
        let quiet = ignores_quiet_plies(rules);
        let side = pos.turn();
        let mut actions: Vec<(u8, ActionValue)> = actions
            .iter()
            .map(|ka| {
                let k = ka.after;
                let row = ActionValue {
                    notation: ka.action.to_string(),
                    value: k.verdict().name(),
                    plies: k.verdict().plies(),
                    no_win_within: unknown_depth(&k.verdict()),
                    swept_winner: k.swept().map(Side::name),
                    verdict: loc.msg(&short_known(k)),
                };
                (standing(k, side), row)
            })
            .collect();
        // Stable: the analysis's order within each standing.
        actions.sort_by_key(|(rank, _)| *rank);
        AnalyzeReport {
            ruleset: pos.spec().to_string(),
            position: game.current().notation(),
            side: pos.turn().name(),
            value: a.verdict.name(),
            plies: a.verdict.plies(),
            no_win_within: unknown_depth(&a.verdict),
            swept_winner: known.swept().map(Side::name),
            verdict: loc.say(&a.verdict),
            method,
            depth,
            nodes,
            fifty_move_rule: quiet.then_some("ignored"),
            actions: actions.into_iter().map(|(_, row)| row).collect(),
            tables_not_built: Vec::new(),
            game,
            budget,
            swept: known.swept(),
            quiet_plies: rules.draws.map(|d| d.quiet_plies),
        }
    }
}

impl Present for AnalyzeReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = position::board_and_status(&self.game, Bitboard::EMPTY, loc, style);
        s.push('\n');
        s.push_str(&style.heading(&self.verdict));
        s.push('\n');
        let method = match (self.method, self.depth, self.nodes) {
            ("search", Some(depth), Some(nodes)) if self.value != "unknown" => Some(
                Message::new(ids::ANALYZE_METHOD_SEARCH)
                    .arg("depth", depth)
                    .arg("nodes", nodes),
            ),
            ("search", Some(depth), Some(nodes)) => Some(
                Message::new(ids::ANALYZE_METHOD_SEARCH_OPEN)
                    .arg("depth", depth)
                    .arg("nodes", nodes)
                    .arg("budget", format!("{}", self.budget)),
            ),
            ("tables", _, _) => Some(Message::new(ids::ANALYZE_METHOD_TABLES)),
            ("strategy", _, _) => Some(Message::new(ids::ANALYZE_METHOD_STRATEGY)),
            _ => None,
        };
        if let Some(m) = method {
            s.push_str(&loc.msg(&m));
            s.push('\n');
        }
        if let Some(winner) = self.swept {
            s.push_str(&loc.msg(&swept(winner)));
            s.push('\n');
        } else if self.value == "unknown" {
            s.push_str(&loc.text(ids::ANALYZE_TRY_PROVE));
            s.push('\n');
        }
        if let Some(plies) = self.quiet_plies {
            s.push_str(&loc.msg(&Message::new(ids::ANALYZE_QUIET_IGNORED).arg("plies", plies)));
            s.push('\n');
        }
        s.push('\n');
        if self.actions.is_empty() {
            s.push_str(&loc.text(ids::ANALYZE_NONE));
            s.push('\n');
            return s;
        }
        let heading = Message::new(ids::ANALYZE_HEADING)
            .arg("count", self.actions.len())
            .arg("side", self.side);
        s.push_str(&style.heading(&loc.msg(&heading)));
        s.push('\n');
        let header = vec![loc.text(ids::COL_ACTION), loc.text(ids::ANALYZE_COL_VALUE)];
        let mut t = table::new(header, style);
        for a in &self.actions {
            t.add_row(vec![a.notation.clone(), a.verdict.clone()]);
        }
        s.push_str(&t.to_string());
        s.push('\n');
        s
    }
}

/// A warning: a table built for the answer could not be saved.
pub struct SaveWarning {
    pub error: TableError,
}

impl Present for SaveWarning {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let m = Message::new(ids::SOLVE_SAVE_FAILED).arg("detail", loc.say(&self.error));
        format!(
            "{}: {}\n",
            style.bad(&loc.text(ids::WARNING_LABEL)),
            loc.msg(&m)
        )
    }
}

/// A warning: a table the answer would have used was not built, its build longer than the
/// budget; the command that builds it ahead.
pub struct SkippedWarning {
    pub table: NotBuilt,
    /// The table folder.
    pub dir: String,
}

impl Present for SkippedWarning {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let m = Message::new(ids::SOLVE_BUILD_SKIPPED).arg("positions", self.table.positions);
        let command = Message::new(ids::SOLVE_BUILD_COMMAND)
            .arg("ruleset", self.table.ruleset.as_str())
            .arg("geese", self.table.geese)
            .arg("dir", self.dir.as_str());
        // The command on a line of its own, never broken (see `wrap::COMMAND_INDENT`).
        format!(
            "{}: {}\n{}{}\n",
            style.bad(&loc.text(ids::WARNING_LABEL)),
            loc.msg(&m),
            &super::wrap::COMMAND_INDENT[..2],
            loc.msg(&command)
        )
    }
}
