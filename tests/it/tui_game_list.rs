//! Opening PGN in the workstation through `App::update`: one game opens at once; a file of
//! several opens the game list, typing searches by player name, Enter opens the selected game,
//! a game that cannot be read is reported with its number and line (in the status bar, which the
//! list leaves in sight), Esc keeps the current one.

use crate::support::keys;

use std::path::PathBuf;

use crossterm::event::KeyCode;
use keys::{app_on, key, main_line, started, typed};
use kibitzer::game::Game;
use kibitzer_tui::Msg;

const OPERA: &str = include_str!("../data/opera.pgn");

fn loaded(app: &mut kibitzer_tui::App, text: &str) -> Vec<kibitzer_tui::Effect> {
    app.update(Msg::FileLoaded {
        path: PathBuf::from("games.pgn"),
        text: Ok(kibitzer::text_file::TextFile::decode(
            std::path::Path::new("games.pgn"),
            text,
        )),
    })
}

fn status(app: &kibitzer_tui::App) -> (String, bool) {
    app.status.clone().unwrap_or_default()
}

#[test]
fn several_games_open_a_list_searched_by_player() {
    let mut app = app_on(Game::default());
    let effects = loaded(&mut app, OPERA);
    assert!(effects.is_empty());
    let list = app.game_list().expect("a list of the games");
    assert_eq!(list.matches().len(), 4);
    assert!(status(&app).0.contains("4 games"));
    // Letters are the search, not commands.
    typed(&mut app, "ANNA");
    assert!(!app.flipped && !app.quit);
    let numbers = |app: &kibitzer_tui::App| {
        let list = app.game_list().unwrap();
        list.matches().iter().map(|e| e.number).collect::<Vec<_>>()
    };
    assert_eq!(numbers(&app), [2, 3, 4]);
    typed(&mut app, "x");
    assert!(numbers(&app).is_empty());
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        status(&app),
        ("no game matches the search".to_owned(), true)
    );
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down); // stops at the last match
    let effects = key(&mut app, KeyCode::Enter);
    assert!(started(&effects));
    assert!(app.game_list().is_none());
    assert_eq!(app.game.headers().get("White"), Some("Carl Third"));
    assert_eq!(main_line(&app), ["g4", "d5", "Bg2"]);
    assert_eq!(status(&app), ("games.pgn: game 4 of 4".to_owned(), false));
    let source = app.source.as_ref().unwrap();
    assert_eq!((source.entry.number, source.games), (4, 4));
}

#[test]
fn a_game_that_cannot_be_read_is_reported_and_the_list_stays() {
    let mut app = app_on(Game::default());
    loaded(&mut app, OPERA);
    key(&mut app, KeyCode::End);
    key(&mut app, KeyCode::Up);
    let effects = key(&mut app, KeyCode::Enter);
    assert!(effects.is_empty());
    let (message, error) = status(&app);
    assert!(error);
    assert!(
        message.contains("game 3 (line 34)") && message.contains("`Bx`"),
        "{message}"
    );
    assert!(app.game_list().is_some());
    assert!(app.game.moves().is_empty(), "nothing changed");
    // The list leaves the status bar in sight: the reason shows under it.
    let shown = screen(&app);
    let last = shown.lines().last().unwrap_or_default();
    assert!(last.contains("game 3 (line 34)"), "{shown}");
    assert!(message.ends_with("(not opened)"), "{message}");
    assert!(shown.contains("search player:"), "{shown}");
    // Esc keeps the current game.
    key(&mut app, KeyCode::Esc);
    assert!(app.game_list().is_none());
    assert!(app.game.moves().is_empty());
    key(&mut app, KeyCode::Char('f'));
    assert!(app.flipped, "keys are commands again");
}

