//! Possess (spec 2.3 item 6 and 5.3): the value of the pieces in hand in crazyhouse, each
//! piece valued on the empty squares it may be dropped on: the true average there (the
//! paper's wording, default) or their sum divided by 64 (Pell's code).

use serde::Serialize;
use shakmaty::{Bitboard, Board, ByColor, ByRole, Color, Rank, Role, Square, attacks};

use super::guard::guard_piece_value;

/// Centipawns per move a piece has from a square of the empty board.
pub const STATIC_MOBILITY_WEIGHT: f64 = 10.0;

/// How a piece in hand is valued over its drop squares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PossessMode {
    /// The mean over the legal drop squares.
    #[default]
    Paper,
    /// The sum over the legal drop squares divided by 64.
    Code,
}

/// Possess of both sides and White minus Black.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Possess {
    /// White's pieces in hand.
    pub white: f64,
    /// Black's pieces in hand.
    pub black: f64,
    /// White minus Black.
    pub net: f64,
}

/// Moves a `role` of `color` would have from `square` on an empty board (pawns: two from
/// their start rank, else one).
pub fn static_mobility(color: Color, role: Role, square: Square) -> u32 {
    let empty = Bitboard::EMPTY;
    match role {
        Role::Pawn => {
            if square.rank() == color.relative_rank(Rank::Second) {
                2
            } else {
                1
            }
        }
        Role::Knight => attacks::knight_attacks(square).count() as u32,
        Role::Bishop => attacks::bishop_attacks(square, empty).count() as u32,
        Role::Rook => attacks::rook_attacks(square, empty).count() as u32,
        Role::Queen => attacks::queen_attacks(square, empty).count() as u32,
        Role::King => attacks::king_attacks(square).count() as u32,
    }
}

/// The squares a `role` may be dropped on: empty ones, and for pawns not on ranks 1 and 8.
pub fn drop_squares(board: &Board, role: Role) -> Bitboard {
    let empty = !board.occupied();
    if role == Role::Pawn {
        empty & !Bitboard::from_rank(Rank::First) & !Bitboard::from_rank(Rank::Eighth)
    } else {
        empty
    }
}

/// The value of one `role` in `color`'s hand.
pub fn piece_in_hand(board: &Board, color: Color, role: Role, mode: PossessMode) -> f64 {
    let squares = drop_squares(board, role);
    let local = |q: Square| {
        f64::from(guard_piece_value(role))
            + STATIC_MOBILITY_WEIGHT * f64::from(static_mobility(color, role, q))
    };
    let sum: f64 = squares.into_iter().map(local).sum();
    match mode {
        PossessMode::Paper if squares.is_empty() => 0.0,
        PossessMode::Paper => sum / squares.count() as f64,
        PossessMode::Code => sum / 64.0,
    }
}

/// Possess of both sides for `pockets` on `board`.
pub fn possess(board: &Board, pockets: &ByColor<ByRole<u8>>, mode: PossessMode) -> Possess {
    let side = |color: Color| {
        Role::ALL
            .iter()
            .map(|&role| {
                let n = *pockets.get(color).get(role);
                if n == 0 {
                    0.0
                } else {
                    f64::from(n) * piece_in_hand(board, color, role, mode)
                }
            })
            .sum::<f64>()
    };
    let white = side(Color::White);
    let black = side(Color::Black);
    Possess {
        white,
        black,
        net: white - black,
    }
}
