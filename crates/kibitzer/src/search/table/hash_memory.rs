//! The memory of the transposition table: the one size limit that the command line and the
//! workstation share, a fallible allocation that the system zeroes lazily (the table itself
//! makes one of ordinary size resident at once), and the error when the system refuses.

use std::sync::atomic::AtomicU64;

/// The largest transposition table anyone may ask for, in MB: the command line's `--hash`
/// and the workstation's `:hash` both accept 1 to this.
pub const MAX_HASH_MB: usize = 65_536;

/// A table could not be allocated (the system refused the memory).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HashAllocError {
    /// The size asked for, in MB.
    pub mb: usize,
}

impl std::fmt::Display for HashAllocError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot allocate {} MB for the hash table", self.mb)
    }
}

impl std::error::Error for HashAllocError {}

/// `len` zero words, or `None` if the system refuses. The zeroing is lazy: a large block
/// comes straight from the system as untouched zero pages, which become resident only when
/// the search first writes to them.
pub(in crate::search) fn zeroed_words(len: usize) -> Option<Box<[AtomicU64]>> {
    bytemuck::allocation::try_zeroed_slice_box(len).ok()
}

#[cfg(test)]
mod tests {
    use super::HashAllocError;
    use crate::search::TranspositionTable;

    #[test]
    fn a_table_too_large_to_allocate_is_an_error_not_an_abort() {
        // Just under isize::MAX bytes: a valid layout that no allocator grants. The table goes
        // through `black_box` so that an optimised build cannot elide the unused allocation
        // and report a success the system never gave.
        let mb = (isize::MAX as usize >> 20) - 1;
        assert_eq!(
            std::hint::black_box(TranspositionTable::try_new(mb)).err(),
            Some(HashAllocError { mb })
        );
        assert_eq!(
            HashAllocError { mb: 4096 }.to_string(),
            "cannot allocate 4096 MB for the hash table"
        );
        // So large that the byte count overflows.
        assert!(std::hint::black_box(TranspositionTable::try_new(usize::MAX)).is_err());
        assert!(TranspositionTable::try_new(1).is_ok());
    }
}
