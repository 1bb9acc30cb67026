//! `foxgeese validate`: proves every study against the engine and reports each problem as
//! `file:line:column`, what is wrong, the source line, and how to fix it.
//!
//! Exit 0 when every file is clean, 1 when problems were found. With no path it checks the
//! `studies/` folder of the working directory, or the built-in library when there is none.

use std::path::{Path, PathBuf};

use serde::Serialize;

use foxgeese::i18n::{Lang, Localizer};
use foxgeese::message::{Message, ToMessage};
use foxgeese::study::library::{builtin_files, builtin_label, read_file, study_files};
use foxgeese::study::{validate_all, Problem, TextCheck};

use super::print_json;
use super::study::side_texts;
use crate::app::{excerpt_text, CmdResult, Ctx, Excerpt, Exit};
use crate::cli::Format;

/// One finding: a study problem, or a file that could not be read at all.
struct Finding {
    file: String,
    line: usize,
    column: usize,
    message: Message,
    details: Vec<Message>,
    hint: Option<Message>,
    excerpt: Option<Excerpt>,
}

/// The excerpt of `text` at 1-based `line`, `column`, spanning `len` characters: that line
/// alone, with the span as a byte range inside it.
fn line_excerpt(
    text: &str,
    origin: &str,
    line: usize,
    column: usize,
    len: usize,
) -> Option<Excerpt> {
    let body = text
        .split_inclusive('\n')
        .nth(line.checked_sub(1)?)?
        .trim_end_matches(['\n', '\r']);
    let at = |c: usize| body.char_indices().nth(c).map_or(body.len(), |(b, _)| b);
    let from = at(column.saturating_sub(1));
    let to = at(column.saturating_sub(1) + len.max(1)).max(from);
    Some(Excerpt {
        origin: origin.to_string(),
        source: body.to_string(),
        line_start: line,
        span: from..to,
    })
}

fn finding(p: &Problem, source: Option<&str>) -> Finding {
    let l = &p.location;
    let excerpt = source.and_then(|text| line_excerpt(text, &l.file, l.line, l.column, l.len));
    Finding {
        file: l.file.clone(),
        line: l.line,
        column: l.column,
        message: p.message(),
        details: p.details().iter().map(ToMessage::to_message).collect(),
        hint: p.hint(),
        excerpt,
    }
}

fn finding_text(ctx: &Ctx, f: &Finding) -> String {
    let mut s = format!(
        "{}:{}:{}: {}: {}\n",
        f.file,
        f.line,
        f.column,
        ctx.style.bad(&ctx.text("error-label")),
        ctx.msg(&f.message)
    );
    for d in &f.details {
        s.push_str(&format!("  - {}\n", ctx.msg(d)));
    }
    if let Some(x) = &f.excerpt {
        s.push_str(&excerpt_text(x, &ctx.style));
    }
    if let Some(h) = &f.hint {
        s.push_str(&format!("  = {}: {}\n", ctx.text("help-label"), ctx.msg(h)));
    }
    s
}

/// A study problem as text: place, message, details, the source line when known, the fix.
pub fn problem_text(ctx: &Ctx, p: &Problem, source: Option<&str>) -> String {
    finding_text(ctx, &finding(p, source))
        .trim_end()
        .to_string()
}

#[derive(Serialize)]
struct FindingJson {
    file: String,
    line: usize,
    column: usize,
    message: String,
    details: Vec<String>,
    hint: Option<String>,
}

#[derive(Serialize)]
struct ValidateJson {
    files: usize,
    ok: bool,
    problems: Vec<FindingJson>,
}

/// The files to check: each path, folders expanded to their `.yaml` files.
fn expand(paths: &[PathBuf], found: &mut Vec<Finding>) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for p in paths {
        if p.is_dir() {
            match study_files(p) {
                Ok(v) => files.extend(v),
                Err(e) => found.push(Finding {
                    file: p.display().to_string(),
                    line: 1,
                    column: 1,
                    message: Message::new("validate-unreadable-folder")
                        .arg("path", p.display().to_string())
                        .arg("detail", e.kind().to_string()),
                    details: Vec::new(),
                    hint: None,
                    excerpt: None,
                }),
            }
        } else {
            files.push(p.clone());
        }
    }
    files
}

