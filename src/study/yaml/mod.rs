//! All YAML handling of the study module: reading the text into located values, naming its
//! syntax errors, and turning the document into the typed schema.
//!
//! 1. [`outline::Outline::parse`] reads the text once, with saphyr-parser's events: every value
//!    keeps the span of its key and of itself, and every repeated key is listed with both
//!    places. A syntax error is a [`SyntaxError`](super::SyntaxError) at a span, so that it can be
//!    explained in the learner's language.
//! 2. [`de::from_outline`] deserializes the schema's `#[derive(Deserialize)]` types from those
//!    values through a small serde `Deserializer` whose errors are typed and carry the path,
//!    which the outline turns into a span. Where the schema wants one of a few names (a stage,
//!    a side, a task kind), the names an error lists are the ones serde derives from the
//!    schema's enum: no list of them is kept here or in the loader.
//!
//! Why saphyr-parser: it is the maintained YAML 1.2 parser of the saphyr project (the
//! successor of yaml-rust), with a start and end span on every event and no unsafe code.
//! marked-yaml (on the older yaml-rust2) gives located nodes and serde too, but stops at the
//! first repeated key, refuses anchors and tags, keeps every scalar as text (no "found a
//! number"), has no end spans, and its deserializer's errors are mostly strings. The saphyr
//! loader's nodes also stop at (or silently replace) a repeated key. Reading the events
//! ourselves, in [`outline`], is what lists every repeated key with its first place.
//!
//! Why not serde_yaml any more: it kept no position once a document was a `Value`, and its
//! errors are English sentences; the old code therefore already deserialized through its own
//! typed `Deserializer` and scanned the text a second time for positions. With located values
//! from saphyr-parser, a second parse by serde_yaml would add nothing but disagreements
//! between two parsers (libyaml is YAML 1.1 and laxer); serde_yaml is also archived upstream
//! and no longer maintained. serde stays: the schema is still plain serde derives, read by
//! [`de`] from the located values.

pub mod de;
pub mod outline;
