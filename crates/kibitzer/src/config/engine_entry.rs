//! One `[[engine]]` table of the config file: an external UCI engine by name, path,
//! arguments and UCI options. Plain fields only; the engine boundary maps them to its own type.

use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;

use serde::{Deserialize, Deserializer, Serialize};

/// An external UCI engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EngineConfig {
    /// Its name on screen and in `:engine` commands.
    pub name: String,
    /// The program (a leading `~` is the home directory).
    #[serde(deserialize_with = "program_path")]
    pub path: PathBuf,
    /// Its command-line arguments.
    #[serde(default)]
    pub args: Vec<String>,
    /// UCI options sent with `setoption` before the first search, by option name.
    #[serde(default)]
    pub options: BTreeMap<String, UciValue>,
    /// Whether it analyses from the start.
    #[serde(default = "enabled_by_default")]
    pub enabled: bool,
    /// Its number of lines (`MultiPV`), 1 to 8.
    #[serde(
        default = "one_line",
        deserialize_with = "super::limits_config::line_count"
    )]
    pub lines: usize,
}

fn enabled_by_default() -> bool {
    true
}

fn one_line() -> usize {
    1
}

fn program_path<'de, D: Deserializer<'de>>(deserializer: D) -> Result<PathBuf, D::Error> {
    let text = String::deserialize(deserializer)?;
    Ok(crate::home_path::expand_home(&text))
}

/// The value of a UCI option: a check box, a number or text (combo, string, file names).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum UciValue {
    /// `true` or `false`.
    Bool(bool),
    /// A whole number.
    Integer(i64),
    /// Anything else, as text.
    Text(String),
}

impl fmt::Display for UciValue {
    /// The value as `setoption ... value` sends it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciValue::Bool(b) => write!(f, "{b}"),
            UciValue::Integer(n) => write!(f, "{n}"),
            UciValue::Text(text) => f.write_str(text),
        }
    }
}
