//! What can be wrong with a study file, where, and how to fix it.
//!
//! A [`Problem`] is a [`Location`] and a typed [`ProblemKind`]. The kind says what is wrong
//! ([`ToMessage`]) and, usually, how to fix it ([`ProblemKind::hint`]). Where the rules engine
//! already has a typed reason (why a move is illegal, why a notation or a setup is refused),
//! the problem carries it as a [`Detail`] instead of restating it, and the front end renders
//! those with the engine's own messages, under the problem's line.

use std::fmt;

use crate::message::{Message, ToMessage};
use crate::rules::action::{ActionSyntaxError, IllegalReason};
use crate::rules::position::InvalidSetup;
use crate::rules::ruleset::{RulesetSpec, SpecError};
use crate::rules::setup::NotationError;
use crate::rules::Side;

use super::answer::AnswerError;
use super::task::TaskKind;

/// A place in a study's text, a [`Location`] without the file: 1-based line and column
/// (counted in characters) and a length in characters (at least 1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Span {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// Length in characters, at least 1.
    pub len: usize,
}

impl Span {
    /// The very start of the text.
    pub const START: Span = Span::at(1, 1, 1);

    /// Line, column and length.
    pub const fn at(line: usize, column: usize, len: usize) -> Span {
        Span { line, column, len }
    }
}

/// A place in a study file: its label (a path, or `studies/NAME.yaml` for a built-in study),
/// 1-based line and column (in characters), and how many characters the problem spans.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Location {
    /// The file's label.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// Characters spanned, at least 1.
    pub len: usize,
}

impl Location {
    /// The span `span` of `file`.
    pub(crate) fn new(file: &str, span: Span) -> Location {
        Location {
            file: file.to_string(),
            line: span.line,
            column: span.column,
            len: span.len.max(1),
        }
    }
}

impl fmt::Display for Location {
    /// `file:line:column`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// One problem in one file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Problem {
    /// Where.
    pub location: Location,
    /// What.
    pub kind: ProblemKind,
}

impl Problem {
    /// What is wrong.
    pub fn message(&self) -> Message {
        self.kind.to_message()
    }

    /// How to fix it, when there is something useful to say.
    pub fn hint(&self) -> Option<Message> {
        self.kind.hint()
    }

    /// The engine's own reasons, to render under the message.
    pub fn details(&self) -> Vec<Detail> {
        self.kind.details()
    }
}

impl ProblemKind {
    /// The engine's reasons behind this problem.
    pub fn details(&self) -> Vec<Detail> {
        match self {
            ProblemKind::BadRuleset(e) => vec![Detail::Ruleset(e.clone())],
            ProblemKind::BadNotation(e) => vec![Detail::Notation(e.clone())],
            ProblemKind::InvalidPosition(v) => v.iter().copied().map(Detail::Setup).collect(),
            ProblemKind::BadAction { error, .. } => vec![Detail::Action(error.clone())],
            ProblemKind::MoveNotLegal { reasons, rules, .. }
            | ProblemKind::ReplayMoveIllegal { reasons, rules, .. }
            | ProblemKind::LineActionIllegal { reasons, rules, .. } => reasons
                .iter()
                .map(|&reason| Detail::Illegal {
                    reason,
                    rules: *rules,
                })
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// A reason from the rules engine, said with the engine's own message (`locales/*/rules.ftl`)
/// under the problem's line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Detail {
    /// Why an action is not legal under a ruleset.
    Illegal {
        /// The reason.
        reason: IllegalReason,
        /// The ruleset (reasons name its directions).
        rules: RulesetSpec,
    },
    /// What is wrong with a position's notation.
    Notation(NotationError),
    /// Why a setup is not a position of the ruleset.
    Setup(InvalidSetup),
    /// Why a ruleset spec was refused (lists the valid names or options).
    Ruleset(SpecError),
    /// Why an action cannot be read.
    Action(ActionSyntaxError),
}

/// What a field should hold, for "should be …, but it is …" messages.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Expect {
    /// A map of fields (the file itself, `task`).
    Map,
    /// A whole number.
    WholeNumber,
    /// Text.
    Text,
    /// One of these names.
    Name(&'static [&'static str]),
    /// A point name.
    Point,
    /// A point or a list of points.
    PointOrPoints,
    /// A list of points.
    Points,
    /// An action.
    Action,
    /// A list of actions.
    Actions,
    /// A list (of puzzles, of theme names).
    List,
    /// A position notation in quotes, or a map.
    Position,
    /// An answer: text, yes/no, or a list.
    Answer,
}

