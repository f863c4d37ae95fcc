//! One run of an external engine on the driver's thread: start the process, the handshake
//! (`uci` → `uciok` collecting `id` and options, `setoption`s (the configured ones, and
//! `UCI_ShowWDL` on when the engine offers it and the configuration does not say),
//! `isready` → `readyok`, each within the timeout), then requests and lines until `quit` or the engine's end.
//!
//! Requests follow [`SearchHandle`](crate::engine::SearchHandle)'s semantics: the latest
//! wins. A request while the engine searches sends `stop` and waits for the old `bestmove`
//! (reported as the old request's `Finished` with `Stopped`) before `position` and `go` of
//! the new one; every `info` that arrives after `stop` is dropped, and an engine that does
//! not answer `stop` within the timeout is stopped (a fault). A request during the
//! handshake waits for its end. Garbage and illegal PV moves are reported once per request;
//! the rest are in the log.
//!
//! `isready` goes between each request's `position` and `go`: a `bestmove` before its
//! `readyok` was written before the engine read `go`, with no search running (UCI allows
//! none), so it is ignored, reported as a fault and marked in the log, and cannot end the
//! request early; so is one that comes while idle.

use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use super::identity::Identity;
use super::position_command::{Job, position_command};
use super::process::Process;
use super::search::Current;
use crate::engine::{EngineFault, EngineStatus, RequestId, SearchEvent};
use crate::uci::client::go::go_command;
use crate::uci::client::{EngineLine, parse_line};

/// What the session's thread receives: requests from the handle, lines from the reader.
pub(super) enum Input {
    /// Search this (superseding any running request).
    Start(RequestId, Box<Job>),
    /// Stop the running request.
    Stop,
    /// A line of the engine's output.
    Line(String),
    /// The engine's output closed.
    Closed,
    /// Quit the engine and end.
    Quit,
}

/// The option that makes an engine send `wdl` (Stockfish, Lc0): switched on when the
/// engine offers it, unless the engine's configuration sets it.
const SHOW_WDL: &str = "UCI_ShowWDL";

/// Where the engine is.
enum State {
    /// Ready, not searching.
    Idle,
    /// Searching a request.
    Searching(Current),
    /// `stop` sent for `old`; `next` starts when its `bestmove` arrives, which must come
    /// before `deadline`.
    Stopping {
        old: Current,
        next: Option<(RequestId, Box<Job>)>,
        deadline: Instant,
    },
}

impl State {
    /// Whether the engine is searching a request (its `go` read: the `readyok` sent before
    /// it has come), so that a `bestmove` may end it.
    fn searching(&self) -> bool {
        match self {
            State::Idle => false,
            State::Searching(current) | State::Stopping { old: current, .. } => current.ready,
        }
    }
}

/// How a session ended.
enum End {
    /// Asked to quit (or the handle is gone).
    Quit,
    /// The engine failed; the fault has been reported.
    Failed,
}

/// The driver's side of one engine run.
pub(super) struct Session<'a> {
    pub(super) inputs: &'a mpsc::Receiver<Input>,
    pub(super) emit: &'a mut dyn FnMut(SearchEvent),
    pub(super) identity: &'a Identity,
    pub(super) latest: RequestId,
    pub(super) timeout: Duration,
    pub(super) options: &'a [(String, String)],
    pub(super) multipv: Option<usize>,
    /// Whether a garbage line was reported since the last request began (one is enough:
    /// the rest are in the log).
    pub(super) garbage_reported: bool,
}

