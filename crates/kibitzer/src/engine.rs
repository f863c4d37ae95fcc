//! [`SearchHandle`]: the search on its own OS thread (a [`SearchThread`]). Requests go in (a
//! [`Root`], limits, options); [`SearchEvent`]s come out through a callback, each tagged with
//! the [`RequestId`] of its request (the [`EngineId`] of the worker and the [`SearchId`]). A
//! new request supersedes the running one at once (latest wins: the thread's stop signal,
//! which the search polls), a request superseded before it began is skipped
//! ([`Stale::Skip`]), and events of superseded searches carry their old id so a consumer can
//! drop them.
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

use crate::search::{
    HashAllocError, Limits, Root, Search, SearchJobs, SearchOptions, SearchThread, SearchUpdate,
    Stale, StopSignal,
};

pub use event::SearchEvent;
pub use explain::ExplainRequest;
pub use external::{
    Direction, EngineIdentity, EngineSpec, ExternalEngine, TrafficLine, TrafficLog,
    kill_all_engines,
};
pub use ids::{EngineId, RequestId, SearchId};
pub use info::Info;
pub use status::{EngineFault, EngineStatus};
pub use wdl::Wdl;

/// What to search.
#[derive(Clone, Debug)]
pub struct SearchRequest {
    /// The root position, its history facts and the game before it.
    pub root: Root,
    /// When to stop, how many lines.
    pub limits: Limits,
}

/// The workstation's jobs: a search or an explain run.
enum Job {
    Search(Box<SearchRequest>),
    Explain(Box<ExplainRequest>),
}

/// Runs the jobs of engine `engine`, reporting to `events`.
struct Analyst<F> {
    engine: EngineId,
    events: F,
}

/// The handle of the search thread. Dropping it stops the search and joins the thread.
pub struct SearchHandle {
    engine: EngineId,
    thread: SearchThread<Job>,
}

impl SearchHandle {
    /// Starts the worker thread of the engine `engine`; every event goes to `events` (on the
    /// worker thread), tagged with `engine` and the request's id.
    pub fn spawn<F>(engine: EngineId, options: SearchOptions, events: F) -> SearchHandle
    where
        F: FnMut(SearchEvent) + Send + 'static,
    {
        let thread = SearchThread::spawn(
            "kibitzer-search",
            Stale::Skip,
            move || Search::new(options),
            Analyst { engine, events },
        );
        SearchHandle { engine, thread }
    }

    /// Starts searching `request`, superseding any running request. Returns its id.
    pub fn start(&self, request: SearchRequest) -> RequestId {
        self.id(self.thread.start(Job::Search(Box::new(request))))
    }

    /// Starts recording the search tree of `request` (see [`ExplainRequest`]), superseding
    /// any running request. Returns its id; the tree comes as
    /// [`SearchEvent::Explained`] unless the run is stopped or superseded first.
    pub fn explain(&self, request: ExplainRequest) -> RequestId {
        self.id(self.thread.start(Job::Explain(Box::new(request))))
    }

    /// The id of this engine's job number `number`.
    fn id(&self, number: u64) -> RequestId {
        RequestId {
            engine: self.engine,
            search: SearchId(number),
        }
    }

    /// Stops the running request: a search reports `Finished` with `Stopped`, an explain run
    /// reports nothing.
    pub fn stop(&self) {
        self.thread.stop();
    }

    /// Changes the search options for the next searches; the table keeps its size (see
    /// [`SearchHandle::resize_hash`]).
    pub fn set_options(&self, options: SearchOptions) {
        self.thread.set_options(options);
    }

    /// Gives the next searches a new, empty table of `mb` MB. The table is allocated here, on
    /// the caller's thread (it is zeroed lazily, so this is quick), and if the system refuses
    /// the memory the error comes back and the worker keeps its old table.
    pub fn resize_hash(&self, mb: usize) -> Result<(), HashAllocError> {
        self.thread.resize_hash(mb)
    }

    /// Forgets the transposition table (a new game).
    pub fn clear(&self) {
        self.thread.clear();
    }
}

impl<F: FnMut(SearchEvent) + Send + 'static> SearchJobs for Analyst<F> {
    type Job = Job;

    fn run(&mut self, search: &mut Search, number: u64, job: Job, stop: &StopSignal) {
        let id = RequestId {
            engine: self.engine,
            search: SearchId(number),
        };
        match job {
            Job::Search(request) => self.search(search, id, &request, stop),
            Job::Explain(request) => {
                let tree = explain::explain(&request, search.options(), stop);
                if !stop.raised() {
                    (self.events)(SearchEvent::Explained {
                        id,
                        tree: tree.map(Box::new),
                    });
                }
            }
        }
    }
}

impl<F: FnMut(SearchEvent)> Analyst<F> {
    fn search(
        &mut self,
        search: &mut Search,
        id: RequestId,
        request: &SearchRequest,
        stop: &StopSignal,
    ) {
        let events = &mut self.events;
        events(SearchEvent::Started { id });
        let mut report = |update: SearchUpdate| match update {
            SearchUpdate::Line(line) => events(SearchEvent::line(id, *line)),
            SearchUpdate::Progress(progress) => events(SearchEvent::Progress {
                id,
                progress: *progress,
            }),
        };
        let root = &request.root;
        let result = search.run(&root.node, &root.before, &request.limits, stop, &mut report);
        events(SearchEvent::Finished {
            id,
            best: result.best,
            ponder: result.ponder,
            reason: result.reason,
            counters: result.counters,
        });
    }
}
