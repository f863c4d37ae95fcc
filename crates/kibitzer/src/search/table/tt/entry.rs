//! One entry of the transposition table and what a probe returns: the bound types, the cutoff
//! rule, mate scores made relative to the node, and the packing of an entry into two words
//! (verification key XOR data, then data) so that threads may read and write entries without
//! locks: a read that mixes the halves of two writes fails the verification and is a miss.

use crate::Score;

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
    pub(super) const fn bits(self) -> u8 {
        match self {
            TtBound::Exact => 1,
            TtBound::Lower => 2,
            TtBound::Upper => 3,
        }
    }

    pub(super) const fn from_bits(bits: u8) -> Option<TtBound> {
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
    /// The stored best move, encoded (see [`encode_move`](super::encode_move)); 0 for none.
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

/// An entry, unpacked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Entry {
    /// The verification key: the high 32 bits of the hash (a torn read yields a key no hash
    /// has, with high bits set).
    pub(super) check: u64,
    pub(super) best: u16,
    pub(super) score: i16,
    pub(super) draft: i8,
    /// Bound in the low 2 bits (0 = empty), generation in the high 6.
    pub(super) flags: u8,
}

impl Entry {
    /// The verification key of `hash`.
    pub(super) fn check_of(hash: u64) -> u64 {
        hash >> 32
    }

    pub(super) fn generation(self) -> u8 {
        self.flags >> 2
    }

    /// Whether the entry holds something (a stored entry always has a bound).
    pub(super) fn is_used(self) -> bool {
        self.flags & 3 != 0
    }

    /// The data word: best, score, draft, flags from the low bits up.
    fn data(self) -> u64 {
        u64::from(self.best)
            | u64::from(self.score as u16) << 16
            | u64::from(self.draft as u8) << 32
            | u64::from(self.flags) << 40
    }

    /// The entry in two words: the key XOR the data, then the data. Two zero words are an
    /// empty entry, so a zeroed allocation is an empty table.
    pub(super) fn pack(self) -> [u64; 2] {
        let data = self.data();
        [self.check ^ data, data]
    }

    /// The entry of two words written by [`Entry::pack`] (or of halves of two writes: then
    /// the key is one no hash has).
    pub(super) fn unpack([keyed, data]: [u64; 2]) -> Entry {
        Entry {
            check: keyed ^ data,
            best: data as u16,
            score: (data >> 16) as u16 as i16,
            draft: (data >> 32) as u8 as i8,
            flags: (data >> 40) as u8,
        }
    }
}

/// A mate score relative to the root becomes relative to the node before storing.
pub(super) fn to_tt(score: i32, ply: usize) -> i32 {
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
pub(super) fn from_tt(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > Score::MATE - Score::MAX_MATE_PLY {
        score - ply
    } else if score < -Score::MATE + Score::MAX_MATE_PLY {
        score + ply
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::{Entry, TtBound, TtHit};

    #[test]
    fn the_cutoff_needs_the_draft_and_a_bound_that_proves_it() {
        let lower = TtHit {
            best: 0,
            score: 120,
            draft: 5,
            bound: TtBound::Lower,
        };
        assert_eq!(lower.cutoff(5, 0, 100), Some(120));
        assert_eq!(lower.cutoff(5, 0, 150), None);
        assert_eq!(lower.cutoff(6, 0, 100), None);
        let upper = TtHit {
            bound: TtBound::Upper,
            score: -30,
            ..lower
        };
        assert_eq!(upper.cutoff(4, -20, 50), Some(-30));
        assert_eq!(upper.cutoff(4, -40, 50), None);
    }

    #[test]
    fn entries_pack_into_two_words_and_back() {
        let e = Entry {
            check: 0xDEAD_BEEF,
            best: 0x8123,
            score: -29_990,
            draft: -3,
            flags: 0b10_1011,
        };
        assert_eq!(Entry::unpack(e.pack()), e);
        assert_eq!(Entry::unpack([0, 0]), Entry::default());
        assert!(!Entry::default().is_used());
    }

    #[test]
    fn halves_of_two_writes_fail_the_verification() {
        let a = Entry {
            check: 0x1234_5678,
            best: 0x8123,
            score: 50,
            draft: 7,
            flags: 0b101,
        };
        let b = Entry {
            check: 0x0BAD_F00D,
            best: 0x8456,
            score: -20,
            draft: 3,
            flags: 0b1010,
        };
        let torn = Entry::unpack([a.pack()[0], b.pack()[1]]);
        assert_ne!(torn.check, a.check);
        assert_ne!(torn.check, b.check);
    }
}
