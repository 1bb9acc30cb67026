//! From a file's text to a checked [`Study`], or every problem found, each with its place.
//!
//! Order of the checks, each stage needing the one before: size (a file over
//! [`MAX_FILE_SIZE`] is refused unread); YAML syntax and repeated keys; the schema (unknown,
//! missing and mistyped fields: serde stops at the first); then, collecting as many problems as
//! can be found at once, the meaning: version, id, ruleset, position, task, declared answer.

use crate::rules::action::ActionText;
use crate::rules::bitboard::Bitboard;
use crate::rules::point::{Coord, Point};
use crate::rules::position::Position;
use crate::rules::ruleset::{Ruleset, RulesetSpec};
use crate::rules::setup::Setup;
use crate::rules::Side;

use super::answer::{parse_answer, Answer};
use super::problem::{Expect, Field, Location, Problem, ProblemKind, Span};
use super::schema::{FoxSpec, PositionMap, PositionSpec, SideName, StageName, StudyFile};
use super::task::{Place, Report, Solution, Task, TaskKind};
use super::yaml::de;
use super::yaml::outline::{dotted, schema_path, Outline, Refusal, Seg};
use super::{Stage, Study};

/// The largest study file read: 1 MiB. Larger files are refused before parsing.
pub const MAX_FILE_SIZE: u64 = 1024 * 1024;

/// The difficulty of a study that does not state one.
const DEFAULT_DIFFICULTY: u8 = 3;

/// The `validate` warnings a study may silence with `allow:`, each with its reason.
pub const ALLOWABLE: &[&str] = &[
    "reveals-id",
    "reveals-title",
    "reveals-answer",
    "reveals-status",
    "reveals-marks",
];

/// Reads and checks the study in `text`; `file` labels it in every [`Location`].
/// Never panics, whatever the text.
pub fn load(file: &str, text: &str) -> Result<Study, Vec<Problem>> {
    match read(file, text, false)? {
        Loaded::Study(s) => Ok(s),
        // Not deferred: every answer is computed.
        Loaded::Deferred(head) => Err(vec![Problem {
            location: head.answer_at,
            kind: ProblemKind::ValueUnproven {
                kind: head.task.kind(),
            },
        }]),
    }
}

fn read(file: &str, text: &str, defer: bool) -> Result<Loaded, Vec<Problem>> {
    let refuse = |found: Refusal| {
        let problem = |(span, kind)| Problem {
            location: Location::new(file, span),
            kind,
        };
        found.into_iter().map(problem).collect::<Vec<_>>()
    };
    if text.len() as u64 > MAX_FILE_SIZE {
        let (size, max) = (text.len() as u64, MAX_FILE_SIZE);
        return Err(refuse(vec![(
            Span::START,
            ProblemKind::FileTooLarge { size, max },
        )]));
    }
    let outline = Outline::parse(text).map_err(refuse)?;
    let raw: StudyFile = de::from_outline(&outline, expect_at).map_err(|e| refuse(vec![e]))?;
    let problems = Vec::new();
    let mut cx = Cx {
        file,
        text,
        outline,
        problems,
        defer,
    };
    cx.study(raw).ok_or(cx.problems)
}

/// Reads and checks the study in `text` as [`load`] does, but leaves the answer of a kind
/// graded by the solver ([`TaskKind::needs_solver`]) for later: such a study comes back as
/// its [`Head`] (its answer is `load`'s, when it is asked for), any other as a [`Study`].
pub(crate) fn load_deferred(file: &str, text: &str) -> Result<Loaded, Vec<Problem>> {
    read(file, text, true)
}

/// What [`load_deferred`] read.
pub(crate) enum Loaded {
    /// A study with its answer.
    Study(Study),
    /// A study whose answer the solver has not proven yet.
    Deferred(Head),
}

impl Loaded {
    /// The study's id.
    pub fn id(&self) -> &str {
        match self {
            Loaded::Study(s) => &s.id,
            Loaded::Deferred(h) => &h.id,
        }
    }

