//! Reviewing a recorded game with the solver: the value before and after every action, which
//! actions changed it (mistakes) or made a win slower or a loss faster (inaccuracies), and —
//! what Ply Yard's guide asks of a replay — the first goose move that opened a capture landing
//! or an escape for the fox, with the best legal alternative tested against every fox reply.
//!
//! Values are the solver's ([`crate::solve`]), each position analysed within the budget:
//! proven, or unknown when the proof does not finish. Where the proof does not finish and
//! the table folder holds a sweep of the position's level (`tables sweep`: the standard
//! game, the draught board), the sweep says who wins, proven but with no distance
//! ([`Known`]). An action is classed only from what is proven; with nothing proven on
//! either side its class is [`Class::Unknown`], never a guess. `before` is what is known of
//! the position the action was played in, `after` of the position it led to, each as
//! [`Solver::analyze`] and [`Solver::known`] give it for that position.
//!
//! The classes compare the value after the action, seen one ply earlier ([`Value::before`]),
//! with the value before it, for the side that moved:
//!
//! * **mistake**: the outcome changed against it (a win became a draw or a loss, a draw a
//!   loss);
//! * **inaccuracy**: the same outcome, but a win made slower or a loss made faster;
//! * **best**: anything else (the value kept exactly).
//!
//! Where a side's outcome is known on both sides of the action but a distance is not (a
//! sweep's winner), only the outcome is compared: changed against the side that moved, the
//! action is a **mistake** (proven all the same); kept, it is [`Class::Kept`], since how
//! fast a win or how slow a loss cannot be told without distances, and best cannot be told
//! from an inaccuracy.
//!
//! What "opened" means. A goose move *opens a capture* when, after it, the fox has a capture
//! it did not have before (the `first-opening` study's notion: the fox's captures with the fox
//! to move, compared by notation). It *opens an escape* when the fox had no step to an empty
//! neighbour before it and has one after it: the enclosure is broken. A capture is looked for
//! first. A fox move never opens anything: an opening is something the geese give away.
//!
//! Values ignore a ruleset's quiet-plies rule and the draw by repetition, as `analyze` does; a
//! record that ended in a draw by repetition is still reviewed by the values of its positions.
//!
//! Where a position's value is not proven, nor its winner swept, the engine's estimate ([`engine::estimate_within`]:
//! a likely winner and how sure it is) is given instead, kept apart from the class: an
//! estimate never classes a ply. A ply *swings* ([`Ply::swing`]) when the engine thinks the
//! side that played it went from at least holding its own to losing: its chance of winning
//! fell by [`SWING`] or more and the other side is now the likely winner. That is a likely
//! mistake, said as one, not proven.
//!
//! Time. The whole review runs within an overall budget ([`Plan`]): each position gets at most
//! an even share of the time left (one share kept back for the first opening's
//! alternative), never more than the budget per position; half of it goes to the proof, and
//! an unproven position spends what is left on the estimate. Each position is charged the
//! time it took, at most its share, so time a position did not need goes to the others, and
//! the charges never add up to more than the overall budget ([`Review::granted`]). The time
//! left is read from the clock, so a search that ran over its share leaves less to the
//! positions after it; once the total is spent a position is only looked up in the tables
//! (no estimate). What still makes the wall clock run past the total is each position's
//! least work (a search's first iteration, a small table built on demand), which a busy
//! machine stretches.

use std::time::{Duration, Instant};

use crate::engine::{self, Budget, Estimate};
use crate::rules::{Action, Game, Position, Side};
use crate::solve::{
    ActionVerdict, Analysis, Class, Known, KnownAction, SolveError, Solver, Value, Verdict,
};

/// How far the mover's chance of winning must fall, in the engine's estimate, for a ply to
/// be marked a likely mistake (with the other side then the likely winner).
pub const SWING: f64 = 0.25;

