//! All YAML handling of the study module: reading the text once into a located value, naming
//! its syntax errors, and deserializing the typed schema from it with serde_yaml.
//!
//! 1. [`outline::Outline::parse`] reads the text with saphyr-parser's events into a
//!    `serde_yaml::Value`, noting by path where each value and its key are written, and lists
//!    every repeated key with both places. A syntax error is a
//!    [`SyntaxError`](super::SyntaxError) at a span, to be explained in the learner's language.
//! 2. [`de::from_outline`] has serde_yaml deserialize the schema's `#[derive(Deserialize)]`
//!    types from that value, with serde_path_to_error giving the path of an error, which the
//!    outline turns into a span. The error's kind and lists (the keys or names allowed) are
//!    the schema's own: serde_yaml's message is compared whole with the one it makes for each
//!    list serde derives from the schema, so no list is kept here or in the loader.
//!
//! Why this way: serde_yaml reading the text itself would be a second parser (libyaml, YAML
//! 1.1 and laxer than saphyr) whose errors are English sentences at its own positions; the two
//! could disagree on what the file says. Here the only parser is saphyr-parser and serde_yaml
//! only maps its value to the schema, so the located value and the deserialized study are the
//! same reading. Why saphyr-parser: it is the maintained YAML 1.2 parser of the saphyr project
//! (the successor of yaml-rust), with a start and end span on every event and no unsafe code.
//! Its loader, saphyr 0.3, stops at the first repeated key (or silently keeps the last), and
//! marked-yaml 0.8 (on yaml-rust2) stops at the first one too, refuses anchors and tags, keeps
//! every scalar as text (no "found a number") and has no end spans: reading the events, ~100
//! lines, is what lists every repeated key with its first place.

pub mod de;
pub mod outline;
