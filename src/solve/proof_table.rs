//! The proof search's transposition table ([`Table`]): a fixed number of slots, each a
//! position's key, its proof and disproof numbers and the work below it, kept in one of a few
//! ways from the key's hash. The search ([`super::proof`]) reads and writes it; a saved
//! search ([`super::checkpoint`]) is this table and what it is for.

use std::hash::Hasher;

use super::solve_error::SolveError;

/// Ways a key may go: it is kept in the first free of these slots, or replaces the one with
/// the least work (nodes expanded below it).
const WAYS: usize = 4;

/// Bytes of one transposition-table slot.
pub const SLOT_BYTES: u64 = 32;

/// The transposition table: a fixed number of slots, a key in one of [`WAYS`] from its hash.
/// A slot is the key's two halves, φ and δ in one word, and the work (0: a free slot).
pub(crate) struct Table {
    slots: Vec<[u64; 4]>,
    mask: usize,
}

impl Table {
    /// The slots of a table asked for `slots`: the largest power of two not above it (and
    /// not below one bucket of [`WAYS`]).
    pub(crate) fn size_for(slots: usize) -> usize {
        1 << slots.max(WAYS).ilog2()
    }

    /// A table of [`Self::size_for`] `slots` slots, or the bytes it would take when they
    /// cannot be had.
    pub(crate) fn new(slots: usize) -> Result<Table, SolveError> {
        let n = Table::size_for(slots);
        let bytes = (n as u64).saturating_mul(SLOT_BYTES);
        let mut v = Vec::new();
        if crate::memory::fallibly(|| v.try_reserve_exact(n)).is_err() {
            return Err(SolveError::NoMemory { bytes });
        }
        v.resize(n, [0; 4]);
        Ok(Table {
            slots: v,
            mask: n - 1,
        })
    }

    /// The slots.
    pub(crate) fn len(&self) -> usize {
        self.slots.len()
    }

    /// The slots as they are: the key's halves, φ << 32 | δ, the work (0: free).
    pub(crate) fn raw(&self) -> &[[u64; 4]] {
        &self.slots
    }

    pub(crate) fn raw_mut(&mut self) -> &mut [[u64; 4]] {
        &mut self.slots
    }

    /// Places a slot of another table (of another size) in this one, as [`Self::put`] would.
    pub(crate) fn absorb(&mut self, slot: [u64; 4]) {
        if slot[3] > 0 {
            self.put(slot_key(&slot), slot_numbers(&slot), slot[3]);
        }
    }

    /// The first of the key's slots, and the key as a slot holds it.
    fn home(&self, key: u128) -> (usize, [u64; 2]) {
        let at = hash(key) as usize & self.mask & !(WAYS - 1);
        (at, [key as u64, (key >> 64) as u64])
    }

    pub(crate) fn get(&self, key: u128) -> Option<(u32, u32)> {
        let (at, k) = self.home(key);
        let ways = &self.slots[at..at + WAYS];
        let s = ways.iter().find(|s| s[..2] == k && s[3] > 0)?;
        Some(slot_numbers(s))
    }

    pub(crate) fn put(&mut self, key: u128, (phi, delta): (u32, u32), work: u64) {
        let (at, k) = self.home(key);
        let ways = &mut self.slots[at..at + WAYS];
        let same = ways.iter().position(|s| s[..2] == k && s[3] > 0);
        let i = same.unwrap_or_else(|| (0..WAYS).min_by_key(|&i| ways[i][3]).unwrap_or(0));
        let work = work.max(1).max(if same.is_some() { ways[i][3] } else { 0 });
        ways[i] = [k[0], k[1], u64::from(phi) << 32 | u64::from(delta), work];
    }
}

/// The key a slot holds.
pub(crate) fn slot_key(slot: &[u64; 4]) -> u128 {
    u128::from(slot[0]) | u128::from(slot[1]) << 64
}

/// The (φ, δ) a slot holds.
pub(crate) fn slot_numbers(slot: &[u64; 4]) -> (u32, u32) {
    ((slot[2] >> 32) as u32, slot[2] as u32)
}

/// A key's hash: both halves through splitmix64's finalizer, every bit of the key reaching
/// every bit of the hash.
pub(crate) fn hash(key: u128) -> u64 {
    let mix = |x: u64| {
        let x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        x ^ (x >> 31)
    };
    mix(key as u64 ^ mix((key >> 64) as u64))
}

/// A hasher for the path's keys, by [`hash`].
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(*b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u128(&mut self, k: u128) {
        self.0 = hash(k);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Ruleset};
    use crate::solve::proof::key;
    use std::collections::HashSet;

    const INF: u32 = u32::MAX;

    /// Positions that differ only in the fox's point or the side to move spread over the
    /// table's buckets (a hash of the geese alone sent them all to one bucket of four, and
    /// the search thrashed).
    #[test]
    fn keys_that_differ_only_in_the_fox_spread_over_the_table() {
        let table = Table::new(1 << 16).unwrap();
        let pos = Position::parse("3/3/7/G3GG1/1G2G2/1G1/2F g 7", Ruleset::plyyard()).unwrap();
        let mut buckets = HashSet::new();
        let empty = pos.board().points() & !pos.geese();
        for p in empty.iter() {
            let moved = key(&pos) & !(0xFF << 96) | (u128::from(p.index()) + 1) << 96;
            for turn in [0u128, 1 << 112] {
                buckets.insert(table.home(moved | turn).0);
            }
        }
        let keys = 2 * empty.count() as usize;
        assert!(
            buckets.len() * 10 >= keys * 9,
            "{} buckets for {keys} keys",
            buckets.len()
        );
    }

    /// A table never takes more memory than asked: its size is rounded down to a power of two.
    #[test]
    fn tables_are_the_largest_power_of_two_asked_for() {
        let cases = [
            (0, 4),
            (1, 4),
            (4, 4),
            (5, 4),
            (8, 8),
            (1000, 512),
            (3 << 20, 2 << 20),
        ];
        for (asked, slots) in cases {
            assert_eq!(Table::size_for(asked), slots, "{asked}");
        }
        assert_eq!(Table::new(100).unwrap().len(), 64);
    }

    /// A slot keeps what was put, replaces the entry with the least work when its bucket is
    /// full, and never answers for another key.
    #[test]
    fn the_table_keeps_the_most_work() {
        let mut t = Table::new(WAYS).unwrap();
        for k in 1..=WAYS as u128 {
            t.put(k, (k as u32, 7), k as u64 * 10);
        }
        assert_eq!(t.get(3), Some((3, 7)));
        assert_eq!(t.get(99), None);
        t.put(99, (1, 1), 25);
        assert_eq!(t.get(1), None, "the least work was replaced");
        assert_eq!(t.get(99), Some((1, 1)));
        t.put(2, (0, INF), 1);
        assert_eq!(
            t.get(2),
            Some((0, INF)),
            "a key's new numbers replace its old"
        );
    }
}
