//! [`DbError`]: everything that can go wrong opening, reading or writing a games database, each
//! with a message a person can act on.

use std::fmt;
use std::path::PathBuf;

/// Why a database operation failed.
#[derive(Debug)]
pub enum DbError {
    /// A file could not be read or written.
    Io {
        /// The file.
        path: PathBuf,
        /// What was being done: "open", "read", "create".
        doing: &'static str,
        /// The system's reason.
        source: std::io::Error,
    },
    /// The file is not a kibitzer games database (another SQLite file, or not SQLite at all).
    NotADatabase {
        /// The file.
        path: PathBuf,
        /// What was found instead.
        found: String,
    },
    /// The file is a kibitzer database that SQLite found damaged.
    Damaged {
        /// The file.
        path: PathBuf,
        /// SQLite's words.
        detail: String,
    },
    /// The database was written by a newer kibitzer.
    NewerSchema {
        /// The file.
        path: PathBuf,
        /// Its schema version.
        version: i64,
    },
    /// The file was written by an earlier kibitzer whose index this one does not read.
    OlderSchema {
        /// The file.
        path: PathBuf,
        /// Its schema version.
        version: i64,
    },
    /// Another SQLite failure (a full disk, a locked file).
    Sqlite(String),
    /// A position or filter the caller gave cannot be used.
    BadInput(String),
}

impl fmt::Display for DbError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DbError::Io {
                path,
                doing,
                source,
            } => {
                write!(f, "cannot {doing} {}: {source}", path.display())
            }
            DbError::NotADatabase { path, found } => write!(
                f,
                "{} is not a kibitzer games database ({found}); make one with `kibitzer db import FILE.pgn --db {}` on a new path",
                path.display(),
                path.display()
            ),
            DbError::Damaged { path, detail } => write!(
                f,
                "the games database {} is damaged ({detail}); import the games again into a new database",
                path.display()
            ),
            DbError::NewerSchema { path, version } => write!(
                f,
                "the games database {} was written by a newer kibitzer (schema {version}); update kibitzer to read it",
                path.display()
            ),
            DbError::OlderSchema { path, version } => write!(
                f,
                "the games database {} was written by an earlier kibitzer (schema {version}) whose position index this one cannot read; import the PGN files again into a new database",
                path.display()
            ),
            DbError::Sqlite(message) => write!(f, "database: {message}"),
            DbError::BadInput(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for DbError {}

impl From<rusqlite::Error> for DbError {
    fn from(error: rusqlite::Error) -> DbError {
        DbError::Sqlite(error.to_string())
    }
}
