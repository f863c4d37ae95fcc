//! The transposition table (spec section 6, "done right"), shared by every thread of a search:
//! each entry keeps verification bits, the best move, the score with its bound type (exact,
//! lower, upper), the draft it was searched to and the search generation. Mate scores are
//! stored relative to the node. A probe only cuts when the stored draft is deep enough *and*
//! the bound proves the cutoff. Entries are read and written without locks (see `entry`).

mod entry;
mod move_code;

use std::sync::atomic::{AtomicU64, Ordering};

use crate::search::table::hash_memory::{HashAllocError, zeroed_words};
use entry::{Entry, from_tt, to_tt};

pub use entry::{TtBound, TtHit};
pub use move_code::{code_origin, code_target, encode_move, origin};

/// Entries per bucket.
const BUCKET: usize = 4;
/// Words per entry.
const ENTRY_WORDS: usize = 2;
/// Words per bucket: one 64-byte cache line.
const BUCKET_WORDS: usize = BUCKET * ENTRY_WORDS;
/// The largest table kept resident: [`TranspositionTable::make_resident`] writes it once and
/// [`TranspositionTable::clear`] zeroes it in place (a fraction of a second of writing); a
/// larger one is left to the system's lazy zero pages and allocated afresh when cleared.
const RESIDENT_TABLE_BYTES: usize = 1 << 30;

/// A fixed-size table of four-entry buckets that several threads may probe and fill at once
/// (relaxed atomic words: a torn entry is a miss, never a wrong hit).
pub struct TranspositionTable {
    /// `BUCKET_WORDS` words per bucket, bucket after bucket, from `first` on (the words
    /// before `first` only align the buckets to cache lines).
    words: Box<[AtomicU64]>,
    /// The first word of the first bucket: the first word on a 64-byte boundary.
    first: usize,
    buckets: usize,
    generation: u8,
    /// The size asked for, in MB.
    mb: usize,
}

/// The index of the first word of `words` that starts a 64-byte cache line, so that each
/// four-entry bucket is one line and a probe touches one line only.
fn line_start(words: &[AtomicU64]) -> usize {
    let misalignment = words.as_ptr() as usize % 64;
    if misalignment == 0 {
        0
    } else {
        (64 - misalignment) / std::mem::size_of::<AtomicU64>()
    }
}

impl TranspositionTable {
    /// A table of about `mb` megabytes (at least one bucket of 64 bytes).
    ///
    /// # Panics
    /// If the system refuses the memory; see [`TranspositionTable::try_new`].
    pub fn new(mb: usize) -> TranspositionTable {
        TranspositionTable::try_new(mb).unwrap_or_else(|e| panic!("{e}"))
    }

    /// A table of about `mb` megabytes, or an error if the system refuses the memory.
    pub fn try_new(mb: usize) -> Result<TranspositionTable, HashAllocError> {
        let error = HashAllocError { mb };
        let bytes = mb.max(1).checked_mul(1024 * 1024).ok_or(error)?;
        let buckets = (bytes / (BUCKET_WORDS * std::mem::size_of::<AtomicU64>())).max(1);
        let words = zeroed_words((buckets + 1) * BUCKET_WORDS).ok_or(error)?;
        Ok(TranspositionTable {
            first: line_start(&words),
            words,
            buckets,
            generation: 0,
            mb,
        })
    }

    /// The size asked for, in MB.
    pub fn megabytes(&self) -> usize {
        self.mb
    }

    /// Whether the table is small enough to keep resident (at most 1 GB).
    fn stays_resident(&self) -> bool {
        self.words.len() * std::mem::size_of::<AtomicU64>() <= RESIDENT_TABLE_BYTES
    }

    /// Writes zero to every word, in order.
    fn zero_in_place(&self) {
        self.words
            .iter()
            .for_each(|w| w.store(0, Ordering::Relaxed));
    }

    /// Makes a new table of at most 1 GB resident now, page after page, rather than one page
    /// fault at a time wherever the first search happens to write (at 64 MB that was about
    /// 35,000 faults and 80 ms of a 500 ms search). It writes every word as zero, so it is for
    /// an empty table; the thread that will search with it calls it, so that a `:hash` in the
    /// workstation does not wait for it.
    pub fn make_resident(&self) {
        if self.stays_resident() {
            self.zero_in_place();
        }
    }

