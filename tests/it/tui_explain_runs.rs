//! Explain runs (`t`) and the tree and best-first views from `App::update`: one run at a
//! time with an id, a tree for a superseded run is dropped, closing stops the run and clears
//! its message, and both views start over when the shown position changes.

use crate::support::explain as support;

use std::sync::atomic::{AtomicU64, Ordering};

use crossterm::event::KeyCode;
use kibitzer::engine::{EngineId, RequestId, SearchEvent, SearchId};
use kibitzer::search::{HashAllocError, SearchTree};
use kibitzer::{game::Game, game::parse_fen};
use kibitzer_tui::{AnalysisLimits, App, Effect, Msg};
use shakmaty::{Chess, Position};

const ITALIAN: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

fn app() -> App {
    let mut app = App::new(Game::default(), AnalysisLimits::default(), true);
    app.start();
    let _ = app.update(Msg::SearchStarted(kibitzer::engine::RequestId::internal(1)));
    app
}

fn act(app: &mut App, code: KeyCode) -> Vec<Effect> {
    app.update(Msg::press(code))
}

/// The explain request among `effects`, started as the runtime would (under a new id that
/// the app is told): its id and position.
fn explain(app: &mut App, effects: &[Effect]) -> Option<(RequestId, Chess)> {
    static RUNS: AtomicU64 = AtomicU64::new(100);
    let position = effects.iter().find_map(|e| match e {
        Effect::Explain(request) => Some(request.position.clone()),
        _ => None,
    })?;
    let id = RequestId {
        engine: EngineId(1),
        search: SearchId(RUNS.fetch_add(1, Ordering::SeqCst)),
    };
    let _ = app.update(Msg::ExplainStarted(id));
    Some((id, position))
}

/// The explain worker's report of run `id`: a recorded tree.
fn tree_ready(id: RequestId) -> Msg {
    Msg::Search(Box::new(SearchEvent::Explained {
        id,
        tree: Ok(Box::new(some_tree())),
    }))
}

fn cancels(effects: &[Effect]) -> bool {
    effects.iter().any(|e| matches!(e, Effect::CancelExplain))
}

/// A recorded tree with one node (its content does not matter here).
fn some_tree() -> SearchTree {
    let mut app = app();
    let effects = act(&mut app, KeyCode::Char('t'));
    support::explain(&mut app, effects, 1);
    app.tree().unwrap().tree.as_deref().unwrap().clone()
}

#[test]
fn closing_stops_the_run_clears_its_message_and_drops_its_tree() {
    let mut app = app();
    let (first, _) = {
        let effects = act(&mut app, KeyCode::Char('t'));
        explain(&mut app, &effects)
    }
    .expect("t explains");
    assert!(app.status.as_ref().unwrap().0.starts_with("recording"));
    let effects = act(&mut app, KeyCode::Char('t'));
    assert!(cancels(&effects), "closing stops the run");
    assert!(app.tree().is_none());
    assert_eq!(app.status, None, "no recording message is left behind");
    let (second, _) = {
        let effects = act(&mut app, KeyCode::Char('t'));
        explain(&mut app, &effects)
    }
    .unwrap();
    assert_ne!(first, second);
    let _ = app.update(tree_ready(first));
    assert!(
        app.tree().unwrap().tree.is_none(),
        "a tree for the closed run is dropped"
    );
    assert!(app.status.as_ref().unwrap().0.starts_with("recording"));
    let _ = app.update(tree_ready(second));
    assert!(app.tree().unwrap().tree.is_some());
    assert!(app.status.as_ref().unwrap().0.starts_with("search tree: "));
    // Closing a tree that is already there stops nothing, and its message goes with it.
    assert!(!cancels(&act(&mut app, KeyCode::Esc)));
    assert!(app.tree().is_none());
    assert_eq!(
        app.status, None,
        "no \"search tree: N nodes\" after the tree closed"
    );
    // Likewise with `t`.
    let (third, _) = {
        let effects = act(&mut app, KeyCode::Char('t'));
        explain(&mut app, &effects)
    }
    .unwrap();
    let _ = app.update(tree_ready(third));
    assert!(app.status.as_ref().unwrap().0.starts_with("search tree: "));
    assert!(!cancels(&act(&mut app, KeyCode::Char('t'))));
    assert_eq!(app.status, None);
}

