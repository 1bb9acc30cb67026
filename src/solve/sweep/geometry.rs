//! The board and the rules in the sweep's compact numbering ([`Geometry`]): points from
//! the geese's starting side on, how far forward each lies, and where a position's answer lies
//! in a sweep.

use crate::rules::{FoxTarget, Point, Position, Ruleset, RulesetSpec, Side};
use crate::solve::combin::{binom, bits};
use crate::solve::mirror::colex;

use super::file::{file_name, SET_BYTES};

/// The most empty points a level may have: its masks are `u32`s, a bit for each point the
/// geese leave empty, so a board of `n` points is swept only where `n − fewest ≤ 32`.
pub(super) const MAX_EMPTY: u32 = 32;

/// The board and the rules, in the compact numbering the sweep works in: the board's points
/// from the geese's starting side on, line by line (west to east within a line), so that
/// every goose step goes to a higher number.
#[derive(Clone, Debug)]
pub struct Geometry {
    pub(super) rules: &'static Ruleset,
    pub(super) points: Vec<Point>,
    /// The compact number of each grid cell (`u8::MAX`: not a point).
    pub(super) compact: [u8; 81],
    /// How far forward each point lies (0 on the geese's first line).
    pub(super) progress: Vec<u32>,
    /// The fox's steps from each point, as a mask of points.
    pub(super) steps: Vec<u64>,
    /// The fox's jumps from each point: (the point jumped, the landing).
    pub(super) jumps: Vec<Vec<(u8, u8)>>,
    /// Each point's goose steps.
    pub(super) goose_steps: Vec<Vec<u8>>,
    /// The fox wins when fewer geese than this are left.
    pub(super) below: u32,
}

/// Why a ruleset cannot be swept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsupported {
    /// Geese may step sideways or back, so positions can come round again.
    GeeseNotOnlyForward,
    /// More than one fox, or a fox placed by its first action.
    NotOneFox,
    /// The ruleset has draw rules or a paddock.
    OtherEnds,
    /// The fox wins by a count of captures rather than by the geese left.
    CaptureCount,
    /// The board has too many points.
    BoardTooLarge,
}

/// The ruleset and goose count a sweep level's file name (`standard-sweep-g13.fgs`) names.
pub fn level_of_file(name: &str) -> Option<(&'static Ruleset, u32)> {
    let stem = name.strip_suffix(".fgs")?;
    let (spec, geese) = stem.rsplit_once("-sweep-g")?;
    let geese: u32 = geese.parse().ok()?;
    let spec: RulesetSpec = spec.replace('_', ":").parse().ok()?;
    let rules = Ruleset::get(spec);
    (file_name(rules, geese) == name).then_some((rules, geese))
}

impl Geometry {
    /// Points of the board.
    pub fn point_count(&self) -> u32 {
        self.points.len() as u32
    }

    /// The sweep's view of `rules`, if its positions never come round again.
    pub fn new(rules: &'static Ruleset) -> Result<Geometry, Unsupported> {
        if rules.geese.sideways {
            return Err(Unsupported::GeeseNotOnlyForward);
        }
        if rules.fox_count() != 1 || rules.fox_placement {
            return Err(Unsupported::NotOneFox);
        }
        if rules.draws.is_some() || rules.paddock.is_some() {
            return Err(Unsupported::OtherEnds);
        }
        let below = match rules.fox_target {
            FoxTarget::GeeseBelow(n) => u32::from(n),
            FoxTarget::Captures(_) => return Err(Unsupported::CaptureCount),
        };
        let points: Vec<Point> = rules.board.points().iter().collect();
        if points.len() as u32 > MAX_EMPTY + below {
            return Err(Unsupported::BoardTooLarge);
        }
        let least = points
            .iter()
            .map(|&p| rules.geese.progress(p))
            .min()
            .unwrap_or(0);
        let forward = |p: Point| (rules.geese.progress(p) - least) as u32;
        // Numbered from the geese's side on, so that a goose step goes to a higher number.
        let mut points = points;
        points.sort_by_key(|&p| (forward(p), p.index()));
        let progress: Vec<u32> = points.iter().map(|&p| forward(p)).collect();
        let mut compact = [u8::MAX; 81];
        for (i, p) in points.iter().enumerate() {
            compact[p.index() as usize] = i as u8;
        }
        let mut goose_steps = vec![Vec::new(); points.len()];
        for (i, &p) in points.iter().enumerate() {
            for &d in rules.goose_directions() {
                if let Some(q) = rules.board.neighbour(p, d) {
                    let j = compact[q.index() as usize] as usize;
                    // Only forward, one line at a time, to a higher number: else the order
                    // of the sweep would not hold.
                    if progress[j] != progress[i] + 1 || j <= i {
                        return Err(Unsupported::GeeseNotOnlyForward);
                    }
                    goose_steps[i].push(j as u8);
                }
            }
        }
        let mut steps = vec![0u64; points.len()];
        let mut jumps = vec![Vec::new(); points.len()];
        for (i, &p) in points.iter().enumerate() {
            for &d in rules.board.line_directions() {
                let Some(q) = rules.board.neighbour(p, d) else {
                    continue;
                };
                steps[i] |= 1 << compact[q.index() as usize];
                if rules.fox_jumps.contains(d) {
                    if let Some(l) = rules.board.neighbour(q, d) {
                        jumps[i].push((compact[q.index() as usize], compact[l.index() as usize]));
                    }
                }
            }
        }
        Ok(Geometry {
            rules,
            points,
            compact,
            progress,
            steps,
            jumps,
            goose_steps,
            below,
        })
    }

