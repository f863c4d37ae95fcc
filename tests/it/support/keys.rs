//! A workstation without a terminal, and keys pressed into it, for `App::update` tests.

#![allow(dead_code)]

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use kibitzer::game::Game;
use kibitzer_tui::{App, Effect, Msg, Settings};

/// A workstation on `game` whose first search has started (id 1).
pub fn app_on(game: Game) -> App {
    app_with(game, Settings::default())
}

/// A workstation on `game` with the session's `settings` (as the runtime opens it from the
/// command line and the config), its first search started (id 1).
pub fn app_with(game: Game, settings: Settings) -> App {
    let mut app = App::with_settings(game, settings, true);
    app.start();
    let _ = app.update(Msg::SearchStarted(kibitzer::engine::RequestId::internal(1)));
    app
}

/// A workstation on the game of `pgn`.
pub fn app_on_pgn(pgn: &str) -> App {
    app_on(kibitzer::pgn::read_pgn(pgn).unwrap())
}

/// Presses `code` with `modifiers`.
pub fn key_with(app: &mut App, code: KeyCode, modifiers: KeyModifiers) -> Vec<Effect> {
    app.update(Msg::Key(KeyEvent::new(code, modifiers)))
}

/// Presses `code`.
pub fn key(app: &mut App, code: KeyCode) -> Vec<Effect> {
    key_with(app, code, KeyModifiers::NONE)
}

/// Types `text` a character at a time.
pub fn typed(app: &mut App, text: &str) -> Vec<Effect> {
    text.chars()
        .flat_map(|c| key(app, KeyCode::Char(c)))
        .collect()
}

/// Runs `:command` as typed.
pub fn command(app: &mut App, command: &str) -> Vec<Effect> {
    key(app, KeyCode::Char(':'));
    typed(app, command);
    key(app, KeyCode::Enter)
}

/// Whether `effects` start a search.
pub fn started(effects: &[Effect]) -> bool {
    effects.iter().any(|e| matches!(e, Effect::StartSearch(_)))
}

/// The SANs of the current line.
pub fn line(app: &App) -> Vec<String> {
    app.game.san_moves()
}

/// The SANs of the main line.
pub fn main_line(app: &App) -> Vec<String> {
    app.game.san_line(&app.game.main_line())
}

/// Presses Tab until `pane` has the focus, as a person moves it (Tab skips the panes not
/// shown).
pub fn focus(app: &mut App, pane: kibitzer_tui::Pane) {
    for _ in 0..8 {
        if app.focus == pane {
            return;
        }
        let _ = key(app, KeyCode::Tab);
    }
    panic!("Tab never focuses {pane:?}");
}

/// Moves the board cursor to `target` with the arrow keys, as a person does; the board cursor
/// is turned on first (Enter on the board) when it is off and no piece is picked up.
pub fn cursor_to(app: &mut App, target: shakmaty::Square) {
    if !(app.board_cursor || app.picked.is_some()) {
        focus(app, kibitzer_tui::Pane::Board);
        let _ = key(app, KeyCode::Enter);
    }
    for _ in 0..16 {
        // Seen from White: Right goes up the files and Up up the ranks; flipped, the reverse.
        let (file, rank) = (app.cursor.file(), app.cursor.rank());
        let ahead = |higher: bool| higher != app.flipped;
        let code = match (target.file().cmp(&file), target.rank().cmp(&rank)) {
            (std::cmp::Ordering::Equal, std::cmp::Ordering::Equal) => return,
            (std::cmp::Ordering::Equal, towards) => {
                if ahead(towards == std::cmp::Ordering::Greater) {
                    KeyCode::Up
                } else {
                    KeyCode::Down
                }
            }
            (towards, _) => {
                if ahead(towards == std::cmp::Ordering::Greater) {
                    KeyCode::Right
                } else {
                    KeyCode::Left
                }
            }
        };
        let _ = key(app, code);
    }
    assert_eq!(
        app.cursor, target,
        "the arrows bring the cursor to {target}"
    );
}
