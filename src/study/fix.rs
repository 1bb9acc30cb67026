//! The engine's answer written into a study file: what `validate` says for a missing answer,
//! what `validate --fix` writes, and what `new` starts a study with.
//!
//! The edit is made on the text, at the answer's located span, so comments, key order and
//! formatting stay as the editor wrote them; re-serialising the YAML would lose all three.
//! Only a value on the `answer:` line itself is edited (quoted, a one-line `[...]` list, or
//! plain text up to a ` #` comment); an answer spread over several lines is left to the editor.

use super::load::load;
use super::problem::{Problem, ProblemKind};
use super::Study;

/// Answers that read for every answer shape, tried in turn when `answer` is missing: a list
/// kind reads `none`, a yes/no kind `no`, a one-action kind an action, a verdict `draw`.
/// Only reading matters; the stand-in is never graded.
const STAND_INS: [&str; 4] = ["none", "no", "a1-a2", "draw"];

/// The engine's answer as it is written in a study file: the items separated by spaces,
/// `none`, `yes` or `no`.
pub fn answer_value(study: &Study) -> String {
    let items = study.grade(&study.declared).expected.items();
    if items.is_empty() {
        "none".to_string()
    } else {
        items.join(" ")
    }
}

/// The study of `text` when only its `answer` is missing, read with a stand-in answer.
pub fn without_answer(file: &str, text: &str) -> Option<Study> {
    STAND_INS
        .iter()
        .find_map(|a| load(file, &with_answer_line(text, a)).ok())
}

/// The id a study file declares on its top-level `id:` line, read from the line alone: a
/// file that does not load (a YAML error elsewhere) still names the texts beside it, so that
/// their own problems are reported in the same run.
pub fn declared_id(text: &str) -> Option<String> {
    text.lines().find_map(|line| {
        let value = line.strip_prefix("id:")?;
        let value = value.split(" #").next()?.trim();
        let value = value.trim_matches(|c| c == '"' || c == '\'');
        super::load::valid_id(value).then(|| value.to_string())
    })
}

/// `text` with an `answer:` line holding `value` added at the end, ended as the text's
/// lines are (a line feed, a carriage return and a line feed, or a carriage return).
fn with_answer_line(text: &str, value: &str) -> String {
    let end = ["\r\n", "\n", "\r"]
        .into_iter()
        .find(|end| text.contains(end))
        .unwrap_or("\n");
    let mut s = text.to_string();
    if !s.is_empty() && !s.ends_with(['\n', '\r']) {
        s.push_str(end);
    }
    s.push_str(&format!("{}{end}", answer_line(value)));
    s
}

/// The `answer:` line holding `value`, without its line break.
fn answer_line(value: &str) -> String {
    format!("answer: \"{value}\"")
}

/// The lines of `text`, each with its line break: a line feed, a carriage return and a line
/// feed, or a lone carriage return (as YAML and the locations count them).
fn lines(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut lines = Vec::new();
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\n' || (b == b'\r' && bytes.get(i + 1) != Some(&b'\n')) {
            lines.push(&text[start..=i]);
            start = i + 1;
        }
    }
    if start < text.len() {
        lines.push(&text[start..]);
    }
    lines
}

/// Whether `p` says the file's `answer` key is missing.
pub fn is_missing_answer(p: &Problem) -> bool {
    matches!(&p.kind, ProblemKind::MissingField { map, key: "answer" } if map.0.is_empty())
}

/// `problems` with a missing answer told as [`ProblemKind::MissingAnswer`], naming the
/// engine's answer, when the study reads without it.
pub fn name_missing_answer(file: &str, text: &str, mut problems: Vec<Problem>) -> Vec<Problem> {
    if let Some(p) = problems.iter_mut().find(|p| is_missing_answer(p)) {
        if let Some(study) = without_answer(file, text) {
            p.kind = ProblemKind::MissingAnswer {
                expected: answer_value(&study),
            };
        }
    }
    problems
}

/// The edit that writes the engine's answer into a study file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AnswerFix {
    /// The 1-based line edited, or `None` when the line is added at the end.
    pub line: Option<usize>,
    /// The `answer:` line as it is, when there is one.
    pub before: Option<String>,
    /// The `answer:` line as it will be.
    pub after: String,
    /// The whole file after the edit.
    pub text: String,
}

/// The edit writing the engine's answer into `text`, or `None` when the answer is already
/// right, the study has other problems, or the answer is not on one line this can edit.
pub fn fix_answer(file: &str, text: &str) -> Option<AnswerFix> {
    match load(file, text) {
        Ok(study) if study.grade(&study.declared).correct => None,
        Ok(study) => replace_value(text, &study),
        Err(problems) => {
            let missing = problems.len() == 1 && is_missing_answer(&problems[0]);
            let study = without_answer(file, text).filter(|_| missing)?;
            let value = answer_value(&study);
            Some(AnswerFix {
                line: None,
                before: None,
                after: answer_line(&value),
                text: with_answer_line(text, &value),
            })
        }
    }
}

