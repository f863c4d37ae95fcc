//! Driving external engines in tests: the fake engine (or any program) as an
//! [`ExternalEngine`] whose events come to a channel, waiting for an event by blocking on the
//! channel (with a generous guard against a hang, never a sleep), and whether a process is
//! gone.

#![allow(dead_code, reason = "each test file uses some of these helpers")]

use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

use kibitzer::engine::{
    Direction, EngineFault, EngineId, EngineSpec, EngineStatus, ExternalEngine,
};
use kibitzer::{
    History, engine::Info, engine::RequestId, engine::SearchEvent, engine::SearchRequest,
    search::Limits, search::Root,
};
use shakmaty::Chess;

/// The longest wait for an event before a test fails.
pub const GUARD: Duration = Duration::from_secs(20);

/// The fake engine's path.
pub use super::fake_engine::FAKE;

/// An engine started as `path args` with `timeout`, and its events.
pub fn engine(
    path: &str,
    args: &[&str],
    timeout: Duration,
) -> (ExternalEngine, mpsc::Receiver<SearchEvent>) {
    let (tx, rx) = mpsc::channel();
    let spec = EngineSpec {
        args: args.iter().map(|a| (*a).to_owned()).collect(),
        ..EngineSpec::from_path(path)
    };
    let engine = ExternalEngine::spawn(EngineId(7), spec, timeout, move |event| {
        let _ = tx.send(event);
    });
    (engine, rx)
}

/// The fake engine told `args`, with the usual timeout.
pub fn fake(args: &[&str]) -> (ExternalEngine, mpsc::Receiver<SearchEvent>) {
    engine(&FAKE, args, ExternalEngine::TIMEOUT)
}

/// A request for `root` with `limits`.
pub fn request(root: Chess, limits: Limits) -> SearchRequest {
    SearchRequest {
        root: Root::new(root, History::default()),
        limits,
    }
}

/// The events up to and including the first that `stop` accepts.
pub fn until(
    rx: &mpsc::Receiver<SearchEvent>,
    stop: impl Fn(&SearchEvent) -> bool,
) -> Vec<SearchEvent> {
    let mut events = Vec::new();
    loop {
        let event = rx
            .recv_timeout(GUARD)
            .unwrap_or_else(|e| panic!("no event within {GUARD:?} ({e}); so far {events:#?}"));
        let done = stop(&event);
        events.push(event);
        if done {
            return events;
        }
    }
}

/// The first fault, the events before it included.
pub fn until_fault(rx: &mpsc::Receiver<SearchEvent>) -> (EngineFault, Vec<SearchEvent>) {
    let events = until(rx, |e| {
        matches!(
            e,
            SearchEvent::Engine {
                status: EngineStatus::Fault(_),
                ..
            }
        )
    });
    match events.last() {
        Some(SearchEvent::Engine {
            status: EngineStatus::Fault(fault),
            ..
        }) => (fault.clone(), events),
        _ => unreachable!(),
    }
}

/// The engine's name once it is ready.
pub fn until_ready(rx: &mpsc::Receiver<SearchEvent>) -> String {
    let events = until(rx, |e| {
        matches!(
            e,
            SearchEvent::Engine {
                status: EngineStatus::Ready { .. } | EngineStatus::Fault(_),
                ..
            }
        )
    });
    match events.last() {
        Some(SearchEvent::Engine {
            status: EngineStatus::Ready { name, .. },
            ..
        }) => name.clone(),
        other => panic!("not ready: {other:?}"),
    }
}

/// Whether the process `pid` is gone (reaped: no `/proc/PID`).
pub fn gone(pid: u32) -> bool {
    !Path::new(&format!("/proc/{pid}")).exists()
}

/// Whether an event is the end of request `id`.
pub fn finished(id: RequestId) -> impl Fn(&SearchEvent) -> bool {
    move |e| matches!(e, SearchEvent::Finished { id: done, .. } if *done == id)
}

/// The lines of request `id` among `events`.
pub fn infos_of(events: &[SearchEvent], id: RequestId) -> Vec<Info> {
    events
        .iter()
        .filter_map(|e| match e {
            SearchEvent::Info { id: of, info, .. } if *of == id => Some(info.clone()),
            _ => None,
        })
        .collect()
}

/// The lines sent to `engine`, oldest first.
pub fn sent(engine: &ExternalEngine) -> Vec<String> {
    engine
        .log()
        .snapshot()
        .iter()
        .filter(|l| l.direction == Direction::Sent)
        .map(|l| l.text.clone())
        .collect()
}
