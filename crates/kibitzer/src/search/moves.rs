//! Move generation and ordering: the staged move picker, the generators of captures, quiet moves,
//! quiet checks and evasions, pins, static exchange, the ordering scores and heuristics, and the
//! moves put off for other threads.

pub(super) mod captures;
pub(super) mod deferred_moves;
pub(super) mod evasions;
pub(super) mod exchange;
pub(super) mod heuristics;
pub(super) mod move_picker;
pub(super) mod ordering;
pub(super) mod pins;
pub(super) mod quiet_checks;
pub(super) mod quiets;
