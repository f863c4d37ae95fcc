//! The position index as runs: each import batch writes its counts, summed and sorted by
//! position, as one new run of pages (`index_page`) appended to the `index_pages` table; a
//! position's counts are the sum of its entries in every run. Runs are merged in the
//! background of an import (`index_compaction`) so that there are only a few: a query reads one
//! page a run.
//!
//! Why runs and not one row per position updated in place: an import that updates rows all over
//! a table of tens of millions rewrites most of its pages each batch (that made the import a
//! fifth of Scid's speed); a run is written in key order into empty pages, and a merge reads and
//! writes its runs in order. This is a log-structured merge tree (what Lichess's explorer gets
//! from `RocksDB`) kept inside SQLite.

use std::path::Path;

use rusqlite::{Connection, params};

use crate::error::DbError;
use crate::index_page::{PageBuilder, find_in_page};
use crate::position_entries::{MoveEntry, merge_entries};
use crate::position_key::PositionKey;
use crate::store::{Database, classify};

/// A run being written, page by page, inside the caller's transaction(s).
pub struct RunWriter<'c> {
    connection: &'c Connection,
    path: &'c Path,
    run: i64,
    level: i64,
    page: PageBuilder,
    pages: u64,
}

impl<'c> RunWriter<'c> {
    /// Starts a new run at `level` (0 for a batch's, one more for each merge).
    pub fn start(connection: &'c Connection, path: &'c Path, level: i64) -> Result<Self, DbError> {
        // Past the runs recorded and the pages of a merge not yet recorded.
        let run: i64 = connection
            .query_row(
                "SELECT max(coalesce((SELECT max(run) FROM index_runs), 0),
                            coalesce((SELECT max(run) FROM index_pages), 0)) + 1",
                [],
                |r| r.get(0),
            )
            .map_err(|e| classify(path, e))?;
        Ok(RunWriter {
            connection,
            path,
            run,
            level,
            page: PageBuilder::default(),
            pages: 0,
        })
    }

    /// Adds position `key` (greater than the ones before) with its entries blob.
    #[cfg(test)]
    pub fn push(&mut self, key: i64, entries: &[u8]) -> Result<(), DbError> {
        match self.page.push(key, entries) {
            Some((first_key, bytes)) => self.push_page(first_key, &bytes),
            None => Ok(()),
        }
    }

    fn write_page(&mut self) -> Result<(), DbError> {
        match self.page.take() {
            Some((first_key, bytes)) => self.push_page(first_key, &bytes),
            None => Ok(()),
        }
    }

    /// Adds a whole page (made by `PageBuilder`), its keys greater than the ones before.
    pub fn push_page(&mut self, first_key: i64, bytes: &[u8]) -> Result<(), DbError> {
        self.connection
            .prepare_cached("INSERT INTO index_pages(run, first_key, page) VALUES (?1, ?2, ?3)")
            .and_then(|mut s| s.execute(params![self.run, first_key, bytes]))
            .map_err(|e| classify(self.path, e))?;
        self.pages += 1;
        Ok(())
    }

    /// Writes the last page and records the run, which holds the counts of `games` games; a
    /// run without a position is not recorded.
    pub fn finish(mut self, games: u64) -> Result<(), DbError> {
        self.write_page()?;
        if self.pages == 0 {
            return Ok(());
        }
        record_run(
            self.connection,
            self.path,
            self.run,
            self.level,
            games,
            self.pages,
        )
    }

    /// Writes the last page; the run (its id, level and pages) is left for the caller to record.
    pub fn finish_unrecorded(mut self) -> Result<(i64, i64, u64), DbError> {
        self.write_page()?;
        Ok((self.run, self.level, self.pages))
    }
}

/// Records run `run`: its level, the games it counts, its pages.
pub fn record_run(
    connection: &Connection,
    path: &Path,
    run: i64,
    level: i64,
    games: u64,
    pages: u64,
) -> Result<(), DbError> {
    connection
        .execute(
            "INSERT INTO index_runs(run, level, games, pages) VALUES (?1, ?2, ?3, ?4)",
            params![run, level, games as i64, pages as i64],
        )
        .map_err(|e| classify(path, e))?;
    Ok(())
}

