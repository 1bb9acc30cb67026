//! All YAML handling of the study module: the text read once, its syntax errors named, and the
//! typed schema deserialized by serde_yaml from what was read.
//!
//! 1. [`outline::Outline::parse`] reads the text with saphyr-parser's events into a tree of
//!    located nodes (value and key spans), lists every repeated key with both places, or names
//!    a syntax error at its span; the `serde_yaml::Value` is made from the tree.
//! 2. [`de::from_outline`] has serde_yaml deserialize the schema's derived types from that
//!    value; serde_path_to_error's path is looked up in the tree for the span, and the error's
//!    kind and its list of keys or names are the schema's own (see `de`).
//!
//! Why one reader, and why saphyr-parser's events rather than `serde_yaml::from_str`,
//! saphyr's `MarkedYaml` or marked-yaml: see "YAML" in docs/development.md.

pub mod de;
pub mod outline;
