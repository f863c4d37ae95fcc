//! Lazy evaluation, the search-only shortcut of the 1987 program (`docs/spec/stanback-eval.md`
//! section 4.9): where material alone, give or take [`LAZY_MARGIN`] for everything positional,
//! already lies outside the window, quiescence stands pat on that bound instead of computing
//! the full Stanback evaluation. A bound at or above beta ends the node; one at or below alpha
//! only stands in for the stand-pat score while the captures are searched. Either way the node
//! answers outside its window, so no score inside a window, and so no reported line, ever rests
//! on a lazy value: every reported line ends in a full evaluation.
//!
//! The shortcut never applies in check, to a position already in the evaluation cache (its
//! exact value is cheaper), at a horizon node that may still get its hung-man extension (only
//! the full evaluation counts hung men; dropping the extension there cost WAC solutions), or
//! where the assembly can move the score far from material (draw zeroing, the bare-king bonus
//! and the lone-king routine need a side without pawns and with at most a minor piece, so the
//! shortcut waits until both sides have a pawn or more than a minor).

use shakmaty::{Board, Color, Position, Role};

use crate::eval::value;
use crate::eval::weights::DRAWISH_MATERIAL;
use crate::search::Searcher;
use crate::search::explain::recorder::Recorder;
use crate::search::negamax::node::Node;

/// The bound on the positional part of the evaluation (full evaluation minus material), in
/// centipawns. Measured with `cargo run --release --example positional_spread` over the
/// 154,383 distinct positions of depth-6 search trees of the bench positions (9,071 more where
/// material decides nothing), |evaluation - material| is 38 at the median, 67 at the 75th
/// percentile, 102 at the 90th, 126 at the 95th, 180 at the 99th, 211 at the 99.5th and 295
/// at the 99.9th (maximum 414); 0.21% of the positions lie beyond 250.
///
/// Measured with the shortcut on (WAC at 300,000 nodes out of 300; `bench` nodes; 283 and
/// 1,075,655 without): as it is, 281 and 1,169,840; with a margin of 150, 282 and 1,154,083
/// (200: 1,163,177 nodes); applying it only at or above beta, 283 and 1,074,430; applying it
/// also where the horizon would give the hung-man extension (the previous version), 278 and
/// 1,250,483 (margin 150: 1,274,466 nodes; 350: 280 and 1,181,313). In games at 5+0.05
/// against itself without the shortcut (`scripts/selfplay.py`, 100 openings with both
/// colours, on a loaded two-core machine), this version scored 93.5 of 200 (Elo -23, 95%
/// error bar -65 to +19) and the previous one 103.5 of 200 (Elo +12, -27 to +52): no gain at
/// equal time, so it is off by default.
pub const LAZY_MARGIN: i32 = 250;

/// Material of the side to move minus the other side's, in Stanback values, or `None` where
/// the assembly may move the evaluation far from material (a side without pawns that has at
/// most a minor piece: draw zeroing, bare king, lone king).
pub fn material_balance(board: &Board, turn: Color) -> Option<i32> {
    let mut balance = 0;
    for color in Color::ALL {
        let own = board.by_color(color);
        let count = |role: Role| (own & board.by_role(role)).count() as i32 * value(role);
        let pawns = count(Role::Pawn);
        let pieces = count(Role::Knight) + count(Role::Bishop) + count(Role::Rook);
        let pieces = pieces + count(Role::Queen);
        if pawns == 0 && pieces <= DRAWISH_MATERIAL {
            return None;
        }
        balance += color.fold_wb(1, -1) * turn.fold_wb(1, -1) * (pawns + pieces);
    }
    Some(balance)
}

impl<R: Recorder> Searcher<'_, R> {
    /// The lazy bound of `node` for the window (`alpha`, `beta`): material minus the margin
    /// when that still reaches beta (a lower bound of the evaluation), material plus the margin
    /// when that stays at or below alpha (an upper bound); `None` when the full evaluation is
    /// needed (or the shortcut is off, or the value is cached).
    pub(in crate::search) fn lazy_bound(&self, node: &Node, alpha: i32, beta: i32) -> Option<i32> {
        if !self.options.lazy_eval || node.pos.is_check() {
            return None;
        }
        let balance = material_balance(node.pos.board(), node.pos.turn())?;
        let bound = if balance - LAZY_MARGIN >= beta {
            balance - LAZY_MARGIN
        } else if balance + LAZY_MARGIN <= alpha {
            balance + LAZY_MARGIN
        } else {
            return None;
        };
        self.eval_cache
            .get(node.hash, node.history)
            .is_none()
            .then_some(bound)
    }
}
