//! One module per command; this one dispatches and holds what several commands share:
//! reading `--position`/`--ruleset`/`--moves`, point names, and JSON output.

mod actions;
mod perft;
mod practice;
mod rulesets;
mod show;
mod study;
mod validate;
mod why;

use foxgeese::i18n::rules::reason_message;
use foxgeese::i18n::rules::record_error_message;
use foxgeese::message::{Message, ToMessage};
use foxgeese::rules::action::ActionText;
use foxgeese::rules::game::Game;
use foxgeese::rules::geometry::{Coord, Point};
use foxgeese::rules::position::{Position, PositionError};
use foxgeese::rules::ruleset::{Ruleset, RulesetSpec};
use foxgeese::rules::setup::NotationError;

use crate::app::{CliError, CmdResult, Ctx, Excerpt};
use crate::cli::{Command, PositionArgs};

/// The command names, for "unknown command" errors.
pub const NAMES: &[&str] = &[
    "actions", "why", "show", "perft", "rulesets", "study", "check", "practice", "validate", "list",
];

/// Runs one command.
pub fn run(command: Command, ctx: &mut Ctx) -> CmdResult {
    match command {
        Command::Actions {
            pos,
            side,
            from,
            format,
        } => actions::run(ctx, &pos, side, from.as_deref(), format),
        Command::Why {
            pos,
            action,
            format,
        } => why::run(ctx, &pos, &action, format),
        Command::Show { pos, format } => show::run(ctx, &pos, format),
        Command::Perft {
            depth,
            pos,
            divide,
            format,
        } => perft::run(ctx, depth, &pos, divide, format),
        Command::Rulesets { name, format } => rulesets::run(ctx, name.as_deref(), format),
        Command::Study { study, format } => study::run_study(ctx, &study, format),
        Command::Check {
            study,
            answer,
            format,
        } => study::run_check(ctx, &study, &answer, format),
        Command::Practice {
            stage,
            reset,
            state,
            studies,
        } => practice::run(
            ctx,
            stage.as_deref(),
            reset,
            state.as_deref(),
            &studies,
            &mut std::io::stdin().lock(),
        ),
        Command::Validate { paths, format } => validate::run(ctx, &paths, format),
        Command::List { stage, format } => study::run_list(ctx, stage.as_deref(), format),
    }
}

/// Reads a ruleset spec such as `standard:geese=17,sideways`.
pub fn ruleset(text: &str) -> Result<&'static Ruleset, CliError> {
    let spec: RulesetSpec = text.parse()?;
    Ok(Ruleset::get(spec))
}

/// An excerpt of a command-line value, pointing at `column` (characters) for `len` characters.
pub fn value_excerpt(option: &str, value: &str, column: usize, len: usize) -> Excerpt {
    let byte = |c: usize| value.char_indices().nth(c).map_or(value.len(), |(b, _)| b);
    Excerpt {
        origin: option.to_string(),
        source: value.to_string(),
        line_start: 1,
        span: byte(column)..byte(column + len.max(1)),
    }
}

/// The error for bad position notation, shown under the value with a caret.
pub fn notation_error(option: &str, value: &str, e: &NotationError) -> CliError {
    CliError::new(e.to_message()).at(value_excerpt(option, value, e.column, e.len))
}

/// Reads a position under `rules`: `start` or the one-line notation.
pub fn position(option: &str, text: &str, rules: &'static Ruleset) -> Result<Position, CliError> {
    if text.trim().eq_ignore_ascii_case("start") {
        return Ok(Position::start(rules));
    }
    Position::parse(text, rules).map_err(|e| match e {
        PositionError::Notation(n) => notation_error(option, text, &n),
        PositionError::Invalid(problems) => {
            let mut messages = vec![Message::new("error-invalid-position")];
            messages.extend(problems.iter().map(ToMessage::to_message));
            CliError::many(messages)
        }
    })
}

/// Reads `--position`, `--ruleset` and `--moves` into the game they describe.
pub fn game(args: &PositionArgs) -> Result<Game, CliError> {
    let rules = ruleset(&args.ruleset)?;
    let start = position("--position", &args.position, rules)?;
    let Some(moves) = &args.moves else {
        return Ok(Game::new(start));
    };
    let actions = action_list(moves)?;
    Game::replay(start, &actions).map_err(|e| {
        let at = e.index;
        let mut messages = vec![record_error_message(&e)];
        let reached = Game::replay(start, &actions[..at])
            .map(|g| g.current())
            .unwrap_or(start);
        messages.extend(e.reasons.iter().map(|r| reason_message(r, reached.rules())));
        CliError::many(messages)
    })
}

/// Reads actions separated by spaces or commas.
pub fn action_list(text: &str) -> Result<Vec<ActionText>, CliError> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<ActionText>().map_err(CliError::from))
        .collect()
}

/// Reads a point name that must be on `pos`'s board.
pub fn point_on_board(text: &str, pos: &Position) -> Result<Point, CliError> {
    let c: Coord = text
        .parse()
        .map_err(|_| CliError::new(Message::new("action-bad-point").arg("found", text)))?;
    pos.board()
        .point(c)
        .ok_or_else(|| CliError::new(Message::new("reason-off-board").arg("point", c.to_string())))
}

/// One reason in JSON: a stable code (the message id without `reason-`) and its text.
#[derive(serde::Serialize)]
pub struct ReasonJson {
    code: String,
    message: String,
}

impl ReasonJson {
    /// The JSON of the message `m`.
    pub fn new(ctx: &Ctx, m: &Message) -> ReasonJson {
        ReasonJson {
            code: m.id.trim_start_matches("reason-").to_string(),
            message: ctx.msg(m),
        }
    }
}

/// Prints a value as pretty JSON.
pub fn print_json(ctx: &mut Ctx, value: &impl serde::Serialize) {
    let s = serde_json::to_string_pretty(value).expect("JSON values serialize");
    ctx.println(&s);
}

/// The points of a set, as names.
pub fn names(points: impl IntoIterator<Item = Point>) -> Vec<String> {
    points.into_iter().map(|p| p.to_string()).collect()
}
