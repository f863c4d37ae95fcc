//! The one way kibitzer reads a text file (PGN, EPD): it refuses what is not a regular file
//! (a FIFO, a directory, a device, a socket) before anything could block on it, caps what it
//! reads at [`MAX_TEXT_FILE_BYTES`], strips a UTF-8 byte-order mark and decodes bytes that are
//! not UTF-8 lossily, with a warning instead of a refusal. Writing ([`write_text_file`]) is
//! atomic and refuses the same kinds of target; a write may also be made to land only where no
//! file is (see `pgn::guarded_save`, which no save of a person's file bypasses).

use std::fmt;
use std::fs::{File, Metadata};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use crate::escaped::escaped_path;

mod atomic_write;

pub use atomic_write::write_text_file;
pub(crate) use atomic_write::{Landing, write_landing, write_with};

/// The most a text file may hold: 64 MiB.
pub const MAX_TEXT_FILE_BYTES: u64 = 64 * 1024 * 1024;

/// What a path names, when it is not a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A directory.
    Directory,
    /// A named pipe.
    Fifo,
    /// A character or block device (`/dev/zero`, a disk).
    Device,
    /// A Unix domain socket.
    Socket,
    /// Anything else that is not a regular file.
    Other,
}

impl FileKind {
    /// The kind of a non-regular file, or `None` for a regular one.
    pub fn of(metadata: &Metadata) -> Option<FileKind> {
        let kind = metadata.file_type();
        if kind.is_file() {
            return None;
        }
        if kind.is_dir() {
            return Some(FileKind::Directory);
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if kind.is_fifo() {
                return Some(FileKind::Fifo);
            }
            if kind.is_char_device() || kind.is_block_device() {
                return Some(FileKind::Device);
            }
            if kind.is_socket() {
                return Some(FileKind::Socket);
            }
        }
        Some(FileKind::Other)
    }
}

impl fmt::Display for FileKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FileKind::Directory => "a directory",
            FileKind::Fifo => "a named pipe (FIFO)",
            FileKind::Device => "a device",
            FileKind::Socket => "a socket",
            FileKind::Other => "something else",
        })
    }
}

/// Why a file could not be read or written.
#[derive(Debug)]
pub enum TextFileError {
    /// The operating system refused (no such file, no permission, disk full, ...).
    Io {
        /// The file.
        path: PathBuf,
        /// What we were doing: "read" or "write".
        doing: &'static str,
        /// The system's reason.
        source: io::Error,
    },
    /// The path names something that is not a regular file.
    NotRegular {
        /// The file.
        path: PathBuf,
        /// What we were about to do: "read" or "write".
        doing: &'static str,
        /// What it is instead.
        kind: FileKind,
    },
    /// The directory a file is to be written in is missing, or is not a directory.
    NoDirectory {
        /// The file.
        path: PathBuf,
        /// Its directory.
        directory: PathBuf,
        /// Whether the directory does not exist (else it is a file).
        missing: bool,
    },
    /// The file changed (its size or time) since it was indexed.
    Changed {
        /// The file.
        path: PathBuf,
    },
    /// A file is already there, and this write may only make a new one.
    Exists {
        /// The file.
        path: PathBuf,
    },
    /// The file holds more than the limit.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// The limit in bytes.
        limit: u64,
    },
}

impl fmt::Display for TextFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextFileError::Io {
                path,
                doing,
                source,
            } => write!(f, "cannot {doing} {}: {source}", escaped_path(path)),
            TextFileError::NotRegular { path, doing, kind } => write!(
                f,
                "cannot {doing} {}: it is {kind}, not a regular file",
                escaped_path(path)
            ),
            TextFileError::NoDirectory {
                path,
                directory,
                missing,
            } => write!(
                f,
                "cannot write {}: {} {}",
                escaped_path(path),
                escaped_path(directory),
                if *missing {
                    "does not exist"
                } else {
                    "is not a directory"
                }
            ),
            TextFileError::Changed { path } => write!(
                f,
                "{} changed since it was opened; open it again",
                escaped_path(path)
            ),
            TextFileError::Exists { path } => {
                write!(f, "cannot write {}: it exists", escaped_path(path))
            }
            TextFileError::TooLarge { path, limit } => write!(
                f,
                "cannot read {}: it is larger than the limit of {} MiB",
                escaped_path(path),
                limit / (1024 * 1024)
            ),
        }
    }
}

