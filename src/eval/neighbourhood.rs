//! King distances, precomputed: the squares within distance two of each square (the knight's
//! "enemy men nearby", spec 4.2) and the distance between any two squares (the knight's
//! closeness to both kings).

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

/// `DISTANCE[a][b]`: the king distance between squares `a` and `b`.
static DISTANCE: [[u8; 64]; 64] = {
    let mut table = [[0; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            table[a][b] = Square::new(a as u32).distance(Square::new(b as u32)) as u8;
            b += 1;
        }
        a += 1;
    }
    table
};

/// The king distance between `a` and `b` (a lookup rather than two differences and a
/// maximum).
#[inline]
pub fn distance(a: Square, b: Square) -> i32 {
    i32::from(DISTANCE[a.to_usize()][b.to_usize()])
}

#[cfg(test)]
mod tests {
    use super::{distance, within_two};
    use shakmaty::Square;

    #[test]
    fn distances_are_shakmaty_s() {
        for a in Square::ALL {
            for b in Square::ALL {
                assert_eq!(distance(a, b), a.distance(b) as i32);
            }
        }
        assert_eq!(distance(Square::A1, Square::H8), 7);
        assert_eq!(distance(Square::E4, Square::F6), 2);
    }

    #[test]
    fn within_two_is_a_five_by_five_box() {
        assert_eq!(within_two(Square::E4).count(), 25);
        assert_eq!(within_two(Square::A1).count(), 9);
        assert!(within_two(Square::E4).contains(Square::G6));
        assert!(!within_two(Square::E4).contains(Square::H4));
    }
}
