//! `match`'s report: the results of two players' games, overall and for each side A played,
//! the Elo difference with its 95 % interval ([`foxgeese::arena::elo`]), what the match
//! adjudicated, and every game.
//!
//! The JSON is the contract, `{"a", "b", "games", "a_wins", "b_wins", "draws", "elo",
//! "elo_interval": [lo, hi], "by_side": {"a_as_fox", "a_as_geese"}}`, with more after it:
//! `ruleset`, `score`, `elo_margin` (cutechess's "±"), `elo_unbounded` (`above` when A won
//! every game, `below` when it lost every one), `by_pairs` (the same counted by pairs of games
//! from one opening, fastchess's pentanomial model), `seed`, `budget`, `max_plies`,
//! `adjudicated`, `results` (one entry per game, with its opening's value with best play where
//! proven), `openings`, `unbalanced` (the plies of `--unbalanced`, else `null`) and
//! `where_it_can_win` (A's results as each side from the openings that side wins). An Elo value or bound that is infinite is `null`, never a
//! made-up number. Numbers are rounded to 0.01.

use serde::Serialize;

use foxgeese::arena::elo::{Elo, Pairs, Tally, Unbounded};
use foxgeese::arena::{max_plies, End, MatchResult, MatchSpec, OpeningValue};
use foxgeese::engine::Budget;
use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};
use foxgeese::rules::Side;

use super::{table, Present, Style};

/// One side's (or every game's) results.
#[derive(Serialize, Clone, Copy)]
pub struct SideRow {
    pub games: u32,
    pub a_wins: u32,
    pub b_wins: u32,
    pub draws: u32,
    /// A's score, from 0 to 1.
    pub score: Option<f64>,
}

impl SideRow {
    fn new(t: Tally) -> SideRow {
        SideRow {
            games: t.games(),
            a_wins: t.wins,
            b_wins: t.losses,
            draws: t.draws,
            score: Elo::of(t).score.map(round),
        }
    }
}

/// The results for each side A played.
#[derive(Serialize)]
pub struct BySide {
    pub a_as_fox: SideRow,
    pub a_as_geese: SideRow,
}

/// A's results as each side over the games whose opening that side wins with best play
/// ([`foxgeese::arena::MatchResult::opening_values`]): where it can win, and so where the
/// engine is held to winning.
#[derive(Serialize, Clone, Copy)]
pub struct WhereItCanWin {
    pub a_as_fox: SideRow,
    pub a_as_geese: SideRow,
    /// Openings whose value is not proven, left out of both.
    pub unproven_openings: usize,
}

/// The Elo difference counted by pairs of games from one opening (fastchess's pentanomial
/// model): the side's swing, which decides most games of Fox and Geese, is no noise there.
#[derive(Serialize)]
pub struct ByPairs {
    /// Complete pairs (an odd last game is left out).
    pub pairs: u32,
    /// Pairs by A's points in them: 0, ½, 1, 1½, 2.
    pub counts: [u32; 5],
    pub elo: Option<f64>,
    pub elo_interval: [Option<f64>; 2],
    pub elo_margin: Option<f64>,
    pub elo_unbounded: Option<&'static str>,
    #[serde(skip)]
    stats: Elo,
}

impl ByPairs {
    fn new(p: Pairs) -> ByPairs {
        let stats = Elo::of_pairs(p);
        ByPairs {
            pairs: p.pairs(),
            counts: p.counts,
            elo: stats.elo.map(round),
            elo_interval: [stats.lo.map(round), stats.hi.map(round)],
            elo_margin: stats.margin().map(round),
            elo_unbounded: unbounded_name(stats.unbounded),
            stats,
        }
    }
}

/// `above`, `below` or `null`.
fn unbounded_name(u: Option<Unbounded>) -> Option<&'static str> {
    u.map(|u| match u {
        Unbounded::Above => "above",
        Unbounded::Below => "below",
    })
}

/// The games the match ended itself.
#[derive(Serialize)]
pub struct Adjudicated {
    /// A position came up for the third time.
    pub repetition: usize,
    /// The game reached `max_plies`.
    pub ply_cap: usize,
}

