//! `validate` (declared answers, texts in every locale, duplicate ids) and the library
//! (built-in studies, resolving a STUDY argument, reading files).

use std::fs;
use std::path::PathBuf;

use foxgeese::study::library::{
    builtin_files, builtin_studies, find_builtin, open, read_file, resolve, OpenError, Origin,
};
use foxgeese::study::{validate, validate_all, ProblemKind, TextCheck};

fn study(id: &str, answer: &str) -> String {
    format!(
        "format_version: 1\nid: {id}\nstage: understand\nposition: \"3/1G1/3G3/1GGFGG1/3G3/3/3 f 0\"\ntask:\n  kind: blockade\nanswer: {answer}\n"
    )
}

/// Every text exists, in English and Indonesian.
fn all_texts() -> TextCheck<'static> {
    TextCheck {
        langs: &["en", "id"],
        has: &|_, _| true,
    }
}

#[test]
fn a_correct_study_with_its_texts_is_clean() {
    assert_eq!(validate("a.yaml", &study("a", "no"), &all_texts()), vec![]);
}

#[test]
fn a_declared_answer_the_engine_disagrees_with_shows_both() {
    let problems = validate("a.yaml", &study("a", "yes"), &all_texts());
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert_eq!(
        problems[0].kind,
        ProblemKind::AnswerDisagrees {
            declared: "yes".into(),
            expected: "no".into()
        }
    );
    assert_eq!(
        (problems[0].location.line, problems[0].location.column),
        (7, 9)
    );
    assert!(problems[0].hint().is_some());
}

#[test]
fn a_list_answer_that_disagrees_shows_the_whole_list() {
    let text = "format_version: 1\nid: l\nstage: review\nposition: \"3/1G1/3G3/3F3/7/3/3 g 0\"\ntask:\n  kind: list-actions\n  side: fox\nanswer: d4-c4 d4-d3\n";
    let problems = validate("l.yaml", text, &all_texts());
    assert_eq!(
        problems.iter().map(|p| &p.kind).collect::<Vec<_>>(),
        [&ProblemKind::AnswerDisagrees {
            declared: "d4-c4, d4-d3".into(),
            expected: "d4-c4, d4-e4, d4-d3".into()
        }]
    );
}

#[test]
fn missing_texts_are_reported_per_locale_at_the_id() {
    let has = |lang: &str, id: &str| !(lang == "id" && id.ends_with("-hint"));
    let texts = TextCheck {
        langs: &["en", "id"],
        has: &has,
    };
    let problems = validate("a.yaml", &study("a", "no"), &texts);
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert_eq!(
        problems[0].kind,
        ProblemKind::MissingText {
            lang: "id".into(),
            messages: vec!["a-hint".into()]
        }
    );
    assert_eq!(
        (problems[0].location.line, problems[0].location.column),
        (2, 5)
    );
    let none = |_: &str, _: &str| false;
    let texts = TextCheck {
        langs: &["en", "id"],
        has: &none,
    };
    // All four texts missing in both locales: one problem per locale, naming all four.
    let problems = validate("a.yaml", &study("a", "no"), &texts);
    assert_eq!(problems.len(), 2, "{problems:#?}");
    for (p, lang) in problems.iter().zip(["en", "id"]) {
        assert_eq!(
            p.kind,
            ProblemKind::MissingText {
                lang: lang.into(),
                messages: ["title", "prompt", "explanation", "hint"]
                    .map(|s| format!("a-{s}"))
                    .to_vec(),
            }
        );
    }
}

#[test]
fn duplicate_ids_across_files_point_at_the_first() {
    let a = study("same", "no");
    let b = study("other", "no");
    let c = study("same", "no");
    let problems = validate_all(
        [
            ("a.yaml", a.as_str()),
            ("b.yaml", b.as_str()),
            ("c.yaml", c.as_str()),
        ],
        &all_texts(),
    );
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert_eq!(problems[0].location.file, "c.yaml");
    assert_eq!(
        problems[0].kind,
        ProblemKind::DuplicateId {
            id: "same".into(),
            other: "a.yaml".into(),
            other_line: 2
        }
    );
}

