//! [`SearchHandle`]: the search on its own OS thread. Requests go in (an owned position,
//! limits, options); [`SearchEvent`]s come out through a callback, each tagged with the
//! [`RequestId`] of its request (the [`EngineId`] of the worker and the [`SearchId`]). A new request supersedes the running one at once (latest
//! wins): starting or stopping bumps a shared generation counter that the search polls, and
//! events of superseded searches carry their old id so a consumer can drop them.

mod explain_runner;
mod ids;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::thread::JoinHandle;

use shakmaty::variant::Crazyhouse;
use shakmaty::{Chess, Move, Position};

use crate::advisors::{AdvisorOptions, AdvisorReport, advise};
use crate::eval::{Breakdown, breakdown};
use crate::history::History;
use crate::search::{
    Counters, HashAllocError, Limits, Line, Node, Progress, Search, SearchOptions, SearchUpdate,
    StopReason, StopSignal, TranspositionTable,
};

pub use explain_runner::{EXPLAIN_HASH_MB, ExplainRequest, ExplainRunner};
pub use ids::{EngineId, RequestId, SearchId};

/// What to search.
#[derive(Clone, Debug)]
pub struct SearchRequest {
    /// The root position.
    pub root: Chess,
    /// Its history facts.
    pub history: History,
    /// Hashes of the game's positions before the root, oldest first (for repetitions).
    pub before_root: Vec<u64>,
    /// When to stop, how many lines.
    pub limits: Limits,
    /// The root as crazyhouse, when it has pockets: the advisors then value the pieces in
    /// hand (the search itself plays standard chess on the board).
    pub crazyhouse: Option<Crazyhouse>,
}

/// What the worker reports.
#[derive(Clone, Debug)]
pub enum SearchEvent {
    /// The search began; the root's evaluation breakdown comes at once.
    Started {
        /// The request.
        id: RequestId,
        /// The Stanback breakdown of the root.
        root: Box<Breakdown>,
        /// The advisors' threats, guard map (and possess, never for standard chess).
        threats: Box<AdvisorReport>,
    },
    /// A completed depth of one line (or a bound while an aspiration failure resolves).
    Iteration {
        /// The request.
        id: RequestId,
        /// The line.
        line: Line,
        /// The Stanback breakdown of the position at the end of the line.
        leaf: Box<Breakdown>,
    },
    /// A progress snapshot (at most about ten per second).
    Progress {
        /// The request.
        id: RequestId,
        /// Depth, nodes, time, hash use, counters.
        progress: Progress,
    },
    /// The search ended.
    Finished {
        /// The request.
        id: RequestId,
        /// The move to play.
        best: Option<Move>,
        /// The expected reply.
        ponder: Option<Move>,
        /// Why it ended.
        reason: StopReason,
        /// What the search did.
        counters: Counters,
    },
}

impl SearchEvent {
    /// The request this event belongs to.
    pub fn id(&self) -> RequestId {
        match self {
            SearchEvent::Started { id, .. }
            | SearchEvent::Iteration { id, .. }
            | SearchEvent::Progress { id, .. }
            | SearchEvent::Finished { id, .. } => *id,
        }
    }
}

enum Command {
    Start(RequestId, Box<SearchRequest>),
    Options(SearchOptions),
    Table(Box<TranspositionTable>),
    Clear,
    Quit,
}

/// The handle of the search thread. Dropping it stops the search and joins the thread.
pub struct SearchHandle {
    engine: EngineId,
    generation: Arc<AtomicU64>,
    commands: mpsc::Sender<Command>,
    thread: Option<JoinHandle<()>>,
}

impl SearchHandle {
    /// Starts the worker thread of the engine `engine`; every event goes to `events` (on the
    /// worker thread), tagged with `engine` and the request's id.
    pub fn spawn<F>(engine: EngineId, options: SearchOptions, events: F) -> SearchHandle
    where
        F: FnMut(SearchEvent) + Send + 'static,
    {
        let generation = Arc::new(AtomicU64::new(0));
        let (commands, receiver) = mpsc::channel();
        let shared = Arc::clone(&generation);
        let thread = std::thread::Builder::new()
            .name("kibitzer-search".to_owned())
            // Deep recursion with move lists on the stack: give the search room.
            .stack_size(64 * 1024 * 1024)
            .spawn(move || worker(&shared, &receiver, options, events))
            .ok();
        SearchHandle {
            engine,
            generation,
            commands,
            thread,
        }
    }

