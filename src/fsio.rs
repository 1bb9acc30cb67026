//! Writing files so that they survive: [`atomic_write`] replaces a file's contents all at once
//! or not at all. Every file the program writes (progress today; tables, records and exports
//! later) goes through it; [`atomic_write_with`] streams large contents the same way.
//!
//! Why each step: the bytes go to a temporary file with a unique name in the target's own
//! directory (a rename is atomic only within one file system, and a unique name keeps two
//! writers from sharing one temporary file); it is flushed to disk before the rename (else a
//! crash can leave an empty file under the real name); it takes the old file's permissions
//! (a private 0600 file stays private); and a symlink is followed, so the link keeps pointing
//! at the file that now holds the new contents.
//!
//! Temporary files are named `.NAME.PID.N.hHOST.tmp` (the target's name, the writer's process
//! id, a counter, and a hash of the machine's host name). The ones being written are tracked,
//! so a signal handler can remove them ([`remove_temporaries`]) before the program exits; the
//! ones a killed process of this machine left behind (its process gone) are removed by the next
//! write beside them ([`remove_stale_temporaries`]). The host matters on a folder shared
//! between machines (a cluster's jobs): another machine's process ids say nothing here, so its
//! temporaries are left alone; whoever holds a file's lock may remove that file's own
//! ([`remove_temporaries_of`]). Names without a host (`.NAME.PID.N.tmp`, older versions) are
//! taken as this machine's.
//!
//! [`lock_beside`] serialises read-modify-write cycles on one file between processes (two
//! `practice` sessions saving one progress file): an advisory lock (`File::lock`, `flock` on
//! Unix) on a lock file beside the real one. The operating system drops the lock when its
//! holder exits, however it exits, so a killed session never leaves a stale lock behind; the
//! lock file itself stays (removing it would race with a process about to lock it).

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Replaces the contents of `path` with `bytes` atomically. A missing parent directory is
/// created. On error the old file is untouched and no temporary file is left behind.
pub fn atomic_write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    atomic_write_with(path, |w| w.write_all(bytes))
}

/// [`atomic_write`] for contents too large to hold twice in memory (the solver's tables):
/// `write` streams them into the temporary file (buffered), which then replaces `path` the
/// same way. An error from `write` leaves the old file untouched and no temporary file.
pub fn atomic_write_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    let target = resolve_symlinks(path)?;
    let dir = parent_dir(&target);
    fs::create_dir_all(&dir)?;
    let old = fs::metadata(&target).ok();
    if old.as_ref().is_some_and(|m| !m.is_file()) {
        return Err(not_regular());
    }
    if old.as_ref().is_some_and(|m| m.permissions().readonly()) {
        return Err(io::Error::from(io::ErrorKind::PermissionDenied));
    }
    remove_stale_temporaries(&dir);
    let (tmp, file) = unique_temp(&dir, &target)?;
    let written = (|| {
        let mut buffered = io::BufWriter::with_capacity(1 << 20, file);
        write(&mut buffered)?;
        let file = buffered.into_inner().map_err(|e| e.into_error())?;
        if let Some(m) = &old {
            file.set_permissions(m.permissions())?;
        }
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp, &target)?;
        sync_dir(&dir);
        Ok(())
    })();
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    untrack(&tmp);
    written
}

/// Whether [`atomic_write`] could replace `path` now (its folder made if missing): the same
/// refusals (a folder, a FIFO or a read-only file in the way, a symlink loop), and a temporary
/// file made and removed beside it, so a long computation learns before it starts that it
/// could not save. Nothing is left behind but the folder.
pub fn check_writable(path: &Path) -> io::Result<()> {
    let target = resolve_symlinks(path)?;
    let dir = parent_dir(&target);
    // A link that points into a folder that does not exist: its folders are not made.
    if target != path && !dir.is_dir() {
        return Err(io::Error::from(io::ErrorKind::NotFound));
    }
    fs::create_dir_all(&dir)?;
    match fs::metadata(&target) {
        Ok(m) if !m.is_file() => return Err(not_regular()),
        Ok(m) if m.permissions().readonly() => {
            return Err(io::Error::from(io::ErrorKind::PermissionDenied))
        }
        Ok(_) => {}
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(e),
    }
    remove_stale_temporaries(&dir);
    let (tmp, file) = unique_temp(&dir, &target)?;
    drop(file);
    let removed = fs::remove_file(&tmp);
    untrack(&tmp);
    removed
}

