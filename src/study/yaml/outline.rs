//! A study's text read once with saphyr-parser's events: the document as a `serde_yaml::Value`,
//! where each value and its key are written (by path), every repeated key, or the syntax error.

use std::collections::HashMap;

use saphyr_parser::{Event, Marker, Parser, ScalarStyle, ScanError, Tag};
use serde_yaml::{Mapping, Value};

use super::super::problem::{Field, ProblemKind, Span, SyntaxError};

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

/// Why a text has no outline: a syntax error, or every key written twice in one map, each
/// where it is written again.
pub type Refusal = Vec<(Span, ProblemKind)>;

/// The document, where each of its values is written, and the first value tagged outside
/// the core schema (`!foo`), which is refused before serde reads anything.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Outline {
    /// The whole document, map keys as text.
    pub value: Value,
    /// The first value (not a key) with a tag outside the core schema.
    pub tagged: Option<Vec<Seg>>,
    /// The paths of the map values that are null (empty or `~`), in the order written.
    pub nulls: Vec<Vec<Seg>>,
    /// Where the document and each value in it are written.
    root: Place,
}

/// Where a value is written, and its key (a list item's start), and the same for the values
/// it holds: a list's in order, a map's as its keys say. The value's span is its key's when it
/// is not written on its key's line.
#[derive(Clone, PartialEq, Debug)]
struct Place {
    key: Span,
    value: Span,
    items: Vec<Place>,
    keys: HashMap<String, usize>,
}

