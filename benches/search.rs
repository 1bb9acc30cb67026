//! The engine's search speed: from every ruleset's start, the strongest search (no tables, no
//! early stop) for a fixed number of nodes. Criterion reports its throughput as nodes a
//! second (docs/engine.md, "Speed"); node budgets make every run search the same tree.
//!
//! `cargo bench --bench search`; `cargo bench --bench search -- large-cross` runs one. The
//! engine's strength is measured by `foxgeese match` (docs/matches.md).

use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use foxgeese::engine::search::{self, model::Model, Limits};
use foxgeese::rules::{Position, Ruleset, RulesetSpec};
use foxgeese::solve::Solver;

/// The nodes each search visits: a few hundred milliseconds' work.
const NODES: u64 = 50_000;

fn bench(c: &mut Criterion) {
    for spec in RulesetSpec::ALL {
        let spec: RulesetSpec = spec.parse().expect("a built-in ruleset");
        let pos = Position::start(Ruleset::get(spec));
        let mut limits = Limits::strongest(Duration::from_secs(3600));
        limits.max_nodes = NODES;
        limits.early_stop = false;
        // Ply Yard's shipped strategy would answer its start without a search.
        limits.strategy = false;
        let run = || {
            // No tables: a solver in memory that builds none.
            let mut solver = Solver::in_memory().with_on_demand_limit(0);
            search::search(
                &mut solver,
                Model::builtin(spec),
                &pos,
                &[],
                None,
                limits.clone(),
            )
            .expect("a search without tables")
        };
        let nodes = run().nodes;
        let mut group = c.benchmark_group(spec.to_string());
        group.sample_size(10);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function("start", |b| b.iter(run));
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
