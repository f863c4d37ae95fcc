//! [`Switch`]: the name of every pruning, reduction, extension and ordering heuristic that
//! [`SearchOptions`] can turn off, so the command line (`--without`) and the UCI server (one
//! check option each) share one vocabulary.

use super::limits::SearchOptions;

/// One feature of the search that can be turned on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Switch {
    /// [`SearchOptions::transposition_table`].
    TranspositionTable,
    /// [`SearchOptions::pvs`].
    Pvs,
    /// [`SearchOptions::aspiration`].
    Aspiration,
    /// [`SearchOptions::check_extension`].
    CheckExtension,
    /// [`SearchOptions::hung_extension`].
    HungExtension,
    /// [`SearchOptions::guard_ordering`].
    GuardOrdering,
    /// [`SearchOptions::guard_pruning`].
    GuardPruning,
    /// [`SearchOptions::guard_reduction`].
    GuardReduction,
    /// [`SearchOptions::late_move_reduction`].
    LateMoveReduction,
    /// [`SearchOptions::null_move`].
    NullMove,
    /// [`SearchOptions::static_null_move`].
    StaticNullMove,
    /// [`SearchOptions::futility_pruning`].
    Futility,
    /// [`SearchOptions::late_move_pruning`].
    LateMovePruning,
    /// [`SearchOptions::delta_pruning`].
    DeltaPruning,
    /// [`SearchOptions::see_pruning`].
    SeePruning,
    /// [`SearchOptions::quiescence_checks`].
    QuiescenceChecks,
    /// [`SearchOptions::lazy_eval`].
    LazyEval,
    /// [`SearchOptions::internal_reduction`].
    InternalReduction,
    /// [`SearchOptions::aspiration_correction`].
    AspirationCorrection,
    /// [`SearchOptions::log_reduction`].
    LogReduction,
    /// [`SearchOptions::exchange_pruning`].
    ExchangePruning,
    /// [`SearchOptions::continuation_history`].
    ContinuationHistory,
    /// [`SearchOptions::singular_extension`].
    SingularExtension,
    /// [`SearchOptions::pv_full_depth`].
    PvFullDepth,
    /// [`SearchOptions::busy_deferral`].
    BusyDeferral,
    /// [`SearchOptions::tight_late_move_pruning`].
    TightLateMovePruning,
    /// [`SearchOptions::king_attack_full_depth`].
    KingAttackFullDepth,
    /// [`SearchOptions::sacrifice_follow_up`].
    SacrificeFollowUp,
    /// [`SearchOptions::razoring`].
    Razoring,
    /// [`SearchOptions::improving`].
    Improving,
    /// [`SearchOptions::pawn_ending_extension`].
    PawnEndingExtension,
    /// [`SearchOptions::root_full_depth`].
    RootFullDepth,
    /// [`SearchOptions::mate_threat_extension`].
    MateThreatExtension,
    /// [`SearchOptions::late_root_full_depth`].
    LateRootFullDepth,
    /// [`SearchOptions::single_reply_extension`].
    SingleReplyExtension,
    /// [`SearchOptions::sacrifice_wait`].
    SacrificeWait,
    /// [`SearchOptions::mated_full_width`].
    MatedFullWidth,
    /// [`SearchOptions::helper_singular`].
    HelperSingular,
    /// [`SearchOptions::recapture_extension`].
    RecaptureExtension,
    /// [`SearchOptions::passed_pawn_extension`].
    PassedPawnExtension,
    /// [`SearchOptions::killers`].
    Killers,
    /// [`SearchOptions::history`].
    History,
    /// [`SearchOptions::tablebase_probe`].
    TablebaseProbe,
}

