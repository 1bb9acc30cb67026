//! The built-in studies, and finding the study a command-line argument names.
//!
//! The library is `studies/*.yaml`, compiled in by `build.rs` (the private `embedded::STUDIES`),
//! so every command works from any directory after `cargo install`. A built-in study's
//! [`super::Location`]s are labelled `studies/FILE`, the path an editor opens in the repository.
//!
//! A STUDY argument is a path when such a file exists, else a built-in id: a local file always
//! wins, as rustlings lets a local exercise override the embedded one.
//!
//! Listing the library needs no answer: [`builtin_entries`] reads every study but leaves the
//! answers the solver proves (`best-actions`, `verdict`, `find-mistake`) until an [`Entry`]
//! is asked for its study, so `list` and the start of `practice` do not wait for 13 or more
//! proofs. [`builtin_studies`] and [`super::load()`] still compute every answer.

use std::borrow::Cow;
use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use std::sync::OnceLock;

use crate::message::Arg;
use crate::rules::position::Position;
use crate::rules::ruleset::RulesetSpec;

use super::load::{load, load_deferred, Loaded, MAX_FILE_SIZE};
use super::problem::{Location, Problem, ProblemKind, Span};
use super::task::{Task, TaskKind};
use super::{Stage, Study, TextPart};

/// The built-in study files: (file name, YAML text), sorted by file name.
pub fn builtin_files() -> &'static [(&'static str, &'static str)] {
    crate::embedded::STUDIES
}

/// The label of a built-in file in locations: `studies/FILE`.
pub fn builtin_label(file: &str) -> String {
    format!("studies/{file}")
}

/// Every built-in study, loaded, in file-name order (the problems of any that fail). Every
/// answer is computed, the solver's proofs included: [`builtin_entries`] is what lists and
/// orders the library without waiting for them.
pub fn builtin_studies() -> Vec<Result<Study, Vec<Problem>>> {
    builtin_files()
        .iter()
        .map(|(file, text)| load(&builtin_label(file), text))
        .collect()
}

/// Every built-in study, read and checked, in file-name order (the problems of any that
/// fail), each answer graded by the solver left unproven until [`Entry::study`] asks for it.
pub fn builtin_entries() -> Vec<Result<Entry, Vec<Problem>>> {
    builtin_files()
        .iter()
        .map(|(file, text)| {
            let label = builtin_label(file);
            let loaded = load_deferred(&label, text)?;
            Ok(Entry::read(loaded, label, text))
        })
        .collect()
}

/// A study of a library as listed: everything but its answer, which is computed when first
/// asked for ([`Entry::study`]). Proving the value of a `best-actions`, `verdict` or
/// `find-mistake` study takes the solver up to a tenth of a second each; listing the library
/// or starting a practice session needs none of them (issue 10).
#[derive(Debug)]
pub struct Entry {
    /// The file's label (`studies/FILE` for a built-in study).
    pub file: String,
    /// The id.
    pub id: String,
    /// The practice stage.
    pub stage: Stage,
    /// 1 (easiest) to 5.
    pub difficulty: u8,
    /// The position shown to the learner.
    pub position: Position,
    /// The question.
    pub task: Task,
    /// The YAML text, to load the study whole from.
    text: Cow<'static, str>,
    /// The study with its answer, or why its answer could not be computed.
    study: OnceLock<Result<Study, Vec<Problem>>>,
}

impl Entry {
    fn read(loaded: Loaded, file: String, text: &'static str) -> Entry {
        let (id, stage, difficulty, position, task, study) = match loaded {
            Loaded::Study(s) => {
                let (id, stage, difficulty, position, task) = (
                    s.id.clone(),
                    s.stage,
                    s.difficulty,
                    s.position,
                    s.task.clone(),
                );
                (id, stage, difficulty, position, task, OnceLock::from(Ok(s)))
            }
            Loaded::Deferred(h) => (
                h.id,
                h.stage,
                h.difficulty,
                h.position,
                h.task,
                OnceLock::new(),
            ),
        };
        Entry {
            file,
            id,
            stage,
            difficulty,
            position,
            task,
            text: Cow::Borrowed(text),
            study,
        }
    }

    /// The entry of a study already loaded (from `source`).
    pub fn loaded(study: Study, source: &Source) -> Entry {
        Entry {
            file: study.file.clone(),
            id: study.id.clone(),
            stage: study.stage,
            difficulty: study.difficulty,
            position: study.position,
            task: study.task.clone(),
            text: source.text.clone(),
            study: OnceLock::from(Ok(study)),
        }
    }

