//! The keys of moves when the guard heuristic is off: MVV-LVA captures, then killers and
//! history.

use shakmaty::{Move, Role};

use super::OrderReason;
use super::quiet_bits::quiet_bits;
use crate::advisors::guard_piece_value;
use crate::search::SearchOptions;

/// Ordering without the guard heuristic: MVV-LVA captures, then killers and history.
pub(super) fn plain_key(
    mv: &Move,
    victim: Option<Role>,
    killers: [Option<Move>; 2],
    history: i32,
    options: &SearchOptions,
    tie: u64,
) -> (u64, OrderReason) {
    match victim {
        Some(v) => {
            let mvv_lva =
                (guard_piece_value(v) * 2 - guard_piece_value(mv.role()) / 8 + 1000) as u64;
            ((1 << 62) | (mvv_lva << 20) | tie, OrderReason::SafeCapture)
        }
        None => {
            let (bits, reason) = quiet_bits(mv, killers, history, options);
            ((bits << 16) | tie, reason)
        }
    }
}
