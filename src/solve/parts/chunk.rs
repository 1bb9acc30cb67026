//! A part's build cut into *chunks*: runs of its row vectors ([`Span`]s), built one after
//! the other, each with only its own graph and the input vectors it reads in memory.
//!
//! Inside a part the actions that stay (the fox's steps, a goose's step sideways) keep every
//! row's goose count, so each row vector is closed and the part's retrograde build falls
//! apart into one independent build per vector. A vector `c` of `k` geese reads, of its own
//! level, the vectors a goose's step south makes (`c − e_r + e_{r−d}`, the fox to move) and,
//! of the level below, the vectors a capture leaves (`c − e_r`, the geese to move). So a
//! chunk holds its graph ([`GRAPH_BYTES`] an entry) and those inputs (one side to move: one
//! byte for every two entries), not the whole part and every part it reads.
//!
//! Chunks gather consecutive vectors up to [`CHUNK_ENTRIES`] entries (a vector larger than
//! that is a chunk alone), a plan that depends on nothing but the level: `tables plan`
//! estimates from it what the builder will hold.

use super::index::{LevelIndex, Span};

/// The entries a chunk gathers before a new one starts (unless one vector has more).
pub const CHUNK_ENTRIES: u64 = 1 << 27;

/// Bytes the retrograde build holds per entry of its graph: 2 for the entry, 1 for its
/// counter, 4 for its place in the lists of a distance.
pub const GRAPH_BYTES: u64 = 7;

/// Bytes per placement of the chunk's list of its geese.
const PLACEMENT_BYTES: u64 = 8;

/// A row vector a chunk reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// Its level's goose count: the chunk's own, or one fewer.
    pub geese: u8,
    /// The vector.
    pub span: Span,
}

/// One chunk of a part.
#[derive(Clone, Debug)]
pub struct Chunk {
    /// Its first placement's number in the part.
    pub lo: u64,
    /// One past its last.
    pub hi: u64,
    /// Entries: placements × fox placements × 2.
    pub entries: u64,
    /// The vectors of parts it reads, own level first, each once.
    pub inputs: Vec<Input>,
}

/// What a chunk's inputs hold in memory: one side to move of each, one byte an entry.
pub fn input_bytes(input: &Input, points: u32) -> u64 {
    (input.span.hi - input.span.lo) * u64::from(points - u32::from(input.geese))
}

impl Chunk {
    /// The vectors it reads of the level of `geese` geese.
    pub fn inputs_of(&self, geese: u8) -> impl Iterator<Item = &Span> {
        self.inputs
            .iter()
            .filter(move |i| i.geese == geese)
            .map(|i| &i.span)
    }

    /// Bytes its build holds besides the part's finished body and any whole table read:
    /// its graph, its list of placements and its inputs.
    pub fn memory(&self, points: u32) -> u64 {
        self.entries * GRAPH_BYTES
            + (self.hi - self.lo) * PLACEMENT_BYTES
            + self
                .inputs
                .iter()
                .map(|i| input_bytes(i, points))
                .sum::<u64>()
    }
}

/// The chunks of the part of `sum` of the level numbered by `index` (`geese` geese, on a
/// board of `points` points, a step south crossing at most `reach` rows), whose level below
/// is in parts numbered by `below` (`None`: a whole table, or none), each gathering vectors
/// up to `target` entries.
pub fn chunks(
    index: &LevelIndex,
    below: Option<&LevelIndex>,
    sum: u32,
    points: u32,
    reach: u32,
    target: u64,
) -> Vec<Chunk> {
    let geese = index.geese() as u8;
    let per_placement = u64::from(points - index.geese()) * 2;
    let mut out: Vec<Chunk> = Vec::new();
    for span in index.spans(sum) {
        let entries = (span.hi - span.lo) * per_placement;
        let fits = out.last().is_some_and(|c| c.entries + entries <= target);
        if !fits {
            out.push(Chunk {
                lo: span.lo,
                hi: span.lo,
                entries: 0,
                inputs: Vec::new(),
            });
        }
        let chunk = out.last_mut().expect("a chunk was pushed");
        chunk.hi = span.hi;
        chunk.entries += entries;
        let mut add = |geese: u8, found: Option<Span>| {
            if let Some(span) = found {
                let input = Input { geese, span };
                if !chunk.inputs.contains(&input) {
                    chunk.inputs.push(input);
                }
            }
        };
        let c = &span.counts;
        for r in (0..c.len()).filter(|&r| c[r] > 0) {
            for d in 1..=(reach as usize).min(r) {
                let mut south = c.clone();
                south[r] -= 1;
                south[r - d] += 1;
                add(geese, index.span_of(&south));
            }
            if let Some(below) = below {
                let mut left = c.clone();
                left[r] -= 1;
                add(geese - 1, below.span_of(&left));
            }
        }
    }
    // Own level first, then by place: the order inputs are read in.
    for chunk in &mut out {
        chunk
            .inputs
            .sort_by_key(|i| (std::cmp::Reverse(i.geese), i.span.sum, i.span.lo));
    }
    out
}