impl Session<'_> {
    /// Runs the engine `process` until quit or failure; the process is ended either way.
    pub(super) fn run(mut self, mut process: Process) {
        let pending = match self.handshake(&mut process) {
            Ok(pending) => pending,
            Err(End::Quit) => return process.quit(self.inputs),
            Err(End::Failed) => return,
        };
        match self.serve(&mut process, pending) {
            End::Quit => process.quit(self.inputs),
            End::Failed => {}
        }
    }

    fn fault(&mut self, fault: EngineFault) {
        let id = self.latest;
        (self.emit)(SearchEvent::Engine {
            id,
            status: EngineStatus::Fault(fault),
        });
    }

    /// Writes a line; a failure is the engine's end, reported.
    fn send(&mut self, process: &mut Process, line: &str) -> Result<(), End> {
        if process.send(line).is_ok() {
            return Ok(());
        }
        let fault = process.exited();
        self.fault(fault);
        Err(End::Failed)
    }

    /// `uci` → `uciok`, the options, `isready` → `readyok`; the latest request that came
    /// meanwhile comes back.
    fn handshake(&mut self, process: &mut Process) -> Result<Option<(RequestId, Box<Job>)>, End> {
        let mut pending = None;
        self.send(process, "uci")?;
        self.wait_for(
            process,
            &mut pending,
            |line| line == &EngineLine::UciOk,
            |t| EngineFault::NotUci { timeout_ms: t },
        )?;
        let mut options = self.options.to_vec();
        let configured = |name: &str| options.iter().any(|(n, _)| n.eq_ignore_ascii_case(name));
        if self.identity.has_option(SHOW_WDL) && !configured(SHOW_WDL) {
            options.insert(0, (SHOW_WDL.to_owned(), "true".to_owned()));
        }
        for (name, value) in &options {
            self.send(process, &format!("setoption name {name} value {value}"))?;
        }
        self.send(process, "isready")?;
        self.wait_for(
            process,
            &mut pending,
            |line| line == &EngineLine::ReadyOk,
            |t| EngineFault::ReadyTimeout { timeout_ms: t },
        )?;
        let (name, author) = self.identity.name_and_author();
        let id = self.latest;
        (self.emit)(SearchEvent::Engine {
            id,
            status: EngineStatus::Ready { name, author },
        });
        Ok(pending)
    }

    /// Reads lines until `done` says one is the awaited answer, within the timeout (else
    /// the fault `late` makes, and the engine is killed). Requests are kept in `pending`.
    fn wait_for(
        &mut self,
        process: &mut Process,
        pending: &mut Option<(RequestId, Box<Job>)>,
        done: impl Fn(&EngineLine) -> bool,
        late: impl Fn(u64) -> EngineFault,
    ) -> Result<(), End> {
        let deadline = Instant::now() + self.timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.inputs.recv_timeout(left) {
                Ok(Input::Line(text)) => {
                    let line = parse_line(&text);
                    if done(&line) {
                        return Ok(());
                    }
                    self.identity.learn(line);
                }
                Ok(Input::Start(id, request)) => {
                    self.latest = id;
                    *pending = Some((id, request));
                }
                Ok(Input::Stop) => *pending = None,
                Ok(Input::Closed) => {
                    let fault = process.exited();
                    self.fault(fault);
                    return Err(End::Failed);
                }
                Ok(Input::Quit) | Err(RecvTimeoutError::Disconnected) => return Err(End::Quit),
                Err(RecvTimeoutError::Timeout) => {
                    process.kill();
                    let timeout_ms = self.timeout.as_millis() as u64;
                    self.fault(late(timeout_ms));
                    return Err(End::Failed);
                }
            }
        }
    }

    /// Requests and lines after the handshake.
    fn serve(&mut self, process: &mut Process, pending: Option<(RequestId, Box<Job>)>) -> End {
        let mut state = State::Idle;
        if let Some((id, request)) = pending {
            state = match self.begin(process, id, request) {
                Ok(current) => State::Searching(current),
                Err(end) => return end,
            };
        }
        loop {
            let received = match &state {
                State::Stopping { deadline, .. } => self
                    .inputs
                    .recv_timeout(deadline.saturating_duration_since(Instant::now())),
                _ => self
                    .inputs
                    .recv()
                    .map_err(|_| RecvTimeoutError::Disconnected),
            };
            let input = match received {
                Ok(input) => input,
                Err(RecvTimeoutError::Disconnected) => return End::Quit,
                Err(RecvTimeoutError::Timeout) => {
                    process.kill();
                    let timeout_ms = self.timeout.as_millis() as u64;
                    self.fault(EngineFault::StopTimeout { timeout_ms });
                    return End::Failed;
                }
            };
            let next = match input {
                Input::Quit => return End::Quit,
                Input::Closed => {
                    let fault = process.exited();
                    self.fault(fault);
                    return End::Failed;
                }
                Input::Start(id, request) => {
                    self.latest = id;
                    self.supersede(process, state, Some((id, request)))
                }
                Input::Stop => self.supersede(process, state, None),
                Input::Line(text) => self.line(process, state, &text),
            };
            match next {
                Ok(next) => state = next,
                Err(end) => return end,
            }
        }
    }

    /// A new request (or none, for a stop) while in `state`.
    fn supersede(
        &mut self,
        process: &mut Process,
        state: State,
        next: Option<(RequestId, Box<Job>)>,
    ) -> Result<State, End> {
        match state {
            State::Idle => match next {
                Some((id, request)) => Ok(State::Searching(self.begin(process, id, request)?)),
                None => Ok(State::Idle),
            },
            State::Searching(old) => {
                self.send(process, "stop")?;
                let deadline = Instant::now() + self.timeout;
                Ok(State::Stopping {
                    old,
                    next,
                    deadline,
                })
            }
            State::Stopping { old, deadline, .. } => Ok(State::Stopping {
                old,
                next,
                deadline,
            }),
        }
    }

    /// Sends `position` and `go` for a request.
    fn begin(
        &mut self,
        process: &mut Process,
        id: RequestId,
        job: Box<Job>,
    ) -> Result<Current, End> {
        let Job { request, new_game } = *job;
        let multipv = request.limits.multipv.max(1);
        if self.multipv != Some(multipv) && self.identity.has_option("MultiPV") {
            self.send(process, &format!("setoption name MultiPV value {multipv}"))?;
            self.multipv = Some(multipv);
        }
        if new_game {
            self.send(process, "ucinewgame")?;
        }
        let root = &request.root;
        self.send(
            process,
            &position_command(root.position(), root.line.as_ref()),
        )?;
        self.send(process, "isready")?;
        self.send(process, &go_command(&request.limits))?;
        (self.emit)(SearchEvent::Started { id });
        self.garbage_reported = false;
        Ok(Current::new(id, request.root.node.pos, request.limits))
    }

    /// A line of the engine's output while in `state`.
    fn line(&mut self, process: &mut Process, state: State, text: &str) -> Result<State, End> {
        let line = parse_line(text);
        match (line, state) {
            (EngineLine::ReadyOk, State::Searching(mut current)) => {
                current.ready = true;
                Ok(State::Searching(current))
            }
            (
                EngineLine::ReadyOk,
                State::Stopping {
                    mut old,
                    next,
                    deadline,
                },
            ) => {
                old.ready = true;
                Ok(State::Stopping {
                    old,
                    next,
                    deadline,
                })
            }
            (EngineLine::BestMove { .. }, state) if !state.searching() => {
                let fault = EngineFault::UnaskedBestMove {
                    line: text.trim_end().to_owned(),
                };
                process.log_fault(&fault.to_string());
                self.fault(fault);
                Ok(state)
            }
            (EngineLine::Info(info), State::Searching(mut current)) => {
                for event in current.info(&info) {
                    self.report(event);
                }
                Ok(State::Searching(current))
            }
            (EngineLine::BestMove { best, ponder }, State::Searching(current)) => {
                let events = current.finish(best.as_ref(), ponder.as_ref(), false);
                for event in events {
                    self.report(event);
                }
                Ok(State::Idle)
            }
            (EngineLine::BestMove { best, ponder }, State::Stopping { old, next, .. }) => {
                for event in old.finish(best.as_ref(), ponder.as_ref(), true) {
                    self.report(event);
                }
                match next {
                    Some((id, request)) => Ok(State::Searching(self.begin(process, id, request)?)),
                    None => Ok(State::Idle),
                }
            }
            (EngineLine::Garbage { line, reason }, state) => {
                if !self.garbage_reported {
                    self.garbage_reported = true;
                    self.fault(EngineFault::Garbage { line, reason });
                }
                Ok(state)
            }
            (_, state) => Ok(state),
        }
    }

    /// Hands on an event of the current search, or a fault found in its lines.
    fn report(&mut self, event: Result<SearchEvent, EngineFault>) {
        match event {
            Ok(event) => (self.emit)(event),
            Err(fault) => self.fault(fault),
        }
    }
}
