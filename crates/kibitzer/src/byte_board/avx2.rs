//! AVX2 byte lanes: the whole board is two vectors of 32 byte lanes (squares 0-31, then
//! 32-63), and a bitboard's bits are spread over its squares' lanes by a byte shuffle and a
//! bit test. Only built where the compiler may use AVX2.

use safe_arch::{
    add_i8_m256i, bitand_m256i, bitor_m256i, cmp_eq_mask_i8_m256i, m256i, permute2z_m256i,
    set_splat_i8_m256i, set_splat_i64_m256i, shuffle_av_i8z_half_m256i, sub_i8_m256i,
    unpack_high_i8_m256i, unpack_low_i8_m256i, zeroed_m256i,
};
use shakmaty::Bitboard;

use super::ByteBoard;

/// One byte lane per square, in two vectors.
#[derive(Clone, Copy, Debug)]
pub struct Avx2 {
    lanes: [m256i; 2],
}

impl Default for Avx2 {
    #[inline]
    fn default() -> Avx2 {
        Avx2 {
            lanes: [zeroed_m256i(); 2],
        }
    }
}

/// All ones in the lanes of `squares`, zero elsewhere.
#[inline]
fn selected(squares: Bitboard) -> [m256i; 2] {
    let splat = set_splat_i64_m256i(squares.0 as i64);
    // Byte lane `j` of each half takes the bitboard's byte holding square `j` of that half
    // (shuffles stay within 128-bit blocks, and each block has all eight bytes).
    let low = m256i::from([
        0u8, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3,
        3, 3,
    ]);
    let high = m256i::from([
        4u8, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7,
        7, 7,
    ]);
    let bit = m256i::from([
        1u8, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128, 1,
        2, 4, 8, 16, 32, 64, 128,
    ]);
    let select = |index: m256i| {
        let byte = shuffle_av_i8z_half_m256i(splat, index);
        cmp_eq_mask_i8_m256i(bitand_m256i(byte, bit), bit)
    };
    [select(low), select(high)]
}

/// `value` in the lanes of `squares`, zero elsewhere.
#[inline]
fn valued(squares: Bitboard, value: u8) -> [m256i; 2] {
    let value = set_splat_i8_m256i(value as i8);
    selected(squares).map(|lanes| bitand_m256i(lanes, value))
}

impl Avx2 {
    /// Combines each half of the lanes with the same half of `operand` by `combine`.
    #[inline]
    fn apply(&mut self, operand: [m256i; 2], combine: impl Fn(m256i, m256i) -> m256i) {
        self.lanes = [
            combine(self.lanes[0], operand[0]),
            combine(self.lanes[1], operand[1]),
        ];
    }
}

impl ByteBoard for Avx2 {
    #[inline]
    fn count(&mut self, squares: Bitboard) {
        // All ones is minus one.
        self.apply(selected(squares), sub_i8_m256i);
    }

    #[inline]
    fn add(&mut self, squares: Bitboard, value: u8) {
        self.apply(valued(squares, value), add_i8_m256i);
    }

    #[inline]
    fn mark(&mut self, squares: Bitboard, value: u8) {
        self.apply(valued(squares, value), bitor_m256i);
    }

    #[inline]
    fn count_and_mark(counts: &mut Avx2, marks: &mut Avx2, squares: Bitboard, value: u8) {
        let lanes = selected(squares);
        counts.apply(lanes, sub_i8_m256i);
        let value = set_splat_i8_m256i(value as i8);
        marks.apply(lanes.map(|half| bitand_m256i(half, value)), bitor_m256i);
    }

    #[inline]
    fn bytes(self) -> [u8; 64] {
        let halves: [[u8; 32]; 2] = [self.lanes[0].into(), self.lanes[1].into()];
        bytemuck::cast(halves)
    }

    #[inline]
    fn words(low: Avx2, high: Avx2) -> [u16; 64] {
        let mut quarters = [[0u16; 16]; 4];
        for half in 0..2 {
            // Interleaving bytes works within 128-bit blocks: `first` holds the words of the
            // half's squares 0-7 and 16-23, `second` those of 8-15 and 24-31.
            let first = unpack_low_i8_m256i(low.lanes[half], high.lanes[half]);
            let second = unpack_high_i8_m256i(low.lanes[half], high.lanes[half]);
            quarters[2 * half] = permute2z_m256i::<0x20>(first, second).into();
            quarters[2 * half + 1] = permute2z_m256i::<0x31>(first, second).into();
        }
        bytemuck::cast(quarters)
    }
}
