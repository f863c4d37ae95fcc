//! [`KnownDigests`]: the digests of every game a database holds (what finds a duplicate), kept
//! in memory while an import runs, and [`digest_problems`], which checks them against the games.
//!
//! On disk they are the rows of `digest_rows`, each a sorted blob of distinct little-endian
//! 64-bit digests. A batch adds one row with its new games' digests in its own transaction, so
//! the rows and the games always agree, also after a `kill -9`. Once more than
//! [`SMALL_ROWS_FOLDED`] rows hold fewer than [`ROW_DIGESTS`] digests, the small rows are folded
//! into full ones (and one remainder), so a row is rewritten only a few times in its life.
//!
//! This replaces a `UNIQUE` index on `games.digest`: its keys are random, so each batch of
//! 50,000 games rewrote most of that index's pages (20 MB after a million games, growing with
//! the database), each twice through the write-ahead log. Here a batch writes 8 bytes a game
//! once, and an import holds 8 bytes a game in memory (80 MB for ten million games).

use rusqlite::{Connection, params};

/// Digests in a full row (8 MiB of blob).
pub const ROW_DIGESTS: usize = 1 << 20;

/// The bytes of a full row.
const ROW_BYTES: i64 = ROW_DIGESTS as i64 * 8;

/// Rows smaller than [`ROW_DIGESTS`] allowed before they are folded together.
pub const SMALL_ROWS_FOLDED: usize = 16;

/// The digests a database holds, as far as the rows read say.
#[derive(Debug, Default)]
pub struct KnownDigests {
    /// Sorted and distinct.
    settled: Vec<u64>,
    /// Sorted and distinct, none of them in `settled`; folded into it once it grows.
    recent: Vec<u64>,
    /// The largest row read or written.
    last_row: i64,
}

impl KnownDigests {
    /// Reads the rows written since the last call, by this import or by another program (the
    /// caller holds the write lock, so none is written while it reads).
    pub fn catch_up(&mut self, connection: &Connection) -> rusqlite::Result<()> {
        let mut statement = connection
            .prepare_cached("SELECT row, digests FROM digest_rows WHERE row > ?1 ORDER BY row")?;
        let mut rows = statement.query([self.last_row])?;
        let mut fresh = Vec::new();
        while let Some(row) = rows.next()? {
            self.last_row = row.get(0)?;
            let blob = row.get_ref(1)?.as_blob()?;
            fresh.extend(decode(blob));
        }
        if !fresh.is_empty() {
            fresh.sort_unstable();
            fresh.dedup();
            fresh.retain(|d| !self.contains(*d));
            self.add(&fresh);
        }
        Ok(())
    }

    /// Whether a game with `digest` is in.
    pub fn contains(&self, digest: u64) -> bool {
        self.settled.binary_search(&digest).is_ok() || self.recent.binary_search(&digest).is_ok()
    }

    /// How many digests are known.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.settled.len() + self.recent.len()
    }

    /// No digest is known.
    #[cfg(test)]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Writes `digests` (sorted, distinct, none known: the games a batch adds) as a row, in the
    /// caller's transaction, folding the small rows once there are too many.
    pub fn record(&mut self, connection: &Connection, digests: &[u64]) -> rusqlite::Result<()> {
        debug_assert!(digests.windows(2).all(|w| w[0] < w[1]));
        if digests.is_empty() {
            return Ok(());
        }
        self.last_row = write_rows(connection, self.last_row, digests)?;
        self.add(digests);
        let small: i64 = connection.query_row(
            "SELECT count(*) FROM digest_rows WHERE length(digests) < ?1",
            [ROW_BYTES],
            |r| r.get(0),
        )?;
        if small as usize > SMALL_ROWS_FOLDED {
            self.last_row = fold_small_rows(connection, self.last_row)?;
        }
        Ok(())
    }

    fn add(&mut self, sorted: &[u64]) {
        self.recent = merge(&self.recent, sorted);
        if self.recent.len() * 8 > self.settled.len() {
            self.settled = merge(&self.settled, &self.recent);
            self.recent.clear();
        }
    }
}

