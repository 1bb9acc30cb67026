//! How a ruleset is described to people: the rows of `rulesets`' comparison table and the
//! choices foxgeese made where the sources differ, each worded from the ruleset's data (board,
//! goose directions, jump rule, targets, draws) so the description cannot drift from what the
//! engine plays.

use crate::message::{ids, Message, MessageId};
use crate::rules::board::Diagonals;
use crate::rules::point::Directions;
use crate::rules::ruleset::{Choice, FoxTarget, Jumps, Ruleset, Variant};

use super::rules::direction_name;

/// The rows of the comparison table, in order: (the row label's message id, the cell).
pub fn summary(r: &Ruleset) -> Vec<(MessageId, Message)> {
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
                Variant::BoysOwn1870 if r.fox_placement => ids::RS_START_FOX_CHOOSES,
                Variant::BoysOwn1870 => ids::RS_START_BOYS_OWN_1870,
                Variant::BoysOwn1870Draughts => ids::RS_START_BOYS_OWN_1870_DRAUGHTS,
            })
            .arg("geese", r.geese_total()),
        ),
        (
            ids::RS_ROW_FIRST,
            Message::new(ids::RS_FIRST).arg("side", r.first.name()),
        ),
        (
            ids::RS_ROW_GEESE_MOVE,
            if r.board.diagonals() == Diagonals::Only {
                Message::new(ids::RS_GOOSE_MOVES_DIAGONAL)
                    .arg("forward", direction_name(r.geese.forward))
            } else {
                Message::new(ids::RS_GOOSE_MOVES)
                    .arg("forward", direction_name(r.geese.forward))
                    .arg("diagonal", yes_no(r.geese.diagonal_forward))
                    .arg("sideways", yes_no(r.geese.sideways))
            },
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
                .arg("compulsory", yes_no(r.compulsory))
                .arg("directions", jump_directions(r)),
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

/// `none`, `all` or `alternating`: which diagonals the board has (a message selector, and
/// the JSON value).
pub fn diagonals(r: &Ruleset) -> &'static str {
    match r.board.diagonals() {
        Diagonals::None => "none",
        Diagonals::All => "all",
        Diagonals::Alternating => "alternating",
        Diagonals::Only => "only",
    }
}

/// `all`, or `forward-sideways` where the fox may not jump backward (a message selector, and
/// the JSON value).
pub fn jump_directions(r: &Ruleset) -> &'static str {
    if r.fox_jumps == Directions::ALL {
        "all"
    } else {
        "forward-sideways"
    }
}

/// The message that says how foxgeese decided a point where the sources differ.
pub fn choice_message(c: Choice) -> MessageId {
    match c {
        Choice::BoysOwnGeeseFirst => ids::RS_CHOICE_BOYS_OWN_GEESE_FIRST,
        Choice::BoysOwnReducedToSix => ids::RS_CHOICE_BOYS_OWN_REDUCED_TO_SIX,
        Choice::BoysOwnChainOptional => ids::RS_CHOICE_BOYS_OWN_CHAIN_OPTIONAL,
        Choice::StandardSidewaysDraws => ids::RS_CHOICE_STANDARD_SIDEWAYS_DRAWS,
        Choice::TwoFoxesCorners => ids::RS_CHOICE_TWO_FOXES_CORNERS,
        Choice::FoxChoosesGeeseInPlace => ids::RS_CHOICE_FOX_CHOOSES_GEESE_IN_PLACE,
        Choice::DraughtsGeeseFirst => ids::RS_CHOICE_DRAUGHTS_GEESE_FIRST,
        Choice::DraughtsCaptureOptional => ids::RS_CHOICE_DRAUGHTS_CAPTURE_OPTIONAL,
        Choice::DraughtsChainOptional => ids::RS_CHOICE_DRAUGHTS_CHAIN_OPTIONAL,
    }
}
