//! [`SourceFile`]: a PGN file to import, plain or compressed with Zstandard (`.pgn.zst`, the
//! form Lichess publishes its monthly databases in; told by its magic bytes, whatever its
//! name), read as one stream of text, with a count of the file's bytes read so far for the
//! progress bar, and the identity (size and a digest of its head) an interrupted import is
//! resumed by.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::digest::digest;
use crate::error::DbError;

const ZSTD_MAGIC: [u8; 4] = [0x28, 0xb5, 0x2f, 0xfd];

/// How much of a file's head its identity reads: 64 KiB.
const HEAD_BYTES: usize = 64 * 1024;

/// What names a file across runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourceIdentity {
    /// The digest of its first 64 KiB.
    pub head_digest: u64,
    /// Its size in bytes.
    pub size: u64,
}

/// A file opened for import.
pub struct SourceFile {
    /// The file.
    pub path: PathBuf,
    /// Its identity.
    pub identity: SourceIdentity,
    /// It is compressed.
    pub compressed: bool,
}

impl SourceFile {
    /// Looks at the file at `path`.
    pub fn inspect(path: &Path) -> Result<SourceFile, DbError> {
        let io = |doing, source| DbError::Io {
            path: path.to_path_buf(),
            doing,
            source,
        };
        let mut file = File::open(path).map_err(|e| io("open", e))?;
        let metadata = file.metadata().map_err(|e| io("read", e))?;
        if !metadata.is_file() {
            return Err(io(
                "read",
                io::Error::new(io::ErrorKind::InvalidInput, "not a regular file"),
            ));
        }
        let mut head = Vec::with_capacity(HEAD_BYTES);
        (&mut file)
            .take(HEAD_BYTES as u64)
            .read_to_end(&mut head)
            .map_err(|e| io("read", e))?;
        Ok(SourceFile {
            path: path.to_path_buf(),
            identity: SourceIdentity {
                head_digest: digest(&head),
                size: metadata.len(),
            },
            compressed: head.starts_with(&ZSTD_MAGIC),
        })
    }

    /// The file's text from its start, and the counter of the file's bytes read.
    pub fn text(&self) -> Result<(Box<dyn BufRead + Send>, Arc<AtomicU64>), DbError> {
        let file = File::open(&self.path).map_err(|source| DbError::Io {
            path: self.path.clone(),
            doing: "open",
            source,
        })?;
        let read = Arc::new(AtomicU64::new(0));
        let counted = CountedRead {
            inner: file,
            read: Arc::clone(&read),
        };
        let text: Box<dyn BufRead + Send> = if self.compressed {
            let decoder = ruzstd::decoding::StreamingDecoder::new(BufReader::new(counted))
                .map_err(|e| DbError::Io {
                    path: self.path.clone(),
                    doing: "read",
                    source: io::Error::new(io::ErrorKind::InvalidData, e.to_string()),
                })?;
            Box::new(BufReader::with_capacity(1 << 20, decoder))
        } else {
            Box::new(BufReader::with_capacity(1 << 20, counted))
        };
        Ok((text, read))
    }
}

/// A reader that counts what it reads.
struct CountedRead<R> {
    inner: R,
    read: Arc<AtomicU64>,
}

impl<R: Read> Read for CountedRead<R> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let got = self.inner.read(buffer)?;
        self.read.fetch_add(got as u64, Ordering::Relaxed);
        Ok(got)
    }
}

/// Reads and drops `count` bytes of `text` (to resume a compressed stream part way).
pub fn skip_bytes(text: &mut dyn BufRead, count: u64) -> io::Result<u64> {
    io::copy(&mut text.take(count), &mut io::sink())
}
