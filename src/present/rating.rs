//! The learner's puzzle rating as the learner reads it: a number grouped in the language's
//! way ("1,512" in English, "1.512" in Indonesian), the line after each puzzle ("Your puzzle
//! rating: 1,512 (+14)"), and a small chart of its history for `list --puzzles`.

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};
use foxgeese::progress::RatingPoint;

use super::{Present, Style};

/// `n` with the language's separator between groups of three digits (`number-group-separator`).
pub fn grouped(loc: &Localizer, n: i64) -> String {
    let sep = loc.text(ids::NUMBER_GROUP_SEPARATOR);
    let sign = if n < 0 { "−" } else { "" };
    format!(
        "{sign}{}",
        foxgeese::i18n::group_digits(n.unsigned_abs(), &sep)
    )
}

/// A change of rating with its sign: "+14", "−9", "±0".
pub fn signed(loc: &Localizer, change: i32) -> String {
    match change {
        0 => "±0".to_string(),
        c if c > 0 => format!("+{}", grouped(loc, i64::from(c))),
        c => grouped(loc, i64::from(c)),
    }
}

/// The line after each puzzle.
pub struct RatingLine {
    /// The ruleset whose rating it is (as `--ruleset` names it).
    pub ruleset: String,
    /// The rating now, rounded.
    pub rating: i32,
    /// The change this puzzle made; `None` for a review, which is not rated.
    pub change: Option<i32>,
}

impl Present for RatingLine {
    fn text(&self, loc: &Localizer, _style: &Style) -> String {
        let rating = grouped(loc, i64::from(self.rating));
        let m = match self.change {
            Some(c) => Message::new(ids::TRAINER_RATING)
                .arg("rating", rating)
                .arg("change", signed(loc, c)),
            None => Message::new(ids::TRAINER_RATING_REVIEW).arg("rating", rating),
        }
        .arg("ruleset", self.ruleset.as_str());
        format!("{}\n", loc.msg(&m))
    }
}

/// The bars of the chart, lowest first.
const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// The history as one line of bars, the latest `width` points, each bar's height the rating
/// between the lowest and the highest shown; with the lowest and highest rating, or `None`
/// without history.
pub fn chart(history: &[RatingPoint], width: usize) -> Option<(String, i32, i32)> {
    let shown = &history[history.len().saturating_sub(width.max(1))..];
    let low = shown.iter().map(|p| p.rating).min()?;
    let high = shown.iter().map(|p| p.rating).max()?;
    let span = i64::from(high - low).max(1);
    let top = BARS.len() as i64 - 1;
    let line = shown
        .iter()
        .map(|p| {
            let level = if high == low {
                top / 2
            } else {
                (i64::from(p.rating - low) * top + span / 2) / span
            };
            BARS[usize::try_from(level.clamp(0, top)).unwrap_or(0)]
        })
        .collect();
    Some((line, low, high))
}

#[cfg(test)]
mod tests {
    use super::*;
    use foxgeese::i18n::Lang;

    #[test]
    fn numbers_grouped_in_each_language() {
        let en = Localizer::new(Lang::En);
        let id = Localizer::new(Lang::Id);
        for (n, in_en, in_id) in [
            (0, "0", "0"),
            (999, "999", "999"),
            (1512, "1,512", "1.512"),
            (-1234567, "−1,234,567", "−1.234.567"),
        ] {
            assert_eq!(grouped(&en, n), in_en);
            assert_eq!(grouped(&id, n), in_id);
        }
        assert_eq!(signed(&en, 14), "+14");
        assert_eq!(signed(&en, -9), "−9");
        assert_eq!(signed(&id, 1200), "+1.200");
        assert_eq!(signed(&id, 0), "±0");
    }

    #[test]
    fn the_rating_line_in_both_languages() {
        let style = Style::PLAIN;
        let line = RatingLine {
            ruleset: "plyyard".into(),
            rating: 1512,
            change: Some(14),
        };
        assert_eq!(
            line.text(&Localizer::new(Lang::En), &style),
            "Your puzzle rating in plyyard: 1,512 (+14)\n"
        );
        let id = line.text(&Localizer::new(Lang::Id), &style);
        assert!(id.contains("plyyard Anda: 1.512 (+14)"), "{id}");
    }

    #[test]
    fn the_chart_spans_lowest_to_highest() {
        let points: Vec<RatingPoint> = [1500, 1400, 1600, 1550]
            .iter()
            .enumerate()
            .map(|(day, &rating)| RatingPoint {
                day: day as i64,
                rating,
            })
            .collect();
        assert_eq!(chart(&points, 10), Some(("▅▁█▆".to_string(), 1400, 1600)));
        assert_eq!(chart(&points, 2), Some(("█▁".to_string(), 1550, 1600)));
        assert_eq!(chart(&points[..1], 10), Some(("▄".to_string(), 1500, 1500)));
        assert_eq!(chart(&[], 10), None);
    }
}
