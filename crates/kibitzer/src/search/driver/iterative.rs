//! Iterative deepening at the root: one iteration per depth, `MultiPV` lines one after another
//! (each excluding the moves of the lines before it) kept in score order, aspiration windows
//! around the previous iteration's score, and the decision when to stop.

use shakmaty::{Move, Position};

use crate::Score;
use crate::search::driver::report::{Bound, Line, SearchResult, StopReason};
use crate::search::explain::recorder::Recorder;
use crate::search::negamax::alpha_beta::MAX_PLY;
use crate::search::negamax::node::Node;
use crate::search::setup::limits::Limits;
use crate::search::{SearchUpdate, Searcher};

/// Beyond every score: the full window.
const INFINITY: i32 = Score::MATE + 1;
/// First aspiration half-width in centipawns; doubles on every failure.
const ASPIRATION_WINDOW: i32 = 25;
/// Aspiration windows from this depth on.
const ASPIRATION_DEPTH: u32 = 4;

/// Of two lower bounds proved at one depth (each a score and its line), the higher; the
/// first on a tie.
fn better_bound(
    first: Option<(i32, Vec<Move>)>,
    second: Option<(i32, Vec<Move>)>,
) -> Option<(i32, Vec<Move>)> {
    match (first, second) {
        (Some(a), Some(b)) if b.0 > a.0 => Some(b),
        (Some(a), _) => Some(a),
        (None, b) => b,
    }
}

