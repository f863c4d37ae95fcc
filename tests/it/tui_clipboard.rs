//! `:fen` alone shows the FEN of the position on the board; `y` copies it and `Y` the game as
//! PGN, as an effect the runtime writes as OSC 52 (the update itself stays pure).

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use kibitzer::{game::Game, pgn};
use kibitzer_tui::{AnalysisLimits, App, Effect, Msg, osc52};

fn app_after_e4_e5() -> App {
    let game = pgn::read_pgn("1. e4 e5 *").unwrap();
    let mut app = App::new(game, AnalysisLimits::default(), false);
    app.start();
    app
}

fn key(app: &mut App, c: char) -> Vec<Effect> {
    let event = KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
    app.update(Msg::Key(event))
}

fn copied(effects: &[Effect]) -> &str {
    match effects {
        [Effect::CopyToClipboard(text)] => text,
        other => panic!("expected one copy, got {other:?}"),
    }
}

const AFTER_E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

#[test]
fn fen_alone_shows_the_fen_of_the_board() {
    let mut app = app_after_e4_e5();
    key(&mut app, ':');
    for c in "fen".chars() {
        key(&mut app, c);
    }
    let effects = app.update(Msg::press(KeyCode::Enter));
    assert!(effects.is_empty(), "{effects:?}");
    assert_eq!(app.status, Some((format!("FEN {AFTER_E5}"), false)));
    // Going back shows the earlier position's FEN; the game is unchanged.
    let _ = app.update(Msg::press(KeyCode::Home));
    crate::support::keys::command(&mut app, "fen");
    assert_eq!(app.status, Some((format!("FEN {}", pgn_start()), false)));
    assert_eq!(app.game.san_moves(), ["e4", "e5"]);
}

fn pgn_start() -> &'static str {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
}

#[test]
fn y_copies_the_fen_and_shift_y_the_game() {
    let mut app = app_after_e4_e5();
    let effects = key(&mut app, 'y');
    assert_eq!(copied(&effects), AFTER_E5);
    let (message, error) = app.status.clone().unwrap();
    assert!(!error);
    assert_eq!(
        message,
        format!("copied the FEN to the clipboard: {AFTER_E5}")
    );

    let effects = key(&mut app, 'Y');
    let text = copied(&effects).to_owned();
    assert_eq!(text, app.game_pgn());
    assert!(text.contains("1. e4 e5 *"), "{text}");
    let again = pgn::read_pgn(&text).unwrap();
    assert_eq!(again.san_moves(), ["e4", "e5"]);
    assert_eq!(
        app.status,
        Some((
            "copied the game as PGN (2 half-moves) to the clipboard".to_owned(),
            false
        ))
    );
    // Nothing else happens: no search, no file.
    assert_eq!(app.game.san_moves(), ["e4", "e5"]);
    let empty = App::new(Game::default(), AnalysisLimits::default(), false);
    assert_eq!(empty.shown_fen(), pgn_start());
}

#[test]
fn the_copy_is_an_osc_52_sequence_of_the_base64_text() {
    let sequence = osc52(AFTER_E5);
    let payload = sequence
        .strip_prefix("\x1b]52;c;")
        .and_then(|s| s.strip_suffix('\x07'))
        .expect("ESC ] 52 ; c ; ... BEL");
    assert_eq!(
        payload,
        "cm5icWtibnIvcHBwcDFwcHAvOC80cDMvNFAzLzgvUFBQUDFQUFAvUk5CUUtCTlIgdyBLUWtxIC0gMCAy"
    );
    assert!(
        payload
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"+/=".contains(&b))
    );
}
