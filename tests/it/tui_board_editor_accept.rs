//! The board editor through `App::update`, its ends and its mouse: each reason an impossible
//! position is refused (the editor stays open), Esc leaving the game as it was, Enter opening
//! the position as a new game (the old one back with Ctrl-Z) and analysing it, clicks putting
//! pieces down and taking them away, and a FEN pasted into it.

use crate::support::board_editor::{cell, editor_fen, empty_editor, game_fen, put, status};
use crate::support::keys;

use crossterm::event::{KeyCode, KeyModifiers};
use keys::{app_on_pgn, command, key, key_with, main_line, started};
use kibitzer::game::SetupProblem;
use kibitzer_tui::{Mode, Msg};
use shakmaty::{CastlingSide, Color, Square};

/// Enter on the position of `fen` (set up with `:setup`, or typed into the editor) is refused
/// with `problem`; the editor stays open and the game is untouched.
fn refused(fen: &str, problem: SetupProblem) {
    let mut app = app_on_pgn("1. e4 *");
    command(&mut app, &format!("setup {fen}"));
    let effects = key(&mut app, KeyCode::Enter);
    assert!(!started(&effects), "{fen}");
    let editor = app.board_editor().expect("the editor stays open");
    assert_eq!(editor.problem, Some(problem), "{fen}");
    let (message, error) = status(&app);
    assert!(error, "{message}");
    assert_eq!(message, format!("impossible position: {problem}"));
    assert_eq!(main_line(&app), ["e4"]);
}

#[test]
fn each_impossible_position_is_refused_with_its_reason() {
    refused(
        "8/8/8/8/8/8/8/8 w - - 0 1",
        SetupProblem::NoKing(Color::White),
    );
    refused(
        "k7/8/8/8/8/8/8/K6K w - - 0 1",
        SetupProblem::TooManyKings(Color::White),
    );
    refused(
        "k3p3/8/8/8/8/8/8/K7 w - - 0 1",
        SetupProblem::PawnOnBackRank(Square::E8),
    );
    refused(
        "k7/8/8/8/8/8/8/R3K3 w - - 0 1",
        SetupProblem::OppositeCheck(Color::Black),
    );
    refused(
        "k7/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1",
        SetupProblem::TooManyPawns(Color::White),
    );
    refused(
        "k7/8/8/8/NNNNNNNN/NNNNNNNN/N7/4K3 w - - 0 1",
        SetupProblem::TooManyPieces(Color::White),
    );
    refused(
        "4k3/8/8/3p4/8/8/8/4K3 w - e6 0 1",
        SetupProblem::ImpossibleEnPassant(Square::E6),
    );
}

