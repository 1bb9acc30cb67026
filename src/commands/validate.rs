//! `foxgeese validate`: proves every study against the engine and reports each problem as
//! `file:line:column`, what is wrong, the source line, and how to fix it.
//!
//! Exit 0 when every file is clean, 1 when problems were found, 2 when a named path does not
//! exist. With no path it checks the `studies/` folder of the working directory, or the
//! built-in library when there is none. A file named twice (or through a folder and by name)
//! is checked once. Beside the studies themselves it reads each study's `NAME.<lang>.ftl`:
//! syntax, messages no screen shows (a misspelt `-hnt`, with a did-you-mean) and texts still
//! holding `new`'s placeholder. `--fix` writes the engine's answer where the declared one is
//! missing or wrong, showing each edit first ([`super::fix`]).
//!
//! It also warns when a study's screen gives its answer away ([`super::reveal`]): a warning
//! is listed with the problems and counted, but leaves the exit at 0.
//!
//! The summary counts study files: a problem in a study's `.ftl` file counts for its study.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use foxgeese::i18n::{Lang, Localizer};
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::study::library::{
    builtin_files, builtin_label, read_file, read_file_up_to, study_files, text_file_beside,
    OpenError,
};
use foxgeese::study::{
    check_all, is_missing_answer, load, without_answer, Problem, ProblemKind, Study, TextCheck,
    TextPart,
};

use crate::cli::Format;
use crate::present::error::CliError;
use crate::present::problem::{code, Finding, Severity};
use crate::present::validate::ValidateReport;

use super::ctx::{CmdResult, Ctx, Exit};
use super::reveal::reveals;
use super::studies::{finding, more_problems, side_texts, Lines, MAX_SHOWN_PER_FILE};
use super::validate_puzzles;
use foxgeese::study::audit::{ftl_messages, text_keys, Reveal};

/// A study file to check: its label, text, path on disk (none for a built-in study), and its
/// own Fluent files beside it, read once for every check that reads them.
struct File {
    label: String,
    text: String,
    path: Option<PathBuf>,
    side: Vec<SideText>,
}

/// One of a study's own Fluent files: its language, label and text (or why it cannot be read).
type SideText = (Lang, String, Result<String, OpenError>);

impl File {
    /// A file on disk, with the Fluent files beside it.
    fn on_disk(path: &Path, text: String) -> File {
        File {
            label: path.display().to_string(),
            text,
            path: Some(path.to_path_buf()),
            side: side_texts(path),
        }
    }
}

/// What [`load`] made of a file, loaded once for every check that needs the study.
type Loaded = Result<Study, Vec<Problem>>;

/// A finding about a whole file or folder: no line to show.
fn file_finding(file: String, message: &Message, loc: &Localizer) -> Finding {
    Finding {
        file,
        line: 1,
        column: 1,
        code: code(message.id),
        message: loc.msg(message),
        details: Vec::new(),
        hint: None,
        severity: Severity::Error,
        excerpt: None,
    }
}

/// [`more_problems`] as a finding of `file`, at the first problem not shown.
fn not_shown(file: String, (line, column): (usize, usize), count: usize, ctx: &Ctx) -> Finding {
    let mut note = file_finding(file, &more_problems(count), &ctx.loc);
    (note.line, note.column) = (line, column);
    note
}

/// The code of the line that counts the problems not shown.
const NOT_SHOWN_CODE: &str = "more-problems";

/// The files to check: each path, folders expanded to their `.yaml` files, each file once.
/// A path that does not exist is a usage error.
fn expand(
    paths: &[PathBuf],
    found: &mut Vec<Finding>,
    loc: &Localizer,
) -> Result<Vec<PathBuf>, CliError> {
    let mut files: Vec<PathBuf> = Vec::new();
    let mut seen: Vec<PathBuf> = Vec::new();
    let mut add = |p: PathBuf, files: &mut Vec<PathBuf>| {
        let key = p.canonicalize().unwrap_or_else(|_| p.clone());
        if !seen.contains(&key) {
            seen.push(key);
            files.push(p);
        }
    };
    for p in paths {
        if !p.exists() {
            return Err(CliError::new(
                Message::new(ids::VALIDATE_NO_SUCH_PATH).arg("path", p.display().to_string()),
            ));
        }
        if p.is_dir() {
            match study_files(p) {
                Ok(v) => v.into_iter().for_each(|f| add(f, &mut files)),
                Err(e) => found.push(file_finding(
                    p.display().to_string(),
                    &Message::new(ids::VALIDATE_UNREADABLE_FOLDER)
                        .arg("path", p.display().to_string())
                        .arg("detail", e.kind().to_message()),
                    loc,
                )),
            }
        } else {
            add(p.clone(), &mut files);
        }
    }
    Ok(files)
}

