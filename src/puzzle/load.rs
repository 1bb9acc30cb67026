//! From a collection file's text to checked [`Puzzle`]s, or every problem found, each at its
//! `file:line:column`.
//!
//! The YAML is read by the study loader's span-aware reader (`study::yaml`): syntax errors,
//! repeated keys and schema errors come out exactly as a study's. Then, collecting as many
//! problems as can be found at once: the version and the ruleset; and for each puzzle its id
//! (valid, unique), position (readable, a game not over), value and plies (a win has plies, a
//! draw none), line (every action legal in turn, ending with the learner's), themes (known
//! ids) and rating (within [`MIN_RATING`]..=[`MAX_RATING`]); and no position repeats another
//! puzzle's or its mirror image. What only the tables can say (that the line's actions are
//! the only ones keeping the value) is `validate`'s, through [`super::prove`].

use std::collections::HashMap;

use crate::rules::action::{Action, ActionText};
use crate::rules::position::Position;
use crate::rules::ruleset::{Ruleset, RulesetSpec};
use crate::rules::Outcome;
use crate::solve::Value;
use crate::study::load::valid_id;
use crate::study::problem::{Expect, Field, Location, Problem, ProblemKind, Span};
use crate::study::yaml::de;
use crate::study::yaml::outline::{dotted, schema_path, Outline, Seg};

use super::mine::{mechanical_themes, rate};
use super::schema::{CollectionFile, PuzzleSpec, ValueName};
use super::theme::Theme;
use super::{canonical_key, Collection, Puzzle, MAX_RATING, MIN_RATING};

/// The largest collection file read: 16 MiB (a thousand puzzles take about 200 KiB).
pub const MAX_FILE_SIZE: u64 = 16 * 1024 * 1024;

/// Reads and checks the collection in `text`; `file` labels it in every [`Location`]. Never
/// panics, whatever the text.
pub fn load(file: &str, text: &str) -> Result<Collection, Vec<Problem>> {
    let refuse = |found: Vec<(Span, ProblemKind)>| {
        found
            .into_iter()
            .map(|(span, kind)| Problem {
                location: Location::new(file, span),
                kind,
            })
            .collect::<Vec<_>>()
    };
    if text.len() as u64 > MAX_FILE_SIZE {
        let (size, max) = (text.len() as u64, MAX_FILE_SIZE);
        return Err(refuse(vec![(
            Span::START,
            ProblemKind::FileTooLarge { size, max },
        )]));
    }
    let outline = Outline::parse(text).map_err(refuse)?;
    let lists = [
        de::names::<CollectionFile>(),
        de::names::<PuzzleSpec>(),
        de::names::<ValueName>(),
    ];
    let raw: CollectionFile =
        de::from_outline_in(&outline, expect_at, &lists).map_err(|e| refuse(vec![e]))?;
    let mut cx = Cx {
        file,
        outline,
        problems: Vec::new(),
    };
    let collection = cx.collection(raw);
    match collection {
        Some(c) if cx.problems.is_empty() => Ok(c),
        _ => Err(cx.problems),
    }
}

/// What the schema wants at `path`.
fn expect_at(path: &[Seg]) -> Expect {
    let (keys, item) = schema_path(path);
    match (keys.as_slice(), item) {
        ([], _) | (["puzzles"], true) => Expect::Map,
        (["puzzles"], false) | (["puzzles", "themes"], false) => Expect::List,
        (["format_version"], _) | (["puzzles", "rating" | "plies"], _) => Expect::WholeNumber,
        (["puzzles", "line"], false) => Expect::Actions,
        (["puzzles", "line"], true) => Expect::Action,
        (["puzzles", "value"], _) => Expect::Name(de::names::<ValueName>()),
        (["puzzles", "themes"], true) => Expect::Name(&Theme::IDS),
        _ => Expect::Text,
    }
}

fn path(keys: &[&str]) -> Vec<Seg> {
    keys.iter().map(|k| Seg::Key(k.to_string())).collect()
}

