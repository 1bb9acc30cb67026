//! Running the `foxgeese` binary in tests, with a clean environment.

#![allow(dead_code)]

pub mod rule_table;

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a run printed and how it ended.
pub struct Output {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Output {
    /// One text for snapshots: exit code, then both streams.
    pub fn render(&self) -> String {
        format!(
            "exit: {}\n--- stdout\n{}--- stderr\n{}",
            self.code, self.stdout, self.stderr
        )
    }
}

/// The binary with `args`, the environment cleaned (no locale, colour, width, tables or data
/// folder of the tester's) and `env` set.
pub fn command(args: &[&str], env: &[(&str, &str)]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_foxgeese"));
    c.args(args);
    for k in [
        "LC_ALL",
        "LC_MESSAGES",
        "LANG",
        "LANGUAGE",
        "NO_COLOR",
        "COLUMNS",
        "CLICOLOR_FORCE",
        // Never the tester's own tables: a test names its folder (`--tables`) or sets this.
        "FOXGEESE_TABLES",
    ] {
        c.env_remove(k);
    }
    // Never the tester's own progress file (`list` and `practice` read the data folder, `check`
    // and `play` write to it): a folder nobody can make, not even root.
    c.env("XDG_DATA_HOME", "/proc/foxgeese-tests-no-data");
    for (k, v) in env {
        c.env(k, v);
    }
    c
}

/// Runs the binary with `args` and no locale or colour variables.
pub fn run(args: &[&str]) -> Output {
    run_env(args, &[])
}

/// Runs the binary with `args` and the given environment variables.
pub fn run_env(args: &[&str], env: &[(&str, &str)]) -> Output {
    run_stdin(args, env, "")
}

/// Runs the binary, feeding `stdin`.
pub fn run_stdin(args: &[&str], env: &[(&str, &str)], stdin: impl AsRef<[u8]>) -> Output {
    spawn(command(args, env), stdin)
}

/// Runs the binary in the folder `dir` (so that paths it prints are short and the same on
/// every machine) with the given environment variables.
pub fn run_env_in(dir: &std::path::Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut c = command(args, env);
    c.current_dir(dir);
    spawn(c, "")
}

/// Runs `args` in `dir` with a clean environment, the tables in `dir/tables`.
pub fn run_with_tables(dir: &std::path::Path, args: &[&str]) -> Output {
    let mut full = args.to_vec();
    full.extend(["--tables", "tables"]);
    run_env_in(dir, &full, &[])
}

/// A scratch folder under `target/` named `name`, emptied.
pub fn scratch(name: &str) -> std::path::PathBuf {
    let d = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs the binary with arguments that need not be UTF-8.
pub fn run_os(args: &[std::ffi::OsString]) -> Output {
    let mut c = command(&[], &[]);
    c.args(args);
    spawn(c, "")
}

/// Runs the binary in the folder `dir`, feeding `stdin`.
pub fn run_stdin_in(dir: &std::path::Path, args: &[&str], stdin: impl AsRef<[u8]>) -> Output {
    let mut c = command(args, &[]);
    c.current_dir(dir);
    spawn(c, stdin)
}

fn spawn(mut c: Command, stdin: impl AsRef<[u8]>) -> Output {
    let mut child = c
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(stdin.as_ref())
        .ok();
    let out = child.wait_with_output().expect("the binary ends");
    Output {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Runs `args` with `--lang en` and with `--lang id`, snapshotting each as `<name>-<lang>`
/// after `redact` has replaced machine-specific text in both streams.
pub fn snapshot_in_both_languages(name: &str, args: &[&str], redact: impl Fn(&str) -> String) {
    for lang in ["en", "id"] {
        let mut full = vec!["--lang", lang];
        full.extend_from_slice(args);
        let mut out = run(&full);
        out.stdout = redact(&out.stdout);
        out.stderr = redact(&out.stderr);
        snapshot(&format!("{name}-{lang}"), &out);
    }
}

/// Snapshots a run under `name`.
pub fn snapshot(name: &str, out: &Output) {
    insta::with_settings!({
        prepend_module_to_snapshot => false,
        omit_expression => true,
        snapshot_path => "../snapshots",
    }, {
        insta::assert_snapshot!(name, out.render());
    });
}

/// Runs `c` with `stdin` as a person at a terminal who then presses Ctrl-C: the input is
/// written and kept open, and once the program has printed nothing for a while (it waits for
/// the next line), it is sent SIGINT. Killed, and the test failed, when it still runs after
/// `deadline`.
pub fn spawn_interrupted(c: Command, stdin: &[u8], deadline: Duration) -> Output {
    spawn_child(c, stdin, deadline, true)
}

/// [`spawn_within`], or with `interrupt` [`spawn_interrupted`].
fn spawn_child(mut c: Command, stdin: &[u8], deadline: Duration, interrupt: bool) -> Output {
    use std::sync::{Arc, Mutex};
    let mut child = c
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().expect("piped");
    input.write_all(stdin).ok();
    input.flush().ok();
    let input = interrupt.then_some(input);
    let collect = |mut r: Box<dyn Read + Send>| {
        let sink = Arc::new(Mutex::new(Vec::new()));
        let to = Arc::clone(&sink);
        let thread = std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = r.read(&mut buf) {
                if n == 0 {
                    break;
                }
                to.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        (sink, thread)
    };
    let (out, out_thread) = collect(Box::new(child.stdout.take().expect("piped")));
    let (err, err_thread) = collect(Box::new(child.stderr.take().expect("piped")));
    let started = Instant::now();
    let quiet = Duration::from_millis(2000);
    let (mut seen, mut since) = (0, Instant::now());
    let mut interrupted = !interrupt;
    let status = loop {
        if let Some(status) = child.try_wait().expect("waits") {
            break status;
        }
        if started.elapsed() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{c:?} still ran after {deadline:?}");
        }
        let now = out.lock().unwrap().len() + err.lock().unwrap().len();
        if now != seen {
            (seen, since) = (now, Instant::now());
        } else if !interrupted && seen > 0 && since.elapsed() > quiet {
            let killed = Command::new("kill")
                .args(["-INT", &child.id().to_string()])
                .status()
                .expect("kill runs");
            assert!(killed.success());
            interrupted = true;
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    drop(input);
    out_thread.join().expect("read");
    err_thread.join().expect("read");
    let text = |b: &Arc<Mutex<Vec<u8>>>| String::from_utf8_lossy(&b.lock().unwrap()).into_owned();
    Output {
        code: status.code().unwrap_or(-1),
        stdout: text(&out),
        stderr: text(&err),
    }
}

/// Runs `c` with `stdin`, killed (and the test failed) when it still runs after `deadline`;
/// both streams are read as it runs, so a full pipe never stalls it.
pub fn spawn_within(c: Command, stdin: &[u8], deadline: Duration) -> Output {
    spawn_child(c, stdin, deadline, false)
}
