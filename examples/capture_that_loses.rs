//! Where does a capture lose? A search over the solver's tables for positions in which the
//! fox, to move, has a capture whose value is worse for it than its best quiet move (a step):
//! the capture loses while a step draws or wins, or draws while a step wins, or loses faster.
//!
//! Not part of the binary: it is how the `capture-that-loses` studies were found (issue 10),
//! and the figures it prints are the ones docs/results.md quotes. Every table it walks is built in
//! memory; each ruleset's tables are dropped before the next.
//!
//! ```sh
//! cargo run --release --example capture_that_loses                # the default list
//! cargo run --release --example capture_that_loses -- plyyard:5:0  # RULESET:GEESE:CAPTURES
//! ```
//!
//! A table is named `RULESET:GEESE` (the captures the real game would have) or
//! `RULESET:GEESE:CAPTURES` (Ply Yard, whose nine-capture target makes the captures matter).

use std::time::Instant;

use foxgeese::solve::{Indexer, Solver, TableKey, Value};
use foxgeese::{Outcome, RulesetSpec, Side};

/// Tables walked when none is named: every single-fox ruleset where a capture is optional,
/// at goose counts whose tables fit in memory here.
const DEFAULT: &[&str] = &[
    "plyyard:4:0",
    "plyyard:4:4",
    "plyyard:5:0",
    "plyyard:5:2",
    "plyyard:5:4",
    "plyyard:5:6",
    "plyyard:5:7",
    "plyyard:5:8",
    "standard:4",
    "standard:5",
    "standard:sideways:5",
    "large-cross:4",
    "large-cross:fox-wins-below=1:3",
    "large-cross:fox-wins-below=1:4",
    "boys-own-1870:fox-wins-below=1:3",
    "boys-own-1870:fox-wins-below=1:4",
    "boys-own-1870:fox-wins-below=1:5",
    "boys-own-1870:fox-wins-below=5:5",
    "boys-own-1870:fox-wins-below=5:6",
    "boys-own-1870:fox-chooses:4",
    "boys-own-1870:fox-chooses:5",
    "boys-own-1870-draughts:3",
    "boys-own-1870-draughts:4",
    "boys-own-1870-draughts:5",
];

/// What one table holds.
#[derive(Default)]
struct Tally {
    /// Fox to move, game not over.
    fox_to_move: u64,
    /// ... with at least one capture and at least one step.
    with_both: u64,
    /// Some capture loses while the best step draws or wins.
    loses_vs_holds: u64,
    /// Some capture draws while the best step wins.
    draws_vs_wins: u64,
    /// The fox loses either way, some capture faster than the best step.
    loses_faster: u64,
    /// The fox wins either way, some capture slower than the best step.
    wins_slower: u64,
    /// Every capture is worse than the best step.
    every_capture_worse: u64,
}

fn parse(arg: &str) -> Option<(RulesetSpec, u8, Option<u8>)> {
    // RULESET may hold a colon itself (`standard:sideways`): the counts are the last fields
    // that are numbers.
    let parts: Vec<&str> = arg.split(':').collect();
    let nums: Vec<u8> = parts
        .iter()
        .rev()
        .map_while(|p| p.parse::<u8>().ok())
        .collect();
    let (geese, captures) = match nums.as_slice() {
        [g] => (*g, None),
        [c, g] => (*g, Some(*c)),
        _ => return None,
    };
    let spec = parts[..parts.len() - nums.len()].join(":").parse().ok()?;
    Some((spec, geese, captures))
}

fn show(v: Value) -> String {
    match v {
        Value::Win { winner, plies } => format!("{}:{plies}", Value::win(winner, plies).name()),
        Value::Draw => "draw".into(),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let tables: Vec<&str> = if args.is_empty() {
        DEFAULT.to_vec()
    } else {
        args.iter().map(String::as_str).collect()
    };
    for arg in tables {
        let Some((spec, geese, captures)) = parse(arg) else {
            eprintln!("not RULESET:GEESE[:CAPTURES]: {arg}");
            std::process::exit(2);
        };
        let captures =
            captures.unwrap_or_else(|| foxgeese::Ruleset::get(spec).geese_total() - geese);
        let Some(key) = TableKey::new(spec, geese, captures) else {
            println!("{arg}: no table (every such position is already over)");
            continue;
        };
        let start = Instant::now();
        let mut solver = Solver::in_memory().with_on_demand_limit(u64::MAX);
        if solver.table(key).ok().flatten().is_none() {
            println!("{arg}: the table could not be built");
            continue;
        }
        let built = start.elapsed();
        let ix = Indexer::new(key);
        let mut t = Tally::default();
        let mut shown = 0;
        for i in (0..ix.size()).step_by(2) {
            let pos = ix.position(i);
            debug_assert_eq!(pos.turn(), Side::Fox);
            if !matches!(pos.outcome(), Outcome::Ongoing) {
                continue;
            }
            t.fox_to_move += 1;
            let actions = pos.legal_actions();
            if !actions.iter().any(|a| a.is_jump()) || actions.iter().all(|a| a.is_jump()) {
                continue;
            }
            t.with_both += 1;
            let mut values = Vec::with_capacity(actions.len());
            for a in &actions {
                let child = pos.play_unchecked(a);
                let v = solver
                    .probe(&child)
                    .expect("tables built")
                    .expect("a child of a table position is in a table");
                values.push((a, v));
            }
            let rank = |v: Value| v.rank_for(Side::Fox);
            let best_step = values
                .iter()
                .filter(|(a, _)| !a.is_jump())
                .map(|(_, v)| *v)
                .min_by_key(|v| rank(*v))
                .expect("a step");
            let worse: Vec<&(&foxgeese::Action, Value)> = values
                .iter()
                .filter(|(a, v)| a.is_jump() && rank(*v) > rank(best_step))
                .collect();
            if worse.is_empty() {
                continue;
            }
            let worst = worse
                .iter()
                .map(|(_, v)| *v)
                .max_by_key(|v| rank(*v))
                .unwrap();
            let fox_loses = |v: Value| v.winner() == Some(Side::Geese);
            let strong = if fox_loses(worst) && !fox_loses(best_step) {
                t.loses_vs_holds += 1;
                true
            } else if worst == Value::Draw {
                t.draws_vs_wins += 1;
                true
            } else if fox_loses(worst) {
                t.loses_faster += 1;
                false
            } else {
                t.wins_slower += 1;
                false
            };
            let captures_total = values.iter().filter(|(a, _)| a.is_jump()).count();
            if worse.len() == captures_total {
                t.every_capture_worse += 1;
            }
            if strong && shown < 4 {
                shown += 1;
                let list: Vec<String> = values
                    .iter()
                    .map(|(a, v)| format!("{}={}", a, show(*v)))
                    .collect();
                println!(
                    "  {arg} example: \"{}\"  {}",
                    pos.notation(),
                    list.join(" ")
                );
            }
        }
        println!(
            "{arg}: {} positions, fox to move {}, with a capture and a step {}; a capture worse \
             than the best step: loses while a step holds {}, draws while a step wins {}, loses \
             faster {}, wins slower {}; every capture worse {} (built in {:.1?}, walked in {:.1?})",
            ix.size(),
            t.fox_to_move,
            t.with_both,
            t.loses_vs_holds,
            t.draws_vs_wins,
            t.loses_faster,
            t.wins_slower,
            t.every_capture_worse,
            built,
            start.elapsed() - built,
        );
    }
}
