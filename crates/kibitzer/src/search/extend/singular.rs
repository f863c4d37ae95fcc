//! Singular extensions: when the transposition table's move of a node holds a lower bound
//! deep enough, the node's other moves are searched, shallower and with a null window just
//! below that bound. If none reaches it the table move is singular, the only good one, and is
//! searched a ply deeper; if that window itself lies at or above beta, the other moves already
//! hold beta and the node is cut (multi-cut). Only at null-window nodes: at PV nodes the
//! extension grew the principal variation's whole subtree (`bench` 1,230,799 nodes against
//! 1,102,719 at null-window nodes only) and lost positions. In a team of threads only the
//! main thread checks, unless `helper-singular` is on (see `Seat::checks_singular`).

use shakmaty::Position;

use crate::Score;
use crate::search::Searcher;
use crate::search::explain::recorder::Recorder;
use crate::search::negamax::alpha_beta::{Frame, MAX_PLY};
use crate::search::negamax::node::Node;
use crate::search::table::tt::{TtBound, TtHit, encode_move};

/// The check applies at a remaining depth of at least this many plies.
pub const SINGULAR_DEPTH: i32 = 6;
/// The other moves must stay this many centipawns per ply of depth below the table's bound.
pub const SINGULAR_MARGIN: i32 = 2;

/// What the singular check decided for a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::search) enum Singular {
    /// No check, or the table move is not singular: search as usual.
    Plain,
    /// The table move is singular: search it one ply deeper.
    Extend,
    /// The other moves hold beta: the node fails high with this score.
    Cut(i32),
}

impl<R: Recorder> Searcher<'_, R> {
    /// The singular check of the node of `frame`, whose table entry is `hit`.
    pub(in crate::search) fn singular(
        &mut self,
        node: &Node,
        hit: Option<TtHit>,
        frame: &mut Frame,
    ) -> Singular {
        let Some(hit) = hit.filter(|hit| {
            self.options.singular_extension
                && self.seat.checks_singular(self.options.helper_singular)
                && self.options.transposition_table
                && hit.best != 0
                && frame.ply > 0
                && frame.ply < MAX_PLY / 2
                && !frame.pv_node
                && frame.depth >= SINGULAR_DEPTH
                && hit.draft >= frame.depth - 3
                && hit.bound != TtBound::Upper
                && hit.score.abs() < Score::MATE - Score::MAX_MATE_PLY
        }) else {
            return Singular::Plain;
        };
        let mut others = node.pos.legal_moves();
        let all = others.len();
        others.retain(|m| encode_move(m) != hit.best);
        if others.len() == all {
            return Singular::Plain;
        }
        let target = hit.score - SINGULAR_MARGIN * frame.depth;
        let mut check = Frame {
            depth: (frame.depth - 1) / 2,
            alpha: target - 1,
            beta: target,
            pv_node: false,
            futility: None,
            excludes_table_move: true,
            ..*frame
        };
        check.futility = self.futility_bound(node, &mut check);
        let best = if others.is_empty() {
            -Score::MATE
        } else {
            match self.search_all(node, Some(&mut others), (0, 0), &mut check) {
                Some(state) => state.best,
                None => return Singular::Plain,
            }
        };
        frame.eval = check.eval;
        if best < target {
            self.counters.singular_extensions += 1;
            Singular::Extend
        } else if target >= frame.beta {
            self.counters.multi_cuts += 1;
            Singular::Cut(target)
        } else {
            Singular::Plain
        }
    }
}
