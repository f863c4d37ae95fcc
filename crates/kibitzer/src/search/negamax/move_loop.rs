//! The move loop of a main-search node: the table move first, then the others in the order
//! of their keys (handed out by the two-stage `MovePicker`); the moves `move_pruning` skips
//! near the tips played only if they give check; each move's extension planned (`extensions`);
//! the first move with the full window and the rest with a null window, reduced first when
//! unsafe (guard reduction; not at PV nodes with `pv_full_depth`) or late and quiet (late move
//! reductions) and searched again when they beat alpha; killers and history rewarded on
//! cutoffs; every step told to the recorder.

use shakmaty::{Chess, Move, MoveList, Position};

use crate::Score;
use crate::search::Searcher;
use crate::search::driver::report::CurrentMove;
use crate::search::explain::recorder::{EndReason, Recorder};
use crate::search::moves::deferred_moves::DeferredMoves;
use crate::search::moves::move_picker::{MoveLists, MovePicker, legal_move_of_code};
use crate::search::moves::ordering::{MoveScorer, OrderReason, ScoredMove};
use crate::search::moves::quiet_checks::CheckSquares;
use crate::search::negamax::alpha_beta::Frame;
use crate::search::negamax::node::Node;
use crate::search::pruning::guard_rules::is_offer;
use crate::search::pruning::late_reduction::late_reduction_plies;
use crate::search::table::tt::encode_move;

const MATE: i32 = Score::MATE;
/// Scores at or below minus this are mated scores.
const MATE_BOUND: i32 = Score::MATE - Score::MAX_MATE_PLY;

/// Plies of late move reduction for the `searched`-th move at `depth`: one, two for very late
/// moves at depth 5 or more. (A logarithmic formula searched deeper in the same time but
/// solved fewer WAC positions at a fixed node count.)
fn late_reduction(depth: i32, searched: usize) -> i32 {
    1 + i32::from(searched >= 8 && depth >= 5)
}

/// What the move loop of one node has found so far.
pub(in crate::search) struct LoopState {
    pub(in crate::search) best: i32,
    pub(in crate::search) best_move: Option<Move>,
    pub(in crate::search) searched: usize,
    /// Moves considered so far, searched or skipped (the rank of the current one).
    pub(in crate::search) tried: usize,
    /// Whether the tight late move limit already skipped the one move the usual limit would
    /// have searched (counted once a node).
    pub(in crate::search) tight_pruned: bool,
    /// Whether the node is in check with a single legal reply.
    pub(in crate::search) single_reply: bool,
}

