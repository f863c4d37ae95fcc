//! [`Engine`] and [`Lookup`]: what each candidate storage engine does in the measurement:
//! write a sorted batch of rows, merging them into the rows already stored, and later, opened
//! again, list every move of one position by a range scan on the position's hash.

use std::error::Error;
use std::path::Path;

use crate::counts::Counts;
use crate::workload::Key;

pub type Result<T> = std::result::Result<T, Box<dyn Error>>;

/// A storage engine being filled.
pub trait Engine {
    /// Merges `rows` (sorted by key, unique) into the stored rows, durably.
    fn write(&mut self, rows: &[(Key, Counts)]) -> Result<()>;
    /// Ends the import (checkpoints, compactions the engine wants before it is read).
    fn finish(self: Box<Self>) -> Result<()>;
}

/// A storage engine opened for the explorer's queries.
pub trait Lookup {
    /// Every move stored for `position`: how many, and their games in all.
    fn moves(&mut self, position: u64) -> Result<(usize, u64)>;
}

/// The bytes under `path`: a file, or a folder's files.
pub fn size_of(path: &Path) -> u64 {
    let Ok(meta) = std::fs::metadata(path) else {
        return 0;
    };
    if meta.is_file() {
        return meta.len();
    }
    std::fs::read_dir(path).map_or(0, |entries| {
        entries.flatten().map(|e| size_of(&e.path())).sum()
    })
}