    /// Empties the table. A table of at most 1 GB is zeroed in place, so its pages stay
    /// resident. A larger one gets a fresh zeroed allocation when the system grants one (it
    /// hands out zeroed pages lazily, so this costs next to nothing however large the table
    /// is), else it is zeroed in place.
    pub fn clear(&mut self) {
        let fresh = (!self.stays_resident())
            .then(|| zeroed_words(self.words.len()))
            .flatten();
        match fresh {
            Some(words) => {
                self.words = words;
                self.first = line_start(&self.words);
            }
            None => self.zero_in_place(),
        }
        self.generation = 0;
    }

    /// Starts a new search: older entries age and are replaced first.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    /// The first word of the bucket of `hash`.
    #[inline]
    fn bucket(&self, hash: u64) -> usize {
        self.first + ((u128::from(hash) * self.buckets as u128) >> 64) as usize * BUCKET_WORDS
    }

    /// The `slot`-th entry of the bucket starting at word `start`.
    #[inline]
    fn entry(&self, start: usize, slot: usize) -> Entry {
        let at = start + slot * ENTRY_WORDS;
        Entry::unpack([
            self.words[at].load(Ordering::Relaxed),
            self.words[at + 1].load(Ordering::Relaxed),
        ])
    }

    /// Asks the processor to start loading the bucket of `hash` (the probe comes a little
    /// later, when the node is searched).
    #[inline]
    pub fn prefetch(&self, hash: u64) {
        crate::search::table::prefetch::prefetch(&self.words[self.bucket(hash)]);
    }

    /// Looks up `hash` at `ply` from the root.
    pub fn probe(&self, hash: u64, ply: usize) -> Option<TtHit> {
        let check = Entry::check_of(hash);
        let start = self.bucket(hash);
        let entry = (0..BUCKET)
            .map(|slot| self.entry(start, slot))
            .find(|e| e.check == check && e.is_used())?;
        Some(TtHit {
            best: entry.best,
            score: from_tt(i32::from(entry.score), ply),
            draft: i32::from(entry.draft),
            bound: TtBound::from_bits(entry.flags)?,
        })
    }

    /// Stores a result. Keeps the old best move when the new result has none.
    pub fn store(&self, hash: u64, ply: usize, draft: i32, score: i32, bound: TtBound, best: u16) {
        let check = Entry::check_of(hash);
        let generation = self.generation;
        let start = self.bucket(hash);
        let bucket: [Entry; BUCKET] = std::array::from_fn(|slot| self.entry(start, slot));
        let slot = match bucket.iter().position(|e| e.check == check && e.is_used()) {
            Some(same) => same,
            None => {
                // Replace the entry worth least: shallow drafts and old generations go first.
                let worth = |e: &Entry| {
                    if !e.is_used() {
                        return i32::MIN;
                    }
                    let age = i32::from(generation.wrapping_sub(e.generation()) & 63);
                    i32::from(e.draft) - 8 * age
                };
                (0..BUCKET).min_by_key(|&i| worth(&bucket[i])).unwrap_or(0)
            }
        };
        let old = bucket[slot];
        let best = if best == 0 && old.check == check {
            old.best
        } else {
            best
        };
        let entry = Entry {
            check,
            best,
            score: to_tt(score, ply) as i16,
            draft: draft.clamp(-100, 100) as i8,
            flags: bound.bits() | (generation << 2),
        };
        let at = start + slot * ENTRY_WORDS;
        let [keyed, data] = entry.pack();
        self.words[at].store(keyed, Ordering::Relaxed);
        self.words[at + 1].store(data, Ordering::Relaxed);
    }

