//! Move-generation speed: perft from every ruleset's start position.
//!
//! `cargo bench` runs them all; `cargo bench -- plyyard/11` runs only the headline figure
//! quoted in the README (Ply Yard, depth 11, about 4.6 × 10⁸ leaves).

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use foxgeese::{perft, Position, Ruleset};

/// (ruleset, depths) benchmarked; depths chosen so each run takes milliseconds to a second.
const CASES: &[(&str, &[u32])] = &[
    ("plyyard", &[7, 9, 11]),
    ("standard", &[5, 6]),
    ("standard:sideways", &[5, 6]),
    ("standard:geese=17", &[5, 6]),
    ("large-cross", &[5, 6]),
    ("two-foxes", &[5, 6]),
    ("boys-own-1870", &[7, 9]),
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
