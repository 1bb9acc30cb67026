//! The trainer's bookkeeping, as `practice --puzzles` keeps it and any front end can: which
//! puzzles are due for review or to retry ([`due`], [`to_retry`]), one puzzle being answered
//! ([`Attempt`]: its step, its hints, whether it already failed), and what its end does to the
//! learner's progress ([`finish`]: the record, the spaced review and the rating).

use crate::message::{ids, Message};
use crate::progress::{Day, Outcome, Progress, PuzzleRecord};

use super::Puzzle;

/// The puzzles of `pool` due for review on `today`, the longest due first.
pub fn due<'p>(pool: &[&'p Puzzle], progress: &Progress, today: Day) -> Vec<&'p Puzzle> {
    let mut v: Vec<(Day, &Puzzle)> = pool
        .iter()
        .filter_map(|p| {
            let r = progress.puzzle(&p.id)?;
            r.is_due(today).then(|| (r.due.unwrap_or(today), *p))
        })
        .collect();
    v.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.id.cmp(&b.1.id)));
    v.into_iter().map(|(_, p)| p).collect()
}

/// The puzzles of `pool` skipped or failed the last time they were played.
pub fn to_retry<'p>(pool: &[&'p Puzzle], progress: &Progress) -> Vec<&'p Puzzle> {
    pool.iter()
        .copied()
        .filter(|p| {
            progress
                .puzzle(&p.id)
                .is_some_and(PuzzleRecord::needs_retry)
        })
        .collect()
}

/// Puzzles of the spaced review due after `today`.
pub fn waiting(progress: &Progress, today: Day) -> usize {
    progress
        .puzzles
        .values()
        .filter(|r| r.level > 0 && r.due.is_some_and(|d| d > today))
        .count()
}

/// One puzzle being answered: the step of its line, the hints given at this step, and
/// whether a wrong action or a hint already made it a failure.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Attempt {
    /// The step of the line the learner is to answer (0: the first action).
    pub step: usize,
    /// Hints given at this step.
    pub rung: usize,
    /// A wrong action or a hint came first: the puzzle counts failed for the rating.
    pub failed: bool,
}

/// What asking for a hint gave.
#[derive(Clone, Debug, PartialEq)]
pub enum HintGiven {
    /// Every hint of this step was given already.
    NoMore,
    /// The hint; `first` when it is the first thing that made the puzzle a failure.
    Hint {
        /// What it says.
        message: Message,
        /// Whether the puzzle was clean until this hint.
        first: bool,
    },
    /// A hint was counted, but the step has no answer to point at (the line is over).
    Nothing,
}

impl Attempt {
    /// Hints a puzzle's action has: where it starts, then where it ends.
    pub const HINT_RUNGS: usize = 2;

    /// The next hint at this step of `p`, counted in `record`: where the action starts,
    /// then where it ends. A hint makes the puzzle a failure.
    pub fn hint(&mut self, p: &Puzzle, record: &mut PuzzleRecord) -> HintGiven {
        if self.rung >= Self::HINT_RUNGS {
            return HintGiven::NoMore;
        }
        self.rung += 1;
        record.hint();
        let message = if self.rung == 1 {
            p.hint(self.step)
        } else {
            p.answer(self.step)
                .zip(p.position_at(self.step))
                .map(|(a, pos)| {
                    Message::new(ids::TRAINER_HINT_TO)
                        .arg("point", pos.board().coord(a.to()).to_string())
                })
        };
        let first = !self.failed;
        self.failed = true;
        match message {
            Some(message) => HintGiven::Hint { message, first },
            None => HintGiven::Nothing,
        }
    }

    /// A right action that is not the line's last: on to the next step, no hint given there.
    pub fn advance(&mut self) {
        self.step += 1;
        self.rung = 0;
    }

    /// How the puzzle ends when the learner stops answering it here: failed, or skipped
    /// when nothing went wrong yet.
    pub fn left(&self) -> Outcome {
        if self.failed {
            Outcome::Failed
        } else {
            Outcome::Skipped
        }
    }
}