/// What a value turned out to be, when it was not what the schema wanted.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Found {
    /// `true` or `false`.
    Bool,
    /// A number.
    Number,
    /// A number out of range, such as a negative count.
    OutOfRange,
    /// Text.
    Text,
    /// Nothing (an empty value or `~`).
    Nothing,
    /// A list.
    List,
    /// A map.
    Map,
    /// A value with a YAML tag such as `!foo`.
    Tagged,
    /// Anything else.
    Other,
}

/// A field's path as written (`task.moves[2]`); empty for the file itself.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Field(pub String);

/// What kind of YAML syntax error.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SyntaxError {
    /// A tab where YAML wants spaces.
    Tab,
    /// A control character (its code point), which YAML does not allow anywhere: a NUL, an
    /// escape, a DEL… (tabs and line ends are allowed).
    ControlCharacter(u32),
    /// A colon that is not allowed where it stands: usually a value holding `: ` that needs
    /// quotes, or a key indented differently from its neighbours.
    ColonNotAllowed,
    /// A line that does not fit the indentation of the lines around it.
    Indentation,
    /// A `[` or `{` never closed.
    UnclosedBracket,
    /// A quote never closed.
    UnclosedQuote,
    /// A character that cannot start a value (`@`, `` ` ``, `%` …); the value needs quotes.
    BadCharacter,
    /// A backslash escape that YAML does not know, inside double quotes.
    BadEscape,
    /// An alias `*name` with no anchor `&name`.
    UnknownAnchor,
    /// Nested too deep, or aliases repeated too often.
    TooDeep,
    /// More than one document (`---`) in the file.
    SeveralDocuments,
    /// Anything else.
    Other,
}