    /// The study's former ids.
    pub fn aliases(&self) -> &[String] {
        match self {
            Loaded::Study(s) => &s.aliases,
            Loaded::Deferred(h) => &h.aliases,
        }
    }
}

/// A study checked in every way but its answer: what [`Study`] holds besides the solution.
pub(crate) struct Head {
    pub file: String,
    pub id: String,
    pub stage: Stage,
    pub difficulty: u8,
    pub aliases: Vec<String>,
    pub allow: Vec<String>,
    pub position: Position,
    pub task: Task,
    pub declared: Answer,
    pub id_at: Location,
    pub answer_at: Location,
}

struct Cx<'a> {
    file: &'a str,
    /// The file's text, for the comments that give an `allow:` its reason.
    text: &'a str,
    outline: Outline,
    problems: Vec<Problem>,
    /// Whether a solver-graded kind's answer is left for later.
    defer: bool,
}

fn path(keys: &[&str]) -> Vec<Seg> {
    keys.iter().map(|k| Seg::Key(k.to_string())).collect()
}

fn under(base: &[&str], index: usize) -> Vec<Seg> {
    let mut p = path(base);
    p.push(Seg::Index(index));
    p
}

/// What the schema wants at `path` (where it wants one of a few names, the error lists them).
fn expect_at(path: &[Seg]) -> Expect {
    let (keys, item) = schema_path(path);
    match (keys.as_slice(), item) {
        ([], _) | (["task"], false) => Expect::Map,
        (["format_version" | "difficulty"], _) | (["position", "captures"], _) => {
            Expect::WholeNumber
        }
        (["position"], _) => Expect::Position,
        (["position", "fox"], false) => Expect::PointOrPoints,
        (["position", "geese"], false) => Expect::Points,
        (["position", "fox" | "geese"], true) | (["task", "from"], _) => Expect::Point,
        (["task", "move"], _) | (["task", "moves"], true) => Expect::Action,
        (["task", "moves"], false) => Expect::Actions,
        (["answer"], false) => Expect::Answer,
        (["stage"], _) => Expect::Name(de::names::<StageName>()),
        (["position", "to_move"] | ["task", "side"], _) => Expect::Name(de::names::<SideName>()),
        (["task", "kind"], _) => Expect::Name(de::names::<TaskKind>()),
        _ => Expect::Text,
    }
}

/// A suggested id: lowercase, runs of other characters turned into one hyphen.
fn suggest_id(id: &str) -> Option<String> {
    let mut s = String::new();
    for c in id.trim().chars().flat_map(char::to_lowercase) {
        if c.is_ascii_lowercase() || c.is_ascii_digit() {
            s.push(c);
        } else if !s.ends_with('-') {
            s.push('-');
        }
    }
    let mut s = s.trim_matches('-').to_string();
    if s.is_empty() {
        return None;
    }
    if !s.starts_with(|c: char| c.is_ascii_lowercase()) {
        s.insert_str(0, "study-");
    }
    (valid_id(&s) && s != id).then_some(s)
}

