//! `perft`'s report: the leaf count, and with `--divide` the count after each first action;
//! and the warning before a long count.

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};

use super::{Present, Style};

/// Leaf positions exactly `depth` plies ahead.
#[derive(Serialize)]
pub struct PerftReport {
    pub depth: u32,
    pub nodes: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub divide: Option<Vec<Divide>>,
}

/// The count after one first action.
#[derive(Serialize)]
pub struct Divide {
    pub action: String,
    pub nodes: u64,
}

impl Present for PerftReport {
    fn text(&self, loc: &Localizer, _style: &Style) -> String {
        let mut s = String::new();
        // At depth 0 there is no first action to divide by.
        if let Some(parts) = self.divide.as_ref().filter(|_| self.depth > 0) {
            for d in parts {
                s.push_str(&format!("{}: {}\n", d.action, d.nodes));
            }
            s.push('\n');
        }
        let m = Message::new(ids::PERFT_RESULT)
            .arg("depth", self.depth)
            .arg("nodes", self.nodes);
        s.push_str(&loc.msg(&m));
        s.push('\n');
        s
    }
}

/// A warning before a count that will take long: about how many leaves it will find.
pub struct DepthWarning {
    pub depth: u32,
    /// The estimated leaf count.
    pub leaves: u64,
}

impl Present for DepthWarning {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let m = Message::new(ids::PERFT_WARN_DEEP)
            .arg("depth", self.depth)
            .arg("leaves", grouped(rounded(self.leaves)));
        format!(
            "{}: {}\n",
            style.bad(&loc.text(ids::WARNING_LABEL)),
            loc.msg(&m)
        )
    }
}

/// How far a long count has come: first actions counted, of all.
pub struct PerftProgress {
    pub done: usize,
    pub total: usize,
}

impl Present for PerftProgress {
    /// One line without its end, to be overwritten by the next.
    fn text(&self, loc: &Localizer, _style: &Style) -> String {
        let m = Message::new(ids::PERFT_PROGRESS)
            .arg("done", self.done)
            .arg("total", self.total);
        loc.msg(&m)
    }
}

/// `n` to two significant digits: an estimate should not look precise.
fn rounded(n: u64) -> u64 {
    let mut unit = 1u64;
    while n / unit >= 100 {
        unit *= 10;
    }
    // Round half up without overflowing near u64::MAX.
    (n / unit)
        .saturating_add(u64::from(n % unit >= unit / 2 && unit > 1))
        .saturating_mul(unit)
}

/// `n` with a space between groups of three digits, as SI writes numbers in every language:
/// "2 300 000 000".
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut s = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            s.push(' ');
        }
        s.push(c);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use foxgeese::i18n::Lang;

    #[test]
    fn estimates_are_rounded_and_grouped() {
        assert_eq!(grouped(rounded(2_345_678_901)), "2 300 000 000");
        assert_eq!(grouped(rounded(99)), "99");
        assert_eq!(grouped(rounded(1_250)), "1 300");
        assert_eq!(
            grouped(rounded(u64::MAX)),
            grouped(18_000_000_000_000_000_000)
        );
    }

    #[test]
    fn progress_reads_in_both_languages() {
        let p = PerftProgress { done: 3, total: 8 };
        let en = p.text(&Localizer::new(Lang::En), &Style::PLAIN);
        assert_eq!(en, "counting: 3 of 8 first actions done");
        let id = p.text(&Localizer::new(Lang::Id), &Style::PLAIN);
        assert_eq!(id, "menghitung: 3 dari 8 tindakan pertama selesai");
    }

    #[test]
    fn the_warning_reads_in_both_languages() {
        let w = DepthWarning {
            depth: 11,
            leaves: 1_234_567_890,
        };
        let en = w.text(&Localizer::new(Lang::En), &Style::PLAIN);
        assert_eq!(
            en,
            "warning: depth 11 means about 1 200 000 000 leaf positions (estimated from the \
             branching factor); this can take a long time.\n"
        );
        let id = w.text(&Localizer::new(Lang::Id), &Style::PLAIN);
        assert_eq!(
            id,
            "peringatan: kedalaman 11 berarti sekitar 1 200 000 000 posisi daun (perkiraan dari \
             faktor percabangan); ini bisa makan waktu lama.\n"
        );
    }
}
