//! The data files compiled into the binary beside the code, and their checksums: the geese's
//! winning strategy for Ply Yard (`data/plyyard-geese.strategy`) and the evaluation weights
//! (`data/eval/*.txt`).
//!
//! Each file's XXH3-64 is written in `data/SUMS`, compiled in too. [`check`] compares them:
//! a program calls it once before it plays (the `foxgeese` binary does so before every
//! command), so that a file damaged in a checkout stops the program with its name rather
//! than leaving the engine with an empty strategy or default weights. The loaders
//! (`solve::strategy::plyyard_geese`, `engine::search::model::Model::builtin`) read the bytes
//! from here; this module depends on nothing else of the crate.
//!
//! After changing a file on purpose (a new strategy, `train`'s new weights), write its new
//! line into `data/SUMS`: the test `every_shipped_file_matches_its_sum` prints it.

use xxhash_rust::xxh3::xxh3_64;

/// One file compiled into the binary: its path under the repository and its bytes.
#[derive(Clone, Copy, Debug)]
pub struct ShippedFile {
    /// The path from the repository's root, as written in `data/SUMS`.
    pub path: &'static str,
    /// Its bytes.
    pub bytes: &'static [u8],
}

macro_rules! shipped {
    ($($path:literal),* $(,)?) => {
        &[$(ShippedFile {
            path: $path,
            bytes: include_bytes!(concat!("../", $path)),
        }),*]
    };
}

/// Every file compiled in, in `data/SUMS`'s order.
pub const FILES: &[ShippedFile] = shipped![
    "data/plyyard-geese.strategy",
    "data/eval/boys-own-1870-draughts.txt",
    "data/eval/boys-own-1870.txt",
    "data/eval/large-cross-fox.txt",
    "data/eval/large-cross.txt",
    "data/eval/plyyard.txt",
    "data/eval/standard-geese.txt",
    "data/eval/standard.txt",
    "data/eval/two-foxes.txt",
];

/// `data/SUMS`: one line a file, its XXH3-64 in 16 hexadecimal digits, two spaces, its path.
const SUMS: &str = include_str!("../data/SUMS");

/// A compiled-in file that does not match its checksum, or that has none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DamagedData {
    /// The file's path from the repository's root.
    pub path: &'static str,
    /// The checksum `data/SUMS` gives (`None`: it names no such file).
    pub expected: Option<u64>,
    /// The checksum of the bytes compiled in.
    pub found: u64,
}

/// The line of `data/SUMS` for `file` as its bytes are now.
pub fn sum_line(file: &ShippedFile) -> String {
    format!("{:016x}  {}", xxh3_64(file.bytes), file.path)
}

/// The checksum `sums` (the text of a `data/SUMS`) gives `path`.
fn expected(sums: &str, path: &str) -> Option<u64> {
    sums.lines().find_map(|line| {
        let (hex, name) = line.split_once("  ")?;
        (name == path)
            .then(|| u64::from_str_radix(hex, 16).ok())
            .flatten()
    })
}

/// Checks `files` against `sums`: the first file whose bytes do not hash to its line.
pub fn check_against(files: &[ShippedFile], sums: &str) -> Result<(), DamagedData> {
    for file in files {
        let found = xxh3_64(file.bytes);
        let expected = expected(sums, file.path);
        if expected != Some(found) {
            return Err(DamagedData {
                path: file.path,
                expected,
                found,
            });
        }
    }
    Ok(())
}

/// Checks every compiled-in file against `data/SUMS` (about a tenth of a millisecond).
pub fn check() -> Result<(), DamagedData> {
    check_against(FILES, SUMS)
}

/// The bytes of the compiled-in file at `path` (one of [`FILES`]).
///
/// # Panics
/// If `path` is not one of [`FILES`]: a mistake in the code, caught by its tests.
pub fn bytes(path: &str) -> &'static [u8] {
    FILES
        .iter()
        .find(|f| f.path == path)
        .map(|f| f.bytes)
        .unwrap_or_else(|| panic!("{path} is not compiled in"))
}

/// The text of the compiled-in file at `path` (the weights files are ASCII; a file that is not
/// UTF-8 reads as empty, which its loader refuses and [`check`] names first).
pub fn text(path: &str) -> &'static str {
    std::str::from_utf8(bytes(path)).unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `data/SUMS` lists every compiled-in file with the checksum of its bytes, in order. After
    /// a file was changed on purpose, the message gives the lines to write.
    #[test]
    fn every_shipped_file_matches_its_sum() {
        let lines: Vec<String> = FILES.iter().map(sum_line).collect();
        let want = lines.join("\n") + "\n";
        assert_eq!(SUMS, want, "data/SUMS should read:\n{want}");
        assert_eq!(check(), Ok(()));
    }

    /// A copy of a shipped file with one byte changed, or cut short, is named with both sums;
    /// a file `SUMS` does not list is named too.
    #[test]
    fn a_damaged_copy_is_named() {
        let strategy = bytes("data/plyyard-geese.strategy");
        let mut damaged = strategy.to_vec();
        damaged[1000] ^= 0x10;
        let damaged: &'static [u8] = Box::leak(damaged.into_boxed_slice());
        let cut: &'static [u8] = &strategy[..strategy.len() - 1];
        for bytes in [damaged, cut] {
            let copy = ShippedFile {
                path: "data/plyyard-geese.strategy",
                bytes,
            };
            let e = check_against(&[FILES[1], copy], SUMS).unwrap_err();
            assert_eq!(e.path, "data/plyyard-geese.strategy");
            assert_eq!(e.expected, Some(xxh3_64(strategy)));
            assert_eq!(e.found, xxh3_64(bytes));
            let said = e.to_string();
            assert!(
                said.contains("data/plyyard-geese.strategy is damaged")
                    || said.contains("data/plyyard-geese.strategy has checksum"),
                "{said}"
            );
        }
        let stranger = ShippedFile {
            path: "data/eval/stranger.txt",
            bytes: b"x",
        };
        let e = check_against(&[stranger], SUMS).unwrap_err();
        assert_eq!((e.path, e.expected), ("data/eval/stranger.txt", None));
    }

    #[test]
    fn bytes_and_text_find_each_file() {
        for f in FILES {
            assert_eq!(bytes(f.path).len(), f.bytes.len());
        }
        assert!(text("data/eval/plyyard.txt").contains("plyyard"));
    }
}
