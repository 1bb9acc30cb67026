//! What a partitioned build makes: which levels are built in parts ([`partitioned`], [`plan`]),
//! each level's parts in build order ([`LevelPlan`]), the position an entry of a part holds,
//! and what building Ply Yard's whole game costs ([`whole_game`]).

use std::sync::Arc;

use super::chunk;
use super::file::PartKey;
use super::index::LevelIndex;
use crate::rules::{Bitboard, Jumps, Position, Ruleset, RulesetSpec, Side};
use crate::solve::index::{bits, Indexer, TableKey};

/// The fewest geese `tables build` builds in parts by default: the levels below are small
/// enough to build whole (Ply Yard's eight geese: 1.4 GB while building).
pub const PARTS_FROM: u8 = 9;

/// What building a ruleset's whole game takes with the learner's one command, `foxgeese
/// tables build --ruleset NAME` (the compact form, the default memory ceiling), measured on
/// the 2-core machine docs/benchmarks.md names: the one source the hints of `play`, `review`
/// and `analyze`, the README and docs/results.md quote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WholeGame {
    /// Wall time, minutes (rounded up).
    pub minutes: u32,
    /// Disk, bytes.
    pub disk_bytes: u64,
    /// Peak memory (maximum resident set), bytes.
    pub memory_bytes: u64,
}

/// `tables build --ruleset plyyard` from nothing, 2026-12-07 10:38–11:12 UTC: 33 min 52 s on a
/// quiet machine with one graph per part; the build by chunks took 7 % more CPU (3,511 s
/// user against 3,279 s, measured beside other work), so about 36 minutes.
const WHOLE_MINUTES: u32 = 37;
/// Its folder: 209 files, 3,812,504,291 bytes (`du -sb`), the same by either builder.
const WHOLE_DISK: u64 = 3_812_504_291;
/// Its maximum resident set by chunks, 2026-12-07 12:30–13:23 UTC: 3,290,388 KiB
/// (`/usr/bin/time -v`).
const WHOLE_MEMORY: u64 = 3_290_388 * 1024;

/// Ply Yard's whole game, as measured (docs/benchmarks.md, "the whole game, compact").
pub const PLYYARD_WHOLE_GAME: WholeGame = WholeGame {
    minutes: WHOLE_MINUTES,
    disk_bytes: WHOLE_DISK,
    memory_bytes: WHOLE_MEMORY,
};

/// The cost of `spec`'s whole game where one machine of this kind builds it with one command
/// (Ply Yard's game); `None` for the games it does not.
pub fn whole_game(spec: RulesetSpec) -> Option<WholeGame> {
    (spec == RulesetSpec::default()).then_some(PLYYARD_WHOLE_GAME)
}

/// Whether `rules`' tables can be built in parts: one fox, optional single captures, a
/// board with the left–right mirror, and geese that never step north.
pub fn partitioned(rules: &Ruleset) -> bool {
    if !crate::solve::dense::Dense::fits(rules) || rules.jumps != Jumps::Single {
        return false;
    }
    if crate::solve::mirror::Mirror::of(rules).is_none() {
        return false;
    }
    rules
        .board
        .points()
        .iter()
        .all(|p| rules.goose_sources(p).iter().all(|s| s.rank() >= p.rank()))
}

/// A level's parts in build order, with their sizes in entries.
#[derive(Clone, Debug)]
pub struct LevelPlan {
    /// The level.
    pub level: TableKey,
    /// Its numbering.
    pub index: Arc<LevelIndex>,
    /// Its parts, smallest sum first, with their entries.
    pub parts: Vec<(PartKey, u64)>,
    /// The entries a chunk of a part's build gathers ([`chunk::CHUNK_ENTRIES`]; fewer in
    /// tests, to cut small parts into many chunks).
    pub chunk_entries: u64,
}

impl LevelPlan {
    /// The plan of `level`'s parts, if its ruleset is [`partitioned`].
    pub fn new(level: TableKey) -> Option<LevelPlan> {
        let rules = level.rules();
        if !partitioned(rules) {
            return None;
        }
        let index = Arc::new(LevelIndex::new(rules, level.geese)?);
        let fox_places = u64::from(rules.board.points().count() - u32::from(level.geese));
        let parts = index
            .sums()
            .map(|sum| {
                (
                    PartKey { level, sum },
                    index.placements(sum) * fox_places * 2,
                )
            })
            .collect();
        Some(LevelPlan {
            level,
            index,
            parts,
            chunk_entries: chunk::CHUNK_ENTRIES,
        })
    }

    /// Entries in all.
    pub fn entries(&self) -> u64 {
        self.parts.iter().map(|p| p.1).sum()
    }

    /// The position stored at entry `i` of part `key` (of this level), the draw clock at 0.
    /// Lists the part's placements: for a few positions, not for every one.
    pub fn position(&self, key: PartKey, i: u64) -> Position {
        let list = self.index.list(key.sum);
        part_position(&Indexer::new(self.level), &list, key, i)
    }
}

/// The levels `tables build` makes for `spec` up to `max_geese` geese, in build order: each
/// level with a plan when it is built in parts (from `parts_from` geese up, where the ruleset
/// allows it), without one when it is built whole.
pub fn plan(
    spec: RulesetSpec,
    max_geese: u8,
    parts_from: u8,
) -> Vec<(TableKey, Option<LevelPlan>)> {
    TableKey::levels(spec, max_geese)
        .into_iter()
        .map(|k| {
            let p = if k.geese >= parts_from {
                LevelPlan::new(k)
            } else {
                None
            };
            (k, p)
        })
        .collect()
}

/// The level a capture from `level` leaves, and its plan when it is built in parts; `None`
/// when a capture ends the game (too few geese left).
pub(crate) fn below_of(
    levels: &[(TableKey, Option<LevelPlan>)],
    level: TableKey,
) -> Option<(TableKey, Option<&LevelPlan>)> {
    let b = TableKey::new(
        level.spec,
        level.geese.checked_sub(1)?,
        level.position_captures() + 1,
    )?;
    let plan = levels
        .iter()
        .find(|(k, _)| *k == b)
        .and_then(|(_, p)| p.as_ref());
    Some((b, plan))
}

/// The position of entry `i` of part `pk`, whose placements are `list`.
pub(crate) fn part_position(ix: &Indexer, list: &[u64], pk: PartKey, i: u64) -> Position {
    let points = ix.points();
    let fox_places = ix.fox_placements();
    let (g, rest) = ((i / 2) / fox_places, (i / 2) % fox_places);
    let geese_mask = list[g as usize];
    let free = ((1u64 << points.len()) - 1) & !geese_mask;
    let fox = crate::solve::dense::select(free, rest as u32);
    let geese: Bitboard = bits(geese_mask).map(|d| points[d as usize]).collect();
    let foxes: Bitboard = std::iter::once(points[fox as usize]).collect();
    let turn = if i.is_multiple_of(2) {
        Side::Fox
    } else {
        Side::Geese
    };
    Position::from_parts(
        pk.level.rules(),
        foxes,
        geese,
        turn,
        pk.level.position_captures(),
    )
}