#[test]
fn escape_and_best_first_stop_a_recording_run_too() {
    let mut app = app();
    act(&mut app, KeyCode::Char('t'));
    assert!(cancels(&act(&mut app, KeyCode::Esc)));
    assert_eq!(app.status, None);
    act(&mut app, KeyCode::Char('t'));
    assert!(cancels(&act(&mut app, KeyCode::Char('b'))));
    assert!(app.tree().is_none() && app.best_first().is_some());
}

#[test]
fn the_tree_starts_over_when_the_position_changes() {
    let italian = parse_fen(ITALIAN).unwrap();
    let mut app = app();
    let (first, _) = {
        let effects = act(&mut app, KeyCode::Char('t'));
        explain(&mut app, &effects)
    }
    .unwrap();
    // :fen
    let (second, root) = {
        let effects = crate::support::keys::command(&mut app, &format!("fen {ITALIAN}"));
        explain(&mut app, &effects)
    }
    .expect("restarts");
    assert_ne!(first, second);
    assert_eq!(root, italian);
    assert_eq!(app.tree().unwrap().root, italian);
    let _ = app.update(tree_ready(first));
    assert!(
        app.tree().unwrap().tree.is_none(),
        "the old position's tree is dropped"
    );
    let _ = app.update(tree_ready(second));
    assert!(app.tree().unwrap().tree.is_some());
    // A move.
    let (_, root) = {
        let effects = crate::support::keys::command(&mut app, "move O-O");
        explain(&mut app, &effects)
    }
    .expect("restarts after a move");
    assert_eq!(root, *app.game.position());
    assert_ne!(root, italian);
    // Navigation.
    let (_, root) = {
        let effects = act(&mut app, KeyCode::Home);
        explain(&mut app, &effects)
    }
    .expect("restarts after navigation");
    assert_eq!(root, italian);
    // Paste.
    let (_, root) = {
        let effects = app.update(Msg::Paste(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".to_owned(),
        ));
        explain(&mut app, &effects)
    }
    .expect("restarts after a paste");
    assert_eq!(root, *app.game.position());
    assert_eq!(app.tree().unwrap().root, root);
}

#[test]
fn the_tree_closes_on_a_position_without_moves() {
    let mut app = app();
    act(&mut app, KeyCode::Char('t'));
    let effects = crate::support::keys::command(&mut app, "fen 7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    assert!(cancels(&effects));
    assert!(explain(&mut app, &effects).is_none());
    assert!(app.tree().is_none());
    assert_eq!(
        app.status,
        Some((
            "search tree closed: the position has no legal moves".to_owned(),
            false
        ))
    );
}

#[test]
fn best_first_starts_over_when_the_position_changes() {
    let mut app = app();
    act(&mut app, KeyCode::Char('b'));
    act(&mut app, KeyCode::Char('s'));
    assert_eq!(app.best_first().unwrap().search.expansions(), 1);
    crate::support::keys::command(&mut app, &format!("fen {ITALIAN}"));
    let view = app.best_first().unwrap();
    assert_eq!(*view.search.root_position(), parse_fen(ITALIAN).unwrap());
    assert_eq!(view.search.expansions(), 0);
    act(&mut app, KeyCode::Char('s'));
    crate::support::keys::command(&mut app, "move O-O");
    let view = app.best_first().unwrap();
    assert_eq!(view.search.root_position(), app.game.position());
    assert_eq!(view.search.expansions(), 0);
    assert!(view.search.root_position().turn().is_black());
}

#[test]
fn a_tree_of_another_engine_is_dropped_and_a_refused_table_is_reported() {
    let mut app = app();
    let effects = act(&mut app, KeyCode::Char('t'));
    let (id, _) = explain(&mut app, &effects).expect("t explains");
    // The analysis engine's request of the same number is not this run.
    let other = RequestId {
        engine: EngineId::INTERNAL,
        search: id.search,
    };
    let _ = app.update(tree_ready(other));
    assert!(app.tree().unwrap().tree.is_none());
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Explained {
        id,
        tree: Err(HashAllocError { mb: 16 }),
    })));
    assert!(
        app.tree().is_none(),
        "the explorer closes instead of waiting forever"
    );
    assert_eq!(
        app.status,
        Some((
            "no search tree: cannot allocate 16 MB for the hash table".to_owned(),
            true
        ))
    );
}
