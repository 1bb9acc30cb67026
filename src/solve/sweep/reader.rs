//! The sweeps of a table folder answering positions for the solver ([`Reader`]).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::rules::{Position, RulesetSpec, Side};
use crate::solve::table::TableError;

use super::file::{file_name, SweepFile};
use super::geometry::{winner_in, Geometry, Place};

/// The sweeps of a table folder, read a level at a time as positions ask for them.
pub struct Reader {
    dir: PathBuf,
    /// Each ruleset's geometry (`None`: it cannot be swept).
    geometries: HashMap<RulesetSpec, Option<Geometry>>,
    /// Each level's file (`None`: the folder has none).
    files: HashMap<(RulesetSpec, u32), Option<SweepFile>>,
}

impl Reader {
    /// The sweeps of the folder `dir`.
    pub fn new(dir: &Path) -> Reader {
        Reader {
            dir: dir.to_path_buf(),
            geometries: HashMap::new(),
            files: HashMap::new(),
        }
    }

    /// Who wins `pos` with best play, where the folder holds the sweep of its level (`None`
    /// where it does not, or where the ruleset cannot be swept). A damaged file is an error.
    pub fn winner(&mut self, pos: &Position) -> Result<Option<Side>, TableError> {
        let rules = pos.rules();
        let g = self
            .geometries
            .entry(rules.spec)
            .or_insert_with(|| Geometry::new(rules).ok());
        let Some(g) = g else {
            return Ok(None);
        };
        let points = g.points.len() as u32;
        let (k, set, bit, fox_to_move) = match g.place(pos) {
            None => return Ok(None),
            Some(Place::FoxHasWon) => return Ok(Some(Side::Fox)),
            Some(Place::Bit {
                geese,
                set,
                bit,
                fox_to_move,
            }) => (geese, set, bit, fox_to_move),
        };
        let file = match self.files.entry((rules.spec, k)) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => {
                let path = self.dir.join(file_name(rules, k));
                let file = if path.is_file() {
                    Some(SweepFile::open(rules, points, k, &path)?)
                } else {
                    None
                };
                e.insert(file)
            }
        };
        let Some(file) = file else {
            return Ok(None);
        };
        let (fox_loses, geese_win) = file.masks(set)?;
        let mask = if fox_to_move { fox_loses } else { geese_win };
        Ok(Some(winner_in(mask, bit)))
    }
}
