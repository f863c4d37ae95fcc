//! The Explorer pane from `App::update` (`X`, `:explorer`): it asks the games database for the
//! shown position's table, again as one steps through the game, takes only the answer to its
//! newest question, plays the selected move (a variation where the game has another), lists
//! the games that reached the position and opens one there (the game before kept for Ctrl-Z),
//! and says how to make a database when there is none. The answers are made by hand here;
//! the last tests ask the runtime's worker about a real database.

use crate::support::keys;
use crate::support::screen::screen_rows;

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

use crossterm::event::{KeyCode, KeyModifiers};
use keys::{app_with, command, key, key_with};
use kibitzer::game::Game;
use kibitzer_db::{ExplorerAnswer, GameSummary, MoveRow, Tally};
use kibitzer_tui::{
    App, DatabaseAsk, DatabaseId, DatabaseQuestion, DatabaseReply, DatabaseWorker, Effect, Listed,
    Mode, Msg, Settings, Shown,
};
use shakmaty::{Chess, Position};

/// Settings naming a database file (the tests answer for it).
fn settings() -> Settings {
    Settings {
        database_path: Some(PathBuf::from("/nonexistent/games.kdb")),
        ..Settings::default()
    }
}

/// The workstation on the game of `pgn` (at its end) with a database named.
fn app_on(pgn: &str) -> App {
    let game = kibitzer::pgn::read_pgn(pgn).unwrap();
    app_with(game, settings())
}

/// The questions among `effects`.
fn asks(effects: &[Effect]) -> Vec<DatabaseAsk> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::AskDatabase(ask) => Some(ask.clone()),
            _ => None,
        })
        .collect()
}

/// The one question among `effects`.
fn the_ask(effects: &[Effect]) -> DatabaseAsk {
    let asked = asks(effects);
    assert_eq!(asked.len(), 1, "{effects:?}");
    asked.into_iter().next().unwrap()
}

/// The position an explorer question asks about.
fn explored(ask: &DatabaseAsk) -> Chess {
    match &ask.question {
        DatabaseQuestion::Explore(position) => position.clone(),
        other => panic!("not a table: {other:?}"),
    }
}

/// A row of moves with `games` games.
fn row(san: &str, uci: &str, games: u64) -> MoveRow {
    MoveRow {
        san: san.to_owned(),
        uci: uci.to_owned(),
        games,
        white: games / 2,
        draws: games / 4,
        black: games - games / 2 - games / 4,
        average_rating: Some(2500),
        last_year: Some(2020),
    }
}

/// An answer listing `moves`.
fn answer(moves: Vec<MoveRow>) -> DatabaseReply {
    let games = moves.iter().map(|m| m.games).sum();
    DatabaseReply::Explored(Box::new(ExplorerAnswer {
        fen: String::new(),
        total: Tally {
            games,
            white: games / 2,
            draws: games / 4,
            black: games - games / 2 - games / 4,
        },
        moves,
        games: Vec::new(),
    }))
}

fn answered(app: &mut App, id: DatabaseId, reply: DatabaseReply) -> Vec<Effect> {
    app.update(Msg::DatabaseAnswered(id, reply))
}

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
fn without_a_database_the_pane_says_how_to_make_one() {
    let mut app = app_on("1. e4 e5 *");
    let ask = the_ask(&key(&mut app, KeyCode::Char('X')));
    let _ = answered(
        &mut app,
        ask.id,
        DatabaseReply::NoDatabase(ask.path.clone()),
    );
    assert_eq!(
        app.explorer().unwrap().shown,
        Shown::NoDatabase(Some(ask.path.clone()))
    );
    let screen = screen_rows(&app, 160, 50).join("\n");
    assert!(
        screen.contains("no games database: make one with kibitzer db import FILE.pgn"),
        "{screen}"
    );
    assert!(screen.contains("/nonexistent/games.kdb"), "{screen}");
    // No path at all (no data directory): said at once, nothing asked.
    let mut app = app_with(Game::default(), Settings::default());
    assert!(asks(&key(&mut app, KeyCode::Char('X'))).is_empty());
    assert_eq!(app.explorer().unwrap().shown, Shown::NoDatabase(None));
    let screen = screen_rows(&app, 80, 24).join("\n");
    assert!(screen.contains("no games database"), "{screen}");
}

#[test]
fn the_table_is_drawn_beside_the_board() {
    let mut app = app_with(Game::default(), settings());
    let ask = the_ask(&key(&mut app, KeyCode::Char('X')));
    let _ = answered(
        &mut app,
        ask.id,
        answer(vec![row("e4", "e2e4", 1200), row("d4", "d2d4", 800)]),
    );
    for (width, height) in [(160, 50), (80, 24)] {
        let screen = screen_rows(&app, width, height).join("\n");
        assert!(screen.contains("2,000 games: White 50%"), "{screen}");
        assert!(screen.contains(">e4"), "{screen}");
        assert!(screen.contains(" d4"), "{screen}");
    }
}

