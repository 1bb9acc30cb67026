//! The schema read from the outline's `serde_yaml::Value` by serde_yaml, and its error made
//! typed: the path from serde_path_to_error, the kind and the schema's own name lists by
//! comparing the message with the ones serde_yaml makes for each of the schema's lists.

use std::fmt;

use serde::de::{self, DeserializeOwned, Deserializer, Error as _, Visitor};
use serde_path_to_error::Segment;
use serde_yaml::{Error, Value};

use super::super::problem::{Found, Span};
use super::super::schema::{PositionMap, SideName, StageName, StudyFile, TaskSpec};
use super::super::task::TaskKind;
use super::outline::{Outline, Seg};

/// What went wrong, without its place.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SchemaErrorKind {
    /// A key the schema does not know.
    UnknownField {
        /// The key.
        field: String,
        /// The keys allowed here.
        expected: &'static [&'static str],
    },
    /// A required key is absent.
    MissingField {
        /// The key.
        field: &'static str,
    },
    /// A value of the wrong type.
    WrongType {
        /// What was there.
        found: Found,
        /// The names allowed, when the schema wants one of a few names.
        names: Option<&'static [&'static str]>,
    },
    /// A name that is not one of the allowed ones (`stage: learn`).
    UnknownVariant {
        /// The name written.
        found: String,
        /// The names allowed.
        expected: &'static [&'static str],
    },
}

/// A schema error and where: the path of the value it concerns (for an unknown key: the key;
/// for a missing key: the map it is missing from).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SchemaError {
    /// What went wrong.
    pub kind: SchemaErrorKind,
    /// From the root to the value concerned.
    pub path: Vec<Seg>,
}

impl fmt::Display for SchemaError {
    /// For logs only; users see the localized message.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} at {:?}", self.kind, self.path)
    }
}

impl std::error::Error for SchemaError {}

/// Deserializes `T` from the outline's value with serde_yaml. Refused too, as if serde_yaml
/// had found them in the order written: an empty document and a null read as an empty map
/// or list (serde_yaml takes both for empty), a value tagged outside the core schema (it
/// would read `!foo x` as `x`).
pub fn from_outline<T: DeserializeOwned>(outline: &Outline) -> Result<T, SchemaError> {
    let wrong = |found, path: &[Seg]| SchemaError {
        kind: SchemaErrorKind::WrongType { found, names: None },
        path: path.to_vec(),
    };
    if outline.value.is_null() {
        return Err(wrong(Found::Nothing, &[]));
    }
    let read = read::<T>(&outline.value);
    let stop = read.as_ref().err().map(|(at, _)| outline.key_span(at));
    let before = |path: &Vec<Seg>, or_at: bool| {
        let (at, stop) = (
            outline.value_span(path),
            stop.unwrap_or(Span::at(usize::MAX, 0, 0)),
        );
        let (at, stop) = ((at.line, at.column), (stop.line, stop.column));
        at < stop || or_at && at == stop
    };
    let mut nulls = outline.nulls.iter().filter(|p| before(p, true));
    if let Some(path) = nulls.find(|path| coerced::<T>(&outline.value, path)) {
        return Err(wrong(Found::Nothing, path));
    }
    if let Some(path) = outline.tagged.as_ref().filter(|p| before(p, false)) {
        return Err(wrong(Found::Tagged, path));
    }
    read.map_err(|(path, e)| {
        let mut e = typed::<T>(&outline.value, path, &e);
        if let SchemaErrorKind::WrongType { found, .. } = &mut e.kind {
            if outline.tagged.as_ref() == Some(&e.path) {
                *found = Found::Tagged;
            }
        }
        e
    })
}

/// Whether serde_yaml read the null map value at `path` as an empty map or list, which the
/// schema never takes: without the key, the field is missing (an optional one is not).
fn coerced<T: DeserializeOwned>(root: &Value, path: &[Seg]) -> bool {
    let Some((Seg::Key(key), parent)) = path.split_last() else {
        return false;
    };
    let mut value = root.clone();
    if let Some(map) = at_mut(&mut value, parent).and_then(Value::as_mapping_mut) {
        map.remove(key.as_str());
    }
    let Err((at, e)) = read::<T>(&value) else {
        return false;
    };
    let missing = typed::<T>(&value, at.clone(), &e).kind;
    at == parent && matches!(missing, SchemaErrorKind::MissingField { field } if field == key)
}

