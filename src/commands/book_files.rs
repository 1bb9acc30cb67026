//! Putting `export`'s lesson book into its folder without losing anything: the files are
//! written in a temporary folder first and moved into place only when every one of them is
//! whole, so a failed write (a full disk) leaves the old book as it was; a manifest
//! ([`MANIFEST`]) lists what foxgeese wrote, so that a file it did not write is never
//! overwritten without `--force`, and the pages of studies no longer in the book, and only
//! those, are removed.
//!
//! Why not swap the whole folder: the folder may hold the user's own files beside the book (a
//! web site's), and those stay. A new folder is made by one rename of the temporary folder;
//! into an existing one the files are renamed one by one (a rename in one file system does not
//! fail for lack of space), after a manifest that lists the old and new files both, so a crash
//! halfway leaves no file of ours unlisted.

use std::collections::BTreeSet;
use std::fs;
use std::io;
use std::path::{Component, Path, PathBuf};

use foxgeese::fsio::{atomic_write, file_in_the_way};
use foxgeese::message::{ids, Message, ToMessage};

use crate::present::error::CliError;

/// The manifest's file name, in the book's folder.
pub const MANIFEST: &str = ".foxgeese-export";
/// The manifest's first line: what the file is.
const MANIFEST_HEAD: &str = "# The files foxgeese export wrote in this folder, one a line.";

/// What [`put`] did.
#[derive(Debug)]
pub struct Put {
    /// Pages of an earlier book removed (their studies are no longer in it).
    pub removed: usize,
}

/// Writes `files` (a path relative to `dir`, which uses `/` only, and its text) as the book in
/// `dir`, replacing the book foxgeese wrote there before.
pub fn put(dir: &Path, files: &[(String, String)], force: bool) -> Result<Put, CliError> {
    match fs::metadata(dir) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => return Err(not_a_folder(dir)),
        Err(e) => {
            if let Some(file) = file_in_the_way(dir) {
                return Err(not_a_folder(&file));
            }
            if e.kind() != io::ErrorKind::NotFound {
                return Err(unwritable(dir, &e));
            }
            return put_new(dir, files);
        }
    }
    let owned = read_manifest(dir);
    let new: BTreeSet<String> = files.iter().map(|(rel, _)| rel.clone()).collect();
    // Files of ours that are not regular files any more are never replaced, even with --force.
    let mut foreign = Vec::new();
    for rel in new.iter().chain(std::iter::once(&MANIFEST.to_string())) {
        let path = dir.join(rel);
        match fs::symlink_metadata(&path) {
            Err(_) => {}
            Ok(m) if !m.is_file() && !m.is_symlink() => {
                return Err(unwritable(&path, &io::ErrorKind::InvalidInput.into()))
            }
            Ok(_) if rel == MANIFEST && owned.is_some() => {}
            Ok(_) if owned.as_ref().is_some_and(|o| o.contains(rel)) => {}
            Ok(_) => foreign.push(rel.clone()),
        }
    }
    if !foreign.is_empty() && !force {
        return Err(CliError::new(
            Message::new(ids::EXPORT_NOT_OURS)
                .arg("dir", dir.display().to_string())
                .arg("count", foreign.len())
                .arg("file", dir.join(&foreign[0]).display().to_string()),
        ));
    }
    let owned = owned.unwrap_or_default();
    let tmp = temp_beside(&dir.join(MANIFEST))?;
    if let Err(e) = write_all(&tmp, files) {
        drop_temp(&tmp);
        return Err(e);
    }
    let moved = (|| {
        let both: BTreeSet<String> = owned.union(&new).cloned().collect();
        write_manifest(dir, &both)?;
        for (rel, _) in files {
            let to = dir.join(rel);
            if let Some(parent) = to.parent() {
                fs::create_dir_all(parent).map_err(|e| unwritable(parent, &e))?;
            }
            fs::rename(tmp.join(rel), &to).map_err(|e| unwritable(&to, &e))?;
        }
        let mut removed = 0;
        for rel in owned.difference(&new) {
            let path = dir.join(rel);
            if fs::symlink_metadata(&path).is_ok_and(|m| m.is_file())
                && fs::remove_file(&path).is_ok()
            {
                removed += 1;
            }
        }
        write_manifest(dir, &new)?;
        Ok(Put { removed })
    })();
    drop_temp(&tmp);
    moved
}