/// The edit replacing the written answer's value on its line.
fn replace_value(text: &str, study: &Study) -> Option<AnswerFix> {
    let at = study.answer_location();
    let lines = lines(text);
    let full = *lines.get(at.line.checked_sub(1)?)?;
    let line = full.trim_end_matches(['\n', '\r']);
    let start = line
        .char_indices()
        .nth(at.column.checked_sub(1)?)
        .map(|(b, _)| b)?;
    let end = start + value_len(&line[start..])?;
    let after = format!(
        "{}\"{}\"{}",
        &line[..start],
        answer_value(study),
        &line[end..]
    );
    let mut new = String::with_capacity(text.len());
    for (i, l) in lines.iter().enumerate() {
        if i + 1 == at.line {
            new.push_str(&after);
            new.push_str(&full[line.len()..]);
        } else {
            new.push_str(l);
        }
    }
    Some(AnswerFix {
        line: Some(at.line),
        before: Some(line.to_string()),
        after,
        text: new,
    })
}

/// The length in bytes of the value at the start of `rest`: a quoted text, a `[...]` list
/// closed on the same line, or plain text up to a ` #` comment; `None` when it goes on.
fn value_len(rest: &str) -> Option<usize> {
    let close = match rest.chars().next()? {
        q @ ('"' | '\'') => return rest[1..].find(q).map(|i| i + 2),
        '[' => return rest.find(']').map(|i| i + 1),
        '|' | '>' | '{' => return None,
        _ => rest.find(" #").unwrap_or(rest.len()),
    };
    Some(rest[..close].trim_end().len())
}

#[cfg(test)]
mod tests {
    use super::*;

    const STUDY: &str = "format_version: 1\nid: a\nstage: understand\n\
        position: \"3/1G1/3G3/1GGFGG1/3G3/3/3 f 0\"\ntask:\n  kind: blockade\n";

    #[test]
    fn the_declared_id_is_read_from_its_line_alone() {
        for (text, id) in [
            ("id: my-study\nstage: [\n", Some("my-study")),
            (
                "format_version: 1\nid: \"quoted\"  # note\n",
                Some("quoted"),
            ),
            ("task:\n  id: nested\n", None),
            ("id: Not An Id\n", None),
            ("stage: one\n", None),
        ] {
            assert_eq!(declared_id(text).as_deref(), id, "{text:?}");
        }
    }

    #[test]
    fn a_wrong_answer_is_replaced_and_the_comment_kept() {
        let text = format!("{STUDY}answer: yes   # first guess\n# end\n");
        let fix = fix_answer("a.yaml", &text).expect("a fix");
        assert_eq!(fix.line, Some(7));
        assert_eq!(fix.after, "answer: \"no\"   # first guess");
        assert_eq!(
            fix.text,
            format!("{STUDY}answer: \"no\"   # first guess\n# end\n")
        );
    }

    #[test]
    fn a_missing_answer_is_added_and_a_right_one_left() {
        let fix = fix_answer("a.yaml", STUDY).expect("a fix");
        assert_eq!(fix.line, None);
        assert_eq!(fix.text, format!("{STUDY}answer: \"no\"\n"));
        assert_eq!(fix_answer("a.yaml", &fix.text), None);
    }

    #[test]
    fn only_the_answer_line_changes_whatever_the_line_endings() {
        for end in ["\n", "\r\n", "\r"] {
            let text = format!("{STUDY}answer: yes # guess\n# end\n").replace('\n', end);
            let fix = fix_answer("a.yaml", &text).expect("a fix");
            assert_eq!(fix.line, Some(7), "{end:?}");
            let want = text.replace("answer: yes", "answer: \"no\"");
            assert_eq!(fix.text, want, "{end:?}");
            let missing = STUDY.replace('\n', end);
            let fix = fix_answer("a.yaml", &missing).expect("a fix");
            assert_eq!(fix.text, format!("{missing}answer: \"no\"{end}"), "{end:?}");
            assert_eq!(fix.after, "answer: \"no\"");
        }
    }

    #[test]
    fn value_lengths() {
        assert_eq!(value_len("\"a b\" # c"), Some(5));
        assert_eq!(value_len("[a, b]"), Some(6));
        assert_eq!(value_len("a b  # c"), Some(3));
        assert_eq!(value_len("|"), None);
    }
}
