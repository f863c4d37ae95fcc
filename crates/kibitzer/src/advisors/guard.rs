//! Guard values (Ke and Parng 1993, spec section 3.1): every square's balance of control,
//! weighted by capture strength (cheap pieces are strong guards), plus the occupant term for a
//! contested square. One implementation serves the overlay and the search's move ordering.

use shakmaty::{Board, Color, Role, Square};

use crate::byte_board::{ByteBoard, Fastest};
use crate::eval::attack_sets;

/// Capture strength of a role, unsigned: K 1, Q 1, R 2, B 5, N 6, P 9.
#[inline]
pub const fn capture_strength(role: Role) -> i32 {
    match role {
        Role::King | Role::Queen => 1,
        Role::Rook => 2,
        Role::Bishop => 5,
        Role::Knight => 6,
        Role::Pawn => 9,
    }
}

/// The advisors' piece values in centipawns (Pell's sample table x100): P 100, N 300, B 325,
/// R 500, Q 900, K 1500. Used for stakes, MVV-LVA and the capture override.
#[inline]
pub const fn guard_piece_value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 300,
        Role::Bishop => 325,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 1500,
    }
}

/// Per-square sums of capture strength of each colour's controllers.
#[derive(Clone, Debug)]
pub struct GuardMap<'a> {
    /// Sum of `capture_strength` over the controllers of each colour, indexed `[color][square]`
    /// with White at 0. A square has at most 2 pawn, 8 knight, 4 diagonal, 4 orthogonal and 1
    /// king controllers: 95 at most, so a byte holds it.
    strength: [[u8; 64]; 2],
    board: &'a Board,
}