/// Lowercase ASCII letters, digits and hyphens, starting with a letter (every study message id
/// begins with it, and a Fluent id must begin with a letter) and not ending with a hyphen.
pub(crate) fn valid_id(id: &str) -> bool {
    id.starts_with(|c: char| c.is_ascii_lowercase())
        && !id.ends_with('-')
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

impl Cx<'_> {
    fn push(&mut self, span: Span, kind: ProblemKind) {
        self.problems.push(Problem {
            location: Location::new(self.file, span),
            kind,
        });
    }

    fn location(&self, span: Span) -> Location {
        Location::new(self.file, span)
    }

    fn value_span(&self, keys: &[&str]) -> Span {
        self.outline.value_span(&path(keys))
    }

    fn study(&mut self, raw: StudyFile) -> Option<Loaded> {
        if raw.format_version != 1 {
            self.push(
                self.value_span(&["format_version"]),
                ProblemKind::UnsupportedVersion {
                    found: raw.format_version,
                },
            );
        }
        if !valid_id(&raw.id) {
            self.push(
                self.value_span(&["id"]),
                ProblemKind::BadId {
                    id: raw.id.clone(),
                    suggestion: suggest_id(&raw.id),
                },
            );
        }
        let difficulty = self.difficulty(raw.difficulty);
        let aliases = self.aliases(raw.aliases.as_deref().unwrap_or_default());
        let allow = self.allow(raw.allow.as_deref().unwrap_or_default());
        let rules = self.ruleset(raw.ruleset.as_deref())?;
        let position = self.position(&raw.position, rules)?;
        let task = Task::read(&raw.task, &position, self);
        let kind = raw.task.kind;
        let answer_span = self.value_span(&["answer"]);
        let declared = match parse_answer(&raw.answer.to_text(), kind.answer_kind()) {
            Ok(a) => Some(a),
            Err(e) => {
                self.push(answer_span, ProblemKind::BadAnswer(e));
                None
            }
        };
        let (task, declared) = (task?, declared?);
        let solution = if self.defer && kind.needs_solver() {
            None
        } else {
            match task.solve_placed(&position) {
                Ok(s) => Some(s),
                Err((at, kind)) => {
                    self.problem(at, kind);
                    return None;
                }
            }
        };
        if !self.problems.is_empty() {
            return None;
        }
        let head = Head {
            file: self.file.to_string(),
            id: raw.id,
            stage: Stage::from(raw.stage),
            difficulty,
            aliases,
            allow,
            position,
            task,
            declared,
            id_at: self.location(self.value_span(&["id"])),
            answer_at: self.location(answer_span),
        };
        Some(match solution {
            Some(solution) => Loaded::Study(Study::from_head(head, solution)),
            None => Loaded::Deferred(head),
        })
    }

    /// `aliases:`, each a valid id (a former id of the study).
    fn aliases(&mut self, written: &[String]) -> Vec<String> {
        for (i, alias) in written.iter().enumerate() {
            if !valid_id(alias) {
                self.push(
                    self.outline.value_span(&under(&["aliases"], i)),
                    ProblemKind::BadId {
                        id: alias.clone(),
                        suggestion: suggest_id(alias),
                    },
                );
            }
        }
        written.to_vec()
    }

    /// `allow:`: each a code of [`ALLOWABLE`], with its reason in a comment on its own line,
    /// on the `allow:` line, or on the comment lines just above `allow:`. A warning is never
    /// silenced without a word on why.
    fn allow(&mut self, written: &[String]) -> Vec<String> {
        let key = self.outline.key_span(&path(&["allow"]));
        let lines: Vec<&str> = self.text.lines().collect();
        let comment_after = |line: usize, column: usize| {
            lines.get(line.wrapping_sub(1)).is_some_and(|l| {
                let rest: String = l.chars().skip(column.saturating_sub(1)).collect();
                rest.split_once('#')
                    .is_some_and(|(_, c)| c.chars().filter(|c| c.is_alphabetic()).count() >= 3)
            })
        };
        let above = key.line > 1
            && lines
                .get(key.line - 2)
                .is_some_and(|l| l.trim_start().starts_with('#') && l.trim().len() > 3);
        let mut out = Vec::new();
        for (i, code) in written.iter().enumerate() {
            let span = self.outline.value_span(&under(&["allow"], i));
            if !ALLOWABLE.contains(&code.as_str()) {
                self.push(
                    span,
                    ProblemKind::UnknownName {
                        field: Field(dotted(&under(&["allow"], i))),
                        found: code.clone(),
                        expected: ALLOWABLE,
                    },
                );
            } else if above
                || comment_after(key.line, key.column)
                || comment_after(span.line, span.column + span.len)
            {
                out.push(code.clone());
            } else {
                self.push(span, ProblemKind::AllowWithoutReason { code: code.clone() });
            }
        }
        out
    }

    /// `difficulty:`, 1 to 5, 3 when absent; out of range is a problem at the value.
    fn difficulty(&mut self, written: Option<u64>) -> u8 {
        match written {
            None => DEFAULT_DIFFICULTY,
            Some(d @ 1..=5) => d as u8,
            Some(found) => {
                self.push(
                    self.value_span(&["difficulty"]),
                    ProblemKind::BadDifficulty { found },
                );
                DEFAULT_DIFFICULTY
            }
        }
    }

    fn ruleset(&mut self, written: Option<&str>) -> Option<&'static Ruleset> {
        let Some(text) = written else {
            return Some(Ruleset::get(RulesetSpec::default()));
        };
        match text.parse::<RulesetSpec>() {
            Ok(spec) => Some(Ruleset::get(spec)),
            Err(e) => {
                self.push(self.value_span(&["ruleset"]), ProblemKind::BadRuleset(e));
                None
            }
        }
    }

    fn position(&mut self, spec: &PositionSpec, rules: &'static Ruleset) -> Option<Position> {
        let setup = match spec {
            PositionSpec::Notation(text) => match Setup::parse(text, &rules.board) {
                Ok(s) => s,
                Err(e) => {
                    let span = self.notation_span(text, e.column, e.len);
                    self.push(span, ProblemKind::BadNotation(e));
                    return None;
                }
            },
            PositionSpec::Map(map) => self.position_map(map, rules)?,
        };
        match Position::from_setup(&setup, rules) {
            Ok(p) => Some(p),
            Err(v) => {
                self.push(
                    self.value_span(&["position"]),
                    ProblemKind::InvalidPosition(v),
                );
                None
            }
        }
    }

    /// The span of characters `column..column + len` of the position notation `text`, when it
    /// is written on its key's line as is or in quotes without escapes (its span is then as
    /// long as the text, or two longer); else the whole value.
    fn notation_span(&self, text: &str, column: usize, len: usize) -> Span {
        let key = path(&["position"]);
        let whole = self.outline.value_span(&key);
        let content = text.chars().count();
        let offset = match whole.len.checked_sub(content) {
            _ if whole == self.outline.key_span(&key) || column > content => return whole,
            Some(0) => 0,
            Some(2) => 1,
            _ => return whole,
        };
        Span {
            line: whole.line,
            column: whole.column + offset + column,
            len: len.clamp(1, (content - column).max(1)),
        }
    }

    /// A point of the map form: a name on the board.
    fn point(&mut self, text: &str, at: &[Seg], rules: &Ruleset) -> Option<Point> {
        let span = self.outline.value_span(at);
        let field = Field(dotted(at));
        let Ok(coord) = text.parse::<Coord>() else {
            self.push(
                span,
                ProblemKind::BadPoint {
                    field,
                    found: text.to_string(),
                },
            );
            return None;
        };
        match rules.board.point(coord) {
            Some(p) => Some(p),
            None => {
                self.push(
                    span,
                    ProblemKind::PointOffBoard {
                        field,
                        point: coord.to_string(),
                    },
                );
                None
            }
        }
    }

    fn position_map(&mut self, map: &PositionMap, rules: &'static Ruleset) -> Option<Setup> {
        let before = self.problems.len();
        let foxes: Vec<(String, Vec<Seg>)> = match &map.fox {
            FoxSpec::One(s) => vec![(s.clone(), path(&["position", "fox"]))],
            FoxSpec::Many(v) => v
                .iter()
                .enumerate()
                .map(|(i, s)| (s.clone(), under(&["position", "fox"], i)))
                .collect(),
        };
        let mut fox_set = Bitboard::EMPTY;
        for (text, at) in &foxes {
            if let Some(p) = self.point(text, at, rules) {
                if fox_set.contains(p) {
                    self.push(
                        self.outline.value_span(at),
                        ProblemKind::DuplicateFox {
                            point: p.to_string(),
                        },
                    );
                }
                fox_set.insert(p);
            }
        }
        let mut geese = Bitboard::EMPTY;
        let mut first_line: Vec<(Point, usize)> = Vec::new();
        for (i, text) in map.geese.iter().enumerate() {
            let at = under(&["position", "geese"], i);
            let Some(p) = self.point(text, &at, rules) else {
                continue;
            };
            let span = self.outline.value_span(&at);
            if let Some(&(_, line)) = first_line.iter().find(|(q, _)| *q == p) {
                self.push(
                    span,
                    ProblemKind::DuplicateGoose {
                        point: p.to_string(),
                        first_line: line,
                    },
                );
            } else if fox_set.contains(p) {
                self.push(
                    span,
                    ProblemKind::FoxOnGoose {
                        point: p.to_string(),
                    },
                );
            }
            first_line.push((p, span.line));
            geese.insert(p);
        }
        if self.problems.len() > before {
            return None;
        }
        Some(Setup {
            foxes: fox_set,
            geese,
            turn: Side::from(map.to_move),
            captures: map.captures,
            clock: 0,
        })
    }

    fn action(&mut self, text: &str, at: &[Seg]) -> Option<ActionText> {
        match text.parse::<ActionText>() {
            Ok(a) => Some(a),
            Err(error) => {
                self.push(
                    self.outline.value_span(at),
                    ProblemKind::BadAction {
                        field: Field(dotted(at)),
                        found: text.to_string(),
                        error,
                    },
                );
                None
            }
        }
    }
}

