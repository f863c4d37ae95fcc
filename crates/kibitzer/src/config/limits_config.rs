//! The config's numbers and their ranges: `[limits]` (depth, movetime), and the checks of
//! `hash`, `lines` and `threads`, which fail with the value's line and column.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};

use crate::search::MAX_HASH_MB;

/// The most lines (`MultiPV`) the workstation shows.
pub const MAX_LINES: usize = crate::search::MAX_MULTIPV;
/// The deepest limit `depth` takes.
pub const MAX_DEPTH: u32 = 100;
/// The most search threads `threads` takes.
pub const MAX_THREADS: usize = 256;

/// The limits of every analysis; none means it runs until stopped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LimitsConfig {
    /// Stop after this depth, 1 to [`MAX_DEPTH`].
    #[serde(deserialize_with = "depth", skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    /// Stop after this many milliseconds (at least 1).
    #[serde(deserialize_with = "movetime", skip_serializing_if = "Option::is_none")]
    pub movetime: Option<u64>,
}

/// A whole number from `min` to `max`, or an error saying so.
pub(super) fn in_range<'de, D: Deserializer<'de>>(
    deserializer: D,
    what: &str,
    (min, max): (u64, u64),
) -> Result<u64, D::Error> {
    let n = u64::deserialize(deserializer)?;
    if (min..=max).contains(&n) {
        Ok(n)
    } else {
        Err(D::Error::custom(format!(
            "{what} must be {min} to {max}, not {n}"
        )))
    }
}

fn depth<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u32>, D::Error> {
    in_range(deserializer, "depth", (1, u64::from(MAX_DEPTH))).map(|n| Some(n as u32))
}

fn movetime<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u64>, D::Error> {
    in_range(deserializer, "movetime (ms)", (1, u64::MAX)).map(Some)
}

/// `hash`: 1 to [`MAX_HASH_MB`] MB.
pub(super) fn hash_megabytes<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<usize, D::Error> {
    in_range(deserializer, "hash (MB)", (1, MAX_HASH_MB as u64)).map(|n| n as usize)
}

/// `lines`: 1 to [`MAX_LINES`].
pub(super) fn line_count<'de, D: Deserializer<'de>>(deserializer: D) -> Result<usize, D::Error> {
    in_range(deserializer, "lines", (1, MAX_LINES as u64)).map(|n| n as usize)
}

/// `threads`: 1 to [`MAX_THREADS`].
pub(super) fn thread_count<'de, D: Deserializer<'de>>(deserializer: D) -> Result<usize, D::Error> {
    in_range(deserializer, "threads", (1, MAX_THREADS as u64)).map(|n| n as usize)
}