impl Switch {
    /// Every switch, in the order the help lists them.
    pub const ALL: [Switch; 43] = [
        Switch::TranspositionTable,
        Switch::Pvs,
        Switch::Aspiration,
        Switch::CheckExtension,
        Switch::HungExtension,
        Switch::GuardOrdering,
        Switch::GuardPruning,
        Switch::GuardReduction,
        Switch::LateMoveReduction,
        Switch::NullMove,
        Switch::StaticNullMove,
        Switch::Futility,
        Switch::LateMovePruning,
        Switch::DeltaPruning,
        Switch::SeePruning,
        Switch::QuiescenceChecks,
        Switch::LazyEval,
        Switch::InternalReduction,
        Switch::AspirationCorrection,
        Switch::LogReduction,
        Switch::ExchangePruning,
        Switch::ContinuationHistory,
        Switch::SingularExtension,
        Switch::PvFullDepth,
        Switch::BusyDeferral,
        Switch::TightLateMovePruning,
        Switch::KingAttackFullDepth,
        Switch::SacrificeFollowUp,
        Switch::Razoring,
        Switch::Improving,
        Switch::PawnEndingExtension,
        Switch::RootFullDepth,
        Switch::MateThreatExtension,
        Switch::LateRootFullDepth,
        Switch::SingleReplyExtension,
        Switch::RecaptureExtension,
        Switch::PassedPawnExtension,
        Switch::SacrificeWait,
        Switch::MatedFullWidth,
        Switch::HelperSingular,
        Switch::Killers,
        Switch::History,
        Switch::TablebaseProbe,
    ];

    /// The name `--without` takes.
    pub const fn name(self) -> &'static str {
        match self {
            Switch::TranspositionTable => "tt",
            Switch::Pvs => "pvs",
            Switch::Aspiration => "aspiration",
            Switch::CheckExtension => "check-extension",
            Switch::HungExtension => "hung-extension",
            Switch::GuardOrdering => "guard-ordering",
            Switch::GuardPruning => "guard-pruning",
            Switch::GuardReduction => "guard-reduction",
            Switch::LateMoveReduction => "late-move-reduction",
            Switch::NullMove => "null-move",
            Switch::StaticNullMove => "static-null-move",
            Switch::Futility => "futility",
            Switch::LateMovePruning => "late-move-pruning",
            Switch::DeltaPruning => "delta-pruning",
            Switch::SeePruning => "see-pruning",
            Switch::QuiescenceChecks => "quiescence-checks",
            Switch::LazyEval => "lazy-eval",
            Switch::InternalReduction => "internal-reduction",
            Switch::AspirationCorrection => "aspiration-correction",
            Switch::LogReduction => "log-reduction",
            Switch::ExchangePruning => "exchange-pruning",
            Switch::ContinuationHistory => "continuation-history",
            Switch::SingularExtension => "singular-extension",
            Switch::PvFullDepth => "pv-full-depth",
            Switch::BusyDeferral => "busy-deferral",
            Switch::TightLateMovePruning => "tight-late-move-pruning",
            Switch::KingAttackFullDepth => "king-attack-full-depth",
            Switch::SacrificeFollowUp => "sacrifice-follow-up",
            Switch::Razoring => "razoring",
            Switch::Improving => "improving",
            Switch::PawnEndingExtension => "pawn-ending-extension",
            Switch::RootFullDepth => "root-full-depth",
            Switch::MateThreatExtension => "mate-threat-extension",
            Switch::LateRootFullDepth => "late-root-full-depth",
            Switch::SingleReplyExtension => "single-reply-extension",
            Switch::RecaptureExtension => "recapture-extension",
            Switch::PassedPawnExtension => "passed-pawn-extension",
            Switch::SacrificeWait => "sacrifice-wait",
            Switch::MatedFullWidth => "mated-full-width",
            Switch::HelperSingular => "helper-singular",
            Switch::Killers => "killers",
            Switch::History => "history",
            Switch::TablebaseProbe => "tablebase",
        }
    }

    /// The switch called `name` (as `--without` spells it).
    pub fn from_name(name: &str) -> Option<Switch> {
        Switch::ALL.into_iter().find(|s| s.name() == name)
    }
}

