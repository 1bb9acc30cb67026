//! Checks on Fluent text before `fluent-syntax` parses it, for inputs the parser cannot take.
//!
//! Why here and not upstream: `fluent-syntax` 0.12 recurses once per nested placeable (a deep
//! enough `{ { { …` overflows the stack and aborts the process), and it panics on an invalid
//! `\u` escape followed by a non-ASCII character (it slices the text inside that character).
//! Both need fixing upstream; until then a sidecar file must not be able to crash the tutor, so
//! such text is refused here with a located problem, and the parse itself runs under
//! `catch_unwind` in case the parser has other panics.

/// The deepest nesting of placeables accepted. Real texts nest two or three deep.
pub const MAX_NESTING: usize = 64;

/// Why a text is refused before parsing, and the byte offset it points at.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// Placeables nested deeper than [`MAX_NESTING`].
    TooDeep(usize),
    /// A `\u` or `\U` escape with too few hexadecimal digits before a non-ASCII character.
    BadEscape(usize),
}

/// The first reason to refuse `text`, if any.
pub fn refuse(text: &str) -> Option<Refusal> {
    too_deep(text)
        .map(Refusal::TooDeep)
        .or_else(|| bad_escape(text).map(Refusal::BadEscape))
}

/// Where the placeables get nested deeper than [`MAX_NESTING`].
///
/// An estimate that never counts less than the parser nests: every `{` opens; a `}` closes
/// unless a `"` (a string literal) came before it on the line inside a placeable; a line that
/// starts a new message (`id =` at column 0) ends every placeable, as it does for the parser.
fn too_deep(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if starts_message(line) {
            depth = 0;
        }
        let mut quoted = false;
        for (i, b) in line.bytes().enumerate() {
            match b {
                b'{' => {
                    depth += 1;
                    if depth > MAX_NESTING {
                        return Some(offset + i);
                    }
                }
                b'"' if depth > 0 => quoted = true,
                b'}' if !quoted => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        offset += line.len();
    }
    None
}

/// Whether `line` begins a message or term: an identifier at column 0, then `=`.
fn starts_message(line: &str) -> bool {
    let id = line.strip_prefix('-').unwrap_or(line);
    let name_len = id
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'-' || *b == b'_')
        .count();
    id.bytes().next().is_some_and(|b| b.is_ascii_alphabetic())
        && id[name_len..]
            .trim_start_matches([' ', '\t'])
            .starts_with('=')
}

/// Where a `\u` (four digits) or `\U` (six) escape has fewer hexadecimal digits than it needs
/// and a non-ASCII character follows them.
fn bad_escape(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    bytes.windows(2).enumerate().find_map(|(i, w)| {
        let need = match w {
            [b'\\', b'u'] => 4,
            [b'\\', b'U'] => 6,
            _ => return None,
        };
        let digits = bytes[i + 2..]
            .iter()
            .take(need)
            .take_while(|b| b.is_ascii_hexdigit())
            .count();
        let next = bytes.get(i + 2 + digits);
        (digits < need && next.is_some_and(|b| !b.is_ascii())).then_some(i)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_nesting_is_refused_and_shallow_is_not() {
        let deep = format!("x = {}", "{".repeat(MAX_NESTING + 1));
        assert_eq!(refuse(&deep), Some(Refusal::TooDeep(4 + MAX_NESTING)));
        let ok = format!("x = {}{}", "{".repeat(MAX_NESTING), "}".repeat(MAX_NESTING));
        assert_eq!(refuse(&ok), None);
    }

    #[test]
    fn closing_braces_in_string_literals_do_not_hide_depth() {
        let sneaky = "x = { \"}}}}}}}}\" ".repeat(MAX_NESTING + 1);
        assert!(matches!(refuse(&sneaky), Some(Refusal::TooDeep(_))));
    }

    #[test]
    fn a_new_message_ends_the_nesting() {
        let many = "x = { { $a } }\n".repeat(MAX_NESTING * 4);
        assert_eq!(refuse(&many), None);
    }

    #[test]
    fn short_escapes_before_non_ascii_are_refused() {
        assert_eq!(refuse("x = {\"\\ué\"}"), Some(Refusal::BadEscape(6)));
        assert_eq!(refuse("x = {\"\\U12é\"}"), Some(Refusal::BadEscape(6)));
        assert_eq!(refuse("x = {\"\\u00e9\"}"), None);
        assert_eq!(refuse("x = {\"\\u12\"}"), None);
    }
}
