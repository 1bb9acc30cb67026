//! A learner's progress: per study, the answers given, the hints asked for, whether it was
//! solved, how it last ended, and when to review it again. Plain data with its JSON form; the
//! binary reads and writes the file (through [`crate::fsio::atomic_write`]) and passes the
//! date in, so nothing here reads a clock.
//!
//! Spaced review follows the Leitner system, as flash-card programs do: a study answered right
//! moves up a box and comes back after 1, 3, 7, 21 or 60 days; a wrong answer sends it back to
//! the first box. Box 0 holds studies never solved. Dates are days since 1970-01-01 (UTC).
//!
//! Puzzles have records of their own ([`PuzzleRecord`]) and the learner has a puzzle rating
//! per ruleset ([`PuzzleRating`], Glicko-2, in [`rating`]): solving the draught board's
//! puzzles says nothing of how well one plays Ply Yard. A puzzle solved cleanly the first time
//! is done with; a failed one (a wrong action, a hint, the answer shown) enters the same
//! Leitner boxes, due the next day, and climbs them as a study does. The ruleset whose puzzles
//! the learner chose (`--ruleset`, kept until chosen again) and the boards whose rules card
//! the learner has been shown are kept too.
//!
//! The file (version 4; versions 1 to 3 are read and migrated: 1 and 2 had no review fields
//! or no puzzles, 3 one rating for every ruleset, which becomes the rating of the ruleset
//! whose puzzles the learner played most, see [`Progress::parse_with`]):
//!
//! ```json
//! { "version": 4,
//!   "studies": { "surrounded-fox":
//!     { "attempts": 2, "hints": 1, "solved": true, "box": 2, "due": 20427, "last": "solved" } },
//!   "puzzles": { "plyyard-00042":
//!     { "attempts": 1, "hints": 0, "solved": false, "box": 1, "due": 20428, "last": "failed" } },
//!   "ratings": { "plyyard": { "rating": 1512.3, "deviation": 190.2, "volatility": 0.06,
//!     "games": 3, "history": [ { "day": 20427, "rating": 1512 } ] } },
//!   "puzzle_ruleset": "plyyard",
//!   "cards": [ "plyyard" ] }
//! ```
//!
//! Two sessions may share one file: [`Progress::merge`] combines what each recorded, so a save
//! that re-reads the file first loses neither.

use std::collections::{BTreeMap, BTreeSet};
use std::marker::PhantomData;

use serde::{Deserialize, Serialize};

pub mod rating;

pub use rating::{PuzzleRating, RatingPoint};

/// A day, counted from 1970-01-01 (UTC).
pub type Day = i64;

/// The version this program writes.
pub const VERSION: u32 = 4;

/// Days until the next review, after reaching box 1, 2, … 5.
const INTERVALS: [Day; 5] = [1, 3, 7, 21, 60];

/// The highest box.
const TOP_BOX: u8 = INTERVALS.len() as u8;

/// The longest study or puzzle id accepted in a file, and the most studies or puzzles.
const MAX_ID_LEN: usize = 200;
const MAX_STUDIES: usize = 100_000;
const MAX_PUZZLES: usize = 1_000_000;

/// The most rulesets a file may keep ratings or cards for (far more than foxgeese plays).
const MAX_RULESETS: usize = 1_000;

/// The ruleset whose puzzles a learner who has chosen none is served, and whose rating a
/// version 3 file's rating becomes when none of its puzzles says otherwise.
pub const DEFAULT_RULESET: &str = "plyyard";

/// How a study last ended.
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// Answered right.
    Solved,
    /// Answered wrong, and left without a right answer.
    Failed,
    /// Passed over without an answer.
    Skipped,
}

/// One study's or one puzzle's progress: answers and hints counted, whether it was solved,
/// and its place in the spaced review. The two keep the same fields (one shape in the file)
/// and differ only in how an end moves them: `Record` (a study's, [`OfStudy`]) and
/// [`PuzzleRecord`] (a puzzle's, [`OfPuzzle`]).
#[derive(Serialize, Deserialize, Debug, Default, PartialEq, Eq, Clone)]
#[serde(deny_unknown_fields)]
pub struct Record<K = OfStudy> {
    /// Answers given (a puzzle's: actions; commands and unreadable answers do not count);
    /// never wraps.
    pub attempts: u32,
    /// Hints asked for; never wraps.
    pub hints: u32,
    /// Answered right at least once (a puzzle: solved cleanly, every action of its line
    /// right at the first try, with no hint and no answer shown).
    pub solved: bool,
    /// The Leitner box: 0 (a study never solved, a puzzle never failed) to 5.
    #[serde(default, rename = "box")]
    pub level: u8,
    /// The day of the next review (none: a study due now, a puzzle not in review).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub due: Option<Day>,
    /// How it last ended.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last: Option<Outcome>,
    #[serde(skip)]
    kind: PhantomData<K>,
}

