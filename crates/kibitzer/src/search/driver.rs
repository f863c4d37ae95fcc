//! The drivers of a search: iterative deepening with aspiration windows and `MultiPV`, the threads
//! of a team (lazy SMP), the principal variation table and the reports it sends.

pub(super) mod iterative;
#[cfg(test)]
pub(super) mod playouts;
pub(super) mod pv;
pub(super) mod report;
pub(super) mod stop;
pub(super) mod threads;
