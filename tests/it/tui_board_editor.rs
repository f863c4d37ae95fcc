//! The board editor (`E`, `:setup [FEN]`) through `App::update`: pieces placed and removed
//! with keys and the mouse, side to move, castling, en passant, clear and start, the live
//! FEN, each reason an impossible position is refused (the editor stays open), Esc leaving
//! the game as it was, and Enter opening the position as a new game (the old one back with
//! Ctrl-Z) and analysing it.

use crate::support::keys;
use crate::support::screen;

use crossterm::event::{KeyCode, KeyModifiers};
use keys::{app_on, app_on_pgn, command, key, key_with, main_line, started};
use kibitzer::game::{Game, SetupProblem};
use kibitzer_tui::{App, Mode, Msg, square_at};
use shakmaty::{CastlingSide, Color, Square};

fn status(app: &App) -> (String, bool) {
    app.status.clone().unwrap_or_default()
}

fn game_fen(app: &App) -> String {
    shakmaty::fen::Fen::from_position(app.game.position(), shakmaty::EnPassantMode::Legal)
        .to_string()
}

fn editor_fen(app: &App) -> String {
    app.board_editor().expect("the editor is open").fen()
}

/// Moves the editor's cursor to `target` with the arrows.
fn cursor_to(app: &mut App, target: Square) {
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
fn put(app: &mut App, square: Square, letter: char) {
    cursor_to(app, square);
    let _ = key(app, KeyCode::Char(letter));
}

/// A workstation with the editor open on an empty board.
fn empty_editor() -> App {
    let mut app = app_on(Game::default());
    key(&mut app, KeyCode::Char('E'));
    key(&mut app, KeyCode::Char('C'));
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

#[test]
fn e_opens_the_editor_on_the_shown_position_with_its_own_keys() {
    let mut app = app_on_pgn("1. e4 c5 2. Nf3 *");
    let before = game_fen(&app);
    let effects = key(&mut app, KeyCode::Char('E'));
    assert!(effects.is_empty());
    assert_eq!(app.modes(), vec![Mode::BoardEditor]);
    assert_eq!(editor_fen(&app), before);
    assert!(
        status(&app).0.starts_with("board editor:"),
        "{:?}",
        status(&app)
    );
    // `F` flips the board, `p` is a black pawn, not the board's play-best.
    key(&mut app, KeyCode::Char('F'));
    assert!(app.flipped);
    key(&mut app, KeyCode::Char('F'));
    cursor_to(&mut app, Square::A3);
    key(&mut app, KeyCode::Char('p'));
    assert_eq!(
        editor_fen(&app),
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/p4N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
    assert_eq!(
        main_line(&app),
        ["e4", "c5", "Nf3"],
        "the game is untouched"
    );
}

#[test]
fn setup_opens_the_editor_and_setup_fen_starts_from_the_fen() {
    let mut app = app_on(Game::default());
    command(&mut app, "setup");
    assert_eq!(editor_fen(&app), game_fen(&app));
    key(&mut app, KeyCode::Esc);
    // An impossible FEN still opens: it is there to be fixed.
    command(&mut app, "setup 8/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(editor_fen(&app), "8/8/8/8/8/8/8/4K3 w - - 0 1");
    key(&mut app, KeyCode::Esc);
    command(&mut app, "setup not a fen");
    assert!(app.board_editor().is_none());
    let (message, error) = status(&app);
    assert!(error && message.starts_with("invalid FEN"), "{message}");
}

#[test]
fn piece_letters_place_pieces_and_x_delete_space_empty_squares() {
    let mut app = empty_editor();
    assert_eq!(editor_fen(&app), "8/8/8/8/8/8/8/8 w - - 0 1");
    for (square, letter) in [
        (Square::E1, 'K'),
        (Square::D1, 'Q'),
        (Square::A1, 'R'),
        (Square::C1, 'B'),
        (Square::B1, 'N'),
        (Square::E2, 'P'),
        (Square::E8, 'k'),
        (Square::D8, 'q'),
        (Square::H8, 'r'),
        (Square::F8, 'b'),
        (Square::G8, 'n'),
        (Square::E7, 'p'),
    ] {
        put(&mut app, square, letter);
    }
    assert_eq!(editor_fen(&app), "3qkbnr/4p3/8/8/8/8/4P3/RNBQK3 w - - 0 1");
    assert_eq!(
        app.board_editor().unwrap().selected.char(),
        'p',
        "the last letter typed is the selected piece"
    );
    // A letter on an occupied square replaces the piece there.
    put(&mut app, Square::D1, 'R');
    for (square, code) in [
        (Square::B1, KeyCode::Char('x')),
        (Square::C1, KeyCode::Delete),
        (Square::D8, KeyCode::Char(' ')),
    ] {
        cursor_to(&mut app, square);
        key(&mut app, code);
    }
    assert_eq!(editor_fen(&app), "4kbnr/4p3/8/8/8/8/4P3/R2RK3 w - - 0 1");
}

#[test]
fn w_and_tab_change_the_side_to_move() {
    let mut app = app_on(Game::default());
    key(&mut app, KeyCode::Char('E'));
    key(&mut app, KeyCode::Char('w'));
    assert!(editor_fen(&app).contains(" b KQkq "));
    key(&mut app, KeyCode::Tab);
    assert!(editor_fen(&app).contains(" w KQkq "));
}

#[test]
fn one_to_four_toggle_the_castling_rights() {
    let mut app = app_on(Game::default());
    key(&mut app, KeyCode::Char('E'));
    let editor = |app: &App| app.board_editor().unwrap().castling_text();
    key(&mut app, KeyCode::Char('1'));
    assert_eq!(editor(&app), "Qkq");
    key(&mut app, KeyCode::Char('2'));
    assert_eq!(editor(&app), "kq");
    key(&mut app, KeyCode::Char('3'));
    assert_eq!(editor(&app), "q");
    key(&mut app, KeyCode::Char('4'));
    assert_eq!(editor(&app), "-");
    assert!(editor_fen(&app).contains(" w - - "));
    key(&mut app, KeyCode::Char('3'));
    assert_eq!(editor(&app), "k");
    assert!(editor_fen(&app).contains(" w k - "));
}

#[test]
fn e_sets_an_en_passant_square_only_behind_a_double_step() {
    let mut app = app_on(Game::default());
    command(&mut app, "setup 4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    // e6: no pawn passed it.
    cursor_to(&mut app, Square::E6);
    key(&mut app, KeyCode::Char('e'));
    let (message, error) = status(&app);
    assert!(error, "{message}");
    assert_eq!(
        message,
        "no en passant on e6: no pawn just moved two squares past it (possible: d6)"
    );
    assert_eq!(app.board_editor().unwrap().setup.ep_square, None);
    cursor_to(&mut app, Square::D6);
    key(&mut app, KeyCode::Char('e'));
    assert_eq!(editor_fen(&app), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    // Again: none.
    key(&mut app, KeyCode::Char('e'));
    assert_eq!(editor_fen(&app), "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
}

#[test]
fn capital_c_empties_the_board_and_capital_s_sets_up_the_start() {
    let mut app = app_on_pgn("1. e4 *");
    key(&mut app, KeyCode::Char('E'));
    key(&mut app, KeyCode::Char('C'));
    assert_eq!(editor_fen(&app), "8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(status(&app).0, "board cleared");
    key(&mut app, KeyCode::Char('S'));
    assert_eq!(
        editor_fen(&app),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
}

#[test]
fn the_fen_under_the_board_follows_every_edit_at_80x24_and_160x50() {
    for (width, height) in [(80, 24), (160, 50)] {
        let mut app = empty_editor();
        let _ = app.update(Msg::Resize(width, height));
        put(&mut app, Square::E1, 'K');
        put(&mut app, Square::E8, 'k');
        put(&mut app, Square::A7, 'P');
        let rows = screen::screen_rows(&app, width, height);
        let text = rows.join("\n");
        // The FEN may wrap in the narrow pane: its pieces are all on the screen in order.
        let fen: String = rows
            .iter()
            .filter_map(|r| r.split('│').nth(1))
            .collect::<Vec<_>>()
            .join("");
        assert!(
            fen.replace(' ', "").contains("4k3/P7/8/8/8/8/8/4K3w--01"),
            "{text}"
        );
        assert!(text.contains("Board editor"), "{text}");
        assert!(text.contains("castling -"), "{text}");
        assert!(text.contains("selected"), "{text}");
        put(&mut app, Square::A8, 'P');
        key(&mut app, KeyCode::Enter);
        let text = screen::screen_rows(&app, width, height).join("\n");
        assert!(text.contains("refused: a pawn on a8"), "{text}");
    }
}

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

#[test]
fn the_help_lists_the_editor_its_keys_and_setup() {
    let mut app = app_on(Game::default());
    key(&mut app, KeyCode::Char('?'));
    let help = screen::screen_rows(&app, 200, 300).join("\n");
    assert!(help.contains("Board editor (E, :setup)"), "{help}");
    assert!(help.contains("put a black king there"), "{help}");
    assert!(help.contains(":setup [FEN]"), "{help}");
    assert!(help.contains("board editor: set up a position"), "{help}");
}

#[test]
fn the_editor_keys_can_be_rebound_and_the_panel_shows_the_new_ones() {
    let mut raw = kibitzer_tui::RawKeymap::new();
    raw.entry("board_editor".to_owned())
        .or_default()
        .insert("clear_board".to_owned(), vec!["ctrl-x".to_owned()]);
    let settings = kibitzer_tui::Settings {
        keymap: kibitzer_tui::Keymap::with_overrides(&raw).unwrap(),
        ..kibitzer_tui::Settings::default()
    };
    let mut app = keys::app_with(Game::default(), settings);
    let _ = app.update(Msg::Resize(80, 24));
    key(&mut app, KeyCode::Char('E'));
    key(&mut app, KeyCode::Char('C'));
    assert!(
        editor_fen(&app).starts_with("rnbqkbnr/"),
        "C is bound to nothing now"
    );
    key_with(&mut app, KeyCode::Char('x'), KeyModifiers::CONTROL);
    assert_eq!(editor_fen(&app), "8/8/8/8/8/8/8/8 w - - 0 1");
    let text = screen::screen_rows(&app, 80, 24).join("\n");
    assert!(text.contains("Ctrl-X / S"), "{text}");
}
