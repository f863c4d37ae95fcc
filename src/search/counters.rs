//! [`Counters`]: what the search did, reported with every iteration so a person can see how
//! much each pruning, reduction and extension acted.

use std::ops::AddAssign;

/// Running totals of one search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Counters {
    /// All nodes (main search and quiescence).
    pub nodes: u64,
    /// Quiescence nodes.
    pub qnodes: u64,
    /// Static evaluations asked for.
    pub evaluations: u64,
    /// Evaluations answered by the evaluation cache.
    pub eval_cache_hits: u64,
    /// Quiescence stand-pat scores taken from material and the lazy margin instead of the
    /// full evaluation (not counted in `evaluations`).
    pub lazy_evaluations: u64,
    /// Transposition table probes.
    pub tt_probes: u64,
    /// Probes that found the position.
    pub tt_hits: u64,
    /// Probes that ended the node.
    pub tt_cutoffs: u64,
    /// Beta cutoffs.
    pub beta_cutoffs: u64,
    /// Beta cutoffs by the first move searched.
    pub first_move_cutoffs: u64,
    /// Moves skipped by guard pruning.
    pub guard_pruned: u64,
    /// Moves searched with reduced depth by the guard rule.
    pub guard_reduced: u64,
    /// Reduced moves searched again at full depth.
    pub guard_researched: u64,
    /// Quiet moves searched with a late move reduction.
    pub late_reduced: u64,
    /// Late-reduced moves searched again at full depth.
    pub late_researched: u64,
    /// Null-move searches that cut the node.
    pub null_move_cutoffs: u64,
    /// Null-move searches that found the side to move mated if it passed: that node's quiet
    /// moves are neither late-reduced nor late-pruned.
    pub mate_threats: u64,
    /// Nodes cut by the static null move.
    pub static_null_cutoffs: u64,
    /// Moves a pruning would have skipped, searched because every move before them got mated.
    pub mated_unpruned: u64,
    /// Static null move cuts withheld because the node was reached by an offered man.
    pub sacrifice_waits: u64,
    /// Quiet moves skipped by futility pruning.
    pub futility_pruned: u64,
    /// Quiet moves skipped by late move pruning.
    pub late_move_pruned: u64,
    /// Quiet checks searched at the first ply of quiescence.
    pub quiet_checks: u64,
    /// Quiescence captures skipped by delta pruning.
    pub delta_pruned: u64,
    /// Quiescence captures skipped as losing by static exchange.
    pub see_pruned: u64,
    /// Nodes searched one ply shallower for want of a table move (internal iterative reduction).
    pub internal_reductions: u64,
    /// Aspiration fail-lows whose upper bound was pulled down to the middle of the failed window.
    pub aspiration_corrections: u64,
    /// Late-reduced moves whose plies came from the logarithmic table.
    pub log_reductions: u64,
    /// Moves skipped in the main search as losing by static exchange.
    pub exchange_pruned: u64,
    /// Continuation history credits given to quiet moves that cut off.
    pub continuation_rewards: u64,
    /// Table moves found singular and searched a ply deeper.
    pub singular_extensions: u64,
    /// Nodes cut because their other moves held beta in the singular check.
    pub multi_cuts: u64,
    /// Nodes under a mate threat (passing gets the side to move mated) searched a ply deeper.
    pub mate_threat_extensions: u64,
    /// Unsafe moves at PV nodes searched at full depth instead of guard-reduced.
    pub pv_full_depth: u64,
    /// Nodes where the tight late move limit (2 + depth²) skipped the one quiet move the usual
    /// limit (3 + depth²) would still have searched.
    pub tight_late_move_pruned: u64,
    /// Unsafe moves into the enemy king's zone searched at full depth instead of
    /// guard-reduced.
    pub king_attacks_unreduced: u64,
    /// Nodes whose quiet moves were neither futility- nor late-move-pruned because the side
    /// to move sacrificed (played an unsafe move) two plies before.
    pub sacrifice_follow_ups: u64,
    /// Nodes that failed low on razoring's quiescence.
    pub razored: u64,
    /// Late move prunings and futility bounds tightened because the static evaluation fell
    /// over the last two plies (not improving).
    pub not_improving: u64,
    /// Captures into a pawn ending searched deeper.
    pub pawn_ending_extensions: u64,
    /// Unsafe root moves searched at full depth instead of guard-reduced.
    pub root_full_depth: u64,
    /// Unsafe root moves searched at full depth instead of guard-reduced because the
    /// iteration is deep enough (`late_root_full_depth`).
    pub late_root_full_depth: u64,
    /// Single replies to check searched a ply deeper.
    pub single_reply_extensions: u64,
    /// Winning recaptures at PV nodes searched a ply deeper.
    pub recapture_extensions: u64,
    /// Pawn pushes to the seventh at PV nodes searched a ply deeper.
    pub passed_pawn_extensions: u64,
    /// Check extensions.
    pub check_extensions: u64,
    /// Hung-man extensions at the horizon.
    pub hung_extensions: u64,
    /// Null-window searches that had to be repeated with the full window.
    pub pvs_researches: u64,
    /// Aspiration windows that failed high or low.
    pub aspiration_failures: u64,
    /// Endgame table probes in the search that gave a result (UCI's `tbhits`).
    pub tablebase_hits: u64,
    /// Iterations the main thread of a team took over from a helper that completed them first.
    pub adopted_iterations: u64,
    /// Moves put off to the end of their node's list because another thread of the team was
    /// searching them.
    pub deferred_moves: u64,
}

