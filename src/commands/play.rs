//! `foxgeese play`: a whole game at the terminal. After every ply the board, whose turn it is
//! and the captures; then a line from standard input: an action in any accepted notation, or
//! one of the commands `hint`, `why ACTION`, `actions`, `undo`, `save [FILE]`, `resign`,
//! `quit`, `help` (or their Indonesian words: every language's words are accepted). An
//! illegal action is answered with `why`'s reasons and the turn stays; a line that cannot be
//! read is answered too, never a crash. At the end the result, and the record is saved to
//! `--save FILE`, or offered to be saved.
//!
//! Standard input may be a terminal or a pipe: piped lines are echoed so that a transcript
//! reads like the session, and the end of the input is `quit`. `--moves` resumes a game (a
//! saved record: `--moves @game.txt`).
//!
//! Who plays: `--as geese` (the default) or `--as fox` seats the learner against the engine;
//! `--as both` seats two people at one keyboard. The engine ([`engine::choose`], over the
//! table folder of [`super::tables::folder`]) replies within `--budget` seconds a turn at its
//! [`Level`]: exact where the tables or the proof search prove the position, else its
//! alpha-beta search, shallower and with more error on purpose at the lower levels, the error
//! drawn from `--seed` (from the clock when not given). Its reply is announced as a person's
//! is. Against the engine,
//! `hint` is the solver's best action and the value after it (where nothing is proven but the
//! folder's sweep says the side to move wins, an action that keeps the win); with two players it says what
//! the rules show (the fox's captures, the geese's moves that leave none), so that a game
//! between two people never waits on the solver.

use std::io::{self, BufRead, Read};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use foxgeese::engine::hint::{self, Hint};
use foxgeese::engine::{self, BadLevel, Level, Rng};
use foxgeese::fsio::atomic_write;
use foxgeese::game::table::Seat;
use foxgeese::game::Table;
use foxgeese::i18n::solve::short_known;
use foxgeese::i18n::typed_words;
use foxgeese::message::{ids, Message, MessageId};
use foxgeese::rules::{Action, ActionText, Outcome, Position};
use foxgeese::solve::Solver;

use crate::cli::{PlayAs, PositionArgs};
use crate::present::analyze::SaveWarning;
use crate::present::error::CliError;
use crate::present::play::PlayLine;
use crate::present::why::WhyReport;

use super::ctx::{CmdResult, Ctx, Exit};
use super::input;
use super::input::read_budget;
use super::tables::{folder, solve_error};

/// What `play` was asked for on the command line.
pub struct Request<'a> {
    pub pos: &'a PositionArgs,
    pub side: PlayAs,
    pub level: Option<&'a str>,
    pub save: Option<&'a Path>,
    /// `--resume`: the game Ctrl-C saved last ([`autosave_path`]).
    pub resume: bool,
    /// `--budget`, as typed: seconds a turn.
    pub budget: &'a str,
    pub seed: Option<u64>,
    pub tables: Option<&'a Path>,
}

/// The engine opponent: the solver, its budget per turn, its level and its chance.
struct Engine {
    solver: Solver,
    dir: PathBuf,
    budget: Duration,
    level: Level,
    rng: Rng,
    /// Whether the player was told that the engine's moves from here are not proven.
    told_unproven: bool,
}

impl Engine {
    /// The action the engine plays in `pos` after `history` (`None` when it has none), and
    /// whether the position's value was proven.
    fn choose(
        &mut self,
        pos: &Position,
        history: &[Position],
    ) -> Result<(Option<Action>, bool), CliError> {
        let choice = engine::choose(
            &mut self.solver,
            pos,
            history,
            self.level,
            self.budget,
            &mut self.rng,
        )
        .map_err(|e| solve_error(&e, &self.dir))?;
        Ok(match choice {
            Some(c) => (Some(c.action), c.proven()),
            None => (None, true),
        })
    }
}