impl Default for Place {
    fn default() -> Place {
        let (key, value) = (Span::START, Span::START);
        let (items, keys) = (Vec::new(), HashMap::new());
        Place {
            key,
            value,
            items,
            keys,
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
        match b.duplicates.is_empty() {
            true => Ok(b.outline),
            false => Err(b.duplicates),
        }
    }

    /// How far `path` is written (the number of its steps found), and the place there.
    fn walk(&self, path: &[Seg]) -> (usize, &Place) {
        let mut p = &self.root;
        for (n, seg) in path.iter().enumerate() {
            let next = match seg {
                Seg::Key(k) => p.keys.get(k).and_then(|&i| p.items.get(i)),
                Seg::Index(i) if p.keys.is_empty() => p.items.get(*i),
                Seg::Index(_) => None,
            };
            match next {
                Some(q) => p = q,
                None => return (n, p),
            }
        }
        (path.len(), p)
    }

    /// Where the value at `path` is written, else its key, else the nearest ancestor's key.
    pub fn value_span(&self, path: &[Seg]) -> Span {
        match self.walk(path) {
            (n, p) if n == path.len() => p.value,
            (_, p) => p.key,
        }
    }

    /// Where the key at `path` is written, else the nearest ancestor's key, else the start.
    pub fn key_span(&self, path: &[Seg]) -> Span {
        self.walk(path).1.key
    }
}

/// From `start` to `end`, or one character when they are on different lines; `len` is 0 for
/// an empty value or the start of a block.
fn between(start: &Marker, end: &Marker) -> Span {
    let same_line = end.line() == start.line();
    let len = if same_line {
        end.col().saturating_sub(start.col())
    } else {
        1
    };
    Span::at(start.line(), start.col() + 1, len)
}

/// Nesting deeper than this is refused, as serde_yaml does; a study needs four levels.
const MAX_DEPTH: usize = 128;
/// Values that aliases may copy in all, against a few lines that expand to millions.
const MAX_COPIED: usize = 10_000;

/// A list or map whose end event has not come yet: its start (a `[` or `{`, one character; a
/// block's first item, none), anchor, value so far and, in a map, the key waiting for a value.
struct Open {
    start: Span,
    anchor: usize,
    value: Value,
    place: Place,
    key: Option<(String, Span)>,
}

#[derive(Default)]
struct Builder {
    open: Vec<Open>,
    anchors: HashMap<usize, Value>,
    copied: usize,
    documents: usize,
    outline: Outline,
    duplicates: Refusal,
}

impl Builder {
    fn event(&mut self, event: Event<'_>, at: Span) -> Result<(), Refusal> {
        let here = Span::at(at.line, at.column, at.len.max(1));
        let fail = |kind| Err(vec![(here, ProblemKind::Syntax(kind))]);
        let outside = |tag: &Option<std::borrow::Cow<'_, Tag>>| {
            tag.as_ref().is_some_and(|t| !t.is_yaml_core_schema())
        };
        if let Event::Scalar(_, _, _, tag)
        | Event::SequenceStart(_, tag)
        | Event::MappingStart(_, tag) = &event
        {
            let key = self
                .open
                .last()
                .is_some_and(|o| o.value.is_mapping() && o.key.is_none());
            if outside(tag) && !key && self.outline.tagged.is_none() {
                self.outline.tagged = Some(self.path());
            }
        }
        let map = matches!(event, Event::MappingStart(..));
        match event {
            Event::DocumentStart(_) if self.documents > 0 => {
                return fail(SyntaxError::SeveralDocuments)
            }
            Event::DocumentStart(_) => self.documents += 1,
            Event::Scalar(text, style, anchor, tag) => {
                let plain = style == ScalarStyle::Plain;
                let value = scalar(&text, plain, tag.as_deref());
                self.close(value, Place::default(), at, anchor);
            }
            Event::SequenceStart(anchor, _) | Event::MappingStart(anchor, _) => {
                if self.open.len() >= MAX_DEPTH {
                    return fail(SyntaxError::TooDeep);
                }
                let value = match map {
                    true => Value::Mapping(Mapping::new()),
                    false => Value::Sequence(Vec::new()),
                };
                let (place, key) = (Place::default(), None);
                self.open.push(Open {
                    start: at,
                    anchor,
                    value,
                    place,
                    key,
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
                self.close(o.value, o.place, span, o.anchor);
            }
            Event::Alias(id) => {
                let Some(copy) = self.anchors.get(&id).cloned() else {
                    return fail(SyntaxError::UnknownAnchor);
                };
                self.copied += size(&copy);
                if self.copied > MAX_COPIED {
                    return fail(SyntaxError::TooDeep);
                }
                self.close(copy, Place::default(), at, 0);
            }
            _ => {}
        }
        Ok(())
    }

    /// Places a finished value written at `at`, and where the values it holds are: as the
    /// root, a list item, a map key, or the value of the key before it.
    fn close(&mut self, value: Value, mut place: Place, at: Span, anchor: usize) {
        if anchor != 0 {
            self.anchors.insert(anchor, value.clone());
        }
        if value.is_null() && self.open.last().is_some_and(|o| o.key.is_some()) {
            self.outline.nulls.push(self.path());
        }
        let Some(o) = self.open.last_mut() else {
            (self.outline.value, self.outline.root) = (value, place);
            return;
        };
        let item = Span { len: 1, ..at };
        match (&mut o.value, o.key.take()) {
            (Value::Sequence(items), _) => {
                (place.key, place.value) = (item, if at.len == 0 { item } else { at });
                items.push(value);
                o.place.items.push(place);
            }
            (Value::Mapping(map), Some((key, key_at))) => {
                let on_line = at.len > 0 && at.line == key_at.line;
                (place.key, place.value) = (key_at, if on_line { at } else { key_at });
                if !o.place.keys.contains_key(&key) {
                    o.place.keys.insert(key.clone(), o.place.items.len());
                    o.place.items.push(place);
                }
                map.insert(Value::String(key), value);
            }
            (_, None) => {
                let key = key_text(&value);
                let first = o.place.keys.get(&key).map(|&i| o.place.items[i].key);
                o.key = Some((key, Span::at(at.line, at.column, at.len.max(1))));
                if let Some(first) = first {
                    let (field, first_line, first_column) =
                        (Field(dotted(&self.path())), first.line, first.column);
                    let kind = ProblemKind::DuplicateKey {
                        field,
                        first_line,
                        first_column,
                    };
                    self.duplicates.push((at, kind));
                }
            }
            _ => {}
        }
    }

    /// The path of the value being read.
    fn path(&self) -> Vec<Seg> {
        let seg = |o: &Open| match (&o.value, &o.key) {
            (Value::Sequence(items), _) => Some(Seg::Index(items.len())),
            (_, Some((k, _))) => Some(Seg::Key(k.clone())),
            _ => None,
        };
        self.open.iter().filter_map(seg).collect()
    }

    /// Locates a syntax error: an unclosed bracket where it opens, a misindented quoted value
    /// where libyaml (which read study files before) stopped, a tab at the text it indents,
    /// others where saphyr stops.
    fn syntax_error(&self, text: &str, e: &ScanError) -> Refusal {
        let mark = e.marker();
        let at = text.chars().nth(mark.index());
        let flow = self.open.iter().find(|o| o.start.len > 0).map(|o| o.start);
        let kind = classify(e.info(), at, flow.is_some());
        let span = match kind {
            SyntaxError::UnclosedBracket => flow,
            SyntaxError::Tab => after_tab(text, mark),
            SyntaxError::Indentation if matches!(at, Some('"' | '\'')) => after_quote(text, mark),
            _ => None,
        };
        let here = Span::at(mark.line(), mark.col() + 1, 1);
        vec![(span.unwrap_or(here), ProblemKind::Syntax(kind))]
    }
}

/// The kind of a saphyr-parser error at the character `at`, `in_flow` when a `[` or `{` is
/// open. saphyr-parser's error is a position and an English sentence: the character and the
/// open brackets tell most kinds apart, and this is the one place where the sentence is read
/// for the rest (its wording is fixed by Cargo.lock, and tests/study_load.rs covers each kind).
fn classify(info: &str, at: Option<char>, in_flow: bool) -> SyntaxError {
    let has = |s: &str| info.contains(s);
    match at {
        Some('\t') => SyntaxError::Tab,
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

/// saphyr stops at a tab, after it, or at the end of the value before it: the first tab from
/// the line where it stopped, located at the text it indents (after the tabs and spaces).
fn after_tab(text: &str, mark: &Marker) -> Option<Span> {
    let start = text
        .char_indices()
        .nth(mark.index())
        .map_or(text.len(), |c| c.0);
    let line_start = text[..start].rfind(['\n', '\r']).map_or(0, |i| i + 1);
    let (mut line, mut column, mut tab) = (mark.line(), 1, false);
    let mut chars = text[line_start..].chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\t' | ' ' => tab |= c == '\t',
            _ if tab => break,
            '\r' if chars.peek() == Some(&'\n') => continue,
            '\n' | '\r' => (line, column) = (line + 1, 0),
            _ => {}
        }
        column += 1;
    }
    Some(Span::at(line, column, 1))
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

/// Reads a scalar by the YAML 1.2 core schema, as serde_yaml does; one tagged outside it is kept
/// tagged (a key so tagged reads as `?`).
fn scalar(text: &str, plain: bool, tag: Option<&Tag>) -> Value {
    if let Some(t) = tag.filter(|t| !t.is_yaml_core_schema()) {
        let tag = serde_yaml::value::Tag::new(format!("!{}{}", t.handle, t.suffix));
        let value = Value::String(text.to_string());
        return Value::Tagged(Box::new(serde_yaml::value::TaggedValue { tag, value }));
    }
    if !plain || tag.is_some_and(|t| t.suffix == "str") {
        return Value::String(text.to_string());
    }
    match text {
        "" | "~" | "null" | "Null" | "NULL" => Value::Null,
        "true" | "True" | "TRUE" => Value::Bool(true),
        "false" | "False" | "FALSE" => Value::Bool(false),
        _ if text.bytes().any(|b| b.is_ascii_digit()) => match text.parse::<i64>() {
            Ok(i) => Value::Number(i.into()),
            Err(_) => text
                .parse::<f64>()
                .map_or(Value::String(text.into()), |f| Value::Number(f.into())),
        },
        _ => Value::String(text.to_string()),
    }
}

/// A map key as text: a scalar as written, anything else `?`.
fn key_text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Number(n) => n.to_string(),
        Value::Bool(b) => b.to_string(),
        _ => "?".to_string(),
    }
}

/// How many values `v` holds, itself included.
fn size(v: &Value) -> usize {
    1 + match v {
        Value::Sequence(items) => items.iter().map(size).sum(),
        Value::Mapping(map) => map.values().map(size).sum(),
        _ => 0,
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
