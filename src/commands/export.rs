//! `foxgeese export`: the studies (the built-in library, or the files, folders and ids named)
//! written as a static lesson book in one or both languages; see [`crate::present::export`]
//! for the pages.
//!
//! The studies are chosen and opened as `practice` chooses them
//! ([`super::practice_plan::selection`]), their texts found as every study command finds them
//! ([`super::studies`]); the book then groups them by stage and ruleset, and that order is the
//! order of the previous and next links. [`book_files`] puts the pages in the folder: whole,
//! never over a file foxgeese did not write (without `--force`), its own stale pages removed.

use std::path::Path;

use foxgeese::i18n::{Lang, Localizer};
use foxgeese::message::{ids, Message};
use foxgeese::study::{Expected, Study, TextPart};
use foxgeese::RulesetSpec;

use crate::cli::ExportArgs;
use crate::present::diagram::{svg, Diagram, Theme};
use crate::present::error::CliError;
use crate::present::export::{self, Book, BookStudy};

use super::book_files;
use super::ctx::{CmdResult, Ctx, Exit};
use super::practice_plan::selection;
use super::studies::{ftl_error, side_texts, solved, text};

/// The width of a study page's diagram, in pixels (the style sheet scales it to the page).
const DIAGRAM_SIZE: u32 = 420;

pub fn run(ctx: &mut Ctx, args: &ExportArgs) -> CmdResult {
    let langs = languages(args.lang.as_deref(), ctx.loc.lang());
    let mut studies = Vec::new();
    for entry in selection(ctx, &args.paths)? {
        studies.push(solved(ctx, &entry)?.clone());
    }
    let mut seen = std::collections::BTreeSet::new();
    studies.retain(|s| seen.insert(s.id.clone()));
    in_book_order(&mut studies);
    // Paths relative to the book's folder, `/` between parts.
    let mut files: Vec<(String, String)> = vec![
        ("index.html".to_string(), export::home(&langs)),
        ("style.css".to_string(), export::CSS.to_string()),
    ];
    for &lang in &langs {
        let loc = localizer(lang, &studies)?;
        let book = Book {
            lang,
            langs: langs.clone(),
            studies: studies.iter().map(|s| book_study(s, &loc)).collect(),
        };
        let dir = lang.tag();
        files.push((format!("{dir}/index.html"), export::index(&book, &loc)));
        for (i, s) in book.studies.iter().enumerate() {
            files.push((
                format!("{dir}/{}.html", s.id),
                export::study_page(&book, i, &loc),
            ));
        }
    }
    super::interrupt::clean_up_on_ctrl_c();
    let put = book_files::put(&args.output, &files, args.force)?;
    // The languages by name, in the language of the output ("English, Indonesian").
    let names: Vec<String> = langs
        .iter()
        .map(|l| ctx.msg(&Message::new(ids::LANG_NAME).arg("lang", l.tag())))
        .collect();
    let names = names
        .into_iter()
        .reduce(|a, b| ctx.msg(&Message::new(ids::LIST_AND).arg("a", a).arg("b", b)))
        .unwrap_or_default();
    let m = Message::new(ids::EXPORT_WROTE)
        .arg("studies", studies.len())
        .arg("languages", names)
        .arg("files", files.len())
        .arg("dir", args.output.display().to_string())
        .arg(
            "index",
            args.output.join("index.html").display().to_string(),
        );
    let mut line = format!("{}\n", ctx.msg(&m));
    if put.removed > 0 {
        let m = Message::new(ids::EXPORT_REMOVED).arg("count", put.removed);
        line.push_str(&format!("{}\n", ctx.msg(&m)));
    }
    ctx.print_fitted(&line);
    Ok(Exit::Success)
}

/// The book's languages: `--lang all` (or none given) means every language, else the one
/// asked for (the run loop has already refused an unknown one).
fn languages(flag: Option<&str>, spoken: Lang) -> Vec<Lang> {
    match flag {
        Some(f) if !f.trim().eq_ignore_ascii_case("all") => vec![spoken],
        _ => Lang::ALL.to_vec(),
    }
}

/// Stage, then ruleset (Ply Yard's first), keeping the practice order within each group.
fn in_book_order(studies: &mut [Study]) {
    studies.sort_by_cached_key(|s| {
        let r = s.ruleset();
        (s.stage, r != RulesetSpec::default(), r.to_string())
    });
}

/// A localizer for `lang` with the texts beside every study file.
fn localizer(lang: Lang, studies: &[Study]) -> Result<Localizer, CliError> {
    let mut loc = Localizer::new(lang);
    for s in studies {
        for (l, label, body) in side_texts(Path::new(&s.file)) {
            // A text that cannot be read was refused when the study was opened.
            let Ok(body) = body else { continue };
            loc.add_resource(l, &label, &body)
                .map_err(|problems| ftl_error(&problems))?;
        }
    }
    Ok(loc)
}

/// A study's page contents in `loc`'s language.
fn book_study(s: &Study, loc: &Localizer) -> BookStudy {
    let spec = s.ruleset();
    let diagram = Diagram {
        position: s.position,
        arrows: Vec::new(),
        marks: Vec::new(),
        legal: None,
        last: None,
        coordinates: true,
        size: DIAGRAM_SIZE,
        theme: Theme::Light,
    };
    BookStudy {
        id: s.id.clone(),
        title: text(loc, s, TextPart::Title),
        stage: s.stage,
        stage_name: loc.say(&s.stage),
        kind_name: loc.say(&s.kind()),
        ruleset: spec.to_string(),
        ruleset_title: loc.msg(
            &Message::new(ids::RS_TITLE)
                .arg("variant", spec.variant.name())
                .arg("ruleset", spec.to_string()),
        ),
        difficulty: s.difficulty,
        status: crate::present::position::study_status_lines(&s.position)
            .iter()
            .map(|m| loc.msg(m))
            .collect(),
        prompt: text(loc, s, TextPart::Prompt),
        hint: text(loc, s, TextPart::Hint),
        answer: answer(&s.expected(), loc),
        explanation: text(loc, s, TextPart::Explanation),
        svg: svg::render(&diagram, loc),
    }
}

/// The answer in the page's language: yes, no and none are words, actions and points stay.
fn answer(e: &Expected, loc: &Localizer) -> String {
    match e {
        Expected::YesNo(true) => loc.text(ids::EXPORT_ANSWER_YES),
        Expected::YesNo(false) => loc.text(ids::EXPORT_ANSWER_NO),
        Expected::List(v) if v.is_empty() => loc.text(ids::EXPORT_ANSWER_NONE),
        Expected::List(v) => v.join(", "),
        Expected::Verdict(v) => loc.say(v),
    }
}
