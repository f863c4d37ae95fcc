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

#[cfg(test)]
mod tests {
    use super::{PgnFile, read_pgn_file};
    use std::ops::ControlFlow;

    #[test]
    fn a_file_over_the_limit_is_streamed_and_one_under_it_read_whole() {
        let dir = std::env::temp_dir().join(format!("kibitzer-pgn-file-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("two.pgn");
        let text = "[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 *\n";
        std::fs::write(&path, text).unwrap();
        let mut calls = 0;
        let mut progress = |_, _| {
            calls += 1;
            ControlFlow::Continue(())
        };
        let limit = text.len() as u64;
        match read_pgn_file(&path, limit - 1, &mut progress).unwrap() {
            PgnFile::Streamed(pgn) => assert_eq!(pgn.spans().len(), 2),
            PgnFile::Whole(_) => panic!("over the limit: streamed"),
        }
        match read_pgn_file(&path, limit, &mut progress).unwrap() {
            PgnFile::Whole(file) => assert_eq!(file.text, text),
            PgnFile::Streamed(_) => panic!("at the limit: read whole"),
        }
        assert!(read_pgn_file(std::path::Path::new("/dev/zero"), 0, &mut progress).is_err());
        assert_eq!(calls, 1, "once for the one chunk the streamed file took");
    }
}
