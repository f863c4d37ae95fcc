//! Searching many positions at once: independent searches on different positions, one
//! [`Search`] (with its own table) per thread, each position searched from a cleared table so
//! that its result does not depend on which thread took it or what that thread searched before.
//! With a depth or node limit the results are the same for any number of threads.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use shakmaty::{Move, Position};

use crate::eval::evaluate;
use crate::score::Score;
use crate::search::{Limits, Node, Search, SearchOptions, StopSignal};

/// A position to search: the node and the hashes of the game's positions before it.
#[derive(Clone, Debug)]
pub struct Job {
    /// The position and its history facts.
    pub node: Node,
    /// Hashes of the positions before it, oldest first (for repetition draws).
    pub before: Vec<u64>,
}

/// What the search of one position found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionEval {
    /// The score for the side to move.
    pub score: Score,
    /// The best line (empty when the game is over in the position).
    pub pv: Vec<Move>,
    /// Nodes searched.
    pub nodes: u64,
    /// The depth the search completed (0: no search, the position has no legal move or the
    /// limit was too small to finish depth 1).
    pub depth: u32,
}

impl PositionEval {
    /// Whether the position had no legal moves (mate or stalemate).
    pub fn is_final(&self) -> bool {
        self.pv.is_empty()
    }
}

/// Searches every job with `limits` on `threads` threads (at least one) and returns the
/// results in the jobs' order. `done` is called (from any thread) with the number of positions
/// finished so far, after each.
pub fn search_positions(
    jobs: &[Job],
    limits: &Limits,
    options: &SearchOptions,
    threads: usize,
    done: &(dyn Fn(usize) + Sync),
) -> Vec<PositionEval> {
    let next = AtomicUsize::new(0);
    let finished = AtomicUsize::new(0);
    let results: Vec<Mutex<Option<PositionEval>>> = jobs.iter().map(|_| Mutex::new(None)).collect();
    let limits = limits.clone().with_multipv(1);
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, jobs.len().max(1)) {
            scope.spawn(|| {
                let mut search = Search::new(options.clone());
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(job) = jobs.get(i) else { break };
                    let eval = search_one(&mut search, job, &limits);
                    if let Ok(mut slot) = results[i].lock() {
                        *slot = Some(eval);
                    }
                    done(finished.fetch_add(1, Ordering::Relaxed) + 1);
                }
            });
        }
    });
    results
        .into_iter()
        .zip(jobs)
        .map(|(slot, job)| {
            slot.into_inner()
                .ok()
                .flatten()
                .unwrap_or_else(|| search_one(&mut Search::new(options.clone()), job, &limits))
        })
        .collect()
}

/// One position: a mate or stalemate needs no search.
fn search_one(search: &mut Search, job: &Job, limits: &Limits) -> PositionEval {
    let pos = &job.node.pos;
    if pos.legal_moves().is_empty() {
        let score = if pos.is_check() {
            Score::mated_in_plies(0)
        } else {
            Score::DRAW
        };
        return PositionEval {
            score,
            pv: Vec::new(),
            nodes: 0,
            depth: 0,
        };
    }
    search.clear();
    let result = search.run(
        &job.node,
        &job.before,
        limits,
        &StopSignal::never(),
        &mut |_| {},
    );
    let nodes = result.counters.nodes;
    match result.lines.first() {
        Some(line) if !line.pv.is_empty() => PositionEval {
            score: line.score,
            pv: line.pv.clone(),
            nodes,
            depth: line.depth,
        },
        // A limit too small to finish depth 1: the static evaluation and the first move.
        _ => PositionEval {
            score: evaluate(pos, job.node.history),
            pv: result.best.into_iter().collect(),
            nodes,
            depth: 0,
        },
    }
}
