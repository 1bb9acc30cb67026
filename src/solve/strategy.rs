//! The geese's proven winning strategy in Ply Yard's game, shipped in the binary: one geese
//! action for every geese-to-move position the strategy reaches from the start, whatever the
//! fox replies, down to the end of the game. With it the engine plays the proven win from the
//! first move without any table on disk.
//!
//! It was read from the whole game's tables (`foxgeese tables build --ruleset plyyard --geese
//! 13`) by `examples/strategy_size.rs`, which keeps the fastest win at every geese-to-move
//! position and follows every fox reply. The file proves itself: a test walks every fox reply
//! from the start, plays the strategy's action at every geese turn and finds a geese win at
//! the end of every line, with no position missing and no cycle, without reading any table.
//!
//! The format: the magic `FGSTRAT2`, the number of entries (u32, little-endian), then one
//! eight-byte entry per position sorted by key: the key's five low bytes (little-endian: the
//! geese as 33 bits, one per point of the board in its order, the fox's grid index above
//! them), the grid indexes of the action's origin and destination, and the plies to the win
//! with best play from the position. Both mirror images of a position are stored, so an
//! action needs no mapping.

use std::collections::HashSet;
use std::sync::OnceLock;

use crate::rules::{Action, Bitboard, Position, Ruleset, RulesetSpec, Side};
use crate::solve::Value;

/// What every strategy file starts with.
pub const MAGIC: &[u8; 8] = b"FGSTRAT2";

/// The bytes of one entry.
const ENTRY: usize = 8;

/// The number of the geese's points a key holds.
const GEESE_BITS: u32 = 33;

/// The geese's winning strategy: sorted entries of (key, origin point, destination point,
/// plies to the win).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Strategy {
    entries: Vec<Entry>,
}

/// One position of a strategy: its [`key`], the action's origin and destination (grid
/// indexes), and the plies to the win.
pub type Entry = (u64, u8, u8, u8);

impl Strategy {
    /// A strategy of `(position, action)` entries (sorted here, duplicates kept once).
    pub fn new(entries: impl IntoIterator<Item = Entry>) -> Strategy {
        let mut entries: Vec<Entry> = entries.into_iter().collect();
        entries.sort_unstable();
        entries.dedup_by_key(|e| e.0);
        Strategy { entries }
    }

    /// The strategy in a file's bytes, or `None` when they are not one.
    pub fn parse(bytes: &[u8]) -> Option<Strategy> {
        let rest = bytes.strip_prefix(MAGIC.as_slice())?;
        let (count, body) = rest.split_first_chunk::<4>()?;
        let count = u32::from_le_bytes(*count) as usize;
        if body.len() != count.checked_mul(ENTRY)? {
            return None;
        }
        let entries: Vec<Entry> = body
            .chunks_exact(ENTRY)
            .map(|e| {
                let mut k = [0u8; 8];
                k[..5].copy_from_slice(&e[..5]);
                (u64::from_le_bytes(k), e[5], e[6], e[7])
            })
            .collect();
        entries
            .windows(2)
            .all(|w| w[0].0 < w[1].0)
            .then_some(Strategy { entries })
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(12 + self.entries.len() * ENTRY);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        for &(k, from, to, plies) in &self.entries {
            out.extend_from_slice(&k.to_le_bytes()[..5]);
            out.push(from);
            out.push(to);
            out.push(plies);
        }
        out
    }

    /// How many geese-to-move positions it holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The strategy's action in `pos`, when the geese are to move in Ply Yard's game and the
    /// strategy reaches `pos`.
    pub fn action(&self, pos: &Position) -> Option<Action> {
        self.play(pos).map(|(a, _)| a)
    }

    /// The strategy's action in `pos` and the plies to the win it keeps.
    pub fn play(&self, pos: &Position) -> Option<(Action, u16)> {
        let k = key(pos)?;
        let i = self.entries.binary_search_by_key(&k, |e| e.0).ok()?;
        let (_, from, to, plies) = self.entries[i];
        pos.legal_actions()
            .into_iter()
            .find(|a| a.from().index() == from && a.to().index() == to)
            .map(|a| (a, u16::from(plies)))
    }
}

/// A geese-to-move Ply Yard position's key (the geese's points, the fox's point above them),
/// or `None` for another ruleset, the fox to move, or a fox still to be placed.
pub fn key(pos: &Position) -> Option<u64> {
    if pos.spec() != RulesetSpec::default() || pos.turn() != Side::Geese || pos.fox_to_place() {
        return None;
    }
    let fox = pos.foxes().first()?;
    // The geese as one bit per point of the board, in the board's order of points.
    let geese = pos.geese();
    let mut bits = 0u64;
    for (i, p) in pos.board().points().iter().enumerate() {
        if i as u32 >= GEESE_BITS {
            return None;
        }
        if geese.contains(p) {
            bits |= 1 << i;
        }
    }
    Some((u64::from(fox.index()) << GEESE_BITS) | bits)
}

