//! `why`'s report: whether an action is legal and, if not, every rule it breaks.

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};

use super::{Present, Reason, Style};

/// The answer to "why is this action (not) legal?".
#[derive(Serialize)]
pub struct WhyReport {
    pub ruleset: String,
    pub position: String,
    pub action: String,
    pub legal: bool,
    pub reasons: Vec<Reason>,
    /// The action is a jump (worded apart from a step when legal).
    #[serde(skip)]
    pub jump: bool,
}

impl Present for WhyReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = String::new();
        if self.legal {
            let kind = if self.jump {
                ids::WHY_LEGAL_JUMP
            } else {
                ids::WHY_LEGAL_STEP
            };
            let m = Message::new(kind).arg("action", self.action.as_str());
            s.push_str(&style.good(&loc.msg(&m)));
            s.push('\n');
        } else {
            let m = Message::new(ids::WHY_ILLEGAL).arg("action", self.action.as_str());
            s.push_str(&style.bad(&loc.msg(&m)));
            s.push('\n');
            for r in &self.reasons {
                s.push_str(&format!("  - {}\n", r.message));
            }
        }
        s
    }
}
