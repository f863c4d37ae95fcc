//! The UCI server's search thread: one [`Search`] that runs the jobs it is sent in order and
//! streams each job's lines and its result, tagged with the job's id. Unlike the
//! workstation's worker, a job is never skipped, even when stopped before it began (it then
//! ends at its first node with a legal move): every `go` must get exactly one `bestmove`,
//! so every job must get exactly one [`WorkerEvent::Finished`]. No breakdowns or threats are
//! computed: a UCI client never reads them.

use std::sync::mpsc;
use std::thread::JoinHandle;

use crate::search::{
    HashAllocError, LatestWins, Limits, Line, Node, Progress, Search, SearchOptions, SearchResult,
    SearchUpdate, TranspositionTable,
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
    /// The root.
    pub root: Node,
    /// Hashes of the game's positions before the root, oldest first.
    pub before: Vec<u64>,
    /// When to stop and which root moves.
    pub limits: Limits,
}

enum Request {
    Search(JobId, Box<Job>),
    Options(SearchOptions),
    Table(Box<TranspositionTable>),
    Clear,
}

/// The search thread. Dropping it stops the running job and joins the thread.
pub struct Worker {
    latest: LatestWins,
    requests: Option<mpsc::Sender<Request>>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    /// Starts the thread with a table for `options`; `events` runs on the thread.
    pub fn spawn<F>(options: SearchOptions, mut events: F) -> Result<Worker, String>
    where
        F: FnMut(WorkerEvent) + Send + 'static,
    {
        let mut search = Search::try_new(options).map_err(|e| e.to_string())?;
        let latest = LatestWins::new();
        let shared = latest.clone();
        let (requests, received) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("kibitzer-uci-search".to_owned())
            // Deep recursion with move lists on the stack: give the search room.
            .stack_size(crate::search::THREAD_STACK_BYTES)
            .spawn(move || {
                while let Ok(request) = received.recv() {
                    match request {
                        Request::Search(id, job) => {
                            let stop = shared.signal(id);
                            let mut report = |update| match update {
                                SearchUpdate::Line(line) => events(WorkerEvent::Line(id, line)),
                                SearchUpdate::Progress(progress) => {
                                    events(WorkerEvent::Progress(id, progress));
                                }
                            };
                            let result =
                                search.run(&job.root, &job.before, &job.limits, &stop, &mut report);
                            events(WorkerEvent::Finished(id, Box::new(result)));
                        }
                        Request::Options(options) => {
                            let hash_mb = search.options().hash_mb;
                            // The size is kept, so nothing is allocated and nothing can fail.
                            let _ = search.set_options(SearchOptions { hash_mb, ..options });
                        }
                        Request::Table(table) => search.replace_table(*table),
                        Request::Clear => search.clear(),
                    }
                }
            })
            .map_err(|e| format!("cannot start the search thread: {e}"))?;
        Ok(Worker {
            latest,
            requests: Some(requests),
            thread: Some(thread),
        })
    }

    fn send(&self, request: Request) {
        if let Some(requests) = &self.requests {
            let _ = requests.send(request);
        }
    }

    /// Queues `job` and returns its id; a running job is not stopped by it.
    pub fn start(&self, job: Job) -> JobId {
        let id = self.latest.start();
        self.send(Request::Search(id, Box::new(job)));
        id
    }

    /// Stops the running job (and any queued one) as soon as it polls.
    pub fn stop(&self) {
        self.latest.stop();
    }

    /// The switches for the next jobs (the table keeps its size).
    pub fn set_options(&self, options: SearchOptions) {
        self.send(Request::Options(options));
    }

    /// A new empty table of `mb` MB for the next jobs, allocated here; on failure the old
    /// table stays.
    pub fn resize(&self, mb: usize) -> Result<(), HashAllocError> {
        let table = TranspositionTable::try_new(mb)?;
        self.send(Request::Table(Box::new(table)));
        Ok(())
    }

    /// Empties the table before the next job.
    pub fn clear(&self) {
        self.send(Request::Clear);
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.stop();
        // Closing the channel ends the thread's loop.
        self.requests = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
