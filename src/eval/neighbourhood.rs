//! The squares within king distance two of each square, precomputed: the knight's "enemy men
//! nearby" test (spec 4.2).

use shakmaty::{Bitboard, Square};

const fn build_near() -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut other: usize = 0;
        while other < 64 {
            let df = (sq % 8) as i32 - (other % 8) as i32;
            let dr = (sq / 8) as i32 - (other / 8) as i32;
            if df.abs() <= 2 && dr.abs() <= 2 {
                table[sq] |= 1 << other;
            }
            other += 1;
        }
        sq += 1;
    }
    table
}

static NEAR: [u64; 64] = build_near();

/// The squares within king distance two of `square` (itself included).
#[inline]
pub fn within_two(square: Square) -> Bitboard {
    Bitboard(NEAR[square.to_usize()])
}

#[cfg(test)]
mod tests {
    use super::within_two;
    use shakmaty::Square;

    #[test]
    fn within_two_is_a_five_by_five_box() {
        assert_eq!(within_two(Square::E4).count(), 25);
        assert_eq!(within_two(Square::A1).count(), 9);
        assert!(within_two(Square::E4).contains(Square::G6));
        assert!(!within_two(Square::E4).contains(Square::H4));
    }
}
