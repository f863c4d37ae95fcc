//! The limit of a command that searches many positions with one limit each (`annotate`,
//! `compare`): at most one of `--depth N`, `--nodes N` or `--movetime MS`, each at least 1;
//! without any, the judge's default: depth 9 for kibitzer
//! ([`DEFAULT_DEPTH`](kibitzer::annotate::DEFAULT_DEPTH)), 300000 nodes for an external engine
//! ([`ENGINE_DEFAULT_NODES`](kibitzer::annotate::ENGINE_DEFAULT_NODES)).

use std::time::Duration;

use clap::Args;

use super::positive_limit::at_least_one;
use kibitzer::search::Limits;

/// What leaving the limit out gives, for the usage error of a limit of 0 (`DEFAULT_DEPTH`).
const DEFAULT: &str = "depth 9, or 300000 nodes with --engine";

/// `--depth`, `--nodes` or `--movetime`, one of them.
#[derive(Debug, Clone, Default, Args)]
pub struct LimitArgs {
    /// Search each position to this depth, at least 1 (without any limit: depth 9, or 300000 nodes with --engine).
    #[arg(long, value_name = "N", conflicts_with_all = ["nodes", "movetime"], value_parser = at_least_one::<u32>(DEFAULT))]
    pub depth: Option<u32>,
    /// Search each position this many nodes, at least 1 (deterministic).
    #[arg(long, value_name = "N", conflicts_with = "movetime", value_parser = at_least_one::<u64>(DEFAULT))]
    pub nodes: Option<u64>,
    /// Search each position this many milliseconds, at least 1.
    #[arg(long, value_name = "MS", value_parser = at_least_one::<u64>(DEFAULT))]
    pub movetime: Option<u64>,
}

impl LimitArgs {
    /// The limits; without any, `default` (the judge's: [`Judging::default_limits`]).
    ///
    /// [`Judging::default_limits`]: kibitzer::annotate::Judging::default_limits
    pub fn limits_or(&self, default: Limits) -> Limits {
        match (self.depth, self.nodes, self.movetime) {
            (Some(depth), _, _) => Limits::depth(depth),
            (None, Some(nodes), _) => Limits::nodes(nodes),
            (None, None, Some(ms)) => Limits::movetime(Duration::from_millis(ms)),
            (None, None, None) => default,
        }
    }

    /// Whether the result depends on the machine's speed (a time limit).
    pub fn is_timed(&self) -> bool {
        self.depth.is_none() && self.nodes.is_none() && self.movetime.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::DEFAULT;
    use kibitzer::annotate::{DEFAULT_DEPTH, ENGINE_DEFAULT_NODES};

    #[test]
    fn the_usage_error_names_the_default_depth() {
        assert_eq!(
            DEFAULT,
            format!("depth {DEFAULT_DEPTH}, or {ENGINE_DEFAULT_NODES} nodes with --engine")
        );
    }
}
