//! [`digest`]: a stable 64-bit digest of bytes (FNV-1a folded over 8-byte words), the same on
//! every machine and every version of kibitzer. It names a game's text (the duplicate check)
//! and the head of an imported file (to resume an interrupted import).

const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const PRIME: u64 = 0x0000_0100_0000_01b3;

/// The digest of `bytes`.
pub fn digest(bytes: &[u8]) -> u64 {
    let mut hash = OFFSET;
    let mut words = bytes.chunks_exact(8);
    for word in &mut words {
        let value = u64::from_le_bytes(word.try_into().expect("eight bytes"));
        hash = (hash ^ value).wrapping_mul(PRIME);
        hash ^= hash >> 29;
    }
    for &byte in words.remainder() {
        hash = (hash ^ u64::from(byte)).wrapping_mul(PRIME);
    }
    // The length, so that trailing zero bytes change the digest.
    hash = (hash ^ bytes.len() as u64).wrapping_mul(PRIME);
    hash ^ (hash >> 32)
}

#[cfg(test)]
mod tests {
    use super::digest;

    #[test]
    fn equal_texts_meet_and_different_ones_part() {
        assert_eq!(digest(b"1. e4 e5 *"), digest(b"1. e4 e5 *"));
        assert_ne!(digest(b"1. e4 e5 *"), digest(b"1. e4 e6 *"));
        assert_ne!(digest(b""), digest(b"\0"));
        assert_ne!(digest(b"abcdefgh"), digest(b"abcdefgh\0"));
    }

    #[test]
    fn the_digest_is_stable_across_versions() {
        // Stored in databases: a change here would make old games look new.
        assert_eq!(digest(b"1. e4 *"), 0x6228_7477_fffa_70fd);
    }
}
