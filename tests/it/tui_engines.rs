//! External engines in the workstation (a second opinion) through `App::update`, with the
//! runtime's part played by hand: `--engine` / `:engine add` start an engine and ask it for
//! the internal search's position, its lines are kept per engine and dropped when stale, the
//! `:engine` commands, faults, the disagreement mark and `w` on it (keys and the log overlay `L`
//! in `tui_engine_keys.rs`).

use crate::support::keys;

use std::path::PathBuf;
use std::time::Duration;

use crossterm::event::KeyCode;
use keys::{app_on, command, key};
use kibitzer::engine::{
    EngineFault, EngineId, EngineSpec, EngineStatus, Info, RequestId, SearchEvent, SearchId,
};
use kibitzer::search::Bound;
use kibitzer::{Score, game::Game};
use kibitzer_tui::{App, Effect, EngineState, FIRST_EXTERNAL, Msg, Pane};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move};

fn spec(name: &str) -> EngineSpec {
    EngineSpec::from_path(format!("/usr/games/{name}"))
}

/// The searches `effects` ask of external engines: (engine, root, lines).
fn engine_searches(effects: &[Effect]) -> Vec<(EngineId, Chess, usize)> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::EngineSearch(id, request) => {
                Some((*id, request.root.position().clone(), request.limits.multipv))
            }
            _ => None,
        })
        .collect()
}

fn mv(pos: &Chess, uci: &str) -> Move {
    uci.parse::<UciMove>().unwrap().to_move(pos).unwrap()
}

/// A line of `depth` at `multipv` whose first move is `first` (UCI) from `pos`.
fn info(pos: &Chess, multipv: usize, depth: u32, cp: i32, first: &str) -> Info {
    Info {
        depth,
        seldepth: depth + 4,
        multipv,
        score: Score::cp(cp),
        bound: Bound::Exact,
        nodes: 1_000_000,
        nps: 2_500_000,
        time: Duration::from_millis(400),
        hashfull: 10,
        wdl: None,
        tbhits: None,
        pv: vec![mv(pos, first)],
    }
}

/// The driver's news of engine `engine`.
fn news(app: &mut App, engine: EngineId, status: EngineStatus) {
    let id = RequestId {
        engine,
        search: SearchId(0),
    };
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Engine { id, status })));
}

fn ready(name: &str) -> EngineStatus {
    EngineStatus::Ready {
        name: name.to_owned(),
        author: String::new(),
    }
}

fn report(app: &mut App, id: RequestId, info: Info) {
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Info {
        id,
        info,
        counters: None,
    })));
}

/// A workstation at the start with engine `name` added and its first search started.
fn with_engine(name: &str) -> (App, RequestId) {
    with_engine_lines(name, 1)
}

/// The start position with the engine `name` added with `lines` lines; its first search
/// started.
fn with_engine_lines(name: &str, lines: usize) -> (App, RequestId) {
    let mut app = app_on(Game::default());
    let effects = app.add_engine_with(spec(name), true, lines);
    let id = FIRST_EXTERNAL;
    assert!(matches!(&effects[0], Effect::SpawnEngine(i, s) if *i == id && s.name == name));
    let request = RequestId {
        engine: id,
        search: SearchId(1),
    };
    let _ = app.update(Msg::SearchStarted(request));
    (app, request)
}

#[test]
fn an_added_engine_analyses_the_shown_position_and_keeps_its_own_lines() {
    let mut app = app_on(Game::default());
    let effects = app.add_engine(spec("stockfish"));
    assert_eq!(
        engine_searches(&effects),
        vec![(FIRST_EXTERNAL, Chess::default(), 1)]
    );
    let request = RequestId {
        engine: FIRST_EXTERNAL,
        search: SearchId(1),
    };
    let _ = app.update(Msg::SearchStarted(request));
    report(
        &mut app,
        request,
        info(&Chess::default(), 1, 20, 31, "e2e4"),
    );
    assert_eq!(app.engines[0].line_sans, vec!["1.e4"]);
    assert_eq!(app.engines[0].depth, 20);
    assert!(
        app.analysis.lines.is_empty(),
        "never mixed with kibitzer's own"
    );
    // A move: every engine is asked about the new position, its old lines forgotten.
    let effects = command(&mut app, "move e4");
    let after = app.game.position().clone();
    // The engine is told the game's moves, so it sees the positions before the root.
    let lines: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::EngineSearch(_, request) => request.root.line.clone(),
            _ => None,
        })
        .collect();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].start, Chess::default());
    assert_eq!(lines[0].moves, vec![mv(&Chess::default(), "e2e4")]);
    assert_eq!(
        engine_searches(&effects),
        vec![(FIRST_EXTERNAL, after.clone(), 1)]
    );
    assert!(app.engines[0].lines.is_empty());
    // A line of the old request arrives late: dropped.
    report(
        &mut app,
        request,
        info(&Chess::default(), 1, 21, 30, "d2d4"),
    );
    assert!(app.engines[0].lines.is_empty());
    let second = RequestId {
        search: SearchId(2),
        ..request
    };
    let _ = app.update(Msg::SearchStarted(second));
    report(&mut app, second, info(&after, 1, 18, -25, "c7c5"));
    assert_eq!(app.engines[0].line_sans, vec!["1...c5"]);
}

