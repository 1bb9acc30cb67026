//! Puzzle collection files: load any text. A collection that loads keeps its promises: each
//! puzzle's line has odd length and plays legally from its position, the game going on until
//! the line's end, and its rating is in range.
#![no_main]

use foxgeese::puzzle::{load, MAX_RATING, MIN_RATING};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(collection) = load("fuzz.yaml", text) else {
        return;
    };
    for p in &collection.puzzles {
        assert!(p.line.len() % 2 == 1, "{}: line of {}", p.id, p.line.len());
        assert!((MIN_RATING..=MAX_RATING).contains(&p.rating), "{}", p.id);
        let mut pos = p.position;
        for a in &p.line {
            assert!(
                !pos.outcome().is_over(),
                "{}: the game ends inside the line",
                p.id
            );
            pos = pos
                .play(a)
                .unwrap_or_else(|_| panic!("{}: {a} is not legal in {pos}", p.id));
        }
    }
});
