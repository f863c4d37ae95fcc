//! Numbers for people: `950`, `12.3k`, `4.56M`, and the search's counters as one line.

use crate::search::Counters;

/// `950`, `12.3k`, `4.56M`.
pub fn human(n: u64) -> String {
    if n < 10_000 {
        n.to_string()
    } else if n < 10_000_000 {
        format!("{:.1}k", n as f64 / 1e3)
    } else {
        format!("{:.2}M", n as f64 / 1e6)
    }
}

/// The search's counters as one readable line.
pub fn counters_text(c: &Counters) -> String {
    format!(
        "nodes {} (quiescence {}), evaluations {} (cached {}, lazy {}), table hits {}/{} probes, \
         cutoffs {} (table {}, first move {}), continuation credits {}, \
         guard pruned {}, reduced {} (re-searched {}), \
         late reduced {} (re-searched {}, from the table {}), \
         null-move cutoffs {}, mate threats {}, \
         static null cutoffs {} (withheld after sacrifices {}), futility pruned {}, \
         late move pruned {}, delta pruned {}, \
         exchange pruned {} (main search {}), quiet checks {}, internal reductions {}, \
         extensions check {} hung {} singular {} pawn ending {} mate threat {} single reply {} \
         recapture {} passed pawn {} (multi-cuts {}), PV full depth {} (root {}, late root {}), \
         tight late move pruned {}, king attacks unreduced {}, sacrifice follow-ups {}, \
         razored {}, not improving {}, searched while mated {}, \
         PVS re-searches {}, aspiration failures {} (corrected {}), tablebase hits {}, \
         iterations from helpers {}, moves deferred to other threads {}",
        c.nodes,
        c.qnodes,
        c.evaluations,
        c.eval_cache_hits,
        c.lazy_evaluations,
        c.tt_hits,
        c.tt_probes,
        c.beta_cutoffs,
        c.tt_cutoffs,
        c.first_move_cutoffs,
        c.continuation_rewards,
        c.guard_pruned,
        c.guard_reduced,
        c.guard_researched,
        c.late_reduced,
        c.late_researched,
        c.log_reductions,
        c.null_move_cutoffs,
        c.mate_threats,
        c.static_null_cutoffs,
        c.sacrifice_waits,
        c.futility_pruned,
        c.late_move_pruned,
        c.delta_pruned,
        c.see_pruned,
        c.exchange_pruned,
        c.quiet_checks,
        c.internal_reductions,
        c.check_extensions,
        c.hung_extensions,
        c.singular_extensions,
        c.pawn_ending_extensions,
        c.mate_threat_extensions,
        c.single_reply_extensions,
        c.recapture_extensions,
        c.passed_pawn_extensions,
        c.multi_cuts,
        c.pv_full_depth,
        c.root_full_depth,
        c.late_root_full_depth,
        c.tight_late_move_pruned,
        c.king_attacks_unreduced,
        c.sacrifice_follow_ups,
        c.razored,
        c.not_improving,
        c.mated_unpruned,
        c.pvs_researches,
        c.aspiration_failures,
        c.aspiration_corrections,
        c.tablebase_hits,
        c.adopted_iterations,
        c.deferred_moves
    )
}

#[cfg(test)]
mod tests {
    use super::{counters_text, human};
    use crate::search::Counters;

    /// The sentence names every counter of the table once: a counter added to the table
    /// and not to the sentence fails here.
    #[test]
    fn the_counters_text_has_every_counter() {
        let text = counters_text(&Counters::numbered());
        for (i, name) in Counters::NAMES.iter().enumerate() {
            let number = (1001 + i).to_string();
            assert_eq!(
                text.matches(&number).count(),
                1,
                "{name} ({number}) in: {text}"
            );
        }
    }

    #[test]
    fn human_sized_numbers() {
        assert_eq!(human(950), "950");
        assert_eq!(human(12_345), "12.3k");
        assert_eq!(human(4_560_000), "4560.0k");
        assert_eq!(human(45_600_000), "45.60M");
    }
}