impl SearchOptions {
    /// The flag of `switch`.
    fn flag(&mut self, switch: Switch) -> &mut bool {
        match switch {
            Switch::TranspositionTable => &mut self.transposition_table,
            Switch::Pvs => &mut self.pvs,
            Switch::Aspiration => &mut self.aspiration,
            Switch::CheckExtension => &mut self.check_extension,
            Switch::HungExtension => &mut self.hung_extension,
            Switch::GuardOrdering => &mut self.guard_ordering,
            Switch::GuardPruning => &mut self.guard_pruning,
            Switch::GuardReduction => &mut self.guard_reduction,
            Switch::LateMoveReduction => &mut self.late_move_reduction,
            Switch::NullMove => &mut self.null_move,
            Switch::StaticNullMove => &mut self.static_null_move,
            Switch::Futility => &mut self.futility_pruning,
            Switch::LateMovePruning => &mut self.late_move_pruning,
            Switch::DeltaPruning => &mut self.delta_pruning,
            Switch::SeePruning => &mut self.see_pruning,
            Switch::QuiescenceChecks => &mut self.quiescence_checks,
            Switch::LazyEval => &mut self.lazy_eval,
            Switch::InternalReduction => &mut self.internal_reduction,
            Switch::AspirationCorrection => &mut self.aspiration_correction,
            Switch::LogReduction => &mut self.log_reduction,
            Switch::ExchangePruning => &mut self.exchange_pruning,
            Switch::ContinuationHistory => &mut self.continuation_history,
            Switch::SingularExtension => &mut self.singular_extension,
            Switch::PvFullDepth => &mut self.pv_full_depth,
            Switch::BusyDeferral => &mut self.busy_deferral,
            Switch::TightLateMovePruning => &mut self.tight_late_move_pruning,
            Switch::KingAttackFullDepth => &mut self.king_attack_full_depth,
            Switch::SacrificeFollowUp => &mut self.sacrifice_follow_up,
            Switch::Razoring => &mut self.razoring,
            Switch::Improving => &mut self.improving,
            Switch::PawnEndingExtension => &mut self.pawn_ending_extension,
            Switch::RootFullDepth => &mut self.root_full_depth,
            Switch::MateThreatExtension => &mut self.mate_threat_extension,
            Switch::LateRootFullDepth => &mut self.late_root_full_depth,
            Switch::SingleReplyExtension => &mut self.single_reply_extension,
            Switch::RecaptureExtension => &mut self.recapture_extension,
            Switch::PassedPawnExtension => &mut self.passed_pawn_extension,
            Switch::SacrificeWait => &mut self.sacrifice_wait,
            Switch::MatedFullWidth => &mut self.mated_full_width,
            Switch::HelperSingular => &mut self.helper_singular,
            Switch::Killers => &mut self.killers,
            Switch::History => &mut self.history,
            Switch::TablebaseProbe => &mut self.tablebase_probe,
        }
    }

    /// Whether `switch` is on.
    pub fn is_on(&self, switch: Switch) -> bool {
        *self.clone().flag(switch)
    }

    /// Turns `switch` on or off.
    pub fn set(&mut self, switch: Switch, on: bool) {
        *self.flag(switch) = on;
    }
}

#[cfg(test)]
mod tests {
    use super::Switch;
    use crate::search::SearchOptions;

    #[test]
    fn every_switch_turns_off_its_own_flag_only() {
        for switch in Switch::ALL {
            let mut options = SearchOptions::default();
            for s in Switch::ALL {
                options.set(s, true);
            }
            options.set(switch, false);
            assert!(!options.is_on(switch));
            let others_on = Switch::ALL
                .into_iter()
                .filter(|&s| s != switch)
                .all(|s| options.is_on(s));
            assert!(others_on, "{switch:?} changed another flag");
            assert_eq!(Switch::from_name(switch.name()), Some(switch));
        }
    }
}
