//! [`StreamedPgn`]: a PGN file too big to hold in memory, indexed by reading it once in chunks
//! and keeping only where each game lies ([`GameSpan`], 16 bytes a game). A game's text (and
//! the headers a game list shows) is read back from the disk at its offset when it is needed;
//! a file that changed since it was indexed is a clear error. [`StreamedPgn::write_replaced`]
//! streams the file into a writer with one game replaced, never holding the whole file.

use std::borrow::Cow;
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::ops::{ControlFlow, Range};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::index::{GameEntry, PgnIndex};
use crate::text_file::{TextFileError, open_regular};

/// How much of the file is read at a time while indexing: 1 MiB.
pub const CHUNK_BYTES: usize = 1024 * 1024;

/// The longest game a streamed list shows the headers of: 256 KiB (longer ones are read only
/// when opened).
pub const ROW_BYTES: usize = 256 * 1024;

/// The most one game of a streamed file may take: 8 MiB (a game of 100,000 plies takes less
/// than 1 MiB). A stretch this long without a place where a game may start is cut there, and
/// reads as an unreadable game; this bounds the memory indexing takes.
pub const MAX_GAME_BYTES: usize = 8 * 1024 * 1024;

/// Where one game lies in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSpan {
    /// Its first byte.
    pub start: u64,
    /// Its length in bytes (without the blank lines around it).
    pub len: u32,
    /// The line its text starts on, from 1.
    pub line: u32,
}

impl GameSpan {
    /// The byte after its last.
    pub fn end(&self) -> u64 {
        self.start + u64::from(self.len)
    }
}

/// A PGN file indexed without being held in memory.
#[derive(Clone)]
pub struct StreamedPgn {
    path: PathBuf,
    size: u64,
    modified: Option<SystemTime>,
    spans: Vec<GameSpan>,
    replaced_bytes: usize,
}

