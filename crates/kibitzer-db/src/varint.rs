//! LEB128 varints: seven bits a byte, the high bit set on every byte but the last; what the
//! index's pages and entry blobs are made of.

/// Appends `value`.
pub fn put_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// The varint at `*at`, moving `*at` past it; `None` when the bytes end first or it runs past
/// 64 bits.
pub fn get_varint(bytes: &[u8], at: &mut usize) -> Option<u64> {
    let mut value = 0u64;
    for shift in (0..64).step_by(7) {
        let byte = *bytes.get(*at)?;
        *at += 1;
        value |= u64::from(byte & 0x7f) << shift;
        if byte < 0x80 {
            return Some(value);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_come_back_and_cut_ones_do_not() {
        for value in [0, 1, 127, 128, 300, u64::from(u32::MAX), u64::MAX] {
            let mut bytes = Vec::new();
            put_varint(&mut bytes, value);
            let mut at = 0;
            assert_eq!(get_varint(&bytes, &mut at), Some(value));
            assert_eq!(at, bytes.len());
            let mut at = 0;
            assert_eq!(get_varint(&bytes[..bytes.len() - 1], &mut at), None);
        }
        let mut at = 0;
        assert_eq!(get_varint(&[0xff; 11], &mut at), None);
    }
}
