//! fjall (a pure-Rust LSM tree): one partition keyed by the position hash and move, big-endian
//! (10 bytes, so a position's moves are one prefix), the counts as 32 bytes; each batch read,
//! merged and written back key by key (no merge operator), one atomic write batch per batch,
//! persisted with a sync; major compaction at the end. Block cache 256 MiB, as SQLite's.

use std::path::{Path, PathBuf};

use fjall::{Config, Keyspace, PartitionCreateOptions, PartitionHandle, PersistMode};

use crate::counts::Counts;
use crate::engine::{Engine, Lookup, Result};
use crate::workload::Key;

pub fn folder_of(folder: &Path) -> PathBuf {
    folder.join("moves.fjall")
}

fn open(folder: &Path) -> Result<(Keyspace, PartitionHandle)> {
    let keyspace = Config::new(folder_of(folder))
        .cache_size(256 << 20)
        .open()?;
    let moves = keyspace.open_partition("moves", PartitionCreateOptions::default())?;
    Ok((keyspace, moves))
}

fn key_bytes((position, m): &Key) -> [u8; 10] {
    let mut k = [0u8; 10];
    k[..8].copy_from_slice(&position.to_be_bytes());
    k[8..].copy_from_slice(&m.to_be_bytes());
    k
}

pub struct Fjall {
    keyspace: Keyspace,
    moves: PartitionHandle,
}

impl Fjall {
    pub fn create(folder: &Path) -> Result<Fjall> {
        let (keyspace, moves) = open(folder)?;
        Ok(Fjall { keyspace, moves })
    }
}

impl Engine for Fjall {
    fn write(&mut self, rows: &[(Key, Counts)]) -> Result<()> {
        let mut batch = self.keyspace.batch();
        for (key, counts) in rows {
            let k = key_bytes(key);
            let mut merged = *counts;
            if let Some(old) = self.moves.get(k)? {
                merged.merge(&Counts::from_bytes(&old));
            }
            batch.insert(&self.moves, k, merged.to_bytes());
        }
        batch.commit()?;
        self.keyspace.persist(PersistMode::SyncAll)?;
        Ok(())
    }

    fn finish(self: Box<Self>) -> Result<()> {
        self.moves.major_compact()?;
        self.keyspace.persist(PersistMode::SyncAll)?;
        Ok(())
    }
}

pub struct FjallLookup {
    _keyspace: Keyspace,
    moves: PartitionHandle,
}

impl FjallLookup {
    pub fn open(folder: &Path) -> Result<FjallLookup> {
        let (keyspace, moves) = open(folder)?;
        Ok(FjallLookup {
            _keyspace: keyspace,
            moves,
        })
    }
}

impl Lookup for FjallLookup {
    fn moves(&mut self, position: u64) -> Result<(usize, u64)> {
        let (mut n, mut games) = (0, 0);
        for entry in self.moves.prefix(position.to_be_bytes()) {
            let (_, value) = entry?;
            n += 1;
            games += u64::from(Counts::from_bytes(&value).games);
        }
        Ok((n, games))
    }
}