/// Whether `path` is a Fluent file (`NAME.<lang>.ftl`) rather than a study.
fn is_ftl(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("ftl"))
}

/// The finding for a Fluent file named as a study: check the study beside it instead.
fn ftl_finding(path: &Path, loc: &Localizer) -> Finding {
    let stem = path.file_stem().map(Path::new).and_then(Path::file_stem);
    let study = path.with_file_name(format!(
        "{}.yaml",
        stem.map(|s| s.to_string_lossy()).unwrap_or_default()
    ));
    let mut f = file_finding(
        path.display().to_string(),
        &Message::new(ids::VALIDATE_FTL_AS_STUDY),
        loc,
    );
    f.hint = Some(loc.msg(
        &Message::new(ids::VALIDATE_FTL_AS_STUDY_HINT).arg("study", study.display().to_string()),
    ));
    f
}

/// Reads the study files named by `paths` (or the default ones).
fn read_files(
    paths: &[PathBuf],
    found: &mut Vec<Finding>,
    loc: &Localizer,
) -> Result<(Vec<File>, Vec<String>), CliError> {
    let default_dir = Path::new("studies");
    if paths.is_empty() && !default_dir.is_dir() {
        let files: Vec<File> = builtin_files()
            .iter()
            .map(|(name, text)| File {
                label: builtin_label(name),
                text: text.to_string(),
                path: None,
                side: Vec::new(),
            })
            .collect();
        let labels = files.iter().map(|f| f.label.clone()).collect();
        return Ok((files, labels));
    }
    let paths = if paths.is_empty() {
        vec![default_dir.to_path_buf()]
    } else {
        paths.to_vec()
    };
    let mut files = Vec::new();
    let named = expand(&paths, found, loc)?;
    for path in &named {
        if is_ftl(path) {
            found.push(ftl_finding(path, loc));
            continue;
        }
        match read_file(path) {
            Ok(text) => files.push(File::on_disk(path, text)),
            // Over a study's limit: a puzzle collection named on the command line has the
            // collection's (a mined one of thousands of puzzles is larger than any study).
            Err(OpenError::Invalid(problems)) => match as_collection(path, &problems) {
                Some(text) => files.push(File::on_disk(path, text)),
                None => found.extend(problems.iter().map(|p| finding(p, None, loc))),
            },
            Err(e) => found.push(file_finding(
                path.display().to_string(),
                &e.to_message(),
                loc,
            )),
        }
    }
    let checked = named
        .iter()
        .filter(|p| !is_ftl(p))
        .map(|p| p.display().to_string())
        .collect();
    Ok((files, checked))
}

/// The markers `new` writes in place of a text, in every language.
fn placeholders() -> Vec<String> {
    Lang::ALL
        .into_iter()
        .map(|l| Localizer::new(l).text(ids::NEW_PLACEHOLDER))
        .collect()
}

/// Messages of a study's Fluent file that no screen shows, or that still hold a placeholder
/// ([`foxgeese::study::audit::text_keys`]).
fn check_keys(study_id: &str, label: &str, source: &str, ctx: &Ctx) -> Vec<Finding> {
    let lines = Lines::new(source);
    text_keys(study_id, source, &placeholders())
        .into_iter()
        .map(|k| {
            let message = k.message();
            Finding {
                file: label.to_string(),
                line: k.line,
                column: 1,
                code: code(message.id),
                message: ctx.msg(&message),
                details: Vec::new(),
                hint: Some(ctx.msg(&k.hint())),
                severity: Severity::Error,
                excerpt: lines.excerpt(label, k.line, 1, k.key.chars().count()),
            }
        })
        .collect()
}

