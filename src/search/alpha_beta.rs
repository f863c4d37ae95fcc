//! The recursive search: negamax alpha-beta with principal variation search, the table,
//! check and hung-man extensions, guard pruning and reduction, killers and history, mate
//! distances, repetition and fifty-move draws, and quiescence on captures and promotions (all
//! evasions in check).

use shakmaty::{Move, MoveList, Position};

use super::Searcher;
use super::limits::SearchOptions;
use super::node::Node;
use super::ordering::{OrderReason, ScoredMove, score_moves};
use super::recorder::EndReason;
use super::recorder::Recorder;
use super::tt::{TtBound, encode_move};
use crate::score::Score;

/// The deepest ply the search goes to (extensions included).
pub const MAX_PLY: usize = 128;

const MATE: i32 = Score::MATE;

/// The window and facts of the node whose moves are being searched.
#[derive(Clone, Copy)]
struct Frame {
    depth: i32,
    alpha: i32,
    beta: i32,
    ply: usize,
    extended: bool,
    in_check: bool,
}

/// Plies of late move reduction for the `searched`-th move at `depth`: one, two for very late
/// moves at depth 5 or more. (A logarithmic formula searched deeper in the same time but
/// solved fewer WAC positions at a fixed node count.)
fn late_reduction(depth: i32, searched: usize) -> i32 {
    1 + i32::from(searched >= 8 && depth >= 5)
}

/// What the move loop of one node has found so far.
struct LoopState {
    best: i32,
    best_move: Option<Move>,
    searched: usize,
    /// Moves considered so far, searched or skipped (the rank of the current one).
    tried: usize,
}

/// Whether the guard rules treat `scored` as unsafe (the table move never is).
fn is_unsafe(scored: &ScoredMove, options: &SearchOptions) -> bool {
    (options.guard_pruning || options.guard_reduction)
        && !scored.safe
        && scored.reason != OrderReason::TableMove
}

