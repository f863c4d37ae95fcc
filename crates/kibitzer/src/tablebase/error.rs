//! The tables' failures, said plainly: [`TablebaseError`] when loading a directory,
//! [`ProbeFailure`] when a table is missing or damaged at the moment it is read.

use std::fmt;
use std::io;
use std::path::PathBuf;

use shakmaty_syzygy::{ProbeError, SyzygyError};

/// Why a set of tables could not be loaded.
#[derive(Debug)]
pub enum TablebaseError {
    /// A directory could not be listed.
    Unreadable {
        /// The directory.
        path: PathBuf,
        /// What the system said.
        error: io::Error,
    },
    /// A file named like a table cannot be one (its size is impossible, or it is not a file).
    BadFile {
        /// The file.
        path: PathBuf,
        /// What was wrong.
        error: io::Error,
    },
    /// No table at all in the given directories.
    NoTables {
        /// The directories as given.
        paths: String,
    },
}

impl fmt::Display for TablebaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TablebaseError::Unreadable { path, error } => {
                write!(
                    f,
                    "cannot read the syzygy directory {}: {error}",
                    path.display()
                )
            }
            TablebaseError::BadFile { path, error } => write!(
                f,
                "the syzygy table {} is damaged or truncated ({error})",
                path.display()
            ),
            TablebaseError::NoTables { paths } => {
                write!(f, "no syzygy tables (*.rtbw, *.rtbz) in {paths:?}")
            }
        }
    }
}

impl std::error::Error for TablebaseError {}

/// A probe that could not answer: a table the position needs is missing or damaged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProbeFailure {
    message: String,
}

impl From<SyzygyError> for ProbeFailure {
    fn from(error: SyzygyError) -> ProbeFailure {
        let message = match error {
            SyzygyError::Castling => "the tables hold no position with castling rights".into(),
            SyzygyError::TooManyPieces => "too many men for the tables".into(),
            SyzygyError::MissingTable { metric, material } => {
                format!("the syzygy {metric} table {material} is missing")
            }
            SyzygyError::ProbeFailed {
                metric,
                material,
                error,
            } => {
                let why = match *error {
                    ProbeError::Read { error } => format!("cannot be read: {error}"),
                    ProbeError::Magic { .. } => "is not a syzygy table (wrong header)".into(),
                    ProbeError::CorruptedTable { .. } => "is corrupt".into(),
                };
                format!("the syzygy {metric} table {material} {why}")
            }
        };
        ProbeFailure { message }
    }
}

impl fmt::Display for ProbeFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ProbeFailure {}
