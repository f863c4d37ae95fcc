//! The guard reduction decision of the move loop: which unsafe moves (to a square the enemy
//! holds by the guard map) are searched a ply short, and which keep full depth (at PV nodes
//! with `pv_full_depth`, at the root with `root_full_depth`, next to the enemy king with
//! `king_attack_full_depth`, at the root of
//! iterations [`LATE_ROOT_DEPTH`] and deeper with `late_root_full_depth`).

use crate::search::SearchOptions;
use crate::search::Searcher;
use crate::search::explain::recorder::Recorder;
use crate::search::moves::ordering::{OrderReason, ScoredMove};
use crate::search::negamax::alpha_beta::Frame;
use crate::search::negamax::node::Node;
use shakmaty::{Chess, Move, Position};

/// Whether `mv`, just played to reach `after`, went next to the king of the side now to move.
fn attacks_king(after: &Chess, mv: &Move) -> bool {
    after
        .board()
        .king_of(after.turn())
        .is_some_and(|king| shakmaty::attacks::king_attacks(king).contains(mv.to()))
}

/// Whether the guard rules treat `scored` as unsafe (the table move never is).
pub(in crate::search) fn is_unsafe(scored: &ScoredMove, options: &SearchOptions) -> bool {
    (options.guard_pruning || options.guard_reduction)
        && !scored.safe
        && scored.reason != OrderReason::TableMove
}

/// Whether `scored` offers a man: a quiet move (no capture, no promotion) to a square the
/// enemy holds by the guard map.
pub(in crate::search) fn is_offer(scored: &ScoredMove) -> bool {
    !scored.safe && !scored.mv.is_capture() && scored.mv.promotion().is_none()
}

/// The first iteration whose unsafe root moves keep full depth with `late_root_full_depth`.
/// At 1,000,000 nodes the search reaches iterations 10 to 14 in WAC's middlegames; below 6
/// the iterations are a few thousand nodes and their order steers the later ones.
pub const LATE_ROOT_DEPTH: u32 = 6;

impl<R: Recorder> Searcher<'_, R> {
    /// Whether `scored`, played to reach `child`, is searched a ply short: unsafe, not at the
    /// tips (where guard pruning has its say), not `forcing` (an evasion or a promotion), no
    /// check, and no switch keeping it at full depth.
    pub(in crate::search) fn guard_reduces(
        &mut self,
        child: &Node,
        scored: &ScoredMove,
        frame: &Frame,
        forcing: bool,
    ) -> bool {
        let mv = scored.mv;
        let tip = frame.depth <= self.options.guard_tip_depth;
        let guard_reduce = is_unsafe(scored, self.options)
            && self.options.guard_reduction
            && !tip
            && !forcing
            && !child.pos.is_check();
        if !guard_reduce {
            return false;
        }
        if frame.pv_node && self.options.pv_full_depth {
            self.counters.pv_full_depth += 1;
            return false;
        }
        if frame.ply == 0 && self.options.root_full_depth {
            self.counters.root_full_depth += 1;
            return false;
        }
        if frame.ply == 0 && self.options.late_root_full_depth && self.depth >= LATE_ROOT_DEPTH {
            self.counters.late_root_full_depth += 1;
            return false;
        }
        if self.options.king_attack_full_depth && attacks_king(&child.pos, &mv) {
            self.counters.king_attacks_unreduced += 1;
            return false;
        }
        true
    }
}
