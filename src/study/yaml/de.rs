//! A serde `Deserializer` over a parsed [`serde_yaml::Value`] whose error type is typed.
//!
//! serde_yaml's own errors are English sentences. Deserializing our `#[derive(Deserialize)]`
//! schema through this adapter instead turns serde's error hooks (`unknown_field`,
//! `missing_field`, `invalid_type`, `unknown_variant`, …) into [`SchemaError`] values that keep
//! the field names, the list of valid names, what was found, and the path from the root. The
//! path is then placed in the text by the [`super::outline::Outline`].

use std::fmt;

use serde::de::value::StringDeserializer;
use serde::de::{self, DeserializeSeed, IntoDeserializer, Unexpected, Visitor};
use serde_yaml::Value;

use super::outline::Seg;

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
    },
    /// A name that is not one of the allowed ones (`stage: learn`).
    UnknownVariant {
        /// The name written.
        found: String,
        /// The names allowed.
        expected: &'static [&'static str],
    },
    /// Anything else serde reports (not produced by the study schema).
    Other,
}

/// A schema error and where: the path of the value it concerns (for an unknown or missing
/// key: the map it is in, and the key in the kind).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SchemaError {
    /// What went wrong.
    pub kind: SchemaErrorKind,
    /// From the root to the value concerned.
    pub path: Vec<Seg>,
}

impl SchemaError {
    fn new(kind: SchemaErrorKind) -> SchemaError {
        SchemaError {
            kind,
            path: Vec::new(),
        }
    }

    fn under(mut self, seg: Seg) -> SchemaError {
        self.path.insert(0, seg);
        self
    }
}

impl fmt::Display for SchemaError {
    /// For logs only; users see the localized message.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} at {:?}", self.kind, self.path)
    }
}

impl std::error::Error for SchemaError {}

fn found(u: &Unexpected<'_>) -> Found {
    match u {
        Unexpected::Bool(_) => Found::Bool,
        Unexpected::Unsigned(_) | Unexpected::Signed(_) | Unexpected::Float(_) => Found::Number,
        Unexpected::Char(_) | Unexpected::Str(_) => Found::Text,
        Unexpected::Unit | Unexpected::Option => Found::Nothing,
        Unexpected::Seq => Found::List,
        Unexpected::Map => Found::Map,
        _ => Found::Other,
    }
}

impl de::Error for SchemaError {
    fn custom<T: fmt::Display>(_msg: T) -> SchemaError {
        SchemaError::new(SchemaErrorKind::Other)
    }

    fn invalid_type(unexp: Unexpected<'_>, _exp: &dyn de::Expected) -> SchemaError {
        SchemaError::new(SchemaErrorKind::WrongType {
            found: found(&unexp),
        })
    }

    fn invalid_value(unexp: Unexpected<'_>, _exp: &dyn de::Expected) -> SchemaError {
        let found = match unexp {
            Unexpected::Unsigned(_) | Unexpected::Signed(_) | Unexpected::Float(_) => {
                Found::OutOfRange
            }
            other => found(&other),
        };
        SchemaError::new(SchemaErrorKind::WrongType { found })
    }

    fn invalid_length(_len: usize, _exp: &dyn de::Expected) -> SchemaError {
        SchemaError::new(SchemaErrorKind::WrongType { found: Found::List })
    }

    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> SchemaError {
        SchemaError::new(SchemaErrorKind::UnknownVariant {
            found: variant.to_string(),
            expected,
        })
    }

    fn unknown_field(field: &str, expected: &'static [&'static str]) -> SchemaError {
        SchemaError::new(SchemaErrorKind::UnknownField {
            field: field.to_string(),
            expected,
        })
    }

    fn missing_field(field: &'static str) -> SchemaError {
        SchemaError::new(SchemaErrorKind::MissingField { field })
    }
}

