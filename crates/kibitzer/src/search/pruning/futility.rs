//! Pruning on the static evaluation near the horizon. The *static null move* (reverse
//! futility): a node whose evaluation stands so far above beta that a margin per remaining ply
//! cannot bring it down fails high at once. *Futility pruning*: at a node whose evaluation
//! stands so far below alpha that a margin per remaining ply cannot lift it, quiet moves that
//! do not give check are skipped. Neither applies in check, at PV nodes or near mate scores.
//! The static null move also waits while the side to move has a hung man: the evaluation then
//! overstates its position. (Hung men only make futility pruning safer: saving one does not
//! lift the score above an evaluation that still counts its material.)

use shakmaty::Position;

use crate::Score;
use crate::search::Searcher;
use crate::search::explain::recorder::{EndReason, Recorder};
use crate::search::negamax::alpha_beta::Frame;
use crate::search::negamax::node::Node;

/// Both prunings apply at a remaining depth of at most this many plies.
pub const FUTILITY_DEPTH: i32 = 3;
/// Static null move margin per ply of remaining depth, in centipawns.
pub const STATIC_NULL_MARGIN: i32 = 120;
/// Futility margin per ply of remaining depth, in centipawns.
pub const FUTILITY_MARGIN: i32 = 150;

/// Whether a score is a mate score (no static margin says anything about those).
fn is_mate(score: i32) -> bool {
    score.abs() >= Score::MATE - Score::MAX_MATE_PLY
}

impl<R: Recorder> Searcher<'_, R> {
    /// Whether the static-evaluation prunings may apply to the node of `frame`.
    fn near_horizon(frame: &Frame) -> bool {
        frame.depth <= FUTILITY_DEPTH && !frame.in_check && !frame.pv_node && frame.ply > 0
    }

    /// The static null move: `Some(score)` when the node fails high on its evaluation.
    pub(in crate::search) fn static_null_move(
        &mut self,
        node: &Node,
        frame: &mut Frame,
    ) -> Option<i32> {
        if !self.options.static_null_move || is_mate(frame.beta) || !Self::near_horizon(frame) {
            return None;
        }
        let (eval, hung) = self.node_eval(node, frame);
        if *hung.get(node.pos.turn()) > 0 {
            return None;
        }
        let score = eval - STATIC_NULL_MARGIN * frame.depth;
        if score < frame.beta {
            return None;
        }
        if frame.opponent_sacrificed {
            self.counters.sacrifice_waits += 1;
            return None;
        }
        self.counters.static_null_cutoffs += 1;
        self.recorder.end(EndReason::StaticNullCutoff);
        Some(score)
    }

    /// The best score a quiet move could plausibly reach at this node (evaluation plus the
    /// futility margin), when futility pruning applies here.
    pub(in crate::search) fn futility_bound(
        &mut self,
        node: &Node,
        frame: &mut Frame,
    ) -> Option<i32> {
        if !self.options.futility_pruning || !Self::near_horizon(frame) {
            return None;
        }
        let (eval, _) = self.node_eval(node, frame);
        (!is_mate(eval)).then_some(eval + FUTILITY_MARGIN * frame.depth)
    }
}
