//! A serde `Deserializer` over the outline's located values, with a typed error.
//!
//! serde's error hooks (`unknown_field`, `missing_field`, `unknown_variant`, a wrong type)
//! become [`SchemaError`] values that keep the field names, the names allowed, what was found
//! and the path from the root, which the [`Outline`] turns into a span.

use std::fmt;

use serde::de::value::BorrowedStrDeserializer;
use serde::de::{self, DeserializeSeed, Deserializer, Unexpected, Visitor};

use super::super::problem::Found;
use super::outline::{Node, Outline, Seg, Value};

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

impl de::Error for SchemaError {
    /// A wrong type (`invalid_type` and `invalid_length` come here too); what was found is
    /// filled in by the value's deserializer.
    fn custom<T: fmt::Display>(_msg: T) -> SchemaError {
        wrong(Found::Other, None)
    }

    fn invalid_value(unexp: Unexpected<'_>, _exp: &dyn de::Expected) -> SchemaError {
        let number = matches!(unexp, Unexpected::Unsigned(_) | Unexpected::Signed(_));
        let found = if number {
            Found::OutOfRange
        } else {
            Found::Other
        };
        wrong(found, None)
    }

    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> SchemaError {
        let found = variant.to_string();
        error(SchemaErrorKind::UnknownVariant { found, expected })
    }

    fn unknown_field(field: &str, expected: &'static [&'static str]) -> SchemaError {
        let key = Seg::Key(field.to_string());
        let field = field.to_string();
        error(SchemaErrorKind::UnknownField { field, expected }).under(key)
    }

    fn missing_field(field: &'static str) -> SchemaError {
        error(SchemaErrorKind::MissingField { field })
    }
}

fn error(kind: SchemaErrorKind) -> SchemaError {
    SchemaError {
        kind,
        path: Vec::new(),
    }
}

fn wrong(found: Found, names: Option<&'static [&'static str]>) -> SchemaError {
    error(SchemaErrorKind::WrongType { found, names })
}

impl SchemaError {
    fn under(mut self, seg: Seg) -> SchemaError {
        self.path.insert(0, seg);
        self
    }

    /// Says what `node` is, when this is a wrong type raised while reading it.
    fn found_in(mut self, node: &Node) -> SchemaError {
        if let SchemaErrorKind::WrongType {
            found: f @ Found::Other,
            ..
        } = &mut self.kind
        {
            *f = match &node.data {
                Value::Null => Found::Nothing,
                Value::Bool(_) => Found::Bool,
                // A whole number too large for an integer is read as a float: say so.
                Value::Float(f) if f.fract() == 0.0 && f.abs() >= 2f64.powi(63) => {
                    Found::OutOfRange
                }
                Value::Int(_) | Value::Float(_) => Found::Number,
                Value::Text(_) => Found::Text,
                Value::List(_) => Found::List,
                Value::Map(_) => Found::Map,
                Value::Tagged => Found::Tagged,
            };
        }
        self
    }
}

/// Deserializes `T` from the outline's root.
pub fn from_outline<'de, T: de::Deserialize<'de>>(outline: &'de Outline) -> Result<T, SchemaError> {
    T::deserialize(&outline.root)
}

impl<'de> Deserializer<'de> for &'de Node {
    type Error = SchemaError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, SchemaError> {
        match &self.data {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Int(i) => visitor.visit_i64(*i),
            Value::Float(f) => visitor.visit_f64(*f),
            Value::Text(s) => visitor.visit_borrowed_str(s),
            Value::List(items) => visitor.visit_seq(Items(items.iter().enumerate())),
            Value::Map(entries) => visitor.visit_map(Entries(entries.iter(), None)),
            Value::Tagged => Err(wrong(Found::Tagged, None)),
        }
        .map_err(|e| e.found_in(self))
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, SchemaError> {
        match self.data {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    /// A name, or a wrong type that lists the names (the schema's enums are their one list).
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        names: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, SchemaError> {
        match &self.data {
            Value::Text(s) => visitor.visit_enum(BorrowedStrDeserializer::new(s)),
            _ => Err(wrong(Found::Other, Some(names)).found_in(self)),
        }
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        unit unit_struct newtype_struct seq tuple tuple_struct map struct identifier ignored_any
    }
}

/// A list's items, numbered for the path.
struct Items<'de>(std::iter::Enumerate<std::slice::Iter<'de, Node>>);

impl<'de> de::SeqAccess<'de> for Items<'de> {
    type Error = SchemaError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, SchemaError> {
        let Some((i, item)) = self.0.next() else {
            return Ok(None);
        };
        seed.deserialize(item)
            .map(Some)
            .map_err(|e| e.under(Seg::Index(i)))
    }
}

/// A map's entries, and the one whose value is next.
struct Entries<'de>(
    std::slice::Iter<'de, (String, Node)>,
    Option<&'de (String, Node)>,
);

impl<'de> de::MapAccess<'de> for Entries<'de> {
    type Error = SchemaError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, SchemaError> {
        self.1 = self.0.next();
        let Some((key, _)) = self.1 else {
            return Ok(None);
        };
        seed.deserialize(BorrowedStrDeserializer::new(key))
            .map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, SchemaError> {
        let Some((key, value)) = self.1.take() else {
            return Err(wrong(Found::Other, None));
        };
        seed.deserialize(value)
            .map_err(|e| e.under(Seg::Key(key.clone())))
    }
}