/// What is wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ProblemKind {
    /// The file is larger than [`super::MAX_FILE_SIZE`]; it was not parsed.
    FileTooLarge {
        /// Its size in bytes.
        size: u64,
        /// The limit.
        max: u64,
    },
    /// YAML syntax.
    Syntax(SyntaxError),
    /// A key written twice in one map; a YAML reader would keep only one.
    DuplicateKey {
        /// The key's path.
        field: Field,
        /// Where it first appears (line).
        first_line: usize,
        /// Where it first appears (column).
        first_column: usize,
    },
    /// A key the format does not have.
    UnknownField {
        /// The key's path.
        field: Field,
        /// The keys allowed in that map.
        expected: &'static [&'static str],
    },
    /// A required key is absent.
    MissingField {
        /// The map (empty for the file itself).
        map: Field,
        /// The key.
        key: &'static str,
    },
    /// A value of the wrong type.
    WrongType {
        /// The field.
        field: Field,
        /// What it should be.
        expected: Expect,
        /// What it is.
        found: Found,
    },
    /// A name that is not one of the allowed ones.
    UnknownName {
        /// The field.
        field: Field,
        /// What was written.
        found: String,
        /// The names allowed.
        expected: &'static [&'static str],
    },
    /// `format_version` other than 1.
    UnsupportedVersion {
        /// The version written.
        found: u64,
    },
    /// A puzzle collection's `format_version` other than 1.
    UnsupportedCollectionVersion {
        /// The version written.
        found: u64,
    },
    /// `difficulty` outside 1 to 5.
    BadDifficulty {
        /// The difficulty written.
        found: u64,
    },
    /// An `allow:` entry with no reason written in a comment beside or above it.
    AllowWithoutReason {
        /// The warning's code.
        code: String,
    },
    /// An id that is not lowercase letters, digits and hyphens starting with a letter.
    BadId {
        /// The id written.
        id: String,
        /// A corrected id, when one can be made.
        suggestion: Option<String>,
    },
    /// The ruleset spec is refused; the detail says why and lists the valid ones.
    BadRuleset(SpecError),
    /// The position's notation does not read; the detail says why.
    BadNotation(NotationError),
    /// The position breaks the ruleset's counts; the details say how.
    InvalidPosition(Vec<InvalidSetup>),
    /// Not a point name.
    BadPoint {
        /// The field.
        field: Field,
        /// What was written.
        found: String,
    },
    /// A point name that is not on this board.
    PointOffBoard {
        /// The field.
        field: Field,
        /// The point.
        point: String,
    },
    /// A goose listed twice in the map form.
    DuplicateGoose {
        /// The point.
        point: String,
        /// The line of the first mention.
        first_line: usize,
    },
    /// A point listed both for a fox and for a goose.
    FoxOnGoose {
        /// The point.
        point: String,
    },
    /// A fox listed twice.
    DuplicateFox {
        /// The point.
        point: String,
    },
    /// Not an action; the detail says why.
    BadAction {
        /// The field.
        field: Field,
        /// What was written.
        found: String,
        /// Why it does not read.
        error: ActionSyntaxError,
    },
    /// A task field this kind does not take.
    FieldNotForKind {
        /// The field.
        field: &'static str,
        /// The kind.
        kind: TaskKind,
    },
    /// A task field this kind needs.
    MissingTaskField {
        /// The field.
        field: &'static str,
        /// The kind.
        kind: TaskKind,
    },
    /// The fox has more actions in the position than any task lists.
    TooManyActions {
        /// How many.
        count: u64,
        /// The limit.
        max: u64,
    },
    /// `from` names a point without a piece of the task's side.
    NoPieceOfSide {
        /// The point.
        point: String,
        /// The side.
        side: Side,
    },
    /// `move` is not a legal goose move in the position; the details say why.
    MoveNotLegal {
        /// The move.
        action: String,
        /// Why.
        reasons: Vec<IllegalReason>,
        /// The ruleset.
        rules: RulesetSpec,
    },
    /// A move of `moves` cannot be played; the details say why.
    ReplayMoveIllegal {
        /// 1-based number of the move in the replay.
        number: usize,
        /// The move.
        action: String,
        /// Why.
        reasons: Vec<IllegalReason>,
        /// The ruleset.
        rules: RulesetSpec,
    },
    /// `moves` is empty.
    EmptyReplay,
    /// No goose move of the replay opens a capture.
    NoOpening,
    /// `find-mistake`: no action of the replay changes the value.
    NoMistake,
    /// `find-mistake`: the first mistake's notation is also an earlier action of the replay,
    /// so the answer would not name one action.
    MistakeRepeated {
        /// The action.
        action: String,
    },
    /// A value-graded task (`best-actions`, `verdict`) whose position's value the solver
    /// did not prove within its budget.
    ValueUnproven {
        /// The kind.
        kind: TaskKind,
    },
    /// A `find-mistake` task whose replay reaches a position whose value the solver did not
    /// prove within its budget: the one after action `number` of the moves.
    ReplayValueUnproven {
        /// 1-based number of the action in the moves.
        number: usize,
        /// The action, as written.
        action: String,
    },
    /// A `best-actions` task whose position's value the solver proved, but not the value
    /// after each of these actions within its budget: one of them might keep the value too.
    ActionValuesUnproven {
        /// The kind.
        kind: TaskKind,
        /// The actions whose value is unknown, in the notation.
        actions: Vec<String>,
    },
    /// This kind is about a goose move, so the geese must be to move.
    NeedsGeeseToMove {
        /// The kind.
        kind: TaskKind,
    },
    /// This kind is about the fox's next action, so the fox must be to move.
    NeedsFoxToMove {
        /// The kind.
        kind: TaskKind,
    },
    /// The study has no `answer`; the engine's is given, as it would be written.
    MissingAnswer {
        /// The engine's answer.
        expected: String,
    },
    /// The declared answer cannot be read.
    BadAnswer(AnswerError),
    /// The declared answer is not what the engine computes.
    AnswerDisagrees {
        /// The declared answer, normalised.
        declared: String,
        /// The engine's answer.
        expected: String,
    },
    /// A text of the study is missing in a locale.
    MissingText {
        /// The locale.
        lang: String,
        /// The Fluent message ids missing there, in title, prompt, explanation, hint order.
        messages: Vec<String>,
    },
    /// Another file of the set already uses this id.
    DuplicateId {
        /// The id.
        id: String,
        /// The other file.
        other: String,
        /// Its id's line.
        other_line: usize,
    },
    /// A puzzle's rating outside [`crate::puzzle::MIN_RATING`] to
    /// [`crate::puzzle::MAX_RATING`].
    BadRating {
        /// The rating written.
        found: u64,
    },
    /// A puzzle's line is empty.
    EmptyLine,
    /// An action of a puzzle's line cannot be played; the details say why.
    LineActionIllegal {
        /// 1-based number of the action in the line.
        number: usize,
        /// The action.
        action: String,
        /// Why.
        reasons: Vec<IllegalReason>,
        /// The ruleset.
        rules: RulesetSpec,
    },
    /// A puzzle's line ends with the opponent's reply: it must end with the learner's action.
    LineEndsWithReply {
        /// The line's length.
        length: usize,
    },
    /// A puzzle's `plies` is missing for a win, or given for a draw.
    BadPlies {
        /// Whether the value is a draw (then `plies` must go).
        draw: bool,
    },
    /// The game is already over in a puzzle's position.
    PuzzleGameOver,
    /// A puzzle's position is another puzzle's, or its mirror image.
    RepeatedPosition {
        /// The other puzzle's id.
        other: String,
        /// Its id's line.
        other_line: usize,
        /// Whether it is the mirror image.
        mirrored: bool,
    },
    /// The tables prove another value for a puzzle's position than it declares.
    PuzzleValueDisagrees {
        /// The value declared.
        declared: crate::solve::Value,
        /// The value proven.
        proven: crate::solve::Value,
    },
    /// The tables hold no value for a position of a puzzle's line: it cannot be proven here.
    PuzzleUnproven {
        /// 1-based number of the action in the line whose position is not proven.
        number: usize,
    },
    /// The learner's action at this point of the line is not the only one that keeps the value.
    PuzzleNotOnly {
        /// 1-based number of the action in the line.
        number: usize,
        /// The line's action.
        action: String,
        /// Another action that keeps the value too, or loses no faster than 4 plies sooner.
        also: String,
    },
    /// The learner's action at this point of the line does not keep the value.
    PuzzleActionLoses {
        /// 1-based number of the action in the line.
        number: usize,
        /// The action.
        action: String,
    },
    /// The opponent's reply at this point of the line is not a best defence.
    PuzzleReplyNotBest {
        /// 1-based number of the action in the line.
        number: usize,
        /// The reply.
        action: String,
        /// A best defence.
        best: String,
    },
    /// At this point of the line the learner has only one legal action.
    PuzzleOnlyAction {
        /// 1-based number of the action in the line.
        number: usize,
    },
    /// A theme that follows from the puzzle itself (its side, phase, length, capture…) is
    /// given where it does not hold, or left out where it holds.
    PuzzleTheme {
        /// The theme's id.
        theme: &'static str,
        /// Whether it is given (and does not hold) rather than left out (and holds).
        given: bool,
    },
    /// The rating is not the one the documented rule gives the puzzle.
    PuzzleRating {
        /// The rating written.
        found: u64,
        /// The rating the rule gives.
        rule: u64,
    },
}
