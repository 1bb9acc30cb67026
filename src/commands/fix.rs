//! `validate --fix`: writes the engine's answer into each study file whose declared answer is
//! missing or wrong, showing each edit (the `answer:` line before and after) as it is made.
//! Only that line changes ([`foxgeese::study::fix_answer`]); the file is replaced atomically.

use std::path::PathBuf;

use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::study::fix_answer;

use crate::cli::Format;
use crate::present::error::CliError;
use crate::present::fix::{Edit, FixReport};

use super::ctx::Ctx;
use foxgeese::fsio::atomic_write;

/// Fixes the answers of `files` (study files on disk), shows what changed when the output is
/// text, and returns the files written.
pub fn run(ctx: &mut Ctx, files: &[PathBuf], format: Format) -> Result<Vec<String>, CliError> {
    let mut edits = Vec::new();
    for path in files {
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        let label = path.display().to_string();
        let Some(fix) = fix_answer(&label, &text) else {
            continue;
        };
        atomic_write(path, fix.text.as_bytes()).map_err(|e| {
            CliError::new(
                Message::new(ids::VALIDATE_FIX_UNWRITABLE)
                    .arg("path", label.as_str())
                    .arg("detail", e.kind().to_message()),
            )
        })?;
        edits.push(Edit {
            file: label,
            line: fix.line,
            before: fix.before,
            after: fix.after,
        });
    }
    let fixed = edits.iter().map(|e| e.file.clone()).collect();
    if format == Format::Text {
        ctx.show(&FixReport { edits });
    }
    Ok(fixed)
}
