//! The study commands: `study` (show one), `check` (grade an answer), `list` (the library),
//! and what `practice` shares with them: opening a STUDY argument with its own text files,
//! and saying a verdict.

use serde::Serialize;

use foxgeese::i18n::Lang;
use foxgeese::message::{Message, ToMessage};
use foxgeese::render::table;
use foxgeese::rules::bitboard::Bitboard;
use foxgeese::rules::game::Game;
use foxgeese::study::library::{self, builtin_studies, text_file_beside, Origin};
use foxgeese::study::{Expected, OpenError, Stage, Study, TextPart, Verdict};

use super::show::{board_text, status_text};
use super::validate::problem_text;
use super::{print_json, ReasonJson};
use crate::app::{CliError, CmdResult, Ctx, Exit};
use crate::cli::Format;

/// Opens a STUDY argument (a path or a built-in id) and, for a file, adds its own
/// `NAME.en.ftl` / `NAME.id.ftl` texts to the localizer.
pub fn open(ctx: &mut Ctx, arg: &str) -> Result<Study, CliError> {
    let source = library::resolve(arg).map_err(|e| open_error(ctx, &e))?;
    let study = source
        .load()
        .map_err(|problems| open_error(ctx, &OpenError::Invalid(problems)))?;
    if let Origin::File(path) = &source.origin {
        add_side_texts(ctx, path)?;
    }
    Ok(study)
}

/// Adds the Fluent files beside a study file, if any. A malformed one is an error (exit 2).
pub fn add_side_texts(ctx: &mut Ctx, path: &std::path::Path) -> Result<(), CliError> {
    for (lang, label, text) in side_texts(path) {
        if let Err(problems) = ctx.loc.add_resource(lang, &label, &text) {
            return Err(CliError::many(
                problems.iter().map(ToMessage::to_message).collect(),
            ));
        }
    }
    Ok(())
}

/// The Fluent files beside a study file that exist: (language, path as a label, text).
pub fn side_texts(path: &std::path::Path) -> Vec<(Lang, String, String)> {
    Lang::ALL
        .into_iter()
        .filter_map(|lang| {
            let ftl = text_file_beside(path, lang.tag());
            let text = std::fs::read_to_string(&ftl).ok()?;
            Some((lang, ftl.display().to_string(), text))
        })
        .collect()
}

/// The error for a study that cannot be opened: the reason, then each problem with its place.
pub fn open_error(ctx: &Ctx, e: &OpenError) -> CliError {
    let mut err = CliError::new(e.to_message());
    if let OpenError::Invalid(problems) = e {
        for p in problems {
            err.notes.push(problem_text(ctx, p, None));
        }
    }
    err
}

/// A study text: `<id>-title` and so on, with the task's arguments.
pub fn text(ctx: &Ctx, study: &Study, part: TextPart) -> String {
    ctx.loc.dynamic(&study.message_id(part), &study.text_args())
}

/// Title, stage line, board and prompt.
pub fn presentation(ctx: &Ctx, study: &Study) -> String {
    let mut s = ctx.style.heading(&text(ctx, study, TextPart::Title));
    s.push('\n');
    let about = Message::new("study-about")
        .arg("id", study.id.as_str())
        .arg("stage", study.stage.to_message())
        .arg("kind", study.kind().to_message())
        .arg("ruleset", study.ruleset().to_string());
    s.push_str(&ctx.msg(&about));
    s.push_str("\n\n");
    s.push_str(&board_text(ctx, &study.position, Bitboard::EMPTY));
    s.push('\n');
    s.push_str(&status_text(ctx, &Game::new(study.position)));
    s.push('\n');
    s.push_str(&text(ctx, study, TextPart::Prompt));
    s.push('\n');
    s
}

#[derive(Serialize)]
struct StudyJson {
    id: String,
    title: String,
    stage: &'static str,
    kind: &'static str,
    ruleset: String,
    position: String,
    side: &'static str,
    prompt: String,
}

pub fn run_study(ctx: &mut Ctx, arg: &str, format: Format) -> CmdResult {
    let study = open(ctx, arg)?;
    match format {
        Format::Json => {
            let j = StudyJson {
                id: study.id.clone(),
                title: text(ctx, &study, TextPart::Title),
                stage: study.stage.name(),
                kind: study.kind().name(),
                ruleset: study.ruleset().to_string(),
                position: study.position.notation(),
                side: study.position.turn().name(),
                prompt: text(ctx, &study, TextPart::Prompt),
            };
            print_json(ctx, &j);
        }
        Format::Text => {
            let mut s = presentation(ctx, &study);
            s.push('\n');
            s.push_str(&ctx.msg(&Message::new("study-how-to-answer").arg("id", study.id.as_str())));
            s.push('\n');
            ctx.print(&s);
        }
    }
    Ok(Exit::Success)
}

