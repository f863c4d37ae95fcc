//! Distances between squares, precomputed: the squares within king distance two of each
//! square (the knight's "enemy men nearby", spec 4.2), the king distance between any two
//! squares (the knight's closeness to both kings) and their taxicab distance (the rook's and
//! the queen's closeness to the enemy king).

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

/// How far apart two squares are.
#[derive(Clone, Copy)]
struct Apart {
    /// The king distance: the larger of the file and rank distances.
    king: u8,
    /// The taxicab distance: the file distance plus the rank distance.
    taxicab: u8,
}

/// `APART[a][b]`: how far apart squares `a` and `b` are.
static APART: [[Apart; 64]; 64] = {
    let mut table = [[Apart {
        king: 0,
        taxicab: 0,
    }; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let (from, to) = (Square::new(a as u32), Square::new(b as u32));
            table[a][b] = Apart {
                king: from.distance(to) as u8,
                taxicab: (from.file().distance(to.file()) + from.rank().distance(to.rank())) as u8,
            };
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
    i32::from(APART[a.to_usize()][b.to_usize()].king)
}

/// The file distance plus the rank distance between `a` and `b`.
#[inline]
pub fn taxicab(a: Square, b: Square) -> i32 {
    i32::from(APART[a.to_usize()][b.to_usize()].taxicab)
}

#[cfg(test)]
mod tests {
    use super::{distance, taxicab, within_two};
    use shakmaty::Square;

    #[test]
    fn distances_are_shakmaty_s() {
        for a in Square::ALL {
            for b in Square::ALL {
                assert_eq!(distance(a, b), a.distance(b) as i32);
                let files = a.file().distance(b.file());
                assert_eq!(taxicab(a, b), (files + a.rank().distance(b.rank())) as i32);
            }
        }
        assert_eq!(taxicab(Square::A1, Square::H8), 14);
        assert_eq!(taxicab(Square::E4, Square::F6), 3);
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
