//! What the kinds that walk a replay share (`first-opening`, `find-mistake`): reading the
//! `moves` field, the positions along it, finding an answer item among its moves, and the
//! `moves` text argument.

use crate::message::Arg;
use crate::rules::action::{Action, ActionText};
use crate::rules::game::Game;
use crate::rules::position::Position;

use super::super::answer::Item;
use super::super::grade::WrongReason;
use super::super::problem::ProblemKind;
use super::super::schema::TaskSpec;
use super::common::not_an_action;
use super::question::{Place, Report};

/// Reads the `moves` field: every move's notation (a problem for each that does not read),
/// then plays them in turn up to the first that is not legal.
pub(super) fn read_replay(
    spec: &TaskSpec,
    pos: &Position,
    report: &mut dyn Report,
) -> Option<Vec<Action>> {
    let written = spec.moves.as_ref()?;
    if written.is_empty() {
        report.problem(Place::Value("moves"), ProblemKind::EmptyReplay);
        return None;
    }
    let texts: Vec<Option<ActionText>> = written
        .iter()
        .enumerate()
        .map(|(i, s)| report.read_action(Place::Item("moves", i), s))
        .collect();
    let texts: Vec<ActionText> = texts.into_iter().collect::<Option<_>>()?;
    let mut game = Game::new(*pos);
    let mut moves = Vec::new();
    for (i, text) in texts.iter().enumerate() {
        let played = game
            .current()
            .find(text)
            .and_then(|a| game.push(text).map(|()| a));
        match played {
            Ok(a) => moves.push(a),
            Err(reasons) => {
                report.problem(
                    Place::Item("moves", i),
                    ProblemKind::ReplayMoveIllegal {
                        number: i + 1,
                        action: text.to_string(),
                        reasons,
                        rules: pos.spec(),
                    },
                );
                return None;
            }
        }
    }
    Some(moves)
}

/// The positions of a replay: `pos`, then after each move.
pub(super) fn replay_positions(pos: &Position, moves: &[Action]) -> Vec<Position> {
    let mut out = vec![*pos];
    let mut at = *pos;
    for m in moves {
        at = at.play_unchecked(m);
        out.push(at);
    }
    out
}

/// Where the answer item is in the replay: its index, or the reason it is wrong (not an action;
/// not in the replay).
pub(super) fn replay_index(moves: &[Action], item: Item<'_>) -> Result<usize, WrongReason> {
    let Item::Action(a) = item else {
        return Err(not_an_action());
    };
    moves
        .iter()
        .position(|m| &m.text() == a)
        .ok_or(WrongReason::NotInReplay)
}

/// The `moves` argument of the kind's texts: the replay joined with spaces.
pub(super) fn replay_args(moves: &[Action]) -> Vec<(&'static str, Arg)> {
    let list: Vec<String> = moves.iter().map(ToString::to_string).collect();
    vec![("moves", Arg::from(list.join(" ")))]
}
