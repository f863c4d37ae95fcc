//! The compact code of a move that the transposition table stores, and the square a move
//! starts from (which the history table also indexes by).

use shakmaty::{Move, Role, Square};

/// A compact, non-zero code of a move (from, to, kind) for the table.
pub fn encode_move(m: &Move) -> u16 {
    let (from, to, kind) = match *m {
        Move::Normal {
            from,
            to,
            promotion,
            ..
        } => {
            let kind = match promotion {
                None => 0,
                Some(Role::Knight) => 1,
                Some(Role::Bishop) => 2,
                Some(Role::Rook) => 3,
                Some(_) => 4,
            };
            (from, to, kind)
        }
        Move::EnPassant { from, to } => (from, to, 6),
        Move::Castle { king, rook } => (king, rook, 5),
        Move::Put { to, .. } => (to, to, 7),
    };
    (from as u16) | ((to as u16) << 6) | (kind << 12) | 0x8000
}

/// The square a move starts from (the king's square for castling; the target for a drop).
pub fn origin(m: &Move) -> Square {
    m.from().unwrap_or_else(|| m.to())
}