/// An exclusive lock on the lock file of some file, held until this value is dropped.
#[derive(Debug)]
pub struct FileLock {
    file: File,
    path: PathBuf,
}

impl FileLock {
    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for FileLock {
    fn drop(&mut self) {
        let _ = self.file.unlock();
    }
}

/// Why [`lock_beside`] did not lock.
#[derive(Debug)]
pub enum LockError {
    /// Another process held the lock for all of the wait.
    Busy {
        /// The lock file.
        lock: PathBuf,
    },
    /// The lock file could not be made or opened.
    Io(io::Error),
}

/// The lock file of `path`: `.NAME.lock` beside the file `path` finally names (through any
/// symlinks, so two links to one file share one lock).
pub fn lock_path(path: &Path) -> io::Result<PathBuf> {
    let target = resolve_symlinks(path)?;
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    Ok(parent_dir(&target).join(format!(".{name}.lock")))
}

/// Takes the exclusive lock of `path` (see [`lock_path`]), trying again every few milliseconds
/// for up to `wait` while another process holds it. A missing parent directory is created.
pub fn lock_beside(path: &Path, wait: Duration) -> Result<FileLock, LockError> {
    let lock = lock_path(path).map_err(LockError::Io)?;
    if let Some(dir) = lock.parent() {
        fs::create_dir_all(dir).map_err(LockError::Io)?;
    }
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&lock)
        .map_err(LockError::Io)?;
    let started = Instant::now();
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(FileLock { file, path: lock }),
            Err(fs::TryLockError::WouldBlock) if started.elapsed() < wait => {
                std::thread::sleep(Duration::from_millis(20));
            }
            Err(fs::TryLockError::WouldBlock) => return Err(LockError::Busy { lock }),
            Err(fs::TryLockError::Error(e)) => return Err(LockError::Io(e)),
        }
    }
}

/// Opens `path` for reading if it is a regular file (through symlinks); anything else is
/// refused with [`io::ErrorKind::InvalidInput`] before it is opened, since opening a FIFO
/// waits for a writer that may never come, and a device may never end.
pub fn open_regular(path: &Path) -> io::Result<File> {
    let meta = fs::metadata(path)?;
    if !meta.is_file() {
        return Err(not_regular());
    }
    let file = File::open(path)?;
    // The path may have been replaced between the two looks: the file opened is what counts.
    if !file.metadata()?.is_file() {
        return Err(not_regular());
    }
    Ok(file)
}

/// The error of a path that is not a regular file.
fn not_regular() -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, "not a regular file")
}

/// The error kind of a loop of symbolic links (`ELOOP`), which stable Rust cannot name: it is
/// made from the system's own code, where that is known (`None` elsewhere).
pub fn symlink_loop_kind() -> Option<io::ErrorKind> {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    const ELOOP: Option<i32> = Some(40);
    #[cfg(any(
        target_os = "macos",
        target_os = "ios",
        target_os = "freebsd",
        target_os = "netbsd",
        target_os = "openbsd",
        target_os = "dragonfly"
    ))]
    const ELOOP: Option<i32> = Some(62);
    #[cfg(not(any(
        target_os = "linux",
        target_os = "android",
        target_os = "macos",
        target_os = "ios",
        target_os = "freebsd",
        target_os = "netbsd",
        target_os = "openbsd",
        target_os = "dragonfly"
    )))]
    const ELOOP: Option<i32> = None;
    ELOOP.map(|code| io::Error::from_raw_os_error(code).kind())
}

/// The error of a chain of symlinks that does not end (the system's own where it has one).
fn symlink_loop() -> io::Error {
    match symlink_loop_kind() {
        Some(kind) => io::Error::new(kind, "too many symlinks"),
        None => io::Error::new(io::ErrorKind::InvalidInput, "too many symlinks"),
    }
}

/// The first part of `path` (itself included) that exists and is not a folder, where a folder
/// is needed: what to name when making `path` as a folder, or a file in it, fails ("DIR is a
/// file, not a folder"). `None` when every existing part is a folder.
pub fn file_in_the_way(path: &Path) -> Option<PathBuf> {
    let mut parts: Vec<&Path> = path
        .ancestors()
        .filter(|p| !p.as_os_str().is_empty())
        .collect();
    parts.reverse();
    parts
        .into_iter()
        .find(|p| fs::metadata(p).is_ok_and(|m| !m.is_dir()))
        .map(Path::to_path_buf)
}

