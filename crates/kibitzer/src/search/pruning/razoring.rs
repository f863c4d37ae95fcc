//! Razoring: a null-window node near the horizon whose static evaluation stands so far below
//! alpha that a margin per remaining ply cannot lift it is resolved by quiescence alone (the
//! captures and checks that might still lift it); if quiescence stays at or below alpha, the
//! node fails low without searching its quiet moves. Never in check, at PV nodes, at the root,
//! near mate scores, or while the side to move has a hung man.

use shakmaty::Position;

use crate::Score;
use crate::search::Searcher;
use crate::search::explain::recorder::{EndReason, Recorder};
use crate::search::negamax::alpha_beta::Frame;
use crate::search::negamax::node::Node;

/// Razoring applies at a remaining depth of at most this many plies.
pub const RAZOR_DEPTH: i32 = 2;
/// The margin: the evaluation plus `RAZOR_BASE + RAZOR_MARGIN * depth` must stay below alpha.
pub const RAZOR_BASE: i32 = 200;
/// The margin per ply of remaining depth, in centipawns.
pub const RAZOR_MARGIN: i32 = 200;

impl<R: Recorder> Searcher<'_, R> {
    /// Razoring: `Some(score)` when the node of `frame` fails low on quiescence.
    pub(in crate::search) fn razor(&mut self, node: &Node, frame: &mut Frame) -> Option<i32> {
        let mate_near = |score: i32| score.abs() >= Score::MATE - Score::MAX_MATE_PLY;
        if !self.options.razoring
            || frame.depth > RAZOR_DEPTH
            || frame.in_check
            || frame.pv_node
            || frame.ply == 0
            || mate_near(frame.alpha)
        {
            return None;
        }
        let (eval, hung) = self.node_eval(node, frame);
        if *hung.get(node.pos.turn()) > 0
            || eval + RAZOR_BASE + RAZOR_MARGIN * frame.depth >= frame.alpha
        {
            return None;
        }
        let alpha = frame.alpha;
        let score = self.quiesce(node, alpha, alpha + 1, frame.ply, Some(eval), true);
        if self.aborted || score > alpha {
            return None;
        }
        self.counters.razored += 1;
        self.recorder.end(EndReason::Razored);
        Some(score)
    }
}
