//! What a search is asked to do and how: its limits, the switch table of its options, and the
//! counters it reports.

pub(super) mod counters;
pub(super) mod limits;
pub(super) mod options;
pub(super) mod switch;
