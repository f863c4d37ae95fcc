//! The Moves pane as a table through `App::update`: `T` switches between the inline text (the
//! default) and two columns (a pair a row, a variation under its move), saying which; the
//! config's `moves_layout` chooses it at the start; the shown move stays in sight, and clicks
//! on the table go to the move clicked.

use crate::support::keys;
use crate::support::long_game::long_analysed_game;
use crate::support::screen::screen_rows;

use crossterm::event::KeyCode;
use keys::{app_on_pgn, key, line, started};
use kibitzer::config::{Config, MovesLayout};
use kibitzer_tui::{App, Msg, Pane};

const GAME: &str = "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *";

/// The Moves pane's text rows at 80x24 (x 1..27, y 12..).
fn moves_rows(app: &App) -> Vec<String> {
    screen_rows(app, 80, 24)[12..20]
        .iter()
        .map(|row| {
            row.chars()
                .skip(1)
                .take(26)
                .collect::<String>()
                .trim_end()
                .to_owned()
        })
        .collect()
}

#[test]
fn t_switches_to_the_table_and_back_and_says_so() {
    let mut app = app_on_pgn(GAME);
    assert_eq!(app.settings().moves_layout, MovesLayout::Inline);
    assert_eq!(moves_rows(&app)[0], "start 1.e4 e5 (1...c5");
    key(&mut app, KeyCode::Char('T'));
    assert_eq!(app.settings().moves_layout, MovesLayout::Table);
    assert_eq!(
        app.status,
        Some(("moves as a table (T: inline)".to_owned(), false))
    );
    assert_eq!(
        moves_rows(&app)[..5],
        ["start", "1. e4   e5", "  1...c5 2.Nf3", "2. Nf3  Nc6", ""]
    );
    key(&mut app, KeyCode::Char('T'));
    assert_eq!(app.settings().moves_layout, MovesLayout::Inline);
    assert_eq!(
        app.status,
        Some(("moves inline (T: table)".to_owned(), false))
    );
    assert_eq!(moves_rows(&app)[0], "start 1.e4 e5 (1...c5");
}

#[test]
fn the_config_chooses_the_layout() {
    let mut app = app_on_pgn(GAME);
    let config = Config::parse("moves_layout = \"table\"\n").unwrap();
    let _ = app.configure(&config);
    assert_eq!(app.settings().moves_layout, MovesLayout::Table);
    assert_eq!(moves_rows(&app)[1], "1. e4   e5");
    let bad = Config::parse("moves_layout = \"columns\"\n").unwrap_err();
    assert!(bad.message.contains("columns"), "{}", bad.message);
}

#[test]
fn a_click_on_the_table_goes_to_that_move() {
    let mut app = app_on_pgn(GAME);
    key(&mut app, KeyCode::Char('T'));
    let _ = app.update(Msg::Resize(80, 24));
    // Row 14 is the variation "  1...c5 2.Nf3": c5 starts at column 1 + 2.
    let effects = app.update(Msg::Click { column: 5, row: 14 });
    assert!(started(&effects));
    assert_eq!(app.focus, Pane::Moves);
    assert_eq!(line(&app), ["e4", "c5", "Nf3"]);
    assert_eq!(app.game.cursor(), 2, "at c5");
    // Black's column of row 13: e5.
    let _ = app.update(Msg::Click {
        column: 10,
        row: 13,
    });
    assert_eq!(line(&app)[..2], ["e4", "e5"]);
    assert_eq!(app.game.cursor(), 2);
    // The move number is no move.
    let _ = app.update(Msg::Click { column: 1, row: 15 });
    assert_eq!(app.game.cursor(), 2);
}

#[test]
fn the_shown_move_stays_in_sight_in_a_long_game() {
    let mut app = long_analysed_game((80, 24));
    key(&mut app, KeyCode::Char('T'));
    for _ in 0..3 {
        let shown = app.game.current();
        let (number, _) = app.game.move_number(shown).unwrap();
        let rows = moves_rows(&app);
        assert!(
            rows.iter().any(|r| r.starts_with(&format!("{number}. "))),
            "move {number} in sight: {rows:?}"
        );
        key(&mut app, KeyCode::End);
        let _ = key(&mut app, KeyCode::Left);
    }
    key(&mut app, KeyCode::Home);
    for _ in 0..7 {
        key(&mut app, KeyCode::Right);
    }
    let rows = moves_rows(&app);
    assert!(rows.iter().any(|r| r.starts_with("4. ")), "{rows:?}");
}
