//! `validate`'s warnings about a study screen that gives its answer away: the screen a learner
//! sees before answering (`study`, `practice`) is drawn in each language, as those commands
//! draw it, and handed to the library's audit ([`foxgeese::study::audit`]), which says what it
//! gives away.

use foxgeese::i18n::{Lang, Localizer};
use foxgeese::message::ids;
use foxgeese::rules::Outcome;
use foxgeese::study::audit::{self, Reveal, Screen, Words};
use foxgeese::study::Study;

use crate::present::study::StudyReport;
use crate::present::Style;

/// What the screen of `study` in `loc`'s language gives away, and what its id (read in
/// English) and title settle; less what the study allows.
pub fn reveals(study: &Study, loc: &Localizer) -> Vec<Reveal> {
    let report = super::study::report_in(loc, study);
    let words = Words::from_texts(
        &loc.text(ids::VALIDATE_SETTLING_WORDS),
        &loc.text(ids::VALIDATE_EVERY_WORDS),
        &loc.text(ids::VALIDATE_MISTAKE_WORDS),
    );
    audit::reveals(
        study,
        &screen(study, &report, loc),
        &words,
        loc.lang() == Lang::En,
    )
}

/// The screen `report` of `study` as the learner reads it: drawn without colour, the board
/// taken out (its own labels are no words of the screen; what it marks is kept as marks).
fn screen(study: &Study, report: &StudyReport, loc: &Localizer) -> Screen {
    let style = Style {
        color: false,
        width: None,
    };
    let board = crate::present::position::board(&report.board, report.marks, loc, &style);
    Screen {
        text: report.presentation(loc, &style).replacen(&board, "", 1),
        title: report.title.clone(),
        prompt: report.prompt.clone(),
        marks: report.marks,
        outcome: (study.position.outcome() != Outcome::Ongoing)
            .then(|| loc.say(&study.position.outcome())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use foxgeese::study::TextPart;

    fn study(position: &str, task: &str) -> Study {
        let text = format!(
            "format_version: 1\nid: t\nstage: review\nposition: \"{position}\"\ntask:\n{task}\n"
        );
        foxgeese::study::without_answer("t.yaml", &text).unwrap()
    }

    /// A localizer whose texts for study `t` are `title` and `prompt`.
    fn texts(title: &str, prompt: &str) -> Localizer {
        let mut loc = Localizer::new(Lang::En);
        let ftl = format!("t-title = {title}\nt-prompt = {prompt}\n");
        loc.add_resource(Lang::En, "t.en.ftl", &ftl).unwrap();
        loc
    }

    /// The drawn screen carries the study's texts, its marks and the outcome as the engine
    /// words it, so the audit finds what the learner would read.
    #[test]
    fn the_drawn_screen_is_what_is_audited() {
        let surrounded = study(
            "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0",
            "  kind: list-actions\n  side: fox",
        );
        let found = reveals(&surrounded, &texts("T", "Is d4xd2 the only one?"));
        assert!(
            found.contains(&Reveal::Item {
                item: "d4xd2".into(),
                part: Some(TextPart::Prompt)
            }),
            "{found:?}"
        );
        let loc = texts("T", "List them.");
        let mut report = super::super::study::report_in(&loc, &surrounded);
        report.marks = [foxgeese::rules::Coord { file: 3, rank: 2 }]
            .into_iter()
            .filter_map(|c| surrounded.position.on_board(c))
            .collect();
        let sc = screen(&surrounded, &report, &loc);
        assert!(sc.text.contains("List them."));
        assert_eq!(
            audit::screen_reveals(&surrounded, &sc),
            [Reveal::Marks {
                points: vec!["d2".into()]
            }]
        );
        // The fox on d1 hemmed in: the geese have won, and a prompt saying so is found.
        let blocked = study("3/3/7/7/3G3/1G1/GFG f 0", "  kind: blockade");
        let status = Localizer::new(Lang::En).say(&blocked.position.outcome());
        let found = reveals(&blocked, &texts("T", &format!("Here {status} Stuck?")));
        assert!(
            found.iter().any(|r| matches!(r, Reveal::Status { .. })),
            "{found:?}"
        );
    }
}
