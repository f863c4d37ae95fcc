//! `[review]`: who judges the workstation's review of the game (`A`) and its comparisons
//! (`w`): `engine = "NAME"` names one of the config's `[[engine]]` tables. Without it the
//! workstation chooses (the first external engine that is running, else kibitzer's own
//! search). A name that is no `[[engine]]`'s is an error of the file ([`unknown_engine`]),
//! never a silent fall back to another judge.

use serde::{Deserialize, Serialize};

use super::EngineConfig;

/// `[review]`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ReviewConfig {
    /// The `[[engine]]` (by its name) that judges `A` and `w`; none: the workstation chooses.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub engine: Option<String>,
}

impl ReviewConfig {
    /// The `[[engine]]` among `engines` that `engine` names (names compare without regard to
    /// ASCII case, as `:engine` commands do); none when no engine is named or none has the
    /// name.
    pub fn named<'a>(&self, engines: &'a [EngineConfig]) -> Option<&'a EngineConfig> {
        let name = self.engine.as_deref()?;
        engines.iter().find(|e| e.name.eq_ignore_ascii_case(name))
    }
}

/// Why `review` cannot be used with `engines`: it names an engine none of them has, with the
/// names there are. None when it names none or a known one.
pub fn unknown_engine(review: &ReviewConfig, engines: &[EngineConfig]) -> Option<String> {
    review.engine.as_ref()?;
    if review.named(engines).is_some() {
        return None;
    }
    Some(review.unknown_message(engines))
}

impl ReviewConfig {
    /// "`[review] engine = "NAME"` names no `[[engine]]` table (the engines are ...)".
    pub fn unknown_message(&self, engines: &[EngineConfig]) -> String {
        let name = self.engine.as_deref().unwrap_or_default();
        let known: Vec<String> = engines.iter().map(|e| format!("\"{}\"", e.name)).collect();
        let there = if known.is_empty() {
            "there is no [[engine]] table".to_owned()
        } else {
            format!("the engines are {}", known.join(", "))
        };
        format!("[review] engine = \"{name}\" names no [[engine]] table ({there})")
    }
}