/// A line typed by a player.
#[derive(Debug, PartialEq, Eq)]
enum Input<'a> {
    Hint,
    Why(&'a str),
    Actions,
    Undo,
    Save(&'a str),
    Resign,
    Quit,
    Help,
    Action(&'a str),
}

/// The command words, from every locale.
struct Words(Vec<(MessageId, Vec<String>)>);

impl Words {
    fn new() -> Words {
        Words(
            [
                ids::PLAY_WORDS_HINT,
                ids::PLAY_WORDS_WHY,
                ids::PLAY_WORDS_ACTIONS,
                ids::PLAY_WORDS_UNDO,
                ids::PLAY_WORDS_SAVE,
                ids::PLAY_WORDS_RESIGN,
                ids::PLAY_WORDS_QUIT,
                ids::PLAY_WORDS_HELP,
            ]
            .into_iter()
            .map(|id| (id, typed_words(id)))
            .collect(),
        )
    }

    /// What `line` asks for: a command word, alone or followed by its argument (`why d4-d5`,
    /// `save game.txt`), else an action.
    fn read<'a>(&self, line: &'a str) -> Input<'a> {
        let line = line.trim();
        let lower = line.to_lowercase();
        for (id, words) in &self.0 {
            for w in words {
                let rest = if lower == *w {
                    Some("")
                } else if lower.starts_with(w.as_str())
                    && lower[w.len()..].starts_with(char::is_whitespace)
                    && line.is_char_boundary(w.len())
                {
                    Some(line[w.len()..].trim())
                } else {
                    None
                };
                let Some(rest) = rest else { continue };
                let takes = *id == ids::PLAY_WORDS_WHY || *id == ids::PLAY_WORDS_SAVE;
                if !rest.is_empty() && !takes {
                    continue;
                }
                return match *id {
                    ids::PLAY_WORDS_HINT => Input::Hint,
                    ids::PLAY_WORDS_WHY => Input::Why(rest),
                    ids::PLAY_WORDS_ACTIONS => Input::Actions,
                    ids::PLAY_WORDS_UNDO => Input::Undo,
                    ids::PLAY_WORDS_SAVE => Input::Save(rest),
                    ids::PLAY_WORDS_RESIGN => Input::Resign,
                    ids::PLAY_WORDS_QUIT => Input::Quit,
                    _ => Input::Help,
                };
            }
        }
        Input::Action(line)
    }
}

