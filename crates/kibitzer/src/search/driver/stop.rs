//! Stopping a search from another thread, and "latest request wins" written once.
//!
//! A [`StopSignal`] is a shared generation counter and the value its search started with: the
//! search stops as soon as the counter moves on. [`LatestWins`] owns such a counter for a line
//! of requests of which only the newest may run (the engine's searches, an external engine's
//! searches, the UCI server's jobs, the workstation's comparisons and reviews): starting a
//! request supersedes the one before it at once, stopping supersedes it without a successor,
//! and a result of a superseded request is known stale by its number.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// Stops a search from another thread: a shared generation counter. A search stops as soon as
/// the counter no longer holds the value it started with, so starting a newer search (or
/// stopping) by bumping the counter supersedes it at once.
#[derive(Clone, Debug)]
pub struct StopSignal {
    generation: Arc<AtomicU64>,
    id: u64,
}

impl StopSignal {
    /// A signal nobody will raise (for searches limited by depth, nodes or time).
    pub fn never() -> StopSignal {
        StopSignal {
            generation: Arc::new(AtomicU64::new(0)),
            id: 0,
        }
    }

    /// A signal tied to `generation` at its value `id`.
    fn new(generation: Arc<AtomicU64>, id: u64) -> StopSignal {
        StopSignal { generation, id }
    }

    /// Whether the search should stop.
    #[inline]
    pub fn raised(&self) -> bool {
        self.generation.load(Ordering::Relaxed) != self.id
    }
}

/// A line of requests of which only the latest runs: each request gets a number, starting one
/// supersedes the one before it (its [`StopSignal`] is raised at once), and [`stop`](Self::stop)
/// supersedes the running one without a successor. Clones share the line.
#[derive(Clone, Debug, Default)]
pub struct LatestWins {
    generation: Arc<AtomicU64>,
}

impl LatestWins {
    /// A new line with no request yet.
    pub fn new() -> LatestWins {
        LatestWins::default()
    }

    /// Starts a request: its number, newer than every number before. The request before it is
    /// superseded.
    pub fn start(&self) -> u64 {
        self.generation.fetch_add(1, Ordering::SeqCst) + 1
    }

    /// Supersedes the running request (and any queued one) without starting another.
    pub fn stop(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
    }

    /// The number of the latest request (0 before the first; a stop moves it on too).
    pub fn current(&self) -> u64 {
        self.generation.load(Ordering::SeqCst)
    }

    /// Whether request `id` is still the latest (not superseded, not stopped).
    pub fn is_latest(&self, id: u64) -> bool {
        self.generation.load(Ordering::SeqCst) == id
    }

    /// The stop signal of request `id`: raised once a newer request starts or a stop comes.
    pub fn signal(&self, id: u64) -> StopSignal {
        StopSignal::new(Arc::clone(&self.generation), id)
    }

    /// Starts a request and gives its stop signal (for a run that needs no number).
    pub fn start_signal(&self) -> StopSignal {
        let id = self.start();
        self.signal(id)
    }
}

#[cfg(test)]
mod tests {
    use super::LatestWins;

    #[test]
    fn a_newer_request_or_a_stop_supersedes_the_running_one() {
        let line = LatestWins::new();
        let first = line.start();
        let first_signal = line.signal(first);
        assert!(line.is_latest(first) && !first_signal.raised());
        let second = line.start();
        assert!(second > first);
        assert!(first_signal.raised() && !line.is_latest(first));
        let second_signal = line.signal(second);
        assert!(!second_signal.raised());
        line.stop();
        assert!(second_signal.raised() && !line.is_latest(second));
    }

    #[test]
    fn clones_share_the_line() {
        let line = LatestWins::new();
        let signal = line.start_signal();
        line.clone().stop();
        assert!(signal.raised());
    }
}
