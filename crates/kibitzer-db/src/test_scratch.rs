//! [`scratch_dir`]: an empty folder of its own for a unit test (tests only).

use std::path::PathBuf;

/// An empty folder under the temporary directory, named for `name` and this process.
pub fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kibitzer-db-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
