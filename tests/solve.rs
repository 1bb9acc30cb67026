//! The solver's tables against a second, naive solver written differently, a consistency
//! property over random table positions, the board's mirror (which rulesets keep it, and
//! that a position and its image get one value), and the refusal of damaged table files.
//!
//! The naive solver enumerates positions by placing pieces point by point (not through the
//! table index), gathers every position reachable from them with `legal_actions` and `play`,
//! and settles values in sweeps: sweep `n` finds the wins in `n` (a child lost in `n − 1`)
//! and the losses in `n` (every child won, the slowest in `n − 1`); what no sweep settles is
//! a draw. No predecessor generation, no counters, no index.

use std::collections::HashMap;
use std::path::PathBuf;
use std::time::Duration;

use foxgeese::rules::{Bitboard, Outcome, Point, Position, Ruleset, RulesetSpec, Setup, Side};
use foxgeese::solve::mirror::Mirror;
use foxgeese::solve::{
    Indexer, Method, ProofLimits, ProofResult, ProofState, SolveError, Solver, TableError,
    TableKey, TableProblem, Value, Verdict,
};
use proptest::prelude::*;

/// A scratch table folder under `target/`, empty.
fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("solve-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Every placement of `k` geese and the ruleset's foxes, both sides to move, `c` captured.
fn placements(rules: &'static Ruleset, k: usize, c: u32) -> Vec<Position> {
    let points: Vec<_> = rules.board.points().iter().collect();
    let mut out = Vec::new();
    fn subsets(n: usize, k: usize, from: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in from..n {
            cur.push(i);
            subsets(n, k, i + 1, cur, out);
            cur.pop();
        }
    }
    let mut geese_sets = Vec::new();
    subsets(points.len(), k, 0, &mut Vec::new(), &mut geese_sets);
    let foxes = rules.fox_count() as usize;
    for g in &geese_sets {
        let geese: Bitboard = g.iter().map(|&i| points[i]).collect();
        let free: Vec<usize> = (0..points.len()).filter(|i| !g.contains(i)).collect();
        let mut fox_sets = Vec::new();
        subsets(free.len(), foxes, 0, &mut Vec::new(), &mut fox_sets);
        for f in fox_sets {
            let foxes: Bitboard = f.iter().map(|&i| points[free[i]]).collect();
            for turn in [Side::Fox, Side::Geese] {
                let setup = Setup {
                    foxes,
                    geese,
                    turn,
                    captures: c,
                    clock: 0,
                };
                out.push(Position::from_setup(&setup, rules).unwrap());
            }
        }
    }
    out
}

/// A fast hasher for the naive solver's maps (the default one dominates its time).
#[derive(Default)]
struct Fx(u64);

impl std::hash::Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }
    fn write_u16(&mut self, n: u16) {
        self.write_u64(u64::from(n));
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }
    fn write_u128(&mut self, n: u128) {
        self.write_u64(n as u64);
        self.write_u64((n >> 64) as u64);
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type FastMap<K, V> = HashMap<K, V, std::hash::BuildHasherDefault<Fx>>;

/// The naive solver's values of every position reachable from `roots`.
fn naive(roots: Vec<Position>) -> FastMap<Position, Value> {
    let mut index: FastMap<Position, usize> = FastMap::default();
    let mut all: Vec<Position> = Vec::new();
    for p in roots {
        if let std::collections::hash_map::Entry::Vacant(e) = index.entry(p) {
            e.insert(all.len());
            all.push(p);
        }
    }
    let mut children: Vec<Vec<usize>> = Vec::new();
    let mut i = 0;
    while i < all.len() {
        let p = all[i];
        let mut cs = Vec::new();
        for a in p.legal_actions() {
            let c = p.play_unchecked(&a).without_clock();
            let next = all.len();
            let j = *index.entry(c).or_insert(next);
            if j == next {
                all.push(c);
            }
            cs.push(j);
        }
        children.push(cs);
        i += 1;
    }
    // (mover wins, plies)
    let mut val: Vec<Option<(bool, u16)>> = all
        .iter()
        .map(|p| match p.outcome() {
            Outcome::Win { winner, .. } => Some((winner == p.turn(), 0)),
            _ => None,
        })
        .collect();
    // Round n settles every position won or lost in n plies; each round looks at the
    // positions still open.
    let mut open: Vec<usize> = (0..all.len()).filter(|&i| val[i].is_none()).collect();
    for n in 1u16.. {
        let mut settled = Vec::new();
        open.retain(|&i| {
            let cs = &children[i];
            if cs.iter().any(|&j| matches!(val[j], Some((false, _)))) {
                settled.push((i, (true, n)));
                false
            } else if cs.iter().all(|&j| matches!(val[j], Some((true, _))))
                && cs.iter().map(|&j| val[j].unwrap().1).max() == Some(n - 1)
            {
                settled.push((i, (false, n)));
                false
            } else {
                true
            }
        });
        if settled.is_empty() {
            break;
        }
        for (i, v) in settled {
            val[i] = Some(v);
        }
    }
    all.iter()
        .zip(val)
        .map(|(p, v)| {
            let value = match v {
                None => Value::Draw,
                Some((mover_wins, plies)) => Value::Win {
                    winner: if mover_wins {
                        p.turn()
                    } else {
                        p.turn().other()
                    },
                    plies,
                },
            };
            (*p, value)
        })
        .collect()
}

fn agree(spec: &str, geese: usize, captures: &[u32]) {
    let spec: RulesetSpec = spec.parse().unwrap();
    let rules = Ruleset::get(spec);
    let dir = scratch(&format!("naive-{}-{geese}", spec.variant.name()));
    let mut solver = Solver::new(&dir);
    for &c in captures {
        let roots = placements(rules, geese, c);
        let expected = naive(roots);
        let mut decided = 0;
        for (p, v) in &expected {
            let got = solver.probe(p).unwrap();
            assert_eq!(got, Some(*v), "{spec} {p}");
            decided += usize::from(*v != Value::Draw);
        }
        assert!(decided > 0, "some position is decided");
    }
}

#[test]
fn plyyard_tables_agree_with_the_naive_solver() {
    agree("plyyard", 3, &[0, 4, 6, 8]);
}

#[test]
fn standard_tables_agree_with_the_naive_solver() {
    // Fewer than four geese is a fox win, so four is the smallest table with play in it.
    agree("standard", 4, &[9]);
}

/// Value and plies equal the best of the children's, one ply further; finished games 0.
fn consistent(solver: &mut Solver, pos: &Position) {
    let v = solver.probe(pos).unwrap().expect("in the tables");
    if let Outcome::Win { winner, .. } = pos.outcome() {
        assert_eq!(v, Value::win(winner, 0));
        return;
    }
    let side = pos.turn();
    let best = pos
        .legal_actions()
        .iter()
        .map(|a| {
            solver
                .probe(&pos.play(a).unwrap())
                .unwrap()
                .unwrap()
                .before()
        })
        .min_by(|a, b| a.cmp_for(*b, side))
        .unwrap();
    assert_eq!(v, best, "{pos}");
}

/// One solver for every case of the property, its tables built once.
fn shared() -> std::sync::MutexGuard<'static, Solver> {
    static SOLVER: std::sync::OnceLock<std::sync::Mutex<Solver>> = std::sync::OnceLock::new();
    SOLVER
        .get_or_init(|| std::sync::Mutex::new(Solver::new(scratch("consistency"))))
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn values_are_the_best_of_the_children(i in 0u64..u64::MAX, table in 0usize..4) {
        let (spec, k, c) = [
            ("plyyard", 4u8, 5u8),
            ("plyyard", 3, 2),
            ("standard", 5, 0),
            ("two-foxes", 9, 0),
        ][table];
        let key = TableKey::new(spec.parse().unwrap(), k, c).unwrap();
        let ix = Indexer::new(key);
        let pos = ix.position(i % ix.size());
        if table == 3 {
            // Two Foxes' nine-goose table is too large to build here: only the index.
            prop_assert_eq!(ix.index(&pos), i % ix.size());
            return Ok(());
        }
        consistent(&mut shared(), &pos);
    }
}

