//! The outline of a YAML text: where each key and each list item stands, and which keys repeat.
//!
//! serde_yaml reports a line and column for syntax errors only; once a document is a `Value`,
//! every position is gone, and a repeated map key has silently replaced the first. This scanner
//! reads the text a second time, structurally only (indentation, `key:`, `- ` items, flow `{}`
//! and `[]`, quotes, comments, block scalars), and records for every node its path from the root
//! and its span. It never fails: on text it does not understand it records less, and callers fall
//! back to the nearest recorded ancestor.

/// A place in the text: 1-based line and column (counted in characters) and a length in
/// characters (at least 1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Span {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// Length in characters, at least 1.
    pub len: usize,
}

impl Span {
    /// The very start of the text.
    pub const START: Span = Span {
        line: 1,
        column: 1,
        len: 1,
    };

    fn at(line: usize, col: usize, len: usize) -> Span {
        Span {
            line: line + 1,
            column: col + 1,
            len: len.max(1),
        }
    }
}

/// One step of a path from the root of the document.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Seg {
    /// A map key.
    Key(String),
    /// A 0-based list index.
    Index(usize),
}

/// How a scalar value is written, so a column inside the value can be mapped to the file.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Style {
    /// Unquoted.
    Plain,
    /// `'…'` or `"…"` with no escapes: the content starts one column after the quote.
    Quoted,
    /// Anything else (escapes, a block scalar, a collection): only the start is known.
    Other,
}

/// A key (or a list item) and its value.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Node {
    /// From the root, ending with this key or index.
    pub path: Vec<Seg>,
    /// The key itself (for a list item, the item).
    pub key: Span,
    /// The value, when written on the key's line (or after it in a flow collection).
    pub value: Option<Span>,
    /// How the value is written.
    pub style: Style,
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

/// Records `key` (at `path`, written at `span`) among a map's `keys`, and a [`Duplicate`]
/// when the map already has it.
fn note_key(
    keys: &mut Vec<(String, Span)>,
    duplicates: &mut Vec<Duplicate>,
    path: &[Seg],
    key: String,
    span: Span,
) {
    if let Some((_, first)) = keys.iter().find(|(k, _)| *k == key) {
        duplicates.push(Duplicate {
            path: path.to_vec(),
            first: *first,
            again: span,
        });
    }
    keys.push((key, span));
}

/// Every node found, in text order, and the repeated keys.
#[derive(Clone, Debug, Default)]
pub struct Outline {
    /// Nodes in the order they were found.
    pub nodes: Vec<Node>,
    /// Keys written twice in one map.
    pub duplicates: Vec<Duplicate>,
    /// The opening `[` or `{` of the outermost flow collection that never closes.
    pub unclosed_bracket: Option<Span>,
    /// The opening quote of a block value whose quote never closes.
    pub unclosed_quote: Option<Span>,
}

impl Outline {
    /// Scans `text`. Never panics, whatever the input.
    pub fn scan(text: &str) -> Outline {
        let mut s = Scanner {
            lines: text
                .split('\n')
                .map(|l| {
                    let l = l.strip_suffix('\r').unwrap_or(l);
                    l.chars().collect()
                })
                .collect(),
            out: Outline::default(),
            stack: Vec::new(),
        };
        if let Some(first) = s.lines.first_mut() {
            if first.first() == Some(&'\u{feff}') {
                first[0] = ' ';
            }
        }
        s.run();
        s.out
    }

    /// The node at exactly `path`.
    pub fn find(&self, path: &[Seg]) -> Option<&Node> {
        self.nodes.iter().find(|n| n.path == path)
    }

    /// The node at `path`, else its nearest recorded ancestor.
    pub fn nearest(&self, path: &[Seg]) -> Option<&Node> {
        (1..=path.len()).rev().find_map(|n| self.find(&path[..n]))
    }

    /// Where the value at `path` is written: the value's span, else its key's, else the
    /// nearest ancestor's key, else the start of the text.
    pub fn value_span(&self, path: &[Seg]) -> Span {
        match self.find(path) {
            Some(n) => n.value.unwrap_or(n.key),
            None => self.key_span(path),
        }
    }

