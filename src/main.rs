//! The `foxgeese` binary: reads the environment once and hands over to [`app::run`].
//!
//! The binary's layers, top down: [`app`] (the run loop) calls [`cli`] (clap types, and their
//! localization) and [`commands`] (one per command: compute a report); commands hand their
//! reports to [`present`] (reports and their text). No module imports one above it.

mod app;
mod cli;
mod commands;
mod oom;
mod present;

#[global_allocator]
static ALLOCATOR: oom::Allocator = oom::Allocator;

use std::process::ExitCode;

fn main() -> ExitCode {
    let env = app::Env::from_process();
    let code = app::run(
        std::env::args_os().collect(),
        env,
        &mut std::io::stdout().lock(),
        // Not locked for the whole run: a worker thread may say something (a build waiting
        // for another process's lock) while the main thread waits for it.
        &mut std::io::stderr(),
    );
    ExitCode::from(code)
}
