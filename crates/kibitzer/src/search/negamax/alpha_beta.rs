//! A node of the negamax alpha-beta search: repetition and fifty-move draws, mate-distance
//! pruning, the check and hung-man extensions, the horizon (handing over to quiescence), the
//! transposition table's probe and store, and null-move pruning. The move loop itself lives in
//! `move_loop`, quiescence in `quiescence`.
//!
//! The steps of a node, numbered in the code as Stockfish numbers its own:
//! 1. clear the node's principal variation, take the reached-by-offer flag, check for a stop;
//! 2. below the root, repetition and fifty-move draws and mate-distance pruning;
//! 3. the check extension;
//! 4. the horizon: quiescence (on the lazy bound where it applies), or the hung-man extension;
//! 5. count the node, note its material balance and evaluation slot on the ply stack, record it;
//! 6. the transposition table's probe and cutoff;
//! 7. the endgame tables' probe and cutoff;
//! 8. the static null move;
//! 9. razoring;
//! 10. null-move pruning, then the mate-threat extension;
//! 11. internal iterative reduction;
//! 12. the moves listed (root, check) or known to exist: checkmate and stalemate;
//! 13. the singular check: extension or multi-cut;
//! 14. the futility bound, the sacrifice follow-up and the improving verdict;
//! 15. the move loop (`move_loop`);
//! 16. the store in the transposition table.

use shakmaty::{ByColor, MoveList, Position};

use crate::Score;
use crate::search::Searcher;
use crate::search::explain::recorder::{EndReason, Recorder};
use crate::search::extend::singular::Singular;
use crate::search::moves::captures::has_legal_move;
use crate::search::moves::evasions::evasions_into;
use crate::search::negamax::move_loop::LoopState;
use crate::search::negamax::node::Node;
use crate::search::negamax::tablebase_cut::TablebaseProbe;
use crate::search::table::tt::{TtBound, TtHit, encode_move};

/// The deepest ply the search goes to (extensions included).
pub const MAX_PLY: usize = 128;

const MATE: i32 = Score::MATE;

/// The window and facts of the node whose moves are being searched.
#[derive(Clone, Copy)]
pub(in crate::search) struct Frame {
    pub(in crate::search) depth: i32,
    pub(in crate::search) alpha: i32,
    pub(in crate::search) beta: i32,
    pub(in crate::search) ply: usize,
    pub(in crate::search) extended: bool,
    pub(in crate::search) in_check: bool,
    /// Whether the node was entered with an open window.
    pub(in crate::search) pv_node: bool,
    /// The static evaluation and hung counts, once asked for (see [`Searcher::node_eval`]).
    pub(in crate::search) eval: Option<(i32, ByColor<i32>)>,
    /// The static evaluation plus the futility margin, when futility pruning applies.
    pub(in crate::search) futility: Option<i32>,
    /// Whether passing here gets the side to move mated (the null-move search said so): its
    /// quiet moves are then neither reduced nor pruned as late moves.
    pub(in crate::search) mate_threat: bool,
    /// Whether the side to move just sacrificed (see `sacrifice`): its quiet moves are then
    /// neither futility- nor late-move-pruned.
    pub(in crate::search) follow_up: bool,
    /// Whether the static evaluation fell since the side to move's previous node (see
    /// `improving`): late move pruning then stops after half as many moves.
    pub(in crate::search) not_improving: bool,
    /// Whether this is the singular check's search of the node's moves other than the table
    /// move: its move list is not all the node's moves, so one move left is no single reply.
    pub(in crate::search) excludes_table_move: bool,
    /// Whether the opponent reached this node by offering a man (see `sacrifice_wait`).
    pub(in crate::search) opponent_sacrificed: bool,
}

