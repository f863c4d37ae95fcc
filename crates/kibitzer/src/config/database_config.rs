//! `[database]`: which games database `kibitzer db` and the workstation's Explorer pane use
//! (`path`; `~` stands for the home directory). Without it, `games.kdb` in kibitzer's data
//! directory.

use std::path::PathBuf;

use serde::{Deserialize, Deserializer, Serialize};

/// `[database]`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DatabaseConfig {
    /// The database file.
    #[serde(deserialize_with = "database_path")]
    pub path: Option<PathBuf>,
}

fn database_path<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<PathBuf>, D::Error> {
    let text = String::deserialize(deserializer)?;
    if text.trim().is_empty() {
        return Err(serde::de::Error::custom("path is empty"));
    }
    Ok(Some(crate::home_path::expand_home(&text)))
}