    /// Where the key at `path` is written, else the nearest ancestor's key, else the start.
    pub fn key_span(&self, path: &[Seg]) -> Span {
        self.nearest(path).map_or(Span::START, |n| n.key)
    }
}

/// A path written for people: `task.moves[2]`.
pub fn dotted(path: &[Seg]) -> String {
    let mut s = String::new();
    for seg in path {
        match seg {
            Seg::Key(k) => {
                if !s.is_empty() {
                    s.push('.');
                }
                s.push_str(k);
            }
            Seg::Index(i) => s.push_str(&format!("[{i}]")),
        }
    }
    s
}

enum FrameKind {
    /// Keys seen so far in this map, with their spans.
    Map(Vec<(String, Span)>),
    /// Items seen so far.
    Seq(usize),
}

struct Frame {
    indent: usize,
    path: Vec<Seg>,
    kind: FrameKind,
}

struct Scanner {
    lines: Vec<Vec<char>>,
    out: Outline,
    stack: Vec<Frame>,
}

/// Flow collections nested deeper than this are not outlined (serde_yaml refuses them anyway).
const MAX_DEPTH: usize = 64;

fn is_blank(c: Option<char>) -> bool {
    matches!(c, None | Some(' ') | Some('\t'))
}

impl Scanner {
    fn ch(&self, l: usize, c: usize) -> Option<char> {
        self.lines.get(l).and_then(|line| line.get(c)).copied()
    }

    fn line_len(&self, l: usize) -> usize {
        self.lines.get(l).map_or(0, Vec::len)
    }

    fn skip_spaces(&self, l: usize, mut c: usize) -> usize {
        while matches!(self.ch(l, c), Some(' ') | Some('\t')) {
            c += 1;
        }
        c
    }

    fn run(&mut self) {
        let mut l = 0;
        while l < self.lines.len() {
            let indent = self.skip_spaces(l, 0);
            let first = self.ch(l, indent);
            let marker = |a: char| {
                indent == 0 && (0..3).all(|i| self.ch(l, i) == Some(a)) && is_blank(self.ch(l, 3))
            };
            if first.is_none() || first == Some('#') {
                l += 1;
            } else if marker('-') || marker('.') {
                self.stack.clear();
                l += 1;
            } else {
                let next = self.entry(l, indent, 0);
                l = next.max(l + 1);
            }
        }
    }

    /// The path of a new collection starting at column `c`, from the frame above it.
    fn child_path(&self) -> Vec<Seg> {
        match self.stack.last() {
            None => Vec::new(),
            Some(f) => {
                let mut p = f.path.clone();
                match &f.kind {
                    FrameKind::Map(keys) => {
                        if let Some((k, _)) = keys.last() {
                            p.push(Seg::Key(k.clone()));
                        }
                    }
                    FrameKind::Seq(n) => p.push(Seg::Index(n.saturating_sub(1))),
                }
                p
            }
        }
    }

    /// Continues the map or sequence of `kind`'s sort open at column `c`, or opens a new one
    /// there as the child of the current node.
    fn open(&mut self, c: usize, kind: FrameKind) {
        let continues = self.stack.last().is_some_and(|f| {
            f.indent == c && std::mem::discriminant(&f.kind) == std::mem::discriminant(&kind)
        });
        if !continues {
            let path = self.child_path();
            self.stack.push(Frame {
                indent: c,
                path,
                kind,
            });
        }
    }

