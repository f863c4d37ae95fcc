//! External UCI engines that misbehave (`fake-uci-engine` told to crash, hang, not speak
//! UCI, print garbage, illegal PV moves or a wrong `bestmove`, and programs that are missing
//! or not executable): each fault arrives typed with its message, without a panic, a failed
//! engine restarts, and no child process is left.

use crate::support::external;

use std::time::Duration;

use external::{
    FAKE, engine, fake, finished, gone, infos_of, request, until, until_fault, until_ready,
};
use kibitzer::engine::{Direction, EngineFault, EngineStatus};
use kibitzer::{engine::SearchEvent, search::Limits};
use shakmaty::Chess;

/// A timeout short enough for a test, long enough for a debug build to start on a busy machine.
const SHORT: Duration = Duration::from_secs(2);

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
fn a_crash_mid_search_is_reported_and_a_restart_brings_it_back() {
    // Lines read: uci, setoption UCI_ShowWDL, isready; it aborts on the request's first.
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
    let (engine, rx) = engine(&FAKE, &["--ignore-stop"], SHORT);
    let first = engine.start(request(Chess::default(), Limits::default()));
    until(&rx, |e| matches!(e, SearchEvent::Info { .. }));
    let second = engine.start(request(Chess::default(), Limits::depth(1)));
    let (fault, events) = until_fault(&rx);
    assert_eq!(fault, EngineFault::StopTimeout { timeout_ms: 2000 });
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
    let (engine, rx) = engine(&FAKE, &["--hang"], SHORT);
    let (fault, _) = until_fault(&rx);
    assert_eq!(fault, EngineFault::ReadyTimeout { timeout_ms: 2000 });
    assert!(gone(engine.pid().unwrap()));
}

#[test]
fn a_program_that_is_not_uci_is_stopped() {
    let (engine, rx) = engine(&FAKE, &["--not-uci"], SHORT);
    let (fault, _) = until_fault(&rx);
    assert_eq!(fault, EngineFault::NotUci { timeout_ms: 2000 });
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
    // Reported once; the bytes that are not UTF-8 are in the log, replaced.
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, SearchEvent::Engine { .. }))
    );
    assert!(
        engine
            .log()
            .snapshot()
            .iter()
            .any(|l| l.text == "\u{fffd}\u{fffd} binary")
    );
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

/// A `bestmove` sent while idle (here: on every `position`, before `go`) is ignored, reported
/// and marked in the log: it used to end the request it came before, at once.
#[test]
fn a_bestmove_while_idle_does_not_end_the_next_request() {
    let (engine, rx) = fake(&["--stray-bestmove"]);
    let id = engine.start(request(Chess::default(), Limits::default()));
    let events = until(&rx, |e| {
        matches!(e, SearchEvent::Info { .. } | SearchEvent::Finished { .. })
    });
    assert!(
        matches!(events.last(), Some(SearchEvent::Info { id: of, .. }) if *of == id),
        "{events:#?}"
    );
    let fault = events.iter().find_map(|e| match e {
        SearchEvent::Engine {
            status: EngineStatus::Fault(fault),
            ..
        } => Some(fault.clone()),
        _ => None,
    });
    assert_eq!(
        fault,
        Some(EngineFault::UnaskedBestMove {
            line: "bestmove a2a3".to_owned()
        })
    );
    engine.stop();
    let events = until(&rx, finished(id));
    assert!(matches!(
        events.last(),
        Some(SearchEvent::Finished {
            reason: kibitzer::search::StopReason::Stopped,
            ..
        })
    ));
    let log = engine.log().snapshot();
    let marked: Vec<String> = log
        .iter()
        .filter(|l| l.direction == Direction::Fault)
        .map(|l| l.text.clone())
        .collect();
    assert_eq!(
        marked,
        ["engine sent \"bestmove a2a3\" with no search running (UCI allows none); ignored"]
    );
    // A limited search still ends with its own bestmove.
    let second = engine.start(request(Chess::default(), Limits::depth(2)));
    let events = until(&rx, finished(second));
    assert_eq!(infos_of(&events, second).len(), 2, "{events:#?}");
}
