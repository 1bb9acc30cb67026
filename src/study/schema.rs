//! The study file as written: serde types mirroring the YAML, every map closed to unknown keys.
//!
//! ```yaml
//! format_version: 1
//! id: surrounded-fox      # lowercase letters, digits and hyphens
//! ruleset: plyyard                 # optional, default plyyard; NAME:OPTION,OPTION
//! stage: understand                # understand | compare | review
//! difficulty: 2                    # optional, 1 (easiest) to 5, default 3
//! aliases: [surrounded-fox-can-jump] # optional: former ids, still found and still in progress files
//! allow: [reveals-title]           # optional: warnings silenced, with the reason in a comment
//! position: "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0"
//! # or: position: { fox: d4, geese: [d6, d5, b4], to_move: fox, captures: 0 }
//! task:
//!   kind: blockade                 # and the kind's own fields
//! answer: "no"                     # a yes/no may also be a YAML bool; a list may be a YAML list
//! ```
//!
//! Everything here is still text: point names, actions and the ruleset are read and checked
//! against the rules by [`super::load()`], which knows where each field is written. The task is
//! one flat map (`kind` plus every field any kind takes) rather than a serde-tagged enum, so
//! that "field `moves` does not belong to a `blockade` task" can be said at that field's line.

use super::task::TaskKind;
use std::fmt;

use serde::de::value::{MapAccessDeserializer, SeqAccessDeserializer};
use serde::de::{self, Deserialize, Deserializer, Visitor};

/// The whole file.
#[derive(Clone, PartialEq, Eq, Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StudyFile {
    /// Must be 1.
    pub format_version: u64,
    /// Unique id; also the prefix of the study's Fluent message ids.
    pub id: String,
    /// `NAME` or `NAME:OPTION,OPTION`; `plyyard` when absent.
    #[serde(default)]
    pub ruleset: Option<String>,
    /// The practice stage.
    pub stage: StageName,
    /// 1 (easiest) to 5; 3 when absent. Orders the studies within a stage.
    #[serde(default)]
    pub difficulty: Option<u64>,
    /// Former ids: a STUDY argument or a progress file's record under one of them is this
    /// study's.
    #[serde(default)]
    pub aliases: Option<Vec<String>>,
    /// `validate` warnings silenced for this study (`reveals-title`, …), each with the reason
    /// written in a comment beside or above it.
    #[serde(default)]
    pub allow: Option<Vec<String>>,
    /// The position.
    pub position: PositionSpec,
    /// The question.
    #[serde(deserialize_with = "not_null")]
    pub task: TaskSpec,
    /// The editor's expected answer.
    pub answer: AnswerSpec,
}

/// `stage:`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StageName {
    /// Understand the rules.
    Understand,
    /// Compare candidate moves.
    Compare,
    /// Review and verify.
    Review,
}

/// `to_move:` and `side:`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SideName {
    /// The fox side.
    Fox,
    /// The geese.
    Geese,
}

/// `position:`: the one-line notation, or a map.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PositionSpec {
    /// `"3/1G1/3G3/1GGFGG1/3G3/3/3 f 0"`.
    Notation(String),
    /// `{ fox: d4, geese: [...], to_move: fox, captures: 0 }`.
    Map(PositionMap),
}

/// The map form of a position.
#[derive(Clone, PartialEq, Eq, Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionMap {
    /// One point, or a list of points (two foxes).
    pub fox: FoxSpec,
    /// The geese's points.
    #[serde(deserialize_with = "not_null")]
    pub geese: Vec<String>,
    /// The side to move.
    pub to_move: SideName,
    /// Geese captured so far; 0 when absent.
    #[serde(default)]
    pub captures: u32,
}

/// `fox:`: a point or a list of points.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FoxSpec {
    /// `fox: d4`.
    One(String),
    /// `fox: [c7, e7]`.
    Many(Vec<String>),
}

/// `task:`.
#[derive(Clone, PartialEq, Eq, Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TaskSpec {
    /// Which question.
    pub kind: TaskKind,
    /// `list-actions`: whose actions.
    #[serde(default)]
    pub side: Option<SideName>,
    /// `list-actions`: only the piece on this point.
    #[serde(default)]
    pub from: Option<String>,
    /// `opened-captures`: the goose move played.
    #[serde(default, rename = "move")]
    pub mv: Option<String>,
    /// `first-opening`: the replay.
    #[serde(default)]
    pub moves: Option<Vec<String>>,
}

impl TaskSpec {
    /// Each field a kind may take (all but `kind`), by name, and whether it is written.
    pub fn written(&self) -> [(&'static str, bool); 4] {
        [
            ("side", self.side.is_some()),
            ("from", self.from.is_some()),
            ("move", self.mv.is_some()),
            ("moves", self.moves.is_some()),
        ]
    }
}

/// `answer:`: text; a YAML bool for yes/no; a YAML list of items.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AnswerSpec {
    /// `answer: "c4xc2 d4xd6"`.
    Text(String),
    /// `answer: false`.
    Bool(bool),
    /// `answer: [c4xc2, d4xd6]`.
    List(Vec<String>),
}

impl AnswerSpec {
    /// The answer in the learner's syntax: a list joined with commas, a bool as yes/no.
    pub fn to_text(&self) -> String {
        match self {
            AnswerSpec::Text(s) => s.clone(),
            AnswerSpec::Bool(true) => "yes".to_string(),
            AnswerSpec::Bool(false) => "no".to_string(),
            AnswerSpec::List(items) if items.is_empty() => "none".to_string(),
            AnswerSpec::List(items) => items.join(", "),
        }
    }
}

/// A map or list that must be written out: serde_yaml would read a null as an empty one.
fn not_null<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<T, D::Error> {
    let value = Option::<T>::deserialize(d)?;
    value.ok_or_else(|| de::Error::invalid_type(de::Unexpected::Unit, &"a value"))
}

struct PositionVisitor;

impl<'de> Visitor<'de> for PositionVisitor {
    type Value = PositionSpec;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("position notation or map")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<PositionSpec, E> {
        Ok(PositionSpec::Notation(v.to_string()))
    }

    fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<PositionSpec, A::Error> {
        PositionMap::deserialize(MapAccessDeserializer::new(map)).map(PositionSpec::Map)
    }
}

impl<'de> Deserialize<'de> for PositionSpec {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<PositionSpec, D::Error> {
        d.deserialize_any(PositionVisitor)
    }
}

struct FoxVisitor;

impl<'de> Visitor<'de> for FoxVisitor {
    type Value = FoxSpec;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("point or list of points")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<FoxSpec, E> {
        Ok(FoxSpec::One(v.to_string()))
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, seq: A) -> Result<FoxSpec, A::Error> {
        Vec::<String>::deserialize(SeqAccessDeserializer::new(seq)).map(FoxSpec::Many)
    }
}

impl<'de> Deserialize<'de> for FoxSpec {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<FoxSpec, D::Error> {
        d.deserialize_any(FoxVisitor)
    }
}

struct AnswerVisitor;

impl<'de> Visitor<'de> for AnswerVisitor {
    type Value = AnswerSpec;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("answer")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<AnswerSpec, E> {
        Ok(AnswerSpec::Text(v.to_string()))
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<AnswerSpec, E> {
        Ok(AnswerSpec::Bool(v))
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, seq: A) -> Result<AnswerSpec, A::Error> {
        Vec::<String>::deserialize(SeqAccessDeserializer::new(seq)).map(AnswerSpec::List)
    }
}

impl<'de> Deserialize<'de> for AnswerSpec {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<AnswerSpec, D::Error> {
        d.deserialize_any(AnswerVisitor)
    }
}