    /// Reads the block entry starting at (`l`, `c`); returns the next line to read.
    fn entry(&mut self, l: usize, c: usize, depth: usize) -> usize {
        if depth > MAX_DEPTH {
            return l + 1;
        }
        let here = self.ch(l, c);
        if here == Some('-') && is_blank(self.ch(l, c + 1)) {
            while self.stack.last().is_some_and(|f| f.indent > c) {
                self.stack.pop();
            }
            self.open(c, FrameKind::Seq(0));
            let Some(frame) = self.stack.last_mut() else {
                return l + 1;
            };
            let FrameKind::Seq(n) = &mut frame.kind else {
                return l + 1;
            };
            let index = *n;
            *n += 1;
            let mut path = frame.path.clone();
            path.push(Seg::Index(index));
            let c2 = self.skip_spaces(l, c + 1);
            match self.ch(l, c2) {
                None | Some('#') => {
                    self.record(path, Span::at(l, c, 1), None, Style::Other);
                    l + 1
                }
                Some('-') if is_blank(self.ch(l, c2 + 1)) => {
                    self.record(path, Span::at(l, c2, 1), None, Style::Other);
                    self.entry(l, c2, depth + 1)
                }
                _ if self.read_key(l, c2).is_some() => {
                    self.record(path, Span::at(l, c2, 1), None, Style::Other);
                    self.entry(l, c2, depth + 1)
                }
                _ => self.value(l, c2, path, None),
            }
        } else if let Some((key, key_len, after)) = self.read_key(l, c) {
            while self.stack.last().is_some_and(|f| {
                f.indent > c || (f.indent == c && matches!(f.kind, FrameKind::Seq(_)))
            }) {
                self.stack.pop();
            }
            self.open(c, FrameKind::Map(Vec::new()));
            let span = Span::at(l, c, key_len);
            let Some(frame) = self.stack.last_mut() else {
                return l + 1;
            };
            let mut path = frame.path.clone();
            path.push(Seg::Key(key.clone()));
            if let FrameKind::Map(keys) = &mut frame.kind {
                note_key(keys, &mut self.out.duplicates, &path, key, span);
            }
            let v = self.skip_spaces(l, after);
            self.value(l, v, path, Some(span))
        } else {
            match here {
                Some('{') | Some('[') => {
                    let path = self.child_path();
                    let path = if self.stack.is_empty() {
                        Vec::new()
                    } else {
                        path
                    };
                    self.flow(l, c, path, depth).map_or(l + 1, |(el, _)| el + 1)
                }
                _ => l + 1,
            }
        }
    }

    /// Records the value at (`l`, `c`) of the node at `path` (whose key is `key`, or which is a
    /// list item when `key` is `None`); returns the next line to read.
    fn value(&mut self, l: usize, c: usize, path: Vec<Seg>, key: Option<Span>) -> usize {
        let mut c = c;
        // Anchors and tags before the value.
        while matches!(self.ch(l, c), Some('&') | Some('!')) {
            while !is_blank(self.ch(l, c)) {
                c += 1;
            }
            c = self.skip_spaces(l, c);
        }
        let key_span = key.unwrap_or(Span::at(l, c, 1));
        match self.ch(l, c) {
            None | Some('#') => {
                self.record(path, key_span, None, Style::Other);
                l + 1
            }
            Some('|') | Some('>') => {
                self.record(path, key_span, Some(Span::at(l, c, 1)), Style::Other);
                let parent = self.stack.last().map_or(0, |f| f.indent);
                let mut next = l + 1;
                while next < self.lines.len() {
                    let ind = self.skip_spaces(next, 0);
                    if self.ch(next, ind).is_some() && ind <= parent {
                        break;
                    }
                    next += 1;
                }
                next
            }
            Some('{') | Some('[') => {
                let at = self.out.nodes.len();
                self.record(
                    path.clone(),
                    key_span,
                    Some(Span::at(l, c, 1)),
                    Style::Other,
                );
                match self.flow(l, c, path, 0) {
                    Some((el, ec)) => {
                        if el == l {
                            if let Some(n) = self.out.nodes.get_mut(at) {
                                n.value = Some(Span::at(l, c, ec - c));
                            }
                        }
                        el + 1
                    }
                    None => l + 1,
                }
            }
            Some(q @ ('"' | '\'')) => {
                let (end, clean) = self.quoted_end(l, c, q);
                match end {
                    Some((el, ec)) if el == l => {
                        let style = if clean { Style::Quoted } else { Style::Other };
                        self.record(path, key_span, Some(Span::at(l, c, ec - c)), style);
                        l + 1
                    }
                    Some((el, _)) => {
                        self.record(path, key_span, Some(Span::at(l, c, 1)), Style::Other);
                        el + 1
                    }
                    None => {
                        self.out.unclosed_quote.get_or_insert(Span::at(l, c, 1));
                        self.record(path, key_span, Some(Span::at(l, c, 1)), Style::Other);
                        self.lines.len()
                    }
                }
            }
            Some(_) => {
                let end = self.plain_end(l, c, false);
                self.record(path, key_span, Some(Span::at(l, c, end - c)), Style::Plain);
                l + 1
            }
        }
    }