#[test]
fn the_latest_of_two_requests_in_one_batch_wins() {
    // At start-up the engine is added (one request) and the analysis starts (another).
    let mut app = App::new(
        Game::default(),
        kibitzer_tui::AnalysisLimits::default(),
        true,
    );
    let mut effects = app.add_engine(spec("stockfish"));
    effects.extend(app.start());
    assert_eq!(engine_searches(&effects).len(), 2);
    let (first, second) = (
        RequestId {
            engine: FIRST_EXTERNAL,
            search: SearchId(1),
        },
        RequestId {
            engine: FIRST_EXTERNAL,
            search: SearchId(2),
        },
    );
    let _ = app.update(Msg::SearchStarted(first));
    let _ = app.update(Msg::SearchStarted(second));
    report(&mut app, first, info(&Chess::default(), 1, 5, 10, "d2d4"));
    assert!(
        app.engines[0].lines.is_empty(),
        "the superseded request's line"
    );
    report(&mut app, second, info(&Chess::default(), 1, 5, 10, "e2e4"));
    assert_eq!(app.engines[0].line_sans, vec!["1.e4"]);
}

#[test]
fn space_stops_the_engines_with_the_internal_search() {
    let (mut app, _) = with_engine("stockfish");
    let effects = key(&mut app, KeyCode::Char(' '));
    assert!(effects.iter().any(|e| matches!(e, Effect::StopSearch)));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::EngineStop(id) if *id == FIRST_EXTERNAL))
    );
    let effects = key(&mut app, KeyCode::Char(' '));
    assert_eq!(engine_searches(&effects).len(), 1);
}

#[test]
fn engine_add_parses_the_path_and_arguments_and_names_twins_apart() {
    let mut app = app_on(Game::default());
    let effects = command(&mut app, "engine add /usr/games/gnuchess --uci");
    let Some(Effect::SpawnEngine(id, spec)) = effects.first() else {
        panic!("no engine started: {effects:?}");
    };
    assert_eq!(*id, FIRST_EXTERNAL);
    assert_eq!(spec.path, PathBuf::from("/usr/games/gnuchess"));
    assert_eq!(spec.args, vec!["--uci"]);
    assert_eq!(spec.name, "gnuchess");
    command(&mut app, "engine add /usr/games/gnuchess --uci");
    assert_eq!(app.engines[1].spec.name, "gnuchess-2");
    assert_eq!(app.engines[1].id, EngineId(FIRST_EXTERNAL.0 + 1));
    command(&mut app, "engine add");
    assert!(
        app.status
            .as_ref()
            .is_some_and(|s| s.1 && s.0.contains("PATH"))
    );
    assert_eq!(app.engines.len(), 2);
}

#[test]
fn a_fault_shows_in_the_pane_and_status_bar_and_restart_starts_a_new_process() {
    let (mut app, request) = with_engine("stockfish");
    // Added: it answered the handshake, then died.
    news(&mut app, FIRST_EXTERNAL, ready("Stockfish 16"));
    let crash = EngineFault::Exited {
        code: Some(1),
        signal: None,
    };
    news(&mut app, FIRST_EXTERNAL, EngineStatus::Fault(crash));
    assert_eq!(
        app.engines[0].state,
        EngineState::Fault("engine exited with status 1".to_owned())
    );
    let status = app.status.clone().unwrap();
    assert!(
        status.1 && status.0.contains("stockfish: engine exited with status 1"),
        "{status:?}"
    );
    assert!(status.0.contains(":engine restart stockfish"));
    // The internal engine goes on; the failed one is asked nothing.
    let effects = command(&mut app, "move e4");
    assert!(keys::started(&effects));
    assert!(engine_searches(&effects).is_empty());
    report(
        &mut app,
        request,
        info(&Chess::default(), 1, 20, 31, "e2e4"),
    );
    assert!(app.engines[0].lines.is_empty());
    command(&mut app, "engine on stockfish");
    assert!(
        app.status.as_ref().is_some_and(|s| s.1),
        "on does not hide a fault"
    );
    let effects = command(&mut app, "engine restart STOCKFISH");
    assert!(matches!(effects[0], Effect::RestartEngine(id) if id == FIRST_EXTERNAL));
    assert_eq!(engine_searches(&effects)[0].0, FIRST_EXTERNAL);
    assert_eq!(app.engines[0].state, EngineState::Starting);
    news(&mut app, FIRST_EXTERNAL, ready("Stockfish 16"));
    assert_eq!(
        app.engines[0].state,
        EngineState::Ready("Stockfish 16".to_owned())
    );
    // The restarted engine's lines count again.
    let again = RequestId {
        search: SearchId(3),
        ..request
    };
    let _ = app.update(Msg::SearchStarted(again));
    let after = app.game.position().clone();
    report(&mut app, again, info(&after, 1, 15, -20, "e7e5"));
    assert_eq!(app.engines[0].line_sans, vec!["1...e5"]);
}