/// The value at `path`, to change.
fn at_mut<'a>(root: &'a mut Value, path: &[Seg]) -> Option<&'a mut Value> {
    path.iter().try_fold(root, |v, seg| match seg {
        Seg::Key(k) => v.get_mut(k.as_str()),
        Seg::Index(i) => v.get_mut(*i),
    })
}

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

/// serde_yaml's error `e` at `path` as a [`SchemaError`]. Its message is one of serde's own
/// (`de::Error`'s provided methods): it is matched whole against the message serde_yaml makes
/// for the same field or name and each list the schema derives, never searched for words.
fn typed<T: DeserializeOwned>(root: &Value, path: Vec<Seg>, e: &Error) -> SchemaError {
    let said = |made: Error| made.to_string() == e.to_string();
    let lists = [
        names::<StudyFile>(),
        names::<PositionMap>(),
        names::<TaskSpec>(),
        names::<StageName>(),
        names::<SideName>(),
        names::<TaskKind>(),
    ];
    let value = path.iter().try_fold(root, |v, seg| match seg {
        Seg::Key(k) => v.get(k.as_str()),
        Seg::Index(i) => v.get(*i),
    });
    let text = value.and_then(Value::as_str);
    let key = match path.last() {
        Some(Seg::Key(k)) => Some(k.as_str()),
        _ => None,
    };
    let unknown = key.and_then(|k| lists.iter().find(|l| said(Error::unknown_field(k, l))));
    let all = lists.iter().flat_map(|l| l.iter().copied());
    let missing = all.clone().find(|f| said(Error::missing_field(f)));
    let variant = text.and_then(|s| lists.iter().find(|l| said(Error::unknown_variant(s, l))));
    let kind = match (unknown, missing, variant) {
        (Some(&expected), _, _) => SchemaErrorKind::UnknownField {
            field: key.unwrap_or_default().to_string(),
            expected,
        },
        (_, Some(field), _) => SchemaErrorKind::MissingField { field },
        (_, _, Some(&expected)) => SchemaErrorKind::UnknownVariant {
            found: text.unwrap_or_default().to_string(),
            expected,
        },
        _ => SchemaErrorKind::WrongType {
            found: found(value, e.to_string().starts_with("invalid value: ")),
            names: names_at::<T>(root, &path),
        },
    };
    SchemaError { kind, path }
}

/// The names the schema wants at `path`, when it wants one of a few: the names serde lists
/// when the value there is replaced by the empty text.
fn names_at<T: DeserializeOwned>(root: &Value, path: &[Seg]) -> Option<&'static [&'static str]> {
    let mut value = root.clone();
    let slot = at_mut(&mut value, path)?;
    if slot.is_string() {
        return None;
    }
    *slot = Value::String(String::new());
    match read::<T>(&value) {
        Err((at, e)) if at == path => match typed::<T>(&value, at, &e).kind {
            SchemaErrorKind::UnknownVariant { expected, .. } => Some(expected),
            _ => None,
        },
        _ => None,
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

/// The names serde derives for `T`: a struct's fields or an enum's variants.
fn names<T: DeserializeOwned>() -> &'static [&'static str] {
    let mut names: &'static [&'static str] = &[];
    let _ = T::deserialize(Names(&mut names));
    names
}

/// A deserializer that only keeps the names it is asked for.
struct Names<'a>(&'a mut &'static [&'static str]);

impl<'de> Deserializer<'de> for Names<'_> {
    type Error = de::value::Error;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
        Err(de::value::Error::custom("names only"))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        names: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        *self.0 = names;
        self.deserialize_any(visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        names: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        self.deserialize_struct(name, names, visitor)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf option
        unit unit_struct newtype_struct seq tuple tuple_struct map identifier ignored_any
    }
}
