//! External UCI engines behind the engine boundary, driven against `fake-uci-engine`
//! (told by its arguments to misbehave) and against `kibitzer uci` itself: lines with WDL
//! and tablebase hits arrive, the latest request wins, each fault arrives typed without a
//! panic, a failed engine restarts, and no child process is left after drop.

#[path = "support/external.rs"]
mod external;

use std::time::Duration;

use external::{FAKE, engine, fake, gone, request, until, until_fault, until_ready};
use kibitzer::engine::{
    Direction, EngineFault, EngineId, EngineSpec, EngineStatus, ExternalEngine, Wdl,
};
use kibitzer::search::StopReason;
use kibitzer::{Limits, RequestId, SearchEvent};
use shakmaty::Chess;

const SHORT: Duration = Duration::from_millis(300);

fn finished(id: RequestId) -> impl Fn(&SearchEvent) -> bool {
    move |e| matches!(e, SearchEvent::Finished { id: done, .. } if *done == id)
}

fn infos_of(events: &[SearchEvent], id: RequestId) -> Vec<kibitzer::Info> {
    events
        .iter()
        .filter_map(|e| match e {
            SearchEvent::Info { id: of, info, .. } if *of == id => Some(info.clone()),
            _ => None,
        })
        .collect()
}

/// The lines sent to `engine`, oldest first.
fn sent(engine: &ExternalEngine) -> Vec<String> {
    engine
        .log()
        .snapshot()
        .iter()
        .filter(|l| l.direction == Direction::Sent)
        .map(|l| l.text.clone())
        .collect()
}

#[test]
fn a_search_reports_lines_with_wdl_and_its_best_move() {
    let (engine, rx) = fake(&[]);
    // Made during the handshake: it starts when the handshake ends.
    let id = engine.start(request(Chess::default(), Limits::depth(3)));
    let events = until(&rx, finished(id));
    assert!(events.iter().any(|e| matches!(
        e,
        SearchEvent::Engine { status: EngineStatus::Ready { name, author }, .. }
            if name == "Fake Engine 1.0" && author == "kibitzer tests"
    )));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, SearchEvent::Started { id: s } if *s == id))
    );
    let infos = infos_of(&events, id);
    assert_eq!(infos.iter().map(|i| i.depth).collect::<Vec<_>>(), [1, 2, 3]);
    let wdl = Wdl {
        win: 300,
        draw: 600,
        loss: 100,
    };
    assert!(
        infos
            .iter()
            .all(|i| i.wdl == Some(wdl) && i.tbhits.is_none())
    );
    assert_eq!(infos[2].pv.len(), 3);
    let Some(SearchEvent::Finished {
        best,
        ponder,
        reason,
        ..
    }) = events.last()
    else {
        unreachable!()
    };
    assert_eq!(*reason, StopReason::Depth);
    assert_eq!((best.is_some(), ponder.is_some()), (true, true));
    assert!(
        engine
            .identity()
            .options
            .iter()
            .any(|o| o.name == "MultiPV")
    );
    let log: Vec<String> = engine
        .log()
        .snapshot()
        .iter()
        .map(|l| l.text.clone())
        .collect();
    for line in ["uci", "uciok", "isready", "readyok", "go depth 3"] {
        assert!(log.iter().any(|l| l == line), "{line} not in {log:?}");
    }
    assert!(
        log.iter()
            .any(|l| l.starts_with("position fen rnbqkbnr/pppppppp/"))
    );
    let pid = engine.pid().unwrap();
    drop(engine);
    assert!(gone(pid));
}

#[test]
fn configured_options_are_set_and_win_over_the_wdl_default() {
    let (tx, rx) = std::sync::mpsc::channel();
    let spec = EngineSpec {
        options: vec![
            ("UCI_ShowWDL".to_owned(), "false".to_owned()),
            ("Clear Hash".to_owned(), String::new()),
        ],
        ..EngineSpec::from_path(FAKE)
    };
    let engine = ExternalEngine::spawn(EngineId(3), spec, ExternalEngine::TIMEOUT, move |e| {
        let _ = tx.send(e);
    });
    let id = engine.start(request(Chess::default(), Limits::depth(1)));
    let events = until(&rx, finished(id));
    assert_eq!(id.engine, EngineId(3));
    assert!(events.iter().all(|e| e.id().engine == EngineId(3)));
    assert_eq!(infos_of(&events, id)[0].wdl, None);
    let sent = sent(&engine);
    assert_eq!(
        sent[..4],
        [
            "uci",
            "setoption name UCI_ShowWDL value false",
            "setoption name Clear Hash value ",
            "isready"
        ]
    );
}