/// The engine's view of a position whose value is not proven.
#[derive(Clone, Debug)]
pub struct View {
    /// The likely winner; `None` when neither side is clearly ahead.
    pub likely: Option<Side>,
    /// The fox side's chance of winning, 0 to 1.
    pub fox_chance: f64,
    /// The deepest iteration of the engine's search.
    pub depth: u16,
}

impl View {
    fn of(e: &Estimate) -> View {
        View {
            likely: e.likely,
            fox_chance: e.fox_chance,
            depth: e.depth,
        }
    }

    /// How sure the view is of its likely winner, 0.5 to 1.
    pub fn confidence(&self) -> f64 {
        self.fox_chance.max(1.0 - self.fox_chance)
    }

    /// `side`'s chance of winning.
    pub fn chance_for(&self, side: Side) -> f64 {
        match side {
            Side::Fox => self.fox_chance,
            Side::Geese => 1.0 - self.fox_chance,
        }
    }
}

/// The fox's chance of winning a position `winner` wins, for comparing with an estimate.
fn chance_of(winner: Option<Side>) -> f64 {
    match winner {
        Some(Side::Fox) => 1.0,
        Some(Side::Geese) => 0.0,
        None => 0.5,
    }
}

/// The overall budget of a review, shared among its positions.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    /// The most one position may take.
    pub per_position: Duration,
    /// The whole review.
    pub total: Duration,
}

impl Plan {
    /// The share of position `i` of `of`, when `left` of the total is left: an even share of
    /// what is left among the positions still to do and the first opening's alternative,
    /// never more than the budget per position.
    pub fn share(&self, left: Duration, i: usize, of: usize) -> Duration {
        let parts = (of - i.min(of) + 1) as u32;
        self.per_position.min(left / parts)
    }
}

/// One action of the record, reviewed.
#[derive(Clone, Debug)]
pub struct Ply {
    /// Its number in the record, from 1.
    pub ply: usize,
    /// Who played it.
    pub side: Side,
    /// The action.
    pub action: Action,
    /// What is known of the position it was played in.
    pub before: Known,
    /// What is known of the position it led to.
    pub after: Known,
    /// What it did to the value.
    pub class: Class,
    /// For a mistake or an inaccuracy: the actions that kept the value exactly, with the
    /// verdict after each ([`keeping`]); for a mistake only a sweep proves, the actions
    /// that kept the outcome; empty otherwise.
    pub best: Vec<KnownAction>,
    /// The engine's view of the position after the action, when its value is not proven
    /// nor its winner swept.
    pub estimate: Option<View>,
    /// Whether the engine thinks this action threw the game away (a likely mistake, not
    /// proven): see [`SWING`].
    pub swing: bool,
}

/// What a goose move opened for the fox.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Opened {
    /// A capture the fox did not have before.
    Capture,
    /// A step, where the fox had none before.
    Escape,
}

impl Opened {
    /// The name used in JSON: `capture` or `escape`.
    pub const fn name(self) -> &'static str {
        match self {
            Opened::Capture => "capture",
            Opened::Escape => "escape",
        }
    }
}

/// The first goose move of the record that opened a capture or an escape.
#[derive(Clone, Debug)]
pub struct Opening {
    /// Its ply, from 1.
    pub ply: usize,
    /// The move.
    pub action: Action,
    /// What it opened.
    pub kind: Opened,
    /// The fox actions it opened: the new captures, or the new steps.
    pub opened: Vec<Action>,
    /// The best legal alternative the geese had among those whose value is proven (by the
    /// proof, else by the folder's sweep), tested against every fox reply; `None` when there
    /// is none (see [`Opening::others`]).
    pub alternative: Option<Alternative>,
    /// How many other legal actions the geese had (0: the move was their only one; more
    /// with no alternative: none of them was proven).
    pub others: usize,
}

/// A move the geese could have played instead, tested against every fox reply.
#[derive(Clone, Debug)]
pub struct Alternative {
    /// The move.
    pub action: Action,
    /// What is known after it: a proven value, or the winner by the folder's sweep.
    pub after: Known,
    /// What it would have opened itself, if anything.
    pub opens: Option<(Opened, Vec<Action>)>,
    /// Every fox reply with what is known after it, best first for the fox by the proof
    /// (empty when the move ends the game).
    pub replies: Vec<KnownAction>,
}

