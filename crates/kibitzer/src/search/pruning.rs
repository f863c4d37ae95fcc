//! Pruning and reduction: futility and the static null move, null move, razoring, late move and
//! guard pruning, static exchange pruning, improvement-aware pruning, sacrifice waits and follow-
//! ups, late move and internal iterative reductions.

pub(super) mod exchange_pruning;
pub(super) mod futility;
pub(super) mod guard_rules;
pub(super) mod improving;
pub(super) mod internal_reduction;
pub(super) mod late_reduction;
pub(super) mod move_pruning;
pub(super) mod null_move;
pub(super) mod razoring;
pub(super) mod sacrifice;
