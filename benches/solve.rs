//! Table build throughput: one retrograde table built from scratch (its lower tables read
//! from disk), in positions per second, on the whole rayon pool; and the probe of a compact
//! table (Ply Yard's eight geese, 9.4 MB on disk): cold (the file opened and one block read and
//! decompressed) and warm (a block already decompressed).
//!
//! `cargo bench --bench solve`; `RAYON_NUM_THREADS=1 cargo bench --bench solve` for one core.
//! docs/benchmarks.md quotes both.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use foxgeese::solve::{Quiet, Solver, Table, TableKey};
use foxgeese::RulesetSpec;

/// (ruleset, geese, captures): tables of 2.4 million positions each.
const CASES: &[(&str, u8, u8)] = &[("plyyard", 4, 5), ("standard", 4, 0)];

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("table-build");
    group.sample_size(10);
    for &(spec, geese, captures) in CASES {
        let spec: RulesetSpec = spec.parse().expect("a valid spec");
        let key = TableKey::new(spec, geese, captures).expect("a table");
        let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("bench-solve-{}", spec.variant.name()));
        let _ = std::fs::remove_dir_all(&dir);
        // The lower tables, once.
        let mut solver = Solver::new(&dir);
        for dep in key.dependencies() {
            solver.build(dep, &Quiet).expect("built");
        }
        let path = solver.path_of(&key);
        group.throughput(Throughput::Elements(key.positions()));
        group.bench_function(format!("{spec}-g{geese}"), |b| {
            b.iter_batched(
                || {
                    let _ = std::fs::remove_file(&path);
                    Solver::new(&dir)
                },
                |mut s| s.build(key, &Quiet).expect("built"),
                BatchSize::PerIteration,
            )
        });
    }
    group.finish();
}

fn probe(c: &mut Criterion) {
    let key = TableKey::new(RulesetSpec::default(), 8, 5).expect("a table");
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bench-probe");
    let mut solver = Solver::new(&dir);
    solver.build(key, &Quiet).expect("built");
    let path = solver.path_of(&key);
    let n = key.entries();
    let mut group = c.benchmark_group("compact-probe");
    // Entries spread over the table, a different block each time.
    let mut i = 0u64;
    group.bench_function("cold", |b| {
        b.iter(|| {
            i = (i + 7_919 * 65_536 + 12_345) % n;
            let t = Table::open(key, &path).expect("opened");
            t.entry(i).expect("read")
        })
    });
    let t = Table::open(key, &path).expect("opened");
    t.entry(n / 2).expect("read");
    let mut j = 0u64;
    group.bench_function("warm", |b| {
        b.iter(|| {
            j = (j + 1) % 65_536;
            t.entry(n / 2 / 65_536 * 65_536 + j).expect("read")
        })
    });
    group.finish();
}

criterion_group!(benches, bench, probe);
criterion_main!(benches);
