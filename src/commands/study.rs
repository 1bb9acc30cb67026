//! `foxgeese study`: a study's title, board and question, and how to answer it: a `check`
//! command that runs as printed (with the file's path for a study file).

use std::path::Path;

use foxgeese::i18n::Localizer;
use foxgeese::message::ToMessage;
use foxgeese::rules::Bitboard;
use foxgeese::study::{Study, TextPart};

use crate::cli::Format;
use crate::present::study::StudyReport;

use super::ctx::{CmdResult, Ctx, Exit};
use super::studies::{open, text};

pub fn run(ctx: &mut Ctx, arg: &str, format: Format) -> CmdResult {
    let study = open(ctx, arg)?;
    let mut report = report(ctx, &study);
    // A file is named again by its path, as `open` found it: its id would name no study.
    if Path::new(arg).exists() {
        report.check_arg = shell_word(arg);
    }
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// `s` as one word for a POSIX shell: as it is when it holds only characters no shell treats
/// specially, else in single quotes (a quote inside written `'\''`).
pub(crate) fn shell_word(s: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./+:,@%=".contains(c);
    if !s.is_empty() && s.chars().all(plain) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

/// The study as shown before it is answered (also by `practice`).
pub fn report(ctx: &Ctx, study: &Study) -> StudyReport {
    report_in(&ctx.loc, study)
}

/// The study as shown before it is answered, in `loc`'s language (also `validate`'s, which
/// checks the screen of every language for its answer).
pub fn report_in(loc: &Localizer, study: &Study) -> StudyReport {
    StudyReport {
        id: study.id.clone(),
        title: text(loc, study, TextPart::Title),
        stage: study.stage.name(),
        kind: study.kind().name(),
        ruleset: study.ruleset().to_string(),
        position: study.position.notation(),
        side: study.position.turn().name(),
        prompt: text(loc, study, TextPart::Prompt),
        stage_name: study.stage.to_message(),
        kind_name: study.kind().to_message(),
        board: study.position,
        marks: Bitboard::EMPTY,
        check_arg: study.id.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::shell_word;

    #[test]
    fn words_for_a_shell() {
        assert_eq!(shell_word("my-studies/a.yaml"), "my-studies/a.yaml");
        assert_eq!(shell_word("my studies/a.yaml"), "'my studies/a.yaml'");
        assert_eq!(shell_word("it's.yaml"), "'it'\\''s.yaml'");
        assert_eq!(shell_word("$HOME/a.yaml"), "'$HOME/a.yaml'");
    }
}
