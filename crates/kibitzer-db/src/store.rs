//! [`Database`]: a games database file (SQLite, write-ahead log, so that the workstation reads
//! while an import writes), its tables, and the checks that refuse a file that is not one of
//! ours, is damaged, or was written by a newer kibitzer.
//!
//! Tables: `games` (each game's text whole, as imported, and the headers searches filter on),
//! `digest_rows` (the digests of the games, which find duplicates, see `known_digests`),
//! `index_runs` and `index_pages` (the explorer's counts per position and move, in sorted runs
//! of packed pages, see `index_runs`, so a query never replays a game) and
//! `sources` (each imported file, how far its import got, so an interrupted import resumes).

use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OpenFlags};

use crate::error::DbError;
use crate::index_runs::{IndexRun, check_index, index_runs};
use crate::known_digests::{digest_problems, rows_from_games};

/// `PRAGMA application_id`: the bytes `KiBd`.
const APPLICATION_ID: i64 = 0x4b69_4264;

/// The schema this version writes and reads.
const SCHEMA_VERSION: i64 = 3;

/// The schema before the digest rows (a `UNIQUE` index on `games.digest` instead): read as it
/// is, given its digest rows when opened to write.
const SCHEMA_WITH_DIGEST_INDEX: i64 = 2;

const SCHEMA: &str = "
CREATE TABLE games(
    id INTEGER PRIMARY KEY,
    digest INTEGER NOT NULL,
    white TEXT NOT NULL,
    black TEXT NOT NULL,
    white_elo INTEGER,
    black_elo INTEGER,
    event TEXT NOT NULL,
    site TEXT NOT NULL,
    date TEXT NOT NULL,
    round TEXT NOT NULL,
    eco TEXT NOT NULL,
    result INTEGER NOT NULL,
    plies INTEGER NOT NULL,
    pgn TEXT NOT NULL
);
CREATE TABLE digest_rows(
    row INTEGER PRIMARY KEY,
    digests BLOB NOT NULL
);
CREATE TABLE index_runs(
    run INTEGER PRIMARY KEY,
    level INTEGER NOT NULL,
    games INTEGER NOT NULL,
    pages INTEGER NOT NULL
);
CREATE TABLE index_pages(
    id INTEGER PRIMARY KEY,
    run INTEGER NOT NULL,
    first_key INTEGER NOT NULL,
    page BLOB NOT NULL
);
CREATE UNIQUE INDEX index_pages_by_key ON index_pages(run, first_key);
CREATE TABLE sources(
    head_digest INTEGER NOT NULL,
    size INTEGER NOT NULL,
    path TEXT NOT NULL,
    next_offset INTEGER NOT NULL,
    next_line INTEGER NOT NULL,
    games_read INTEGER NOT NULL,
    complete INTEGER NOT NULL,
    PRIMARY KEY(head_digest, size)
);
";

/// How long a connection waits for the file while another one writes it (an import's batch or
/// merge, a compaction) before it says the file is busy.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// How a database is opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Read only; the file must exist.
    Read,
    /// Read and write; a missing file is created.
    Write,
}

/// An open games database.
pub struct Database {
    pub(crate) connection: Connection,
    path: PathBuf,
}

