//! The board editor driven as a person drives it, for `App::update` tests: its cursor moved
//! with the arrows, pieces typed, the FEN read back, and a square's cell for the mouse.

#![allow(dead_code)]

use crossterm::event::KeyCode;
use kibitzer::game::Game;
use kibitzer_tui::{App, square_at};
use shakmaty::Square;

use super::keys::{app_on, key};

/// The status bar's message and whether it is an error.
pub fn status(app: &App) -> (String, bool) {
    app.status.clone().unwrap_or_default()
}

/// The FEN of the game's shown position.
pub fn game_fen(app: &App) -> String {
    shakmaty::fen::Fen::from_position(app.game.position(), shakmaty::EnPassantMode::Legal)
        .to_string()
}

/// The FEN the open editor shows.
pub fn editor_fen(app: &App) -> String {
    app.board_editor().expect("the editor is open").fen()
}

/// Moves the editor's cursor to `target` with the arrows.
pub fn cursor_to(app: &mut App, target: Square) {
    for _ in 0..16 {
        let at = app.board_editor().unwrap().cursor;
        let code = if target.file() > at.file() {
            KeyCode::Right
        } else if target.file() < at.file() {
            KeyCode::Left
        } else if target.rank() > at.rank() {
            KeyCode::Up
        } else if target.rank() < at.rank() {
            KeyCode::Down
        } else {
            return;
        };
        let _ = key(app, code);
    }
    assert_eq!(app.board_editor().unwrap().cursor, target);
}

/// Puts the piece of FEN letter `letter` on `square` with the keys.
pub fn put(app: &mut App, square: Square, letter: char) {
    cursor_to(app, square);
    let _ = key(app, KeyCode::Char(letter));
}

/// A workstation with the editor open on an empty board.
pub fn empty_editor() -> App {
    let mut app = app_on(Game::default());
    key(&mut app, KeyCode::Char('E'));
    key(&mut app, KeyCode::Char('C'));
    app
}

/// The cell of `square` on the board of a terminal of the app's size.
pub fn cell(app: &App, square: Square) -> (u16, u16) {
    let panes = app.panes().unwrap();
    let board = panes.board;
    for row in board.y..board.y + board.height {
        for column in board.x..board.x + board.width {
            if square_at(board, panes.square, app.flipped, column, row) == Some(square) {
                return (column, row);
            }
        }
    }
    panic!("{square} is not on the board");
}