    /// The task's kind.
    pub fn kind(&self) -> TaskKind {
        self.task.kind()
    }

    /// The ruleset.
    pub fn ruleset(&self) -> RulesetSpec {
        self.position.spec()
    }

    /// The Fluent id of one of the study's texts, as [`Study::message_id`].
    pub fn message_id(&self, part: TextPart) -> String {
        format!("{}-{}", self.id, part.suffix())
    }

    /// Arguments a study text may use, as [`Study::text_args`].
    pub fn text_args(&self) -> Vec<(&'static str, Arg)> {
        self.task.text_args()
    }

    /// Whether the answer has been computed (or found not to be computable) already.
    pub fn is_computed(&self) -> bool {
        self.study.get().is_some()
    }

    /// The study with its answer, computed (the solver's proof, for a kind graded by it) the
    /// first time it is asked for; the problems of a proof that does not finish within its
    /// budget, as `load` reports them, when it cannot be.
    pub fn study(&self) -> Result<&Study, &[Problem]> {
        self.study
            .get_or_init(|| load(&self.file, &self.text))
            .as_ref()
            .map_err(Vec::as_slice)
    }
}

/// The built-in file of the study with this id: `ID.yaml` first, else any file whose `id:`
/// says so, else one whose `aliases:` holds it (a study renamed keeps answering to its
/// former id).
pub fn find_builtin(id: &str) -> Option<(&'static str, &'static str)> {
    let files = builtin_files();
    let by_name = files.iter().find(|(file, _)| {
        Path::new(file)
            .file_stem()
            .is_some_and(|stem| stem.to_string_lossy() == id)
    });
    let loads = |f: fn(&Loaded, &str) -> bool| {
        files
            .iter()
            .find(|(file, text)| load_deferred(file, text).is_ok_and(|l| f(&l, id)))
    };
    by_name
        .or_else(|| loads(|l, id| l.id() == id))
        .or_else(|| loads(|l, id| l.aliases().iter().any(|a| a == id)))
        .copied()
}

/// Every former id of a built-in study, with the study's id: `(alias, id)`.
pub fn builtin_aliases() -> Vec<(String, String)> {
    builtin_files()
        .iter()
        .filter_map(|(file, text)| load_deferred(file, text).ok())
        .flat_map(|l| {
            let id = l.id().to_string();
            l.aliases()
                .iter()
                .map(move |a| (a.clone(), id.clone()))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The ids of the built-in studies that load, in file-name order.
fn builtin_ids() -> Vec<String> {
    builtin_entries()
        .into_iter()
        .filter_map(Result::ok)
        .map(|e| e.id)
        .collect()
}

/// Where a study's text came from.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Origin {
    /// A file on disk.
    File(PathBuf),
    /// A built-in study (its file name).
    Builtin(&'static str),
}

/// A study's text and where it came from, before loading.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Source {
    /// Where from.
    pub origin: Origin,
    /// The label used in locations.
    pub label: String,
    /// The YAML text.
    pub text: Cow<'static, str>,
}

impl Source {
    /// Loads the study.
    pub fn load(&self) -> Result<Study, Vec<Problem>> {
        load(&self.label, &self.text)
    }
}

/// Why a STUDY argument or a study file could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum OpenError {
    /// No such file and no built-in study with this id.
    NotFound {
        /// The argument.
        arg: String,
        /// The closest built-in id, when one is close.
        suggestion: Option<String>,
    },
    /// The file exists but could not be read.
    Unreadable {
        /// The path.
        path: String,
        /// Why, as the operating system said.
        kind: io::ErrorKind,
    },
    /// The file is not UTF-8 text.
    NotText {
        /// The path.
        path: String,
    },
    /// The file reads, but the study has problems (including a file over 1 MiB, refused
    /// before reading).
    Invalid(Vec<Problem>),
}

/// Reads a study file, refusing one over [`MAX_FILE_SIZE`] before reading it.
///
/// Only a regular file is read: a FIFO would wait forever for a writer, and a device such as
/// `/dev/zero` never ends (issue 9, findings 7 and 11). The read itself stops one byte past
/// the limit, for a file that grows after its size was looked at. A leading byte-order mark
/// is dropped (finding 8): editors on Windows write one, and it is no part of the YAML. The
/// rest is kept as read: YAML and the locations count a lone carriage return (old Mac files)
/// as a line break, so `validate --fix` changes only the answer's line (finding 13); a
/// Fluent file is read with [`lone_carriage_returns_as_line_feeds`].
pub fn read_file(path: &Path) -> Result<String, OpenError> {
    read_file_up_to(path, MAX_FILE_SIZE)
}

/// [`read_file`] with another limit: `max` bytes (a puzzle collection's, which may hold
/// thousands of puzzles).
pub fn read_file_up_to(path: &Path, max: u64) -> Result<String, OpenError> {
    let label = path.display().to_string();
    let unreadable = |e: io::Error| OpenError::Unreadable {
        path: label.clone(),
        kind: e.kind(),
    };
    let meta = fs::metadata(path).map_err(unreadable)?;
    if !meta.is_file() {
        return Err(OpenError::Unreadable {
            path: label,
            kind: io::ErrorKind::InvalidInput,
        });
    }
    let too_large = |size: u64| {
        OpenError::Invalid(vec![Problem {
            location: Location::new(&label, Span::START),
            kind: ProblemKind::FileTooLarge { size, max },
        }])
    };
    if meta.len() > max {
        return Err(too_large(meta.len()));
    }
    let mut bytes = Vec::new();
    fs::File::open(path)
        .and_then(|f| f.take(max + 1).read_to_end(&mut bytes))
        .map_err(unreadable)?;
    if bytes.len() as u64 > max {
        return Err(too_large(bytes.len() as u64));
    }
    let text = String::from_utf8(bytes).map_err(|_| OpenError::NotText {
        path: label.clone(),
    })?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    Ok(text.to_string())
}

/// `text` with every carriage return not followed by a line feed replaced by a line feed,
/// byte for byte: Fluent counts only a line feed as a line break.
pub fn lone_carriage_returns_as_line_feeds(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let lone_cr = c == '\r' && chars.peek() != Some(&'\n');
        out.push(if lone_cr { '\n' } else { c });
    }
    out
}

