//! The engine's search above the tables: alpha-beta (negamax with principal-variation
//! search) over the learned evaluation, with a transposition table, iterative deepening,
//! move ordering and a capture search at the horizon. Where the solver's tables (or a
//! finished game) give a position's value, that value is the score: the search is exact
//! there and only guesses above them (a proven draw scores the evaluation within a narrow
//! band, [`DRAW_BAND`], so that a drawn game is still pressed against a weaker player).
//! A fox in a safe haven where geese only step forward ([`crate::rules::Position::haven`]) is
//! a proven fox win too, scored at the haven's bound on its length.
//!
//! * [`features`]: what the evaluation looks at.
//! * [`model`]: the learned weights (one model per ruleset), their file, the shipped ones.
//! * [`train`]: fitting a model to positions sampled from the tables.
//!
//! Scores are from the side to move's view, in logit hundredths of the model (100: odds of
//! e : 1 that the side wins); a forced end of the game found in the tree scores
//! `±(WIN − plies)`, beyond any evaluation. Move ordering: the transposition table's move,
//! then captures (the most geese first), then two killer moves a ply, then the history of
//! quiet moves that cut off. A repeated position (in the tree or in the game before it) is
//! scored by `Searcher::repetition`: a draw where the rules have one, else the position less
//! a contempt. The search sees the rules' draw clock (the root keeps it, every action moves
//! it on): a position where it runs out is a draw, so a side ahead makes its capture or
//! forward step before the clock ends the game, and the transposition table is left alone
//! wherever the clock's end is within the search's reach.
//!
//! Iterative deepening stops before its limit when the same move was best for three
//! iterations and no other comes within [`CLEAR_MARGIN`] of it (tested with a null window),
//! when the score is a forced end, when there is one action, or when the next iteration could
//! not finish in the time left. It never goes past its time, node or depth limits.
//!
//! With [`Limits::fox_at_horizon`] (`perfect`'s, in the games [`fox_at_horizon`] names),
//! the geese's search reports only its iterations of odd depth from [`ODD_FROM`] on, whose
//! horizon falls with the fox to move: the fox's captures after the geese's last move are
//! then searched at the horizon, not left to the evaluation. A search that stops wherever
//! its budget ends stopped at even depths too, and there its geese could walk into a
//! capture one ply beyond its sight; in the 1870 game, `perfect` against level 5 (whose
//! seven plies are odd) went from −15.7 to +12.2 by pairs with it (docs/matches.md). The
//! iterations of even depth still order the moves of the next, and a forced end found in
//! one is reported, since it is exact at any depth.
//!
//! With [`Limits::reductions`] (`perfect`'s, in the games [`reduces`] names) the late quiet
//! actions of a node, after the first [`REDUCE_AFTER`] and never the table's move, a capture
//! or a killer, are searched a ply shallower with a null window first, and at full depth only
//! when they beat the best so far: within the same nodes the search finishes deeper
//! iterations. The levels below search their fixed depth in full.

pub mod features;
pub mod model;
pub mod train;

use std::time::{Duration, Instant};

use crate::rules::{Action, Position, RulesetSpec, Side, Variant};
use crate::solve::{SolveError, Solver, Value};

use super::rng::mix;
use model::{Model, MAX_SCORE};

