//! Lazy SMP: a search on several threads. Helper threads search the same root as the main
//! thread with their own killers and history, sharing the transposition table and the
//! evaluation cache; the odd helpers leave out the even iterations from 4 on, so they run a
//! depth ahead, and helpers make no singular check (unless `helper-singular` is on). Each
//! thread puts off the moves another thread is searching at the same node (`busy_moves`), so
//! the threads spread over different subtrees and fill the table with results the others
//! then cut on. The main thread alone reports lines and decides when to stop; it then stops
//! the helpers, waits for them and adds their counters to its own. A search that records its
//! tree (`explain`) always runs on one thread.

use shakmaty::Move;

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use crate::search::driver::pv::PvTable;
use crate::search::driver::report::{Line, SearchResult};
use crate::search::explain::recorder::{NoRecorder, Recorder};
use crate::search::moves::heuristics::Heuristics;
use crate::search::negamax::node::Node;
use crate::search::setup::counters::Counters;
use crate::search::setup::limits::Limits;
use crate::search::table::eval_cache::EvalCache;
use crate::search::{LatestWins, MAX_PLY, Search, SearchUpdate, Searcher, StopSignal};
use busy_moves::{BusyMoves, DEFER_DEPTH, Entered};
use deepest::DeepestIteration;

mod busy_moves;
mod deepest;

/// The most threads a search takes (the command line, the workstation and UCI accept 1 to
/// this).
pub const MAX_THREADS: usize = 256;

/// The stack of every search thread: the search recurses deeply with move lists on the stack.
pub const THREAD_STACK_BYTES: usize = 64 * 1024 * 1024;

/// One thread's place in a search: alone, the main thread of a team, or a helper. The
/// helpers publish their node counts to a shared counter every 1024 nodes, which the main
/// thread reads as often, so reported node counts and node limits cover every thread.
#[derive(Clone, Copy, Debug)]
pub(in crate::search) struct Seat<'a> {
    /// 0 for the main thread (or a search alone), 1.. for helpers.
    pub(in crate::search) index: usize,
    /// The nodes the helpers have published; `None` for a search alone.
    helper_nodes: Option<&'a AtomicU64>,
    /// Main thread: the helpers' nodes as last read. Helper: its nodes published so far.
    synced: u64,
    /// The deepest iteration a helper completed; `None` for a search alone.
    deepest: Option<&'a DeepestIteration>,
    /// The moves the team's threads are in; `None` for a search alone (which never defers).
    busy: Option<&'a BusyMoves>,
}

