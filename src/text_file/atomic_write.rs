//! Writing a text file atomically: the text goes to a temporary file in the target's own
//! directory, which is then renamed over the target, so a failed save leaves the existing file
//! as it was. A target that exists and is not a regular file (a FIFO, a directory, a device)
//! is refused before anything is opened.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

use super::{FileKind, TextFileError};

/// Writes `contents` to `path` atomically (see the module documentation).
pub fn write_text_file(path: &Path, contents: &str) -> Result<(), TextFileError> {
    write_with(path, |file| file.write_all(contents.as_bytes()))
}

/// Writes what `fill` puts into the temporary file to `path` atomically.
pub(crate) fn write_with(
    path: &Path,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> Result<(), TextFileError> {
    let io = |source| TextFileError::Io {
        path: path.to_path_buf(),
        doing: "write",
        source,
    };
    let (target, permissions) = match fs::metadata(path) {
        Ok(metadata) => {
            if let Some(kind) = FileKind::of(&metadata) {
                return Err(TextFileError::NotRegular {
                    path: path.to_path_buf(),
                    doing: "write",
                    kind,
                });
            }
            // Replace the file a symbolic link points to, not the link.
            (
                fs::canonicalize(path).map_err(io)?,
                Some(metadata.permissions()),
            )
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => (path.to_path_buf(), None),
        Err(e) => return Err(io(e)),
    };
    let temporary = temporary_beside(&target).map_err(io)?;
    let written = (|| {
        let mut output = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)?;
        fill(&mut output)?;
        output.sync_all()?;
        if let Some(permissions) = permissions {
            fs::set_permissions(&temporary, permissions)?;
        }
        fs::rename(&temporary, &target)
    })();
    if let Err(e) = written {
        let _ = fs::remove_file(&temporary);
        return Err(io(e));
    }
    Ok(())
}

/// A fresh name in the directory of `target`: `.NAME.kibitzer-PID-N.tmp`.
fn temporary_beside(target: &Path) -> io::Result<PathBuf> {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let name = target.file_name().ok_or_else(|| {
        io::Error::new(io::ErrorKind::InvalidInput, "the path does not name a file")
    })?;
    let directory = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut temporary = std::ffi::OsString::from(".");
    temporary.push(name);
    temporary.push(format!(
        ".kibitzer-{}-{}.tmp",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    Ok(directory.join(temporary))
}

#[cfg(test)]
mod tests {
    use super::{write_text_file, write_with};
    use crate::text_file::{FileKind, TextFileError};
    use std::io::Write;
    use std::path::PathBuf;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "kibitzer-atomic-write-{}-{name}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn entries(dir: &std::path::Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_save_creates_or_replaces_the_file_and_leaves_no_temporary() {
        let dir = scratch("replace");
        let path = dir.join("game.pgn");
        write_text_file(&path, "1. e4 *\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "1. e4 *\n");
        write_text_file(&path, "1. d4 *\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "1. d4 *\n");
        assert_eq!(entries(&dir), ["game.pgn"]);
    }

    #[test]
    fn a_failed_save_leaves_the_existing_file_untouched() {
        let dir = scratch("failed");
        let path = dir.join("game.pgn");
        std::fs::write(&path, "1. e4 e5 *\n").unwrap();
        let error = write_with(&path, |file| {
            file.write_all(b"1. d4")?;
            Err(std::io::Error::other("disk full"))
        })
        .unwrap_err();
        assert!(error.to_string().starts_with("cannot write "), "{error}");
        assert!(
            error.to_string().ends_with("game.pgn: disk full"),
            "{error}"
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "1. e4 e5 *\n");
        assert_eq!(entries(&dir), ["game.pgn"]);
    }

    #[cfg(unix)]
    #[test]
    fn a_save_through_a_symbolic_link_replaces_the_file_it_points_to() {
        let dir = scratch("link");
        let real = dir.join("real.pgn");
        std::fs::write(&real, "old").unwrap();
        let link = dir.join("link.pgn");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        write_text_file(&link, "new").unwrap();
        assert_eq!(std::fs::read_to_string(&real).unwrap(), "new");
        assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
    }

    #[test]
    fn a_directory_a_device_and_a_fifo_are_refused() {
        let dir = scratch("kinds");
        let kind = |path: &std::path::Path| match write_text_file(path, "x") {
            Err(TextFileError::NotRegular { kind, .. }) => Some(kind),
            _ => None,
        };
        assert_eq!(kind(&dir), Some(FileKind::Directory));
        assert_eq!(
            kind(std::path::Path::new("/dev/null")),
            Some(FileKind::Device)
        );
        let fifo = dir.join("pipe.pgn");
        match std::process::Command::new("mkfifo").arg(&fifo).status() {
            Ok(status) if status.success() => assert_eq!(kind(&fifo), Some(FileKind::Fifo)),
            other => println!("skipped the FIFO: mkfifo is not available ({other:?})"),
        }
    }
}
