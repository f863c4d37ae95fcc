//! The deepest iteration a helper thread has completed, with its lines, kept where the main
//! thread of the team can take it: a helper that finishes a depth the main thread has not
//! completed yet (the threads' table cutoffs differ, so one runs ahead) hands over its result, and the main
//! thread adopts it as its own completed iteration and goes on deeper. With a depth limit, the
//! search ends as soon as any thread has completed that depth.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};

use crate::search::driver::report::Line;

/// The deepest completed helper iteration of a team search.
#[derive(Debug, Default)]
pub(in crate::search) struct DeepestIteration {
    /// The depth of `lines` (0: none yet), readable without the lock.
    depth: AtomicU32,
    lines: Mutex<Vec<Line>>,
}

impl DeepestIteration {
    /// A helper completed `depth` with `lines` (best first); kept if deeper than what is kept.
    pub(in crate::search) fn publish(&self, depth: u32, lines: &[Line]) {
        if lines.is_empty() || depth <= self.depth() {
            return;
        }
        // A poisoned lock only means a helper panicked while publishing: its lines may be
        // half written, so nothing more is published.
        let Ok(mut kept) = self.lines.lock() else {
            return;
        };
        if depth > self.depth.load(Ordering::Acquire) {
            *kept = lines.to_vec();
            self.depth.store(depth, Ordering::Release);
        }
    }

    /// The depth of the deepest published iteration (0: none).
    #[inline]
    pub(in crate::search) fn depth(&self) -> u32 {
        self.depth.load(Ordering::Acquire)
    }

    /// The deepest published iteration if it is deeper than `than`.
    pub(in crate::search) fn deeper_than(&self, than: u32) -> Option<(u32, Vec<Line>)> {
        if self.depth() <= than {
            return None;
        }
        let kept = self.lines.lock().ok()?;
        let depth = self.depth.load(Ordering::Acquire);
        (depth > than && !kept.is_empty()).then(|| (depth, kept.clone()))
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::DeepestIteration;
    use crate::Score;
    use crate::search::driver::report::{Bound, Line};
    use crate::search::setup::counters::Counters;

    fn line(depth: u32, score: i32) -> Line {
        Line {
            depth,
            seldepth: depth,
            multipv: 1,
            score: Score::cp(score),
            bound: Bound::Exact,
            pv: Vec::new(),
            nodes: 1,
            elapsed: Duration::ZERO,
            hashfull: 0,
            counters: Counters::default(),
        }
    }

    #[test]
    fn only_a_deeper_iteration_replaces_the_kept_one() {
        let deepest = DeepestIteration::default();
        assert_eq!(deepest.depth(), 0);
        assert!(deepest.deeper_than(0).is_none());
        deepest.publish(6, &[line(6, 10)]);
        deepest.publish(4, &[line(4, 99)]);
        deepest.publish(6, &[line(6, 77)]);
        assert_eq!(deepest.depth(), 6);
        let (depth, lines) = deepest.deeper_than(5).expect("6 is deeper than 5");
        assert_eq!((depth, lines[0].score), (6, Score::cp(10)));
        assert!(deepest.deeper_than(6).is_none());
        deepest.publish(8, &[line(8, -3)]);
        assert_eq!(
            deepest.deeper_than(6).map(|(d, l)| (d, l[0].score)),
            Some((8, Score::cp(-3)))
        );
    }

    #[test]
    fn the_main_thread_adopts_a_helper_iteration_that_reached_the_depth_limit() {
        use crate::History;
        use crate::search::driver::report::StopReason;
        use crate::search::driver::threads::Seat;
        use crate::search::explain::recorder::NoRecorder;
        use crate::search::negamax::node::Node;
        use crate::search::table::eval_cache::EvalCache;
        use crate::search::table::tt::TranspositionTable;
        use crate::search::{Limits, SearchOptions, SearchUpdate, Searcher, StopSignal};
        use std::sync::atomic::AtomicU64;

        let (tt, cache) = (TranspositionTable::new(1), EvalCache::new(10));
        let (options, limits, stop) = (
            SearchOptions::default(),
            Limits::depth(6),
            StopSignal::never(),
        );
        let (deepest, helper_nodes) = (DeepestIteration::default(), AtomicU64::new(0));
        // A helper has completed depth 6 already (a made-up line the search could not find).
        deepest.publish(6, &[line(6, 4242)]);
        let mut reported = Vec::new();
        let mut report = |update: SearchUpdate| {
            if let SearchUpdate::Line(line) = update {
                reported.push((line.depth, line.score));
            }
        };
        let mut recorder = NoRecorder;
        let mut main = Searcher::begin(
            (&tt, &cache),
            &options,
            &limits,
            &stop,
            (Vec::new(), None),
            &mut report,
            &mut recorder,
        );
        let busy = crate::search::driver::threads::BusyMoves::default();
        main.seat = Seat::team(0, &helper_nodes, (&deepest, &busy));
        let result = main.iterate(&Node::new(shakmaty::Chess::default(), History::default()));
        assert_eq!(result.reason, StopReason::Depth);
        assert_eq!(result.lines.len(), 1);
        assert_eq!(
            (result.lines[0].depth, result.lines[0].score),
            (6, Score::cp(4242))
        );
        assert_eq!(result.counters.adopted_iterations, 1);
        assert_eq!(
            reported.last(),
            Some(&(6, Score::cp(4242))),
            "reported as a line"
        );
        assert!(
            reported.iter().all(|&(depth, _)| depth == 1 || depth == 6),
            "nothing between"
        );
    }

    #[test]
    fn an_iteration_without_lines_is_not_kept() {
        let deepest = DeepestIteration::default();
        deepest.publish(9, &[]);
        assert_eq!(deepest.depth(), 0);
    }
}
