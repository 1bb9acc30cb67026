//! Where the games of a match start: a few plies from the ruleset's start, the same for both
//! games of a pair (A as the fox, then A as the geese), different from pair to pair.
//!
//! Drawn at random ([`random`]): [`OPENING_PLIES`] plies chosen uniformly among the legal
//! actions, kept only when they leave the game balanced enough to be worth two games: no
//! capture in the opening, the game not over, and no capture waiting for the fox at its end.
//! The draws come from the match's seed alone, one after the other, before any game is played,
//! so the openings do not depend on how many games run at once. An opening already drawn is
//! drawn again (a bounded number of times: a ruleset with few openings repeats them).
//!
//! Read from a file ([`parse`]), one opening a line: its actions from the ruleset's start, in
//! any notation `--moves` accepts, separated by spaces or commas. Blank lines and lines whose
//! first non-blank character is `#` are skipped. An empty opening (a line `-`) starts from the
//! start itself. Every opening is checked against the rules, and the first error names its
//! line and the action, with the byte span to point at.

use std::collections::HashSet;
use std::ops::Range;

use crate::game::engine::Rng;
use crate::rules::{Action, ActionSyntaxError, ActionText, Game, Position, RecordError, Side};

/// Plies of a random opening.
pub const OPENING_PLIES: usize = 4;

/// How often a random opening that repeats one already drawn, or that is unbalanced, is drawn
/// again before it is taken as it is (a repeat) or given up (a shorter opening).
const TRIES: usize = 200;

/// The openings of a match: each a list of actions from the start.
pub type Opening = Vec<Action>;

/// `count` openings of `start`'s game, drawn from `seed` (see the module doc).
pub fn random(start: Position, count: usize, seed: u64) -> Vec<Opening> {
    let mut rng = Rng::new(seed ^ 0x6F70_656E_696E_6773);
    let mut seen: HashSet<Vec<String>> = HashSet::new();
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let mut chosen = None;
        for _ in 0..TRIES {
            let Some(o) = draw(start, &mut rng) else {
                continue;
            };
            let key: Vec<String> = o.iter().map(ToString::to_string).collect();
            if seen.insert(key) {
                chosen = Some(o);
                break;
            }
            chosen.get_or_insert(o);
        }
        out.push(chosen.unwrap_or_default());
    }
    out
}

/// One random opening, or `None` when the one drawn is not balanced.
fn draw(start: Position, rng: &mut Rng) -> Option<Opening> {
    let mut pos = start;
    let mut actions = Vec::with_capacity(OPENING_PLIES);
    for _ in 0..OPENING_PLIES {
        let legal = pos.legal_actions();
        if legal.is_empty() {
            return None;
        }
        let a = legal[rng.below(legal.len() as u64) as usize];
        if a.is_jump() {
            return None;
        }
        pos = pos.play_unchecked(&a);
        actions.push(a);
        if pos.outcome().is_over() {
            return None;
        }
    }
    balanced(&pos).then_some(actions)
}

/// No capture waits for the fox: the fox, were it to move, has no jump.
fn balanced(pos: &Position) -> bool {
    pos.fox_to_place()
        || !pos
            .with_turn(Side::Fox)
            .legal_actions()
            .iter()
            .any(Action::is_jump)
}

/// Why a line of an openings file is not an opening.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum OpeningsErrorKind {
    /// A word is not an action.
    Syntax(ActionSyntaxError),
    /// An action is not legal where it stands.
    Illegal(RecordError),
    /// The game is over at the end of the opening: nothing is left to play.
    GameOver,
    /// The file holds no opening.
    Empty,
}

/// An openings file that cannot be read, and where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OpeningsError {
    /// The line, from 1 (0 for [`OpeningsErrorKind::Empty`]).
    pub line: usize,
    /// The bytes of the file to point at.
    pub span: Range<usize>,
    /// What is wrong.
    pub kind: OpeningsErrorKind,
}

