//! `tables build --part ID`: one job of `tables plan`'s graph built by one process, through
//! the library's worker (`solve::parts::jobs::run`).

use std::path::Path;

use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::solve::{self, Solver, TableError};

use crate::cli::Format;
use crate::present::error::CliError;
use crate::present::progress::{Bar, PartBar};

use super::super::ctx::{CmdResult, Ctx, Exit};
use super::common::{folder, part_error, path_fault, solve_error, thread_pool, BuildOptions};

/// `tables build --part ID`: builds one part of `tables plan`'s graph once its inputs are in
/// the folder (exit 3 naming the first one missing or damaged), through
/// [`solve::parts::jobs::run`]. Nothing to do when it is built already (exit 0); a second
/// worker on the same part waits for the first, saying so, then finds it built.
pub(super) fn build_one_part(
    ctx: &mut Ctx,
    id: &str,
    opts: &BuildOptions,
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
    use crate::present::plan::PartBuildReport;
    use solve::parts::jobs::{self, JobKind, Ran, RunError, RunProgress};
    let started = std::time::Instant::now();
    let id_arg = || id.to_string();
    let (graph, at) =
        jobs::find_job(id, opts.parts_from).map_err(|e| CliError::new(e.to_message()))?;
    if opts.memory == Some(0) {
        return Err(CliError::new(Message::new(ids::TABLES_MEMORY_ZERO)));
    }
    let job = &graph.jobs[at];
    let dir = folder(tables)?;
    let path = dir.join(job.kind.file());
    super::super::interrupt::clean_up_on_ctrl_c();
    // No more threads than the part has work for: one for each million entries.
    let pool = thread_pool(
        opts.jobs
            .map(|j| j.min((job.entries >> 20).max(1) as usize)),
    )?;
    let mut solver = Solver::new(&dir)
        .with_on_demand_limit(0)
        .with_format(opts.form);
    let loc = &ctx.loc;
    let lang = loc.lang();
    let waiting = |lock: &Path| {
        if format == Format::Text {
            eprintln!(
                "{}",
                foxgeese::i18n::Localizer::new(lang).msg(
                    &Message::new(ids::TABLES_PART_WAITING)
                        .arg("part", id_arg())
                        .arg("lock", lock.display().to_string())
                )
            );
        }
    };
    let ran = match job.kind {
        JobKind::Table(_) => {
            let bar = Bar::new(ctx.stderr_tty, loc);
            let r = pool.install(|| {
                jobs::run(
                    &mut solver,
                    &graph,
                    at,
                    0,
                    RunProgress::Table(&bar),
                    &waiting,
                )
            });
            bar.bar.finish_and_clear();
            r
        }
        JobKind::Part(_) => {
            let bar = PartBar::new(ctx.stderr_tty, loc);
            let r = pool.install(|| {
                let ceiling = opts.ceiling();
                jobs::run(
                    &mut solver,
                    &graph,
                    at,
                    ceiling,
                    RunProgress::Part(&bar),
                    &waiting,
                )
            });
            bar.bar.finish_and_clear();
            r
        }
    };
    let status = match ran {
        Ok(Ran::Present) => "present",
        Ok(Ran::Built) => "built",
        Err(e @ RunError::Input(_)) => {
            let mut ms = vec![e.to_message()];
            if let RunError::Input(fault) = &e {
                ms.extend(fault.damage.as_ref().map(ToMessage::to_message));
            }
            return input_missing(ctx, CliError::many(ms));
        }
        Err(RunError::Io { path, kind }) => {
            return Err(path
                .parent()
                .and_then(path_fault)
                .unwrap_or_else(|| CliError::new(TableError::Io { path, kind }.to_message())))
        }
        Err(RunError::Table(e)) => return Err(solve_error(&e.into(), &dir)),
        Err(RunError::Solve(e)) => return Err(solve_error(&e, &dir)),
        Err(RunError::Part(e)) => return Err(part_error(&e, &dir)),
        Err(e @ (RunError::Unknown { .. } | RunError::NotBuildable { .. })) => {
            return Err(CliError::new(e.to_message()))
        }
    };
    let report = PartBuildReport {
        id: id_arg(),
        status,
        files: vec![path.display().to_string()],
        seconds: (started.elapsed().as_secs_f64() * 10.0).round() / 10.0,
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// An input of a part is missing or damaged: the error on standard error, and exit 3, which a
/// scheduler tells from a failed build.
pub(super) fn input_missing(ctx: &mut Ctx, e: CliError) -> CmdResult {
    ctx.warn(&e);
    Ok(Exit::InputMissing)
}