/// The score of a game won now; a win in `n` plies scores `WIN − n`.
pub const WIN: i32 = 30_000;
/// Scores beyond this (either way) are forced ends of the game found in the tree.
pub const WIN_BOUND: i32 = WIN - 2_000;
/// How far ahead of every other action the best must be for the search to stop early.
pub const CLEAR_MARGIN: i32 = 150;
const INF: i32 = 32_000;
/// Transposition-table slots of a search ([`Limits::tt_bits`]'s default): 16 bytes each,
/// 16 MiB.
pub const TT_BITS: u8 = 20;
/// A proven draw scores the evaluation scaled into ± this (below any proven win, above any
/// proven loss): among drawn positions the search still prefers those where the opponent
/// is likelier to go wrong, so a drawn game against a weaker player is pressed, not shuffled.
pub const DRAW_BAND: i32 = 400;
/// What each point of the fox's room that no goose can ever reach is worth to the fox, in
/// logit hundredths, added to the model's score ([`features::room_behind`]). Geese never step
/// back, so a fox that can walk behind them can wait there while they spend their last moves;
/// the model cannot learn it from the tables, where such rooms decide little among positions
/// drawn at random (the standard game's tables of 8 and 9 geese are fox wins nearly
/// everywhere). Set by matches (docs/engine.md): in the standard game, `perfect` against
/// `random` and `greedy` at 50,000 nodes a move, 20 games each with seeds 1 to 4, the geese
/// won 31, 43, 49, 41 and 41 of their 80 games with 0, 100, 300, 600 and 1,500.
pub const BEHIND: i32 = 300;
/// What a goose taken is worth to the fox, in logit hundredths, added to the model's score in
/// the search of `side` in `spec`'s game: 0 except for the standard game's geese. Set when
/// they played with Ply Yard's weights ([`model::Eval::Tables`]), fitted where the fox needs
/// nine captures and a goose is cheap: with them the geese let a goose go to keep their line,
/// and lost it and the game to `greedy`. Set by matches (docs/engine.md): `perfect` against
/// `random` and `greedy`, 50,000 nodes a move, 20 games each with seeds 1 to 6, the geese won
/// 108, 113, 118, 117, 109 and 109 of their 120 games with 0, 75, 100, 125, 150 and 200. The
/// weights they play with now ([`Model::for_side`]) are fitted to games played with it. On the
/// draught board (27 of 40 with 100, 31 with 0) and the Large Cross (39 and 40) it did not
/// help, and the other rulesets' models are fitted to their own tables.
pub fn goose_worth(spec: RulesetSpec, side: Side) -> i32 {
    match (spec.variant, side) {
        (Variant::Standard, Side::Geese) => 100,
        _ => 0,
    }
}

/// Whether `perfect`'s geese keep only the iterations whose horizon falls with the fox to
/// move ([`Limits::fox_at_horizon`]) in `spec`'s game. Set by matches (docs/matches.md,
/// 5 December 2026), against level 5: in the 1870 game, at 200,000 nodes a move from 40-ply
/// unbalanced openings, it took `perfect` from −15.7 to +12.2 by pairs; on the draught
/// board, from openings the geese win, from +33.1 to +44.5. It is off where it did not help.
/// With Two Foxes `perfect` fell from +15.7 to −146.2: at 50,000 nodes its geese finish five
/// or six plies there, and the rule left them at five, a ply short of level 5. In Ply Yard's
/// game, from 20-ply unbalanced openings, it fell from +19.1 to +9.6 (its geese won 179 of
/// 200, before 190). In the standard game its geese won 47 and 44 of 50 against `random` and
/// `greedy` (before 49 and 48), and on the Large Cross 45 of 50 against `greedy` (before 48).
pub fn fox_at_horizon(spec: RulesetSpec) -> bool {
    match spec.variant {
        Variant::BoysOwn1870 | Variant::BoysOwn1870Draughts => true,
        Variant::PlyYard | Variant::Standard | Variant::LargeCross | Variant::TwoFoxes => false,
    }
}

/// Whether `perfect`'s search reduces late quiet actions ([`Limits::reductions`]) in
/// `spec`'s game. Set by matches against level 5 at 50,000 nodes a move (docs/matches.md,
/// 5 December 2026): by pairs, the 1870 game went from +5.7 to +23.5, the Large Cross from 0
/// to +36.6, the draught board from +44.5 to +68.6 and Two Foxes from +15.7 to +34.0. In Ply
/// Yard's game `perfect`'s fox drew 20 games of 200 where it had drawn 32, and `perfect`
/// over 5 fell from +19.1 to +8.7; in the standard game from +9.0 to +6.3, its geese winning
/// 47 and 46 of 50 against `random` and `greedy` (before, 49 and 48): off in those two.
pub fn reduces(spec: RulesetSpec) -> bool {
    match spec.variant {
        Variant::PlyYard | Variant::Standard => false,
        Variant::LargeCross
        | Variant::TwoFoxes
        | Variant::BoysOwn1870
        | Variant::BoysOwn1870Draughts => true,
    }
}

