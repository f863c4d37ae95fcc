//! The alpha-beta search of kibitzer (`docs/spec/advisors-guard-harris.md` sections 3, 5.1 and 6):
//! iterative deepening negamax with principal variation search, aspiration windows, a
//! transposition table that keeps bound types and drafts, quiescence, check and hung-man
//! extensions, killers, history and the guard heuristic for ordering, pruning and reduction.
//! It evaluates with the Stanback evaluation, the same function `kibitzer eval` explains.
//!
//! Searches limited by depth or nodes are deterministic on one thread: same inputs, same nodes.
//! With [`SearchOptions::threads`] above one, helper threads share the table (lazy SMP) and
//! results vary from run to run.
//!
//! The modules, by role: `driver` (iterative deepening, threads, reports, stopping, and
//! [`SearchThread`], the thread that runs a line of search jobs), `setup` ([`Root`], limits,
//! the switch table of the options, counters), `negamax` (the node search, its steps numbered
//! in `negamax::alpha_beta`, the move loop, quiescence, the ply stack), `pruning`, `extend`
//! (extensions), `moves` (generation and ordering), `table` (transposition table, evaluation
//! cache) and `explain` (recording and replaying the tree).
//!
//! ```
//! use kibitzer::search::{Limits, Search, SearchOptions, StopSignal};
//! use kibitzer::{History, game::parse_fen};
//!
//! // White mates in one with Ra8#.
//! let pos = parse_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
//! let mut search = Search::new(SearchOptions::default());
//! let result = search.run_position(&pos, History::default(), &Limits::depth(3));
//! assert_eq!(result.best.unwrap().to().to_string(), "a8");
//! assert_eq!(result.lines[0].score.mate_moves(), Some(1));
//! ```

mod driver;
mod explain;
mod extend;
mod moves;
mod negamax;
mod pruning;
mod setup;
mod table;

use std::time::{Duration, Instant};

use shakmaty::{Chess, Move};

pub use driver::report::{
    Bound, CurrentMove, Line, Progress, SearchResult, StopReason, nodes_per_second,
};
pub use driver::search_thread::{SearchJobs, SearchThread, Stale};
pub use driver::stop::{LatestWins, StopSignal};
pub use driver::threads::{MAX_THREADS, THREAD_STACK_BYTES};
pub use explain::recorder::{EndReason, NoRecorder, Recorder};
pub use explain::tree::{NodeKind, SearchTree, TreeNode, TreeRecorder};
pub use extend::pawn_ending::PAWN_ENDING_PLIES;
pub use extend::singular::{SINGULAR_DEPTH, SINGULAR_MARGIN};
pub use moves::exchange::static_exchange;
pub use moves::heuristics::Heuristics;
pub use moves::ordering::{OrderReason, ScoredMove, destination, order, uci_key};
pub use negamax::alpha_beta::MAX_PLY;
pub use negamax::lazy_eval::{LAZY_MARGIN, material_balance};
pub use negamax::node::{Node, hash_of};
pub use pruning::exchange_pruning::{CAPTURE_LOSS, EXCHANGE_DEPTH, QUIET_LOSS};
pub use pruning::guard_rules::LATE_ROOT_DEPTH;
pub use pruning::internal_reduction::IIR_DEPTH;
pub use pruning::late_reduction::late_reduction_plies;
pub use pruning::razoring::{RAZOR_BASE, RAZOR_DEPTH, RAZOR_MARGIN};
pub use pruning::sacrifice::SACRIFICE_LOSS;
pub use setup::counters::Counters;
pub use setup::limits::{Limits, MAX_MULTIPV};
pub use setup::options::SearchOptions;
pub use setup::root::{GameLine, Root};
pub use setup::switch::Switch;
pub use table::hash_memory::{HashAllocError, MAX_HASH_MB};
pub use table::tt::{TranspositionTable, TtBound, TtHit, encode_move};

use crate::History;
use driver::pv::PvTable;
use driver::threads::Seat;
use table::eval_cache::EvalCache;

/// What a running search tells its caller.
#[derive(Clone, Debug)]
pub enum SearchUpdate {
    /// A completed line at some depth (or a bound while an aspiration failure resolves).
    Line(Box<Line>),
    /// A progress snapshot (at most about ten per second).
    Progress(Box<Progress>),
}

