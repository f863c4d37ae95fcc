//! What a search reports: one [`Line`] per completed depth and principal variation, progress
//! snapshots, and why it stopped.

use std::time::Duration;

use shakmaty::Move;

use crate::Score;
use crate::search::setup::counters::Counters;

/// Whether a reported score is exact or only a bound (while an aspiration failure is being
/// resolved).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Bound {
    /// The true score.
    Exact,
    /// The score is at least this (fail high).
    Lower,
    /// The score is at most this (fail low).
    Upper,
}

/// One principal variation at one depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Nominal depth of the iteration.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// 1 for the best line, 2 for the second, ...
    pub multipv: usize,
    /// Score for the side to move at the root.
    pub score: Score,
    /// Exact or a bound.
    pub bound: Bound,
    /// Moves from the root.
    pub pv: Vec<Move>,
    /// Nodes so far.
    pub nodes: u64,
    /// Time so far.
    pub elapsed: Duration,
    /// Transposition table use, per mille.
    pub hashfull: u32,
    /// What the search did so far.
    pub counters: Counters,
}

impl Line {
    /// Nodes per second so far.
    pub fn nps(&self) -> u64 {
        nodes_per_second(self.nodes, self.elapsed)
    }
}

/// Nodes per second for `nodes` in `elapsed` (0 for no time).
pub fn nodes_per_second(nodes: u64, elapsed: Duration) -> u64 {
    let micros = elapsed.as_micros();
    (u128::from(nodes) * 1_000_000)
        .checked_div(micros)
        .map_or(0, |n| n as u64)
}

/// A snapshot while searching.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The iteration in progress.
    pub depth: u32,
    /// Nodes so far.
    pub nodes: u64,
    /// Time so far.
    pub elapsed: Duration,
    /// Transposition table use, per mille.
    pub hashfull: u32,
    /// What the search has done so far (pruned, reduced, extended), so that the counters move
    /// while a long iteration runs.
    pub counters: Counters,
    /// The root move being searched, once the iteration has begun one.
    pub currmove: Option<CurrentMove>,
}

/// The root move a search is busy with (UCI's `currmove` and `currmovenumber`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CurrentMove {
    /// The move.
    pub mv: Move,
    /// Its place in the root's move order, from 1.
    pub number: usize,
}

/// Why a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StopReason {
    /// The depth limit was completed.
    Depth,
    /// The node limit was reached.
    Nodes,
    /// The time limit was reached.
    Time,
    /// Stopped from outside (or superseded).
    Stopped,
    /// The position has no legal moves.
    NoMoves,
    /// A forced mate was found and confirmed.
    Mate,
    /// The maximum depth was completed.
    MaxDepth,
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play (none without legal moves).
    pub best: Option<Move>,
    /// The expected reply.
    pub ponder: Option<Move>,
    /// The lines of the last completed iteration, best first.
    pub lines: Vec<Line>,
    /// Why the search ended.
    pub reason: StopReason,
    /// Totals.
    pub counters: Counters,
    /// Total time.
    pub elapsed: Duration,
}
