//! The rulesets' tests: specs read and written canonically, bad ones refused, the fox's
//! threshold option, and every start as the sources count it.

use super::*;

#[test]
fn specs_parse_and_print_canonically() {
    for (text, canon) in [
        ("plyyard", "plyyard"),
        ("standard", "standard"),
        ("standard:geese=13", "standard"),
        ("standard:sideways,geese=17", "standard:geese=17,sideways"),
        ("Standard : geese=15", "standard:geese=15"),
        ("boys-own-1870:geese=13", "boys-own-1870:geese=13"),
        ("boys-own-1870:geese=17", "boys-own-1870"),
        (
            "boys-own-1870:fox-chooses,geese=13",
            "boys-own-1870:geese=13,fox-chooses",
        ),
        ("boys-own-1870-draughts", "boys-own-1870-draughts"),
        (
            "boys-own-1870:fox-wins-below=6",
            "boys-own-1870:fox-wins-below=6",
        ),
        ("boys-own-1870:fox-wins-below=7", "boys-own-1870"),
        (
            "boys-own-1870:fox-wins-below=1,geese=13",
            "boys-own-1870:geese=13,fox-wins-below=1",
        ),
        (
            "boys-own-1870:fox-chooses,fox-wins-below=1",
            "boys-own-1870:fox-chooses",
        ),
        (
            "boys-own-1870:fox-chooses,fox-wins-below=3",
            "boys-own-1870:fox-chooses,fox-wins-below=3",
        ),
        ("large-cross", "large-cross"),
        (
            "large-cross:fox-wins-below=1",
            "large-cross:fox-wins-below=1",
        ),
        ("large-cross:fox-wins-below=4", "large-cross"),
        ("two-foxes", "two-foxes"),
    ] {
        let spec: RulesetSpec = text.parse().unwrap();
        assert_eq!(spec.to_string(), canon, "{text}");
        assert_eq!(canon.parse::<RulesetSpec>().unwrap(), spec);
    }
}

#[test]
fn bad_specs_are_refused() {
    assert!(matches!(
        "chess".parse::<RulesetSpec>(),
        Err(SpecError::UnknownRuleset { .. })
    ));
    assert!(matches!(
        "standard:geese=14".parse::<RulesetSpec>(),
        Err(SpecError::UnknownOption { .. })
    ));
    assert!(matches!(
        "plyyard:sideways".parse::<RulesetSpec>(),
        Err(SpecError::UnknownOption { .. })
    ));
    for bad in [
        "boys-own-1870:sideways",
        "boys-own-1870:fox-wins-below=0",
        "boys-own-1870:fox-wins-below=18",
        "large-cross:fox-wins-below=19",
        "two-foxes:fox-wins-below=1",
        "boys-own-1870:fox-wins-below=06",
        "boys-own-1870:fox-wins-below=+6",
        "boys-own-1870:fox-wins-below=N",
        "boys-own-1870:fox-wins-below=",
        "plyyard:fox-wins-below=6",
        "boys-own-1870-draughts:fox-wins-below=2",
    ] {
        assert!(
            matches!(
                bad.parse::<RulesetSpec>(),
                Err(SpecError::UnknownOption { .. })
            ),
            "{bad}"
        );
    }
}

#[test]
fn fox_wins_below_sets_the_threshold() {
    for (spec, below) in [
        ("boys-own-1870", 7),
        ("boys-own-1870:fox-chooses", 1),
        ("boys-own-1870:fox-wins-below=6", 6),
        ("boys-own-1870:fox-wins-below=1", 1),
        ("boys-own-1870:fox-chooses,fox-wins-below=4", 4),
        ("large-cross", 4),
        ("large-cross:fox-wins-below=1", 1),
    ] {
        let r = Ruleset::get(spec.parse().unwrap());
        assert_eq!(r.fox_target, FoxTarget::GeeseBelow(below), "{spec}");
    }
}

#[test]
fn start_counts_match_the_sources() {
    for (spec, foxes, geese) in [
        ("plyyard", 1, 13),
        ("standard", 1, 13),
        ("standard:geese=15", 1, 15),
        ("standard:geese=17", 1, 17),
        ("large-cross", 1, 18),
        ("two-foxes", 2, 20),
        ("boys-own-1870", 1, 17),
        ("boys-own-1870:geese=13", 1, 13),
        ("boys-own-1870:fox-chooses", 1, 17),
        ("boys-own-1870-draughts", 1, 8),
    ] {
        let r = Ruleset::get(spec.parse().unwrap());
        assert_eq!(r.fox_count(), foxes, "{spec}");
        assert_eq!(r.geese_total(), geese, "{spec}");
        assert!(r.board.points().is_superset(r.start_geese | r.start_foxes));
        assert!((r.start_geese & r.start_foxes).is_empty());
    }
    for spec in RulesetSpec::ALL {
        let parsed: RulesetSpec = spec.parse().unwrap();
        assert_eq!(parsed.to_string(), spec, "ALL lists canonical specs");
    }
    let two = Ruleset::get("two-foxes".parse().unwrap());
    assert_eq!(two.paddock.unwrap().count(), 9);
}
