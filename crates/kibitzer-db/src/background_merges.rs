//! [`BackgroundMerges`]: the position index's merges during an import (see
//! `index_compaction`), one at a time on a thread with its own connection to the file, so
//! that the import's batches go on meanwhile instead of waiting for each merge (on a million
//! games the two merges took 12 of the 48 seconds the import took when the writing thread ran
//! them itself). The merge and the batches take turns to write ([`WriteTurn`]).
//!
//! An import does not start a merge that the games still to come would not cover
//! ([`worth_starting`]: the import would wait for it at its end, and it would take a core from
//! the replaying threads), and after its last batch it starts none (on a million games the
//! merges still due then took 8 of 46 seconds), unless a level already holds [`CROWDED`] runs
//! (a file smaller than a batch would otherwise add a run and never merge); it ends once the
//! merge under way has finished. A crowded level costs queries little (a page read a run: 13
//! runs answer in 0.3 ms at the 99th percentile) and is merged by the next import, or by
//! `kibitzer db compact`.

use std::path::PathBuf;
use std::thread::{self, JoinHandle};

use crate::error::DbError;
use crate::index_compaction::{FANOUT, RunsToMerge, crowded_runs, merge_runs};
use crate::store::{Access, Database};
use crate::write_turn::WriteTurn;

/// Runs a level may hold before it is merged even at the end of an import.
pub const CROWDED: usize = 2 * FANOUT as usize - 1;

/// Whether an import with about `games_to_come` games still to write starts `merge`: when
/// those games take about as long as the merge (a merge took 0.7 of the time its games took
/// to import, on a million games), or when its level holds [`CROWDED`] runs.
pub fn worth_starting(merge: &RunsToMerge, games_to_come: u64) -> bool {
    let merged: i64 = merge.runs.iter().map(|&(_, games)| games).sum();
    merge.runs.len() >= CROWDED || games_to_come.saturating_mul(4) >= merged.max(0) as u64 * 3
}

/// The merge under way, if any.
pub struct BackgroundMerges {
    path: PathBuf,
    running: Option<JoinHandle<Result<bool, DbError>>>,
    turn: WriteTurn,
}

impl BackgroundMerges {
    /// None under way yet, for the database at `database`'s path.
    pub fn new(database: &Database) -> BackgroundMerges {
        BackgroundMerges {
            path: database.path().to_path_buf(),
            running: None,
            turn: WriteTurn::default(),
        }
    }

    /// The turn to write that the merges take: a batch takes it too.
    pub fn turn(&self) -> &WriteTurn {
        &self.turn
    }

    /// After a batch, with about `games_to_come` games still to be written: takes the result
    /// of a merge that has finished and starts the next one if a level is crowded and it is
    /// [`worth_starting`]. A merge's failure is the import's.
    pub fn after_batch(&mut self, database: &Database, games_to_come: u64) -> Result<(), DbError> {
        if self.running.as_ref().is_some_and(|m| !m.is_finished()) {
            return Ok(());
        }
        self.collect()?;
        if let Some(merge) = crowded_runs(&database.connection, database.path())?
            .filter(|merge| worth_starting(merge, games_to_come))
        {
            let path = self.path.clone();
            let turn = self.turn.clone();
            self.running = Some(thread::spawn(move || {
                let own = Database::open(&path, Access::Write)?;
                merge_runs(&own.connection, &path, &merge, &turn)
            }));
        }
        Ok(())
    }

    /// At the end of an import: starts a merge only where a level holds [`CROWDED`] runs (a
    /// file smaller than a batch writes one run and no merge otherwise, so many of them would
    /// add runs without end), then waits for the merge under way (a failed one fails the
    /// import).
    pub fn finish(mut self, database: &Database) -> Result<(), DbError> {
        self.after_batch(database, 0)?;
        self.collect()
    }

    /// Waits for the merge under way (an import that failed stops here; what the merge wrote
    /// is kept or dropped whole).
    pub fn abandon(mut self) {
        let _ = self.collect();
    }

    fn collect(&mut self) -> Result<(), DbError> {
        match self.running.take() {
            None => Ok(()),
            Some(merge) => merge
                .join()
                .unwrap_or_else(|_| Err(DbError::Sqlite("the index merge failed".to_owned())))
                .map(|_| ()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn merge_of(runs: usize, games: i64) -> RunsToMerge {
        RunsToMerge {
            level: 0,
            runs: (0..runs as i64).map(|r| (r, games)).collect(),
        }
    }

    #[test]
    fn a_merge_starts_when_the_games_to_come_cover_it_or_its_level_is_crowded() {
        let eight = merge_of(FANOUT as usize, 50_000);
        assert!(worth_starting(&eight, 600_000));
        assert!(worth_starting(&eight, 300_000));
        assert!(!worth_starting(&eight, 299_999));
        assert!(!worth_starting(&eight, 0));
        assert!(!worth_starting(&merge_of(CROWDED - 1, 50_000), 0));
        assert!(worth_starting(&merge_of(CROWDED, 50_000), 0));
        assert!(worth_starting(&merge_of(CROWDED + 3, 10), 0));
    }
}