pub fn run(ctx: &mut Ctx, paths: &[PathBuf], format: Format) -> CmdResult {
    let mut found = Vec::new();
    // (label, text, path on disk)
    let mut files: Vec<(String, String, Option<PathBuf>)> = Vec::new();
    let default_dir = Path::new("studies");
    if paths.is_empty() && !default_dir.is_dir() {
        for (name, text) in builtin_files() {
            files.push((builtin_label(name), text.to_string(), None));
        }
    } else {
        let paths = if paths.is_empty() {
            vec![default_dir.to_path_buf()]
        } else {
            paths.to_vec()
        };
        for path in expand(&paths, &mut found) {
            match read_file(&path) {
                Ok(text) => files.push((path.display().to_string(), text, Some(path))),
                Err(e) => {
                    let (message, details) = match &e {
                        foxgeese::study::OpenError::Invalid(problems) => {
                            found.extend(problems.iter().map(|p| finding(p, None)));
                            continue;
                        }
                        other => (other.to_message(), Vec::new()),
                    };
                    found.push(Finding {
                        file: path.display().to_string(),
                        line: 1,
                        column: 1,
                        message,
                        details,
                        hint: None,
                        excerpt: None,
                    });
                }
            }
        }
    }

    // The texts: built in, plus each file's own NAME.<lang>.ftl.
    let mut texts = Localizer::new(ctx.loc.lang());
    for (_, _, path) in &files {
        let Some(path) = path else { continue };
        for (lang, label, source) in side_texts(path) {
            if let Err(problems) = texts.add_resource(lang, &label, &source) {
                for p in problems {
                    found.push(Finding {
                        file: label.clone(),
                        line: p.line,
                        column: p.column,
                        message: Message::new("validate-bad-ftl").arg("detail", p.detail.as_str()),
                        details: Vec::new(),
                        hint: Some(Message::new("validate-bad-ftl-hint")),
                        excerpt: line_excerpt(&source, &label, p.line, p.column, 1),
                    });
                }
            }
        }
    }
    let has = |lang: &str, id: &str| {
        Lang::ALL
            .into_iter()
            .find(|l| l.tag() == lang)
            .is_some_and(|l| texts.has(l, id))
    };
    let langs: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
    let check = TextCheck {
        langs: &langs,
        has: &has,
    };
    let problems = validate_all(
        files.iter().map(|(l, t, _)| (l.as_str(), t.as_str())),
        &check,
    );
    for p in &problems {
        let source = files
            .iter()
            .find(|(l, _, _)| *l == p.location.file)
            .map(|(_, t, _)| t.as_str());
        found.push(finding(p, source));
    }
    found.sort_by(|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));

    let n_files = files.len();
    if format == Format::Json {
        let j = ValidateJson {
            files: n_files,
            ok: found.is_empty(),
            problems: found
                .iter()
                .map(|f| FindingJson {
                    file: f.file.clone(),
                    line: f.line,
                    column: f.column,
                    message: ctx.msg(&f.message),
                    details: f.details.iter().map(|d| ctx.msg(d)).collect(),
                    hint: f.hint.as_ref().map(|h| ctx.msg(h)),
                })
                .collect(),
        };
        print_json(ctx, &j);
    } else {
        let mut s = String::new();
        for f in &found {
            s.push_str(&finding_text(ctx, f));
            s.push('\n');
        }
        let bad_files = {
            let mut v: Vec<&str> = found.iter().map(|f| f.file.as_str()).collect();
            v.dedup();
            v.len()
        };
        let summary = if found.is_empty() {
            ctx.style
                .good(&ctx.msg(&Message::new("validate-clean").arg("files", n_files)))
        } else {
            ctx.style.bad(
                &ctx.msg(
                    &Message::new("validate-found")
                        .arg("problems", found.len())
                        .arg("bad", bad_files)
                        .arg("files", n_files),
                ),
            )
        };
        s.push_str(&summary);
        s.push('\n');
        ctx.print(&s);
    }
    Ok(if found.is_empty() {
        Exit::Success
    } else {
        Exit::Negative
    })
}