#[test]
fn a_castling_right_without_its_rook_is_refused_and_the_next_edit_clears_the_reason() {
    let mut app = empty_editor();
    put(&mut app, Square::E1, 'K');
    put(&mut app, Square::E8, 'k');
    key(&mut app, KeyCode::Char('1'));
    key(&mut app, KeyCode::Enter);
    let problem = SetupProblem::CastlingWithoutKingOrRook(Color::White, CastlingSide::KingSide);
    assert_eq!(app.board_editor().unwrap().problem, Some(problem));
    assert_eq!(
        status(&app).0,
        "impossible position: castling K: White needs its king on e1 and a rook on h1"
    );
    put(&mut app, Square::H1, 'R');
    assert_eq!(app.board_editor().unwrap().problem, None);
    let effects = key(&mut app, KeyCode::Enter);
    assert!(started(&effects));
    assert_eq!(game_fen(&app), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
}

#[test]
fn esc_leaves_the_editor_and_the_game_unchanged() {
    let mut app = app_on_pgn("1. e4 e5 *");
    let before = game_fen(&app);
    key(&mut app, KeyCode::Char('E'));
    key(&mut app, KeyCode::Char('C'));
    put(&mut app, Square::D4, 'Q');
    let effects = key(&mut app, KeyCode::Esc);
    assert!(effects.is_empty());
    assert!(app.board_editor().is_none());
    assert_eq!(app.modes(), vec![Mode::Board]);
    assert_eq!(game_fen(&app), before);
    assert_eq!(main_line(&app), ["e4", "e5"]);
    assert_eq!(status(&app).0, "board editor left: the game is unchanged");
}

#[test]
fn enter_opens_the_position_as_a_new_game_analysed_and_ctrl_z_brings_the_old_one_back() {
    let mut app = app_on_pgn("1. e4 e5 *");
    let mut app2 = empty_editor();
    // From the shown position: a king and rook ending typed in.
    key(&mut app, KeyCode::Char('E'));
    key(&mut app, KeyCode::Char('C'));
    put(&mut app, Square::G1, 'K');
    put(&mut app, Square::A7, 'R');
    put(&mut app, Square::G8, 'k');
    key(&mut app, KeyCode::Char('w'));
    key(&mut app, KeyCode::Char('w'));
    let effects = key(&mut app, KeyCode::Enter);
    assert!(started(&effects), "the new position is analysed");
    assert!(app.board_editor().is_none());
    assert_eq!(game_fen(&app), "6k1/R7/8/8/8/8/8/6K1 w - - 0 1");
    assert!(main_line(&app).is_empty());
    assert_eq!(status(&app).0, "position set up in the board editor");
    // The game it replaced comes back with Ctrl-Z.
    let effects = key_with(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert!(started(&effects));
    assert_eq!(main_line(&app), ["e4", "e5"]);
    // An editor on an empty board opened from the start position works the same way.
    put(&mut app2, Square::E1, 'K');
    put(&mut app2, Square::E8, 'k');
    assert!(started(&key(&mut app2, KeyCode::Enter)));
}

#[test]
fn a_left_click_puts_the_selected_piece_and_a_right_click_or_a_second_click_empties() {
    let mut app = empty_editor();
    let _ = app.update(Msg::Resize(80, 24));
    // The selected piece is a white pawn until another letter is typed.
    let (column, row) = cell(&app, Square::C3);
    let _ = app.update(Msg::Click { column, row });
    assert_eq!(editor_fen(&app), "8/8/8/8/8/2P5/8/8 w - - 0 1");
    put(&mut app, Square::H8, 'n');
    let (column, row) = cell(&app, Square::F5);
    let _ = app.update(Msg::Click { column, row });
    assert_eq!(editor_fen(&app), "7n/8/8/5n2/8/2P5/8/8 w - - 0 1");
    // The same piece clicked again goes.
    let _ = app.update(Msg::Click { column, row });
    assert_eq!(editor_fen(&app), "7n/8/8/8/8/2P5/8/8 w - - 0 1");
    // A right click empties whatever is there.
    let (column, row) = cell(&app, Square::C3);
    let _ = app.update(Msg::RightClick { column, row });
    assert_eq!(editor_fen(&app), "7n/8/8/8/8/8/8/8 w - - 0 1");
    // Flipped, the clicked square is still the one under the mouse.
    key(&mut app, KeyCode::Char('F'));
    let (column, row) = cell(&app, Square::B2);
    let _ = app.update(Msg::Click { column, row });
    assert_eq!(editor_fen(&app), "7n/8/8/8/8/8/1n6/8 w - - 0 1");
    // A click outside the board does nothing.
    let _ = app.update(Msg::Click {
        column: 79,
        row: 10,
    });
    assert_eq!(editor_fen(&app), "7n/8/8/8/8/8/1n6/8 w - - 0 1");
}

#[test]
fn a_fen_pasted_while_editing_loads_into_the_editor() {
    let mut app = app_on_pgn("1. d4 *");
    key(&mut app, KeyCode::Char('E'));
    let effects = app.update(Msg::Paste("8/8/4k3/8/8/4K3/8/8 b - - 3 40".to_owned()));
    assert!(effects.is_empty(), "nothing is analysed before Enter");
    assert_eq!(editor_fen(&app), "8/8/4k3/8/8/4K3/8/8 b - - 3 40");
    assert_eq!(main_line(&app), ["d4"]);
    let _ = app.update(Msg::Paste("1. e4 e5 *".to_owned()));
    let (message, error) = status(&app);
    assert!(error && message.starts_with("invalid FEN"), "{message}");
    assert_eq!(editor_fen(&app), "8/8/4k3/8/8/4K3/8/8 b - - 3 40");
    assert!(started(&key(&mut app, KeyCode::Enter)));
    assert_eq!(game_fen(&app), "8/8/4k3/8/8/4K3/8/8 b - - 3 40");
}