impl std::error::Error for TextFileError {}

/// The text of a file, and how many bytes had to be replaced to make it UTF-8.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextFile {
    /// The file.
    pub path: PathBuf,
    /// Its text, without a byte-order mark.
    pub text: String,
    /// How many bytes were not UTF-8 and became U+FFFD (0 for a clean file).
    pub replaced_bytes: usize,
}

impl TextFile {
    /// Decodes `bytes` read from `path`: a leading UTF-8 byte-order mark is dropped, and bytes
    /// that are not UTF-8 become U+FFFD. Valid UTF-8 is taken over without a copy.
    pub fn decode(path: &Path, bytes: impl Into<Vec<u8>>) -> TextFile {
        let mut bytes = bytes.into();
        if bytes.starts_with(b"\xEF\xBB\xBF") {
            bytes.drain(..3);
        }
        let (text, replaced_bytes) = match String::from_utf8(bytes) {
            Ok(text) => (text, 0),
            Err(error) => {
                let bytes = error.into_bytes();
                let replaced = bytes.utf8_chunks().map(|c| c.invalid().len()).sum();
                (String::from_utf8_lossy(&bytes).into_owned(), replaced)
            }
        };
        TextFile {
            path: path.to_path_buf(),
            text,
            replaced_bytes,
        }
    }

    /// The warning to show when the file was not valid UTF-8.
    pub fn warning(&self) -> Option<String> {
        replaced_warning(&self.path, self.replaced_bytes)
    }
}

/// The warning to show when `replaced` bytes of the file at `path` were not valid UTF-8.
pub fn replaced_warning(path: &Path, replaced: usize) -> Option<String> {
    (replaced > 0).then(|| {
        format!(
            "{} is not valid UTF-8; {} byte{} replaced",
            escaped_path(path),
            replaced,
            if replaced == 1 { " was" } else { "s were" }
        )
    })
}

/// Whether `path` is a regular file over [`MAX_TEXT_FILE_BYTES`] (one to stream).
pub fn too_large(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() > MAX_TEXT_FILE_BYTES)
}

/// Reads the text file at `path`, at most [`MAX_TEXT_FILE_BYTES`].
pub fn read_text_file(path: &Path) -> Result<TextFile, TextFileError> {
    read_text_file_limited(path, MAX_TEXT_FILE_BYTES)
}

/// Reads the text file at `path`, refusing one of more than `limit` bytes.
pub fn read_text_file_limited(path: &Path, limit: u64) -> Result<TextFile, TextFileError> {
    let too_large = || TextFileError::TooLarge {
        path: path.to_path_buf(),
        limit,
    };
    if std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() > limit) {
        return Err(too_large());
    }
    let (file, metadata) = open_regular(path)?;
    if metadata.len() > limit {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|source| TextFileError::Io {
            path: path.to_path_buf(),
            doing: "read",
            source,
        })?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    Ok(TextFile::decode(path, bytes))
}

/// Opens the regular file at `path` for reading, and its metadata (as of the opened handle):
/// anything else (a FIFO, a directory, a device) is refused before it could block a read.
pub(crate) fn open_regular(path: &Path) -> Result<(File, Metadata), TextFileError> {
    let io = |source| TextFileError::Io {
        path: path.to_path_buf(),
        doing: "read",
        source,
    };
    let regular = |metadata: &Metadata| match FileKind::of(metadata) {
        Some(kind) => Err(TextFileError::NotRegular {
            path: path.to_path_buf(),
            doing: "read",
            kind,
        }),
        None => Ok(()),
    };
    regular(&std::fs::metadata(path).map_err(io)?)?;
    let file = open_without_blocking(path).map_err(io)?;
    // The path may have been replaced between the two looks: ask the opened handle.
    let metadata = file.metadata().map_err(io)?;
    regular(&metadata)?;
    Ok((file, metadata))
}

