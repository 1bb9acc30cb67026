//! `foxgeese practice`: a learner's session through the library, one study at a time.
//!
//! For each study: the title, board and prompt; then lines from standard input, each an
//! answer or a command (`hint`, `skip`, `quit`, or their Indonesian words). Feedback comes from
//! the same grading as `check`; a right answer shows the explanation. Standard input may be a
//! terminal or a pipe; at its end the session stops as if `quit` were typed.
//!
//! Progress lives in a small JSON file (by default `foxgeese/progress.json` in the user's data
//! directory, `--state FILE` to choose another):
//!
//! ```json
//! { "version": 1, "studies": { "surrounded-fox-can-jump": { "attempts": 2, "hints": 1, "solved": true } } }
//! ```
//!
//! It is written after every study, to a temporary file renamed over the old one, so an
//! interrupted session loses nothing. A file that cannot be read is never overwritten: the
//! session stops with an error naming it, and `--reset` starts afresh.

use std::collections::BTreeMap;
use std::io::{BufRead, ErrorKind};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use foxgeese::i18n::{Lang, Localizer};
use foxgeese::message::{ids, Message, MessageId, ToMessage};
use foxgeese::study::{Study, TextPart};

use crate::present::error::CliError;
use crate::present::practice::PracticeLine;

use super::ctx::{CmdResult, Ctx, Exit};
use super::studies::{library_in_order, open, stage, text};
use super::{check, study};

/// The progress file's contents.
#[derive(Serialize, Deserialize, Debug, Default, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// Format version, 1.
    pub version: u32,
    /// Per study id.
    pub studies: BTreeMap<String, Record>,
}

/// One study's progress.
#[derive(Serialize, Deserialize, Debug, Default, PartialEq, Clone)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// Answers given (commands and unreadable answers do not count).
    pub attempts: u32,
    /// Hints asked for.
    pub hints: u32,
    /// Answered correctly at least once.
    pub solved: bool,
}

/// The default progress file.
fn default_state() -> Option<PathBuf> {
    dirs::data_dir().map(|d| d.join("foxgeese").join("progress.json"))
}

fn load(path: &Path) -> Result<Progress, CliError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == ErrorKind::NotFound => {
            return Ok(Progress {
                version: 1,
                ..Progress::default()
            })
        }
        Err(e) => {
            return Err(CliError::new(
                Message::new(ids::PRACTICE_STATE_UNREADABLE)
                    .arg("path", path.display().to_string())
                    .arg("detail", e.kind().to_string()),
            ))
        }
    };
    serde_json::from_str::<Progress>(&text)
        .ok()
        .filter(|p| p.version == 1)
        .ok_or_else(|| {
            CliError::new(
                Message::new(ids::PRACTICE_STATE_CORRUPT).arg("path", path.display().to_string()),
            )
            .with_footer(Message::new(ids::PRACTICE_STATE_CORRUPT_HINT))
        })
}

fn save(path: &Path, p: &Progress) -> Result<(), CliError> {
    let fail = |e: std::io::Error| {
        CliError::new(
            Message::new(ids::PRACTICE_STATE_UNWRITABLE)
                .arg("path", path.display().to_string())
                .arg("detail", e.kind().to_string()),
        )
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(fail)?;
    }
    let tmp = path.with_extension("json.tmp");
    let text = serde_json::to_string_pretty(p).expect("progress serializes");
    std::fs::write(&tmp, text + "\n").map_err(fail)?;
    std::fs::rename(&tmp, path).map_err(fail)
}

/// A line typed by the learner, as a command or an answer.
enum Input<'a> {
    Hint,
    Skip,
    Quit,
    Answer(&'a str),
}

/// The words that are commands, from every locale: a learner may type the words of any
/// language, whatever the language of the output.
struct Words {
    hint: Vec<String>,
    skip: Vec<String>,
    quit: Vec<String>,
}

impl Words {
    fn new() -> Words {
        let locs: Vec<Localizer> = Lang::ALL.into_iter().map(Localizer::new).collect();
        let words = |id: MessageId| -> Vec<String> {
            locs.iter()
                .flat_map(|l| {
                    let text = l.text(id).to_lowercase();
                    text.split_whitespace()
                        .map(str::to_string)
                        .collect::<Vec<_>>()
                })
                .collect()
        };
        Words {
            hint: words(ids::PRACTICE_WORDS_HINT),
            skip: words(ids::PRACTICE_WORDS_SKIP),
            quit: words(ids::PRACTICE_WORDS_QUIT),
        }
    }

    /// What `line` asks for.
    fn read<'a>(&self, line: &'a str) -> Input<'a> {
        let typed = line.trim().to_lowercase();
        let is = |words: &[String]| words.contains(&typed);
        if is(&self.hint) {
            Input::Hint
        } else if is(&self.skip) {
            Input::Skip
        } else if is(&self.quit) {
            Input::Quit
        } else {
            Input::Answer(line.trim())
        }
    }
}

/// How a study ended.
enum Ended {
    Solved,
    Skipped,
    Quit,
}

