//! Counting subsets: binomial coefficients and the set bits of a mask, which the table index
//! ([`super::index`]) and the board's mirror ([`super::mirror`]) both number positions with.
//! A leaf of its own, so that neither of those two has to read the other for them.

/// Binomial coefficients `C(n, r)` for `n, r ≤ 64`.
static BINOM: [[u64; 65]; 65] = {
    let mut t = [[0u64; 65]; 65];
    let mut n = 0;
    while n <= 64 {
        t[n][0] = 1;
        let mut r = 1;
        while r <= n {
            // C(64, 32) < 2^63: no overflow anywhere in the table.
            t[n][r] = t[n - 1][r - 1] + if r < n { t[n - 1][r] } else { 0 };
            r += 1;
        }
        n += 1;
    }
    t
};

/// `C(n, r)`, 0 when `r > n`.
#[inline]
pub fn binom(n: u32, r: u32) -> u64 {
    if r > n || n > 64 {
        0
    } else {
        BINOM[n as usize][r as usize]
    }
}

/// The set bits of `m`, lowest first.
#[inline]
pub fn bits(mut m: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let b = m.trailing_zeros();
        m &= m - 1;
        Some(b)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials_are_right() {
        assert_eq!(binom(33, 6), 1_107_568);
        assert_eq!(binom(5, 0), 1);
        assert_eq!(binom(3, 5), 0);
        assert_eq!(binom(64, 32), 1_832_624_140_942_590_534);
    }

    #[test]
    fn bits_are_the_set_bits_lowest_first() {
        assert_eq!(bits(0b1010_0001).collect::<Vec<_>>(), [0, 5, 7]);
        assert_eq!(bits(0).count(), 0);
        assert_eq!(bits(u64::MAX).count(), 64);
    }
}