#[test]
fn off_on_lines_and_remove() {
    let (mut app, _) = with_engine("stockfish");
    let effects = command(&mut app, "engine off stockfish");
    assert!(effects.iter().any(|e| matches!(e, Effect::EngineStop(_))));
    assert!(!app.engines[0].on);
    assert!(engine_searches(&command(&mut app, "move e4")).is_empty());
    let effects = command(&mut app, "engine on stockfish");
    assert_eq!(engine_searches(&effects).len(), 1);
    let effects = command(&mut app, "engine lines stockfish 3");
    assert_eq!(engine_searches(&effects)[0].2, 3);
    assert_eq!(
        app.settings().multipv,
        1,
        "kibitzer's own lines are its own"
    );
    command(&mut app, "engine lines stockfish 9");
    assert!(
        app.status
            .as_ref()
            .is_some_and(|s| s.1 && s.0.contains("1 to 8"))
    );
    assert_eq!(app.engines[0].multipv, 3);
    command(&mut app, "engine off stockfish");
    command(&mut app, "engine");
    let listed = app.status.clone().unwrap();
    assert_eq!(listed, ("engines: stockfish (off)".to_owned(), false));
    command(&mut app, "engine on stockfish");
    command(&mut app, "engine off komodo");
    let status = app.status.clone().unwrap();
    assert!(
        status.1 && status.0.contains("engines: stockfish"),
        "{status:?}"
    );
    command(&mut app, "engine frobnicate");
    assert!(
        app.status
            .as_ref()
            .is_some_and(|s| s.1 && s.0.contains("unknown :engine"))
    );
    let effects = command(&mut app, "engine remove stockfish");
    assert!(matches!(effects[..], [Effect::RemoveEngine(id)] if id == FIRST_EXTERNAL));
    assert!(app.engines.is_empty());
}

/// kibitzer prefers 1.e4 at depth `ours`; the engine, with two lines, 1.d4 (+0.80) over
/// 1.e4 (+0.20) at depth `theirs` (far enough apart to mark: see `tui_disagreement.rs`).
fn disagreeing(ours: u32, theirs: u32) -> App {
    let (mut app, request) = with_engine_lines("stockfish", 2);
    let start = Chess::default();
    report(
        &mut app,
        RequestId::internal(1),
        info(&start, 1, ours, 20, "e2e4"),
    );
    report(&mut app, request, info(&start, 1, theirs, 80, "d2d4"));
    report(&mut app, request, info(&start, 2, theirs, 20, "e2e4"));
    app
}

#[test]
fn a_disagreement_needs_both_engines_deep_enough() {
    let start = Chess::default();
    assert_eq!(disagreeing(8, 20).disagreement(0), Some(mv(&start, "d2d4")));
    assert_eq!(disagreeing(3, 20).disagreement(0), None);
    assert_eq!(disagreeing(8, 2).disagreement(0), None);
    let (mut agreeing, request) = with_engine("stockfish");
    report(
        &mut agreeing,
        RequestId::internal(1),
        info(&start, 1, 9, 20, "e2e4"),
    );
    report(&mut agreeing, request, info(&start, 1, 20, 30, "e2e4"));
    assert_eq!(agreeing.disagreement(0), None);
}

#[test]
fn w_on_the_engines_pane_compares_the_engines_move_as_a_second_opinion() {
    let mut app = disagreeing(8, 20);
    keys::focus(&mut app, Pane::Engines);
    let effects = key(&mut app, KeyCode::Char('w'));
    let Some(Effect::Compare(_, request, _)) = effects.first() else {
        panic!("no comparison: {effects:?}");
    };
    assert_eq!(request.candidates, vec![mv(&Chess::default(), "d2d4")]);
    let view = app.compare().unwrap();
    assert_eq!(
        view.second_opinion.as_ref().map(|s| s.engine.as_str()),
        Some("stockfish")
    );
    assert_eq!(view.label, "1.d4");
    // `:why` with the engine's move says the same; with another move it is kibitzer's own.
    key(&mut app, KeyCode::Esc);
    keys::focus(&mut app, Pane::Board);
    command(&mut app, "why d4");
    assert_eq!(
        app.compare()
            .unwrap()
            .second_opinion
            .as_ref()
            .map(|s| s.engine.as_str()),
        Some("stockfish")
    );
    key(&mut app, KeyCode::Esc);
    command(&mut app, "why Nf3");
    assert_eq!(app.compare().unwrap().second_opinion, None);
}

