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

/// The destination square of a move's code, as [`Move::to`] gives it (the rook's square for
/// castling).
pub fn code_target(code: u16) -> Square {
    Square::new(u32::from(code >> 6) & 63)
}

/// The origin square of a move's code, as [`origin`] gives it.
pub fn code_origin(code: u16) -> Square {
    Square::new(u32::from(code) & 63)
}

/// The square a move starts from (the king's square for castling; the target for a drop).
pub fn origin(m: &Move) -> Square {
    m.from().unwrap_or_else(|| m.to())
}

#[cfg(test)]
mod tests {
    use shakmaty::Position;

    use super::{code_origin, code_target, encode_move, origin};

    #[test]
    fn a_code_names_the_square_the_move_goes_to() {
        // Castling both ways, en passant, promotions with and without capture, plain moves.
        let pos = crate::game::parse_fen("n3k3/1P6/8/3pP3/8/8/8/R3K2R w KQ d6 0 1").unwrap();
        let moves = pos.legal_moves();
        assert!(moves.iter().any(|m| m.is_castle()));
        assert!(moves.iter().any(|m| m.is_en_passant()));
        for m in &moves {
            assert_eq!(code_target(encode_move(m)), m.to(), "{m:?}");
            assert_eq!(code_origin(encode_move(m)), origin(m), "{m:?}");
        }
    }
}
