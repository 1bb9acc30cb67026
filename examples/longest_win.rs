//! The longest win of a level built in parts (`foxgeese tables build --ruleset plyyard --geese
//! 13`): every part read as a stream of blocks, the first entry with the longest distance
//! kept, and its position printed with its value. What docs/results.md's "Ply Yard, solved" quotes.
//!
//! ```sh
//! cargo run --release --example longest_win -- TABLES_DIR GEESE
//! ```

use foxgeese::solve::parts::{file, LevelPlan};
use foxgeese::solve::{Solver, TableKey};
use foxgeese::{Position, Ruleset};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(dir), Some(geese)) = (args.get(1), args.get(2).and_then(|g| g.parse::<u8>().ok()))
    else {
        eprintln!("usage: longest_win TABLES_DIR GEESE");
        std::process::exit(2);
    };
    let rules = Ruleset::plyyard();
    let key = TableKey::new(rules.spec, geese, rules.geese_total() - geese).expect("a level");
    let plan = LevelPlan::new(key).expect("a level built in parts");
    let mut best: Option<(u8, usize, u64)> = None;
    for (i, &(pk, entries)) in plan.parts.iter().enumerate() {
        let f = file::PartFile::open(
            &std::path::Path::new(dir).join(pk.file_name()),
            &pk,
            entries,
        )
        .unwrap_or_else(|e| panic!("{pk}: {e:?}"));
        let mut at = 0u64;
        f.each_block(|block| {
            for &b in block {
                if best.is_none_or(|(m, _, _)| b > m) {
                    best = Some((b, i, at));
                }
                at += 1;
            }
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{pk}: {e:?}"));
    }
    let (_, part, entry) = best.expect("a level has entries");
    let pos: Position = plan.position(plan.parts[part].0, entry);
    let mut solver = Solver::new(dir).with_on_demand_limit(0);
    let value = solver.stored(&pos).expect("readable").expect("stored");
    println!("{pos}\t{}\t{:?}", value.name(), value.plies());
}
