//! The drivers of a search: iterative deepening with aspiration windows and `MultiPV`, the threads
//! of a team (lazy SMP), the principal variation table and the reports it sends, stopping from
//! another thread, and the thread that runs a line of search jobs.

pub(super) mod iterative;
#[cfg(test)]
pub(super) mod playouts;
pub(super) mod pv;
pub(super) mod report;
pub(super) mod search_thread;
pub(super) mod stop;
pub(super) mod threads;
