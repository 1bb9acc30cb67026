//! Studies: position exercises written in YAML, answered by a learner, graded by the engine.
//!
//! ```text
//! YAML text ──load──▶ Study { Position, Task, declared Answer, Solution }
//!                          │                 ▲
//!   learner's text ──parse_answer──▶ Answer ─┴─grade──▶ Graded { right, missing, wrong+why }
//! ```
//!
//! The public surface is what a second program (a GUI, a web server, a content checker)
//! needs, re-exported here from private modules: [`load()`], [`validate()`], [`parse_answer`],
//! [`grade()`] and the types they take and give; [`library`] stays a public module because its
//! name reads well in a path (`study::library::open`). Internal modules, by what they own:
//!
//! * `schema`: the file format as serde types, closed to unknown keys.
//! * `load`: text to a checked [`Study`], or every [`Problem`] with `file:line:column`, what
//!   is wrong and how to fix it. All YAML handling (syntax errors, key positions, repeated
//!   keys, typed schema errors) lives in the `yaml` module.
//! * `problem`: the [`Problem`] vocabulary, including [`SyntaxError`] and [`Found`].
//! * `task`: the task kinds, one module each: fields, reading them, the answer computed by
//!   the engine alone, why a wrong item is wrong, and the arguments of the study's texts.
//! * `answer`: one answer syntax for learners and for the file's declared `answer`.
//! * `grade`: a [`Graded`], each wrong item with a typed [`WrongReason`].
//! * `hint`: the hint ladder's [`Pointer`]s toward the answer, computed from the solution.
//! * `validate`: what `load` checks, plus the declared answer, the texts in every
//!   locale, and ids unique across a set of files.
//! * [`library`]: the built-in studies and resolving a STUDY argument.
//!
//! Nothing here prints, reads the environment or holds user-facing text: problems, reasons
//! and errors are typed values that turn into [`Message`](crate::message::Message)s (Fluent ids in
//! `locales/*/study.ftl`). Where the engine already has a typed reason (an illegal action, a bad
//! notation, an invalid setup), it is carried as is ([`Detail`], [`WrongReason::Illegal`]) for
//! the front end to render with the engine's own messages.
//!
//! Decisions beyond the issue, and why:
//!
//! * The text is read once, by saphyr-parser, into a tree of where each value is written and
//!   what it holds (`yaml::outline`); serde_yaml deserializes the schema from the value made
//!   from it, and each of its errors is made typed and placed by its path (`yaml::de`).
//! * `task` is one flat map checked per kind, not a serde-tagged enum: "a `blockade` task has
//!   no `side` field" can then be said at that field's line.
//! * `safe-moves` and `opened-captures` ask about a goose move, so their position must have
//!   the geese to move; a `first-opening` replay in which nothing opens is refused. A loaded
//!   study therefore always has an answer.
//! * The declared `answer` may also be a YAML list (`[b4, f4]`) as well as a bool.
//!
//! ```
//! use foxgeese::study::{load, Stage};
//!
//! let yaml = r#"
//! format_version: 1
//! id: surrounded-fox
//! stage: understand
//! position: "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0"
//! task:
//!   kind: blockade
//! answer: "no"
//! "#;
//! let study = load("example.yaml", yaml).unwrap();
//! assert_eq!(study.stage, Stage::Understand);
//! let verdict = study.check("yes").unwrap();
//! assert!(!verdict.correct);
//! assert_eq!(verdict.witness.as_deref(), Some("d4xd2"));
//! ```

mod answer;
pub mod audit;
mod fix;
mod grade;
mod hint;
pub mod library;
pub(crate) mod load;
pub(crate) mod problem;
mod schema;
mod task;
mod validate;
pub(crate) mod yaml;

use std::fmt;
use std::str::FromStr;

use crate::message::Arg;
use crate::rules::position::Position;
use crate::rules::ruleset::RulesetSpec;

pub use answer::{parse_answer, Answer, AnswerError, AnswerKind, MAX_ANSWER_LEN};
pub use fix::{
    answer_value, declared_id, fix_answer, is_missing_answer, without_answer, AnswerFix,
};
pub use grade::{grade, Graded, SlowerWin, Wrong, WrongReason};
pub use hint::{pointer, Pointer, RUNGS as HINT_RUNGS};
pub use load::{load, ALLOWABLE, MAX_FILE_SIZE};
pub use problem::{Detail, Expect, Field, Found, Location, Problem, ProblemKind, SyntaxError};
pub use task::{
    Expected, FindMistake, FirstOpening, ListActions, OpenedCaptures, Solution, Task, TaskKind,
};
pub use validate::{check_all, validate, validate_all, TextCheck};

