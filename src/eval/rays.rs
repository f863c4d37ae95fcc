//! Precomputed rays for the line scans: for each of the eight directions and each square, the
//! squares from there to the board edge (exclusive of the start), and the first occupied one.

use shakmaty::{Bitboard, Square};

/// A direction as (file step, rank step).
pub type Direction = (i32, i32);

/// The four diagonal directions.
pub const DIAGONALS: [Direction; 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
/// The four orthogonal directions.
pub const ORTHOGONALS: [Direction; 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
/// All eight directions.
pub const ALL_DIRECTIONS: [Direction; 8] = [
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
];

const fn index(direction: Direction) -> usize {
    match direction {
        (1, 1) => 0,
        (-1, 1) => 1,
        (1, -1) => 2,
        (-1, -1) => 3,
        (0, 1) => 4,
        (0, -1) => 5,
        (1, 0) => 6,
        _ => 7,
    }
}

const fn build() -> [[u64; 64]; 8] {
    let mut table = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = ALL_DIRECTIONS[d];
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
            table[index(ALL_DIRECTIONS[d])][sq] = bits;
            sq += 1;
        }
        d += 1;
    }
    table
}

static RAYS: [[u64; 64]; 8] = build();

/// The squares from `square` (exclusive) to the edge in `direction`.
#[inline]
pub fn ray(square: Square, direction: Direction) -> Bitboard {
    Bitboard(RAYS[index(direction)][square.to_usize()])
}

/// The first square of `squares` met when walking in `direction` (squares on one ray).
#[inline]
pub fn nearest(squares: Bitboard, direction: Direction) -> Option<Square> {
    // Directions that raise the square index meet the lowest bit first.
    if direction.1 > 0 || (direction.1 == 0 && direction.0 > 0) {
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

#[cfg(test)]
mod tests {
    use super::{nearest, ray, segment};
    use shakmaty::{Bitboard, Square};

    #[test]
    fn rays_nearest_and_segments() {
        assert_eq!(ray(Square::C1, (1, 1)).count(), 5);
        assert_eq!(ray(Square::H8, (1, 1)), Bitboard::EMPTY);
        let blockers = Bitboard::from_iter([Square::E3, Square::G5]);
        assert_eq!(
            nearest(ray(Square::C1, (1, 1)) & blockers, (1, 1)),
            Some(Square::E3)
        );
        assert_eq!(
            nearest(ray(Square::H6, (-1, -1)) & blockers, (-1, -1)),
            Some(Square::G5)
        );
        assert_eq!(
            segment(Square::C1, (1, 1), Square::E3),
            Bitboard::from_iter([Square::D2, Square::E3])
        );
    }
}
