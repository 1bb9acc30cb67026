//! The harness shared by the rule tables (`tests/rules_*.rs`): a case (one written action in
//! one position, and what the engine must say about it), the judge, the table runner, and the
//! small readers the tables' other tests use.

use foxgeese::{ActionText, IllegalReason, Point, Position, Ruleset, RulesetSpec};

/// One row of a rule table.
pub struct Case {
    pub name: &'static str,
    /// The rule the case encodes, quoted from its source (an issue, a seed, the 1870 text).
    pub rule: &'static str,
    pub ruleset: &'static str,
    pub position: &'static str,
    pub action: &'static str,
    pub expect: Expect,
}

/// The ruleset `spec` (`NAME` or `NAME:OPTION,...`).
pub fn rules(spec: &str) -> &'static Ruleset {
    Ruleset::get(spec.parse::<RulesetSpec>().expect("a ruleset spec"))
}

/// The position `notation` under the ruleset `spec`.
pub fn pos(spec: &str, notation: &str) -> Position {
    Position::parse(notation, rules(spec))
        .unwrap_or_else(|e| panic!("bad test position {notation} ({spec}): {e:?}"))
}

/// A grid point by name.
pub fn pt(name: &str) -> Point {
    name.parse().expect("a grid point")
}

/// The legal actions of `p` in notation.
pub fn texts(p: &Position) -> Vec<String> {
    p.legal_actions().iter().map(|a| a.to_string()).collect()
}

/// `p` after the legal action `text`.
pub fn play(p: &Position, text: &str) -> Position {
    let a = p
        .find(&act(text))
        .unwrap_or_else(|r| panic!("{text} in {p}: {r:?}"));
    p.play(&a).expect("a found action plays")
}

/// What is wrong with the engine's verdict on a case, with the rule it encodes.
fn check(case: &Case) -> Option<String> {
    let p = pos(case.ruleset, case.position);
    judge(&p, case.action, &case.expect).map(|what| {
        format!(
            "{} ({}) [{} | {}]: {what}\n    rule: \"{}\"",
            case.name, case.ruleset, case.position, case.action, case.rule
        )
    })
}

/// Checks every case of a table, reporting all failures at once; case names must be unique.
pub fn run_table(table: &[Case]) {
    let failures: Vec<String> = table.iter().filter_map(check).collect();
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        table.len(),
        failures.join("\n")
    );
    let mut names: Vec<_> = table.iter().map(|c| c.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), table.len(), "case names must be unique");
}

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
