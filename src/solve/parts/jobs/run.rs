//! One job of the graph run by one process, as `tables build --part ID` runs it ([`run`]):
//! its lock taken, its inputs checked, its table or part built and saved, and what happened
//! returned as a typed outcome ([`Ran`]) or error ([`RunError`]).

use std::path::{Path, PathBuf};

use super::{parse_id, status, Graph, JobKind, Status};
use crate::solve::parts::build::{build_part, PartError, PartProgress};
use crate::solve::parts::plan::plan;
use crate::solve::table::TableError;
use crate::solve::{BuildProgress, SolveError};

/// What running one job did ([`run`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ran {
    /// Its file was there and whole (perhaps built by another worker while this one waited):
    /// nothing was built.
    Present,
    /// It was built and saved.
    Built,
}

/// Why one job could not be run ([`run`]).
#[derive(Clone, Debug)]
pub enum RunError {
    /// No job has this id.
    Unknown {
        /// The id asked for.
        part: String,
    },
    /// `tables build --part` cannot build this job today (see [`super::Job::buildable`]).
    NotBuildable {
        /// The job's id.
        part: String,
    },
    /// An input the job reads is missing or damaged: the scheduler should run that job
    /// first, or again.
    Input(Box<InputFault>),
    /// The job's lock could not be taken, or a damaged file of it removed.
    Io {
        /// The job's file.
        path: PathBuf,
        /// The system's error kind.
        kind: std::io::ErrorKind,
    },
    /// A file could not be read (not one of the inputs).
    Table(TableError),
    /// The whole table could not be built.
    Solve(Box<SolveError>),
    /// The part could not be built.
    Part(PartError),
}

/// An input of a job that is missing (`damage`: `None`) or damaged.
#[derive(Clone, Debug)]
pub struct InputFault {
    /// The job's id.
    pub part: String,
    /// The input's id.
    pub input: String,
    /// Its file.
    pub file: PathBuf,
    /// What is wrong with the file, when it is there.
    pub damage: Option<TableError>,
    /// The graph's `--parts-from`, for the command that builds the input.
    pub parts_from: u8,
    /// The table folder.
    pub tables: PathBuf,
}