#[test]
fn analyze_sorts_actions_best_first() {
    let dir = scratch("analyze");
    let mut solver = Solver::new(&dir);
    // The fox to move with a capture that wins at once (eight captured).
    let pos = Position::parse("3/3/7/2GF3/3G3/3/3 f 8", Ruleset::plyyard()).unwrap();
    let a = solver.analyze(&pos, Duration::from_secs(5)).unwrap();
    assert_eq!(a.verdict, Verdict::Proven(Value::win(Side::Fox, 1)));
    assert_eq!(
        a.actions[0].verdict,
        Verdict::Proven(Value::win(Side::Fox, 0))
    );
    assert!(a.actions[0].action.is_jump());
    for w in a.actions.windows(2) {
        assert!(w[0].verdict.rank_for(Side::Fox) <= w[1].verdict.rank_for(Side::Fox));
    }
    assert!(!a.best_actions().is_empty());
    // A second solver over the same folder reads the saved tables.
    let files = std::fs::read_dir(&dir).unwrap().count();
    assert!(files > 0, "tables were saved");
}

/// The tables of `spec` with `geese` geese, built into a fresh folder: (folder, table file).
fn built(name: &str) -> (PathBuf, PathBuf, TableKey) {
    built_as(name, foxgeese::solve::Format::Compact)
}

/// [`built`], the table written in `format`.
fn built_as(name: &str, format: foxgeese::solve::Format) -> (PathBuf, PathBuf, TableKey) {
    let dir = scratch(name);
    let key = TableKey::new(RulesetSpec::default(), 2, 7).unwrap();
    let mut solver = Solver::new(&dir).with_format(format);
    solver.build(key, &foxgeese::solve::Quiet).unwrap();
    let path = solver.path_of(&key);
    (dir, path, key)
}