impl<'a> Seat<'a> {
    /// A search on one thread.
    pub(in crate::search) fn alone() -> Seat<'a> {
        Seat {
            index: 0,
            helper_nodes: None,
            synced: 0,
            deepest: None,
            busy: None,
        }
    }

    /// Thread `index` of a team sharing `helper_nodes`, `deepest` and `busy`.
    fn team(
        index: usize,
        helper_nodes: &'a AtomicU64,
        (deepest, busy): (&'a DeepestIteration, &'a BusyMoves),
    ) -> Seat<'a> {
        Seat {
            index,
            helper_nodes: Some(helper_nodes),
            synced: 0,
            deepest: Some(deepest),
            busy: Some(busy),
        }
    }

    /// Whether to defer `mv`, a move other than the first at the node `node_hash` with
    /// `depth` to go, because another thread of the team is searching it now.
    #[inline]
    pub(in crate::search) fn defers(&self, node_hash: u64, mv: &Move, depth: i32) -> bool {
        depth >= DEFER_DEPTH && self.busy.is_some_and(|busy| busy.is_busy(node_hash, mv))
    }

    /// Marks `mv` at `node_hash` as searched by this thread, when it is deep enough for
    /// the others to care ([`Seat::leave`] clears it).
    #[inline]
    pub(in crate::search) fn enter(
        &self,
        node_hash: u64,
        mv: &Move,
        depth: i32,
    ) -> Option<Entered> {
        self.busy
            .filter(|_| depth >= DEFER_DEPTH)
            .map(|busy| busy.enter(node_hash, mv))
    }

    /// The search of a move [`Seat::enter`] marked is over.
    #[inline]
    pub(in crate::search) fn leave(&self, entered: Option<Entered>) {
        if let (Some(busy), Some(entered)) = (self.busy, entered) {
            busy.leave(entered);
        }
    }

    /// A helper completed the iteration at `depth` with `lines`: the main thread may adopt
    /// them (nothing for the main thread or a search alone).
    pub(in crate::search) fn publish(&self, depth: u32, lines: &[Line]) {
        if self.index > 0
            && let Some(deepest) = self.deepest
        {
            deepest.publish(depth, lines);
        }
    }

    /// For the main thread of a team: the deepest iteration a helper completed, if deeper
    /// than `than`.
    pub(in crate::search) fn deeper_than(&self, than: u32) -> Option<(u32, Vec<Line>)> {
        match self.deepest {
            Some(deepest) if self.index == 0 => deepest.deeper_than(than),
            _ => None,
        }
    }

    /// Whether this thread leaves out the iteration at `depth` (of at most `max_depth`): the
    /// odd helpers skip the even depths from 4 on (never the last), so they search a depth
    /// ahead of the main thread and hand it deeper iterations, as Stockfish's helpers once
    /// skipped depths. Two threads took 0.83 of one thread's time to depth 12 on the bench
    /// positions without it (3 runs), 0.74 with it (14 runs).
    pub(in crate::search) fn skips(&self, depth: u32, max_depth: u32) -> bool {
        !self.index.is_multiple_of(2) && depth >= 4 && depth.is_multiple_of(2) && depth < max_depth
    }

    /// Whether this thread makes the singular check: a search alone and the main thread of a
    /// team do, helpers only with `helpers_check` (the `helper-singular` switch). The check
    /// keys on the table's deep bounds, which two threads fill faster than one, and with every
    /// thread checking, two threads took 0.74 of one thread's time to depth 12 on the bench
    /// positions (mean of 14 runs; 0.60 of 9 with the main thread alone checking; on a second
    /// machine 0.684 against 0.631, 10 pairs each), but solved more WAC positions at 500 ms
    /// (see [`crate::search::SearchOptions::helper_singular`]). A helper that completes an iteration
    /// first still hands its lines over.
    pub(in crate::search) fn checks_singular(&self, helpers_check: bool) -> bool {
        self.index == 0 || helpers_check
    }

    /// For the main thread of a team: whether a helper has completed `depth` already.
    #[inline]
    pub(in crate::search) fn helper_reached(&self, depth: u32) -> bool {
        self.index == 0 && self.deepest.is_some_and(|d| d.depth() >= depth)
    }

    /// Every 1024 nodes: a helper publishes the nodes it searched since last time, the main
    /// thread reads the helpers' total.
    #[inline]
    pub(in crate::search) fn sync(&mut self, own_nodes: u64) {
        if let Some(shared) = self.helper_nodes {
            if self.index == 0 {
                self.synced = shared.load(Ordering::Relaxed);
            } else {
                shared.fetch_add(own_nodes - self.synced, Ordering::Relaxed);
                self.synced = own_nodes;
            }
        }
    }

    /// The nodes of the other threads as last read (0 alone and in helpers).
    #[inline]
    pub(in crate::search) fn others(&self) -> u64 {
        if self.index == 0 { self.synced } else { 0 }
    }

    /// The nodes the helpers have published by now (0 alone and in helpers).
    pub(in crate::search) fn others_now(&self) -> u64 {
        match self.helper_nodes {
            Some(shared) if self.index == 0 => shared.load(Ordering::Relaxed),
            _ => 0,
        }
    }
}

/// Raises the helpers' stop signal when dropped, so they stop however the main thread's
/// search ends (even by a panic: the scope then still joins them).
struct StopHelpers<'a>(&'a LatestWins);

impl Drop for StopHelpers<'_> {
    fn drop(&mut self) {
        self.0.stop();
    }
}

