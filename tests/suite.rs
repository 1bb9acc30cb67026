//! The integration tests, one binary: each file of `tests/` is a module of it, so the library
//! is linked once rather than once per file (`Cargo.toml` sets `autotests = false`).
//!
//! A new test file is added here as a module; `every_test_file_is_a_module` fails otherwise.
//! Run one file's tests with `cargo test --test suite <module>::`, e.g. `cargo test --test suite
//! cli_solve::`.

#[path = "common/mod.rs"]
mod common;

#[path = "architecture.rs"]
mod architecture;
#[path = "claims.rs"]
mod claims;
#[path = "cli.rs"]
mod cli;
#[path = "cli_1870.rs"]
mod cli_1870;
#[path = "cli_engine.rs"]
mod cli_engine;
#[path = "cli_errors.rs"]
mod cli_errors;
#[path = "cli_files.rs"]
mod cli_files;
#[path = "cli_learner.rs"]
mod cli_learner;
#[path = "cli_match.rs"]
mod cli_match;
#[path = "cli_play.rs"]
mod cli_play;
#[path = "cli_progress.rs"]
mod cli_progress;
#[path = "cli_review.rs"]
mod cli_review;
#[path = "cli_slurm.rs"]
mod cli_slurm;
#[path = "cli_solve.rs"]
mod cli_solve;
#[path = "cli_study.rs"]
mod cli_study;
#[path = "cli_trainer.rs"]
mod cli_trainer;
#[path = "cli_values.rs"]
mod cli_values;
#[path = "diagram.rs"]
mod diagram;
#[path = "docs.rs"]
mod docs;
#[path = "engine_horizon.rs"]
mod engine_horizon;
#[path = "engine_reductions.rs"]
mod engine_reductions;
#[path = "export.rs"]
mod export;
#[path = "ftl_errors.rs"]
mod ftl_errors;
#[path = "glossary.rs"]
mod glossary;
#[path = "hostile.rs"]
mod hostile;
#[path = "library_lazy.rs"]
mod library_lazy;
#[path = "perft.rs"]
mod perft;
#[path = "promises.rs"]
mod promises;
#[path = "properties.rs"]
mod properties;
#[path = "puzzles.rs"]
mod puzzles;
#[path = "records.rs"]
mod records;
#[path = "review_budget.rs"]
mod review_budget;
#[path = "rules_1870.rs"]
mod rules_1870;
#[path = "rules_plyyard.rs"]
mod rules_plyyard;
#[path = "rules_variants.rs"]
mod rules_variants;
#[path = "solve.rs"]
mod solve;
#[path = "strategy.rs"]
mod strategy;
#[path = "studies.rs"]
mod studies;
#[path = "study_answer.rs"]
mod study_answer;
#[path = "study_feedback.rs"]
mod study_feedback;
#[path = "study_grade.rs"]
mod study_grade;
#[path = "study_hint.rs"]
mod study_hint;
#[path = "study_load.rs"]
mod study_load;
#[path = "study_messages.rs"]
mod study_messages;
#[path = "study_validate.rs"]
mod study_validate;
#[path = "study_yaml.rs"]
mod study_yaml;

/// Every `tests/*.rs` file is one of the modules above: a file left out would never run.
#[test]
fn every_test_file_is_a_module() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let me = include_str!("suite.rs");
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/ lists") {
        let name = entry
            .expect("an entry")
            .file_name()
            .into_string()
            .expect("UTF-8");
        let Some(module) = name.strip_suffix(".rs") else {
            continue;
        };
        if module != "suite" && !me.contains(&format!("#[path = \"{name}\"]\nmod {module};")) {
            missing.push(name);
        }
    }
    assert!(missing.is_empty(), "not in tests/suite.rs: {missing:?}");
}
