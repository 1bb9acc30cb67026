//! A study's own Fluent file with a syntax error: the error's kind in the learner's language,
//! at its file, line and column, from `study` (exit 2) and `validate` (a finding, exit 1).
//! Every kind of the parser is tested in `src/i18n/ftl.rs`; these are a few end to end.

use crate::common;

use common::{run, snapshot};

/// (snapshot name, the English text file of a study).
const CASES: &[(&str, &str)] = &[
    (
        "ftl-expected-token",
        "broken-title = Broken\nbroken-prompt Which?\n",
    ),
    (
        "ftl-missing-default-variant",
        "broken-title = { $n ->\n    [one] One\n    [other] Many\n}\n",
    ),
    (
        "ftl-unknown-escape",
        "broken-title = { \"a\\qb\" }\nbroken-prompt = Which?\n",
    ),
    (
        "ftl-message-field",
        "broken-title =\nbroken-prompt = Which?\n",
    ),
];

#[test]
fn a_sidecar_syntax_error_is_said_in_both_languages() {
    let study = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/broken-text/broken.yaml"
    ))
    .expect("the fixture");
    for (name, ftl) in CASES {
        // A path of the same length on every machine: the text is wrapped at 80 columns.
        let dir = std::path::Path::new("target/test-scratch").join(name);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("broken.yaml"), &study).unwrap();
        std::fs::write(dir.join("broken.en.ftl"), ftl).unwrap();
        let file = dir.join("broken.yaml");
        let file = file.to_str().unwrap();
        for lang in ["en", "id"] {
            for (command, code) in [("study", 2), ("validate", 1)] {
                let out = run(&["--lang", lang, command, file]);
                assert_eq!(out.code, code, "{name} {command} {lang}: {}", out.stderr);
                snapshot(&format!("{name}-{command}-{lang}"), &out);
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
