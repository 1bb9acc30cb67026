//! The learner's puzzles on screen: a puzzle as `puzzle` and `practice --puzzles` show it
//! ([`PuzzleReport`]: its id, board and question, never its themes or answer), what the
//! trainer says between the actions of a line and after each puzzle ([`TrainerLine`]), and
//! `list --puzzles` ([`PuzzleListReport`]: counts by theme and rating band, the share solved,
//! the rating and its chart).

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};
use foxgeese::progress::RatingPoint;
use foxgeese::rules::{Bitboard, Position};

use super::rating::{chart, grouped, signed};
use super::wrap::COMMAND_INDENT;
use super::{position, table, Present, Style};

/// A puzzle before it is solved. The JSON names no theme and no rating: the screen shows
/// neither until the puzzle is solved.
#[derive(Serialize)]
pub struct PuzzleReport {
    pub id: String,
    pub ruleset: String,
    /// The position the learner is to play from.
    pub position: String,
    pub side: &'static str,
    pub geese: u8,
    /// The learner's actions the line asks for.
    pub moves: usize,
    /// What the learner is asked to do: `win`, `draw` (hold the draw) or `hold-out` (lose as
    /// slowly as possible).
    pub goal: &'static str,
    pub prompt: String,
    /// The learner's action about to be asked for, 1-based (more than 1 inside a line).
    #[serde(skip)]
    pub step: usize,
    #[serde(skip)]
    pub board: Position,
    /// Under the screen, the `check` command to answer with (`puzzle`, not `practice`).
    #[serde(skip)]
    pub with_command: bool,
}

impl PuzzleReport {
    /// Title with the id, the line about it, board, status and prompt; inside a line only the
    /// board, status and which action of the line is asked for.
    pub fn presentation(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = String::new();
        if self.step <= 1 {
            let title = Message::new(ids::TRAINER_TITLE).arg("id", self.id.as_str());
            s.push_str(&style.heading(&loc.msg(&title)));
            s.push('\n');
            let about = Message::new(ids::TRAINER_ABOUT)
                .arg("ruleset", self.ruleset.as_str())
                .arg("geese", self.geese)
                .arg("moves", self.moves);
            s.push_str(&loc.msg(&about));
            s.push_str("\n\n");
        }
        s.push_str(&position::board(&self.board, Bitboard::EMPTY, loc, style));
        s.push('\n');
        s.push_str(&position::study_status(&self.board, loc));
        s.push('\n');
        let goal = Message::new(ids::TRAINER_GOAL).arg("goal", self.goal);
        s.push_str(&style.heading(&loc.msg(&goal)));
        s.push('\n');
        if self.step <= 1 {
            s.push_str(&self.prompt);
        } else {
            let m = Message::new(ids::TRAINER_NEXT_ACTION)
                .arg("id", self.id.as_str())
                .arg("n", self.step)
                .arg("moves", self.moves);
            s.push_str(&loc.msg(&m));
        }
        s.push('\n');
        s
    }
}

impl Present for PuzzleReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = self.presentation(loc, style);
        if self.with_command {
            s.push('\n');
            s.push_str(&loc.text(ids::LEARNER_HOW_TO_ANSWER));
            s.push('\n');
            let command = Message::new(ids::LEARNER_CHECK_COMMAND).arg("study", self.id.as_str());
            // One line, never wrapped: it is to be copied and run.
            s.push_str(&format!("{}{}", &COMMAND_INDENT[..2], loc.msg(&command)));
            s.push('\n');
            if self.moves > 1 {
                s.push_str(&loc.text(ids::TRAINER_WHOLE_LINE));
                s.push('\n');
                // The command on a line of its own, never broken (see `wrap::COMMAND_INDENT`).
                let m = Message::new(ids::TRAINER_WHOLE_LINE_COMMAND).arg("id", self.id.as_str());
                s.push_str(&format!("{}{}", &COMMAND_INDENT[..2], loc.msg(&m)));
                s.push('\n');
            }
        }
        s
    }
}

/// What a puzzle is about, once it is solved or shown: its rating and its themes, each with
/// its name and description.
pub struct Solved {
    pub rating: u16,
    /// (name, description) of each theme.
    pub themes: Vec<(Message, Message)>,
}

impl Present for Solved {
    fn text(&self, loc: &Localizer, _style: &Style) -> String {
        let names: Vec<String> = self.themes.iter().map(|(n, _)| loc.msg(n)).collect();
        let m = Message::new(ids::TRAINER_SOLVED_ABOUT)
            .arg("rating", grouped(loc, i64::from(self.rating)))
            .arg("themes", names.join(", "));
        let mut s = loc.msg(&m);
        s.push('\n');
        for (name, about) in &self.themes {
            s.push_str(&format!("  {}: {}\n", loc.msg(name), loc.msg(about)));
        }
        s
    }
}