/// Deserializes `T` from `value`.
pub fn from_value<'de, T: de::Deserialize<'de>>(value: &Value) -> Result<T, SchemaError> {
    T::deserialize(ValueDe(value))
}

/// The adapter: one borrowed value.
struct ValueDe<'a>(&'a Value);

/// A map key as text: numbers and booleans as written, anything else as `?`, so that a
/// number key can never be taken for a field index.
fn key_text(k: &Value) -> String {
    match k {
        Value::String(s) => s.clone(),
        Value::Number(n) => n.to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Null => "~".to_string(),
        _ => "?".to_string(),
    }
}

impl<'de, 'a> de::Deserializer<'de> for ValueDe<'a> {
    type Error = SchemaError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, SchemaError> {
        match self.0 {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Number(n) => {
                if let Some(u) = n.as_u64() {
                    visitor.visit_u64(u)
                } else if let Some(i) = n.as_i64() {
                    visitor.visit_i64(i)
                } else {
                    visitor.visit_f64(n.as_f64().unwrap_or(f64::NAN))
                }
            }
            Value::String(s) => visitor.visit_str(s),
            Value::Sequence(items) => visitor.visit_seq(SeqAccess {
                items: items.iter(),
                index: 0,
            }),
            Value::Mapping(map) => visitor.visit_map(MapAccess {
                entries: map.iter(),
                current: None,
            }),
            Value::Tagged(_) => Err(SchemaError::new(SchemaErrorKind::WrongType {
                found: Found::Tagged,
            })),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, SchemaError> {
        match self.0 {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, SchemaError> {
        match self.0 {
            Value::String(s) => {
                let d: StringDeserializer<SchemaError> = s.clone().into_deserializer();
                visitor.visit_enum(d)
            }
            Value::Bool(b) => Err(de::Error::invalid_type(Unexpected::Bool(*b), &visitor)),
            Value::Null => Err(de::Error::invalid_type(Unexpected::Unit, &visitor)),
            Value::Number(_) => Err(SchemaError::new(SchemaErrorKind::WrongType {
                found: Found::Number,
            })),
            Value::Sequence(_) => Err(de::Error::invalid_type(Unexpected::Seq, &visitor)),
            Value::Mapping(_) => Err(de::Error::invalid_type(Unexpected::Map, &visitor)),
            Value::Tagged(_) => Err(SchemaError::new(SchemaErrorKind::WrongType {
                found: Found::Tagged,
            })),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, SchemaError> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, SchemaError> {
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct seq tuple tuple_struct map struct identifier
    }
}

struct SeqAccess<'a> {
    items: std::slice::Iter<'a, Value>,
    index: usize,
}

impl<'de, 'a> de::SeqAccess<'de> for SeqAccess<'a> {
    type Error = SchemaError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, SchemaError> {
        let Some(item) = self.items.next() else {
            return Ok(None);
        };
        let index = self.index;
        self.index += 1;
        seed.deserialize(ValueDe(item))
            .map(Some)
            .map_err(|e| e.under(Seg::Index(index)))
    }
}

struct MapAccess<'a> {
    entries: serde_yaml::mapping::Iter<'a>,
    current: Option<(String, &'a Value)>,
}

impl<'de, 'a> de::MapAccess<'de> for MapAccess<'a> {
    type Error = SchemaError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, SchemaError> {
        let Some((k, v)) = self.entries.next() else {
            return Ok(None);
        };
        let key = key_text(k);
        self.current = Some((key.clone(), v));
        let d: StringDeserializer<SchemaError> = key.clone().into_deserializer();
        seed.deserialize(d)
            .map(Some)
            .map_err(|e| e.under(Seg::Key(key)))
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, SchemaError> {
        let Some((key, value)) = self.current.take() else {
            return Err(SchemaError::new(SchemaErrorKind::Other));
        };
        seed.deserialize(ValueDe(value))
            .map_err(|e| e.under(Seg::Key(key)))
    }
}
