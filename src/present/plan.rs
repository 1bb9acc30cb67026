//! `tables plan` and `tables build --part`: the build as a graph of parts with their estimates
//! (JSON: every part; text: a summary by goose count and the totals), and what one part's
//! build did.

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};

use super::tables::{grouped, size};
use super::{table, Present, Style};

/// One part (a whole table or one part of a level) of `tables plan`.
#[derive(Serialize)]
pub struct PlanPart {
    /// What `tables build --part` takes.
    pub id: String,
    /// The ids of the parts it reads.
    pub inputs: Vec<String>,
    /// The files it writes.
    pub files: Vec<String>,
    /// Positions (both sides to move) it holds the values of.
    pub positions: u64,
    /// Estimated peak memory of its build, bytes.
    pub memory_bytes: u64,
    /// Bytes of its files.
    pub disk_bytes: u64,
    /// Estimated wall time on one node of the measuring machine's kind, seconds.
    pub seconds: f64,
    /// Its files are in the folder (their headers checked).
    pub built: bool,
    /// Geese on the board.
    pub geese: u8,
    /// Its step in the graph: 0 reads nothing, else one more than its latest input.
    pub step: usize,
    /// Entries of its files (one position of each mirror pair).
    pub entries: u64,
    /// Bytes it reads from its inputs.
    pub reads_bytes: u64,
    /// Estimated CPU time, seconds.
    pub cpu_seconds: f64,
    /// Whether `tables build --part` can build it.
    pub buildable: bool,
}

/// The wall time on some nodes.
#[derive(Serialize)]
pub struct NodesTime {
    pub nodes: usize,
    pub seconds: f64,
}

/// The whole of `tables plan`.
#[derive(Serialize)]
pub struct PlanTotal {
    pub parts: usize,
    pub positions: u64,
    pub entries: u64,
    /// The largest part's estimated peak memory, bytes.
    pub memory_bytes: u64,
    pub disk_bytes: u64,
    /// Wall time on one node, one part after another.
    pub seconds: f64,
    pub cpu_seconds: f64,
    pub reads_bytes: u64,
    /// Parts already built.
    pub built: usize,
    /// Steps of the graph (the array jobs a Slurm submission makes).
    pub steps: usize,
    /// The longest chain of parts each reading the one before: no cluster builds faster.
    pub critical_path_seconds: f64,
    /// The largest part's positions.
    pub largest_positions: u64,
    pub wall: Vec<NodesTime>,
}

/// The rates the estimates use.
#[derive(Serialize)]
pub struct PlanRates {
    pub part_entries_per_core_second: f64,
    pub table_entries_per_core_second: f64,
    pub node_cores: u32,
}

/// `tables plan`.
#[derive(Serialize)]
pub struct PlanReport {
    pub ruleset: String,
    pub geese: u8,
    pub parts_from: u8,
    pub dir: String,
    pub parts: Vec<PlanPart>,
    pub total: PlanTotal,
    pub rates: PlanRates,
}

/// A duration in the learner's language: seconds, minutes, hours or days.
pub fn duration(seconds: f64, loc: &Localizer) -> String {
    let (id, n) = if seconds < 90.0 {
        (ids::PLAN_SECONDS, format!("{:.0}", seconds.max(0.0)))
    } else if seconds < 90.0 * 60.0 {
        (ids::PLAN_MINUTES, format!("{:.0}", seconds / 60.0))
    } else if seconds < 48.0 * 3600.0 {
        (ids::PLAN_HOURS, format!("{:.1}", seconds / 3600.0))
    } else {
        (ids::PLAN_DAYS, format!("{:.1}", seconds / 86400.0))
    };
    loc.msg(&Message::new(id).arg("n", n))
}

impl Present for PlanReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = loc.msg(
            &Message::new(ids::PLAN_HEADING)
                .arg("ruleset", self.ruleset.as_str())
                .arg("geese", self.geese)
                .arg("from", self.parts_from)
                .arg("dir", self.dir.as_str()),
        );
        s.push('\n');
        let mut geese: Vec<u8> = self.parts.iter().map(|p| p.geese).collect();
        geese.dedup();
        let cells: Vec<Vec<String>> = geese
            .iter()
            .map(|&g| {
                let of: Vec<&PlanPart> = self.parts.iter().filter(|p| p.geese == g).collect();
                let largest = of.iter().max_by_key(|p| p.memory_bytes).expect("a part");
                vec![
                    g.to_string(),
                    of.len().to_string(),
                    grouped(of.iter().map(|p| p.positions).sum()),
                    size(largest.memory_bytes),
                    size(of.iter().map(|p| p.disk_bytes).sum()),
                    duration(of.iter().map(|p| p.cpu_seconds).sum(), loc),
                    format!("{}/{}", of.iter().filter(|p| p.built).count(), of.len()),
                ]
            })
            .collect();
        let header = [
            ids::PLAN_COL_GEESE,
            ids::PLAN_COL_PARTS,
            ids::PLAN_COL_POSITIONS,
            ids::PLAN_COL_MEMORY,
            ids::PLAN_COL_DISK,
            ids::PLAN_COL_CPU,
            ids::PLAN_COL_BUILT,
        ]
        .map(|id| loc.text(id))
        .to_vec();
        s.push_str(&table::with_optional_columns(header, &cells, &[6, 5, 2], style).to_string());
        s.push('\n');
        let t = &self.total;
        s.push_str(
            &loc.msg(
                &Message::new(ids::PLAN_TOTAL)
                    .arg("parts", t.parts)
                    .arg("built", t.built)
                    .arg("positions", grouped(t.positions))
                    .arg("disk", size(t.disk_bytes))
                    .arg("cpu", duration(t.cpu_seconds, loc))
                    .arg("memory", size(t.memory_bytes))
                    .arg("largest", grouped(t.largest_positions))
                    .arg("reads", size(t.reads_bytes))
                    .arg("steps", t.steps),
            ),
        );
        s.push('\n');
        let wall: Vec<String> = t
            .wall
            .iter()
            .map(|w| {
                loc.msg(
                    &Message::new(ids::PLAN_WALL_ON)
                        .arg("nodes", w.nodes)
                        .arg("time", duration(w.seconds, loc)),
                )
            })
            .collect();
        s.push_str(
            &loc.msg(
                &Message::new(ids::PLAN_WALL)
                    .arg("times", wall.join(", "))
                    .arg("path", duration(t.critical_path_seconds, loc))
                    .arg("cores", self.rates.node_cores),
            ),
        );
        s.push('\n');
        if self.parts.iter().any(|p| !p.buildable) {
            s.push_str(&loc.msg(&Message::new(ids::PLAN_NOT_BUILDABLE)));
            s.push('\n');
        }
        s
    }
}

/// What `tables build --part` did.
#[derive(Serialize)]
pub struct PartBuildReport {
    pub id: String,
    /// `built` (by this run) or `present` (built already: nothing done).
    pub status: &'static str,
    pub files: Vec<String>,
    /// Wall time of this run, seconds.
    pub seconds: f64,
}

impl Present for PartBuildReport {
    fn text(&self, loc: &Localizer, _style: &Style) -> String {
        let id = if self.status == "built" {
            ids::TABLES_PART_BUILT
        } else {
            ids::TABLES_PART_PRESENT
        };
        let mut s = loc.msg(
            &Message::new(id)
                .arg("part", self.id.as_str())
                .arg("file", self.files.join(", "))
                .arg("time", duration(self.seconds, loc)),
        );
        s.push('\n');
        s
    }
}
