//! The raw arguments, read before clap runs: where the command's name stands among them.
//! Both the help's localization ([`super::localize`]) and clap's errors in words
//! ([`super::clap_errors`]) need it, so it lives apart from either.

use std::ffi::OsString;

/// The global options that take a value, for finding the command among the arguments.
const GLOBAL_VALUES: [&str; 2] = ["--lang", "--color"];

/// Where the command's name is among the arguments: the first word that is not an option or
/// an option's value.
pub fn command_position(args: &[OsString]) -> Option<usize> {
    let mut i = 1;
    while let Some(a) = args.get(i) {
        let a = a.to_string_lossy();
        if a == "--" {
            return None;
        }
        if GLOBAL_VALUES.contains(&a.as_ref()) {
            i += 2;
            continue;
        }
        if !a.starts_with('-') {
            return Some(i);
        }
        i += 1;
    }
    None
}