#[test]
fn a_fault_the_engine_goes_on_after_is_a_warning_until_its_next_search() {
    let (mut app, request) = with_engine("stockfish");
    let illegal = EngineFault::IllegalPvMove {
        mv: "e2e5".to_owned(),
        ply: 2,
    };
    news(&mut app, FIRST_EXTERNAL, EngineStatus::Fault(illegal));
    assert!(app.engines[0].analyses());
    let warning = app.engines[0].warning.clone().unwrap();
    assert!(
        warning.contains("illegal move \"e2e5\" at ply 2"),
        "{warning}"
    );
    assert!(
        app.status
            .as_ref()
            .is_some_and(|s| s.1 && s.0.starts_with("stockfish: "))
    );
    report(
        &mut app,
        request,
        info(&Chess::default(), 1, 12, 20, "e2e4"),
    );
    assert_eq!(app.engines[0].lines.len(), 1, "lines still count");
    let effects = command(&mut app, "move e4");
    assert_eq!(engine_searches(&effects).len(), 1);
    assert_eq!(app.engines[0].warning, None);
}

#[test]
fn an_engine_at_a_position_without_moves_says_so_instead_of_searching() {
    use kibitzer_tui::draw_pane;
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    let (mut app, _) = with_engine("stockfish");
    news(&mut app, FIRST_EXTERNAL, ready("Stockfish 16"));
    // Fool's mate: White is mated.
    command(
        &mut app,
        "fen rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    );
    let area = Rect::new(0, 0, 60, 8);
    let mut buffer = Buffer::empty(area);
    draw_pane(&app, app.settings().theme, Pane::Engines, area, &mut buffer);
    let text: String = (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
                + "\n"
        })
        .collect();
    assert!(text.contains("no legal moves"), "{text}");
    assert!(!text.contains("searching"), "{text}");
}

/// The driver's news of engine `engine`, and the effects the app asks for.
fn news_effects(app: &mut App, engine: EngineId, status: EngineStatus) -> Vec<Effect> {
    let id = RequestId {
        engine,
        search: SearchId(0),
    };
    app.update(Msg::Search(Box::new(SearchEvent::Engine { id, status })))
}

#[test]
fn a_failed_add_leaves_no_row_and_says_why() {
    let mut app = app_on(Game::default());
    command(&mut app, "engine add /nonexistent");
    assert_eq!(app.engines.len(), 1, "starting");
    let missing = EngineFault::NotFound {
        path: "/nonexistent".into(),
    };
    let effects = news_effects(&mut app, FIRST_EXTERNAL, EngineStatus::Fault(missing));
    assert!(app.engines.is_empty(), "no dead row: {:?}", app.engines);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::RemoveEngine(id) if *id == FIRST_EXTERNAL)),
        "{effects:?}"
    );
    let status = app.status.clone().unwrap();
    assert!(status.1, "{status:?}");
    assert!(
        status.0.contains("engine not found: /nonexistent") && !status.0.contains("restart"),
        "{status:?}"
    );
    // A program that is not a UCI engine: the same, with the handshake's timeout.
    command(&mut app, "engine add /bin/cat");
    let id = app.engines[0].id;
    news_effects(
        &mut app,
        id,
        EngineStatus::Fault(EngineFault::NotUci { timeout_ms: 5000 }),
    );
    assert!(app.engines.is_empty());
    let status = app.status.clone().unwrap().0;
    assert!(
        status.contains("cat") && status.contains("no uciok within"),
        "{status}"
    );
}

#[test]
fn an_engine_that_answered_keeps_its_row_when_a_restart_fails() {
    let (mut app, _) = with_engine("stockfish");
    news(&mut app, FIRST_EXTERNAL, ready("Stockfish 16"));
    command(&mut app, "engine restart stockfish");
    news(
        &mut app,
        FIRST_EXTERNAL,
        EngineStatus::Fault(EngineFault::NotUci { timeout_ms: 5000 }),
    );
    assert_eq!(app.engines.len(), 1);
    assert!(matches!(app.engines[0].state, EngineState::Fault(_)));
    let status = app.status.clone().unwrap().0;
    assert!(status.contains(":engine restart stockfish"), "{status}");
}
