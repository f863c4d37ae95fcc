//! [`ExternalEngine`]: a UCI engine (Stockfish, Lc0, Ethereal, `kibitzer uci`, ...) run as a
//! child process behind the same boundary as the internal search. Requests go in
//! ([`SearchRequest`]: the root, the limits, the number of lines); the same
//! [`SearchEvent`]s come out through a callback, tagged with the engine's [`EngineId`], plus
//! [`SearchEvent::Engine`] for the engine's own news: ready (with its name) or a typed
//! [`EngineFault`](crate::engine::EngineFault) with a message for people.
//!
//! The engine gets the request's root as `position fen ...`, or the game's start and moves
//! when the request's [`Root`](crate::search::Root) holds them (its
//! [`GameLine`](crate::search::GameLine)) so that it sees repetitions; and `go depth N` /
//! `go nodes N` / `go movetime N` / `go infinite` from the limits. Latest request wins:
//! see the session's rules ([`start`](ExternalEngine::start)). A fault never panics and
//! never touches other engines; a fatal one ends this engine until
//! [`restart`](ExternalEngine::restart).
//!
//! The raw traffic is kept in a bounded [`TrafficLog`] for the engine log view. Dropping the
//! handle sends `quit`, waits half a second, then kills and reaps the child; a process-wide
//! registry lets [`kill_all_engines`] kill every child from a panic hook or a signal path.
//!
//! ```no_run
//! use std::sync::mpsc;
//! use std::time::Duration;
//! use kibitzer::engine::{EngineId, EngineSpec, ExternalEngine, SearchEvent};
//! use kibitzer::{History, search::Limits, search::Root, engine::SearchRequest};
//!
//! let (tx, rx) = mpsc::channel();
//! let spec = EngineSpec::from_path("/usr/games/stockfish");
//! let engine = ExternalEngine::spawn(EngineId(1), spec, ExternalEngine::TIMEOUT, move |e| {
//!     let _ = tx.send(e);
//! });
//! let id = engine.start(SearchRequest {
//!     root: Root::new(shakmaty::Chess::default(), History::default()),
//!     limits: Limits::depth(10),
//! });
//! while let Ok(event) = rx.recv_timeout(Duration::from_secs(20)) {
//!     if matches!(event, SearchEvent::Finished { id: done, .. } if done == id) {
//!         break;
//!     }
//! }
//! ```

mod identity;
mod position_command;
mod process;
mod registry;
mod search;
mod session;
mod spec;
mod traffic;

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex, PoisonError, mpsc};
use std::thread::JoinHandle;
use std::time::Duration;

use super::{EngineId, RequestId, SearchEvent, SearchId, SearchRequest};
use crate::search::LatestWins;
use identity::Identity;
use position_command::Job;
use process::Process;
use session::{Input, Session};

pub use identity::EngineIdentity;
pub use registry::kill_all_engines;
pub use spec::EngineSpec;
pub use traffic::{Direction, TrafficLine, TrafficLog};

/// Where the events of an engine go; kept across restarts.
type Events = Arc<Mutex<dyn FnMut(SearchEvent) + Send>>;

/// A running external engine: the handle of its driver thread.
pub struct ExternalEngine {
    engine: EngineId,
    spec: EngineSpec,
    timeout: Duration,
    events: Events,
    latest: LatestWins,
    identity: Identity,
    log: TrafficLog,
    pid: Arc<AtomicU32>,
    inputs: mpsc::Sender<Input>,
    thread: Option<JoinHandle<()>>,
}

impl ExternalEngine {
    /// The usual timeout of the handshake's answers (`uciok`, `readyok`).
    pub const TIMEOUT: Duration = Duration::from_secs(10);

    /// Starts `spec`'s program as engine `engine` and its handshake, each answer awaited
    /// at most `timeout`. Never fails: a missing program or a failed handshake comes as a
    /// fault event. Every event goes to `events` (on the driver's thread).
    pub fn spawn<F>(
        engine: EngineId,
        spec: EngineSpec,
        timeout: Duration,
        events: F,
    ) -> ExternalEngine
    where
        F: FnMut(SearchEvent) + Send + 'static,
    {
        let events: Events = Arc::new(Mutex::new(events));
        let log = TrafficLog::new();
        let identity = Identity::default();
        let latest_wins = LatestWins::new();
        let pid = Arc::new(AtomicU32::new(0));
        let (inputs, thread) = launch(&Launch {
            engine,
            spec: &spec,
            timeout,
            events: &events,
            identity: &identity,
            log: &log,
            pid: &pid,
            latest: 0,
        });
        ExternalEngine {
            engine,
            spec,
            timeout,
            events,
            latest: latest_wins,
            identity,
            log,
            pid,
            inputs,
            thread,
        }
    }

