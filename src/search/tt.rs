//! The transposition table (spec section 6, "done right"): each entry keeps verification bits,
//! the best move, the score with its bound type (exact, lower, upper), the draft it was
//! searched to and the search generation. Mate scores are stored relative to the node. A probe
//! only cuts when the stored draft is deep enough *and* the bound proves the cutoff.

use shakmaty::{Move, Role, Square};

use super::hash_memory::{HashAllocError, zeroed_words};
use crate::score::Score;

/// The kind of a stored score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TtBound {
    /// The exact score (it was inside the window).
    Exact,
    /// At least this score (the search failed high: score >= beta).
    Lower,
    /// At most this score (the search failed low: score <= alpha).
    Upper,
}

impl TtBound {
    const fn bits(self) -> u8 {
        match self {
            TtBound::Exact => 1,
            TtBound::Lower => 2,
            TtBound::Upper => 3,
        }
    }

    const fn from_bits(bits: u8) -> Option<TtBound> {
        match bits & 3 {
            1 => Some(TtBound::Exact),
            2 => Some(TtBound::Lower),
            3 => Some(TtBound::Upper),
            _ => None,
        }
    }
}

/// What a probe found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TtHit {
    /// The stored best move, encoded (see [`encode_move`]); 0 for none.
    pub best: u16,
    /// The score, converted back to be relative to the root for this node's ply.
    pub score: i32,
    /// The draft (remaining depth) it was searched with.
    pub draft: i32,
    /// Exact, lower or upper.
    pub bound: TtBound,
}