/// A study's record ([`Record`]): a right answer puts it in the review.
#[derive(Debug, Default, PartialEq, Eq, Clone, Copy)]
pub struct OfStudy;

/// A puzzle's record ([`PuzzleRecord`]): a failure puts it in the review.
#[derive(Debug, Default, PartialEq, Eq, Clone, Copy)]
pub struct OfPuzzle;

/// One puzzle's progress.
pub type PuzzleRecord = Record<OfPuzzle>;

impl<K> Record<K> {
    /// One answer (a puzzle's: one action) given.
    pub fn attempt(&mut self) {
        self.attempts = self.attempts.saturating_add(1);
    }

    /// One hint asked for.
    pub fn hint(&mut self) {
        self.hints = self.hints.saturating_add(1);
    }

    /// Skipped or failed the last time, and not solved since (`practice --retry` and
    /// `practice --puzzles --retry` serve it).
    pub fn needs_retry(&self) -> bool {
        matches!(self.last, Some(Outcome::Skipped | Outcome::Failed))
    }

    /// Both records combined: the larger counts, solved if either was, and the review state
    /// (box, due date, last outcome) of the record reviewed later.
    fn merge(&mut self, other: &Record<K>) {
        let newer =
            (other.due, other.attempts, other.hints) > (self.due, self.attempts, self.hints);
        if newer {
            self.level = other.level;
            self.due = other.due;
            self.last = other.last;
        }
        self.attempts = self.attempts.max(other.attempts);
        self.hints = self.hints.max(other.hints);
        self.solved |= other.solved;
    }
}

impl Record<OfStudy> {
    /// The study ended on `today` as `outcome`; `clean` is true when no wrong answer came
    /// before a right one. A clean right answer moves it up a box; a wrong one, or a skip of
    /// a solved study, sends it back to the first.
    pub fn finish(&mut self, outcome: Outcome, clean: bool, today: Day) {
        self.last = Some(outcome);
        let right = outcome == Outcome::Solved;
        if right {
            self.solved = true;
        }
        if !self.solved {
            return;
        }
        self.level = if right && clean {
            (self.level + 1).min(TOP_BOX)
        } else {
            1
        };
        self.due = Some(today.saturating_add(INTERVALS[usize::from(self.level) - 1]));
    }

    /// Solved, and its review day has come.
    pub fn is_due(&self, today: Day) -> bool {
        self.solved && self.due.is_none_or(|d| d <= today)
    }

    fn check(&self) -> Result<(), &'static str> {
        if self.level > TOP_BOX {
            return Err("box");
        }
        if self.level > 0 && !self.solved {
            return Err("solved");
        }
        Ok(())
    }
}

impl Record<OfPuzzle> {
    /// Played to its end (solved or failed) at least once: its rating game is played, and
    /// playing it again is a review.
    pub fn is_played(&self) -> bool {
        matches!(self.last, Some(Outcome::Solved | Outcome::Failed)) || self.solved
    }

    /// The puzzle ended on `today` as `outcome`. A clean solve moves a puzzle in review up a
    /// box (one never failed stays out of review); a failure puts it in the first box, due
    /// the next day; a skip changes nothing but the last outcome.
    pub fn finish(&mut self, outcome: Outcome, today: Day) {
        self.last = Some(outcome);
        match outcome {
            Outcome::Solved => {
                self.solved = true;
                if self.level > 0 {
                    self.level = (self.level + 1).min(TOP_BOX);
                    self.due = Some(today.saturating_add(INTERVALS[usize::from(self.level) - 1]));
                }
            }
            Outcome::Failed => {
                self.level = 1;
                self.due = Some(today.saturating_add(INTERVALS[0]));
            }
            Outcome::Skipped => {}
        }
    }

    /// In review, and its day has come.
    pub fn is_due(&self, today: Day) -> bool {
        self.level > 0 && self.due.is_some_and(|d| d <= today)
    }

    fn check(&self) -> Result<(), &'static str> {
        if self.level > TOP_BOX {
            return Err("box");
        }
        if self.level > 0 && self.due.is_none() {
            return Err("due");
        }
        Ok(())
    }
}

/// The progress file's contents.
#[derive(Serialize, Deserialize, Debug, PartialEq, Clone)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// Format version.
    pub version: u32,
    /// Per study id.
    pub studies: BTreeMap<String, Record>,
    /// Per puzzle id.
    #[serde(default)]
    pub puzzles: BTreeMap<String, PuzzleRecord>,
    /// The puzzle rating of each ruleset played (by the ruleset's name as written,
    /// `plyyard`); a ruleset not here has a new learner's rating.
    #[serde(default)]
    pub ratings: BTreeMap<String, PuzzleRating>,
    /// The ruleset whose puzzles the learner chose last (`--ruleset`); none: Ply Yard's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub puzzle_ruleset: Option<String>,
    /// The rulesets whose rules card the learner has been shown.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub cards: BTreeSet<String>,
}

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            version: VERSION,
            studies: BTreeMap::new(),
            puzzles: BTreeMap::new(),
            ratings: BTreeMap::new(),
            puzzle_ruleset: None,
            cards: BTreeSet::new(),
        }
    }
}

