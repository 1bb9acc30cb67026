//! Does the puzzle rating order puzzles sensibly? Two weak players that know nothing of the
//! tables try every puzzle of a collection, and their share of puzzles solved (every learner
//! action of the line found) is counted per rating band: it should fall as the rating rises.
//!
//! * `greedy`: takes the capture that takes most; else the fox steps to where it has most
//!   actions, the geese step to leave the fox fewest actions and no capture.
//! * `lookahead`: a 3-ply search of material (geese on the board, 100 each) and the fox's
//!   mobility (5 each), the side to move maximising its own view.
//!
//! ```sh
//! cargo run --release --example puzzle_rating -- studies/puzzles/plyyard.yaml
//! ```
//! Results are recorded in `docs/puzzles.md` with the machine and date.

use foxgeese::puzzle::{load, Puzzle};
use foxgeese::{Action, Outcome, Position, Side};

fn fox_mobility(pos: &Position) -> i64 {
    pos.with_turn(Side::Fox).legal_actions().len() as i64
}

fn greedy(pos: &Position) -> Action {
    let actions = pos.legal_actions();
    if let Some(best) = actions
        .iter()
        .filter(|a| a.is_jump())
        .max_by_key(|a| a.captured().count())
    {
        return *best;
    }
    let score = |a: &Action| {
        let after = pos.play_unchecked(a);
        match pos.turn() {
            Side::Fox => fox_mobility(&after),
            Side::Geese => {
                let captures = after.legal_actions().iter().filter(|b| b.is_jump()).count() as i64;
                -(100 * captures + fox_mobility(&after))
            }
        }
    };
    // The first of the best, in the legal actions' order.
    let mut best = actions[0];
    let mut top = score(&best);
    for a in &actions[1..] {
        let s = score(a);
        if s > top {
            (best, top) = (*a, s);
        }
    }
    best
}

/// The position's worth for the fox.
fn eval(pos: &Position) -> i64 {
    match pos.outcome() {
        Outcome::Win {
            winner: Side::Fox, ..
        } => return 100_000,
        Outcome::Win {
            winner: Side::Geese,
            ..
        } => return -100_000,
        _ => {}
    }
    -100 * i64::from(pos.geese().count() as u8) + 5 * fox_mobility(pos)
}

fn search(pos: &Position, depth: u32) -> i64 {
    if depth == 0 || pos.outcome() != Outcome::Ongoing {
        return eval(pos);
    }
    let values = pos
        .legal_actions()
        .iter()
        .map(|a| search(&pos.play_unchecked(a), depth - 1));
    match pos.turn() {
        Side::Fox => values.max().unwrap_or(-100_000),
        Side::Geese => values.min().unwrap_or(100_000),
    }
}

fn lookahead(pos: &Position) -> Action {
    let actions = pos.legal_actions();
    let sign = if pos.turn() == Side::Fox { 1 } else { -1 };
    let mut best = actions[0];
    let mut top = i64::MIN;
    for a in &actions {
        let s = sign * search(&pos.play_unchecked(a), 2);
        if s > top {
            (best, top) = (*a, s);
        }
    }
    best
}

fn solves(p: &Puzzle, player: fn(&Position) -> Action) -> bool {
    (0..p.moves()).all(|k| {
        let pos = p.position_at(k).unwrap();
        Some(&player(&pos)) == p.answer(k)
    })
}

fn main() {
    let path = std::env::args().nth(1).expect("a collection file");
    let text = std::fs::read_to_string(&path).expect("readable");
    let c = load(&path, &text).unwrap_or_else(|p| panic!("{p:?}"));
    let bands = [
        (600, 900),
        (900, 1200),
        (1200, 1500),
        (1500, 1800),
        (1800, 2100),
        (2100, 2401),
    ];
    println!("| Rating | Puzzles | greedy solves | lookahead solves |");
    println!("|---|---:|---:|---:|");
    for (lo, hi) in bands {
        let in_band: Vec<&Puzzle> = c
            .puzzles
            .iter()
            .filter(|p| (lo..hi).contains(&p.rating))
            .collect();
        if in_band.is_empty() {
            continue;
        }
        let n = in_band.len() as f64;
        let g = in_band.iter().filter(|p| solves(p, greedy)).count() as f64;
        let l = in_band.iter().filter(|p| solves(p, lookahead)).count() as f64;
        println!(
            "| {lo}–{} | {} | {:.0} % | {:.0} % |",
            hi.min(2400),
            in_band.len(),
            100.0 * g / n,
            100.0 * l / n
        );
    }
}