/// The problem a damaged table file is refused with, read whole and probed (at its last
/// position, in the last block): both must refuse it, naming the file, the same way.
fn refused(path: &PathBuf, key: TableKey) -> TableProblem {
    let whole = match foxgeese::solve::Table::load(key, path) {
        Err(TableError::Corrupt { path: p, problem }) => {
            assert_eq!(&p, path);
            problem
        }
        other => panic!("not refused whole: {:?}", other.map(|t| t.key())),
    };
    let dir = path.parent().unwrap();
    let mut solver = Solver::new(dir).with_on_demand_limit(0);
    let ix = Indexer::new(key);
    let last = ix.position(ix.size() - 1);
    match solver.probe(&last) {
        Err(foxgeese::solve::SolveError::Table(TableError::Corrupt { path: p, problem })) => {
            assert_eq!(&p, path);
            assert_eq!(problem, whole, "probed as read whole");
        }
        other => panic!("not refused when probed: {other:?}"),
    }
    whole
}

#[test]
fn damaged_table_files_are_refused() {
    type Damage = fn(&mut Vec<u8>);
    let cases: [(&str, Damage, TableProblem); 10] = [
        ("header-spec", |b| b[23] ^= 0x20, TableProblem::Foreign),
        ("header-count", |b| b[38] ^= 1, TableProblem::BadHeader),
        // The symmetry byte (after the spec and four counts): a mirrored table said unmirrored.
        ("header-symmetry", |b| b[33] ^= 1, TableProblem::BadHeader),
        (
            "body",
            |b| *b.last_mut().unwrap() ^= 1,
            TableProblem::Checksum,
        ),
        ("checksum", |b| b[43] ^= 0x80, TableProblem::Checksum),
        ("block-checksums", |b| b[52] ^= 4, TableProblem::Checksum),
        (
            "truncated",
            |b| b.truncate(b.len() - 3),
            TableProblem::Truncated,
        ),
        ("magic", |b| b[0] = b'X', TableProblem::NotATable),
        ("version", |b| b[16] = 9, TableProblem::Version(9)),
        // A file of the previous format, which stored every position: rebuilt, never read.
        ("version-2", |b| b[16] = 2, TableProblem::Version(2)),
    ];
    for (name, damage, problem) in cases {
        let (_dir, path, key) = built_as(&format!("damaged-{name}"), foxgeese::solve::Format::Full);
        let mut bytes = std::fs::read(&path).unwrap();
        damage(&mut bytes);
        std::fs::write(&path, &bytes).unwrap();
        assert_eq!(refused(&path, key), problem, "{name}");
    }
}

/// The compact form (src/solve/blockfile.rs) refuses each kind of damage by name too: its
/// table's header is inside the container's checksum, so a changed header byte is a checksum
/// fault there.
#[test]
fn damaged_compact_table_files_are_refused() {
    type Damage = fn(&mut Vec<u8>);
    let cases: [(&str, Damage, TableProblem); 9] = [
        ("magic", |b| b[0] = b'X', TableProblem::NotATable),
        ("version", |b| b[16] = 9, TableProblem::Version(9)),
        // The table's own header, carried as the container's meta.
        ("meta-spec", |b| b[23 + 22] ^= 0x20, TableProblem::Checksum),
        ("meta-length", |b| b[20] ^= 1, TableProblem::BadHeader),
        (
            "body",
            |b| *b.last_mut().unwrap() ^= 1,
            TableProblem::Checksum,
        ),
        (
            "block-table",
            |b| {
                let at = b.len() - 40;
                b[at] ^= 4
            },
            TableProblem::Checksum,
        ),
        (
            "truncated",
            |b| b.truncate(b.len() - 3),
            TableProblem::Truncated,
        ),
        ("cut-in-header", |b| b.truncate(30), TableProblem::Truncated),
        ("trailing", |b| b.push(0), TableProblem::TrailingBytes),
    ];
    for (name, damage, problem) in cases {
        let (_dir, path, key) = built(&format!("damaged-compact-{name}"));
        assert!(foxgeese::solve::table::is_packed_file(&path), "{name}");
        let mut bytes = std::fs::read(&path).unwrap();
        damage(&mut bytes);
        std::fs::write(&path, &bytes).unwrap();
        assert_eq!(refused(&path, key), problem, "{name}");
    }
}

#[test]
fn a_table_of_another_ruleset_is_refused() {
    let (_dir, path, key) = built("foreign");
    let other = TableKey::new(RulesetSpec::default(), 2, 6).unwrap();
    let dir = path.parent().unwrap();
    let solver = Solver::new(dir);
    std::fs::rename(&path, solver.path_of(&other)).unwrap();
    assert_eq!(
        refused(&solver.path_of(&other), other),
        TableProblem::Foreign
    );
    let _ = key;
}

