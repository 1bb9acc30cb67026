//! The study module's messages: every id the code uses exists in `locales/en/study.ftl` and
//! `locales/id/study.ftl` with the same variables, both files parse, and every message the
//! module can produce renders in both languages with all its variables given.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;

use fluent_syntax::ast;
use foxgeese::i18n::{Lang, Localizer};
use foxgeese::message::{ids, Arg, Message, ToMessage};
use foxgeese::solve::{Value, Verdict};
use foxgeese::study::library::OpenError;
use foxgeese::study::{
    load, AnswerError, AnswerKind, Detail, Expect, Field, Found, ProblemKind, Stage, SyntaxError,
    TaskKind, WrongReason,
};
use foxgeese::{IllegalReason, Side};

type Vars = BTreeMap<String, BTreeSet<String>>;

fn inline_vars(e: &ast::InlineExpression<String>, out: &mut BTreeSet<String>) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.clone());
        }
        ast::InlineExpression::Placeable { expression } => expr_vars(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
            for a in &arguments.named {
                inline_vars(&a.value, out);
            }
        }
        _ => {}
    }
}

fn expr_vars(e: &ast::Expression<String>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Inline(i) => inline_vars(i, out),
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
    }
}

fn pattern_vars(p: &ast::Pattern<String>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expr_vars(expression, out);
        }
    }
}

fn ftl(lang: &str) -> Vars {
    ftl_file(lang, "study")
}

fn ftl_file(lang: &str, file: &str) -> Vars {
    let path = format!("{}/locales/{lang}/{file}.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = fs::read_to_string(&path).unwrap();
    let res = match fluent_syntax::parser::parse(text) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{path}: {errors:?}"),
    };
    let mut out = Vars::new();
    for entry in res.body {
        if let ast::Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(v) = &m.value {
                pattern_vars(v, &mut vars);
            }
            assert!(
                out.insert(m.id.name.clone(), vars).is_none(),
                "{lang}: {} defined twice",
                m.id.name
            );
        }
    }
    out
}

/// Every `study-…` message the code in `src/study` and `src/i18n` names, as the typed constant
/// `ids::STUDY_…` (`ids::STUDY_KIND_BLOCKADE` is `study-kind-blockade`).
fn ids_in_code() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    let root = env!("CARGO_MANIFEST_DIR");
    let mut dirs = vec![format!("{root}/src/study"), format!("{root}/src/i18n")];
    while let Some(dir) = dirs.pop() {
        for e in fs::read_dir(&dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                dirs.push(p.display().to_string());
                continue;
            }
            let text = fs::read_to_string(&p).unwrap();
            for piece in text.split("ids::STUDY_").skip(1) {
                let name: String = piece
                    .chars()
                    .take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    ids.insert(format!("study-{}", name.to_lowercase().replace('_', "-")));
                }
            }
        }
    }
    ids
}

#[test]
fn both_locales_have_the_same_messages_and_variables() {
    let en = ftl("en");
    let id = ftl("id");
    let en_ids: BTreeSet<_> = en.keys().collect();
    let id_ids: BTreeSet<_> = id.keys().collect();
    assert_eq!(en_ids, id_ids, "message ids differ between en and id");
    for (k, vars) in &en {
        assert_eq!(Some(vars), id.get(k), "variables of {k} differ");
    }
}

#[test]
fn every_id_in_the_code_is_in_both_locales() {
    let en = ftl("en");
    let code = ids_in_code();
    assert!(code.len() > 100, "the scan found only {} ids", code.len());
    let missing: Vec<_> = code.iter().filter(|i| !en.contains_key(*i)).collect();
    assert!(missing.is_empty(), "ids used but not defined: {missing:?}");
    let unused: Vec<_> = en.keys().filter(|i| !code.contains(*i)).collect();
    assert!(unused.is_empty(), "ids defined but never used: {unused:?}");
}

