//! Study reading speed: every study of `studies/` loaded from its text (read, checked and its
//! answer computed), and the largest hostile texts the loader accepts to read (1 MiB each),
//! which show that reading stays linear in the text: a flat list, a list nested 127 deep, a
//! map of distinct keys.
//!
//! `cargo bench --bench study`. docs/benchmarks.md quotes them.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use foxgeese::study::{load, MAX_FILE_SIZE};

/// A text of about `MAX_FILE_SIZE` bytes: `head`, then `item` made `n`-th by `make`, then
/// `tail`.
fn hostile(head: &str, make: impl Fn(usize) -> String, tail: &str) -> String {
    let mut text = head.to_string();
    let room = MAX_FILE_SIZE as usize - tail.len();
    for n in 0.. {
        let item = make(n);
        if text.len() + item.len() > room {
            break;
        }
        text.push_str(&item);
    }
    text + tail
}

fn bench(c: &mut Criterion) {
    let mut studies: Vec<(String, String)> = std::fs::read_dir("studies")
        .expect("the studies folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).expect("a study"),
            )
        })
        .collect();
    studies.sort();
    let mut group = c.benchmark_group("study-load");
    group.sample_size(10);
    let bytes = studies.iter().map(|(_, t)| t.len() as u64).sum();
    group.throughput(Throughput::Bytes(bytes));
    group.bench_function(format!("library-{}", studies.len()), |b| {
        b.iter(|| studies.iter().filter(|(f, t)| load(f, t).is_ok()).count())
    });
    let deep = 127;
    let cases = [
        ("flat-list", hostile("a:\n", |_| "- 1\n".into(), "")),
        (
            "nested-127",
            hostile(
                &format!("a: {}", "[".repeat(deep)),
                |_| "1,".into(),
                &"]".repeat(deep),
            ),
        ),
        ("keys", hostile("", |n| format!("k{n}: 1\n"), "")),
    ];
    for (name, text) in &cases {
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function(*name, |b| b.iter(|| load("hostile.yaml", text).is_err()));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
