//! Memory asked for fallibly. The program's few large allocations (a table being built, a
//! table read whole, a proof search's table) ask with `try_reserve` inside [`fallibly`], so
//! that a machine without that memory gives an error that says how much was needed. Any other
//! allocation that fails ends the program with a short error and exit code 2: the binary's
//! global allocator asks [`is_fallible`] whether the allocation that failed was one of these
//! (then it lets it fail) or not (then it exits), so out of memory never aborts (SIGABRT).

use std::cell::Cell;

thread_local! {
    static FALLIBLE: Cell<bool> = const { Cell::new(false) };
}

/// Runs `ask` (a `try_reserve`) with its allocation allowed to fail: the caller handles the
/// error.
pub fn fallibly<T>(ask: impl FnOnce() -> T) -> T {
    FALLIBLE.with(|c| {
        let before = c.replace(true);
        let got = ask();
        c.set(before);
        got
    })
}

/// Whether the allocation under way on this thread is one [`fallibly`] asked for.
pub fn is_fallible() -> bool {
    FALLIBLE.try_with(Cell::get).unwrap_or(false)
}

/// A vector with room for exactly `n` values, or `None` when the memory cannot be had.
pub fn try_with_capacity<T>(n: u64) -> Option<Vec<T>> {
    let n = usize::try_from(n).ok()?;
    let mut v = Vec::new();
    fallibly(|| v.try_reserve_exact(n)).ok()?;
    Some(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_impossible_size_is_none_and_the_flag_is_restored() {
        assert!(try_with_capacity::<u64>(u64::MAX / 4).is_none());
        assert!(!is_fallible());
        assert_eq!(try_with_capacity::<u8>(10).map(|v| v.capacity()), Some(10));
    }
}