/// Every message the module produces, with representative arguments.
fn samples() -> Vec<Message> {
    let f = |s: &str| Field(s.to_string());
    let p = |s: &str| s.parse().unwrap();
    let mut kinds = vec![
        ProblemKind::FileTooLarge { size: 2, max: 1 },
        ProblemKind::DuplicateKey {
            field: f("stage"),
            first_line: 1,
            first_column: 1,
        },
        ProblemKind::UnknownField {
            field: f("task.hint"),
            expected: &["kind"],
        },
        // Close to an allowed key: the hint suggests it.
        ProblemKind::UnknownField {
            field: f("task.sied"),
            expected: &["kind", "side"],
        },
        ProblemKind::MissingField {
            map: f(""),
            key: "id",
        },
        ProblemKind::MissingField {
            map: f("task"),
            key: "kind",
        },
        ProblemKind::UnknownName {
            field: f("stage"),
            found: "x".into(),
            expected: &["understand"],
        },
        ProblemKind::UnknownName {
            field: f("task.kind"),
            found: "safe-move".into(),
            expected: &["list-actions", "safe-moves"],
        },
        ProblemKind::UnsupportedVersion { found: 2 },
        ProblemKind::UnsupportedCollectionVersion { found: 2 },
        ProblemKind::BadDifficulty { found: 9 },
        ProblemKind::AllowWithoutReason {
            code: "reveals-title".into(),
        },
        ProblemKind::BadId {
            id: "X".into(),
            suggestion: Some("x".into()),
        },
        ProblemKind::BadId {
            id: "!".into(),
            suggestion: None,
        },
        ProblemKind::BadRuleset("chess".parse::<foxgeese::RulesetSpec>().unwrap_err()),
        ProblemKind::InvalidPosition(vec![]),
        ProblemKind::BadNotation(
            foxgeese::Setup::parse("x", &foxgeese::Ruleset::plyyard().board).unwrap_err(),
        ),
        ProblemKind::BadPoint {
            field: f("task.from"),
            found: "q".into(),
        },
        ProblemKind::PointOffBoard {
            field: f("task.from"),
            point: "a1".into(),
        },
        ProblemKind::DuplicateGoose {
            point: "d5".into(),
            first_line: 3,
        },
        ProblemKind::DuplicateFox { point: "d4".into() },
        ProblemKind::FoxOnGoose { point: "d4".into() },
        ProblemKind::BadAction {
            field: f("task.move"),
            found: "x".into(),
            error: "x".parse::<foxgeese::ActionText>().unwrap_err(),
        },
        ProblemKind::NoPieceOfSide {
            point: "d4".into(),
            side: Side::Fox,
        },
        ProblemKind::NoPieceOfSide {
            point: "d4".into(),
            side: Side::Geese,
        },
        ProblemKind::MoveNotLegal {
            action: "d5-d6".into(),
            reasons: vec![],
            rules: Default::default(),
        },
        ProblemKind::ReplayMoveIllegal {
            number: 2,
            action: "d5-d6".into(),
            reasons: vec![],
            rules: Default::default(),
        },
        ProblemKind::EmptyReplay,
        ProblemKind::NoOpening,
        ProblemKind::NoMistake,
        ProblemKind::MistakeRepeated {
            action: "d4-e4".into(),
        },
        ProblemKind::BadAnswer(AnswerError::Empty),
        ProblemKind::AnswerDisagrees {
            declared: "yes".into(),
            expected: "no".into(),
        },
        ProblemKind::MissingText {
            lang: "id".into(),
            messages: vec!["x-title".into(), "x-hint".into()],
        },
        ProblemKind::DuplicateId {
            id: "x".into(),
            other: "a.yaml".into(),
            other_line: 2,
        },
    ];
    // Every kind, so that a new one cannot be left out of the messages naming a kind.
    for kind in TaskKind::ALL {
        kinds.push(ProblemKind::FieldNotForKind {
            field: "side",
            kind,
        });
        kinds.push(ProblemKind::MissingTaskField {
            field: "side",
            kind,
        });
        kinds.push(ProblemKind::NeedsGeeseToMove { kind });
        kinds.push(ProblemKind::NeedsFoxToMove { kind });
    }
    kinds.push(ProblemKind::MissingAnswer {
        expected: "d2".into(),
    });
    for e in [
        SyntaxError::Tab,
        SyntaxError::ControlCharacter(0),
        SyntaxError::ColonNotAllowed,
        SyntaxError::Indentation,
        SyntaxError::UnclosedBracket,
        SyntaxError::UnclosedQuote,
        SyntaxError::BadCharacter,
        SyntaxError::BadEscape,
        SyntaxError::UnknownAnchor,
        SyntaxError::TooDeep,
        SyntaxError::SeveralDocuments,
        SyntaxError::Other,
    ] {
        kinds.push(ProblemKind::Syntax(e));
    }
    let expects = [
        Expect::Map,
        Expect::WholeNumber,
        Expect::Text,
        Expect::Name(&["fox", "geese"]),
        Expect::Point,
        Expect::PointOrPoints,
        Expect::Points,
        Expect::Action,
        Expect::Actions,
        Expect::List,
        Expect::Position,
        Expect::Answer,
    ];
    let founds = [
        Found::Bool,
        Found::Number,
        Found::OutOfRange,
        Found::Text,
        Found::Nothing,
        Found::List,
        Found::Map,
        Found::Tagged,
        Found::Other,
    ];
    for (i, e) in expects.iter().enumerate() {
        kinds.push(ProblemKind::WrongType {
            field: f(if i == 0 { "" } else { "id" }),
            expected: *e,
            found: founds[i % founds.len()],
        });
    }
    for found in founds {
        kinds.push(ProblemKind::WrongType {
            field: f("id"),
            expected: Expect::Text,
            found,
        });
    }
    let mut out = Vec::new();
    for k in &kinds {
        out.push(k.to_message());
        out.extend(k.hint());
    }
    let answer_errors = [
        AnswerError::Empty,
        AnswerError::Unreadable {
            token: "x".into(),
            kind: AnswerKind::YesNo,
        },
        AnswerError::Unreadable {
            token: "x".into(),
            kind: AnswerKind::Actions,
        },
        AnswerError::Unreadable {
            token: "x".into(),
            kind: AnswerKind::Points,
        },
        AnswerError::NoneWithItems { token: "d4".into() },
        AnswerError::NotOne { count: 0 },
        AnswerError::NotOne { count: 1 },
        AnswerError::NotOne { count: 3 },
    ];
    for e in &answer_errors {
        out.push(e.to_message());
        out.push(e.hint());
    }
    out.push(AnswerKind::YesNo.hint());
    out.push(AnswerKind::Points.hint());
    // The words a learner types (read by `parse_answer`, never shown as a sentence).
    for id in [
        ids::STUDY_WORDS_YES,
        ids::STUDY_WORDS_NO,
        ids::STUDY_WORDS_NONE,
    ] {
        out.push(Message::new(id));
    }
    let reasons = [
        WrongReason::Illegal(vec![IllegalReason::GooseJump]),
        WrongReason::OtherPiece { from: p("d5") },
        WrongReason::OffBoard {
            point: "a1".parse().unwrap(),
        },
        WrongReason::StepNotCapture { point: p("e4") },
        WrongReason::Occupied {
            point: p("d4"),
            by: Side::Fox,
        },
        WrongReason::Occupied {
            point: p("d5"),
            by: Side::Geese,
        },
        WrongReason::NoCaptureLands { point: p("d1") },
        WrongReason::AlreadyAvailable,
        WrongReason::NotACapture,
        WrongReason::OpensCapture {
            capture: "d4xd6".into(),
        },
        WrongReason::NotInReplay,
        WrongReason::FoxMove,
        WrongReason::NoNewCapture,
        WrongReason::AfterFirst {
            first: "d5-e5".into(),
        },
        WrongReason::FoxCanMove {
            witness: "d4xd2".into(),
        },
        WrongReason::FoxBlockaded,
        WrongReason::KeptValue {
            slower: false,
            after: Verdict::Proven(Value::win(Side::Geese, 11)),
        },
        WrongReason::KeptValue {
            slower: true,
            after: Verdict::Proven(Value::Draw),
        },
        WrongReason::NotFirstMistake,
    ];
    let reasons: Vec<WrongReason> = reasons.into_iter().chain(value_reasons()).collect();
    for r in &reasons {
        out.push(r.to_message());
    }
    for s in Stage::ALL {
        out.push(s.to_message());
    }
    out.push("learn".parse::<Stage>().unwrap_err().to_message());
    for k in TaskKind::ALL {
        out.push(k.to_message());
    }
    for e in [
        OpenError::NotFound {
            arg: "x".into(),
            suggestion: None,
        },
        OpenError::NotFound {
            arg: "x".into(),
            suggestion: Some("y".into()),
        },
        OpenError::Unreadable {
            path: "p".into(),
            kind: std::io::ErrorKind::NotFound,
        },
        OpenError::Unreadable {
            path: "p".into(),
            kind: std::io::ErrorKind::PermissionDenied,
        },
        OpenError::Unreadable {
            path: "p".into(),
            kind: std::io::ErrorKind::Other,
        },
        OpenError::NotText { path: "p".into() },
        OpenError::Invalid(vec![]),
    ] {
        out.push(e.to_message());
    }
    out
}