/// A task kind reads its fields through the loader, which places each problem it notes.
impl Report for Cx<'_> {
    fn problem(&mut self, at: Place, kind: ProblemKind) {
        let path = task_path(at);
        let span = match at {
            Place::Task | Place::Key(_) => self.outline.key_span(&path),
            Place::Value(_) | Place::Item(..) | Place::Position => self.outline.value_span(&path),
        };
        self.push(span, kind);
    }

    fn read_point(&mut self, at: Place, text: &str, rules: &Ruleset) -> Option<Point> {
        self.point(text, &task_path(at), rules)
    }

    fn read_action(&mut self, at: Place, text: &str) -> Option<ActionText> {
        self.action(text, &task_path(at))
    }

    fn count(&self) -> usize {
        self.problems.len()
    }
}

/// The path of what a task kind's problem is about.
fn task_path(at: Place) -> Vec<Seg> {
    match at {
        Place::Task => path(&["task"]),
        Place::Key(field) | Place::Value(field) => path(&["task", field]),
        Place::Item(field, i) => under(&["task", field], i),
        Place::Position => path(&["position"]),
    }
}

impl From<SideName> for Side {
    fn from(s: SideName) -> Side {
        match s {
            SideName::Fox => Side::Fox,
            SideName::Geese => Side::Geese,
        }
    }
}

