//! `foxgeese rulesets`: the rulesets side by side, or one in full with its start drawn.
//!
//! Every cell but the start and the title is worded from the ruleset's data (board, goose
//! directions, jump rule, targets, draws), so the table cannot drift from what the engine
//! plays.

use serde::Serialize;

use foxgeese::i18n::rules::direction_name;
use foxgeese::message::Message;
use foxgeese::render::table;
use foxgeese::rules::bitboard::Bitboard;
use foxgeese::rules::geometry::Diagonals;
use foxgeese::rules::position::Position;
use foxgeese::rules::ruleset::{Choice, FoxTarget, Jumps, Ruleset, RulesetSpec, Variant};

use super::show::board_text;
use super::{names, print_json, ruleset};
use crate::app::{CmdResult, Ctx, Exit};
use crate::cli::Format;

/// The rows of the comparison, in order: (label message id, cell).
fn rows(r: &Ruleset) -> Vec<(&'static str, Message)> {
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let diagonals = match r.board.diagonals() {
        Diagonals::None => "none",
        Diagonals::All => "all",
        Diagonals::Alternating => "alternating",
    };
    let v = r.spec.variant;
    let options = v.options().join(", ");
    vec![
        (
            "rs-row-board",
            Message::new("rs-board")
                .arg("points", r.board.points().count())
                .arg("diagonals", diagonals),
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

fn choice_id(c: Choice) -> &'static str {
    match c {
        Choice::BoysOwnGeeseFirst => "rs-choice-boys-own-geese-first",
        Choice::BoysOwnReducedToSix => "rs-choice-boys-own-reduced-to-six",
        Choice::BoysOwnChainOptional => "rs-choice-boys-own-chain-optional",
        Choice::StandardSidewaysDraws => "rs-choice-standard-sideways-draws",
        Choice::TwoFoxesCorners => "rs-choice-two-foxes-corners",
    }
}

#[derive(Serialize)]
struct RulesetJson {
    name: String,
    options: Vec<&'static str>,
    points: u32,
    diagonals: &'static str,
    foxes: u8,
    geese: u8,
    first: &'static str,
    start: String,
    goose_directions: Vec<&'static str>,
    jumps: &'static str,
    compulsory_capture: bool,
    fox_wins: String,
    paddock: Option<Vec<String>>,
    draws: Option<DrawsJson>,
    summary: Vec<RowJson>,
}

#[derive(Serialize)]
struct DrawsJson {
    repetitions: u8,
    quiet_plies: u16,
}

#[derive(Serialize)]
struct RowJson {
    aspect: String,
    text: String,
}

fn json(ctx: &Ctx, r: &'static Ruleset) -> RulesetJson {
    RulesetJson {
        name: r.spec.to_string(),
        options: r.spec.variant.options().to_vec(),
        points: r.board.points().count(),
        diagonals: match r.board.diagonals() {
            Diagonals::None => "none",
            Diagonals::All => "all",
            Diagonals::Alternating => "alternating",
        },
        foxes: r.fox_count(),
        geese: r.geese_total(),
        first: r.first.name(),
        start: Position::start(r).notation(),
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
        draws: r.draws.map(|d| DrawsJson {
            repetitions: d.repetitions,
            quiet_plies: d.quiet_plies,
        }),
        summary: rows(r)
            .into_iter()
            .map(|(k, m)| RowJson {
                aspect: k.trim_start_matches("rs-row-").to_string(),
                text: ctx.msg(&m),
            })
            .collect(),
    }
}

pub fn run(ctx: &mut Ctx, name: Option<&str>, format: Format) -> CmdResult {
    match name {
        None => {
            let all: Vec<&'static Ruleset> = Variant::ALL
                .into_iter()
                .map(|v| Ruleset::get(RulesetSpec::new(v)))
                .collect();
            if format == Format::Json {
                let v: Vec<RulesetJson> = all.iter().map(|r| json(ctx, r)).collect();
                print_json(ctx, &v);
                return Ok(Exit::Success);
            }
            let mut header = vec![String::new()];
            header.extend(all.iter().map(|r| r.spec.to_string()));
            let mut t = table::new_wrapped(header, &ctx.style, Some(120));
            let per: Vec<Vec<(&'static str, Message)>> = all.iter().map(|r| rows(r)).collect();
            for i in 0..per[0].len() {
                let mut row = vec![ctx.text(per[0][i].0)];
                row.extend(per.iter().map(|cells| ctx.msg(&cells[i].1)));
                t.add_row(row);
            }
            let mut s = ctx.style.heading(&ctx.text("rs-heading"));
            s.push('\n');
            s.push_str(&t.to_string());
            s.push('\n');
            s.push_str(&ctx.text("rs-more"));
            s.push('\n');
            ctx.print(&s);
        }
        Some(name) => {
            let r = ruleset(name)?;
            if format == Format::Json {
                let j = json(ctx, r);
                print_json(ctx, &j);
                return Ok(Exit::Success);
            }
            let v = r.spec.variant;
            let mut s = ctx.style.heading(
                &ctx.msg(
                    &Message::new("rs-title")
                        .arg("ruleset", r.spec.to_string())
                        .arg("variant", v.name()),
                ),
            );
            s.push('\n');
            s.push_str(&ctx.msg(&Message::new("rs-source").arg("variant", v.name())));
            s.push('\n');
            let mut t = table::new(vec![String::new(), r.spec.to_string()], &ctx.style);
            for (label, cell) in rows(r) {
                t.add_row(vec![ctx.text(label), ctx.msg(&cell)]);
            }
            s.push_str(&t.to_string());
            s.push('\n');
            let chosen = r.chosen();
            if !chosen.is_empty() {
                s.push('\n');
                s.push_str(&ctx.text("rs-chosen"));
                s.push('\n');
                for c in chosen {
                    s.push_str(&format!("  - {}\n", ctx.text(choice_id(c))));
                }
            }
            s.push('\n');
            let start = Position::start(r);
            s.push_str(&board_text(ctx, &start, Bitboard::EMPTY));
            if let Some(p) = r.paddock {
                s.push_str(&ctx.msg(&Message::new("rs-paddock").arg("points", names(p).join(" "))));
                s.push('\n');
            }
            s.push_str(&ctx.msg(&Message::new("show-position").arg("position", start.notation())));
            s.push('\n');
            ctx.print(&s);
        }
    }
    Ok(Exit::Success)
}
