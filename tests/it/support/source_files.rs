//! The repository's own files by extension, for the tests that read them (documents' links,
//! where `impl App` blocks live).

#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// Every file under `dir` (recursively) whose name ends in `.{extension}`, in directory order.
pub fn files_with_extension(dir: &Path, extension: &str) -> Vec<PathBuf> {
    fn walk(dir: &Path, extension: &str, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, extension, out);
            } else if path.extension().is_some_and(|e| e == extension) {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, extension, &mut out);
    out
}
