//! Tests of the graph of jobs: its parts against the builder's own numbering, its estimates
//! and ids, and a worker's run.

use super::*;

/// The placements counted by rows are the builder's numbering's, part by part, for every
/// Ply Yard level; and for the other rulesets, they add up to the whole tables.
#[test]
fn row_counts_are_the_builders_parts() {
    let spec = RulesetSpec::default();
    for geese in 1..=13u8 {
        let Some(key) = TableKey::new(spec, geese, 13 - geese) else {
            continue;
        };
        let plan = super::super::LevelPlan::new(key).unwrap();
        let graph = Graph::new(spec, geese, 0);
        let mine: Vec<(PartKey, u64)> = graph
            .jobs
            .iter()
            .filter(|j| j.kind.level() == key)
            .map(|j| match j.kind {
                JobKind::Part(p) => (p, j.entries),
                JobKind::Table(_) => panic!("a whole table above parts_from"),
            })
            .collect();
        assert_eq!(mine, plan.parts, "{key}");
        let positions: u64 = graph
            .jobs
            .iter()
            .filter(|j| j.kind.level() == key)
            .map(|j| j.positions)
            .sum();
        assert_eq!(positions, key.positions(), "{key}");
    }
    for (spec, geese) in [
        ("boys-own-1870", 17u8),
        ("two-foxes", 20),
        ("large-cross", 18),
        ("standard", 13),
    ] {
        let spec: RulesetSpec = spec.parse().unwrap();
        let graph = Graph::new(spec, geese, 0);
        let key = TableKey::new(spec, geese, 0).unwrap();
        let (positions, entries) = graph
            .jobs
            .iter()
            .filter(|j| j.kind.level() == key)
            .fold((0, 0), |(p, e), j| (p + j.positions, e + j.entries));
        assert_eq!(positions, key.positions(), "{spec}");
        assert_eq!(entries, key.entries(), "{spec}");
    }
}

/// Every id names its job, and reads back as it.
#[test]
fn ids_read_back() {
    // Only the file's own spelling names a part.
    assert!(parse_id("plyyard-g13-c00/s045").is_some());
    for other in [
        "plyyard-g13-c00/s45",
        "plyyard-g13-c00/s0045",
        "plyyard-g13-c00/s",
    ] {
        assert_eq!(parse_id(other), None, "{other}");
    }
    for spec in RulesetSpec::ALL {
        let spec: RulesetSpec = spec.parse().unwrap();
        let total = Ruleset::get(spec).geese_total();
        let graph = Graph::new(spec, total.min(9), 6);
        for j in &graph.jobs {
            assert_eq!(parse_id(&j.kind.id()), Some(j.kind), "{}", j.kind.id());
        }
    }
    assert_eq!(
        parse_id("plyyard-g13-c00/s045").map(|k| k.id()),
        Some("plyyard-g13-c00/s045".to_string())
    );
    for bad in [
        "",
        "plyyard",
        "plyyard-g13",
        "plyyard-g13-c05",
        "plyyard-g08-c05/",
        "plyyard-g08-c05/s",
        "plyyard-g08-c05/12",
        "nothing-g08-c05",
        "plyyard-g8-c05",
    ] {
        assert_eq!(parse_id(bad), None, "{bad}");
    }
}

/// Inputs come before the jobs that read them, and a part of Ply Yard reads what the
/// builder loads: the part a step south of it and the parts of the level below a capture
/// reaches.
#[test]
fn inputs_come_first_and_are_what_the_builder_reads() {
    let graph = Graph::new(RulesetSpec::default(), 8, 7);
    for (i, j) in graph.jobs.iter().enumerate() {
        assert!(j.inputs.iter().all(|&x| x < i), "{}", j.kind.id());
    }
    let id = |s: &str| graph.find(s).unwrap();
    let j = &graph.jobs[id("plyyard-g08-c05/s010")];
    let mut names: Vec<String> = j.inputs.iter().map(|&i| graph.jobs[i].kind.id()).collect();
    names.sort();
    assert_eq!(
        names,
        [
            "plyyard-g07-c06/s005",
            "plyyard-g07-c06/s006",
            "plyyard-g07-c06/s007",
            "plyyard-g07-c06/s008",
            "plyyard-g07-c06/s009",
            "plyyard-g07-c06/s010",
            "plyyard-g08-c05/s009"
        ]
    );
    let whole = &graph.jobs[id("plyyard-g07-c06/s005")];
    assert_eq!(
        whole
            .inputs
            .iter()
            .map(|&i| graph.jobs[i].kind.id())
            .collect::<Vec<_>>(),
        ["plyyard-g06-c07"]
    );
    // The steps: the whole tables one after another, then a wave of parts.
    let steps = graph.steps();
    assert_eq!(steps[id("plyyard-g05-c08")], 0);
    assert_eq!(steps[id("plyyard-g06-c07")], 1);
    assert!(graph.wall_time(1) >= graph.wall_time(4));
    assert!(graph.wall_time(1000) >= graph.critical_path() - 1e-9);
}

/// A worker's run: a job without inputs is built, then found present; a job whose input is
/// not there is refused, naming that input, and builds nothing.
#[test]
fn a_worker_builds_a_job_once_and_refuses_one_whose_input_is_missing() {
    let spec = RulesetSpec::default();
    let dir = std::env::temp_dir().join(format!("foxgeese-jobs-run-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let graph = Graph::new(spec, 6, 5);
    let first = graph.jobs.iter().position(|j| j.inputs.is_empty()).unwrap();
    let reader = graph
        .jobs
        .iter()
        .position(|j| j.inputs.contains(&first))
        .unwrap();
    let mut solver = crate::solve::Solver::new(&dir).with_on_demand_limit(0);
    let quiet = RunProgress::Table(&crate::solve::Quiet);
    let never = |_: &Path| panic!("no other worker");
    match run(&mut solver, &graph, reader, u64::MAX, quiet, &never) {
        Err(RunError::Input(fault)) => {
            let InputFault {
                part,
                input,
                file,
                damage,
                ..
            } = *fault;
            assert!(damage.is_none());
            assert_eq!(part, graph.jobs[reader].kind.id());
            assert_eq!(input, graph.jobs[first].kind.id());
            assert_eq!(file, dir.join(graph.jobs[first].kind.file()));
        }
        other => panic!("{other:?}"),
    }
    assert!(!dir.join(graph.jobs[reader].kind.file()).exists());
    let quiet = RunProgress::Table(&crate::solve::Quiet);
    let ran = run(&mut solver, &graph, first, u64::MAX, quiet, &never).unwrap();
    assert_eq!(ran, Ran::Built);
    let quiet = RunProgress::Table(&crate::solve::Quiet);
    let again = run(&mut solver, &graph, first, u64::MAX, quiet, &never).unwrap();
    assert_eq!(again, Ran::Present);
    assert!(matches!(
        find_job("plyyard-g99-c00", 5),
        Err(RunError::Unknown { .. })
    ));
    let _ = std::fs::remove_dir_all(&dir);
}
