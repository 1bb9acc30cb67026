//! All YAML handling of the study module: reading the text once, naming its syntax errors,
//! and deserializing the typed schema from what was read with serde_yaml.
//!
//! 1. [`outline::Outline::parse`] reads the text with saphyr-parser's events into a
//!    `serde_yaml::Value` (scalars resolved by the YAML 1.2 core schema, map keys as text),
//!    and beside it a tree of where each value and its key are written. It lists every
//!    repeated key with both places; a syntax error is a [`SyntaxError`](super::SyntaxError)
//!    at a span, to be explained in the learner's language.
//! 2. [`de::from_outline`] has serde_yaml deserialize the schema's `#[derive(Deserialize)]`
//!    types from that value; serde_path_to_error gives an error's path, which the tree turns
//!    into a span. The error's kind and its list (the keys or names allowed) are the schema's
//!    own: serde_yaml's message is compared whole with the one it makes for each list serde
//!    derives from the schema, so no list of names is kept here or in the loader.
//!
//! Why serde_yaml reads a value and not the text: `serde_yaml::from_str` would be a second
//! parser (libyaml: YAML 1.1, laxer than saphyr) that can disagree with the one that gives the
//! places. It does: it refuses `format_version: 99999999999999999999999` as no YAML value at
//! all, and its errors are English sentences at its own positions. With one parser the
//! located tree and the deserialized study are the same reading. Where serde_yaml's reading
//! of a value is laxer than the schema means, [`de`] refuses what it would take: an empty
//! document or a null where a map or list is wanted (serde_yaml reads both as empty), and a
//! tag outside the core schema (it reads `!foo x` as `x`).
//!
//! Why saphyr-parser 0.3: it is the maintained YAML 1.2 parser of the saphyr project (the
//! successor of yaml-rust), with a start and end span on every event and no unsafe code. Its
//! loader, saphyr 0.3, and marked-yaml 0.8 (located nodes on yaml-rust2) both stop at the first
//! repeated key, or with saphyr's `allow_duplicate_keys` keep the last one silently; marked-yaml
//! also refuses anchors and tags and keeps every scalar as text. Listing every repeated key
//! with its first place needs the events, and from them the value and its places are one pass.

pub mod de;
pub mod outline;
