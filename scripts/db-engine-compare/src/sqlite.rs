//! SQLite (rusqlite, bundled): the `moves` table as the importer has it (WITHOUT ROWID,
//! primary key (position, move), 8 KiB pages, WAL, synchronous=NORMAL, a 256 MiB cache),
//! batches written by `INSERT ... ON CONFLICT DO UPDATE` in one transaction each.

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags, params};

use crate::counts::Counts;
use crate::engine::{Engine, Lookup, Result};
use crate::workload::Key;

const SCHEMA: &str = "
PRAGMA page_size = 8192;
PRAGMA journal_mode = WAL;
CREATE TABLE moves(
    position INTEGER NOT NULL,
    move INTEGER NOT NULL,
    games INTEGER NOT NULL,
    white INTEGER NOT NULL,
    draws INTEGER NOT NULL,
    black INTEGER NOT NULL,
    rating_sum INTEGER NOT NULL,
    rated INTEGER NOT NULL,
    last_year INTEGER NOT NULL,
    PRIMARY KEY(position, move)
) WITHOUT ROWID;
";

const UPSERT: &str = "
INSERT INTO moves(position, move, games, white, draws, black, rating_sum, rated, last_year)
VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
ON CONFLICT(position, move) DO UPDATE SET
    games = games + excluded.games,
    white = white + excluded.white,
    draws = draws + excluded.draws,
    black = black + excluded.black,
    rating_sum = rating_sum + excluded.rating_sum,
    rated = rated + excluded.rated,
    last_year = max(last_year, excluded.last_year)";

pub struct Sqlite {
    connection: Connection,
}

/// The database file (its WAL beside it while open).
pub fn file(folder: &Path) -> PathBuf {
    folder.join("moves.sqlite")
}

fn tune(connection: &Connection) -> rusqlite::Result<()> {
    connection.execute_batch(
        "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -262144; PRAGMA temp_store = MEMORY;",
    )
}

impl Sqlite {
    pub fn create(folder: &Path) -> Result<Sqlite> {
        let connection = Connection::open(file(folder))?;
        connection.execute_batch(SCHEMA)?;
        tune(&connection)?;
        Ok(Sqlite { connection })
    }
}

impl Engine for Sqlite {
    fn write(&mut self, rows: &[(Key, Counts)]) -> Result<()> {
        let transaction = self.connection.transaction()?;
        {
            let mut upsert = transaction.prepare_cached(UPSERT)?;
            // SQLite orders the hash as a signed number: the upper half of u64 comes first.
            let split = rows.partition_point(|((position, _), _)| *position < 1 << 63);
            for ((position, m), c) in rows[split..].iter().chain(&rows[..split]) {
                upsert.execute(params![
                    *position as i64,
                    m,
                    c.games,
                    c.white,
                    c.draws,
                    c.black,
                    c.rating_sum as i64,
                    c.rated,
                    c.last_year
                ])?;
            }
        }
        transaction.commit()?;
        Ok(())
    }

    fn finish(self: Box<Self>) -> Result<()> {
        self.connection
            .execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")?;
        self.connection.close().map_err(|(_, e)| e)?;
        Ok(())
    }
}

pub struct SqliteLookup {
    connection: Connection,
}

impl SqliteLookup {
    pub fn open(folder: &Path) -> Result<SqliteLookup> {
        let connection =
            Connection::open_with_flags(file(folder), OpenFlags::SQLITE_OPEN_READ_ONLY)?;
        tune(&connection)?;
        Ok(SqliteLookup { connection })
    }
}

impl Lookup for SqliteLookup {
    fn moves(&mut self, position: u64) -> Result<(usize, u64)> {
        let mut query = self
            .connection
            .prepare_cached("SELECT move, games, white, draws, black, rating_sum, rated, last_year FROM moves WHERE position = ?1")?;
        let mut rows = query.query([position as i64])?;
        let (mut n, mut games) = (0, 0);
        while let Some(row) = rows.next()? {
            n += 1;
            games += row.get::<_, i64>(1)? as u64;
        }
        Ok((n, games))
    }
}
