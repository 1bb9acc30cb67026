//! What Ctrl-C does in a command that writes files or runs long: remove the temporary files
//! and exit with 130, or stop at the next step and keep what is done.

/// For a command that writes large files and stops at Ctrl-C (`tables build`, `export`): Ctrl-C
/// removes the temporary files being written ([`foxgeese::fsio::remove_temporaries`]) and exits
/// with 130, as a shell reports a program stopped by it. Files already whole stay.
pub(crate) fn clean_up_on_ctrl_c() {
    // An error (a handler already there) leaves Ctrl-C as it was.
    let _ = ctrlc::set_handler(|| {
        foxgeese::fsio::remove_temporaries();
        std::process::exit(130);
    });
}

/// A flag Ctrl-C sets, for a command that stops at its next step and keeps what it has (`prove`
/// saves its search, `mine` writes its puzzles). A second Ctrl-C ends the program at once: a
/// write under way leaves the last file whole and no temporary file behind.
pub(crate) fn stop_on_ctrl_c() -> &'static std::sync::atomic::AtomicBool {
    use std::sync::atomic::{AtomicBool, Ordering};
    static STOP: AtomicBool = AtomicBool::new(false);
    // An error (a handler already there) leaves Ctrl-C as it was.
    let _ = ctrlc::set_handler(|| {
        if STOP.swap(true, Ordering::SeqCst) {
            foxgeese::fsio::remove_temporaries();
            std::process::exit(130);
        }
    });
    &STOP
}
