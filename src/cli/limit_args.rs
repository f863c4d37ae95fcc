//! The limit of a command that searches many positions with one limit each: exactly one of
//! `--depth N`, `--nodes N` or `--movetime MS`.

use std::time::Duration;

use clap::Args;

use crate::search::Limits;

/// `--depth`, `--nodes` or `--movetime`, one of them.
#[derive(Debug, Clone, Default, Args)]
pub struct LimitArgs {
    /// Search each position to this depth.
    #[arg(long, value_name = "N", conflicts_with_all = ["nodes", "movetime"])]
    pub depth: Option<u32>,
    /// Search each position this many nodes (deterministic).
    #[arg(long, value_name = "N", conflicts_with = "movetime")]
    pub nodes: Option<u64>,
    /// Search each position this many milliseconds.
    #[arg(long, value_name = "MS")]
    pub movetime: Option<u64>,
}

impl LimitArgs {
    /// The limits; without any, depth `default_depth`.
    pub fn limits(&self, default_depth: u32) -> Limits {
        match (self.depth, self.nodes, self.movetime) {
            (Some(depth), _, _) => Limits::depth(depth),
            (None, Some(nodes), _) => Limits::nodes(nodes),
            (None, None, Some(ms)) => Limits::movetime(Duration::from_millis(ms)),
            (None, None, None) => Limits::depth(default_depth),
        }
    }

    /// Whether the result depends on the machine's speed (a time limit).
    pub fn is_timed(&self) -> bool {
        self.depth.is_none() && self.nodes.is_none() && self.movetime.is_some()
    }
}
