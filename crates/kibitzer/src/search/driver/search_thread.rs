//! [`SearchThread`]: one [`Search`] on a thread of its own that runs the jobs it is sent — the
//! job runner of the workstation's engine ([`SearchHandle`](crate::engine::SearchHandle)) and
//! of the UCI server, written once. Jobs and the table's commands (options, a new table, clear)
//! go over one channel, in order; what a job is and what it reports is the user's
//! ([`SearchJobs`]). Latest request wins ([`LatestWins`]): starting a job raises the stop
//! signal of the one before it, and [`stop`](SearchThread::stop) raises it without a
//! successor. A job superseded before it began is skipped or still run, by the thread's
//! [`Stale`] policy. Dropping the thread stops the running job, closes the channel and joins.

use std::sync::mpsc;
use std::thread::JoinHandle;

use super::stop::{LatestWins, StopSignal};
use super::threads::THREAD_STACK_BYTES;
use crate::search::{HashAllocError, Search, SearchOptions, TranspositionTable};

/// What a [`SearchThread`] runs, and how: the user's job type and the code that runs one job
/// with the thread's search (it owns whatever the job reports to).
pub trait SearchJobs: Send + 'static {
    /// One job.
    type Job: Send + 'static;

    /// Runs `job`, number `id` (the number [`SearchThread::start`] returned), with the
    /// thread's `search`; `stop` is raised once a newer job starts or a stop comes.
    fn run(&mut self, search: &mut Search, id: u64, job: Self::Job, stop: &StopSignal);
}

/// What becomes of a job superseded (by a newer job or a stop) before it began.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stale {
    /// It is dropped unrun (the workstation: only the latest request matters).
    Skip,
    /// It runs anyway with its stop signal raised, so it ends at once (the UCI server: every
    /// `go` gets exactly one `bestmove`).
    Run,
}

enum Command<J> {
    Job(u64, J),
    Options(SearchOptions),
    Table(Box<TranspositionTable>),
    Clear,
}

/// The handle of a search thread. Dropping it stops the running job and joins the thread.
pub struct SearchThread<J> {
    latest: LatestWins,
    commands: Option<mpsc::Sender<Command<J>>>,
    thread: Option<JoinHandle<()>>,
}