/// The shallowest iteration that [`Limits::fox_at_horizon`] may leave unreported (the even
/// ones from here on): in shallower ones a ply more sees more than the horizon's side does.
/// With the rule on in Ply Yard's game at 2,000 nodes a move (the test
/// `the_strongest_level_presses_ply_yard_home_from_both_sides`), `perfect`'s geese reporting
/// depth 3 where they had finished 4 shuffled between two points and drew against `random`.
pub const ODD_FROM: i32 = 6;

/// With [`Limits::reductions`], the actions tried before the first one reduced: the table's,
/// the captures and the killers come first and are never reduced.
pub const REDUCE_AFTER: usize = 3;

/// The deepest capture sequence searched at the horizon.
const QUIESCE_PLIES: i32 = 8;

/// What bounds one search, and how strong it plays.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Wall-clock time; the search ends before it.
    pub time: Duration,
    /// The deepest iteration (plies).
    pub max_depth: u16,
    /// The most nodes.
    pub max_nodes: u64,
    /// The evaluation's error on purpose: each position's score moves by up to this much
    /// (logit hundredths), the same way for the whole search (drawn from `seed`).
    pub noise: i32,
    /// Where `noise` comes from.
    pub seed: u64,
    /// Whether the search asks the solver's tables at its nodes.
    pub tables: bool,
    /// Whether it asks the geese's shipped strategy too, where the tables are silent (Ply
    /// Yard's game: [`crate::solve::strategy`]); only with `tables`.
    pub strategy: bool,
    /// Whether it may stop before its limits when one action is clearly best.
    pub early_stop: bool,
    /// The transposition table has `2^tt_bits` slots of 16 bytes (at most 2^26; [`TT_BITS`]
    /// for play): a short search spends less on clearing a smaller one.
    pub tt_bits: u8,
    /// Whether the geese's search keeps only the iterations whose horizon falls with the fox
    /// to move (odd depths, from [`ODD_FROM`] plies on), so that the fox's captures after the geese's last move are
    /// searched there, not left to the evaluation (see the module). The fox's search is the
    /// same either way.
    pub fox_at_horizon: bool,
    /// Whether late quiet actions are searched a ply shallower first (late move reductions,
    /// [`REDUCE_AFTER`]), and at full depth only when they beat the best so far.
    pub reductions: bool,
}