/// A book in a folder that is not there yet: written whole beside it, then renamed to it.
fn put_new(dir: &Path, files: &[(String, String)]) -> Result<Put, CliError> {
    let tmp = temp_beside(dir)?;
    let done = write_all(&tmp, files)
        .and_then(|()| {
            let names = files.iter().map(|(rel, _)| rel.clone()).collect();
            write_manifest(&tmp, &names)
        })
        .and_then(|()| fs::rename(&tmp, dir).map_err(|e| unwritable(dir, &e)));
    // Renamed to `dir`, or to be removed: either way no longer a temporary.
    drop_temp(&tmp);
    done.map(|()| Put { removed: 0 })
}

/// Writes every file under `root`.
fn write_all(root: &Path, files: &[(String, String)]) -> Result<(), CliError> {
    for (rel, text) in files {
        let path = root.join(rel);
        atomic_write(&path, text.as_bytes()).map_err(|e| unwritable(&path, &e))?;
    }
    Ok(())
}

/// A new, empty temporary folder beside `path` (see [`foxgeese::fsio::temp_dir_beside`]:
/// removed at Ctrl-C, and by the next export when a killed one left it).
fn temp_beside(path: &Path) -> Result<PathBuf, CliError> {
    foxgeese::fsio::temp_dir_beside(path).map_err(|e| unwritable(path, &e))
}

/// Removes a temporary folder of [`temp_beside`] (or forgets it, renamed).
fn drop_temp(tmp: &Path) {
    let _ = fs::remove_dir_all(tmp);
    foxgeese::fsio::forget_temporary(tmp);
}

/// The files the manifest in `dir` lists: `None` when there is none, or it is not a manifest
/// (then nothing in the folder counts as foxgeese's). A line that is not a plain relative
/// path (`..`, an absolute path) is ignored: nothing outside the folder is ever touched.
fn read_manifest(dir: &Path) -> Option<BTreeSet<String>> {
    let file = foxgeese::fsio::open_regular(&dir.join(MANIFEST)).ok()?;
    let mut text = String::new();
    io::Read::read_to_string(&mut io::Read::take(file, 1 << 20), &mut text).ok()?;
    let mut lines = text.lines();
    if lines.next() != Some(MANIFEST_HEAD) {
        return None;
    }
    Some(
        lines
            .filter(|l| {
                !l.is_empty()
                    && Path::new(l)
                        .components()
                        .all(|c| matches!(c, Component::Normal(_)))
            })
            .map(str::to_string)
            .collect(),
    )
}

/// Writes the manifest of `files` in `dir`, atomically.
fn write_manifest(dir: &Path, files: &BTreeSet<String>) -> Result<(), CliError> {
    let mut text = format!("{MANIFEST_HEAD}\n");
    for f in files {
        text.push_str(f);
        text.push('\n');
    }
    let path = dir.join(MANIFEST);
    atomic_write(&path, text.as_bytes()).map_err(|e| unwritable(&path, &e))
}

/// A file that cannot be written, and why.
fn unwritable(path: &Path, e: &io::Error) -> CliError {
    CliError::new(
        Message::new(ids::EXPORT_UNWRITABLE)
            .arg("path", path.display().to_string())
            .arg("detail", e.kind().to_message()),
    )
}