/// A whole game reviewed.
#[derive(Clone, Debug)]
pub struct Review {
    /// Every action of the record, in order.
    pub plies: Vec<Ply>,
    /// The first goose move that opened a capture or an escape, if one did.
    pub first_opening: Option<Opening>,
    /// The plies (from 1) the total budget did not reach: a position on either side of each
    /// was given less than the budget per position (nothing but the tables once the total had
    /// run out), and its value is unknown.
    pub not_reached: Vec<usize>,
    /// The time charged to the positions and the alternative (each what it took, at most its
    /// share): never more than the overall budget.
    pub granted: Duration,
}

/// The actions of `a` that keep its proven value exactly: the fastest wins, the drawing
/// actions, or the slowest losses. Empty when the value is not proven.
pub fn keeping(a: &Analysis) -> Vec<ActionVerdict> {
    let Verdict::Proven(v) = a.verdict else {
        return Vec::new();
    };
    a.actions
        .iter()
        .filter(|av| av.verdict.value().map(Value::before) == Some(v))
        .cloned()
        .collect()
}

/// The actions of `a` that keep what is known of it, `known`: the ones that keep its proven
/// value exactly ([`keeping`]), else (a value the sweep proves, with no distance) the ones
/// after which its outcome is the same, by the proof or the sweep.
fn better(solver: &mut Solver, a: &Analysis, known: Known) -> Result<Vec<KnownAction>, SolveError> {
    let exact = keeping(a);
    if !exact.is_empty() {
        return Ok(exact
            .into_iter()
            .map(|av| KnownAction {
                action: av.action,
                after: Known::of(av.verdict),
            })
            .collect());
    }
    let Some(outcome) = known.outcome() else {
        return Ok(Vec::new());
    };
    let mut kept = solver.known_actions(a)?;
    kept.retain(|k| k.after.outcome() == Some(outcome));
    Ok(kept)
}

/// The fox's actions in `pos` with the fox to move, those that capture (`jumps`) or not.
fn fox_actions(pos: &Position, jumps: bool) -> Vec<Action> {
    let mut v = pos.with_turn(Side::Fox).legal_actions();
    v.retain(|a| a.is_jump() == jumps && !a.is_placement());
    v
}

/// What the goose move `action` in `pos` opens for the fox: new captures (compared by
/// notation), else new steps where there were none.
pub fn opens(pos: &Position, action: &Action) -> Option<(Opened, Vec<Action>)> {
    if pos.turn() != Side::Geese || pos.fox_to_place() {
        return None;
    }
    let after = pos.play_unchecked(action);
    let known: Vec<String> = fox_actions(pos, true)
        .iter()
        .map(ToString::to_string)
        .collect();
    let captures: Vec<Action> = fox_actions(&after, true)
        .into_iter()
        .filter(|c| !known.contains(&c.to_string()))
        .collect();
    if !captures.is_empty() {
        return Some((Opened::Capture, captures));
    }
    let steps = fox_actions(&after, false);
    (fox_actions(pos, false).is_empty() && !steps.is_empty()).then_some((Opened::Escape, steps))
}