/// The search, with the tables of three geese withheld (those of two and one built), proves
/// exactly what those tables say whenever it proves anything, and never claims "no win within
/// N plies" of a position won in N or fewer.
#[test]
fn the_search_proves_what_the_tables_know() {
    let key = TableKey::new(RulesetSpec::default(), 3, 6).unwrap();
    let ix = Indexer::new(key);
    let mut tables = Solver::new(scratch("search-truth"));
    let below: u64 = key.dependencies().iter().map(|k| k.positions()).sum();
    let mut search = Solver::new(scratch("search-only"))
        .with_on_demand_limit(below)
        .with_max_depth(7);
    let (mut proven, mut short) = (0, 0);
    for i in (0..ix.size()).step_by(211) {
        let pos = ix.position(i);
        let truth = tables.probe(&pos).unwrap().expect("in the table");
        match search.value(&pos, Duration::from_secs(60)).unwrap() {
            Verdict::Proven(v) => {
                assert_eq!(v, truth, "{pos}");
                proven += 1;
            }
            Verdict::Unknown { plies } => {
                assert_eq!(plies, 7, "{pos}: the depth searched");
                if let Some(p) = truth.plies() {
                    assert!(p > plies, "{pos}: won in {p}, said no win within {plies}");
                }
            }
        }
        if truth.plies().is_some_and(|p| p <= 7) {
            short += 1;
        }
    }
    // Every win within the depth is found (and nothing else is "proven" wrongly, above).
    assert!(
        proven >= short && short > 0,
        "{proven} proven, {short} short wins"
    );
    assert!(search.save_errors().is_empty());
}

/// The proof-number search, with the table of the positions' own goose count withheld,
/// proves a side's win only where the tables say that side wins, proves every such win
/// within a fixed number of positions, and refutes one ("not within 600 plies") only where
/// the side does not win: for both sides, over the first 25 won positions and the first 25
/// drawn ones of every 7th. Ply Yard's four geese hold wins whose proofs pass through
/// positions refuted only by a repetition on another line: a search that kept those
/// refutations (the graph history problem) would refute these wins.
#[test]
fn the_proof_search_proves_exactly_the_wins_the_tables_know() {
    let cases = [
        ("plyyard", 3, 8, 25),
        ("plyyard", 4, 7, 25),
        ("standard", 4, 9, 0),
    ];
    for (spec, geese, captures, draws) in cases {
        let spec: RulesetSpec = spec.parse().unwrap();
        let key = TableKey::new(spec, geese, captures).unwrap();
        let ix = Indexer::new(key);
        let mut tables = Solver::new(scratch(&format!("proof-truth-{spec}-{geese}")));
        let below: u64 = key.dependencies().iter().map(|k| k.positions()).sum();
        let mut search =
            Solver::new(scratch(&format!("proof-only-{spec}-{geese}"))).with_on_demand_limit(below);
        let limits = ProofLimits::new(Duration::from_secs(600), 1 << 18).with_nodes(100_000);
        let (mut asked, mut refuted) = ([0, 0], 0);
        for i in (0..ix.size()).step_by(7) {
            let pos = ix.position(i);
            let truth = tables.probe(&pos).unwrap().expect("in the table");
            let won = usize::from(truth.winner().is_some());
            if asked[won] == 25 {
                if asked == [draws, 25] {
                    break;
                }
                continue;
            }
            asked[won] += 1;
            for side in [Side::Fox, Side::Geese] {
                let proof = search.prove(&pos, side, limits).unwrap();
                let wins = truth.winner() == Some(side);
                let right = match proof.result {
                    ProofResult::Won => wins,
                    ProofResult::NotWon => !wins,
                    ProofResult::Unknown => !wins,
                };
                assert!(
                    right,
                    "{pos}: {side:?}, the table says {truth:?}, the search {proof:?}"
                );
                refuted += usize::from(proof.result == ProofResult::NotWon);
            }
        }
        assert_eq!(asked, [draws, 25], "{spec}: drawn and won positions asked");
        assert!(refuted >= 25, "{spec}: {refuted} refuted");
        assert!(search.save_errors().is_empty());
    }
}

/// A win the six-goose table knows (the geese win in 41 plies, by `foxgeese analyze` with
/// that table), proven with only the five-goose table: its proof passes through positions
/// that are refuted on other lines only because the fox can repeat a position there. A search
/// that kept such refutations in its transposition table (the graph history problem)
/// answered "not won" after 0.9 M positions.
#[test]
fn a_win_is_proven_through_positions_refuted_elsewhere_by_repetition() {
    let spec = RulesetSpec::default();
    let key = TableKey::new(spec, 6, 7).unwrap();
    let below: u64 = key.dependencies().iter().map(|k| k.positions()).sum();
    let mut search = Solver::new(scratch("proof-history")).with_on_demand_limit(below);
    let pos = Position::parse("3/3/7/G3GG1/1G2G2/1G1/2F g 7", Ruleset::plyyard()).unwrap();
    let limits = ProofLimits::new(Duration::from_secs(600), 1 << 20).with_nodes(2_000_000);
    let proof = search.prove(&pos, Side::Geese, limits).unwrap();
    assert_eq!(proof.result, ProofResult::Won, "{proof:?}");
    let fox = search.prove(&pos, Side::Fox, limits).unwrap();
    assert_ne!(fox.result, ProofResult::Won, "{fox:?}");
}

