//! `foxgeese tables build` and `foxgeese tables list`, and what `analyze` shares with them:
//! where the table folder is ([`folder`]) and how a solver failure reads ([`solve_error`]).
//!
//! The folder is `--tables DIR`, else the `FOXGEESE_TABLES` variable, else `foxgeese/tables` in
//! the platform's data folder (`dirs`): the binary resolves it, the library only takes a path.
//! A build shows an indicatif progress bar on standard error when that is a terminal (hidden
//! otherwise). Ctrl-C stops a build: each finished table is already a file, and a table being
//! written is a temporary file until it is whole, which Ctrl-C removes (one a `kill -9` left is
//! removed by the next save beside it), so the next build resumes at the first missing table.

use crate::cli::TablesCommand;

use build::build;
use list::{compact, list};
use part::build_one_part;
use plan::plan;
use stats::stats;
use sweep::sweep;
use verify::verify;

mod build;
mod common;
mod list;
mod part;
mod plan;
mod stats;
mod sweep;
mod verify;

use super::ctx::{CmdResult, Ctx};

use common::BuildOptions;
pub use common::{folder, solve_error};

pub fn run(ctx: &mut Ctx, command: TablesCommand) -> CmdResult {
    match command {
        TablesCommand::Build {
            ruleset: r,
            geese,
            jobs,
            memory,
            parts_from,
            part,
            tables,
            format,
        } => {
            let (format, form) = crate::cli::BuildFormat::split(&format);
            let opts = BuildOptions {
                jobs,
                memory,
                parts_from,
                form,
            };
            match part {
                Some(id) => build_one_part(ctx, &id, &opts, tables.as_deref(), format),
                None => build(ctx, &r, geese, opts, tables.as_deref(), format),
            }
        }
        TablesCommand::Compact { tables, format } => compact(ctx, tables.as_deref(), format),
        TablesCommand::Plan {
            ruleset: r,
            geese,
            parts_from,
            nodes,
            tables,
            format,
        } => plan(
            ctx,
            &r,
            geese,
            parts_from,
            &nodes,
            tables.as_deref(),
            format,
        ),
        TablesCommand::List { tables, format } => list(ctx, tables.as_deref(), format),
        TablesCommand::Verify {
            ruleset: r,
            sample,
            tables,
            format,
        } => verify(ctx, &r, &sample, tables.as_deref(), format),
        TablesCommand::Sweep {
            ruleset: r,
            geese,
            jobs,
            tables,
            format,
        } => sweep(ctx, &r, geese, jobs, tables.as_deref(), format),
        TablesCommand::Stats {
            ruleset: r,
            geese,
            tables,
            format,
        } => stats(ctx, &r, geese, tables.as_deref(), format),
    }
}
