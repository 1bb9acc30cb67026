//! `tables compact`: a table folder converted to the compact form in place, file by file.
//!
//! Each full file (a whole table, `.fgt`, a part, `LEVEL.parts/sNNN.fgq`, or a sweep's level,
//! `RULESET-sweep-gNN.fgs`) is read whole
//! and checked block by block, written beside itself as a compact file
//! ([`super::blockfile`], `NAME.compacting`), read back and compared entry for entry, and
//! only then renamed over the full file. So a conversion stopped anywhere (Ctrl-C, `kill -9`)
//! leaves every file either full or compact, both readable, and the next run converts the
//! rest (the `.compacting` leftovers are removed first). A file already compact is kept as it
//! is. A damaged or foreign file is an error naming it, and nothing of it is converted.

use std::path::{Path, PathBuf};

use super::index::TableKey;
use super::parts::file::{self, PartFile};
use super::parts::{LevelPlan, PartKey};
use super::sweep;
use super::table::{self, Format, Table, TableError, TableProblem};
use crate::rules::{Ruleset, RulesetSpec, Variant};

/// The suffix of a compact file being written beside the full one it replaces.
const PENDING: &str = "compacting";

/// One file of the folder to convert.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A whole table.
    Table(TableKey),
    /// A part of a level built in parts, with its entries.
    Part(PartKey, u64),
    /// A level of a sweep (`tables sweep`): its ruleset and geese.
    Sweep(RulesetSpec, u32),
}

/// What became of one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Converted {
    /// The file.
    pub path: PathBuf,
    /// What it holds.
    pub item: Item,
    /// Its size before, bytes.
    pub before: u64,
    /// Its size after, bytes.
    pub after: u64,
    /// Whether it was compact already (nothing done).
    pub already: bool,
}

/// Told about a conversion's progress.
pub trait CompactProgress: Sync {
    /// The conversion starts: `files` files, `bytes` bytes of full files to convert.
    fn begin(&self, _files: usize, _bytes: u64) {}
    /// One more file is done (`bytes`: its full size, 0 when it was compact already).
    fn done(&self, _path: &Path, _bytes: u64) {}
}

/// No progress shown.
pub struct Silent;
impl CompactProgress for Silent {}

/// Every table and part file of `dir`, in build order: tables by name, then each level's
/// parts by sum. Files foxgeese does not name this way are left out.
pub fn items(dir: &Path) -> std::io::Result<Vec<(PathBuf, Item)>> {
    let mut out = Vec::new();
    let mut entries: Vec<PathBuf> = match std::fs::read_dir(dir) {
        Ok(rd) => rd.filter_map(|e| e.ok().map(|e| e.path())).collect(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(out),
        Err(e) => return Err(e),
    };
    entries.sort();
    for path in entries {
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        if let Some(key) = name.strip_suffix(".fgt").and_then(|_| key_of_file(name)) {
            out.push((path, Item::Table(key)));
        } else if let Some((rules, geese)) = sweep::level_of_file(name) {
            out.push((path, Item::Sweep(rules.spec, geese)));
        } else if let Some(level) = name
            .strip_suffix(".parts")
            .and_then(|stem| key_of_file(&format!("{stem}.fgt")))
        {
            let Some(plan) = LevelPlan::new(level) else {
                continue;
            };
            for &(pk, entries) in &plan.parts {
                let p = dir.join(pk.file_name());
                if p.exists() {
                    out.push((p, Item::Part(pk, entries)));
                }
            }
        }
    }
    Ok(out)
}

/// The table a file name (`plyyard-g08-c05.fgt`) names, of any ruleset.
pub fn key_of_file(name: &str) -> Option<TableKey> {
    let specs = Variant::ALL.iter().flat_map(|v| {
        v.options()
            .iter()
            .map(|o| format!("{}:{o}", v.name()))
            .chain(std::iter::once(v.name().to_string()))
            .filter_map(|s| s.parse::<RulesetSpec>().ok())
            .collect::<Vec<_>>()
    });
    specs.into_iter().find_map(|spec| {
        let total = Ruleset::get(spec).geese_total();
        (0..=total)
            .flat_map(|k| (0..=total - k).map(move |c| (k, c)))
            .filter_map(|(k, c)| TableKey::new(spec, k, c))
            .find(|key| key.file_name() == name)
    })
}

/// The path a compact file is written to before it replaces `path`.
fn pending(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".");
    name.push(PENDING);
    path.with_file_name(name)
}

