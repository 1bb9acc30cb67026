//! Every entry of a whole table against the level built in parts: docs/results.md's check that
//! `tables build` in parts builds the same values as the whole-table builder.
//!
//! ```sh
//! foxgeese tables build --geese 9 --parts-from 10 --tables WHOLE   # 9 geese whole
//! foxgeese tables build --geese 9 --tables PARTS                   # 9 geese in parts
//! cargo run --release --example parts_against_whole -- WHOLE PARTS 9
//! ```

use foxgeese::solve::{Indexer, Solver, TableKey};
use foxgeese::Ruleset;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(whole), Some(parts), Some(geese)) = (
        args.get(1),
        args.get(2),
        args.get(3).and_then(|g| g.parse::<u8>().ok()),
    ) else {
        eprintln!("usage: parts_against_whole WHOLE_DIR PARTS_DIR GEESE");
        std::process::exit(2);
    };
    let rules = Ruleset::plyyard();
    let key = TableKey::new(rules.spec, geese, rules.geese_total() - geese).expect("a level");
    let mut w = Solver::new(whole).with_on_demand_limit(0);
    let (ix, table) = w.table(key).expect("readable").expect("the whole table");
    assert_eq!(ix.size(), Indexer::new(key).size());
    let mut p = Solver::new(parts).with_on_demand_limit(0);
    let mut differ = 0u64;
    for i in 0..ix.size() {
        let pos = ix.position(i);
        let a = foxgeese::solve::entry::entry_value(table.entry(i).expect("a block"), pos.turn());
        let b = p.stored(&pos).expect("readable").expect("in a part");
        if a != b {
            differ += 1;
            if differ <= 10 {
                eprintln!("{pos}: whole {a:?}, parts {b:?}");
            }
        }
    }
    println!("{key}: {} entries, {differ} differ", ix.size());
    std::process::exit(i32::from(differ > 0));
}
