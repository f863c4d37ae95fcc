//! Lazy SMP: a search on several threads. Helper threads search the same root as the main
//! thread with their own killers, history and evaluation cache, sharing only the
//! transposition table, and every thread searches every depth (skipping iterations in
//! Stockfish 8's pattern searched more nodes to depth 12 with two threads: see `bench
//! --lockstep`); the threads fill the table with results the others then cut on. The main thread alone reports lines and watches nodes and time; with a depth limit the
//! search is done as soon as any thread completes that depth, and a helper that gets there
//! first gives its lines. The main thread then stops the helpers, waits for them and adds
//! their counters to its own. A search that records its tree (`explain`) always runs on one
//! thread.

use shakmaty::Move;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use super::eval_cache::EvalCache;
use super::heuristics::Heuristics;
use super::limits::Limits;
use super::node::Node;
use super::pv::PvTable;
use super::recorder::{NoRecorder, Recorder};
use super::report::{Line, SearchResult, StopReason};
use super::{EVAL_CACHE_BITS, MAX_PLY, Search, SearchUpdate, Searcher, StopSignal};
use crate::search::counters::Counters;

mod seat;
mod turns;

pub(super) use seat::Seat;
use seat::Team;
use turns::Leave;

/// The most threads a search takes (the command line, the workstation and UCI accept 1 to
/// this).
pub const MAX_THREADS: usize = 256;

/// The stack of every search thread: the search recurses deeply with move lists on the stack.
pub const THREAD_STACK_BYTES: usize = 64 * 1024 * 1024;

/// Raises the helpers' stop signal when dropped, so they stop however the main thread's
/// search ends (even by a panic: the scope then still joins them).
struct StopHelpers<'a>(&'a AtomicU64);

