//! Finding games: [`GameFilter`] (player, colour, event, dates, result, ECO, a position
//! reached) and [`find_games`], [`GameSummary`] (what a list shows of a game) and
//! [`stored_game`] (a game's text as imported).
//!
//! A position filter is answered from the explorer's index when it is complete for the
//! position (every move from it kept all its games). Otherwise the games are replayed in turn
//! until the limit is reached: only their indexed plies, and no further than the number of
//! games the index counted, for a position the index knows; whole, for one it does not (a
//! position reached only later in games).

use rusqlite::types::Value;
use serde::Serialize;
use shakmaty::Chess;

use crate::error::DbError;
use crate::game_record::{GameResult, INDEX_PLIES, read_record};
use crate::index_runs::stored_entries;
use crate::position_key::PositionKey;
use crate::store::Database;
use crate::top_games::TOP_GAMES;

/// What a list shows of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameSummary {
    /// Its id in the database.
    pub id: i64,
    /// White's name.
    pub white: String,
    /// White's rating.
    pub white_elo: Option<u16>,
    /// Black's name.
    pub black: String,
    /// Black's rating.
    pub black_elo: Option<u16>,
    /// `1-0`, `1/2-1/2`, `0-1` or `*`.
    pub result: String,
    /// The date as written.
    pub date: String,
    /// Its year, when dated.
    pub year: Option<u16>,
    /// The event.
    pub event: String,
    /// The ECO code.
    pub eco: String,
    /// Plies in its main line.
    pub plies: u32,
}

/// Which side a player had.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerColor {
    /// White.
    White,
    /// Black.
    Black,
}

/// Which games to find; every field given must match.
#[derive(Clone, Debug, Default)]
pub struct GameFilter {
    /// A player's name, or part of it (any case).
    pub player: Option<String>,
    /// The side the player had.
    pub color: Option<PlayerColor>,
    /// Part of the event's name (any case).
    pub event: Option<String>,
    /// Played on or after (`YYYY`, `YYYY.MM` or `YYYY.MM.DD`).
    pub from: Option<String>,
    /// Played on or before.
    pub to: Option<String>,
    /// The result.
    pub result: Option<GameResult>,
    /// The ECO code or its start (`B2`).
    pub eco: Option<String>,
    /// A position the game reached in its main line.
    pub position: Option<Chess>,
    /// At most this many games (none: all).
    pub limit: Option<usize>,
}

const SUMMARY_COLUMNS: &str =
    "id, white, white_elo, black, black_elo, result, date, event, eco, plies";

fn summary_of(row: &rusqlite::Row<'_>) -> rusqlite::Result<GameSummary> {
    let date: String = row.get(6)?;
    Ok(GameSummary {
        id: row.get(0)?,
        white: row.get(1)?,
        white_elo: row.get(2)?,
        black: row.get(3)?,
        black_elo: row.get(4)?,
        result: GameResult::from_code(row.get(5)?).pgn().to_owned(),
        year: date.get(..4).and_then(|y| y.parse().ok()),
        date,
        event: row.get(7)?,
        eco: row.get(8)?,
        plies: row.get(9)?,
    })
}

/// The summaries of the games with these ids, in this order (missing ids left out).
pub fn summaries(database: &Database, ids: &[i64]) -> Result<Vec<GameSummary>, DbError> {
    let mut statement = database
        .connection
        .prepare_cached(&format!(
            "SELECT {SUMMARY_COLUMNS} FROM games WHERE id = ?1"
        ))
        .map_err(|e| database.fail(e))?;
    let mut out = Vec::new();
    for id in ids {
        let mut rows = statement.query([id]).map_err(|e| database.fail(e))?;
        if let Some(row) = rows.next().map_err(|e| database.fail(e))? {
            out.push(summary_of(row).map_err(|e| database.fail(e))?);
        }
    }
    Ok(out)
}

/// A game's text, as it was imported.
pub fn stored_game(database: &Database, id: i64) -> Result<Option<String>, DbError> {
    use rusqlite::OptionalExtension;
    database
        .connection
        .query_row("SELECT pgn FROM games WHERE id = ?1", [id], |r| r.get(0))
        .optional()
        .map_err(|e| database.fail(e))
}

/// A date bound as stored dates compare: `1990` → `1990.00.00` (from) or `1990.99.99` (to).
fn date_bound(text: &str, upper: bool) -> Result<String, DbError> {
    let parts: Vec<&str> = text.trim().split(['.', '-', '/']).collect();
    let bad = || {
        DbError::BadInput(format!(
            "bad date {text:?}: write YYYY, YYYY.MM or YYYY.MM.DD"
        ))
    };
    if parts.is_empty() || parts.len() > 3 {
        return Err(bad());
    }
    let mut out = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        let width = if i == 0 { 4 } else { 2 };
        if part.len() > width || part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        out.push(format!("{part:0>width$}"));
    }
    while out.len() < 3 {
        out.push(if upper { "99" } else { "00" }.to_owned());
    }
    Ok(out.join("."))
}

