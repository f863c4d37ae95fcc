//! A cache of static evaluations. The Stanback evaluation is a pure function of the position
//! and the three history facts, so a cached value is always exact: the key is the Zobrist hash
//! mixed with the history bits, verified in full. All the threads of a search share one cache
//! (what one thread evaluated, the others find), written and read without locks.

use std::sync::atomic::{AtomicU64, Ordering};

use shakmaty::ByColor;

use crate::History;

/// A direct-mapped table of evaluations and hung counts, shared by every thread of a search.
/// A slot is two words written without locks: the key mixed with the data, and the data. A
/// reader accepts a slot only when the first word is its key mixed with the second, so a slot
/// torn by two threads writing at once reads as a miss, never as another position's value.
pub struct EvalCache {
    slots: Box<[[AtomicU64; 2]]>,
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

/// The data word of a slot: the score's bits, then the two hung counts (each clamped to a byte).
fn pack(score: i32, hung: ByColor<i32>) -> u64 {
    u64::from(score as u32)
        | u64::from(hung.white.clamp(0, 255) as u8) << 32
        | u64::from(hung.black.clamp(0, 255) as u8) << 40
}

/// The score and hung counts of a data word.
fn unpack(data: u64) -> (i32, ByColor<i32>) {
    (
        data as u32 as i32,
        ByColor {
            white: i32::from((data >> 32) as u8),
            black: i32::from((data >> 40) as u8),
        },
    )
}

impl EvalCache {
    /// A cache of `2^bits` slots.
    pub fn new(bits: u32) -> EvalCache {
        EvalCache {
            slots: (0..1usize << bits)
                .map(|_| [AtomicU64::new(0), AtomicU64::new(0)])
                .collect(),
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
        crate::search::table::prefetch::prefetch(&self.slots[self.index(key_of(hash, history))]);
    }

    /// The cached score and hung counts, if present.
    #[inline]
    pub fn get(&self, hash: u64, history: History) -> Option<(i32, ByColor<i32>)> {
        let key = key_of(hash, history);
        let [check, data] = &self.slots[self.index(key)];
        let data = data.load(Ordering::Relaxed);
        (check.load(Ordering::Relaxed) ^ data == key).then(|| unpack(data))
    }

    /// Remembers a score and hung counts.
    #[inline]
    pub fn put(&self, hash: u64, history: History, score: i32, hung: ByColor<i32>) {
        let key = key_of(hash, history);
        let [check, slot_data] = &self.slots[self.index(key)];
        let data = pack(score, hung);
        check.store(key ^ data, Ordering::Relaxed);
        slot_data.store(data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::EvalCache;
    use crate::History;
    use shakmaty::ByColor;

    #[test]
    fn a_stored_value_reads_back_and_another_position_misses() {
        let cache = EvalCache::new(4);
        let history = History::default();
        let hung = ByColor {
            white: 2,
            black: 300,
        };
        cache.put(0xABCD_0000_1234_5678, history, -1234, hung);
        assert_eq!(
            cache.get(0xABCD_0000_1234_5678, history),
            Some((
                -1234,
                ByColor {
                    white: 2,
                    black: 255
                }
            ))
        );
        // Same slot (the index ignores the low bits), different position.
        assert_eq!(cache.get(0xABCD_0000_1234_567A, history), None);
        assert_eq!(cache.get(0x1111_0000_1234_5678, history), None);
    }

    #[test]
    fn a_torn_slot_is_a_miss() {
        let cache = EvalCache::new(4);
        let history = History::default();
        let hash = 0x0F0F_0000_0000_0080;
        cache.put(hash, history, 57, ByColor { white: 0, black: 1 });
        // Another thread's data word landed, but not its check word.
        let index = cache.index(super::key_of(hash, history));
        let other = super::pack(-9, ByColor { white: 3, black: 0 });
        cache.slots[index][1].store(other, std::sync::atomic::Ordering::Relaxed);
        assert_eq!(cache.get(hash, history), None);
    }
}