#[test]
fn one_game_opens_at_once_from_a_file_or_a_paste() {
    let mut app = app_on(Game::default());
    let effects = loaded(&mut app, "[White \"A\"]\n\n1. e4 e5 *\n");
    assert!(started(&effects));
    assert!(app.game_list().is_none());
    assert_eq!(main_line(&app), ["e4", "e5"]);
    assert_eq!(status(&app), ("loaded games.pgn".to_owned(), false));
    // A paste of several games opens the list too.
    let _ = app.update(Msg::Paste(OPERA.to_owned()));
    assert!(app.game_list().is_some_and(|l| l.path.is_none()));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game.headers().get("White"), Some("Paul Morphy"));
    // A file without a game says so.
    loaded(&mut app, "\n\n");
    assert_eq!(status(&app), ("games.pgn: no game found".to_owned(), true));
    assert_eq!(app.game.headers().get("White"), Some("Paul Morphy"));
}

#[test]
fn the_mouse_does_not_reach_the_panes_behind_the_list() {
    let mut app = app_on(Game::default());
    let _ = app.update(Msg::Resize(80, 24));
    loaded(&mut app, OPERA);
    // A click where the e2 pawn is, under the list: nothing is picked up.
    let _ = app.update(Msg::Click { column: 15, row: 7 });
    assert_eq!(app.picked, None);
    // The wheel moves the list's selection.
    let _ = app.update(Msg::Scroll(1));
    let _ = app.update(Msg::Scroll(1));
    let _ = app.update(Msg::Scroll(-1));
    assert_eq!(app.game_list().unwrap().selected, 1);
}

#[test]
fn a_paste_while_the_list_is_open_is_the_search() {
    let mut app = app_on(Game::default());
    loaded(&mut app, OPERA);
    let _ = app.update(Msg::Paste("Carl\nThird".to_owned()));
    let list = app.game_list().expect("the list stays open");
    assert_eq!(list.filter, "Carl");
    assert_eq!(list.matches().len(), 1);
}

/// The whole screen as text, drawn as the terminal would get it.
fn screen(app: &kibitzer_tui::App) -> String {
    let theme = kibitzer_tui::Theme {
        color: false,
        ascii: false,
        ..kibitzer_tui::Theme::DEFAULT
    };
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(120, 30)).unwrap();
    terminal
        .draw(|f| kibitzer_tui::draw(f, app, theme))
        .unwrap();
    let buffer = terminal.backend().buffer();
    let area = buffer.area;
    (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn control_characters_from_a_file_show_escaped_in_the_list_and_the_moves() {
    let text = "[White \"a\x1b]0;pwn\x07b\x1b[2J\"]\n[Black \"B\"]\n[Result \"*\"]\n\n\
                1. e4 { c\x1b[31mred } e5 *\n\n\
                [White \"x\"]\n[Black \"y\"]\n[Result \"*\"]\n\n1. d4 *\n";
    let mut app = app_on(Game::default());
    loaded(&mut app, text);
    let list = screen(&app);
    assert!(list.contains("a\\x1b]0;pwn\\x07b"), "{list}");
    // The columns stay aligned: both rows' Result column starts at the same place.
    let rows: Vec<&str> = list.lines().filter(|l| l.contains(" * ")).collect();
    assert_eq!(rows.len(), 2, "{list}");
    assert_eq!(rows[0].find(" * "), rows[1].find(" * "), "{list}");
    // So does a file name, and a search pasted with control characters in it.
    let _ = app.update(Msg::FileLoaded {
        path: PathBuf::from("/tmp/x\x1b[2J.pgn"),
        text: Ok(kibitzer::text_file::TextFile::decode(
            std::path::Path::new("x.pgn"),
            text,
        )),
    });
    let _ = app.update(Msg::Paste("a\x1b[2J".to_owned()));
    let list = screen(&app);
    assert!(list.contains("x\\x1b[2J.pgn"), "{list}");
    assert!(list.contains("search player: a\\x1b[2J_"), "{list}");
    key(&mut app, KeyCode::Esc);
    loaded(&mut app, text);
    key(&mut app, KeyCode::Enter);
    let moves = screen(&app);
    assert!(moves.contains("{c\\x1b[31mred}"), "{moves}");
}
