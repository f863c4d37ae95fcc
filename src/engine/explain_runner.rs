//! [`ExplainRunner`]: the explain runs the workstation asks for (`t`), one at a time on their
//! own thread. Starting a run stops and joins the previous one first, and a stopped run
//! delivers nothing, so at most one run (with its table and its recorded tree) is alive.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::thread::JoinHandle;

use shakmaty::Chess;

use crate::history::History;
use crate::search::{Limits, Search, SearchOptions, SearchTree, StopSignal};

/// Table size of an explain run, in MB.
pub const EXPLAIN_HASH_MB: usize = 16;

/// What to explain.
#[derive(Clone, Debug)]
pub struct ExplainRequest {
    /// The root position.
    pub position: Chess,
    /// Its history facts.
    pub history: History,
    /// The depth to search.
    pub depth: u32,
    /// At most this many recorded nodes.
    pub budget: usize,
}

/// Runs explain requests one at a time.
#[derive(Debug, Default)]
pub struct ExplainRunner {
    generation: Arc<AtomicU64>,
    thread: Option<JoinHandle<()>>,
}

impl ExplainRunner {
    /// A runner with no run.
    pub fn new() -> ExplainRunner {
        ExplainRunner::default()
    }

    /// Starts explaining `request`, after stopping and joining the run before it. `done`
    /// gets the tree on the run's thread, unless the run is stopped first.
    pub fn start<F>(&mut self, request: ExplainRequest, done: F)
    where
        F: FnOnce(SearchTree) + Send + 'static,
    {
        self.cancel();
        let id = self.generation.load(Ordering::SeqCst);
        let stop = StopSignal::new(Arc::clone(&self.generation), id);
        self.thread = std::thread::Builder::new()
            .name("kibitzer-explain".to_owned())
            // Deep recursion with move lists on the stack: give the search room.
            .stack_size(64 * 1024 * 1024)
            .spawn(move || {
                let tree = explain(&request, &stop);
                if let Some(tree) = tree.filter(|_| !stop.raised()) {
                    done(tree);
                }
            })
            .ok();
    }

    /// Stops the running run, if any, and waits for its thread (the search polls the stop
    /// signal every 1024 nodes, so this is quick). It delivers nothing.
    pub fn cancel(&mut self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }

    /// Whether a run is still working (it has not delivered its tree yet).
    pub fn running(&self) -> bool {
        self.thread.as_ref().is_some_and(|t| !t.is_finished())
    }
}

impl Drop for ExplainRunner {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// The recorded tree of `request`, or `None` if its table cannot be allocated.
fn explain(request: &ExplainRequest, stop: &StopSignal) -> Option<SearchTree> {
    let mut search = Search::try_new(SearchOptions {
        hash_mb: EXPLAIN_HASH_MB,
        ..SearchOptions::default()
    })
    .ok()?;
    let limits = Limits::depth(request.depth);
    let (_, tree) = search.explain_until(
        &request.position,
        request.history,
        &limits,
        request.budget,
        stop,
    );
    Some(tree)
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use shakmaty::Chess;

    use super::{ExplainRequest, ExplainRunner};
    use crate::history::History;

    fn request(depth: u32) -> ExplainRequest {
        ExplainRequest {
            position: Chess::default(),
            history: History::default(),
            depth,
            budget: 1_000_000,
        }
    }

    #[test]
    fn a_new_run_stops_the_old_one_which_delivers_nothing() {
        let (tx, rx) = mpsc::channel();
        let mut runner = ExplainRunner::new();
        let first = tx.clone();
        // Deep enough to run for minutes: only the stop can end it.
        runner.start(request(60), move |tree| {
            let _ = first.send((1, tree.nodes.len()));
        });
        runner.start(request(2), move |tree| {
            let _ = tx.send((2, tree.nodes.len()));
        });
        let (id, nodes) = rx.recv().expect("the second run delivers");
        assert_eq!(id, 2);
        assert!(nodes > 1);
        runner.cancel();
        assert!(!runner.running());
        assert!(
            rx.recv().is_err(),
            "the first run was stopped and sent nothing"
        );
    }

    #[test]
    fn a_cancelled_run_delivers_nothing() {
        let (tx, rx) = mpsc::channel();
        let mut runner = ExplainRunner::new();
        runner.start(request(60), move |tree| {
            let _ = tx.send(tree.nodes.len());
        });
        runner.cancel();
        assert!(!runner.running());
        assert!(rx.recv().is_err());
    }
}
