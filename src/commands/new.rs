//! `foxgeese new ID --kind KIND`: starts a study. Writes `ID.yaml` with the engine's answer,
//! and `ID.en.ftl`, `ID.id.ftl` with every text to write, each holding a placeholder that
//! `validate` points at until it is replaced. Existing files are never overwritten (exit 2).
//!
//! The YAML is made as text and then loaded like any study, so every check `validate` makes
//! applies before anything is written: a wrong point, an illegal move, a missing `--side` are
//! refused with the loader's own problem and hint.

use std::path::{Path, PathBuf};

use foxgeese::fsio::atomic_write;
use foxgeese::game::record::Replayed;
use foxgeese::i18n::{Lang, Localizer};
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::rules::{Position, RulesetSpec};
use foxgeese::study::{
    answer_value, is_missing_answer, load, without_answer, AnswerKind, TaskKind, TextPart,
};

use crate::cli::suggest::closest;
use crate::cli::{NewArgs, PositionArgs, SideArg};
use crate::present::error::CliError;
use crate::present::new::NewReport;
use crate::present::problem;

use super::ctx::{CmdResult, Ctx, Exit};
use super::input;
use super::studies::finding;

/// Reads `--kind`; a mistyped kind gets the closest one suggested.
fn kind(name: &str) -> Result<TaskKind, CliError> {
    TaskKind::ALL
        .into_iter()
        .find(|k| k.name() == name)
        .ok_or_else(|| {
            let names = TaskKind::ALL.map(TaskKind::name);
            CliError::new(
                Message::new(ids::NEW_UNKNOWN_KIND)
                    .arg("kind", name)
                    .arg("expected", names.join(", ")),
            )
            .with_suggestion(closest(name, names).map(str::to_string))
        })
}

/// `--moves @FILE`: the game record it names, replayed from `--ruleset` and `--position`
/// where the record names no start.
fn record(spec: &NewArgs) -> Result<Option<Replayed>, CliError> {
    let Some(path) = spec.moves.as_deref().and_then(input::record_path) else {
        return Ok(None);
    };
    let args = PositionArgs {
        position: spec.position.clone().unwrap_or_else(|| "start".to_string()),
        ruleset: spec
            .ruleset
            .clone()
            .unwrap_or_else(|| RulesetSpec::default().to_string()),
        moves: None,
    };
    input::record_file(Path::new(path), &args).map(Some)
}

/// The study file without its answer. With `--moves @FILE`, the record's start and actions.
fn yaml(spec: &NewArgs, kind: TaskKind) -> Result<String, CliError> {
    let record = record(spec)?;
    let rules = match (&record, &spec.ruleset) {
        (Some(r), _) => r.game.start().rules(),
        (None, Some(r)) => input::ruleset(r)?,
        (None, None) => input::ruleset(&RulesetSpec::default().to_string())?,
    };
    let position = match (&record, &spec.position) {
        (Some(r), _) => r.game.start().notation(),
        (None, Some(p)) => p.clone(),
        (None, None) => Position::start(rules).notation(),
    };
    let ruleset = match (&record, &spec.ruleset) {
        (Some(_), _) => rules.spec.to_string(),
        (None, r) => r
            .clone()
            .unwrap_or_else(|| RulesetSpec::default().to_string()),
    };
    let mut s = format!(
        "format_version: 1\nid: {}\nruleset: {}\nstage: understand\nposition: \"{}\"\ntask:\n  kind: {}\n",
        spec.id,
        ruleset,
        position,
        kind.name()
    );
    if let Some(side) = spec.side {
        let side = match side {
            SideArg::Fox => "fox",
            SideArg::Geese => "geese",
        };
        s.push_str(&format!("  side: {side}\n"));
    }
    if let Some(from) = &spec.from {
        s.push_str(&format!("  from: {from}\n"));
    }
    if let Some(mv) = &spec.mv {
        s.push_str(&format!("  move: {mv}\n"));
    }
    if let Some(r) = &record {
        // A record file: its actions, as the record wrote them.
        let list: Vec<String> = r.record.actions.iter().map(|a| a.to_string()).collect();
        s.push_str(&format!("  moves: [{}]\n", list.join(", ")));
    } else if let Some(moves) = &spec.moves {
        let list: Vec<&str> = moves.split([' ', ',']).filter(|m| !m.is_empty()).collect();
        s.push_str(&format!("  moves: [{}]\n", list.join(", ")));
    }
    Ok(s)
}

