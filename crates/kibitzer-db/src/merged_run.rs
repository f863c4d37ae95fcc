//! [`MergedRun`]: the run an index merge (`index_compaction`) makes, its pages packed in
//! memory and written [`PAGES_A_TRANSACTION`] at a time, each batch of pages in its turn to
//! write ([`WriteTurn`]), under a run id no one records until the merge ends.

use std::path::Path;

use rusqlite::Connection;

use crate::error::DbError;
use crate::index_compaction::PAGES_A_TRANSACTION;
use crate::index_page::PageBuilder;
use crate::index_runs::RunWriter;
use crate::store::classify;
use crate::write_turn::WriteTurn;

/// The run a merge makes: its pages packed in memory and written a transaction at a time,
/// under a run id taken at the first write and recorded by no one until the merge ends.
pub struct MergedRun<'c> {
    connection: &'c Connection,
    path: &'c Path,
    level: i64,
    writer: Option<RunWriter<'c>>,
    page: PageBuilder,
    pending: Vec<(i64, Vec<u8>)>,
    turn: &'c WriteTurn,
}

impl<'c> MergedRun<'c> {
    /// A run at `level` to be written on `connection` in `turn`.
    pub fn new(
        connection: &'c Connection,
        path: &'c Path,
        level: i64,
        turn: &'c WriteTurn,
    ) -> MergedRun<'c> {
        MergedRun {
            connection,
            path,
            level,
            writer: None,
            page: PageBuilder::default(),
            pending: Vec::new(),
            turn,
        }
    }
}

impl MergedRun<'_> {
    /// Adds position `key` (greater than the ones before) with its entries blob.
    pub fn push(&mut self, key: i64, entries: &[u8]) -> Result<(), DbError> {
        if let Some(page) = self.page.push(key, entries) {
            self.pending.push(page);
            if self.pending.len() as u64 >= PAGES_A_TRANSACTION {
                let fail = |e| classify(self.path, e);
                let _turn = self.turn.take();
                self.connection
                    .execute_batch("BEGIN IMMEDIATE")
                    .map_err(fail)?;
                match self.write_pages() {
                    Ok(()) => self.connection.execute_batch("COMMIT").map_err(fail)?,
                    Err(error) => {
                        let _ = self.connection.execute_batch("ROLLBACK");
                        return Err(error);
                    }
                }
            }
        }
        Ok(())
    }

    /// Writes the pages waiting, inside the caller's transaction.
    fn write_pages(&mut self) -> Result<(), DbError> {
        let writer = match &mut self.writer {
            Some(writer) => writer,
            None => self
                .writer
                .insert(RunWriter::start(self.connection, self.path, self.level)?),
        };
        for (first_key, page) in self.pending.drain(..) {
            writer.push_page(first_key, &page)?;
        }
        Ok(())
    }

    /// Writes the last pages, inside the caller's transaction; the run's id, level and pages.
    pub fn write_pending(&mut self) -> Result<(i64, i64, u64), DbError> {
        self.pending.extend(self.page.take());
        self.write_pages()?;
        let writer = self.writer.take();
        writer.map_or_else(
            || Err(DbError::Sqlite("a merge wrote no run".to_owned())),
            RunWriter::finish_unrecorded,
        )
    }
}