impl<J: Send + 'static> SearchThread<J> {
    /// Starts the thread `name`, which makes its search with `search` and runs its jobs with
    /// `jobs`; the system's error if no thread can be started.
    pub fn try_spawn<W>(
        name: &str,
        stale: Stale,
        search: impl FnOnce() -> Search + Send + 'static,
        jobs: W,
    ) -> std::io::Result<SearchThread<J>>
    where
        W: SearchJobs<Job = J>,
    {
        let (mut thread, handle) = SearchThread::launch(name, stale, search, jobs);
        thread.thread = Some(handle?);
        Ok(thread)
    }

    /// As [`try_spawn`](SearchThread::try_spawn); if no thread can be started, the jobs sent
    /// are dropped unrun.
    pub fn spawn<W>(
        name: &str,
        stale: Stale,
        search: impl FnOnce() -> Search + Send + 'static,
        jobs: W,
    ) -> SearchThread<J>
    where
        W: SearchJobs<Job = J>,
    {
        let (mut thread, handle) = SearchThread::launch(name, stale, search, jobs);
        thread.thread = handle.ok();
        thread
    }

    fn launch<W>(
        name: &str,
        stale: Stale,
        search: impl FnOnce() -> Search + Send + 'static,
        mut jobs: W,
    ) -> (SearchThread<J>, std::io::Result<JoinHandle<()>>)
    where
        W: SearchJobs<Job = J>,
    {
        let latest = LatestWins::new();
        let shared = latest.clone();
        let (commands, received) = mpsc::channel::<Command<J>>();
        let handle = std::thread::Builder::new()
            .name(name.to_owned())
            // Deep recursion with move lists on the stack: give the search room.
            .stack_size(THREAD_STACK_BYTES)
            .spawn(move || {
                let mut search = search();
                while let Ok(command) = received.recv() {
                    match command {
                        Command::Job(id, job) => {
                            // A newer job is already queued or a stop came.
                            if stale == Stale::Skip && !shared.is_latest(id) {
                                continue;
                            }
                            jobs.run(&mut search, id, job, &shared.signal(id));
                        }
                        Command::Options(options) => {
                            let hash_mb = search.options().hash_mb;
                            // The size is kept, so nothing is allocated and nothing can fail.
                            let _ = search.set_options(SearchOptions { hash_mb, ..options });
                        }
                        Command::Table(table) => search.replace_table(*table),
                        Command::Clear => search.clear(),
                    }
                }
            });
        let thread = SearchThread {
            latest,
            commands: Some(commands),
            thread: None,
        };
        (thread, handle)
    }

    fn send(&self, command: Command<J>) {
        if let Some(commands) = &self.commands {
            let _ = commands.send(command);
        }
    }

    /// Queues `job` and returns its number; the running job (and any queued one) is
    /// superseded at once.
    pub fn start(&self, job: J) -> u64 {
        let id = self.latest.start();
        self.send(Command::Job(id, job));
        id
    }

    /// Stops the running job (and any queued one) as soon as it polls.
    pub fn stop(&self) {
        self.latest.stop();
    }

    /// The switches for the next jobs; the table keeps its size (see
    /// [`resize_hash`](SearchThread::resize_hash)).
    pub fn set_options(&self, options: SearchOptions) {
        self.send(Command::Options(options));
    }

    /// Gives the next jobs a new, empty table of `mb` MB. The table is allocated here, on the
    /// caller's thread (it is zeroed lazily, so this is quick), and if the system refuses the
    /// memory the error comes back and the thread keeps its old table.
    pub fn resize_hash(&self, mb: usize) -> Result<(), HashAllocError> {
        let table = TranspositionTable::try_new(mb)?;
        self.send(Command::Table(Box::new(table)));
        Ok(())
    }

    /// Empties the table before the next job (a new game).
    pub fn clear(&self) {
        self.send(Command::Clear);
    }
}

impl<J> Drop for SearchThread<J> {
    fn drop(&mut self) {
        self.latest.stop();
        // Closing the channel ends the thread's loop.
        self.commands = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use super::{SearchJobs, SearchThread, Stale};
    use crate::search::{Search, SearchOptions, StopSignal};

    /// Says when each job begins, waits for the test's go, then reports the job's number and
    /// whether its stop signal was raised.
    struct Recorded {
        began: mpsc::Sender<u64>,
        gate: mpsc::Receiver<()>,
        ran: mpsc::Sender<(u64, bool)>,
    }

    impl SearchJobs for Recorded {
        type Job = ();
        fn run(&mut self, _: &mut Search, id: u64, (): (), stop: &StopSignal) {
            let _ = self.began.send(id);
            let _ = self.gate.recv();
            let _ = self.ran.send((id, stop.raised()));
        }
    }

    /// Three jobs, the second and third queued while the first runs: the jobs that ran.
    fn ran_jobs(stale: Stale, runs: usize) -> Vec<(u64, bool)> {
        let (began, started) = mpsc::channel();
        let (open, gate) = mpsc::channel();
        let (ran, seen) = mpsc::channel();
        let small = || {
            Search::new(SearchOptions {
                hash_mb: 1,
                ..SearchOptions::default()
            })
        };
        let jobs = Recorded { began, gate, ran };
        let thread = SearchThread::spawn("test-search", stale, small, jobs);
        let first = thread.start(());
        assert_eq!(started.recv(), Ok(first));
        thread.start(());
        thread.start(());
        for _ in 0..3 {
            open.send(()).unwrap();
        }
        let mut seen_jobs: Vec<_> = (0..runs).map(|_| seen.recv().unwrap()).collect();
        drop(thread);
        seen_jobs.extend(seen.try_iter());
        seen_jobs
    }

    #[test]
    fn superseded_jobs_are_skipped_or_run_stopped_by_the_policy() {
        assert_eq!(ran_jobs(Stale::Skip, 2), [(1, true), (3, false)]);
        assert_eq!(ran_jobs(Stale::Run, 3), [(1, true), (2, true), (3, false)]);
    }
}
