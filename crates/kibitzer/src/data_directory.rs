//! Where kibitzer keeps what it writes for itself between runs (the command history, the
//! autosave): `$XDG_DATA_HOME/kibitzer` when `XDG_DATA_HOME` is an absolute path, else
//! `$HOME/.local/share/kibitzer`.

use std::ffi::OsStr;
use std::path::PathBuf;

/// The data directory from these values of `XDG_DATA_HOME` and `HOME`; none without either.
pub fn data_directory(xdg_data_home: Option<&OsStr>, home: Option<&OsStr>) -> Option<PathBuf> {
    let data = match (xdg_data_home.map(PathBuf::from), home) {
        (Some(xdg), _) if xdg.is_absolute() => xdg,
        (_, Some(home)) if !home.is_empty() => PathBuf::from(home).join(".local/share"),
        _ => return None,
    };
    Some(data.join("kibitzer"))
}

/// The data directory of this process's environment.
pub fn data_directory_from_env() -> Option<PathBuf> {
    data_directory(
        std::env::var_os("XDG_DATA_HOME").as_deref(),
        std::env::var_os("HOME").as_deref(),
    )
}
