//! Precomputed rays for the line scans: for each of the eight directions and each square, the
//! squares from there to the board edge (exclusive of the start), and the first occupied one.
//! Also the squares within king distance two of each square (the knight's "near" test).

use shakmaty::{Bitboard, Square};

/// One of the eight directions, as an index into the ray tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Direction(usize);

/// (file step, rank step) of each direction, in index order. The first four raise the square
/// index as they go (north-east, north-west, north, east), the last four lower it.
const STEPS: [(i32, i32); 8] = [
    (1, 1),
    (-1, 1),
    (0, 1),
    (1, 0),
    (1, -1),
    (-1, -1),
    (0, -1),
    (-1, 0),
];

/// The four diagonal directions.
pub const DIAGONALS: [Direction; 4] = [Direction(0), Direction(1), Direction(4), Direction(5)];
/// The four orthogonal directions.
pub const ORTHOGONALS: [Direction; 4] = [Direction(2), Direction(3), Direction(6), Direction(7)];
/// All eight directions.
pub const ALL_DIRECTIONS: [Direction; 8] = [
    Direction(0),
    Direction(1),
    Direction(2),
    Direction(3),
    Direction(4),
    Direction(5),
    Direction(6),
    Direction(7),
];

const fn build_rays() -> [[u64; 64]; 8] {
    let mut table = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = STEPS[d];
        let mut sq = 0;
        while sq < 64 {
            let mut file = (sq % 8) as i32 + df;
            let mut rank = (sq / 8) as i32 + dr;
            let mut bits = 0u64;
            while file >= 0 && file < 8 && rank >= 0 && rank < 8 {
                bits |= 1 << (rank * 8 + file);
                file += df;
                rank += dr;
            }
            table[d][sq] = bits;
            sq += 1;
        }
        d += 1;
    }
    table
}

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

static RAYS: [[u64; 64]; 8] = build_rays();
static NEAR: [u64; 64] = build_near();

/// The squares from `square` (exclusive) to the edge in `direction`.
#[inline]
pub fn ray(square: Square, direction: Direction) -> Bitboard {
    Bitboard(RAYS[direction.0][square.to_usize()])
}

/// The first square of `squares` met when walking in `direction` (squares on one ray).
#[inline]
pub fn nearest(squares: Bitboard, direction: Direction) -> Option<Square> {
    if direction.0 < 4 {
        squares.first()
    } else {
        squares.last()
    }
}

/// The squares walked from `from` in `direction` up to and including `to`.
#[inline]
pub fn segment(from: Square, direction: Direction, to: Square) -> Bitboard {
    ray(from, direction) & !ray(to, direction)
}

/// The squares within king distance two of `square` (itself included).
#[inline]
pub fn within_two(square: Square) -> Bitboard {
    Bitboard(NEAR[square.to_usize()])
}

#[cfg(test)]
mod tests {
    use super::{DIAGONALS, ORTHOGONALS, nearest, ray, segment, within_two};
    use shakmaty::{Bitboard, Square};

    #[test]
    fn rays_nearest_and_segments() {
        let north_east = DIAGONALS[0];
        let south_west = DIAGONALS[3];
        assert_eq!(ray(Square::C1, north_east).count(), 5);
        assert_eq!(ray(Square::H8, north_east), Bitboard::EMPTY);
        let blockers = Bitboard::from_iter([Square::E3, Square::G5]);
        assert_eq!(
            nearest(ray(Square::C1, north_east) & blockers, north_east),
            Some(Square::E3)
        );
        assert_eq!(
            nearest(ray(Square::H6, south_west) & blockers, south_west),
            Some(Square::G5)
        );
        assert_eq!(
            segment(Square::C1, north_east, Square::E3),
            Bitboard::from_iter([Square::D2, Square::E3])
        );
        let west = ORTHOGONALS[3];
        assert_eq!(
            ray(Square::C4, west),
            Bitboard::from_iter([Square::B4, Square::A4])
        );
        assert_eq!(
            nearest(
                ray(Square::H4, west) & Bitboard::from_rank(shakmaty::Rank::Fourth),
                west
            ),
            Some(Square::G4)
        );
    }

    #[test]
    fn within_two_is_a_five_by_five_box() {
        assert_eq!(within_two(Square::E4).count(), 25);
        assert_eq!(within_two(Square::A1).count(), 9);
        assert!(within_two(Square::E4).contains(Square::G6));
        assert!(!within_two(Square::E4).contains(Square::H4));
    }
}