#[test]
fn an_engine_that_exits_at_once_reports_its_status_and_its_errors_are_logged() {
    let (engine, rx) = fake(&["--no-such-argument"]);
    let (fault, _) = until_fault(&rx);
    assert_eq!(
        fault,
        EngineFault::Exited {
            code: Some(2),
            signal: None
        }
    );
    assert_eq!(fault.to_string(), "engine exited with status 2");
    assert!(
        engine
            .log()
            .snapshot()
            .iter()
            .any(|l| l.direction == Direction::Stderr
                && l.text == "fake-uci-engine: unknown argument --no-such-argument")
    );
}

#[test]
fn tablebase_hits_reach_the_lines() {
    let (engine, rx) = fake(&["--tbhits"]);
    let id = engine.start(request(Chess::default(), Limits::depth(1)));
    let events = until(&rx, finished(id));
    assert_eq!(infos_of(&events, id)[0].tbhits, Some(42));
}

#[test]
fn the_latest_request_wins_and_stale_lines_are_dropped() {
    let (engine, rx) = fake(&[]);
    let first = engine.start(request(Chess::default(), Limits::default()));
    let before = until(
        &rx,
        |e| matches!(e, SearchEvent::Info { info, .. } if info.depth == 2),
    );
    assert_eq!(infos_of(&before, first).len(), 2);
    let second = engine.start(request(Chess::default(), Limits::depth(2)));
    let after = until(&rx, finished(second));
    // The fake answers `stop` with a third line, then `bestmove`: the line is dropped.
    assert!(infos_of(&after, first).is_empty(), "{after:#?}");
    assert!(after.iter().any(|e| matches!(
        e,
        SearchEvent::Finished { id, reason: StopReason::Stopped, .. } if *id == first
    )));
    assert_eq!(infos_of(&after, second).len(), 2);
    let sent = sent(&engine);
    let go = sent.iter().position(|l| l == "go infinite").unwrap();
    assert_eq!(sent[go + 1], "stop");
    assert!(sent[go + 2].starts_with("position fen "));
    assert_eq!(sent[go + 3], "go depth 2");
}

#[test]
fn stop_ends_an_infinite_search() {
    let (engine, rx) = fake(&[]);
    let id = engine.start(request(Chess::default(), Limits::default()));
    until(&rx, |e| matches!(e, SearchEvent::Info { .. }));
    engine.stop();
    let events = until(&rx, finished(id));
    assert!(matches!(
        events.last(),
        Some(SearchEvent::Finished {
            reason: StopReason::Stopped,
            best: Some(_),
            ..
        })
    ));
}

#[test]
fn a_crash_mid_search_is_reported_and_a_restart_brings_it_back() {
    // Lines read: uci, isready, setoption MultiPV, then it aborts at `position`.
    let (mut engine, rx) = fake(&["--crash-after", "3"]);
    engine.start(request(Chess::default(), Limits::depth(2)));
    let (fault, _) = until_fault(&rx);
    assert_eq!(
        fault,
        EngineFault::Exited {
            code: None,
            signal: Some(6)
        }
    );
    assert_eq!(fault.to_string(), "engine crashed (signal 6)");
    let first = engine.pid().unwrap();
    assert!(gone(first));
    engine.restart();
    assert_eq!(until_ready(&rx), "Fake Engine 1.0");
    let second = engine.pid().unwrap();
    assert_ne!(first, second);
    drop(engine);
    assert!(gone(second));
}

#[test]
fn an_engine_that_never_answers_stop_is_stopped() {
    let (engine, rx) = engine(FAKE, &["--ignore-stop"], SHORT);
    let first = engine.start(request(Chess::default(), Limits::default()));
    until(&rx, |e| matches!(e, SearchEvent::Info { .. }));
    let second = engine.start(request(Chess::default(), Limits::depth(1)));
    let (fault, events) = until_fault(&rx);
    assert_eq!(fault, EngineFault::StopTimeout { timeout_ms: 300 });
    assert!(fault.is_fatal());
    // The fault names the latest request; neither request finished, the new one never began.
    assert_eq!(events.last().map(SearchEvent::id), Some(second));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, SearchEvent::Finished { .. }))
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, SearchEvent::Started { .. }))
    );
    assert_eq!(first.engine, second.engine);
    assert!(gone(engine.pid().unwrap()));
}

#[test]
fn an_engine_that_never_answers_isready_is_stopped() {
    let (engine, rx) = engine(FAKE, &["--hang"], SHORT);
    let (fault, _) = until_fault(&rx);
    assert_eq!(fault, EngineFault::ReadyTimeout { timeout_ms: 300 });
    assert!(gone(engine.pid().unwrap()));
}

