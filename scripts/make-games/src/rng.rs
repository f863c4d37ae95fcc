//! [`Rng`]: a small seeded generator (SplitMix64), so that a seed always gives the same games on
//! every machine and with any number of threads (each game has its own generator).

/// SplitMix64: fast, good enough for made-up games, no dependency.
pub struct Rng(u64);

impl Rng {
    /// The generator of game `index` for `seed`.
    pub fn for_game(seed: u64, index: u64) -> Rng {
        let mut rng = Rng(seed ^ 0x9E37_79B9_7F4A_7C15);
        let mixed = rng.next_u64() ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03);
        Rng(mixed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * u64::from(n)) >> 32) as u32
    }

    /// A number in `low..=high`.
    pub fn between(&mut self, low: u32, high: u32) -> u32 {
        low + self.below(high - low + 1)
    }

    /// True with probability `percent` / 100.
    pub fn percent(&mut self, percent: u32) -> bool {
        self.below(100) < percent
    }
}