impl Database {
    /// Opens the database at `path` (see [`Access`]).
    pub fn open(path: &Path, access: Access) -> Result<Database, DbError> {
        let exists = path.exists();
        if !exists && access == Access::Read {
            return Err(DbError::Io {
                path: path.to_path_buf(),
                doing: "open",
                source: std::io::Error::new(
                    std::io::ErrorKind::NotFound,
                    "no games database there; make one with `kibitzer db import FILE.pgn`",
                ),
            });
        }
        if exists {
            check_header(path)?;
        } else if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent).map_err(|source| DbError::Io {
                path: parent.to_path_buf(),
                doing: "create",
                source,
            })?;
        }
        let flags = match access {
            Access::Read => OpenFlags::SQLITE_OPEN_READ_ONLY,
            Access::Write => OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE,
        } | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let fail = |e: rusqlite::Error| classify(path, e);
        let connection = Connection::open_with_flags(path, flags).map_err(fail)?;
        connection.busy_timeout(BUSY_TIMEOUT).map_err(fail)?;
        let database = Database {
            connection,
            path: path.to_path_buf(),
        };
        database.prepare(access)?;
        Ok(database)
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn prepare(&self, access: Access) -> Result<(), DbError> {
        let fail = |e| classify(&self.path, e);
        let c = &self.connection;
        let application: i64 = c
            .query_row("PRAGMA application_id", [], |r| r.get(0))
            .map_err(fail)?;
        let tables: i64 = c
            .query_row("SELECT count(*) FROM sqlite_schema", [], |r| r.get(0))
            .map_err(fail)?;
        if application == 0 && tables == 0 && access == Access::Write {
            // The page size first: once the file is in WAL mode it can no longer change. An
            // index page (up to 8,000 bytes) then fits in one.
            c.execute_batch("PRAGMA page_size = 8192; PRAGMA journal_mode = WAL;")
                .map_err(fail)?;
            c.execute_batch(&format!(
                "BEGIN; {SCHEMA} PRAGMA application_id = {APPLICATION_ID}; PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;"
            ))
            .map_err(fail)?;
        } else if application != APPLICATION_ID {
            return Err(DbError::NotADatabase {
                path: self.path.clone(),
                found: if tables == 0 {
                    "an empty SQLite file".to_owned()
                } else {
                    "another program's SQLite database".to_owned()
                },
            });
        }
        let version: i64 = c
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .map_err(fail)?;
        if version > SCHEMA_VERSION {
            return Err(DbError::NewerSchema {
                path: self.path.clone(),
                version,
            });
        }
        if version < SCHEMA_WITH_DIGEST_INDEX {
            return Err(DbError::OlderSchema {
                path: self.path.clone(),
                version,
            });
        }
        let has_digest_rows = if version == SCHEMA_WITH_DIGEST_INDEX && access == Access::Write {
            add_digest_rows(c).map_err(fail)?;
            true
        } else {
            version == SCHEMA_VERSION
        };
        // Every table must be there and readable.
        let mut tables = vec!["games", "index_runs", "index_pages", "sources"];
        if has_digest_rows {
            tables.push("digest_rows");
        }
        for table in tables {
            c.query_row(
                &format!("SELECT count(*) FROM (SELECT 1 FROM {table} LIMIT 1)"),
                [],
                |r| r.get::<_, i64>(0),
            )
            .map_err(fail)?;
        }
        c.execute_batch(
            "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -262144; PRAGMA temp_store = MEMORY;",
        )
        .map_err(fail)?;
        Ok(())
    }

    /// Whether the file has its digest rows (a schema-2 file opened to read has not).
    fn has_digest_rows(&self) -> Result<bool, DbError> {
        self.connection
            .query_row(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'digest_rows'",
                [],
                |r| r.get::<_, i64>(0),
            )
            .map(|n| n > 0)
            .map_err(|e| self.fail(e))
    }

    /// Turns an SQLite error met while using this database into a clear one.
    pub(crate) fn fail(&self, error: rusqlite::Error) -> DbError {
        classify(&self.path, error)
    }

    /// How many games the database holds, as its position index's runs count them (each batch
    /// and each merge writes its games and its run in one transaction, and [`Database::check`]
    /// proves the two agree): a few rows read, where counting the `games` table reads all of
    /// it (0.5 s for a million games from the cache, more from the disk).
    pub fn game_count(&self) -> Result<u64, DbError> {
        self.connection
            .query_row("SELECT coalesce(sum(games), 0) FROM index_runs", [], |r| {
                r.get::<_, i64>(0)
            })
            .map(|n| n as u64)
            .map_err(|e| self.fail(e))
    }

    /// The rows of the `games` table, counted.
    fn counted_games(&self) -> Result<u64, DbError> {
        self.connection
            .query_row("SELECT count(*) FROM games", [], |r| r.get::<_, i64>(0))
            .map(|n| n as u64)
            .map_err(|e| self.fail(e))
    }

    /// The runs of the position index, by level then age.
    pub fn index_runs(&self) -> Result<Vec<IndexRun>, DbError> {
        index_runs(self)
    }

    /// Runs SQLite's full integrity check, then reads every page of the position index and
    /// checks that it counts every game; the problems found, none when sound.
    pub fn check(&self) -> Result<Vec<String>, DbError> {
        let mut statement = self
            .connection
            .prepare("PRAGMA integrity_check")
            .map_err(|e| self.fail(e))?;
        let rows = statement
            .query_map([], |r| r.get::<_, String>(0))
            .map_err(|e| self.fail(e))?;
        let mut problems = Vec::new();
        for row in rows {
            let row = row.map_err(|e| self.fail(e))?;
            if row != "ok" {
                problems.push(row);
            }
        }
        if problems.is_empty() {
            problems = check_index(self)?;
            if self.has_digest_rows()? {
                problems.extend(digest_problems(&self.connection).map_err(|e| self.fail(e))?);
            }
            let indexed: u64 = self.index_runs()?.iter().map(|r| r.games).sum();
            let games = self.counted_games()?;
            if indexed != games {
                problems.push(format!(
                    "the position index counts {indexed} games, the database holds {games}"
                ));
            }
        }
        Ok(problems)
    }
}

