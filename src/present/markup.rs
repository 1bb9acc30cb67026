//! Escaping text for markup: the lesson book's HTML and the diagrams' SVG (which the book also
//! inlines) share one function, so a title is escaped the same way wherever it lands.

/// `s` escaped for HTML and XML text and attribute values. The apostrophe becomes `&#39;`,
/// which both read (`&apos;` is XML's and HTML5's, not HTML4's). Control characters other than
/// newline and tab are dropped: XML 1.0 does not allow them, and they never belong in a page.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control() && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn text_is_escaped_for_html_and_xml() {
        let cases = [
            ("a < b & c", "a &lt; b &amp; c"),
            ("\"q\" 'a'", "&quot;q&quot; &#39;a&#39;"),
            ("bell\u{7}", "bell"),
            ("two\nlines\tand a tab", "two\nlines\tand a tab"),
            ("plain", "plain"),
        ];
        for (input, want) in cases {
            assert_eq!(escape(input), want, "{input:?}");
        }
    }
}
