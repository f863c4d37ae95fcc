//! The config file: one TOML file with the engines, the default limits and lines, the hash
//! table, threads, the board size, the Moves pane's layout, the minimum depth of a saved evaluation, the engine that
//! judges the workstation's review (`[review]`), the theme and its
//! colour overrides, and the keymap. A
//! missing file means the defaults; an invalid one gives a [`ConfigError`] with its line and
//! column, and the caller goes on with the defaults. Unknown keys are errors, so typos never
//! pass silently. The file is read through [`crate::text_file`].
//!
//! ```
//! use kibitzer::config::{Config, ThemeName};
//!
//! let config = Config::parse("hash = 256\n[theme]\nname = \"light\"\n").unwrap();
//! assert_eq!(config.hash, 256);
//! assert_eq!(config.theme.name, ThemeName::Light);
//! assert_eq!(config.lines, 1);
//! assert!(Config::parse("hsah = 256").unwrap_err().message.contains("hsah"));
//! ```

mod board_size;
mod colour;
mod commented;
mod database_config;
mod engine_entry;
mod limits_config;
mod location;
mod moves_layout;
mod palette;
mod review_config;
mod save_config;

use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::escaped::escaped_path;
use crate::text_file::{TextFileError, read_text_file_limited};

pub use board_size::{BoardSize, UnknownBoardSize};
pub use colour::{Colour, Emphasis, NamedColour, Rgb, SlotStyle};
pub use commented::commented_toml;
pub use database_config::DatabaseConfig;
pub use engine_entry::{EngineConfig, UciValue};
pub use limits_config::{LimitsConfig, MAX_DEPTH, MAX_LINES, MAX_THREADS};
pub use location::ConfigLocation;
pub use moves_layout::MovesLayout;
pub use palette::{Palette, Slot, ThemeName};
pub use review_config::ReviewConfig;
pub use save_config::{DEFAULT_MIN_EVAL_DEPTH, SaveConfig};

/// The largest config file read: 1 MiB.
pub const MAX_CONFIG_BYTES: u64 = 1024 * 1024;

/// The table size without a `hash` key, in MB.
pub const DEFAULT_HASH_MB: usize = 64;

/// The keymap as the file writes it: mode, then action, then key names. Kept raw; the keymap
/// checks the names.
pub type KeyBindings = BTreeMap<String, BTreeMap<String, Vec<String>>>;

/// Everything the config file sets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    /// Transposition table size in MB.
    #[serde(deserialize_with = "limits_config::hash_megabytes")]
    pub hash: usize,
    /// Lines (`MultiPV`) of the analysis.
    #[serde(deserialize_with = "limits_config::line_count")]
    pub lines: usize,
    /// Search threads of the workstation's analysis (lazy SMP; `:threads` changes it).
    #[serde(deserialize_with = "limits_config::thread_count")]
    pub threads: usize,
    /// How large the board is drawn.
    pub board: BoardSize,
    /// Whether the status bar shows the search's own counters (pruned, reduced, extended
    /// nodes), for engine authors; `:counters` switches them at run time.
    pub status_counters: bool,
    /// How the Moves pane writes the game (`inline` or `table`).
    pub moves_layout: MovesLayout,
    /// Limits of every analysis.
    pub limits: LimitsConfig,
    /// What the workstation saves of its evaluations (`[save]`).
    pub save: SaveConfig,
    /// Who judges the workstation's review and comparisons (`[review]`).
    pub review: ReviewConfig,
    /// The games database (`[database]`).
    pub database: DatabaseConfig,
    /// The theme and its colour overrides.
    pub theme: ThemeConfig,
    /// The keymap, per mode.
    pub keys: KeyBindings,
    /// External UCI engines (`[[engine]]` tables).
    #[serde(rename = "engine")]
    pub engines: Vec<EngineConfig>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            hash: DEFAULT_HASH_MB,
            lines: 1,
            threads: 1,
            board: BoardSize::default(),
            status_counters: false,
            moves_layout: MovesLayout::default(),
            limits: LimitsConfig::default(),
            save: SaveConfig::default(),
            review: ReviewConfig::default(),
            database: DatabaseConfig::default(),
            theme: ThemeConfig::default(),
            keys: KeyBindings::new(),
            engines: Vec::new(),
        }
    }
}

