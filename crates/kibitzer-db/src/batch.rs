//! [`Batch`]: games on their way into the database, written in one transaction with the
//! explorer counts they add and how far into their file the import got, so that an import
//! stopped at any moment leaves either all of a batch or none of it.
//!
//! The counts arrive as one small record per (game, position) (`game_occurrences`); while the
//! games are inserted, another thread sorts and sums them into the pages of one new run of the
//! index (`index_runs`). A duplicate (a game whose digest the database, or the batch before it,
//! already has: [`KnownDigests`]) is left out before anything is written; games get their ids in
//! order from the largest before, a duplicate leaving its id unused.

use std::thread;

use rusqlite::params;

use crate::digest::digest;
use crate::error::DbError;
use crate::game_occurrences::{Occurrence, RunRoom, occurrences_of, run_pages};
use crate::game_record::GameRecord;
use crate::index_runs::RunWriter;
use crate::known_digests::KnownDigests;
use crate::store::Database;

/// A game read and replayed, ready to be written: its text, the digest that finds duplicates,
/// what was read from it and the positions it reached.
pub struct PreparedGame {
    text: String,
    digest: u64,
    record: GameRecord,
    occurrences: Vec<Occurrence>,
}

impl PreparedGame {
    /// The text of a game's `bytes`, as it is stored (bytes that are not UTF-8 replaced).
    pub fn text_of(bytes: Vec<u8>) -> String {
        String::from_utf8(bytes)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
    }

    /// Prepares the game whose text is `text` (see [`PreparedGame::text_of`]) and whose record
    /// is `record` (work done on a replaying thread).
    pub fn new(text: String, record: GameRecord) -> PreparedGame {
        PreparedGame {
            digest: digest(text.as_bytes()),
            occurrences: occurrences_of(&record),
            text,
            record,
        }
    }
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
    games: Vec<(String, u64, GameRecord)>,
    /// The positions the batch's games reached, each game by its place in `games`.
    occurrences: Vec<Occurrence>,
    /// Where the run is made.
    room: RunRoom,
    /// The digests of the games in the database.
    known: KnownDigests,
}

impl Batch {
    /// Adds a readable game.
    pub fn push(&mut self, game: PreparedGame) {
        let place = self.games.len() as u32;
        self.occurrences.extend(
            game.occurrences
                .iter()
                .map(|o| Occurrence { game: place, ..*o }),
        );
        self.games.push((game.text, game.digest, game.record));
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
        // Immediate: a merge on another connection may write between this batch's first read
        // and its first write, which a deferred transaction could not survive.
        let transaction = database
            .connection
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(fail)?;
        let first_id: i64 = transaction
            .query_row("SELECT coalesce(max(id), 0) + 1 FROM games", [], |r| {
                r.get(0)
            })
            .map_err(fail)?;
        let first = u32::try_from(first_id + self.games.len() as i64)
            .map(|_| first_id as u32)
            .map_err(|_| DbError::BadInput("the database has no game ids left".to_owned()))?;
        let Batch {
            games,
            occurrences,
            room,
            known,
        } = self;
        known.catch_up(&transaction).map_err(fail)?;
        let (left_out, new_digests) = sort_out_duplicates(games, known);
        let (built, inserted) = thread::scope(|scope| {
            let builder = scope.spawn(|| run_pages(occurrences, first, &left_out, room));
            let inserted = insert_games(&transaction, games, &left_out, first_id);
            (builder.join(), inserted)
        });
        inserted.map_err(fail)?;
        built.map_err(|_| DbError::Sqlite("the index builder failed".to_owned()))?;
        known.record(&transaction, &new_digests).map_err(fail)?;
        let outcome = BatchOutcome {
            imported: (games.len() - left_out.len()) as u64,
            duplicates: left_out.len() as u64,
        };
        games.clear();
        occurrences.clear();
        let mut run = RunWriter::start(&transaction, &file, 0)?;
        for (first_key, page) in room.pages.iter() {
            run.push_page(first_key, page)?;
        }
        run.finish(outcome.imported)?;
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

/// The places in `games` of those already in the database or earlier in the batch (sorted),
/// and the digests of the others (sorted).
fn sort_out_duplicates(
    games: &[(String, u64, GameRecord)],
    known: &KnownDigests,
) -> (Vec<u32>, Vec<u64>) {
    let mut by_digest: Vec<(u64, u32)> = games
        .iter()
        .enumerate()
        .map(|(place, (_, digest, _))| (*digest, place as u32))
        .collect();
    by_digest.sort_unstable();
    let mut left_out = Vec::new();
    let mut new_digests = Vec::with_capacity(by_digest.len());
    for (at, &(digest, place)) in by_digest.iter().enumerate() {
        let again = at > 0 && by_digest[at - 1].0 == digest;
        if again || known.contains(digest) {
            left_out.push(place);
        } else {
            new_digests.push(digest);
        }
    }
    left_out.sort_unstable();
    (left_out, new_digests)
}

/// Inserts `games` but those at the places `left_out` (sorted), with ids from `first_id` on
/// (by place, so a game left out leaves its id unused).
fn insert_games(
    connection: &rusqlite::Connection,
    games: &[(String, u64, GameRecord)],
    left_out: &[u32],
    first_id: i64,
) -> rusqlite::Result<()> {
    let mut insert = connection.prepare_cached(
        "INSERT INTO games(id, digest, white, black, white_elo, black_elo, event, site, date, round, eco, result, plies, pgn)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
    )?;
    let mut skip = left_out.iter().peekable();
    for (place, (text, digest, record)) in games.iter().enumerate() {
        if skip.next_if_eq(&&(place as u32)).is_some() {
            continue;
        }
        insert.execute(params![
            first_id + place as i64,
            *digest as i64,
            record.white,
            record.black,
            record.white_elo,
            record.black_elo,
            record.event,
            record.site,
            record.date,
            record.round,
            record.eco,
            record.result_or_unknown().code(),
            record.plies,
            text,
        ])?;
    }
    Ok(())
}