/// A search stopped halfway, saved and loaded goes on where it stopped: the proof of the
/// win above takes fewer positions than starting again, and the state counts
/// both runs. A saved search is refused for the other side, a state for another ruleset.
#[test]
fn a_search_stopped_saved_and_loaded_goes_on_where_it_stopped() {
    let spec = RulesetSpec::default();
    let key = TableKey::new(spec, 6, 7).unwrap();
    let below: u64 = key.dependencies().iter().map(|k| k.positions()).sum();
    let mut solver = Solver::new(scratch("proof-resume")).with_on_demand_limit(below);
    let pos = Position::parse("3/3/7/G3GG1/1G2G2/1G1/2F g 7", Ruleset::plyyard()).unwrap();
    let limits = ProofLimits::new(Duration::from_secs(600), 0);
    let slots = 1 << 20;
    let mut whole = ProofState::new(spec, Side::Geese, slots).unwrap();
    let all = solver.prove_in(&pos, &mut whole, limits).unwrap();
    assert_eq!(all.result, ProofResult::Won, "{all:?}");

    let mut first = ProofState::new(spec, Side::Geese, slots).unwrap();
    let half = solver
        .prove_in(&pos, &mut first, limits.with_nodes(all.nodes / 2))
        .unwrap();
    assert_eq!(half.result, ProofResult::Unknown, "{half:?}");
    let path = scratch("proof-resume-state").join("search.proof");
    first.save(&path).unwrap();
    drop(first);
    let mut resumed = ProofState::load(&path, spec, Side::Geese, None).unwrap();
    assert_eq!(resumed.nodes(), half.nodes);
    let rest = solver.prove_in(&pos, &mut resumed, limits).unwrap();
    assert_eq!(rest.result, ProofResult::Won, "{rest:?}");
    // 20,830 after 13,462 of 26,924 when written. How much of the first half is kept depends
    // on where it stopped (work below a node stopped halfway, or a refutation resting on the
    // path, is searched again); at least a quarter of it always was, for cuts at 30 to 70 %.
    assert!(
        rest.nodes < all.nodes - half.nodes / 4,
        "{} positions after {} of {}",
        rest.nodes,
        half.nodes,
        all.nodes
    );
    assert_eq!(resumed.nodes(), half.nodes + rest.nodes);
    // Asked for the other side, or in another ruleset, the file is refused.
    let foreign = ProofState::load(&path, spec, Side::Fox, None);
    assert!(
        matches!(foreign, Err(SolveError::Checkpoint(_))),
        "{foreign:?}"
    );
    let other: RulesetSpec = "standard".parse().unwrap();
    let mut wrong = ProofState::new(other, Side::Geese, 1 << 10).unwrap();
    assert!(matches!(
        solver.prove_in(&pos, &mut wrong, limits),
        Err(SolveError::OtherSearch { .. })
    ));
}

/// `analyze` stops the search once the position's value is proven, so actions it did not
/// need stay unknown; `analyze_every` goes on until each action's value is proven (what a
/// `best-actions` study needs, a slower win being right too), and proves what the tables
/// know: every action whose value lies within the depth.
#[test]
fn analyze_every_proves_each_action_the_search_reaches() {
    // Two geese, eight captured: a capture wins, so the search needs no table.
    let key = TableKey::new(RulesetSpec::default(), 2, 8).unwrap();
    let ix = Indexer::new(key);
    let mut tables = Solver::new(scratch("every-truth"));
    let depth = 9;
    let mut search = Solver::new(scratch("every-search"))
        .with_on_demand_limit(0)
        .with_max_depth(depth);
    let budget = Duration::from_secs(60);
    let known = |a: &foxgeese::solve::Analysis| {
        a.actions
            .iter()
            .filter(|av| matches!(av.verdict, Verdict::Proven(_)))
            .count()
    };
    let mut more = 0;
    for i in (0..ix.size()).step_by(53) {
        let pos = ix.position(i);
        let first = search.analyze(&pos, budget).unwrap();
        let every = search.analyze_every(&pos, budget).unwrap();
        assert_eq!(first.verdict, every.verdict, "{pos}");
        if !matches!(every.verdict, Verdict::Proven(_)) {
            continue;
        }
        assert!(known(&every) >= known(&first), "{pos}");
        more += usize::from(known(&every) > known(&first));
        for av in &every.actions {
            let child = pos.play(&av.action).unwrap();
            let truth = tables.probe(&child).unwrap().expect("in the tables");
            match av.verdict {
                Verdict::Proven(v) => assert_eq!(v, truth, "{pos} {}", av.action),
                // Unknown only where the value lies beyond the depth.
                Verdict::Unknown { .. } => assert!(
                    truth.plies().is_none_or(|p| p >= depth),
                    "{pos} {}: {truth:?} within the depth, not proven",
                    av.action
                ),
            }
        }
    }
    assert!(
        more > 0,
        "some position has actions only analyze_every proves"
    );
}

/// The reflection of the grid a board is drawn on, file `f` to `files − 1 − f`: the image of
/// `p` when it is a point of the board.
fn reflect(rules: &Ruleset, p: Point) -> Option<Point> {
    let files = rules.board.files();
    Point::new(files - 1 - p.file(), p.rank()).filter(|q| rules.board.contains(*q))
}

/// The image of a set of points, when every one has an image on the board.
fn reflect_set(rules: &Ruleset, s: Bitboard) -> Option<Bitboard> {
    s.iter().map(|p| reflect(rules, p)).collect()
}

