//! The runtime's file work for the command line: reading and writing the history file, and
//! listing a directory for Tab completion. Errors are text for a status message.

use std::io::ErrorKind;
use std::path::Path;

use crate::command_line::completion::ListedFile;

/// The history file's text; a missing file is an empty history.
pub fn read_history(path: &Path) -> Result<String, String> {
    match std::fs::read(path) {
        Ok(bytes) => Ok(String::from_utf8_lossy(&bytes).into_owned()),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(String::new()),
        Err(e) => Err(format!("{}: {e}", kibitzer::escaped::escaped_path(path))),
    }
}

/// Writes the history file atomically (as a save), creating its directory.
pub fn write_history(path: &Path, text: &str) -> Result<(), String> {
    if let Some(directory) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(directory)
            .map_err(|e| format!("{}: {e}", kibitzer::escaped::escaped_path(directory)))?;
    }
    kibitzer::text_file::write_text_file(path, text).map_err(|e| e.to_string())
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

#[cfg(test)]
mod tests {
    use super::{read_history, write_history};

    #[test]
    fn the_history_is_replaced_atomically_in_a_directory_it_creates() {
        let dir = std::env::temp_dir().join(format!("kibitzer-history-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("kibitzer").join("history");
        write_history(&path, "depth 8\n").unwrap();
        // A hard link keeps the old text: the new history is a new file renamed over the
        // name, never the old one overwritten in place.
        std::fs::hard_link(&path, dir.join("old")).unwrap();
        write_history(&path, "depth 8\nfen 8/8/8/8/8/8/8/K1k5 w - - 0 1\n").unwrap();
        assert_eq!(
            std::fs::read_to_string(dir.join("old")).unwrap(),
            "depth 8\n"
        );
        assert_eq!(
            read_history(&path).unwrap(),
            "depth 8\nfen 8/8/8/8/8/8/8/K1k5 w - - 0 1\n"
        );
        let names: Vec<_> = std::fs::read_dir(dir.join("kibitzer")).unwrap().collect();
        assert_eq!(names.len(), 1, "a temporary file was left: {names:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
