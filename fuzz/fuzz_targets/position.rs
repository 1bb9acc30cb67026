//! Position notation, for every ruleset (the first byte picks it), and ruleset specs as text.
//!
//! Whatever parses must round-trip through its notation and answer its questions (actions,
//! outcome) without panicking.
#![no_main]

use foxgeese::{Position, RulesetSpec};
use foxgeese_fuzz::{ruleset_and_text, spread};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((rules, text)) = ruleset_and_text(data) else {
        return;
    };
    if let Ok(spec) = text.parse::<RulesetSpec>() {
        assert_eq!(
            spec.to_string().parse::<RulesetSpec>(),
            Ok(spec),
            "{text:?}"
        );
    }
    let Ok(p) = Position::parse(text, rules) else {
        return;
    };
    let shown = p.to_string();
    assert_eq!(
        Position::parse(&shown, rules),
        Ok(p),
        "{text:?} shown as {shown:?}"
    );
    let actions = p.legal_actions();
    assert_eq!(actions.is_empty(), p.outcome().is_over(), "{shown}");
    // `play` checks an action against the position's list, so playing every one of a position
    // with thousands of capture chains is quadratic (7,952 chains of two foxes took a minute):
    // at most 64 of them, spread over the list, are played.
    for a in spread(&actions, 64) {
        assert!(p.play(a).is_ok(), "{a} in {shown}");
    }
});