    /// Entries of the current search per mille, sampled over the first 1000 entries.
    pub fn hashfull(&self) -> u32 {
        let sample = (self.buckets * BUCKET).min(1000);
        let used = (0..sample)
            .map(|i| self.entry(self.first, i))
            .filter(|e| e.is_used() && e.generation() == self.generation)
            .count();
        (used * 1000 / sample.max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::{Ordering, TranspositionTable, TtBound};
    use crate::Score;

    #[test]
    fn lower_bound_cuts_only_at_or_above_beta_and_only_with_enough_draft() {
        let tt = TranspositionTable::new(1);
        tt.store(0xDEAD_BEEF_0000_0001, 3, 5, 120, TtBound::Lower, 0);
        let hit = tt.probe(0xDEAD_BEEF_0000_0001, 3).unwrap();
        assert_eq!(hit.cutoff(5, 0, 100), Some(120));
        assert_eq!(
            hit.cutoff(5, 0, 150),
            None,
            "a lower bound below beta proves nothing"
        );
        assert_eq!(hit.cutoff(6, 0, 100), None, "a shallower draft never cuts");
    }

    #[test]
    fn upper_bound_cuts_only_at_or_below_alpha() {
        let tt = TranspositionTable::new(1);
        tt.store(42 << 32 | 7, 0, 4, -30, TtBound::Upper, 0);
        let hit = tt.probe(42 << 32 | 7, 0).unwrap();
        assert_eq!(hit.cutoff(4, -20, 50), Some(-30));
        assert_eq!(hit.cutoff(4, -40, 50), None);
        assert_eq!(
            hit.cutoff(3, -20, 50),
            Some(-30),
            "a deeper draft serves a shallower search"
        );
    }

    #[test]
    fn exact_cuts_any_window_and_other_keys_miss() {
        let tt = TranspositionTable::new(1);
        tt.store(99 << 32 | 5, 0, 2, 10, TtBound::Exact, 0x8123);
        let hit = tt.probe(99 << 32 | 5, 0).unwrap();
        assert_eq!(hit.cutoff(2, -1000, 1000), Some(10));
        assert_eq!(hit.best, 0x8123);
        assert!(
            tt.probe(98 << 32 | 5, 0).is_none(),
            "verification bits differ"
        );
    }

    #[test]
    fn mate_scores_are_stored_relative_to_the_node() {
        let tt = TranspositionTable::new(1);
        // Found at ply 4: mate in 3 plies from the node = MATE - 7 from the root.
        tt.store(7 << 32, 4, 6, Score::MATE - 7, TtBound::Exact, 0);
        // Reached again at ply 2: the same mate is 5 plies from the root.
        assert_eq!(tt.probe(7 << 32, 2).unwrap().score, Score::MATE - 5);
        tt.store(8 << 32, 3, 6, -Score::MATE + 9, TtBound::Exact, 0);
        assert_eq!(tt.probe(8 << 32, 1).unwrap().score, -Score::MATE + 7);
    }

    #[test]
    fn clearing_forgets_everything() {
        let mut tt = TranspositionTable::new(1);
        tt.store(3 << 32, 0, 3, 7, TtBound::Exact, 0x8001);
        tt.clear();
        assert!(tt.probe(3 << 32, 0).is_none());
    }

    #[test]
    fn a_table_of_ordinary_size_is_cleared_where_it_is() {
        // Zeroed in place, so its pages stay resident and the next search takes no faults.
        let mut tt = TranspositionTable::new(2);
        tt.store(3 << 32, 0, 3, 7, TtBound::Exact, 0x8001);
        let before = tt.words.as_ptr();
        tt.clear();
        assert_eq!(tt.words.as_ptr(), before);
        assert!(tt.probe(3 << 32, 0).is_none());
        assert!(tt.words.iter().all(|w| w.load(Ordering::Relaxed) == 0));
    }

    #[test]
    fn keeps_the_old_move_and_reports_hashfull() {
        let mut tt = TranspositionTable::new(1);
        tt.new_search();
        tt.store(5 << 32, 0, 3, 0, TtBound::Exact, 0x8001);
        tt.store(5 << 32, 0, 4, 0, TtBound::Upper, 0);
        assert_eq!(tt.probe(5 << 32, 0).unwrap().best, 0x8001);
        assert_eq!(tt.probe(5 << 32, 0).unwrap().draft, 4);
        assert!(tt.hashfull() <= 1000);
    }

    #[test]
    fn threads_filling_one_table_at_once_leave_only_whole_entries() {
        let tt = TranspositionTable::new(1);
        // Every thread stores entries whose score and draft are functions of the key, for 64
        // keys spread as Zobrist keys are (so their verification keys are far apart: keys
        // with tiny high bits would let halves of two writes pass as a third key's entry);
        // whatever a probe finds must be one thread's whole entry.
        let key = |i: u64| (i % 64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        std::thread::scope(|scope| {
            for t in 0..4_u64 {
                let tt = &tt;
                scope.spawn(move || {
                    for i in 0..20_000_u64 {
                        let k = key(i + t);
                        let score = ((k >> 40) % 1000) as i32;
                        tt.store(k, 0, score % 50, score, TtBound::Exact, 0x8000 | k as u16);
                        if let Some(hit) = tt.probe(key(i * 3 + t), 0) {
                            let expected = ((key(i * 3 + t) >> 40) % 1000) as i32;
                            assert_eq!(hit.score, expected);
                            assert_eq!(hit.draft, expected % 50);
                        }
                    }
                });
            }
        });
    }
}
