//! Reading a built level's parts: a position's entry from its part, a block at a time
//! ([`PartReader`]), and every entry counted ([`tally`]).

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use super::file::{self, PartFile, PartKey};
use super::plan::LevelPlan;
use crate::rules::{Position, Side};
use crate::solve::index::{Indexer, TableKey};
use crate::solve::mirror::mirror_number;
use crate::solve::stats::ValueTally;
use crate::solve::table::TableError;

/// The parts of the folder a query reads, opened as they are first needed.
#[derive(Default)]
pub(crate) struct PartReader {
    /// Each level's plan (`None`: not built in parts) and its whole-table index, whose
    /// point numbering the masks are in.
    plans: HashMap<TableKey, Option<(LevelPlan, Indexer)>>,
    files: HashMap<PartKey, Option<Arc<PartFile>>>,
}

impl PartReader {
    /// The 16-bit entry of `pos` from its part in `dir`, if the folder has that part.
    pub(crate) fn entry(
        &mut self,
        dir: &Path,
        key: TableKey,
        pos: &Position,
    ) -> Result<Option<u16>, TableError> {
        let plan = self
            .plans
            .entry(key)
            .or_insert_with(|| LevelPlan::new(key).map(|p| (p, Indexer::new(key))));
        let Some((plan, ix)) = plan else {
            return Ok(None);
        };
        let (geese, foxes) = ix.masks(pos);
        let fox = foxes.trailing_zeros();
        let fox_places = ix.fox_placements();
        let placed = plan.index.place(geese);
        let pk = PartKey {
            level: key,
            sum: placed.sum,
        };
        let Some(&(_, entries)) = plan.parts.iter().find(|(p, _)| *p == pk) else {
            return Ok(None);
        };
        let file = match self.files.get(&pk) {
            Some(f) => f.clone(),
            None => {
                let path = dir.join(pk.file_name());
                let f = if path.exists() {
                    Some(Arc::new(PartFile::open(&path, &pk, entries)?))
                } else {
                    None
                };
                self.files.insert(pk, f.clone());
                f
            }
        };
        let Some(file) = file else {
            return Ok(None);
        };
        let (geese, fox) = if placed.image {
            (
                plan.index.mirror(geese),
                mirror_number(fox, plan.index.pairs()),
            )
        } else {
            (geese, fox)
        };
        let e = fox - (geese & ((1u64 << fox) - 1)).count_ones();
        let side = u64::from(pos.turn() == Side::Geese);
        let n = (placed.rank * fox_places + u64::from(e)) * 2 + side;
        file.entry(n).map(Some)
    }
}

/// Every position counted by value, side to move and distance, over a level's parts: what
/// `tables stats` shows for a level built in parts.
pub fn tally(dir: &Path, plan: &LevelPlan) -> Result<ValueTally, TableError> {
    let mut t = ValueTally::default();
    let fox_places =
        u64::from(plan.level.rules().board.points().count() - u32::from(plan.level.geese));
    for &(pk, entries) in &plan.parts {
        let f = PartFile::open(&dir.join(pk.file_name()), &pk, entries)?;
        let list = plan.index.list(pk.sum);
        let mut i = 0u64;
        f.each_block(|block| {
            for &b in block {
                let g = i / (2 * fox_places);
                let weight = if plan.index.symmetric(list[g as usize]) {
                    1
                } else {
                    2
                };
                let mover = if i.is_multiple_of(2) {
                    Side::Fox
                } else {
                    Side::Geese
                };
                t.add(file::decode(b), mover, weight);
                i += 1;
            }
            Ok(())
        })?;
    }
    Ok(t)
}
