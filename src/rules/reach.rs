//! Where the geese can ever stand, and the safe haven that follows for a fox.
//!
//! Geese never step back, so the points a goose could ever reach are those its steps lead to
//! from where it stands ([`Position::goose_reach`]). A fox on a point outside that reach, with
//! an empty neighbour outside it too, steps between the two for ever: no goose can ever close
//! either point, so the geese can never trap it ([`Position::haven`]). Where geese only step
//! forward they run out of moves, and the fox wins; the search scores such a position as the
//! proven win it is, long before the geese's last move is within its reach (issue 26: the
//! standard game's geese let a fox into a side arm they had left and lost at ~85 plies).

use super::{Bitboard, Position};

/// What a fox's safe haven proves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Haven {
    /// Geese only step forward: they run out of moves, and the fox wins within this many
    /// plies (an upper bound, not the distance with best play).
    FoxWinsWithin(u16),
    /// Geese may step sideways, so the game can go on for ever: the geese cannot win, the
    /// fox side can at best win by captures.
    GeeseCannotWin,
}

impl Position {
    /// Every point a goose stands on or could step to in any number of its own steps, as if
    /// no other piece were in the way (an over-estimate of where geese can ever be).
    pub fn goose_reach(&self) -> Bitboard {
        let board = self.board();
        let dirs = self.rules().geese.directions();
        let mut reach = self.geese();
        loop {
            let mut next = reach;
            for d in dirs.iter() {
                next |= (reach & board.lines(d)).step(d);
            }
            let next = next & board.points();
            if next == reach {
                return reach;
            }
            reach = next;
        }
    }

    /// What follows if a fox stands in a safe haven: on a point no goose can ever reach, next
    /// (along a line) to an empty point no goose can ever reach. `None` where no fox does, or
    /// where the rules leave the geese another way through: a paddock to fill (they win
    /// without trapping), or compulsory captures (a goose offered makes the fox jump out).
    pub fn haven(&self) -> Option<Haven> {
        let rules = self.rules();
        if rules.paddock.is_some() || rules.compulsory {
            return None;
        }
        let board = self.board();
        let reach = self.goose_reach();
        let free = board.points() & !reach & !self.foxes();
        let safe = self.foxes() & !reach;
        let sheltered = board
            .line_directions()
            .iter()
            .any(|&d| !((safe & board.lines(d)).step(d) & free).is_empty());
        if !sheltered {
            return None;
        }
        if rules.geese.sideways {
            return Some(Haven::GeeseCannotWin);
        }
        // Every goose step goes one line forward; a goose has at most as many steps left as
        // lines between it and the board's far side. The geese move at most that many times,
        // the fox as many and one more, and then the geese have no move.
        let forward = |p| rules.geese.progress(p);
        let far = board.points().iter().map(forward).max().unwrap_or(0);
        let steps: i32 = self.geese().iter().map(|g| far - forward(g)).sum();
        Some(Haven::FoxWinsWithin(
            u16::try_from(2 * steps + 1).unwrap_or(u16::MAX),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Ruleset, RulesetSpec, Side};

    fn pos(spec: &str, text: &str) -> Position {
        let spec: RulesetSpec = spec.parse().unwrap();
        Position::parse(text, Ruleset::get(spec)).unwrap()
    }

    #[test]
    fn no_fox_starts_in_a_haven() {
        for spec in RulesetSpec::ALL {
            let spec: RulesetSpec = spec.parse().unwrap();
            let start = Position::start(Ruleset::get(spec));
            assert_eq!(start.haven(), None, "{spec}");
            assert_eq!(
                start.goose_reach() & start.geese(),
                start.geese(),
                "{spec}: geese reach where they stand"
            );
        }
    }

    /// Positions in the standard game (geese step forward and diagonally forward), the fox
    /// on the west arm's bottom row.
    #[test]
    fn havens_in_the_standard_game() {
        // (position, a haven?, why)
        let cases = [
            (
                "3/3/GGGG3/7/F6/3/3 f 9",
                true,
                "a3 and a4 below every goose",
            ),
            (
                "3/3/7/7/F2GGGG/3/3 f 9",
                true,
                "no goose on b3, c3 or below them",
            ),
            (
                "3/3/7/7/FG1GGG1/3/3 f 9",
                false,
                "b3 can still step to a4 and b4",
            ),
            (
                "3/3/7/3F3/GGGGGGG/GGG/GGG f 0",
                false,
                "the centre at the start",
            ),
        ];
        for (text, haven, why) in cases {
            let p = pos("standard", text);
            assert_eq!(p.haven().is_some(), haven, "{why}: {text}");
            if haven {
                assert!(matches!(p.haven(), Some(Haven::FoxWinsWithin(_))), "{why}");
            }
        }
    }

    #[test]
    fn the_fox_in_a_haven_wins_within_the_bound() {
        // Geese on d3 to g3, four ranks each to the board's top at most: 16 moves, 33 plies.
        let p = pos("standard", "3/3/7/7/F2GGGG/3/3 f 9");
        assert_eq!(p.haven(), Some(Haven::FoxWinsWithin(33)));
        // The fox steps between a3 and a4, the geese play whatever they like: the geese run
        // out of moves within the bound and never trap the fox.
        for pick in 0..7 {
            let mut q = p;
            let mut plies = 0;
            while !q.outcome().is_over() {
                let actions = q.legal_actions();
                let a = match q.turn() {
                    Side::Fox => *actions
                        .iter()
                        .find(|a| {
                            !a.is_jump() && ["a3", "a4"].contains(&a.to().to_string().as_str())
                        })
                        .expect("the other haven point is always free"),
                    Side::Geese => actions[(plies * 3 + pick) % actions.len()],
                };
                q = q.play_unchecked(&a);
                plies += 1;
                assert!(q.haven().is_some() || q.outcome().is_over());
            }
            assert!(plies <= 33, "{plies} plies");
            assert!(matches!(
                q.outcome(),
                crate::rules::Outcome::Win {
                    winner: Side::Fox,
                    ..
                }
            ));
        }
    }

    #[test]
    fn sideways_geese_or_a_paddock_prove_less() {
        // Sideways geese can shuffle for ever: the fox is safe but need not win.
        let p = pos("standard:sideways", "3/3/GGGG3/7/F6/3/3 f 9");
        assert_eq!(p.haven(), Some(Haven::GeeseCannotWin));
        // ...and on d3 to g3 they can walk west along the third rank to b3.
        let p = pos("standard:sideways", "3/3/7/7/F2GGGG/3/3 f 9");
        assert_eq!(p.haven(), None);
        // Two Foxes: the geese win by filling the paddock, foxes sheltered or not.
        let two: RulesetSpec = "two-foxes".parse().unwrap();
        assert_eq!(Position::start(Ruleset::get(two)).haven(), None);
    }
}