/// Brings a schema-2 file to this schema: its digest rows, made from its games' digests (its
/// `UNIQUE` index on them stays: SQLite cannot drop it without copying the table).
fn add_digest_rows(connection: &Connection) -> rusqlite::Result<()> {
    connection.execute_batch("BEGIN IMMEDIATE")?;
    let made = (|| {
        // Another kibitzer may have done it while this one waited for the lock.
        let version: i64 = connection.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        if version == SCHEMA_WITH_DIGEST_INDEX {
            connection.execute_batch(
                "CREATE TABLE digest_rows(row INTEGER PRIMARY KEY, digests BLOB NOT NULL);",
            )?;
            rows_from_games(connection)?;
            connection.execute_batch(&format!("PRAGMA user_version = {SCHEMA_VERSION};"))?;
        }
        Ok(())
    })();
    match made {
        Ok(()) => connection.execute_batch("COMMIT"),
        Err(error) => {
            let _ = connection.execute_batch("ROLLBACK");
            Err(error)
        }
    }
}

fn check_header(path: &Path) -> Result<(), DbError> {
    let mut head = [0u8; 16];
    let mut file = std::fs::File::open(path).map_err(|source| DbError::Io {
        path: path.to_path_buf(),
        doing: "open",
        source,
    })?;
    let mut got = 0;
    while got < head.len() {
        match file.read(&mut head[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(source) => {
                return Err(DbError::Io {
                    path: path.to_path_buf(),
                    doing: "read",
                    source,
                });
            }
        }
    }
    if got == 0 {
        // An empty file: SQLite makes a database of it.
        return Ok(());
    }
    if &head[..got] != b"SQLite format 3\0" {
        return Err(DbError::NotADatabase {
            path: path.to_path_buf(),
            found: if head[..got].starts_with(b"[") {
                "it looks like a PGN file; import it with `kibitzer db import`".to_owned()
            } else {
                "not an SQLite file".to_owned()
            },
        });
    }
    Ok(())
}

/// An SQLite error on the file at `path`, told as damage where SQLite says so.
#[allow(clippy::needless_pass_by_value)] // Called as `map_err(|e| classify(path, e))`.
pub(crate) fn classify(path: &Path, error: rusqlite::Error) -> DbError {
    match error.sqlite_error_code() {
        Some(ErrorCode::DatabaseCorrupt) => DbError::Damaged {
            path: path.to_path_buf(),
            detail: error.to_string(),
        },
        Some(ErrorCode::NotADatabase) => DbError::NotADatabase {
            path: path.to_path_buf(),
            found: "not an SQLite file".to_owned(),
        },
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => DbError::Sqlite(format!(
            "{} is busy: another kibitzer is writing it ({error})",
            path.display()
        )),
        _ => DbError::Sqlite(format!("{}: {error}", path.display())),
    }
}

#[cfg(test)]
#[path = "store/tests.rs"]
mod tests;
