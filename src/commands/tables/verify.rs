//! `tables verify`: the stored values of a ruleset's tables checked against the rules.

use std::path::Path;

use foxgeese::message::{ids, Message};
use foxgeese::solve::{self, Solver};

use crate::cli::Format;
use crate::present::error::CliError;
use crate::present::progress::Bar;
use crate::present::tables::VerifyReport;

use super::super::ctx::{CmdResult, Ctx, Exit};
use super::super::input::ruleset;
use super::common::{folder, solve_error};

/// `tables verify`: the stored values of a ruleset's tables and parts checked against the
/// rules, a sample of each file or every entry; exit 1 with the positions that fail.
pub(super) fn verify(
    ctx: &mut Ctx,
    spec: &str,
    sample: &str,
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
    use solve::verify::Sample;
    let rules = ruleset(spec)?;
    let sample = match sample {
        "all" => Sample::All,
        n => match n.parse::<u64>() {
            Ok(n) if n > 0 => Sample::Some(n),
            _ => {
                return Err(CliError::new(
                    Message::new(ids::VERIFY_SAMPLE_BAD).arg("sample", n.to_string()),
                ))
            }
        },
    };
    let dir = folder(tables)?;
    if !solve::verify::has_tables(&dir, rules.spec) {
        return Err(CliError::new(
            Message::new(ids::VERIFY_NOTHING)
                .arg("ruleset", rules.spec.to_string())
                .arg("dir", dir.display().to_string()),
        ));
    }
    let mut solver = Solver::new(&dir).with_on_demand_limit(0);
    let bar = Bar::new(ctx.stderr_tty, &ctx.loc);
    let found = solve::verify::verify(&mut solver, rules.spec, sample, &mut |done, of| {
        bar.bar.set_length(of as u64);
        bar.bar.set_position(done as u64);
    })
    .map_err(|e| solve_error(&e, &dir))?;
    bar.bar.finish_and_clear();
    let failed = found.problems();
    ctx.emit(&VerifyReport::new(&found, &dir), format);
    Ok(if failed {
        Exit::Negative
    } else {
        Exit::Success
    })
}