fn all_ids(m: &Message, out: &mut BTreeSet<String>) {
    out.insert(m.id.to_string());
    for (_, a) in &m.args {
        if let Arg::Message(inner) = a {
            all_ids(inner, out);
        }
    }
}

#[test]
fn every_message_renders_in_both_languages() {
    let samples = samples();
    let mut covered = BTreeSet::new();
    for m in &samples {
        all_ids(m, &mut covered);
    }
    let study_ids: BTreeSet<String> = ftl("en").keys().cloned().collect();
    let uncovered: Vec<_> = study_ids.difference(&covered).collect();
    assert!(uncovered.is_empty(), "no sample for {uncovered:?}");
    for lang in Lang::ALL {
        let l = Localizer::new(lang);
        for m in &samples {
            if !m.id.starts_with("study-") {
                continue;
            }
            assert!(l.has(lang, m.id), "{lang:?} lacks {}", m.id);
            let text = l.msg(m);
            assert!(
                !text.contains("{$") && !text.contains("{ $"),
                "{lang:?} {m}: {text}"
            );
            assert!(!text.contains("study-"), "{lang:?} {m}: {text}");
        }
    }
}

#[test]
fn problems_from_real_files_render_with_their_details() {
    let text = "format_version: 1\nid: t\nstage: review\nposition: \"3/1G1/3G3/3F3/7/3/3 g 0\"\ntask:\n  kind: opened-captures\n  move: d5-d6\nanswer: none\n";
    let problems = load("t.yaml", text).unwrap_err();
    let l = Localizer::new(Lang::Id);
    for p in &problems {
        assert!(!l.msg(&p.message()).is_empty());
        let details = p.details();
        assert!(!details.is_empty());
        for d in &details {
            assert!(matches!(d, Detail::Illegal { .. }));
            let text = l.say(d);
            assert!(!text.starts_with("reason-"), "{text}");
        }
    }
}

