//! A cache of static evaluations. The Stanback evaluation is a pure function of the position
//! and the three history facts, so a cached value is always exact: the key is the Zobrist hash
//! mixed with the history bits, verified in full.

use shakmaty::ByColor;

use crate::history::History;

#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    score: i32,
    hung: [u8; 2],
}

/// A direct-mapped table of evaluations and hung counts.
pub struct EvalCache {
    slots: Vec<Slot>,
}

/// Mixes the history facts into the position hash.
fn key_of(hash: u64, history: History) -> u64 {
    let bits = u64::from(history.castled.white)
        | u64::from(history.castled.black) << 1
        | u64::from(history.king_moved.white) << 2
        | u64::from(history.king_moved.black) << 3
        | u64::from(history.developed.white) << 4
        | u64::from(history.developed.black) << 5;
    // Distinct odd multipliers per bit pattern keep keys of different histories apart; a
    // zero key is reserved for empty slots.
    (hash ^ bits.wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1
}

impl EvalCache {
    /// A cache of `2^bits` slots.
    pub fn new(bits: u32) -> EvalCache {
        EvalCache {
            slots: vec![Slot::default(); 1 << bits],
        }
    }

    /// The slot of `key`.
    #[inline]
    fn index(&self, key: u64) -> usize {
        (key >> 7) as usize & (self.slots.len() - 1)
    }

    /// Asks the processor to start loading the slot of a position that will be evaluated soon.
    #[inline]
    pub fn prefetch(&self, hash: u64, history: History) {
        super::prefetch::prefetch(&self.slots[self.index(key_of(hash, history))]);
    }

    /// The cached score and hung counts, if present.
    #[inline]
    pub fn get(&self, hash: u64, history: History) -> Option<(i32, ByColor<i32>)> {
        let key = key_of(hash, history);
        let slot = self.slots[self.index(key)];
        (slot.key == key).then(|| {
            (
                slot.score,
                ByColor {
                    white: i32::from(slot.hung[0]),
                    black: i32::from(slot.hung[1]),
                },
            )
        })
    }

    /// Remembers a score and hung counts.
    #[inline]
    pub fn put(&mut self, hash: u64, history: History, score: i32, hung: ByColor<i32>) {
        let key = key_of(hash, history);
        let index = self.index(key);
        self.slots[index] = Slot {
            key,
            score,
            hung: [
                hung.white.clamp(0, 255) as u8,
                hung.black.clamp(0, 255) as u8,
            ],
        };
    }
}