impl Counters {
    /// Every extension of any kind: check, hung man, singular, pawn ending, mate threat,
    /// single reply, recapture and passed pawn (the status bar's `ext`).
    pub fn extensions(&self) -> u64 {
        self.check_extensions
            + self.hung_extensions
            + self.singular_extensions
            + self.pawn_ending_extensions
            + self.mate_threat_extensions
            + self.single_reply_extensions
            + self.recapture_extensions
            + self.passed_pawn_extensions
    }
}

impl AddAssign for Counters {
    fn add_assign(&mut self, o: Counters) {
        self.nodes += o.nodes;
        self.qnodes += o.qnodes;
        self.evaluations += o.evaluations;
        self.eval_cache_hits += o.eval_cache_hits;
        self.lazy_evaluations += o.lazy_evaluations;
        self.adopted_iterations += o.adopted_iterations;
        self.deferred_moves += o.deferred_moves;
        self.tt_probes += o.tt_probes;
        self.tt_hits += o.tt_hits;
        self.tt_cutoffs += o.tt_cutoffs;
        self.beta_cutoffs += o.beta_cutoffs;
        self.first_move_cutoffs += o.first_move_cutoffs;
        self.guard_pruned += o.guard_pruned;
        self.guard_reduced += o.guard_reduced;
        self.guard_researched += o.guard_researched;
        self.late_reduced += o.late_reduced;
        self.late_researched += o.late_researched;
        self.null_move_cutoffs += o.null_move_cutoffs;
        self.mate_threats += o.mate_threats;
        self.static_null_cutoffs += o.static_null_cutoffs;
        self.sacrifice_waits += o.sacrifice_waits;
        self.mated_unpruned += o.mated_unpruned;
        self.futility_pruned += o.futility_pruned;
        self.quiet_checks += o.quiet_checks;
        self.late_move_pruned += o.late_move_pruned;
        self.delta_pruned += o.delta_pruned;
        self.see_pruned += o.see_pruned;
        self.internal_reductions += o.internal_reductions;
        self.aspiration_corrections += o.aspiration_corrections;
        self.log_reductions += o.log_reductions;
        self.exchange_pruned += o.exchange_pruned;
        self.continuation_rewards += o.continuation_rewards;
        self.singular_extensions += o.singular_extensions;
        self.multi_cuts += o.multi_cuts;
        self.mate_threat_extensions += o.mate_threat_extensions;
        self.pv_full_depth += o.pv_full_depth;
        self.tight_late_move_pruned += o.tight_late_move_pruned;
        self.king_attacks_unreduced += o.king_attacks_unreduced;
        self.sacrifice_follow_ups += o.sacrifice_follow_ups;
        self.razored += o.razored;
        self.not_improving += o.not_improving;
        self.check_extensions += o.check_extensions;
        self.root_full_depth += o.root_full_depth;
        self.late_root_full_depth += o.late_root_full_depth;
        self.pawn_ending_extensions += o.pawn_ending_extensions;
        self.single_reply_extensions += o.single_reply_extensions;
        self.recapture_extensions += o.recapture_extensions;
        self.passed_pawn_extensions += o.passed_pawn_extensions;
        self.hung_extensions += o.hung_extensions;
        self.pvs_researches += o.pvs_researches;
        self.aspiration_failures += o.aspiration_failures;
        self.tablebase_hits += o.tablebase_hits;
    }
}

#[cfg(test)]
mod tests {
    use super::Counters;

    #[test]
    fn extensions_count_every_kind() {
        let c = Counters {
            check_extensions: 1,
            hung_extensions: 2,
            singular_extensions: 4,
            pawn_ending_extensions: 8,
            mate_threat_extensions: 16,
            single_reply_extensions: 32,
            recapture_extensions: 64,
            passed_pawn_extensions: 128,
            multi_cuts: 1000,
            ..Counters::default()
        };
        assert_eq!(c.extensions(), 255);
    }
}
