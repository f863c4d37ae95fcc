//! Static exchange pruning in the main search: near the horizon a capture that loses much
//! material by static exchange, or a quiet move whose piece is lost on its destination, is
//! skipped (the move loop still searches it if it gives check).

use shakmaty::{Board, Color};

use crate::search::moves::exchange::static_exchange;
use crate::search::moves::ordering::ScoredMove;

/// The pruning applies at a remaining depth of at most this many plies.
pub const EXCHANGE_DEPTH: i32 = 4;
/// A capture is skipped when it loses more than this many centipawns times the depth squared.
pub const CAPTURE_LOSS: i32 = 50;
/// A quiet move is skipped when it loses more than this many centipawns times the depth.
pub const QUIET_LOSS: i32 = 60;

/// Whether `scored`, a move of `turn` on `board` at `depth` plies from the horizon, loses
/// more by static exchange than the depth allows.
pub fn loses_exchange(board: &Board, turn: Color, scored: &ScoredMove, depth: i32) -> bool {
    if depth > EXCHANGE_DEPTH {
        return false;
    }
    let mv = &scored.mv;
    if mv.is_castle() {
        return false;
    }
    let allowed = if mv.is_capture() {
        CAPTURE_LOSS * depth * depth
    } else {
        QUIET_LOSS * depth
    };
    static_exchange(board, turn, mv) < -allowed
}
