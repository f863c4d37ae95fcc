//! [`EngineSpec`]: how to start an external engine (a name, the program, its arguments and
//! the UCI options to set), what a config file's `[[engine]]` entry or `--engine PATH`
//! becomes.

use std::path::{Path, PathBuf};

/// How to start an external UCI engine.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EngineSpec {
    /// The name people call it by (`stockfish`), unique among the configured engines.
    pub name: String,
    /// The program: a path, or a name looked up on `PATH`.
    pub path: PathBuf,
    /// Its command-line arguments (`--uci` for GNU Chess).
    pub args: Vec<String>,
    /// UCI options set after the handshake, in order: `(name, value)` as
    /// `setoption name NAME value VALUE` (`("Threads", "2")`, `("UCI_ShowWDL", "true")`).
    pub options: Vec<(String, String)>,
}

impl EngineSpec {
    /// An engine started as `path` with no arguments and no options, named after the file
    /// (`/usr/games/stockfish` is `stockfish`).
    pub fn from_path(path: impl Into<PathBuf>) -> EngineSpec {
        let path = path.into();
        EngineSpec {
            name: file_name(&path),
            path,
            args: Vec::new(),
            options: Vec::new(),
        }
    }
}

/// The file name of `path` without its extension, or the whole path if it has none.
fn file_name(path: &Path) -> String {
    path.file_stem().map_or_else(
        || path.display().to_string(),
        |s| s.to_string_lossy().into_owned(),
    )
}

#[cfg(test)]
mod tests {
    use super::EngineSpec;

    #[test]
    fn a_path_names_the_engine() {
        assert_eq!(
            EngineSpec::from_path("/usr/games/stockfish").name,
            "stockfish"
        );
        assert_eq!(EngineSpec::from_path("lc0.exe").name, "lc0");
        assert_eq!(EngineSpec::from_path("/").name, "/");
    }
}
