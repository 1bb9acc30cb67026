//! The judge shared by the rule tables (`tests/rules_*.rs`): one written action in one
//! position, and what the engine must say about it.

use foxgeese::{ActionText, IllegalReason, Position};

/// What the engine must say about a written action.
pub enum Expect {
    /// Listed by `legal_actions`, accepted by `find` and `play`, no reason from `explain`.
    Legal,
    /// Not listed; `explain` (and `find`) give exactly these reasons, compared as a set: the
    /// order of reasons is presentation.
    Illegal(Vec<IllegalReason>),
}

/// Reads a test action.
pub fn act(text: &str) -> ActionText {
    text.parse()
        .unwrap_or_else(|e| panic!("bad test action {text}: {e:?}"))
}

/// Reasons in a fixed order, for comparing as sets.
pub fn sorted(mut v: Vec<IllegalReason>) -> Vec<IllegalReason> {
    v.sort_by_key(|r| format!("{r:?}"));
    v
}

/// What is wrong with the engine's verdict on `action` in `p`, if anything.
pub fn judge(p: &Position, action: &str, expect: &Expect) -> Option<String> {
    let text = act(action);
    let reasons = p.explain(&text);
    // The draught board lists numbers; a test may write letters and ranks.
    let listed = p
        .legal_actions()
        .iter()
        .any(|a| a.text() == text.canonical(p.board()));
    let found = p.find(&text);
    match expect {
        Expect::Legal => match found {
            Ok(a) if reasons.is_empty() && listed => match p.play(&a) {
                Ok(_) => None,
                Err(r) => Some(format!("listed but refused by play: {r:?}")),
            },
            _ => Some(format!(
                "expected legal; explain = {reasons:?}, listed = {listed}"
            )),
        },
        Expect::Illegal(expected) => {
            if listed {
                Some(format!(
                    "expected illegal for {expected:?}, but it is listed"
                ))
            } else if sorted(reasons.clone()) != sorted(expected.clone()) {
                Some(format!("expected {expected:?}, explain = {reasons:?}"))
            } else if found.as_ref().err() != Some(&reasons) {
                Some(format!("find disagrees with explain: {found:?}"))
            } else {
                None
            }
        }
    }
}
