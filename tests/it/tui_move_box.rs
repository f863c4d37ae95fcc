//! The move box through `App::update`: `i` or a piece letter opens it, SAN and UCI are
//! played as a board move is (a variation where the game has another move, undoable), the
//! legal completions are listed as one types, Tab completes, bad text says why and keeps the
//! box open, and no character typed there is a key's command.

use crate::support::keys;
use crate::support::screen;

use crossterm::event::{KeyCode, KeyModifiers};
use keys::{app_on, app_on_pgn, key, key_with, line, main_line, started, typed};
use kibitzer::game::{Game, MoveInputError};
use kibitzer_tui::{App, Effect, EvalView, Msg};

fn app() -> App {
    app_on(Game::default())
}

/// The text of the open move box.
fn text(app: &App) -> &str {
    app.move_box().expect("the move box is open").text()
}

#[test]
fn i_opens_the_box_and_enter_plays_the_move_typed() {
    let mut app = app();
    key(&mut app, KeyCode::Char('i'));
    assert_eq!(text(&app), "");
    typed(&mut app, "Nf3");
    assert_eq!(text(&app), "Nf3");
    assert!(!app.flipped, "f is text in the box, not flip");
    let effects = key(&mut app, KeyCode::Enter);
    assert!(app.move_box().is_none(), "the box closes");
    assert_eq!(line(&app), ["Nf3"]);
    assert!(started(&effects), "the new position is analysed");
}

#[test]
fn a_piece_letter_on_the_board_opens_the_box_with_itself_typed() {
    let mut app = app();
    key(&mut app, KeyCode::Char('N'));
    assert_eq!(text(&app), "N");
    assert_eq!(
        app.move_box().unwrap().completions(),
        ["Na3", "Nc3", "Nf3", "Nh3"]
    );
    typed(&mut app, "f");
    assert_eq!(app.move_box().unwrap().completions(), ["Nf3"]);
    key(&mut app, KeyCode::Enter);
    assert_eq!(line(&app), ["Nf3"], "the single completion is played");
}

#[test]
fn every_spelling_is_played() {
    for (typed_text, san) in [
        ("nf3", "Nf3"),
        ("g1f3", "Nf3"),
        ("e4", "e4"),
        ("e2e4", "e4"),
        ("Nf3+!?", "Nf3"),
    ] {
        let mut app = app();
        key(&mut app, KeyCode::Char('i'));
        typed(&mut app, typed_text);
        key(&mut app, KeyCode::Enter);
        assert_eq!(line(&app), [san], "{typed_text}");
        assert!(app.move_box().is_none());
    }
    // Castling with O, 0 or o.
    let castle = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 *";
    for spelling in ["O-O", "0-0", "o-o"] {
        let mut app = app_on_pgn(castle);
        let first = spelling.chars().next().unwrap();
        if first == 'O' {
            key(&mut app, KeyCode::Char('O'));
            typed(&mut app, &spelling[1..]);
        } else {
            key(&mut app, KeyCode::Char('i'));
            typed(&mut app, spelling);
        }
        key(&mut app, KeyCode::Enter);
        assert_eq!(
            line(&app).last().map(String::as_str),
            Some("O-O"),
            "{spelling}"
        );
    }
}

#[test]
fn a_move_where_the_game_has_another_is_an_undoable_variation() {
    let mut app = app_on_pgn("1. e4 e5 2. Nf3 *");
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Char('i'));
    typed(&mut app, "c5");
    key(&mut app, KeyCode::Enter);
    assert_eq!(line(&app), ["e4", "c5"]);
    assert_eq!(
        main_line(&app),
        ["e4", "e5", "Nf3"],
        "the main line is kept"
    );
    key_with(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert_eq!(main_line(&app), ["e4", "e5", "Nf3"]);
    let e4 = app.game.main_line()[1];
    assert_eq!(app.game.node(e4).children().len(), 1, "undo removed it");
    // The game's own move is entered, not added again.
    key(&mut app, KeyCode::Char('i'));
    typed(&mut app, "e5");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game.node(e4).children().len(), 1);
    assert_eq!(app.game.current(), app.game.main_line()[2]);
}

