//! [`WriteTurn`]: whose turn it is to write among one import's connections (the batches' and
//! the background merge's). SQLite lets one connection write at a time and makes the others
//! wait by sleeping and trying again, up to 100 ms a sleep; a batch waiting for a merge's
//! transaction that way lost a third of a second a batch on a million games. Taking turns on
//! a lock of the process first hands the file over at once.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// The turn to write, shared by an import's writing threads (clones share it).
#[derive(Clone, Debug, Default)]
pub struct WriteTurn(Arc<Mutex<()>>);

impl WriteTurn {
    /// Waits for the turn; it passes on when the guard is dropped.
    pub fn take(&self) -> MutexGuard<'_, ()> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
