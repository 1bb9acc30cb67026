//! What the learner's puzzle commands share (`puzzle`, `check` of a puzzle, `practice
//! --puzzles`, `list --puzzles`): the built-in puzzles that `--ruleset` and `--theme` select,
//! one found by its id, the one nearest a rating, a puzzle's screen, and what it is about
//! once solved.

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};
use foxgeese::progress::Progress;
use foxgeese::puzzle::serve::Mix;
use foxgeese::puzzle::{library, Puzzle, Theme};
use foxgeese::rules::RulesetSpec;

use crate::cli::suggest::closest;
use crate::present::error::CliError;
use crate::present::trainer::{PuzzleReport, Solved};

use super::input;

/// The puzzles a command is asked for: of one ruleset, with one theme, or all.
#[derive(Clone, Copy, Debug)]
pub struct Selection {
    pub ruleset: Option<RulesetSpec>,
    pub theme: Option<Theme>,
}

impl Selection {
    /// Reads `--ruleset` and `--theme`.
    pub fn read(ruleset: Option<&str>, theme: Option<&str>) -> Result<Selection, CliError> {
        Ok(Selection {
            ruleset: input::ruleset_spec(ruleset)?,
            theme: theme.map(read_theme).transpose()?,
        })
    }

    /// Whether `p` is selected.
    pub fn selects(&self, p: &Puzzle) -> bool {
        self.ruleset.is_none_or(|r| p.ruleset == r) && self.theme.is_none_or(|t| p.has(t))
    }

    /// The built-in puzzles selected, in the collections' order; an error when there are
    /// none (a ruleset without a collection, a theme no puzzle of it has).
    pub fn puzzles(&self) -> Result<Vec<&'static Puzzle>, CliError> {
        let v: Vec<&'static Puzzle> = library::puzzles().filter(|p| self.selects(p)).collect();
        if v.is_empty() {
            return Err(self.none_selected());
        }
        Ok(v)
    }

    /// The error for a selection without puzzles.
    pub fn none_selected(&self) -> CliError {
        let m = Message::new(ids::TRAINER_NONE_SELECTED)
            // "none" for a choice not made: no ruleset or theme has that name.
            .arg(
                "ruleset",
                self.ruleset.map_or("none".to_string(), |r| r.to_string()),
            )
            .arg("theme", self.theme.map_or("none", Theme::id));
        CliError::new(m)
    }
}

/// The ruleset whose puzzles the learner is served when none is asked for: the one chosen
/// last (kept in the progress file), else Ply Yard's. A name the program cannot read (a file
/// edited by hand) counts as none chosen.
pub fn learner_ruleset(progress: &Progress) -> RulesetSpec {
    progress.puzzle_ruleset().parse().unwrap_or_default()
}

/// Reads a theme id; a mistyped one gets the closest suggested, and the list of themes.
fn read_theme(text: &str) -> Result<Theme, CliError> {
    text.parse::<Theme>().map_err(|_| {
        let m = Message::new(ids::TRAINER_UNKNOWN_THEME)
            .arg("theme", text)
            .arg("themes", Theme::IDS.join(", "));
        CliError::new(m).with_suggestion(closest(text, Theme::IDS).map(str::to_string))
    })
}

/// The built-in puzzle `id`, or `None`.
pub fn find(id: &str) -> Option<&'static Puzzle> {
    library::find(id)
}

/// The built-in puzzle `id`, or an error naming the closest id.
pub fn named(id: &str) -> Result<&'static Puzzle, CliError> {
    find(id).ok_or_else(|| {
        let ids: Vec<&str> = library::puzzles().map(|p| p.id.as_str()).collect();
        CliError::new(Message::new(ids::TRAINER_UNKNOWN_PUZZLE).arg("id", id))
            .with_suggestion(closest(id, ids).map(str::to_string))
    })
}

pub use foxgeese::puzzle::serve::nearest;

/// What `progress` records the learner was served of `ruleset`'s built-in puzzles (every
/// puzzle with a record: played, or skipped), for the mix of kinds ([`Mix`]).
pub fn mix_of(progress: &Progress, ruleset: RulesetSpec) -> Mix {
    Mix::of(library::of_ruleset(ruleset).filter(|p| progress.puzzle(&p.id).is_some()))
}

/// The puzzle as shown before action `step` (0-based) of its line.
pub fn screen(loc: &Localizer, p: &Puzzle, step: usize) -> PuzzleReport {
    let board = p.position_at(step).unwrap_or(p.position);
    PuzzleReport {
        id: p.id.clone(),
        ruleset: p.ruleset.to_string(),
        position: board.notation(),
        side: p.learner().name(),
        geese: p.geese,
        moves: p.moves(),
        goal: p.kind().name(),
        prompt: loc.msg(&p.prompt()),
        step: step + 1,
        board,
        with_command: false,
    }
}

/// What the puzzle is about, for after it is solved or shown: rating and themes.
pub fn solved(p: &Puzzle) -> Solved {
    Solved {
        rating: p.rating,
        themes: p
            .themes
            .iter()
            .map(|t| {
                (
                    Message::new(t.name_message()),
                    Message::new(t.about_message()),
                )
            })
            .collect(),
    }
}

/// How to write an answer to a puzzle: one action.
pub fn answer_hint() -> Message {
    Message::new(ids::TRAINER_ANSWER_HINT)
}

/// The line from action `step` (0-based) on, as written: "d4-d3 c3-c4 e5xe3".
pub fn line_from(p: &Puzzle, step: usize) -> String {
    p.line[(2 * step).min(p.line.len())..]
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}
