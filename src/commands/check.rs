//! `foxgeese check`: grades an answer to a study. Exit 0 when it is right, 1 when it is wrong,
//! 2 when it cannot be read.

use foxgeese::message::ToMessage;
use foxgeese::study::{Expected, Study, TextPart, Verdict};

use crate::cli::Format;
use crate::present::check::{self, CheckReport, Wrong};
use crate::present::error::CliError;
use crate::present::Reason;

use super::ctx::{CmdResult, Ctx, Exit};
use super::studies::{open, text};

pub fn run(ctx: &mut Ctx, arg: &str, answer: &str, format: Format) -> CmdResult {
    let study = open(ctx, arg)?;
    let verdict = study
        .check(answer)
        .map_err(|e| CliError::new(e.to_message()).with_footer(e.hint()))?;
    ctx.emit(&report(ctx, &study, &verdict), format);
    Ok(if verdict.correct {
        Exit::Success
    } else {
        Exit::Negative
    })
}

/// The verdict, with every reason worded (also `practice`'s feedback).
pub fn report(ctx: &Ctx, study: &Study, verdict: &Verdict) -> CheckReport {
    let rules = study.position.rules();
    CheckReport {
        study: study.id.clone(),
        correct: verdict.correct,
        expected: match &verdict.expected {
            Expected::YesNo(b) => check::Expected::YesNo(if *b { "yes" } else { "no" }),
            Expected::List(v) => check::Expected::List(v.clone()),
        },
        right: verdict.right.clone(),
        missing: verdict.missing.clone(),
        wrong: verdict
            .wrong
            .iter()
            .map(|w| {
                let reasons: Vec<Reason> = w
                    .reason
                    .messages(rules)
                    .iter()
                    .map(|m| Reason::new(&ctx.loc, m))
                    .collect();
                Wrong {
                    answer: w.answer.clone(),
                    reason: reasons
                        .iter()
                        .map(|r| r.message.as_str())
                        .collect::<Vec<_>>()
                        .join(" "),
                    reasons,
                }
            })
            .collect(),
        witness: verdict.witness.clone(),
        explanation: verdict
            .correct
            .then(|| text(&ctx.loc, study, TextPart::Explanation)),
    }
}
