//! What the study commands (`study`, `check`, `list`, `practice`, `validate`) share: opening a
//! STUDY argument with its own text files, the library in practice order, `--stage`, a study's
//! texts in the learner's language, and a study problem as a finding.

use std::path::Path;

use foxgeese::i18n::{FtlProblem, Lang, Localizer};
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::rules::Variant;
use foxgeese::study::library::{self, builtin_entries, text_file_beside, Entry, OpenError, Origin};
use foxgeese::study::{Problem, Stage, Study, TextPart};
use foxgeese::RulesetSpec;

use crate::present::error::CliError;
use crate::present::excerpt::Excerpt;
use crate::present::problem::{self, Finding, Severity};

use super::ctx::Ctx;

/// The most problems shown for one file (a study or its texts); the rest are counted.
pub const MAX_SHOWN_PER_FILE: usize = 200;

/// The line that counts a file's `count` problems not shown.
pub fn more_problems(count: usize) -> Message {
    Message::new(ids::VALIDATE_MORE_PROBLEMS)
        .arg("count", count)
        .arg("limit", MAX_SHOWN_PER_FILE)
}

/// Opens a STUDY argument (a path or a built-in id) and, for a file, adds its own
/// `NAME.en.ftl` / `NAME.id.ftl` texts to the localizer.
pub fn open(ctx: &mut Ctx, arg: &str) -> Result<Study, CliError> {
    open_source(ctx, arg).map(|(study, _)| study)
}

/// [`open`], as an [`Entry`] of a selection (its answer already computed).
pub fn open_entry(ctx: &mut Ctx, arg: &str) -> Result<Entry, CliError> {
    let (study, source) = open_source(ctx, arg)?;
    Ok(Entry::loaded(study, &source))
}

fn open_source(ctx: &mut Ctx, arg: &str) -> Result<(Study, library::Source), CliError> {
    let source = library::resolve(arg).map_err(|e| open_error(ctx, &e))?;
    let study = source
        .load()
        .map_err(|problems| open_error(ctx, &OpenError::Invalid(problems)))?;
    if let Origin::File(path) = &source.origin {
        add_side_texts(ctx, path)?;
    }
    Ok((study, source))
}

/// The study of an entry, with its answer (proven now by the solver, for a kind it grades,
/// when this is the first time it is asked for); an error, as for a study that does not
/// load, when the proof does not finish within its budget.
pub fn solved<'e>(ctx: &Ctx, entry: &'e Entry) -> Result<&'e Study, CliError> {
    entry
        .study()
        .map_err(|problems| open_error(ctx, &OpenError::Invalid(problems.to_vec())))
}

/// Adds the Fluent files beside a study file, if any. A malformed one is an error (exit 2),
/// and so is one that exists but cannot be read (a FIFO, a folder, no permission).
fn add_side_texts(ctx: &mut Ctx, path: &Path) -> Result<(), CliError> {
    for (lang, label, text) in side_texts(path) {
        let text = text.map_err(|e| CliError::new(e.to_message()))?;
        if let Err(problems) = ctx.loc.add_resource(lang, &label, &text) {
            return Err(ftl_error(&problems));
        }
    }
    Ok(())
}

/// The error for a malformed Fluent file: its first problems, then how many more (a file of
/// 60,000 broken lines is not 60,000 lines of output).
pub fn ftl_error(problems: &[FtlProblem]) -> CliError {
    let limit = MAX_SHOWN_PER_FILE;
    let mut messages: Vec<Message> = problems
        .iter()
        .take(limit)
        .map(ToMessage::to_message)
        .collect();
    if problems.len() > limit {
        messages.push(more_problems(problems.len() - limit));
    }
    CliError::many(messages)
}

/// The Fluent files beside a study file that exist: (language, path as a label, its text or
/// why it cannot be read). A missing file is no file; anything else that stands there (a FIFO,
/// a folder, a file without read permission, one over the size limit) is an error for the
/// caller to report, never silently skipped (issue 9).
pub fn side_texts(path: &Path) -> Vec<(Lang, String, Result<String, OpenError>)> {
    Lang::ALL
        .into_iter()
        .filter_map(|lang| {
            let ftl = text_file_beside(path, lang.tag());
            // `symlink_metadata`: a dangling symlink is there, and is reported.
            std::fs::symlink_metadata(&ftl).ok()?;
            let text = foxgeese::study::library::read_file(&ftl)
                .map(|t| foxgeese::study::library::lone_carriage_returns_as_line_feeds(&t));
            Some((lang, ftl.display().to_string(), text))
        })
        .collect()
}