/// The image of `pos`, when it is a position of the board.
fn reflect_position(pos: &Position) -> Option<Position> {
    let rules = pos.rules();
    let s = pos.to_setup();
    let setup = Setup {
        foxes: reflect_set(rules, s.foxes)?,
        geese: reflect_set(rules, s.geese)?,
        ..s
    };
    Position::from_setup(&setup, rules).ok()
}

/// An action as the points it passes: (from, landings, captured, jump, placement).
type Shape = (Point, Vec<Point>, Bitboard, bool, bool);

/// Whether mirroring `pos` and listing its actions commute: the image is a position, ends
/// the same way, and its actions are the images of `pos`'s actions.
fn commutes(pos: &Position) -> bool {
    let rules = pos.rules();
    let Some(image) = reflect_position(pos) else {
        return false;
    };
    if pos.outcome().is_over() != image.outcome().is_over() {
        return false;
    }
    let shape = |a: &foxgeese::Action| -> Shape {
        (
            a.from(),
            a.landings().to_vec(),
            a.captured(),
            a.is_jump(),
            a.is_placement(),
        )
    };
    let mut mirrored: Vec<Option<Shape>> = pos
        .legal_actions()
        .iter()
        .map(|a| {
            let (from, landings, captured, jump, place) = shape(a);
            Some((
                reflect(rules, from)?,
                landings
                    .iter()
                    .map(|&p| reflect(rules, p))
                    .collect::<Option<Vec<_>>>()?,
                reflect_set(rules, captured)?,
                jump,
                place,
            ))
        })
        .collect();
    let mut own: Vec<Option<Shape>> = image
        .legal_actions()
        .iter()
        .map(|a| Some(shape(a)))
        .collect();
    mirrored.sort();
    own.sort();
    mirrored == own
}

/// A small random number generator (xorshift), seeded: the positions are the same every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Positions of `rules` to test a symmetry on: random games from the start, and random
/// placements of every goose count (with the real game's captures), both sides to move.
fn sample_positions(rules: &'static Ruleset, rng: &mut Rng) -> Vec<Position> {
    let mut out = Vec::new();
    for _ in 0..40 {
        let mut pos = Position::start(rules);
        for _ in 0..60 {
            out.push(pos);
            let actions = pos.legal_actions();
            if actions.is_empty() {
                break;
            }
            pos = pos.play_unchecked(&actions[rng.below(actions.len() as u64) as usize]);
        }
    }
    let points: Vec<Point> = rules.board.points().iter().collect();
    let total = rules.geese_total();
    for _ in 0..2000 {
        let k = 1 + rng.below(u64::from(total)) as usize;
        let mut free = points.clone();
        let mut take = |n: usize, rng: &mut Rng| -> Bitboard {
            (0..n)
                .map(|_| free.swap_remove(rng.below(free.len() as u64) as usize))
                .collect()
        };
        let geese = take(k, rng);
        let foxes = take(usize::from(rules.fox_count()), rng);
        for turn in [Side::Fox, Side::Geese] {
            let setup = Setup {
                foxes,
                geese,
                turn,
                captures: u32::from(total) - k as u32,
                clock: 0,
            };
            if let Ok(p) = Position::from_setup(&setup, rules) {
                out.push(p);
            }
        }
    }
    out
}

/// Which rulesets keep the board's mirror is decided from the rules engine, not by hand: a
/// ruleset is symmetric exactly when mirroring a position and listing its actions commute,
/// for every position sampled, and the tables use the mirror exactly for those (the draught
/// board is not: the image of a dark square is a light one).
#[test]
fn the_mirror_is_used_exactly_where_the_rules_commute_with_it() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut specs: Vec<&str> = RulesetSpec::ALL.to_vec();
    specs.extend([
        "large-cross:fox-wins-below=1",
        "boys-own-1870:fox-wins-below=2",
    ]);
    let mut symmetric = Vec::new();
    for spec in specs {
        let rules = Ruleset::get(spec.parse().unwrap());
        let positions = sample_positions(rules, &mut rng);
        assert!(positions.len() > 1000, "{spec}");
        let all = positions.iter().all(commutes);
        let kept = Mirror::of(rules);
        assert_eq!(
            kept.is_some(),
            all,
            "{spec}: the mirror kept, the rules commuting"
        );
        if let Some(m) = kept {
            for p in rules.board.points() {
                assert_eq!(Some(m.point(p)), reflect(rules, p), "{spec}");
            }
            symmetric.push(spec);
        }
        let largest = *Solver::plan(rules.spec, rules.geese_total())
            .last()
            .unwrap();
        assert_eq!(largest.mirrored(), all, "{spec}");
    }
    assert_eq!(
        symmetric.len(),
        RulesetSpec::ALL.len() + 1,
        "all but the draught board: {symmetric:?}"
    );
}

