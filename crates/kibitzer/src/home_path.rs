//! `~` in a path argument: a leading `~` alone or followed by `/` stands for `$HOME`, as a
//! shell would expand it (the workstation's `:pgn ~/x.pgn`, or a quoted CLI argument the shell
//! left alone). `~user` and a `~` elsewhere in the path are left as they are.

use std::ffi::OsStr;
use std::path::PathBuf;

/// `text` as a path, its leading `~` replaced by `$HOME` (unchanged when `HOME` is not set).
pub fn expand_home(text: &str) -> PathBuf {
    expand_home_with(text, std::env::var_os("HOME").as_deref())
}

/// `text` as a path, its leading `~` replaced by `home`, if given.
pub fn expand_home_with(text: &str, home: Option<&OsStr>) -> PathBuf {
    let rest = match text.strip_prefix('~') {
        Some("") => "",
        Some(rest) if rest.starts_with('/') => rest.trim_start_matches('/'),
        _ => return PathBuf::from(text),
    };
    match home {
        Some(home) if !home.is_empty() && rest.is_empty() => PathBuf::from(home),
        Some(home) if !home.is_empty() => PathBuf::from(home).join(rest),
        _ => PathBuf::from(text),
    }
}

/// The clap parser for path arguments: [`expand_home`] as a value parser.
pub fn parse_path(text: &str) -> Result<PathBuf, std::convert::Infallible> {
    Ok(expand_home(text))
}

#[cfg(test)]
mod tests {
    use super::expand_home_with;
    use std::ffi::OsStr;
    use std::path::PathBuf;

    #[test]
    fn a_leading_tilde_is_the_home_directory() {
        let home = Some(OsStr::new("/home/ada"));
        let expand = |text| expand_home_with(text, home);
        assert_eq!(expand("~/x.pgn"), PathBuf::from("/home/ada/x.pgn"));
        assert_eq!(expand("~").as_os_str(), "/home/ada");
        assert_eq!(expand("~/").as_os_str(), "/home/ada");
        assert_eq!(
            expand("~/games/a b.pgn"),
            PathBuf::from("/home/ada/games/a b.pgn")
        );
    }

    #[test]
    fn other_tildes_and_a_missing_home_leave_the_path_alone() {
        let home = Some(OsStr::new("/home/ada"));
        for text in ["~bob/x.pgn", "x~/y.pgn", "/tmp/~/x.pgn", "x.pgn", "~~/x"] {
            assert_eq!(expand_home_with(text, home), PathBuf::from(text));
        }
        assert_eq!(expand_home_with("~/x.pgn", None), PathBuf::from("~/x.pgn"));
        assert_eq!(
            expand_home_with("~/x.pgn", Some(OsStr::new(""))),
            PathBuf::from("~/x.pgn")
        );
    }
}
