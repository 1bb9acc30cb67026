//! `prove`'s report: the board, whether the side's win is proven (or why not), and the
//! search's cost.

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};
use foxgeese::rules::{Bitboard, Game, Side};
use foxgeese::solve::{Proof, ProofResult, Value, MAX_PATH};

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
    /// Positions expanded.
    pub nodes: u64,
    /// What is left to prove and to refute, in the search's numbers: 0 when done, `null`
    /// when it can no longer be (the other is 0).
    pub proof_number: Option<u32>,
    pub disproof_number: Option<u32>,
    /// The budget, in seconds, and the transposition table's memory, in MiB.
    pub budget: f64,
    pub memory_mib: u64,
    #[serde(skip)]
    game: Game,
    #[serde(skip)]
    prover_side: Side,
    #[serde(skip)]
    found: ProofResult,
}

impl ProveReport {
    pub fn new(proof: &Proof, side: Side, game: Game, budget: f64, mib: u64) -> ProveReport {
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
            nodes: proof.nodes,
            proof_number: finite(proof.numbers.0),
            disproof_number: finite(proof.numbers.1),
            budget,
            memory_mib: mib,
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
            .arg("nodes", self.nodes)
            .arg("budget", format!("{}", self.budget))
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
            let m = Message::new(note).arg("mib", self.memory_mib.to_string());
            s.push_str(&loc.msg(&m));
            s.push('\n');
        }
        s
    }
}