/// Every position of small tables and its image get the same value and plies.
#[test]
fn a_position_and_its_image_have_one_value() {
    for (spec, geese, captures) in [
        ("plyyard", 3u8, 6u8),
        ("standard", 4, 0),
        ("large-cross:fox-wins-below=1", 2, 0),
        ("boys-own-1870:fox-chooses", 2, 0),
    ] {
        let key = TableKey::new(spec.parse().unwrap(), geese, captures).unwrap();
        let mut solver = Solver::new(scratch(&format!("image-{}", key.file_name())));
        let rules = key.rules();
        let mut own_image = 0;
        for pos in placements(
            rules,
            usize::from(geese),
            u32::from(key.position_captures()),
        ) {
            let image = reflect_position(&pos).expect("a symmetric board");
            own_image += usize::from(reflect_set(rules, pos.geese()) == Some(pos.geese()));
            assert_eq!(
                solver.probe(&pos).unwrap(),
                solver.probe(&image).unwrap(),
                "{spec}: {pos} and {image}"
            );
        }
        // Positions whose geese are their own image are stored with their image beside them:
        // those pairs are two entries, compared here.
        assert!(own_image > 0, "{spec}");
    }
}

/// Builds counted against the budget (issue 25): a table whose build cannot end within what is
/// left of the budget, at the rate the solver counts, is not built, and the solver names it;
/// without counting, or with a rate that holds it, the same answer builds it. The rate is the
/// solver's figure, not the clock's: no timing is asserted.
#[test]
fn a_build_that_cannot_fit_the_budget_is_skipped_and_named() {
    let pos = Position::parse("3/3/7/7/2GG3/1G1/1GF f 7", Ruleset::plyyard()).unwrap();
    let key = TableKey::of(&pos).unwrap();
    let missing = key.positions()
        + key
            .dependencies()
            .iter()
            .map(|k| k.positions())
            .sum::<u64>();
    // One position a second: a minute's budget holds none of these tables.
    let mut slow = Solver::in_memory().with_build_rate(1);
    let a = slow.analyze(&pos, Duration::from_secs(60)).unwrap();
    // The position's table first (with the one below it), then the one below alone, which
    // the search's captures reach.
    let skipped: Vec<(TableKey, u64)> = slow
        .skipped()
        .iter()
        .map(|s| (s.key, s.positions))
        .collect();
    let below = key.dependencies()[0];
    assert_eq!(skipped, [(key, missing), (below, below.positions())]);
    // Asked again, none is built or named twice.
    slow.analyze(&pos, Duration::from_secs(60)).unwrap();
    assert_eq!(slow.skipped().len(), 2);
    // A rate that builds them in the budget builds them: the value comes from the table.
    let mut fast = Solver::in_memory().with_build_rate(missing);
    let b = fast.analyze(&pos, Duration::from_secs(60)).unwrap();
    assert!(fast.skipped().is_empty());
    assert_eq!(b.method, foxgeese::solve::Method::Tables);
    assert_ne!(a.method, foxgeese::solve::Method::Tables);
    // Without counting, builds run whatever the budget.
    let mut plain = Solver::in_memory();
    plain.analyze(&pos, Duration::ZERO).unwrap();
    assert!(plain.skipped().is_empty());
    // Counted against a command's whole budget (a review's total): an answer with no time of
    // its own still builds what that budget holds, and none once it is spent.
    let later = std::time::Instant::now() + Duration::from_secs(3600);
    let mut whole = Solver::in_memory()
        .with_build_rate(missing)
        .with_build_deadline(later);
    let c = whole.analyze(&pos, Duration::ZERO).unwrap();
    assert!(whole.skipped().is_empty());
    assert_eq!(c.method, foxgeese::solve::Method::Tables);
    let mut spent = Solver::in_memory()
        .with_build_rate(missing)
        .with_build_deadline(std::time::Instant::now());
    spent.analyze(&pos, Duration::from_secs(3600)).unwrap();
    assert_eq!(spent.skipped().len(), 2);
}

/// A table folder that cannot be written (a path through a file: root cannot write there
/// either) is tried once: the tables the answer needs are built and kept in memory, and one
/// error says why (issue 25).
#[test]
fn a_folder_that_cannot_be_written_is_tried_once() {
    let dir = scratch("unwritable");
    std::fs::write(dir.join("file"), "not a folder").unwrap();
    let mut solver = Solver::new(dir.join("file").join("tables"));
    // Four geese, seven captured: its table and the one below it are both built.
    let pos = Position::parse("3/3/7/7/2GG3/1G1/1GF f 7", Ruleset::plyyard()).unwrap();
    let a = solver.analyze(&pos, Duration::from_secs(60)).unwrap();
    assert_eq!(a.method, foxgeese::solve::Method::Tables);
    assert_eq!(solver.save_errors().len(), 1, "{:?}", solver.save_errors());
    let other = Position::parse("3/3/7/7/2G4/1GG/1GF f 7", Ruleset::plyyard()).unwrap();
    solver.analyze(&other, Duration::from_secs(60)).unwrap();
    assert_eq!(solver.save_errors().len(), 1);
}

