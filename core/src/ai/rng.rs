//! A small, fast, seedable random generator for playouts (wyrand).

/// A stable 64-bit hash of `bytes` (the first eight bytes of their BLAKE3 hash): the same
/// across builds and machines, for cache file names and seeds drawn from a position.
pub fn hash64(bytes: &[u8]) -> u64 {
    let hash = blake3::hash(bytes);
    let mut first = [0u8; 8];
    first.copy_from_slice(&hash.as_bytes()[..8]);
    u64::from_le_bytes(first)
}

/// wyrand: 64-bit state, good statistical quality, a few cycles per number.
#[derive(Clone, Debug)]
pub struct Rng64(u64);

impl Rng64 {
    /// A generator from a seed; the same seed gives the same sequence.
    pub fn new(seed: u64) -> Rng64 {
        Rng64(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0xA076_1D64_78BD_642F);
        let t = (self.0 as u128).wrapping_mul((self.0 ^ 0xE703_7ED1_A0B4_28DB) as u128);
        ((t >> 64) ^ t) as u64
    }

    /// A number in `0..n` (n > 0), without modulo bias worth mentioning for small n.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }

    /// A float in `0..1`.
    #[inline]
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers_and_roughly_uniform() {
        let mut a = Rng64::new(5);
        let mut b = Rng64::new(5);
        assert!((0..100).all(|_| a.next_u64() == b.next_u64()));
        let mut counts = [0u32; 10];
        for _ in 0..100_000 {
            counts[a.below(10)] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_000..11_000).contains(&c)),
            "{counts:?}"
        );
    }
}