impl StreamedPgn {
    /// Indexes the file at `path`, reading `chunk_bytes` at a time. `progress` hears the bytes
    /// read so far and the file's size after each chunk, and may stop the indexing (then the
    /// result is an error saying so).
    pub fn index(
        path: &Path,
        chunk_bytes: usize,
        progress: &mut dyn FnMut(u64, u64) -> ControlFlow<()>,
    ) -> Result<StreamedPgn, TextFileError> {
        let io = |source| TextFileError::Io {
            path: path.to_path_buf(),
            doing: "read",
            source,
        };
        let (mut file, metadata) = open_regular(path)?;
        let size = metadata.len();
        let mut spans = Vec::new();
        let mut replaced_bytes = 0;
        let mut pending: Vec<u8> = Vec::new();
        let (mut base, mut line_base) = (0u64, 0usize);
        let mut read_so_far = 0u64;
        let mut buffer = vec![0; chunk_bytes.max(1)];
        loop {
            let got = file.read(&mut buffer).map_err(io)?;
            read_so_far += got as u64;
            pending.extend_from_slice(&buffer[..got]);
            let at_end = got == 0;
            let cut = if at_end {
                pending.len()
            } else {
                // What was pending before has no place to cut past its start.
                let from = pending.len().saturating_sub(got + 3);
                match last_game_start(&pending, from) {
                    Some(cut) => cut,
                    None if pending.len() >= MAX_GAME_BYTES => pending.len(),
                    None => continue,
                }
            };
            let (text, replaced) = text_of(&pending[..cut]);
            replaced_bytes += replaced;
            for entry in PgnIndex::scan(&text).entries() {
                spans.push(GameSpan {
                    start: base + entry.range.start as u64,
                    len: u32::try_from(entry.range.len()).unwrap_or(u32::MAX),
                    line: u32::try_from(line_base + entry.line).unwrap_or(u32::MAX),
                });
            }
            line_base += text.matches('\n').count();
            base += cut as u64;
            pending.drain(..cut);
            if at_end {
                break;
            }
            if progress(read_so_far, size).is_break() {
                return Err(io(io::Error::new(
                    io::ErrorKind::Interrupted,
                    "indexing was stopped",
                )));
            }
        }
        spans.shrink_to_fit();
        Ok(StreamedPgn {
            path: path.to_path_buf(),
            size,
            modified: metadata.modified().ok(),
            spans,
            replaced_bytes,
        })
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Its size when indexed.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// Where each game lies, in file order.
    pub fn spans(&self) -> &[GameSpan] {
        &self.spans
    }

    /// How many bytes were not UTF-8 (each read as `?` while indexing, as U+FFFD in a game).
    pub fn replaced_bytes(&self) -> usize {
        self.replaced_bytes
    }

    /// Game `number` (from 1): its text read from the disk and its entry in that text (the
    /// headers, the moves, its number and line in the file).
    pub fn read_entry(&self, number: usize) -> Result<(String, GameEntry), TextFileError> {
        let span = self.span(number)?;
        let text = String::from_utf8_lossy(&self.read_bytes(span.start, span.end())?).into_owned();
        let entry = entry_in(&text, number, span);
        Ok((text, entry))
    }

    /// The entries of games `numbers` (from 1), as a game list shows them, read from the
    /// disk; their ranges are in their own texts. A game longer than [`ROW_BYTES`] is not
    /// read (`None`): the memory a list takes stays small whatever the file holds.
    pub fn read_entries(
        &self,
        numbers: Range<usize>,
    ) -> Result<Vec<Option<GameEntry>>, TextFileError> {
        let numbers = numbers.start.max(1)..numbers.end.min(self.spans.len() + 1);
        if numbers.is_empty() {
            return Ok(Vec::new());
        }
        let mut file = self.open_unchanged()?;
        let mut bytes = Vec::new();
        let spans = &self.spans[numbers.start - 1..numbers.end - 1];
        numbers
            .zip(spans)
            .map(|(number, span)| {
                if span.len as usize > ROW_BYTES {
                    return Ok(None);
                }
                bytes.resize(span.len as usize, 0);
                file.seek(SeekFrom::Start(span.start))
                    .and_then(|_| file.read_exact(&mut bytes))
                    .map_err(|source| self.io("read", source))?;
                Ok(Some(entry_in(
                    &String::from_utf8_lossy(&bytes),
                    number,
                    *span,
                )))
            })
            .collect()
    }

    fn span(&self, number: usize) -> Result<GameSpan, TextFileError> {
        number
            .checked_sub(1)
            .and_then(|i| self.spans.get(i))
            .copied()
            .ok_or_else(|| self.changed())
    }

    /// Bytes `start..end` of the file, when it has not changed.
    fn read_bytes(&self, start: u64, end: u64) -> Result<Vec<u8>, TextFileError> {
        let mut file = self.open_unchanged()?;
        let mut bytes = vec![0; (end - start) as usize];
        file.seek(SeekFrom::Start(start))
            .and_then(|_| file.read_exact(&mut bytes))
            .map_err(|source| self.io("read", source))?;
        Ok(bytes)
    }

    /// Writes the file to `out` with game `number` (from 1) replaced by `game` (its PGN),
    /// copying every other byte as it is. A file that changed since it was indexed (also
    /// while it is copied) is an error ([`TextFileError::Changed`] inside the `io::Error`).
    pub fn write_replaced(&self, number: usize, game: &str, out: &mut dyn Write) -> io::Result<()> {
        let out = &mut io::BufWriter::with_capacity(CHUNK_BYTES, out);
        let span = self.span(number).map_err(io::Error::other)?;
        let mut file = self.open_unchanged().map_err(io::Error::other)?;
        let before = io::copy(&mut (&mut file).take(span.start), out)?;
        out.write_all(game.trim_end().as_bytes())?;
        file.seek(SeekFrom::Start(span.end()))?;
        let after = io::copy(&mut file, out)?;
        if before != span.start || span.end() + after != self.size {
            return Err(io::Error::other(self.changed()));
        }
        if after == 0 {
            out.write_all(b"\n")?;
        }
        out.flush()
    }

    fn io(&self, doing: &'static str, source: io::Error) -> TextFileError {
        TextFileError::Io {
            path: self.path.clone(),
            doing,
            source,
        }
    }

    fn changed(&self) -> TextFileError {
        TextFileError::Changed {
            path: self.path.clone(),
        }
    }

    /// The file opened again, when it still has the size and time it had when indexed.
    fn open_unchanged(&self) -> Result<File, TextFileError> {
        let (file, metadata) = open_regular(&self.path)?;
        if metadata.len() != self.size || metadata.modified().ok() != self.modified {
            return Err(self.changed());
        }
        Ok(file)
    }
}

/// The entry of game `number` found in `text`, its text read from `span`.
fn entry_in(text: &str, number: usize, span: GameSpan) -> GameEntry {
    let found = PgnIndex::scan(text).entries().first().cloned();
    GameEntry {
        number,
        line: span.line as usize,
        // A stretch the reader could not get through is still a game to report on.
        range: found.as_ref().map_or(0..text.len(), |e| e.range.clone()),
        ..found.unwrap_or_default()
    }
}

impl std::fmt::Debug for StreamedPgn {
    /// The file and its counts, not millions of spans (effects and messages are logged).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StreamedPgn")
            .field("path", &self.path)
            .field("size", &self.size)
            .field("games", &self.spans.len())
            .field("replaced_bytes", &self.replaced_bytes)
            .finish_non_exhaustive()
    }
}

/// Where the last game of `bytes` may start: a `[` at the start of a line after a blank line
/// (the place `pgn-reader` ends a game's movetext), past the start and at `from` or later.
fn last_game_start(bytes: &[u8], from: usize) -> Option<usize> {
    let mut at = bytes.len();
    while let Some(i) = bytes[from..at]
        .iter()
        .rposition(|&b| b == b'[')
        .map(|i| from + i)
    {
        let before = &bytes[..i];
        if i > 0 && (before.ends_with(b"\n\n") || before.ends_with(b"\n\r\n")) {
            return Some(i);
        }
        at = i;
    }
    None
}

/// `bytes` as text of the same length: each byte that is not UTF-8 becomes `?`, so that the
/// text's offsets are the file's. Also how many were replaced.
fn text_of(bytes: &[u8]) -> (Cow<'_, str>, usize) {
    if let Ok(text) = std::str::from_utf8(bytes) {
        return (Cow::Borrowed(text), 0);
    }
    let mut text = String::with_capacity(bytes.len());
    let mut replaced = 0;
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        replaced += chunk.invalid().len();
        text.extend(std::iter::repeat_n('?', chunk.invalid().len()));
    }
    (Cow::Owned(text), replaced)
}

#[cfg(test)]
mod tests;
