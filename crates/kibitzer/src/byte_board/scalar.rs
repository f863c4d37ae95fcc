//! Portable byte lanes: one square at a time. The reference the vector lanes are tested
//! against, and the lanes of machines without them.

use shakmaty::Bitboard;

use super::ByteBoard;

/// One byte per square, in an array.
#[derive(Clone, Copy, Debug)]
pub struct Scalar {
    bytes: [u8; 64],
}

impl Default for Scalar {
    #[inline]
    fn default() -> Scalar {
        Scalar { bytes: [0; 64] }
    }
}

impl ByteBoard for Scalar {
    #[inline]
    fn count(&mut self, squares: Bitboard) {
        self.add(squares, 1);
    }

    #[inline]
    fn add(&mut self, squares: Bitboard, value: u8) {
        for square in squares {
            let byte = &mut self.bytes[square.to_usize()];
            *byte = byte.wrapping_add(value);
        }
    }

    #[inline]
    fn mark(&mut self, squares: Bitboard, value: u8) {
        for square in squares {
            self.bytes[square.to_usize()] |= value;
        }
    }

    #[inline]
    fn bytes(self) -> [u8; 64] {
        self.bytes
    }

    #[inline]
    fn words(low: Scalar, high: Scalar) -> [u16; 64] {
        std::array::from_fn(|square| u16::from_le_bytes([low.bytes[square], high.bytes[square]]))
    }
}