/// Reviews every action of `game`, each position analysed within `budget`, and all of them
/// within `total` (see [`Plan`]): once `total` has run out a position is only looked up in
/// the tables. The plies whose value stays unknown after less than `budget` are
/// [`Review::not_reached`]. Where a position is not proven, what is left of its share goes to
/// the engine's estimate. `done` is told after each position (how many, of how many), for a
/// progress bar.
pub fn review(
    solver: &mut Solver,
    game: &Game,
    budget: Duration,
    total: Duration,
    done: &mut dyn FnMut(usize, usize),
) -> Result<Review, SolveError> {
    let positions = game.positions();
    let of = positions.len();
    let plan = Plan {
        per_position: budget,
        total,
    };
    let started = Instant::now();
    let mut granted = Duration::ZERO;
    let mut analyses = Vec::with_capacity(of);
    let mut known = Vec::with_capacity(of);
    let mut views: Vec<Option<View>> = Vec::with_capacity(of);
    let mut late = vec![false; of];
    for (i, pos) in positions.iter().enumerate() {
        // What is left by the clock: a position that ran over its share leaves less to the
        // rest (and never less than the charges leave).
        let left = total.saturating_sub(started.elapsed().max(granted));
        let share = plan.share(left, i, of);
        late[i] = share < budget;
        let begun = Instant::now();
        // The proof first, with half the share when the tables do not answer at once.
        let analysis = solver.analyze(pos, share / 2)?;
        // Then the sweep, where the proof did not finish: a file read, not a search.
        let k = solver.known(&analysis)?;
        let view = match analysis.verdict {
            Verdict::Proven(_) => None,
            // The winner swept, or the total spent: no estimate.
            Verdict::Unknown { .. } if k.swept().is_some() || share.is_zero() => None,
            Verdict::Unknown { .. } => {
                let rest = share.saturating_sub(begun.elapsed());
                let history = &positions[..i];
                Some(View::of(&engine::estimate_within(
                    solver,
                    pos,
                    history,
                    Budget::Time(rest),
                )?))
            }
        };
        // Charged what it took, at most its share: time it did not use goes back to the rest.
        granted += begun.elapsed().min(share);
        known.push(k);
        analyses.push(analysis);
        views.push(view);
        done(i + 1, of);
    }
    let unknown = |i: usize| known[i].outcome().is_none();
    let not_reached = (1..of)
        .filter(|&p| (late[p - 1] && unknown(p - 1)) || (late[p] && unknown(p)))
        .collect();
    // The fox's chance in each position: proven, or the engine's.
    let chance = |i: usize| match (known[i].outcome(), &views[i]) {
        (Some(winner), _) => Some(chance_of(winner)),
        (None, Some(view)) => Some(view.fox_chance),
        (None, None) => None,
    };
    let mut plies = Vec::new();
    let mut first_opening = None;
    for (i, action) in game.actions().iter().enumerate() {
        let pos = &positions[i];
        let before = &analyses[i];
        let side = pos.turn();
        let class = Class::of_known(side, known[i], known[i + 1]);
        let best = match class {
            Class::Mistake | Class::Inaccuracy => better(solver, before, known[i])?,
            Class::Best | Class::Kept | Class::Unknown => Vec::new(),
        };
        let swing = class == Class::Unknown
            && match (chance(i), chance(i + 1), &views[i + 1]) {
                (Some(b), Some(a), Some(view)) => {
                    let mine = |fox: f64| if side == Side::Fox { fox } else { 1.0 - fox };
                    mine(b) - mine(a) >= SWING && view.likely == Some(side.other())
                }
                _ => false,
            };
        if first_opening.is_none() {
            if let Some((kind, opened)) = opens(pos, action) {
                let left = total.saturating_sub(started.elapsed().max(granted));
                let share = budget.min(left);
                let begun = Instant::now();
                let (alternative, others) = alternative(solver, pos, before, action, share)?;
                granted += begun.elapsed().min(share);
                first_opening = Some(Opening {
                    ply: i + 1,
                    action: *action,
                    kind,
                    opened,
                    alternative,
                    others,
                });
            }
        }
        plies.push(Ply {
            ply: i + 1,
            side,
            action: *action,
            before: known[i],
            after: known[i + 1],
            class,
            best,
            estimate: views[i + 1].clone(),
            swing,
        });
    }
    Ok(Review {
        plies,
        first_opening,
        not_reached,
        granted,
    })
}

