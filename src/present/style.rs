//! How to draw: colour or not, and the width; the one place that picks the colours.
//!
//! Colour is decided once by the caller ([`Style`]); without colour every drawing stays
//! readable, since pieces are letters (`F`, `G`) and not colours.

use owo_colors::OwoColorize;

/// How to draw: with or without colour, and the width text and tables must fit.
#[derive(Clone, Copy, Debug, Default)]
pub struct Style {
    /// Use ANSI colours.
    pub color: bool,
    /// Fit text and tables to this width (the terminal's, or 80), or leave them unbounded.
    pub width: Option<u16>,
}

impl Style {
    /// Plain text: no colour, no width limit. What unit tests draw with (the binary always
    /// knows a width).
    #[cfg(test)]
    pub const PLAIN: Style = Style {
        color: false,
        width: None,
    };

    fn paint(&self, s: &str, colour: impl Fn(&str) -> String) -> String {
        if self.color {
            colour(s)
        } else {
            s.to_string()
        }
    }

    /// The fox's colour.
    pub fn fox(&self, s: &str) -> String {
        self.paint(s, |s| s.red().bold().to_string())
    }

    /// A goose's colour: blue, bold. Bright white vanished on a light background; blue (like
    /// the fox's red) is one of the few colours that read on both light and dark themes.
    pub fn goose(&self, s: &str) -> String {
        self.paint(s, |s| s.blue().bold().to_string())
    }

    /// Lines and empty points.
    pub fn dim(&self, s: &str) -> String {
        self.paint(s, |s| s.dimmed().to_string())
    }

    /// Marked points (destinations of listed actions), and good news: correct, legal.
    pub fn good(&self, s: &str) -> String {
        self.paint(s, |s| s.green().bold().to_string())
    }

    /// Bad news: wrong, illegal, errors.
    pub fn bad(&self, s: &str) -> String {
        self.paint(s, |s| s.red().bold().to_string())
    }

    /// Headings.
    pub fn heading(&self, s: &str) -> String {
        self.paint(s, |s| s.bold().to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geese_are_not_white_and_letters_stay_without_colour() {
        let on = Style {
            color: true,
            width: None,
        };
        let g = on.goose("G");
        assert!(g.contains("\u{1b}[34m") && g.contains('G'), "{g:?}");
        assert!(
            !g.contains("\u{1b}[97m") && !g.contains("\u{1b}[37m"),
            "{g:?}"
        );
        assert_eq!(Style::PLAIN.goose("G"), "G");
        assert_eq!(Style::PLAIN.fox("F"), "F");
    }
}
