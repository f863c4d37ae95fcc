//! [`BackgroundMerges`]: the position index's merges during an import (see
//! `index_compaction`), one at a time on a thread with its own connection to the file, so
//! that the import's batches go on meanwhile instead of waiting for each merge (on a million
//! games the two merges took 12 of the 48 seconds the import took when the writing thread ran
//! them itself).

use std::path::PathBuf;
use std::thread::{self, JoinHandle};

use crate::error::DbError;
use crate::import_journal::follow;
use crate::index_compaction::{compact, crowded_runs, merge_runs};
use crate::store::{Access, Database};

/// The merge under way, if any.
pub struct BackgroundMerges {
    path: PathBuf,
    running: Option<JoinHandle<Result<bool, DbError>>>,
}

impl BackgroundMerges {
    /// None under way yet, for the database at `database`'s path.
    pub fn new(database: &Database) -> BackgroundMerges {
        BackgroundMerges {
            path: database.path().to_path_buf(),
            running: None,
        }
    }

    /// After a batch: takes the result of a merge that has finished and starts the next one
    /// if a level is crowded. A merge's failure is the import's.
    pub fn after_batch(&mut self, database: &Database) -> Result<(), DbError> {
        if self.running.as_ref().is_some_and(|m| !m.is_finished()) {
            return Ok(());
        }
        self.collect()?;
        if let Some(merge) = crowded_runs(&database.connection, database.path())? {
            let path = self.path.clone();
            self.running = Some(thread::spawn(move || {
                let own = Database::open(&path, Access::Write)?;
                follow(&own)?;
                merge_runs(&own.connection, &path, &merge)
            }));
        }
        Ok(())
    }

    /// At the end of an import: waits for the merge under way, then merges what is left on
    /// `database`'s connection, so that the import leaves no crowded level.
    pub fn finish(mut self, database: &Database) -> Result<(), DbError> {
        self.collect()?;
        compact(database)
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
