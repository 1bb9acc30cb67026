//! `foxgeese check`: grades an answer to a study; `--reveal` also gives the full answer. Exit 0 when it is right, 1 when it is wrong,
//! 2 when it cannot be read.

use foxgeese::message::ToMessage;
use foxgeese::study::{Expected, Study, TextPart, Verdict};

use crate::cli::Format;
use crate::present::check::{self, CheckReport, Wrong};
use crate::present::error::CliError;
use crate::present::Reason;

use super::ctx::{CmdResult, Ctx, Exit};
use super::studies::{open, text};

pub fn run(ctx: &mut Ctx, arg: &str, answer: &str, reveal: bool, format: Format) -> CmdResult {
    let study = open(ctx, arg)?;
    let verdict = study
        .check(answer)
        .map_err(|e| CliError::new(e.to_message()).with_footer(e.hint()))?;
    ctx.emit(&report(ctx, &study, &verdict, reveal), format);
    Ok(if verdict.correct {
        Exit::Success
    } else {
        Exit::Negative
    })
}

/// The verdict, with every reason worded (also `practice`'s feedback). The answer and the
/// explanation are given once the answer is right, or when `reveal` asks for them.
pub fn report(ctx: &Ctx, study: &Study, verdict: &Verdict, reveal: bool) -> CheckReport {
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
        revealed: reveal.then(|| study.expected().to_answer_text()),
        explanation: (verdict.correct || reveal)
            .then(|| text(&ctx.loc, study, TextPart::Explanation)),
    }
}