/// Removes what a stopped conversion left in `dir` (compact files not yet renamed).
fn remove_pending(dir: &Path) {
    let mut folders = vec![dir.to_path_buf()];
    if let Ok(rd) = std::fs::read_dir(dir) {
        folders.extend(
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "parts") && p.is_dir()),
        );
    }
    for f in folders {
        let Ok(rd) = std::fs::read_dir(&f) else {
            continue;
        };
        for p in rd.filter_map(|e| e.ok().map(|e| e.path())) {
            if p.extension().is_some_and(|x| x == PENDING) && p.is_file() {
                let _ = std::fs::remove_file(p);
            }
        }
    }
}

/// Converts every full table and part of `dir` to the compact form, checking each against the
/// file it replaces entry for entry.
pub fn compact_folder(
    dir: &Path,
    progress: &dyn CompactProgress,
) -> Result<Vec<Converted>, TableError> {
    remove_pending(dir);
    let items = items(dir).map_err(|e| TableError::io(dir, &e))?;
    let mut todo_bytes = 0;
    let mut sizes = Vec::with_capacity(items.len());
    for (path, _) in &items {
        let len = std::fs::metadata(path).map_or(0, |m| m.len());
        let packed = table::is_packed_file(path);
        if !packed {
            todo_bytes += len;
        }
        sizes.push((len, packed));
    }
    progress.begin(items.len(), todo_bytes);
    let mut out = Vec::with_capacity(items.len());
    for ((path, item), (before, packed)) in items.into_iter().zip(sizes) {
        if packed {
            // Opened, so that a damaged compact file is said now, not when it is read.
            match &item {
                Item::Table(key) => drop(Table::open(*key, &path)?),
                Item::Part(pk, entries) => drop(PartFile::open(&path, pk, *entries)?),
                Item::Sweep(spec, geese) => {
                    let rules = Ruleset::get(*spec);
                    drop(sweep::SweepFile::open(
                        rules,
                        points(rules)?,
                        *geese,
                        &path,
                    )?)
                }
            }
            progress.done(&path, 0);
            out.push(Converted {
                path,
                item,
                before,
                after: before,
                already: true,
            });
            continue;
        }
        let after = convert(&path, &item)?;
        progress.done(&path, before);
        out.push(Converted {
            path,
            item,
            before,
            after,
            already: false,
        });
    }
    Ok(out)
}

/// Converts one full file to the compact form in place; the compact file's size.
pub fn convert(path: &Path, item: &Item) -> Result<u64, TableError> {
    let tmp = pending(path);
    let differs = || TableError::Corrupt {
        path: tmp.clone(),
        problem: TableProblem::Checksum,
    };
    match item {
        Item::Table(key) => {
            let full = Table::load(*key, path)?;
            full.save_packed(&tmp)?;
            let packed = Table::load(*key, &tmp)?;
            for i in 0..full.len() {
                if packed.whole_entry(i) != full.whole_entry(i) {
                    return Err(differs());
                }
            }
        }
        Item::Part(pk, entries) => {
            let full = PartFile::open(path, pk, *entries)?.read_all()?;
            file::save_as(&tmp, pk, &full, Format::Compact)?;
            let packed = PartFile::open(&tmp, pk, *entries)?.read_all()?;
            if packed != full {
                return Err(differs());
            }
        }
        Item::Sweep(spec, geese) => {
            let rules = Ruleset::get(*spec);
            let points = points(rules)?;
            let full = sweep::Level::load(rules, points, *geese, path)?;
            full.save(rules, points, *geese, &tmp)?;
            let packed = sweep::Level::load(rules, points, *geese, &tmp)?;
            if !packed.masks().eq(full.masks()) {
                return Err(differs());
            }
        }
    }
    std::fs::rename(&tmp, path).map_err(|e| TableError::io(path, &e))?;
    std::fs::metadata(path)
        .map(|m| m.len())
        .map_err(|e| TableError::io(path, &e))
}

