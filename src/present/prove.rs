//! `prove`'s report: the board, whether the side's win is proven (or why not), and the
//! search's cost.

use std::path::PathBuf;
use std::time::Duration;

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};
use foxgeese::rules::{Bitboard, Game, Side};
use foxgeese::solve::{Proof, ProofResult, SolveError, Value, MAX_PATH};

use super::{position, Present, Style};

/// Whether a side wins a position, by proof-number search.
#[derive(Serialize)]
pub struct ProveReport {
    pub ruleset: String,
    pub position: String,
    /// The side to move.
    pub side: &'static str,
    /// The side whose win was to be proven.
    #[serde(rename = "for")]
    pub prover: &'static str,
    /// `won` (proven), `not-won` (the search ended without a proof: not a proof of the
    /// opposite) or `unknown` (the budget ran out).
    pub result: &'static str,
    /// The position's value when proven (`fox-wins` or `geese-win`), else `null`. The
    /// distance is not computed.
    pub value: Option<&'static str>,
    /// Positions expanded by this run.
    pub nodes: u64,
    /// Positions expanded by every run of the search (this one, and those before it saved in
    /// `checkpoint`).
    pub nodes_in_all: u64,
    /// What is left to prove and to refute, in the search's numbers: 0 when done, `null`
    /// when it can no longer be (the other is 0).
    pub proof_number: Option<u32>,
    pub disproof_number: Option<u32>,
    /// The budget, in seconds, and the transposition table's memory, in MiB.
    pub budget: f64,
    pub memory_mib: u64,
    /// The file the search is kept in (`--checkpoint`), or `null`.
    pub checkpoint: Option<String>,
    /// Whether this run went on from a search saved there.
    pub resumed: bool,
    /// Whether Ctrl-C stopped it (the search was saved first, where it is kept).
    pub interrupted: bool,
    /// What stopped a search that found no answer: `budget` (the time ran out), `nodes` (the
    /// `--nodes` limit) or `interrupted` (Ctrl-C); `null` when it found one.
    pub stopped_by: Option<&'static str>,
    /// The `--nodes` limit, `null` without one.
    pub node_limit: Option<u64>,
    /// Whether the search was saved in `checkpoint` at the end (false without one, or when
    /// the save failed: the error then follows, and the exit code is 2).
    pub saved: bool,
    #[serde(skip)]
    game: Game,
    #[serde(skip)]
    prover_side: Side,
    #[serde(skip)]
    found: ProofResult,
}

/// What one run of `prove` had and did, beside the proof itself.
pub struct Run {
    /// Positions expanded by this run, and by every run of the search.
    pub nodes: u64,
    pub nodes_in_all: u64,
    /// The budget in seconds; the table's memory in MiB.
    pub budget: f64,
    pub memory_mib: u64,
    pub checkpoint: Option<PathBuf>,
    pub resumed: bool,
    pub interrupted: bool,
    pub saved: bool,
    /// What stopped a search without an answer (see [`ProveReport::stopped_by`]).
    pub stopped_by: Option<&'static str>,
    pub node_limit: Option<u64>,
}

impl ProveReport {
    pub fn new(proof: &Proof, side: Side, game: Game, run: Run) -> ProveReport {
        let pos = game.current();
        let (result, value) = match proof.result {
            ProofResult::Won => ("won", Some(Value::win(side, 0).name())),
            ProofResult::NotWon => ("not-won", None),
            ProofResult::Unknown => ("unknown", None),
        };
        ProveReport {
            ruleset: pos.spec().to_string(),
            position: pos.notation(),
            side: pos.turn().name(),
            prover: side.name(),
            result,
            value,
            nodes: run.nodes,
            nodes_in_all: run.nodes_in_all,
            proof_number: finite(proof.numbers.0),
            disproof_number: finite(proof.numbers.1),
            budget: run.budget,
            memory_mib: run.memory_mib,
            checkpoint: run.checkpoint.map(|p| p.display().to_string()),
            resumed: run.resumed,
            interrupted: run.interrupted,
            stopped_by: run.stopped_by,
            node_limit: run.node_limit,
            saved: run.saved,
            game,
            prover_side: side,
            found: proof.result,
        }
    }
}

