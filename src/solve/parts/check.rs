//! Every stored value of a level checked against its children's, in the parts' numbering: the
//! fast path of `tables verify --sample all` for the rulesets built in parts.
//!
//! Checking position by position through the rules engine reads a few million positions a
//! minute: days for Ply Yard's 26.7 billion entries. Here a level (whole table or parts) is
//! walked as the builder walks it, a chunk of row vectors at a time ([`chunk`]):
//! its own entries and the level below's are loaded as the builder loads its inputs, and each
//! position's children are generated from the board's move tables, their entries looked up
//! once per geese placement, on every core. Each value is judged by the same definition
//! ([`crate::solve::value::judge`]) the position-by-position check uses, so the two agree
//! entry for entry (tested).

use std::path::Path;

use rayon::prelude::*;

use super::chunk;
use super::finished::{load, Finished, Want};
use super::graph::PartGraph;
use super::plan::{below_of, LevelPlan};
use crate::rules::Position;
use crate::solve::index::{Indexer, TableKey};
use crate::solve::table::TableError;
use crate::solve::value::Contradiction;
use crate::solve::value::Value;

/// What checking a level found.
#[derive(Debug, Default)]
pub struct LevelChecked {
    /// Positions checked.
    pub checked: u64,
    /// The positions whose stored value is wrong: the position, its stored value, and why.
    pub failures: Vec<(Position, Value, Contradiction)>,
}

/// The most failures kept for one level: a level wrong everywhere is named by its first.
const KEEP: usize = 1000;

