//! What exchanges win, in the terms the detectors ask: what one capture gains (the
//! exchange evaluator's SEE), the best a side gains against one man, and whether a man
//! stands safely. Values are the Stanback material values; the king counts as 999.

use shakmaty::{Bitboard, Board, Color, Move, Role, Square};

use crate::eval::Man;
use crate::search::static_exchange;

/// What `side` gains by taking on `to` with its man on `from` and letting the exchange run
/// (SEE; pins ignored). 0 when either square is empty.
pub(super) fn capture_gain(board: &Board, side: Color, from: Square, to: Square) -> i32 {
    let (Some(role), Some(capture)) = (board.role_at(from), board.role_at(to)) else {
        return 0;
    };
    let promotion = (role == Role::Pawn
        && (to.rank() == shakmaty::Rank::First || to.rank() == shakmaty::Rank::Eighth))
        .then_some(Role::Queen);
    let mv = Move::Normal {
        role,
        from,
        capture: Some(capture),
        to,
        promotion,
    };
    static_exchange(board, side, &mv)
}

/// The men of `side` that attack `square` on `board`.
pub(super) fn attackers(board: &Board, side: Color, square: Square) -> Bitboard {
    board.attacks_to(square, side, board.occupied()) & board.by_color(side)
}

/// The most the other side gains by taking `man` now, with any of its attackers (0 when
/// nothing attacks it or every capture loses).
pub(super) fn best_gain_against(board: &Board, man: Man) -> i32 {
    let side = man.color.other();
    attackers(board, side, man.square)
        .into_iter()
        .map(|from| capture_gain(board, side, from, man.square))
        .max()
        .unwrap_or(0)
        .max(0)
}

/// The other side wins material by taking `man` where it stands.
pub(super) fn is_lost(board: &Board, man: Man) -> bool {
    man.role != Role::King && best_gain_against(board, man) > 0
}
