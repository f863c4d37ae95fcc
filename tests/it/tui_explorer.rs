//! The Explorer pane from `App::update` (`X`, `:explorer`): it asks the games database for the
//! shown position's table, again as one steps through the game, takes only the answer to its
//! newest question, plays the selected move (a variation where the game has another), lists
//! the games that reached the position and opens one there (the game before kept for Ctrl-Z).
//! The answers are made by hand (see `support::explorer`); the screen is in
//! `tui_explorer_screen`, the runtime's worker in `tui_explorer_worker`.

use crate::support::explorer::{answer, answered, app_on, asks, explored, row, settings, the_ask};
use crate::support::keys;

use std::path::PathBuf;

use crossterm::event::{KeyCode, KeyModifiers};
use keys::{app_with, command, key, key_with};
use kibitzer::game::Game;
use kibitzer_db::GameSummary;
use kibitzer_tui::{App, DatabaseQuestion, DatabaseReply, Listed, Mode, Shown};
use shakmaty::{Chess, Position};

#[test]
fn x_shows_the_pane_and_asks_for_the_shown_position() {
    let mut app = app_on("1. e4 e5 *");
    let ask = the_ask(&key(&mut app, KeyCode::Char('X')));
    assert_eq!(&explored(&ask), app.game.position());
    assert_eq!(ask.path, PathBuf::from("/nonexistent/games.kdb"));
    let view = app.explorer().expect("the pane is open");
    assert_eq!(view.shown, Shown::Waiting);
    assert_eq!(app.modes(), vec![Mode::Explorer, Mode::Board]);
    // Again: closed; `:explorer` does the same.
    assert!(asks(&key(&mut app, KeyCode::Char('X'))).is_empty());
    assert!(app.explorer().is_none());
    let _ = the_ask(&command(&mut app, "explorer"));
    assert!(app.explorer().is_some());
}

#[test]
fn an_answer_to_an_older_question_is_dropped() {
    let mut app = app_on("1. e4 e5 *");
    let first = the_ask(&key(&mut app, KeyCode::Char('X')));
    let second = the_ask(&key(&mut app, KeyCode::Left));
    assert!(second.id > first.id);
    let _ = answered(&mut app, first.id, answer(vec![row("Nf3", "g1f3", 9)]));
    assert_eq!(app.explorer().unwrap().shown, Shown::Waiting);
    let _ = answered(&mut app, second.id, answer(vec![row("e5", "e7e5", 5)]));
    assert_eq!(app.explorer().unwrap().moves()[0].san, "e5");
    // The first answer, late, changes nothing.
    let _ = answered(&mut app, first.id, answer(vec![row("Nf3", "g1f3", 9)]));
    assert_eq!(app.explorer().unwrap().moves()[0].san, "e5");
}

#[test]
fn stepping_through_the_game_asks_again_for_each_position() {
    let mut app = app_on("1. e4 e5 2. Nf3 *");
    let _ = key(&mut app, KeyCode::Char('X'));
    let mut positions = Vec::new();
    for _ in 0..3 {
        let effects = key(&mut app, KeyCode::Left);
        positions.push(explored(&the_ask(&effects)));
        assert_eq!(positions.last().unwrap(), app.game.position());
    }
    assert_eq!(positions[2], Chess::default());
    // Forward again: asked again too.
    let ask = the_ask(&key(&mut app, KeyCode::Right));
    assert_eq!(explored(&ask).fullmoves().get(), 1);
    assert_eq!(explored(&ask).turn(), shakmaty::Color::Black);
}

#[test]
fn enter_plays_the_selected_move() {
    let mut app = app_with(Game::default(), settings());
    let ask = the_ask(&key(&mut app, KeyCode::Char('X')));
    let _ = answered(
        &mut app,
        ask.id,
        answer(vec![row("e4", "e2e4", 10), row("d4", "d2d4", 8)]),
    );
    let _ = key(&mut app, KeyCode::Down);
    assert_eq!(app.explorer().unwrap().selected, 1);
    let effects = key(&mut app, KeyCode::Enter);
    assert_eq!(app.game.san_moves(), vec!["d4"]);
    // The new position's table is asked for, and the analysis restarts.
    assert_eq!(&explored(&the_ask(&effects)), app.game.position());
    assert!(keys::started(&effects));
}