/// The directory holding `target` (`.` for a bare file name).
fn parent_dir(target: &Path) -> PathBuf {
    match target.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(d) => d.to_path_buf(),
        None => PathBuf::from("."),
    }
}

/// The file a path finally names, through any chain of symlinks (a dangling link names the
/// file it would create).
fn resolve_symlinks(path: &Path) -> io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        match fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let link = fs::read_link(&p)?;
                p = match p.parent() {
                    Some(parent) => parent.join(link),
                    None => link,
                };
            }
            _ => return Ok(p),
        }
    }
    Err(symlink_loop())
}

/// The counter of temporary names.
static COUNTER: AtomicU32 = AtomicU32::new(0);

/// The temporary files and folders this process is writing.
static LIVE: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn track(tmp: &Path) {
    LIVE.lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(tmp.to_path_buf());
}

fn untrack(tmp: &Path) {
    LIVE.lock()
        .unwrap_or_else(|e| e.into_inner())
        .retain(|p| p != tmp);
}

/// Stops tracking a temporary folder of [`temp_dir_beside`] (it was renamed, or removed).
pub fn forget_temporary(tmp: &Path) {
    untrack(tmp);
}

/// Removes every temporary file and folder this process is writing: what a signal handler
/// calls before the program exits, so that an interrupted save leaves nothing behind.
pub fn remove_temporaries() {
    let live = std::mem::take(&mut *LIVE.lock().unwrap_or_else(|e| e.into_inner()));
    for p in live {
        match fs::symlink_metadata(&p) {
            Ok(m) if m.is_dir() => {
                let _ = fs::remove_dir_all(&p);
            }
            Ok(_) => {
                let _ = fs::remove_file(&p);
            }
            Err(_) => {}
        }
    }
}

/// A temporary file's name read: the target's name, the writer's process id, and its host's
/// tag (`None` in names without one).
fn parse_temporary(file: &str) -> Option<(&str, u32, Option<&str>)> {
    let rest = file.strip_prefix('.')?.strip_suffix(".tmp")?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let (rest, host) = match rest.rsplit_once('.') {
        Some((r, h))
            if h.len() == 9
                && h.starts_with('h')
                && h[1..].bytes().all(|b| b.is_ascii_hexdigit()) =>
        {
            (r, Some(h))
        }
        _ => (rest, None),
    };
    let (rest, n) = rest.rsplit_once('.')?;
    let (name, pid) = rest.rsplit_once('.')?;
    if name.is_empty() || !digits(n) || !digits(pid) {
        return None;
    }
    Some((name, pid.parse().ok()?, host))
}

/// This machine's tag in temporary names: `h` and 8 hex digits of a hash of its host name.
fn host_tag() -> &'static str {
    static TAG: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TAG.get_or_init(|| {
        let name = crate::machine::host_name();
        format!("h{:08x}", xxhash_rust::xxh3::xxh3_64(&name) as u32)
    })
}

fn remove_path(p: &Path) {
    let _ = match fs::symlink_metadata(p) {
        Ok(m) if m.is_dir() => fs::remove_dir_all(p),
        _ => fs::remove_file(p),
    };
}

/// Removes the temporary files and folders in `dir` (`.NAME.PID.N.hHOST.tmp`, of any target)
/// of this machine whose process is gone: what a killed writer left. Where the system cannot
/// say whether a process runs (no `/proc`), nothing is removed; another machine's are left
/// alone (see the module doc).
pub fn remove_stale_temporaries(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file = entry.file_name();
        let Some((_, pid, host)) = file.to_str().and_then(parse_temporary) else {
            continue;
        };
        if host.is_none_or(|h| h == host_tag()) && process_is_gone(pid) {
            remove_path(&entry.path());
        }
    }
}

