//! Why an action is illegal: [`Position::explain`] names every rule a written action breaks.
//!
//! It is the other half of the rules in `movegen`: the generator lists what is legal, this reads
//! what the learner wrote and says, as [`IllegalReason`]s, what is wrong with it. It checks the
//! written text rule by rule rather than only looking it up in the legal list, so one action
//! can earn several reasons (the wrong side's piece, and a backward step).

use super::action::{ActionText, IllegalReason};
use super::bitboard::Bitboard;
use super::board::Board;
use super::movegen::FoxWalk;
use super::point::{Direction, Point};
use super::position::Position;
use super::ruleset::Jumps;
use super::Side;

impl Position {
    /// Every rule the written action breaks here; empty when it is legal.
    ///
    /// The piece on the starting point is judged as if its side were to move, so a learner who
    /// moves a goose while the fox is to move hears both "it is the fox's turn" and anything
    /// else wrong with the goose move.
    pub fn explain(&self, text: &ActionText) -> Vec<IllegalReason> {
        let mut reasons = Vec::new();
        let board = self.board();
        let text = &text.canonical(board);
        if self.outcome().is_over() {
            reasons.push(IllegalReason::GameOver);
        }
        if text.is_placement() {
            self.explain_placement(text, &mut reasons);
            return reasons;
        }
        if self.fox_to_place() {
            reasons.push(IllegalReason::FoxNotPlaced);
        }
        let Some(from) = board.point(text.from) else {
            reasons.push(IllegalReason::OffBoard { point: text.from });
            if !text.jump {
                self.off_board_targets(text, &mut reasons);
            }
            return reasons;
        };
        let Some(mover) = self.piece_at(from) else {
            reasons.push(IllegalReason::NoPiece { point: from });
            if !text.jump {
                self.off_board_targets(text, &mut reasons);
            }
            return reasons;
        };
        if mover != self.turn() {
            reasons.push(IllegalReason::WrongTurn {
                to_move: self.turn(),
            });
        }
        let as_mover = self.with_turn(mover);
        match (mover, text.jump) {
            (Side::Geese, true) => reasons.push(IllegalReason::GooseJump),
            (Side::Geese, false) => {
                if let Some(to) = self.step_target(text, &mut reasons) {
                    self.explain_step(from, to, &mut reasons);
                    if let Some(d) = Board::grid_direction(from, to) {
                        let g = self.rules().geese;
                        if g.is_backward(d) {
                            reasons.push(IllegalReason::GooseBackward {
                                diagonal: d.is_diagonal(),
                            });
                        } else if !g.directions().contains(d) && !d.is_diagonal() {
                            reasons.push(IllegalReason::GooseSideways);
                        }
                    }
                }
            }
            (Side::Fox, false) => {
                if as_mover.must_capture() {
                    reasons.push(IllegalReason::CaptureCompulsory);
                }
                if let Some(to) = self.step_target(text, &mut reasons) {
                    self.explain_step(from, to, &mut reasons);
                }
            }
            (Side::Fox, true) => self.explain_jumps(from, text, &mut reasons),
        }
        if reasons.is_empty()
            && !as_mover
                .unsorted_actions()
                .iter()
                .any(|a| &a.text() == text)
        {
            reasons.push(IllegalReason::NotAnAction);
        }
        reasons
    }

    fn off_board_targets(&self, text: &ActionText, reasons: &mut Vec<IllegalReason>) {
        for &c in &text.to {
            if self.board().point(c).is_none() {
                reasons.push(IllegalReason::OffBoard { point: c });
            }
        }
    }

    /// Why a written placement (`@d4`) is not legal here.
    fn explain_placement(&self, text: &ActionText, reasons: &mut Vec<IllegalReason>) {
        let Some(point) = self.board().point(text.from) else {
            reasons.push(IllegalReason::OffBoard { point: text.from });
            return;
        };
        if !self.rules().fox_placement {
            reasons.push(IllegalReason::NoPlacement);
            return;
        }
        if !self.fox_to_place() {
            reasons.push(IllegalReason::FoxAlreadyPlaced);
            return;
        }
        if self.turn() != Side::Fox {
            reasons.push(IllegalReason::WrongTurn {
                to_move: self.turn(),
            });
        }
        if self.piece_at(point).is_some() {
            reasons.push(IllegalReason::PlaceOccupied { point });
        }
        if reasons.is_empty() && !self.unsorted_actions().iter().any(|a| &a.text() == text) {
            reasons.push(IllegalReason::NotAnAction);
        }
    }

