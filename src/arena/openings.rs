//! Where the games of a match start: a few plies from the ruleset's start, the same for both
//! games of a pair (A as the fox, then A as the geese), different from pair to pair.
//!
//! Drawn at random ([`random`]): [`OPENING_PLIES`] plies, each chosen uniformly among the
//! actions a short search judges sound (within [`SOUND_MARGIN`] of the best, each searched
//! [`SOUND_DEPTH`] plies), kept only when they leave the game balanced enough to be worth two
//! games: no capture in the opening, the game not over, no capture waiting for the fox at its
//! end, and none it can force within [`QUIET_FOX_MOVES`] moves ([`fox_forces_capture`]).
//! Uniformly among all legal actions, the openings gave games away before either player
//! chose: in the standard game a goose stepping off the back row leaves a hole no goose can
//! ever fill, and the fox walked in behind the geese whoever played them (docs/matches.md).
//! The draws come from the match's seed alone, one after the other, before any game is played,
//! so the openings do not depend on how many games run at once. An opening already drawn is
//! drawn again (a bounded number of times: a ruleset with few openings repeats them).
//!
//! Unbalanced ([`unbalanced`], `match --unbalanced PLIES`): as many plies as asked, the geese
//! at random and the fox capturing whenever it can, for levels that win every game from the
//! start (the 1870 game's geese).
//!
//! Read from a file ([`parse`]), one opening a line: its actions from the ruleset's start, in
//! any notation `--moves` accepts, separated by spaces or commas. Blank lines and lines whose
//! first non-blank character is `#` are skipped. An empty opening (a line `-`) starts from the
//! start itself. Every opening is checked against the rules, and the first error names its
//! line and the action, with the byte span to point at.

use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::time::Duration;

use super::player::keep_most_captures;
use crate::engine::search::{self, model::Eval, model::Model, Limits};
use crate::engine::Rng;
use crate::rules::{
    Action, ActionSyntaxError, ActionText, Game, Outcome, Position, RecordError, Side,
};
use crate::solve::{Solver, Value};

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
    let mut judge = Judge::new();
    distinct(count, || draw(start, &mut rng, &mut judge))
}

