//! The Explorer pane drawn: the table beside the board at 160x50 and 80x24 (snapshots), and
//! the message that says how to make a games database when there is none.

use crate::support::explorer::{answer, answered, app_on, asks, row, settings, the_ask};
use crate::support::keys::{app_with, key};
use crate::support::screen::check_snapshot;
use crate::support::screen::screen_rows;

use crossterm::event::KeyCode;
use kibitzer::game::Game;
use kibitzer_tui::{DatabaseReply, Settings, Shown};

#[test]
fn without_a_database_the_pane_says_how_to_make_one() {
    let mut app = app_on("1. e4 e5 *");
    let ask = the_ask(&key(&mut app, KeyCode::Char('X')));
    let _ = answered(
        &mut app,
        ask.id,
        DatabaseReply::NoDatabase(ask.path.clone()),
    );
    assert_eq!(
        app.explorer().unwrap().shown,
        Shown::NoDatabase(Some(ask.path.clone()))
    );
    let screen = screen_rows(&app, 160, 50).join("\n");
    assert!(
        screen.contains("no games database: make one with kibitzer db import FILE.pgn"),
        "{screen}"
    );
    assert!(screen.contains("/nonexistent/games.kdb"), "{screen}");
    // No path at all (no data directory): said at once, nothing asked.
    let mut app = app_with(Game::default(), Settings::default());
    assert!(asks(&key(&mut app, KeyCode::Char('X'))).is_empty());
    assert_eq!(app.explorer().unwrap().shown, Shown::NoDatabase(None));
    let screen = screen_rows(&app, 80, 24).join("\n");
    assert!(screen.contains("no games database"), "{screen}");
}

#[test]
fn the_table_is_drawn_beside_the_board() {
    let mut app = app_with(Game::default(), settings());
    let ask = the_ask(&key(&mut app, KeyCode::Char('X')));
    let _ = answered(
        &mut app,
        ask.id,
        answer(vec![row("e4", "e2e4", 1200), row("d4", "d2d4", 800)]),
    );
    for (width, height) in [(160, 50), (80, 24)] {
        let screen = screen_rows(&app, width, height).join("\n");
        assert!(screen.contains("2,000 games: White 50%"), "{screen}");
        assert!(screen.contains(">e4"), "{screen}");
        assert!(screen.contains(" d4"), "{screen}");
    }
}

#[test]
fn snapshots_at_160x50_and_80x24() {
    let mut app = app_with(Game::default(), settings());
    let ask = the_ask(&key(&mut app, KeyCode::Char('X')));
    let moves = vec![
        row("e4", "e2e4", 1_234_567),
        row("d4", "d2d4", 987_654),
        row("Nf3", "g1f3", 120_000),
        row("c4", "c2c4", 99_999),
    ];
    let _ = answered(&mut app, ask.id, answer(moves));
    let _ = key(&mut app, KeyCode::Down);
    for (width, height) in [(160, 50), (80, 24)] {
        let screen = screen_rows(&app, width, height)
            .into_iter()
            .map(|row| row.trim_end().to_owned() + "\n")
            .collect::<String>();
        check_snapshot(&format!("screen_explorer_{width}x{height}"), &screen);
    }
}