impl Search {
    /// Searches `root` with the main thread and `helpers` helper threads (the table's new
    /// search has begun). A helper the system refuses to start is simply left out.
    pub(in crate::search) fn run_team<R: Recorder>(
        &mut self,
        helpers: usize,
        (root, path, tablebase_root): (&Node, Vec<u64>, Option<Vec<Move>>),
        limits: &Limits,
        stop: &StopSignal,
        report: &mut dyn FnMut(SearchUpdate),
        recorder: &mut R,
    ) -> SearchResult {
        let Search {
            tt,
            eval_cache,
            options,
        } = self;
        let (tt, eval_cache, options) = (&*tt, &*eval_cache, &*options);
        let helper_nodes = AtomicU64::new(0);
        let deepest = DeepestIteration::default();
        let busy = BusyMoves::default();
        let helpers_run = LatestWins::new();
        let helper_stop = helpers_run.start_signal();
        // Helpers search until the main thread stops them, or up to the depth limit: the first
        // thread to complete that depth ends the search.
        let helper_limits = Limits {
            nodes: None,
            movetime: None,
            ..limits.clone()
        };
        std::thread::scope(|scope| {
            let mut threads = Vec::new();
            for index in 0..helpers {
                let (helper_limits, helper_stop, path, tablebase_root) = (
                    &helper_limits,
                    &helper_stop,
                    path.clone(),
                    tablebase_root.clone(),
                );
                let (helper_nodes, shared) = (&helper_nodes, (&deepest, &busy));
                let spawned = std::thread::Builder::new()
                    .name(format!("kibitzer-helper-{}", index + 1))
                    .stack_size(THREAD_STACK_BYTES)
                    .spawn_scoped(scope, move || {
                        let mut silent = |_: SearchUpdate| {};
                        let mut recorder = NoRecorder;
                        let mut searcher = Searcher::begin(
                            (tt, eval_cache),
                            options,
                            helper_limits,
                            helper_stop,
                            (path, tablebase_root),
                            &mut silent,
                            &mut recorder,
                        );
                        searcher.seat = Seat::team(index + 1, helper_nodes, shared);
                        searcher.iterate(root).counters
                    });
                threads.extend(spawned.ok());
            }
            let stopper = StopHelpers(&helpers_run);
            let mut main = Searcher::begin(
                (tt, eval_cache),
                options,
                limits,
                stop,
                (path, tablebase_root),
                report,
                recorder,
            );
            main.seat = Seat::team(0, &helper_nodes, (&deepest, &busy));
            let mut result = main.iterate(root);
            drop(stopper);
            let helper_counters: Counters = threads
                .into_iter()
                .filter_map(|thread| thread.join().ok())
                .fold(Counters::default(), |mut sum, c| {
                    sum += c;
                    sum
                });
            result.counters += helper_counters;
            result
        })
    }
}

impl<'a, R: Recorder> Searcher<'a, R> {
    /// A search about to start, alone, at the time of the call.
    pub(in crate::search) fn begin(
        (tt, eval_cache): (&'a crate::search::TranspositionTable, &'a EvalCache),
        options: &'a crate::search::SearchOptions,
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
            stack: crate::search::negamax::ply::PlyStack::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU64, Ordering};

    use super::{BusyMoves, DeepestIteration, Seat};

    /// What a team's seats share: the helpers' node count, the deepest iteration, the busy
    /// moves.
    #[derive(Default)]
    struct Shared(AtomicU64, DeepestIteration, BusyMoves);

    impl Shared {
        fn seat(&self, index: usize) -> Seat<'_> {
            Seat::team(index, &self.0, (&self.1, &self.2))
        }
    }

    #[test]
    fn helpers_publish_their_nodes_and_the_main_thread_reads_them() {
        let team = Shared::default();
        let (mut main, mut helper) = (team.seat(0), team.seat(1));
        helper.sync(1024);
        helper.sync(3072);
        assert_eq!(team.0.load(Ordering::Relaxed), 3072, "published once each");
        assert_eq!(main.others(), 0, "not read yet");
        main.sync(2048);
        assert_eq!(main.others(), 3072);
        assert_eq!(main.others_now(), 3072);
        assert_eq!(
            helper.others(),
            0,
            "a helper has no node limit to count against"
        );
        assert_eq!(Seat::alone().others_now(), 0);
    }

    #[test]
    fn odd_helpers_skip_even_depths_from_four_but_never_the_last() {
        let team = Shared::default();
        let seats: Vec<Seat> = (0..4).map(|index| team.seat(index)).collect();
        let skipped =
            |seat: &Seat| -> Vec<u32> { (1..=12).filter(|&d| seat.skips(d, 12)).collect() };
        assert_eq!(skipped(&Seat::alone()), Vec::<u32>::new());
        assert_eq!(skipped(&seats[0]), Vec::<u32>::new(), "the main thread");
        assert_eq!(skipped(&seats[1]), vec![4, 6, 8, 10], "never 12, the last");
        assert_eq!(skipped(&seats[2]), Vec::<u32>::new());
        assert_eq!(skipped(&seats[3]), vec![4, 6, 8, 10]);
        assert!(
            !seats[1].skips(10, 10),
            "the depth limit itself is searched"
        );
    }

    #[test]
    fn only_a_search_alone_and_the_main_thread_check_singular_moves() {
        let team = Shared::default();
        assert!(Seat::alone().checks_singular(false));
        assert!(team.seat(0).checks_singular(false));
        assert!(!team.seat(1).checks_singular(false));
        assert!(!team.seat(2).checks_singular(false));
        // `helper-singular`: every thread checks.
        assert!(team.seat(1).checks_singular(true));
        assert!(team.seat(2).checks_singular(true));
    }
}
