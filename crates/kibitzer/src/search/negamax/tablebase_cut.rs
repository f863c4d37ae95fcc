//! The endgame tables in the search (as Stockfish uses them). When the root is in the tables,
//! only the root moves that keep their result are searched (see [`Tablebases::root_moves`])
//! and the search below runs without probing, so the evaluation still steers the play
//! within the result. Otherwise, below the root, a node the tables cover is probed: a draw
//! ends it, a win ends it when it reaches beta and a loss when it stays under alpha, and in a
//! PV node that it does not end the result bounds the node's score (a win raises alpha to
//! it, so only a mate beats it). Every probe that answers counts as a tablebase hit.
//!
//! [`Tablebases::root_moves`]: crate::tablebase::Tablebases::root_moves

use crate::Score;
use crate::search::Searcher;
use crate::search::explain::recorder::Recorder;
use crate::search::negamax::alpha_beta::{Frame, MAX_PLY};
use crate::search::negamax::node::Node;
use crate::search::table::tt::TtBound;
use crate::tablebase::Outcome;

/// Plies added to the draft of a stored table result: it holds whatever the depth.
const STORED_DRAFT_BONUS: i32 = 6;

/// What a probe in the search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::search) enum TablebaseProbe {
    /// No probe, or no answer.
    Nothing,
    /// The node ends with this score.
    Cut(i32),
    /// A PV node the tables win: its score is at least this.
    AtLeast(i32),
    /// A PV node the tables lose: its score is at most this.
    AtMost(i32),
}

impl TablebaseProbe {
    /// The node's searched score `best`, held within what the tables proved.
    pub(in crate::search) fn bound(self, best: i32) -> i32 {
        match self {
            TablebaseProbe::AtLeast(floor) => best.max(floor),
            TablebaseProbe::AtMost(ceiling) => best.min(ceiling),
            TablebaseProbe::Nothing | TablebaseProbe::Cut(_) => best,
        }
    }
}

impl<R: Recorder> Searcher<'_, R> {
    /// Probes the node of `frame` (only below a root outside the tables, with the probe
    /// switched on and tables loaded); a win in a PV node raises `frame.alpha`.
    pub(in crate::search) fn tablebase_probe(
        &mut self,
        node: &Node,
        frame: &mut Frame,
    ) -> TablebaseProbe {
        if frame.ply == 0 || !self.options.tablebase_probe || self.tablebase_root.is_some() {
            return TablebaseProbe::Nothing;
        }
        let Some(outcome) = self
            .options
            .tablebases
            .as_ref()
            .and_then(|tables| tables.search_probe(&node.pos))
        else {
            return TablebaseProbe::Nothing;
        };
        self.counters.tablebase_hits += 1;
        let ply = frame.ply as i32;
        let (score, bound) = match outcome {
            Outcome::Win => (Score::TABLEBASE_WIN - ply, TtBound::Lower),
            Outcome::Loss => (-Score::TABLEBASE_WIN + ply, TtBound::Upper),
            _ => (0, TtBound::Exact),
        };
        let cuts = match bound {
            TtBound::Exact => true,
            TtBound::Lower => score >= frame.beta,
            TtBound::Upper => score <= frame.alpha,
        };
        if cuts {
            if self.options.transposition_table {
                let draft = (frame.depth + STORED_DRAFT_BONUS).min(MAX_PLY as i32 - 1);
                self.tt.store(node.hash, frame.ply, draft, score, bound, 0);
            }
            return TablebaseProbe::Cut(score);
        }
        if !frame.pv_node {
            return TablebaseProbe::Nothing;
        }
        if bound == TtBound::Lower {
            frame.alpha = frame.alpha.max(score);
            TablebaseProbe::AtLeast(score)
        } else {
            TablebaseProbe::AtMost(score)
        }
    }

    /// Whether the tables let the root search `m` (always, without tables or outside them).
    pub(in crate::search) fn tablebase_allows(&self, m: &shakmaty::Move) -> bool {
        self.tablebase_root
            .as_ref()
            .is_none_or(|allowed| allowed.contains(m))
    }
}