/// Removes every temporary file of `target` beside it, of any process on any machine, but
/// the ones this process is writing: for the holder of `target`'s lock ([`lock_beside`]), when every writer of
/// `target` takes that lock first, so none of them is writing.
pub fn remove_temporaries_of(target: &Path) {
    let Some(name) = target.file_name().and_then(|n| n.to_str()) else {
        return;
    };
    let dir = parent_dir(target);
    let Ok(entries) = fs::read_dir(&dir) else {
        return;
    };
    let live = LIVE.lock().unwrap_or_else(|e| e.into_inner()).clone();
    for entry in entries.flatten() {
        let file = entry.file_name();
        let Some((of, _, _)) = file.to_str().and_then(parse_temporary) else {
            continue;
        };
        if of == name && !live.contains(&entry.path()) {
            remove_path(&entry.path());
        }
    }
}

/// Whether no process `pid` runs (false when the system cannot tell).
fn process_is_gone(pid: u32) -> bool {
    if pid == std::process::id() {
        return false;
    }
    let proc = Path::new("/proc");
    proc.join("self").exists() && !proc.join(pid.to_string()).exists()
}

/// A new file beside `target`, named after it, the process and a counter.
fn unique_temp(dir: &Path, target: &Path) -> io::Result<(PathBuf, File)> {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    loop {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let tmp = dir.join(format!(
            ".{name}.{}.{n}.{}.tmp",
            std::process::id(),
            host_tag()
        ));
        // Tracked before it exists, so a signal between the two cannot miss it.
        track(&tmp);
        match OpenOptions::new().write(true).create_new(true).open(&tmp) {
            Ok(f) => return Ok((tmp, f)),
            Err(e) => {
                untrack(&tmp);
                if e.kind() != io::ErrorKind::AlreadyExists {
                    return Err(e);
                }
            }
        }
    }
}

/// A new, empty temporary folder beside `target`, named as a temporary file is and tracked
/// the same way (removed by [`remove_temporaries`]); [`forget_temporary`] once it is renamed
/// or removed. Stale temporaries of `target` are removed first.
pub fn temp_dir_beside(target: &Path) -> io::Result<PathBuf> {
    let dir = parent_dir(target);
    fs::create_dir_all(&dir)?;
    remove_stale_temporaries(&dir);
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    loop {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let tmp = dir.join(format!(
            ".{name}.{}.{n}.{}.tmp",
            std::process::id(),
            host_tag()
        ));
        track(&tmp);
        match fs::create_dir(&tmp) {
            Ok(()) => return Ok(tmp),
            Err(e) => {
                untrack(&tmp);
                if e.kind() != io::ErrorKind::AlreadyExists {
                    return Err(e);
                }
            }
        }
    }
}