/// `count` openings from `draw` (`None`: the one drawn is not kept), each drawn again up to
/// [`TRIES`] times while it repeats one already taken or is not kept: then the first kept
/// repeat is taken, or none at all (the start itself).
fn distinct(count: usize, mut draw: impl FnMut() -> Option<Opening>) -> Vec<Opening> {
    let mut seen: HashSet<Vec<String>> = HashSet::new();
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let mut chosen = None;
        for _ in 0..TRIES {
            let Some(o) = draw() else {
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
fn draw(start: Position, rng: &mut Rng, judge: &mut Judge) -> Option<Opening> {
    let mut pos = start;
    let mut actions = Vec::with_capacity(OPENING_PLIES);
    for _ in 0..OPENING_PLIES {
        let sound = judge.sound(&pos);
        if sound.is_empty() {
            return None;
        }
        let a = sound[rng.below(sound.len() as u64) as usize];
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

/// `count` unbalanced openings of `start`'s game, `plies` plies each, drawn from `seed`: the
/// geese play any legal action at random, and the fox takes the most geese it can whenever it
/// can, otherwise plays at random (the `random` and `greedy` players). Where strong players
/// win every game from the start (the geese of the 1870 game), two levels differ only from
/// where the side that wins has been set back; so chess engines are tested from unbalanced
/// openings. No opening ends the game or repeats a position: a ply that would is not played,
/// and an opening left with no other action stops there. An opening already drawn is drawn
/// again, as in [`random`].
pub fn unbalanced(start: Position, count: usize, plies: usize, seed: u64) -> Vec<Opening> {
    let mut rng = Rng::new(seed ^ 0x756E_6261_6C61_6E63);
    distinct(count, || Some(draw_unbalanced(start, plies, &mut rng)))
}

/// One unbalanced opening (see [`unbalanced`]).
fn draw_unbalanced(start: Position, plies: usize, rng: &mut Rng) -> Opening {
    let mut pos = start;
    let mut seen = vec![pos.repetition_key()];
    let mut actions = Vec::with_capacity(plies);
    for _ in 0..plies {
        let mut legal: Vec<Action> = pos
            .legal_actions()
            .into_iter()
            .filter(|a| {
                let next = pos.play_unchecked(a);
                !next.outcome().is_over() && !seen.contains(&next.repetition_key())
            })
            .collect();
        if pos.turn() == Side::Fox {
            keep_most_captures(&mut legal);
        }
        if legal.is_empty() {
            break;
        }
        let a = legal[rng.below(legal.len() as u64) as usize];
        pos = pos.play_unchecked(&a);
        seen.push(pos.repetition_key());
        actions.push(a);
    }
    actions
}

/// How far below the best action, in the evaluation's logit hundredths, an action may score
/// and still be played in an opening.
pub const SOUND_MARGIN: i32 = 30;
/// How deep (plies) each action of an opening is searched to judge it.
pub const SOUND_DEPTH: u16 = 4;

/// Judges the actions of an opening with a short search of each, the same for every match:
/// no tables, no noise, a fixed depth. It remembers each position's verdict (the draws of a
/// match pass through the same first plies again and again).
struct Judge {
    solver: Solver,
    seen: HashMap<String, Vec<Action>>,
}

impl Judge {
    fn new() -> Judge {
        Judge {
            solver: Solver::in_memory(),
            seen: HashMap::new(),
        }
    }

    /// The actions of `pos` that score within [`SOUND_MARGIN`] of its best, in the order
    /// `legal_actions` gives them.
    fn sound(&mut self, pos: &Position) -> Vec<Action> {
        let key = pos.to_string();
        if let Some(sound) = self.seen.get(&key) {
            return sound.clone();
        }
        let sound = self.judge(pos);
        self.seen.insert(key, sound.clone());
        sound
    }

    fn judge(&mut self, pos: &Position) -> Vec<Action> {
        let legal = pos.legal_actions();
        // The tables' weights, whatever the players use: the same openings for every match.
        let model = Model::for_side_with(pos.spec(), pos.turn(), Eval::Tables);
        let limits = Limits {
            max_depth: SOUND_DEPTH,
            max_nodes: 200_000,
            tables: false,
            strategy: false,
            early_stop: false,
            tt_bits: 14,
            ..Limits::strongest(Duration::from_secs(60))
        };
        let scores: Vec<i32> = legal
            .iter()
            .map(|a| {
                let child = pos.play_unchecked(a);
                if child.outcome().is_over() {
                    let v = Value::of_outcome(child.outcome()).unwrap_or(Value::Draw);
                    return search::value_score(v, pos.turn(), 1);
                }
                match search::search(&mut self.solver, model, &child, &[], None, limits.clone()) {
                    Ok(r) => r.score.saturating_neg(),
                    Err(_) => i32::MIN,
                }
            })
            .collect();
        let best = scores.iter().copied().max().unwrap_or(i32::MIN);
        legal
            .into_iter()
            .zip(scores)
            .filter(|(_, s)| *s >= best.saturating_sub(SOUND_MARGIN))
            .map(|(a, _)| a)
            .collect()
    }
}

/// No capture waits for the fox: the fox, were it to move, has no jump, and it cannot force
/// one within [`QUIET_FOX_MOVES`] moves of its own, whatever the geese do.
fn balanced(pos: &Position) -> bool {
    if pos.fox_to_place() {
        return true;
    }
    let fox_has_jump = pos
        .with_turn(Side::Fox)
        .legal_actions()
        .iter()
        .any(Action::is_jump);
    !fox_has_jump && !fox_forces_capture(pos, QUIET_FOX_MOVES)
}

/// How many moves of its own the fox may take, at the end of a random opening, to force a
/// capture before the opening is thrown away as lost for the geese.
pub const QUIET_FOX_MOVES: u32 = 2;

/// Whether the fox side can force a capture within `moves` moves of its own (the capture
/// being the last), whatever the geese play; geese left without a move count as forced.
/// Exhaustive, no evaluation: a random goose move that opens a fork loses a goose by force,
/// and a match's pair of games from it says more about the opening than about the players.
pub fn fox_forces_capture(pos: &Position, moves: u32) -> bool {
    if moves == 0 || pos.fox_to_place() {
        return false;
    }
    match pos.outcome() {
        Outcome::Ongoing => {}
        Outcome::Win { winner, .. } => return winner == Side::Fox,
        Outcome::Draw(_) => return false,
    }
    let legal = pos.legal_actions();
    match pos.turn() {
        Side::Fox => {
            legal.iter().any(Action::is_jump)
                || (moves > 1
                    && legal
                        .iter()
                        .any(|a| fox_forces_capture(&pos.play_unchecked(a), moves - 1)))
        }
        Side::Geese => {
            legal.is_empty()
                || legal
                    .iter()
                    .all(|a| fox_forces_capture(&pos.play_unchecked(a), moves))
        }
    }
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
    fn unbalanced_openings_are_legal_seeded_greedy_and_leave_a_game() {
        for spec in RulesetSpec::ALL {
            let s = start(spec);
            let a = unbalanced(s, 10, 30, 3);
            assert_eq!(a, unbalanced(s, 10, 30, 3), "{spec}");
            assert_ne!(a, unbalanced(s, 10, 30, 4), "{spec}");
            assert_eq!(a.len(), 10, "{spec}");
            for o in &a {
                assert!(!o.is_empty() && o.len() <= 30, "{spec}: {} plies", o.len());
                let texts: Vec<ActionText> = o.iter().map(Action::text).collect();
                let game = Game::replay(s, &texts).expect("legal");
                assert!(
                    !game.outcome().is_over(),
                    "{spec}: the opening ends the game"
                );
                let positions = game.positions();
                for (i, p) in positions.iter().enumerate() {
                    assert_eq!(
                        positions[..i]
                            .iter()
                            .filter(|q| q.repetition_key() == p.repetition_key())
                            .count(),
                        0,
                        "{spec}: a position repeats"
                    );
                }
                // The fox never passes a capture by: where it moved without one, it had none.
                for (p, act) in positions.iter().zip(o) {
                    if p.turn() == Side::Fox && !p.fox_to_place() {
                        let most = p
                            .legal_actions()
                            .iter()
                            .filter(|a| !p.play_unchecked(a).outcome().is_over())
                            .map(|a| a.captured().count())
                            .max()
                            .unwrap_or(0);
                        assert_eq!(act.captured().count(), most, "{spec}: {act}");
                    }
                }
            }
        }
        // Set back as asked: thirty plies of random geese in the 1870 game lose geese.
        let taken: usize = unbalanced(start("boys-own-1870"), 10, 30, 3)
            .iter()
            .flatten()
            .map(|a| a.captured().count() as usize)
            .sum();
        assert!(taken >= 10, "{taken} geese taken in ten openings");
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
    fn a_forced_capture_is_seen_through_the_geese_replies() {
        let standard = Ruleset::get("standard".parse().unwrap());
        // (position, the fox's moves, forced)
        for (text, moves, forced) in [
            // The start: nothing to take within two moves of the fox.
            ("3/3/7/3F3/GGGGGGG/GGG/GGG f 0", 2, false),
            // The fox on c4 beside b4 with a4 empty: a capture now.
            ("3/3/7/1GF4/GG1GGGG/GGG/GGG f 0", 1, true),
            // The same with the geese to move: a3-a4 shuts it (none forced in one move).
            ("3/3/7/1GF4/GG1GGGG/GGG/GGG g 0", 1, false),
            // A fork: the fox on d4 between c4 and e4, b4 and f4 empty; one goose move
            // cannot save both.
            ("3/3/7/2GFG2/7/GGG/GGG g 5", 1, true),
            // The fox on d6 makes that fork with d6-d5 (jumping to b3 or f3): forced in two
            // moves of its own, not in one.
            ("3/1F1/7/2G1G2/7/GGG/GGG f 5", 2, true),
            ("3/1F1/7/2G1G2/7/GGG/GGG f 5", 1, false),
        ] {
            let pos = Position::parse(text, standard).unwrap();
            assert_eq!(fox_forces_capture(&pos, moves), forced, "{text} in {moves}");
        }
        // An opening may not end where the fox forces a capture.
        for text in ["3/1F1/7/2G1G2/7/GGG/GGG f 5", "3/3/7/2GFG2/7/GGG/GGG g 5"] {
            assert!(
                !balanced(&Position::parse(text, standard).unwrap()),
                "{text}"
            );
        }
    }

    #[test]
    fn an_opening_plays_only_sound_actions() {
        // After the fox's d4-c4, b3-b4 hands it b4 (c4 jumps to a4): not sound; several
        // other goose moves are.
        let s = start("standard");
        let pos = s.play_unchecked(
            &s.legal_actions()
                .into_iter()
                .find(|a| a.to_string() == "d4-c4")
                .unwrap(),
        );
        let mut judge = Judge::new();
        let sound: Vec<String> = judge.sound(&pos).iter().map(ToString::to_string).collect();
        assert!(!sound.contains(&"b3-b4".to_string()), "{sound:?}");
        assert!(sound.len() >= 3, "{sound:?}");
        assert!(sound.len() < pos.legal_actions().len(), "{sound:?}");
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