/// The best legal action of `analysis` other than `played` among those whose value after it
/// is proven (best first, so the first such one); where none is, the best among those whose
/// winner the folder's sweep proves (a geese win first, then one that opens nothing for the
/// fox). With every reply to it analysed,
/// and how many other legal actions there were.
fn alternative(
    solver: &mut Solver,
    pos: &Position,
    analysis: &Analysis,
    played: &Action,
    budget: Duration,
) -> Result<(Option<Alternative>, usize), SolveError> {
    let played = played.to_string();
    let mut others = solver.known_actions(analysis)?;
    others.retain(|a| a.action.to_string() != played);
    let proven = others.iter().find(|a| matches!(a.after, Known::Proven(_)));
    // Among swept ones: a geese win first, then one that opens nothing itself.
    let chosen = proven.or_else(|| {
        others
            .iter()
            .filter(|a| a.after.swept().is_some())
            .min_by_key(|a| {
                (
                    a.after.swept() != Some(Side::Geese),
                    opens(pos, &a.action).is_some(),
                )
            })
    });
    let Some(alt) = chosen else {
        return Ok((None, others.len()));
    };
    let next = pos.play_unchecked(&alt.action);
    let replies = solver.analyze(&next, budget)?;
    let replies = solver.known_actions(&replies)?;
    Ok((
        Some(Alternative {
            action: alt.action,
            after: alt.after,
            opens: opens(pos, &alt.action),
            replies,
        }),
        others.len(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;

    fn p(v: Value) -> Verdict {
        Verdict::Proven(v)
    }

    #[test]
    fn classes_follow_the_value_for_the_side_that_moved() {
        let (fox, geese) = (Side::Fox, Side::Geese);
        let win = |s, n| p(Value::win(s, n));
        let unknown = Verdict::Unknown { plies: 4 };
        for (side, before, after, class) in [
            (fox, win(fox, 5), win(fox, 4), Class::Best),
            (fox, win(fox, 5), win(fox, 6), Class::Inaccuracy),
            (fox, win(fox, 5), p(Value::Draw), Class::Mistake),
            (fox, win(fox, 5), win(geese, 8), Class::Mistake),
            (fox, p(Value::Draw), p(Value::Draw), Class::Best),
            (fox, p(Value::Draw), win(geese, 8), Class::Mistake),
            (fox, win(geese, 9), win(geese, 8), Class::Best),
            (fox, win(geese, 9), win(geese, 2), Class::Inaccuracy),
            (geese, win(geese, 9), win(geese, 8), Class::Best),
            (geese, win(geese, 9), win(geese, 10), Class::Inaccuracy),
            (geese, win(geese, 9), win(fox, 3), Class::Mistake),
            (geese, p(Value::Draw), win(fox, 1), Class::Mistake),
            (geese, win(fox, 4), win(fox, 3), Class::Best),
            (geese, win(fox, 4), win(fox, 1), Class::Inaccuracy),
            (fox, win(fox, 5), unknown, Class::Unknown),
            (fox, unknown, win(fox, 3), Class::Unknown),
        ] {
            assert_eq!(
                Class::of(side, before, after),
                class,
                "{side:?}: {before:?} → {after:?}"
            );
        }
    }

    /// With no distance, only the outcome is compared: a swept win thrown away is a
    /// mistake, an outcome kept is `kept`; a proven value on one side is compared by its
    /// outcome with a swept one on the other; with either outcome unknown, nothing is
    /// classed. Exact values on both sides class as [`Class::of`] does.
    #[test]
    fn outcomes_alone_class_a_mistake_or_an_outcome_kept() {
        let (fox, geese) = (Side::Fox, Side::Geese);
        let unknown = Verdict::Unknown { plies: 6 };
        let swept = |winner| Known::Swept { winner, plies: 6 };
        let exact = |v| Known::of(p(v));
        let nothing = Known::of(unknown);
        for (side, before, after, class) in [
            (fox, swept(fox), swept(geese), Class::Mistake),
            (geese, swept(geese), swept(fox), Class::Mistake),
            (fox, swept(fox), swept(fox), Class::Kept),
            (geese, swept(fox), swept(fox), Class::Kept),
            (fox, exact(Value::win(fox, 7)), swept(geese), Class::Mistake),
            (fox, exact(Value::win(fox, 7)), swept(fox), Class::Kept),
            (fox, swept(fox), exact(Value::win(geese, 3)), Class::Mistake),
            (fox, exact(Value::Draw), swept(geese), Class::Mistake),
            (geese, swept(geese), exact(Value::Draw), Class::Mistake),
            (
                fox,
                exact(Value::win(fox, 7)),
                exact(Value::win(fox, 8)),
                Class::Inaccuracy,
            ),
            (
                fox,
                exact(Value::win(fox, 7)),
                exact(Value::win(fox, 6)),
                Class::Best,
            ),
            (fox, swept(fox), nothing, Class::Unknown),
            (fox, nothing, swept(geese), Class::Unknown),
            // Better than before cannot be: a sweep that said so would be unsound.
            (fox, swept(geese), swept(fox), Class::Unknown),
        ] {
            assert_eq!(
                Class::of_known(side, before, after),
                class,
                "{side:?}: {before:?} → {after:?}"
            );
        }
    }

    fn pos(s: &str) -> Position {
        Position::parse(s, Ruleset::plyyard()).unwrap()
    }

    fn names(v: &[Action]) -> Vec<String> {
        v.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_goose_move_opens_a_capture_or_an_escape() {
        // (position, goose move, what it opens, the fox actions opened)
        type Case = (
            &'static str,
            &'static str,
            Option<(Opened, &'static [&'static str])>,
        );
        let table: [Case; 4] = [
            // c3 leaves: the goose on c2 has an empty point behind it.
            (
                "3/3/7/7/2GG3/G2/F2 g 8",
                "c3-b3",
                Some((Opened::Capture, &["c1xc3"])),
            ),
            // d3 steps east: the fox still has d1 and no new capture.
            ("3/3/7/7/2GG3/G2/F2 g 8", "d3-e3", None),
            // The fox on c1 has no step and no jump (c2 and d1 held, c3 and e1 behind them);
            // c2 steps east and frees c2.
            (
                "3/3/7/7/2G4/G2/FGG g 0",
                "c2-d2",
                Some((Opened::Escape, &["c1-c2"])),
            ),
            // A fox move opens nothing.
            ("3/3/7/7/2GG3/G2/F2 f 8", "c1-d1", None),
        ];
        for (at, mv, expected) in table {
            let p = pos(at);
            let a = p.find(&mv.parse().unwrap()).unwrap();
            let got = opens(&p, &a).map(|(k, v)| (k, names(&v)));
            let expected = expected.map(|(k, v)| (k, v.iter().map(|s| s.to_string()).collect()));
            assert_eq!(got, expected, "{at} {mv}");
        }
    }
}

#[cfg(test)]
mod plan_tests {
    use super::*;

    /// The worst case: every position takes its whole share. The shares still add up to less
    /// than the total, each position gets the same, and the alternative gets one more.
    #[test]
    fn shares_never_add_up_to_more_than_the_total() {
        for (total, per, of) in [
            (60.0, 10.0, 201),
            (60.0, 0.1, 201),
            (1.0, 5.0, 3),
            (0.0, 1.0, 9),
        ] {
            let plan = Plan {
                per_position: Duration::from_secs_f64(per),
                total: Duration::from_secs_f64(total),
            };
            let mut charged = Duration::ZERO;
            let mut shares = Vec::new();
            for i in 0..of {
                let share = plan.share(plan.total - charged, i, of);
                assert!(share <= plan.per_position);
                charged += share;
                shares.push(share);
            }
            assert!(charged <= plan.total, "{total} {per} {of}: {charged:?}");
            let even = plan.per_position.min(plan.total / (of as u32 + 1));
            for s in &shares {
                assert!(
                    s.abs_diff(even) < Duration::from_millis(1),
                    "{s:?} {even:?}"
                );
            }
        }
    }
}
