//! Merging the index's runs (see `index_runs`): once [`FANOUT`] runs share a level, they are
//! merged into one run a level up, reading each in key order a few pages at a time and writing
//! the sums in order. Each position's counts are thus rewritten about once a level (log₈ of
//! the batches) and a query reads at most `FANOUT - 1` runs a level.
//!
//! A merge writes its pages under a run not yet recorded, committing every
//! [`PAGES_A_TRANSACTION`] pages, so that it can run on a thread and connection of its own
//! while an import's batches go on; then one short transaction records the new run and deletes
//! the old ones, so a reader sees either. The pages of a merge that was stopped (a `kill -9`)
//! are recorded nowhere and are deleted by the next import ([`drop_unfinished_merges`]).

use std::collections::VecDeque;
use std::path::Path;

use rusqlite::{Connection, OptionalExtension, params};

use crate::error::DbError;
use crate::index_page::PageCursor;
use crate::index_runs::record_run;
use crate::merged_run::MergedRun;
use crate::position_entries::{encode, merge_entries};
use crate::store::{Database, classify};
use crate::write_turn::WriteTurn;

/// Runs of one level that are merged into one.
pub const FANOUT: i64 = 8;

/// Pages a merge reads from a run at a time.
const PAGES_AT_A_TIME: i64 = 64;

/// Pages a merge writes in one transaction (about 8 MB).
pub const PAGES_A_TRANSACTION: u64 = 1_000;

/// Runs to merge: those of the lowest level holding [`FANOUT`] or more, oldest first.
pub fn crowded_runs(connection: &Connection, path: &Path) -> Result<Option<RunsToMerge>, DbError> {
    let fail = |e| classify(path, e);
    let level: Option<i64> = connection
        .query_row(
            "SELECT level FROM index_runs GROUP BY level HAVING count(*) >= ?1
             ORDER BY level LIMIT 1",
            [FANOUT],
            |r| r.get(0),
        )
        .optional()
        .map_err(fail)?;
    let Some(level) = level else {
        return Ok(None);
    };
    let runs = connection
        .prepare("SELECT run, games FROM index_runs WHERE level = ?1 ORDER BY run")
        .and_then(|mut s| {
            s.query_map([level], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect()
        })
        .map_err(fail)?;
    Ok(Some(RunsToMerge { level, runs }))
}

/// Runs of one level to merge into one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunsToMerge {
    /// Their level.
    pub level: i64,
    /// Each run and the games it counts.
    pub runs: Vec<(i64, i64)>,
}

/// Deletes the pages of merges that were stopped before their run was recorded.
pub fn drop_unfinished_merges(database: &Database) -> Result<(), DbError> {
    database
        .connection
        .execute(
            // Found through the index of (run, first key): a scan of the table itself would read
            // every page (6 s on a million games, cold) before each import.
            "DELETE FROM index_pages WHERE run IN (SELECT DISTINCT run FROM index_pages
                 WHERE run NOT IN (SELECT run FROM index_runs))",
            [],
        )
        .map(|_| ())
        .map_err(|e| database.fail(e))
}

/// Merges `merge`'s runs into one a level up; false when another writer changed the runs
/// meanwhile (the merge is then dropped and the runs stay as they were).
///
/// The runs are read and merged outside any transaction that writes; only writing the merged
/// pages, [`PAGES_A_TRANSACTION`] at a time, takes the file's write lock, so that an import's
/// batches on another connection wait for a moment, not for the whole merge.
pub fn merge_runs(
    connection: &Connection,
    path: &Path,
    merge: &RunsToMerge,
    turn: &WriteTurn,
) -> Result<bool, DbError> {
    let fail = |e| classify(path, e);
    let mut output = MergedRun::new(connection, path, merge.level + 1, turn);
    // What was committed of a merge that fails is recorded nowhere: the next import drops it.
    merge_into(connection, path, merge, &mut output)?;
    let _turn = turn.take();
    connection.execute_batch("BEGIN IMMEDIATE").map_err(fail)?;
    let outcome = output.write_pending().and_then(|(run, level, pages)| {
        // Recorded only if the runs are still those that were merged and every page is there.
        let still: i64 = connection
            .query_row(
                &format!(
                    "SELECT (SELECT count(*) FROM index_runs WHERE run IN ({}))
                          + (SELECT count(*) FROM index_pages WHERE run = ?1) - ?2",
                    run_list(merge)
                ),
                params![run, pages as i64],
                |r| r.get(0),
            )
            .map_err(fail)?;
        if pages == 0 || still != merge.runs.len() as i64 {
            connection
                .execute("DELETE FROM index_pages WHERE run = ?1", [run])
                .map_err(fail)?;
            return Ok(false);
        }
        let games: i64 = merge.runs.iter().map(|(_, games)| games).sum();
        record_run(connection, path, run, level, games as u64, pages)?;
        let runs = run_list(merge);
        connection
            .execute_batch(&format!(
                "DELETE FROM index_pages WHERE run IN ({runs});
                 DELETE FROM index_runs WHERE run IN ({runs});"
            ))
            .map_err(fail)?;
        Ok(true)
    });
    match outcome {
        Ok(recorded) => {
            connection.execute_batch("COMMIT").map_err(fail)?;
            Ok(recorded)
        }
        Err(error) => {
            let _ = connection.execute_batch("ROLLBACK");
            Err(error)
        }
    }
}

fn run_list(merge: &RunsToMerge) -> String {
    let ids: Vec<String> = merge.runs.iter().map(|(run, _)| run.to_string()).collect();
    ids.join(",")
}