/// Finds the study a STUDY argument names: an existing file, else a built-in id.
pub fn resolve(arg: &str) -> Result<Source, OpenError> {
    let path = Path::new(arg);
    if path.exists() {
        let text = read_file(path)?;
        return Ok(Source {
            origin: Origin::File(path.to_path_buf()),
            label: path.display().to_string(),
            text: Cow::Owned(text),
        });
    }
    if let Some((file, text)) = find_builtin(arg) {
        return Ok(Source {
            origin: Origin::Builtin(file),
            label: builtin_label(file),
            text: Cow::Borrowed(text),
        });
    }
    Err(OpenError::NotFound {
        arg: arg.to_string(),
        suggestion: closest(arg, &builtin_ids()),
    })
}

/// Resolves and loads a STUDY argument.
pub fn open(arg: &str) -> Result<Study, OpenError> {
    resolve(arg)?.load().map_err(OpenError::Invalid)
}

/// The `.yaml` and `.yml` files directly in `dir`, sorted.
pub fn study_files(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "yaml" || e == "yml"))
        .collect();
    v.sort();
    Ok(v)
}

/// The Fluent file that may carry the texts of the study file at `path` in `lang`:
/// `NAME.LANG.ftl` beside it.
pub fn text_file_beside(path: &Path, lang: &str) -> PathBuf {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!("{stem}.{lang}.ftl"))
}

/// The candidate closest to `arg` by edit distance (a swapped pair of letters counting as one
/// edit, as in `sied`), when close enough to be a typo (also a
/// mistyped key of a study file: `stgae`, "did you mean stage?").
pub(crate) fn closest(arg: &str, candidates: &[String]) -> Option<String> {
    let arg = arg.to_lowercase();
    candidates
        .iter()
        .map(|c| (strsim::osa_distance(&arg, c), c))
        .filter(|(d, c)| *d <= (c.chars().count() / 3).max(1))
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typos_find_their_id() {
        let ids = vec!["surrounded-fox-can-jump".to_string(), "goose-north".into()];
        assert_eq!(
            closest("surounded-fox-can-jmp", &ids),
            Some("surrounded-fox-can-jump".into())
        );
        assert_eq!(closest("goose-nort", &ids), Some("goose-north".into()));
        assert_eq!(closest("chess", &ids), None);
    }

    #[test]
    fn sidecar_text_files() {
        assert_eq!(
            text_file_beside(Path::new("dir/my-study.yaml"), "id"),
            PathBuf::from("dir/my-study.id.ftl")
        );
    }
}
