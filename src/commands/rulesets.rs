//! `foxgeese rulesets`: the rulesets side by side, or one in full with its start drawn.
//!
//! Every cell but the start and the title is worded from the ruleset's data (board, goose
//! directions, jump rule, targets, draws), so the table cannot drift from what the engine
//! plays.

use foxgeese::i18n::rules::direction_name;
use foxgeese::i18n::Localizer;
use foxgeese::message::Message;
use foxgeese::message::{ids, MessageId};
use foxgeese::rules::geometry::Diagonals;
use foxgeese::rules::position::Position;
use foxgeese::rules::ruleset::{Choice, FoxTarget, Jumps, Ruleset, RulesetSpec, Variant};

use crate::cli::Format;
use crate::present::names;
use crate::present::rulesets::{Draws, Row, RulesetReport, RulesetsReport};

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::ruleset;

/// The rows of the comparison, in order: (label message id, cell).
fn rows(r: &Ruleset) -> Vec<(MessageId, Message)> {
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let v = r.spec.variant;
    let options = v.options().join(", ");
    vec![
        (
            ids::RS_ROW_BOARD,
            Message::new(ids::RS_BOARD)
                .arg("points", r.board.points().count())
                .arg("diagonals", diagonals(r)),
        ),
        (
            ids::RS_ROW_PIECES,
            Message::new(ids::RS_PIECES)
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
            ids::RS_ROW_START,
            Message::new(match v {
                Variant::PlyYard => ids::RS_START_PLYYARD,
                Variant::Standard => ids::RS_START_STANDARD,
                Variant::LargeCross => ids::RS_START_LARGE_CROSS,
                Variant::TwoFoxes => ids::RS_START_TWO_FOXES,
                Variant::BoysOwn1870 => ids::RS_START_BOYS_OWN_1870,
            })
            .arg("geese", r.geese_total()),
        ),
        (
            ids::RS_ROW_FIRST,
            Message::new(ids::RS_FIRST).arg("side", r.first.name()),
        ),
        (
            ids::RS_ROW_GEESE_MOVE,
            Message::new(ids::RS_GOOSE_MOVES)
                .arg("forward", direction_name(r.geese.forward))
                .arg("diagonal", yes_no(r.geese.diagonal_forward))
                .arg("sideways", yes_no(r.geese.sideways)),
        ),
        (
            ids::RS_ROW_CAPTURES,
            Message::new(ids::RS_CAPTURES)
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
            ids::RS_ROW_FOX_WINS,
            match r.fox_target {
                FoxTarget::Captures(n) => Message::new(ids::RS_FOX_WINS_CAPTURES).arg("n", n),
                FoxTarget::GeeseBelow(n) => Message::new(ids::RS_FOX_WINS_GEESE_BELOW).arg("n", n),
            },
        ),
        (
            ids::RS_ROW_GEESE_WIN,
            Message::new(ids::RS_GEESE_WIN)
                .arg("foxes", r.fox_count())
                .arg("paddock", yes_no(r.paddock.is_some())),
        ),
        (
            ids::RS_ROW_DRAWS,
            match r.draws {
                None => Message::new(ids::RS_DRAWS_NONE),
                Some(d) => Message::new(ids::RS_DRAWS)
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

fn choice_id(c: Choice) -> MessageId {
    match c {
        Choice::BoysOwnGeeseFirst => ids::RS_CHOICE_BOYS_OWN_GEESE_FIRST,
        Choice::BoysOwnReducedToSix => ids::RS_CHOICE_BOYS_OWN_REDUCED_TO_SIX,
        Choice::BoysOwnChainOptional => ids::RS_CHOICE_BOYS_OWN_CHAIN_OPTIONAL,
        Choice::StandardSidewaysDraws => ids::RS_CHOICE_STANDARD_SIDEWAYS_DRAWS,
        Choice::TwoFoxesCorners => ids::RS_CHOICE_TWO_FOXES_CORNERS,
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
