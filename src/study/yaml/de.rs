//! The schema read by serde_yaml from the outline's `serde_yaml::Value`, and its error as a
//! typed problem at its place: the path from serde_path_to_error; the kind, and the schema's
//! own list of keys or names, by comparing the message with the one serde_yaml makes for
//! each list the schema derives.

use serde::de::{DeserializeOwned, Error as _};
pub use serde_aux::serde_introspection::serde_introspect as names;
use serde_path_to_error::Segment;
use serde_yaml::{Error, Value};

use super::super::problem::{Expect, Field, Found, ProblemKind, Span};
use super::super::schema::{PositionMap, SideName, StageName, StudyFile, TaskSpec};
use super::super::task::TaskKind;
use super::outline::{dotted, Outline, Seg};

/// What the schema wants at a path, for "should be …, but it is …" (the loader knows).
pub type Wants = fn(&[Seg]) -> Expect;

/// Deserializes `T` from the outline's value with serde_yaml, or says what is wrong and where.
/// Refused too: an empty document, and a value tagged outside the core schema (serde_yaml
/// reads `!foo x` as `x`) when it is written before serde_yaml's error, or in the map that
/// misses a key.
pub fn from_outline<T: DeserializeOwned>(
    outline: &Outline,
    wants: Wants,
) -> Result<T, (Span, ProblemKind)> {
    let lists = [
        names::<StudyFile>(),
        names::<PositionMap>(),
        names::<TaskSpec>(),
        names::<StageName>(),
        names::<SideName>(),
        names::<TaskKind>(),
    ];
    from_outline_in(outline, wants, &lists)
}

/// [`from_outline`] for another schema than the study file's (the puzzle collection's):
/// `lists` are its derived lists of keys and names (`names::<Type>()`), which an error about
/// an unknown or missing key or name is matched against.
pub fn from_outline_in<T: DeserializeOwned>(
    outline: &Outline,
    wants: Wants,
    lists: &[&'static [&'static str]],
) -> Result<T, (Span, ProblemKind)> {
    let wrong = |found, path: &[Seg]| {
        let (field, expected) = (Field(dotted(path)), plain(wants(path)));
        let kind = ProblemKind::WrongType {
            field,
            expected,
            found,
        };
        (outline.value_span(path), kind)
    };
    if outline.value.is_null() {
        return Err(wrong(Found::Nothing, &[]));
    }
    let read = read::<T>(&outline.value).map_err(|(path, e)| {
        let kind = problem(&outline.value, &path, &e, wants, lists);
        (path, kind)
    });
    if let Some(path) = &outline.tagged {
        let before = match &read {
            Ok(_) => true,
            Err((map, ProblemKind::MissingField { .. })) if path.starts_with(map) => true,
            Err((stop, _)) => {
                let (at, stop) = (outline.value_span(path), outline.key_span(stop));
                (at.line, at.column) < (stop.line, stop.column)
            }
        };
        if before {
            return Err(wrong(Found::Tagged, path));
        }
    }
    read.map_err(|(path, mut kind)| {
        if let ProblemKind::WrongType { found, .. } = &mut kind {
            if outline.tagged.as_ref() == Some(&path) {
                *found = Found::Tagged;
            }
        }
        let at_key = matches!(
            kind,
            ProblemKind::UnknownField { .. } | ProblemKind::MissingField { .. }
        );
        let span = match at_key {
            true => outline.key_span(&path),
            false => outline.value_span(&path),
        };
        (span, kind)
    })
}

/// What is wanted, said without its names: a null or a tag is refused as "should be text"
/// where a name is wanted.
fn plain(expected: Expect) -> Expect {
    match expected {
        Expect::Name(_) => Expect::Text,
        other => other,
    }
}

/// serde_yaml reading `T` from `value`, and an error's path.
fn read<T: DeserializeOwned>(value: &Value) -> Result<T, (Vec<Seg>, Error)> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let seg = |s: &Segment| match s {
            Segment::Map { key } => Some(Seg::Key(key.clone())),
            Segment::Seq { index } => Some(Seg::Index(*index)),
            _ => None,
        };
        (e.path().iter().filter_map(seg).collect(), e.into_inner())
    })
}

/// serde_yaml's error `e` at `path` as a problem. Its message is one of serde's own (the
/// provided methods of `de::Error`): it is compared whole with the message serde_yaml makes
/// for the same key or name and each list the schema derives, never searched for words.
fn problem(
    root: &Value,
    path: &[Seg],
    e: &Error,
    wants: Wants,
    lists: &[&'static [&'static str]],
) -> ProblemKind {
    let said = |made: Error| made.to_string() == e.to_string();
    let value = path.iter().try_fold(root, |v, seg| match seg {
        Seg::Key(k) => v.get(k.as_str()),
        Seg::Index(i) => v.get(*i),
    });
    let field = Field(dotted(path));
    if let Some(Seg::Key(k)) = path.last() {
        if let Some(&expected) = lists.iter().find(|l| said(Error::unknown_field(k, l))) {
            return ProblemKind::UnknownField { field, expected };
        }
    }
    let mut keys = lists.iter().flat_map(|l| l.iter().copied());
    if let Some(key) = keys.find(|k| said(Error::missing_field(k))) {
        return ProblemKind::MissingField { map: field, key };
    }
    if let Some(text) = value.and_then(Value::as_str) {
        if let Some(&expected) = lists.iter().find(|l| said(Error::unknown_variant(text, l))) {
            let found = text.to_string();
            return ProblemKind::UnknownName {
                field,
                found,
                expected,
            };
        }
    }
    let found = found(value, e.to_string().starts_with("invalid value: "));
    let expected = match found {
        Found::Nothing => plain(wants(path)),
        _ => wants(path),
    };
    ProblemKind::WrongType {
        field,
        expected,
        found,
    }
}

/// What `value` is; `range` when serde found it out of range.
fn found(value: Option<&Value>, range: bool) -> Found {
    match value {
        None => Found::Other,
        Some(Value::Null) => Found::Nothing,
        Some(Value::Bool(_)) => Found::Bool,
        // A whole number too large for an integer is read as a float: say so.
        Some(Value::Number(n))
            if range
                || n.as_f64()
                    .is_some_and(|f| f.fract() == 0.0 && f.abs() >= 2f64.powi(63)) =>
        {
            Found::OutOfRange
        }
        Some(Value::Number(_)) => Found::Number,
        Some(Value::String(_)) => Found::Text,
        Some(Value::Sequence(_)) => Found::List,
        Some(Value::Mapping(_)) => Found::Map,
        Some(Value::Tagged(_)) => Found::Tagged,
    }
}
