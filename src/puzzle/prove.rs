//! The puzzle criteria, decided from the tables: what makes a position a puzzle step, the
//! opponent's best defence, and the proof `validate` makes of a puzzle's answer and line.
//!
//! A position is a puzzle step when its side to move has at least two legal actions and
//! exactly one of them keeps its value ([`step`]):
//!
//! * when it wins, the only winning action (however fast);
//! * when it cannot win, the only action that holds the draw;
//! * when every action loses, the only one that loses slowest, the next slowest at least
//!   [`HOLD_OUT_GAP`] plies faster.
//!
//! Every value comes from the solver's tables ([`Solver::probe`]): a position whose value or
//! whose children's values no table holds is [`Refusal::Unproven`], never guessed.

use crate::rules::{Action, Outcome, Position, Side};
use crate::solve::{SolveError, Solver, Value};
use crate::study::ProblemKind;

use super::{Puzzle, PuzzleKind, Theme};

/// How many plies faster the next slowest loss must be, for a hold-out puzzle.
pub const HOLD_OUT_GAP: u16 = 4;

/// A position that is a puzzle step: its value, the one action keeping it, and the value
/// after every legal action (in [`Position::legal_actions`] order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The position's value.
    pub value: Value,
    /// The one action that keeps it.
    pub answer: Action,
    /// Every legal action and the value after it.
    pub children: Vec<(Action, Value)>,
}

/// Why a position is not a puzzle step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over.
    Over,
    /// The side to move has one legal action.
    OnlyAction,
    /// A value after some action is in no table.
    Unproven,
    /// More than one action keeps the value (or, every action losing, loses less than
    /// [`HOLD_OUT_GAP`] plies faster than the slowest): all of them, best first.
    NotOnly(Vec<Action>),
}

/// Whether `pos` is a puzzle step, from the tables.
pub fn step(solver: &mut Solver, pos: &Position) -> Result<Result<Step, Refusal>, SolveError> {
    if pos.outcome() != Outcome::Ongoing {
        return Ok(Err(Refusal::Over));
    }
    let actions = pos.legal_actions();
    if actions.len() < 2 {
        return Ok(Err(Refusal::OnlyAction));
    }
    let mut children = Vec::with_capacity(actions.len());
    for a in actions {
        let Some(v) = solver.probe(&pos.play_unchecked(&a))? else {
            return Ok(Err(Refusal::Unproven));
        };
        children.push((a, v));
    }
    Ok(decide(pos.turn(), children))
}

/// The criteria on the values after every action, `mover` to move.
pub fn decide(mover: Side, children: Vec<(Action, Value)>) -> Result<Step, Refusal> {
    let wins = |v: &Value| v.winner() == Some(mover);
    let draws = |v: &Value| *v == Value::Draw;
    let keep: Vec<usize> = if children.iter().any(|(_, v)| wins(v)) {
        (0..children.len())
            .filter(|&i| wins(&children[i].1))
            .collect()
    } else if children.iter().any(|(_, v)| draws(v)) {
        (0..children.len())
            .filter(|&i| draws(&children[i].1))
            .collect()
    } else {
        // Every action loses: the slowest, by a margin.
        let mut order: Vec<usize> = (0..children.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(children[i].1.plies().unwrap_or(0)));
        let (best, next) = (order[0], order[1]);
        let gap = children[best].1.plies().unwrap_or(0) - children[next].1.plies().unwrap_or(0);
        if gap < HOLD_OUT_GAP {
            let near = |i: &usize| {
                children[best].1.plies().unwrap_or(0) - children[*i].1.plies().unwrap_or(0)
                    < HOLD_OUT_GAP
            };
            let all = order
                .iter()
                .filter(|i| near(i))
                .map(|&i| children[i].0)
                .collect();
            return Err(Refusal::NotOnly(all));
        }
        vec![best]
    };
    if keep.len() > 1 {
        return Err(Refusal::NotOnly(
            keep.iter().map(|&i| children[i].0).collect(),
        ));
    }
    let answer = children[keep[0]].0;
    let value = children[keep[0]].1.before();
    Ok(Step {
        value,
        answer,
        children,
    })
}

/// The opponent's best defence in `pos` (its side to move): the fastest win, else a draw,
/// else the slowest loss; the first in [`Position::legal_actions`] order among equals.
/// `None` when the game is over or a value is in no table.
pub fn best_defence(
    solver: &mut Solver,
    pos: &Position,
) -> Result<Option<(Action, Value)>, SolveError> {
    if pos.outcome() != Outcome::Ongoing {
        return Ok(None);
    }
    let side = pos.turn();
    let mut best: Option<(Action, Value)> = None;
    for a in pos.legal_actions() {
        let Some(v) = solver.probe(&pos.play_unchecked(&a))? else {
            return Ok(None);
        };
        if best
            .as_ref()
            .is_none_or(|(_, b)| v.rank_for(side) < b.rank_for(side))
        {
            best = Some((a, v));
        }
    }
    Ok(best)
}

