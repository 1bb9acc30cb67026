//! The located outline of a YAML text: every value with where it and its key are written,
//! built from saphyr-parser's events, and the repeated keys, which a map built by a library
//! would have dropped.

use std::collections::HashMap;

use saphyr_parser::{Event, Marker, Parser, ScalarStyle, ScanError, Tag};

use super::super::problem::{Span, SyntaxError};

/// From `start` to `end`, or one character when they are on different lines; `len` is 0 for
/// an empty value or the start of a block.
fn between(start: &Marker, end: &Marker) -> Span {
    let len = if end.line() == start.line() {
        end.col().saturating_sub(start.col())
    } else {
        1
    };
    Span::at(start.line(), start.col() + 1, len)
}

/// One step of a path from the root of the document.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Seg {
    /// A map key.
    Key(String),
    /// A 0-based list index.
    Index(usize),
}

/// A path written for people: `task.moves[2]`.
pub fn dotted(path: &[Seg]) -> String {
    let mut s = String::new();
    for seg in path {
        match seg {
            Seg::Key(k) if s.is_empty() => s.push_str(k),
            Seg::Key(k) => s.push_str(&format!(".{k}")),
            Seg::Index(i) => s.push_str(&format!("[{i}]")),
        }
    }
    s
}

/// A value as the core schema reads it.
#[derive(Clone, PartialEq, Debug)]
pub enum Value {
    /// Empty, `~` or `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A whole number.
    Int(i64),
    /// Any other number.
    Float(f64),
    /// Text.
    Text(String),
    /// A list.
    List(Vec<Node>),
    /// A map, keys in the order written.
    Map(Vec<(String, Node)>),
    /// A value with a tag outside the core schema, such as `!foo`.
    Tagged,
}

/// A value and where it is written.
#[derive(Clone, PartialEq, Debug)]
pub struct Node {
    /// Its key (a list item's own start; the file's start for the root).
    pub key: Span,
    /// The value, when it is written on its key's line; else the key.
    pub value: Span,
    /// What it is.
    pub data: Value,
}

impl Node {
    fn child(&self, seg: &Seg) -> Option<&Node> {
        match (&self.data, seg) {
            (Value::Map(entries), Seg::Key(k)) => {
                entries.iter().find(|(key, _)| key == k).map(|e| &e.1)
            }
            (Value::List(items), Seg::Index(i)) => items.get(*i),
            _ => None,
        }
    }

    fn size(&self) -> usize {
        1 + match &self.data {
            Value::List(items) => items.iter().map(Node::size).sum(),
            Value::Map(entries) => entries.iter().map(|(_, n)| n.size()).sum(),
            _ => 0,
        }
    }
}

/// A map key written twice in the same map.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Duplicate {
    /// The repeated key's path.
    pub path: Vec<Seg>,
    /// Where it first appears.
    pub first: Span,
    /// Where it appears again.
    pub again: Span,
}

/// Why a text has no outline.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// A syntax error, and where.
    Syntax(SyntaxError, Span),
    /// Every key written twice in one map.
    Duplicates(Vec<Duplicate>),
}

/// The document's root value, every value in it located.
#[derive(Clone, PartialEq, Debug)]
pub struct Outline {
    /// The whole document.
    pub root: Node,
}

impl Default for Outline {
    fn default() -> Outline {
        Outline {
            root: node(Span::START, Value::Null),
        }
    }
}

impl Outline {
    /// Reads `text`, or says why it cannot. Never panics, whatever the input.
    pub fn parse(text: &str) -> Result<Outline, Refusal> {
        let mut b = Builder::default();
        for next in Parser::new_from_str(text) {
            let (event, span) = next.map_err(|e| b.syntax_error(text, &e))?;
            b.event(event, between(&span.start, &span.end))?;
        }
        if !b.duplicates.is_empty() {
            return Err(Refusal::Duplicates(b.duplicates));
        }
        Ok(b.root
            .map_or_else(Outline::default, |root| Outline { root }))
    }

    /// The node at exactly `path`.
    fn find(&self, path: &[Seg]) -> Option<&Node> {
        path.iter().try_fold(&self.root, |n, seg| n.child(seg))
    }

    /// Where the value at `path` is written, else its key, else the nearest ancestor's key.
    pub fn value_span(&self, path: &[Seg]) -> Span {
        self.find(path)
            .map_or_else(|| self.key_span(path), |n| n.value)
    }

    /// Where the key at `path` is written, else the nearest ancestor's key, else the start.
    pub fn key_span(&self, path: &[Seg]) -> Span {
        (0..=path.len())
            .rev()
            .find_map(|n| self.find(&path[..n]))
            .map_or(Span::START, |n| n.key)
    }
}