/// What the end of one puzzle did to the progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finished {
    /// The change of the learner's rating on the puzzle's board, when the puzzle was rated.
    pub change: Option<i32>,
    /// Whether the puzzle's record changed (the progress file is to be saved).
    pub changed: bool,
}

/// Records in `progress` how puzzle `p` ended on `today`: `record` is its record as the
/// answers left it (attempts and hints counted), `before` the record it had. With an
/// `outcome` (none: the learner left before any wrong action or hint), the record is finished
/// (into the spaced review when failed), and the first time the puzzle is played to its end
/// (`rated`: not a review), the rating of its board moves. A skip moves no rating.
pub fn finish(
    progress: &mut Progress,
    p: &Puzzle,
    before: &PuzzleRecord,
    mut record: PuzzleRecord,
    outcome: Option<Outcome>,
    rated: bool,
    today: Day,
) -> Finished {
    let mut change = None;
    if let Some(outcome) = outcome {
        record.finish(outcome, today);
        if outcome != Outcome::Skipped && rated {
            change = Some(progress.rating_mut(&p.ruleset.to_string()).record_puzzle(
                f64::from(p.rating),
                outcome == Outcome::Solved,
                today,
            ));
        }
    }
    let changed = record != *before;
    if changed {
        progress.puzzles.insert(p.id.clone(), record);
    }
    Finished { change, changed }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_puzzle() -> &'static Puzzle {
        super::super::library::puzzles().next().unwrap()
    }

    /// A puzzle's end: solved moves the rating up and leaves it out of the review; failed
    /// moves it down and puts it in the review; a skip moves nothing and is retried; a review
    /// is never rated.
    #[test]
    fn finishing_a_puzzle_records_it_and_rates_it_once() {
        let p = first_puzzle();
        let today: Day = 20_000;
        let board = p.ruleset.to_string();
        for (outcome, rated, moves, in_review, retry) in [
            (Outcome::Solved, true, Some(true), false, false),
            (Outcome::Failed, true, Some(false), true, true),
            (Outcome::Skipped, true, None, false, true),
            (Outcome::Failed, false, None, true, true),
        ] {
            let mut progress = Progress::default();
            let before = PuzzleRecord::default();
            let f = finish(
                &mut progress,
                p,
                &before,
                before.clone(),
                Some(outcome),
                rated,
                today,
            );
            assert!(f.changed, "{outcome:?}");
            match moves {
                Some(up) => assert_eq!(f.change.unwrap() > 0, up, "{outcome:?}"),
                None => assert_eq!(f.change, None, "{outcome:?}"),
            }
            let pool = [p];
            assert_eq!(
                !due(&pool, &progress, today + 1).is_empty(),
                in_review,
                "{outcome:?}"
            );
            assert_eq!(!to_retry(&pool, &progress).is_empty(), retry, "{outcome:?}");
            assert_eq!(progress.rating(&board).rounded() != 1500, moves.is_some());
        }
        // Left before anything went wrong: nothing recorded.
        let mut progress = Progress::default();
        let before = PuzzleRecord::default();
        let f = finish(&mut progress, p, &before, before.clone(), None, true, today);
        assert_eq!(
            f,
            Finished {
                change: None,
                changed: false
            }
        );
    }

    /// Two hints a step, each a failure; the next step has its own two.
    #[test]
    fn an_attempt_gives_two_hints_a_step() {
        let p = first_puzzle();
        let mut record = PuzzleRecord::default();
        let mut a = Attempt::default();
        assert_eq!(a.left(), Outcome::Skipped);
        assert!(matches!(
            a.hint(p, &mut record),
            HintGiven::Hint { first: true, .. }
        ));
        assert!(matches!(
            a.hint(p, &mut record),
            HintGiven::Hint { first: false, .. }
        ));
        assert_eq!(a.hint(p, &mut record), HintGiven::NoMore);
        assert_eq!(a.left(), Outcome::Failed);
        a.advance();
        assert_eq!((a.step, a.rung, a.failed), (1, 0, true));
    }
}
