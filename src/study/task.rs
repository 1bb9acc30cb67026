//! Tasks and their answers, computed from the rules engine alone.
//!
//! Every kind reduces to a few engine calls on a position with a chosen side to move
//! ([`Position::with_turn`]): the study's own side to move never decides which side's actions
//! are listed. "The fox's captures" of a position are always the capture actions of the fox
//! side in that position with the fox to move, compared by their notation.
//!
//! `capture-landings` are the points where a capture action ends. Where a fox may go on
//! jumping, stopping after each jump is its own action, so every stop counts; where chains
//! must be maximal, only their ends do.
//!
//! `first-opening` looks at goose moves only: an opening is something the geese give away. A
//! fox step that walks next to a goose changes which captures exist too, but no editor would
//! call it "the move that opened a capture", so fox moves in a replay are never the answer.

use crate::message::{Message, ToMessage};
use crate::rules::action::Action;
use crate::rules::geometry::Point;
use crate::rules::position::Position;
use crate::rules::Side;

use super::answer::{yes_no, AnswerKind};

/// The kinds of task, as named in the file (`task.kind`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TaskKind {
    /// `list-actions`.
    ListActions,
    /// `blockade`.
    Blockade,
    /// `capture-landings`.
    CaptureLandings,
    /// `opened-captures`.
    OpenedCaptures,
    /// `safe-moves`.
    SafeMoves,
    /// `first-opening`.
    FirstOpening,
}

impl TaskKind {
    /// Every kind, in the order the documentation lists them.
    pub const ALL: [TaskKind; 6] = [
        TaskKind::ListActions,
        TaskKind::Blockade,
        TaskKind::CaptureLandings,
        TaskKind::OpenedCaptures,
        TaskKind::SafeMoves,
        TaskKind::FirstOpening,
    ];

    /// The name in the file and in JSON: `list-actions`, …
    pub const fn name(self) -> &'static str {
        match self {
            TaskKind::ListActions => "list-actions",
            TaskKind::Blockade => "blockade",
            TaskKind::CaptureLandings => "capture-landings",
            TaskKind::OpenedCaptures => "opened-captures",
            TaskKind::SafeMoves => "safe-moves",
            TaskKind::FirstOpening => "first-opening",
        }
    }

    /// The shape of this kind's answer.
    pub const fn answer_kind(self) -> AnswerKind {
        match self {
            TaskKind::ListActions | TaskKind::OpenedCaptures | TaskKind::SafeMoves => {
                AnswerKind::Actions
            }
            TaskKind::Blockade => AnswerKind::YesNo,
            TaskKind::CaptureLandings => AnswerKind::Points,
            TaskKind::FirstOpening => AnswerKind::OneAction,
        }
    }
}

impl ToMessage for TaskKind {
    /// A short localized name for tables.
    fn to_message(&self) -> Message {
        Message::new(match self {
            TaskKind::ListActions => "study-kind-list-actions",
            TaskKind::Blockade => "study-kind-blockade",
            TaskKind::CaptureLandings => "study-kind-capture-landings",
            TaskKind::OpenedCaptures => "study-kind-opened-captures",
            TaskKind::SafeMoves => "study-kind-safe-moves",
            TaskKind::FirstOpening => "study-kind-first-opening",
        })
    }
}

/// A task checked against its position: every point and move in it is on the board and legal.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Task {
    /// List every legal action of `side` (of the piece on `from` only, when given).
    ListActions {
        /// Whose actions.
        side: Side,
        /// Only this piece's (a piece of `side` stands there).
        from: Option<Point>,
    },
    /// Has the fox no legal action?
    Blockade,
    /// Every point a fox capture lands on.
    CaptureLandings,
    /// The fox captures a goose move opens.
    OpenedCaptures {
        /// The goose move, legal in the position with the geese to move.
        mv: Action,
    },
    /// The goose moves after which the fox has no capture.
    SafeMoves,
    /// The first goose move of the replay after which the fox has a new capture.
    FirstOpening {
        /// The replay, each action legal in turn.
        moves: Vec<Action>,
    },
}

