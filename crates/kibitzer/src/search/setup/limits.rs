//! What a search is asked to do: [`Limits`] (when to stop, how many lines, which root moves).
//! How it searches (its switches and parameters) is [`SearchOptions`](crate::search::SearchOptions).

use std::time::Duration;

use shakmaty::Move;

/// The most principal variations (`MultiPV` lines) a search gives.
pub const MAX_MULTIPV: usize = 8;

/// When a search stops and what it covers. Several limits may be set: the first reached wins.
/// With none set the search runs until stopped (or until the maximum depth).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Stop after completing this depth.
    pub depth: Option<u32>,
    /// Stop after this many nodes (deterministic).
    pub nodes: Option<u64>,
    /// Stop after this much time.
    pub movetime: Option<Duration>,
    /// Number of principal variations, 1 to [`MAX_MULTIPV`].
    pub multipv: usize,
    /// Search only these root moves (empty: all).
    pub searchmoves: Vec<Move>,
}

impl Limits {
    /// The deepest iteration the search will start.
    pub const MAX_DEPTH: u32 = 100;

    /// A search to `depth`.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            multipv: 1,
            ..Limits::default()
        }
    }

    /// A search of `nodes` nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            multipv: 1,
            ..Limits::default()
        }
    }

    /// A search for `movetime`.
    pub fn movetime(movetime: Duration) -> Limits {
        Limits {
            movetime: Some(movetime),
            multipv: 1,
            ..Limits::default()
        }
    }

    /// A search until stopped.
    pub fn infinite() -> Limits {
        Limits {
            multipv: 1,
            ..Limits::default()
        }
    }

    /// The same limits with `multipv` lines (clamped to 1 to [`MAX_MULTIPV`]).
    #[must_use]
    pub fn with_multipv(mut self, multipv: usize) -> Limits {
        self.multipv = multipv.clamp(1, MAX_MULTIPV);
        self
    }

    /// Whether no limit at all is set (search until stopped).
    pub fn is_infinite(&self) -> bool {
        self.depth.is_none() && self.nodes.is_none() && self.movetime.is_none()
    }
}
