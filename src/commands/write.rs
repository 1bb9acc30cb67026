//! Writing a file whole or not at all: a temporary file in the same folder, then a rename,
//! so an interrupted `new` or `validate --fix` never leaves half a study.
//!
//! For the merger: a library `atomic_write` is being written in `src/fsio.rs`; once it lands,
//! this module should give way to it.

use std::io::Write;
use std::path::Path;

/// Writes `text` to `path` atomically (on the same file system, a rename replaces at once).
pub fn atomic_write(path: &Path, text: &str) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}
