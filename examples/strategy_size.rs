//! The size of the geese's proven winning strategy in Ply Yard's game, measured from the whole
//! game's tables (`foxgeese tables build --ruleset plyyard --geese 13`): what the "out of the
//! box" part of the "Ply Yard solved whole" issue asks to measure before deciding whether a
//! strategy can ship in the binary.
//!
//! From the start, at every geese-to-move position the strategy keeps one action (the fastest
//! win, ties in legal order), and at every fox-to-move position it follows every fox reply.
//! It stops at positions with at most CUTOFF geese (those the on-demand tables answer) and at
//! positions that are over. Positions are counted up to the board's mirror. The size is the
//! number of geese-to-move positions it must remember, with an estimate of their bytes: each
//! position's 64-bit key sorted and delta-coded as a variable-length integer, plus one byte for
//! the action.
//!
//! With a third argument it also writes the strategy with both mirror images (no position
//! folded onto its mirror, so a lookup needs no mapping of actions): the file format of
//! `foxgeese::solve::strategy`, eight bytes per geese-to-move position.
//!
//! ```sh
//! cargo run --release --example strategy_size -- TABLES_DIR CUTOFF [OUT]
//! ```

use std::collections::HashSet;

use foxgeese::solve::mirror::Mirror;
use foxgeese::solve::strategy::{self, Strategy};
use foxgeese::solve::{Solver, Value};
use foxgeese::{Position, Ruleset, Side};

/// A position's key up to the mirror: (foxes, geese, geese to move) with the smaller image.
fn key(pos: &Position, mirror: &Mirror) -> (u128, u128, bool) {
    let (f, g) = (pos.foxes(), pos.geese());
    let a = (f.0, g.0);
    let b = (mirror.set(f).0, mirror.set(g).0);
    let (f, g) = a.min(b);
    (f, g, pos.turn() == Side::Geese)
}

/// `pos` reflected in the board's mirror.
fn mirror_of(pos: &Position, mirror: &Mirror) -> Position {
    let mut setup = pos.to_setup();
    setup.foxes = mirror.set(pos.foxes());
    setup.geese = mirror.set(pos.geese());
    Position::from_setup(&setup, pos.rules()).expect("a mirror image is a position")
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(dir), Some(cutoff)) = (args.get(1), args.get(2).and_then(|c| c.parse::<u32>().ok()))
    else {
        eprintln!("usage: strategy_size TABLES_DIR CUTOFF");
        std::process::exit(2);
    };
    let rules = Ruleset::plyyard();
    let mirror = Mirror::of(rules).expect("Ply Yard's board has a mirror");
    let mut solver = Solver::new(dir).with_on_demand_limit(0);
    let start = Position::start(rules);
    let mut seen: HashSet<(u128, u128, bool)> = HashSet::new();
    let mut geese_keys: Vec<u64> = Vec::new();
    let mut entries: Vec<strategy::Entry> = Vec::new();
    let mut stack = vec![start];
    let (mut fox_nodes, mut leaves) = (0u64, 0u64);
    seen.insert(key(&start, &mirror));
    let started = std::time::Instant::now();
    while let Some(pos) = stack.pop() {
        if pos.outcome().is_over() || pos.geese().count() <= cutoff {
            leaves += 1;
            continue;
        }
        let children: Vec<Position> = pos
            .legal_actions()
            .iter()
            .map(|a| pos.play_unchecked(a))
            .collect();
        let next: Vec<Position> = if pos.turn() == Side::Geese {
            let mut best: Option<(u16, Position, usize)> = None;
            for (i, c) in children.into_iter().enumerate() {
                let v = solver
                    .stored(&c)
                    .unwrap_or_else(|e| panic!("{c}: {e:?}"))
                    .unwrap_or_else(|| panic!("{c}: not in the tables"));
                if let Value::Win {
                    winner: Side::Geese,
                    plies,
                } = v
                {
                    if best.is_none_or(|(p, _, _)| plies < p) {
                        best = Some((plies, c, i));
                    }
                }
            }
            let (plies, c, i) =
                best.unwrap_or_else(|| panic!("{pos}: the geese have no winning action"));
            let action = pos.legal_actions()[i];
            // The position's win is one ply longer than the child's.
            entries.extend(strategy::entry(&pos, &action, plies + 1));
            // The mirror image plays the mirrored action.
            let m = mirror_of(&pos, &mirror);
            let ma = m
                .legal_actions()
                .into_iter()
                .find(|a| {
                    a.from() == mirror.point(action.from()) && a.to() == mirror.point(action.to())
                })
                .expect("the mirrored action is legal");
            entries.extend(strategy::entry(&m, &ma, plies + 1));
            let (_, g, _) = key(&pos, &mirror);
            let (f, _, _) = key(&pos, &mirror);
            // 33 points: foxes (one point, 6 bits) and geese (33 bits) fit in 64 bits.
            geese_keys.push(((f.trailing_zeros() as u64) << 33) | g as u64);
            vec![c]
        } else {
            fox_nodes += 1;
            children
        };
        for c in next {
            if seen.insert(key(&c, &mirror)) {
                stack.push(c);
            }
        }
    }
    let strategy = Strategy::new(entries);
    if let Some(out) = args.get(3) {
        std::fs::write(out, strategy.to_bytes()).expect("the strategy file is written");
        println!(
            "{} positions with their mirror images written to {out}",
            strategy.len()
        );
    }
    geese_keys.sort_unstable();
    let mut bytes = 0u64;
    let mut last = 0u64;
    for &k in &geese_keys {
        let mut d = k - last;
        last = k;
        loop {
            bytes += 1;
            d >>= 7;
            if d == 0 {
                break;
            }
        }
        bytes += 1; // the action
    }
    println!(
        "cutoff {cutoff} geese: {} geese-to-move positions, {fox_nodes} fox-to-move positions, \
         {leaves} leaves; about {bytes} bytes delta-coded ({:.1} MB); {:.1} s",
        geese_keys.len(),
        bytes as f64 / 1e6,
        started.elapsed().as_secs_f64()
    );
}