impl<'a> GuardMap<'a> {
    /// Computes the control of every square by both colours.
    #[inline]
    pub fn new(board: &'a Board) -> GuardMap<'a> {
        GuardMap::summed::<Fastest>(board)
    }

    /// Computes the control of every square by both colours, adding up in the byte lanes `B`.
    #[inline]
    fn summed<B: ByteBoard>(board: &'a Board) -> GuardMap<'a> {
        let strength = Color::ALL.map(|color| {
            let mut lanes = B::default();
            attack_sets(board, color, |role, targets| {
                lanes.add(targets, capture_strength(role) as u8);
            });
            lanes.bytes()
        });
        GuardMap { strength, board }
    }

    /// The summed capture strength of `color`'s controllers of `square`.
    #[inline]
    pub fn control(&self, color: Color, square: Square) -> i32 {
        i32::from(self.strength[usize::from(color.is_black())][square.to_usize()])
    }

    /// GV for `side` (positive is good for `side`): own control minus enemy control, minus the
    /// occupant's capture strength when both sides control the square and the occupant is the
    /// enemy's (spec 3.1, side form).
    pub fn value(&self, side: Color, square: Square) -> i32 {
        let enemy_occupant = self
            .board
            .piece_at(square)
            .filter(|piece| piece.color != side)
            .map(|piece| piece.role);
        self.value_with_occupant(side, square, enemy_occupant)
    }

    /// [`GuardMap::value`] when the caller already knows which enemy man, if any, stands on
    /// `square` (the move orderer knows it from the move: only a capture finds one there).
    #[inline]
    pub fn value_with_occupant(
        &self,
        side: Color,
        square: Square,
        enemy_occupant: Option<Role>,
    ) -> i32 {
        let own = self.control(side, square);
        let enemy = self.control(side.other(), square);
        let mut gv = own - enemy;
        if own > 0
            && enemy > 0
            && let Some(role) = enemy_occupant
        {
            gv -= capture_strength(role);
        }
        gv
    }

    /// GV from White's point of view (the overlay's default).
    pub fn white_value(&self, square: Square) -> i32 {
        self.value(Color::White, square)
    }

    /// The 8x8 map for `side`, rank 8 first, files a to h.
    pub fn grid(&self, side: Color) -> [[i32; 8]; 8] {
        let mut grid = [[0; 8]; 8];
        for (row, line) in grid.iter_mut().enumerate() {
            for (file, cell) in line.iter_mut().enumerate() {
                *cell = self.value(side, Square::new(((7 - row) * 8 + file) as u32));
            }
        }
        grid
    }
}

#[cfg(test)]
mod tests {
    use super::GuardMap;
    use crate::byte_board::sample_positions::boards;
    use crate::byte_board::{ByteBoard, Scalar};
    use crate::game::parse_fen;
    use shakmaty::{Color, Position, Square};

    /// Asserts that the lanes `B` sum the scalar lanes' strengths on every sample board.
    fn agrees_with_scalar<B: ByteBoard>() {
        for board in boards() {
            let reference = GuardMap::summed::<Scalar>(&board);
            let summed = GuardMap::summed::<B>(&board);
            for color in Color::ALL {
                for square in Square::ALL {
                    assert_eq!(
                        summed.control(color, square),
                        reference.control(color, square),
                        "{color:?} {square} in {board}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_build_s_lanes_give_the_scalar_strengths() {
        agrees_with_scalar::<crate::byte_board::Fastest>();
    }

    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    #[test]
    fn the_avx2_lanes_give_the_scalar_strengths() {
        agrees_with_scalar::<crate::byte_board::Avx2>();
    }

    #[cfg(all(target_arch = "x86_64", target_feature = "avx512bw"))]
    #[test]
    fn the_avx512_lanes_give_the_scalar_strengths() {
        agrees_with_scalar::<crate::byte_board::Avx512>();
    }

    #[test]
    fn eight_knights_and_two_pawns_sum_past_a_game_s_start() {
        // d4 is attacked by eight white knights (8 x 6) and two white pawns (2 x 9).
        let pos = parse_fen("k7/8/2N1N3/1N3N2/8/1NP1PN2/2N1N3/K7 w - - 0 1").unwrap();
        let map = GuardMap::new(pos.board());
        assert_eq!(map.control(Color::White, Square::D4), 66);
    }

    fn grid(fen: &str, side: Color) -> [[i32; 8]; 8] {
        let pos = parse_fen(fen).unwrap();
        GuardMap::new(pos.board()).grid(side)
    }

    #[test]
    fn g1_full_map_matches_the_spec() {
        let expected = [
            [0, -8, -3, -7, -1, -1, -2, 0],
            [-8, -5, -1, -7, -19, -1, -5, -2],
            [-4, -18, -18, -14, -18, -16, -18, -15],
            [-6, 5, -5, 9, -9, 9, 5, 0],
            [0, -11, 5, -9, 0, -9, 0, 5],
            [10, 18, 24, 14, 18, 10, 18, 9],
            [2, 5, 1, 19, 7, 1, 5, 8],
            [0, 2, 1, 1, 7, 3, 8, 0],
        ];
        let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        assert_eq!(grid(fen, Color::White), expected);
    }

    #[test]
    fn g1_occupant_term_on_e5() {
        let pos =
            parse_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3").unwrap();
        let map = GuardMap::new(pos.board());
        let e5 = shakmaty::Square::E5;
        assert_eq!(map.white_value(e5), -9);
        assert_eq!(
            map.control(Color::White, e5) - map.control(Color::Black, e5),
            0
        );
    }

    #[test]
    fn g2_full_map_matches_the_spec() {
        let expected = [
            [0, 0, 0, -1, 0, -6, 0, -5],
            [0, 0, 0, -1, -1, -1, 0, 0],
            [0, 0, 0, 0, 0, -5, 0, -5],
            [0, 6, 0, 17, -5, 9, 0, 0],
            [6, 0, -9, -3, -3, 0, 0, 0],
            [-9, 0, -14, 2, 0, 0, 0, 0],
            [6, 0, 0, 3, 7, 1, 0, 0],
            [2, 8, 2, 7, 2, 1, 0, 0],
        ];
        assert_eq!(
            grid("4k3/6b1/8/3p4/1p2P3/2N5/8/3RK3 w - - 0 1", Color::White),
            expected
        );
    }
}
