//! The runtime's file work for the command line: reading and writing the history file, and
//! listing a directory for Tab completion. Errors are text for a status message.

use std::io::ErrorKind;
use std::path::Path;

use super::command_completion::ListedFile;

/// The history file's text; a missing file is an empty history.
pub fn read_history(path: &Path) -> Result<String, String> {
    match std::fs::read(path) {
        Ok(bytes) => Ok(String::from_utf8_lossy(&bytes).into_owned()),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(String::new()),
        Err(e) => Err(format!("{}: {e}", crate::escaped::escaped_path(path))),
    }
}

/// Writes the history file, creating its directory.
pub fn write_history(path: &Path, text: &str) -> Result<(), String> {
    let written = match path.parent() {
        Some(directory) => std::fs::create_dir_all(directory),
        None => Ok(()),
    }
    .and_then(|()| std::fs::write(path, text));
    written.map_err(|e| format!("{}: {e}", crate::escaped::escaped_path(path)))
}

/// The files of a directory (names that are not UTF-8 are left out).
pub fn list_directory(path: &Path) -> Result<Vec<ListedFile>, String> {
    let entries = std::fs::read_dir(path).map_err(|e| e.to_string())?;
    Ok(entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            // A link to a directory completes as a directory.
            let directory = std::fs::metadata(entry.path()).is_ok_and(|m| m.is_dir());
            Some(ListedFile { name, directory })
        })
        .collect())
}