/// What the trainer says that a study's practice does not.
pub enum TrainerLine<'a> {
    /// The session starts: the learner's rating, how many puzzles to choose from, where the
    /// progress is kept.
    Intro {
        rating: i32,
        ruleset: String,
        count: usize,
        path: &'a str,
    },
    /// `--due` and named puzzles: `count` puzzles to go through.
    IntroList { count: usize, path: &'a str },
    /// Nothing left to serve in the selection.
    NoneLeft,
    /// The hints of this action are used up.
    NoMoreHints,
    /// No puzzle is due for review.
    NothingDue,
    /// The learner's action was right and the line goes on: the opponent's reply.
    Reply {
        right: &'a str,
        reply: &'a str,
        fox: bool,
    },
    /// A hint: the point the action starts from (rung 1) or ends on (rung 2); a hint counts
    /// as a failure for the rating.
    Hint { message: Message, first: bool },
    /// The line's answer from here on, when shown.
    Shown { line: &'a str },
    /// The puzzle ended as a failure (a wrong action, a hint, or the answer shown): it comes
    /// back in spaced review.
    Failed,
    /// After a skip: not rated.
    Skipped { rating: i32, ruleset: String },
    /// `--retry` found no puzzle skipped or failed.
    NothingToRetry,
    /// The end of the session: puzzles played, solved, the rating change over it, and the
    /// puzzles due for review.
    Summary {
        played: usize,
        solved: usize,
        rating: i32,
        ruleset: String,
        change: i32,
        due: usize,
    },
}

impl Present for TrainerLine<'_> {
    fn text(&self, loc: &Localizer, _style: &Style) -> String {
        let m = match self {
            TrainerLine::Intro {
                rating,
                ruleset,
                count,
                path,
            } => Message::new(ids::TRAINER_INTRO)
                .arg("rating", grouped(loc, i64::from(*rating)))
                .arg("ruleset", ruleset.as_str())
                .arg("count", *count)
                .arg("path", *path),
            TrainerLine::IntroList { count, path } => Message::new(ids::TRAINER_INTRO_LIST)
                .arg("count", *count)
                .arg("path", *path),
            TrainerLine::NoneLeft => Message::new(ids::TRAINER_NONE_LEFT),
            TrainerLine::NoMoreHints => Message::new(ids::TRAINER_NO_MORE_HINTS),
            TrainerLine::NothingDue => Message::new(ids::TRAINER_NOTHING_DUE),
            TrainerLine::NothingToRetry => Message::new(ids::TRAINER_NOTHING_TO_RETRY),
            TrainerLine::Reply { right, reply, fox } => Message::new(ids::TRAINER_REPLY)
                .arg("right", *right)
                .arg("reply", *reply)
                .arg("side", if *fox { "fox" } else { "geese" }),
            TrainerLine::Hint { message, first } => {
                let mut s = format!("{}: {}", loc.text(ids::PRACTICE_HINT), loc.msg(message));
                if *first {
                    s.push(' ');
                    s.push_str(&loc.text(ids::TRAINER_HINT_COUNTS));
                }
                s.push('\n');
                return s;
            }
            TrainerLine::Shown { line } => Message::new(ids::TRAINER_SHOWN).arg("line", *line),
            TrainerLine::Failed => Message::new(ids::TRAINER_FAILED),
            TrainerLine::Skipped { rating, ruleset } => Message::new(ids::TRAINER_RATING_SKIPPED)
                .arg("rating", grouped(loc, i64::from(*rating)))
                .arg("ruleset", ruleset.as_str()),
            TrainerLine::Summary {
                played,
                solved,
                rating,
                ruleset,
                change,
                due,
            } => {
                let mut s = String::from("\n");
                let m = Message::new(ids::TRAINER_SUMMARY)
                    .arg("played", *played)
                    .arg("solved", *solved)
                    .arg("rating", grouped(loc, i64::from(*rating)))
                    .arg("ruleset", ruleset.as_str())
                    .arg("change", signed(loc, *change));
                s.push_str(&loc.msg(&m));
                s.push('\n');
                if *due > 0 {
                    let m = Message::new(ids::TRAINER_DUE_LATER).arg("count", *due);
                    s.push_str(&loc.msg(&m));
                    s.push('\n');
                }
                return s;
            }
        };
        format!("{}\n", loc.msg(&m))
    }
}