/// The openings of a file's `text` (see the module doc), from `start`.
pub fn parse(text: &str, start: Position) -> Result<Vec<Opening>, OpeningsError> {
    let mut out = Vec::new();
    let mut offset = 0;
    for (i, raw) in text.split_inclusive('\n').enumerate() {
        let line_start = offset;
        offset += raw.len();
        let line = raw.trim_end_matches(['\n', '\r']);
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let err = |span: Range<usize>, kind| OpeningsError {
            line: i + 1,
            span,
            kind,
        };
        // Each word with its span in the file.
        let mut words: Vec<(Range<usize>, &str)> = Vec::new();
        let mut at = 0;
        for w in line.split(|c: char| c == ',' || c.is_whitespace()) {
            if !w.is_empty() && w != "-" {
                words.push((line_start + at..line_start + at + w.len(), w));
            }
            at += w.len() + 1;
        }
        let mut texts = Vec::with_capacity(words.len());
        for (span, w) in &words {
            let t: ActionText = w
                .parse()
                .map_err(|e| err(span.clone(), OpeningsErrorKind::Syntax(e)))?;
            texts.push(t);
        }
        let game = Game::replay(start, &texts).map_err(|e| {
            err(
                words[e.index].0.clone(),
                OpeningsErrorKind::Illegal(e.clone()),
            )
        })?;
        if game.outcome().is_over() {
            let whole =
                line_start + (line.len() - line.trim_start().len())..line_start + line.len();
            return Err(err(whole, OpeningsErrorKind::GameOver));
        }
        out.push(game.actions().to_vec());
    }
    if out.is_empty() {
        return Err(OpeningsError {
            line: 0,
            span: 0..0,
            kind: OpeningsErrorKind::Empty,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Ruleset, RulesetSpec};

    fn start(spec: &str) -> Position {
        Position::start(Ruleset::get(spec.parse::<RulesetSpec>().unwrap()))
    }

    #[test]
    fn random_openings_are_balanced_distinct_and_seeded() {
        for spec in RulesetSpec::ALL {
            let s = start(spec);
            let a = random(s, 12, 7);
            assert_eq!(a, random(s, 12, 7), "{spec}");
            assert_ne!(a, random(s, 12, 8), "{spec}");
            let distinct: HashSet<_> = a.iter().collect();
            assert_eq!(distinct.len(), 12, "{spec}");
            for o in &a {
                assert_eq!(o.len(), OPENING_PLIES, "{spec}");
                let texts: Vec<ActionText> = o.iter().map(Action::text).collect();
                let g = Game::replay(s, &texts).unwrap();
                assert!(!g.outcome().is_over(), "{spec}");
                assert_eq!(g.current().captures(), 0, "{spec}");
                assert!(balanced(&g.current()), "{spec}");
            }
        }
    }

    #[test]
    fn files_are_read_line_by_line_and_errors_located() {
        let s = start("plyyard");
        let ok = "# two openings\n\nc5-c4 d4-d3 %% \n";
        assert!(matches!(
            parse(ok, s),
            Err(OpeningsError {
                line: 3,
                kind: OpeningsErrorKind::Syntax(_),
                ..
            })
        ));
        let text = "# comment\nc5-c4, d4-d3\n  -  \n";
        let o = parse(text, s).unwrap();
        assert_eq!(o.len(), 2);
        assert_eq!(o[1], Vec::<Action>::new());
        // (text, line, the bytes pointed at)
        for (text, line, at) in [
            ("c5-c4 d4-d3\nc5-c4 c4-c5\n", 2, "c4-c5"),
            ("\n\n  c5-c4  zz\n", 3, "zz"),
            ("c5-c4\r\nd4-d4\r\n", 2, "d4-d4"),
        ] {
            let e = parse(text, s).unwrap_err();
            assert_eq!(e.line, line, "{text:?}: {e:?}");
            assert_eq!(&text[e.span.clone()], at, "{text:?}");
        }
        assert_eq!(
            parse("# nothing\n\n", s).unwrap_err().kind,
            OpeningsErrorKind::Empty
        );
    }
}