impl<R: Recorder> Searcher<'_, R> {
    /// The move loop of a node: the table move first, before the others are even classified
    /// (it often cuts at once), `extension` plies deeper (a singular extension), then the
    /// rest by the guard heuristic's order. `moves` are the node's legal moves, or `None` to
    /// generate them in stages (only where the side to move is not in check).
    pub(in crate::search) fn search_all(
        &mut self,
        node: &Node,
        moves: Option<&mut MoveList>,
        (table_move, extension): (u16, i32),
        frame: &mut Frame,
    ) -> Option<LoopState> {
        let mut state = LoopState {
            best: -MATE - 1,
            best_move: None,
            searched: 0,
            tried: 0,
            tight_pruned: false,
            single_reply: frame.in_check
                && !frame.excludes_table_move
                && moves.as_ref().is_some_and(|list| list.len() == 1),
        };
        let mut cut = false;
        let mut lists = MoveLists::default();
        let mut moves = moves;
        let table = if self.options.transposition_table && table_move != 0 {
            match moves.as_deref_mut() {
                Some(list) => list
                    .iter()
                    .position(|m| encode_move(m) == table_move)
                    .map(|index| list.swap_remove(index)),
                None => legal_move_of_code(&node.pos, table_move, &mut lists),
            }
        } else {
            None
        };
        if let Some(mv) = table {
            let mut first = MovePicker::only(
                ScoredMove {
                    mv,
                    key: u64::MAX,
                    safe: true,
                    gv_target: 0,
                    reason: OrderReason::TableMove,
                },
                &mut lists,
            );
            frame.depth += extension;
            let searched = self.search_moves(node, &mut first, frame, &mut state);
            frame.depth -= extension;
            cut = searched?;
        }
        if !cut && moves.as_ref().is_none_or(|list| !list.is_empty()) {
            let killers = self.heuristics.killers(frame.ply);
            let options = self.options;
            let scorer = MoveScorer::new(node.pos.board(), node.pos.turn(), 0, killers, options)
                .at_ply(frame.ply);
            let heuristics = &self.heuristics;
            let mut picker = match moves {
                Some(list) => MovePicker::staged(&scorer, list, heuristics, &mut lists),
                None => MovePicker::generated(&scorer, &node.pos, table, heuristics, &mut lists),
            };
            self.search_moves(node, &mut picker, frame, &mut state)?;
        }
        Some(state)
    }

    /// Searches the moves of `picker` best first; `Some(true)` on a beta cutoff, `None` if the
    /// search was aborted.
    fn search_moves(
        &mut self,
        node: &Node,
        picker: &mut MovePicker<'_, '_>,
        frame: &mut Frame,
        state: &mut LoopState,
    ) -> Option<bool> {
        let turn = node.pos.turn();
        let mut checks = None;
        let mut deferred = DeferredMoves::default();
        while let Some(scored) = deferred.next(picker, &self.heuristics) {
            if deferred.may_defer()
                && state.searched > 0
                && self.options.busy_deferral
                && self.seat.defers(node.hash, &scored.mv, frame.depth)
                && deferred.defer(scored)
            {
                self.counters.deferred_moves += 1;
                continue;
            }
            let searched = state.searched;
            state.tried += 1;
            let rank = state.tried;
            let mv = scored.mv;
            let forcing = frame.in_check || mv.promotion().is_some();
            // A move that may be skipped is played only if it might give check.
            let mut why = self.prune_reason(node, &scored, frame, searched, forcing);
            if why.is_some() && self.options.mated_full_width && state.best <= -MATE_BOUND {
                self.counters.mated_unpruned += 1;
                why = None;
            }
            let after = match why {
                None => node.position_after(mv),
                Some(why) => {
                    let checks = checks.get_or_insert_with(|| CheckSquares::new(&node.pos));
                    let checking = checks
                        .may_check(&mv)
                        .then(|| node.position_after(mv))
                        .filter(Chess::is_check);
                    let Some(after) = checking else {
                        self.count_pruned(why, frame, state);
                        self.recorder.skipped(mv, rank, scored.reason, why);
                        continue;
                    };
                    after
                }
            };
            if frame.ply == 0 {
                self.currmove = Some(CurrentMove { mv, number: rank });
            }
            let child = node.child_of(mv, after);
            self.plan_extension((node, &child), &mv, frame, state.single_reply);
            self.heuristics.play(frame.ply, Some((turn, &mv)));
            self.prefetch(&child);
            self.path.push(child.hash);
            let entered = self.seat.enter(node.hash, &mv, frame.depth);
            let score = self.search_child(&child, &scored, frame, searched, rank, forcing);
            self.seat.leave(entered);
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
                            if self.options.continuation_history
                                && self.heuristics.reward_continuation(
                                    turn,
                                    &mv,
                                    frame.ply,
                                    frame.depth,
                                )
                            {
                                self.counters.continuation_rewards += 1;
                            }
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
        self.stack[frame.ply + 1].reached_by_offer =
            self.options.sacrifice_wait && is_offer(scored);
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
        let full = depth - 1 + self.planned_extension(frame.ply);
        if searched == 0 || !self.options.pvs {
            return self.descend(child, (scored, rank), full, full, (-beta, -alpha), frame);
        }
        let mv = scored.mv;
        let gives_check = child.pos.is_check();
        let guard_reduce = self.guard_reduces(child, scored, frame, forcing);
        let late_reduce = !guard_reduce
            && !frame.mate_threat
            && self.options.late_move_reduction
            && depth >= 3
            && searched >= 3
            && !forcing
            && !gives_check
            && !mv.is_capture()
            && matches!(scored.reason, OrderReason::Quiet | OrderReason::History);
        let plies = if guard_reduce {
            self.counters.guard_reduced += 1;
            self.options.guard_reduction_plies
        } else if late_reduce && self.options.log_reduction {
            self.counters.late_reduced += 1;
            self.counters.log_reductions += 1;
            let good_history = scored.reason == OrderReason::History;
            late_reduction_plies(depth, searched + 1, frame.pv_node, good_history)
        } else if late_reduce {
            self.counters.late_reduced += 1;
            late_reduction(depth, searched)
        } else {
            0
        };
        let null_window = (-alpha - 1, -alpha);
        let mut score = alpha + 1;
        if plies > 0 {
            score = self.descend(
                child,
                (scored, rank),
                full,
                full - plies,
                null_window,
                frame,
            );
            if score > alpha && !self.aborted {
                if guard_reduce {
                    self.counters.guard_researched += 1;
                } else {
                    self.counters.late_researched += 1;
                }
            }
        }
        // Unreduced moves, and reduced ones that beat alpha, get the full-depth null window.
        if score > alpha && !self.aborted {
            score = self.descend(child, (scored, rank), full, full, null_window, frame);
        }
        if score > alpha && score < beta && !self.aborted {
            self.counters.pvs_researches += 1;
            score = self.descend(child, (scored, rank), full, full, (-beta, -alpha), frame);
        }
        score
    }
}