/// Flushes a directory entry (the rename) to disk where the platform allows it.
fn sync_dir(dir: &Path) {
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("foxgeese-fsio-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        fs::create_dir_all(&d).unwrap();
        d
    }

    fn entries(dir: &Path) -> usize {
        fs::read_dir(dir).unwrap().count()
    }

    #[test]
    fn a_lock_is_exclusive_until_dropped() {
        let d = scratch("lock");
        let f = d.join("sub").join("p.json");
        let first = lock_beside(&f, Duration::ZERO).unwrap();
        assert_eq!(first.path(), d.join("sub").join(".p.json.lock"));
        let busy = lock_beside(&f, Duration::from_millis(50));
        assert!(matches!(busy, Err(LockError::Busy { .. })), "{busy:?}");
        drop(first);
        let again = lock_beside(&f, Duration::ZERO);
        assert!(again.is_ok(), "{again:?}");
        fs::remove_dir_all(d).unwrap();
    }

    #[test]
    fn writes_creates_and_leaves_no_temporary_file() {
        let d = scratch("plain");
        let f = d.join("sub").join("a.json");
        atomic_write(&f, b"one").unwrap();
        atomic_write(&f, b"two").unwrap();
        assert_eq!(fs::read(&f).unwrap(), b"two");
        assert_eq!(entries(&d.join("sub")), 1);
        fs::remove_dir_all(d).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn keeps_permissions_and_follows_symlinks() {
        use std::os::unix::fs::{symlink, PermissionsExt};
        let d = scratch("unix");
        let real = d.join("real.json");
        fs::write(&real, "old").unwrap();
        fs::set_permissions(&real, fs::Permissions::from_mode(0o600)).unwrap();
        let link = d.join("link.json");
        symlink("real.json", &link).unwrap();
        atomic_write(&link, b"new").unwrap();
        assert!(fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(fs::read(&real).unwrap(), b"new");
        let mode = fs::metadata(&real).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        fs::remove_dir_all(d).unwrap();
    }

    #[test]
    fn refuses_a_directory_and_a_read_only_file() {
        let d = scratch("refuse");
        assert!(atomic_write(&d, b"x").is_err());
        let f = d.join("ro.json");
        fs::write(&f, "keep").unwrap();
        let mut perm = fs::metadata(&f).unwrap().permissions();
        perm.set_readonly(true);
        fs::set_permissions(&f, perm).unwrap();
        assert!(atomic_write(&f, b"lost").is_err());
        assert_eq!(fs::read(&f).unwrap(), b"keep");
        assert_eq!(entries(&d), 1);
        let mut perm = fs::metadata(&f).unwrap().permissions();
        #[allow(clippy::permissions_set_readonly_false)]
        perm.set_readonly(false);
        fs::set_permissions(&f, perm).unwrap();
        fs::remove_dir_all(d).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_without_waiting_and_a_loop_is_named() {
        use std::os::unix::fs::symlink;
        let d = scratch("fifo");
        let fifo = d.join("pipe");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            let e = open_regular(&fifo).unwrap_err();
            assert_eq!(e.kind(), io::ErrorKind::InvalidInput);
        }
        symlink("b", d.join("a")).unwrap();
        symlink("a", d.join("b")).unwrap();
        let e = open_regular(&d.join("a")).unwrap_err();
        assert_eq!(Some(e.kind()), symlink_loop_kind());
        let e = atomic_write(&d.join("a"), b"x").unwrap_err();
        assert_eq!(Some(e.kind()), symlink_loop_kind());
        fs::remove_dir_all(d).unwrap();
    }

    #[test]
    fn the_file_in_the_way_of_a_folder_is_found() {
        let d = scratch("in-the-way");
        fs::write(d.join("afile"), "x").unwrap();
        assert_eq!(
            file_in_the_way(&d.join("afile").join("sub").join("x.html")),
            Some(d.join("afile"))
        );
        assert_eq!(file_in_the_way(&d.join("afile")), Some(d.join("afile")));
        assert_eq!(file_in_the_way(&d.join("missing").join("x")), None);
        fs::remove_dir_all(d).unwrap();
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn stale_temporaries_of_gone_processes_are_removed_and_no_others() {
        // Any target's: `.other.fgt.…` too.
        let d = scratch("stale");
        // A process id no process has: above the kernel's largest (4,194,304).
        let gone = 99_999_999u32;
        let me = std::process::id();
        let here = host_tag();
        for name in [
            format!(".t.fgt.{gone}.0.tmp"),
            format!(".t.fgt.{gone}.2.{here}.tmp"),
            format!(".t.fgt.{me}.7.tmp"),
            format!(".other.fgt.{gone}.0.tmp"),
            format!(".t.fgt.{gone}.x.tmp"),
            // Another machine's, on a shared folder: its process ids say nothing here.
            format!(".t.fgt.{gone}.3.h0badf00d.tmp"),
            "t.fgt".to_string(),
        ] {
            fs::write(d.join(name), "x").unwrap();
        }
        fs::create_dir(d.join(format!(".t.fgt.{gone}.1.tmp"))).unwrap();
        fs::write(d.join(format!(".t.fgt.{gone}.1.tmp")).join("page"), "x").unwrap();
        atomic_write(&d.join("t.fgt"), b"new").unwrap();
        let mut left: Vec<String> = fs::read_dir(&d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        let mut want = vec![
            format!(".t.fgt.{gone}.3.h0badf00d.tmp"),
            format!(".t.fgt.{gone}.x.tmp"),
            format!(".t.fgt.{me}.7.tmp"),
            "t.fgt".to_string(),
        ];
        want.sort();
        assert_eq!(left, want);
        // The holder of t.fgt's lock removes every temporary of t.fgt, of any machine.
        remove_temporaries_of(&d.join("t.fgt"));
        let mut left: Vec<String> = fs::read_dir(&d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        want.retain(|n| !n.starts_with(".t.fgt.") || n.ends_with(".x.tmp"));
        assert_eq!(left, want);
        fs::remove_dir_all(d).unwrap();
    }
}