/// A table read whole whose memory cannot be had is an error that names the file and the
/// bytes it needs (then `exit 2` with the estimate), not an abort (issue 25); a file that is
/// not the table is still refused as such first.
#[test]
fn a_table_read_whole_without_its_memory_says_how_much_it_needs() {
    let dir = scratch("load-memory");
    let pos = Position::parse("3/3/7/7/2GG3/1G1/1GF f 7", Ruleset::plyyard()).unwrap();
    let key = TableKey::of(&pos).unwrap();
    let mut solver = Solver::new(&dir);
    solver.build(key, &foxgeese::solve::Quiet).unwrap();
    let path = solver.path_of(&key);
    let whole = foxgeese::solve::Table::load(key, &path).unwrap();
    assert_eq!(whole.len(), key.entries());
    match foxgeese::solve::Table::load_within(key, &path, 1 << 10) {
        Err(TableError::NoMemory { path: p, bytes }) => {
            assert_eq!(p, path);
            assert_eq!(bytes, 2 * key.entries());
        }
        other => panic!("{other:?}"),
    }
    let loc = foxgeese::i18n::Localizer::new(foxgeese::i18n::Lang::En);
    let said = loc.say(&TableError::NoMemory {
        path: path.clone(),
        bytes: 3 << 20,
    });
    assert!(said.contains("3 MiB"), "{said}");
    // Another table's file: refused as foreign before any memory is asked for.
    let below = key.dependencies()[0];
    assert!(matches!(
        foxgeese::solve::Table::load_within(below, &path, 1 << 10),
        Err(TableError::Corrupt { .. })
    ));
}

/// A fox in a safe haven (on a point no goose can ever reach, next to another such empty
/// point) is what `Position::haven` says it is, by the tables: where geese only step forward,
/// a fox win within the bound it gives; where they may step sideways, never a geese win.
#[test]
fn a_fox_in_a_haven_is_what_the_tables_say() {
    use foxgeese::rules::Haven;
    for (spec, geese, captures) in [
        ("standard", 4u8, 9u8),
        ("boys-own-1870-draughts", 3, 0),
        ("plyyard", 3, 6),
        ("boys-own-1870:fox-wins-below=4", 4, 0),
    ] {
        let key = TableKey::new(spec.parse().unwrap(), geese, captures).unwrap();
        let ix = Indexer::new(key);
        let mut solver = Solver::new(scratch(&format!("haven-{}", key.file_name())));
        let mut havens = 0;
        let step = (ix.size() / 200_000).max(1);
        for i in (0..ix.size()).step_by(step as usize) {
            let pos = ix.position(i);
            let Some(haven) = pos.haven() else { continue };
            if pos.outcome().is_over() {
                continue;
            }
            havens += 1;
            let v = solver
                .probe(&pos)
                .unwrap()
                .unwrap_or_else(|| panic!("{spec} {pos}: not in the tables"));
            match haven {
                Haven::FoxWinsWithin(n) => assert!(
                    matches!(v, Value::Win { winner: Side::Fox, plies } if plies <= n),
                    "{spec} {pos}: {v:?}, the haven says a fox win within {n}"
                ),
                Haven::GeeseCannotWin => assert!(
                    !matches!(
                        v,
                        Value::Win {
                            winner: Side::Geese,
                            ..
                        }
                    ),
                    "{spec} {pos}: {v:?}"
                ),
            }
        }
        assert!(havens > 100, "{spec}: {havens} havens");
    }
}

/// `analyze_within` is bounded by nodes as well as time: it never visits more than its bound,
/// answers the same every time (what a match bounded by nodes needs to replay), and with
/// nodes enough proves what the search bounded by time alone proves.
#[test]
fn a_proof_search_bounded_by_nodes_stops_there_and_replays() {
    // Two geese, eight captured: a capture wins, so the search needs no table.
    let key = TableKey::new(RulesetSpec::default(), 2, 8).unwrap();
    let ix = Indexer::new(key);
    let mut search = Solver::new(scratch("nodes-search"))
        .with_on_demand_limit(0)
        .with_max_depth(9);
    let budget = Duration::from_secs(60);
    let nodes = |a: &foxgeese::solve::Analysis| match a.method {
        Method::Search { nodes, .. } => nodes,
        ref m => panic!("{}: {m:?}", a.position),
    };
    let (mut searched, mut cut) = (0, 0);
    for i in (0..ix.size()).step_by(97) {
        let pos = ix.position(i);
        if pos.outcome().is_over() {
            continue;
        }
        let free = search.analyze(&pos, budget).unwrap();
        let all = nodes(&free);
        searched += 1;
        // Enough nodes: the same answer, the same count.
        let enough = search.analyze_within(&pos, budget, all).unwrap();
        assert_eq!(format!("{enough:?}"), format!("{free:?}"), "{pos}");
        // Half of them: at most that many, the same answer twice, never a wrong value.
        let bound = (all / 2).max(1);
        let a = search.analyze_within(&pos, budget, bound).unwrap();
        let b = search.analyze_within(&pos, budget, bound).unwrap();
        assert!(nodes(&a) <= bound, "{pos}: {} nodes of {bound}", nodes(&a));
        assert_eq!(format!("{a:?}"), format!("{b:?}"), "{pos}");
        if let Verdict::Proven(v) = a.verdict {
            assert_eq!(a.verdict, free.verdict, "{pos}: {v:?}");
        }
        cut += usize::from(a.verdict != free.verdict);
    }
    assert!(searched > 20, "{searched} positions searched");
    assert!(cut > 0, "half the nodes leaves some position unproven");
}
