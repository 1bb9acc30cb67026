//! The seedable random numbers of the engine ([`Rng`]): the noise of a weaker level, the
//! positions the evaluation is trained on.
//!
//! Why a generator of our own (SplitMix64, ten lines) rather than a crate: a game played
//! with a given seed must replay the same forever, in tests and in a learner's saved
//! transcripts, and a crate's generator may change its sequence between versions.

/// SplitMix64: a small, fast generator whose sequence for a seed never changes.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed`.
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.0)
    }

    /// A number below `n` (0 when `n` is 0), without modulo bias worth speaking of for the
    /// small `n` of a game (Lemire's multiply-shift).
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// A number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// SplitMix64's finalizer: 64 well-mixed bits from any 64 (also the engine's position hash).
#[inline]
pub(crate) fn mix(x: u64) -> u64 {
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sequence_of_a_seed_never_changes() {
        // SplitMix64's published first outputs for seed 0.
        let mut r = Rng::new(0);
        assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        assert!((0..1000).all(|_| r.below(7) < 7));
        assert!((0..1000).all(|_| (0.0..1.0).contains(&r.unit())));
        assert_eq!(Rng::new(3).below(0), 0);
    }
}
