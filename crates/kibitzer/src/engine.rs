//! [`SearchHandle`]: the search on its own OS thread. Requests go in (an owned position,
//! limits, options); [`SearchEvent`]s come out through a callback, each tagged with the
//! [`RequestId`] of its request (the [`EngineId`] of the worker and the [`SearchId`]). A new
//! request supersedes the running one at once: starting or stopping moves on the worker's
//! [`LatestWins`], whose signal the search polls, and events of superseded searches carry their
//! old id so a consumer can drop them.
//!
//! The worker only searches: its events are [`Info`] lines, progress and the result, in no
//! protocol's words. The Stanback breakdowns and the advisors' threats are not computed here
//! but by the front end that shows them (the workstation, from the root and the PV's leaf),
//! so a UCI server that prints a line per iteration pays nothing for them.
//!
//! [`ExternalEngine`] puts an external UCI engine behind the same boundary: the same
//! requests and events, with its own [`EngineId`], and [`SearchEvent::Engine`] for its own
//! news (ready, or an [`EngineFault`]).

mod event;
mod explain;
mod external;
mod ids;
mod info;
mod status;
mod wdl;

use std::sync::mpsc;
use std::thread::JoinHandle;

use shakmaty::Chess;

use crate::History;
use crate::search::{
    HashAllocError, LatestWins, Limits, Node, Search, SearchOptions, SearchUpdate,
    THREAD_STACK_BYTES, TranspositionTable,
};

pub use event::SearchEvent;
pub use explain::ExplainRequest;
pub use external::{
    Direction, EngineIdentity, EngineSpec, ExternalEngine, GameLine, TrafficLine, TrafficLog,
    kill_all_engines,
};
pub use ids::{EngineId, RequestId, SearchId};
pub use info::Info;
pub use status::{EngineFault, EngineStatus};
pub use wdl::Wdl;

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
}

enum Command {
    Start(RequestId, Box<SearchRequest>),
    Explain(RequestId, Box<ExplainRequest>),
    Options(SearchOptions),
    Table(Box<TranspositionTable>),
    Clear,
    Quit,
}

/// The handle of the search thread. Dropping it stops the search and joins the thread.
pub struct SearchHandle {
    engine: EngineId,
    latest: LatestWins,
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
        let latest = LatestWins::new();
        let (commands, receiver) = mpsc::channel();
        let shared = latest.clone();
        let thread = std::thread::Builder::new()
            .name("kibitzer-search".to_owned())
            .stack_size(THREAD_STACK_BYTES)
            .spawn(move || worker(&shared, &receiver, options, events))
            .ok();
        SearchHandle {
            engine,
            latest,
            commands,
            thread,
        }
    }

    /// Starts searching `request`, superseding any running request. Returns its id.
    pub fn start(&self, request: SearchRequest) -> RequestId {
        let id = self.next_id();
        let _ = self.commands.send(Command::Start(id, Box::new(request)));
        id
    }

    /// Starts recording the search tree of `request` (see [`ExplainRequest`]), superseding
    /// any running request. Returns its id; the tree comes as
    /// [`SearchEvent::Explained`] unless the run is stopped or superseded first.
    pub fn explain(&self, request: ExplainRequest) -> RequestId {
        let id = self.next_id();
        let _ = self.commands.send(Command::Explain(id, Box::new(request)));
        id
    }

    /// A new request's id; the running request is superseded at once.
    fn next_id(&self) -> RequestId {
        RequestId {
            engine: self.engine,
            search: SearchId(self.latest.start()),
        }
    }

    /// Stops the running request: a search reports `Finished` with `Stopped`, an explain run
    /// reports nothing.
    pub fn stop(&self) {
        self.latest.stop();
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
    latest: &LatestWins,
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
                if !latest.is_latest(id.search.0) {
                    continue;
                }
                run_one(&mut search, latest, id, &request, &mut events);
            }
            Command::Explain(id, request) => {
                if !latest.is_latest(id.search.0) {
                    continue;
                }
                let stop = latest.signal(id.search.0);
                let tree = explain::explain(&request, search.options(), &stop);
                if !stop.raised() {
                    events(SearchEvent::Explained {
                        id,
                        tree: tree.map(Box::new),
                    });
                }
            }
        }
    }
}

fn run_one<F: FnMut(SearchEvent)>(
    search: &mut Search,
    latest: &LatestWins,
    id: RequestId,
    request: &SearchRequest,
    events: &mut F,
) {
    let root = Node::new(request.root.clone(), request.history);
    events(SearchEvent::Started { id });
    let stop = latest.signal(id.search.0);
    let mut report = |update: SearchUpdate| match update {
        SearchUpdate::Line(line) => events(SearchEvent::line(id, *line)),
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
