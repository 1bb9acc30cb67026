//! A study's text read once with saphyr-parser's events into a tree of located nodes: where
//! each value and its key are written and what it holds (the `serde_yaml::Value` that serde
//! reads is made from it), every repeated key, or the syntax error.

use std::collections::HashMap;

use saphyr_parser::{Event, Marker, Parser, ScalarStyle, ScanError, Tag};
use serde_yaml::Value;

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
    path.iter().fold(String::new(), |s, seg| match seg {
        Seg::Key(k) if s.is_empty() => k.clone(),
        Seg::Key(k) => format!("{s}.{k}"),
        Seg::Index(i) => format!("{s}[{i}]"),
    })
}

/// The keys of `path` (its list indexes left out), and whether it ends at a list's item:
/// what a schema's `expect_at` matches on.
pub fn schema_path(path: &[Seg]) -> (Vec<&str>, bool) {
    let keys = path
        .iter()
        .filter_map(|s| match s {
            Seg::Key(k) => Some(k.as_str()),
            Seg::Index(_) => None,
        })
        .collect();
    (keys, matches!(path.last(), Some(Seg::Index(_))))
}

/// Why a text has no outline: a syntax error, or every key written twice in one map, each
/// where it is written again.
pub type Refusal = Vec<(Span, ProblemKind)>;

/// The document as serde reads it, the first value (not a key) tagged outside the core
/// schema (`!foo`: serde_yaml ignores the tag), and where each value is written.
#[derive(Clone, PartialEq, Debug)]
pub struct Outline {
    /// The whole document, map keys as text.
    pub value: Value,
    /// The path of the first value tagged outside the core schema.
    pub tagged: Option<Vec<Seg>>,
    root: Node,
}

/// A value: where its key is (a list item's: its first character; the root's: the start),
/// where it is (at its key when not written on its key's line), and what it holds.
#[derive(Clone, PartialEq, Debug)]
struct Node {
    key: Span,
    at: Span,
    data: Data,
}

/// A scalar or an alias's copy; a list; a map's entries in the order written, keys as text.
#[derive(Clone, PartialEq, Debug)]
enum Data {
    Value(Value),
    List(Vec<Node>),
    Map(Vec<(String, Node)>),
}

impl Node {
    fn value(&self) -> Value {
        match &self.data {
            Data::Value(v) => v.clone(),
            Data::List(items) => Value::Sequence(items.iter().map(Node::value).collect()),
            Data::Map(entries) => {
                let entry = |(k, n): &(String, Node)| (Value::String(k.clone()), n.value());
                Value::Mapping(entries.iter().map(entry).collect())
            }
        }
    }
}

impl Outline {
    /// Reads `text`, or says why it cannot. Never panics, whatever the input.
    pub fn parse(text: &str) -> Result<Outline, Refusal> {
        if let Some(span_kind) = control_character(text) {
            return Err(vec![span_kind]);
        }
        let mut b = Builder::default();
        let lines: Vec<&str> = text.lines().collect();
        for next in Parser::new_from_str(text) {
            let (event, span) = next.map_err(|e| b.syntax_error(text, &e))?;
            b.event(
                event,
                without_comment(&lines, between(&span.start, &span.end)),
            )?;
        }
        if !b.duplicates.is_empty() {
            return Err(b.duplicates);
        }
        let (key, at, data) = (Span::START, Span::START, Data::Value(Value::Null));
        let root = b.root.unwrap_or(Node { key, at, data });
        let (value, tagged) = (root.value(), b.tagged);
        Ok(Outline {
            value,
            tagged,
            root,
        })
    }

    /// How far `path` is written (the number of its steps found), and the node there.
    fn walk(&self, path: &[Seg]) -> (usize, &Node) {
        let mut node = &self.root;
        for (n, seg) in path.iter().enumerate() {
            let next = match (&node.data, seg) {
                (Data::Map(entries), Seg::Key(k)) => {
                    entries.iter().find(|e| &e.0 == k).map(|e| &e.1)
                }
                (Data::List(items), Seg::Index(i)) => items.get(*i),
                _ => None,
            };
            match next {
                Some(next) => node = next,
                None => return (n, node),
            }
        }
        (path.len(), node)
    }