    /// The destination of a written step, if it is on the board; else records why not.
    fn step_target(&self, text: &ActionText, reasons: &mut Vec<IllegalReason>) -> Option<Point> {
        let c = *text.to.first()?;
        match self.board().point(c) {
            Some(p) => Some(p),
            None => {
                reasons.push(IllegalReason::OffBoard { point: c });
                None
            }
        }
    }

    fn explain_step(&self, from: Point, to: Point, reasons: &mut Vec<IllegalReason>) {
        if self.piece_at(to).is_some() {
            reasons.push(IllegalReason::Occupied { point: to });
        }
        match Board::grid_direction(from, to) {
            None => reasons.push(IllegalReason::NotNeighbour { from, to }),
            Some(d) => {
                if self.board().neighbour(from, d) != Some(to) {
                    reasons.push(self.no_line(from, to, d));
                }
            }
        }
    }

    fn no_line(&self, from: Point, to: Point, d: Direction) -> IllegalReason {
        if d.is_diagonal() {
            IllegalReason::NoDiagonal {
                from,
                to,
                board_has_diagonals: Direction::ALL
                    .into_iter()
                    .any(|d| d.is_diagonal() && !self.board().lines(d).is_empty()),
            }
        } else {
            IllegalReason::NotConnected { from, to }
        }
    }

    /// Whether the side to move is bound to capture: capture is compulsory and a fox can jump.
    fn must_capture(&self) -> bool {
        self.rules().compulsory && self.turn() == Side::Fox && self.fox_can_jump()
    }

    fn explain_jumps(&self, from: Point, text: &ActionText, reasons: &mut Vec<IllegalReason>) {
        let board = self.board();
        if text.to.len() > 1 && self.rules().jumps == Jumps::Single {
            reasons.push(IllegalReason::OneJumpPerTurn);
        }
        let others = self.foxes() & !Bitboard::from_point(from);
        let mut geese = self.geese();
        let mut at = from;
        for &c in &text.to {
            let Some(land) = board.point(c) else {
                reasons.push(IllegalReason::LandingOffBoard { point: c });
                return;
            };
            let (df, dr) = (
                land.file() as i32 - at.file() as i32,
                land.rank() as i32 - at.rank() as i32,
            );
            let straight = df == 0 || dr == 0 || df.abs() == dr.abs();
            let span = df.abs().max(dr.abs());
            if !straight || span < 2 {
                reasons.push(IllegalReason::JumpShape { from: at, to: land });
                return;
            }
            if span > 2 {
                reasons.push(IllegalReason::JumpTooLong { from: at, to: land });
                return;
            }
            let d = Direction::from_vector(df / 2, dr / 2).expect("a unit vector");
            let over = at.offset(d).expect("between two grid points");
            if board.neighbour(at, d) != Some(over) || board.neighbour(over, d) != Some(land) {
                reasons.push(self.no_line(at, land, d));
            } else if !self.rules().fox_jumps.contains(d) {
                reasons.push(IllegalReason::JumpBackward { from: at, to: land });
            }
            if geese.contains(over) {
                geese.remove(over);
            } else if self.geese().contains(over) {
                reasons.push(IllegalReason::JumpedTwice { point: over });
            } else {
                reasons.push(IllegalReason::NoGooseToJump { over });
            }
            if geese.contains(land) || others.contains(land) {
                reasons.push(IllegalReason::LandingOccupied { point: land });
            }
            at = land;
        }
        if reasons.is_empty()
            && self.rules().jumps == Jumps::MaximalChain
            && FoxWalk::new(self.rules(), others, geese)
                .jumps(at)
                .next()
                .is_some()
        {
            reasons.push(IllegalReason::ChainMustContinue { at });
        }
    }
}