#[test]
fn public_errors_display_their_english_message() {
    let en = Localizer::new(Lang::En);
    let answer = AnswerError::NotOne { count: 3 };
    assert_eq!(answer.to_string(), en.say(&answer));
    let open = OpenError::NotText {
        path: "a.yaml".into(),
    };
    assert_eq!(open.to_string(), en.say(&open));
    let stage = "learn".parse::<Stage>().unwrap_err();
    assert_eq!(stage.to_string(), en.say(&stage));
    let problem = &load("s.yaml", "a: [b\n").unwrap_err()[0];
    let error: &dyn std::error::Error = problem;
    assert_eq!(
        error.to_string(),
        format!("s.yaml:1:4: {}", en.msg(&problem.message()))
    );
}

/// The wrong-item reasons of the value-graded kinds, in each of their shapes.
fn value_reasons() -> Vec<WrongReason> {
    use foxgeese::solve::{Value, Verdict};
    let fox = |plies| Value::win(Side::Fox, plies);
    let mut out = Vec::new();
    for after in [
        Verdict::Proven(fox(9)),
        Verdict::Proven(Value::win(Side::Geese, 1)),
        Verdict::Proven(Value::Draw),
        Verdict::Proven(fox(0)),
        Verdict::Unknown { plies: 4 },
    ] {
        for replier in [Side::Fox, Side::Geese] {
            for reply in [Some("d4xd2".to_string()), None] {
                out.push(WrongReason::Refuted {
                    reply,
                    replier,
                    after,
                });
            }
        }
    }
    for value in [fox(9), fox(1), Value::win(Side::Geese, 7), Value::Draw] {
        for mover in [Side::Fox, Side::Geese] {
            for (best, reply) in [
                (Some("e5-d5"), Some("c5-b5")),
                (Some("d4xb4"), None),
                (None, None),
            ] {
                out.push(WrongReason::WrongVerdict {
                    value,
                    mover,
                    best: best.map(str::to_string),
                    reply: reply.map(str::to_string),
                });
            }
        }
    }
    out
}

