//! The binary's global allocator: the system's, except that an allocation that fails ends the
//! program with a short, localized error and exit code 2 instead of an abort (SIGABRT, exit
//! 134), unless it was asked for fallibly ([`foxgeese::memory::fallibly`]: then it fails and
//! its caller says how much it needed).
//!
//! The message is written in full when the language is known ([`set_message`]), so that
//! saying it allocates nothing.

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Write;
use std::sync::OnceLock;

/// The system allocator, with the exit above.
pub struct Allocator;

/// The error said when memory runs out, in the learner's language.
static MESSAGE: OnceLock<String> = OnceLock::new();

/// Sets the error said when memory runs out (once; later calls change nothing).
pub fn set_message(text: String) {
    let _ = MESSAGE.set(text);
}

/// Set by the first thread to run out: the others wait for the exit rather than say it again.
static SAYING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

#[cold]
fn out_of_memory() -> ! {
    if SAYING.swap(true, std::sync::atomic::Ordering::SeqCst) {
        loop {
            std::thread::park();
        }
    }
    let text = MESSAGE
        .get()
        .map_or("error: out of memory\n", String::as_str);
    write_to_stderr(text.as_bytes());
    std::process::exit(2)
}

/// Writes to the standard error stream without its lock: the main thread holds that lock for
/// the whole run, and memory may run out on another thread.
fn write_to_stderr(bytes: &[u8]) {
    #[cfg(unix)]
    {
        use std::os::fd::FromRawFd;
        // SAFETY: descriptor 2 is the process's standard error, open for its whole life; the
        // `File` is never dropped, so it is never closed here.
        let mut raw = std::mem::ManuallyDrop::new(unsafe { std::fs::File::from_raw_fd(2) });
        let _ = raw.write_all(bytes);
    }
    #[cfg(not(unix))]
    {
        let _ = std::io::stderr().write_all(bytes);
    }
}

/// Checks what the system gave.
fn checked(p: *mut u8) -> *mut u8 {
    if p.is_null() && !foxgeese::memory::is_fallible() {
        out_of_memory();
    }
    p
}

// SAFETY: every call goes to `System` with the same arguments; only a null result is looked
// at, and the program then exits without returning it.
unsafe impl GlobalAlloc for Allocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        checked(unsafe { System.alloc(layout) })
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        checked(unsafe { System.alloc_zeroed(layout) })
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        checked(unsafe { System.realloc(ptr, layout, new_size) })
    }
}
