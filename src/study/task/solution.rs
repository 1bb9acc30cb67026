//! A task's answer as the engine computes it ([`Solution`]), and as shown ([`Expected`]).

use crate::rules::action::Action;
use crate::rules::point::Coord;
use crate::solve::Value;

use super::super::answer::yes_no;

/// A task's answer as the engine computes it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Solution {
    /// `blockade`.
    Blockade {
        /// Whether the fox has no legal action.
        blockaded: bool,
        /// A legal fox action (a capture when there is one), when not blockaded.
        witness: Option<Action>,
    },
    /// `list-actions`, `opened-captures`, `safe-moves`: in the engine's order.
    Actions(Vec<Action>),
    /// `capture-landings`: top of the board first, named the way the board names them.
    Points(Vec<Coord>),
    /// `first-opening`.
    FirstOpening {
        /// 0-based index of the move in the replay.
        index: usize,
        /// The move.
        action: Action,
        /// The captures it opened.
        opened: Vec<Action>,
    },
    /// `find-mistake`.
    FirstMistake {
        /// 0-based index of the action in the replay.
        index: usize,
        /// The action.
        action: Action,
    },
    /// `verdict`: the proven value and the best action (none when the game is over).
    Verdict {
        /// The value with best play.
        value: Value,
        /// The side to move's best action.
        best: Option<Action>,
    },
}

/// The expected answer, as shown to people and in JSON.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Expected {
    /// `"yes"` or `"no"`.
    YesNo(bool),
    /// A list of notations.
    List(Vec<String>),
    /// A proven value, answered by its name: `fox-wins`, `geese-win` or `draw`.
    Verdict(Value),
}

impl Expected {
    /// The answer in answer syntax: `yes`/`no`, items joined with `, `, or `none`.
    pub fn to_answer_text(&self) -> String {
        match self {
            Expected::YesNo(b) => yes_no(*b).to_string(),
            Expected::List(v) if v.is_empty() => "none".to_string(),
            Expected::List(v) => v.join(", "),
            Expected::Verdict(v) => v.name().to_string(),
        }
    }

    /// The items (`["yes"]` or `["no"]` for a yes/no answer).
    pub fn items(&self) -> Vec<String> {
        match self {
            Expected::YesNo(b) => vec![yes_no(*b).to_string()],
            Expected::List(v) => v.clone(),
            Expected::Verdict(v) => vec![v.name().to_string()],
        }
    }
}

impl Solution {
    /// The expected answer.
    pub fn expected(&self) -> Expected {
        match self {
            Solution::Blockade { blockaded, .. } => Expected::YesNo(*blockaded),
            Solution::Actions(v) => Expected::List(v.iter().map(ToString::to_string).collect()),
            Solution::Points(v) => Expected::List(v.iter().map(ToString::to_string).collect()),
            Solution::FirstOpening { action, .. } | Solution::FirstMistake { action, .. } => {
                Expected::List(vec![action.to_string()])
            }
            Solution::Verdict { value, .. } => Expected::Verdict(*value),
        }
    }
}