impl Task {
    /// The kind.
    pub fn kind(&self) -> TaskKind {
        match self {
            Task::ListActions { .. } => TaskKind::ListActions,
            Task::Blockade => TaskKind::Blockade,
            Task::CaptureLandings => TaskKind::CaptureLandings,
            Task::OpenedCaptures { .. } => TaskKind::OpenedCaptures,
            Task::SafeMoves => TaskKind::SafeMoves,
            Task::FirstOpening { .. } => TaskKind::FirstOpening,
        }
    }

    /// Computes the answer in `pos`. `None` only for a `first-opening` replay in which no goose
    /// move opens a capture ([`super::load()`] refuses such a study).
    pub fn solve(&self, pos: &Position) -> Option<Solution> {
        Some(match self {
            Task::ListActions { side, from } => {
                let p = pos.with_turn(*side);
                Solution::Actions(match from {
                    Some(f) => p.legal_actions_from(*f),
                    None => p.legal_actions(),
                })
            }
            Task::Blockade => {
                let actions = pos.with_turn(Side::Fox).legal_actions();
                let witness = actions
                    .iter()
                    .find(|a| a.is_jump())
                    .or(actions.first())
                    .copied();
                Solution::Blockade {
                    blockaded: witness.is_none(),
                    witness,
                }
            }
            Task::CaptureLandings => {
                let mut points: Vec<Point> = Vec::new();
                for a in fox_captures(pos) {
                    if !points.contains(&a.to()) {
                        points.push(a.to());
                    }
                }
                points.sort_by_key(|p| (std::cmp::Reverse(p.rank()), p.file()));
                Solution::Points(points)
            }
            Task::OpenedCaptures { mv } => {
                let after = pos.with_turn(Side::Geese).play_unchecked(mv);
                Solution::Actions(new_captures(&fox_captures(pos), &fox_captures(&after)))
            }
            Task::SafeMoves => {
                let geese = pos.with_turn(Side::Geese);
                Solution::Actions(
                    geese
                        .legal_actions()
                        .into_iter()
                        .filter(|m| fox_captures(&geese.play_unchecked(m)).is_empty())
                        .collect(),
                )
            }
            Task::FirstOpening { moves } => {
                let (index, opened) = first_opening(pos, moves)?;
                Solution::FirstOpening {
                    index,
                    action: moves[index],
                    opened,
                }
            }
        })
    }
}

/// The capture actions of the fox side in `pos`, with the fox to move.
pub fn fox_captures(pos: &Position) -> Vec<Action> {
    let mut v = pos.with_turn(Side::Fox).legal_actions();
    v.retain(Action::is_jump);
    v
}

/// The captures in `after` whose notation is not in `before`.
pub(crate) fn new_captures(before: &[Action], after: &[Action]) -> Vec<Action> {
    let old: Vec<String> = before.iter().map(ToString::to_string).collect();
    after
        .iter()
        .filter(|a| !old.contains(&a.to_string()))
        .copied()
        .collect()
}

/// The positions of a replay: `pos`, then after each move.
pub(crate) fn replay_positions(pos: &Position, moves: &[Action]) -> Vec<Position> {
    let mut out = vec![*pos];
    let mut at = *pos;
    for m in moves {
        at = at.play_unchecked(m);
        out.push(at);
    }
    out
}

/// For each move of a replay, the captures it opens (empty for fox moves).
pub(crate) fn openings(pos: &Position, moves: &[Action]) -> Vec<Vec<Action>> {
    let positions = replay_positions(pos, moves);
    positions
        .windows(2)
        .map(|w| {
            if w[0].turn() == Side::Geese {
                new_captures(&fox_captures(&w[0]), &fox_captures(&w[1]))
            } else {
                Vec::new()
            }
        })
        .collect()
}

fn first_opening(pos: &Position, moves: &[Action]) -> Option<(usize, Vec<Action>)> {
    openings(pos, moves)
        .into_iter()
        .enumerate()
        .find(|(_, opened)| !opened.is_empty())
}

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
    /// `capture-landings`: top of the board first.
    Points(Vec<Point>),
    /// `first-opening`.
    FirstOpening {
        /// 0-based index of the move in the replay.
        index: usize,
        /// The move.
        action: Action,
        /// The captures it opened.
        opened: Vec<Action>,
    },
}