/// The feedback on a verdict: correct or not, what was right, missed and wrong (with every
/// reason), the witness for a blockade, and the explanation when the answer is right or
/// `explain` is set.
pub fn feedback(ctx: &Ctx, study: &Study, v: &Verdict, explain: bool) -> String {
    let mut s = String::new();
    if v.correct {
        s.push_str(&ctx.style.good(&ctx.text("check-correct")));
    } else {
        s.push_str(&ctx.style.bad(&ctx.text("check-wrong")));
    }
    s.push('\n');
    let list = |items: &[String]| items.join(" ");
    let is_list = matches!(v.expected, Expected::List(_));
    if is_list {
        if !v.right.is_empty() {
            let m = Message::new("check-right")
                .arg("count", v.right.len())
                .arg("items", list(&v.right));
            s.push_str(&ctx.msg(&m));
            s.push('\n');
        }
        if !v.missing.is_empty() {
            let m = Message::new("check-missing")
                .arg("count", v.missing.len())
                .arg("items", list(&v.missing));
            s.push_str(&ctx.msg(&m));
            s.push('\n');
        }
    }
    if !v.wrong.is_empty() {
        s.push_str(&ctx.msg(&Message::new("check-wrong-items").arg("count", v.wrong.len())));
        s.push('\n');
        for w in &v.wrong {
            let reasons = w.reason.messages(study.position.rules());
            s.push_str(&format!("  - {}: {}\n", w.answer, ctx.msg(&reasons[0])));
            for r in &reasons[1..] {
                s.push_str(&format!("    {}\n", ctx.msg(r)));
            }
        }
    }
    // A wrong "yes" already names the witness among the wrong items.
    if let Some(w) = v.witness.as_ref().filter(|_| v.correct) {
        s.push_str(&ctx.msg(&Message::new("check-witness").arg("action", w.as_str())));
        s.push('\n');
    }
    if v.correct || explain {
        s.push('\n');
        s.push_str(&text(ctx, study, TextPart::Explanation));
        s.push('\n');
    }
    s
}

#[derive(Serialize)]
struct WrongJson {
    answer: String,
    reason: String,
    reasons: Vec<ReasonJson>,
}

#[derive(Serialize)]
#[serde(untagged)]
enum ExpectedJson {
    YesNo(&'static str),
    List(Vec<String>),
}

#[derive(Serialize)]
struct CheckJson {
    study: String,
    correct: bool,
    expected: ExpectedJson,
    right: Vec<String>,
    missing: Vec<String>,
    wrong: Vec<WrongJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    witness: Option<String>,
    explanation: Option<String>,
}

pub fn run_check(ctx: &mut Ctx, arg: &str, answer: &str, format: Format) -> CmdResult {
    let study = open(ctx, arg)?;
    let verdict = study.check(answer).map_err(|e| {
        let mut err = CliError::new(e.to_message());
        err.footer = Some(Box::new(e.hint()));
        err
    })?;
    match format {
        Format::Json => {
            let rules = study.position.rules();
            let j = CheckJson {
                study: study.id.clone(),
                correct: verdict.correct,
                expected: match &verdict.expected {
                    Expected::YesNo(b) => ExpectedJson::YesNo(if *b { "yes" } else { "no" }),
                    Expected::List(v) => ExpectedJson::List(v.clone()),
                },
                right: verdict.right.clone(),
                missing: verdict.missing.clone(),
                wrong: verdict
                    .wrong
                    .iter()
                    .map(|w| {
                        let ms = w.reason.messages(rules);
                        WrongJson {
                            answer: w.answer.clone(),
                            reason: ms.iter().map(|m| ctx.msg(m)).collect::<Vec<_>>().join(" "),
                            reasons: ms.iter().map(|m| ReasonJson::new(ctx, m)).collect(),
                        }
                    })
                    .collect(),
                witness: verdict.witness.clone(),
                explanation: verdict
                    .correct
                    .then(|| text(ctx, &study, TextPart::Explanation)),
            };
            print_json(ctx, &j);
        }
        Format::Text => {
            let s = feedback(ctx, &study, &verdict, false);
            ctx.print(&s);
        }
    }
    Ok(if verdict.correct {
        Exit::Success
    } else {
        Exit::Negative
    })
}

/// Reads `--stage`.
pub fn stage(arg: Option<&str>) -> Result<Option<Stage>, CliError> {
    arg.map(|s| s.parse::<Stage>().map_err(CliError::from))
        .transpose()
}

/// The built-in studies in practice order: by stage, then by file name.
pub fn library_in_order(ctx: &Ctx) -> Result<Vec<Study>, CliError> {
    let mut studies = Vec::new();
    for s in builtin_studies() {
        studies.push(s.map_err(|problems| open_error(ctx, &OpenError::Invalid(problems)))?);
    }
    studies.sort_by(|a, b| (a.stage, &a.file).cmp(&(b.stage, &b.file)));
    Ok(studies)
}

#[derive(Serialize)]
struct ListJson {
    id: String,
    stage: &'static str,
    kind: &'static str,
    ruleset: String,
    title: String,
}

pub fn run_list(ctx: &mut Ctx, stage_arg: Option<&str>, format: Format) -> CmdResult {
    let stage = stage(stage_arg)?;
    let studies: Vec<Study> = library_in_order(ctx)?
        .into_iter()
        .filter(|s| stage.is_none_or(|st| s.stage == st))
        .collect();
    if format == Format::Json {
        let v: Vec<ListJson> = studies
            .iter()
            .map(|s| ListJson {
                id: s.id.clone(),
                stage: s.stage.name(),
                kind: s.kind().name(),
                ruleset: s.ruleset().to_string(),
                title: text(ctx, s, TextPart::Title),
            })
            .collect();
        print_json(ctx, &v);
        return Ok(Exit::Success);
    }
    let mut t = table::new(
        vec![
            ctx.text("col-id"),
            ctx.text("col-stage"),
            ctx.text("col-task"),
            ctx.text("col-ruleset"),
            ctx.text("col-title"),
        ],
        &ctx.style,
    );
    for s in &studies {
        t.add_row(vec![
            s.id.clone(),
            ctx.loc.say(&s.stage),
            ctx.loc.say(&s.kind()),
            s.ruleset().to_string(),
            text(ctx, s, TextPart::Title),
        ]);
    }
    let mut out = t.to_string();
    out.push('\n');
    out.push_str(&ctx.msg(&Message::new("list-count").arg("count", studies.len())));
    out.push('\n');
    ctx.print(&out);
    Ok(Exit::Success)
}
