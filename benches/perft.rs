//! Move-generation speed: perft from every ruleset's start position.
//!
//! `cargo bench` runs them all; `cargo bench -- two-foxes/9` runs one. docs/benchmarks.md's perft
//! table comes from `benches/reference/measure.py`, which times the binary against the plain
//! memoizing reference script `benches/reference/perft.py` at every depth.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use foxgeese::{perft, Position, Ruleset};

/// (ruleset, depths) benchmarked: an odd and an even depth of every ruleset and option set,
/// up to the depth 9 of docs/benchmarks.md's table (each run takes milliseconds to a second or two).
const CASES: &[(&str, &[u32])] = &[
    ("plyyard", &[8, 9, 11]),
    ("standard", &[8, 9]),
    ("standard:sideways", &[8, 9]),
    ("standard:geese=15", &[8, 9]),
    ("standard:geese=17", &[8, 9]),
    ("large-cross", &[8, 9]),
    ("two-foxes", &[8, 9]),
    ("boys-own-1870", &[8, 9]),
    ("boys-own-1870:geese=13", &[8, 9]),
    ("boys-own-1870:fox-chooses", &[6, 8]),
    ("boys-own-1870-draughts", &[8, 10]),
];

fn bench(c: &mut Criterion) {
    for (spec, depths) in CASES {
        let rules = Ruleset::get(spec.parse().expect("valid spec"));
        let start = Position::start(rules);
        let mut group = c.benchmark_group(*spec);
        group.sample_size(10);
        for &depth in *depths {
            let nodes = perft(&start, depth);
            group.throughput(Throughput::Elements(nodes));
            group.bench_with_input(BenchmarkId::from_parameter(depth), &depth, |b, &d| {
                b.iter(|| perft(&start, d))
            });
        }
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
