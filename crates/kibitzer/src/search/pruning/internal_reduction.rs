//! Internal iterative reduction: a node far enough from the horizon whose position the
//! transposition table knows no best move for is searched one ply shallower. Without a table
//! move its move order is a guess, and the node is either new or was searched shallowly; the
//! next iteration finds the move the shallower search stored.

use crate::search::Searcher;
use crate::search::explain::recorder::Recorder;
use crate::search::negamax::alpha_beta::Frame;

/// The reduction applies at a remaining depth of at least this many plies (measurements: see
/// [`crate::search::SearchOptions::internal_reduction`]).
pub const IIR_DEPTH: i32 = 4;

impl<R: Recorder> Searcher<'_, R> {
    /// Reduces the node of `frame` by one ply when the table gave no move for it (never at
    /// the root or in check).
    pub(in crate::search) fn internal_reduction(&mut self, table_move: u16, frame: &mut Frame) {
        if self.options.internal_reduction
            && table_move == 0
            && frame.depth >= IIR_DEPTH
            && frame.ply > 0
            && !frame.in_check
        {
            frame.depth -= 1;
            self.counters.internal_reductions += 1;
        }
    }
}
