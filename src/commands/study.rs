//! `foxgeese study`: a study's title, board and question, and how to answer it.

use foxgeese::message::ToMessage;
use foxgeese::study::{Study, TextPart};

use crate::cli::Format;
use crate::present::study::StudyReport;

use super::ctx::{CmdResult, Ctx, Exit};
use super::studies::{open, text};

pub fn run(ctx: &mut Ctx, arg: &str, format: Format) -> CmdResult {
    let study = open(ctx, arg)?;
    ctx.emit(&report(ctx, &study), format);
    Ok(Exit::Success)
}

/// The study as shown before it is answered (also by `practice`).
pub fn report(ctx: &Ctx, study: &Study) -> StudyReport {
    StudyReport {
        id: study.id.clone(),
        title: text(&ctx.loc, study, TextPart::Title),
        stage: study.stage.name(),
        kind: study.kind().name(),
        ruleset: study.ruleset().to_string(),
        position: study.position.notation(),
        side: study.position.turn().name(),
        prompt: text(&ctx.loc, study, TextPart::Prompt),
        stage_name: study.stage.to_message(),
        kind_name: study.kind().to_message(),
        board: study.position,
    }
}