pub fn run(
    ctx: &mut Ctx,
    stage_arg: Option<&str>,
    reset: bool,
    state: Option<&Path>,
    args: &[String],
    input_lines: &mut dyn BufRead,
) -> CmdResult {
    let stage = stage(stage_arg)?;
    let path = match state.map(Path::to_path_buf).or_else(default_state) {
        Some(p) => p,
        None => return Err(CliError::new(Message::new(ids::PRACTICE_NO_DATA_DIR))),
    };
    let mut progress = if reset {
        Progress {
            version: 1,
            ..Progress::default()
        }
    } else {
        load(&path)?
    };
    if reset {
        save(&path, &progress)?;
    }

    let explicit = !args.is_empty();
    let mut studies: Vec<Study> = if explicit {
        args.iter()
            .map(|a| open(ctx, a))
            .collect::<Result<_, _>>()?
    } else {
        library_in_order(ctx)?
    };
    studies.retain(|s| stage.is_none_or(|st| s.stage == st));
    let total = studies.len();
    if !explicit {
        studies.retain(|s| !progress.studies.get(&s.id).is_some_and(|r| r.solved));
    }
    if studies.is_empty() {
        ctx.show(&PracticeLine::AllSolved { total });
        return Ok(Exit::Success);
    }
    let shown_path = path.display().to_string();
    ctx.show(&PracticeLine::Intro {
        count: studies.len(),
        path: &shown_path,
    });

    let words = Words::new();
    let mut solved_now = 0;
    for (i, study) in studies.iter().enumerate() {
        ctx.show(&PracticeLine::Counter {
            n: i + 1,
            count: studies.len(),
        });
        let shown = study::report(ctx, study).presentation(&ctx.loc, &ctx.style);
        ctx.print_fitted(&shown);
        let mut record = progress.studies.get(&study.id).cloned().unwrap_or_default();
        let ended = ask(ctx, study, &mut record, &words, input_lines);
        progress.studies.insert(study.id.clone(), record);
        save(&path, &progress)?;
        match ended {
            Ended::Solved => solved_now += 1,
            Ended::Skipped => {}
            Ended::Quit => {
                ctx.show(&PracticeLine::Saved { path: &shown_path });
                break;
            }
        }
    }
    let solved = studies
        .iter()
        .filter(|s| progress.studies.get(&s.id).is_some_and(|r| r.solved))
        .count();
    ctx.show(&PracticeLine::Summary {
        now: solved_now,
        solved,
        count: studies.len(),
    });
    Ok(Exit::Success)
}

/// Asks one study until it is solved, skipped, or the learner quits.
fn ask(
    ctx: &mut Ctx,
    study: &Study,
    record: &mut Record,
    words: &Words,
    lines: &mut dyn BufRead,
) -> Ended {
    loop {
        ctx.show(&PracticeLine::Prompt);
        let _ = ctx.out.flush();
        let mut line = String::new();
        match lines.read_line(&mut line) {
            Ok(0) | Err(_) => {
                ctx.show(&PracticeLine::Echo(""));
                return Ended::Quit;
            }
            Ok(_) => {}
        }
        if !ctx.stdin_tty {
            // Piped answers are not echoed by a terminal: show them, so the transcript reads.
            ctx.show(&PracticeLine::Echo(line.trim_end()));
        }
        if line.trim().is_empty() {
            continue;
        }
        match words.read(&line) {
            Input::Quit => return Ended::Quit,
            Input::Hint => {
                record.hints += 1;
                let hint = text(&ctx.loc, study, TextPart::Hint);
                ctx.show(&PracticeLine::Hint(&hint));
            }
            Input::Skip => {
                let answer = study.expected().to_answer_text();
                let explanation = text(&ctx.loc, study, TextPart::Explanation);
                ctx.show(&PracticeLine::Skipped {
                    answer: &answer,
                    explanation: &explanation,
                });
                return Ended::Skipped;
            }
            Input::Answer(a) => match study.check(a) {
                Err(e) => ctx.show(&PracticeLine::Unreadable {
                    error: e.to_message(),
                    hint: e.hint(),
                }),
                Ok(v) => {
                    record.attempts += 1;
                    ctx.show(&check::report(ctx, study, &v));
                    if v.correct {
                        record.solved = true;
                        return Ended::Solved;
                    }
                    ctx.show(&PracticeLine::TryAgain);
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_in_both_languages() {
        let words = Words::new();
        assert!(matches!(words.read("hint"), Input::Hint));
        assert!(matches!(words.read(" Petunjuk "), Input::Hint));
        assert!(matches!(words.read("?"), Input::Hint));
        assert!(matches!(words.read("skip"), Input::Skip));
        assert!(matches!(words.read("lewati"), Input::Skip));
        assert!(matches!(words.read("KELUAR"), Input::Quit));
        assert!(matches!(words.read("exit"), Input::Quit));
        assert!(matches!(words.read("q"), Input::Quit));
        assert!(matches!(words.read("d4xd2"), Input::Answer("d4xd2")));
    }

    #[test]
    fn progress_round_trips_and_survives_interruption() {
        let dir = std::env::temp_dir().join(format!("foxgeese-test-{}", std::process::id()));
        let path = dir.join("progress.json");
        let mut p = Progress {
            version: 1,
            ..Progress::default()
        };
        p.studies.insert(
            "x".into(),
            Record {
                attempts: 2,
                hints: 1,
                solved: true,
            },
        );
        save(&path, &p).unwrap();
        assert_eq!(load(&path).unwrap(), p);
        std::fs::write(&path, "{ not json").unwrap();
        assert!(load(&path).is_err());
        // The corrupt file is still there for the learner to inspect.
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "{ not json");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
