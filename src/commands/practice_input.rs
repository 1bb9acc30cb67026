//! `practice`'s input: the lines the learner types, and Ctrl-C, as one stream of [`Event`]s;
//! and what a line asks for ([`Words`]: a command in either language, or an answer).
//!
//! A thread reads standard input line by line and sends each line down a channel; the Ctrl-C
//! handler (the `ctrlc` crate) sends [`Event::Interrupt`] down the same channel. The session
//! waits on the channel alone, so an interruption reaches it whether it waits for a line or
//! not, and the session itself saves the progress and says goodbye: nothing but a send runs
//! inside the handler, and no lock on standard output is shared with it.
//!
//! The handler is installed once per process and sends to the channel of the session
//! running; without a session (or when another handler was installed first) Ctrl-C keeps the
//! system's behaviour.

use std::io::{BufRead, BufReader, Read};

use foxgeese::i18n::typed_words;
use foxgeese::message::ids;
use foxgeese::study::MAX_ANSWER_LEN;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Mutex, OnceLock};

use super::ctx::Ctx;
use crate::present::practice::PracticeLine;

/// A line typed by the learner, as a command or an answer.
pub enum Input<'a> {
    Hint,
    Show,
    Skip,
    Quit,
    Answer(&'a str),
}

/// The words that are commands, from every locale: a learner may type the words of any
/// language, whatever the language of the output.
pub struct Words {
    hint: Vec<String>,
    show: Vec<String>,
    skip: Vec<String>,
    quit: Vec<String>,
}

impl Words {
    pub fn new() -> Words {
        Words {
            hint: typed_words(ids::PRACTICE_WORDS_HINT),
            show: typed_words(ids::LEARNER_WORDS_SHOW),
            skip: typed_words(ids::PRACTICE_WORDS_SKIP),
            quit: typed_words(ids::PRACTICE_WORDS_QUIT),
        }
    }

    /// What `line` asks for.
    pub fn read<'a>(&self, line: &'a str) -> Input<'a> {
        let typed = line.split_whitespace().collect::<Vec<_>>().join(" ");
        let typed = typed.to_lowercase();
        let is = |words: &[String]| words.contains(&typed);
        if is(&self.hint) {
            Input::Hint
        } else if is(&self.show) {
            Input::Show
        } else if is(&self.skip) {
            Input::Skip
        } else if is(&self.quit) {
            Input::Quit
        } else {
            Input::Answer(line.trim())
        }
    }
}

/// What the session receives next.
#[derive(Debug, PartialEq, Eq)]
pub enum Event {
    /// A line, without decoding (a line that is not UTF-8 is answered, not taken for `quit`).
    Line(Vec<u8>),
    /// The input ended (or could not be read).
    End,
    /// A line longer than the answer limit, read to its end and dropped.
    TooLong,
    /// Ctrl-C.
    Interrupt,
}

/// The events of one session.
pub struct Lines {
    events: Receiver<Event>,
}

/// Where the Ctrl-C handler sends: the running session's channel.
fn handler_target() -> &'static Mutex<Option<Sender<Event>>> {
    static TARGET: OnceLock<Mutex<Option<Sender<Event>>>> = OnceLock::new();
    TARGET.get_or_init(|| {
        // Installed on first use; an error (a handler already there) leaves Ctrl-C as it was.
        let _ = ctrlc::set_handler(|| {
            if let Some(tx) = handler_target().lock().ok().and_then(|t| t.clone()) {
                let _ = tx.send(Event::Interrupt);
            }
        });
        Mutex::new(None)
    })
}

impl Lines {
    /// Starts reading `input` on a thread of its own; with `ctrl_c`, Ctrl-C becomes an
    /// [`Event::Interrupt`] of these lines.
    pub fn spawn(input: impl Read + Send + 'static, ctrl_c: bool) -> Lines {
        let (tx, rx) = channel();
        if ctrl_c {
            if let Ok(mut target) = handler_target().lock() {
                *target = Some(tx.clone());
            }
        }
        std::thread::spawn(move || {
            let mut reader = BufReader::new(input);
            loop {
                let event = match read_line(&mut reader) {
                    Line::End => Event::End,
                    Line::TooLong => Event::TooLong,
                    Line::Bytes(bytes) => Event::Line(bytes),
                };
                let end = event == Event::End;
                if tx.send(event).is_err() || end {
                    break;
                }
            }
        });
        Lines { events: rx }
    }

    /// The next event; [`Event::End`] once the input has ended.
    pub fn next(&self) -> Event {
        self.events.recv().unwrap_or(Event::End)
    }
}

