//! The Explorer pane's tests' helpers: a database named in the settings, the questions among
//! effects, and answers made by hand.

#![allow(dead_code)]

use std::path::PathBuf;

use kibitzer_db::{ExplorerAnswer, MoveRow, Tally};
use kibitzer_tui::{
    App, DatabaseAsk, DatabaseId, DatabaseQuestion, DatabaseReply, Effect, Msg, Settings,
};
use shakmaty::Chess;

use crate::support::keys::app_with;

/// Settings naming a database file (the tests answer for it).
pub fn settings() -> Settings {
    Settings {
        database_path: Some(PathBuf::from("/nonexistent/games.kdb")),
        ..Settings::default()
    }
}

/// The workstation on the game of `pgn` (at its end) with a database named.
pub fn app_on(pgn: &str) -> App {
    let game = kibitzer::pgn::read_pgn(pgn).unwrap();
    app_with(game, settings())
}

/// The questions among `effects`.
pub fn asks(effects: &[Effect]) -> Vec<DatabaseAsk> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::AskDatabase(ask) => Some(ask.clone()),
            _ => None,
        })
        .collect()
}

/// The one question among `effects`.
pub fn the_ask(effects: &[Effect]) -> DatabaseAsk {
    let asked = asks(effects);
    assert_eq!(asked.len(), 1, "{effects:?}");
    asked.into_iter().next().unwrap()
}

/// The position an explorer question asks about.
pub fn explored(ask: &DatabaseAsk) -> Chess {
    match &ask.question {
        DatabaseQuestion::Explore(position) => position.clone(),
        other => panic!("not a table: {other:?}"),
    }
}

/// A row of moves with `games` games.
pub fn row(san: &str, uci: &str, games: u64) -> MoveRow {
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
pub fn answer(moves: Vec<MoveRow>) -> DatabaseReply {
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

/// The database answered question `id` with `reply`.
pub fn answered(app: &mut App, id: DatabaseId, reply: DatabaseReply) -> Vec<Effect> {
    app.update(Msg::DatabaseAnswered(id, reply))
}
