//! `foxgeese match A B`: two players play each other in pairs of games from the same opening
//! with the sides swapped ([`foxgeese::arena`]), and the report gives the results overall and
//! for each side A played, with the Elo difference and its 95 % interval.
//!
//! Arguments are read here into a [`MatchSpec`]: the players (`1`–`5`, `perfect`, `random`,
//! `greedy`), `--games` (1 to [`MAX_GAMES`]), `--budget` (seconds a move), `--jobs` (games at
//! once; default one per core), `--seed` (from the clock when not given, and always shown, so
//! that any match can be played again), `--openings FILE` (see [`foxgeese::arena::openings`];
//! an error names its `file:line:column`) or `--unbalanced PLIES` (openings drawn from the
//! seed with random geese and a fox that captures whenever it can). A bar of games played,
//! with the running score, is drawn on standard error when that is a terminal.

use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use foxgeese::arena::openings::{self, Opening, OpeningsError, OpeningsErrorKind};
use foxgeese::arena::player::{BadPlayer, Player};
use foxgeese::arena::{self, elo::Tally, MatchSpec};
use foxgeese::engine::search::model::Eval;
use foxgeese::engine::Budget;
use foxgeese::game::record::{self, TextFile};
use foxgeese::i18n::rules::replay_error_messages;
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::rules::{Position, Ruleset};

use crate::cli::suggest::closest;
use crate::cli::MatchArgs;
use crate::present::error::CliError;
use crate::present::excerpt::Excerpt;
use crate::present::matches::{MatchLine, MatchReport};

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::{read_budget, ruleset};
use super::tables::{folder, solve_error};

/// The most games one match plays.
pub const MAX_GAMES: usize = 100_000;

pub fn run(ctx: &mut Ctx, args: &MatchArgs) -> CmdResult {
    let a = player(&args.a)?;
    let b = player(&args.b)?;
    let rules = ruleset(&args.ruleset)?;
    let games = match args.games.trim().parse::<usize>() {
        Ok(n) if (1..=MAX_GAMES).contains(&n) => n,
        _ => {
            return Err(CliError::new(
                Message::new(ids::MATCH_BAD_GAMES)
                    .arg("games", args.games.as_str())
                    .arg("max", MAX_GAMES),
            ))
        }
    };
    let budget = read_budget(&args.budget)?;
    let seed = args.seed.unwrap_or_else(clock_seed);
    let openings = match (&args.openings, args.unbalanced) {
        (Some(path), _) => read_openings(path, Position::start(rules))?,
        (None, Some(plies)) => {
            openings::unbalanced(Position::start(rules), games.div_ceil(2), plies, seed)
        }
        (None, None) => Vec::new(),
    };
    let dir = folder(args.tables.as_deref())?;
    let jobs = within_memory(
        ctx,
        args.jobs.unwrap_or_else(cores),
        arena::worker_memory(a, b),
    );
    let spec = MatchSpec {
        a,
        b,
        rules,
        games,
        budget: match args.nodes {
            Some(n) => Budget::Nodes(n),
            None => Budget::Time(Duration::from_secs_f64(budget)),
        },
        seed,
        openings,
        tables: Some(dir.clone()),
        jobs,
        eval: Eval::Shipped,
    };
    let bar = bar(ctx, games);
    // The games end on the pool's threads; the bar is worded here, where the localizer is.
    let (tx, rx) = std::sync::mpsc::channel::<Tally>();
    let result = std::thread::scope(|scope| {
        let playing = scope.spawn(|| {
            let tx = tx;
            arena::play(&spec, &|g| {
                let _ = tx.send(g.a_tally());
            })
        });
        let mut t = Tally::default();
        for game in rx {
            t = t.plus(game);
            bar.set_message(ctx.loc.msg(&MatchLine::progress(&spec, t)));
            bar.inc(1);
        }
        playing
            .join()
            .unwrap_or_else(|e| std::panic::resume_unwind(e))
    });
    bar.finish_and_clear();
    let result = result.map_err(|e| solve_error(&e, &dir))?;
    let mut solver = foxgeese::solve::Solver::new(&dir).with_on_demand_limit(0);
    let values = result
        .opening_values(Position::start(rules), &mut solver)
        .map_err(|e| solve_error(&e, &dir))?;
    ctx.emit(
        &MatchReport::new(&spec, &result)
            .with_unbalanced(args.unbalanced)
            .with_opening_values(&result, &values),
        args.format,
    );
    Ok(Exit::Success)
}