/// `list --puzzles`: in JSON exactly `{"puzzles": [...]}`; the text counts by theme and by
/// rating band, with the share the learner has solved, then the learner's rating.
#[derive(Serialize)]
pub struct PuzzleListReport {
    pub puzzles: Vec<PuzzleItem>,
    /// Each ruleset with puzzles (one when `--ruleset` chose it), in practice order.
    #[serde(skip)]
    pub rulesets: Vec<Count>,
    #[serde(skip)]
    pub themes: Vec<Count>,
    #[serde(skip)]
    pub bands: Vec<Count>,
    #[serde(skip)]
    pub solved: usize,
    #[serde(skip)]
    /// The learner's rating in each ruleset played, Ply Yard's first.
    pub learners: Vec<LearnerRating>,
}

/// One puzzle in `list --puzzles --format json`: no answer in it.
#[derive(Serialize)]
pub struct PuzzleItem {
    pub id: String,
    pub ruleset: String,
    pub position: String,
    pub geese: u8,
    pub themes: Vec<&'static str>,
    pub rating: u16,
    pub moves: usize,
}

/// A row of counts: a ruleset's or a theme's name (or a rating band), puzzles, solved.
pub struct Count {
    pub label: String,
    pub puzzles: usize,
    pub solved: usize,
}

/// The learner's rating, for the list.
pub struct LearnerRating {
    pub ruleset: String,
    pub rating: i32,
    pub deviation: i32,
    pub games: u32,
    pub history: Vec<RatingPoint>,
}

/// Bars in the rating chart: the latest puzzles.
const CHART_WIDTH: usize = 40;

impl Present for PuzzleListReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut out = String::new();
        let total = Message::new(ids::TRAINER_LIST_TOTAL)
            .arg("count", self.puzzles.len())
            .arg("shown", grouped(loc, self.puzzles.len() as i64))
            .arg("solved", grouped(loc, self.solved as i64))
            .arg("share", share(self.solved, self.puzzles.len()));
        out.push_str(&loc.msg(&total));
        out.push_str("\n\n");
        for (heading, rows) in [
            (ids::COL_RULESET, &self.rulesets),
            (ids::TRAINER_COL_THEME, &self.themes),
            (ids::TRAINER_COL_BAND, &self.bands),
        ] {
            let header = vec![
                loc.text(heading),
                loc.text(ids::TRAINER_COL_PUZZLES),
                loc.text(ids::TRAINER_COL_SOLVED),
            ];
            let cells: Vec<Vec<String>> = rows
                .iter()
                .map(|c| {
                    vec![
                        c.label.clone(),
                        grouped(loc, c.puzzles as i64),
                        format!(
                            "{} ({})",
                            grouped(loc, c.solved as i64),
                            share(c.solved, c.puzzles)
                        ),
                    ]
                })
                .collect();
            let t = table::with_optional_columns(header, &cells, &[], style);
            out.push_str(&t.to_string());
            out.push_str("\n\n");
        }
        if self.learners.is_empty() {
            out.push_str(&loc.text(ids::TRAINER_LIST_NO_RATING));
        }
        for (i, r) in self.learners.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            let m = Message::new(ids::TRAINER_LIST_RATING)
                .arg("ruleset", r.ruleset.as_str())
                .arg("rating", grouped(loc, i64::from(r.rating)))
                .arg("deviation", grouped(loc, i64::from(r.deviation)))
                .arg("games", r.games);
            out.push_str(&loc.msg(&m));
            if let Some((line, low, high)) = chart(&r.history, CHART_WIDTH) {
                out.push('\n');
                let shown = r.history.len().min(CHART_WIDTH);
                let m = Message::new(ids::TRAINER_LIST_CHART)
                    .arg("count", shown)
                    .arg("low", grouped(loc, i64::from(low)))
                    .arg("high", grouped(loc, i64::from(high)));
                out.push_str(&loc.msg(&m));
                out.push('\n');
                out.push_str(&format!("  {line}"));
            }
        }
        out.push('\n');
        out
    }
}

/// `part` of `whole` as a whole percentage, rounded down: "7%"; "<1%" when some but less
/// than one in a hundred (no puzzles: "0%").
fn share(part: usize, whole: usize) -> String {
    let pct = (part * 100).checked_div(whole).unwrap_or(0);
    if pct == 0 && part > 0 {
        return "<1%".to_string();
    }
    format!("{pct}%")
}

#[cfg(test)]
mod tests {
    use super::share;

    #[test]
    fn shares_round_down_and_never_hide_a_solved_puzzle() {
        for (part, whole, shown) in [
            (0, 0, "0%"),
            (0, 9, "0%"),
            (1, 529, "<1%"),
            (1, 7, "14%"),
            (7, 7, "100%"),
        ] {
            assert_eq!(share(part, whole), shown);
        }
    }
}
