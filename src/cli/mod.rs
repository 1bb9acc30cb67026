//! The command line as clap types: commands, their flags, and nothing else.
//!
//! Help texts are not written here: [`localize::command`] fills every `about` and `help` from
//! the locale files, keyed by command and argument id, so help reads in the learner's language.

mod args;
pub mod clap_errors;
pub mod localize;
pub mod suggest;
mod tables;
pub mod value;

pub use tables::TablesCommand;

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use value::whole;

// `foxgeese`: learn Fox and Geese, study positions, check answers.
#[derive(Parser, Debug)]
#[command(name = "foxgeese", version, disable_help_subcommand = true)]
pub struct Cli {
    // Language of all output: en or id.
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,

    // When to colour output.
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto, value_name = "WHEN")]
    pub color: ColorChoice,

    // The command.
    #[command(subcommand)]
    pub command: Command,
}

// When to colour output.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorChoice {
    // Colour when standard output is a terminal and `NO_COLOR` is not set.
    Auto,
    // Always colour.
    Always,
    // Never colour.
    Never,
}

// Output format.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Format {
    // Text for people.
    #[default]
    Text,
    // JSON for programs.
    Json,
}

// `mine --goal`: what the puzzles mined ask of the learner.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    // The side to move wins, with one action only.
    Win,
    // One action only holds the draw.
    Draw,
    // Every action loses; one holds out longest.
    HoldOut,
}

// `tables build --format`: the output's format and the tables' form, in one flag.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuildFormat {
    // Text for people.
    Text,
    // JSON for programs.
    Json,
    // Tables in compressed blocks (the default).
    Compact,
    // Tables of one plain entry a position.
    Full,
}

impl BuildFormat {
    // The output format and the tables' form of a list of `--format` values: the last of
    // each kind counts.
    pub fn split(list: &[BuildFormat]) -> (Format, foxgeese::solve::Format) {
        let mut out = Format::Text;
        let mut form = foxgeese::solve::Format::Compact;
        for f in list {
            match f {
                BuildFormat::Text => out = Format::Text,
                BuildFormat::Json => out = Format::Json,
                BuildFormat::Compact => form = foxgeese::solve::Format::Compact,
                BuildFormat::Full => form = foxgeese::solve::Format::Full,
            }
        }
        (out, form)
    }
}

// A side, as named on the command line.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SideArg {
    // The fox (or foxes).
    Fox,
    // The geese.
    Geese,
}

impl From<SideArg> for foxgeese::rules::Side {
    fn from(s: SideArg) -> Self {
        match s {
            SideArg::Fox => foxgeese::rules::Side::Fox,
            SideArg::Geese => foxgeese::rules::Side::Geese,
        }
    }
}

// Who sits at the keyboard in `play`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayAs {
    // The fox, against the engine's geese.
    Fox,
    // The geese, against the engine's fox.
    Geese,
    // Both sides: two players at one keyboard.
    Both,
}

// A position and the ruleset it is played under.
#[derive(Args, Debug, Clone)]
pub struct PositionArgs {
    // The position in one-line notation, or `start`.
    #[arg(long, short = 'p', value_name = "POS", default_value = "start")]
    pub position: String,

    // The ruleset, with options: NAME or NAME:OPTION,OPTION.
    #[arg(long, short = 'r', value_name = "RULESET", default_value = "plyyard")]
    pub ruleset: String,

    // Actions played from the position first, separated by spaces or commas (a game record).
    #[arg(long, value_name = "ACTIONS")]
    pub moves: Option<String>,
}

// The options of the commands that search above the solver's tables (`analyze`, `prove`,
// `review`): how long, which tables, the output format. `E` holds a command's own options,
// declared between `--budget` and `--tables` so that each command's help keeps its order.
#[derive(Args, Debug, Clone)]
pub struct SearchArgs<E: Args> {
    // Seconds the proof search may take. Read as text so that a bad value gets its own message
    // (see `commands::input::read_budget`); each command has its own default (`SearchArgs::budget`).
    #[arg(long, value_name = "SECONDS", allow_hyphen_values = true)]
    budget: Option<String>,
    #[command(flatten)]
    pub more: E,
    // The table folder.
    #[arg(long, value_name = "DIR")]
    pub tables: Option<PathBuf>,
    // Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

impl<E: Args> SearchArgs<E> {
    /// `--budget` as written, or the command's `default` seconds.
    pub fn budget<'a>(&'a self, default: &'a str) -> &'a str {
        self.budget.as_deref().unwrap_or(default)
    }
}

// `analyze`'s own options besides the search's.
#[derive(Args, Debug, Clone)]
pub struct AnalyzeArgs {
    // MiB for the search's table of positions (default 256). Read as text, as `--budget` is.
    #[arg(long, value_name = "MIB", allow_hyphen_values = true)]
    pub memory: Option<String>,
}

// `review`'s own options besides the search's.
#[derive(Args, Debug, Clone)]
pub struct ReviewArgs {
    // Seconds the whole review may take, shared among the positions. Read as text, as
    // `--budget` is.
    #[arg(
        long,
        value_name = "SECONDS",
        default_value = "60",
        allow_hyphen_values = true
    )]
    pub total_budget: String,
}