/// `locales/*/values.ftl`: the same messages and variables in both languages, and every one
/// the value-graded kinds produce renders in both, with every variable given.
#[test]
fn value_graded_messages_render_in_both_languages() {
    use foxgeese::i18n::values::slower_win_message;
    use foxgeese::study::SlowerWin;
    let en = ftl_file("en", "values");
    assert_eq!(
        en,
        ftl_file("id", "values"),
        "values.ftl differs between en and id"
    );
    let mut samples: Vec<Message> = value_reasons().iter().map(|r| r.to_message()).collect();
    for plies in [1, 7] {
        samples.push(slower_win_message(&SlowerWin {
            action: "e5-e4".into(),
            plies,
            best: "e5-d5".into(),
            best_plies: 5,
        }));
    }
    samples.push(
        AnswerError::Unreadable {
            token: "maybe".into(),
            kind: AnswerKind::Verdict,
        }
        .to_message(),
    );
    samples.push(AnswerKind::Verdict.hint());
    let unproven = ProblemKind::ValueUnproven {
        kind: TaskKind::Verdict,
    };
    samples.push(unproven.to_message());
    samples.extend(unproven.hint());
    samples.push(
        ProblemKind::ReplayValueUnproven {
            number: 1,
            action: "c5-c4".into(),
        }
        .to_message(),
    );
    for actions in [
        vec!["d3-d2".to_string()],
        vec!["c6-c5".into(), "d3-c3".into()],
    ] {
        samples.push(
            ProblemKind::ActionValuesUnproven {
                kind: TaskKind::BestActions,
                actions,
            }
            .to_message(),
        );
    }
    for id in [
        ids::VALUES_WORDS_FOX_WINS,
        ids::VALUES_WORDS_GEESE_WIN,
        ids::VALUES_WORDS_DRAW,
    ] {
        samples.push(Message::new(id));
    }
    let mut covered = BTreeSet::new();
    for m in &samples {
        all_ids(m, &mut covered);
    }
    let uncovered: Vec<_> = en.keys().filter(|k| !covered.contains(*k)).collect();
    assert!(uncovered.is_empty(), "no sample for {uncovered:?}");
    for lang in Lang::ALL {
        let l = Localizer::new(lang);
        for m in &samples {
            let text = l.msg(m);
            assert!(
                !text.contains("{$") && !text.contains("{ $") && !text.contains("values-"),
                "{lang:?} {m}: {text}"
            );
        }
    }
}