#[test]
fn enter_makes_a_variation_where_the_game_has_another_move_and_ctrl_z_takes_it_back() {
    let mut app = app_on("1. e4 e5 *");
    let _ = key(&mut app, KeyCode::Char('X'));
    let ask = the_ask(&key(&mut app, KeyCode::Home));
    let _ = answered(&mut app, ask.id, answer(vec![row("d4", "d2d4", 3)]));
    let _ = key(&mut app, KeyCode::Enter);
    assert_eq!(app.game.san_moves(), vec!["d4"]);
    let root = kibitzer::game::NodeId::ROOT;
    assert_eq!(app.game.node(root).children().len(), 2);
    let main: Vec<_> = app.game.main_line();
    assert_eq!(app.game.san_line(&main[1..]), vec!["e4", "e5"]);
    let _ = key_with(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert_eq!(app.game.node(root).children().len(), 1);
}

#[test]
fn enter_without_a_move_to_play_says_so() {
    let mut app = app_on("1. e4 e5 *");
    let ask = the_ask(&key(&mut app, KeyCode::Char('X')));
    let _ = answered(&mut app, ask.id, answer(Vec::new()));
    let effects = key(&mut app, KeyCode::Enter);
    assert!(effects.is_empty());
    assert_eq!(app.game.san_moves(), vec!["e4", "e5"]);
    assert!(app.status.as_ref().is_some_and(|(_, error)| *error));
}

fn summary(id: i64) -> GameSummary {
    GameSummary {
        id,
        white: "Anna".to_owned(),
        white_elo: Some(2400),
        black: "Boris".to_owned(),
        black_elo: None,
        result: "1-0".to_owned(),
        date: "2020.01.01".to_owned(),
        year: Some(2020),
        event: "Club".to_owned(),
        eco: "C20".to_owned(),
        plies: 4,
    }
}

const STORED: &str =
    "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n";

/// The workstation on its own game after 1.e4 e5, the pane's games list answered with games
/// #3 and #7.
fn games_listed() -> App {
    let mut app = app_on("1. e4 e5 *");
    let ask = the_ask(&key(&mut app, KeyCode::Char('X')));
    let _ = answered(&mut app, ask.id, answer(vec![row("Nf3", "g1f3", 1)]));
    let ask = the_ask(&key(&mut app, KeyCode::Char('g')));
    match &ask.question {
        DatabaseQuestion::Games(position) => assert_eq!(position, app.game.position()),
        other => panic!("not the games: {other:?}"),
    }
    assert_eq!(
        app.explorer().unwrap().games.as_ref().unwrap().listed,
        Listed::Waiting
    );
    let _ = answered(
        &mut app,
        ask.id,
        DatabaseReply::Games(vec![summary(3), summary(7)]),
    );
    app
}

#[test]
fn the_games_list_opens_a_game_at_the_position_and_ctrl_z_brings_the_game_before_back() {
    let mut app = games_listed();
    let before = app.game.fen();
    let _ = key(&mut app, KeyCode::Down);
    let ask = the_ask(&key(&mut app, KeyCode::Enter));
    assert!(matches!(ask.question, DatabaseQuestion::Game(7)));
    let effects = answered(&mut app, ask.id, DatabaseReply::Game(7, STORED.to_owned()));
    // The game opens where it reached the position: after 1...e5, its moves after it kept.
    assert_eq!(app.game.fen(), before);
    assert_eq!(app.game.cursor(), 2);
    assert_eq!(app.game.main_line().len(), 5);
    assert!(app.status.as_ref().unwrap().0.contains("game #7"));
    assert!(app.explorer().unwrap().games.is_none());
    assert!(keys::started(&effects));
    // The game before is kept: Ctrl-Z shows it again.
    assert_eq!(app.replaced.earlier(), 1);
    let _ = key_with(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert_eq!(app.game.main_line().len(), 3);
    assert_eq!(app.game.fen(), before);
}

#[test]
fn esc_closes_the_games_list_then_the_pane() {
    let mut app = games_listed();
    let _ = key(&mut app, KeyCode::Esc);
    let view = app.explorer().expect("the pane stays");
    assert!(view.games.is_none());
    assert_eq!(view.moves()[0].san, "Nf3");
    let _ = key(&mut app, KeyCode::Esc);
    assert!(app.explorer().is_none());
}

#[test]
fn db_names_the_database_before_the_config_file() {
    use clap::Parser as _;
    let mut config = kibitzer::config::Config::default();
    config.database.path = Some(PathBuf::from("/config/games.kdb"));
    let cli = kibitzer_cli::Cli::parse_from(["kibitzer", "--db", "/flag/games.kdb"]);
    assert_eq!(
        kibitzer_cli::workstation_database(&cli, &config),
        Some(PathBuf::from("/flag/games.kdb"))
    );
    let cli = kibitzer_cli::Cli::parse_from(["kibitzer"]);
    assert_eq!(
        kibitzer_cli::workstation_database(&cli, &config),
        Some(PathBuf::from("/config/games.kdb"))
    );
}