/// Reads the runs in key order and hands the sums to `output`.
fn merge_into(
    connection: &Connection,
    path: &Path,
    merge: &RunsToMerge,
    output: &mut MergedRun,
) -> Result<(), DbError> {
    let mut cursors = merge
        .runs
        .iter()
        .map(|(run, _)| RunCursor::open(connection, path, *run))
        .collect::<Result<Vec<_>, _>>()?;
    let mut merged = Vec::new();
    let mut meeting: Vec<usize> = Vec::with_capacity(cursors.len());
    while let Some(key) = cursors.iter().filter_map(RunCursor::key).min() {
        meeting.clear();
        meeting.extend((0..cursors.len()).filter(|&c| cursors[c].key() == Some(key)));
        if let [only] = meeting[..] {
            output.push(key, cursors[only].entries())?;
        } else {
            let entries = merge_entries(meeting.iter().map(|&c| cursors[c].entries()))
                .ok_or_else(|| damaged(path, key))?;
            merged.clear();
            for entry in &entries {
                encode(&mut merged, entry);
            }
            output.push(key, &merged)?;
        }
        for &c in &meeting {
            cursors[c].advance(connection)?;
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index_runs::RunWriter;
    use crate::position_entries::MoveEntry;
    use crate::position_key::{MoveCode, PositionKey};
    use crate::store::Access;
    use crate::test_scratch::scratch_dir;

    /// Merges runs until no level holds [`FANOUT`] of them, or a merge is dropped (another
    /// writer changed the runs, or a damaged run has no pages).
    fn compact(database: &Database) -> Result<(), DbError> {
        let path = database.path();
        while let Some(merge) = crowded_runs(&database.connection, path)? {
            if !merge_runs(&database.connection, path, &merge, &WriteTurn::default())? {
                break;
            }
        }
        Ok(())
    }

    fn scratch(name: &str) -> (std::path::PathBuf, Database) {
        let dir = scratch_dir(name);
        let database = Database::open(&dir.join("t.kdb"), Access::Write).unwrap();
        (dir, database)
    }

    /// A recorded run of one game reaching positions `keys` with move 1.
    fn run(database: &Database, keys: &[i64], level: i64) {
        let mut writer = RunWriter::start(&database.connection, database.path(), level).unwrap();
        for key in keys {
            let mut blob = Vec::new();
            encode(
                &mut blob,
                &MoveEntry {
                    code: MoveCode(1),
                    games: 1,
                    ..MoveEntry::default()
                },
            );
            writer.push(*key, &blob).unwrap();
        }
        writer.finish(1).unwrap();
    }

    fn games_at(database: &Database, key: i64) -> u64 {
        crate::index_runs::stored_entries(database, PositionKey(key as u64))
            .unwrap()
            .iter()
            .map(|e| e.games)
            .sum()
    }

    #[test]
    fn merged_runs_count_what_the_runs_counted() {
        let (dir, database) = scratch("merge");
        for r in 0..FANOUT {
            run(&database, &[-5, r, 100 + r], 0);
        }
        assert_eq!(games_at(&database, -5), FANOUT as u64);
        compact(&database).unwrap();
        let runs = database.index_runs().unwrap();
        assert_eq!(runs.len(), 1);
        assert_eq!((runs[0].level, runs[0].games), (1, FANOUT as u64));
        assert_eq!(games_at(&database, -5), FANOUT as u64);
        assert_eq!(games_at(&database, 3), 1);
        // The pages read back whole; only the games themselves are missing here.
        assert_eq!(
            database.check().unwrap(),
            vec![format!(
                "the position index counts {FANOUT} games, the database holds 0"
            )]
        );
        drop(database);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn runs_that_lost_their_pages_are_left_as_they_are_not_merged_forever() {
        let (dir, database) = scratch("merge-damaged");
        for r in 0..FANOUT {
            run(&database, &[r], 0);
        }
        database
            .connection
            .execute("DELETE FROM index_pages", [])
            .unwrap();
        compact(&database).unwrap();
        assert_eq!(database.index_runs().unwrap().len(), FANOUT as usize);
        drop(database);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_merge_whose_runs_changed_is_dropped_and_a_stopped_one_cleaned() {
        let (dir, database) = scratch("merge-dropped");
        for r in 0..FANOUT {
            run(&database, &[r], 0);
        }
        let merge = crowded_runs(&database.connection, database.path())
            .unwrap()
            .unwrap();
        // Another writer merged (here: deleted) one of the runs meanwhile.
        database
            .connection
            .execute("DELETE FROM index_runs WHERE run = ?1", [merge.runs[0].0])
            .unwrap();
        assert!(
            !merge_runs(
                &database.connection,
                database.path(),
                &merge,
                &WriteTurn::default()
            )
            .unwrap()
        );
        assert_eq!(database.index_runs().unwrap().len(), FANOUT as usize - 1);
        // A merge stopped before its run was recorded: pages no query reads, dropped later.
        let mut writer = RunWriter::start(&database.connection, database.path(), 1).unwrap();
        writer.push(1, &[]).unwrap();
        let (stopped, _, _) = writer.finish_unrecorded().unwrap();
        let pages = |database: &Database| -> i64 {
            database
                .connection
                .query_row(
                    "SELECT count(*) FROM index_pages WHERE run = ?1",
                    [stopped],
                    |r| r.get(0),
                )
                .unwrap()
        };
        assert_eq!(pages(&database), 1);
        assert_eq!(games_at(&database, 1), 1);
        drop_unfinished_merges(&database).unwrap();
        assert_eq!(pages(&database), 0);
        drop(database);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
