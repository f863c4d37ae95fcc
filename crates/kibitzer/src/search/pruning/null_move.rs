//! Null-move pruning: if the side to move could pass and a reduced search still holds beta,
//! the node fails high without searching its moves; if passing gets it mated instead, the node
//! has a mate threat and its quiet moves are searched without late reductions. Also the draw
//! test (repetition against the path and the game, fifty moves), which must not look across a
//! null move.

use shakmaty::Position;

use crate::Score;
use crate::search::Searcher;
use crate::search::explain::recorder::{EndReason, Recorder};
use crate::search::negamax::alpha_beta::Frame;
use crate::search::negamax::node::Node;

const MATE: i32 = Score::MATE;

/// Marks a null move in the path, so repetitions are not detected across it and null moves do
/// not follow each other.
const NULL_MARK: u64 = 0;

impl<R: Recorder> Searcher<'_, R> {
    /// Null-move pruning: if passing still holds beta in a reduced search, the node fails
    /// high. Not in check, not at PV nodes, not without pieces (zugzwang).
    pub(in crate::search) fn null_move(&mut self, node: &Node, frame: &mut Frame) -> Option<i32> {
        let Frame {
            depth,
            beta,
            ply,
            extended,
            ..
        } = *frame;
        let turn = node.pos.turn();
        let board = node.pos.board();
        let pieces = board.by_color(turn) & !board.pawns() & !board.kings();
        if !self.options.null_move
            || depth < 3
            || frame.in_check
            || frame.pv_node
            || ply == 0
            || pieces.is_empty()
            || beta.abs() >= MATE - Score::MAX_MATE_PLY
            || self.path.last() == Some(&NULL_MARK)
        {
            return None;
        }
        // Only when the static evaluation already holds beta: below it, passing rarely does.
        if self.node_eval(node, frame).0 < beta {
            return None;
        }
        let child = node.null_child()?;
        // R = 2 (3 from depth 6): with R = 3 everywhere the reduced search fell into
        // quiescence one ply earlier and missed quiet mating threats such as WAC.055's Rh4
        // (found at depth 10 instead of 5; 247 -> 250 of 300 WAC at 300,000 nodes each).
        let reduction = 2 + depth / 6;
        self.path.push(NULL_MARK);
        self.heuristics.play(ply, None);
        self.recorder.null_child(reduction);
        let score = -self.search(
            &child,
            depth - 1 - reduction,
            -beta,
            -beta + 1,
            ply + 1,
            extended,
        );
        self.path.pop();
        if self.aborted || score < beta {
            if !self.aborted && score <= -MATE + Score::MAX_MATE_PLY {
                self.counters.mate_threats += 1;
                frame.mate_threat = true;
            }
            return None;
        }
        self.counters.null_move_cutoffs += 1;
        Some(if score >= MATE - Score::MAX_MATE_PLY {
            beta
        } else {
            score
        })
    }

    /// Repetition (against the search path and the game before the root) or fifty moves.
    pub(in crate::search) fn draw_reason(&self, node: &Node) -> Option<EndReason> {
        let halfmoves = node.pos.halfmoves() as usize;
        if halfmoves >= 100 && !node.pos.is_checkmate() {
            return Some(EndReason::FiftyMoves);
        }
        let n = self.path.len();
        let reach = halfmoves.min(n.saturating_sub(1));
        (2..=reach)
            .step_by(2)
            .any(|back| self.path[n - 1 - back] == node.hash)
            .then_some(EndReason::Repetition)
    }
}