/// A database of tests/data/six-games.pgn in a directory of its own.
fn six_games_database(name: &str) -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("kibitzer-explorer-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.kdb");
    let mut database = kibitzer_db::Database::open(&path, kibitzer_db::Access::Write).unwrap();
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/six-games.pgn");
    kibitzer_db::import_file(
        &mut database,
        &source,
        kibitzer_db::ImportOptions::default(),
        &mut |_| {},
    )
    .unwrap();
    (dir, path)
}

/// The worker's answer to `question` about the database at `path`.
fn worker_answer(
    worker: &DatabaseWorker,
    answers: &mpsc::Receiver<Msg>,
    id: DatabaseId,
    path: &std::path::Path,
    question: DatabaseQuestion,
) -> DatabaseReply {
    worker.ask(DatabaseAsk {
        id,
        path: path.to_path_buf(),
        question,
    });
    match answers.recv_timeout(Duration::from_mins(1)) {
        Ok(Msg::DatabaseAnswered(got, reply)) => {
            assert_eq!(got, id);
            reply
        }
        other => panic!("no answer: {other:?}"),
    }
}

#[test]
fn the_worker_answers_from_a_real_database() {
    let (dir, path) = six_games_database("real");
    let (tx, answers) = mpsc::channel();
    let worker = DatabaseWorker::spawn(move |msg| {
        let _ = tx.send(msg);
    });
    let start = Chess::default();
    let DatabaseReply::Explored(table) = worker_answer(
        &worker,
        &answers,
        1,
        &path,
        DatabaseQuestion::Explore(start.clone()),
    ) else {
        panic!("no table");
    };
    assert!(table.total.games >= 2, "{table:?}");
    assert!(table.moves.iter().any(|m| m.san == "e4"));
    assert!(table.moves.iter().any(|m| m.san == "d4"));
    let DatabaseReply::Games(games) =
        worker_answer(&worker, &answers, 2, &path, DatabaseQuestion::Games(start))
    else {
        panic!("no games");
    };
    assert_eq!(games.len() as u64, table.total.games);
    let morphy = games.iter().find(|g| g.white == "Paul Morphy").unwrap();
    let DatabaseReply::Game(id, text) = worker_answer(
        &worker,
        &answers,
        3,
        &path,
        DatabaseQuestion::Game(morphy.id),
    ) else {
        panic!("no game text");
    };
    assert_eq!(id, morphy.id);
    assert!(text.contains("Rd8#"));
    // A missing file, and a file that is not a database: said, not a panic.
    let missing = dir.join("missing.kdb");
    let reply = worker_answer(&worker, &answers, 4, &missing, DatabaseQuestion::Game(1));
    assert!(matches!(reply, DatabaseReply::NoDatabase(p) if p == missing));
    let bogus = dir.join("bogus.kdb");
    std::fs::write(&bogus, "not a database at all").unwrap();
    let reply = worker_answer(&worker, &answers, 5, &bogus, DatabaseQuestion::Game(1));
    assert!(
        matches!(&reply, DatabaseReply::Failed(why) if why.contains("not a kibitzer games database")),
        "{reply:?}"
    );
    // Back to the real one.
    let reply = worker_answer(
        &worker,
        &answers,
        6,
        &path,
        DatabaseQuestion::Game(morphy.id),
    );
    assert!(matches!(reply, DatabaseReply::Game(..)));
    drop(worker);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_worker_answers_the_newest_question_last() {
    let (dir, path) = six_games_database("newest");
    let (tx, answers) = mpsc::channel();
    let worker = DatabaseWorker::spawn(move |msg| {
        let _ = tx.send(msg);
    });
    for id in 1..=20 {
        worker.ask(DatabaseAsk {
            id,
            path: path.clone(),
            question: DatabaseQuestion::Explore(Chess::default()),
        });
    }
    // Every answer comes in order; questions overtaken while waiting may be skipped, the
    // newest never is.
    let mut ids = Vec::new();
    while ids.last() != Some(&20) {
        match answers.recv_timeout(Duration::from_mins(1)) {
            Ok(Msg::DatabaseAnswered(id, _)) => ids.push(id),
            other => panic!("no answer: {other:?}"),
        }
    }
    assert!(ids.windows(2).all(|w| w[0] < w[1]), "{ids:?}");
    drop(worker);
    std::fs::remove_dir_all(&dir).unwrap();
}