fn node(at: Span, data: Value) -> Node {
    Node {
        key: at,
        value: at,
        data,
    }
}

/// Nesting deeper than this is refused, as serde_yaml did; a study needs four levels.
const MAX_DEPTH: usize = 128;
/// Nodes that aliases may copy in all, against a few lines that expand to millions.
const MAX_COPIED: usize = 10_000;

/// A list or map whose end event has not come yet.
struct Open {
    /// Its start event: a `[` or `{` (one character), or the first item of a block (none).
    start: Span,
    anchor: usize,
    tagged: bool,
    items: Vec<Node>,
    /// A map's entries so far, where each key is first written, and the key waiting for its
    /// value.
    entries: Option<Vec<(String, Node)>>,
    seen: HashMap<String, Span>,
    key: Option<(String, Span)>,
}

#[derive(Default)]
struct Builder {
    open: Vec<Open>,
    anchors: HashMap<usize, Node>,
    copied: usize,
    documents: usize,
    root: Option<Node>,
    duplicates: Vec<Duplicate>,
}

impl Builder {
    fn event(&mut self, event: Event<'_>, at: Span) -> Result<(), Refusal> {
        let here = Span {
            len: at.len.max(1),
            ..at
        };
        let fail = |kind| Err(Refusal::Syntax(kind, here));
        let map = matches!(event, Event::MappingStart(..));
        match event {
            Event::DocumentStart(_) if self.documents > 0 => {
                return fail(SyntaxError::SeveralDocuments)
            }
            Event::DocumentStart(_) => self.documents += 1,
            Event::Scalar(text, style, anchor, tag) => {
                let plain = style == ScalarStyle::Plain;
                self.close(node(at, scalar(&text, plain, tag.as_deref())), anchor);
            }
            Event::SequenceStart(anchor, tag) | Event::MappingStart(anchor, tag) => {
                if self.open.len() >= MAX_DEPTH {
                    return fail(SyntaxError::TooDeep);
                }
                self.open.push(Open {
                    start: at,
                    anchor,
                    tagged: tag.is_some_and(|t| !t.is_yaml_core_schema()),
                    items: Vec::new(),
                    entries: map.then(Vec::new),
                    seen: HashMap::new(),
                    key: None,
                });
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let Some(o) = self.open.pop() else {
                    return Ok(());
                };
                let mut span = Span { len: 1, ..o.start };
                if o.start.len > 0 && at.line == span.line {
                    span.len = (at.column + at.len).saturating_sub(span.column);
                }
                let data = match o.entries {
                    _ if o.tagged => Value::Tagged,
                    Some(entries) => Value::Map(entries),
                    None => Value::List(o.items),
                };
                self.close(node(span, data), o.anchor);
            }
            Event::Alias(id) => {
                let Some(copy) = self.anchors.get(&id) else {
                    return fail(SyntaxError::UnknownAnchor);
                };
                self.copied += copy.size();
                if self.copied > MAX_COPIED {
                    return fail(SyntaxError::TooDeep);
                }
                self.close(node(at, copy.data.clone()), 0);
            }
            _ => {}
        }
        Ok(())
    }

    /// Places a finished node: as the root, a list item, a map key, or the value of the key
    /// before it.
    fn close(&mut self, mut n: Node, anchor: usize) {
        if anchor != 0 {
            self.anchors.insert(anchor, n.clone());
        }
        let Some(o) = self.open.last_mut() else {
            self.root = Some(Node {
                key: Span::START,
                value: Span::START,
                ..n
            });
            return;
        };
        let Some(entries) = &mut o.entries else {
            n.key.len = 1;
            n.value = if n.value.len == 0 { n.key } else { n.value };
            o.items.push(n);
            return;
        };
        let Some((key, key_at)) = o.key.take() else {
            let key = key_text(&n.data);
            let here = Span {
                len: n.key.len.max(1),
                ..n.key
            };
            let first = o.seen.get(&key).copied();
            o.seen.entry(key.clone()).or_insert(here);
            o.key = Some((key, here));
            if let Some(first) = first {
                let path = self.path();
                self.duplicates.push(Duplicate {
                    path,
                    first,
                    again: n.key,
                });
            }
            return;
        };
        if n.value.len == 0 || n.value.line != key_at.line {
            n.value = key_at;
        }
        entries.push((key, Node { key: key_at, ..n }));
    }

    /// The path of the node being read.
    fn path(&self) -> Vec<Seg> {
        self.open
            .iter()
            .map(|o| match &o.key {
                Some((k, _)) => Seg::Key(k.clone()),
                None => Seg::Index(o.items.len()),
            })
            .collect()
    }