/// Checks every position of `level`, kept in the folder `dir` as `levels` say (a plan: in
/// parts; none: a whole table), against its children; `progress` is told of every entry
/// checked. `None` when the level cannot be checked this way: its ruleset is not built in
/// parts, or it or the level below is not in `levels`.
pub fn check_level(
    dir: &Path,
    levels: &[(TableKey, Option<LevelPlan>)],
    level: TableKey,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Option<LevelChecked>, TableError> {
    let Some(numbering) = LevelPlan::new(level) else {
        return Ok(None);
    };
    let Some((_, own)) = levels.iter().find(|(k, _)| *k == level) else {
        return Ok(None);
    };
    let below = below_of(levels, level);
    if below.is_some_and(|(b, _)| !levels.iter().any(|(k, _)| *k == b)) {
        return Ok(None);
    }
    let points = Indexer::new(level).points().to_vec();
    let rules = level.rules();
    let per_placement = (points.len() as u64 - u64::from(level.geese)) * 2;
    let mut finished = Finished::default();
    let mut out = LevelChecked::default();
    for &(key, _) in &numbering.parts {
        let chunks = chunk::chunks(
            &numbering.index,
            below.and_then(|b| b.1).map(|p| &*p.index),
            key.sum,
            points.len() as u32,
            super::rows::reach(rules),
            chunk::CHUNK_ENTRIES,
        );
        let spans = numbering.index.spans(key.sum);
        for c in &chunks {
            let mut wants = vec![match own {
                // Both sides of the chunk's own vectors and of those a step south reaches.
                Some(plan) => Want::Parts {
                    plan,
                    side: None,
                    spans: spans
                        .iter()
                        .filter(|s| s.lo >= c.lo && s.hi <= c.hi)
                        .cloned()
                        .chain(c.inputs_of(level.geese).cloned())
                        .collect(),
                },
                None => Want::Whole(level),
            }];
            match below {
                Some((b, None)) => wants.push(Want::Whole(b)),
                Some((b, Some(plan))) => wants.push(Want::Parts {
                    plan,
                    side: Some(1),
                    spans: c.inputs_of(b.geese).cloned().collect(),
                }),
                None => {}
            }
            load(dir, &mut finished, &wants)?;
            let graph = PartGraph::new(
                level,
                numbering.index.clone(),
                key.sum,
                c.lo..c.hi,
                &points,
                &finished,
            );
            let groups = c.hi - c.lo;
            let failed: Vec<(u64, Contradiction, u16)> = (0..groups)
                .into_par_iter()
                .fold(
                    || (Vec::new(), Vec::new()),
                    |(mut children, mut failed), g| {
                        graph.check_group(g, &mut children, &mut |i, problem, stored| {
                            failed.push((i, problem, stored));
                        });
                        if (g + 1) % 4096 == 0 {
                            progress(4096 * per_placement);
                        }
                        (children, failed)
                    },
                )
                .map(|(_, failed)| failed)
                .reduce(Vec::new, |mut a, mut b| {
                    a.append(&mut b);
                    a
                });
            progress(groups % 4096 * per_placement);
            out.checked += groups * per_placement;
            for (i, problem, stored) in failed {
                if out.failures.len() < KEEP {
                    let pos = graph.position(i);
                    out.failures.push((
                        pos,
                        crate::solve::entry::entry_value(stored, pos.turn()),
                        problem,
                    ));
                }
            }
        }
    }
    Ok(Some(out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RulesetSpec;
    use crate::solve::parts::{file, plan, PartKey, PartProgress};
    use crate::solve::table::Format;
    use crate::solve::verify::{verify, Sample, Verified};
    use crate::solve::Solver;

    struct Silent;
    impl PartProgress for Silent {}

    /// Ply Yard's levels to `geese` geese in `dir`, the levels from `parts_from` up in parts.
    fn built(name: &str, geese: u8, parts_from: u8) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("foxgeese-check-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        Solver::new(&dir)
            .build_parts(RulesetSpec::default(), geese, parts_from, u64::MAX, &Silent)
            .unwrap();
        dir
    }

    fn failures(v: &Verified) -> Vec<(String, Contradiction)> {
        let mut f: Vec<(String, Contradiction)> = v
            .failures
            .iter()
            .map(|f| (f.position.to_string(), f.problem))
            .collect();
        f.sort_by(|a, b| a.0.cmp(&b.0));
        f
    }

    /// Every entry checked graph-wise, on whole tables and parts, agrees with the check
    /// position by position (every entry too): none fails, and as many are checked. (Five
    /// geese, whole and in parts, both ways; six over a whole table, graph-wise only, every
    /// entry counted.)
    #[test]
    fn a_sound_folder_passes_both_checks_alike() {
        let spec = RulesetSpec::default();
        for (geese, parts_from, slow) in [(5, 0, true), (5, 6, true), (6, 6, false)] {
            let dir = built(&format!("sound-{geese}-{parts_from}"), geese, parts_from);
            let fast = verify(&mut Solver::new(&dir), spec, Sample::All, &mut |_, _| {}).unwrap();
            assert!(!fast.problems(), "{:?}", failures(&fast));
            assert_eq!(fast.skipped, 0);
            let entries: u64 = plan(spec, geese, 0)
                .iter()
                .map(|l| l.1.as_ref().unwrap().entries())
                .sum();
            assert_eq!(
                fast.checked, entries,
                "{geese} geese, parts from {parts_from}"
            );
            if slow {
                let slow = verify(
                    &mut Solver::new(&dir),
                    spec,
                    Sample::Some(u64::MAX),
                    &mut |_, _| {},
                )
                .unwrap();
                assert!(!slow.problems());
                assert_eq!(fast.checked, slow.checked);
            }
            std::fs::remove_dir_all(&dir).unwrap();
        }
    }

    /// A value changed in a part (its checksums made anew, so only the value is wrong) is
    /// found by the graph-wise check, at the same positions and for the same reasons as
    /// position by position.
    #[test]
    fn a_wrong_value_is_found_where_the_slow_check_finds_it() {
        let dir = built("wrong", 5, 0);
        let spec = RulesetSpec::default();
        let levels = plan(spec, 5, 0);
        let (_, Some(five)) = levels.iter().find(|l| l.0.geese == 5).unwrap() else {
            panic!("five geese in parts");
        };
        let (key, entries): (PartKey, u64) = five.parts[five.parts.len() / 2];
        let path = dir.join(key.file_name());
        let mut body = file::PartFile::open(&path, &key, entries)
            .unwrap()
            .read_all()
            .unwrap();
        // The first fox-to-move entry that is a draw, made a loss in 4.
        let i = (0..body.len())
            .step_by(2)
            .find(|&i| file::decode(body[i]) == 0)
            .expect("a draw");
        body[i] = file::encode(crate::solve::entry::DECIDED | 4).unwrap();
        file::save_as(&path, &key, &body, Format::Compact).unwrap();
        let fast = verify(&mut Solver::new(&dir), spec, Sample::All, &mut |_, _| {}).unwrap();
        let slow = verify(
            &mut Solver::new(&dir),
            spec,
            Sample::Some(u64::MAX),
            &mut |_, _| {},
        )
        .unwrap();
        assert!(fast.damaged.is_empty());
        assert!(!fast.failures.is_empty());
        assert_eq!(failures(&fast), failures(&slow));
        let wrong = five.position(key, i as u64).to_string();
        assert!(failures(&fast).iter().any(|f| f.0 == wrong), "{wrong}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