impl Limits {
    /// The strongest full-width search within `time`: every action searched to the
    /// iteration's depth (`perfect` adds [`Limits::reductions`]), the horizon wherever the
    /// budget ends (`perfect` adds [`Limits::fox_at_horizon`] where it helps).
    pub fn strongest(time: Duration) -> Limits {
        Limits {
            time,
            max_depth: 64,
            max_nodes: u64::MAX,
            noise: 0,
            seed: 0,
            tables: true,
            strategy: true,
            early_stop: true,
            tt_bits: TT_BITS,
            fox_at_horizon: false,
            reductions: false,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct Report {
    /// The best action (`None`: the game is over).
    pub best: Option<Action>,
    /// Its score for the side to move.
    pub score: i32,
    /// Every root action searched with its score in the last finished iteration, best first
    /// (the scores of all but the first are upper bounds).
    pub ranked: Vec<(Action, i32)>,
    /// The deepest iteration finished.
    pub depth: u16,
    /// Nodes visited.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
    /// Whether it stopped before its limits because one action was clearly best (or the
    /// only one, or a forced end was found).
    pub early: bool,
}

/// The score for the side to move (`mover`), `ply` plies below the root, of a proven value.
pub fn value_score(v: Value, mover: Side, ply: i32) -> i32 {
    match v {
        Value::Draw => 0,
        Value::Win { winner, plies } => {
            let s = WIN - ply - i32::from(plies).min(WIN_BOUND / 2);
            if winner == mover {
                s
            } else {
                -s
            }
        }
    }
}

/// The position's hash (pieces, side to move, captures; not the clock).
pub fn hash(p: &Position) -> u64 {
    let f = p.foxes().0;
    let g = p.geese().0;
    let mut h = mix(f as u64 ^ 0x0123_4567_89AB_CDEF);
    h = mix(h ^ (f >> 64) as u64);
    h = mix(h ^ g as u64);
    mix(h ^ (g >> 64) as u64 ^ (u64::from(p.captures()) << 8) ^ u64::from(p.turn() == Side::Fox))
}

#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    score: i32,
    depth: i8,
    flag: u8,
    mv: u16,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

/// A move's key for ordering: from and to (placement: the point twice), plus one.
#[inline]
fn move_key(a: &Action) -> u16 {
    a.from().index() as u16 * 81 + a.to().index() as u16 + 1
}

/// What going round in a circle costs the side the search plays for, where the rules have no
/// draw (see `Searcher::repetition`): half a unit of the model's logit.
const CONTEMPT: i32 = 50;

struct Searcher<'a> {
    solver: &'a mut Solver,
    model: &'a Model,
    limits: Limits,
    deadline: Instant,
    nodes: u64,
    stopped: bool,
    error: Option<SolveError>,
    tt: Vec<Slot>,
    killers: Vec<[u16; 2]>,
    history: Vec<i32>,
    /// Hashes of the game's positions before the root and of the path from it.
    path: Vec<u64>,
    /// The side to move at the root: the side the search plays for.
    me: Side,
    /// What a goose taken is worth to the fox beyond the model ([`goose_worth`]).
    goose: i32,
}

/// Searches `pos` (with `history`, the game's positions before it, oldest first) among
/// `root` actions (all legal ones when `None`) within `limits`, scoring with `model`.
pub fn search(
    solver: &mut Solver,
    model: &Model,
    pos: &Position,
    history: &[Position],
    root: Option<Vec<Action>>,
    limits: Limits,
) -> Result<Report, SolveError> {
    let start = Instant::now();
    let pos = *pos;
    let tt_bits = limits.tt_bits.min(26);
    let mut s = Searcher {
        deadline: start + limits.time,
        solver,
        model,
        limits,
        nodes: 0,
        stopped: false,
        error: None,
        tt: vec![Slot::default(); 1 << tt_bits],
        killers: vec![[0; 2]; 128],
        history: vec![0; 81 * 82],
        path: history.iter().map(hash).collect(),
        me: pos.turn(),
        goose: goose_worth(pos.spec(), pos.turn()),
    };
    let report = s.root(&pos, root, start);
    match s.error {
        Some(e) => Err(e),
        None => Ok(report),
    }
}

impl Searcher<'_> {
    fn root(&mut self, pos: &Position, root: Option<Vec<Action>>, start: Instant) -> Report {
        let mut moves = root.unwrap_or_else(|| pos.legal_actions());
        let mut report = Report {
            best: moves.first().copied(),
            score: 0,
            ranked: Vec::new(),
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            early: false,
        };
        if pos.outcome().is_over() || moves.is_empty() {
            report.best = None;
            return report;
        }
        // Captures first in the first iteration.
        moves.sort_by_key(|a| std::cmp::Reverse(a.captured().count()));
        let children: Vec<Position> = moves.iter().map(|a| pos.play_unchecked(a)).collect();
        let mut order: Vec<usize> = (0..moves.len()).collect();
        if moves.len() == 1 {
            report.score = self.eval(&children[0]).saturating_neg();
            report.ranked = vec![(moves[0], report.score)];
            report.early = true;
            report.elapsed = start.elapsed();
            return report;
        }
        self.path.push(hash(pos));
        let mut stable = 0;
        let mut last_best = usize::MAX;
        let mut last_time = Duration::ZERO;
        // An iteration is kept (its best action reported) only if its horizon falls where the
        // limits want it; the others still order the moves of the next.
        let odd_only = self.limits.fox_at_horizon && pos.turn() == Side::Geese;
        let keeps = |depth: i32| !odd_only || depth % 2 == 1 || depth < ODD_FROM;
        for depth in 1..=i32::from(self.limits.max_depth.max(1)) {
            let iteration = Instant::now();
            let mut scores = vec![-INF; moves.len()];
            let mut alpha = -INF;
            let mut best = order[0];
            for (n, &i) in order.iter().enumerate() {
                let c = &children[i];
                let s = if n == 0 {
                    -self.search(c, depth - 1, -INF, INF, 1)
                } else {
                    let mut s = -self.search(c, depth - 1, -alpha - 1, -alpha, 1);
                    if s > alpha && !self.stopped {
                        s = -self.search(c, depth - 1, -INF, -alpha, 1);
                    }
                    s
                };
                if self.stopped {
                    break;
                }
                scores[i] = s;
                if s > alpha {
                    alpha = s;
                    best = i;
                }
            }
            if self.stopped {
                break;
            }
            order.sort_by_key(|&i| (std::cmp::Reverse(scores[i]), i != best));
            // A forced end found is exact whatever the horizon.
            let kept = keeps(depth) || alpha.abs() >= WIN_BOUND;
            if kept {
                report.best = Some(moves[best]);
                report.score = alpha;
                report.depth = depth as u16;
                report.ranked = order.iter().map(|&i| (moves[i], scores[i])).collect();
            }
            if best == last_best {
                stable += 1;
            } else {
                stable = 0;
                last_best = best;
            }
            if alpha.abs() >= WIN_BOUND {
                report.early = depth < i32::from(self.limits.max_depth);
                break;
            }
            let spent = start.elapsed();
            let took = iteration.elapsed();
            // The next iteration takes longer than this one (and than the last one by the
            // same factor): do not start what cannot finish, nor one that is not kept when
            // the one after it cannot finish either.
            let factor = if last_time.is_zero() {
                3.0
            } else {
                (took.as_secs_f64() / last_time.as_secs_f64().max(1e-6)).clamp(2.0, 8.0)
            };
            last_time = took;
            let mut next = took.mul_f64(factor);
            if !keeps(depth + 1) {
                next += next.mul_f64(factor);
            }
            if spent + next > self.limits.time {
                break;
            }
            if kept
                && self.limits.early_stop
                && stable >= 2
                && depth >= 4
                && self.clear(&children, &order, alpha, depth)
            {
                report.early = depth < i32::from(self.limits.max_depth);
                break;
            }
        }
        self.path.pop();
        report.nodes = self.nodes;
        report.elapsed = start.elapsed();
        report
    }

    /// Whether every action but the best scores below `best − CLEAR_MARGIN` (one ply less
    /// deep, a null window).
    fn clear(&mut self, children: &[Position], order: &[usize], best: i32, depth: i32) -> bool {
        let bar = best.saturating_sub(CLEAR_MARGIN);
        for &i in &order[1..] {
            let s = -self.search(&children[i], depth - 2, -bar, -bar + 1, 1);
            if self.stopped || s >= bar {
                return false;
            }
        }
        true
    }

    /// The value of `pos` if the rules or the tables give it, or a fox's safe haven proves it.
    fn known(&mut self, pos: &Position) -> Option<Value> {
        if self.limits.tables {
            let probed = if self.limits.strategy {
                self.solver.probe(pos)
            } else {
                self.solver.probe_tables(pos)
            };
            match probed {
                // A fox in a safe haven where geese only step forward: the geese run out of
                // moves (see `Position::haven`).
                Ok(None) => Value::of_haven(pos),
                Ok(v) => v,
                Err(e) => {
                    self.error = Some(e);
                    self.stopped = true;
                    None
                }
            }
        } else {
            Value::of_outcome(pos.outcome())
        }
    }

    /// The score of `pos`, proven to be worth `v`: a win's or a loss's, or for a draw the
    /// evaluation scaled into ±[`DRAW_BAND`].
    fn proven_score(&self, pos: &Position, v: Value, ply: i32) -> i32 {
        match v {
            // Scaled, not clipped: the order of drawn positions is kept.
            Value::Draw if !pos.outcome().is_over() => {
                self.eval(pos) * DRAW_BAND / (MAX_SCORE + 1000)
            }
            _ => value_score(v, pos.turn(), ply),
        }
    }

    /// The score of a position that occurred before (in the game or on the path), or where
    /// the draw clock has run out. Where the ruleset draws by repetition it is a draw (0, less
    /// a contempt scaled like a proven draw's). Where it does not (Ply Yard, standard,
    /// the 1870 game), the game goes on from the same position: it is worth what the position
    /// is, less [`CONTEMPT`] for the side the search plays for, since going round in a circle
    /// gets it nowhere. Scoring it 0 made a side the model thinks is losing shuffle for a
    /// "draw" the rules do not have, instead of pressing a weaker opponent (issue 26: the fox
    /// drew against a random mover).
    /// In a proven draw (`drawn`) the same holds within the draw band.
    fn repetition(&self, pos: &Position, drawn: bool) -> i32 {
        let (e, contempt) = if pos.rules().draws.is_some() {
            (0, CONTEMPT * DRAW_BAND / (MAX_SCORE + 1000))
        } else if drawn {
            (
                self.proven_score(pos, Value::Draw, 0),
                CONTEMPT * DRAW_BAND / (MAX_SCORE + 1000),
            )
        } else {
            (self.eval(pos), CONTEMPT)
        };
        if pos.turn() == self.me {
            e - contempt
        } else {
            e + contempt
        }
    }

    /// The evaluation of `pos` for its side to move: the model's and [`BEHIND`]'s, with the
    /// level's noise.
    fn eval(&self, pos: &Position) -> i32 {
        if pos.fox_to_place() {
            return 0;
        }
        let taken = i32::from(pos.rules().geese_total()) - pos.geese().count() as i32;
        let mut s =
            self.model.score(pos) + BEHIND * features::room_behind(pos) as i32 + self.goose * taken;
        if self.limits.noise > 0 {
            let n = self.limits.noise as u64;
            let r = mix(hash(pos) ^ self.limits.seed) % (2 * n + 1);
            s += r as i32 - self.limits.noise;
        }
        let s = s.clamp(-MAX_SCORE - 1000, MAX_SCORE + 1000);
        match pos.turn() {
            Side::Fox => s,
            Side::Geese => -s,
        }
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes.is_multiple_of(512)
            && (Instant::now() >= self.deadline || self.nodes >= self.limits.max_nodes)
        {
            self.stopped = true;
        }
        self.stopped
    }

    fn search(&mut self, pos: &Position, depth: i32, mut alpha: i32, beta: i32, ply: i32) -> i32 {
        if self.tick() {
            return 0;
        }
        if pos.quiet_plies_left() == Some(0) {
            return self.repetition(pos, false);
        }
        // A proven draw still in play is searched on while depth is left, its score kept in
        // the draw band: which drawn line to take is the evaluation's (and a weaker opponent's
        // chance to go wrong), and stopping at the first proven draw left the side to move
        // shuffling between two points, the game repeating, against any opponent.
        let mut drawn = false;
        if let Some(v) = self.known(pos) {
            if v != Value::Draw || pos.outcome().is_over() || depth <= 0 {
                return self.proven_score(pos, v, ply);
            }
            drawn = true;
        }
        let h = hash(pos);
        if self.path.contains(&h) {
            return self.repetition(pos, drawn);
        }
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply, 0);
        }
        let slot = (h as usize) & (self.tt.len() - 1);
        let e = self.tt[slot];
        let mut tt_move = 0;
        // The table's entries know nothing of the draw clock: where this search reaches the
        // clock's end, its scores are not the position's and are neither used nor kept.
        let clocked = pos
            .quiet_plies_left()
            .is_some_and(|left| depth >= i32::from(left));
        if e.key == h {
            tt_move = e.mv;
            if i32::from(e.depth) >= depth && !clocked {
                let s = from_tt(e.score, ply);
                match e.flag {
                    EXACT => return s,
                    LOWER if s >= beta => return s,
                    UPPER if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let mut moves = Vec::with_capacity(32);
        pos.generate(&mut moves);
        let killers = self.killers.get(ply as usize).copied().unwrap_or([0; 2]);
        let mut keyed: Vec<(i32, Action)> = moves
            .into_iter()
            .map(|a| {
                let k = move_key(&a);
                let order = if k == tt_move {
                    1_000_000
                } else if a.is_jump() {
                    500_000 + 1_000 * a.captured().count() as i32
                } else if k == killers[0] {
                    400_000
                } else if k == killers[1] {
                    399_000
                } else {
                    self.history[k as usize].min(300_000)
                };
                (order, a)
            })
            .collect();
        keyed.sort_by_key(|(o, _)| std::cmp::Reverse(*o));
        self.path.push(h);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_mv = 0;
        for (n, (_, a)) in keyed.iter().enumerate() {
            let child = pos.play_unchecked(a);
            let k = move_key(a);
            let s = if n == 0 {
                -self.search(&child, depth - 1, -beta, -alpha, ply + 1)
            } else {
                let reduce = self.limits.reductions
                    && n >= REDUCE_AFTER
                    && depth >= 3
                    && !a.is_jump()
                    && k != tt_move
                    && k != killers[0]
                    && k != killers[1];
                let mut s = -INF;
                if reduce {
                    s = -self.search(&child, depth - 2, -alpha - 1, -alpha, ply + 1);
                }
                if !reduce || (s > alpha && !self.stopped) {
                    s = -self.search(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = -self.search(&child, depth - 1, -beta, -alpha, ply + 1);
                }
                s
            };
            if self.stopped {
                break;
            }
            if s > best {
                best = s;
                best_mv = k;
            }
            if s > alpha {
                alpha = s;
            }
            if alpha >= beta {
                if !a.is_jump() {
                    if let Some(ks) = self.killers.get_mut(ply as usize) {
                        if ks[0] != k {
                            ks[1] = ks[0];
                            ks[0] = k;
                        }
                    }
                    self.history[k as usize] += depth * depth;
                }
                break;
            }
        }
        self.path.pop();
        if self.stopped {
            return 0;
        }
        if drawn {
            best = best.clamp(-DRAW_BAND, DRAW_BAND);
        }
        let flag = if best <= alpha0 {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        if !clocked {
            self.tt[slot] = Slot {
                key: h,
                score: to_tt(best, ply),
                depth: depth.min(127) as i8,
                flag,
                mv: best_mv,
            };
        }
        best
    }

    /// The horizon: the evaluation, or the fox's captures where it has some to make.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: i32, q: i32) -> i32 {
        let stand = self.eval(pos);
        if pos.turn() != Side::Fox || q >= QUIESCE_PLIES {
            return stand;
        }
        let mut moves = Vec::with_capacity(16);
        pos.generate(&mut moves);
        let compulsory = pos.rules().compulsory && moves.iter().any(Action::is_jump);
        let mut best = if compulsory { -INF } else { stand };
        if best >= beta {
            return best;
        }
        alpha = alpha.max(best);
        moves.retain(Action::is_jump);
        moves.sort_by_key(|a| std::cmp::Reverse(a.captured().count()));
        for a in &moves {
            if self.tick() {
                return 0;
            }
            let child = pos.play_unchecked(a);
            let s = match self.known(&child) {
                Some(v) => -self.proven_score(&child, v, ply + 1),
                None => -self.quiesce(&child, -beta, -alpha, ply + 1, q + 1),
            };
            if s > best {
                best = s;
            }
            if s > alpha {
                alpha = s;
            }
            if alpha >= beta {
                break;
            }
        }
        if best == -INF {
            stand
        } else {
            best
        }
    }
}

/// A score as stored: forced ends counted from this node, not from the root.
fn to_tt(s: i32, ply: i32) -> i32 {
    if s >= WIN_BOUND {
        s + ply
    } else if s <= -WIN_BOUND {
        s - ply
    } else {
        s
    }
}

fn from_tt(s: i32, ply: i32) -> i32 {
    if s >= WIN_BOUND {
        s - ply
    } else if s <= -WIN_BOUND {
        s + ply
    } else {
        s
    }
}