pub fn run(ctx: &mut Ctx, req: &Request, lines: &mut dyn BufRead) -> CmdResult {
    // `--resume`: the game Ctrl-C saved, with the sides and the level its record names.
    let resumed = if req.resume {
        Some(resume(req.pos)?)
    } else {
        None
    };
    let side = resumed.as_ref().map_or(req.side, |r| r.side);
    let level_text = match &resumed {
        Some(r) => r.level.as_deref(),
        None => req.level,
    };
    let (fox, geese) = match side {
        PlayAs::Both => (Seat::Human, Seat::Human),
        PlayAs::Fox => (Seat::Human, Seat::Engine),
        PlayAs::Geese => (Seat::Engine, Seat::Human),
    };
    let level: Option<Level> = level_text
        .map(|l| l.parse().map_err(|e: BadLevel| CliError::from(e)))
        .transpose()?;
    let mut engine = if side == PlayAs::Both {
        if let Some(level) = level {
            return Err(CliError::new(
                Message::new(ids::PLAY_LEVEL_WITHOUT_ENGINE).arg("level", level.to_string()),
            ));
        }
        None
    } else {
        let seconds = read_budget(req.budget)?;
        let dir = folder(req.tables)?;
        Some(Engine {
            solver: Solver::new(&dir).with_build_progress(std::sync::Arc::new(
                crate::present::progress::OnDemandBar::new(
                    crate::present::progress::OnDemandBar::stderr(ctx.stderr_tty),
                    &ctx.loc,
                )
                .over_budget(seconds),
            )),
            dir,
            budget: Duration::from_secs_f64(seconds),
            level: level.unwrap_or(Level::Perfect),
            rng: Rng::new(req.seed.unwrap_or_else(clock_seed)),
            told_unproven: false,
        })
    };
    let game = match resumed {
        Some(r) => r.game,
        None => input::game(req.pos)?,
    };
    let mut table = Table::resume(game, fox, geese);
    let save_path = req.save.map(Path::to_path_buf);
    // The players as the record names them: the engine by its level, a person as `?`.
    let name = |seat: Seat| match (seat, &engine) {
        (Seat::Engine, Some(e)) => format!("{ENGINE_NAME} {}", e.level),
        _ => "?".to_string(),
    };
    let names = (name(fox), name(geese));
    ctx.show(&PlayLine::Intro {
        ruleset: table.current().spec().to_string(),
        both: side == PlayAs::Both,
    });
    let autosave = autosave_path();
    keep_on_ctrl_c();
    let words = Words::new();
    let mut legend = true;
    let mut show_board = true;
    loop {
        // What Ctrl-C saves, as the game stands now.
        if let Some(path) = &autosave {
            stand(ctx, &table, &names, path, save_path.as_deref());
        }
        let pos = table.current();
        if show_board {
            ctx.show(&PlayLine::Board { pos: &pos, legend });
            legend = false;
        }
        show_board = false;
        if table.is_over() {
            break;
        }
        if let (Some(engine), Seat::Engine) = (engine.as_mut(), table.to_play()) {
            let side = pos.turn();
            let positions = table.game().positions();
            let history = &positions[..positions.len().saturating_sub(1)];
            let (action, proven) = engine.choose(&pos, history)?;
            if !proven && !engine.told_unproven {
                // Said once: the engine's moves above the tables are the search's best.
                engine.told_unproven = true;
                ctx.show(&PlayLine::NotProven {
                    budget: engine.budget.as_secs_f64(),
                    tables: full_tables_hint(pos.spec()),
                });
            }
            let Some(action) = action else {
                break;
            };
            let played = table
                .play(&action.text())
                .expect("the solver ranks legal actions");
            ctx.show(&PlayLine::Played {
                side,
                board: pos.board(),
                action: played,
            });
            show_board = true;
            continue;
        }
        let Some(line) = read_line(ctx, lines, &PlayLine::Prompt { side: pos.turn() }) else {
            break;
        };
        match words.read(&line) {
            Input::Quit => break,
            Input::Help => ctx.show(&PlayLine::Help),
            Input::Hint => match engine.as_mut() {
                Some(engine) => {
                    let found = hint::best(&mut engine.solver, &pos, engine.budget)
                        .map_err(|e| solve_error(&e, &engine.dir))?;
                    if let Some(h) = found {
                        show_hint(ctx, h);
                    }
                }
                None => show_hint(ctx, hint::by_rules(&pos)),
            },
            Input::Actions => ctx.show(&PlayLine::Actions {
                side: pos.turn(),
                actions: pos.legal_actions().iter().map(|a| a.to_string()).collect(),
            }),
            Input::Why("") => ctx.show(&PlayLine::WhyNeedsAction),
            Input::Why(text) => match input::action(text) {
                Err(e) => ctx.show(&e),
                Ok(a) => ctx.show(&why(ctx, &table, &a)),
            },
            Input::Undo => {
                let taken = table.undo();
                if taken.is_empty() {
                    ctx.show(&PlayLine::NothingToUndo);
                } else {
                    ctx.show(&PlayLine::Undone {
                        actions: taken.iter().map(|a| a.to_string()).collect(),
                    });
                    show_board = true;
                }
            }
            Input::Save(file) => {
                let path = if file.is_empty() {
                    save_path.clone()
                } else {
                    Some(PathBuf::from(file))
                };
                match path {
                    None => ctx.show(&PlayLine::SaveNeedsFile),
                    Some(p) => {
                        if let Err(m) = save(ctx, &table, &names, &p) {
                            ctx.show(&PlayLine::SaveFailed(m));
                        }
                    }
                }
            }
            Input::Resign => {
                table.resign();
                break;
            }
            Input::Action(text) => match input::action(text) {
                Err(e) => ctx.show(&unreadable(text).unwrap_or(e)),
                Ok(a) => {
                    let side = pos.turn();
                    match table.play(&a) {
                        Ok(action) => {
                            ctx.show(&PlayLine::Played {
                                side,
                                board: pos.board(),
                                action,
                            });
                            show_board = true;
                        }
                        Err(_) => ctx.show(&why(ctx, &table, &a)),
                    }
                }
            },
        }
    }
    if let Some(engine) = &engine {
        for e in engine.solver.save_errors() {
            ctx.warn(&SaveWarning { error: e.clone() });
        }
    }
    match (table.resigned(), table.game().outcome()) {
        (Some(side), _) => ctx.show(&PlayLine::Resigned { side }),
        (None, o @ (Outcome::Win { .. } | Outcome::Draw(_))) => {
            ctx.show(&PlayLine::Ended { outcome: o })
        }
        (None, Outcome::Ongoing) => ctx.show(&PlayLine::Unfinished),
    }
    let finished = finish(ctx, &table, &names, save_path.as_deref(), lines);
    if let Ok(mut s) = STANDING.lock() {
        *s = None;
    }
    finished
}

