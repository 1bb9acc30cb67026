//! The engine's tests: its levels, proven play never given away, the proof search near the
//! tables, the progress rule, and replays by seed, on small positions and tables built in
//! memory.

use super::*;

#[test]
fn levels_read_and_say_themselves() {
    for (s, l) in [
        ("1", Some(Level::Casual(1))),
        (" 5 ", Some(Level::Casual(5))),
        ("PERFECT", Some(Level::Perfect)),
        ("0", None),
        ("6", None),
        ("-1", None),
        ("300", None),
        ("", None),
        ("best", None),
    ] {
        assert_eq!(s.parse::<Level>().ok(), l, "{s:?}");
        if let Some(l) = l {
            assert_eq!(l.to_string().parse::<Level>(), Ok(l));
        }
    }
}

/// Between actions that keep one outcome, progress first: a capture where one keeps it,
/// else no return to a position already stood in, else any (issue 53).
#[test]
fn progress_is_a_capture_then_no_repetition() {
    let rules = Ruleset::get(RulesetSpec::default());
    let pos = Position::parse("3/1FG/G2G3/7/G5G/3/3 f 8", rules).unwrap();
    let legal = pos.legal_actions();
    assert!(legal.iter().any(|a| !a.is_jump()));
    let got = progressing(&pos, legal.clone(), &[]);
    assert!(
        !got.is_empty() && got.iter().all(Action::is_jump),
        "{got:?}"
    );
    let start = Position::start(rules);
    let legal = start.legal_actions();
    let seen = start.play_unchecked(&legal[0]);
    let got = progressing(&start, legal.clone(), std::slice::from_ref(&seen));
    assert_eq!(got, legal[1..].to_vec());
    // Every action repeats: all are kept.
    let all: Vec<Position> = legal.iter().map(|a| start.play_unchecked(a)).collect();
    assert_eq!(progressing(&start, legal.clone(), &all), legal);
}

#[test]
fn each_level_searches_at_least_as_well_as_the_one_below() {
    for w in Level::ALL.windows(2) {
        let (lo, hi) = (w[0].strength(), w[1].strength());
        assert!(hi.max_depth >= lo.max_depth, "{} {}", w[0], w[1]);
        assert!(hi.noise <= lo.noise, "{} {}", w[0], w[1]);
        assert!(hi.tables >= lo.tables && hi.keeps_proven >= lo.keeps_proven);
        assert!(hi.proof_percent >= lo.proof_percent);
        assert!(hi.fox_at_horizon >= lo.fox_at_horizon);
        assert!(hi.reductions >= lo.reductions);
        assert_ne!(lo, hi);
    }
}

use crate::rules::{Ruleset, RulesetSpec};
use crate::solve::{Indexer, TableKey};

/// From Ply Yard's start with no table, `perfect` geese play the proven strategy: every
/// choice proven, its plies to the win falling by two a move pair, until the geese win,
/// whatever a searching fox replies.
#[test]
fn perfect_geese_win_ply_yards_game_from_the_start_without_tables() {
    let mut solver = Solver::in_memory().with_on_demand_limit(0);
    for seed in 1..=2 {
        let mut rng = Rng::new(seed);
        let mut pos = Position::start(Ruleset::plyyard());
        let mut last = None;
        while !pos.outcome().is_over() {
            let level = if pos.turn() == Side::Geese {
                Level::Perfect
            } else {
                Level::Casual(2)
            };
            let c = choose_within(&mut solver, &pos, &[], level, Budget::Nodes(200), &mut rng)
                .unwrap()
                .expect("an action");
            if pos.turn() == Side::Geese {
                assert!(c.proven(), "{pos}: the geese's move is proven");
                let Some(Value::Win {
                    winner: Side::Geese,
                    plies,
                }) = c.value()
                else {
                    panic!("{pos}: {:?}", c.value());
                };
                if let Some(before) = last {
                    assert!(plies + 2 <= before, "{pos}: {plies} after {before}");
                }
                last = Some(plies);
            }
            pos = pos.play(&c.action).unwrap();
        }
        assert!(
            matches!(
                pos.outcome(),
                crate::rules::Outcome::Win {
                    winner: Side::Geese,
                    ..
                }
            ),
            "{pos}"
        );
    }
}

