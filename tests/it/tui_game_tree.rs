//! The game as a tree in the workstation, through `App::update`: playing at an earlier move
//! adds a variation and never cuts anything off, the arrows step through the game from any
//! pane, Up/Down choose the continuation at a branch, clicks on the Moves pane go to a move,
//! and the evaluation graph follows the line.

use crate::support::keys;

use crossterm::event::KeyCode;
use keys::{app_on_pgn, command, key, line, main_line, started};
use kibitzer_tui::{Msg, Pane};
use shakmaty::Square;

#[test]
fn playing_at_an_earlier_move_adds_a_variation_and_keeps_the_game() {
    let mut app = app_on_pgn("1. e4 e5 2. Nf3 Nc6 *");
    for _ in 0..3 {
        key(&mut app, KeyCode::Left);
    }
    assert_eq!(app.game.cursor(), 1);
    let effects = command(&mut app, "move c5");
    assert!(started(&effects));
    assert_eq!(line(&app), ["e4", "c5"]);
    assert_eq!(
        main_line(&app),
        ["e4", "e5", "Nf3", "Nc6"],
        "nothing cut off"
    );
    // Playing a move the game has enters it instead of adding a copy.
    key(&mut app, KeyCode::Char('u'));
    command(&mut app, "move e5");
    assert_eq!(line(&app), ["e4", "e5", "Nf3", "Nc6"]);
    let e4 = app.game.main_line()[1];
    assert_eq!(app.game.node(e4).children().len(), 2);
    // The board plays into the tree the same way.
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Enter); // board cursor on, e2 picked up
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game.cursor(), 1);
    assert_eq!(app.game.node(app.game.main_line()[0]).children().len(), 1);
}

#[test]
fn arrows_step_through_the_game_unless_the_board_cursor_is_on() {
    let mut app = app_on_pgn("1. e4 e5 2. Nf3 *");
    assert_eq!(app.focus, Pane::Board);
    key(&mut app, KeyCode::Left);
    assert_eq!(app.game.cursor(), 2);
    assert_eq!(app.cursor, Square::E2, "the board cursor did not move");
    // Enter on the board turns the cursor on: now the arrows move it.
    key(&mut app, KeyCode::Enter);
    assert!(app.board_cursor);
    key(&mut app, KeyCode::Left);
    assert_eq!(app.cursor, Square::D2);
    assert_eq!(app.game.cursor(), 2);
    // Esc turns it off again, and the arrows step through the game.
    key(&mut app, KeyCode::Esc);
    assert!(!app.board_cursor);
    key(&mut app, KeyCode::Left);
    assert_eq!(app.game.cursor(), 1);
    key(&mut app, KeyCode::End);
    assert_eq!(app.game.cursor(), 3);
    let effects = key(&mut app, KeyCode::Right);
    assert!(effects.is_empty(), "at the end: nothing changes");
    key(&mut app, KeyCode::Home);
    assert_eq!(app.game.cursor(), 0);
}

#[test]
fn up_and_down_choose_the_continuation_at_a_branch() {
    let mut app = app_on_pgn("1. e4 (1. d4 d5) (1. c4) e5 *");
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    assert_eq!(line(&app), ["d4", "d5"]);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down); // past the last choice: stays on it
    key(&mut app, KeyCode::Right);
    assert_eq!(line(&app), ["c4"]);
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::End);
    assert_eq!(line(&app), ["e4", "e5"]);
    assert_eq!(app.game.cursor(), 2);
    // The Moves pane chooses the same way; the list panes move their selection instead.
    keys::focus(&mut app, Pane::Moves);
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::End);
    assert_eq!(line(&app), ["d4", "d5"]);
    keys::focus(&mut app, Pane::Evaluation);
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Down);
    assert_eq!(app.selection(Pane::Evaluation), 1);
    key(&mut app, KeyCode::End);
    assert_eq!(line(&app), ["d4", "d5"], "the choice did not change");
}

#[test]
fn a_click_on_a_move_of_the_moves_pane_goes_there() {
    // At 80x24 the Moves pane is at x 0..28, y 11..23; its text starts at column 1, row 12:
    // "start 1.e4 e5 (1...c5 2.Nf3)" then "2.Nf3".
    let mut app = app_on_pgn("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *");
    let _ = app.update(Msg::Resize(80, 24));
    let effects = app.update(Msg::Click {
        column: 16,
        row: 12,
    });
    assert!(started(&effects));
    assert_eq!(app.focus, Pane::Moves);
    assert_eq!(line(&app), ["e4", "c5", "Nf3"]);
    assert_eq!(app.game.cursor(), 2);
    // "start" goes to the beginning.
    let _ = app.update(Msg::Click { column: 2, row: 12 });
    assert_eq!(app.game.cursor(), 0);
}

#[test]
fn the_evaluation_graph_follows_the_line_and_keeps_each_nodes_score() {
    let mut app = app_on_pgn("1. e4 {[%eval 0.3]} e5 (1... c5 {[%eval 0.4]}) *");
    let e5 = app.game.current();
    assert_eq!(
        app.line_evals(),
        [None, Some(kibitzer::Score::cp(30)), None],
        "the file's [%eval]s fill the graph"
    );
    app.evals.insert(
        e5,
        kibitzer::game::SearchedEval::new(kibitzer::Score::cp(25), 20),
    );
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    assert_eq!(
        app.line_evals()[1..],
        [Some(kibitzer::Score::cp(30)), Some(kibitzer::Score::cp(40))]
    );
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Right);
    assert_eq!(app.line_evals()[2], Some(kibitzer::Score::cp(25)));
}