/// A file where the book's folder (or a folder above it) should be.
fn not_a_folder(path: &Path) -> CliError {
    CliError::new(Message::new(ids::PATH_IS_A_FILE).arg("path", path.display().to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("foxgeese-book-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        fs::create_dir_all(&d).unwrap();
        d
    }

    fn book(pages: &[&str]) -> Vec<(String, String)> {
        pages
            .iter()
            .map(|p| (p.to_string(), format!("page {p}")))
            .collect()
    }

    /// Everything in `dir`, relative, sorted (folders with a trailing `/`).
    fn tree(dir: &Path) -> Vec<String> {
        fn walk(root: &Path, at: &Path, out: &mut Vec<String>) {
            for e in fs::read_dir(at).unwrap() {
                let p = e.unwrap().path();
                let rel = p.strip_prefix(root).unwrap().display().to_string();
                if p.is_dir() {
                    out.push(format!("{rel}/"));
                    walk(root, &p, out);
                } else {
                    out.push(rel);
                }
            }
        }
        let mut out = Vec::new();
        walk(dir, dir, &mut out);
        out.sort();
        out
    }

    #[test]
    fn a_new_folder_gets_the_book_and_its_manifest() {
        let d = scratch("new").join("book");
        put(&d, &book(&["index.html", "en/a.html"]), false).unwrap();
        assert_eq!(
            tree(&d),
            [".foxgeese-export", "en/", "en/a.html", "index.html"]
        );
        assert_eq!(
            read_manifest(&d).unwrap().into_iter().collect::<Vec<_>>(),
            ["en/a.html", "index.html"]
        );
        // No temporary folder left beside it.
        assert_eq!(fs::read_dir(d.parent().unwrap()).unwrap().count(), 1);
    }

    #[test]
    fn a_file_it_did_not_write_is_refused_unless_forced() {
        let d = scratch("foreign");
        fs::write(d.join("index.html"), "mine").unwrap();
        assert!(put(&d, &book(&["index.html", "en/a.html"]), false).is_err());
        assert_eq!(fs::read_to_string(d.join("index.html")).unwrap(), "mine");
        assert_eq!(tree(&d), ["index.html"]);
        put(&d, &book(&["index.html", "en/a.html"]), true).unwrap();
        assert_eq!(
            fs::read_to_string(d.join("index.html")).unwrap(),
            "page index.html"
        );
    }

    #[test]
    fn its_own_stale_pages_go_and_the_users_files_stay() {
        let d = scratch("stale");
        put(&d, &book(&["index.html", "en/a.html", "en/b.html"]), false).unwrap();
        fs::write(d.join("notes.txt"), "mine").unwrap();
        fs::write(d.join("en").join("mine.html"), "mine").unwrap();
        put(&d, &book(&["index.html", "en/a.html"]), false).unwrap();
        assert_eq!(
            tree(&d),
            [
                ".foxgeese-export",
                "en/",
                "en/a.html",
                "en/mine.html",
                "index.html",
                "notes.txt"
            ]
        );
    }

    #[test]
    fn a_failed_write_leaves_the_old_book_whole() {
        let d = scratch("failed");
        put(&d, &book(&["index.html", "en/a.html"]), false).unwrap();
        let before = tree(&d);
        // "x.html" is a file, so nothing can be written under it: the second write fails.
        let bad = book(&["index.html", "x.html", "x.html/y.html"]);
        assert!(put(&d, &bad, false).is_err());
        assert_eq!(tree(&d), before);
        assert_eq!(
            fs::read_to_string(d.join("index.html")).unwrap(),
            "page index.html"
        );
        let fresh = scratch("failed-new").join("book");
        assert!(put(&fresh, &bad, false).is_err());
        assert!(tree(fresh.parent().unwrap()).is_empty());
    }

    #[test]
    fn a_file_in_place_of_the_folder_is_named() {
        let d = scratch("file");
        fs::write(d.join("afile"), "x").unwrap();
        for out in [d.join("afile"), d.join("afile").join("book")] {
            let e = put(&out, &book(&["index.html"]), false).unwrap_err();
            assert_eq!(e.messages[0].id, ids::PATH_IS_A_FILE, "{out:?}");
        }
    }

    #[test]
    fn a_manifest_never_reaches_outside_the_folder() {
        let d = scratch("outside");
        fs::write(
            d.join(MANIFEST),
            format!("{MANIFEST_HEAD}\n../x.html\n/etc/passwd\nen/a.html\n"),
        )
        .unwrap();
        assert_eq!(
            read_manifest(&d).unwrap().into_iter().collect::<Vec<_>>(),
            ["en/a.html"]
        );
    }
}