    /// The ruleset.
    pub fn rules(&self) -> &'static Ruleset {
        self.rules
    }

    /// The fewest geese a level has: with fewer, the fox has won.
    pub fn fewest(&self) -> u32 {
        self.below
    }

    /// The number of sets of `k` geese.
    pub fn sets(&self, k: u32) -> u64 {
        binom(self.points.len() as u32, k)
    }

    /// The positions of `k` geese with each side to move: a set of geese and the fox on one
    /// of the points they leave empty.
    pub fn positions(&self, k: u32) -> u64 {
        self.sets(k) * u64::from(self.points.len() as u32 - k)
    }

    /// The bytes a sweep up to `most` geese holds in memory: two masks of 4 bytes for each
    /// set of geese of every level.
    pub fn memory(&self, most: u32) -> u64 {
        (self.below..=most).map(|k| self.sets(k) * SET_BYTES).sum()
    }

    /// The compact mask of a bitboard's points.
    pub(super) fn mask(&self, b: crate::rules::Bitboard) -> u64 {
        b.iter()
            .map(|p| 1u64 << self.compact[p.index() as usize])
            .fold(0, |a, m| a | m)
    }

    /// The compact number of a point of the board.
    pub(super) fn number(&self, p: Point) -> u32 {
        u32::from(self.compact[p.index() as usize])
    }

    /// Where the answer for `pos` lies (`None`: it has no fox on the board).
    pub(super) fn place(&self, pos: &Position) -> Option<Place> {
        let geese = self.mask(pos.geese());
        let fox = pos.foxes().iter().next()?;
        let k = geese.count_ones();
        Some(if k < self.below {
            Place::FoxHasWon
        } else {
            Place::Bit {
                geese: k,
                set: colex(geese),
                bit: empty_number(geese, self.number(fox)),
                fox_to_move: pos.turn() == Side::Fox,
            }
        })
    }

    /// The advance of a set of geese.
    pub(super) fn advance(&self, geese: u64) -> u32 {
        bits(geese).map(|i| self.progress[i as usize]).sum()
    }
}

/// Where a position's answer lies in a sweep.
pub(super) enum Place {
    /// Fewer geese than the fewest of a level: the fox has won.
    FoxHasWon,
    /// Bit `bit` of one mask (the fox's to move, or the geese's) of set `set` of the level of
    /// `geese` geese.
    Bit {
        geese: u32,
        set: u64,
        bit: u32,
        fox_to_move: bool,
    },
}

/// The winner a mask names for the fox on empty point `bit`: its bit set, the geese.
pub(super) fn winner_in(mask: u32, bit: u32) -> Side {
    if mask >> bit & 1 == 1 {
        Side::Geese
    } else {
        Side::Fox
    }
}

/// The number of a point among the points `set` leaves empty.
#[inline]
pub(super) fn empty_number(set: u64, p: u32) -> u32 {
    p - (set & ((1u64 << p) - 1)).count_ones()
}

/// The bits of `m` from `from` up to, not including, `to`.
#[inline]
pub(super) fn span(from: u32, to: u32) -> u32 {
    let below = |n: u32| if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    below(to) & !below(from)
}
