//! The built-in library lists without proving anything: a study graded by the solver gets its
//! answer when it is first asked for, and that answer is the one `load` computes (issue 10).

use foxgeese::study::library::{builtin_entries, builtin_files, builtin_label};
use foxgeese::study::load;

#[test]
fn solver_graded_answers_wait_until_asked_for() {
    let entries: Vec<_> = builtin_entries()
        .into_iter()
        .map(|e| e.expect("every built-in study loads"))
        .collect();
    assert_eq!(entries.len(), builtin_files().len());
    let deferred = entries.iter().filter(|e| !e.is_computed()).count();
    assert!(deferred >= 13, "only {deferred} studies deferred");
    for e in &entries {
        assert_eq!(
            e.is_computed(),
            !e.kind().needs_solver(),
            "{}: computed at listing time only when the solver is not needed",
            e.id
        );
    }
}

#[test]
fn an_entry_gives_the_study_load_gives() {
    let entries = builtin_entries();
    for ((file, text), entry) in builtin_files().iter().zip(&entries) {
        let entry = entry.as_ref().expect("loads");
        let loaded = load(&builtin_label(file), text).expect("loads");
        let study = entry.study().expect("proven");
        assert!(entry.is_computed());
        assert_eq!(study, &loaded, "{file}");
        assert_eq!(
            (
                entry.id.as_str(),
                entry.stage,
                entry.difficulty,
                entry.ruleset()
            ),
            (
                loaded.id.as_str(),
                loaded.stage,
                loaded.difficulty,
                loaded.ruleset()
            ),
        );
        assert_eq!(entry.text_args(), loaded.text_args());
    }
}
