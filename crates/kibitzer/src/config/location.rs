//! Where the config file is: `--config FILE`, else `$XDG_CONFIG_HOME/kibitzer/config.toml`,
//! else `~/.config/kibitzer/config.toml`. A pure function of those values, so tests never
//! touch the real home.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

/// The config file to read, and whether the person named it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigLocation {
    /// The file.
    pub path: PathBuf,
    /// Named with `--config`: then a missing file is an error, not the defaults.
    pub explicit: bool,
}

impl ConfigLocation {
    /// The location from `--config` (if given) and the process's `XDG_CONFIG_HOME` and
    /// `HOME`; `None` when none of them gives one.
    pub fn from_env(explicit: Option<&Path>) -> Option<ConfigLocation> {
        ConfigLocation::resolve(
            explicit,
            std::env::var_os("XDG_CONFIG_HOME").as_deref(),
            std::env::var_os("HOME").as_deref(),
        )
    }

    /// The location from `--config` and the values of `XDG_CONFIG_HOME` and `HOME`. An empty
    /// or relative `XDG_CONFIG_HOME` is ignored, as the XDG base directory spec says.
    pub fn resolve(
        explicit: Option<&Path>,
        xdg_config_home: Option<&OsStr>,
        home: Option<&OsStr>,
    ) -> Option<ConfigLocation> {
        if let Some(path) = explicit {
            return Some(ConfigLocation {
                path: path.to_path_buf(),
                explicit: true,
            });
        }
        let xdg = xdg_config_home
            .map(Path::new)
            .filter(|p| p.is_absolute())
            .map(Path::to_path_buf);
        let home = home
            .filter(|h| !h.is_empty())
            .map(|h| Path::new(h).join(".config"));
        let directory = xdg.or(home)?;
        Some(ConfigLocation {
            path: directory.join("kibitzer").join("config.toml"),
            explicit: false,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::ConfigLocation;
    use std::ffi::OsStr;
    use std::path::{Path, PathBuf};

    fn path(explicit: Option<&str>, xdg: Option<&str>, home: Option<&str>) -> Option<PathBuf> {
        ConfigLocation::resolve(
            explicit.map(Path::new),
            xdg.map(OsStr::new),
            home.map(OsStr::new),
        )
        .map(|l| l.path)
    }

    #[test]
    fn the_flag_wins_then_xdg_then_home() {
        let file = Some(PathBuf::from("my.toml"));
        assert_eq!(path(Some("my.toml"), Some("/x"), Some("/home/ada")), file);
        assert_eq!(
            path(None, Some("/x"), Some("/home/ada")),
            Some(PathBuf::from("/x/kibitzer/config.toml"))
        );
        assert_eq!(
            path(None, None, Some("/home/ada")),
            Some(PathBuf::from("/home/ada/.config/kibitzer/config.toml"))
        );
        assert!(
            ConfigLocation::resolve(Some(Path::new("a")), None, None)
                .unwrap()
                .explicit
        );
        assert!(
            !ConfigLocation::resolve(None, None, Some(OsStr::new("/h")))
                .unwrap()
                .explicit
        );
    }

    #[test]
    fn empty_or_relative_xdg_and_missing_home_are_ignored() {
        let home = Some(PathBuf::from("/home/ada/.config/kibitzer/config.toml"));
        assert_eq!(path(None, Some(""), Some("/home/ada")), home);
        assert_eq!(path(None, Some("rel/dir"), Some("/home/ada")), home);
        assert_eq!(path(None, None, None), None);
        assert_eq!(path(None, None, Some("")), None);
    }
}
