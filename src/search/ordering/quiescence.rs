//! Quiescence's order of its moves: MVV-LVA, ties broken by the UCI order.

use shakmaty::Move;

use super::parts::Parts;
use super::uci_code;
use crate::advisors::guard_piece_value;

/// MVV-LVA order for quiescence: most valuable victim first, then cheapest attacker.
#[inline]
fn mvv_lva_of(parts: &Parts) -> i32 {
    let promotion = parts.promotion.map_or(0, guard_piece_value);
    parts.victim.map_or(0, guard_piece_value) * 16 + promotion * 16 - guard_piece_value(parts.role)
}

/// Quiescence's key of `mv`: MVV-LVA, ties broken by the UCI order ([`uci_key`]), so that
/// the order never depends on the order in which the moves were generated. The move is taken
/// apart once.
#[inline]
pub fn quiescence_key(mv: &Move) -> i64 {
    let parts = Parts::of(mv);
    let tie = 0xFFFF - i64::from(uci_code(parts.from, parts.to, parts.promotion).min(0xFFFF));
    (i64::from(mvv_lva_of(&parts)) << 16) | tie
}