/// One game.
#[derive(Serialize)]
pub struct GameRow {
    /// From 1.
    pub game: usize,
    /// From 1: the opening.
    pub pair: usize,
    /// `fox` or `geese`.
    pub a_side: &'static str,
    /// `fox-wins`, `geese-win`, `draw`, `repetition` or `ply-cap`.
    pub end: &'static str,
    /// `a`, `b`, or `null` for a draw.
    pub winner: Option<&'static str>,
    /// Plies played, the opening's included.
    pub plies: usize,
    /// The opening's value with best play (`fox-wins`, `geese-win`, `draw`), where proven.
    pub opening_value: Option<&'static str>,
    /// Every action, the opening's first, separated by spaces: what `--moves` and a record
    /// file read, so that a game can be shown or reviewed.
    pub moves: String,
}

/// A match played.
#[derive(Serialize)]
pub struct MatchReport {
    pub a: String,
    pub b: String,
    pub games: u32,
    pub a_wins: u32,
    pub b_wins: u32,
    pub draws: u32,
    /// A's Elo difference over B; `null` when infinite.
    pub elo: Option<f64>,
    /// The 95 % interval; a `null` bound is unbounded.
    pub elo_interval: [Option<f64>; 2],
    pub by_side: BySide,
    pub ruleset: String,
    pub score: Option<f64>,
    pub elo_margin: Option<f64>,
    pub elo_unbounded: Option<&'static str>,
    pub by_pairs: ByPairs,
    pub seed: u64,
    /// Seconds the engine may take a move (`null` when bounded by nodes).
    pub budget: Option<f64>,
    /// Search nodes the engine may visit a move (`null` when bounded by time).
    pub nodes: Option<u64>,
    pub max_plies: usize,
    pub adjudicated: Adjudicated,
    pub results: Vec<GameRow>,
    /// The openings, by pair, as actions.
    pub openings: Vec<Vec<String>>,
    /// The plies of the unbalanced openings drawn (`match --unbalanced`); `null` otherwise.
    pub unbalanced: Option<usize>,
    /// A's results as each side from the openings that side wins with best play; `null`
    /// when no opening's value was looked up.
    pub where_it_can_win: Option<WhereItCanWin>,
    #[serde(skip)]
    stats: Elo,
}

/// `x` to 0.01 (and never `-0`).
fn round(x: f64) -> f64 {
    (x * 100.0).round() / 100.0 + 0.0
}

impl MatchReport {
    /// The report of `result`, the match `spec` with `budget` seconds a move.
    pub fn new(spec: &MatchSpec, result: &MatchResult) -> MatchReport {
        let all = result.a_tally(None);
        let stats = Elo::of(all);
        let count = |e: End| result.games.iter().filter(|g| g.end == e).count();
        MatchReport {
            a: spec.a.to_string(),
            b: spec.b.to_string(),
            games: all.games(),
            a_wins: all.wins,
            b_wins: all.losses,
            draws: all.draws,
            elo: stats.elo.map(round),
            elo_interval: [stats.lo.map(round), stats.hi.map(round)],
            by_side: BySide {
                a_as_fox: SideRow::new(result.a_tally(Some(Side::Fox))),
                a_as_geese: SideRow::new(result.a_tally(Some(Side::Geese))),
            },
            ruleset: spec.rules.spec.to_string(),
            score: stats.score.map(round),
            elo_margin: stats.margin().map(round),
            elo_unbounded: unbounded_name(stats.unbounded),
            by_pairs: ByPairs::new(result.a_pairs()),
            seed: spec.seed,
            budget: match spec.budget {
                Budget::Time(t) => Some(t.as_secs_f64()),
                Budget::Nodes(_) => None,
            },
            nodes: match spec.budget {
                Budget::Time(_) => None,
                Budget::Nodes(n) => Some(n),
            },
            max_plies: max_plies(spec.rules),
            adjudicated: Adjudicated {
                repetition: count(End::Repetition),
                ply_cap: count(End::PlyCap),
            },
            results: result
                .games
                .iter()
                .map(|g| GameRow {
                    game: g.index + 1,
                    pair: g.pair + 1,
                    a_side: g.a_side.name(),
                    end: g.end.name(),
                    winner: g
                        .end
                        .winner()
                        .map(|w| if w == g.a_side { "a" } else { "b" }),
                    plies: g.actions.len(),
                    opening_value: None,
                    moves: g
                        .actions
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(" "),
                })
                .collect(),
            openings: result
                .openings
                .iter()
                .map(|o| o.iter().map(ToString::to_string).collect())
                .collect(),
            unbalanced: None,
            where_it_can_win: None,
            stats,
        }
    }

