//! `foxgeese rulesets`: the rulesets side by side, or one in full with its start drawn.
//!
//! Every cell but the start and the title is worded from the ruleset's data (board, goose
//! directions, jump rule, targets, draws), so the table cannot drift from what the engine
//! plays.

use foxgeese::i18n::rules::direction_name;
use foxgeese::i18n::Localizer;
use foxgeese::message::Message;
use foxgeese::rules::geometry::Diagonals;
use foxgeese::rules::position::Position;
use foxgeese::rules::ruleset::{Choice, FoxTarget, Jumps, Ruleset, RulesetSpec, Variant};

use crate::cli::Format;
use crate::present::names;
use crate::present::rulesets::{Draws, Row, RulesetReport, RulesetsReport};

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::ruleset;

/// The rows of the comparison, in order: (label message id, cell).
fn rows(r: &Ruleset) -> Vec<(&'static str, Message)> {
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let v = r.spec.variant;
    let options = v.options().join(", ");
    vec![
        (
            "rs-row-board",
            Message::new("rs-board")
                .arg("points", r.board.points().count())
                .arg("diagonals", diagonals(r)),
        ),
        (
            "rs-row-pieces",
            Message::new("rs-pieces")
                .arg("foxes", r.fox_count())
                .arg("geese", r.geese_total())
                .arg(
                    "options",
                    if options.is_empty() {
                        "-".to_string()
                    } else {
                        options
                    },
                ),
        ),
        (
            "rs-row-start",
            Message::new(match v {
                Variant::PlyYard => "rs-start-plyyard",
                Variant::Standard => "rs-start-standard",
                Variant::LargeCross => "rs-start-large-cross",
                Variant::TwoFoxes => "rs-start-two-foxes",
                Variant::BoysOwn1870 => "rs-start-boys-own-1870",
            })
            .arg("geese", r.geese_total()),
        ),
        (
            "rs-row-first",
            Message::new("rs-first").arg("side", r.first.name()),
        ),
        (
            "rs-row-geese-move",
            Message::new("rs-goose-moves")
                .arg("forward", direction_name(r.geese.forward))
                .arg("diagonal", yes_no(r.geese.diagonal_forward))
                .arg("sideways", yes_no(r.geese.sideways)),
        ),
        (
            "rs-row-captures",
            Message::new("rs-captures")
                .arg(
                    "jumps",
                    match r.jumps {
                        Jumps::Single => "single",
                        Jumps::Chain => "chain",
                        Jumps::MaximalChain => "maximal",
                    },
                )
                .arg("compulsory", yes_no(r.compulsory)),
        ),
        (
            "rs-row-fox-wins",
            match r.fox_target {
                FoxTarget::Captures(n) => Message::new("rs-fox-wins-captures").arg("n", n),
                FoxTarget::GeeseBelow(n) => Message::new("rs-fox-wins-geese-below").arg("n", n),
            },
        ),
        (
            "rs-row-geese-win",
            Message::new("rs-geese-win")
                .arg("foxes", r.fox_count())
                .arg("paddock", yes_no(r.paddock.is_some())),
        ),
        (
            "rs-row-draws",
            match r.draws {
                None => Message::new("rs-draws-none"),
                Some(d) => Message::new("rs-draws")
                    .arg("repetitions", d.repetitions)
                    .arg("quiet", d.quiet_plies),
            },
        ),
    ]
}

fn diagonals(r: &Ruleset) -> &'static str {
    match r.board.diagonals() {
        Diagonals::None => "none",
        Diagonals::All => "all",
        Diagonals::Alternating => "alternating",
    }
}

fn choice_id(c: Choice) -> &'static str {
    match c {
        Choice::BoysOwnGeeseFirst => "rs-choice-boys-own-geese-first",
        Choice::BoysOwnReducedToSix => "rs-choice-boys-own-reduced-to-six",
        Choice::BoysOwnChainOptional => "rs-choice-boys-own-chain-optional",
        Choice::StandardSidewaysDraws => "rs-choice-standard-sideways-draws",
        Choice::TwoFoxesCorners => "rs-choice-two-foxes-corners",
    }
}

pub fn run(ctx: &mut Ctx, name: Option<&str>, format: Format) -> CmdResult {
    let report = match name {
        None => RulesetsReport::All(
            Variant::ALL
                .into_iter()
                .map(|v| report(Ruleset::get(RulesetSpec::new(v)), &ctx.loc))
                .collect(),
        ),
        Some(name) => RulesetsReport::One(Box::new(report(ruleset(name)?, &ctx.loc))),
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// Everything said about one ruleset; `loc` words the summary rows.
fn report(r: &'static Ruleset, loc: &Localizer) -> RulesetReport {
    let start = Position::start(r);
    RulesetReport {
        name: r.spec.to_string(),
        options: r.spec.variant.options().to_vec(),
        points: r.board.points().count(),
        diagonals: diagonals(r),
        foxes: r.fox_count(),
        geese: r.geese_total(),
        first: r.first.name(),
        start: start.notation(),
        goose_directions: r
            .goose_directions()
            .iter()
            .map(|d| direction_name(*d))
            .collect(),
        jumps: match r.jumps {
            Jumps::Single => "single",
            Jumps::Chain => "chain",
            Jumps::MaximalChain => "maximal-chain",
        },
        compulsory_capture: r.compulsory,
        fox_wins: match r.fox_target {
            FoxTarget::Captures(n) => format!("captures>={n}"),
            FoxTarget::GeeseBelow(n) => format!("geese<{n}"),
        },
        paddock: r.paddock.map(names),
        draws: r.draws.map(|d| Draws {
            repetitions: d.repetitions,
            quiet_plies: d.quiet_plies,
        }),
        summary: rows(r)
            .into_iter()
            .map(|(label, m)| Row {
                aspect: label.trim_start_matches("rs-row-").to_string(),
                text: loc.msg(&m),
                label,
            })
            .collect(),
        variant: r.spec.variant.name(),
        chosen: r.chosen().into_iter().map(choice_id).collect(),
        start_position: start,
    }
}
