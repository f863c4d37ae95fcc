//! Which moves the move loop skips: guard pruning (unsafe moves at the tips), exchange
//! pruning, futility pruning and late move pruning (none at a node with a mate threat or
//! after a sacrifice), the limits of the last and the counters of them all.

use shakmaty::Position;

use crate::search::Searcher;
use crate::search::explain::recorder::{EndReason, Recorder};
use crate::search::moves::ordering::{OrderReason, ScoredMove};
use crate::search::negamax::alpha_beta::Frame;
use crate::search::negamax::move_loop::LoopState;
use crate::search::negamax::node::Node;
use crate::search::pruning::exchange_pruning::loses_exchange;
use crate::search::pruning::guard_rules::is_unsafe;

/// Late move pruning: within [`LATE_MOVE_DEPTH`] plies of the horizon, once this many moves
/// have been searched the remaining quiet moves (no killer, no escape, no check) are skipped:
/// 4 at depth 1, 7 at depth 2, none deeper; one fewer when `tight`, half as many when
/// `not_improving`.
fn late_move_limit(depth: i32, tight: bool, not_improving: bool) -> usize {
    if depth > LATE_MOVE_DEPTH {
        usize::MAX
    } else {
        let limit = (3 + depth * depth - i32::from(tight)) as usize;
        if not_improving { limit / 2 } else { limit }
    }
}

/// The deepest remaining depth at which late move pruning applies.
pub(in crate::search) const LATE_MOVE_DEPTH: i32 = 2;

impl<R: Recorder> Searcher<'_, R> {
    /// Why the move loop skips `scored` unless it gives check: guard pruning (unsafe, at the
    /// tips), exchange pruning (losing by static exchange, near the horizon), futility pruning
    /// or late move pruning (quiet, near the horizon). Never the first move, never a forcing
    /// one.
    pub(in crate::search) fn prune_reason(
        &self,
        node: &Node,
        scored: &ScoredMove,
        frame: &Frame,
        searched: usize,
        forcing: bool,
    ) -> Option<EndReason> {
        if forcing || searched == 0 {
            return None;
        }
        let mv = &scored.mv;
        if is_unsafe(scored, self.options)
            && self.options.guard_pruning
            && frame.depth <= self.options.guard_tip_depth
        {
            return Some(EndReason::GuardPruned);
        }
        if self.options.exchange_pruning
            && frame.ply > 0
            && loses_exchange(node.pos.board(), node.pos.turn(), scored, frame.depth)
        {
            return Some(EndReason::ExchangePruned);
        }
        if mv.is_capture() {
            return None;
        }
        if frame.futility.is_some_and(|futile| futile <= frame.alpha) {
            return Some(EndReason::FutilityPruned);
        }
        let late = matches!(
            scored.reason,
            OrderReason::Quiet | OrderReason::History | OrderReason::Unsafe
        );
        let tight = self.options.tight_late_move_pruning;
        (self.options.late_move_pruning
            && frame.ply > 0
            && !frame.mate_threat
            && !frame.follow_up
            && late
            && searched >= late_move_limit(frame.depth, tight, frame.not_improving))
        .then_some(EndReason::LateMovePruned)
    }

    /// Counts a skipped move under its pruning, and the first late move pruning of a node
    /// also under the tight limit when the usual limit would have searched that move.
    pub(in crate::search) fn count_pruned(
        &mut self,
        why: EndReason,
        frame: &Frame,
        state: &mut LoopState,
    ) {
        match why {
            EndReason::GuardPruned => self.counters.guard_pruned += 1,
            EndReason::FutilityPruned => self.counters.futility_pruned += 1,
            EndReason::ExchangePruned => self.counters.exchange_pruned += 1,
            _ => {
                self.counters.late_move_pruned += 1;
                let usual = late_move_limit(frame.depth, false, frame.not_improving);
                if !state.tight_pruned && state.searched < usual {
                    state.tight_pruned = true;
                    self.counters.tight_late_move_pruned += 1;
                }
            }
        }
    }
}
