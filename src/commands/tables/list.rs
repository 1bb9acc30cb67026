//! `tables list` and `tables compact`: the folder's files described, or converted in place
//! to the compact form.

use std::path::Path;

use foxgeese::message::ToMessage;
use foxgeese::solve::{self, TableError};

use crate::cli::Format;
use crate::present::error::CliError;
use crate::present::progress::CompactBar;
use crate::present::tables::ListReport;

use super::super::ctx::{CmdResult, Ctx, Exit};
use super::common::{folder, path_fault, solve_error};

pub(super) fn list(ctx: &mut Ctx, tables: Option<&Path>, format: Format) -> CmdResult {
    let dir = folder(tables)?;
    if let Some(fault) = path_fault(&dir) {
        return Err(fault);
    }
    let infos = solve::list(&dir).map_err(|e| {
        CliError::new(
            TableError::Io {
                path: dir.clone(),
                kind: e.kind(),
            }
            .to_message(),
        )
    })?;
    let report = ListReport::new(&dir, &infos, &ctx.loc);
    ctx.emit(&report, format);
    // A damaged or unreadable table is a problem found, as `validate`'s are.
    Ok(if report.all_ok() {
        Exit::Success
    } else {
        Exit::Negative
    })
}

/// `tables compact`: every full table and part of the folder converted to the compact form in
/// place, each checked entry for entry against the file it replaces (`solve::compact`).
pub(super) fn compact(ctx: &mut Ctx, tables: Option<&Path>, format: Format) -> CmdResult {
    use crate::present::tables::{CompactReport, CompactRow};
    let started = std::time::Instant::now();
    let dir = folder(tables)?;
    super::super::interrupt::clean_up_on_ctrl_c();
    let bar = CompactBar::new(ctx.stderr_tty);
    let done =
        solve::compact::compact_folder(&dir, &bar).map_err(|e| solve_error(&e.into(), &dir))?;
    bar.0.finish_and_clear();
    let rows = done
        .iter()
        .map(|c| CompactRow {
            file: c.path.display().to_string(),
            bytes_before: c.before,
            bytes_after: c.after,
            converted: !c.already,
        })
        .collect();
    let report = CompactReport {
        dir: dir.display().to_string(),
        files: rows,
        seconds: started.elapsed().as_secs(),
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}