/// The value the shipped strategy proves for `pos`, without any table: a geese turn it
/// reaches is a geese win in its plies; a fox turn whose every reply it reaches is a geese
/// win one ply longer than the slowest reply (the fox holds out longest). The plies are the
/// tables' own: exact, not a bound.
///
/// Asked at every node of a search above the tables, so it answers most positions by one
/// look-up of their geese (`shipped_geese`) before generating anything.
pub fn value(pos: &Position) -> Option<Value> {
    if pos.spec() != RulesetSpec::default() || pos.fox_to_place() {
        return None;
    }
    let s = plyyard_geese();
    let known_geese = shipped_geese().contains(&pos.geese().0);
    if pos.turn() == Side::Geese {
        if !known_geese {
            return None;
        }
        return s.play(pos).map(|(_, plies)| Value::win(Side::Geese, plies));
    }
    if pos.outcome().is_over() {
        return None;
    }
    let actions = pos.legal_actions();
    // A step keeps the geese as they are: with geese the strategy never has, a step's reply
    // is not in it. Only a fox that must capture can still be answered.
    if !known_geese && actions.iter().any(|a| !a.is_jump()) {
        return None;
    }
    let mut slowest = None;
    for a in &actions {
        let (_, plies) = s.play(&pos.play_unchecked(a))?;
        slowest = slowest.max(Some(plies));
    }
    slowest.map(|p| Value::win(Side::Geese, p + 1))
}

/// The geese of every geese turn in the shipped strategy, as the board's bitboards: a
/// position with other geese is not in it.
fn shipped_geese() -> &'static HashSet<u128> {
    static GEESE: OnceLock<HashSet<u128>> = OnceLock::new();
    GEESE.get_or_init(|| {
        let start = Position::start(Ruleset::get(RulesetSpec::default()));
        let points: Vec<_> = start.board().points().iter().collect();
        plyyard_geese()
            .entries
            .iter()
            .map(|e| {
                let mut geese = Bitboard::EMPTY;
                for (i, p) in points.iter().enumerate().take(GEESE_BITS as usize) {
                    if e.0 >> i & 1 == 1 {
                        geese.insert(*p);
                    }
                }
                geese.0
            })
            .collect()
    })
}

/// The entry of `pos`, `action` and the plies to the win for [`Strategy::new`] (`None`
/// when `pos` has no key or the win is too long for a byte).
pub fn entry(pos: &Position, action: &Action, plies: u16) -> Option<Entry> {
    Some((
        key(pos)?,
        action.from().index(),
        action.to().index(),
        u8::try_from(plies).ok()?,
    ))
}

/// The strategy shipped in the binary (`data/plyyard-geese.strategy`). Its bytes are checked
/// by [`crate::shipped::check`], which a program calls before it plays; bytes that fail to
/// parse all the same give the empty strategy (which knows no position).
pub fn plyyard_geese() -> &'static Strategy {
    static SHIPPED: OnceLock<Strategy> = OnceLock::new();
    SHIPPED.get_or_init(|| {
        Strategy::parse(crate::shipped::bytes("data/plyyard-geese.strategy")).unwrap_or_default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip_and_damage_is_refused() {
        let s = Strategy::new([(5, 1, 2, 3), (3, 4, 5, 1), (1 << 38, 7, 8, 9)]);
        let bytes = s.to_bytes();
        assert_eq!(Strategy::parse(&bytes), Some(s));
        assert_eq!(Strategy::parse(&bytes[..bytes.len() - 1]), None);
        assert_eq!(Strategy::parse(b"FGSTRAT1\0\0\0\0"), None);
        let mut unsorted = bytes.clone();
        unsorted.swap(12, 20);
        assert_eq!(Strategy::parse(&unsorted), None);
    }

    /// The shipped bytes parse; a copy cut short is refused rather than read in part.
    #[test]
    fn the_shipped_strategy_parses_and_a_cut_copy_does_not() {
        let bytes = crate::shipped::bytes("data/plyyard-geese.strategy");
        assert!(Strategy::parse(bytes).is_some_and(|s| s != Strategy::default()));
        assert_eq!(Strategy::parse(&bytes[..bytes.len() - 1]), None);
    }
}