/// Warnings about study screens that give their answer away ([`super::reveal`]), in every
/// language: each at the line of the text that names it in the study's own Fluent file, else
/// at the study's id.
fn screen_warnings(
    files: &[File],
    loaded: &[Loaded],
    sources: &HashMap<&str, Lines>,
    ctx: &Ctx,
) -> Vec<Finding> {
    let mut out = Vec::new();
    let studies: Vec<(&File, &Study)> = files
        .iter()
        .zip(loaded)
        .filter_map(|(f, l)| Some((f, l.as_ref().ok()?)))
        .collect();
    for lang in Lang::ALL {
        // The screen in `lang`: the built-in texts, and a study's own where it has them (its
        // own alone: two studies sharing an id must not read each other's texts).
        let builtin = Localizer::new(lang);
        for (file, study) in &studies {
            let own = (!file.side.is_empty()).then(|| {
                let mut loc = Localizer::new(lang);
                for (l, label, source) in &file.side {
                    if let Ok(source) = source {
                        let _ = loc.add_resource(*l, label, source);
                    }
                }
                loc
            });
            for r in reveals(study, own.as_ref().unwrap_or(&builtin)) {
                let part = match &r {
                    Reveal::Item { part, .. } | Reveal::Status { part, .. } => *part,
                    Reveal::Title { .. } => Some(TextPart::Title),
                    Reveal::Marks { .. } | Reveal::Id { .. } => None,
                };
                let message = r.message(lang.tag());
                let mut f = Finding {
                    file: file.label.clone(),
                    line: study.id_location().line,
                    column: study.id_location().column,
                    code: code(message.id),
                    message: ctx.msg(&message),
                    details: Vec::new(),
                    hint: Some(ctx.msg(&r.hint())),
                    severity: Severity::Warning,
                    excerpt: sources.get(file.label.as_str()).and_then(|lines| {
                        let at = study.id_location();
                        lines.excerpt(&file.label, at.line, at.column, at.len)
                    }),
                };
                if let Some(at) = part.and_then(|p| text_line(file, &study.message_id(p), lang)) {
                    (f.file, f.line, f.column, f.excerpt) = at;
                }
                out.push(f);
            }
        }
    }
    out
}

/// For texts missing from a study file that keeps its texts beside it (a `NAME.LANG.ftl` in
/// some language is there, as `new` writes them), the help that names its own file for the
/// language rather than the library's `locales/LANG/studies.ftl`.
fn missing_text_beside(p: &Problem, files: &[File]) -> Option<Message> {
    let ProblemKind::MissingText { lang, .. } = &p.kind else {
        return None;
    };
    let file = files.iter().find(|f| f.label == p.location.file)?;
    let path = file.path.as_deref()?;
    if !Lang::ALL
        .iter()
        .any(|l| text_file_beside(path, l.tag()).is_file())
    {
        return None;
    }
    let beside = text_file_beside(path, lang);
    Some(
        Message::new(ids::VALIDATE_MISSING_TEXT_BESIDE_HINT)
            .arg("file", beside.display().to_string()),
    )
}

/// Where the study file `file`'s own Fluent file for `lang` defines `id`: file, line, column
/// and excerpt.
fn text_line(
    file: &File,
    id: &str,
    lang: Lang,
) -> Option<(
    String,
    usize,
    usize,
    Option<crate::present::excerpt::Excerpt>,
)> {
    let (_, label, source) = file.side.iter().find(|(l, _, _)| *l == lang)?;
    let source = source.as_ref().ok()?;
    let (line, _, _) = ftl_messages(source)
        .into_iter()
        .find(|(_, key, _)| *key == id)?;
    let excerpt = Lines::new(source).excerpt(label, line, 1, id.chars().count());
    Some((label.clone(), line, 1, excerpt))
}

/// The studies' own Fluent files, as [`side_files`] read them.
struct SideFiles {
    /// Which study each Fluent file belongs to: (ftl label, study label).
    owners: Vec<(String, String)>,
    /// The messages a syntax error broke, per language: reported at their own line, and so
    /// not reported again as missing.
    broken: Vec<(Lang, String)>,
}