/// `text` with LIKE's wildcards escaped (by `\\`).
fn escape_like(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

/// LIKE's pattern for "contains `text`".
fn like_pattern(text: &str) -> String {
    format!("%{}%", escape_like(text))
}

/// A WHERE clause's conditions and the values they bind.
#[derive(Default)]
struct Conditions {
    conditions: Vec<String>,
    values: Vec<Value>,
}

impl Conditions {
    /// Adds `sql`, where each `?#` stands for `value`.
    fn add(&mut self, sql: &str, value: Value) {
        self.values.push(value);
        let number = self.values.len();
        self.conditions
            .push(sql.replace("?#", &format!("?{number}")));
    }
}

/// The games matching `filter`, in the order they were imported.
pub fn find_games(database: &Database, filter: &GameFilter) -> Result<Vec<GameSummary>, DbError> {
    let mut sql = Conditions::default();
    if let Some(player) = &filter.player {
        let pattern = Value::Text(like_pattern(player));
        match filter.color {
            Some(PlayerColor::White) => sql.add("white LIKE ?# ESCAPE '\\'", pattern),
            Some(PlayerColor::Black) => sql.add("black LIKE ?# ESCAPE '\\'", pattern),
            None => sql.add(
                "(white LIKE ?# ESCAPE '\\' OR black LIKE ?# ESCAPE '\\')",
                pattern,
            ),
        }
    } else if filter.color.is_some() {
        return Err(DbError::BadInput("--color needs --player".to_owned()));
    }
    if let Some(event) = &filter.event {
        sql.add(
            "event LIKE ?# ESCAPE '\\'",
            Value::Text(like_pattern(event)),
        );
    }
    if let Some(from) = &filter.from {
        sql.add("date >= ?#", Value::Text(date_bound(from, false)?));
    }
    if let Some(to) = &filter.to {
        sql.add("date <= ?#", Value::Text(date_bound(to, true)?));
    }
    if let Some(result) = filter.result {
        sql.add("result = ?#", Value::Integer(result.code()));
    }
    if let Some(eco) = &filter.eco {
        let prefix = escape_like(&eco.trim().to_ascii_uppercase());
        sql.add("eco LIKE ?# ESCAPE '\\'", Value::Text(format!("{prefix}%")));
    }
    let index = match &filter.position {
        Some(position) => position_index(database, position)?,
        None => PositionIndex::Unknown,
    };
    let indexed = match &index {
        PositionIndex::Complete(ids) => Some(ids),
        _ => None,
    };
    if let Some(ids) = indexed {
        let list: Vec<String> = ids.iter().map(i64::to_string).collect();
        sql.conditions.push(format!("id IN ({})", list.join(",")));
    }
    let Conditions { conditions, values } = sql;
    let mut sql = format!("SELECT {SUMMARY_COLUMNS}, pgn FROM games");
    if !conditions.is_empty() {
        sql.push_str(" WHERE ");
        sql.push_str(&conditions.join(" AND "));
    }
    sql.push_str(" ORDER BY id");
    let replay = filter.position.as_ref().filter(|_| indexed.is_none());
    if let (Some(limit), None) = (filter.limit, replay) {
        sql += " LIMIT ";
        sql += &limit.to_string();
    }
    let mut statement = database
        .connection
        .prepare(&sql)
        .map_err(|e| database.fail(e))?;
    let mut rows = statement
        .query(rusqlite::params_from_iter(values))
        .map_err(|e| database.fail(e))?;
    let key = filter.position.as_ref().map(PositionKey::of);
    // A position the index knows was reached by this many games within its plies: no more
    // can be found, and only those plies need replaying.
    let (plies, most) = match index {
        PositionIndex::Counted(games) => (INDEX_PLIES, Some(games)),
        _ => (usize::MAX, None),
    };
    let mut out = Vec::new();
    while let Some(row) = rows.next().map_err(|e| database.fail(e))? {
        if filter.limit.is_some_and(|limit| out.len() >= limit)
            || most.is_some_and(|most| out.len() as u64 >= most)
        {
            break;
        }
        if let (Some(key), Some(_)) = (key, replay) {
            let text: String = row.get(10).map_err(|e| database.fail(e))?;
            let reached = read_record(text.as_bytes(), plies)
                .is_ok_and(|record| record.positions.iter().any(|(k, _)| *k == key));
            if !reached {
                continue;
            }
        }
        out.push(summary_of(row).map_err(|e| database.fail(e))?);
    }
    Ok(out)
}

/// What the explorer's index knows of the games that reached a position.
enum PositionIndex {
    /// Every game that reached it within the indexed plies, by id.
    Complete(Vec<i64>),
    /// How many games reached it within the indexed plies (too many to be kept by id).
    Counted(u64),
    /// No game reached it within the indexed plies (later ones may have).
    Unknown,
}

fn position_index(database: &Database, position: &Chess) -> Result<PositionIndex, DbError> {
    let entries = stored_entries(database, PositionKey::of(position))?;
    if entries.is_empty() {
        return Ok(PositionIndex::Unknown);
    }
    let games = entries.iter().map(|e| e.games).sum();
    if entries.iter().any(|e| e.games as usize > TOP_GAMES) {
        return Ok(PositionIndex::Counted(games));
    }
    let mut ids: Vec<i64> = entries
        .iter()
        .flat_map(|e| e.top.games().iter().map(|g| i64::from(g.id)))
        .collect();
    ids.sort_unstable();
    ids.dedup();
    Ok(PositionIndex::Complete(ids))
}

#[cfg(test)]
mod tests {
    use super::date_bound;

    #[test]
    fn dates_are_bounds_in_the_stored_form() {
        assert_eq!(date_bound("1990", false).unwrap(), "1990.00.00");
        assert_eq!(date_bound("1990-5", true).unwrap(), "1990.05.99");
        assert_eq!(date_bound("1990.05.07", true).unwrap(), "1990.05.07");
        assert!(date_bound("may", false).is_err());
        assert!(date_bound("1990.5.7.1", false).is_err());
    }
}
