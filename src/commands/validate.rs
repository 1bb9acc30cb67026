//! `foxgeese validate`: proves every study against the engine and reports each problem as
//! `file:line:column`, what is wrong, the source line, and how to fix it.
//!
//! Exit 0 when every file is clean, 1 when problems were found. With no path it checks the
//! `studies/` folder of the working directory, or the built-in library when there is none.

use std::path::{Path, PathBuf};

use foxgeese::i18n::{Lang, Localizer};
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::study::library::{builtin_files, builtin_label, read_file, study_files, OpenError};
use foxgeese::study::{validate_all, TextCheck};

use crate::cli::Format;
use crate::present::problem::Finding;
use crate::present::validate::ValidateReport;

use super::ctx::{CmdResult, Ctx, Exit};
use super::studies::{finding, line_excerpt, side_texts};

/// A finding about a whole file or folder: no line to show.
fn file_finding(file: String, message: &Message, loc: &Localizer) -> Finding {
    Finding {
        file,
        line: 1,
        column: 1,
        message: loc.msg(message),
        details: Vec::new(),
        hint: None,
        excerpt: None,
    }
}

/// The files to check: each path, folders expanded to their `.yaml` files.
fn expand(paths: &[PathBuf], found: &mut Vec<Finding>, loc: &Localizer) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for p in paths {
        if p.is_dir() {
            match study_files(p) {
                Ok(v) => files.extend(v),
                Err(e) => found.push(file_finding(
                    p.display().to_string(),
                    &Message::new(ids::VALIDATE_UNREADABLE_FOLDER)
                        .arg("path", p.display().to_string())
                        .arg("detail", e.kind().to_string()),
                    loc,
                )),
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
        for path in expand(&paths, &mut found, &ctx.loc) {
            match read_file(&path) {
                Ok(text) => files.push((path.display().to_string(), text, Some(path))),
                Err(OpenError::Invalid(problems)) => {
                    found.extend(problems.iter().map(|p| finding(p, None, &ctx.loc)));
                }
                Err(e) => found.push(file_finding(
                    path.display().to_string(),
                    &e.to_message(),
                    &ctx.loc,
                )),
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
                        message: ctx.msg(
                            &Message::new(ids::VALIDATE_BAD_FTL).arg("detail", p.detail.as_str()),
                        ),
                        details: Vec::new(),
                        hint: Some(ctx.msg(&Message::new(ids::VALIDATE_BAD_FTL_HINT))),
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
        found.push(finding(p, source, &ctx.loc));
    }
    found.sort_by(|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));

    let ok = found.is_empty();
    let report = ValidateReport {
        files: files.len(),
        ok,
        problems: found,
    };
    ctx.emit(&report, format);
    Ok(if ok { Exit::Success } else { Exit::Negative })
}
