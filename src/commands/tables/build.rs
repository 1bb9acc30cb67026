//! `tables build`: every table of a ruleset up to some geese, the larger levels in parts.

use std::path::Path;

use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::solve::{self, Solver, TableKey};

use crate::cli::Format;
use crate::present::error::CliError;
use crate::present::progress::{Bar, PartBar};
use crate::present::tables::{BuildReport, LevelRow, PartsRow, TableRow};

use super::super::ctx::{CmdResult, Ctx, Exit};
use super::super::input::ruleset;
use super::common::{
    folder, part_error, path_fault, ruleset_with_geese, solve_error, thread_pool, BuildOptions,
};

pub(super) fn build(
    ctx: &mut Ctx,
    spec: &str,
    geese: Option<u8>,
    opts: BuildOptions,
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
    let geese = match geese {
        Some(g) => g,
        None => ruleset(spec)?.geese_total(),
    };
    let rules = ruleset_with_geese(spec, geese)?;
    if opts.memory == Some(0) {
        return Err(CliError::new(Message::new(ids::TABLES_MEMORY_ZERO)));
    }
    let dir = folder(tables)?;
    super::super::interrupt::clean_up_on_ctrl_c();
    // What a killed build left, even beside a table that is not built again.
    foxgeese::fsio::remove_stale_temporaries(&dir);
    let plan = Solver::plan(rules.spec, geese);
    // As `tables plan` says: a goose count below every table is a usage error, not a build
    // with nothing in it.
    if plan.is_empty() {
        return Err(CliError::new(
            Message::new(ids::PLAN_NOTHING)
                .arg("ruleset", rules.spec.to_string())
                .arg("geese", geese),
        ));
    }
    let pool = thread_pool(opts.jobs)?;
    let levels = solve::parts::plan(rules.spec, geese, opts.parts_from);
    if levels.iter().any(|(_, p)| p.is_some()) {
        return build_parts(ctx, rules.spec, geese, &opts, &dir, &pool, format);
    }
    let mut solver = Solver::new(&dir)
        .with_on_demand_limit(0)
        .with_format(opts.form);
    if plan.iter().any(|k| !solver.path_of(k).is_file()) {
        check_folder_writable(&dir)?;
    }
    let bar = Bar::new(ctx.stderr_tty, &ctx.loc);
    let mut built = Vec::new();
    let mut present = Vec::new();
    for key in &plan {
        let r = pool
            .install(|| solver.build(*key, &bar))
            .map_err(|e| solve_error(&e, &dir))?;
        for k in r.built {
            if !built.contains(&k) {
                built.push(k);
            }
        }
        for k in r.present {
            if !present.contains(&k) && !built.contains(&k) {
                present.push(k);
            }
        }
    }
    bar.bar.finish_and_clear();
    let row = |k: &TableKey| TableRow::of(k, &solver.path_of(k));
    let report = BuildReport {
        dir: dir.display().to_string(),
        built: built.iter().map(row).collect(),
        present: present.iter().map(row).collect(),
        parts: None,
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// Refuses a build into a folder that cannot be written before any table is computed (a
/// read-only mount, a 0555 folder): otherwise the first table would be lost at its end.
pub(super) fn check_folder_writable(dir: &Path) -> Result<(), CliError> {
    if let Some(e) = path_fault(dir) {
        return Err(e);
    }
    foxgeese::fsio::check_writable(&dir.join(".foxgeese-write-check")).map_err(|e| {
        CliError::new(
            Message::new(ids::TABLES_FOLDER_UNWRITABLE)
                .arg("path", dir.display().to_string())
                .arg("detail", e.kind().to_message()),
        )
    })
}

/// `tables build` of a ruleset whose larger levels are built in parts.
pub(super) fn build_parts(
    ctx: &mut Ctx,
    spec: foxgeese::rules::RulesetSpec,
    geese: u8,
    opts: &BuildOptions,
    dir: &Path,
    pool: &rayon::ThreadPool,
    format: Format,
) -> CmdResult {
    let levels = solve::parts::plan(spec, geese, opts.parts_from);
    let ceiling = opts.ceiling();
    // The disk the build still needs: the parts missing (a byte an entry) and the whole
    // tables missing (two bytes an entry), or their compact files
    // ([`solve::parts::jobs::compact_bytes`]).
    let mut needs = 0u64;
    for (level, plan) in &levels {
        match plan {
            Some(p) => {
                for (pk, entries) in &p.parts {
                    if !dir.join(pk.file_name()).exists() {
                        needs += match opts.form {
                            solve::Format::Full => {
                                entries + entries.div_ceil(solve::parts::file::BLOCK) * 8 + 64
                            }
                            solve::Format::Compact => solve::parts::jobs::compact_bytes(*entries),
                        };
                    }
                }
            }
            None => {
                if !dir.join(level.file_name()).exists() {
                    needs += match opts.form {
                        solve::Format::Full => level.entries() * 2,
                        solve::Format::Compact => {
                            solve::parts::jobs::compact_bytes(level.entries())
                        }
                    };
                }
            }
        }
    }
    if needs > 0 {
        check_folder_writable(dir)?;
    }
    // FOXGEESE_DISK_FREE (bytes) stands for the free space measured: how the tests check
    // the refusal of a full disk without filling one.
    let free = std::env::var("FOXGEESE_DISK_FREE")
        .ok()
        .and_then(|v| v.parse().ok())
        .or_else(|| foxgeese::machine::free_disk(dir));
    let size = |b: u64| crate::present::tables::size(b);
    if let Some(free) = free {
        let line = Message::new(ids::TABLES_DISK)
            .arg("needs", size(needs))
            .arg("free", size(free))
            .arg("dir", dir.display().to_string());
        if needs > free {
            return Err(CliError::new(
                Message::new(ids::TABLES_DISK_SHORT)
                    .arg("needs", size(needs))
                    .arg("free", size(free))
                    .arg("dir", dir.display().to_string()),
            ));
        }
        if format == Format::Text {
            eprintln!("{}", ctx.loc.msg(&line));
        }
    }
    let mut solver = Solver::new(dir)
        .with_on_demand_limit(0)
        .with_format(opts.form);
    let bar = PartBar::new(ctx.stderr_tty, &ctx.loc);
    let r = pool
        .install(|| solver.build_parts(spec, geese, opts.parts_from, ceiling, &bar))
        .map_err(|e| part_error(&e, dir))?;
    bar.bar.finish_and_clear();
    let row = |k: &TableKey| TableRow::of(k, &solver.path_of(k));
    let whole = levels.iter().filter(|(_, p)| p.is_none()).map(|(k, _)| k);
    let report = BuildReport {
        dir: dir.display().to_string(),
        built: r.tables_built.iter().map(row).collect(),
        present: whole
            .filter(|k| !r.tables_built.contains(k))
            .map(row)
            .collect(),
        parts: Some(PartsRow {
            built: r.built.len(),
            present: r.present.len(),
            levels: levels
                .iter()
                .filter_map(|(k, p)| p.as_ref().map(|p| (k, p)))
                .map(|(k, p)| LevelRow {
                    ruleset: k.spec.to_string(),
                    geese: k.geese,
                    captures: k.captures,
                    parts: p.parts.len(),
                    entries: p.entries(),
                    folder: dir
                        .join(solve::parts::level_folder(k))
                        .display()
                        .to_string(),
                })
                .collect(),
            peak_estimate_bytes: r.peak_estimate,
        }),
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}
