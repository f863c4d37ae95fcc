//! Quiescence's order of its moves: MVV-LVA, ties broken by the UCI order.

use shakmaty::{Move, Role};

use super::parts::Parts;
use super::uci_code;
use crate::advisors::guard_piece_value;

/// [`guard_piece_value`] by role number (`Role as usize`), 0 for none.
const VALUES: [i32; 7] = [
    0,
    guard_piece_value(Role::Pawn),
    guard_piece_value(Role::Knight),
    guard_piece_value(Role::Bishop),
    guard_piece_value(Role::Rook),
    guard_piece_value(Role::Queen),
    guard_piece_value(Role::King),
];

/// [`guard_piece_value`] of `role`, 0 for none.
#[inline]
fn value(role: Option<Role>) -> i32 {
    VALUES[role.map_or(0, |role| role as usize)]
}

/// Quiescence's key of `mv`: MVV-LVA (most valuable victim first, then cheapest attacker),
/// ties broken by the UCI order ([`uci_key`](super::uci_key)), so that the order never
/// depends on the order in which the moves were generated. The move is taken apart once.
// Measured with callgrind: inlined and with the values from a table, `bench` takes 0.2% fewer
// instructions (5,144 -> 5,133 per node, same tree).
#[allow(clippy::inline_always)]
#[inline(always)]
pub fn quiescence_key(mv: &Move) -> i64 {
    let Parts {
        role,
        from,
        to,
        victim,
        promotion,
        ..
    } = Parts::of(mv);
    let mvv_lva = (value(victim) + value(promotion)) * 16 - value(Some(role));
    let tie = 0xFFFF - i64::from(uci_code(from, to, promotion));
    (i64::from(mvv_lva) << 16) | tie
}