/// What a line that is no action says, where the parser's own error would mislead: an
/// action written without its separator is asked about first ("Did you mean d4-d3?"), and a
/// word with no digit (no point name) points to `help`. `None`: the parser's error says it.
fn unreadable(text: &str) -> Option<CliError> {
    if let Some(action) = input::separated(text) {
        return Some(CliError::new(
            Message::new(ids::PLAY_DID_YOU_MEAN)
                .arg("typed", text)
                .arg("action", action),
        ));
    }
    (!text.chars().any(|c| c.is_ascii_digit()))
        .then(|| CliError::new(Message::new(ids::PLAY_UNKNOWN_WORD).arg("typed", text)))
}

/// How a saved game names the engine: `foxgeese perfect`, `foxgeese 3`.
const ENGINE_NAME: &str = "foxgeese";

/// Where Ctrl-C saves the game: `foxgeese/autosave.txt` in the user's data folder.
pub fn autosave_path() -> Option<PathBuf> {
    dirs::data_dir().map(|d| d.join("foxgeese").join("autosave.txt"))
}

/// The game as it stands, for the Ctrl-C handler: the record's text, where it goes, and
/// what to say (worded before, where the localizer is).
struct Standing {
    paths: Vec<PathBuf>,
    text: String,
    saved: String,
    failed: String,
}

static STANDING: std::sync::Mutex<Option<Standing>> = std::sync::Mutex::new(None);

/// Installs the Ctrl-C handler of `play` (once): it writes the game as it stands to its
/// files, says where and how to take it up again, and exits 130. Nothing is asked.
fn keep_on_ctrl_c() {
    let _ = ctrlc::set_handler(|| {
        if let Some(s) = STANDING.lock().ok().and_then(|mut s| s.take()) {
            let ok = s
                .paths
                .iter()
                .all(|p| atomic_write(p, s.text.as_bytes()).is_ok());
            eprintln!("\n{}", if ok { s.saved } else { s.failed });
        }
        std::process::exit(130);
    });
}

