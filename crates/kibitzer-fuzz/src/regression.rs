//! The fuzz data on disk: a target's corpus (`tests/data/fuzz/TARGET/`, one seed a file) and
//! the regressions (`tests/data/fuzz/regressions/TARGET-HASH`, one failing input a file,
//! named after its target and the FNV-1a hash of its bytes).

use std::io;
use std::path::{Path, PathBuf};

/// One saved failing input.
#[derive(Clone, Debug)]
pub struct Regression {
    /// The target it broke (the file name up to the last `-`).
    pub target: String,
    /// The file.
    pub path: PathBuf,
    /// The input.
    pub input: Vec<u8>,
}

/// The FNV-1a hash of `bytes`.
pub(super) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The file name of a regression of `target` with `input`: `TARGET-HASH`.
pub fn regression_name(target: &str, input: &[u8]) -> String {
    format!("{target}-{:016x}", fnv1a(input))
}

/// The files of `directory`, sorted by name (none when it does not exist).
fn files(directory: &Path) -> io::Result<Vec<PathBuf>> {
    let entries = match std::fs::read_dir(directory) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e),
    };
    let mut paths = Vec::new();
    for entry in entries {
        let entry = entry?;
        if entry.file_type()?.is_file() {
            paths.push(entry.path());
        }
    }
    paths.sort();
    Ok(paths)
}

/// The seeds of a corpus directory, in file-name order.
pub fn read_corpus(directory: &Path) -> io::Result<Vec<Vec<u8>>> {
    files(directory)?.iter().map(std::fs::read).collect()
}

/// Every regression in `directory` (files named `TARGET-HASH`; others are skipped).
pub fn read_regressions(directory: &Path) -> io::Result<Vec<Regression>> {
    let mut regressions = Vec::new();
    for path in files(directory)? {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let Some((target, _)) = name.rsplit_once('-') else {
            continue;
        };
        regressions.push(Regression {
            target: target.to_owned(),
            input: std::fs::read(&path)?,
            path,
        });
    }
    Ok(regressions)
}

#[cfg(test)]
mod tests {
    use super::regression_name;

    #[test]
    fn names_carry_the_target_and_a_hash_of_the_input() {
        assert_eq!(regression_name("fen", b""), "fen-cbf29ce484222325");
        assert_ne!(regression_name("fen", b"a"), regression_name("fen", b"b"));
        assert!(regression_name("uci-server", b"a").starts_with("uci-server-"));
    }
}