/// The points of a ruleset that can be swept (its sweep files hold it).
fn points(rules: &'static Ruleset) -> Result<u32, TableError> {
    sweep::Geometry::new(rules)
        .map(|g| g.point_count())
        .map_err(|_| TableError::Corrupt {
            path: PathBuf::new(),
            problem: TableProblem::Foreign,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::{Quiet, Solver};

    struct NoProgress;
    impl crate::solve::parts::PartProgress for NoProgress {}

    /// A folder of full tables and parts, converted, reads the same values everywhere; run
    /// again, it converts nothing.
    #[test]
    fn a_full_folder_converts_in_place_to_the_same_values() {
        let dir = std::env::temp_dir().join(format!("foxgeese-compact-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let spec = RulesetSpec::default();
        let mut full = Solver::new(&dir).with_format(Format::Full);
        full.build_parts(spec, 6, 6, u64::MAX, &NoProgress).unwrap();
        let before = items(&dir).unwrap();
        assert!(before.iter().any(|i| matches!(i.1, Item::Table(_))));
        assert!(before.iter().any(|i| matches!(i.1, Item::Part(..))));
        assert!(before.iter().all(|(p, _)| !table::is_packed_file(p)));
        // Every value, read from the full files.
        let values = |dir: &Path| -> Vec<u16> {
            let mut out = Vec::new();
            for (path, item) in items(dir).unwrap() {
                match item {
                    Item::Table(key) => {
                        let t = Table::load(key, &path).unwrap();
                        out.extend((0..t.len()).map(|i| t.whole_entry(i)));
                    }
                    Item::Part(pk, n) => {
                        let b = PartFile::open(&path, &pk, n).unwrap().read_all().unwrap();
                        out.extend(b.into_iter().map(file::decode));
                    }
                    Item::Sweep(..) => unreachable!("no sweep in this folder"),
                }
            }
            out
        };
        let want = values(&dir);
        // A leftover of a stopped conversion goes.
        std::fs::write(pending(&before[0].0), b"half").unwrap();
        let done = compact_folder(&dir, &Silent).unwrap();
        assert_eq!(done.len(), before.len());
        assert!(done.iter().all(|c| !c.already));
        let (before_bytes, after_bytes) = done
            .iter()
            .fold((0, 0), |(b, a), c| (b + c.before, a + c.after));
        assert!(
            after_bytes * 10 < before_bytes,
            "{after_bytes} of {before_bytes}"
        );
        assert!(!pending(&before[0].0).exists());
        assert!(items(&dir)
            .unwrap()
            .iter()
            .all(|(p, _)| table::is_packed_file(p)));
        assert_eq!(values(&dir), want);
        let again = compact_folder(&dir, &Silent).unwrap();
        assert!(again.iter().all(|c| c.already));
        // The solver reads the compact folder as it read the full one.
        let mut solver = Solver::new(&dir).with_on_demand_limit(0);
        let report = solver
            .build(TableKey::new(spec, 5, 8).unwrap(), &Quiet)
            .unwrap();
        assert!(report.built.is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Ply Yard's tables to eight geese built straight into the compact form hold the same
    /// entries as the same tables built in the full form, every one of them.
    #[test]
    fn compact_builds_equal_full_builds_to_eight_geese() {
        let base = std::env::temp_dir().join(format!("foxgeese-compact8-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&base);
        let spec = RulesetSpec::default();
        let top = TableKey::new(spec, 8, 5).unwrap();
        let mut full = Solver::new(base.join("full")).with_format(Format::Full);
        full.build(top, &Quiet).unwrap();
        drop(full);
        let mut compact = Solver::new(base.join("compact"));
        compact.build(top, &Quiet).unwrap();
        drop(compact);
        let mut keys = top.dependencies();
        keys.push(top);
        for key in keys {
            let f = base.join("full").join(key.file_name());
            let c = base.join("compact").join(key.file_name());
            assert!(
                !table::is_packed_file(&f) && table::is_packed_file(&c),
                "{key}"
            );
            let a = Table::load(key, &f).unwrap();
            let b = Table::load(key, &c).unwrap();
            assert_eq!(a.len(), b.len());
            for i in 0..a.len() {
                assert_eq!(a.whole_entry(i), b.whole_entry(i), "{key} entry {i}");
            }
            // The lazy reader's probes agree too.
            let lazy = Table::open(key, &c).unwrap();
            for i in (0..a.len()).step_by(9973) {
                assert_eq!(lazy.entry(i).unwrap(), a.whole_entry(i), "{key} probe {i}");
            }
        }
        std::fs::remove_dir_all(&base).unwrap();
    }

    /// A sweep's levels written in the full form are converted too, to the same masks.
    #[test]
    fn sweep_levels_convert_to_the_same_masks() {
        let rules = Ruleset::get("boys-own-1870-draughts".parse::<RulesetSpec>().unwrap());
        let dir = std::env::temp_dir().join(format!("foxgeese-compact-sw-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let g = sweep::Geometry::new(rules).unwrap();
        let points = g.point_count();
        let fewest = g.fewest();
        let swept = sweep::Sweep::run_in(g, 4, &dir, &Quiet).unwrap();
        for k in fewest..=4 {
            let path = dir.join(sweep::file_name(rules, k));
            swept
                .level(k)
                .unwrap()
                .save_full(rules, points, k, &path)
                .unwrap();
            assert!(!table::is_packed_file(&path));
        }
        let done = compact_folder(&dir, &Silent).unwrap();
        assert_eq!(done.len() as u32, 5 - fewest);
        for k in fewest..=4 {
            let path = dir.join(sweep::file_name(rules, k));
            assert!(table::is_packed_file(&path));
            let back = sweep::Level::load(rules, points, k, &path).unwrap();
            assert!(back.masks().eq(swept.level(k).unwrap().masks()));
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
