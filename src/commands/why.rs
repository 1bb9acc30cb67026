//! `foxgeese why`: whether an action is legal here and, if not, every rule it breaks.
//!
//! Exit 0 whenever the question could be answered, legal or not (the contract: 0 is
//! success, 2 is bad input); scripts read `"legal"` from `--format json`, or ask for
//! `--exit-code` to get 1 for an illegal action, as `grep` or `diff` answer "no". Exit 2 when
//! the action or the position cannot be read.

use foxgeese::i18n::rules::reason_message;
use foxgeese::rules::IllegalReason;

use crate::cli::{Format, PositionArgs};
use crate::present::why::WhyReport;
use crate::present::Reason;

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::{self, game};

pub fn run(
    ctx: &mut Ctx,
    args: &PositionArgs,
    action: &str,
    exit_code: bool,
    format: Format,
) -> CmdResult {
    let game = game(args)?;
    let pos = game.current();
    let text = input::action(action)?;
    let mut reasons = pos.explain(&text);
    if reasons.is_empty() && game.outcome().is_over() {
        // A draw by repetition is known only to the record.
        reasons.push(IllegalReason::GameOver);
    }
    let report = WhyReport {
        ruleset: pos.spec().to_string(),
        position: pos.notation(),
        action: text.to_string(),
        legal: reasons.is_empty(),
        reasons: reasons
            .iter()
            .map(|r| Reason::new(&ctx.loc, &reason_message(r, pos.rules())))
            .collect(),
        jump: text.jump,
    };
    ctx.emit(&report, format);
    Ok(if exit_code && !report.legal {
        Exit::Negative
    } else {
        Exit::Success
    })
}
