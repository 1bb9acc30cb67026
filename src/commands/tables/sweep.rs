//! `tables sweep`: a ruleset whose geese only step forward solved whole, level by level.

use std::path::Path;

use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::solve::{self, TableError};

use crate::cli::Format;
use crate::present::error::CliError;
use crate::present::progress::Bar;
use crate::present::tables::{size, SweepLevelRow, SweepReport};

use super::super::ctx::{CmdResult, Ctx, Exit};
use super::super::input::ruleset;
use super::common::{folder, ruleset_with_geese, solve_error, thread_pool};

/// `tables sweep`: a ruleset whose geese only step forward solved whole, level by level
/// (`solve::sweep`), the levels already in the folder read rather than solved again.
pub(super) fn sweep(
    ctx: &mut Ctx,
    spec: &str,
    geese: Option<u8>,
    jobs: Option<usize>,
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
    use solve::sweep::{Geometry, Sweep, Unsupported};
    let started = std::time::Instant::now();
    let rules = ruleset(spec)?;
    let most = geese.unwrap_or(rules.geese_total());
    let rules = ruleset_with_geese(spec, most)?;
    let geometry = Geometry::new(rules).map_err(|why| {
        CliError::new(
            Message::new(ids::TABLES_SWEEP_UNSUPPORTED)
                .arg("ruleset", rules.spec.to_string())
                .arg(
                    "reason",
                    match why {
                        Unsupported::GeeseNotOnlyForward => "sideways",
                        Unsupported::NotOneFox => "foxes",
                        Unsupported::OtherEnds => "ends",
                        Unsupported::CaptureCount => "captures",
                        Unsupported::BoardTooLarge => "board",
                    },
                ),
        )
    })?;
    if u32::from(most) < geometry.fewest() {
        // Below the fox's target: every such position is over, a fox win.
        return Err(CliError::new(
            Message::new(ids::CLAIMS_STATS_NO_TABLE)
                .arg("ruleset", rules.spec.to_string())
                .arg("geese", most),
        ));
    }
    let most = u32::from(most);
    let needs = geometry.memory(most);
    if let Some(has) = foxgeese::machine::physical_memory() {
        if needs > has / 10 * 9 {
            return Err(CliError::new(
                Message::new(ids::TABLES_SWEEP_MEMORY)
                    .arg("geese", most)
                    .arg("needs", size(needs))
                    .arg("has", size(has)),
            ));
        }
    }
    let dir = folder(tables)?;
    super::super::interrupt::clean_up_on_ctrl_c();
    foxgeese::fsio::remove_stale_temporaries(&dir);
    let present: Vec<bool> = (geometry.fewest()..=most)
        .map(|k| dir.join(solve::sweep::file_name(rules, k)).is_file())
        .collect();
    let pool = thread_pool(jobs)?;
    let bar = Bar::new(ctx.stderr_tty, &ctx.loc);
    let swept = pool
        .install(|| Sweep::run_in(geometry, most, &dir, &bar))
        .map_err(|e| solve_error(&e.into(), &dir))?;
    bar.bar.finish_and_clear();
    let g = swept.geometry();
    let levels = (g.fewest()..=most)
        .zip(present)
        .map(|(k, was_there)| {
            let level = swept.level(k).expect("every level swept");
            let (fox, geese) = level.geese_wins();
            let path = dir.join(solve::sweep::file_name(rules, k));
            let replaced = swept
                .replaced
                .iter()
                .find(|r| r.0 == k)
                .map(|r| match &r.1 {
                    TableError::Corrupt { problem, .. } => ctx.loc.msg(&problem.to_message()),
                    e => ctx.loc.msg(&e.to_message()),
                });
            SweepLevelRow {
                geese: k as u8,
                bytes: std::fs::metadata(&path).map_or(0, |m| m.len()),
                file: path.display().to_string(),
                sets: g.sets(k),
                positions: g.positions(k),
                geese_win_fox_to_move: fox,
                geese_win_geese_to_move: geese,
                built: !was_there || replaced.is_some(),
                replaced,
            }
        })
        .collect();
    let start = foxgeese::Position::start(rules);
    let start_winner = (start.geese().count() <= most)
        .then(|| swept.winner(&start))
        .flatten()
        .map(|w| w.name().to_string());
    let report = SweepReport {
        dir: dir.display().to_string(),
        ruleset: rules.spec.to_string(),
        geese: most as u8,
        levels,
        start_winner,
        seconds: started.elapsed().as_secs(),
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}