    /// Starts searching `request`, superseding any running request (the engine is sent
    /// `stop`, the old request's `bestmove` is reported as its `Finished` with `Stopped`,
    /// and its later `info` lines are dropped). The engine is told the game's moves that lead
    /// to the root (`position fen START moves ...`) when the root holds them, so that it knows
    /// the positions before it; else (or if the line does not lead to the root) the root's
    /// FEN. Returns the request's id; a request made during the handshake starts when it
    /// ends, and one to an engine that has failed is dropped (restart it). A request the
    /// engine fails in (a fatal fault) gets no `Finished`: the fault is its end.
    pub fn start(&self, request: SearchRequest) -> RequestId {
        self.queue(Job {
            request,
            new_game: false,
        })
    }

    /// As [`start`](ExternalEngine::start), telling the engine `ucinewgame` first so that it
    /// forgets what it learnt from earlier requests: what it finds then depends on the
    /// request only (for an engine that searches deterministically), as a review's searches
    /// must.
    pub fn start_afresh(&self, request: SearchRequest) -> RequestId {
        self.queue(Job {
            request,
            new_game: true,
        })
    }

    fn queue(&self, job: Job) -> RequestId {
        let id = self.next_id();
        let _ = self.inputs.send(Input::Start(id, Box::new(job)));
        id
    }

    /// Stops the running request (`stop`; its `bestmove` comes as `Finished` with
    /// `Stopped`).
    pub fn stop(&self) {
        let _ = self.inputs.send(Input::Stop);
    }

    /// Ends the engine's process (as dropping does) and starts it again with its handshake;
    /// the log and the request ids go on. A request of the old process is not carried over:
    /// start it again.
    pub fn restart(&mut self) {
        self.shut_down();
        self.identity.clear();
        let (inputs, thread) = launch(&Launch {
            engine: self.engine,
            spec: &self.spec,
            timeout: self.timeout,
            events: &self.events,
            identity: &self.identity,
            log: &self.log,
            pid: &self.pid,
            latest: self.latest.current(),
        });
        self.inputs = inputs;
        self.thread = thread;
    }

    /// The engine's id on the boundary.
    pub fn id(&self) -> EngineId {
        self.engine
    }

    /// How it was started.
    pub fn spec(&self) -> &EngineSpec {
        &self.spec
    }

    /// What its handshake said (name, author, options) so far.
    pub fn identity(&self) -> EngineIdentity {
        self.identity.snapshot()
    }

    /// Its raw traffic (shared: the log keeps filling).
    pub fn log(&self) -> &TrafficLog {
        &self.log
    }

    /// The process id of the engine's current process, if it was started.
    pub fn pid(&self) -> Option<u32> {
        match self.pid.load(Ordering::SeqCst) {
            0 => None,
            pid => Some(pid),
        }
    }

    fn next_id(&self) -> RequestId {
        RequestId {
            engine: self.engine,
            search: SearchId(self.latest.start()),
        }
    }

    /// Quits the engine and joins the driver thread.
    fn shut_down(&mut self) {
        let _ = self.inputs.send(Input::Quit);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for ExternalEngine {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// What a driver thread needs.
struct Launch<'a> {
    engine: EngineId,
    spec: &'a EngineSpec,
    timeout: Duration,
    events: &'a Events,
    identity: &'a Identity,
    log: &'a TrafficLog,
    pid: &'a Arc<AtomicU32>,
    latest: u64,
}

/// Starts a driver thread (which starts the process); its input channel and handle.
fn launch(launch: &Launch<'_>) -> (mpsc::Sender<Input>, Option<JoinHandle<()>>) {
    let (inputs, receiver) = mpsc::channel();
    let engine = launch.engine;
    let spec = launch.spec.clone();
    let timeout = launch.timeout;
    let events = Arc::clone(launch.events);
    let identity = launch.identity.clone();
    let log = launch.log.clone();
    let pid = Arc::clone(launch.pid);
    let latest = RequestId {
        engine,
        search: SearchId(launch.latest),
    };
    let senders = inputs.clone();
    let thread = std::thread::Builder::new()
        .name("kibitzer-engine".to_owned())
        .spawn(move || {
            let mut emit = |event: SearchEvent| {
                let mut events = events.lock().unwrap_or_else(PoisonError::into_inner);
                (*events)(event);
            };
            pid.store(0, Ordering::SeqCst);
            let process = match Process::start(&spec, &log, &senders) {
                Ok(process) => process,
                Err(fault) => {
                    emit(SearchEvent::Engine {
                        id: latest,
                        status: super::EngineStatus::Fault(fault),
                    });
                    return;
                }
            };
            drop(senders);
            pid.store(process.pid(), Ordering::SeqCst);
            Session {
                inputs: &receiver,
                emit: &mut emit,
                identity: &identity,
                latest,
                timeout,
                options: &spec.options,
                multipv: None,
                garbage_reported: false,
            }
            .run(process);
        })
        .ok();
    (inputs, thread)
}
