//! Moving pieces and stepping through the game with the keyboard and the mouse, through
//! `App::update`: promotion asks for the piece, a picked-up piece lists its targets, a piece
//! can be dragged, the wheel over the board steps through the game, and a click on the
//! evaluation graph goes to that ply.

use crate::support::keys;
use crate::support::screen;

use crossterm::event::KeyCode;
use keys::{app_on, app_on_pgn, cursor_to, key};
use kibitzer::game::Game;
use kibitzer_tui::{App, Msg, Pane, square_at};
use shakmaty::Square;

/// White to move, a pawn on a7 ready to promote.
const PROMOTION: &str = "8/P6k/8/8/8/8/8/K7 w - - 0 1";

fn app_on_fen(fen: &str) -> App {
    let mut app = app_on(Game::default());
    keys::command(&mut app, &format!("fen {fen}"));
    app
}

/// The cell of `square` on the board of a terminal of the app's size.
fn cell(app: &App, square: Square) -> (u16, u16) {
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

fn click(app: &mut App, square: Square) {
    let (column, row) = cell(app, square);
    let _ = app.update(Msg::Click { column, row });
}

fn release(app: &mut App, square: Square) {
    let (column, row) = cell(app, square);
    let _ = app.update(Msg::Release { column, row });
}

#[test]
fn a_keyboard_promotion_asks_for_the_piece() {
    let mut app = app_on_fen(PROMOTION);
    cursor_to(&mut app, Square::A7);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Enter);
    let choice = app.promotion().cloned().expect("the picker opens");
    assert_eq!(
        (choice.from, choice.to, choice.selected),
        (Square::A7, Square::A8, 0)
    );
    assert!(keys::line(&app).is_empty(), "nothing is played yet");
    key(&mut app, KeyCode::Char('n'));
    assert!(app.promotion().is_none());
    assert_eq!(keys::line(&app), ["a8=N"]);
}

#[test]
fn a_mouse_promotion_is_picked_with_the_arrows_or_put_back_with_esc() {
    let mut app = app_on_fen(PROMOTION);
    click(&mut app, Square::A7);
    click(&mut app, Square::A8);
    assert!(app.promotion().is_some());
    // While the picker is open other keys and clicks do nothing.
    key(&mut app, KeyCode::Char('f'));
    assert!(!app.flipped);
    key(&mut app, KeyCode::Esc);
    assert!(app.promotion().is_none() && keys::line(&app).is_empty());
    click(&mut app, Square::A7);
    click(&mut app, Square::A8);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Enter);
    assert_eq!(keys::line(&app), ["a8=B"]);
}

#[test]
fn a_picked_up_piece_lists_and_shows_its_targets() {
    let mut app = app_on(Game::default());
    assert!(app.picked_targets().is_empty());
    click(&mut app, Square::G1);
    assert_eq!(app.picked_targets(), [Square::F3, Square::H3]);
    let rows = screen::screen_rows(&app, app.size.0, app.size.1);
    let text = |square| {
        let (column, row) = cell(&app, square);
        let row: Vec<char> = rows[usize::from(row)].chars().collect();
        let column = usize::from(column);
        row[column..column + 3].iter().collect::<String>()
    };
    assert_eq!(text(Square::F3), " · ");
    assert_eq!(text(Square::E3), "   ");
    key(&mut app, KeyCode::Esc);
    assert!(app.picked_targets().is_empty());
}

#[test]
fn a_piece_is_dragged_or_clicked_twice() {
    let mut app = app_on(Game::default());
    // Drag: press on e2, let go on e4.
    click(&mut app, Square::E2);
    release(&mut app, Square::E4);
    assert_eq!(keys::line(&app), ["e4"]);
    // Click twice: letting go on the same square keeps the piece up.
    click(&mut app, Square::E7);
    release(&mut app, Square::E7);
    assert_eq!(app.picked, Some(Square::E7));
    click(&mut app, Square::E5);
    release(&mut app, Square::E5);
    assert_eq!(keys::line(&app), ["e4", "e5"]);
    // Letting go with nothing picked up does nothing.
    release(&mut app, Square::D4);
    assert_eq!(keys::line(&app), ["e4", "e5"]);
}

#[test]
fn the_wheel_over_the_board_steps_through_the_game() {
    let mut app = app_on_pgn("1. e4 e5 2. Nf3 *");
    key(&mut app, KeyCode::End);
    assert_eq!(app.game.cursor(), 3);
    let (column, row) = cell(&app, Square::D4);
    let _ = app.update(Msg::Wheel {
        delta: -1,
        column,
        row,
    });
    let _ = app.update(Msg::Wheel {
        delta: -1,
        column,
        row,
    });
    assert_eq!(app.game.cursor(), 1);
    let _ = app.update(Msg::Wheel {
        delta: 1,
        column,
        row,
    });
    assert_eq!(app.game.cursor(), 2);
    // Elsewhere it scrolls what has the focus (the board: nothing; Lines: its selection).
    let lines = app.panes().unwrap().lines;
    let _ = app.update(Msg::Wheel {
        delta: -1,
        column: lines.x + 2,
        row: lines.y + 2,
    });
    assert_eq!(app.game.cursor(), 2, "not a step");
}

#[test]
fn a_click_on_the_evaluation_graph_goes_to_that_ply() {
    let mut app = app_on_pgn("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *");
    let _ = app.update(Msg::Resize(80, 24));
    let rows = screen::screen_rows(&app, 80, 24);
    let label = (0..24u16)
        .find_map(|y| {
            let row = &rows[usize::from(y)];
            row.find("eval (White")
                .map(|at| (row[..at].chars().count() as u16, y))
        })
        .expect("the graph is drawn");
    // The bars start at the label's column, one a ply from the start of the line.
    let (x, y) = label;
    let _ = app.update(Msg::Click {
        column: x + 2,
        row: y + 1,
    });
    assert_eq!(app.game.cursor(), 2);
    let _ = app.update(Msg::Click {
        column: x + 6,
        row: y + 1,
    });
    assert_eq!(app.game.cursor(), 6, "the last bar is the last move");
    let _ = app.update(Msg::Click { column: x, row: y });
    assert_eq!(app.game.cursor(), 0, "the first bar is the start");
}

#[test]
fn the_wheel_over_an_unfocused_moves_pane_steps_through_the_game() {
    let mut app = app_on_pgn("1. e4 e5 2. Nf3 *");
    key(&mut app, KeyCode::End);
    assert_eq!(app.focus, Pane::Board, "the Moves pane has not the focus");
    let moves = app.panes().unwrap().moves;
    let (column, row) = (moves.x + moves.width / 2, moves.y + moves.height / 2);
    let _ = app.update(Msg::Wheel {
        delta: -1,
        column,
        row,
    });
    assert_eq!(app.game.cursor(), 2, "up over Moves steps back");
    let _ = app.update(Msg::Wheel {
        delta: 1,
        column,
        row,
    });
    assert_eq!(app.game.cursor(), 3, "down over Moves steps forward");
}
