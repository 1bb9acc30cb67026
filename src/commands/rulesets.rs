//! `foxgeese rulesets`: the rulesets side by side, or one in full with its start drawn.
//!
//! Every cell but the start and the title is worded from the ruleset's data (board, goose
//! directions, jump rule, targets, draws), so the table cannot drift from what the engine
//! plays.

use foxgeese::i18n::rules::direction_name;
use foxgeese::i18n::rulesets::{choice_message, diagonals, jump_directions, summary};
use foxgeese::i18n::Localizer;
use foxgeese::rules::Position;
use foxgeese::rules::{FoxTarget, Jumps, Ruleset, RulesetSpec, Variant};

use crate::cli::Format;
use crate::present::names;
use crate::present::rulesets::{Draws, Row, RulesCard, RulesetReport, RulesetsReport};

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::ruleset;

pub fn run(ctx: &mut Ctx, name: Option<&str>, format: Format) -> CmdResult {
    let report = match name {
        None => RulesetsReport::All(
            // One column per variant: options such as `fox-chooses` are named in the pieces
            // row and shown in full by `rulesets NAME:OPTION` (eight columns would not read
            // in 80).
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

/// The rules card of `variant` (its ruleset without options), before a learner's first study
/// or puzzle on it.
pub fn card(variant: Variant, loc: &Localizer) -> RulesCard {
    RulesCard(report(Ruleset::get(RulesetSpec::new(variant)), loc))
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
        fox_jumps: jump_directions(r),
        fox_placement: r.fox_placement,
        fox_wins: match r.fox_target {
            FoxTarget::Captures(n) => format!("captures>={n}"),
            FoxTarget::GeeseBelow(n) => format!("geese<{n}"),
        },
        paddock: r.paddock.map(|p| names(&r.board, p)),
        draws: r.draws.map(|d| Draws {
            repetitions: d.repetitions,
            quiet_plies: d.quiet_plies,
        }),
        summary: summary(r)
            .into_iter()
            .map(|(label, m)| Row {
                aspect: label.trim_start_matches("rs-row-").to_string(),
                text: loc.msg(&m),
                label,
            })
            .collect(),
        variant: r.spec.variant.name(),
        chosen: r.chosen().into_iter().map(choice_message).collect(),
        start_position: start,
    }
}