/// Why a text is not a progress file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProgressError {
    /// Not JSON of the right shape (cut short, a wrong field, a number out of range).
    Malformed { line: usize, column: usize },
    /// A version this program does not know.
    Version(u64),
    /// A study's record does not hold together (`field` is the bad one).
    Invalid { study: String, field: &'static str },
    /// A puzzle's record does not hold together (`field` is the bad one).
    InvalidPuzzle { puzzle: String, field: &'static str },
    /// The puzzle rating does not hold together (`field` is the bad one).
    InvalidRating { field: &'static str },
    /// More studies, or a longer id, than any library has.
    TooLarge,
}

/// Only the version, read first so an old file is read by its own shape.
#[derive(Deserialize)]
struct Versioned {
    version: u64,
}

/// A version 3 file: one rating for every ruleset.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct V3Progress {
    #[allow(dead_code)]
    version: u64,
    studies: BTreeMap<String, Record>,
    #[serde(default)]
    puzzles: BTreeMap<String, PuzzleRecord>,
    #[serde(default)]
    rating: PuzzleRating,
}

/// A version 1 or 2 file: studies only.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OldProgress {
    #[allow(dead_code)]
    version: u64,
    studies: BTreeMap<String, Record>,
}

impl Progress {
    /// Reads a progress file's text, migrating an older version, and checks every record. A
    /// version 3 rating is given to the ruleset whose puzzles were played most, read from the
    /// puzzle ids as `mine` writes them (`plyyard-91cc9b4f`); [`Progress::parse_with`] reads
    /// them from the library instead.
    pub fn parse(text: &str) -> Result<Progress, ProgressError> {
        Progress::parse_with(text, &|id: &str| {
            id.rsplit_once('-').map(|(ruleset, _)| ruleset.to_string())
        })
    }