impl Drop for StopHelpers<'_> {
    fn drop(&mut self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

impl Search {
    /// Searches `root` with the main thread and `helpers` helper threads (the table's new
    /// search has begun). A helper the system refuses to start is simply left out.
    pub(super) fn run_team<R: Recorder>(
        &mut self,
        helpers: usize,
        (root, path, tablebase_root): (&Node, Vec<u64>, Option<Vec<Move>>),
        limits: &Limits,
        stop: &StopSignal,
        report: &mut dyn FnMut(SearchUpdate),
        recorder: &mut R,
    ) -> SearchResult {
        while self.helper_caches.len() < helpers {
            self.helper_caches.push(EvalCache::new(EVAL_CACHE_BITS));
        }
        let Search {
            tt,
            eval_cache,
            options,
            helper_caches,
        } = self;
        let (tt, options) = (&*tt, &*options);
        let team = Team::new(helpers + 1, options.lockstep);
        let helper_generation = Arc::new(AtomicU64::new(0));
        let helper_stop = StopSignal::new(Arc::clone(&helper_generation), 0);
        // Helpers search to the same depth; the main thread alone watches nodes and time and
        // stops them.
        let helper_limits = Limits {
            nodes: None,
            movetime: None,
            ..limits.clone()
        };
        std::thread::scope(|scope| {
            let mut threads = Vec::new();
            for (index, cache) in helper_caches.iter_mut().take(helpers).enumerate() {
                let (helper_limits, helper_stop, path, tablebase_root) = (
                    &helper_limits,
                    &helper_stop,
                    path.clone(),
                    tablebase_root.clone(),
                );
                let team = &team;
                let spawned = std::thread::Builder::new()
                    .name(format!("kibitzer-helper-{}", index + 1))
                    .stack_size(THREAD_STACK_BYTES)
                    .spawn_scoped(scope, move || {
                        let mut silent = |_: SearchUpdate| {};
                        let mut recorder = NoRecorder;
                        let mut searcher = Searcher::begin(
                            (tt, cache),
                            options,
                            helper_limits,
                            helper_stop,
                            (path, tablebase_root),
                            &mut silent,
                            &mut recorder,
                        );
                        searcher.seat = Seat::team(index + 1, team);
                        let _leave = Leave(team.turns.as_ref(), index + 1);
                        if let Some(turns) = &team.turns {
                            turns.wait(index + 1);
                        }
                        let result = searcher.iterate(root);
                        if result.reason == StopReason::Depth {
                            team.reach_target();
                        }
                        result
                    });
                match spawned {
                    Ok(thread) => threads.push(thread),
                    Err(_) => drop(Leave(team.turns.as_ref(), index + 1)),
                }
            }
            let stopper = StopHelpers(&helper_generation);
            let leave = Leave(team.turns.as_ref(), 0);
            let mut main = Searcher::begin(
                (tt, eval_cache),
                options,
                limits,
                stop,
                (path, tablebase_root),
                report,
                recorder,
            );
            main.seat = Seat::team(0, &team);
            let result = main.iterate(root);
            let main_completed = !main.aborted;
            // The helpers stop, then (taking turns) get the baton to see it.
            drop(stopper);
            drop(leave);
            let helpers: Vec<SearchResult> = threads
                .into_iter()
                .filter_map(|thread| thread.join().ok())
                .collect();
            let (result, taken) = combine(result, main_completed, &helpers);
            for line in taken {
                report(SearchUpdate::Line(Box::new(line)));
            }
            result
        })
    }
}

/// The team's result: the main thread's, or, when a helper completed the target depth
/// before the main thread did, that helper's lines (returned too, to be reported); with the
/// counters of every thread summed and each thread's nodes listed.
fn combine(
    mut main: SearchResult,
    main_completed: bool,
    helpers: &[SearchResult],
) -> (SearchResult, Vec<Line>) {
    main.thread_nodes
        .extend(helpers.iter().map(|h| h.counters.nodes));
    let first = (!main_completed)
        .then(|| {
            helpers
                .iter()
                .position(|h| h.reason == StopReason::Depth && !h.lines.is_empty())
        })
        .flatten();
    for helper in helpers {
        main.counters += helper.counters;
    }
    let mut taken = Vec::new();
    if let Some(index) = first {
        let helper = &helpers[index];
        main.best = helper.best;
        main.ponder = helper.ponder;
        main.reason = StopReason::Depth;
        main.lines = helper
            .lines
            .iter()
            .map(|line| Line {
                nodes: main.counters.nodes,
                elapsed: main.elapsed,
                counters: main.counters,
                ..line.clone()
            })
            .collect();
        taken.clone_from(&main.lines);
    }
    (main, taken)
}

impl<'a, R: Recorder> Searcher<'a, R> {
    /// A search about to start, alone, at the time of the call.
    pub(super) fn begin(
        (tt, eval_cache): (&'a super::TranspositionTable, &'a mut EvalCache),
        options: &'a super::SearchOptions,
        limits: &'a Limits,
        stop: &'a StopSignal,
        (path, tablebase_root): (Vec<u64>, Option<Vec<Move>>),
        report: &'a mut dyn FnMut(SearchUpdate),
        recorder: &'a mut R,
    ) -> Searcher<'a, R> {
        let now = Instant::now();
        Searcher {
            tt,
            eval_cache,
            options,
            heuristics: Heuristics::new(MAX_PLY),
            counters: Counters::default(),
            pv: PvTable::default(),
            path,
            limits,
            stop,
            start: now,
            last_progress: now,
            aborted: false,
            seldepth: 0,
            depth: 0,
            currmove: None,
            root_best: None,
            excluded: Vec::new(),
            tablebase_root,
            seat: Seat::alone(),
            report,
            recorder,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use shakmaty::{Chess, Position};

    use super::{Line, SearchResult, StopReason, combine};
    use crate::score::Score;
    use crate::search::counters::Counters;
    use crate::search::report::Bound;

    /// A result of `nodes` nodes whose one line is at `depth`.
    fn result(depth: u32, nodes: u64, reason: StopReason, san_index: usize) -> SearchResult {
        let moves = Chess::default().legal_moves();
        let line = Line {
            depth,
            seldepth: depth,
            multipv: 1,
            score: Score::cp(depth as i32),
            bound: Bound::Exact,
            pv: vec![moves[san_index]],
            nodes,
            elapsed: Duration::from_millis(nodes),
            hashfull: 0,
            counters: Counters::default(),
        };
        SearchResult {
            best: Some(moves[san_index]),
            ponder: None,
            lines: vec![line],
            reason,
            counters: Counters {
                nodes,
                ..Counters::default()
            },
            elapsed: Duration::from_millis(nodes),
            thread_nodes: vec![nodes],
        }
    }

    #[test]
    fn a_helper_that_completed_the_depth_first_gives_its_lines() {
        // The main thread was stopped in its depth-11 iteration, the helper completed 12.
        let main = result(11, 700, StopReason::Depth, 0);
        let helpers = vec![result(12, 900, StopReason::Depth, 5)];
        let (team, reported) = combine(main, false, &helpers);
        assert_eq!(team.best, helpers[0].best);
        assert_eq!(team.reason, StopReason::Depth);
        assert_eq!(team.lines.len(), 1);
        assert_eq!(team.lines[0].depth, 12);
        assert_eq!(team.lines[0].nodes, 1600, "the nodes of every thread");
        assert_eq!(team.lines[0].elapsed, Duration::from_millis(700));
        assert_eq!(team.counters.nodes, 1600);
        assert_eq!(team.thread_nodes, [700, 900]);
        assert_eq!(reported, team.lines, "the helper's lines are reported");
    }

    #[test]
    fn the_main_threads_own_completed_lines_stay() {
        let main = result(12, 700, StopReason::Depth, 0);
        let stopped = result(12, 300, StopReason::Stopped, 5);
        let (team, reported) = combine(main.clone(), true, std::slice::from_ref(&stopped));
        assert_eq!(team.best, main.best);
        assert_eq!(team.lines, main.lines);
        assert_eq!(team.thread_nodes, [700, 300]);
        assert_eq!(team.counters.nodes, 1000);
        assert!(reported.is_empty());
        // Stopped from outside, no thread completed the depth: the main thread's lines.
        let interrupted = result(9, 700, StopReason::Stopped, 0);
        let (team, reported) = combine(interrupted.clone(), false, &[stopped]);
        assert_eq!(team.lines, interrupted.lines);
        assert_eq!(team.reason, StopReason::Stopped);
        assert!(reported.is_empty());
    }
}