/// `[theme]`: a built-in theme and colour overrides.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ThemeConfig {
    /// The built-in theme.
    pub name: ThemeName,
    /// Styles replacing the theme's, by slot (`[theme.colors]`).
    pub colors: BTreeMap<Slot, SlotStyle>,
}

impl ThemeConfig {
    /// The palette: the named theme with the overrides on top.
    pub fn palette(&self) -> Palette {
        Palette::with_overrides(self.name, &self.colors)
    }
}

/// Where in the text a config is wrong, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The line, from 1.
    pub line: usize,
    /// The column in characters, from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

/// Why a config file could not be used.
#[derive(Debug)]
pub enum ConfigError {
    /// The file could not be read (missing when named with `--config`, not a regular file,
    /// too large, no permission).
    Read(TextFileError),
    /// The file is not a valid config.
    Invalid {
        /// The file.
        path: PathBuf,
        /// Where and why.
        error: ParseError,
    },
}

impl ParseError {
    /// `message` at byte `start` of `text` (its line and column, from 1).
    fn at(text: &str, start: usize, message: &str) -> ParseError {
        let before = text.get(..start.min(text.len())).unwrap_or(text);
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = before[line_start..].chars().count() + 1;
        ParseError {
            line,
            column,
            message: message.trim_end().to_owned(),
        }
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Read(e) => write!(f, "config: {e}"),
            ConfigError::Invalid { path, error } => write!(
                f,
                "config {}:{}:{}: {}",
                escaped_path(path),
                error.line,
                error.column,
                error.message
            ),
        }
    }
}

impl std::error::Error for ConfigError {}

impl Config {
    /// The config in `text`. A `[review] engine` that names no `[[engine]]` is an error at
    /// the name.
    pub fn parse(text: &str) -> Result<Config, ParseError> {
        let config: Config = toml::from_str(text).map_err(|e: toml::de::Error| {
            let start = e.span().map_or(0, |s| s.start);
            ParseError::at(text, start, e.message())
        })?;
        if let Some(message) = review_config::unknown_engine(&config.review, &config.engines) {
            // Where the name is written: after `[review]` when the table has a header.
            let name = config.review.engine.as_deref().unwrap_or_default();
            let table = text.find("[review]").unwrap_or(0);
            let start = text[table..]
                .find(&format!("\"{name}\""))
                .map_or(table, |at| table + at);
            return Err(ParseError::at(text, start, &message));
        }
        Ok(config)
    }

    /// The config at `location`: the defaults when the file does not exist (unless it was
    /// named with `--config`).
    pub fn load(location: &ConfigLocation) -> Result<Config, ConfigError> {
        let file = match read_text_file_limited(&location.path, MAX_CONFIG_BYTES) {
            Ok(file) => file,
            Err(TextFileError::Io { source, .. })
                if !location.explicit && source.kind() == std::io::ErrorKind::NotFound =>
            {
                return Ok(Config::default());
            }
            Err(e) => return Err(ConfigError::Read(e)),
        };
        Config::parse(&file.text).map_err(|error| ConfigError::Invalid {
            path: location.path.clone(),
            error,
        })
    }

    /// The config at `location` (none: the defaults), or the defaults and the error that
    /// kept the file from being used.
    pub fn load_or_default(location: Option<&ConfigLocation>) -> (Config, Option<ConfigError>) {
        match location.map(Config::load) {
            None => (Config::default(), None),
            Some(Ok(config)) => (config, None),
            Some(Err(e)) => (Config::default(), Some(e)),
        }
    }
}

#[cfg(test)]
mod tests;
