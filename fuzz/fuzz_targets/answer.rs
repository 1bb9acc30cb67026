//! Learner answers and grading: the first byte picks a built-in study, the rest is the answer
//! as typed. An answer that reads is graded; a correct one is graded the same way twice.
#![no_main]

use std::sync::OnceLock;

use foxgeese::study::{grade, library::builtin_studies, parse_answer, Study};
use libfuzzer_sys::fuzz_target;

fn studies() -> &'static [Study] {
    static STUDIES: OnceLock<Vec<Study>> = OnceLock::new();
    STUDIES.get_or_init(|| {
        builtin_studies()
            .into_iter()
            .filter_map(Result::ok)
            .collect()
    })
}

// The library is loaded before the first input: its value-graded studies are solved as it
// loads, which takes seconds in an instrumented build and must not count as an input's time.
fuzz_target!(init: { studies(); }, |data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let studies = studies();
    let study = &studies[first as usize % studies.len()];
    let Ok(answer) = parse_answer(text, study.kind().answer_kind()) else {
        return;
    };
    let verdict = grade(study, &answer);
    let again = parse_answer(&answer.items().join(" "), study.kind().answer_kind());
    if let Ok(again) = again {
        assert_eq!(grade(study, &again).correct, verdict.correct, "{text:?}");
    }
});
