//! Action notation and `why`: the first byte picks the ruleset, the first line is a position
//! (the start when it does not parse), the second an action.
//!
//! A parsed action round-trips through its notation; `explain` says nothing exactly when
//! `find` accepts the action, and then `play` accepts it too.
#![no_main]

use foxgeese::{ActionText, Position};
use foxgeese_fuzz::ruleset_and_text;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((rules, text)) = ruleset_and_text(data) else {
        return;
    };
    let (position, action) = text.split_once('\n').unwrap_or(("", text));
    let p = Position::parse(position, rules).unwrap_or_else(|_| Position::start(rules));
    let Ok(t) = action.parse::<ActionText>() else {
        return;
    };
    assert_eq!(
        t.to_string().parse::<ActionText>(),
        Ok(t.clone()),
        "{action:?}"
    );
    let reasons = p.explain(&t);
    match p.find(&t) {
        Ok(a) => {
            assert_eq!(reasons, vec![], "{t} in {p}");
            assert!(p.play(&a).is_ok(), "{t} in {p}");
            // The draught board names its squares by number, whichever way they were written.
            assert_eq!(a.text(), t.canonical(p.board()), "{t} in {p}");
        }
        Err(_) => assert!(!reasons.is_empty(), "{t} in {p}: refused without a reason"),
    }
});
