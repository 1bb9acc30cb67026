//! `tables plan`: the build of a ruleset as a graph of jobs, with the estimates of each and
//! whether the folder has it.

use std::path::Path;

use foxgeese::message::{ids, Message};
use foxgeese::solve::{self};

use crate::cli::Format;
use crate::present::error::CliError;

use super::super::ctx::{CmdResult, Ctx, Exit};
use super::common::{folder, ruleset_with_geese, solve_error};

/// `tables plan`: the build of `spec` up to `geese` geese as a graph of parts, with the
/// estimates of each and whether the folder has it.
pub(super) fn plan(
    ctx: &mut Ctx,
    spec: &str,
    geese: u8,
    parts_from: u8,
    nodes: &[usize],
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
    use crate::present::plan::{NodesTime, PlanPart, PlanRates, PlanReport, PlanTotal};
    use solve::parts::jobs::{self, Graph, Status};
    let rules = ruleset_with_geese(spec, geese)?;
    let dir = folder(tables)?;
    let graph = Graph::new(rules.spec, geese, parts_from);
    if graph.jobs.is_empty() {
        return Err(CliError::new(
            Message::new(ids::PLAN_NOTHING)
                .arg("ruleset", rules.spec.to_string())
                .arg("geese", geese),
        ));
    }
    let steps = graph.steps();
    let round = |x: f64| (x * 10.0).round() / 10.0;
    let mut parts = Vec::with_capacity(graph.jobs.len());
    for (i, j) in graph.jobs.iter().enumerate() {
        let built = matches!(
            // Every block, as a build checks what it keeps: a part damaged inside is not
            // built, and a cluster's next submission builds it again.
            jobs::status(&dir, j, true).map_err(|e| solve_error(&e.into(), &dir))?,
            Status::Built
        );
        parts.push(PlanPart {
            id: j.kind.id(),
            inputs: j.inputs.iter().map(|&x| graph.jobs[x].kind.id()).collect(),
            files: vec![dir.join(j.kind.file()).display().to_string()],
            positions: j.positions,
            memory_bytes: j.memory,
            disk_bytes: j.disk,
            seconds: round(j.seconds()),
            built,
            geese: j.kind.level().geese,
            step: steps[i],
            entries: j.entries,
            reads_bytes: j.reads,
            cpu_seconds: round(j.cpu_seconds),
            buildable: j.buildable,
        });
    }
    let largest = graph.jobs.iter().max_by_key(|j| j.memory).expect("a part");
    let total = PlanTotal {
        parts: parts.len(),
        positions: graph.jobs.iter().map(|j| j.positions).sum(),
        entries: graph.jobs.iter().map(|j| j.entries).sum(),
        memory_bytes: largest.memory,
        disk_bytes: graph.jobs.iter().map(|j| j.disk).sum(),
        seconds: round(graph.jobs.iter().map(|j| j.seconds()).sum()),
        cpu_seconds: round(graph.jobs.iter().map(|j| j.cpu_seconds).sum()),
        reads_bytes: graph.jobs.iter().map(|j| j.reads).sum(),
        built: parts.iter().filter(|p| p.built).count(),
        steps: steps.iter().max().map_or(0, |m| m + 1),
        critical_path_seconds: round(graph.critical_path()),
        largest_positions: graph.jobs.iter().map(|j| j.positions).max().unwrap_or(0),
        wall: nodes
            .iter()
            .map(|&n| NodesTime {
                nodes: n,
                seconds: round(graph.wall_time(n)),
            })
            .collect(),
    };
    let report = PlanReport {
        ruleset: rules.spec.to_string(),
        geese,
        parts_from,
        dir: dir.display().to_string(),
        parts,
        total,
        rates: PlanRates {
            part_entries_per_core_second: jobs::PART_ENTRIES_PER_CORE_SECOND,
            table_entries_per_core_second: jobs::TABLE_ENTRIES_PER_CORE_SECOND,
            node_cores: jobs::NODE_CORES,
        },
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}
