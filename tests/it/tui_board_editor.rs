//! The board editor (`E`, `:setup [FEN]`) through `App::update`: opening it, pieces placed
//! and removed with keys, side to move, castling, en passant, clear and start, the live FEN,
//! the help and rebinding its keys. Refusals, Esc, Enter, the mouse and pastes are in
//! `tui_board_editor_accept.rs`.

use crate::support::board_editor::{cursor_to, editor_fen, empty_editor, game_fen, put, status};
use crate::support::keys;
use crate::support::screen;

use crossterm::event::{KeyCode, KeyModifiers};
use keys::{app_on, app_on_pgn, command, key, key_with, main_line};
use kibitzer::game::Game;
use kibitzer_tui::{App, Mode, Msg};
use shakmaty::Square;

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
    let _ = app.update(Msg::Resize(80, 24));
    let text = screen::screen_rows(&app, 80, 24).join("\n");
    assert!(text.contains("e.p. - (possible: d6)"), "{text}");
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
        // The status bar's hints are the editor's, not the board's.
        assert!(
            text.contains("C clear  S start  Enter play  Esc leave"),
            "{text}"
        );
        assert!(!text.contains("? help"), "{text}");
        put(&mut app, Square::A8, 'P');
        key(&mut app, KeyCode::Enter);
        let text = screen::screen_rows(&app, width, height).join("\n");
        assert!(text.contains("refused: a pawn on a8"), "{text}");
    }
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