    /// Starts searching `request`, superseding any running search. Returns its id.
    pub fn start(&self, request: SearchRequest) -> RequestId {
        let id = RequestId {
            engine: self.engine,
            search: SearchId(self.generation.fetch_add(1, Ordering::SeqCst) + 1),
        };
        let _ = self.commands.send(Command::Start(id, Box::new(request)));
        id
    }

    /// Stops the running search (it reports `Finished` with `Stopped`).
    pub fn stop(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
    }

    /// Changes the search options for the next searches; the table keeps its size (see
    /// [`SearchHandle::resize_hash`]).
    pub fn set_options(&self, options: SearchOptions) {
        let _ = self.commands.send(Command::Options(options));
    }

    /// Gives the next searches a new, empty table of `mb` MB. The table is allocated here, on
    /// the caller's thread (it is zeroed lazily, so this is quick), and if the system refuses
    /// the memory the error comes back and the worker keeps its old table.
    pub fn resize_hash(&self, mb: usize) -> Result<(), HashAllocError> {
        let table = TranspositionTable::try_new(mb)?;
        let _ = self.commands.send(Command::Table(Box::new(table)));
        Ok(())
    }

    /// Forgets the transposition table (a new game).
    pub fn clear(&self) {
        let _ = self.commands.send(Command::Clear);
    }
}

impl Drop for SearchHandle {
    fn drop(&mut self) {
        self.stop();
        let _ = self.commands.send(Command::Quit);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn worker<F: FnMut(SearchEvent)>(
    generation: &Arc<AtomicU64>,
    commands: &mpsc::Receiver<Command>,
    options: SearchOptions,
    mut events: F,
) {
    let mut search = Search::new(options);
    while let Ok(command) = commands.recv() {
        match command {
            Command::Quit => return,
            Command::Clear => search.clear(),
            Command::Options(options) => {
                let hash_mb = search.options().hash_mb;
                // The size is kept, so no allocation happens and nothing can fail.
                let _ = search.set_options(SearchOptions { hash_mb, ..options });
            }
            Command::Table(table) => search.replace_table(*table),
            Command::Start(id, request) => {
                // A newer request is already queued or a stop came: skip this one.
                if generation.load(Ordering::SeqCst) != id.search.0 {
                    continue;
                }
                run_one(&mut search, generation, id, &request, &mut events);
            }
        }
    }
}

fn run_one<F: FnMut(SearchEvent)>(
    search: &mut Search,
    generation: &Arc<AtomicU64>,
    id: RequestId,
    request: &SearchRequest,
    events: &mut F,
) {
    let root = Node::new(request.root.clone(), request.history);
    events(SearchEvent::Started {
        id,
        root: Box::new(breakdown(&root.pos, root.history)),
        threats: Box::new(match &request.crazyhouse {
            Some(zh) => advise(zh, root.history, AdvisorOptions::default()),
            None => advise(&root.pos, root.history, AdvisorOptions::default()),
        }),
    });
    let stop = StopSignal::new(Arc::clone(generation), id.search.0);
    let mut report = |update: SearchUpdate| match update {
        SearchUpdate::Line(line) => {
            let leaf = leaf_breakdown(&root, &line.pv);
            events(SearchEvent::Iteration {
                id,
                line: *line,
                leaf: Box::new(leaf),
            });
        }
        SearchUpdate::Progress(progress) => events(SearchEvent::Progress {
            id,
            progress: *progress,
        }),
    };
    let result = search.run(
        &root,
        &request.before_root,
        &request.limits,
        &stop,
        &mut report,
    );
    events(SearchEvent::Finished {
        id,
        best: result.best,
        ponder: result.ponder,
        reason: result.reason,
        counters: result.counters,
    });
}

/// The breakdown of the position at the end of `pv` from `root`.
pub fn leaf_breakdown(root: &Node, pv: &[Move]) -> Breakdown {
    let mut node = root.clone();
    for &m in pv {
        if !node.pos.is_legal(m) {
            break;
        }
        node = node.child(m);
    }
    breakdown(&node.pos, node.history)
}
