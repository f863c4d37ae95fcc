//! The AVX-512 attack-word tally: a whole board is one vector of 64 byte lanes, so each man's
//! attack set adds its count to every square at once, and each kind's union sets its control
//! bits at once. Only built where the compiler may use AVX-512BW.

use safe_arch::{
    bitand_m512i, bitor_m512i, m512i, maskz_mov_i8_m512i, permute2_i32_m512i, set_splat_i8_m512i,
    sub_i8_m512i, unpack_high_i8_m512i, unpack_low_i8_m512i, zeroed_m512i,
};
use shakmaty::Bitboard;

use super::{Kinds, Tally};

/// The attacker count of each square, one byte lane per square.
#[derive(Clone, Copy, Debug)]
pub struct Avx512 {
    counts: m512i,
}

impl Default for Avx512 {
    #[inline]
    fn default() -> Avx512 {
        Avx512 {
            counts: zeroed_m512i(),
        }
    }
}

impl Tally for Avx512 {
    #[inline]
    fn add(&mut self, targets: Bitboard, _control: u16) {
        // A lane of the mask is all ones (minus one) where the square is attacked.
        self.counts = sub_i8_m512i(self.counts, maskz_mov_i8_m512i(targets.0));
    }

    #[inline]
    fn words(self, kinds: &Kinds) -> [u16; 64] {
        let mut controls = zeroed_m512i();
        for &(squares, control) in kinds {
            let bits = set_splat_i8_m512i((control >> 8) as i8);
            controls = bitor_m512i(controls, bitand_m512i(maskz_mov_i8_m512i(squares.0), bits));
        }
        // Interleaving bytes works within 128-bit blocks: `low` holds the words of squares
        // 0-7, 16-23, 32-39 and 48-55, `high` those of 8-15, 24-31, 40-47 and 56-63.
        let low = unpack_low_i8_m512i(self.counts, controls);
        let high = unpack_high_i8_m512i(self.counts, controls);
        // Blocks by 32-bit lane index: 0-15 pick from `low`, 16-31 from `high`.
        let first = m512i::from([0, 1, 2, 3, 16, 17, 18, 19, 4, 5, 6, 7, 20, 21, 22, 23]);
        let second = m512i::from([8, 9, 10, 11, 24, 25, 26, 27, 12, 13, 14, 15, 28, 29, 30, 31]);
        let halves: [[u16; 32]; 2] = [
            permute2_i32_m512i(low, first, high).into(),
            permute2_i32_m512i(low, second, high).into(),
        ];
        bytemuck::cast(halves)
    }
}
