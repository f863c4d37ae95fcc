//! The part of a quiet move's key that its past earns it: killer rank over history.

use shakmaty::Move;

use super::OrderReason;
use crate::search::SearchOptions;

/// Killer rank (2 bits) over history (20 bits) for a quiet move.
// Measured with callgrind: inlined (in one change with `keyed_early` taking the move apart
// once), `bench` took 0.5% fewer instructions.
#[allow(clippy::inline_always)]
#[inline(always)]
pub(super) fn quiet_bits(
    mv: &Move,
    killers: [Option<Move>; 2],
    history: i32,
    options: &SearchOptions,
) -> (u64, OrderReason) {
    let killer = if !options.killers {
        0
    } else if killers[0] == Some(*mv) {
        3
    } else if killers[1] == Some(*mv) {
        2
    } else {
        0
    };
    let history = if options.history {
        history.clamp(0, (1 << 20) - 1) as u64
    } else {
        0
    };
    let reason = if killer > 0 {
        OrderReason::Killer
    } else if history > 0 {
        OrderReason::History
    } else {
        OrderReason::Quiet
    };
    ((killer << 20) | history, reason)
}
