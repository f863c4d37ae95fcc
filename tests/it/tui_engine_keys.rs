//! The keys and words of external engines through `App::update`: Tab reaches the Engines
//! pane only while there are engines, `L` opens the selected engine's log (scrolled, it
//! follows the traffic at its end), and `--engine` / `:engine add` text becomes a spec.

use crate::support::keys;

use crossterm::event::KeyCode;
use keys::{app_on, key};
use kibitzer::engine::{EngineId, EngineSpec};
use kibitzer::game::Game;
use kibitzer_tui::{Effect, FIRST_EXTERNAL, Msg, Pane, parse_engine_spec};

fn spec(name: &str) -> EngineSpec {
    EngineSpec::from_path(format!("/usr/games/{name}"))
}

#[test]
fn tab_visits_the_engines_pane_only_when_there_are_engines() {
    let mut app = app_on(Game::default());
    let mut seen = Vec::new();
    for _ in 0..6 {
        key(&mut app, KeyCode::Tab);
        seen.push(app.focus);
    }
    assert!(!seen.contains(&Pane::Engines));
    app.add_engine(spec("stockfish"));
    for _ in 0..6 {
        key(&mut app, KeyCode::Tab);
        seen.push(app.focus);
    }
    assert!(seen.contains(&Pane::Engines));
}

#[test]
fn the_log_overlay_shows_the_selected_engines_traffic_and_scrolls() {
    let mut app = app_on(Game::default());
    key(&mut app, KeyCode::Char('L'));
    assert!(
        app.status
            .as_ref()
            .is_some_and(|s| s.1 && s.0.contains(":engine add"))
    );
    app.add_engine(spec("stockfish"));
    app.add_engine(spec("gnuchess"));
    keys::focus(&mut app, Pane::Engines);
    key(&mut app, KeyCode::Down);
    let effects = key(&mut app, KeyCode::Char('L'));
    let second = EngineId(FIRST_EXTERNAL.0 + 1);
    assert!(matches!(effects[..], [Effect::ReadEngineLog(id)] if id == second));
    let traffic: Vec<String> = (0..30).map(|i| format!("< info depth {i}")).collect();
    let _ = app.update(Msg::EngineLog(FIRST_EXTERNAL, vec!["> uci".to_owned()]));
    assert_eq!(
        app.engine_log().unwrap().lines,
        None,
        "another engine's log"
    );
    let _ = app.update(Msg::EngineLog(second, traffic));
    let log = app.engine_log().unwrap();
    // 24 rows: 22 lines show, from the 9th.
    assert_eq!((log.name.as_str(), log.scroll), ("gnuchess", 8));
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Down);
    assert_eq!(app.engine_log().unwrap().scroll, 1);
    // Scrolled up, it stays while more traffic comes; at the end, it follows.
    let more: Vec<String> = (0..40).map(|i| format!("< info depth {i}")).collect();
    let _ = app.update(Msg::EngineLog(second, more.clone()));
    assert_eq!(app.engine_log().unwrap().scroll, 1);
    key(&mut app, KeyCode::PageDown);
    key(&mut app, KeyCode::PageDown);
    key(&mut app, KeyCode::PageDown);
    assert_eq!(
        app.engine_log().unwrap().scroll,
        18,
        "not past the last page"
    );
    let mut most = more;
    most.push("< bestmove e2e4".to_owned());
    let _ = app.update(Msg::EngineLog(second, most));
    assert_eq!(app.engine_log().unwrap().scroll, 19);
    // Page Down moves by the lines shown (22 on 24 rows), not by ten.
    let hundred: Vec<String> = (0..100).map(|i| format!("< info depth {i}")).collect();
    let _ = app.update(Msg::EngineLog(second, hundred));
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::PageDown);
    assert_eq!(app.engine_log().unwrap().scroll, 22);
    key(&mut app, KeyCode::PageUp);
    assert_eq!(app.engine_log().unwrap().scroll, 0);
    key(&mut app, KeyCode::Char('p'));
    assert_eq!(
        app.game.cursor(),
        0,
        "keys other than scrolling do nothing under the log"
    );
    // The log covers the screen: a click on the board it hides does nothing, and the wheel
    // scrolls the log.
    let panes = app.panes().unwrap();
    let board = panes.board;
    let (column, row) = (board.y..board.y + board.height)
        .flat_map(|row| (board.x..board.x + board.width).map(move |column| (column, row)))
        .find(|&(column, row)| {
            kibitzer_tui::square_at(board, panes.square, false, column, row)
                == Some(shakmaty::Square::E2)
        })
        .unwrap();
    let _ = app.update(Msg::Click { column, row });
    assert_eq!(app.picked, None, "no piece picked up under the log");
    let _ = app.update(Msg::Wheel {
        delta: 1,
        column,
        row,
    });
    assert_eq!(
        app.engine_log().unwrap().scroll,
        1,
        "the wheel scrolls the log"
    );
    assert_eq!(app.game.cursor(), 0);
    key(&mut app, KeyCode::Esc);
    assert!(app.engine_log().is_none());
}

#[test]
fn engine_specs_split_the_program_from_its_arguments() {
    let spec = parse_engine_spec("  /usr/games/gnuchess --uci -x ").unwrap();
    assert_eq!(spec.args, vec!["--uci", "-x"]);
    assert_eq!(spec.name, "gnuchess");
    assert_eq!(parse_engine_spec("   "), None);
    // A file whose path has spaces is taken whole.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("an engine dir");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("my engine");
    std::fs::write(&path, "").unwrap();
    let spec = parse_engine_spec(path.to_str().unwrap()).unwrap();
    assert_eq!(
        (spec.path, spec.args, spec.name.as_str()),
        (path, vec![], "my engine")
    );
}
