//! `validate`: everything [`super::load()`] checks, and what only an editor needs to hear.
//!
//! On top of loading: the declared answer must be the engine's answer; each study text
//! (`<id>-title`, `-prompt`, `-explanation`, `-hint`) must exist in every locale; and within a
//! set of files no two studies may share an id. A missing answer is told with the engine's
//! answer ([`super::fix`]). Which texts exist is asked through
//! [`TextCheck`], so this module never reads locale files itself.

use super::fix::name_missing_answer;
use super::load::load;
use super::problem::{Location, Problem, ProblemKind};
use super::{Study, TextPart};

/// Which study texts exist: the locales to check, and a lookup `(lang, message id) -> exists`.
pub struct TextCheck<'a> {
    /// The locales every text must exist in, such as `["en", "id"]`.
    pub langs: &'a [&'a str],
    /// Whether the locale has the message.
    pub has: &'a dyn Fn(&str, &str) -> bool,
}

/// The problems of one file: loading, the declared answer, the texts.
pub fn validate(file: &str, text: &str, texts: &TextCheck<'_>) -> Vec<Problem> {
    check(file, text, &load(file, text), texts)
}

/// The problems of one file given what [`load()`] made of it, for a caller that needs the
/// study too and so loads it once.
fn check(
    file: &str,
    text: &str,
    loaded: &Result<Study, Vec<Problem>>,
    texts: &TextCheck<'_>,
) -> Vec<Problem> {
    match loaded {
        Err(problems) => name_missing_answer(file, text, problems.clone()),
        Ok(study) => check_study(study, texts),
    }
}

/// The problems of a loaded study: its declared answer and its texts.
fn check_study(study: &Study, texts: &TextCheck<'_>) -> Vec<Problem> {
    let mut problems = Vec::new();
    let verdict = study.grade(&study.declared);
    if !verdict.correct {
        problems.push(Problem {
            location: study.answer_location().clone(),
            kind: ProblemKind::AnswerDisagrees {
                declared: declared_text(study),
                expected: verdict.expected.to_answer_text(),
            },
        });
    }
    // One problem per locale, naming every text it lacks.
    for lang in texts.langs {
        let messages: Vec<String> = TextPart::ALL
            .into_iter()
            .map(|part| study.message_id(part))
            .filter(|id| !(texts.has)(lang, id))
            .collect();
        if !messages.is_empty() {
            problems.push(Problem {
                location: study.id_location().clone(),
                kind: ProblemKind::MissingText {
                    lang: lang.to_string(),
                    messages,
                },
            });
        }
    }
    problems
}

fn declared_text(study: &Study) -> String {
    let items = study.declared.items();
    if items.is_empty() {
        "none".to_string()
    } else {
        items.join(", ")
    }
}

/// The problems of a set of files `(label, text)`, in the order given: each file's own, then
/// a [`ProblemKind::DuplicateId`] on every file whose id an earlier file already uses.
pub fn validate_all<'f>(
    files: impl IntoIterator<Item = (&'f str, &'f str)>,
    texts: &TextCheck<'_>,
) -> Vec<Problem> {
    let loaded: Vec<_> = files.into_iter().map(|(f, t)| (f, t, load(f, t))).collect();
    check_all(loaded.iter().map(|(f, t, l)| (*f, *t, l)), texts)
}

/// [`validate_all`] of files already loaded, each `(label, text, what load() made of it)`.
pub fn check_all<'f>(
    files: impl IntoIterator<Item = (&'f str, &'f str, &'f Result<Study, Vec<Problem>>)>,
    texts: &TextCheck<'_>,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut seen: Vec<(&str, &Location)> = Vec::new();
    for (file, text, loaded) in files {
        problems.extend(check(file, text, loaded, texts));
        let Ok(study) = loaded else { continue };
        if let Some((_, first)) = seen.iter().find(|(id, _)| *id == study.id) {
            problems.push(Problem {
                location: study.id_location().clone(),
                kind: ProblemKind::DuplicateId {
                    id: study.id.clone(),
                    other: first.file.clone(),
                    other_line: first.line,
                },
            });
        } else {
            seen.push((&study.id, study.id_location()));
        }
    }
    problems
}
