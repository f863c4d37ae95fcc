//! The board's keys that change only what is shown say what they did in the status bar (a
//! letter typed on the board by someone who meant a move never changes the screen silently):
//! flip, the guard overlay, the evaluation view, threat mode, more and fewer lines.

use crate::support::keys;

use crossterm::event::KeyCode;
use keys::{app_on, key};
use kibitzer::game::Game;
use kibitzer_tui::{App, EvalView, Keymap, RawKeymap, Settings};

fn app() -> App {
    app_on(Game::default())
}

/// The status bar's message, which must not be an error.
fn said(app: &App) -> String {
    let (message, error) = app.status.clone().expect("a message");
    assert!(!error, "{message}");
    message
}

#[test]
fn f_says_the_board_was_flipped_and_how_to_flip_it_back() {
    let mut app = app();
    key(&mut app, KeyCode::Char('f'));
    assert!(app.flipped);
    assert_eq!(
        said(&app),
        "board flipped: Black at the bottom (f again: back)"
    );
    key(&mut app, KeyCode::Char('f'));
    assert!(!app.flipped);
    assert_eq!(
        said(&app),
        "board flipped back: White at the bottom (f: flip)"
    );
}

#[test]
fn e_names_the_evaluation_view_it_shows() {
    let mut app = app();
    key(&mut app, KeyCode::Char('e'));
    assert_eq!(app.eval_view, EvalView::Leaf);
    assert_eq!(said(&app), "evaluation view: end of line 1 (e cycles)");
    key(&mut app, KeyCode::Char('e'));
    assert_eq!(
        said(&app),
        "evaluation view: line end minus position (e cycles)"
    );
    key(&mut app, KeyCode::Char('e'));
    assert_eq!(app.eval_view, EvalView::Position);
    assert_eq!(said(&app), "evaluation view: the position (e cycles)");
}

#[test]
fn g_says_the_guard_values_are_on_or_off() {
    let mut app = app();
    key(&mut app, KeyCode::Char('g'));
    assert!(app.guard_overlay);
    assert_eq!(said(&app), "guard values on the board (g: off)");
    key(&mut app, KeyCode::Char('g'));
    assert_eq!(said(&app), "guard values off (g: on)");
}

#[test]
fn x_says_threat_mode_is_on_or_off() {
    let mut app = app();
    key(&mut app, KeyCode::Char('x'));
    assert!(app.threat_mode);
    assert_eq!(
        said(&app),
        "threat: what the side not to move would play (x: off)"
    );
    key(&mut app, KeyCode::Char('x'));
    assert!(!app.threat_mode);
    assert_eq!(
        said(&app),
        "threat off: the position's own lines (x: threat)"
    );
    // In check it is refused, as before, as an error.
    let mut app = app_on(Game::from_fen("4k3/8/8/8/8/8/8/4K2r w - - 0 1").unwrap());
    key(&mut app, KeyCode::Char('x'));
    assert!(!app.threat_mode);
    assert!(app.status.clone().unwrap().1);
}

#[test]
fn plus_and_minus_say_how_many_lines() {
    let mut app = app();
    let before = app.settings().multipv;
    key(&mut app, KeyCode::Char('+'));
    assert_eq!(
        said(&app),
        format!("{} lines (+ more, - fewer)", before + 1)
    );
    for _ in 0..10 {
        key(&mut app, KeyCode::Char('-'));
    }
    assert_eq!(said(&app), "1 line (+ more, - fewer)");
}

#[test]
fn the_messages_name_a_rebound_key() {
    let mut raw = RawKeymap::new();
    raw.entry("board".to_owned())
        .or_default()
        .insert("flip".to_owned(), vec!["F5".to_owned()]);
    let settings = Settings {
        keymap: Keymap::with_overrides(&raw).unwrap(),
        ..Settings::default()
    };
    let mut app = keys::app_with(Game::default(), settings);
    key(&mut app, KeyCode::F(5));
    assert_eq!(
        said(&app),
        "board flipped: Black at the bottom (F5 again: back)"
    );
}