/// The error for a study that cannot be opened: the reason, then each problem with its place.
fn open_error(ctx: &Ctx, e: &OpenError) -> CliError {
    let mut err = CliError::new(e.to_message());
    if let OpenError::Invalid(problems) = e {
        // The first problems, then how many more: as `validate` shows them.
        let limit = MAX_SHOWN_PER_FILE;
        for p in problems.iter().take(limit) {
            let f = finding(p, None, &ctx.loc);
            err.notes.push(
                problem::text(&f, &ctx.loc, &ctx.style)
                    .trim_end()
                    .to_string(),
            );
        }
        if problems.len() > limit {
            let m = more_problems(problems.len() - limit);
            err.notes.push(ctx.loc.msg(&m));
        }
    }
    err
}

/// A study text: `<id>-title` and so on, with the task's arguments.
pub fn text(loc: &Localizer, study: &Study, part: TextPart) -> String {
    loc.dynamic(&study.message_id(part), &study.text_args())
}

/// [`text`] of an entry, whose answer is not needed for it.
pub fn entry_text(loc: &Localizer, entry: &Entry, part: TextPart) -> String {
    loc.dynamic(&entry.message_id(part), &entry.text_args())
}

/// Reads `--stage`.
pub fn stage(arg: Option<&str>) -> Result<Option<Stage>, CliError> {
    arg.map(|s| s.parse::<Stage>().map_err(CliError::from))
        .transpose()
}

/// The built-in studies in practice order (see [`in_practice_order`]).
/// Their answers are not computed yet: a solver-graded study's is proven when it is first
/// needed ([`solved`]).
pub fn library_in_order(ctx: &Ctx) -> Result<Vec<Entry>, CliError> {
    let mut studies = Vec::new();
    for s in builtin_entries() {
        studies.push(s.map_err(|problems| open_error(ctx, &OpenError::Invalid(problems)))?);
    }
    in_practice_order(&mut studies);
    Ok(studies)
}

/// Sorts studies for practice: by ruleset first, Ply Yard's all before any other (the
/// variants are told as differences from it) and the others in `rulesets`' order, each taught
/// whole before the next; within one, by stage, then difficulty, then the ruleset's options
/// (none first), then file name.
pub fn in_practice_order(studies: &mut [Entry]) {
    studies.sort_by_cached_key(|s| {
        let ruleset = s.ruleset();
        (
            variant_rank(ruleset.variant),
            s.stage,
            s.difficulty,
            ruleset != RulesetSpec::new(ruleset.variant),
            ruleset.to_string(),
            s.file.clone(),
        )
    });
}

/// Where `variant` comes in the practice order: `rulesets`' order, Ply Yard's first.
pub fn variant_rank(variant: Variant) -> usize {
    Variant::ALL
        .iter()
        .position(|v| *v == variant)
        .unwrap_or(Variant::ALL.len())
}

/// A study problem as a finding, with the source line when the text is at hand.
pub fn finding(p: &Problem, source: Option<&Lines>, loc: &Localizer) -> Finding {
    let l = &p.location;
    Finding {
        file: l.file.clone(),
        line: l.line,
        column: l.column,
        code: problem::code(p.message().id),
        message: loc.msg(&p.message()),
        details: p.details().iter().map(|d| loc.say(d)).collect(),
        hint: p.hint().map(|h| loc.msg(&h)),
        severity: Severity::Error,
        excerpt: source.and_then(|lines| lines.excerpt(&l.file, l.line, l.column, l.len)),
    }
}

/// A text with where each of its lines starts, found once: a file can have tens of thousands
/// of problems, and each problem's excerpt then finds its line without reading the text again.
pub struct Lines<'a> {
    text: &'a str,
    /// Byte offset of each line's start.
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    /// Indexes the lines of `text`, ended by a line feed, a carriage return and a line feed,
    /// or a lone carriage return (as YAML counts them).
    pub fn new(text: &'a str) -> Lines<'a> {
        let bytes = text.as_bytes();
        let ends = |&(i, &b): &(usize, &u8)| {
            b == b'\n' || (b == b'\r' && bytes.get(i + 1) != Some(&b'\n'))
        };
        let after_breaks = bytes.iter().enumerate().filter(ends).map(|(i, _)| i + 1);
        Lines {
            text,
            starts: std::iter::once(0).chain(after_breaks).collect(),
        }
    }

    /// The 1-based `line`, without its line break; `None` past the last line.
    fn line(&self, line: usize) -> Option<&'a str> {
        let i = line.checked_sub(1)?;
        let start = *self.starts.get(i)?;
        if start >= self.text.len() {
            return None;
        }
        let end = self.starts.get(i + 1).copied().unwrap_or(self.text.len());
        Some(self.text[start..end].trim_end_matches(['\n', '\r']))
    }

    /// The excerpt at 1-based `line`, `column`, spanning `len` characters: that line alone,
    /// with the span as a byte range inside it.
    pub fn excerpt(&self, origin: &str, line: usize, column: usize, len: usize) -> Option<Excerpt> {
        let body = self.line(line)?;
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
}
