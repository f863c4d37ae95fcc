//! redb: a table keyed (position hash, move) with the counts as 32 bytes; each batch read,
//! merged and written back key by key (redb has no upsert), one write transaction per batch
//! (durability: the default, a sync at each commit).

use std::path::{Path, PathBuf};

use redb::{Database, ReadableDatabase, ReadableTable, TableDefinition};

use crate::counts::Counts;
use crate::engine::{Engine, Lookup, Result};
use crate::workload::Key;

const MOVES: TableDefinition<(u64, u16), [u8; 32]> = TableDefinition::new("moves");

pub fn file(folder: &Path) -> PathBuf {
    folder.join("moves.redb")
}

pub struct Redb {
    database: Database,
}

impl Redb {
    pub fn create(folder: &Path) -> Result<Redb> {
        Ok(Redb {
            database: Database::create(file(folder))?,
        })
    }
}

impl Engine for Redb {
    fn write(&mut self, rows: &[(Key, Counts)]) -> Result<()> {
        let transaction = self.database.begin_write()?;
        {
            let mut table = transaction.open_table(MOVES)?;
            for (key, counts) in rows {
                let mut merged = *counts;
                if let Some(old) = table.get(key)? {
                    merged.merge(&Counts::from_bytes(&old.value()));
                }
                table.insert(key, merged.to_bytes())?;
            }
        }
        transaction.commit()?;
        Ok(())
    }

    fn finish(self: Box<Self>) -> Result<()> {
        let mut database = self.database;
        database.compact()?;
        Ok(())
    }
}

pub struct RedbLookup {
    database: Database,
}

impl RedbLookup {
    pub fn open(folder: &Path) -> Result<RedbLookup> {
        Ok(RedbLookup {
            database: Database::open(file(folder))?,
        })
    }
}

impl Lookup for RedbLookup {
    fn moves(&mut self, position: u64) -> Result<(usize, u64)> {
        let transaction = self.database.begin_read()?;
        let table = transaction.open_table(MOVES)?;
        let (mut n, mut games) = (0, 0);
        for entry in table.range((position, 0)..=(position, u16::MAX))? {
            let (_, value) = entry?;
            n += 1;
            games += u64::from(Counts::from_bytes(&value.value()).games);
        }
        Ok((n, games))
    }
}