/// The entries stored for the position `key`, summed over the runs (none when no game
/// reached it).
pub fn stored_entries(database: &Database, key: PositionKey) -> Result<Vec<MoveEntry>, DbError> {
    // One statement: one snapshot of the file, also while an import merges runs.
    let pages: Vec<Vec<u8>> = database
        .connection
        .prepare_cached(
            "SELECT (SELECT page FROM index_pages p WHERE p.run = r.run AND p.first_key <= ?1
                     ORDER BY p.first_key DESC LIMIT 1)
             FROM index_runs r",
        )
        .and_then(|mut s| {
            s.query_map([key.stored()], |r| r.get::<_, Option<Vec<u8>>>(0))?
                .filter_map(Result::transpose)
                .collect()
        })
        .map_err(|e| database.fail(e))?;
    let damaged = || DbError::Damaged {
        path: database.path().to_path_buf(),
        detail: format!("the counts of position {:016x} cannot be read", key.0),
    };
    let mut blobs = Vec::with_capacity(pages.len());
    for page in &pages {
        if let Some(entries) = find_in_page(page, key.stored()).map_err(|_| damaged())? {
            blobs.push(entries);
        }
    }
    merge_entries(blobs).ok_or_else(damaged)
}

/// One run of the index, as `kibitzer db check` reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IndexRun {
    /// Its id.
    pub run: i64,
    /// 0 for a batch's run, one more for each merge.
    pub level: i64,
    /// The games whose counts it holds.
    pub games: u64,
    /// Its pages.
    pub pages: u64,
}

/// The runs of the index, by level then age.
pub fn index_runs(database: &Database) -> Result<Vec<IndexRun>, DbError> {
    database
        .connection
        .prepare("SELECT run, level, games, pages FROM index_runs ORDER BY level, run")
        .and_then(|mut s| {
            s.query_map([], |r| {
                Ok(IndexRun {
                    run: r.get(0)?,
                    level: r.get(1)?,
                    games: r.get::<_, i64>(2)? as u64,
                    pages: r.get::<_, i64>(3)? as u64,
                })
            })?
            .collect()
        })
        .map_err(|e| database.fail(e))
}

/// Reads every page of the index: the problems found (a page that cannot be read, keys out
/// of order, a run whose page count is wrong), none when sound.
pub fn check_index(database: &Database) -> Result<Vec<String>, DbError> {
    let mut problems = Vec::new();
    let mut statement = database
        .connection
        .prepare(
            "SELECT r.run, r.pages, p.first_key, p.page FROM index_runs r
             JOIN index_pages p ON p.run = r.run ORDER BY r.run, p.first_key",
        )
        .map_err(|e| database.fail(e))?;
    let mut rows = statement.query([]).map_err(|e| database.fail(e))?;
    // The run being read: its id, its recorded pages, the pages seen, the last key.
    let mut run: Option<(i64, i64, i64, Option<i64>)> = None;
    let close = |run: Option<(i64, i64, i64, Option<i64>)>, problems: &mut Vec<String>| {
        if let Some((id, recorded, seen, _)) = run
            && recorded != seen
        {
            problems.push(format!("index run {id}: {seen} pages, {recorded} recorded"));
        }
    };
    while let Some(row) = rows.next().map_err(|e| database.fail(e))? {
        let (id, recorded, first_key): (i64, i64, i64) = (
            row.get(0).map_err(|e| database.fail(e))?,
            row.get(1).map_err(|e| database.fail(e))?,
            row.get(2).map_err(|e| database.fail(e))?,
        );
        let page: Vec<u8> = row.get(3).map_err(|e| database.fail(e))?;
        if run.is_none_or(|(current, ..)| current != id) {
            close(run.take(), &mut problems);
            run = Some((id, recorded, 0, None));
        }
        let Some((_, _, seen, last)) = run.as_mut() else {
            continue;
        };
        *seen += 1;
        let mut first = true;
        for record in crate::index_page::page_records(&page) {
            let Ok((key, entries)) = record else {
                problems.push(format!(
                    "index run {id}: the page at {first_key:016x} cannot be read"
                ));
                break;
            };
            if (first && key != first_key) || last.is_some_and(|l| l >= key) {
                problems.push(format!("index run {id}: keys out of order at {key:016x}"));
                break;
            }
            if crate::position_entries::decode(entries).is_none() {
                problems.push(format!(
                    "index run {id}: the counts of {key:016x} cannot be read"
                ));
                break;
            }
            first = false;
            *last = Some(key);
        }
    }
    close(run, &mut problems);
    Ok(problems)
}