impl<R: Recorder> Searcher<'_, R> {
    /// Runs iterations until a limit is reached or the search is stopped.
    pub(in crate::search) fn iterate(&mut self, root: &Node) -> SearchResult {
        let root_moves: Vec<Move> = root
            .pos
            .legal_moves()
            .into_iter()
            .filter(|m| self.root_allowed(m))
            .collect();
        if root_moves.is_empty() {
            return self.result(Vec::new(), StopReason::NoMoves, None);
        }
        let max_depth = self
            .limits
            .depth
            .unwrap_or(Limits::MAX_DEPTH)
            .min(MAX_PLY as u32 / 2);
        let wanted = self
            .limits
            .multipv
            .clamp(1, crate::search::MAX_MULTIPV)
            .min(root_moves.len());
        let mut completed: Vec<Line> = Vec::new();
        // The deepest iteration completed, by this thread or (adopted) by a helper.
        let mut done = 0;
        for depth in 1..=max_depth {
            if depth <= done || self.seat.skips(depth, max_depth) {
                continue;
            }
            self.depth = depth;
            self.seldepth = 0;
            self.excluded.clear();
            let mut lines: Vec<Line> = Vec::new();
            for index in 0..wanted {
                let previous = completed.get(index).map(|l| l.score.centipawns());
                let Some(line) = self.aspirate(root, depth, index, previous) else {
                    break;
                };
                self.excluded.extend(line.pv.first().copied());
                // A later line's search can prove more than an earlier one's did (the moves of
                // the earlier lines are excluded, and pruning and the table differ): the lines
                // are kept in score order, a stable sort as Stockfish does, so line 1 is the
                // best; the lines whose numbers changed are reported again.
                let at = lines
                    .iter()
                    .position(|l| l.score < line.score)
                    .unwrap_or(lines.len());
                lines.insert(at, line);
                for (i, moved) in lines.iter_mut().enumerate().skip(at) {
                    moved.multipv = i + 1;
                    (self.report)(SearchUpdate::Line(Box::new(moved.clone())));
                }
            }
            if self.aborted {
                if let Some((deeper, adopted)) = self.adopt_deeper(done) {
                    // A helper completed a deeper iteration (the depth limit itself, when
                    // that ended this one): its lines are the result.
                    let reason = if deeper >= max_depth {
                        self.depth_reason()
                    } else {
                        self.abort_reason()
                    };
                    return self.result(adopted, reason, root_moves.first().copied());
                }
                // Lines finished in the interrupted iteration are better than the old ones.
                for (i, line) in lines.into_iter().enumerate() {
                    match completed.get_mut(i) {
                        Some(slot) => *slot = line,
                        None => completed.push(line),
                    }
                }
                let reason = self.abort_reason();
                return self.result(completed, reason, root_moves.first().copied());
            }
            completed = lines;
            done = depth;
            self.seat.publish(depth, &completed);
            if let Some((deeper, adopted)) = self.adopt_deeper(depth) {
                (done, completed) = (deeper, adopted);
            }
            if let Some(reason) = self.finished(done, max_depth, &completed) {
                return self.result(completed, reason, root_moves.first().copied());
            }
        }
        self.result(completed, StopReason::MaxDepth, root_moves.first().copied())
    }

    /// One line at `depth`, widening the aspiration window until the score is inside it.
    fn aspirate(
        &mut self,
        root: &Node,
        depth: u32,
        index: usize,
        previous: Option<i32>,
    ) -> Option<Line> {
        let mut delta = ASPIRATION_WINDOW;
        let (mut alpha, mut beta) = match previous {
            Some(p)
                if self.options.aspiration
                    && depth >= ASPIRATION_DEPTH
                    && !Score::cp(p).is_mate() =>
            {
                (p - delta, p + delta)
            }
            _ => (-INFINITY, INFINITY),
        };
        // The line of the last fail high: its move beat the window, so it is kept as a lower
        // bound if the wider search after it is interrupted before proving anything itself.
        let mut failed_high: Option<(i32, Vec<Move>)> = None;
        loop {
            self.root_best = None;
            self.recorder.begin_root();
            let score = self.search(root, depth as i32, alpha, beta, 0, false);
            if self.aborted {
                // A root move searched to the end in this interrupted iteration is at least as
                // good as the score it proved: keep it as a lower bound, unless an earlier
                // search of this depth failed high higher (the wider window's search, cut
                // short, may have proved only a worse move so far).
                let pv = self.pv.line(0);
                let proved = self
                    .root_best
                    .filter(|_| !pv.is_empty())
                    .map(|best| (best, pv));
                let (best, pv) = better_bound(proved, failed_high)?;
                return Some(self.line(depth, index, best, Bound::Lower, pv));
            }
            let pv = self.pv.line(0);
            let bound = if score <= alpha && alpha > -INFINITY {
                if self.options.aspiration_correction {
                    // The score fell: a fail high above the middle is unlikely now.
                    beta = (alpha + beta) / 2;
                    self.counters.aspiration_corrections += 1;
                }
                alpha = (score - delta).max(-INFINITY);
                Bound::Upper
            } else if score >= beta && beta < INFINITY {
                beta = (score + delta).min(INFINITY);
                if !pv.is_empty() {
                    failed_high = Some((score, pv.clone()));
                }
                Bound::Lower
            } else {
                return Some(self.line(depth, index, score, Bound::Exact, pv));
            };
            self.counters.aspiration_failures += 1;
            delta *= 2;
            if delta > 400 {
                (alpha, beta) = (-INFINITY, INFINITY);
            }
            if !pv.is_empty() {
                let line = self.line(depth, index, score, bound, pv);
                (self.report)(SearchUpdate::Line(Box::new(line)));
            }
        }
    }

    fn line(&self, depth: u32, index: usize, score: i32, bound: Bound, pv: Vec<Move>) -> Line {
        Line {
            depth,
            seldepth: self.seldepth as u32,
            multipv: index + 1,
            score: Score::cp(score),
            bound,
            pv,
            nodes: self.counters.nodes + self.seat.others_now(),
            elapsed: self.start.elapsed(),
            hashfull: self.tt.hashfull(),
            counters: self.counters,
        }
    }

    /// For the main thread of a team: the deepest iteration a helper completed, if deeper than
    /// `done`, restamped with the team's nodes and time and reported as this search's lines.
    fn adopt_deeper(&mut self, done: u32) -> Option<(u32, Vec<Line>)> {
        let (depth, mut lines) = self.seat.deeper_than(done)?;
        self.counters.adopted_iterations += 1;
        self.depth = depth;
        for line in &mut lines {
            line.nodes = self.counters.nodes + self.seat.others_now();
            line.elapsed = self.start.elapsed();
            line.counters = self.counters;
            (self.report)(SearchUpdate::Line(Box::new(line.clone())));
        }
        Some((depth, lines))
    }

    /// Why a search that completed its last depth stopped.
    fn depth_reason(&self) -> StopReason {
        if self.limits.depth.is_some() {
            StopReason::Depth
        } else {
            StopReason::MaxDepth
        }
    }

    /// Why an aborted search stopped.
    fn abort_reason(&self) -> StopReason {
        if self.stop.raised() {
            StopReason::Stopped
        } else if self.limits.nodes.is_some_and(|n| self.all_nodes() >= n) {
            StopReason::Nodes
        } else {
            StopReason::Time
        }
    }

    /// Whether to stop after completing `depth`.
    fn finished(&self, depth: u32, max_depth: u32, lines: &[Line]) -> Option<StopReason> {
        if depth >= max_depth {
            return Some(self.depth_reason());
        }
        // A move time is spent in full, as UCI's `go movetime` is: the search is interrupted
        // when it runs out, and the interrupted iteration's finished root moves still count.
        // Only a proven mate ends it early.
        if self.limits.movetime.is_some()
            && let Some(best) = lines.first()
            && let Some(moves) = best.score.mate_moves()
            && depth as i32 >= 2 * moves.abs() + 2
        {
            return Some(StopReason::Mate);
        }
        None
    }

    fn result(&self, lines: Vec<Line>, reason: StopReason, fallback: Option<Move>) -> SearchResult {
        let best = lines
            .first()
            .and_then(|l| l.pv.first().copied())
            .or(fallback);
        let ponder = lines.first().and_then(|l| l.pv.get(1).copied());
        SearchResult {
            best,
            ponder,
            lines,
            reason,
            counters: self.counters,
            elapsed: self.start.elapsed(),
        }
    }
}
