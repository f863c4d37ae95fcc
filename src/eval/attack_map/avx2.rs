//! The AVX2 attack-word tally: a whole board is two vectors of 32 byte lanes, so each man's
//! attack set adds its count to every square at once, and each kind's union sets its control
//! bits at once. Only built where the compiler may use AVX2.

use safe_arch::{
    bitand_m256i, bitor_m256i, cmp_eq_mask_i8_m256i, m256i, permute2z_m256i, set_splat_i8_m256i,
    set_splat_i64_m256i, shuffle_av_i8z_half_m256i, sub_i8_m256i, unpack_high_i8_m256i,
    unpack_low_i8_m256i, zeroed_m256i,
};
use shakmaty::Bitboard;

use super::{Kinds, Tally};

/// The attacker count of each square, one byte lane per square: squares 0-31, then 32-63.
#[derive(Clone, Copy, Debug)]
pub struct Avx2 {
    counts: [m256i; 2],
}

impl Default for Avx2 {
    #[inline]
    fn default() -> Avx2 {
        Avx2 {
            counts: [zeroed_m256i(); 2],
        }
    }
}

/// One byte lane per square of `squares`, all ones where the square is in it, else zero.
#[inline]
fn lanes(squares: Bitboard) -> [m256i; 2] {
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

impl Tally for Avx2 {
    #[inline]
    fn add(&mut self, targets: Bitboard, _control: u16) {
        let [low, high] = lanes(targets);
        // A selected lane is all ones (minus one).
        self.counts = [
            sub_i8_m256i(self.counts[0], low),
            sub_i8_m256i(self.counts[1], high),
        ];
    }

    #[inline]
    fn words(self, kinds: &Kinds) -> [u16; 64] {
        let mut controls = [zeroed_m256i(); 2];
        for &(squares, control) in kinds {
            let bits = set_splat_i8_m256i((control >> 8) as i8);
            let [low, high] = lanes(squares);
            controls = [
                bitor_m256i(controls[0], bitand_m256i(low, bits)),
                bitor_m256i(controls[1], bitand_m256i(high, bits)),
            ];
        }
        let mut quarters = [[0u16; 16]; 4];
        for half in 0..2 {
            // Interleaving bytes works within 128-bit blocks: `low` holds the words of the
            // half's squares 0-7 and 16-23, `high` those of 8-15 and 24-31.
            let low = unpack_low_i8_m256i(self.counts[half], controls[half]);
            let high = unpack_high_i8_m256i(self.counts[half], controls[half]);
            quarters[2 * half] = permute2z_m256i::<0x20>(low, high).into();
            quarters[2 * half + 1] = permute2z_m256i::<0x31>(low, high).into();
        }
        bytemuck::cast(quarters)
    }
}
