//! The progress file on disk, for `practice` and `list`: where it is, reading it, and saving
//! it without losing anything. The data and its JSON form are the library's
//! ([`foxgeese::progress`]); this module adds the file system and the errors a learner reads.
//!
//! Two sessions on one file (two terminals): each save takes the file's lock
//! ([`foxgeese::fsio::lock_beside`], a `.progress.json.lock` beside it), re-reads the file,
//! merges it into what this session holds ([`Progress::merge`]), writes the result atomically
//! ([`foxgeese::fsio::atomic_write`]) and lets the lock go. So no save can land between
//! another's re-read and its rename, and neither session drops the other's studies. The lock
//! is the operating system's, released when its holder exits, so a killed session blocks
//! nobody; a session that holds it past [`LOCK_WAIT`] (a save takes milliseconds) gets a
//! clear error instead of a wait without end. A file that is not a progress file is never
//! written over, not even by `--reset`.

use std::fs::File;
use std::io::{self, ErrorKind, Read};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use foxgeese::fsio::{atomic_write, lock_beside, FileLock, LockError};
use foxgeese::message::{ids, Message, MessageId, ToMessage};
use foxgeese::progress::{Day, Progress};

use crate::present::error::CliError;

/// The largest progress file read: far more than any library's records need.
const MAX_SIZE: u64 = 8 * 1024 * 1024;

/// How long a save waits for another session's save to let the lock go.
pub const LOCK_WAIT: Duration = Duration::from_secs(5);

/// The progress file: `--state FILE`, or `foxgeese/progress.json` in the user's data folder.
pub fn locate(state: Option<&Path>) -> Result<PathBuf, CliError> {
    state
        .map(Path::to_path_buf)
        .or_else(|| dirs::data_dir().map(|d| d.join("foxgeese").join("progress.json")))
        .ok_or_else(|| CliError::new(Message::new(ids::PRACTICE_NO_DATA_DIR)))
}

/// Today, as days since 1970-01-01 (UTC): the only clock read of the review schedule.
pub fn today() -> Day {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    Day::try_from(secs / 86_400).unwrap_or(Day::MAX)
}

/// The progress in `path`; empty when there is no file yet. A record kept under a built-in
/// study's former id is the study's ([`Progress::adopt_aliases`]), and is saved under its id.
/// A session's progress file: where it is, what it holds (forgotten first with `reset`), and
/// checked writable before any question is asked.
pub fn open_session(state: Option<&Path>, reset: bool) -> Result<(PathBuf, Progress), CliError> {
    let path = locate(state)?;
    let progress = if reset {
        self::reset(&path)?
    } else {
        load(&path)?
    };
    check_writable(&path)?;
    Ok((path, progress))
}

pub fn load(path: &Path) -> Result<Progress, CliError> {
    let mut progress = match read(path) {
        Ok(None) => Progress::default(),
        Ok(Some(text)) => parse(path, &text)?,
        Err(e) => return Err(io_error(ids::PRACTICE_STATE_UNREADABLE, path, &e)),
    };
    progress.adopt_aliases(&foxgeese::study::library::builtin_aliases());
    Ok(progress)
}

/// Fails at once, before any study or puzzle is asked, when the file could not be saved: the
/// same check a save makes (a read-only file, a folder that cannot be written or made, a
/// folder or FIFO in the file's place), with a temporary file made and removed beside it, so
/// a session's answers are never graded only to be lost at the end.
pub fn check_writable(path: &Path) -> Result<(), CliError> {
    if std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().readonly()) {
        return Err(io_error(
            ids::PRACTICE_STATE_UNWRITABLE,
            path,
            &ErrorKind::ReadOnlyFilesystem.into(),
        ));
    }
    foxgeese::fsio::check_writable(path)
        .map_err(|e| io_error(ids::PRACTICE_STATE_UNWRITABLE, path, &e))
}

/// Saves `mine`, merged with what the file holds now (another session's saves), and returns
/// the merged progress.
pub fn save(path: &Path, mine: &Progress) -> Result<Progress, CliError> {
    let _lock = lock(path)?;
    let mut merged = mine.clone();
    merged.merge(&load(path)?);
    atomic_write(path, merged.to_json().as_bytes())
        .map_err(|e| io_error(ids::PRACTICE_STATE_UNWRITABLE, path, &e))?;
    Ok(merged)
}

/// Empties the progress file; a file that is there but is not a progress file is left alone.
pub fn reset(path: &Path) -> Result<Progress, CliError> {
    let _lock = lock(path)?;
    if let Err(e) = load(path) {
        if path.is_file() {
            return Err(CliError::new(
                Message::new(ids::PRACTICE_RESET_REFUSED).arg("path", shown(path)),
            )
            .with_footer(Message::new(ids::PRACTICE_RESET_REFUSED_HINT)));
        }
        return Err(e);
    }
    let fresh = Progress::default();
    atomic_write(path, fresh.to_json().as_bytes())
        .map_err(|e| io_error(ids::PRACTICE_STATE_UNWRITABLE, path, &e))?;
    Ok(fresh)
}

/// The lock of the progress file, held for one read-merge-write.
fn lock(path: &Path) -> Result<FileLock, CliError> {
    lock_beside(path, LOCK_WAIT).map_err(|e| match e {
        LockError::Busy { lock } => CliError::new(
            Message::new(ids::PROGRESS_LOCKED)
                .arg("path", shown(path))
                .arg("lock", shown(&lock))
                .arg("seconds", LOCK_WAIT.as_secs()),
        ),
        LockError::Io(e) => io_error(ids::PRACTICE_STATE_UNWRITABLE, path, &e),
    })
}

/// The file's text; `None` when it does not exist. Only a regular file is read, and only up
/// to [`MAX_SIZE`].
fn read(path: &Path) -> io::Result<Option<String>> {
    let file = match File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let meta = file.metadata()?;
    if meta.is_dir() {
        return Err(ErrorKind::IsADirectory.into());
    }
    if !meta.is_file() {
        return Err(io::Error::new(
            ErrorKind::InvalidInput,
            "not a regular file",
        ));
    }
    let mut bytes = Vec::new();
    file.take(MAX_SIZE + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_SIZE {
        return Err(ErrorKind::FileTooLarge.into());
    }
    Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
}

fn parse(path: &Path, text: &str) -> Result<Progress, CliError> {
    // A version 3 file's rating goes to the ruleset whose built-in puzzles were played most.
    let ruleset_of = |id: &str| foxgeese::puzzle::library::find(id).map(|p| p.ruleset.to_string());
    Progress::parse_with(text, &ruleset_of).map_err(|e| {
        CliError::many(vec![
            Message::new(ids::PRACTICE_STATE_CORRUPT).arg("path", shown(path)),
            e.to_message(),
        ])
        .with_footer(Message::new(ids::PRACTICE_STATE_CORRUPT_HINT))
    })
}

fn shown(path: &Path) -> String {
    path.display().to_string()
}

/// `id` (a message with `path` and `detail`) for an I/O error, the reason in the learner's
/// words rather than the system's English.
fn io_error(id: MessageId, path: &Path, e: &io::Error) -> CliError {
    CliError::new(
        Message::new(id)
            .arg("path", shown(path))
            .arg("detail", e.kind().to_message()),
    )
}