/// Opens `path` for reading such that a FIFO put there cannot make the open wait for a writer.
fn open_without_blocking(path: &Path) -> io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

#[cfg(test)]
mod tests {
    use super::{FileKind, TextFileError, read_text_file, read_text_file_limited};
    use std::path::PathBuf;

    /// A fresh directory for one test.
    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("kibitzer-text-file-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_clean_file_reads_as_it_is_and_a_bom_is_dropped() {
        let dir = scratch("bom");
        let path = dir.join("a.pgn");
        std::fs::write(&path, "\u{feff}[Event \"x\"]\n1. e4 *\n").unwrap();
        let file = read_text_file(&path).unwrap();
        assert_eq!(file.text, "[Event \"x\"]\n1. e4 *\n");
        assert_eq!(file.replaced_bytes, 0);
        assert_eq!(file.warning(), None);
    }

    #[test]
    fn latin1_is_read_lossily_with_a_warning() {
        let dir = scratch("latin1");
        let path = dir.join("bjork.pgn");
        std::fs::write(&path, b"[Event \"Bj\xF6rk open\"]\n1. e4 *\n").unwrap();
        let file = read_text_file(&path).unwrap();
        assert_eq!(file.text, "[Event \"Bj\u{FFFD}rk open\"]\n1. e4 *\n");
        assert_eq!(file.replaced_bytes, 1);
        let warning = file.warning().unwrap();
        assert!(warning.ends_with("bjork.pgn is not valid UTF-8; 1 byte was replaced"));
    }

    #[test]
    fn a_directory_is_refused() {
        let dir = scratch("directory");
        let error = read_text_file(&dir).unwrap_err();
        assert!(matches!(
            error,
            TextFileError::NotRegular {
                kind: FileKind::Directory,
                ..
            }
        ));
        assert!(
            error
                .to_string()
                .ends_with("directory: it is a directory, not a regular file"),
            "{error}"
        );
    }

    #[test]
    fn a_device_is_refused_before_reading() {
        let error = read_text_file(std::path::Path::new("/dev/zero")).unwrap_err();
        assert!(matches!(
            error,
            TextFileError::NotRegular {
                kind: FileKind::Device,
                ..
            }
        ));
    }

    #[test]
    fn a_fifo_is_refused_without_waiting_for_a_writer() {
        let dir = scratch("fifo");
        let path = dir.join("pipe.pgn");
        match std::process::Command::new("mkfifo").arg(&path).status() {
            Ok(status) if status.success() => {}
            other => {
                println!("skipped: mkfifo is not available ({other:?})");
                return;
            }
        }
        let error = read_text_file(&path).unwrap_err();
        assert!(
            error
                .to_string()
                .ends_with("pipe.pgn: it is a named pipe (FIFO), not a regular file"),
            "{error}"
        );
    }

    #[test]
    fn a_file_over_the_limit_is_refused_with_the_limit_named() {
        let dir = scratch("large");
        let path = dir.join("big.epd");
        std::fs::write(&path, vec![b'x'; 2 * 1024 * 1024 + 1]).unwrap();
        let error = read_text_file_limited(&path, 2 * 1024 * 1024).unwrap_err();
        assert!(matches!(error, TextFileError::TooLarge { .. }));
        assert!(
            error
                .to_string()
                .ends_with("big.epd: it is larger than the limit of 2 MiB")
        );
        assert!(read_text_file_limited(&path, 3 * 1024 * 1024).is_ok());
    }

    #[test]
    fn a_missing_file_names_the_path() {
        let dir = scratch("missing");
        let error = read_text_file(&dir.join("nope.pgn")).unwrap_err();
        assert!(error.to_string().starts_with("cannot read "), "{error}");
        assert!(error.to_string().contains("nope.pgn"), "{error}");
    }
}
