//! `foxgeese perft`: leaf positions exactly DEPTH plies ahead, optionally per first action.

use serde::Serialize;

use foxgeese::message::Message;
use foxgeese::rules::perft::{divide, perft};

use super::{game, print_json};
use crate::app::{CmdResult, Ctx, Exit};
use crate::cli::{Format, PositionArgs};

#[derive(Serialize)]
struct DivideJson {
    action: String,
    nodes: u64,
}

#[derive(Serialize)]
struct PerftJson {
    depth: u32,
    nodes: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    divide: Option<Vec<DivideJson>>,
}

pub fn run(
    ctx: &mut Ctx,
    depth: u32,
    args: &PositionArgs,
    split: bool,
    format: Format,
) -> CmdResult {
    let pos = game(args)?.current();
    let parts = split.then(|| divide(&pos, depth));
    let nodes = match &parts {
        Some(p) if depth > 0 => p.iter().map(|(_, n)| n).sum(),
        _ => perft(&pos, depth),
    };
    match format {
        Format::Json => print_json(
            ctx,
            &PerftJson {
                depth,
                nodes,
                divide: parts.map(|p| {
                    p.iter()
                        .map(|(a, n)| DivideJson {
                            action: a.to_string(),
                            nodes: *n,
                        })
                        .collect()
                }),
            },
        ),
        Format::Text => {
            let mut s = String::new();
            if let Some(p) = parts.filter(|_| depth > 0) {
                for (a, n) in p {
                    s.push_str(&format!("{a}: {n}\n"));
                }
                s.push('\n');
            }
            let m = Message::new("perft-result")
                .arg("depth", depth)
                .arg("nodes", nodes);
            s.push_str(&ctx.msg(&m));
            s.push('\n');
            ctx.print(&s);
        }
    }
    Ok(Exit::Success)
}
