//! Helpers shared by the fuzz targets: the rulesets to pick from, and a reader that turns
//! fuzz bytes into small choices.
//!
//! Why a hand-written reader rather than `arbitrary`: the targets only need a few numbers per
//! ply, and running out of bytes simply ends the game, which keeps inputs short and mutations
//! meaningful.

use foxgeese::{Ruleset, RulesetSpec};

/// Every ruleset with every option set: the library's list, which the property tests walk too.
pub const SPECS: [&str; RulesetSpec::ALL.len()] = RulesetSpec::ALL;

/// The ruleset picked by `byte`.
pub fn ruleset(byte: u8) -> &'static Ruleset {
    let spec: RulesetSpec = SPECS[byte as usize % SPECS.len()]
        .parse()
        .expect("the listed specs parse");
    Ruleset::get(spec)
}

/// Splits the input into the ruleset (its first byte) and the rest as text, if UTF-8.
pub fn ruleset_and_text(data: &[u8]) -> Option<(&'static Ruleset, &str)> {
    let (&first, rest) = data.split_first()?;
    Some((ruleset(first), std::str::from_utf8(rest).ok()?))
}

/// At most `most` of `items`, spread evenly over the list: for checks that look each item up
/// in the whole list again, which is quadratic in a position with thousands of capture chains.
pub fn spread<T>(items: &[T], most: usize) -> impl Iterator<Item = &T> {
    items
        .iter()
        .step_by(items.len().div_ceil(most.max(1)).max(1))
}

/// Fuzz bytes read as small numbers; when they run out, every read says `None`.
pub struct Bytes<'a> {
    data: &'a [u8],
}

impl<'a> Bytes<'a> {
    /// A reader over `data`.
    pub fn new(data: &'a [u8]) -> Bytes<'a> {
        Bytes { data }
    }

    /// The next byte.
    pub fn byte(&mut self) -> Option<u8> {
        let (&b, rest) = self.data.split_first()?;
        self.data = rest;
        Some(b)
    }

    /// The next two bytes as a number.
    pub fn u16(&mut self) -> Option<u16> {
        Some(u16::from(self.byte()?) << 8 | u16::from(self.byte()?))
    }
}
