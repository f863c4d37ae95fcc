//! The workstation's file work through `App::update`, without a terminal: loading and saving
//! are effects whose results come back as messages, warnings and refusals show in the status
//! bar, and text from files or typed by the person is drawn with control characters escaped.

use crossterm::event::KeyCode;
use kibitzer::game::Game;
use kibitzer::pgn::WriteRule;
use kibitzer::text_file::{TextFile, TextFileError};
use kibitzer_tui::{AnalysisLimits, App, Effect, Msg, Saving, Theme, draw_status};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

fn app() -> App {
    let mut app = App::new(Game::default(), AnalysisLimits::default(), true);
    app.start();
    let _ = app.update(Msg::SearchStarted(kibitzer::engine::RequestId::internal(1)));
    app
}

/// The status bar as text, 200 columns wide.
fn status_bar(app: &App) -> String {
    let area = Rect::new(0, 0, 200, 1);
    let mut buffer = Buffer::empty(area);
    draw_status(app, Theme::from_env(true), area, &mut buffer);
    (0..area.width).map(|x| buffer[(x, 0)].symbol()).collect()
}

fn message(app: &App) -> (String, bool) {
    app.status.clone().expect("a status message")
}

#[test]
fn a_latin1_file_loads_with_a_warning() {
    let mut app = app();
    let path = std::path::PathBuf::from("bjork.pgn");
    let file = TextFile::decode(&path, b"[Event \"Bj\xF6rk open\"]\n\n1. e4 e5 *\n");
    let effects = app.update(Msg::FileLoaded {
        path,
        text: Ok(file),
    });
    assert!(effects.iter().any(|e| matches!(e, Effect::StartSearch(_))));
    assert_eq!(app.game.san_moves(), ["e4", "e5"]);
    assert_eq!(
        message(&app),
        (
            "bjork.pgn is not valid UTF-8; 1 byte was replaced".to_owned(),
            true
        )
    );
}

#[test]
fn the_status_bar_escapes_control_characters_from_files_and_typing() {
    let mut app = app();
    let path = std::path::PathBuf::from("x\x1b]0;pwned\x07.pgn");
    let _ = app.update(Msg::FileLoaded {
        path: path.clone(),
        text: Err(TextFileError::Io {
            path,
            doing: "read",
            source: std::io::Error::new(std::io::ErrorKind::NotFound, "gone\x1b[2J"),
        }),
    });
    let bar = status_bar(&app);
    assert!(
        bar.contains("x\\x1b]0;pwned\\x07.pgn: gone\\x1b[2J"),
        "{bar}"
    );
    let _ = app.update(Msg::press(KeyCode::Char(':')));
    let _ = app.update(Msg::Paste("pgn \u{9b}2J".to_owned()));
    let bar = status_bar(&app);
    assert!(bar.starts_with(":pgn \\u{9b}2J"), "{bar}");
}

#[test]
fn loading_and_saving_are_effects_and_their_results_come_back_as_messages() {
    let mut app = app();
    let effects = crate::support::keys::command(&mut app, "pgn games/x.pgn");
    assert!(
        matches!(effects.as_slice(), [Effect::LoadFile(p)] if p.as_os_str() == "games/x.pgn"),
        "{effects:?}"
    );
    assert_eq!(message(&app), ("reading games/x.pgn...".to_owned(), false));
    // The load is under way: keys are still answered.
    let _ = app.update(Msg::press(KeyCode::Char('f')));
    assert!(app.flipped);
    let effects = crate::support::keys::command(&mut app, "save out.pgn");
    let [Effect::SaveFile(save)] = effects.as_slice() else {
        panic!("{effects:?}");
    };
    assert_eq!(save.path.as_os_str(), "out.pgn");
    assert_eq!(save.rule, WriteRule::New, "a new file only");
    assert!(save.text.contains("[Result \"*\"]"), "{}", save.text);
    assert_eq!(message(&app), ("saving out.pgn...".to_owned(), false));
    let path = std::path::PathBuf::from("out.pgn");
    let _ = app.update(Msg::FileSaved {
        path: path.clone(),
        result: Err(TextFileError::NotRegular {
            path: path.clone(),
            doing: "write",
            kind: kibitzer::text_file::FileKind::Fifo,
        }
        .into()),
        saving: Saving::Game,
    });
    assert_eq!(
        message(&app),
        (
            "cannot write out.pgn: it is a named pipe (FIFO), not a regular file".to_owned(),
            true
        )
    );
    let _ = app.update(Msg::FileSaved {
        path,
        result: Ok(()),
        saving: Saving::Game,
    });
    assert_eq!(message(&app), ("saved out.pgn".to_owned(), false));
}

#[test]
fn a_leading_tilde_in_pgn_and_save_is_the_home_directory() {
    let Some(home) = std::env::var_os("HOME").filter(|h| !h.is_empty()) else {
        println!("skipped: HOME is not set");
        return;
    };
    let home = std::path::PathBuf::from(home);
    let mut app = app();
    let effects = crate::support::keys::command(&mut app, "save ~/x.pgn");
    assert!(
        matches!(effects.as_slice(), [Effect::SaveFile(save)] if save.path == home.join("x.pgn")),
        "{effects:?}"
    );
    let effects = crate::support::keys::command(&mut app, "pgn ~/games/y.pgn");
    assert!(
        matches!(effects.as_slice(), [Effect::LoadFile(p)] if *p == home.join("games/y.pgn")),
        "{effects:?}"
    );
}