/// Whether the theme `escape` holds for `puzzle`, whose first step is `first`: the fox's
/// answer does not lose, and every other fox action lets the geese win.
pub fn escapes(puzzle: &Puzzle, first: &Step) -> bool {
    let others_lose = first
        .children
        .iter()
        .filter(|(a, _)| *a != first.answer)
        .all(|(_, v)| v.winner() == Some(Side::Geese));
    puzzle.learner() == Side::Fox && puzzle.kind() != PuzzleKind::HoldOut && others_lose
}

/// Proves `puzzle` from `solver`'s tables: its value, and at each step of its line that the
/// learner's action is the only one keeping the value and the reply a best defence. The
/// problems found, each with the 1-based number of the action in the line; empty when all
/// is proven. Also whether the theme `escape` is given where it holds, and only there.
pub fn prove(solver: &mut Solver, puzzle: &Puzzle) -> Result<Vec<ProblemKind>, SolveError> {
    let mut problems = Vec::new();
    let mut pos = puzzle.position;
    for (i, action) in puzzle.line.iter().enumerate() {
        let number = i + 1;
        if i % 2 == 0 {
            match step(solver, &pos)? {
                Err(Refusal::Unproven) => problems.push(ProblemKind::PuzzleUnproven { number }),
                Err(Refusal::Over) | Err(Refusal::OnlyAction) => {
                    problems.push(ProblemKind::PuzzleOnlyAction { number })
                }
                Err(Refusal::NotOnly(keepers)) => {
                    let kind = match keepers.iter().find(|k| *k != action) {
                        Some(also) if keepers.contains(action) => ProblemKind::PuzzleNotOnly {
                            number,
                            action: action.to_string(),
                            also: also.to_string(),
                        },
                        _ => ProblemKind::PuzzleActionLoses {
                            number,
                            action: action.to_string(),
                        },
                    };
                    problems.push(kind);
                }
                Ok(s) => {
                    if i == 0 && s.value != puzzle.value {
                        problems.push(ProblemKind::PuzzleValueDisagrees {
                            declared: puzzle.value,
                            proven: s.value,
                        });
                    }
                    let escape = escapes(puzzle, &s);
                    if i == 0 && escape != puzzle.has(Theme::Escape) {
                        problems.push(ProblemKind::PuzzleTheme {
                            theme: Theme::Escape.id(),
                            given: !escape,
                        });
                    }
                    if &s.answer != action {
                        problems.push(ProblemKind::PuzzleActionLoses {
                            number,
                            action: action.to_string(),
                        });
                    }
                }
            }
        } else {
            match best_defence(solver, &pos)? {
                None => problems.push(ProblemKind::PuzzleUnproven { number }),
                Some((best, v)) => {
                    let after = solver.probe(&pos.play_unchecked(action))?;
                    if after.is_none_or(|a| a.rank_for(pos.turn()) != v.rank_for(pos.turn())) {
                        problems.push(ProblemKind::PuzzleReplyNotBest {
                            number,
                            action: action.to_string(),
                            best: best.to_string(),
                        });
                    }
                }
            }
        }
        if !problems.is_empty() {
            break;
        }
        pos = pos.play_unchecked(action);
    }
    Ok(problems)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;

    fn act(pos: &Position, text: &str) -> Action {
        pos.find(&text.parse().unwrap()).unwrap()
    }

    #[test]
    fn the_criteria_on_values() {
        let pos = Position::parse("3/3/7/2GF3/3G3/3/3 f 8", Ruleset::plyyard()).unwrap();
        let a = act(&pos, "d4xb4");
        let b = act(&pos, "d4-d5");
        let c = act(&pos, "d4xd2");
        let fox = |p| Value::win(Side::Fox, p);
        let geese = |p| Value::win(Side::Geese, p);
        let d = Value::Draw;
        let table: Vec<(Vec<Value>, Option<usize>)> = vec![
            // (values after a, b, c; the answer's index or none)
            (vec![fox(0), geese(3), d], Some(0)),
            (vec![fox(0), fox(4), d], None),
            (vec![geese(5), d, geese(3)], Some(1)),
            (vec![d, d, geese(3)], None),
            (vec![geese(9), geese(5), geese(3)], Some(0)),
            (vec![geese(9), geese(6), geese(3)], None),
            (vec![geese(2), geese(10), geese(10)], None),
        ];
        for (values, answer) in table {
            let children = vec![a, b, c]
                .into_iter()
                .zip(values.iter().copied())
                .collect();
            let got = decide(Side::Fox, children).ok().map(|s| s.answer);
            let want = answer.map(|i| *[&a, &b, &c][i]);
            assert_eq!(got, want, "{values:?}");
        }
    }
}
