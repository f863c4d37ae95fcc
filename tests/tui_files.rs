//! The workstation's file work through `App::update`, without a terminal: loading and saving
//! are effects whose results come back as messages, warnings and refusals show in the status
//! bar, and text from files or typed by the person is drawn with control characters escaped.

use kibitzer::Game;
use kibitzer::text_file::{TextFile, TextFileError};
use kibitzer::tui::{AnalysisLimits, App, Effect, Msg, Theme, draw_status};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

fn app() -> App {
    let mut app = App::new(Game::default(), AnalysisLimits::default(), true);
    app.start();
    app.update(Msg::SearchStarted(1));
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
    app.update(Msg::FileLoaded {
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
    app.update(Msg::Action(kibitzer::tui::Action::CommandLine));
    app.update(Msg::Paste("pgn \u{9b}2J".to_owned()));
    let bar = status_bar(&app);
    assert!(bar.starts_with(":pgn \\u{9b}2J"), "{bar}");
}
