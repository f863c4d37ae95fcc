//! The recursive search: negamax alpha-beta with principal variation search, the table,
//! check and hung-man extensions, guard pruning and reduction, killers and history, mate
//! distances, repetition and fifty-move draws, and quiescence on captures and promotions (all
//! evasions in check).

use shakmaty::{ByColor, Move, Position};

use super::Searcher;
use super::exchange::static_exchange;
use super::limits::SearchOptions;
use super::node::Node;
use super::ordering::{OrderReason, ScoredMove, mvv_lva, order};
use super::tt::{TtBound, encode_move};
use crate::eval::evaluate_with_hung;
use crate::score::Score;

/// The deepest ply the search goes to (extensions included).
pub const MAX_PLY: usize = 128;

const MATE: i32 = Score::MATE;

/// Quiescence skips a capture that cannot lift the stand-pat score to alpha even with this
/// margin on top of the captured material.
const DELTA_MARGIN: i32 = 200;

/// Marks a null move in the path, so repetitions are not detected across it and null moves do
/// not follow each other.
const NULL_MARK: u64 = 0;

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

/// Whether the guard rules treat `scored` as unsafe (the table move never is).
fn is_unsafe(scored: &ScoredMove, options: &SearchOptions) -> bool {
    (options.guard_pruning || options.guard_reduction)
        && !scored.safe
        && scored.reason != OrderReason::TableMove
}

/// The Stanback material value of what `mv` captures.
fn captured_value(mv: &Move) -> i32 {
    if mv.is_en_passant() {
        return crate::eval::weights::PAWN_VALUE;
    }
    mv.capture().map_or(0, crate::eval::value)
}

