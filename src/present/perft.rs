//! `perft`'s report: the leaf count, and with `--divide` the count after each first action.

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};

use super::{Present, Style};

/// Leaf positions exactly `depth` plies ahead.
#[derive(Serialize)]
pub struct PerftReport {
    pub depth: u32,
    pub nodes: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub divide: Option<Vec<Divide>>,
}

/// The count after one first action.
#[derive(Serialize)]
pub struct Divide {
    pub action: String,
    pub nodes: u64,
}

impl Present for PerftReport {
    fn text(&self, loc: &Localizer, _style: &Style) -> String {
        let mut s = String::new();
        // At depth 0 there is no first action to divide by.
        if let Some(parts) = self.divide.as_ref().filter(|_| self.depth > 0) {
            for d in parts {
                s.push_str(&format!("{}: {}\n", d.action, d.nodes));
            }
            s.push('\n');
        }
        let m = Message::new(ids::PERFT_RESULT)
            .arg("depth", self.depth)
            .arg("nodes", self.nodes);
        s.push_str(&loc.msg(&m));
        s.push('\n');
        s
    }
}