/// Keeps the game as it stands for Ctrl-C: in the autosave, and in `--save FILE` if given.
fn stand(ctx: &Ctx, table: &Table, names: &(String, String), autosave: &Path, save: Option<&Path>) {
    let record = table.record(&names.0, &names.1, Some(&today()));
    let mut paths = vec![autosave.to_path_buf()];
    paths.extend(save.map(Path::to_path_buf));
    let shown = paths
        .iter()
        .map(|p| p.display().to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let standing = Standing {
        text: record.write(),
        saved: ctx
            .loc
            .msg(&Message::new(ids::PLAY_INTERRUPTED_SAVED).arg("path", shown.as_str())),
        failed: ctx
            .loc
            .msg(&Message::new(ids::PLAY_INTERRUPTED_NOT_SAVED).arg("path", shown.as_str())),
        paths,
    };
    if let Ok(mut s) = STANDING.lock() {
        *s = Some(standing);
    }
}

/// The game `--resume` takes up: the autosave's record, and the sides and level it names.
struct Resumed {
    game: foxgeese::Game,
    side: PlayAs,
    level: Option<String>,
}

fn resume(pos: &crate::cli::PositionArgs) -> Result<Resumed, CliError> {
    let path =
        autosave_path().ok_or_else(|| CliError::new(Message::new(ids::PRACTICE_NO_DATA_DIR)))?;
    if !path.exists() {
        return Err(CliError::new(
            Message::new(ids::PLAY_NOTHING_TO_RESUME).arg("path", path.display().to_string()),
        ));
    }
    let replayed = input::record_file(&path, pos)?;
    let engine = |tag: &str| {
        replayed
            .record
            .tag(tag)
            .and_then(|n| n.strip_prefix(ENGINE_NAME))
            .map(|l| l.trim().to_string())
    };
    let (side, level) = match (
        engine(foxgeese::game::record::tag::FOX),
        engine(foxgeese::game::record::tag::GEESE),
    ) {
        (Some(level), None) => (PlayAs::Geese, Some(level)),
        (None, Some(level)) => (PlayAs::Fox, Some(level)),
        _ => (PlayAs::Both, None),
    };
    Ok(Resumed {
        game: replayed.game,
        side,
        level,
    })
}

/// Saves the record at the end: to `--save`, else (or when that fails) where the player says
/// when asked. A `--save` that failed and was not made up for is an error (exit 2).
fn finish(
    ctx: &mut Ctx,
    table: &Table,
    names: &(String, String),
    save_path: Option<&Path>,
    lines: &mut dyn BufRead,
) -> CmdResult {
    let mut failed = None;
    if let Some(p) = save_path {
        match save(ctx, table, names, p) {
            Ok(()) => return Ok(Exit::Success),
            Err(m) => {
                ctx.show(&PlayLine::SaveFailed(m.clone()));
                failed = Some(m);
            }
        }
    }
    if table.game().actions().is_empty() && failed.is_none() {
        return Ok(Exit::Success);
    }
    // Asked again until the record is saved or the player declines.
    while let Some(answer) = read_line(ctx, lines, &PlayLine::SaveOffer) {
        if answer.is_empty() {
            break;
        }
        match save(ctx, table, names, Path::new(&answer)) {
            Ok(()) => return Ok(Exit::Success),
            Err(m) => ctx.show(&PlayLine::SaveFailed(m)),
        }
    }
    match failed {
        Some(m) => Err(CliError::new(m)),
        None => Ok(Exit::Success),
    }
}

/// The longest line a player may type, in bytes; a longer one is answered and skipped, never
/// held in memory whole.
const MAX_LINE_BYTES: u64 = 1_000;

/// Reads one line after `prompt`, echoing it when it comes from a pipe; `None` at the end of
/// the input. Blank lines (but for the offer to save), lines that are not text and lines too
/// long are answered and skipped.
fn read_line(ctx: &mut Ctx, lines: &mut dyn BufRead, prompt: &PlayLine) -> Option<String> {
    loop {
        ctx.show(prompt);
        let _ = ctx.out.flush();
        let mut bytes = Vec::new();
        match (&mut *lines)
            .take(MAX_LINE_BYTES + 1)
            .read_until(b'\n', &mut bytes)
        {
            Ok(0) | Err(_) => {
                ctx.show(&PlayLine::Echo(""));
                return None;
            }
            Ok(_) => {}
        }
        if bytes.len() as u64 > MAX_LINE_BYTES && bytes.last() != Some(&b'\n') {
            // Skip the rest of the line, a bounded piece at a time.
            loop {
                let mut rest = Vec::new();
                match (&mut *lines)
                    .take(MAX_LINE_BYTES)
                    .read_until(b'\n', &mut rest)
                {
                    Ok(0) | Err(_) => break,
                    Ok(_) if rest.last() == Some(&b'\n') => break,
                    Ok(_) => {}
                }
            }
            ctx.show(&PlayLine::Echo(""));
            ctx.show(&PlayLine::TooLong {
                max: MAX_LINE_BYTES,
            });
            continue;
        }
        let Ok(line) = String::from_utf8(bytes) else {
            ctx.show(&PlayLine::Echo(""));
            ctx.show(&PlayLine::NotText);
            continue;
        };
        if !ctx.stdin_tty {
            ctx.show(&PlayLine::Echo(line.trim_end()));
        }
        if matches!(prompt, PlayLine::SaveOffer) || !line.trim().is_empty() {
            return Some(line.trim().to_string());
        }
    }
}

/// `why`'s report on `text` in the game's position (also the answer to an illegal action).
fn why(ctx: &Ctx, table: &Table, text: &ActionText) -> WhyReport {
    super::why::report(&ctx.loc, &table.current(), text, table.is_over())
}

/// Says `hint` ([`foxgeese::engine::hint`]): what the rules show, or the solver's best.
fn show_hint(ctx: &mut Ctx, hint: Hint) {
    let names = |v: Vec<Action>| v.iter().map(ToString::to_string).collect();
    ctx.show(&match hint {
        Hint::FoxCaptures(captures) => PlayLine::HintFox {
            captures: names(captures),
        },
        Hint::SafeGeeseMoves { safe, of } => PlayLine::HintGeese {
            safe: names(safe),
            count: of,
        },
        Hint::Best {
            action,
            after,
            proven,
            others,
            slower,
        } => PlayLine::HintBest {
            action: action.to_string(),
            value: short_known(after),
            proven,
            others,
            slower,
        },
    });
}

/// How to make every value of `spec`'s game exact, where one build can: the command and what
/// it takes (`solve::parts::whole_game`, the one source of those figures); `None` for the
/// rulesets whose whole game no machine of this kind builds with one command.
pub fn full_tables_hint(spec: foxgeese::rules::RulesetSpec) -> Option<Message> {
    let cost = foxgeese::solve::parts::whole_game(spec)?;
    Some(
        Message::new(ids::SOLVE_FULL_TABLES)
            .arg("ruleset", spec.to_string())
            .arg("size", crate::present::tables::size(cost.disk_bytes))
            .arg("memory", crate::present::tables::size(cost.memory_bytes))
            .arg("time", cost.minutes),
    )
}

/// A seed for the engine's chance when `--seed` is not given.
fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// Writes the game's record to `path` (atomically) and says so; on failure, the message
/// saying why.
fn save(
    ctx: &mut Ctx,
    table: &Table,
    names: &(String, String),
    path: &Path,
) -> Result<(), Message> {
    // `?` names a person, as in chess records; the engine is named with its level.
    let record = table.record(&names.0, &names.1, Some(&today()));
    let shown = path.display().to_string();
    match atomic_write(path, record.write().as_bytes()) {
        Ok(()) => {
            ctx.show(&PlayLine::Saved { path: &shown });
            Ok(())
        }
        Err(e) => {
            let why = match e.kind() {
                io::ErrorKind::PermissionDenied => ids::PLAY_SAVE_PERMISSION_DENIED,
                io::ErrorKind::InvalidInput | io::ErrorKind::IsADirectory => {
                    ids::PLAY_SAVE_NOT_A_FILE
                }
                _ => ids::PLAY_SAVE_IO_ERROR,
            };
            Err(Message::new(ids::PLAY_SAVE_FAILED)
                .arg("path", shown.as_str())
                .arg("error", Message::new(why)))
        }
    }
}

/// Today's date (UTC) as the record writes it, `2026-12-01`.
fn today() -> String {
    date(time::OffsetDateTime::now_utc().date())
}

/// A date as the record writes it, `2026-12-01`.
fn date(d: time::Date) -> String {
    format!("{:04}-{:02}-{:02}", d.year(), u8::from(d.month()), d.day())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_in_both_languages() {
        let w = Words::new();
        for (typed, want) in [
            ("hint", Input::Hint),
            ("Petunjuk", Input::Hint),
            ("why d4-d5", Input::Why("d4-d5")),
            ("mengapa  D4-D5 ", Input::Why("D4-D5")),
            ("why", Input::Why("")),
            ("actions", Input::Actions),
            ("tindakan", Input::Actions),
            ("undo", Input::Undo),
            ("batal", Input::Undo),
            ("save", Input::Save("")),
            ("simpan game.txt", Input::Save("game.txt")),
            ("resign", Input::Resign),
            ("menyerah", Input::Resign),
            ("quit", Input::Quit),
            ("keluar", Input::Quit),
            ("help", Input::Help),
            ("bantuan", Input::Help),
            ("d4-d3", Input::Action("d4-d3")),
            ("hint me", Input::Action("hint me")),
            ("whyd4", Input::Action("whyd4")),
        ] {
            assert_eq!(w.read(typed), want, "{typed}");
        }
    }

    #[test]
    fn dates_are_civil() {
        for (days, want) in [
            (0, "1970-01-01"),
            (11_016, "2000-02-29"),
            (20_788, "2026-12-01"),
            (-1, "1969-12-31"),
        ] {
            let day = time::OffsetDateTime::UNIX_EPOCH.date() + time::Duration::days(days);
            assert_eq!(date(day), want, "{days}");
        }
    }
}
