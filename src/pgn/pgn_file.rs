//! [`read_pgn_file`]: a PGN file for the workstation, read whole when it is small enough and
//! indexed by streaming ([`StreamedPgn`]) when it is larger.

use std::ops::ControlFlow;
use std::path::Path;

use super::streamed::{CHUNK_BYTES, StreamedPgn};
use crate::text_file::{TextFile, TextFileError, read_text_file_limited};

/// A PGN file as opened.
#[derive(Clone, Debug)]
pub enum PgnFile {
    /// Read whole into memory.
    Whole(TextFile),
    /// Too large for that: indexed, its games read from the disk when needed.
    Streamed(StreamedPgn),
}

/// Reads the PGN file at `path` whole when it holds at most `whole_limit` bytes, else indexes
/// it by streaming, telling `progress` the bytes read and the size (it may stop the indexing).
pub fn read_pgn_file(
    path: &Path,
    whole_limit: u64,
    progress: &mut dyn FnMut(u64, u64) -> ControlFlow<()>,
) -> Result<PgnFile, TextFileError> {
    match read_text_file_limited(path, whole_limit) {
        Err(TextFileError::TooLarge { .. }) => {
            StreamedPgn::index(path, CHUNK_BYTES, progress).map(PgnFile::Streamed)
        }
        read => read.map(PgnFile::Whole),
    }
}