    fn record(&mut self, path: Vec<Seg>, key: Span, value: Option<Span>, style: Style) {
        self.out.nodes.push(Node {
            path,
            key,
            value,
            style,
        });
    }

    /// A block key at (`l`, `c`): its text, its length in characters, and the column after
    /// the colon.
    fn read_key(&self, l: usize, c: usize) -> Option<(String, usize, usize)> {
        let first = self.ch(l, c)?;
        if first == '"' || first == '\'' {
            let (end, _) = self.quoted_end(l, c, first);
            let (el, ec) = end?;
            if el != l {
                return None;
            }
            let colon = self.skip_spaces(l, ec);
            if self.ch(l, colon) == Some(':') && is_blank(self.ch(l, colon + 1)) {
                let raw: String = self.lines[l][c + 1..ec - 1].iter().collect();
                return Some((raw, ec - c, colon + 1));
            }
            return None;
        }
        if matches!(
            first,
            '[' | '{' | ']' | '}' | ',' | '#' | '&' | '*' | '!' | '|' | '>' | '%' | '@' | '`' | '?'
        ) {
            return None;
        }
        let len = self.line_len(l);
        let mut i = c;
        while i < len {
            let ch = self.ch(l, i)?;
            if ch == ':' && is_blank(self.ch(l, i + 1)) {
                let key: String = self.lines[l][c..i].iter().collect();
                let key = key.trim_end().to_string();
                if key.is_empty() {
                    return None;
                }
                let n = key.chars().count();
                return Some((key, n, i + 1));
            }
            if ch == '#' && i > c && is_blank(self.ch(l, i - 1)) {
                return None;
            }
            i += 1;
        }
        None
    }

    /// The position just after the closing quote of the scalar opening at (`l`, `c`), and
    /// whether the content has no escapes (so its columns map one to one).
    fn quoted_end(&self, l: usize, c: usize, q: char) -> (Option<(usize, usize)>, bool) {
        let mut clean = true;
        let (mut line, mut col) = (l, c + 1);
        while line < self.lines.len() {
            let len = self.line_len(line);
            while col < len {
                let ch = self.lines[line][col];
                if q == '"' && ch == '\\' {
                    clean = false;
                    col += 2;
                    continue;
                }
                if ch == q {
                    if q == '\'' && self.ch(line, col + 1) == Some('\'') {
                        clean = false;
                        col += 2;
                        continue;
                    }
                    return (Some((line, col + 1)), clean && line == l);
                }
                col += 1;
            }
            line += 1;
            col = 0;
        }
        (None, false)
    }

    /// The end (exclusive) of a plain scalar starting at (`l`, `c`), trailing spaces removed.
    fn plain_end(&self, l: usize, c: usize, in_flow: bool) -> usize {
        let len = self.line_len(l);
        let mut i = c;
        while i < len {
            let ch = self.lines[l][i];
            if ch == '#' && i > c && is_blank(self.ch(l, i - 1)) {
                break;
            }
            if in_flow {
                if matches!(ch, ',' | '[' | ']' | '{' | '}') {
                    break;
                }
                if ch == ':'
                    && (is_blank(self.ch(l, i + 1))
                        || matches!(self.ch(l, i + 1), Some(',' | ']' | '}')))
                {
                    break;
                }
            }
            i += 1;
        }
        while i > c && matches!(self.ch(l, i - 1), Some(' ') | Some('\t')) {
            i -= 1;
        }
        i.max(c + 1).min(len.max(c + 1))
    }

    /// Skips spaces, line ends and comments inside a flow collection.
    fn flow_ws(&self, mut l: usize, mut c: usize) -> Option<(usize, usize)> {
        loop {
            match self.ch(l, c) {
                Some(' ') | Some('\t') => c += 1,
                Some('#') if c == 0 || is_blank(self.ch(l, c - 1)) => {
                    l += 1;
                    c = 0;
                }
                None => {
                    l += 1;
                    c = 0;
                    if l >= self.lines.len() {
                        return None;
                    }
                }
                Some(_) => return Some((l, c)),
            }
        }
    }

