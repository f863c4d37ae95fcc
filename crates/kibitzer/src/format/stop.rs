//! Why a search ended, by name: [`StopName`] for the alpha-beta search (`depth`, `no_moves`,
//! ...) and [`BfStopName`] for best-first search (`root_quiet`, `budget`, ...), the same names
//! the JSON output uses.

use std::fmt;

use crate::bestfirst::BfStop;
use crate::search::StopReason;

/// The name of why an alpha-beta search ended: `depth`, `nodes`, `time`, `stopped`,
/// `no_moves`, `mate`, `max_depth`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StopName(pub StopReason);

impl fmt::Display for StopName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            StopReason::Depth => "depth",
            StopReason::Nodes => "nodes",
            StopReason::Time => "time",
            StopReason::Stopped => "stopped",
            StopReason::NoMoves => "no_moves",
            StopReason::Mate => "mate",
            StopReason::MaxDepth => "max_depth",
        })
    }
}

/// The name of why a best-first search ended: `root_quiet`, `separated`, `budget`,
/// `no_moves`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BfStopName(pub BfStop);

impl fmt::Display for BfStopName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            BfStop::RootQuiet => "root_quiet",
            BfStop::Separated => "separated",
            BfStop::Budget => "budget",
            BfStop::NoMoves => "no_moves",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{BfStopName, StopName};
    use crate::bestfirst::BfStop;
    use crate::search::StopReason;

    /// The names are the JSON output's, so text and JSON say the same.
    #[test]
    fn names_are_the_json_names() {
        for reason in [
            StopReason::Depth,
            StopReason::Nodes,
            StopReason::Time,
            StopReason::Stopped,
            StopReason::NoMoves,
            StopReason::Mate,
            StopReason::MaxDepth,
        ] {
            assert_eq!(
                serde_json::json!(reason),
                serde_json::json!(StopName(reason).to_string())
            );
        }
        for stop in [
            BfStop::RootQuiet,
            BfStop::Separated,
            BfStop::Budget,
            BfStop::NoMoves,
        ] {
            assert_eq!(
                serde_json::json!(stop),
                serde_json::json!(BfStopName(stop).to_string())
            );
        }
    }
}