#[test]
fn validate_reports_load_problems_too() {
    let problems = validate("x.yaml", "format_version: 1\nid: [x]\n", &all_texts());
    assert_eq!(problems.len(), 1);
    assert!(matches!(problems[0].kind, ProblemKind::WrongType { .. }));
}

#[test]
fn built_in_studies_resolve_by_id() {
    let Some((file, _)) = builtin_files().first() else {
        return;
    };
    let loaded = builtin_studies();
    assert_eq!(loaded.len(), builtin_files().len());
    let Ok(first) = &loaded[0] else {
        return;
    };
    assert_eq!(first.file, format!("studies/{file}"));
    assert!(find_builtin(&first.id).is_some());
    let source = resolve(&first.id).unwrap();
    assert_eq!(source.origin, Origin::Builtin(file));
    assert_eq!(open(&first.id).unwrap().id, first.id);
}

/// Every former id of a built-in study (`aliases:`) finds its study, and none is the id of
/// another study; the ids issue 25 renamed are among them.
#[test]
fn former_ids_find_their_study() {
    let aliases = foxgeese::study::library::builtin_aliases();
    let ids: Vec<String> = builtin_studies()
        .into_iter()
        .filter_map(Result::ok)
        .map(|s| s.id)
        .collect();
    for (alias, id) in &aliases {
        assert!(!ids.contains(alias), "{alias} is an alias and an id");
        assert_eq!(&open(alias).unwrap().id, id, "{alias}");
    }
    for old in [
        "surrounded-fox-can-jump",
        "ring-is-not-proof",
        "eight-captures-not-a-win",
        "geese-without-move-lose",
        "ninth-capture-no-escape",
        "standard-fastest-of-three",
        "mistake-missed-jump",
    ] {
        assert!(aliases.iter().any(|(a, _)| a == old), "{old} is kept");
    }
}

/// A file in this test binary's scratch folder under `target/` (not left behind in `/tmp`).
fn temp(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("study-validate");
    fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn a_path_is_read_as_a_file() {
    let path = temp("mine.yaml");
    fs::write(&path, study("mine", "no")).unwrap();
    let arg = path.display().to_string();
    let source = resolve(&arg).unwrap();
    assert_eq!(source.origin, Origin::File(path.clone()));
    assert_eq!(source.label, arg);
    let s = open(&arg).unwrap();
    assert_eq!(s.id, "mine");
    assert_eq!(s.file, arg);
}

#[test]
fn neither_a_file_nor_an_id_is_a_typed_error() {
    match open("no-such-study-anywhere") {
        Err(OpenError::NotFound { arg, .. }) => assert_eq!(arg, "no-such-study-anywhere"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_invalid_file_gives_its_problems() {
    let path = temp("broken.yaml");
    fs::write(&path, "format_version: 1\nid: b\nstage: [\n").unwrap();
    match open(&path.display().to_string()) {
        Err(OpenError::Invalid(problems)) => {
            assert!(matches!(problems[0].kind, ProblemKind::Syntax(_)));
            assert_eq!(problems[0].location.file, path.display().to_string());
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_large_file_is_refused_before_reading() {
    let path = temp("huge.yaml");
    let mut text = study("huge", "no");
    text.push('#');
    text.push_str(&"x".repeat(1 << 20));
    fs::write(&path, text).unwrap();
    let result = read_file(&path);
    fs::remove_file(&path).ok();
    match result {
        Err(OpenError::Invalid(problems)) => {
            assert!(matches!(problems[0].kind, ProblemKind::FileTooLarge { .. }));
            assert_eq!(problems[0].location.line, 1);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn binary_files_and_directories_are_refused() {
    let path = temp("binary.yaml");
    fs::write(&path, [0xff, 0xfe, 0x00, 0x80]).unwrap();
    assert!(matches!(read_file(&path), Err(OpenError::NotText { .. })));
    let dir = temp("a-directory.yaml");
    fs::create_dir_all(&dir).unwrap();
    assert!(matches!(
        open(&dir.display().to_string()),
        Err(OpenError::Unreadable { .. })
    ));
}
