//! What a search is asked to do and how: its root (the position with its game before it), its
//! limits, the switch table of its options, and the counters it reports.

pub(super) mod counters;
pub(super) mod limits;
pub(super) mod options;
pub(super) mod root;
pub(super) mod switch;