/// Slots of the evaluation cache: 2^18 (4 MB).
const EVAL_CACHE_BITS: u32 = 18;

/// A search engine with its transposition table, reusable across searches.
pub struct Search {
    tt: TranspositionTable,
    eval_cache: EvalCache,
    options: SearchOptions,
}

impl Search {
    /// A search with `options` (the table is sized from `options.hash_mb`).
    ///
    /// # Panics
    /// If the system refuses the table's memory; see [`Search::try_new`].
    pub fn new(options: SearchOptions) -> Search {
        Search::try_new(options).unwrap_or_else(|e| panic!("{e}"))
    }

    /// A search with `options`, or an error if the table cannot be allocated.
    pub fn try_new(options: SearchOptions) -> Result<Search, HashAllocError> {
        let tt = TranspositionTable::try_new(options.hash_mb)?;
        tt.make_resident();
        Ok(Search {
            tt,
            eval_cache: EvalCache::new(EVAL_CACHE_BITS),
            options,
        })
    }

    /// The options in force.
    pub fn options(&self) -> &SearchOptions {
        &self.options
    }

    /// Changes the options, resizing the table if its size changed. If the new table cannot
    /// be allocated, nothing changes: the old table and options stay.
    pub fn set_options(&mut self, options: SearchOptions) -> Result<(), HashAllocError> {
        if options.hash_mb != self.options.hash_mb {
            self.tt = TranspositionTable::try_new(options.hash_mb)?;
            self.tt.make_resident();
        }
        self.options = options;
        Ok(())
    }

    /// Puts in a table allocated elsewhere (the old one is freed here) and makes it resident
    /// here, on the searching thread.
    pub fn replace_table(&mut self, table: TranspositionTable) {
        self.options.hash_mb = table.megabytes();
        self.tt = table;
        self.tt.make_resident();
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        // The evaluation cache stays: its values are exact, so keeping it changes no result.
        self.tt.clear();
    }

    /// Searches `pos` with no game history, no stop signal and no reports.
    pub fn run_position(&mut self, pos: &Chess, history: History, limits: &Limits) -> SearchResult {
        self.run(
            &Node::new(pos.clone(), history),
            &[],
            limits,
            &StopSignal::never(),
            &mut |_| {},
        )
    }

    /// Searches `root`. `before_root` are the hashes of the game's positions before the root
    /// (oldest first), for repetition draws. Updates go to `report` as they happen.
    pub fn run(
        &mut self,
        root: &Node,
        before_root: &[u64],
        limits: &Limits,
        stop: &StopSignal,
        report: &mut dyn FnMut(SearchUpdate),
    ) -> SearchResult {
        self.run_with(root, before_root, limits, stop, report, &mut NoRecorder)
    }

    /// Searches `root` like [`Search::run_position`] and records the tree of the last root
    /// search (the last iteration's final aspiration attempt), up to `budget` nodes.
    pub fn explain(
        &mut self,
        pos: &Chess,
        history: History,
        limits: &Limits,
        budget: usize,
    ) -> (SearchResult, SearchTree) {
        self.explain_until(pos, history, limits, budget, &StopSignal::never())
    }

    /// [`Search::explain`] that also ends when `stop` is raised.
    pub fn explain_until(
        &mut self,
        pos: &Chess,
        history: History,
        limits: &Limits,
        budget: usize,
        stop: &StopSignal,
    ) -> (SearchResult, SearchTree) {
        let mut recorder = TreeRecorder::new(budget);
        let root = Node::new(pos.clone(), history);
        let result = self.run_with(&root, &[], limits, stop, &mut |_| {}, &mut recorder);
        (result, recorder.into_tree())
    }

