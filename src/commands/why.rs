//! `foxgeese why`: whether an action is legal here and, if not, every rule it breaks.
//!
//! Exit 0 whenever the question could be answered, legal or not (the contract: 0 is
//! success, 2 is bad input); scripts read `"legal"` from `--format json`, or ask for
//! `--exit-code` to get 1 for an illegal action, as `grep` or `diff` answer "no". Exit 2 when
//! the action or the position cannot be read.

use foxgeese::i18n::rules::reason_message;
use foxgeese::i18n::Localizer;
use foxgeese::rules::{ActionText, IllegalReason, Position};

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
    let text = input::action(action)?;
    let report = report(&ctx.loc, &game.current(), &text, game.outcome().is_over());
    ctx.emit(&report, format);
    Ok(if exit_code && !report.legal {
        Exit::Negative
    } else {
        Exit::Success
    })
}

/// The answer on `text` in `pos`: every rule it breaks, in `loc`'s words. `over` says the game
/// has ended where the position alone cannot tell (a draw by repetition is known only to the
/// record); `play` answers an illegal action with the same report.
pub fn report(loc: &Localizer, pos: &Position, text: &ActionText, over: bool) -> WhyReport {
    let mut reasons = pos.explain(text);
    if reasons.is_empty() && over {
        reasons.push(IllegalReason::GameOver);
    }
    WhyReport {
        ruleset: pos.spec().to_string(),
        position: pos.notation(),
        action: text.to_string(),
        legal: reasons.is_empty(),
        reasons: reasons
            .iter()
            .map(|r| Reason::new(loc, &reason_message(r, pos.rules())))
            .collect(),
        jump: text.jump,
    }
}