/// A study's Fluent file in `lang`: a comment, then each text holding the placeholder.
fn ftl(id: &str, lang: Lang) -> String {
    let loc = Localizer::new(lang);
    let marker = loc.text(ids::NEW_PLACEHOLDER);
    let mut s = format!(
        "# {}\n",
        loc.msg(
            &Message::new(ids::NEW_FTL_HEADER)
                .arg("id", id)
                .arg("marker", marker.as_str())
        )
    );
    for part in TextPart::ALL {
        s.push_str(&format!("{id}-{} = {marker}\n", part.suffix()));
    }
    s
}

/// The files to write, refusing any that exists.
fn targets(dir: &Path, id: &str) -> Result<Vec<PathBuf>, CliError> {
    let mut paths = vec![dir.join(format!("{id}.yaml"))];
    paths.extend(
        Lang::ALL
            .iter()
            .map(|l| dir.join(format!("{id}.{}.ftl", l.tag()))),
    );
    if let Some(p) = paths.iter().find(|p| p.exists()) {
        return Err(CliError::new(
            Message::new(ids::NEW_EXISTS).arg("path", p.display().to_string()),
        ));
    }
    Ok(paths)
}

pub fn run(ctx: &mut Ctx, spec: &NewArgs) -> CmdResult {
    let kind = kind(&spec.kind)?;
    let dir = spec.dir.as_deref().unwrap_or(Path::new("."));
    let paths = targets(dir, &spec.id)?;
    let label = paths[0].display().to_string();
    let text = yaml(spec, kind)?;
    let Some(study) = without_answer(&label, &text) else {
        // Read with a stand-in answer, so the loader gets as far as the task's fields (a
        // value for a verdict, which reads no list).
        // Each stand-in answer in turn, the kind's own first, until one that the loader
        // reads lets it say what is wrong with the rest (an action as the answer gets a
        // find-mistake task as far as proving its replay).
        let first = match kind.answer_kind() {
            AnswerKind::Verdict => "draw",
            _ => "none",
        };
        let answer_line = text.lines().count() + 1;
        let problems = [first, "none", "no", "a1-a2", "draw"]
            .iter()
            .map(|word| {
                let stand_in = format!("{text}answer: \"{word}\"\n");
                load(&label, &stand_in).err().unwrap_or_default()
            })
            .map(|ps: Vec<_>| {
                ps.into_iter()
                    .filter(|p| !is_missing_answer(p) && p.location.line != answer_line)
                    .collect::<Vec<_>>()
            })
            .find(|ps| !ps.is_empty())
            .unwrap_or_default();
        let mut err = CliError::new(Message::new(ids::NEW_REFUSED));
        // The stand-in answer is no answer of the user's: what the loader says of it (“none”
        // is not yes or no, for a blockade whose id is refused) is left out. Nothing was
        // written, so a problem names no file and no line of one: it is said with its hint.
        for p in &problems {
            let f = finding(p, None, &ctx.loc);
            err.notes.push(
                problem::text_unplaced(&f, &ctx.loc, &ctx.style)
                    .trim_end()
                    .to_string(),
            );
        }
        return Err(err);
    };
    let answer = answer_value(&study);
    let full = format!("{text}answer: \"{answer}\"\n");
    let write = |path: &Path, text: &str| {
        atomic_write(path, text.as_bytes()).map_err(|e| {
            CliError::new(
                Message::new(ids::NEW_UNWRITABLE)
                    .arg("path", path.display().to_string())
                    .arg("detail", e.kind().to_message()),
            )
        })
    };
    write(&paths[0], &full)?;
    for (path, lang) in paths[1..].iter().zip(Lang::ALL) {
        write(path, &ftl(&spec.id, lang))?;
    }
    ctx.show(&NewReport {
        files: paths.iter().map(|p| p.display().to_string()).collect(),
        answer,
        study: super::study::shell_word(&label),
    });
    Ok(Exit::Success)
}
