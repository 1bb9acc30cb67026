//! The finished levels and parts a part's build (or check) reads ([`Finished`]): whole
//! tables read whole, and of levels in parts only the row vectors and the side to move the
//! chunk being built looks up ([`Want`], [`load`]).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::file::{self, PartFile};
use super::index::{self, LevelIndex, Placed};
use super::plan::LevelPlan;
use crate::solve::index::{Indexer, TableKey};
use crate::solve::mirror::mirror_number;
use crate::solve::table::{Table, TableError};

/// A finished level the builder looks entries up in.
enum Level {
    /// A whole table, read whole.
    Whole(Indexer, Arc<Table>),
    /// Parts, by sum (only those a part being built can reach), each read with only the
    /// entries of one side to move: a part reads its own level's parts only after a goose's
    /// step south (the fox to move) and the level below only after a capture (the geese to
    /// move), so half of each input is never looked at and is not kept.
    Parts {
        index: Arc<LevelIndex>,
        fox_places: u64,
        /// The side to move whose entries are kept (0: the fox, 1: the geese; `None`: both,
        /// as a check of the level reads its own).
        side: Option<u64>,
        /// The row vectors held (only those the chunk being built reads), by code: the
        /// vector's first placement in its part, and its entries of `side`.
        spans: HashMap<u32, (u64, Arc<[u8]>)>,
    },
}

/// The finished levels and parts a part's build reads, by goose count.
#[derive(Default)]
pub(crate) struct Finished {
    levels: HashMap<u8, Level>,
}

/// A placement of a finished level, found once for every fox placement it is looked up with.
pub(crate) struct Found<'a> {
    /// The stored geese (the placement or its image).
    geese: u64,
    /// The fox's point is mirrored too.
    image: bool,
    pairs: u32,
    /// The first entry of the placement's group.
    base: u64,
    body: Body<'a>,
}

enum Body<'a> {
    Whole(&'a Table),
    /// One side's entries of a part, or both (see [`Level::Parts`]).
    Part(&'a [u8], Option<u64>),
}

impl Found<'_> {
    /// The 16-bit entry with the fox on `fox` and `side` (0: the fox, 1: the geese) to move.
    #[inline]
    pub(crate) fn entry(&self, fox: u32, side: u64) -> u16 {
        let fox = if self.image {
            mirror_number(fox, self.pairs)
        } else {
            fox
        };
        let e = fox - (self.geese & ((1u64 << fox) - 1)).count_ones();
        match self.body {
            Body::Whole(t) => t.whole_entry(self.base + u64::from(e) * 2 + side),
            Body::Part(p, Some(kept)) => {
                debug_assert_eq!(side, kept, "only one side's entries are kept");
                file::decode(p[(self.base / 2 + u64::from(e)) as usize])
            }
            Body::Part(p, None) => file::decode(p[(self.base + u64::from(e) * 2 + side) as usize]),
        }
    }
}

impl Finished {
    /// The placement `geese` (dense mask) of `level`, which must be there (and its part).
    #[inline]
    pub(crate) fn find(&self, level: &TableKey, geese: u64) -> Found<'_> {
        match &self.levels[&level.geese] {
            Level::Whole(ix, t) => {
                let (rank, image) = ix.geese_rank(geese);
                Found {
                    geese: if image { ix.mirror_mask(geese) } else { geese },
                    image,
                    pairs: ix.pairs(),
                    base: rank * ix.fox_placements() * 2,
                    body: Body::Whole(t),
                }
            }
            Level::Parts {
                index,
                fox_places,
                side,
                spans,
            } => {
                let Placed {
                    rank, image, code, ..
                } = index.place(geese);
                let (lo, entries) = &spans[&code];
                Found {
                    geese: if image { index.mirror(geese) } else { geese },
                    image,
                    pairs: index.pairs(),
                    base: (rank - lo) * fox_places * 2,
                    body: Body::Part(entries, *side),
                }
            }
        }
    }
}