/// The path of field `key` of puzzle `i` (`puzzles[i].key`), or of its `j`-th item.
fn at(i: usize, key: &str, j: Option<usize>) -> Vec<Seg> {
    let mut p = vec![
        Seg::Key("puzzles".into()),
        Seg::Index(i),
        Seg::Key(key.into()),
    ];
    if let Some(j) = j {
        p.push(Seg::Index(j));
    }
    p
}

struct Cx<'a> {
    file: &'a str,
    outline: Outline,
    problems: Vec<Problem>,
}

impl Cx<'_> {
    fn push(&mut self, path: &[Seg], kind: ProblemKind) {
        let span = self.outline.value_span(path);
        self.problems.push(Problem {
            location: Location::new(self.file, span),
            kind,
        });
    }

    fn collection(&mut self, raw: CollectionFile) -> Option<Collection> {
        if raw.format_version != 1 {
            self.push(
                &path(&["format_version"]),
                ProblemKind::UnsupportedCollectionVersion {
                    found: raw.format_version,
                },
            );
        }
        let spec = match raw.ruleset.parse::<RulesetSpec>() {
            Ok(spec) => spec,
            Err(e) => {
                self.push(&path(&["ruleset"]), ProblemKind::BadRuleset(e));
                return None;
            }
        };
        let rules = Ruleset::get(spec);
        let mut puzzles = Vec::with_capacity(raw.puzzles.len());
        // id → index of the first puzzle with it; position (up to the mirror) → that index.
        let mut ids: HashMap<String, usize> = HashMap::new();
        let mut positions: HashMap<String, (usize, String)> = HashMap::new();
        for (i, spec) in raw.puzzles.iter().enumerate() {
            let Some(p) = self.puzzle(i, spec, rules) else {
                continue;
            };
            if let Some(&first) = ids.get(&p.id) {
                let other: &Puzzle = &puzzles[first];
                let kind = ProblemKind::DuplicateId {
                    id: p.id.clone(),
                    other: self.file.to_string(),
                    other_line: other.id_at.line,
                };
                self.push(&at(i, "id", None), kind);
                continue;
            }
            let (key, own) = canonical_key(&p.position);
            if let Some((first, first_notation)) = positions.get(&key) {
                let other: &Puzzle = &puzzles[*first];
                let kind = ProblemKind::RepeatedPosition {
                    other: other.id.clone(),
                    other_line: other.id_at.line,
                    mirrored: *first_notation != own,
                };
                self.push(&at(i, "position", None), kind);
                continue;
            }
            ids.insert(p.id.clone(), puzzles.len());
            positions.insert(key, (puzzles.len(), own));
            puzzles.push(p);
        }
        Some(Collection {
            file: self.file.to_string(),
            ruleset: spec,
            puzzles,
        })
    }

    fn puzzle(&mut self, i: usize, spec: &PuzzleSpec, rules: &'static Ruleset) -> Option<Puzzle> {
        let before = self.problems.len();
        if !valid_id(&spec.id) {
            self.push(
                &at(i, "id", None),
                ProblemKind::BadId {
                    id: spec.id.clone(),
                    suggestion: None,
                },
            );
        }
        let position = match Position::parse(&spec.position, rules) {
            Ok(p) => Some(p),
            Err(e) => {
                let kind = match e {
                    crate::rules::PositionError::Notation(n) => ProblemKind::BadNotation(n),
                    crate::rules::PositionError::Invalid(v) => ProblemKind::InvalidPosition(v),
                };
                self.push(&at(i, "position", None), kind);
                None
            }
        };
        if let Some(p) = &position {
            if p.outcome() != Outcome::Ongoing {
                self.push(&at(i, "position", None), ProblemKind::PuzzleGameOver);
            }
        }
        let value = match (spec.value, spec.plies) {
            (ValueName::Draw, None) => Some(Value::Draw),
            (ValueName::FoxWins, Some(p)) if p <= u64::from(u16::MAX) => {
                Some(Value::win(crate::rules::Side::Fox, p as u16))
            }
            (ValueName::GeeseWin, Some(p)) if p <= u64::from(u16::MAX) => {
                Some(Value::win(crate::rules::Side::Geese, p as u16))
            }
            (ValueName::Draw, Some(_)) => {
                self.push(&at(i, "plies", None), ProblemKind::BadPlies { draw: true });
                None
            }
            (_, Some(_)) => {
                let kind = ProblemKind::WrongType {
                    field: Field(dotted(&at(i, "plies", None))),
                    expected: Expect::WholeNumber,
                    found: crate::study::Found::OutOfRange,
                };
                self.push(&at(i, "plies", None), kind);
                None
            }
            (_, None) => {
                self.push(&at(i, "value", None), ProblemKind::BadPlies { draw: false });
                None
            }
        };
        let mut themes = Vec::with_capacity(spec.themes.len());
        for (j, t) in spec.themes.iter().enumerate() {
            match t.parse::<Theme>() {
                Ok(th) if !themes.contains(&th) => themes.push(th),
                Ok(_) => {}
                Err(_) => self.push(
                    &at(i, "themes", Some(j)),
                    ProblemKind::UnknownName {
                        field: Field(dotted(&at(i, "themes", Some(j)))),
                        found: t.clone(),
                        expected: &Theme::IDS,
                    },
                ),
            }
        }
        let rating = if (u64::from(MIN_RATING)..=u64::from(MAX_RATING)).contains(&spec.rating) {
            spec.rating as u16
        } else {
            self.push(
                &at(i, "rating", None),
                ProblemKind::BadRating { found: spec.rating },
            );
            MIN_RATING
        };
        let line = position.as_ref().and_then(|p| self.line(i, spec, p));
        if self.problems.len() > before {
            return None;
        }
        let position = position?;
        let puzzle = Puzzle {
            id: spec.id.clone(),
            ruleset: position.spec(),
            geese: position.geese().count() as u8,
            position,
            themes,
            rating,
            line: line?,
            value: value?,
            id_at: Location::new(self.file, self.outline.value_span(&at(i, "id", None))),
        };
        self.mechanics(i, spec, &puzzle);
        (self.problems.len() == before).then_some(puzzle)
    }

    /// The themes that follow from the puzzle itself, and its rating, as the rules of
    /// docs/puzzles.md give them ([`mechanical_themes`], [`rate`]): each one given that does
    /// not hold is named at its item, each one that holds and is left out at the list.
    fn mechanics(&mut self, i: usize, spec: &PuzzleSpec, puzzle: &Puzzle) {
        let holds = mechanical_themes(puzzle);
        for (j, written) in spec.themes.iter().enumerate() {
            if let Ok(theme) = written.parse::<Theme>() {
                if theme != Theme::Escape && !holds.contains(&theme) {
                    let kind = ProblemKind::PuzzleTheme {
                        theme: theme.id(),
                        given: true,
                    };
                    self.push(&at(i, "themes", Some(j)), kind);
                }
            }
        }
        for theme in holds.into_iter().filter(|t| !puzzle.has(*t)) {
            let kind = ProblemKind::PuzzleTheme {
                theme: theme.id(),
                given: false,
            };
            self.push(&at(i, "themes", None), kind);
        }
        let rule = rate(puzzle);
        if rule != puzzle.rating {
            let kind = ProblemKind::PuzzleRating {
                found: spec.rating,
                rule: u64::from(rule),
            };
            self.push(&at(i, "rating", None), kind);
        }
    }

    /// The line, every action legal in turn from the position, ending with the learner's.
    fn line(&mut self, i: usize, spec: &PuzzleSpec, start: &Position) -> Option<Vec<Action>> {
        if spec.line.is_empty() {
            self.push(&at(i, "line", None), ProblemKind::EmptyLine);
            return None;
        }
        let mut pos = *start;
        let mut out = Vec::with_capacity(spec.line.len());
        for (j, written) in spec.line.iter().enumerate() {
            let here = at(i, "line", Some(j));
            let text = match written.parse::<ActionText>() {
                Ok(t) => t,
                Err(error) => {
                    self.push(
                        &here,
                        ProblemKind::BadAction {
                            field: Field(dotted(&here)),
                            found: written.clone(),
                            error,
                        },
                    );
                    return None;
                }
            };
            match pos.find(&text) {
                Ok(a) => {
                    pos = pos.play_unchecked(&a);
                    out.push(a);
                }
                Err(reasons) => {
                    self.push(
                        &here,
                        ProblemKind::LineActionIllegal {
                            number: j + 1,
                            action: written.clone(),
                            reasons,
                            rules: start.spec(),
                        },
                    );
                    return None;
                }
            }
        }
        if out.len().is_multiple_of(2) {
            self.push(
                &at(i, "line", None),
                ProblemKind::LineEndsWithReply { length: out.len() },
            );
            return None;
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = "format_version: 1\nruleset: plyyard\npuzzles:\n";

    fn problems(body: &str) -> Vec<(usize, usize, ProblemKind)> {
        let text = format!("{HEAD}{body}");
        load("p.yaml", &text)
            .err()
            .unwrap_or_default()
            .into_iter()
            .map(|p| (p.location.line, p.location.column, p.kind))
            .collect()
    }

    const GOOD: &str = "  - id: a\n    position: \"3/3/7/2GF3/3G3/3/3 f 8\"\n    value: fox-wins\n    plies: 1\n    line: [d4xb4]\n    themes: [capture, ninth-capture, short, endgame, fox]\n    rating: 670\n";

    #[test]
    fn a_good_puzzle_loads() {
        let c = load("p.yaml", &format!("{HEAD}{GOOD}")).unwrap();
        assert_eq!(c.puzzles.len(), 1);
        let p = &c.puzzles[0];
        assert_eq!(p.geese, 2);
        assert_eq!(p.moves(), 1);
        assert_eq!(p.id_at.line, 4);
    }

    #[test]
    fn problems_are_placed() {
        let table: &[(&str, &str, usize, usize)] = &[
            // (replace, with, line, column)
            ("rating: 670", "rating: 7", 10, 13),
            ("fox]", "fox, queen]", 9, 59),
            ("line: [d4xb4]", "line: [d4xd6]", 8, 12),
            // The ninth capture ends the game: nothing can follow it.
            ("line: [d4xb4]", "line: [d4xb4, c1-c2]", 8, 19),
            ("    plies: 1\n", "", 6, 12),
            ("id: a", "id: A", 4, 9),
            ("f 8", "x 8", 5, 15),
        ];
        for (from, to, line, column) in table {
            let found = problems(&GOOD.replace(from, to));
            assert_eq!(found.len(), 1, "{to}: {found:?}");
            assert_eq!(
                (found[0].0, found[0].1),
                (*line, *column),
                "{to}: {found:?}"
            );
        }
    }

    #[test]
    fn a_line_ends_with_the_learners_action() {
        let body = GOOD
            .replace("3/3/7/2GF3/3G3/3/3 f 8", "3/3/1G2G2/3FG1G/4G2/2G/3 f 7")
            .replace("[d4xb4]", "[d4xf4, b5-a5]");
        let found = problems(&body);
        assert!(
            matches!(
                found.as_slice(),
                [(8, 11, ProblemKind::LineEndsWithReply { length: 2 })]
            ),
            "{found:?}"
        );
    }

    #[test]
    fn a_mirror_image_repeats_a_position() {
        let mirrored = GOOD
            .replace("id: a", "id: b")
            .replace("2GF3/3G3", "3FG2/3G3")
            .replace("d4xb4", "d4xf4");
        let found = problems(&format!("{GOOD}{mirrored}"));
        assert!(
            matches!(
                found.as_slice(),
                [(12, _, ProblemKind::RepeatedPosition { mirrored: true, .. })]
            ),
            "{found:?}"
        );
    }

    #[test]
    fn unknown_keys_name_the_allowed_ones() {
        let found = problems(&GOOD.replace("rating: 670", "rating: 670\n    answer: d4xb4"));
        assert!(
            matches!(&found[0].2, ProblemKind::UnknownField { expected, .. } if expected.contains(&"rating")),
            "{found:?}"
        );
    }
}
