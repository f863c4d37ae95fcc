//! Merging the index's runs (see `index_runs`): once [`FANOUT`] runs share a level, they are
//! merged, in one transaction, into one run a level up, reading each in key order a few pages
//! at a time and writing the sums in order. Each position's counts are thus rewritten about
//! once a level (log₈ of the batches) and a query reads at most `FANOUT - 1` runs a level.

use std::collections::VecDeque;
use std::path::Path;

use rusqlite::{Connection, params};

use crate::error::DbError;
use crate::index_page::PageCursor;
use crate::index_runs::RunWriter;
use crate::position_entries::{encode, merge_entries};
use crate::store::{Database, classify};

/// Runs of one level that are merged into one.
pub const FANOUT: i64 = 8;

/// Pages a merge reads from a run at a time.
const PAGES_AT_A_TIME: i64 = 64;

/// Merges runs until no level holds [`FANOUT`] of them.
pub fn compact(database: &mut Database) -> Result<(), DbError> {
    let path = database.path().to_path_buf();
    let fail = |e| classify(&path, e);
    loop {
        let crowded: Option<i64> = database
            .connection
            .query_row(
                "SELECT level FROM index_runs GROUP BY level HAVING count(*) >= ?1
                 ORDER BY level LIMIT 1",
                [FANOUT],
                |r| r.get(0),
            )
            .map(Some)
            .or_else(|e| match e {
                rusqlite::Error::QueryReturnedNoRows => Ok(None),
                e => Err(e),
            })
            .map_err(fail)?;
        let Some(level) = crowded else {
            return Ok(());
        };
        let transaction = database.connection.transaction().map_err(fail)?;
        merge_level(&transaction, &path, level)?;
        transaction.commit().map_err(fail)?;
    }
}

/// Merges every run of `level` into one a level up.
pub fn merge_level(connection: &Connection, path: &Path, level: i64) -> Result<(), DbError> {
    let fail = |e| classify(path, e);
    let runs: Vec<(i64, i64)> = connection
        .prepare("SELECT run, games FROM index_runs WHERE level = ?1 ORDER BY run")
        .and_then(|mut s| {
            s.query_map([level], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect()
        })
        .map_err(fail)?;
    let games: i64 = runs.iter().map(|(_, games)| games).sum();
    let mut cursors = runs
        .iter()
        .map(|(run, _)| RunCursor::open(connection, path, *run))
        .collect::<Result<Vec<_>, _>>()?;
    let mut writer = RunWriter::start(connection, path, level + 1)?;
    let mut merged = Vec::new();
    let mut meeting: Vec<usize> = Vec::with_capacity(cursors.len());
    while let Some(key) = cursors.iter().filter_map(RunCursor::key).min() {
        meeting.clear();
        meeting.extend((0..cursors.len()).filter(|&c| cursors[c].key() == Some(key)));
        if let [only] = meeting[..] {
            writer.push(key, cursors[only].entries())?;
        } else {
            let entries = merge_entries(meeting.iter().map(|&c| cursors[c].entries()))
                .ok_or_else(|| damaged(path, key))?;
            merged.clear();
            for entry in &entries {
                encode(&mut merged, entry);
            }
            writer.push(key, &merged)?;
        }
        for &c in &meeting {
            cursors[c].advance(connection)?;
        }
    }
    writer.finish(games as u64)?;
    for (run, _) in &runs {
        connection
            .execute("DELETE FROM index_pages WHERE run = ?1", [run])
            .and_then(|_| connection.execute("DELETE FROM index_runs WHERE run = ?1", [run]))
            .map_err(fail)?;
    }
    Ok(())
}

fn damaged(path: &Path, key: i64) -> DbError {
    DbError::Damaged {
        path: path.to_path_buf(),
        detail: format!("the counts of position {key:016x} cannot be read"),
    }
}

/// Reads one run in key order, a few pages at a time.
struct RunCursor<'p> {
    path: &'p Path,
    run: i64,
    /// Pages read and not yet passed; the front one is being read.
    pages: VecDeque<Vec<u8>>,
    /// The next fetch starts at this key (past the first key of the last page fetched).
    fetch_from: i64,
    /// No page is left to fetch.
    drained: bool,
    page_cursor: Option<PageCursor>,
    /// The position the cursor is on: its key and where its entries lie in the front page.
    current: Option<(i64, std::ops::Range<usize>)>,
}

impl<'p> RunCursor<'p> {
    fn open(connection: &Connection, path: &'p Path, run: i64) -> Result<Self, DbError> {
        let mut cursor = RunCursor {
            path,
            run,
            pages: VecDeque::new(),
            fetch_from: i64::MIN,
            drained: false,
            page_cursor: None,
            current: None,
        };
        cursor.advance(connection)?;
        Ok(cursor)
    }

    fn key(&self) -> Option<i64> {
        self.current.as_ref().map(|(key, _)| *key)
    }

    fn entries(&self) -> &[u8] {
        match (&self.current, self.pages.front()) {
            (Some((_, range)), Some(page)) => &page[range.clone()],
            _ => &[],
        }
    }

    /// Moves to the next position (none at the run's end).
    fn advance(&mut self, connection: &Connection) -> Result<(), DbError> {
        loop {
            if let (Some(cursor), Some(page)) = (&mut self.page_cursor, self.pages.front()) {
                let next = cursor.next(page).map_err(|_| {
                    damaged(self.path, self.current.as_ref().map_or(0, |(k, _)| *k))
                })?;
                if let Some(next) = next {
                    self.current = Some(next);
                    return Ok(());
                }
                self.pages.pop_front();
                self.page_cursor = None;
            }
            if self.pages.is_empty() && !self.fetch(connection)? {
                self.current = None;
                return Ok(());
            }
            let page = self.pages.front().map_or(&[][..], Vec::as_slice);
            self.page_cursor = Some(PageCursor::start(page).map_err(|_| damaged(self.path, 0))?);
        }
    }

    /// Fetches the run's next pages; false when none is left.
    fn fetch(&mut self, connection: &Connection) -> Result<bool, DbError> {
        if self.drained {
            return Ok(false);
        }
        let rows: Vec<(i64, Vec<u8>)> = connection
            .prepare_cached(
                "SELECT first_key, page FROM index_pages
                 WHERE run = ?1 AND first_key >= ?2
                 ORDER BY first_key LIMIT ?3",
            )
            .and_then(|mut s| {
                s.query_map(params![self.run, self.fetch_from, PAGES_AT_A_TIME], |r| {
                    Ok((r.get(0)?, r.get(1)?))
                })?
                .collect()
            })
            .map_err(|e| classify(self.path, e))?;
        self.drained = (rows.len() as i64) < PAGES_AT_A_TIME;
        if let Some((last, _)) = rows.last() {
            match last.checked_add(1) {
                Some(next) => self.fetch_from = next,
                None => self.drained = true,
            }
        }
        self.pages.extend(rows.into_iter().map(|(_, page)| page));
        Ok(!self.pages.is_empty())
    }
}
