//! [`Counts`]: what the explorer keeps per (position, move): games, the results, the ratings of
//! the players who made the move, the latest year; how two are merged; and their fixed 32-byte
//! form for the key-value engines.

/// The explorer's counts of one move in one position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub games: u32,
    pub white: u32,
    pub draws: u32,
    pub black: u32,
    pub rating_sum: u64,
    pub rated: u32,
    pub last_year: u16,
}

impl Counts {
    /// Adds `other` (another batch's counts of the same move).
    pub fn merge(&mut self, other: &Counts) {
        self.games += other.games;
        self.white += other.white;
        self.draws += other.draws;
        self.black += other.black;
        self.rating_sum += other.rating_sum;
        self.rated += other.rated;
        self.last_year = self.last_year.max(other.last_year);
    }

    /// The 32 bytes a key-value engine stores.
    pub fn to_bytes(self) -> [u8; 32] {
        let mut b = [0u8; 32];
        b[0..4].copy_from_slice(&self.games.to_le_bytes());
        b[4..8].copy_from_slice(&self.white.to_le_bytes());
        b[8..12].copy_from_slice(&self.draws.to_le_bytes());
        b[12..16].copy_from_slice(&self.black.to_le_bytes());
        b[16..24].copy_from_slice(&self.rating_sum.to_le_bytes());
        b[24..28].copy_from_slice(&self.rated.to_le_bytes());
        b[28..30].copy_from_slice(&self.last_year.to_le_bytes());
        b
    }

    /// Reads [`Counts::to_bytes`] back (zeros for a short slice).
    pub fn from_bytes(b: &[u8]) -> Counts {
        if b.len() < 30 {
            return Counts::default();
        }
        let u32_at = |i: usize| u32::from_le_bytes(b[i..i + 4].try_into().unwrap());
        Counts {
            games: u32_at(0),
            white: u32_at(4),
            draws: u32_at(8),
            black: u32_at(12),
            rating_sum: u64::from_le_bytes(b[16..24].try_into().unwrap()),
            rated: u32_at(24),
            last_year: u16::from_le_bytes([b[28], b[29]]),
        }
    }
}
