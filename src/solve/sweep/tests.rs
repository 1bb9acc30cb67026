//! Tests of the sweep: against a search of every position, its files and its reader.

use super::file::file_name;
use super::geometry::Geometry;
use super::level::Level;
use super::reader::Reader;
use super::run::Sweep;
use crate::rules::{Position, Ruleset, RulesetSpec, Side};
use crate::solve::combin::{binom, bits};
use crate::solve::mirror::colex;
use crate::solve::table::{TableError, TableProblem};

/// Every set of `k` of `n` points, in colex order.
fn sets_of(n: u32, k: u32) -> impl Iterator<Item = u64> {
    (0..binom(n, k)).map(move |r| crate::solve::mirror::uncolex(r, k, n))
}

#[test]
fn ranks_number_the_sets_densely() {
    // Every 3-set of 6 points, in colex order, gets 0, 1, 2, … in turn.
    let mut sets: Vec<u64> = (0u64..64).filter(|s| s.count_ones() == 3).collect();
    sets.sort_by_key(|&s| colex(s));
    assert_eq!(
        sets.iter().map(|&s| colex(s)).collect::<Vec<_>>(),
        (0..20).collect::<Vec<_>>()
    );
}

#[test]
fn each_set_of_an_advance_is_visited_once() {
    let rules = Ruleset::get("standard".parse::<RulesetSpec>().unwrap());
    let g = Geometry::new(rules).unwrap();
    let k = 4;
    let mut seen = std::collections::HashSet::new();
    let n = g.points.len() as u32;
    let high: u32 = g.progress[(n - k) as usize..].iter().sum();
    for a in 0..=high {
        for (set, rest, need, sum) in g.prefixes(k, a) {
            g.each_set(rest, need, sum, set, &mut |s| {
                assert_eq!(g.advance(s), a);
                assert!(seen.insert(s));
            });
        }
    }
    assert_eq!(seen.len() as u64, g.sets(k));
}

/// Every position of the smaller levels, both sides to move, in the standard game and on
/// the draught board: the sweep names the same winner as the retrograde tables. The
/// geese's wins are counted too, so that a sweep that never found one would not pass (the
/// draught board's; the standard game's geese win nowhere with five geese or fewer, and
/// `tables_sweep_counts_what_the_tables_count` checks its six).
#[test]
fn the_sweep_agrees_with_the_retrograde_tables() {
    use crate::rules::{Bitboard, Setup};
    use crate::solve::Solver;
    for (spec, most, total, least_geese_wins) in [
        ("standard", 5u32, 13u32, 0u32),
        ("boys-own-1870-draughts", 6, 8, 1),
    ] {
        let rules = Ruleset::get(spec.parse::<RulesetSpec>().unwrap());
        let sweep = Sweep::run(Geometry::new(rules).unwrap(), most, &crate::solve::Quiet);
        let g = sweep.geometry();
        let mut solver = Solver::in_memory();
        let n = g.points.len() as u32;
        let mut geese_wins = [0u32; 2];
        for k in g.fewest()..=most {
            for set in sets_of(n, k) {
                let geese: Bitboard = bits(set).map(|i| g.points[i as usize]).collect();
                for f in bits(!set & ((1 << n) - 1)) {
                    for (t, turn) in [Side::Fox, Side::Geese].into_iter().enumerate() {
                        let setup = Setup {
                            foxes: Bitboard::from_point(g.points[f as usize]),
                            geese,
                            turn,
                            captures: total - k,
                            clock: 0,
                        };
                        let pos = Position::from_setup(&setup, rules).unwrap();
                        let table = solver.probe_tables(&pos).unwrap().expect("a table");
                        let winner = sweep.winner(&pos);
                        assert_eq!(winner, table.winner(), "{spec} {pos:?}: {table:?}");
                        geese_wins[t] += u32::from(winner == Some(Side::Geese));
                    }
                }
            }
        }
        assert!(
            geese_wins.iter().all(|&w| w >= least_geese_wins),
            "{spec}: {geese_wins:?}"
        );
    }
}

/// A level saved and read back holds the same masks, and the reader answers as the
/// sweep in memory; a file changed by one byte, cut short or of another level is refused,
/// never read as values.
#[test]
fn a_level_file_round_trips_and_damage_is_refused() {
    let rules = Ruleset::get("boys-own-1870-draughts".parse::<RulesetSpec>().unwrap());
    let dir = std::env::temp_dir().join(format!("foxgeese-sweep-file-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let sweep =
        Sweep::run_in(Geometry::new(rules).unwrap(), 4, &dir, &crate::solve::Quiet).unwrap();
    let points = sweep.geometry().points.len() as u32;
    let path = dir.join(file_name(rules, 4));
    let back = Level::load(rules, points, 4, &path).unwrap();
    assert!(back.masks().eq(sweep.level(4).unwrap().masks()));
    // Levels are written compact; one in the full form, as sweeps were written before,
    // reads the same.
    let full = dir.join("full.fgs");
    sweep
        .level(4)
        .unwrap()
        .save_full(rules, points, 4, &full)
        .unwrap();
    assert!(crate::solve::table::is_packed_file(&path));
    assert!(!crate::solve::table::is_packed_file(&full));
    let back = Level::load(rules, points, 4, &full).unwrap();
    assert!(back.masks().eq(sweep.level(4).unwrap().masks()));
    let mut reader = Reader::new(&dir);
    let g = sweep.geometry();
    for set in sets_of(points, 4).step_by(7) {
        let geese: crate::rules::Bitboard = bits(set).map(|i| g.points[i as usize]).collect();
        for f in bits(!set & ((1 << points) - 1)) {
            let setup = crate::rules::Setup {
                foxes: crate::rules::Bitboard::from_point(g.points[f as usize]),
                geese,
                turn: Side::Fox,
                captures: 4,
                clock: 0,
            };
            let pos = Position::from_setup(&setup, rules).unwrap();
            assert_eq!(reader.winner(&pos).unwrap(), sweep.winner(&pos));
        }
    }
    let good = std::fs::read(&path).unwrap();
    let mut flipped = good.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 1;
    let cases: [(Vec<u8>, TableProblem); 3] = [
        (flipped, TableProblem::Checksum),
        (good[..good.len() - 8].to_vec(), TableProblem::Truncated),
        (good[..40].to_vec(), TableProblem::Truncated),
    ];
    for (bytes, problem) in cases {
        std::fs::write(&path, &bytes).unwrap();
        let e = Level::load(rules, points, 4, &path).err().expect("refused");
        assert!(
            matches!(e, TableError::Corrupt { problem: p, .. } if p == problem),
            "{e:?}"
        );
    }
    // Another level's file under this level's name.
    std::fs::copy(dir.join(file_name(rules, 3)), &path).unwrap();
    let e = Level::load(rules, points, 4, &path).err().expect("refused");
    assert!(matches!(
        e,
        TableError::Corrupt {
            problem: TableProblem::Foreign,
            ..
        }
    ));
    std::fs::remove_dir_all(&dir).ok();
}
