//! [`Scratch`]: a directory of its own for one test (under the system's temporary directory,
//! named after the test and the process), emptied when it is made and removed when dropped.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// A test's own directory.
pub struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    /// A fresh directory for the test named `name`.
    pub fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("kibitzer-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch { dir }
    }

    /// A path inside it.
    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// Writes `text` to a file inside it and gives its path.
    pub fn file(&self, name: &str, text: &str) -> PathBuf {
        let path = self.path(name);
        std::fs::write(&path, text).unwrap();
        path
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
