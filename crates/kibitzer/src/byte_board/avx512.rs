//! AVX-512BW byte lanes: the whole board is one vector of 64 byte lanes, and a bitboard is a
//! mask register selecting its squares' lanes. Only built where the compiler may use AVX-512BW.

use safe_arch::{
    add_i8_m512i, bitand_m512i, bitor_m512i, m512i, maskz_mov_i8_m512i, permute2_i32_m512i,
    set_splat_i8_m512i, sub_i8_m512i, unpack_high_i8_m512i, unpack_low_i8_m512i, zeroed_m512i,
};
use shakmaty::Bitboard;

use super::ByteBoard;

/// One byte lane per square.
#[derive(Clone, Copy, Debug)]
pub struct Avx512 {
    lanes: m512i,
}

impl Default for Avx512 {
    #[inline]
    fn default() -> Avx512 {
        Avx512 {
            lanes: zeroed_m512i(),
        }
    }
}

/// All ones in the lanes of `squares`, zero elsewhere.
#[inline]
fn selected(squares: Bitboard) -> m512i {
    maskz_mov_i8_m512i(squares.0)
}

/// `value` in the lanes of `squares`, zero elsewhere.
#[inline]
fn valued(squares: Bitboard, value: u8) -> m512i {
    bitand_m512i(selected(squares), set_splat_i8_m512i(value as i8))
}

impl ByteBoard for Avx512 {
    #[inline]
    fn count(&mut self, squares: Bitboard) {
        // All ones is minus one.
        self.lanes = sub_i8_m512i(self.lanes, selected(squares));
    }

    #[inline]
    fn add(&mut self, squares: Bitboard, value: u8) {
        self.lanes = add_i8_m512i(self.lanes, valued(squares, value));
    }

    #[inline]
    fn mark(&mut self, squares: Bitboard, value: u8) {
        self.lanes = bitor_m512i(self.lanes, valued(squares, value));
    }

    #[inline]
    fn bytes(self) -> [u8; 64] {
        self.lanes.into()
    }

    #[inline]
    fn words(low: Avx512, high: Avx512) -> [u16; 64] {
        // Interleaving bytes works within 128-bit blocks: `first` holds the words of squares
        // 0-7, 16-23, 32-39 and 48-55, `second` those of 8-15, 24-31, 40-47 and 56-63.
        let first = unpack_low_i8_m512i(low.lanes, high.lanes);
        let second = unpack_high_i8_m512i(low.lanes, high.lanes);
        // Blocks by 32-bit lane index: 0-15 pick from `first`, 16-31 from `second`.
        let lower = m512i::from([0, 1, 2, 3, 16, 17, 18, 19, 4, 5, 6, 7, 20, 21, 22, 23]);
        let upper = m512i::from([8, 9, 10, 11, 24, 25, 26, 27, 12, 13, 14, 15, 28, 29, 30, 31]);
        let halves: [[u16; 32]; 2] = [
            permute2_i32_m512i(first, lower, second).into(),
            permute2_i32_m512i(first, upper, second).into(),
        ];
        bytemuck::cast(halves)
    }
}