    /// Locates a syntax error: an unclosed bracket where it opens, a misindented quoted value
    /// where libyaml (which read study files before) stopped, others where saphyr stops.
    fn syntax_error(&self, text: &str, e: &ScanError) -> Refusal {
        let mark = e.marker();
        let at = text.chars().nth(mark.index());
        let flow = self.open.iter().find(|o| o.start.len > 0).map(|o| o.start);
        let kind = classify(e.info(), at, flow.is_some());
        let span = match kind {
            SyntaxError::UnclosedBracket => flow,
            SyntaxError::Indentation if matches!(at, Some('"' | '\'')) => after_quote(text, mark),
            _ => None,
        };
        let here = Span::at(mark.line(), mark.col() + 1, 1);
        Refusal::Syntax(kind, span.unwrap_or(here))
    }
}

/// The kind of a saphyr-parser error at the character `at`, `in_flow` when a `[` or `{` is
/// open. saphyr-parser's error is a position and an English sentence: the character and the
/// open brackets tell most kinds apart, and this is the one place where the sentence is read
/// for the rest (its wording is fixed by Cargo.lock, and tests/study_load.rs covers each kind).
fn classify(info: &str, at: Option<char>, in_flow: bool) -> SyntaxError {
    let has = |s: &str| info.contains(s);
    match at {
        _ if has("tab") => SyntaxError::Tab,
        Some('"' | '\'') if has("end of stream") => SyntaxError::UnclosedQuote,
        Some('"') if has("escape") || has("hexadecimal") => SyntaxError::BadEscape,
        Some('*') => SyntaxError::UnknownAnchor,
        _ if has("unexpected character") => SyntaxError::BadCharacter,
        _ if in_flow => SyntaxError::UnclosedBracket,
        Some(':') => SyntaxError::ColonNotAllowed,
        _ if has("indentation") || has("expected") || has("not allowed") || has("trailing") => {
            SyntaxError::Indentation
        }
        _ => SyntaxError::Other,
    }
}

/// YAML 1.2 wants the lines of a quoted value indented; libyaml does not, and reads on to the
/// closing quote. A value missing its closing quote so takes the text up to the next quote,
/// and the problem shows after that: where a parse starting at the quote stops.
fn after_quote(text: &str, quote: &Marker) -> Option<Span> {
    let byte = text.char_indices().nth(quote.index())?.0;
    let e = Parser::new_from_str(&text[byte..]).find_map(Result::err)?;
    let m = e.marker();
    let column = if m.line() == 1 {
        quote.col() + m.col()
    } else {
        m.col()
    };
    Some(Span::at(quote.line() + m.line() - 1, column + 1, 1))
}

/// Reads a scalar by the YAML 1.2 core schema, as serde_yaml did for study files.
fn scalar(text: &str, plain: bool, tag: Option<&Tag>) -> Value {
    if tag.is_some_and(|t| !t.is_yaml_core_schema()) {
        return Value::Tagged;
    }
    if !plain || tag.is_some_and(|t| t.suffix == "str") {
        return Value::Text(text.to_string());
    }
    match text {
        "" | "~" | "null" | "Null" | "NULL" => Value::Null,
        "true" | "True" | "TRUE" => Value::Bool(true),
        "false" | "False" | "FALSE" => Value::Bool(false),
        _ if text.bytes().any(|b| b.is_ascii_digit()) => text.parse().map_or_else(
            |_| {
                text.parse()
                    .map_or(Value::Text(text.to_string()), Value::Float)
            },
            Value::Int,
        ),
        _ => Value::Text(text.to_string()),
    }
}

/// A map key as text: a scalar as written, anything else `?`.
fn key_text(v: &Value) -> String {
    match v {
        Value::Text(s) => s.clone(),
        Value::Int(i) => i.to_string(),
        Value::Bool(b) => b.to_string(),
        _ => "?".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_and_keys_are_located() {
        let o = Outline::parse("id: x   # c\nmoves:\n- a\n- \"b\"\np: {f: [c, d]}\nq:\n").unwrap();
        let at = |path: &[&str]| {
            let path: Vec<Seg> = path
                .iter()
                .map(|k| match k.parse() {
                    Ok(i) => Seg::Index(i),
                    Err(_) => Seg::Key(k.to_string()),
                })
                .collect();
            o.value_span(&path)
        };
        assert_eq!(at(&["id"]), Span::at(1, 5, 1));
        assert_eq!(at(&["moves"]), Span::at(2, 1, 5));
        assert_eq!(at(&["moves", "1"]), Span::at(4, 3, 3));
        assert_eq!(at(&["p", "f"]), Span::at(5, 8, 6));
        assert_eq!(at(&["q"]), Span::at(6, 1, 1));
        assert_eq!(at(&["p", "g"]).line, 5);
        assert_eq!(at(&[]), Span::START);
    }
}