    /// The report with each opening's value with best play (by pair; `None`: not proven):
    /// each game says its opening's, and A's results where its side can win are counted.
    pub fn with_opening_values(
        mut self,
        result: &MatchResult,
        values: &[Option<OpeningValue>],
    ) -> MatchReport {
        let value_name = |v: Option<OpeningValue>| match v {
            Some(OpeningValue::Win(Side::Fox)) => Some("fox-wins"),
            Some(OpeningValue::Win(Side::Geese)) => Some("geese-win"),
            Some(OpeningValue::Draw) => Some("draw"),
            None => None,
        };
        for (row, g) in self.results.iter_mut().zip(&result.games) {
            row.opening_value = value_name(values.get(g.pair).copied().flatten());
        }
        let tally = |side: Side| {
            result
                .games
                .iter()
                .filter(|g| {
                    g.a_side == side
                        && values.get(g.pair).copied().flatten() == Some(OpeningValue::Win(side))
                })
                .fold(Tally::default(), |t, g| t.plus(g.a_tally()))
        };
        self.where_it_can_win = Some(WhereItCanWin {
            a_as_fox: SideRow::new(tally(Side::Fox)),
            a_as_geese: SideRow::new(tally(Side::Geese)),
            unproven_openings: values.iter().filter(|v| v.is_none()).count(),
        });
        self
    }

    /// The report of a match whose openings were drawn unbalanced, `plies` plies each.
    pub fn with_unbalanced(mut self, plies: Option<usize>) -> MatchReport {
        self.unbalanced = plies;
        self
    }
}

/// An Elo value as said: a sign always, one decimal.
fn signed(x: f64) -> String {
    let x = (x * 10.0).round() / 10.0;
    if x == 0.0 {
        "0.0".to_string()
    } else {
        format!("{x:+.1}")
    }
}

/// The running score a progress bar shows.
pub struct MatchLine;

impl MatchLine {
    /// "5 3 – 0 random, 1 draw": the score so far.
    pub fn progress(spec: &MatchSpec, t: Tally) -> Message {
        Message::new(ids::MATCH_PROGRESS)
            .arg("a", spec.a.to_string())
            .arg("b", spec.b.to_string())
            .arg("a_wins", t.wins)
            .arg("b_wins", t.losses)
            .arg("draws", t.draws)
    }
}

