//! Quiescence: at the horizon the side to move may stand pat on the static evaluation or try
//! captures and promotions (every evasion when in check), skipping captures that cannot reach
//! alpha (delta pruning) or lose material by static exchange. Also the cached static
//! evaluation every leaf uses.

use arrayvec::ArrayVec;
use shakmaty::{Bitboard, ByColor, Move, MoveList, Position};

use crate::Score;
use crate::eval::evaluate_with_hung;
use crate::search::Searcher;
use crate::search::explain::recorder::{EndReason, Recorder};
use crate::search::moves::captures::{captures_and_promotions_into, has_legal_move};
use crate::search::moves::evasions::evasions_into;
use crate::search::moves::exchange::static_exchange;
use crate::search::moves::ordering::OrderReason;
use crate::search::moves::ordering::quiescence_key;
use crate::search::moves::quiet_checks::quiet_checks_into;
use crate::search::negamax::alpha_beta::MAX_PLY;
use crate::search::negamax::node::Node;

const MATE: i32 = Score::MATE;

/// Quiescence skips a capture that cannot lift the stand-pat score to alpha even with this
/// margin on top of the captured material.
const DELTA_MARGIN: i32 = 200;

/// The Stanback material value of what `mv` captures.
fn captured_value(mv: &Move) -> i32 {
    if mv.is_en_passant() {
        return crate::eval::weights::PAWN_VALUE;
    }
    mv.capture().map_or(0, crate::eval::value)
}

impl<R: Recorder> Searcher<'_, R> {
    /// Quiescence: stand pat on the static evaluation, then captures and promotions, or every
    /// evasion when in check.
    pub(in crate::search) fn quiesce(
        &mut self,
        node: &Node,
        alpha: i32,
        beta: i32,
        ply: usize,
        eval: Option<i32>,
        checks: bool,
    ) -> i32 {
        self.recorder.enter(ply, 0, alpha, beta, true);
        let score = self.quiesce_body(node, alpha, beta, ply, eval, checks);
        self.recorder.leave((!self.aborted).then_some(score));
        score
    }

    fn quiesce_body(
        &mut self,
        node: &Node,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        eval: Option<i32>,
        checks: bool,
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
            // A lazy bound is no evaluation: the tree shows none for its node.
            let lazy = eval.is_none().then(|| self.lazy_bound(node, alpha, beta));
            let value = if let Some(bound) = lazy.flatten() {
                self.counters.lazy_evaluations += 1;
                bound
            } else {
                let value = eval.unwrap_or_else(|| self.evaluate(node).0);
                self.recorder.static_eval(value);
                value
            };
            if value >= beta {
                self.recorder.end(EndReason::StandPat);
                return value;
            }
            alpha = alpha.max(value);
            best = value;
            stand = Some(value);
        }
        let mut moves = MoveList::new();
        if let Some(end) = self.generate(node, in_check, checks, &mut moves) {
            self.recorder.end(end);
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let mut searched = 0;
        // MVV-LVA, ties broken by the moves' UCI order, so the order never depends on the
        // order in which the moves were generated.
        let mut keyed: ArrayVec<(i64, Move), 256> = ArrayVec::new();
        keyed.extend(moves.iter().map(|m| (quiescence_key(m), *m)));
        for i in 0..keyed.len() {
            let next = (i..keyed.len()).max_by_key(|&j| keyed[j].0).unwrap_or(i);
            keyed.swap(i, next);
            let mv = keyed[i].1;
            let rank = i + 1;
            let quiet_check = !in_check && !mv.is_capture() && mv.promotion().is_none();
            let reason = if in_check {
                OrderReason::Escape
            } else if quiet_check {
                OrderReason::QuietCheck
            } else {
                OrderReason::SafeCapture
            };
            if let Some(why) = self.pruned(node, &mv, stand, alpha, quiet_check) {
                self.recorder.skipped(mv, rank, reason, why);
                continue;
            }
            let child = node.child(mv);
            self.prefetch(&child);
            self.recorder.child_move(mv, rank, reason, 0);
            searched += 1;
            if quiet_check {
                self.counters.quiet_checks += 1;
            }
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, None, false);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        self.recorder.end(EndReason::BetaCutoff { by: rank });
                        break;
                    }
                }
            }
        }
        if searched == 0 {
            self.recorder.end(EndReason::Quiet);
        }
        best
    }

    /// Fills `moves` with what quiescence tries: every evasion in check, else captures and
    /// promotions (and quiet checks when `checks`). Returns how a node without legal moves
    /// ends: checkmate or stalemate.
    fn generate(
        &mut self,
        node: &Node,
        in_check: bool,
        checks: bool,
        moves: &mut MoveList,
    ) -> Option<EndReason> {
        if in_check {
            evasions_into(&node.pos, moves);
            if moves.is_empty() {
                return Some(EndReason::Checkmate);
            }
        } else {
            captures_and_promotions_into(&node.pos, Bitboard::FULL, moves);
            if checks && self.options.quiescence_checks {
                quiet_checks_into(&node.pos, moves);
            }
            if moves.is_empty() && !has_legal_move(&node.pos) {
                return Some(EndReason::Stalemate);
            }
        }
        None
    }

    /// Why quiescence skips `mv` (delta or exchange pruning), if it does; counted.
    fn pruned(
        &mut self,
        node: &Node,
        mv: &Move,
        stand: Option<i32>,
        alpha: i32,
        quiet_check: bool,
    ) -> Option<EndReason> {
        if mv.promotion().is_some() {
            return None;
        }
        if let Some(stand) = stand
            && self.options.delta_pruning
            && !quiet_check
            && stand + captured_value(mv) + DELTA_MARGIN < alpha
        {
            self.counters.delta_pruned += 1;
            return Some(EndReason::DeltaPruned);
        }
        if stand.is_some()
            && self.options.see_pruning
            && captured_value(mv) < crate::eval::value(mv.role())
            && static_exchange(node.pos.board(), node.pos.turn(), mv) < 0
        {
            self.counters.see_pruned += 1;
            return Some(EndReason::ExchangePruned);
        }
        None
    }

    /// Starts loading the table entries `child` will look up.
    #[inline]
    pub(in crate::search) fn prefetch(&self, child: &Node) {
        self.eval_cache.prefetch(child.hash, child.history);
        if self.options.transposition_table {
            self.tt.prefetch(child.hash);
        }
    }

    /// The static evaluation and hung counts of `node`, from the cache when possible.
    pub(in crate::search) fn evaluate(&mut self, node: &Node) -> (i32, ByColor<i32>) {
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
}
