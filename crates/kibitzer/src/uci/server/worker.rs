//! The UCI server's search thread: a [`SearchThread`] that runs the jobs it is sent in order
//! and streams each job's lines and its result, tagged with the job's id. Unlike the
//! workstation's worker, a job is never skipped ([`Stale::Run`]), even when stopped before it
//! began (it then ends at its first node with a legal move): every `go` must get exactly one
//! `bestmove`, so every job must get exactly one [`WorkerEvent::Finished`]. No breakdowns or
//! threats are computed: a UCI client never reads them.

use crate::search::{
    HashAllocError, Limits, Line, Progress, Root, Search, SearchJobs, SearchOptions, SearchResult,
    SearchThread, SearchUpdate, Stale, StopSignal,
};

/// Identifies one job.
pub type JobId = u64;

/// What the thread reports.
#[derive(Debug)]
pub enum WorkerEvent {
    /// A completed line (or a bound) of job `JobId`.
    Line(JobId, Box<Line>),
    /// A progress snapshot of job `JobId` (at most about ten a second).
    Progress(JobId, Box<Progress>),
    /// Job `JobId` ended.
    Finished(JobId, Box<SearchResult>),
}

/// One search to run.
#[derive(Clone, Debug)]
pub struct Job {
    /// The root and the game's positions before it.
    pub root: Root,
    /// When to stop and which root moves.
    pub limits: Limits,
}

/// Runs the jobs, reporting to `events`.
struct Jobs<F> {
    events: F,
}

impl<F: FnMut(WorkerEvent) + Send + 'static> SearchJobs for Jobs<F> {
    type Job = Box<Job>;

    fn run(&mut self, search: &mut Search, id: JobId, job: Box<Job>, stop: &StopSignal) {
        let events = &mut self.events;
        let mut report = |update| match update {
            SearchUpdate::Line(line) => events(WorkerEvent::Line(id, line)),
            SearchUpdate::Progress(progress) => events(WorkerEvent::Progress(id, progress)),
        };
        let root = &job.root;
        let result = search.run(&root.node, &root.before, &job.limits, stop, &mut report);
        events(WorkerEvent::Finished(id, Box::new(result)));
    }
}

/// The search thread. Dropping it stops the running job and joins the thread.
pub struct Worker {
    thread: SearchThread<Box<Job>>,
}

impl Worker {
    /// Starts the thread with a table for `options`; `events` runs on the thread.
    pub fn spawn<F>(options: SearchOptions, events: F) -> Result<Worker, String>
    where
        F: FnMut(WorkerEvent) + Send + 'static,
    {
        let search = Search::try_new(options).map_err(|e| e.to_string())?;
        let thread = SearchThread::try_spawn(
            "kibitzer-uci-search",
            Stale::Run,
            move || search,
            Jobs { events },
        )
        .map_err(|e| format!("cannot start the search thread: {e}"))?;
        Ok(Worker { thread })
    }

    /// Queues `job` and returns its id; a running job is stopped by it (latest wins) but
    /// still finishes with its `bestmove`.
    pub fn start(&self, job: Job) -> JobId {
        self.thread.start(Box::new(job))
    }

    /// Stops the running job (and any queued one) as soon as it polls.
    pub fn stop(&self) {
        self.thread.stop();
    }

    /// The switches for the next jobs (the table keeps its size).
    pub fn set_options(&self, options: SearchOptions) {
        self.thread.set_options(options);
    }

    /// A new empty table of `mb` MB for the next jobs, allocated here; on failure the old
    /// table stays.
    pub fn resize(&self, mb: usize) -> Result<(), HashAllocError> {
        self.thread.resize_hash(mb)
    }

    /// Empties the table before the next job.
    pub fn clear(&self) {
        self.thread.clear();
    }
}