impl Present for MatchReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = String::new();
        let heading = Message::new(ids::MATCH_HEADING)
            .arg("a", self.a.as_str())
            .arg("b", self.b.as_str())
            .arg("ruleset", self.ruleset.as_str())
            .arg("games", self.games)
            .arg(
                "budget",
                match (self.budget, self.nodes) {
                    (_, Some(n)) => Message::new(ids::MATCH_BUDGET_NODES).arg("nodes", n),
                    (t, None) => Message::new(ids::MATCH_BUDGET_TIME)
                        .arg("seconds", format!("{}", t.unwrap_or_default())),
                },
            )
            .arg("number", self.seed.to_string());
        s.push_str(&style.heading(&loc.msg(&heading)));
        s.push('\n');
        if let Some(plies) = self.unbalanced {
            s.push_str(&loc.msg(&Message::new(ids::MATCH_UNBALANCED).arg("plies", plies)));
            s.push('\n');
        }
        let wins = |p: &str| loc.msg(&Message::new(ids::MATCH_COL_WINS).arg("player", p));
        let mut t = table::new(
            vec![
                String::new(),
                loc.text(ids::MATCH_COL_GAMES),
                wins(&self.a),
                wins(&self.b),
                loc.text(ids::MATCH_COL_DRAWS),
                loc.msg(&Message::new(ids::MATCH_COL_SCORE).arg("player", self.a.as_str())),
            ],
            style,
        );
        let as_side = |side: &str| {
            loc.msg(
                &Message::new(ids::MATCH_ROW_AS)
                    .arg("player", self.a.as_str())
                    .arg("side", side),
            )
        };
        let can_win = |side: &str| {
            loc.msg(
                &Message::new(ids::MATCH_ROW_CAN_WIN)
                    .arg("player", self.a.as_str())
                    .arg("side", side),
            )
        };
        let mut rows = vec![
            (loc.text(ids::MATCH_ROW_OVERALL), self.overall()),
            (as_side("fox"), self.by_side.a_as_fox),
            (as_side("geese"), self.by_side.a_as_geese),
        ];
        if let Some(w) = &self.where_it_can_win {
            rows.push((can_win("fox"), w.a_as_fox));
            rows.push((can_win("geese"), w.a_as_geese));
        }
        for (name, r) in rows {
            if r.games == 0 {
                continue;
            }
            let points = f64::from(r.a_wins) + f64::from(r.draws) / 2.0;
            let score = format!("{:.1} %", 100.0 * points / f64::from(r.games));
            table::row(
                &mut t,
                vec![
                    name,
                    r.games.to_string(),
                    r.a_wins.to_string(),
                    r.b_wins.to_string(),
                    r.draws.to_string(),
                    score,
                ],
            );
        }
        s.push_str(&format!("{t}\n"));
        // Said where some openings are proven and some not; where none is, no row claims any.
        let some_proven = |w: &WhereItCanWin| w.unproven_openings < self.openings.len();
        if let Some(w) = self
            .where_it_can_win
            .filter(|w| w.unproven_openings > 0 && some_proven(w))
        {
            s.push_str(
                &loc.msg(
                    &Message::new(ids::MATCH_UNPROVEN_OPENINGS)
                        .arg("unproven", w.unproven_openings)
                        .arg("openings", self.openings.len()),
                ),
            );
            s.push('\n');
        }
        // One Elo difference for the games: by pairs where the games came in pairs (the
        // sides swapped from one opening), which is how they were played; else game by
        // game. JSON gives both (`elo` and `by_pairs`).
        let p = &self.by_pairs;
        if p.pairs == 0 {
            s.push_str(&loc.msg(&self.elo_line(&self.stats)));
            s.push('\n');
        }
        if p.pairs > 0 {
            s.push_str(&loc.msg(&self.elo_line(&p.stats)));
            s.push('\n');
            let [p0, p1, p2, p3, p4] = p.counts;
            let m = Message::new(ids::MATCH_PAIRS)
                .arg("a", self.a.as_str())
                .arg("pairs", p.pairs)
                .arg("p0", p0)
                .arg("p1", p1)
                .arg("p2", p2)
                .arg("p3", p3)
                .arg("p4", p4);
            s.push_str(&loc.msg(&m));
            s.push('\n');
        }
        let adjudicated = self.adjudicated.repetition + self.adjudicated.ply_cap;
        if adjudicated > 0 {
            let m = Message::new(ids::MATCH_ADJUDICATED)
                .arg("count", adjudicated)
                .arg("repetition", self.adjudicated.repetition)
                .arg("cap", self.adjudicated.ply_cap)
                .arg("max", self.max_plies);
            s.push_str(&loc.msg(&m));
            s.push('\n');
        }
        s
    }
}

impl MatchReport {
    fn overall(&self) -> SideRow {
        SideRow {
            games: self.games,
            a_wins: self.a_wins,
            b_wins: self.b_wins,
            draws: self.draws,
            score: self.score,
        }
    }

    /// The Elo difference as a sentence: with its interval, or what is known when a bound
    /// (or the value itself) is infinite.
    fn elo_line(&self, e: &Elo) -> Message {
        let m = |id| {
            Message::new(id)
                .arg("a", self.a.as_str())
                .arg("b", self.b.as_str())
        };
        match (e.unbounded, e.elo, e.lo, e.hi) {
            (Some(Unbounded::Above), _, lo, _) => {
                m(ids::MATCH_ELO_ALL_WON).arg("lo", lo.map_or(String::new(), signed))
            }
            (Some(Unbounded::Below), _, _, hi) => {
                m(ids::MATCH_ELO_ALL_LOST).arg("hi", hi.map_or(String::new(), signed))
            }
            (None, Some(elo), Some(lo), Some(hi)) => m(ids::MATCH_ELO)
                .arg("elo", signed(elo))
                .arg("margin", format!("{:.1}", (hi - lo) / 2.0))
                .arg("lo", signed(lo))
                .arg("hi", signed(hi)),
            (None, Some(elo), Some(lo), None) => m(ids::MATCH_ELO_OPEN_ABOVE)
                .arg("elo", signed(elo))
                .arg("lo", signed(lo)),
            (None, Some(elo), None, Some(hi)) => m(ids::MATCH_ELO_OPEN_BELOW)
                .arg("elo", signed(elo))
                .arg("hi", signed(hi)),
            // Both bounds open (too few games to bound either way) or nothing played.
            (None, elo, _, _) => {
                m(ids::MATCH_ELO_OPEN_BOTH).arg("elo", elo.map_or(String::new(), signed))
            }
        }
    }
}