/// The most a part's build holds at once: its finished body (one byte an entry), and its
/// largest chunk with what that chunk reads.
pub fn part_memory(chunks: &[Chunk], points: u32) -> u64 {
    let body: u64 = chunks.iter().map(|c| c.entries).sum();
    body + chunks.iter().map(|c| c.memory(points)).max().unwrap_or(0)
}

/// Bytes a part's build reads from its input parts: each chunk's inputs that the chunk
/// before it did not hold (those are kept).
pub fn part_reads(chunks: &[Chunk], points: u32) -> u64 {
    let mut total = 0;
    let mut held: &[Input] = &[];
    for c in chunks {
        total += c
            .inputs
            .iter()
            .filter(|i| !held.contains(i))
            .map(|i| input_bytes(i, points))
            .sum::<u64>();
        held = &c.inputs;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Ruleset, RulesetSpec};

    fn plyyard(geese: u8) -> LevelIndex {
        LevelIndex::new(Ruleset::get(RulesetSpec::default()), geese).expect("a mirrored board")
    }

    /// The chunks of a part cover it once, in order, each within the target unless it is
    /// one vector; and each names every vector a step south or a capture reaches, which is
    /// there in its level.
    #[test]
    fn chunks_cover_their_part_and_name_what_they_read() {
        let (index, below) = (plyyard(13), plyyard(12));
        let points = 33;
        for sum in index.sums() {
            let chunks = chunks(&index, Some(&below), sum, points, 1, CHUNK_ENTRIES);
            let spans = index.spans(sum);
            assert_eq!(chunks.first().map(|c| c.lo), Some(0));
            assert_eq!(chunks.last().map(|c| c.hi), Some(index.placements(sum)));
            for w in chunks.windows(2) {
                assert_eq!(w[0].hi, w[1].lo, "sum {sum}");
            }
            for c in &chunks {
                let inside: Vec<&Span> = spans
                    .iter()
                    .filter(|s| s.lo >= c.lo && s.hi <= c.hi)
                    .collect();
                assert!(c.entries <= CHUNK_ENTRIES || inside.len() == 1, "sum {sum}");
                for s in inside {
                    for r in (0..s.counts.len()).filter(|&r| s.counts[r] > 0) {
                        let mut left = s.counts.clone();
                        left[r] -= 1;
                        let want = below.span_of(&left).expect("12 geese fit");
                        assert!(c.inputs.iter().any(|i| i.geese == 12 && i.span == want));
                        if r > 0 {
                            let mut south = s.counts.clone();
                            south[r] -= 1;
                            south[r - 1] += 1;
                            if let Some(want) = index.span_of(&south) {
                                assert_eq!(want.sum, sum - 1);
                                assert!(c.inputs.iter().any(|i| i.geese == 13 && i.span == want));
                            }
                        }
                    }
                }
            }
        }
    }

    /// Ply Yard's largest part is built in far less than the whole part's graph and inputs
    /// (9.3 GB): under 4,000 MB, so `--memory 4000` builds the whole game.
    #[test]
    fn the_largest_part_fits_four_thousand_megabytes() {
        let (index, below) = (plyyard(13), plyyard(12));
        let most = index
            .sums()
            .map(|sum| part_memory(&chunks(&index, Some(&below), sum, 33, 1, CHUNK_ENTRIES), 33))
            .max()
            .expect("parts");
        assert!(most < 4_000 << 20, "{most}");
        assert!(most > 1_000_000_000, "{most}: the body alone is 943 MB");
    }
}