impl Searcher<'_> {
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
        if ply > 0 {
            if self.is_draw(node) {
                return Some(0);
            }
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return Some(alpha);
            }
        }
        let in_check = node.pos.is_check();
        if in_check && self.options.check_extension && ply < MAX_PLY / 2 {
            depth += 1;
            self.counters.check_extensions += 1;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            let (eval, hung) = self.evaluate(node);
            let hung_here = *hung.get(node.pos.turn()) > 1;
            if self.options.hung_extension && hung_here && !extended && ply < MAX_PLY / 2 {
                self.counters.hung_extensions += 1;
                depth = 1;
                extended = true;
            } else {
                return Some(self.quiesce(node, alpha, beta, ply, Some(eval)));
            }
        }
        self.counters.nodes += 1;
        self.seldepth = self.seldepth.max(ply);

        let mut table_move = 0;
        if self.options.transposition_table {
            self.counters.tt_probes += 1;
            if let Some(hit) = self.tt.probe(node.hash, ply) {
                self.counters.tt_hits += 1;
                table_move = hit.best;
                if ply > 0
                    && !pv_node
                    && let Some(score) = hit.cutoff(depth, alpha, beta)
                {
                    self.counters.tt_cutoffs += 1;
                    return Some(score);
                }
            }
        }

        if let Some(score) = self.null_move(node, depth, beta, ply, in_check, pv_node, extended) {
            return Some(score);
        }

        let mut moves = node.pos.legal_moves();
        if ply == 0 {
            moves.retain(|m| self.root_allowed(m));
        }
        if moves.is_empty() {
            return Some(if in_check { -MATE + ply as i32 } else { 0 });
        }
        let turn = node.pos.turn();
        let killers = self.heuristics.killers(ply);
        let ordered = order(
            node.pos.board(),
            turn,
            &moves,
            table_move,
            killers,
            &self.heuristics,
            self.options,
        );
        let original_alpha = alpha;
        let mut frame = Frame {
            depth,
            alpha,
            beta,
            ply,
            extended,
            in_check,
        };
        let (best, best_move) = self.search_moves(node, &ordered, &mut frame)?;

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

    /// Searches the ordered moves of a node; `None` if the search was aborted.
    fn search_moves(
        &mut self,
        node: &Node,
        ordered: &[ScoredMove],
        frame: &mut Frame,
    ) -> Option<(i32, Option<Move>)> {
        let turn = node.pos.turn();
        let tip = frame.depth <= self.options.guard_tip_depth;
        let mut best = -MATE - 1;
        let mut best_move: Option<Move> = None;
        let mut searched = 0;
        for scored in ordered {
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
                continue;
            }
            self.path.push(child.hash);
            let score = self.search_child(&child, scored, frame, searched, forcing);
            self.path.pop();
            if self.aborted {
                return None;
            }
            searched += 1;
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > frame.alpha {
                    frame.alpha = score;
                    self.pv.update(frame.ply, mv);
                    if frame.ply == 0 {
                        self.root_best = Some(score);
                    }
                    if score >= frame.beta {
                        self.counters.beta_cutoffs += 1;
                        if searched == 1 {
                            self.counters.first_move_cutoffs += 1;
                        }
                        if !mv.is_capture() && mv.promotion().is_none() {
                            self.heuristics.reward(turn, mv, frame.ply, frame.depth);
                        }
                        break;
                    }
                }
            }
        }
        Some((best, best_move))
    }

    /// One move of the loop: the first with the full window, later ones with a null window
    /// (reduced first when unsafe or late and quiet), re-searched when they beat alpha.
    fn search_child(
        &mut self,
        child: &Node,
        scored: &ScoredMove,
        frame: &Frame,
        searched: usize,
        forcing: bool,
    ) -> i32 {
        let Frame {
            depth,
            alpha,
            beta,
            ply,
            extended,
            ..
        } = *frame;
        let full = depth - 1;
        if searched == 0 || !self.options.pvs {
            return -self.search(child, full, -beta, -alpha, ply + 1, extended);
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
            score = -self.search(child, full - plies, -alpha - 1, -alpha, ply + 1, extended);
            if score > alpha && !self.aborted {
                if guard_reduce {
                    self.counters.guard_researched += 1;
                } else {
                    self.counters.late_researched += 1;
                }
                score = -self.search(child, full, -alpha - 1, -alpha, ply + 1, extended);
            }
        } else {
            score = -self.search(child, full, -alpha - 1, -alpha, ply + 1, extended);
        }
        if score > alpha && score < beta && !self.aborted {
            self.counters.pvs_researches += 1;
            score = -self.search(child, full, -beta, -alpha, ply + 1, extended);
        }
        score
    }

    /// Quiescence: stand pat on the static evaluation, then captures and promotions, or every
    /// evasion when in check.
    pub(super) fn quiesce(
        &mut self,
        node: &Node,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        eval: Option<i32>,
    ) -> i32 {
        self.counters.nodes += 1;
        self.counters.qnodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.should_stop() {
            return 0;
        }
        let in_check = node.pos.is_check();
        if ply >= MAX_PLY - 1 {
            return eval.unwrap_or_else(|| self.evaluate(node).0);
        }
        let mut best = -MATE + ply as i32;
        let mut stand = None;
        if !in_check {
            let value = eval.unwrap_or_else(|| self.evaluate(node).0);
            if value >= beta {
                return value;
            }
            alpha = alpha.max(value);
            best = value;
            stand = Some(value);
        }
        let mut moves = node.pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        if !in_check {
            moves.retain(|m| m.is_capture() || m.promotion().is_some());
        }
        moves.sort_unstable_by_key(|m| -mvv_lva(m));
        for mv in moves {
            if let Some(stand) = stand
                && self.options.delta_pruning
                && mv.promotion().is_none()
                && stand + captured_value(&mv) + DELTA_MARGIN < alpha
            {
                self.counters.delta_pruned += 1;
                continue;
            }
            if !in_check
                && self.options.see_pruning
                && mv.promotion().is_none()
                && captured_value(&mv) < crate::eval::value(mv.role())
                && static_exchange(node.pos.board(), node.pos.turn(), &mv) < 0
            {
                self.counters.see_pruned += 1;
                continue;
            }
            let child = node.child(mv);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, None);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// The static evaluation and hung counts of `node`, from the cache when possible.
    fn evaluate(&mut self, node: &Node) -> (i32, ByColor<i32>) {
        self.counters.evaluations += 1;
        if let Some(hit) = self.eval_cache.get(node.hash, node.history) {
            self.counters.eval_cache_hits += 1;
            return hit;
        }
        let (score, hung) = evaluate_with_hung(node.pos.board(), node.pos.turn(), node.history);
        self.eval_cache
            .put(node.hash, node.history, score.centipawns(), hung);
        (score.centipawns(), hung)
    }

    /// Null-move pruning: if passing still holds beta in a reduced search, the node fails
    /// high. Not in check, not at PV nodes, not without pieces (zugzwang).
    #[allow(clippy::too_many_arguments)]
    fn null_move(
        &mut self,
        node: &Node,
        depth: i32,
        beta: i32,
        ply: usize,
        in_check: bool,
        pv_node: bool,
        extended: bool,
    ) -> Option<i32> {
        let turn = node.pos.turn();
        let board = node.pos.board();
        let pieces = board.by_color(turn) & !board.pawns() & !board.kings();
        if !self.options.null_move
            || depth < 3
            || in_check
            || pv_node
            || ply == 0
            || pieces.is_empty()
            || beta.abs() >= MATE - Score::MAX_MATE_PLY
            || self.path.last() == Some(&NULL_MARK)
        {
            return None;
        }
        let child = node.null_child()?;
        let reduction = 3 + depth / 6;
        self.path.push(NULL_MARK);
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
    fn is_draw(&self, node: &Node) -> bool {
        let halfmoves = node.pos.halfmoves() as usize;
        if halfmoves >= 100 && !node.pos.is_checkmate() {
            return true;
        }
        let n = self.path.len();
        let reach = halfmoves.min(n.saturating_sub(1));
        (2..=reach)
            .step_by(2)
            .any(|back| self.path[n - 1 - back] == node.hash)
    }
}