/// Adds each study's own `NAME.<lang>.ftl` to `texts`, reporting what is wrong in them (the
/// messages that parse are added even from a file with errors). Problems past the first
/// [`MAX_SHOWN_PER_FILE`] of a file are counted in `omitted`.
fn side_files(
    files: &[File],
    loaded: &[Loaded],
    texts: &mut Localizer,
    found: &mut Vec<Finding>,
    omitted: &mut usize,
    ctx: &Ctx,
) -> SideFiles {
    let mut owners = Vec::new();
    let mut broken = Vec::new();
    for (file, loaded) in files.iter().zip(loaded) {
        if file.path.is_none() {
            continue;
        }
        // A study that loads but for its missing answer has its id too.
        let study_id = match loaded {
            Ok(study) => Some(study.id.clone()),
            Err(p) if p.iter().any(is_missing_answer) => {
                without_answer(&file.label, &file.text).map(|s| s.id)
            }
            // A study that does not load still names its texts by its `id:` line.
            Err(_) => foxgeese::study::declared_id(&file.text),
        };
        for (lang, label, source) in &file.side {
            let (lang, label) = (*lang, label.clone());
            owners.push((label.clone(), file.label.clone()));
            let source = match source {
                Ok(text) => text,
                Err(OpenError::Invalid(problems)) => {
                    found.extend(problems.iter().map(|p| finding(p, None, &ctx.loc)));
                    continue;
                }
                Err(e) => {
                    found.push(file_finding(label.clone(), &e.to_message(), &ctx.loc));
                    continue;
                }
            };
            if let Err(problems) = texts.add_resource(lang, &label, source) {
                broken.extend(
                    problems
                        .iter()
                        .filter_map(|p| Some((lang, p.message.clone()?))),
                );
                let lines = Lines::new(source);
                // The first problems, then how many more, as for a study file.
                let (shown, rest) = problems.split_at(problems.len().min(MAX_SHOWN_PER_FILE));
                if let Some(first) = rest.first() {
                    *omitted += rest.len();
                    found.push(not_shown(
                        label.clone(),
                        (first.line, first.column),
                        rest.len(),
                        ctx,
                    ));
                }
                for p in shown {
                    let m =
                        Message::new(ids::VALIDATE_BAD_FTL).arg("detail", p.detail.to_message());
                    found.push(Finding {
                        file: label.clone(),
                        line: p.line,
                        column: p.column,
                        code: code(m.id),
                        message: ctx.msg(&m),
                        details: Vec::new(),
                        hint: Some(ctx.msg(&Message::new(ids::VALIDATE_BAD_FTL_HINT))),
                        severity: Severity::Error,
                        excerpt: lines.excerpt(&label, p.line, p.column, 1),
                    });
                }
            } else if let Some(id) = &study_id {
                found.extend(check_keys(id, &label, source, ctx));
            }
        }
    }
    SideFiles { owners, broken }
}

/// The text of the file at `path`, refused as a study for its size (`problems`), when it is a
/// puzzle collection within a collection's limit.
fn as_collection(path: &Path, problems: &[foxgeese::study::Problem]) -> Option<String> {
    let too_large = problems
        .iter()
        .any(|p| matches!(p.kind, foxgeese::study::ProblemKind::FileTooLarge { .. }));
    if !too_large {
        return None;
    }
    read_file_up_to(path, foxgeese::puzzle::MAX_FILE_SIZE)
        .ok()
        .filter(|text| validate_puzzles::is_collection(text))
}

/// The puzzle collections among `files` (taken out of them and of `checked`), and those of
/// the folders checked: `DIR/puzzles/*.yaml`, or the built-in ones when the built-in studies
/// are checked.
fn collections(
    paths: &[PathBuf],
    files: &mut Vec<File>,
    checked: &mut Vec<String>,
    found: &mut Vec<Finding>,
    loc: &Localizer,
) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    files.retain(|f| {
        let puzzles = validate_puzzles::is_collection(&f.text);
        if puzzles {
            out.push((f.label.clone(), f.text.clone()));
        }
        !puzzles
    });
    checked.retain(|c| !out.iter().any(|(l, _)| l == c));
    let default_dir = Path::new("studies");
    let folders: Vec<PathBuf> = if paths.is_empty() {
        if !default_dir.is_dir() {
            out.extend(validate_puzzles::builtin());
            return out;
        }
        vec![default_dir.to_path_buf()]
    } else {
        paths.iter().filter(|p| p.is_dir()).cloned().collect()
    };
    for dir in folders {
        for path in validate_puzzles::in_folder(&dir) {
            let label = path.display().to_string();
            if out.iter().any(|(l, _)| *l == label) {
                continue;
            }
            match read_file_up_to(&path, foxgeese::puzzle::MAX_FILE_SIZE) {
                Ok(text) => out.push((label, text)),
                Err(OpenError::Invalid(problems)) => {
                    found.extend(problems.iter().map(|p| finding(p, None, loc)));
                }
                Err(e) => found.push(file_finding(label, &e.to_message(), loc)),
            }
        }
    }
    out
}