#[test]
fn a_program_that_is_not_uci_is_stopped() {
    let (engine, rx) = engine(FAKE, &["--not-uci"], SHORT);
    let (fault, _) = until_fault(&rx);
    assert_eq!(fault, EngineFault::NotUci { timeout_ms: 300 });
    assert!(gone(engine.pid().unwrap()));
    let log = engine.log().snapshot();
    assert!(
        log.iter()
            .any(|l| l.direction == Direction::Received
                && l.text == "Hello! I am not a chess engine.")
    );
}

#[test]
fn missing_and_non_executable_programs_are_faults() {
    let (missing, rx) = engine("/nonexistent/kibitzer-engine", &[], SHORT);
    let (fault, _) = until_fault(&rx);
    assert!(matches!(fault, EngineFault::NotFound { .. }), "{fault:?}");
    assert!(fault.to_string().contains("/nonexistent/kibitzer-engine"));
    assert_eq!(missing.pid(), None);
    // A request to a failed engine is dropped, not a panic.
    missing.start(request(Chess::default(), Limits::depth(1)));
    let data = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/uci_lines/README.md"
    );
    let (_file, rx) = engine(data, &[], SHORT);
    let (fault, _) = until_fault(&rx);
    assert!(
        matches!(fault, EngineFault::NotExecutable { .. }),
        "{fault:?}"
    );
    assert!(fault.is_fatal());
}

#[test]
fn garbage_is_reported_and_the_search_goes_on() {
    let (engine, rx) = fake(&["--garbage"]);
    let id = engine.start(request(Chess::default(), Limits::depth(2)));
    let (fault, _) = until_fault(&rx);
    assert_eq!(
        fault,
        EngineFault::Garbage {
            line: "#@!% this is not UCI".to_owned(),
            reason: "unknown command".to_owned()
        }
    );
    assert!(!fault.is_fatal());
    let events = until(&rx, finished(id));
    assert_eq!(infos_of(&events, id).len(), 2);
}

#[test]
fn an_illegal_pv_move_cuts_the_line() {
    let (engine, rx) = fake(&["--illegal-pv"]);
    let id = engine.start(request(Chess::default(), Limits::depth(2)));
    let events = until(&rx, finished(id));
    let faults: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            SearchEvent::Engine {
                status: EngineStatus::Fault(fault),
                ..
            } => Some(fault.clone()),
            _ => None,
        })
        .collect();
    // Both lines are cut; the fault is reported once per request.
    assert_eq!(
        faults,
        [EngineFault::IllegalPvMove {
            mv: "a2a3".to_owned(),
            ply: 2
        }]
    );
    assert!(infos_of(&events, id).iter().all(|i| i.pv.len() == 1));
}

#[test]
fn a_bestmove_for_another_position_is_a_fault() {
    let (engine, rx) = fake(&["--wrong-bestmove"]);
    let id = engine.start(request(Chess::default(), Limits::depth(1)));
    let events = until(&rx, finished(id));
    assert!(events.iter().any(|e| matches!(
        e,
        SearchEvent::Engine { status: EngineStatus::Fault(EngineFault::WrongBestMove { mv }), .. }
            if mv == "e7e5"
    )));
    assert!(matches!(
        events.last(),
        Some(SearchEvent::Finished { best: None, .. })
    ));
}

#[test]
fn kibitzer_uci_itself_as_an_external_engine() {
    let (engine, rx) = engine(
        env!("CARGO_BIN_EXE_kibitzer"),
        &["uci"],
        Duration::from_secs(20),
    );
    let id = engine.start(request(Chess::default(), Limits::depth(3)));
    let events = until(&rx, finished(id));
    assert!(until_name(&events).starts_with("kibitzer"));
    let depths: Vec<u32> = infos_of(&events, id).iter().map(|i| i.depth).collect();
    assert_eq!(depths, [1, 2, 3]);
    assert!(matches!(
        events.last(),
        Some(SearchEvent::Finished {
            best: Some(_),
            reason: StopReason::Depth,
            ..
        })
    ));
    let pid = engine.pid().unwrap();
    drop(engine);
    assert!(gone(pid));
}

fn until_name(events: &[SearchEvent]) -> String {
    events
        .iter()
        .find_map(|e| match e {
            SearchEvent::Engine {
                status: EngineStatus::Ready { name, .. },
                ..
            } => Some(name.clone()),
            _ => None,
        })
        .unwrap_or_default()
}