/// Rewrites every row smaller than [`ROW_DIGESTS`] as full rows and one remainder, numbered
/// after `last_row`; the new last row.
fn fold_small_rows(connection: &Connection, last_row: i64) -> rusqlite::Result<i64> {
    let mut digests = Vec::new();
    {
        let mut statement =
            connection.prepare("SELECT digests FROM digest_rows WHERE length(digests) < ?1")?;
        let mut rows = statement.query([ROW_BYTES])?;
        while let Some(row) = rows.next()? {
            digests.extend(decode(row.get_ref(0)?.as_blob()?));
        }
    }
    digests.sort_unstable();
    digests.dedup();
    connection.execute(
        "DELETE FROM digest_rows WHERE length(digests) < ?1",
        [ROW_BYTES],
    )?;
    write_rows(connection, last_row, &digests)
}

/// Writes the rows of a database whose games have digests but no rows yet (one made before
/// the rows existed), in the caller's transaction.
pub fn rows_from_games(connection: &Connection) -> rusqlite::Result<()> {
    write_rows(connection, 0, &game_digests(connection)?).map(|_| ())
}

/// Writes `digests` (sorted) as rows of at most [`ROW_DIGESTS`], numbered after `last_row`;
/// the new last row.
fn write_rows(
    connection: &Connection,
    mut last_row: i64,
    digests: &[u64],
) -> rusqlite::Result<i64> {
    let mut insert =
        connection.prepare_cached("INSERT INTO digest_rows(row, digests) VALUES (?1, ?2)")?;
    for chunk in digests.chunks(ROW_DIGESTS) {
        last_row += 1;
        insert.execute(params![last_row, encode(chunk)])?;
    }
    Ok(last_row)
}

/// What is wrong between the rows and the games' digests: a row not sorted or not whole
/// digests, a digest in two rows, games whose digest is in no row, digests of no game.
pub fn digest_problems(connection: &Connection) -> rusqlite::Result<Vec<String>> {
    let mut problems = Vec::new();
    let mut in_rows = Vec::new();
    let mut statement = connection.prepare("SELECT row, digests FROM digest_rows ORDER BY row")?;
    let mut rows = statement.query([])?;
    while let Some(row) = rows.next()? {
        let id: i64 = row.get(0)?;
        let blob = row.get_ref(1)?.as_blob()?;
        if blob.len() % 8 != 0 {
            problems.push(format!(
                "digest row {id}: {} bytes, not whole digests",
                blob.len()
            ));
        }
        let start = in_rows.len();
        in_rows.extend(decode(blob));
        if !in_rows[start..].windows(2).all(|w| w[0] < w[1]) {
            problems.push(format!("digest row {id}: not sorted"));
        }
    }
    in_rows.sort_unstable();
    let before = in_rows.len();
    in_rows.dedup();
    if in_rows.len() < before {
        problems.push(format!(
            "{} digests are in two digest rows",
            before - in_rows.len()
        ));
    }
    let of_games = game_digests(connection)?;
    let missing = of_games
        .iter()
        .filter(|d| in_rows.binary_search(d).is_err())
        .count();
    if missing > 0 {
        problems.push(format!("{missing} games have a digest in no digest row"));
    }
    let extra = in_rows
        .iter()
        .filter(|d| of_games.binary_search(d).is_err())
        .count();
    if extra > 0 {
        problems.push(format!("{extra} digests in the digest rows are of no game"));
    }
    Ok(problems)
}

/// The games' digests, sorted and distinct (as unsigned: SQLite would order them as signed).
fn game_digests(connection: &Connection) -> rusqlite::Result<Vec<u64>> {
    let mut digests = connection
        .prepare("SELECT digest FROM games")?
        .query_map([], |r| r.get::<_, i64>(0).map(|d| d as u64))?
        .collect::<rusqlite::Result<Vec<u64>>>()?;
    digests.sort_unstable();
    digests.dedup();
    Ok(digests)
}

fn encode(digests: &[u64]) -> Vec<u8> {
    digests.iter().flat_map(|d| d.to_le_bytes()).collect()
}

fn decode(blob: &[u8]) -> impl Iterator<Item = u64> + '_ {
    blob.chunks_exact(8)
        .map(|b| u64::from_le_bytes(b.try_into().expect("chunks of 8")))
}

/// The sorted union of two sorted, disjoint lists.
fn merge(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i] < b[j] {
            out.push(a[i]);
            i += 1;
        } else {
            out.push(b[j]);
            j += 1;
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

#[cfg(test)]
#[path = "known_digests/tests.rs"]
mod tests;
