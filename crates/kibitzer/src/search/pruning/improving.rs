//! Improvement-aware pruning: the static evaluation of every node on the search path, so a
//! node near the horizon can tell whether its side to move is doing worse than at its
//! previous node two plies up (not improving). There late move pruning stops after half as
//! many moves and the futility margin is half a ply's margin smaller: a side whose position
//! keeps falling rarely finds a quiet move that lifts it back.

use crate::search::Searcher;
use crate::search::explain::recorder::Recorder;
use crate::search::negamax::alpha_beta::{Frame, MAX_PLY};
use crate::search::negamax::node::Node;
use crate::search::pruning::futility::{FUTILITY_DEPTH, FUTILITY_MARGIN};

/// How much the futility margin shrinks at a node that is not improving.
pub const NOT_IMPROVING_MARGIN: i32 = FUTILITY_MARGIN / 2;

impl<R: Recorder> Searcher<'_, R> {
    /// Forgets the evaluation of the previous node at `ply` (a new node is entered there).
    pub(in crate::search) fn enter_evals(&mut self, ply: usize) {
        if self.options.improving && ply < MAX_PLY {
            self.stack[ply].eval = None;
        }
    }

    /// Notes the static evaluation `eval` of the node at `ply`.
    pub(in crate::search) fn note_eval(&mut self, ply: usize, eval: i32) {
        if self.options.improving && ply < MAX_PLY {
            self.stack[ply].eval = Some(eval);
        }
    }

    /// Marks the node of `frame` as not improving when its evaluation is known to stand below
    /// the one two plies up (near the horizon only, where the prunings it tightens apply).
    pub(in crate::search) fn judge_improving(&mut self, node: &Node, frame: &mut Frame) {
        if !self.options.improving
            || frame.depth > FUTILITY_DEPTH
            || frame.in_check
            || frame.pv_node
            || frame.ply < 2
        {
            return;
        }
        let (eval, _) = self.node_eval(node, frame);
        let Some(before) = self.stack[frame.ply - 2].eval else {
            return;
        };
        if eval < before {
            frame.not_improving = true;
            self.counters.not_improving += 1;
            if let Some(futility) = frame.futility.as_mut() {
                *futility -= NOT_IMPROVING_MARGIN;
            }
        }
    }
}
