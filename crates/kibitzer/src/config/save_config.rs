//! `[save]`: what the workstation saves of its evaluations (`:save`, `:save!`, the copied PGN
//! and the autosave): `min_eval_depth`, the depth a search must have completed for its
//! `[%eval]` to be saved at all.
//!
//! The default, 12, was measured with the release build on a middlegame position (the 2-core
//! development machine, others building on it): kibitzer completes depth 8 to 9 in 0.2 s,
//! 10 to 11 in a second, and 12 in 2 to 3.5 s. Stepping through a game a move a second or
//! faster never reaches it; a position one stops at for a few seconds does.

use serde::{Deserialize, Deserializer, Serialize};

use super::limits_config::{MAX_DEPTH, in_range};

/// The minimum depth of a saved evaluation without a `min_eval_depth` key.
pub const DEFAULT_MIN_EVAL_DEPTH: u32 = 12;

/// `[save]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SaveConfig {
    /// A search that did not complete this depth (1 to [`MAX_DEPTH`]) is not saved.
    #[serde(deserialize_with = "min_eval_depth")]
    pub min_eval_depth: u32,
}

impl Default for SaveConfig {
    fn default() -> SaveConfig {
        SaveConfig {
            min_eval_depth: DEFAULT_MIN_EVAL_DEPTH,
        }
    }
}

fn min_eval_depth<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u32, D::Error> {
    in_range(deserializer, "min_eval_depth", (1, u64::from(MAX_DEPTH))).map(|n| n as u32)
}