/// The three stages of the seed's structured practice.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Stage {
    /// Understand the rules.
    Understand,
    /// Compare candidate moves.
    Compare,
    /// Review and verify.
    Review,
}

impl Stage {
    /// In practice order.
    pub const ALL: [Stage; 3] = [Stage::Understand, Stage::Compare, Stage::Review];

    /// The name in files and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Stage::Understand => "understand",
            Stage::Compare => "compare",
            Stage::Review => "review",
        }
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A stage name that is not one of the three.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownStage(pub String);

impl FromStr for Stage {
    type Err = UnknownStage;

    fn from_str(s: &str) -> Result<Stage, UnknownStage> {
        let t = s.trim().to_ascii_lowercase();
        Stage::ALL
            .into_iter()
            .find(|st| st.name() == t)
            .ok_or_else(|| UnknownStage(s.to_string()))
    }
}

/// The texts every study has, each a Fluent message `<id>-<suffix>`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TextPart {
    /// `<id>-title`.
    Title,
    /// `<id>-prompt`: the question.
    Prompt,
    /// `<id>-explanation`: shown after answering.
    Explanation,
    /// `<id>-hint`: shown on request.
    Hint,
}

impl TextPart {
    /// All four.
    pub const ALL: [TextPart; 4] = [
        TextPart::Title,
        TextPart::Prompt,
        TextPart::Explanation,
        TextPart::Hint,
    ];

    /// `title`, `prompt`, `explanation` or `hint`.
    pub const fn suffix(self) -> &'static str {
        match self {
            TextPart::Title => "title",
            TextPart::Prompt => "prompt",
            TextPart::Explanation => "explanation",
            TextPart::Hint => "hint",
        }
    }
}

/// A study that loaded: every point and move in it checked against the rules, and its answer
/// computed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Study {
    /// The file's label (a path, or `studies/FILE` for a built-in study).
    pub file: String,
    /// The id.
    pub id: String,
    /// The practice stage.
    pub stage: Stage,
    /// 1 (easiest) to 5: orders the studies within a stage.
    pub difficulty: u8,
    /// Former ids, still found by a STUDY argument and in progress files.
    pub aliases: Vec<String>,
    /// The `validate` warnings silenced for this study (each with its reason in the file).
    pub allow: Vec<String>,
    /// The position shown to the learner.
    pub position: Position,
    /// The question.
    pub task: Task,
    /// The answer the file declares (checked against the engine by [`validate()`]).
    pub declared: Answer,
    solution: Solution,
    id_at: Location,
    answer_at: Location,
}

impl Study {
    /// The task's kind.
    pub fn kind(&self) -> TaskKind {
        self.task.kind()
    }

    /// The ruleset.
    pub fn ruleset(&self) -> RulesetSpec {
        self.position.spec()
    }

    /// The engine's answer, with what supports it (the witness, the opened captures).
    pub fn solution(&self) -> &Solution {
        &self.solution
    }

    /// The engine's answer as shown.
    pub fn expected(&self) -> Expected {
        self.solution.expected()
    }

    /// Grades a parsed answer.
    pub fn grade(&self, answer: &Answer) -> Graded {
        grade(self, answer)
    }

    /// Reads and grades a learner's answer.
    pub fn check(&self, text: &str) -> Result<Graded, AnswerError> {
        let answer = parse_answer(text, self.kind().answer_kind())?;
        let mut verdict = self.grade(&answer);
        // A wrong yes or no (or value) is echoed in the learner's own word ("ya"), not as "yes".
        if let Answer::YesNo(_) | Answer::Verdict(_) = answer {
            for w in &mut verdict.wrong {
                w.answer = text.trim().to_string();
            }
        }
        Ok(verdict)
    }

    /// The Fluent id of one of the study's texts: `<id>-title`, …
    pub fn message_id(&self, part: TextPart) -> String {
        format!("{}-{}", self.id, part.suffix())
    }

    /// Arguments a study text may use: the task kind's own ([`Task::text_args`]).
    pub fn text_args(&self) -> Vec<(&'static str, Arg)> {
        self.task.text_args()
    }

    /// Where the id is written (missing texts and duplicate ids are reported here).
    pub fn id_location(&self) -> &Location {
        &self.id_at
    }

    /// Where the declared answer is written.
    pub fn answer_location(&self) -> &Location {
        &self.answer_at
    }
}
