//! Table build throughput: one retrograde table built from scratch (its lower tables read
//! from disk), in positions per second, on the whole rayon pool.
//!
//! `cargo bench --bench solve`; `RAYON_NUM_THREADS=1 cargo bench --bench solve` for one core.
//! docs/benchmarks.md quotes both.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use foxgeese::solve::{Quiet, Solver, TableKey};
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

criterion_group!(benches, bench);
criterion_main!(benches);
