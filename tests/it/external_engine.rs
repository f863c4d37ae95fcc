//! External UCI engines behind the engine boundary, driven against `fake-uci-engine` and
//! against `kibitzer uci` itself: lines with WDL and tablebase hits arrive, options are set,
//! the game's moves are sent, the latest request wins, stop works, and no child process is
//! left after drop. The faults are in `external_engine_faults.rs`.

use crate::support::external;

use std::time::Duration;

use external::{FAKE, engine, fake, finished, gone, infos_of, request, sent, until};
use kibitzer::engine::{EngineId, EngineSpec, EngineStatus, ExternalEngine, Wdl};
use kibitzer::search::GameLine;
use kibitzer::search::StopReason;
use kibitzer::uci::client::legal_move;
use kibitzer::{engine::SearchEvent, search::Limits};
use shakmaty::{Chess, Position};

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
        ..EngineSpec::from_path(&*FAKE)
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
fn a_request_in_a_game_sends_the_games_moves() {
    let (engine, rx) = fake(&[]);
    let start = Chess::default();
    let moves: Vec<_> = ["e2e4", "e7e5", "g1f3"]
        .iter()
        .scan(start.clone(), |position, m| {
            let mv = legal_move(position, &m.parse().unwrap()).unwrap();
            position.play_unchecked(mv);
            Some(mv)
        })
        .collect();
    let mut root = start.clone();
    for mv in &moves {
        root.play_unchecked(*mv);
    }
    let line = GameLine { start, moves };
    let mut in_game = request(root, Limits::depth(2));
    in_game.root.line = Some(line);
    let id = engine.start(in_game);
    let events = until(&rx, finished(id));
    // The fake searched the position after the moves: its PV is legal from the root.
    assert!(!events.iter().any(|e| matches!(
        e,
        SearchEvent::Engine {
            status: EngineStatus::Fault(_),
            ..
        }
    )));
    assert_eq!(infos_of(&events, id)[1].pv.len(), 2);
    assert!(sent(&engine).contains(
        &"position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 e7e5 g1f3"
            .to_owned()
    ));
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
    // `isready` between `position` and `go`: see the session's `bestmove` fence.
    assert_eq!(sent[go + 3], "isready");
    assert_eq!(sent[go + 4], "go depth 2");
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