    fn run_with<R: Recorder>(
        &mut self,
        root: &Node,
        before_root: &[u64],
        limits: &Limits,
        stop: &StopSignal,
        report: &mut dyn FnMut(SearchUpdate),
        recorder: &mut R,
    ) -> SearchResult {
        self.tt.new_search();
        let mut path = before_root.to_vec();
        path.push(root.hash);
        // With the root in the endgame tables, only the moves that keep their result: probed
        // once, for every thread.
        let tablebase_root = self
            .options
            .tablebases
            .as_ref()
            .and_then(|tables| tables.root_moves(&root.pos));
        let helpers = self.options.threads.clamp(1, MAX_THREADS) - 1;
        if helpers > 0 && !R::ACTIVE {
            let root = (root, path, tablebase_root);
            return self.run_team(helpers, root, limits, stop, report, recorder);
        }
        Searcher::begin(
            (&self.tt, &self.eval_cache),
            &self.options,
            limits,
            stop,
            (path, tablebase_root),
            report,
            recorder,
        )
        .iterate(root)
    }
}

/// The state of one running search.
pub(crate) struct Searcher<'a, R: Recorder = NoRecorder> {
    tt: &'a TranspositionTable,
    eval_cache: &'a EvalCache,
    options: &'a SearchOptions,
    heuristics: Heuristics,
    counters: Counters,
    pv: PvTable,
    /// Hashes of the game before the root, then of the search path, current node last.
    path: Vec<u64>,
    limits: &'a Limits,
    stop: &'a StopSignal,
    start: Instant,
    last_progress: Instant,
    aborted: bool,
    seldepth: usize,
    /// The iteration in progress.
    depth: u32,
    /// The root move being searched.
    currmove: Option<CurrentMove>,
    /// The best root score of the running root search, once a root move raised alpha.
    root_best: Option<i32>,
    /// Root moves already taken by earlier `MultiPV` lines of this iteration.
    excluded: Vec<Move>,
    /// The root moves that keep the endgame tables' result, when the tables cover the root.
    tablebase_root: Option<Vec<Move>>,
    /// Alone, or which thread of a team.
    seat: Seat<'a>,
    report: &'a mut dyn FnMut(SearchUpdate),
    recorder: &'a mut R,
    /// What the search keeps of each ply of the path.
    stack: negamax::ply::PlyStack,
}

impl<R: Recorder> Searcher<'_, R> {
    /// Whether the search must stop now: node limit (exact for a search alone, so
    /// node-limited searches are deterministic; with helpers their nodes count as last
    /// read), and every 1024 nodes the helpers' nodes, the stop signal and the clock.
    #[inline]
    fn should_stop(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.limits.nodes.is_some_and(|max| self.all_nodes() >= max) {
            self.aborted = true;
            return true;
        }
        if self.counters.nodes.trailing_zeros() >= 10 {
            self.seat.sync(self.counters.nodes);
            if self.stop.raised()
                || self
                    .limits
                    .depth
                    .is_some_and(|depth| self.seat.helper_reached(depth))
            {
                // (A helper that completed the depth limit ends the main thread's search: it
                // adopts the helper's lines.)
                self.aborted = true;
                return true;
            }
            let now = Instant::now();
            if self
                .limits
                .movetime
                .is_some_and(|t| now.duration_since(self.start) >= t)
            {
                self.aborted = true;
                return true;
            }
            if now.duration_since(self.last_progress) >= Duration::from_millis(100) {
                self.last_progress = now;
                let progress = Progress {
                    depth: self.depth,
                    nodes: self.counters.nodes + self.seat.others_now(),
                    elapsed: now.duration_since(self.start),
                    hashfull: self.tt.hashfull(),
                    counters: self.counters,
                    currmove: self.currmove,
                };
                (self.report)(SearchUpdate::Progress(Box::new(progress)));
            }
        }
        false
    }

    /// The nodes of every thread, the helpers' as last read.
    #[inline]
    fn all_nodes(&self) -> u64 {
        self.counters.nodes + self.seat.others()
    }

    /// Whether a root move may be searched (searchmoves, and not taken by an earlier line).
    fn root_allowed(&self, m: &Move) -> bool {
        (self.limits.searchmoves.is_empty() || self.limits.searchmoves.contains(m))
            && !self.excluded.contains(m)
            && self.tablebase_allows(m)
    }

    /// Whether the root's move list is restricted (then its result is not stored).
    fn root_restricted(&self) -> bool {
        !self.limits.searchmoves.is_empty()
            || !self.excluded.is_empty()
            || self.tablebase_root.is_some()
    }
}