/// One line of input, as [`read_line`] found it.
enum Line {
    /// The end of the input (or an error reading it).
    End,
    /// More than [`MAX_ANSWER_LEN`] bytes before the line break: skipped to its end.
    TooLong,
    /// The line, with its line break.
    Bytes(Vec<u8>),
}

/// Reads one line, keeping at most [`MAX_ANSWER_LEN`] bytes (plus the line break) in memory: a
/// longer line is read on to its end and dropped, a buffer at a time (issue 9, finding 11: a
/// 10 MB line was kept whole and its 1.4 million actions graded).
fn read_line(input: &mut dyn BufRead) -> Line {
    let mut bytes = Vec::new();
    let limit = MAX_ANSWER_LEN as u64 + 1;
    match (&mut *input).take(limit).read_until(b'\n', &mut bytes) {
        Ok(0) | Err(_) => return Line::End,
        Ok(_) if bytes.ends_with(b"\n") => return Line::Bytes(bytes),
        Ok(_) if (bytes.len() as u64) < limit => return Line::Bytes(bytes), // the last line
        Ok(_) => {}
    }
    loop {
        let (done, used) = match input.fill_buf() {
            Ok([]) | Err(_) => return Line::TooLong,
            Ok(buf) => match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (true, i + 1),
                None => (false, buf.len()),
            },
        };
        input.consume(used);
        if done {
            return Line::TooLong;
        }
    }
}

/// What the learner typed next: a line of text, or the end of the session.
pub enum Got {
    /// A line, not blank.
    Line(String),
    /// Standard input ended.
    End,
    /// Ctrl-C.
    Interrupt,
}

/// The prompt, then the next line the learner types (echoed when piped); a line too long
/// or not text is answered here and the next one read; a blank line is passed over.
pub fn next_line(ctx: &mut Ctx, lines: &Lines) -> Got {
    loop {
        ctx.show(&PracticeLine::Prompt);
        let _ = ctx.out.flush();
        let bytes = match lines.next() {
            Event::Line(bytes) => bytes,
            Event::End => {
                ctx.show(&PracticeLine::Echo(""));
                return Got::End;
            }
            Event::Interrupt => {
                ctx.show(&PracticeLine::Echo(""));
                return Got::Interrupt;
            }
            Event::TooLong => {
                ctx.show(&PracticeLine::Echo(""));
                ctx.show(&PracticeLine::TooLong {
                    limit: MAX_ANSWER_LEN,
                });
                continue;
            }
        };
        let Ok(line) = String::from_utf8(bytes) else {
            ctx.show(&PracticeLine::Echo(""));
            ctx.show(&PracticeLine::NotText);
            continue;
        };
        if !ctx.stdin_tty {
            // Piped answers are not echoed by a terminal: show them, so the transcript reads.
            ctx.show(&PracticeLine::Echo(line.trim_end()));
        }
        if !line.trim().is_empty() {
            return Got::Line(line);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_are_skipped_to_their_end() {
        let long = "d4-d3 ".repeat(MAX_ANSWER_LEN / 6 + 10);
        let exact = "x".repeat(MAX_ANSWER_LEN);
        let text = format!("short\n{long}\n{exact}\nlast");
        let mut input = std::io::Cursor::new(text.into_bytes());
        let mut seen = Vec::new();
        loop {
            match read_line(&mut input) {
                Line::End => break,
                Line::TooLong => seen.push("too long".to_string()),
                Line::Bytes(b) => seen.push(String::from_utf8(b).expect("text")),
            }
        }
        assert_eq!(
            seen,
            [
                "short\n".to_string(),
                "too long".to_string(),
                format!("{exact}\n"),
                "last".to_string()
            ]
        );
    }

    #[test]
    fn lines_then_the_end() {
        let lines = Lines::spawn(&b"hint\n\xff\nlast"[..], false);
        assert_eq!(lines.next(), Event::Line(b"hint\n".to_vec()));
        assert_eq!(lines.next(), Event::Line(b"\xff\n".to_vec()));
        assert_eq!(lines.next(), Event::Line(b"last".to_vec()));
        assert_eq!(lines.next(), Event::End);
        assert_eq!(lines.next(), Event::End);
    }

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
        assert!(matches!(words.read("show"), Input::Show));
        assert!(matches!(words.read("Give  up"), Input::Show));
        assert!(matches!(words.read("tunjukkan"), Input::Show));
        assert!(matches!(words.read("menyerah"), Input::Show));
    }
}