impl<R: Recorder> Searcher<'_, R> {
    /// Searches `node` to `depth` with window (`alpha`, `beta`); `ply` is the distance from
    /// the root; `extended` tells whether this path already had its hung-man extension.
    pub(super) fn search(
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
        self.pv.clear(ply);
        if self.should_stop() {
            return None;
        }
        let pv_node = beta - alpha > 1;
        let (entry_alpha, entry_beta) = (alpha, beta);
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
        let in_check = node.pos.is_check();
        let check_extended = in_check && self.options.check_extension && ply < MAX_PLY / 2;
        if check_extended {
            depth += 1;
            self.counters.check_extensions += 1;
        }
        let mut hung_extended = false;
        let mut static_eval = None;
        if depth <= 0 || ply >= MAX_PLY - 1 {
            let (eval, hung) = self.evaluate(node);
            let hung_here = *hung.get(node.pos.turn()) > 1;
            if self.options.hung_extension && hung_here && !extended && ply < MAX_PLY / 2 {
                self.counters.hung_extensions += 1;
                depth = 1;
                extended = true;
                hung_extended = true;
                static_eval = Some(eval);
            } else {
                return Some(self.quiesce(node, alpha, beta, ply, Some(eval)));
            }
        }
        self.counters.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        self.recorder.enter(ply, depth, alpha, beta, false);
        if R::ACTIVE {
            if check_extended {
                self.recorder.extended(true);
            }
            if hung_extended {
                self.recorder.extended(false);
            }
            let eval = static_eval.unwrap_or_else(|| {
                crate::eval::evaluate_with_hung(node.pos.board(), node.pos.turn(), node.history)
                    .0
                    .centipawns()
            });
            self.recorder.static_eval(eval);
        }
        let result = self.search_main(node, depth, alpha, beta, ply, extended, in_check, pv_node);
        self.recorder.leave(result);
        result
    }

    /// The body of a main-search node: table, null move, the move loop, the store.
    #[allow(clippy::too_many_arguments)]
    fn search_main(
        &mut self,
        node: &Node,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        extended: bool,
        in_check: bool,
        pv_node: bool,
    ) -> Option<i32> {
        let (table_move, cutoff) = self.probe(node, depth, alpha, beta, ply, pv_node);
        if cutoff.is_some() {
            self.recorder.end(EndReason::TableCutoff);
            return cutoff;
        }

        if let Some(score) = self.null_move(node, depth, beta, ply, in_check, pv_node, extended) {
            self.recorder.end(EndReason::NullMoveCutoff);
            return Some(score);
        }

        let mut moves = node.pos.legal_moves();
        if ply == 0 {
            moves.retain(|m| self.root_allowed(m));
        }
        if moves.is_empty() {
            self.recorder.end(if in_check {
                EndReason::Checkmate
            } else {
                EndReason::Stalemate
            });
            return Some(if in_check { -MATE + ply as i32 } else { 0 });
        }
        let original_alpha = alpha;
        let mut frame = Frame {
            depth,
            alpha,
            beta,
            ply,
            extended,
            in_check,
        };
        let LoopState {
            best, best_move, ..
        } = self.search_all(node, moves, table_move, &mut frame)?;

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
            self.tt.store(node.hash, ply, depth, best, bound, code);
        }
        Some(best)
    }

    /// The move loop of a node: the table move first, before the others are even classified
    /// (it often cuts at once), then the rest by the guard heuristic's order.
    fn search_all(
        &mut self,
        node: &Node,
        mut moves: MoveList,
        table_move: u16,
        frame: &mut Frame,
    ) -> Option<LoopState> {
        let mut state = LoopState {
            best: -MATE - 1,
            best_move: None,
            searched: 0,
            tried: 0,
        };
        let table_index = if self.options.transposition_table && table_move != 0 {
            moves.iter().position(|m| encode_move(m) == table_move)
        } else {
            None
        };
        let mut cut = false;
        if let Some(index) = table_index {
            let mv = moves.swap_remove(index);
            let mut first = [ScoredMove {
                mv,
                key: u64::MAX,
                safe: true,
                gv_target: 0,
                reason: OrderReason::TableMove,
            }];
            cut = self.search_moves(node, &mut first, frame, &mut state)?;
        }
        if !cut && !moves.is_empty() {
            let killers = self.heuristics.killers(frame.ply);
            let mut scored = score_moves(
                node.pos.board(),
                node.pos.turn(),
                &moves,
                0,
                killers,
                &self.heuristics,
                self.options,
            );
            self.search_moves(node, &mut scored, frame, &mut state)?;
        }
        Some(state)
    }

    /// Looks the node up: the stored best move (0 for none), and the score if the entry ends
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
    ) -> (u16, Option<i32>) {
        if !self.options.transposition_table {
            return (0, None);
        }
        self.counters.tt_probes += 1;
        let Some(hit) = self.tt.probe(node.hash, ply) else {
            return (0, None);
        };
        self.counters.tt_hits += 1;
        if ply > 0
            && !pv_node
            && let Some(score) = hit.cutoff(depth, alpha, beta)
        {
            self.counters.tt_cutoffs += 1;
            return (hit.best, Some(score));
        }
        (hit.best, None)
    }

    /// Searches `moves` in order of their keys (picking the best remaining one each time);
    /// `Some(true)` on a beta cutoff, `None` if the search was aborted.
    fn search_moves(
        &mut self,
        node: &Node,
        moves: &mut [ScoredMove],
        frame: &mut Frame,
        state: &mut LoopState,
    ) -> Option<bool> {
        let turn = node.pos.turn();
        let tip = frame.depth <= self.options.guard_tip_depth;
        for i in 0..moves.len() {
            let next = (i..moves.len()).max_by_key(|&j| moves[j].key).unwrap_or(i);
            moves.swap(i, next);
            let scored = &moves[i];
            let searched = state.searched;
            state.tried += 1;
            let rank = state.tried;
            let mv = scored.mv;
            let child = node.child(mv);
            let unsafe_move = is_unsafe(scored, self.options);
            let forcing = frame.in_check || mv.promotion().is_some();
            if unsafe_move
                && self.options.guard_pruning
                && tip
                && !forcing
                && searched > 0
                && !child.pos.is_check()
            {
                self.counters.guard_pruned += 1;
                self.recorder
                    .skipped(mv, rank, scored.reason, EndReason::GuardPruned);
                continue;
            }
            self.path.push(child.hash);
            let score = self.search_child(&child, scored, frame, searched, rank, forcing);
            self.path.pop();
            if self.aborted {
                return None;
            }
            state.searched += 1;
            if score > state.best {
                state.best = score;
                state.best_move = Some(mv);
                if score > frame.alpha {
                    frame.alpha = score;
                    self.pv.update(frame.ply, mv);
                    self.recorder.improved();
                    if frame.ply == 0 {
                        self.root_best = Some(score);
                    }
                    if score >= frame.beta {
                        self.recorder.end(EndReason::BetaCutoff { by: rank });
                        self.counters.beta_cutoffs += 1;
                        if state.searched == 1 {
                            self.counters.first_move_cutoffs += 1;
                        }
                        if !mv.is_capture() && mv.promotion().is_none() {
                            self.heuristics.reward(turn, mv, frame.ply, frame.depth);
                        }
                        return Some(true);
                    }
                }
            }
        }
        Some(false)
    }

    /// Searches `child` to `draft` with `window` (from the child's side), telling the
    /// recorder which move it is and how much it was reduced.
    fn descend(
        &mut self,
        child: &Node,
        (scored, rank): (&ScoredMove, usize),
        full: i32,
        draft: i32,
        window: (i32, i32),
        frame: &Frame,
    ) -> i32 {
        self.recorder
            .child_move(scored.mv, rank, scored.reason, full - draft);
        -self.search(
            child,
            draft,
            window.0,
            window.1,
            frame.ply + 1,
            frame.extended,
        )
    }

    /// One move of the loop: the first with the full window, later ones with a null window
    /// (reduced first when unsafe or late and quiet), re-searched when they beat alpha.
    fn search_child(
        &mut self,
        child: &Node,
        scored: &ScoredMove,
        frame: &Frame,
        searched: usize,
        rank: usize,
        forcing: bool,
    ) -> i32 {
        let Frame {
            depth, alpha, beta, ..
        } = *frame;
        let full = depth - 1;
        if searched == 0 || !self.options.pvs {
            return self.descend(child, (scored, rank), full, full, (-beta, -alpha), frame);
        }
        let mv = scored.mv;
        let gives_check = child.pos.is_check();
        let tip = depth <= self.options.guard_tip_depth;
        let guard_reduce = is_unsafe(scored, self.options)
            && self.options.guard_reduction
            && !tip
            && !forcing
            && !gives_check;
        let late_reduce = !guard_reduce
            && self.options.late_move_reduction
            && depth >= 3
            && searched >= 3
            && !forcing
            && !gives_check
            && !mv.is_capture()
            && matches!(scored.reason, OrderReason::Quiet | OrderReason::History);
        let mut score;
        if guard_reduce || late_reduce {
            let plies = if guard_reduce {
                self.counters.guard_reduced += 1;
                self.options.guard_reduction_plies
            } else {
                self.counters.late_reduced += 1;
                late_reduction(depth, searched)
            };
            score = self.descend(
                child,
                (scored, rank),
                full,
                full - plies,
                (-alpha - 1, -alpha),
                frame,
            );
            if score > alpha && !self.aborted {
                if guard_reduce {
                    self.counters.guard_researched += 1;
                } else {
                    self.counters.late_researched += 1;
                }
                score = self.descend(
                    child,
                    (scored, rank),
                    full,
                    full,
                    (-alpha - 1, -alpha),
                    frame,
                );
            }
        } else {
            score = self.descend(
                child,
                (scored, rank),
                full,
                full,
                (-alpha - 1, -alpha),
                frame,
            );
        }
        if score > alpha && score < beta && !self.aborted {
            self.counters.pvs_researches += 1;
            score = self.descend(child, (scored, rank), full, full, (-beta, -alpha), frame);
        }
        score
    }
}