impl TtHit {
    /// The score if it ends a node searched to `depth` with window (`alpha`, `beta`): the draft
    /// must be at least `depth` and the bound must prove the cutoff.
    pub fn cutoff(&self, depth: i32, alpha: i32, beta: i32) -> Option<i32> {
        if self.draft < depth {
            return None;
        }
        match self.bound {
            TtBound::Exact => Some(self.score),
            TtBound::Lower if self.score >= beta => Some(self.score),
            TtBound::Upper if self.score <= alpha => Some(self.score),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Entry {
    check: u32,
    best: u16,
    score: i16,
    draft: i8,
    /// Bound in the low 2 bits (0 = empty), generation in the high 6.
    flags: u8,
}

impl Entry {
    fn generation(self) -> u8 {
        self.flags >> 2
    }

    /// The entry in one word: check, best, score, draft, flags from the low bits up. An all-zero
    /// word is an empty entry, so a zeroed allocation is an empty table.
    fn pack(self) -> u128 {
        u128::from(self.check)
            | u128::from(self.best) << 32
            | u128::from(self.score as u16) << 48
            | u128::from(self.draft as u8) << 64
            | u128::from(self.flags) << 72
    }

    fn unpack(word: u128) -> Entry {
        Entry {
            check: word as u32,
            best: (word >> 32) as u16,
            score: (word >> 48) as u16 as i16,
            draft: (word >> 64) as u8 as i8,
            flags: (word >> 72) as u8,
        }
    }
}

const BUCKET: usize = 4;

/// A fixed-size table of four-entry buckets.
pub struct TranspositionTable {
    /// `BUCKET` packed entries per bucket, bucket after bucket, from `first` on (the words
    /// before `first` only align the buckets to cache lines).
    words: Box<[u128]>,
    /// The first word of the first bucket: the first word on a 64-byte boundary.
    first: usize,
    buckets: usize,
    generation: u8,
    /// The size asked for, in MB.
    mb: usize,
}

/// The index of the first word of `words` that starts a 64-byte cache line, so that each
/// four-entry bucket is one line and a probe touches one line only.
fn line_start(words: &[u128]) -> usize {
    let misalignment = words.as_ptr() as usize % 64;
    if misalignment == 0 {
        0
    } else {
        (64 - misalignment) / std::mem::size_of::<u128>()
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
        let buckets = (bytes / (BUCKET * std::mem::size_of::<u128>())).max(1);
        let words = zeroed_words((buckets + 1) * BUCKET).ok_or(error)?;
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

    /// Empties the table. A fresh zeroed allocation when the system grants one (it hands out
    /// zeroed pages lazily, so this costs next to nothing however large the table is), else
    /// the table is zeroed in place.
    pub fn clear(&mut self) {
        match zeroed_words(self.words.len()) {
            Some(words) => {
                self.words = words;
                self.first = line_start(&self.words);
            }
            None => self.words.fill(0),
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
        self.first + ((u128::from(hash) * self.buckets as u128) >> 64) as usize * BUCKET
    }

    /// Asks the processor to start loading the bucket of `hash` (the probe comes a little
    /// later, when the node is searched).
    #[inline]
    pub fn prefetch(&self, hash: u64) {
        crate::search::prefetch::prefetch(&self.words[self.bucket(hash)]);
    }

    /// Looks up `hash` at `ply` from the root.
    pub fn probe(&self, hash: u64, ply: usize) -> Option<TtHit> {
        let check = (hash >> 32) as u32;
        let start = self.bucket(hash);
        let entry = self.words[start..start + BUCKET]
            .iter()
            .map(|&w| Entry::unpack(w))
            .find(|e| e.check == check && e.flags & 3 != 0)?;
        Some(TtHit {
            best: entry.best,
            score: from_tt(i32::from(entry.score), ply),
            draft: i32::from(entry.draft),
            bound: TtBound::from_bits(entry.flags)?,
        })
    }

    /// Stores a result. Keeps the old best move when the new result has none.
    pub fn store(
        &mut self,
        hash: u64,
        ply: usize,
        draft: i32,
        score: i32,
        bound: TtBound,
        best: u16,
    ) {
        let check = (hash >> 32) as u32;
        let generation = self.generation;
        let start = self.bucket(hash);
        let bucket: [Entry; BUCKET] = std::array::from_fn(|i| Entry::unpack(self.words[start + i]));
        let slot = match bucket
            .iter()
            .position(|e| e.check == check && e.flags & 3 != 0)
        {
            Some(same) => same,
            None => {
                // Replace the entry worth least: shallow drafts and old generations go first.
                let worth = |e: &Entry| {
                    if e.flags.trailing_zeros() >= 2 {
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
        self.words[start + slot] = entry.pack();
    }

    /// Entries of the current search per mille, sampled over the first 1000 entries.
    pub fn hashfull(&self) -> u32 {
        let sample = &self.words[self.first..self.first + (self.buckets * BUCKET).min(1000)];
        let used = sample
            .iter()
            .map(|&w| Entry::unpack(w))
            .filter(|e| e.flags & 3 != 0 && e.generation() == self.generation)
            .count();
        (used * 1000 / sample.len().max(1)) as u32
    }
}

/// A mate score relative to the root becomes relative to the node before storing.
fn to_tt(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > Score::MATE - Score::MAX_MATE_PLY {
        score + ply
    } else if score < -Score::MATE + Score::MAX_MATE_PLY {
        score - ply
    } else {
        score
    }
}

/// The inverse of [`to_tt`].
fn from_tt(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > Score::MATE - Score::MAX_MATE_PLY {
        score - ply
    } else if score < -Score::MATE + Score::MAX_MATE_PLY {
        score + ply
    } else {
        score
    }
}

/// A compact, non-zero code of a move (from, to, kind) for the table.
pub fn encode_move(m: &Move) -> u16 {
    let (from, to, kind) = match *m {
        Move::Normal {
            from,
            to,
            promotion,
            ..
        } => {
            let kind = match promotion {
                None => 0,
                Some(Role::Knight) => 1,
                Some(Role::Bishop) => 2,
                Some(Role::Rook) => 3,
                Some(_) => 4,
            };
            (from, to, kind)
        }
        Move::EnPassant { from, to } => (from, to, 6),
        Move::Castle { king, rook } => (king, rook, 5),
        Move::Put { to, .. } => (to, to, 7),
    };
    (from as u16) | ((to as u16) << 6) | (kind << 12) | 0x8000
}

/// The square a move starts from (the king's square for castling; the target for a drop).
pub fn origin(m: &Move) -> Square {
    m.from().unwrap_or_else(|| m.to())
}

#[cfg(test)]
mod tests {
    use super::{TranspositionTable, TtBound};
    use crate::score::Score;

    #[test]
    fn lower_bound_cuts_only_at_or_above_beta_and_only_with_enough_draft() {
        let mut tt = TranspositionTable::new(1);
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
        let mut tt = TranspositionTable::new(1);
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
        let mut tt = TranspositionTable::new(1);
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
        let mut tt = TranspositionTable::new(1);
        // Found at ply 4: mate in 3 plies from the node = MATE - 7 from the root.
        tt.store(7 << 32, 4, 6, Score::MATE - 7, TtBound::Exact, 0);
        // Reached again at ply 2: the same mate is 5 plies from the root.
        assert_eq!(tt.probe(7 << 32, 2).unwrap().score, Score::MATE - 5);
        tt.store(8 << 32, 3, 6, -Score::MATE + 9, TtBound::Exact, 0);
        assert_eq!(tt.probe(8 << 32, 1).unwrap().score, -Score::MATE + 7);
    }

    #[test]
    fn entries_pack_into_one_word_and_back() {
        let e = super::Entry {
            check: 0xDEAD_BEEF,
            best: 0x8123,
            score: -29_990,
            draft: -3,
            flags: 0b10_1011,
        };
        assert_eq!(super::Entry::unpack(e.pack()), e);
        assert_eq!(super::Entry::unpack(0), super::Entry::default());
    }

    #[test]
    fn clearing_forgets_everything() {
        let mut tt = TranspositionTable::new(1);
        tt.store(3 << 32, 0, 3, 7, TtBound::Exact, 0x8001);
        tt.clear();
        assert!(tt.probe(3 << 32, 0).is_none());
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
}
