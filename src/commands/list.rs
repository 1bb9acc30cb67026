//! `foxgeese list`: the built-in studies, in practice order, optionally of one stage.

use foxgeese::message::ToMessage;
use foxgeese::study::TextPart;

use crate::cli::Format;
use crate::present::list::{ListItem, ListReport};

use super::ctx::{CmdResult, Ctx, Exit};
use super::studies::{library_in_order, stage, text};

pub fn run(ctx: &mut Ctx, stage_arg: Option<&str>, format: Format) -> CmdResult {
    let stage = stage(stage_arg)?;
    let studies = library_in_order(ctx)?
        .iter()
        .filter(|s| stage.is_none_or(|st| s.stage == st))
        .map(|s| ListItem {
            id: s.id.clone(),
            stage: s.stage.name(),
            kind: s.kind().name(),
            ruleset: s.ruleset().to_string(),
            title: text(&ctx.loc, s, TextPart::Title),
            stage_name: s.stage.to_message(),
            kind_name: s.kind().to_message(),
        })
        .collect();
    ctx.emit(&ListReport { studies }, format);
    Ok(Exit::Success)
}
