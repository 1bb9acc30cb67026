//! `foxgeese list`: the built-in studies, in practice order, optionally of one stage or one
//! ruleset; with the learner's progress beside them when the progress file has records.

use std::path::Path;

use foxgeese::message::ToMessage;
use foxgeese::progress::{Outcome, Progress, Record};
use foxgeese::study::TextPart;

use crate::cli::Format;
use crate::present::list::{ListItem, ListProgress, ListReport, Status};

use super::ctx::{CmdResult, Ctx, Exit};
use super::studies::{entry_text, library_in_order, stage};
use super::{input, progress_file};

pub fn run(
    ctx: &mut Ctx,
    stage_arg: Option<&str>,
    ruleset: Option<&str>,
    state: Option<&Path>,
    format: Format,
) -> CmdResult {
    let stage = stage(stage_arg)?;
    let variant = input::ruleset_spec(ruleset)?.map(|s| s.variant);
    let progress = match progress_file::locate(state) {
        Ok(path) => progress_file::load(&path)?,
        Err(_) if state.is_none() => Progress::default(),
        Err(e) => return Err(e),
    };
    let known = !progress.studies.is_empty();
    let today = progress_file::today();
    let studies: Vec<ListItem> = library_in_order(ctx)?
        .iter()
        .filter(|s| stage.is_none_or(|st| s.stage == st))
        .filter(|s| variant.is_none_or(|v| s.ruleset().variant == v))
        .map(|s| {
            let record = progress.get(&s.id);
            ListItem {
                id: s.id.clone(),
                stage: s.stage.name(),
                kind: s.kind().name(),
                ruleset: s.ruleset().to_string(),
                variant: s.ruleset().variant.name(),
                difficulty: s.difficulty,
                title: entry_text(&ctx.loc, s, TextPart::Title),
                status: known.then(|| status(record)),
                due: record.is_some_and(|r| r.is_due(today)),
                stage_name: s.stage.to_message(),
                kind_name: s.kind().to_message(),
            }
        })
        .collect();
    let progress = known.then(|| ListProgress {
        solved: studies
            .iter()
            .filter(|s| s.status == Some(Status::Solved))
            .count(),
        due: studies.iter().filter(|s| s.due).count(),
    });
    ctx.emit(&ListReport { studies, progress }, format);
    Ok(Exit::Success)
}

/// A study's standing: solved once is solved; else how it last ended.
fn status(record: Option<&Record>) -> Status {
    match record {
        Some(r) if r.solved => Status::Solved,
        Some(r) => match r.last {
            Some(Outcome::Skipped) => Status::Skipped,
            Some(Outcome::Failed) => Status::Failed,
            Some(Outcome::Solved) | None => Status::New,
        },
        None => Status::New,
    }
}