/// A level's entries a build or a check looks up.
pub(crate) enum Want<'a> {
    /// A whole table, read whole.
    Whole(TableKey),
    /// Row vectors of a level in parts, with one side to move or both.
    Parts {
        plan: &'a LevelPlan,
        side: Option<u64>,
        spans: Vec<index::Span>,
    },
}

impl Want<'_> {
    fn geese(&self) -> u8 {
        match self {
            Want::Whole(k) => k.geese,
            Want::Parts { plan, .. } => plan.level.geese,
        }
    }
}

/// Makes `finished` hold what `wants` name and nothing else, keeping what it held and is
/// still wanted (a table read whole, a row vector of the same side).
pub(crate) fn load(dir: &Path, finished: &mut Finished, wants: &[Want]) -> Result<(), TableError> {
    finished
        .levels
        .retain(|g, _| wants.iter().any(|w| w.geese() == *g));
    for want in wants {
        let g = want.geese();
        match want {
            Want::Whole(level) => {
                if !matches!(finished.levels.get(&g), Some(Level::Whole(..))) {
                    let t = Table::load(*level, &dir.join(level.file_name()))?;
                    finished
                        .levels
                        .insert(g, Level::Whole(Indexer::new(*level), Arc::new(t)));
                }
            }
            Want::Parts { plan, side, spans } => {
                let side = *side;
                let fox_places =
                    u64::from(plan.level.rules().board.points().count() - u32::from(g));
                // A level read before for another side (the level a capture reached, now the
                // one being built's) is read again.
                if !matches!(finished.levels.get(&g), Some(Level::Parts { side: s, .. }) if *s == side)
                {
                    finished.levels.remove(&g);
                }
                let entry = finished.levels.entry(g).or_insert_with(|| Level::Parts {
                    index: plan.index.clone(),
                    fox_places,
                    side,
                    spans: HashMap::new(),
                });
                let Level::Parts { spans: held, .. } = entry else {
                    unreachable!("a level in parts")
                };
                held.retain(|code, _| spans.iter().any(|s| s.code == *code));
                let mut open: Option<(u32, PartFile)> = None;
                for span in spans {
                    if held.contains_key(&span.code) {
                        continue;
                    }
                    if open.as_ref().is_none_or(|o| o.0 != span.sum) {
                        let (pk, entries) = *plan
                            .parts
                            .iter()
                            .find(|(p, _)| p.sum == span.sum)
                            .expect("a vector's part is in its level");
                        open = Some((
                            span.sum,
                            PartFile::open(&dir.join(pk.file_name()), &pk, entries)?,
                        ));
                    }
                    let f = &open.as_ref().expect("opened").1;
                    let range = span.lo * fox_places * 2..span.hi * fox_places * 2;
                    held.insert(span.code, (span.lo, read_side(f, side, range)?.into()));
                }
            }
        }
    }
    Ok(())
}

/// The entries `range` of `f` with `side` to move (0: the fox, 1: the geese; `None`: both),
/// every block read checked, read as a stream of blocks. `range` starts on an even entry.
fn read_side(
    f: &PartFile,
    side: Option<u64>,
    range: std::ops::Range<u64>,
) -> Result<Vec<u8>, TableError> {
    let mut out = Vec::new();
    let Some(side) = side else {
        f.each_in(range, |_, piece| {
            out.extend_from_slice(piece);
            Ok(())
        })?;
        return Ok(out);
    };
    let len = (range.end - range.start).div_ceil(2);
    out.try_reserve_exact(len as usize)
        .map_err(|_| TableError::NoMemory {
            path: PathBuf::new(),
            bytes: len,
        })?;
    debug_assert!(range.start.is_multiple_of(2));
    f.each_in(range, |first, piece| {
        // A piece's first entry is its place's parity: skip one when it is not `side`'s.
        let skip = ((first + side) % 2) as usize;
        out.extend(piece.iter().skip(skip).step_by(2));
        Ok(())
    })?;
    Ok(out)
}