#[test]
fn bad_text_says_why_and_keeps_the_box_open() {
    let mut app = app();
    key(&mut app, KeyCode::Char('i'));
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.move_box().unwrap().error(),
        Some(&MoveInputError::Empty)
    );
    typed(&mut app, "zz");
    assert_eq!(app.move_box().unwrap().error(), None, "an edit clears it");
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.move_box().unwrap().error(),
        Some(&MoveInputError::NotAMove("zz".to_owned()))
    );
    let shown = screen::screen_rows(&app, 160, 50).join("\n");
    assert!(shown.contains("\"zz\" is not a move"), "{shown}");
    key(&mut app, KeyCode::Esc);
    assert!(app.move_box().is_none());
    assert!(line(&app).is_empty(), "nothing was played");
}

#[test]
fn two_knights_to_one_square_are_named() {
    let mut app = app_on(Game::from_fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").unwrap());
    key(&mut app, KeyCode::Char('N'));
    typed(&mut app, "d2");
    key(&mut app, KeyCode::Enter);
    let error = app.move_box().unwrap().error().unwrap().to_string();
    assert_eq!(error, "\"Nd2\" is ambiguous: Nbd2, Nfd2");
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    typed(&mut app, "fd2");
    key(&mut app, KeyCode::Enter);
    assert_eq!(line(&app), ["Nfd2"]);
}

#[test]
fn tab_completes_to_the_first_completion() {
    let mut app = app();
    key(&mut app, KeyCode::Char('i'));
    typed(&mut app, "nf");
    key(&mut app, KeyCode::Tab);
    assert_eq!(text(&app), "Nf3");
    assert!(app.move_box().is_some(), "Tab does not play");
    key_with(&mut app, KeyCode::Char('u'), KeyModifiers::CONTROL);
    assert_eq!(text(&app), "");
    typed(&mut app, "q");
    key(&mut app, KeyCode::Tab);
    assert!(app.move_box().unwrap().error().is_some(), "no queen move");
}

#[test]
fn no_character_typed_in_the_box_is_a_command() {
    let mut app = app();
    let before = app.eval_view;
    key(&mut app, KeyCode::Char('i'));
    let effects = typed(&mut app, "fegxbtpqPyY?:+-wAL ");
    assert!(effects.is_empty(), "{effects:?}");
    assert!(!app.flipped && !app.guard_overlay && !app.threat_mode);
    assert_eq!(app.eval_view, before);
    assert!(!app.help_open() && !app.quit && app.command_line().is_none());
    assert!(line(&app).is_empty());
    assert_eq!(text(&app), "fegxbtpqPyY?:+-w", "at most 16 characters");
}

#[test]
fn backspace_on_an_empty_box_closes_it_and_ctrl_c_quits() {
    let mut app = app();
    key(&mut app, KeyCode::Char('K'));
    key(&mut app, KeyCode::Backspace);
    assert_eq!(text(&app), "");
    key(&mut app, KeyCode::Backspace);
    assert!(app.move_box().is_none());
    key(&mut app, KeyCode::Char('i'));
    let effects = key_with(&mut app, KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert!(app.quit && effects.iter().any(|e| matches!(e, Effect::Quit)));
}

#[test]
fn pasted_text_goes_into_the_box() {
    let mut app = app();
    key(&mut app, KeyCode::Char('i'));
    let _ = app.update(Msg::Paste("e2e4\nrest".to_owned()));
    assert_eq!(text(&app), "e2e4");
    key(&mut app, KeyCode::Enter);
    assert_eq!(line(&app), ["e4"]);
}

#[test]
fn the_box_is_refused_while_a_panel_owns_the_board() {
    let mut app = app();
    key(&mut app, KeyCode::Char('t'));
    key(&mut app, KeyCode::Char('i'));
    assert!(app.move_box().is_none());
    let (message, error) = app.status.clone().unwrap();
    assert!(
        error && message.contains("close it to type a move"),
        "{message}"
    );
}

#[test]
fn the_help_and_the_status_bar_name_the_box() {
    let mut app = app();
    let status = screen::screen_rows(&app, 160, 50).join("\n");
    assert!(status.contains("i move"), "{status}");
    key(&mut app, KeyCode::Char('?'));
    let help = screen::screen_rows(&app, 200, 200).join("\n");
    assert!(help.contains("Move box (i)"), "{help}");
    assert!(help.contains("N, B, R, Q, K, O"), "{help}");
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('i'));
    typed(&mut app, "e");
    let shown = screen::screen_rows(&app, 160, 50).join("\n");
    assert!(shown.contains("move: e"), "{shown}");
    assert!(shown.contains("e3  e4"), "{shown}");
    assert_eq!(app.eval_view, EvalView::Position);
}