    /// [`Progress::parse`], with `ruleset_of` naming the ruleset of a puzzle id (`None` for
    /// one it does not know). A version 3 file had one rating for every ruleset: it becomes
    /// the rating of the ruleset with the most puzzles played (Ply Yard's on a tie, else the
    /// first by name; Ply Yard's when no played puzzle is known), and the others start anew.
    pub fn parse_with(
        text: &str,
        ruleset_of: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Progress, ProgressError> {
        let malformed = |e: serde_json::Error| ProgressError::Malformed {
            // serde_json counts from 1, but says column 0 at the very end of the input.
            line: e.line().max(1),
            column: e.column().max(1),
        };
        let v: Versioned = serde_json::from_str(text).map_err(malformed)?;
        let mut p: Progress = match v.version {
            1 | 2 => {
                // Before version 3 there were no puzzles: a file that has them is not one.
                let old: OldProgress = serde_json::from_str(text).map_err(malformed)?;
                Progress {
                    version: v.version as u32,
                    studies: old.studies,
                    ..Progress::default()
                }
            }
            3 => {
                let old: V3Progress = serde_json::from_str(text).map_err(malformed)?;
                let mut ratings = BTreeMap::new();
                if old.rating != PuzzleRating::default() {
                    ratings.insert(most_played(&old.puzzles, ruleset_of), old.rating);
                }
                Progress {
                    version: 3,
                    studies: old.studies,
                    puzzles: old.puzzles,
                    ratings,
                    ..Progress::default()
                }
            }
            4 => serde_json::from_str(text).map_err(malformed)?,
            other => return Err(ProgressError::Version(other)),
        };
        let long = |k: &String| k.len() > MAX_ID_LEN;
        if p.studies.len() > MAX_STUDIES
            || p.puzzles.len() > MAX_PUZZLES
            || p.studies.keys().any(long)
            || p.puzzles.keys().any(long)
            || p.ratings.len() > MAX_RULESETS
            || p.cards.len() > MAX_RULESETS
            || p.ratings
                .keys()
                .chain(&p.cards)
                .chain(&p.puzzle_ruleset)
                .any(long)
        {
            return Err(ProgressError::TooLarge);
        }
        for (id, r) in &p.studies {
            r.check().map_err(|field| ProgressError::Invalid {
                study: id.clone(),
                field,
            })?;
        }
        for (id, r) in &p.puzzles {
            r.check().map_err(|field| ProgressError::InvalidPuzzle {
                puzzle: id.clone(),
                field,
            })?;
        }
        for r in p.ratings.values() {
            r.check()
                .map_err(|field| ProgressError::InvalidRating { field })?;
        }
        if p.version == 1 {
            p.migrate_from_v1();
        }
        // Version 2 to 3: no puzzles played, the rating a new learner's; 3 to 4: above.
        p.version = VERSION;
        Ok(p)
    }

    /// A version 1 record knew only whether a study was solved: a solved one starts in the
    /// first box, due now.
    fn migrate_from_v1(&mut self) {
        self.version = VERSION;
        for r in self.studies.values_mut() {
            if r.solved {
                r.level = 1;
                r.last = Some(Outcome::Solved);
            }
        }
    }

    /// The file's text.
    pub fn to_json(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }

    /// Adds what `other` recorded (another session's save) to this progress. Of two ratings
    /// of one ruleset, the one with more rated puzzles is kept: a rating is a sequence of
    /// updates, and two sequences cannot be merged into one. The chosen ruleset is this
    /// session's; the cards shown are both sessions'.
    pub fn merge(&mut self, other: &Progress) {
        for (id, theirs) in &other.studies {
            self.studies
                .entry(id.clone())
                .and_modify(|mine| mine.merge(theirs))
                .or_insert_with(|| theirs.clone());
        }
        for (id, theirs) in &other.puzzles {
            self.puzzles
                .entry(id.clone())
                .and_modify(|mine| mine.merge(theirs))
                .or_insert_with(|| theirs.clone());
        }
        for (ruleset, theirs) in &other.ratings {
            let mine = self.ratings.entry(ruleset.clone()).or_default();
            if theirs.games > mine.games {
                *mine = theirs.clone();
            }
        }
        if self.puzzle_ruleset.is_none() {
            self.puzzle_ruleset.clone_from(&other.puzzle_ruleset);
        }
        self.cards.extend(other.cards.iter().cloned());
    }

    /// The puzzle rating of `ruleset` (a new learner's when none is kept).
    pub fn rating(&self, ruleset: &str) -> PuzzleRating {
        self.ratings.get(ruleset).cloned().unwrap_or_default()
    }

    /// The puzzle rating of `ruleset`, to update (kept from now on).
    pub fn rating_mut(&mut self, ruleset: &str) -> &mut PuzzleRating {
        self.ratings.entry(ruleset.to_string()).or_default()
    }

    /// The ruleset whose puzzles the learner is served: the one chosen last, else Ply Yard's.
    pub fn puzzle_ruleset(&self) -> &str {
        self.puzzle_ruleset.as_deref().unwrap_or(DEFAULT_RULESET)
    }

    /// Records that the rules card of `ruleset` was shown; `false` when it had been already.
    pub fn show_card(&mut self, ruleset: &str) -> bool {
        self.cards.insert(ruleset.to_string())
    }

    /// The record of puzzle `id`, if any.
    pub fn puzzle(&self, id: &str) -> Option<&PuzzleRecord> {
        self.puzzles.get(id)
    }

    /// Nothing recorded yet: no study, no puzzle.
    pub fn is_empty(&self) -> bool {
        self.studies.is_empty() && self.puzzles.is_empty()
    }

    /// Moves the records kept under a study's former id to its id, merged with any record
    /// under the id: `aliases` is `(former id, id)` pairs. A renamed study keeps its record.
    pub fn adopt_aliases(&mut self, aliases: &[(String, String)]) {
        for (old, new) in aliases {
            if old == new {
                continue;
            }
            if let Some(theirs) = self.studies.remove(old) {
                self.studies
                    .entry(new.clone())
                    .and_modify(|mine| mine.merge(&theirs))
                    .or_insert(theirs);
            }
        }
    }

    /// The record of study `id`, if any.
    pub fn get(&self, id: &str) -> Option<&Record> {
        self.studies.get(id)
    }

    /// Whether study `id` is solved.
    pub fn is_solved(&self, id: &str) -> bool {
        self.get(id).is_some_and(|r| r.solved)
    }
}

/// The ruleset with the most puzzles played in `puzzles` (Ply Yard's on a tie with it, else
/// the first by name; Ply Yard's when none is known).
fn most_played(
    puzzles: &BTreeMap<String, PuzzleRecord>,
    ruleset_of: &dyn Fn(&str) -> Option<String>,
) -> String {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for (id, r) in puzzles {
        if r.is_played() {
            if let Some(ruleset) = ruleset_of(id) {
                *counts.entry(ruleset).or_default() += 1;
            }
        }
    }
    let most = counts.values().copied().max().unwrap_or(0);
    if most == 0 || counts.get(DEFAULT_RULESET) == Some(&most) {
        return DEFAULT_RULESET.to_string();
    }
    counts
        .into_iter()
        .find(|&(_, n)| n == most)
        .map_or_else(|| DEFAULT_RULESET.to_string(), |(r, _)| r)
}

#[cfg(test)]
mod tests;