impl From<StageName> for Stage {
    fn from(s: StageName) -> Stage {
        match s {
            StageName::Understand => Stage::Understand,
            StageName::Compare => Stage::Compare,
            StageName::Review => Stage::Review,
        }
    }
}

impl Study {
    /// The study of `head`, with its answer.
    pub(crate) fn from_head(head: Head, solution: Solution) -> Study {
        Study {
            file: head.file,
            id: head.id,
            stage: head.stage,
            difficulty: head.difficulty,
            aliases: head.aliases,
            allow: head.allow,
            position: head.position,
            task: head.task,
            declared: head.declared,
            solution,
            id_at: head.id_at,
            answer_at: head.answer_at,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids() {
        assert!(valid_id("surrounded-fox"));
        assert!(valid_id("faq-8-captures"));
        assert!(!valid_id("8-captures"));
        assert!(!valid_id("Fox"));
        assert!(!valid_id("fox-"));
        assert!(!valid_id("fox_geese"));
        assert_eq!(suggest_id("Fox Geese!"), Some("fox-geese".into()));
        assert_eq!(suggest_id("8 captures"), Some("study-8-captures".into()));
        assert_eq!(suggest_id("!!!"), None);
    }

    #[test]
    fn expectations_follow_the_schema() {
        assert_eq!(expect_at(&under(&["task", "moves"], 3)), Expect::Action);
        assert_eq!(expect_at(&path(&["task", "moves"])), Expect::Actions);
        assert_eq!(expect_at(&[]), Expect::Map);
        // Where the schema wants a name, the error lists its enum's names.
        let problems = load("s.yaml", "stage: 5\n").unwrap_err();
        assert_eq!(
            problems[0].kind,
            ProblemKind::WrongType {
                field: Field("stage".into()),
                expected: Expect::Name(&["understand", "compare", "review"]),
                found: super::super::Found::Number,
            }
        );
    }
}