/// The expected answer, as shown to people and in JSON.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Expected {
    /// `"yes"` or `"no"`.
    YesNo(bool),
    /// A list of notations.
    List(Vec<String>),
}

impl Expected {
    /// The answer in answer syntax: `yes`/`no`, items joined with `, `, or `none`.
    pub fn to_answer_text(&self) -> String {
        match self {
            Expected::YesNo(b) => yes_no(*b).to_string(),
            Expected::List(v) if v.is_empty() => "none".to_string(),
            Expected::List(v) => v.join(", "),
        }
    }

    /// The items (`["yes"]` or `["no"]` for a yes/no answer).
    pub fn items(&self) -> Vec<String> {
        match self {
            Expected::YesNo(b) => vec![yes_no(*b).to_string()],
            Expected::List(v) => v.clone(),
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
            Solution::FirstOpening { action, .. } => Expected::List(vec![action.to_string()]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ruleset::Ruleset;

    fn pos(s: &str) -> Position {
        Position::parse(s, Ruleset::plyyard()).unwrap()
    }

    fn act(p: &Position, s: &str) -> Action {
        p.find(&s.parse().unwrap()).unwrap()
    }

    #[test]
    fn surrounded_fox_is_not_blockaded() {
        // The seed's study: geese on all four neighbours of d4; beyond d5, c4 and e4 stand
        // more geese, but d2 beyond d3 is empty.
        let p = pos("3/1G1/3G3/1GGFGG1/3G3/3/3 f 0");
        let s = Task::Blockade.solve(&p).unwrap();
        assert_eq!(
            s,
            Solution::Blockade {
                blockaded: false,
                witness: Some(act(&p, "d4xd2"))
            }
        );
        assert_eq!(s.expected(), Expected::YesNo(false));
        assert_eq!(
            Task::CaptureLandings.solve(&p).unwrap().expected().items(),
            ["d2"]
        );
    }

    #[test]
    fn safe_moves_leave_no_capture() {
        // One goose on d6, two points from the fox: stepping to d5 leaves d6 empty behind it.
        let p = pos("3/1G1/7/3F3/7/3/3 g 0");
        let safe = Task::SafeMoves.solve(&p).unwrap().expected().items();
        assert_eq!(safe, ["d6-c6", "d6-e6"]);
    }

    #[test]
    fn vacated_origin_opens_a_capture() {
        // Geese on d5 and d6; moving d6 sideways empties the landing beyond d5.
        let p = pos("3/1G1/3G3/3F3/7/3/3 g 0");
        let mv = act(&p, "d6-c6");
        let s = Task::OpenedCaptures { mv }.solve(&p).unwrap();
        assert_eq!(s.expected().items(), ["d4xd6"]);
    }

    fn replay(p: &Position, moves: &[&str]) -> Vec<Action> {
        let mut at = *p;
        moves
            .iter()
            .map(|m| {
                let a = act(&at, m);
                at = at.play_unchecked(&a);
                a
            })
            .collect()
    }

    #[test]
    fn first_opening_is_a_goose_move() {
        // The fox steps to e4; then d5-e5 puts a goose beside it with e6 empty beyond.
        let p = pos("3/1G1/3G3/3F3/7/3/3 f 0");
        let moves = replay(&p, &["d4-e4", "d5-e5"]);
        let s = Task::FirstOpening { moves }.solve(&p).unwrap();
        assert_eq!(s.expected().items(), ["d5-e5"]);
        // A fox step that creates captures is not an opening: d4-d5 finds d5xd7 and d5xb5,
        // and no goose move afterwards opens anything new.
        let p = pos("3/1G1/3G3/3F3/7/3/3 g 0");
        let moves = replay(&p, &["d5-c5", "d4-d5", "d6-e6"]);
        assert_eq!(Task::FirstOpening { moves }.solve(&p), None);
    }
}
