//! Openings the geese win, for `foxgeese match --openings` in a game whose start is a fox win
//! (the standard game, the draught board). From such a start every opening a match draws is
//! a fox win too, so a strong fox wins every game whichever level plays it, and a match
//! cannot tell two strong levels apart. From these openings the geese must convert a won
//! position and the fox must make that hard: docs/matches.md plays `perfect` against level 5
//! from them.
//!
//! Each opening is a walk from the start: a fox at random, geese that keep a won position
//! three times in four and otherwise step at random, for 6 to 35 plies. It is kept when it
//! leaves the geese to move in a position the sweep (`foxgeese tables sweep`) proves won for
//! them, with at least `MIN_GEESE` geese, at least four actions and at most a third of them
//! keeping the win (so the geese have a choice to get wrong). The walks come from `SEED`
//! alone, so the same arguments print the same file. Prints `COUNT` distinct openings, one a
//! line, after a `#` header that says how they were made.
//!
//! ```sh
//! cargo run --release --example geese_won_openings -- RULESET SWEEP_DIR COUNT SEED MIN_GEESE
//! ```
//!
//! The sweep is read whole into memory (the standard game's: 9.9 GB); levels missing from
//! `SWEEP_DIR` are swept first and saved there, as `foxgeese tables sweep` would.

use std::collections::HashSet;
use std::path::PathBuf;

use foxgeese::engine::rng::Rng;
use foxgeese::solve::sweep::{Geometry, Sweep};
use foxgeese::solve::Quiet;
use foxgeese::{Position, Ruleset, RulesetSpec, Side};

/// Walks tried before giving up on `COUNT`.
const TRIES: u64 = 50_000_000;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let parsed = (|| {
        let spec: RulesetSpec = args.get(1)?.parse().ok()?;
        let dir = PathBuf::from(args.get(2)?);
        let count: usize = args.get(3)?.parse().ok()?;
        let seed: u64 = args.get(4)?.parse().ok()?;
        let min_geese: u32 = args.get(5)?.parse().ok()?;
        Some((spec, dir, count, seed, min_geese))
    })();
    let Some((spec, dir, count, seed, min_geese)) = parsed else {
        eprintln!("usage: geese_won_openings RULESET SWEEP_DIR COUNT SEED MIN_GEESE");
        std::process::exit(2);
    };
    let rules = Ruleset::get(spec);
    let start = Position::start(rules);
    let geometry = Geometry::new(rules).unwrap_or_else(|e| panic!("{spec}: {e:?}"));
    let sweep = Sweep::run_in(geometry, start.geese().count(), &dir, &Quiet)
        .unwrap_or_else(|e| panic!("{}: {e:?}", dir.display()));
    let geese_win = |p: &Position| sweep.winner(p) == Some(Side::Geese);

    println!("# Openings of {spec} after which the geese, to move, win with best play");
    println!("# (proven by `foxgeese tables sweep`), with at least {min_geese} geese on the board");
    println!("# and at most a third of their actions keeping the win. Made by");
    println!("# `cargo run --release --example geese_won_openings -- {spec} SWEEP_DIR {count} {seed} {min_geese}`.");
    let mut rng = Rng::new(seed);
    let mut seen = HashSet::new();
    let mut tries = 0;
    while seen.len() < count && tries < TRIES {
        tries += 1;
        let mut pos = start;
        let mut line = Vec::new();
        for _ in 0..6 + rng.below(30) {
            if pos.outcome().is_over() {
                break;
            }
            let actions = pos.legal_actions();
            let keeping: Vec<_> = match pos.turn() {
                Side::Geese => actions
                    .iter()
                    .filter(|a| geese_win(&pos.play_unchecked(a)))
                    .collect(),
                Side::Fox => Vec::new(),
            };
            let action = if !keeping.is_empty() && rng.below(4) != 0 {
                keeping[rng.below(keeping.len() as u64) as usize]
            } else {
                &actions[rng.below(actions.len() as u64) as usize]
            };
            pos = pos.play_unchecked(action);
            line.push(action.to_string());
        }
        if pos.outcome().is_over()
            || pos.turn() != Side::Geese
            || pos.geese().count() < min_geese
            || !geese_win(&pos)
        {
            continue;
        }
        let actions = pos.legal_actions();
        let keep = actions
            .iter()
            .filter(|a| geese_win(&pos.play_unchecked(a)))
            .count();
        if actions.len() >= 4 && keep * 3 <= actions.len() && seen.insert(line.clone()) {
            println!("{}", line.join(" "));
        }
    }
    eprintln!("{} openings in {tries} walks", seen.len());
}