/// A player's name read, or an error naming the closest player.
fn player(text: &str) -> Result<Player, CliError> {
    text.parse().map_err(|BadPlayer(typed)| {
        let lower = typed.trim().to_lowercase();
        CliError::new(Message::new(ids::MATCH_BAD_PLAYER).arg("player", typed.as_str()))
            .with_suggestion(closest(&lower, Player::NAMES).map(str::to_string))
    })
}

/// The openings of `path`, each checked from `start`; an error located as `file:line:column`.
fn read_openings(path: &Path, start: Position) -> Result<Vec<Opening>, CliError> {
    let text = record::read_text_file(path, TextFile::Openings).map_err(CliError::from)?;
    openings::parse(&text, start).map_err(|e| openings_error(&e, path, text, start.rules()))
}

fn openings_error(e: &OpeningsError, path: &Path, text: String, rules: &Ruleset) -> CliError {
    let label = path.display().to_string();
    let messages = match &e.kind {
        OpeningsErrorKind::Syntax(s) => vec![s.to_message()],
        OpeningsErrorKind::Illegal(r) => replay_error_messages(r),
        OpeningsErrorKind::GameOver => vec![Message::new(ids::MATCH_OPENING_OVER)],
        OpeningsErrorKind::Empty => {
            return CliError::new(
                Message::new(ids::MATCH_NO_OPENINGS)
                    .arg("path", label)
                    .arg("ruleset", rules.spec.to_string()),
            )
        }
    };
    let mut messages = messages;
    messages.insert(
        0,
        Message::new(ids::MATCH_OPENING_BAD)
            .arg("path", label.as_str())
            .arg("line", e.line),
    );
    CliError::many(messages).at(Excerpt {
        origin: label,
        source: text,
        line_start: 1,
        span: e.span.clone(),
    })
}

/// `jobs`, or fewer: as many games at once as three quarters of the memory this process may
/// use holds (`per` bytes each: [`arena::worker_memory`]), said on standard error when fewer.
/// Also `train --games`' games.
pub(super) fn within_memory(ctx: &Ctx, jobs: usize, per: u64) -> usize {
    let Some(limit) = foxgeese::machine::memory_limit() else {
        return jobs;
    };
    let fit = usize::try_from(limit / 4 * 3 / per)
        .unwrap_or(usize::MAX)
        .max(1);
    if jobs <= fit {
        return jobs;
    }
    eprintln!(
        "{}",
        ctx.loc.msg(
            &Message::new(ids::MATCH_JOBS_MEMORY)
                .arg("asked", jobs)
                .arg("jobs", fit)
                .arg("each", (per >> 20).to_string())
                .arg("limit", crate::present::tables::size(limit))
        )
    );
    fit
}

/// Games played at once when `--jobs` is not given: one per core.
pub(super) fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}

/// A bar of games played, with the running score, on standard error when it is a terminal.
pub(super) fn bar(ctx: &Ctx, games: usize) -> ProgressBar {
    let target = if ctx.stderr_tty {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    };
    let bar = ProgressBar::with_draw_target(Some(games as u64), target);
    bar.set_style(
        ProgressStyle::with_template("{wide_bar} {pos}/{len} {elapsed_precise} {msg}")
            .expect("a valid template"),
    );
    bar.enable_steady_tick(Duration::from_millis(250));
    bar
}

/// A seed when `--seed` is not given.
fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
