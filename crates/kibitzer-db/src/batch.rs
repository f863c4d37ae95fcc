//! [`Batch`]: games on their way into the database, written in one transaction with the
//! explorer counts they add and how far into their file the import got, so that an import
//! stopped at any moment leaves either all of a batch or none of it.
//!
//! The counts are summed in memory per (position, move) and written in key order, one upsert
//! per distinct key: most keys of a batch meet in the first plies, and sorted writes touch the
//! table's pages in order.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use rusqlite::{Transaction, params};

use crate::digest::digest;
use crate::error::DbError;
use crate::game_record::{GameRecord, GameResult};
use crate::position_entries::{MoveEntry, encode};
use crate::position_key::MoveCode;
use crate::store::Database;
use crate::top_games::TopGame;

/// Hashes a (position key, move) pair: the position key is already a Zobrist hash, so mixing
/// in the move is all there is to do (the standard hasher, SipHash, took a sixth of an import).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(byte)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }

    fn write_i64(&mut self, value: i64) {
        self.0 ^= value as u64;
    }

    fn write_u16(&mut self, value: u16) {
        self.0 ^= u64::from(value).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

type CountMap = HashMap<(i64, u16), MoveEntry, BuildHasherDefault<KeyHasher>>;

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
    /// The counts being summed (kept between batches, with their room).
    counts: CountMap,
    /// The counts in key order (kept between batches, with their room).
    sorted: Vec<((i64, u16), MoveEntry)>,
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
        let positions: usize = self.games.iter().map(|(_, r)| r.positions.len()).sum();
        let counts = &mut self.counts;
        counts.clear();
        counts.reserve(positions);
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
                count_game(counts, id, &record, result);
            }
        }
        self.sorted.clear();
        self.sorted.extend(self.counts.drain());
        write_counts(&transaction, &mut self.sorted).map_err(fail)?;
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

fn count_game(counts: &mut CountMap, id: i64, record: &GameRecord, result: GameResult) {
    let year = u64::from(record.year().unwrap_or(0));
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
        // A game that comes back to a position counts there once, with the move it played
        // the first time.
        if record.positions[..ply]
            .iter()
            .any(|(earlier, _)| earlier == key)
        {
            continue;
        }
        let white_moves = (ply % 2 == 0) != record.black_moves_first;
        let mover = if white_moves {
            record.white_elo
        } else {
            record.black_elo
        };
        let entry = counts
            .entry((key.stored(), code.0))
            .or_insert_with(|| MoveEntry {
                code: MoveCode(code.0),
                ..MoveEntry::default()
            });
        entry.games += 1;
        match result {
            GameResult::WhiteWins => entry.white += 1,
            GameResult::Draw => entry.draws += 1,
            GameResult::BlackWins => entry.black += 1,
            GameResult::Unknown => {}
        }
        if let Some(rating) = mover {
            entry.rating_sum += u64::from(rating);
            entry.rated += 1;
        }
        entry.last_year = entry.last_year.max(year);
        entry.top.keep(top);
    }
}

/// Positions one upsert statement writes (fewer statements: SQLite's cost per statement run
/// is shared by its rows).
const ROWS_PER_STATEMENT: usize = 64;

/// The upsert of `rows` positions' blobs.
fn upsert_sql(rows: usize) -> String {
    let values: Vec<String> = (0..rows)
        .map(|r| format!("(?{}, ?{})", 2 * r + 1, 2 * r + 2))
        .collect();
    format!(
        "INSERT INTO positions(key, entries) VALUES {}
         ON CONFLICT(key) DO UPDATE SET entries = kibitzer_merge(entries, excluded.entries)",
        values.join(", ")
    )
}

/// Writes the batch's counts: sorted by position, each position's moves packed into one blob.
fn write_counts(
    transaction: &Transaction<'_>,
    sorted: &mut [((i64, u16), MoveEntry)],
) -> rusqlite::Result<()> {
    sorted.sort_unstable_by_key(|(key, _)| *key);
    let mut blobs: Vec<(i64, Vec<u8>)> = Vec::new();
    for ((position, _), entry) in sorted.iter() {
        match blobs.last_mut() {
            Some((last, blob)) if last == position => encode(blob, entry),
            _ => {
                let mut blob = Vec::with_capacity(24);
                encode(&mut blob, entry);
                blobs.push((*position, blob));
            }
        }
    }
    let full = upsert_sql(ROWS_PER_STATEMENT);
    for rows in blobs.chunks(ROWS_PER_STATEMENT) {
        let sql = if rows.len() == ROWS_PER_STATEMENT {
            full.clone()
        } else {
            upsert_sql(rows.len())
        };
        let mut upsert = transaction.prepare_cached(&sql)?;
        for (r, (position, blob)) in rows.iter().enumerate() {
            upsert.raw_bind_parameter(2 * r + 1, position)?;
            upsert.raw_bind_parameter(2 * r + 2, &blob[..])?;
        }
        upsert.raw_execute()?;
    }
    Ok(())
}
