//! [`explore`]: the opening explorer's answer for a position, read from the stored counts (no
//! game is replayed): the games that reached it and how they ended, each move played from it
//! with its own results, its players' average rating and the last year it was played, and the
//! most relevant games (highest rated first) that reached it.

use serde::Serialize;
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{CastlingMode, Chess, EnPassantMode};

use crate::error::DbError;
use crate::game_search::{GameSummary, summaries};
use crate::index_runs::stored_entries;
use crate::position_key::{MoveCode, PositionKey};
use crate::store::Database;
use crate::top_games::TopGame;

/// How many games an answer lists.
pub const EXPLORER_GAMES: usize = 8;

/// Games and how they ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    /// Games.
    pub games: u64,
    /// White won.
    pub white: u64,
    /// Drawn.
    pub draws: u64,
    /// Black won.
    pub black: u64,
}

/// One move played from the position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveRow {
    /// In SAN.
    pub san: String,
    /// In UCI.
    pub uci: String,
    /// Games.
    pub games: u64,
    /// White won.
    pub white: u64,
    /// Drawn.
    pub draws: u64,
    /// Black won.
    pub black: u64,
    /// The average rating of the players who played it, when any was rated.
    pub average_rating: Option<u32>,
    /// The last year it was played, when the games are dated.
    pub last_year: Option<u16>,
}

/// The explorer's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExplorerAnswer {
    /// The position.
    pub fen: String,
    /// The games that reached it (also those that ended there).
    pub total: Tally,
    /// The moves played from it, most played first.
    pub moves: Vec<MoveRow>,
    /// The most relevant games that reached it.
    pub games: Vec<GameSummary>,
}

/// The explorer's answer for `position`.
pub fn explore(database: &Database, position: &Chess) -> Result<ExplorerAnswer, DbError> {
    let key = PositionKey::of(position);
    let entries = stored_entries(database, key)?;
    let mut total = Tally::default();
    let mut moves = Vec::new();
    let mut top: Vec<TopGame> = Vec::new();
    for entry in entries {
        let code = entry.code;
        let tally = Tally {
            games: entry.games,
            white: entry.white,
            draws: entry.draws,
            black: entry.black,
        };
        let (rating_sum, rated, last_year) = (entry.rating_sum, entry.rated, entry.last_year);
        let played = code.in_position(position);
        if code != MoveCode::END && played.is_none() {
            // A key shared by another position (a 64-bit collision): not this one's.
            continue;
        }
        for game in entry.top.games() {
            keep_many(&mut top, *game);
        }
        total.games += tally.games;
        total.white += tally.white;
        total.draws += tally.draws;
        total.black += tally.black;
        let Some(m) = played else {
            continue;
        };
        moves.push(MoveRow {
            san: San::from_move(position, m).to_string(),
            uci: m.to_uci(CastlingMode::Standard).to_string(),
            games: tally.games,
            white: tally.white,
            draws: tally.draws,
            black: tally.black,
            average_rating: (rated > 0).then(|| (rating_sum / rated) as u32),
            last_year: (last_year > 0).then_some(last_year as u16),
        });
    }
    moves.sort_by(|a, b| b.games.cmp(&a.games).then_with(|| a.san.cmp(&b.san)));
    let ids: Vec<i64> = top.iter().map(|g| i64::from(g.id)).collect();
    let games = summaries(database, &ids)?;
    Ok(ExplorerAnswer {
        fen: Fen::from_position(position, EnPassantMode::Legal).to_string(),
        total,
        moves,
        games,
    })
}

fn keep_many(top: &mut Vec<TopGame>, game: TopGame) {
    // Each move keeps four; the answer lists up to eight of all of them, in the same order.
    if top.iter().any(|g| g.id == game.id) {
        return;
    }
    let at = top.partition_point(|g| (g.rating, g.id) > (game.rating, game.id));
    if at < EXPLORER_GAMES {
        top.insert(at, game);
        top.truncate(EXPLORER_GAMES);
    }
}
