//! The search worker: events carry their request's id, a new request supersedes the running
//! one at once, stop ends a search, and the Info events are the search's own lines.
//! Waiting is done by blocking on the event channel (with a generous guard against a hang),
//! never by sleeping.

use std::sync::mpsc;
use std::time::Duration;

use kibitzer::search::{Limits, Node, Search, SearchOptions, SearchUpdate, StopReason, StopSignal};
use kibitzer::{History, game::parse_fen, search::Root};
use kibitzer::{
    engine::ExplainRequest, engine::SearchEvent, engine::SearchHandle, engine::SearchRequest,
};
use shakmaty::Chess;

const GUARD: Duration = Duration::from_mins(2);

fn worker() -> (SearchHandle, mpsc::Receiver<SearchEvent>) {
    let (tx, rx) = mpsc::channel();
    let handle = SearchHandle::spawn(
        kibitzer::engine::EngineId::INTERNAL,
        SearchOptions {
            hash_mb: 4,
            ..SearchOptions::default()
        },
        move |e| {
            let _ = tx.send(e);
        },
    );
    (handle, rx)
}

fn request(pos: Chess, limits: Limits) -> SearchRequest {
    SearchRequest {
        root: Root::new(pos, History::default()),
        limits,
    }
}

/// Receives events until `stop` says so; returns them all.
fn until(
    rx: &mpsc::Receiver<SearchEvent>,
    mut stop: impl FnMut(&SearchEvent) -> bool,
) -> Vec<SearchEvent> {
    let mut seen = Vec::new();
    loop {
        let event = rx.recv_timeout(GUARD).expect("the worker keeps reporting");
        let done = stop(&event);
        seen.push(event);
        if done {
            return seen;
        }
    }
}

#[test]
fn a_new_request_supersedes_the_running_one() {
    let (handle, rx) = worker();
    let first = handle.start(request(Chess::default(), Limits::infinite()));
    until(
        &rx,
        |e| matches!(e, SearchEvent::Info { id, .. } if *id == first),
    );
    let second = handle.start(request(Chess::default(), Limits::depth(3)));
    assert_ne!(first, second);
    let events = until(
        &rx,
        |e| matches!(e, SearchEvent::Finished { id, .. } if *id == second),
    );
    let first_finished = events
        .iter()
        .position(|e| matches!(e, SearchEvent::Finished { id, reason: StopReason::Stopped, .. } if *id == first))
        .expect("the first search reports that it was stopped");
    let second_started = events
        .iter()
        .position(|e| matches!(e, SearchEvent::Started { id, .. } if *id == second))
        .expect("the second search starts");
    assert!(first_finished < second_started);
    assert!(events[second_started..].iter().all(|e| e.id() == second));
    match events.last().unwrap() {
        SearchEvent::Finished { reason, best, .. } => {
            assert_eq!(*reason, StopReason::Depth);
            assert!(best.is_some());
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn stop_ends_an_infinite_search() {
    let (handle, rx) = worker();
    let id = handle.start(request(Chess::default(), Limits::infinite()));
    until(
        &rx,
        |e| matches!(e, SearchEvent::Info { id: i, .. } if *i == id),
    );
    handle.stop();
    let events = until(&rx, |e| matches!(e, SearchEvent::Finished { .. }));
    match events.last().unwrap() {
        SearchEvent::Finished {
            id: i,
            reason,
            best,
            ..
        } => {
            assert_eq!(*i, id);
            assert_eq!(*reason, StopReason::Stopped);
            assert!(best.is_some(), "a stopped search still names its best move");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn info_events_are_the_searchs_own_lines() {
    let (handle, rx) = worker();
    let pos =
        parse_fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4").unwrap();
    let limits = Limits::depth(3);
    let id = handle.start(request(pos.clone(), limits.clone()));
    let events = until(&rx, |e| matches!(e, SearchEvent::Finished { .. }));
    assert!(matches!(events[0], SearchEvent::Started { id: started } if started == id));
    assert_eq!(id.engine, kibitzer::engine::EngineId::INTERNAL);
    // The same search run directly, with a table of the same size, reports the same lines.
    let mut search = Search::new(SearchOptions {
        hash_mb: 4,
        ..SearchOptions::default()
    });
    let mut lines = Vec::new();
    search.run(
        &Node::new(pos, History::default()),
        &[],
        &limits,
        &StopSignal::never(),
        &mut |update| {
            if let SearchUpdate::Line(line) = update {
                lines.push(*line);
            }
        },
    );
    let infos: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            SearchEvent::Info { info, counters, .. } => Some((info, counters)),
            _ => None,
        })
        .collect();
    assert_eq!(infos.len(), lines.len());
    for ((info, counters), line) in infos.into_iter().zip(&lines) {
        assert_eq!(
            (info.depth, info.multipv, info.score, info.bound, &info.pv),
            (line.depth, line.multipv, line.score, line.bound, &line.pv)
        );
        assert_eq!(info.nodes, line.nodes);
        assert_eq!(counters.as_ref(), Some(&line.counters));
    }
    assert_eq!(lines.iter().map(|l| l.depth).collect::<Vec<_>>(), [1, 2, 3]);
}

#[test]
fn dropping_the_handle_stops_the_worker() {
    let (handle, rx) = worker();
    handle.start(request(Chess::default(), Limits::infinite()));
    drop(handle);
    // The worker thread ended: the channel closes after the last event.
    while rx.recv_timeout(GUARD).is_ok() {}
}

fn explain_request(depth: u32) -> ExplainRequest {
    ExplainRequest {
        position: Chess::default(),
        history: History::default(),
        depth,
        budget: 1_000_000,
        hash_mb: 4,
    }
}

#[test]
fn an_explain_run_reports_the_tree_a_fresh_search_records() {
    let (handle, rx) = worker();
    // An analysis first, so the worker's own table is warm: the run must not use it.
    handle.start(request(Chess::default(), Limits::depth(5)));
    until(&rx, |e| matches!(e, SearchEvent::Finished { .. }));
    let id = handle.explain(explain_request(3));
    let events = until(&rx, |e| matches!(e, SearchEvent::Explained { .. }));
    let Some(SearchEvent::Explained { id: reported, tree }) = events.last() else {
        unreachable!()
    };
    assert_eq!(*reported, id);
    let mut fresh = Search::new(SearchOptions {
        hash_mb: 4,
        ..SearchOptions::default()
    });
    let (_, expected) = fresh.explain(
        &Chess::default(),
        History::default(),
        &Limits::depth(3),
        1_000_000,
    );
    assert_eq!(**tree.as_ref().expect("a 4 MB table"), expected);
}

#[test]
fn a_new_explain_run_supersedes_the_running_one_which_reports_nothing() {
    let (handle, rx) = worker();
    // Deep enough to run for minutes: only being superseded ends it.
    let first = handle.explain(explain_request(60));
    let second = handle.explain(explain_request(2));
    let events = until(&rx, |e| matches!(e, SearchEvent::Explained { .. }));
    assert_eq!(events.last().map(SearchEvent::id), Some(second));
    // A stopped run reports nothing either: after it, the next request's events come.
    let third = handle.explain(explain_request(60));
    handle.stop();
    let fourth = handle.start(request(Chess::default(), Limits::depth(1)));
    let events = until(&rx, |e| matches!(e, SearchEvent::Finished { .. }));
    assert!(events.iter().all(|e| e.id() == fourth), "{events:?}");
    drop(handle);
    let rest: Vec<_> = rx.iter().collect();
    assert!(
        rest.iter().all(|e| e.id() != first && e.id() != third),
        "{rest:?}"
    );
}