/// Where a run tells its build's progress: a whole table's or a part's, as the job is (the
/// other kind is told nothing).
pub enum RunProgress<'a> {
    /// A whole table's build.
    Table(&'a dyn BuildProgress),
    /// A part's build.
    Part(&'a dyn PartProgress),
}

/// The job `id` of the build of its level's ruleset up to its level (levels from
/// `parts_from` geese up in parts), found in its graph: the graph and the job's index in it.
pub fn find_job(id: &str, parts_from: u8) -> Result<(Graph, usize), RunError> {
    let unknown = || RunError::Unknown {
        part: id.to_string(),
    };
    let kind = parse_id(id).ok_or_else(unknown)?;
    let level = kind.level();
    let graph = Graph::new(level.spec, level.geese, parts_from);
    let at = graph.find(id).ok_or_else(unknown)?;
    if !graph.jobs[at].buildable {
        return Err(RunError::NotBuildable {
            part: id.to_string(),
        });
    }
    Ok((graph, at))
}

/// Runs job `at` of `graph` in the table folder of `solver` (`tables build --part`), the
/// files it reads already there: nothing to do when its file is there and whole. Two workers
/// on one job: the first takes the job's lock (a file beside its file, locked with `flock`,
/// which the system drops however its holder ends, `kill -9` too), the other waits for it
/// (told first through `waiting`, with the lock file) and then finds the job built. What a
/// killed worker left of the job's file goes before the build. A part's build keeps within
/// `ceiling` bytes by its estimate.
pub fn run(
    solver: &mut crate::solve::Solver,
    graph: &Graph,
    at: usize,
    ceiling: u64,
    progress: RunProgress<'_>,
    waiting: &dyn Fn(&Path),
) -> Result<Ran, RunError> {
    use crate::fsio::{lock_beside, remove_temporaries_of, LockError};
    let dir = solver.dir().to_path_buf();
    let job = &graph.jobs[at];
    let path = dir.join(job.kind.file());
    let built = || -> Result<bool, RunError> {
        match status(&dir, job, true).map_err(RunError::Table)? {
            Status::Built => Ok(true),
            Status::Missing | Status::Damaged(_) => Ok(false),
        }
    };
    if built()? {
        return Ok(Ran::Present);
    }
    let io = |e: std::io::Error| RunError::Io {
        path: path.clone(),
        kind: e.kind(),
    };
    // One worker at a time: the lock is the operating system's, dropped when its holder
    // exits however it exits, so a killed worker never leaves it held.
    let _lock = match lock_beside(&path, std::time::Duration::ZERO) {
        Ok(l) => l,
        Err(LockError::Io(e)) => return Err(io(e)),
        Err(LockError::Busy { lock }) => {
            waiting(&lock);
            match lock_beside(&path, std::time::Duration::MAX) {
                Ok(l) => l,
                Err(LockError::Io(e)) => return Err(io(e)),
                Err(LockError::Busy { lock }) => {
                    return Err(io(std::io::Error::new(
                        std::io::ErrorKind::ResourceBusy,
                        lock.display().to_string(),
                    )))
                }
            }
        }
    };
    // Another worker may have built it while this one waited.
    if built()? {
        return Ok(Ran::Present);
    }
    // No other worker writes this job now: what a killed one left of it, on any machine, goes.
    remove_temporaries_of(&path);
    for &i in &job.inputs {
        let input = &graph.jobs[i];
        let damage = match status(&dir, input, false).map_err(RunError::Table)? {
            Status::Built => continue,
            Status::Missing => None,
            Status::Damaged(e) => Some(e),
        };
        return Err(RunError::Input(Box::new(InputFault {
            part: job.kind.id(),
            input: input.kind.id(),
            file: dir.join(input.kind.file()),
            damage,
            parts_from: graph.parts_from,
            tables: dir.clone(),
        })));
    }
    // A file found damaged while building is an input's, and said so, when it is one.
    let input_error = |e: &TableError| -> Option<RunError> {
        let TableError::Corrupt { path: p, .. } = e else {
            return None;
        };
        let input = job
            .inputs
            .iter()
            .map(|&i| &graph.jobs[i])
            .find(|j| dir.join(j.kind.file()) == *p)?;
        Some(RunError::Input(Box::new(InputFault {
            part: job.kind.id(),
            input: input.kind.id(),
            file: p.clone(),
            damage: Some(e.clone()),
            parts_from: graph.parts_from,
            tables: dir.clone(),
        })))
    };
    match job.kind {
        JobKind::Table(key) => {
            let bar = match progress {
                RunProgress::Table(bar) => bar,
                RunProgress::Part(_) => &crate::solve::Quiet,
            };
            // A damaged file of this table is replaced: it is not the table.
            if path.exists() {
                std::fs::remove_file(&path).map_err(io)?;
            }
            match solver.build(key, bar) {
                Ok(_) => {}
                Err(SolveError::Table(e)) => {
                    return Err(input_error(&e)
                        .unwrap_or_else(|| RunError::Solve(Box::new(SolveError::Table(e)))))
                }
                Err(e) => return Err(RunError::Solve(Box::new(e))),
            }
        }
        JobKind::Part(key) => {
            let bar = match progress {
                RunProgress::Part(bar) => bar,
                RunProgress::Table(_) => &crate::solve::Quiet,
            };
            let level = key.level;
            let levels = plan(level.spec, level.geese, graph.parts_from);
            match build_part(solver, &levels, key, ceiling, bar) {
                Ok(_) => {}
                Err(PartError::Table(e)) => {
                    return Err(input_error(&e).unwrap_or(RunError::Part(PartError::Table(e))))
                }
                Err(e) => return Err(RunError::Part(e)),
            }
        }
    }
    Ok(Ran::Built)
}