/// With the whole draught-board game swept into the folder (and no table), `perfect` and
/// level 5 keep every win the sweep proves, on a budget far too small for the search to
/// find one: in won positions drawn at random where some action throws the win away, for
/// either side to move, the action chosen keeps it.
#[test]
fn a_swept_win_is_never_played_away() {
    use crate::rules::{Bitboard, Setup};
    use crate::solve::sweep::{Geometry, Sweep};
    let spec: RulesetSpec = "boys-own-1870-draughts".parse().unwrap();
    let rules = Ruleset::get(spec);
    let dir = std::env::temp_dir().join(format!("foxgeese-swept-{}", std::process::id()));
    Sweep::run_in(Geometry::new(rules).unwrap(), 8, &dir, &crate::solve::Quiet).unwrap();
    let mut solver = Solver::new(&dir).with_on_demand_limit(0);
    let points: Vec<_> = rules.board.points().iter().collect();
    let mut rng = Rng::new(7);
    let mut tried = [0; 2];
    while tried.iter().sum::<u32>() < 200 {
        let mut geese = Bitboard::EMPTY;
        let k = 2 + rng.below(7);
        while u64::from(geese.count()) < k {
            geese.insert(points[rng.below(points.len() as u64) as usize]);
        }
        let fox = points[rng.below(points.len() as u64) as usize];
        let turn = if rng.below(2) == 0 {
            Side::Fox
        } else {
            Side::Geese
        };
        if geese.contains(fox) || (turn == Side::Geese && tried[1] >= 100) {
            continue;
        }
        let setup = Setup {
            foxes: Bitboard::from_point(fox),
            geese,
            turn,
            captures: 8 - geese.count(),
            clock: 0,
        };
        let pos = Position::from_setup(&setup, rules).unwrap();
        if pos.outcome().is_over() || solver.swept_winner(&pos).unwrap() != Some(turn) {
            continue;
        }
        let mut throws = false;
        for a in pos.legal_actions() {
            throws |= solver.swept_winner(&pos.play_unchecked(&a)).unwrap() != Some(turn);
        }
        if !throws {
            continue;
        }
        tried[usize::from(turn == Side::Geese)] += 1;
        for level in [Level::Perfect, Level::Casual(5)] {
            let c = choose_within(&mut solver, &pos, &[], level, Budget::Nodes(1), &mut rng)
                .unwrap()
                .expect("an action");
            assert_eq!(c.winner(), Some(turn), "{pos}");
            assert!(c.proven());
            let after = pos.play_unchecked(&c.action);
            assert_eq!(solver.swept_winner(&after).unwrap(), Some(turn), "{pos}");
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// On the draught board, where its own tables give the geese little to steer by, `perfect`
/// geese (Ply Yard's weights: [`Model::for_side`]) shut in a fox that moves at random, with
/// no table, within a match's 300 plies: at 3,000 nodes a move 37 of 40 games (seeds 1 to
/// 40; 33 before late move reductions), 15 of the 16 here. At least 13 of 16 is asked, so
/// that a chance loss more does not fail it and geese that win three games in four do.
/// Bounded by nodes, so the games are the same on every machine.
#[test]
fn perfect_geese_shut_in_a_random_fox_on_the_draught_board() {
    let spec: RulesetSpec = "boys-own-1870-draughts".parse().unwrap();
    let mut solver = Solver::in_memory().with_on_demand_limit(0);
    let mut won = 0;
    for seed in 1..=16 {
        let mut rng = Rng::new(seed);
        let mut pos = Position::start(Ruleset::get(spec));
        let mut plies = 0;
        while !pos.outcome().is_over() && plies < 300 {
            let action = if pos.turn() == Side::Geese {
                choose_within(
                    &mut solver,
                    &pos,
                    &[],
                    Level::Perfect,
                    Budget::Nodes(3000),
                    &mut rng,
                )
                .unwrap()
                .expect("an action")
                .action
            } else {
                let legal = pos.legal_actions();
                legal[rng.below(legal.len() as u64) as usize]
            };
            pos = pos.play(&action).unwrap();
            plies += 1;
        }
        if matches!(
            pos.outcome(),
            crate::rules::Outcome::Win {
                winner: Side::Geese,
                ..
            }
        ) {
            won += 1;
        }
    }
    assert!(won >= 13, "the geese won {won} of 16");
}

/// The search sees the draw clock. Two Foxes, the geese ahead (all twenty, a fox shut in
/// at c6) and the clock at 99: every goose step but two forward ones into d7 lets the clock
/// run out, a draw. The geese step forward, where a search blind to the clock (as it was)
/// stepped sideways and drew such games against random foxes (issue 26).
#[test]
fn geese_ahead_step_forward_before_the_draw_clock_runs_out() {
    let spec: RulesetSpec = "two-foxes".parse().unwrap();
    let rules = Ruleset::get(spec);
    let mut solver = Solver::in_memory().with_on_demand_limit(0);
    let pos = Position::parse("G1F/FGG/GGGGGGG/GGGGGGG/1GG2G1/3/3 g 0 99", rules).unwrap();
    assert_eq!(pos.clock(), 99);
    for seed in 1..=4 {
        let c = choose_within(
            &mut solver,
            &pos,
            &[],
            Level::Perfect,
            Budget::Nodes(5_000),
            &mut Rng::new(seed),
        )
        .unwrap()
        .expect("an action");
        let after = pos.play(&c.action).unwrap();
        assert_eq!(after.clock(), 0, "{} lets the clock run out", c.action);
        assert!(!after.outcome().is_over(), "{}", c.action);
    }
}

/// The tables up to four geese (the first where the fox has not won already), built in
/// memory; nothing larger.
fn small_solver() -> Solver {
    Solver::in_memory().with_on_demand_limit(5_000_000)
}

/// The standard game with sideways goose steps: its four-geese table has wins and
/// draws (the plain game's has only the fox's wins).
fn standard() -> RulesetSpec {
    "standard:sideways".parse().unwrap()
}

/// Positions still in play from the four-geese table, drawn with `seed`.
fn four_geese(n: usize, seed: u64) -> Vec<Position> {
    let key = TableKey::new(standard(), 4, 9).unwrap();
    let ix = Indexer::new(key);
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let pos = ix.position(rng.below(ix.size()));
        if !pos.outcome().is_over() {
            out.push(pos);
        }
    }
    out
}

#[test]
fn a_proven_win_or_draw_is_never_played_away() {
    let mut solver = small_solver();
    let mut rng = Rng::new(5);
    let mut seen = [0; 3];
    for pos in four_geese(150, 11) {
        let value = solver.probe(&pos).unwrap().expect("in the table");
        for level in [Level::Casual(5), Level::Perfect] {
            let c = choose(
                &mut solver,
                &pos,
                &[],
                level,
                Duration::from_millis(5),
                &mut rng,
            )
            .unwrap()
            .expect("a position in play has an action");
            assert!(c.proven(), "{}", pos.notation());
            assert_eq!(c.value(), Some(value));
            let after = solver
                .probe(&pos.play_unchecked(&c.action))
                .unwrap()
                .expect("in the table");
            let side = pos.turn();
            match value {
                Value::Win { winner, plies } if winner == side => {
                    seen[0] += 1;
                    // The fastest win at both levels.
                    assert_eq!(
                        after,
                        Value::win(side, plies - 1),
                        "{} {level}",
                        pos.notation()
                    );
                }
                Value::Draw => {
                    seen[1] += 1;
                    assert_eq!(after, Value::Draw, "{} {level}", pos.notation());
                }
                Value::Win { plies, .. } => {
                    seen[2] += 1;
                    assert_eq!(after.plies(), Some(plies - 1), "the longest loss");
                }
            }
        }
    }
    // The sample has wins, draws and losses for the side to move.
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

/// `perfect`'s proof search runs first only within [`PROOF_REACH`] captures of a table
/// the solver holds or would build, or of the fox's win by captures.
#[test]
fn the_proof_search_runs_near_the_tables() {
    let rules = Ruleset::get(standard());
    let blind = Solver::in_memory().with_on_demand_limit(0);
    let builds = Solver::in_memory();
    // Thirteen geese: the eleven-goose table is far too large to build on demand.
    let start = Position::start(rules);
    assert!(!blind.within_reach(&start, PROOF_REACH));
    assert!(!builds.within_reach(&start, PROOF_REACH));
    // Five geese: two captures leave three, and the fox has won.
    let five = Position::parse("3/3/3F3/3G3/G5G/1G1/G2 f 8", rules).unwrap();
    assert!(blind.within_reach(&five, 2));
    assert!(!blind.within_reach(&five, 1));
    // Its own table is small enough to build on demand.
    assert!(builds.within_reach(&five, 0));
}

#[test]
fn a_winning_capture_is_taken_above_the_tables() {
    // The standard game, five geese (no table here): the double jump d5xd3xd1 leaves
    // three geese, fewer than four, and the fox has won; every level sees it.
    let spec = standard();
    let pos = Position::parse("3/3/3F3/3G3/G5G/1G1/G2 f 8", Ruleset::get(spec)).unwrap();
    let mut solver = Solver::in_memory().with_on_demand_limit(0);
    for level in Level::ALL {
        let mut rng = Rng::new(1);
        let c = choose(
            &mut solver,
            &pos,
            &[],
            level,
            Duration::from_millis(50),
            &mut rng,
        )
        .unwrap()
        .unwrap();
        assert!(c.action.captured().count() >= 2, "{level}: {}", c.action);
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let rules = Ruleset::get(standard());
    let play = |seed: u64| {
        let mut solver = Solver::in_memory().with_on_demand_limit(0);
        let mut rng = Rng::new(seed);
        let mut game = crate::rules::Game::new(Position::start(rules));
        let mut moves = Vec::new();
        for _ in 0..12 {
            let pos = game.current();
            let level = if pos.turn() == Side::Fox {
                Level::Casual(1)
            } else {
                Level::Casual(3)
            };
            let history = &game.positions()[..game.positions().len() - 1];
            let Some(c) = choose(
                &mut solver,
                &pos,
                history,
                level,
                Duration::from_secs(5),
                &mut rng,
            )
            .unwrap() else {
                break;
            };
            moves.push(c.action.to_string());
            game.push(&c.action.text()).unwrap();
        }
        moves
    };
    assert_eq!(play(3), play(3));
    // Level 1's error on purpose depends on the seed: some seed plays otherwise.
    assert!((4..12).any(|s| play(s) != play(3)));
}

#[test]
fn an_estimate_is_proven_in_the_tables_and_a_guess_above_them() {
    let mut solver = small_solver();
    for pos in four_geese(20, 3) {
        let e = estimate(&mut solver, &pos, &[], Duration::from_millis(5)).unwrap();
        let v = solver.probe(&pos).unwrap().unwrap();
        assert_eq!(e.proven, Some(v));
        assert_eq!(e.likely, v.winner());
        assert!(e.is_proven() && (e.confidence() == 1.0 || v == Value::Draw));
    }
    let start = Position::start(Ruleset::get(standard()));
    let mut solver = Solver::in_memory().with_on_demand_limit(0);
    let e = estimate(&mut solver, &start, &[], Duration::from_millis(100)).unwrap();
    assert!(!e.is_proven());
    assert!((0.0..=1.0).contains(&e.fox_chance));
    assert!((0.5..=1.0).contains(&e.confidence()));
    assert!(e.best.is_some() && e.depth >= 1);
}

/// Under a node budget `perfect` runs its proof search too (a quarter of the nodes,
/// counted, so the same choice on every machine): with no table at all it proves wins
/// beyond level 5's reach, which knows only the tables, and every value it proves is the
/// tables' own. Ply Yard, two geese left and eight captured (a capture wins).
#[test]
fn perfect_proves_wins_above_the_tables_within_a_node_budget() {
    let key = TableKey::new(RulesetSpec::default(), 2, 8).unwrap();
    let ix = Indexer::new(key);
    let mut truth = Solver::in_memory();
    let mut blind = Solver::in_memory().with_on_demand_limit(0);
    let budget = Budget::Nodes(4_000);
    let mut beyond = 0;
    for i in (0..ix.size()).step_by(61) {
        let pos = ix.position(i);
        if pos.outcome().is_over() {
            continue;
        }
        let choose = |solver: &mut Solver, level| {
            choose_within(solver, &pos, &[], level, budget, &mut Rng::new(5))
                .unwrap()
                .expect("an action")
        };
        let perfect = choose(&mut blind, Level::Perfect);
        let again = choose(&mut blind, Level::Perfect);
        assert_eq!(
            (perfect.action, perfect.value(), perfect.nodes),
            (again.action, again.value(), again.nodes),
            "{pos}"
        );
        // The search above the tables looks at its count every 512 nodes.
        assert!(
            perfect.nodes < 4_000 + 512,
            "{pos}: {} nodes",
            perfect.nodes
        );
        let five = choose(&mut blind, Level::Casual(5));
        if let Some(v) = perfect.value() {
            assert_eq!(Some(v), truth.probe(&pos).unwrap(), "{pos}");
            beyond += usize::from(five.value().is_none());
        }
    }
    assert!(beyond > 0, "perfect proves some win level 5 does not");
}
