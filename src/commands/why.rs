//! `foxgeese why`: whether an action is legal here and, if not, every rule it breaks.
//!
//! Exit 0 whenever the question could be answered, legal or not (the contract: 0 is
//! success, 2 is bad input); scripts read `"legal"` from `--format json`. Exit 2 when the action
//! or the position cannot be read.

use serde::Serialize;

use foxgeese::i18n::rules::reason_message;
use foxgeese::message::Message;
use foxgeese::rules::action::ActionText;

use super::{game, print_json, ReasonJson};
use crate::app::{CmdResult, Ctx, Exit};
use crate::cli::{Format, PositionArgs};

#[derive(Serialize)]
struct WhyJson {
    ruleset: String,
    position: String,
    action: String,
    legal: bool,
    reasons: Vec<ReasonJson>,
}

pub fn run(ctx: &mut Ctx, args: &PositionArgs, action: &str, format: Format) -> CmdResult {
    let game = game(args)?;
    let pos = game.current();
    let text: ActionText = action.parse()?;
    let mut reasons = pos.explain(&text);
    if reasons.is_empty() && game.outcome().is_over() {
        // A draw by repetition is known only to the record.
        reasons.push(foxgeese::IllegalReason::GameOver);
    }
    let messages: Vec<Message> = reasons
        .iter()
        .map(|r| reason_message(r, pos.rules()))
        .collect();
    let legal = reasons.is_empty();
    match format {
        Format::Json => print_json(
            ctx,
            &WhyJson {
                ruleset: pos.spec().to_string(),
                position: pos.notation(),
                action: text.to_string(),
                legal,
                reasons: messages.iter().map(|m| ReasonJson::new(ctx, m)).collect(),
            },
        ),
        Format::Text => {
            let mut s = String::new();
            if legal {
                let kind = if text.jump {
                    "why-legal-jump"
                } else {
                    "why-legal-step"
                };
                let m = Message::new(kind).arg("action", text.to_string());
                s.push_str(&ctx.style.good(&ctx.msg(&m)));
                s.push('\n');
            } else {
                let m = Message::new("why-illegal").arg("action", text.to_string());
                s.push_str(&ctx.style.bad(&ctx.msg(&m)));
                s.push('\n');
                for m in &messages {
                    s.push_str(&format!("  - {}\n", ctx.msg(m)));
                }
            }
            ctx.print(&s);
        }
    }
    Ok(Exit::Success)
}
