//! [`Batch`]: games on their way into the database, written in one transaction with the
//! explorer counts they add and how far into their file the import got, so that an import
//! stopped at any moment leaves either all of a batch or none of it.
//!
//! The counts are summed in memory per (position, move) and written in key order, one upsert
//! per distinct key: most keys of a batch meet in the first plies, and sorted writes touch the
//! table's pages in order.

use std::collections::HashMap;

use rusqlite::{Transaction, params};

use crate::digest::digest;
use crate::error::DbError;
use crate::game_record::{GameRecord, GameResult};
use crate::store::Database;
use crate::top_games::{TopGame, keep, pack};

/// The counts of one (position, move) in a batch.
#[derive(Default)]
struct Counts {
    games: i64,
    white: i64,
    draws: i64,
    black: i64,
    rating_sum: i64,
    rated: i64,
    last_year: i64,
    top: Vec<TopGame>,
}

/// What a batch did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BatchOutcome {
    /// Games added.
    pub imported: u64,
    /// Games already in the database (or twice in the batch).
    pub duplicates: u64,
}

/// Where the import stands in its file after a batch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The file's identity: digest of its head.
    pub head_digest: u64,
    /// The file's identity: its size.
    pub size: u64,
    /// Where in its text the next game starts.
    pub next_offset: u64,
    /// The line it starts on (counting from 0 before it).
    pub next_line: u64,
    /// The games read so far (imported, duplicate or unreadable).
    pub games_read: u64,
    /// The whole file is in.
    pub complete: bool,
}

/// Games read and waiting to be written.
#[derive(Default)]
pub struct Batch {
    games: Vec<(Vec<u8>, GameRecord)>,
}

impl Batch {
    /// Adds a readable game: its text and what was read from it.
    pub fn push(&mut self, text: Vec<u8>, record: GameRecord) {
        self.games.push((text, record));
    }

    /// Games waiting.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// No games waiting.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// Writes the games, their counts and `progress` in one transaction, and empties the batch.
    pub fn write(
        &mut self,
        database: &mut Database,
        path: &str,
        progress: &Progress,
    ) -> Result<BatchOutcome, DbError> {
        let file = database.path().to_path_buf();
        let fail = |e| crate::store::classify(&file, e);
        let transaction = database.connection.transaction().map_err(fail)?;
        let mut outcome = BatchOutcome::default();
        let mut counts: HashMap<(i64, u16), Counts> = HashMap::new();
        {
            let mut insert = transaction
                .prepare_cached(
                    "INSERT OR IGNORE INTO games(digest, white, black, white_elo, black_elo, event, site, date, round, eco, result, plies, pgn)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
                )
                .map_err(fail)?;
            for (text, record) in self.games.drain(..) {
                let text = String::from_utf8_lossy(&text);
                let result = record.result_or_unknown();
                let added = insert
                    .execute(params![
                        digest(text.as_bytes()) as i64,
                        record.white,
                        record.black,
                        record.white_elo,
                        record.black_elo,
                        record.event,
                        record.site,
                        record.date,
                        record.round,
                        record.eco,
                        result.code(),
                        record.plies,
                        text,
                    ])
                    .map_err(fail)?;
                if added == 0 {
                    outcome.duplicates += 1;
                    continue;
                }
                outcome.imported += 1;
                let id = transaction.last_insert_rowid();
                count_game(&mut counts, id, &record, result);
            }
        }
        write_counts(&transaction, counts).map_err(fail)?;
        transaction
            .execute(
                "INSERT INTO sources(head_digest, size, path, next_offset, next_line, games_read, complete)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                 ON CONFLICT(head_digest, size) DO UPDATE SET path = excluded.path,
                    next_offset = excluded.next_offset, next_line = excluded.next_line,
                    games_read = excluded.games_read, complete = excluded.complete",
                params![
                    progress.head_digest as i64,
                    progress.size as i64,
                    path,
                    progress.next_offset as i64,
                    progress.next_line as i64,
                    progress.games_read as i64,
                    progress.complete,
                ],
            )
            .map_err(fail)?;
        transaction.commit().map_err(fail)?;
        Ok(outcome)
    }
}

fn count_game(
    counts: &mut HashMap<(i64, u16), Counts>,
    id: i64,
    record: &GameRecord,
    result: GameResult,
) {
    let year = i64::from(record.year().unwrap_or(0));
    let average = match (record.white_elo, record.black_elo) {
        (Some(w), Some(b)) => (u32::from(w) + u32::from(b)) / 2,
        (Some(r), None) | (None, Some(r)) => u32::from(r),
        (None, None) => 0,
    };
    let top = TopGame {
        id: u32::try_from(id).unwrap_or(u32::MAX),
        rating: average as u16,
    };
    for (ply, (key, code)) in record.positions.iter().enumerate() {
        let white_moves = (ply % 2 == 0) != record.black_moves_first;
        let mover = if white_moves {
            record.white_elo
        } else {
            record.black_elo
        };
        let entry = counts.entry((key.stored(), code.0)).or_default();
        entry.games += 1;
        match result {
            GameResult::WhiteWins => entry.white += 1,
            GameResult::Draw => entry.draws += 1,
            GameResult::BlackWins => entry.black += 1,
            GameResult::Unknown => {}
        }
        if let Some(rating) = mover {
            entry.rating_sum += i64::from(rating);
            entry.rated += 1;
        }
        entry.last_year = entry.last_year.max(year);
        keep(&mut entry.top, top);
    }
}

fn write_counts(
    transaction: &Transaction<'_>,
    counts: HashMap<(i64, u16), Counts>,
) -> rusqlite::Result<()> {
    let mut sorted: Vec<((i64, u16), Counts)> = counts.into_iter().collect();
    sorted.sort_unstable_by_key(|(key, _)| *key);
    let mut upsert = transaction.prepare_cached(
        "INSERT INTO moves(position, move, games, white, draws, black, rating_sum, rated, last_year, top)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
         ON CONFLICT(position, move) DO UPDATE SET games = games + excluded.games,
            white = white + excluded.white, draws = draws + excluded.draws,
            black = black + excluded.black, rating_sum = rating_sum + excluded.rating_sum,
            rated = rated + excluded.rated, last_year = max(last_year, excluded.last_year),
            top = kibitzer_top(top, excluded.top)",
    )?;
    for ((position, code), c) in sorted {
        upsert.execute(params![
            position,
            code,
            c.games,
            c.white,
            c.draws,
            c.black,
            c.rating_sum,
            c.rated,
            c.last_year,
            pack(&c.top),
        ])?;
    }
    Ok(())
}
