//! The `foxgeese` binary: reads the environment once and hands over to [`app::run`].

mod app;
mod cli;
mod commands;

use std::process::ExitCode;

fn main() -> ExitCode {
    let env = app::Env::from_process();
    let code = app::run(
        std::env::args_os().collect(),
        env,
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    ExitCode::from(code)
}
