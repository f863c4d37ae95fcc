//! [`compact_database`]: what `kibitzer db compact` does: every run of the position index
//! merged into one (a query then reads one page), then SQLite's `VACUUM`, which writes the
//! file anew without its free pages (those the runs replaced by a merge left, a quarter of the
//! file after a million-game import), and the write-ahead log emptied.

use crate::error::DbError;
use crate::index_compaction::{RunsToMerge, drop_unfinished_merges, merge_runs};
use crate::store::Database;
use crate::write_turn::WriteTurn;

/// What a compaction did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Compaction {
    /// The database's bytes before (its pages, free ones included).
    pub bytes_before: u64,
    /// Its bytes after.
    pub bytes_after: u64,
    /// The index's runs before (after: one, or none without a game).
    pub runs_before: usize,
}

/// Merges the index into one run and rewrites the file without free pages.
pub fn compact_database(database: &mut Database) -> Result<Compaction, DbError> {
    let bytes_before = bytes(database)?;
    drop_unfinished_merges(database)?;
    let runs = database.index_runs()?;
    let runs_before = runs.len();
    if runs_before > 1 {
        let merge = RunsToMerge {
            level: runs.iter().map(|r| r.level).max().unwrap_or(0),
            runs: runs.iter().map(|r| (r.run, r.games as i64)).collect(),
        };
        if !merge_runs(
            &database.connection,
            database.path(),
            &merge,
            &WriteTurn::default(),
        )? {
            return Err(DbError::Sqlite(format!(
                "{}: the index changed while it was being compacted (another kibitzer writing it?) or its runs have lost their pages (see kibitzer db check)",
                database.path().display()
            )));
        }
    }
    database
        .connection
        // The copy VACUUM writes goes to a temporary file, not memory (it is the whole file).
        .execute_batch(
            "PRAGMA temp_store = FILE; VACUUM; PRAGMA temp_store = MEMORY;
             PRAGMA wal_checkpoint(TRUNCATE);",
        )
        .map_err(|e| database.fail(e))?;
    Ok(Compaction {
        bytes_before,
        bytes_after: bytes(database)?,
        runs_before,
    })
}

fn bytes(database: &Database) -> Result<u64, DbError> {
    database
        .connection
        .query_row(
            "SELECT page_count * page_size FROM pragma_page_count, pragma_page_size",
            [],
            |r| r.get::<_, i64>(0),
        )
        .map(|n| n as u64)
        .map_err(|e| database.fail(e))
}