/// A proof or disproof number, `None` for the search's infinity.
fn finite(n: u32) -> Option<u32> {
    (n != u32::MAX).then_some(n)
}

impl Present for ProveReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = position::board_and_status(&self.game, Bitboard::EMPTY, loc, style);
        s.push('\n');
        let id = match self.found {
            ProofResult::Won => ids::PROVE_WON,
            ProofResult::NotWon => ids::PROVE_NOT_WON,
            ProofResult::Unknown => ids::PROVE_UNKNOWN,
        };
        let verdict = Message::new(id)
            .arg("side", self.prover_side.name())
            .arg("plies", MAX_PATH.to_string())
            .arg("nodes", self.nodes_in_all)
            .arg("budget", format!("{}", self.budget))
            .arg("stop", self.stopped_by.unwrap_or("budget"))
            .arg("limit", self.node_limit.unwrap_or(0))
            .arg("pn", self.proof_number.unwrap_or(u32::MAX).to_string())
            .arg("dn", self.disproof_number.unwrap_or(u32::MAX).to_string());
        s.push_str(&style.heading(&loc.msg(&verdict)));
        s.push('\n');
        let note = match self.found {
            ProofResult::Won => Some(ids::PROVE_WON_NOTE),
            ProofResult::Unknown => Some(ids::PROVE_OPEN_NOTE),
            ProofResult::NotWon => None,
        };
        if let Some(note) = note {
            let m = Message::new(note)
                .arg("mib", self.memory_mib.to_string())
                .arg("stop", self.stopped_by.unwrap_or("budget"));
            s.push_str(&loc.msg(&m));
            s.push('\n');
        }
        if self.resumed {
            let m = Message::new(ids::PROVE_RESUMED_NOTE)
                .arg("nodes", self.nodes)
                .arg("all", self.nodes_in_all);
            s.push_str(&loc.msg(&m));
            s.push('\n');
        }
        if self.interrupted {
            s.push_str(&loc.text(ids::PROVE_INTERRUPTED));
            s.push('\n');
        }
        if let Some(path) = self.checkpoint.as_ref().filter(|_| self.saved) {
            let id = match self.found {
                ProofResult::Unknown => ids::PROVE_SAVED_OPEN,
                _ => ids::PROVE_SAVED_DONE,
            };
            s.push_str(&loc.msg(&Message::new(id).arg("path", path.as_str())));
            s.push('\n');
        }
        s
    }
}

/// A line on standard error while a kept search runs: where it went on from, each save.
pub enum ProveNote {
    /// Going on from the search saved in `path`.
    Resumed {
        path: PathBuf,
        nodes: u64,
        elapsed: Duration,
    },
    /// Saved in `path`, `nodes` positions searched in all.
    Saved { path: PathBuf, nodes: u64 },
    /// A save failed: the search goes on, the last save as it was.
    SaveFailed { error: SolveError },
}

impl Present for ProveNote {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let m = match self {
            ProveNote::Resumed {
                path,
                nodes,
                elapsed,
            } => Message::new(ids::PROVE_RESUMING)
                .arg("path", path.display().to_string())
                .arg("nodes", *nodes)
                .arg("minutes", elapsed.as_secs() / 60)
                .arg("seconds", elapsed.as_secs()),
            ProveNote::Saved { path, nodes } => Message::new(ids::PROVE_SAVING)
                .arg("path", path.display().to_string())
                .arg("nodes", *nodes),
            ProveNote::SaveFailed { error } => {
                let m = Message::new(ids::PROVE_SAVE_FAILED).arg("detail", loc.say(error));
                let label = style.bad(&loc.text(ids::WARNING_LABEL));
                return format!("{label}: {}\n", loc.msg(&m));
            }
        };
        format!("{}\n", loc.msg(&m))
    }
}
