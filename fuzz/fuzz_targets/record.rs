//! Game records: the first byte picks the ruleset whose start stands in for a record without
//! tags; the rest is the record's text.
//!
//! Reading never panics; an error's place lies inside the text; a record that reads is
//! written and read back to the same record and the same final position.
#![no_main]

use foxgeese::game::record;
use foxgeese::Position;
use foxgeese_fuzz::ruleset_and_text;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((rules, text)) = ruleset_and_text(data) else {
        return;
    };
    let start = Position::start(rules);
    match record::read(text, start) {
        Err(e) => {
            assert!(e.at.span.start <= e.at.span.end && e.at.span.end <= text.len());
            assert!(e.at.line >= 1 && e.at.column >= 1);
        }
        Ok(r) => {
            let written = r.record.write();
            let back = record::read(&written, start).expect("a written record reads");
            assert_eq!(back.record, r.record, "{written}");
            assert_eq!(back.game.current(), r.game.current(), "{written}");
        }
    }
});