impl<R: Recorder> Searcher<'_, R> {
    /// Searches `node` to `depth` with window (`alpha`, `beta`); `ply` is the distance from
    /// the root; `extended` tells whether this path already had its hung-man extension.
    pub(in crate::search) fn search(
        &mut self,
        node: &Node,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        extended: bool,
    ) -> i32 {
        self.search_node(node, depth, alpha, beta, ply, extended)
            .unwrap_or(0)
    }

    /// [`Searcher::search`], with `None` when the search was aborted.
    fn search_node(
        &mut self,
        node: &Node,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        mut extended: bool,
    ) -> Option<i32> {
        // Step 1. A fresh principal variation, the flag the parent set, the stop check.
        self.pv.clear(ply);
        let opponent_sacrificed = std::mem::take(&mut self.stack[ply].reached_by_offer);
        if self.should_stop() {
            return None;
        }
        let pv_node = beta - alpha > 1;
        let (entry_alpha, entry_beta) = (alpha, beta);
        // Step 2. Draws and mate-distance pruning (never at the root).
        if ply > 0 {
            if let Some(reason) = self.draw_reason(node) {
                self.recorder.enter(ply, depth, alpha, beta, false);
                self.recorder.end(reason);
                self.recorder.leave(Some(0));
                return Some(0);
            }
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                self.recorder
                    .enter(ply, depth, entry_alpha, entry_beta, false);
                self.recorder.end(EndReason::MateDistance);
                self.recorder.leave(Some(alpha));
                return Some(alpha);
            }
        }
        // Step 3. The check extension.
        let in_check = node.pos.is_check();
        let check_extended = in_check && self.options.check_extension && ply < MAX_PLY / 2;
        if check_extended {
            depth += 1;
            self.counters.check_extensions += 1;
        }
        // Step 4. The horizon: quiescence, or the hung-man extension.
        let mut hung_extended = false;
        let mut static_eval: Option<(i32, ByColor<i32>)> = None;
        let may_extend = self.options.hung_extension && !extended && ply < MAX_PLY / 2;
        if depth <= 0 && !may_extend && self.lazy_bound(node, alpha, beta).is_some() {
            // Far outside the window where the hung-man extension cannot apply (its hung
            // counts only the full evaluation knows): quiescence stands pat on the lazy bound.
            return Some(self.quiesce(node, alpha, beta, ply, None, true));
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            let (eval, hung) = self.evaluate(node);
            let hung_here = *hung.get(node.pos.turn()) > 1;
            if may_extend && hung_here {
                self.counters.hung_extensions += 1;
                depth = 1;
                extended = true;
                hung_extended = true;
                static_eval = Some((eval, hung));
            } else {
                return Some(self.quiesce(node, alpha, beta, ply, Some(eval), true));
            }
        }
        // Step 5. A main-search node: counted, noted on the ply stack, recorded.
        self.counters.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        let (sacrificed, gained) = self.after_sacrifice(node, ply);
        self.enter_evals(ply);
        self.recorder.enter(ply, depth, alpha, beta, false);
        if R::ACTIVE {
            if check_extended {
                self.recorder.extended(true);
            }
            if hung_extended {
                self.recorder.extended(false);
            }
            let eval = static_eval.map_or_else(
                || {
                    crate::eval::evaluate_with_hung(node.pos.board(), node.pos.turn(), node.history)
                        .0
                        .centipawns()
                },
                |(eval, _)| eval,
            );
            self.recorder.static_eval(eval);
        }
        let frame = Frame {
            depth,
            alpha,
            beta,
            ply,
            extended,
            in_check,
            pv_node,
            eval: static_eval,
            futility: None,
            mate_threat: false,
            follow_up: sacrificed,
            not_improving: false,
            excludes_table_move: false,
            opponent_sacrificed: opponent_sacrificed || gained,
        };
        let result = self.search_main(node, frame);
        self.recorder.leave(result);
        result
    }

    /// The static evaluation and hung counts of the node of `frame`, evaluated at most once
    /// however many prunings ask.
    pub(in crate::search) fn node_eval(
        &mut self,
        node: &Node,
        frame: &mut Frame,
    ) -> (i32, ByColor<i32>) {
        if let Some(known) = frame.eval {
            return known;
        }
        let known = self.evaluate(node);
        frame.eval = Some(known);
        self.note_eval(frame.ply, known.0);
        known
    }

    /// The body of a main-search node: table, null move, the move loop, the store.
    fn search_main(&mut self, node: &Node, mut frame: Frame) -> Option<i32> {
        let Frame {
            depth,
            alpha,
            beta,
            ply,
            in_check,
            pv_node,
            ..
        } = frame;
        // Step 6. The transposition table.
        let (hit, cutoff) = self.probe(node, depth, alpha, beta, ply, pv_node);
        let table_move = hit.map_or(0, |hit| hit.best);
        if cutoff.is_some() {
            self.recorder.end(EndReason::TableCutoff);
            return cutoff;
        }
        // Step 7. The endgame tables.
        let tablebase = self.tablebase_probe(node, &mut frame);
        if let TablebaseProbe::Cut(score) = tablebase {
            self.recorder.end(EndReason::TablebaseCutoff);
            return Some(score);
        }

        // Step 8. The static null move.
        if let Some(score) = self.static_null_move(node, &mut frame) {
            return Some(score);
        }
        // Step 9. Razoring.
        if let Some(score) = self.razor(node, &mut frame) {
            return Some(score);
        }
        // Step 10. Null-move pruning, then the mate-threat extension.
        if let Some(score) = self.null_move(node, &mut frame) {
            self.recorder.end(EndReason::NullMoveCutoff);
            return Some(score);
        }
        if self.options.mate_threat_extension && frame.mate_threat && ply < MAX_PLY / 2 {
            frame.depth += 1;
            self.counters.mate_threat_extensions += 1;
        }

        // Step 11. Internal iterative reduction.
        self.internal_reduction(table_move, &mut frame);
        // Step 12. The moves: checkmate and stalemate.
        // The root (whose moves may be restricted) and a node in check (its evasions) list
        // every legal move at once; elsewhere the move loop generates them in stages.
        let listed = ply == 0 || in_check;
        let mut moves = MoveList::new();
        if in_check {
            evasions_into(&node.pos, &mut moves);
        } else if listed {
            moves = node.pos.legal_moves();
        }
        if ply == 0 {
            moves.retain(|m| self.root_allowed(m));
        }
        let no_moves = if listed {
            moves.is_empty()
        } else {
            !has_legal_move(&node.pos)
        };
        if no_moves {
            self.recorder.end(if in_check {
                EndReason::Checkmate
            } else {
                EndReason::Stalemate
            });
            return Some(if in_check { -MATE + ply as i32 } else { 0 });
        }
        // Step 13. The singular check.
        let extension = match self.singular(node, hit, &mut frame) {
            Singular::Cut(score) => {
                self.recorder.end(EndReason::MultiCut);
                return Some(score);
            }
            Singular::Extend => 1,
            Singular::Plain => 0,
        };
        // Step 14. The futility bound, the sacrifice follow-up, the improving verdict.
        let original_alpha = alpha;
        frame.futility = self.futility_bound(node, &mut frame);
        self.follow_up_sacrifice(&mut frame);
        self.judge_improving(node, &mut frame);
        // Step 15. The move loop.
        let LoopState {
            best, best_move, ..
        } = self.search_all(
            node,
            listed.then_some(&mut moves),
            (table_move, extension),
            &mut frame,
        )?;
        let best = tablebase.bound(best);

        // Step 16. The store.
        let restricted = ply == 0 && self.root_restricted();
        if self.options.transposition_table && !restricted {
            let bound = if best >= frame.beta {
                TtBound::Lower
            } else if best > original_alpha {
                TtBound::Exact
            } else {
                TtBound::Upper
            };
            let code = best_move.as_ref().map_or(0, encode_move);
            self.tt
                .store(node.hash, ply, frame.depth, best, bound, code);
        }
        Some(best)
    }

    /// Looks the node up: the entry found, and the score if the entry ends
    /// the node (never at the root or at PV nodes, never on a shallower draft or a bound that
    /// does not prove the cutoff).
    fn probe(
        &mut self,
        node: &Node,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
    ) -> (Option<TtHit>, Option<i32>) {
        if !self.options.transposition_table {
            return (None, None);
        }
        self.counters.tt_probes += 1;
        let Some(hit) = self.tt.probe(node.hash, ply) else {
            return (None, None);
        };
        self.counters.tt_hits += 1;
        if ply > 0
            && !pv_node
            && let Some(score) = hit.cutoff(depth, alpha, beta)
        {
            self.counters.tt_cutoffs += 1;
            return (Some(hit), Some(score));
        }
        (Some(hit), None)
    }
}