    /// A scalar inside a flow collection at (`l`, `c`): its text, span, style and the
    /// position after it.
    fn flow_scalar(&self, l: usize, c: usize) -> Option<(String, Span, Style, (usize, usize))> {
        let first = self.ch(l, c)?;
        if first == '"' || first == '\'' {
            let (end, clean) = self.quoted_end(l, c, first);
            let (el, ec) = end?;
            if el == l {
                let raw: String = self.lines[l][c + 1..ec - 1].iter().collect();
                let style = if clean { Style::Quoted } else { Style::Other };
                return Some((raw, Span::at(l, c, ec - c), style, (el, ec)));
            }
            return Some((String::new(), Span::at(l, c, 1), Style::Other, (el, ec)));
        }
        let end = self.plain_end(l, c, true);
        let raw: String = self.lines[l][c..end.min(self.line_len(l))].iter().collect();
        Some((raw, Span::at(l, c, end - c), Style::Plain, (l, end)))
    }

    /// Outlines the flow collection opening at (`l`, `c`); returns the position after its
    /// closing bracket, or `None` when the text ends first or does not parse (and then
    /// remembers the opening bracket, so that "not closed" can point at it).
    fn flow(&mut self, l: usize, c: usize, path: Vec<Seg>, depth: usize) -> Option<(usize, usize)> {
        let end = self.flow_items(l, c, path, depth);
        if end.is_none() && depth <= MAX_DEPTH {
            self.out.unclosed_bracket = Some(Span::at(l, c, 1));
        }
        end
    }

    fn flow_items(
        &mut self,
        l: usize,
        c: usize,
        path: Vec<Seg>,
        depth: usize,
    ) -> Option<(usize, usize)> {
        if depth > MAX_DEPTH {
            return None;
        }
        let open = self.ch(l, c)?;
        let close = if open == '{' { '}' } else { ']' };
        let mut pos = (l, c + 1);
        let mut keys: Vec<(String, Span)> = Vec::new();
        let mut index = 0usize;
        loop {
            pos = self.flow_ws(pos.0, pos.1)?;
            let ch = self.ch(pos.0, pos.1)?;
            if ch == close {
                return Some((pos.0, pos.1 + 1));
            }
            if ch == ',' {
                pos.1 += 1;
                continue;
            }
            if matches!(ch, ']' | '}') {
                return None;
            }
            if open == '{' {
                let (key, kspan, _, after) = self.flow_scalar(pos.0, pos.1)?;
                let mut node_path = path.clone();
                node_path.push(Seg::Key(key.clone()));
                note_key(&mut keys, &mut self.out.duplicates, &node_path, key, kspan);
                pos = self.flow_ws(after.0, after.1)?;
                if self.ch(pos.0, pos.1) != Some(':') {
                    self.record(node_path, kspan, None, Style::Other);
                    continue;
                }
                pos = self.flow_ws(pos.0, pos.1 + 1)?;
                pos = self.flow_value(pos, node_path, Some(kspan), close, depth)?;
            } else {
                let mut node_path = path.clone();
                node_path.push(Seg::Index(index));
                index += 1;
                pos = self.flow_value(pos, node_path, None, close, depth)?;
                // `[a: b]`: a single-pair map as an item; outline the key only.
                if self.ch(pos.0, pos.1) == Some(':') {
                    pos = self.flow_ws(pos.0, pos.1 + 1)?;
                    let ch = self.ch(pos.0, pos.1)?;
                    if ch != ',' && ch != close {
                        let (_, _, _, after) = self.flow_scalar(pos.0, pos.1)?;
                        pos = after;
                    }
                }
            }
        }
    }