    /// Where the value at `path` is written, else its key, else the nearest ancestor's key.
    pub fn value_span(&self, path: &[Seg]) -> Span {
        match self.walk(path) {
            (n, node) if n == path.len() => node.at,
            (_, node) => node.key,
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
    let len = match end.line() == start.line() {
        true => end.col().saturating_sub(start.col()),
        false => 1,
    };
    Span::at(start.line(), start.col() + 1, len)
}

/// `span` without the spaces and the `# comment` that may end it: the parser's span of a
/// quoted or flow value runs on to the end of the line, so a caret would underline
/// `answer: "d2 f4"   # my first guess` to its last word (issue 25). A quoted value ends at its
/// closing quote; any other at the first ` #` (YAML's comment needs a space before it).
fn without_comment(lines: &[&str], span: Span) -> Span {
    let Some(line) = lines.get(span.line.wrapping_sub(1)) else {
        return span;
    };
    let chars: Vec<char> = line
        .chars()
        .skip(span.column.saturating_sub(1))
        .take(span.len)
        .collect();
    let end = match chars.first() {
        Some(&q @ ('"' | '\'')) => {
            let mut i = 1;
            loop {
                match chars.get(i) {
                    None => break chars.len(),
                    Some('\\') if q == '"' => i += 2,
                    Some(&c) if c == q && q == '\'' && chars.get(i + 1) == Some(&'\'') => i += 2,
                    Some(&c) if c == q => break i + 1,
                    Some(_) => i += 1,
                }
            }
        }
        _ => (1..chars.len())
            .find(|&i| chars[i] == '#' && chars[i - 1].is_whitespace())
            .unwrap_or(chars.len()),
    };
    let mut end = end.min(chars.len());
    while end > 1 && chars[end - 1].is_whitespace() {
        end -= 1;
    }
    Span {
        len: if span.len == 0 { 0 } else { end },
        ..span
    }
}

/// Nesting deeper than this is refused, as serde_yaml does; a study needs four levels.
const MAX_DEPTH: usize = 128;
/// Values that aliases may copy in all, against a few lines that expand to millions.
const MAX_COPIED: usize = 10_000;

/// A list or map whose end event has not come yet (its `at` is its start: a `[` or `{`, one
/// character; a block's first item, none), its anchor, and in a map the key waiting for its
/// value and where each key was first written.
struct Open {
    node: Node,
    anchor: usize,
    key: Option<(String, Span)>,
    seen: HashMap<String, Span>,
}

#[derive(Default)]
struct Builder {
    open: Vec<Open>,
    anchors: HashMap<usize, Value>,
    copied: usize,
    documents: usize,
    root: Option<Node>,
    tagged: Option<Vec<Seg>>,
    duplicates: Refusal,
}

impl Builder {
    fn event(&mut self, event: Event<'_>, at: Span) -> Result<(), Refusal> {
        let here = Span::at(at.line, at.column, at.len.max(1));
        let fail = |kind| Err(vec![(here, ProblemKind::Syntax(kind))]);
        if let Event::Scalar(_, _, _, Some(tag))
        | Event::SequenceStart(_, Some(tag))
        | Event::MappingStart(_, Some(tag)) = &event
        {
            let last = self.open.last();
            let key = last.is_some_and(|o| matches!(o.node.data, Data::Map(_)) && o.key.is_none());
            if !tag.is_yaml_core_schema() && !key && self.tagged.is_none() {
                self.tagged = Some(self.path());
            }
        }
        let (key, map) = (Span::START, matches!(event, Event::MappingStart(..)));
        match event {
            Event::DocumentStart(_) if self.documents > 0 => {
                return fail(SyntaxError::SeveralDocuments)
            }
            Event::DocumentStart(_) => self.documents += 1,
            Event::Scalar(text, style, anchor, tag) => {
                let value = scalar(&text, style == ScalarStyle::Plain, tag.as_deref());
                let data = Data::Value(value);
                self.close(Node { key, at, data }, anchor);
            }
            Event::SequenceStart(..) | Event::MappingStart(..) if self.open.len() >= MAX_DEPTH => {
                return fail(SyntaxError::TooDeep)
            }
            Event::SequenceStart(anchor, _) | Event::MappingStart(anchor, _) => {
                let data = if map {
                    Data::Map(Vec::new())
                } else {
                    Data::List(Vec::new())
                };
                let (node, seen) = (Node { key, at, data }, HashMap::new());
                self.open.push(Open {
                    node,
                    anchor,
                    key: None,
                    seen,
                });
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let Some(Open {
                    mut node, anchor, ..
                }) = self.open.pop()
                else {
                    return Ok(());
                };
                let start = node.at;
                node.at.len = 1;
                if start.len > 0 && at.line == start.line {
                    node.at.len = (at.column + at.len).saturating_sub(start.column);
                }
                self.close(node, anchor);
            }
            Event::Alias(id) => {
                let Some(copy) = self.anchors.get(&id).cloned() else {
                    return fail(SyntaxError::UnknownAnchor);
                };
                self.copied += size(&copy);
                if self.copied > MAX_COPIED {
                    return fail(SyntaxError::TooDeep);
                }
                let data = Data::Value(copy);
                self.close(Node { key, at, data }, 0);
            }
            _ => {}
        }
        Ok(())
    }

    /// Places a finished node: as the root, a list item, a map key, or the value of the key
    /// before it.
    fn close(&mut self, mut node: Node, anchor: usize) {
        if anchor != 0 {
            self.anchors.insert(anchor, node.value());
        }
        let Some(o) = self.open.last_mut() else {
            (node.key, node.at) = (Span::START, Span::START);
            self.root = Some(node);
            return;
        };
        let at = node.at;
        match (&mut o.node.data, o.key.take()) {
            (Data::List(items), _) => {
                node.key = Span { len: 1, ..at };
                if at.len == 0 {
                    node.at = node.key;
                }
                items.push(node);
            }
            (Data::Map(entries), Some((key, key_at))) => {
                if at.len == 0 || at.line != key_at.line {
                    node.at = key_at;
                }
                node.key = key_at;
                entries.push((key, node));
            }
            (_, None) => {
                let (key, key_at) = (key_text(&node), Span::at(at.line, at.column, at.len.max(1)));
                let first = *o.seen.entry(key.clone()).or_insert(key_at);
                o.key = Some((key, key_at));
                if first != key_at {
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
        let seg = |o: &Open| match (&o.node.data, &o.key) {
            (Data::List(items), _) => Some(Seg::Index(items.len())),
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
        let flow = self.open.iter().map(|o| o.node.at).find(|at| at.len > 0);
        let kind = classify(e.info(), at, flow.is_some());
        // A quote left open reads on through the keys below it until the next quote closes
        // it, and the parser stops there: the quote that swallowed the keys is the mistake.
        let swallowed = match kind {
            SyntaxError::UnclosedQuote | SyntaxError::Tab | SyntaxError::BadEscape => None,
            _ => quote_swallowing_keys(text, mark.line()),
        };
        if let Some(open) = swallowed {
            return vec![(open, ProblemKind::Syntax(SyntaxError::UnclosedQuote))];
        }
        let span = match kind {
            SyntaxError::UnclosedBracket => flow,
            SyntaxError::Tab => Some(after_tab(text, mark)),
            SyntaxError::Indentation if matches!(at, Some('"' | '\'')) => after_quote(text, mark),
            _ => None,
        };
        let here = Span::at(mark.line(), mark.col() + 1, 1);
        vec![(span.unwrap_or(here), ProblemKind::Syntax(kind))]
    }
}

/// The first character YAML does not allow anywhere (outside YAML 1.2's printable set: a C0
/// control other than tab and line ends, DEL, a C1 control other than NEL), where it stands.
/// saphyr-parser reports these as a tab, or somewhere after them.
fn control_character(text: &str) -> Option<(Span, ProblemKind)> {
    let allowed = |c: char| matches!(c, '\t' | '\n' | '\r' | '\u{85}');
    let (at, c) = text
        .char_indices()
        .find(|&(_, c)| c.is_control() && !allowed(c))?;
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let column = before[before.rfind('\n').map_or(0, |i| i + 1)..]
        .chars()
        .count()
        + 1;
    Some((
        Span::at(line, column, 1),
        ProblemKind::Syntax(SyntaxError::ControlCharacter(u32::from(c))),
    ))
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

/// The opening quote of a quoted value that spans `line` (1-based) and runs over several
/// lines, holding on a line of its own what reads as a key (`name:`) or a list item (`- `):
/// a quote left unclosed that swallowed the lines below it. A value quoted over several lines
/// on purpose holds text, not keys.
fn quote_swallowing_keys(text: &str, line: usize) -> Option<Span> {
    // (line, column, quote, swallowed keys) of the quote open at this point, if any.
    let mut open: Option<(usize, usize, char, bool)> = None;
    let is_key = |body: &str| {
        let key = body.split_once(':').is_some_and(|(k, _)| {
            !k.is_empty()
                && k.chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || c == '-')
        });
        key || body.starts_with("- ")
    };
    let found = |at: usize, column: usize, end: usize, swallowed: bool| {
        (swallowed && at <= line && line <= end).then(|| Span::at(at, column, 1))
    };
    for (n, l) in text.split('\n').enumerate().map(|(i, l)| (i + 1, l)) {
        if let Some((_, _, _, swallowed)) = &mut open {
            *swallowed |= is_key(l.trim_start());
        }
        let mut chars = l.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            match open {
                Some((at, column, q, swallowed)) => {
                    // An escape in double quotes, a doubled quote in single ones.
                    let escaped = (q == '"' && c == '\\')
                        || (c == q && q == '\'' && chars.peek().is_some_and(|&(_, d)| d == q));
                    if escaped {
                        chars.next();
                    } else if c == q {
                        if let Some(span) = found(at, column, n, swallowed) {
                            return Some(span);
                        }
                        open = None;
                    }
                }
                None if c == '#' && (i == 0 || l[..i].ends_with([' ', '\t'])) => break,
                None if c == '"' || c == '\'' => {
                    let before = l[..i].trim_end();
                    if before.is_empty() || before.ends_with([':', '-', '[', '{', ',']) {
                        open = Some((n, l[..i].chars().count() + 1, c, false));
                    }
                }
                None => {}
            }
        }
        if n > line && open.is_none() {
            return None;
        }
    }
    open.and_then(|(at, column, _, swallowed)| found(at, column, usize::MAX, swallowed))
}

/// saphyr stops at a tab, after it, or at the end of the value before it: the first tab from
/// the line where it stopped, located at the text it indents (after the tabs and spaces).
fn after_tab(text: &str, mark: &Marker) -> Span {
    let start = text
        .char_indices()
        .nth(mark.index())
        .map_or(text.len(), |c| c.0);
    let rest = &text[text[..start].rfind(['\n', '\r']).map_or(0, |i| i + 1)..];
    let tab = rest.find('\t').unwrap_or(rest.len());
    let indented = rest[tab..].find(|c| c != '\t' && c != ' ');
    let before = &rest[..tab + indented.unwrap_or(rest.len() - tab)];
    // A line ends at "\r\n", "\n" or "\r".
    let ends = before.matches(['\n', '\r']).count() - before.matches("\r\n").count();
    let column = before
        .rsplit(['\n', '\r'])
        .next()
        .map_or(0, |l| l.chars().count());
    Span::at(mark.line() + ends, column + 1, 1)
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
    let string = Value::String(text.to_string());
    if let Some(t) = tag.filter(|t| !t.is_yaml_core_schema()) {
        let tag = serde_yaml::value::Tag::new(format!("!{}{}", t.handle, t.suffix));
        return Value::Tagged(Box::new(serde_yaml::value::TaggedValue {
            tag,
            value: string,
        }));
    }
    if !plain || tag.is_some_and(|t| t.suffix == "str") {
        return string;
    }
    match text {
        "" | "~" | "null" | "Null" | "NULL" => Value::Null,
        "true" | "True" | "TRUE" => Value::Bool(true),
        "false" | "False" | "FALSE" => Value::Bool(false),
        _ if !text.bytes().any(|b| b.is_ascii_digit()) => string,
        _ => (text.parse::<i64>().map(Value::from))
            .or_else(|_| text.parse::<f64>().map(Value::from))
            .unwrap_or(string),
    }
}

/// A map key as text: a scalar as written, anything else `?`.
fn key_text(node: &Node) -> String {
    match &node.data {
        Data::Value(Value::String(s)) => s.clone(),
        Data::Value(Value::Number(n)) => n.to_string(),
        Data::Value(Value::Bool(b)) => b.to_string(),
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
    fn a_trailing_comment_is_no_part_of_a_value() {
        let o = Outline::parse(
            "a: \"d2 f4\"   # my first guess\nb: [d2, f4]  # x\nc: d2 f4 # y\nd: 'it''s # not'  # z\n",
        )
        .unwrap();
        let len = |k: &str| o.value_span(&[Seg::Key(k.into())]).len;
        assert_eq!(len("a"), 7);
        assert_eq!(len("c"), 5);
        assert_eq!(len("d"), 13);
        assert!(len("b") <= 8, "{}", len("b"));
    }

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