pub fn run(
    ctx: &mut Ctx,
    paths: &[PathBuf],
    fix: bool,
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
    let mut found = Vec::new();
    let (mut files, mut checked) = read_files(paths, &mut found, &ctx.loc)?;
    let puzzle_files = collections(paths, &mut files, &mut checked, &mut found, &ctx.loc);
    let mut fixed = Vec::new();
    if fix {
        let on_disk: Vec<PathBuf> = files.iter().filter_map(|f| f.path.clone()).collect();
        fixed = super::fix::run(ctx, &on_disk, format)?;
        found.clear();
        (files, checked) = read_files(paths, &mut found, &ctx.loc)?;
        collections(paths, &mut files, &mut checked, &mut found, &ctx.loc);
    }

    let loaded: Vec<Loaded> = files.iter().map(|f| load(&f.label, &f.text)).collect();

    // The texts: built in, plus each file's own NAME.<lang>.ftl.
    let mut texts = Localizer::new(ctx.loc.lang());
    let mut omitted = 0;
    let SideFiles { owners, broken } =
        side_files(&files, &loaded, &mut texts, &mut found, &mut omitted, ctx);
    // A text whose message a syntax error broke is not missing: its error names its line.
    let has = |lang: &str, id: &str| {
        Lang::ALL
            .into_iter()
            .find(|l| l.tag() == lang)
            .is_some_and(|l| texts.has(l, id) || broken.iter().any(|(b, m)| *b == l && m == id))
    };
    let langs: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
    let check = TextCheck {
        langs: &langs,
        has: &has,
    };
    let problems = check_all(
        files
            .iter()
            .zip(&loaded)
            .map(|(f, l)| (f.label.as_str(), f.text.as_str(), l)),
        &check,
    );
    let sources: HashMap<&str, Lines> = files
        .iter()
        .map(|f| (f.label.as_str(), Lines::new(&f.text)))
        .collect();
    // At most MAX_SHOWN_PER_FILE problems of a file are shown, then one line saying how many
    // more there are from that place on: 150,000 duplicate keys made 35 MB of text (issue 9,
    // finding 12), and nobody reads past the first screenful of one mistake repeated.
    let mut problems = problems;
    problems.sort_by(|a, b| {
        let (a, b) = (&a.location, &b.location);
        (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column))
    });
    for group in problems.chunk_by(|a, b| a.location.file == b.location.file) {
        let source = sources.get(group[0].location.file.as_str());
        let (shown, rest) = group.split_at(group.len().min(MAX_SHOWN_PER_FILE));
        found.extend(shown.iter().map(|p| {
            let mut f = finding(p, source, &ctx.loc);
            if let Some(hint) = missing_text_beside(p, &files) {
                f.hint = Some(ctx.msg(&hint));
            }
            f
        }));
        if let Some(first) = rest.first() {
            omitted += rest.len();
            let at = (first.location.line, first.location.column);
            found.push(not_shown(first.location.file.clone(), at, rest.len(), ctx));
        }
    }
    found.extend(screen_warnings(&files, &loaded, &sources, ctx));
    let (puzzle_found, puzzles) = validate_puzzles::check(&puzzle_files, tables, ctx)?;
    found.extend(puzzle_found);
    found.sort_by(|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));

    // Files with problems, a Fluent file counting for its study; anything else with a problem
    // (a folder that cannot be read, a Fluent file named alone) counts as one more file.
    let mut bad: Vec<&str> = found
        .iter()
        .map(|f| {
            owners
                .iter()
                .find(|(ftl, _)| *ftl == f.file)
                .map_or(f.file.as_str(), |(_, study)| study.as_str())
        })
        .collect();
    bad.sort_unstable();
    bad.dedup();
    let extra = bad
        .iter()
        .filter(|b| !checked.iter().any(|c| c == *b))
        .count();
    let ok = found.iter().all(|f| f.severity == Severity::Warning);
    let notes = found.iter().filter(|f| f.code == NOT_SHOWN_CODE).count();
    let report = ValidateReport {
        files: checked.len() + extra,
        bad_files: bad.len(),
        fixed,
        ok,
        total: found.len() - notes + omitted,
        omitted,
        problems: found,
        puzzles,
    };
    ctx.emit(&report, format);
    Ok(if ok { Exit::Success } else { Exit::Negative })
}