    /// One value inside a flow collection; returns the position after it.
    fn flow_value(
        &mut self,
        pos: (usize, usize),
        path: Vec<Seg>,
        key: Option<Span>,
        close: char,
        depth: usize,
    ) -> Option<(usize, usize)> {
        let (l, c) = pos;
        let ch = self.ch(l, c)?;
        let key_span = key.unwrap_or(Span::at(l, c, 1));
        if ch == '{' || ch == '[' {
            let at = self.out.nodes.len();
            self.record(
                path.clone(),
                key_span,
                Some(Span::at(l, c, 1)),
                Style::Other,
            );
            let end = self.flow(l, c, path, depth + 1)?;
            if end.0 == l {
                if let Some(n) = self.out.nodes.get_mut(at) {
                    n.value = Some(Span::at(l, c, end.1 - c));
                }
            }
            return Some(end);
        }
        if ch == ',' || ch == close {
            self.record(path, key_span, None, Style::Other);
            return Some(pos);
        }
        let (_, span, style, after) = self.flow_scalar(l, c)?;
        self.record(path, key_span, Some(span), style);
        // Always make progress, whatever the character.
        if after <= pos {
            return Some((l, c + 1));
        }
        Some(after)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(path: &str) -> Vec<Seg> {
        path.split('.')
            .map(|p| match p.parse::<usize>() {
                Ok(i) => Seg::Index(i),
                Err(_) => Seg::Key(p.to_string()),
            })
            .collect()
    }

    const STUDY: &str = "\
# a comment
format_version: 1
id: surrounded   # trailing comment
position: { fox: d4, geese: [d6, d5, x9], to_move: fox }
task:
  kind: first-opening
  moves:
    - c5-c4
    - \"d4-d3\"
answer: |
  not: a key
  - not an item
stage: review
";

    #[test]
    fn finds_keys_values_and_items() {
        let o = Outline::scan(STUDY);
        let n = o.find(&key("id")).unwrap();
        assert_eq!((n.key.line, n.key.column, n.key.len), (3, 1, 2));
        let v = n.value.unwrap();
        assert_eq!((v.line, v.column, v.len), (3, 5, 10));
        let g = o.find(&key("position.geese.2")).unwrap();
        assert_eq!((g.key.line, g.key.column), (4, 38));
        let t = o.find(&key("position.to_move")).unwrap();
        assert_eq!(t.key.column, 43);
        let m = o.find(&key("task.moves.1")).unwrap();
        assert_eq!((m.key.line, m.key.column), (9, 7));
        assert_eq!(m.style, Style::Quoted);
        assert!(o.find(&key("answer.not")).is_none());
        let s = o.find(&key("stage")).unwrap();
        assert_eq!(s.key.line, 13);
        assert!(o.duplicates.is_empty());
    }

    #[test]
    fn finds_duplicates_in_block_and_flow_maps() {
        let o = Outline::scan("id: a\ntask:\n  kind: blockade\n  kind: safe-moves\nid: b\n");
        assert_eq!(o.duplicates.len(), 2);
        assert_eq!(o.duplicates[0].path, key("task.kind"));
        assert_eq!(o.duplicates[0].first.line, 3);
        assert_eq!(o.duplicates[0].again.line, 4);
        assert_eq!(o.duplicates[1].path, key("id"));
        let o = Outline::scan("position: {fox: d4, fox: d5}\n");
        assert_eq!(o.duplicates.len(), 1);
        assert_eq!(o.duplicates[0].again.column, 21);
    }

    #[test]
    fn sequences_at_the_key_indent_belong_to_the_key() {
        let o = Outline::scan("moves:\n- a\n- b\nnext: 1\n");
        assert_eq!(o.find(&key("moves.1")).unwrap().key.line, 3);
        assert_eq!(o.find(&key("next")).unwrap().key.line, 4);
    }

    #[test]
    fn nearest_falls_back_to_ancestors() {
        let o = Outline::scan("task:\n  kind: blockade\n");
        assert_eq!(o.key_span(&key("task.side")).line, 1);
        assert_eq!(o.key_span(&key("nothing")), Span::START);
    }

    #[test]
    fn never_panics_on_odd_text() {
        for text in [
            "",
            "\u{feff}",
            "{",
            "[[[[",
            "a: {b: [c, {d: e",
            "- - - x",
            "\"unclosed: 1",
            "'a''b': 'c''d'",
            ": : :",
            "key: \"multi\n line\"\nnext: 1",
            "a:\n\t- b",
            "? complex\n: value",
            "x: [a: b, c]",
            "x: {a, b: }",
            "é: ü\n  ö: [ä, ß]",
            "--- \n...\n",
        ] {
            let _ = Outline::scan(text);
        }
        let deep = "[".repeat(10_000);
        let _ = Outline::scan(&deep);
        let deep = "- ".repeat(10_000);
        let _ = Outline::scan(&deep);
    }
}