// `prove`'s own options besides the search's.
#[derive(Args, Debug, Clone)]
pub struct ProveArgs {
    // MiB for the search's transposition table (default 1024, or the size of the search
    // kept in `--checkpoint`). Read as text, as `--budget` is.
    #[arg(long, value_name = "MIB", allow_hyphen_values = true)]
    pub memory: Option<String>,
    // Stop after this many positions (the same on every machine, unlike the budget).
    #[arg(long, value_name = "N", value_parser = value::positive::<u64>)]
    pub nodes: Option<u64>,
    // The file the search is kept in: resumed from, saved to.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    // Seconds between saves to `--checkpoint`. Read as text, as `--budget` is.
    #[arg(
        long,
        value_name = "SECONDS",
        default_value = "600",
        allow_hyphen_values = true
    )]
    pub checkpoint_every: String,
}

// The commands.
#[derive(Subcommand, Debug)]
pub enum Command {
    // List every legal action.
    Actions {
        #[command(flatten)]
        pos: PositionArgs,
        // List the actions of this side, with it to move.
        #[arg(long, value_enum)]
        side: Option<SideArg>,
        // List the actions of the piece on this point only.
        #[arg(long, value_name = "POINT")]
        from: Option<String>,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Say whether an action is legal and, if not, every reason.
    Why {
        #[command(flatten)]
        pos: PositionArgs,
        // The action, such as d4-d3 or d4xd2.
        #[arg(value_name = "ACTION", allow_hyphen_values = true)]
        action: String,
        // Exit 1 when the action is not legal (default: exit 0 whenever it could be answered).
        #[arg(long)]
        exit_code: bool,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Draw the board and say whose turn it is.
    Show {
        #[command(flatten)]
        pos: PositionArgs,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Count the positions exactly DEPTH plies ahead.
    Perft {
        // Plies to look ahead. Read as text so that a negative or non-numeric depth gets its
        // own message (see `commands::perft`).
        #[arg(value_name = "DEPTH", allow_negative_numbers = true)]
        depth: String,
        #[command(flatten)]
        pos: PositionArgs,
        // Also count after each legal action.
        #[arg(long)]
        divide: bool,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // List the rulesets and how they differ, or show one.
    Rulesets {
        // A ruleset to show in full.
        #[arg(value_name = "RULESET")]
        name: Option<String>,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Show a study: its title, board and question.
    Study {
        // A study file, or the id of a built-in study.
        #[arg(value_name = "STUDY")]
        study: String,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Show a puzzle: its id, board and question (never its themes or its answer).
    Puzzle {
        // A puzzle's id (default: one near the rating asked for).
        #[arg(value_name = "ID")]
        id: Option<String>,
        // Only puzzles of this ruleset.
        #[arg(long, short = 'r', value_name = "RULESET")]
        ruleset: Option<String>,
        // Only puzzles with this theme.
        #[arg(long, value_name = "THEME")]
        theme: Option<String>,
        // The puzzle rating to choose near (default: the learner's). Read as text so that a
        // bad value gets its own message.
        #[arg(long, value_name = "N", allow_hyphen_values = true)]
        rating: Option<String>,
        // The progress file whose rating to choose near.
        #[arg(long, value_name = "FILE")]
        state: Option<PathBuf>,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Check an answer to a study.
    Check {
        // A study file, or the id of a built-in study.
        #[arg(value_name = "STUDY")]
        study: String,
        // The answer.
        #[arg(long, short = 'a', value_name = "TEXT", allow_hyphen_values = true)]
        answer: String,
        // Also print the full answer and the explanation.
        #[arg(long)]
        reveal: bool,
        // The progress file a puzzle's attempt is recorded in.
        #[arg(long, value_name = "FILE")]
        state: Option<PathBuf>,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Work through the studies, remembering progress.
    Practice {
        // Only studies of this stage: understand, compare or review.
        #[arg(long, value_name = "STAGE", conflicts_with = "puzzles")]
        stage: Option<String>,
        // Puzzles at the learner's rating instead of studies (the adaptive trainer).
        #[arg(long)]
        puzzles: bool,
        // With --puzzles: only puzzles with this theme.
        #[arg(long, value_name = "THEME", requires = "puzzles")]
        theme: Option<String>,
        // Only the studies of this ruleset; with --puzzles, its puzzles (the choice is kept).
        #[arg(long, short = 'r', value_name = "RULESET")]
        ruleset: Option<String>,
        // Forget all progress first.
        #[arg(long)]
        reset: bool,
        // Only the studies (with --puzzles: the puzzles) skipped or failed the last time.
        #[arg(long, conflicts_with = "due")]
        retry: bool,
        // Only the solved studies (and the failed puzzles) due for review.
        #[arg(long)]
        due: bool,
        // The progress file (default: in the user's data directory).
        #[arg(long, value_name = "FILE")]
        state: Option<PathBuf>,
        // Studies to practise (files or ids); default: the whole library. With --puzzles,
        // puzzle ids.
        #[arg(value_name = "STUDY")]
        studies: Vec<String>,
    },
    // Check study files against the engine.
    Validate {
        // Study files or folders (default: studies/).
        #[arg(value_name = "PATH")]
        paths: Vec<PathBuf>,
        // Write the engine's answer where the declared one is missing or wrong.
        #[arg(long)]
        fix: bool,
        // The table folder that proves every puzzle (default: small tables built in memory).
        #[arg(long, value_name = "DIR")]
        tables: Option<PathBuf>,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Draw a position as an SVG diagram.
    Diagram {
        #[command(flatten)]
        spec: DiagramArgs,
    },
    // Write the studies as a static web site, a lesson book.
    Export {
        #[command(flatten)]
        spec: ExportArgs,
    },
    // Start a study: its file with the engine's answer, and its texts to fill in.
    New {
        #[command(flatten)]
        spec: NewArgs,
    },
    // Play a game at the terminal.
    Play {
        #[command(flatten)]
        pos: PositionArgs,
        // Which side the person at the keyboard plays.
        #[arg(long = "as", value_enum, default_value_t = PlayAs::Geese, value_name = "SIDE")]
        side: PlayAs,
        // The engine's strength: 1 to 5, or perfect.
        #[arg(long, value_name = "LEVEL")]
        level: Option<String>,
        // Where to save the game record (at the end, and on `save`).
        #[arg(long, value_name = "FILE")]
        save: Option<PathBuf>,
        // Take up the game Ctrl-C saved last.
        #[arg(long, conflicts_with = "moves")]
        resume: bool,
        // Seconds the engine may think per turn (and per hint). Read as text so that a bad
        // value gets its own message.
        #[arg(
            long,
            value_name = "SECONDS",
            default_value = "1",
            allow_hyphen_values = true
        )]
        budget: String,
        // The seed of the engine's errors on purpose (default: from the clock).
        #[arg(long, value_name = "N", value_parser = whole::<u64>, allow_hyphen_values = true)]
        seed: Option<u64>,
        // The table folder.
        #[arg(long, value_name = "DIR")]
        tables: Option<PathBuf>,
    },
    // List the built-in studies.
    List {
        // Only studies of this stage.
        #[arg(long, value_name = "STAGE", conflicts_with = "puzzles")]
        stage: Option<String>,
        // Only the studies, or the puzzles, of this ruleset.
        #[arg(short, long, value_name = "NAME")]
        ruleset: Option<String>,
        // The puzzles instead: counts by theme and rating band, and the learner's rating.
        #[arg(long)]
        puzzles: bool,
        // The progress file whose marks to show (default: in the user's data directory).
        #[arg(long, value_name = "FILE")]
        state: Option<PathBuf>,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Prove the value of a position and of every action.
    Analyze {
        #[command(flatten)]
        pos: PositionArgs,
        #[command(flatten)]
        search: SearchArgs<AnalyzeArgs>,
    },
    // Prove that a side wins, by proof-number search, where `analyze`'s search is too short
    // (a win dozens of plies long); no distance.
    Prove {
        #[command(flatten)]
        pos: PositionArgs,
        // The side whose win to prove (default: the side to move).
        #[arg(long = "for", value_enum, value_name = "SIDE")]
        side: Option<SideArg>,
        #[command(flatten)]
        search: SearchArgs<ProveArgs>,
    },
    // Review a recorded game: every action's value before and after, the mistakes, and the
    // first goose move that opened a capture or an escape.
    Review {
        // The game record file (`@FILE` is read the same).
        #[arg(value_name = "RECORD")]
        record: String,
        #[command(flatten)]
        search: SearchArgs<ReviewArgs>,
    },
    // Mine puzzles from the solver's tables into a collection file.
    Mine {
        // The ruleset, with options.
        #[arg(long, short = 'r', value_name = "RULESET", default_value = "plyyard")]
        ruleset: String,
        // The table folder.
        #[arg(long, value_name = "DIR")]
        tables: Option<PathBuf>,
        // Only positions with this many geese.
        #[arg(long, value_name = "K", value_parser = whole::<u8>, allow_hyphen_values = true)]
        geese: Option<u8>,
        // How many puzzles.
        #[arg(long, value_name = "N", default_value_t = 100, value_parser = whole::<usize>, allow_hyphen_values = true)]
        count: usize,
        // Only puzzles with this theme.
        #[arg(long, value_name = "THEME")]
        theme: Option<String>,
        // Only puzzles with this goal: win, draw or hold-out.
        #[arg(long, value_enum, value_name = "GOAL")]
        goal: Option<Goal>,
        // The seed of the order positions are drawn in.
        #[arg(long, value_name = "S", default_value_t = 1, value_parser = whole::<u64>, allow_hyphen_values = true)]
        seed: u64,
        // The collection file to write.
        #[arg(long = "output", short = 'o', value_name = "FILE")]
        output: PathBuf,
        // Replace a file that foxgeese did not mine.
        #[arg(long)]
        force: bool,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Play games between two players, in pairs with the sides swapped, and measure the
    // difference between them in Elo.
    Match {
        #[command(flatten)]
        spec: MatchArgs,
    },
    // Fit the engine's evaluation to the solver's tables and write its weights.
    Train {
        // The ruleset, with options.
        #[arg(long, short = 'r', value_name = "RULESET", default_value = "plyyard")]
        ruleset: String,
        // The table folder.
        #[arg(long, value_name = "DIR")]
        tables: Option<PathBuf>,
        // Where to write the weights (default: eval-<variant>.txt here).
        #[arg(long, short = 'o', value_name = "FILE")]
        output: Option<PathBuf>,
        // Replace the output file even when it is not a weights file.
        #[arg(long)]
        force: bool,
        // Positions to draw from the tables.
        #[arg(long, value_name = "N", value_parser = value::positive::<u64>)]
        samples: Option<u64>,
        // The seed of the draw (with --games: of the matches).
        #[arg(long, value_name = "N", value_parser = whole::<u64>, allow_hyphen_values = true)]
        seed: Option<u64>,
        // Fit to the results of engine games instead of the tables: games in each match.
        #[arg(long, value_name = "N", value_parser = value::fit_games, conflicts_with = "samples")]
        games: Option<usize>,
        // With --games: search nodes a move.
        #[arg(long, value_name = "N", value_parser = value::positive::<u64>, requires = "games")]
        nodes: Option<u64>,
        // With --games: games played at once.
        #[arg(long, value_name = "N", value_parser = value::jobs, requires = "games")]
        jobs: Option<usize>,
        // With --games: the geese of the games play with this weights file.
        #[arg(long, value_name = "FILE", requires = "games")]
        geese_weights: Option<PathBuf>,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Build or list the solver's tables.
    Tables {
        #[command(subcommand)]
        command: TablesCommand,
    },
}

// What `match` plays: two players, the ruleset, how many games, how long a move.
#[derive(Args, Debug)]
pub struct MatchArgs {
    // The first player: 1 to 5, perfect, random or greedy.
    #[arg(value_name = "A")]
    pub a: String,
    // The second player.
    #[arg(value_name = "B")]
    pub b: String,
    // The ruleset, with options.
    #[arg(long, short = 'r', value_name = "RULESET", default_value = "plyyard")]
    pub ruleset: String,
    // Games to play, in pairs from the same opening with the sides swapped.
    #[arg(
        long,
        value_name = "N",
        default_value = "10",
        allow_hyphen_values = true
    )]
    pub games: String,
    // Seconds the engine may take a move. Read as text, as `--budget` is elsewhere.
    #[arg(
        long,
        value_name = "SECONDS",
        default_value = "1",
        allow_hyphen_values = true
    )]
    pub budget: String,
    // Search nodes the engine may visit a move, in place of `--budget`: the same on every
    // machine, so the match replays exactly.
    #[arg(long, value_name = "N", value_parser = value::positive::<u64>, conflicts_with = "budget")]
    pub nodes: Option<u64>,
    // The table folder.
    #[arg(long, value_name = "DIR")]
    pub tables: Option<PathBuf>,
    // Games played at once.
    #[arg(long, value_name = "N", value_parser = value::jobs)]
    pub jobs: Option<usize>,
    // The seed of the openings and of the players' chance (default: from the clock).
    #[arg(long, value_name = "N", value_parser = whole::<u64>, allow_hyphen_values = true)]
    pub seed: Option<u64>,
    // A file of openings, one a line.
    #[arg(long, value_name = "FILE")]
    pub openings: Option<PathBuf>,
    // Unbalanced openings of this many plies: random geese, a fox that captures.
    #[arg(long, value_name = "PLIES", value_parser = value::unbalanced_plies, conflicts_with = "openings")]
    pub unbalanced: Option<usize>,
    // Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

// What `new` starts a study from: its id, kind, position and the kind's fields.
#[derive(Args, Debug)]
pub struct NewArgs {
    // The new study's id.
    #[arg(value_name = "ID")]
    pub id: String,
    // The task kind.
    #[arg(long, value_name = "KIND")]
    pub kind: String,
    // The ruleset (default: plyyard).
    #[arg(long, value_name = "RULESET")]
    pub ruleset: Option<String>,
    // The position, in the one-line notation (default: the ruleset's start).
    #[arg(long, value_name = "POSITION")]
    pub position: Option<String>,
    // list-actions: whose actions.
    #[arg(long, value_enum)]
    pub side: Option<SideArg>,
    // list-actions: only the piece on this point.
    #[arg(long, value_name = "POINT")]
    pub from: Option<String>,
    // opened-captures: the goose move.
    #[arg(long = "move", value_name = "ACTION")]
    pub mv: Option<String>,
    // first-opening: the replay's moves, separated by spaces.
    #[arg(long, value_name = "ACTIONS")]
    pub moves: Option<String>,
    // The folder to write in (default: the current one).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

// A diagram's colours.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThemeArg {
    // Dark lines on a light board.
    Light,
    // Light lines on a dark board.
    Dark,
    // Black on white.
    Print,
}

// What `diagram` draws: a position, and what goes over it.
#[derive(Args, Debug)]
pub struct DiagramArgs {
    #[command(flatten)]
    pub pos: PositionArgs,
    // Actions drawn as arrows.
    #[arg(long, value_name = "ACTIONS", allow_hyphen_values = true)]
    pub arrows: Option<String>,
    // Points marked.
    #[arg(long, value_name = "POINTS")]
    pub mark: Option<String>,
    // Every legal destination of a side or of one piece.
    #[arg(long, value_name = "SIDE|POINT")]
    pub legal: Option<String>,
    // Highlight the last action of --moves.
    #[arg(long)]
    pub last: bool,
    // Coordinates beside the board.
    #[arg(long)]
    pub coordinates: bool,
    // Width in pixels, read as text so that a bad size gets its own message.
    #[arg(
        long,
        value_name = "PX",
        default_value = "360",
        allow_hyphen_values = true
    )]
    pub size: String,
    // The colours.
    #[arg(long, value_enum, default_value_t = ThemeArg::Light)]
    pub theme: ThemeArg,
    // The file to write (default: standard output).
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
}

// What `export` writes: which studies, in which languages, where.
#[derive(Args, Debug)]
pub struct ExportArgs {
    // Study files, folders or built-in ids (default: the built-in library).
    #[arg(value_name = "PATH")]
    pub paths: Vec<String>,
    // The folder to write the site in.
    #[arg(long, short = 'o', value_name = "DIR", default_value = "lesson-book")]
    pub output: PathBuf,
    // Overwrite files in the folder that foxgeese did not write.
    #[arg(long)]
    pub force: bool,
    // The global `--lang` as written (`en`, `id` or `all`), set by the run loop: `export`
    // reads it as the site's languages.
    #[arg(skip)]
    pub lang: Option<String>,
}
