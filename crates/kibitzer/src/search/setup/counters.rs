//! [`Counters`]: what the search did, reported with every iteration so a person can see how
//! much each pruning, reduction and extension acted. One table (`counters!`) lists every
//! counter once; the struct, its names and its sum are generated from it. The one other list
//! is the sentence of `format::counters_text`, a wording for people; a test checks it names
//! every counter of the table.

use std::ops::AddAssign;

/// Generates [`Counters`] (one `u64` field per row, in the table's order, which is also the
/// order of its JSON) and its sum, from one row per counter: its docs and its name.
macro_rules! counters {
    ($( $(#[doc = $doc:literal])* $field:ident, )*) => {
        /// Running totals of one search.
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
        pub struct Counters {
            $( $(#[doc = $doc])* pub $field: u64, )*
        }

        impl Counters {
            /// The name of every counter (its field, and its key in JSON), in the table's order.
            pub const NAMES: &'static [&'static str] = &[$(stringify!($field)),*];
        }

        #[cfg(test)]
        impl Counters {
            /// Every counter a different number: 1001, 1002, ... in the table's order (for the
            /// test that a text names them all).
            pub(crate) fn numbered() -> Counters {
                let mut next = 1000;
                Counters {
                    $( $field: { next += 1; next }, )*
                }
            }
        }

        impl AddAssign for Counters {
            fn add_assign(&mut self, o: Counters) {
                $( self.$field += o.$field; )*
            }
        }
    };
}

counters! {
    /// All nodes (main search and quiescence).
    nodes,
    /// Quiescence nodes.
    qnodes,
    /// Static evaluations asked for.
    evaluations,
    /// Evaluations answered by the evaluation cache.
    eval_cache_hits,
    /// Quiescence stand-pat scores taken from material and the lazy margin instead of the
    /// full evaluation (not counted in `evaluations`).
    lazy_evaluations,
    /// Transposition table probes.
    tt_probes,
    /// Probes that found the position.
    tt_hits,
    /// Probes that ended the node.
    tt_cutoffs,
    /// Beta cutoffs.
    beta_cutoffs,
    /// Beta cutoffs by the first move searched.
    first_move_cutoffs,
    /// Moves skipped by guard pruning.
    guard_pruned,
    /// Moves searched with reduced depth by the guard rule.
    guard_reduced,
    /// Reduced moves searched again at full depth.
    guard_researched,
    /// Quiet moves searched with a late move reduction.
    late_reduced,
    /// Late-reduced moves searched again at full depth.
    late_researched,
    /// Null-move searches that cut the node.
    null_move_cutoffs,
    /// Null-move searches that found the side to move mated if it passed: that node's quiet
    /// moves are neither late-reduced nor late-pruned.
    mate_threats,
    /// Nodes cut by the static null move.
    static_null_cutoffs,
    /// Moves a pruning would have skipped, searched because every move before them got mated.
    mated_unpruned,
    /// Static null move cuts withheld because the node was reached by an offered man.
    sacrifice_waits,
    /// Quiet moves skipped by futility pruning.
    futility_pruned,
    /// Quiet moves skipped by late move pruning.
    late_move_pruned,
    /// Quiet checks searched at the first ply of quiescence.
    quiet_checks,
    /// Quiescence captures skipped by delta pruning.
    delta_pruned,
    /// Quiescence captures skipped as losing by static exchange.
    see_pruned,
    /// Nodes searched one ply shallower for want of a table move (internal iterative reduction).
    internal_reductions,
    /// Aspiration fail-lows whose upper bound was pulled down to the middle of the failed window.
    aspiration_corrections,
    /// Late-reduced moves whose plies came from the logarithmic table.
    log_reductions,
    /// Moves skipped in the main search as losing by static exchange.
    exchange_pruned,
    /// Continuation history credits given to quiet moves that cut off.
    continuation_rewards,
    /// Table moves found singular and searched a ply deeper.
    singular_extensions,
    /// Nodes cut because their other moves held beta in the singular check.
    multi_cuts,
    /// Nodes under a mate threat (passing gets the side to move mated) searched a ply deeper.
    mate_threat_extensions,
    /// Unsafe moves at PV nodes searched at full depth instead of guard-reduced.
    pv_full_depth,
    /// Nodes where the tight late move limit (2 + depth²) skipped the one quiet move the usual
    /// limit (3 + depth²) would still have searched.
    tight_late_move_pruned,
    /// Unsafe moves into the enemy king's zone searched at full depth instead of
    /// guard-reduced.
    king_attacks_unreduced,
    /// Nodes whose quiet moves were neither futility- nor late-move-pruned because the side
    /// to move sacrificed (played an unsafe move) two plies before.
    sacrifice_follow_ups,
    /// Nodes that failed low on razoring's quiescence.
    razored,
    /// Late move prunings and futility bounds tightened because the static evaluation fell
    /// over the last two plies (not improving).
    not_improving,
    /// Captures into a pawn ending searched deeper.
    pawn_ending_extensions,
    /// Unsafe root moves searched at full depth instead of guard-reduced.
    root_full_depth,
    /// Unsafe root moves searched at full depth instead of guard-reduced because the
    /// iteration is deep enough (`late_root_full_depth`).
    late_root_full_depth,
    /// Single replies to check searched a ply deeper.
    single_reply_extensions,
    /// Winning recaptures at PV nodes searched a ply deeper.
    recapture_extensions,
    /// Pawn pushes to the seventh at PV nodes searched a ply deeper.
    passed_pawn_extensions,
    /// Check extensions.
    check_extensions,
    /// Hung-man extensions at the horizon.
    hung_extensions,
    /// Null-window searches that had to be repeated with the full window.
    pvs_researches,
    /// Aspiration windows that failed high or low.
    aspiration_failures,
    /// Endgame table probes in the search that gave a result (UCI's `tbhits`).
    tablebase_hits,
    /// Iterations the main thread of a team took over from a helper that completed them first.
    adopted_iterations,
    /// Moves put off to the end of their node's list because another thread of the team was
    /// searching them.
    deferred_moves,
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

    #[test]
    fn the_names_are_the_json_keys() {
        let json = serde_json::to_value(Counters::default()).unwrap();
        let keys: Vec<&str> = json
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        let mut names = Counters::NAMES.to_vec();
        names.sort_unstable();
        let mut keys = keys;
        keys.sort_unstable();
        assert_eq!(keys, names);
    }
}
