//! The engine's speed and a quick look at its strength (issue 26): for each ruleset, the
//! search from the start within a budget (depth, nodes, nodes a second), then games of a
//! level against `random` or `greedy` (captures whenever it can), both sides.
//!
//! Not part of the binary; the figures it prints are the ones `docs/engine.md` quotes. The
//! `match` command is the measured, paired version.
//!
//! ```sh
//! cargo run --release --example engine_games -- speed [BUDGET_MS] [TABLES]
//! cargo run --release --example engine_games -- games RULESET LEVEL OPPONENT GAMES [BUDGET_MS] [TABLES|-] [WEIGHTS]
//! cargo run --release --example engine_games -- duel RULESET LEVEL_A LEVEL_B PAIRS [BUDGET_MS] [TABLES|-]
//! ```

use std::time::{Duration, Instant};

use foxgeese::game::engine::{choose, Level, Rng};
use foxgeese::game::search::{self, model::Model, Limits};
use foxgeese::rules::{Game, Outcome, Position, Ruleset, RulesetSpec, Side};
use foxgeese::solve::Solver;

fn solver(tables: Option<&String>) -> Solver {
    match tables {
        Some(t) => Solver::new(t).with_on_demand_limit(0),
        None => Solver::in_memory().with_on_demand_limit(0),
    }
}

fn speed(args: &[String]) {
    let ms: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(1000);
    for spec in RulesetSpec::ALL {
        let spec: RulesetSpec = spec.parse().unwrap();
        let mut s = solver(args.get(1));
        let pos = Position::start(Ruleset::get(spec));
        let mut limits = Limits::strongest(Duration::from_millis(ms));
        limits.early_stop = false;
        let start = Instant::now();
        let r = search::search(&mut s, Model::builtin(spec), &pos, &[], None, limits).unwrap();
        let t = start.elapsed().as_secs_f64();
        println!(
            "{spec:<36} depth {:>2}  nodes {:>9}  {:>8.0} nodes/s  best {}  score {}",
            r.depth,
            r.nodes,
            r.nodes as f64 / t,
            r.best.map(|a| a.to_string()).unwrap_or_default(),
            r.score
        );
    }
}

/// `random` or `greedy`'s action.
fn simple(pos: &Position, greedy: bool, rng: &mut Rng) -> foxgeese::rules::Action {
    let actions = pos.legal_actions();
    if greedy {
        let captures: Vec<_> = actions.iter().filter(|a| a.is_jump()).collect();
        if !captures.is_empty() {
            return *captures[rng.below(captures.len() as u64) as usize];
        }
    }
    actions[rng.below(actions.len() as u64) as usize]
}

fn games(args: &[String]) {
    let spec: RulesetSpec = args[0].parse().unwrap();
    let level: Level = args[1].parse().unwrap();
    let greedy = args[2] == "greedy";
    let n: u32 = args[3].parse().unwrap();
    let ms: u64 = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(300);
    let mut s = solver(args.get(5).filter(|t| t.as_str() != "-"));
    let model = args
        .get(6)
        .map(|f| Model::read(&std::fs::read_to_string(f).unwrap()).unwrap());
    let mut rng = Rng::new(7);
    let mut totals = [[0u32; 3]; 2];
    let mut think = Duration::ZERO;
    let mut moves = 0u32;
    for g in 0..n {
        for (si, engine_side) in [Side::Fox, Side::Geese].into_iter().enumerate() {
            let mut game = Game::new(Position::start(Ruleset::get(spec)));
            while game.outcome() == Outcome::Ongoing && game.actions().len() < 400 {
                let pos = game.current();
                let a = if let (true, Some(model)) = (pos.turn() == engine_side, model.as_ref()) {
                    // The strongest search with the weights of a file (not the compiled ones).
                    let positions = game.positions();
                    let t = Instant::now();
                    let r = search::search(
                        &mut s,
                        model,
                        &pos,
                        &positions[..positions.len() - 1],
                        None,
                        Limits::strongest(Duration::from_millis(ms)),
                    )
                    .unwrap();
                    think += t.elapsed();
                    moves += 1;
                    r.best.unwrap()
                } else if pos.turn() == engine_side {
                    let positions = game.positions();
                    let t = Instant::now();
                    let c = choose(
                        &mut s,
                        &pos,
                        &positions[..positions.len() - 1],
                        level,
                        Duration::from_millis(ms),
                        &mut rng,
                    )
                    .unwrap()
                    .unwrap();
                    think += t.elapsed();
                    moves += 1;
                    c.action
                } else {
                    simple(&pos, greedy, &mut rng)
                };
                game.push(&a.text()).unwrap();
            }
            let r = match game.outcome() {
                Outcome::Win { winner, .. } if winner == engine_side => 0,
                Outcome::Win { .. } => 2,
                _ => 1,
            };
            totals[si][r] += 1;
            eprintln!(
                "game {g} engine {engine_side:?}: {:?} after {} plies, {} captures, {}",
                game.outcome(),
                game.actions().len(),
                game.current().captures(),
                game.current().notation()
            );
        }
    }
    for (si, side) in ["fox", "geese"].iter().enumerate() {
        let [w, d, l] = totals[si];
        println!(
            "{spec} level {level} as {side} vs {}: {w} won, {d} drawn or unfinished, {l} lost",
            args[2]
        );
    }
    println!(
        "mean think time {:.0} ms over {moves} moves",
        think.as_secs_f64() * 1000.0 / f64::from(moves.max(1))
    );
}

/// `A` against `B` (levels), pairs of games with the sides swapped: A's wins, draws, losses.
fn duel(args: &[String]) {
    let spec: RulesetSpec = args[0].parse().unwrap();
    let a: Level = args[1].parse().unwrap();
    let b: Level = args[2].parse().unwrap();
    let n: u32 = args[3].parse().unwrap();
    let ms: u64 = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(200);
    let mut s = solver(args.get(5).filter(|t| t.as_str() != "-"));
    let mut rng = Rng::new(11);
    let mut score = [0u32; 3];
    for g in 0..n {
        for a_side in [Side::Fox, Side::Geese] {
            let mut game = Game::new(Position::start(Ruleset::get(spec)));
            while game.outcome() == Outcome::Ongoing && game.actions().len() < 300 {
                let pos = game.current();
                let level = if pos.turn() == a_side { a } else { b };
                let positions = game.positions();
                let c = choose(
                    &mut s,
                    &pos,
                    &positions[..positions.len() - 1],
                    level,
                    Duration::from_millis(ms),
                    &mut rng,
                )
                .unwrap()
                .unwrap();
                game.push(&c.action.text()).unwrap();
            }
            let r = match game.outcome() {
                Outcome::Win { winner, .. } if winner == a_side => 0,
                Outcome::Win { .. } => 2,
                _ => 1,
            };
            score[r] += 1;
            eprintln!(
                "game {g} {a} as {a_side:?}: {:?} after {} plies",
                game.outcome(),
                game.actions().len()
            );
        }
    }
    println!(
        "{spec} {a} vs {b}: {} won, {} drawn or unfinished, {} lost",
        score[0], score[1], score[2]
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("speed") => speed(&args[1..]),
        Some("games") => games(&args[1..]),
        Some("duel") => duel(&args[1..]),
        _ => eprintln!("usage: engine_games speed [MS] [TABLES] | games RULESET LEVEL random|greedy N [MS] [TABLES]"),
    }
}
