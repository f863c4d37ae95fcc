//! [`Current`]: the request an external engine is searching, and how its `info` and
//! `bestmove` lines become the boundary's events: lines with a score are [`Info`] lines
//! (their PV made legal moves from the request's root, cut at the first illegal move, which
//! is a fault), the other `info` lines progress; the `bestmove` ends the request, and one
//! that is not legal at the root is a fault (an answer for another position).

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

use crate::engine::{EngineFault, RequestId, SearchEvent};
use crate::search::{Counters, CurrentMove, Limits, Progress, StopReason};
use crate::uci::client::{InfoLine, legal_move};

/// What a line of the current search gives: an event, or a fault found in it.
pub(super) type Outcome = Result<SearchEvent, EngineFault>;

/// The request being searched.
pub(super) struct Current {
    id: RequestId,
    root: Chess,
    limits: Limits,
    progress: Progress,
    /// Whether an illegal PV move was reported (once per request is enough).
    illegal_reported: bool,
    /// Whether the `readyok` of the `isready` sent between `position` and `go` has come:
    /// a `bestmove` before it was written before the engine read `go`, so it is not this
    /// request's.
    pub(super) ready: bool,
}

impl Current {
    /// The search of `root` with `limits`, as request `id`.
    pub(super) fn new(id: RequestId, root: Chess, limits: Limits) -> Current {
        Current {
            id,
            root,
            limits,
            progress: Progress {
                depth: 0,
                nodes: 0,
                elapsed: std::time::Duration::ZERO,
                hashfull: 0,
                counters: Counters::default(),
                currmove: None,
            },
            illegal_reported: false,
            ready: false,
        }
    }

    /// The events of an `info` line.
    pub(super) fn info(&mut self, info: &InfoLine) -> Vec<Outcome> {
        self.note_progress(info);
        let id = self.id;
        if let Some((line, illegal)) = info.to_info(&self.root) {
            let mut events = Vec::with_capacity(2);
            if let Some(illegal) = illegal.filter(|_| !self.illegal_reported) {
                self.illegal_reported = true;
                events.push(Err(EngineFault::IllegalPvMove {
                    mv: illegal.mv.to_string(),
                    ply: illegal.ply,
                }));
            }
            let counters = Some(Counters {
                nodes: line.nodes,
                ..Counters::default()
            });
            events.push(Ok(SearchEvent::Info {
                id,
                info: line,
                counters,
            }));
            return events;
        }
        let progressed = info.depth.is_some()
            || info.nodes.is_some()
            || info.currmove.is_some()
            || info.hashfull.is_some();
        if !progressed {
            return Vec::new();
        }
        vec![Ok(SearchEvent::Progress {
            id,
            progress: self.progress.clone(),
        })]
    }

    /// Keeps the numbers of `info` in the running progress.
    fn note_progress(&mut self, info: &InfoLine) {
        let progress = &mut self.progress;
        if let Some(depth) = info.depth {
            progress.depth = depth;
        }
        if let Some(nodes) = info.nodes {
            progress.nodes = nodes;
            progress.counters.nodes = nodes;
        }
        if let Some(time) = info.time {
            progress.elapsed = time;
        }
        if let Some(hashfull) = info.hashfull {
            progress.hashfull = hashfull;
        }
        if let Some(mv) = info.currmove {
            progress.currmove = legal_move(&self.root, &mv).map(|mv| CurrentMove {
                mv,
                number: info.currmovenumber.unwrap_or(0),
            });
        }
    }

    /// The events of the `bestmove` that ends this request; `stopped` when `stop` was sent.
    pub(super) fn finish(
        self,
        best: Option<&UciMove>,
        ponder: Option<&UciMove>,
        stopped: bool,
    ) -> Vec<Outcome> {
        let mut events = Vec::with_capacity(2);
        let legal = best.and_then(|mv| legal_move(&self.root, mv));
        if let (Some(mv), None) = (best, legal) {
            events.push(Err(EngineFault::WrongBestMove { mv: mv.to_string() }));
        }
        let ponder = legal.zip(ponder).and_then(|(best, ponder)| {
            let mut after = self.root.clone();
            after.play_unchecked(best);
            legal_move(&after, ponder)
        });
        let reason = if stopped {
            StopReason::Stopped
        } else if best.is_none() {
            StopReason::NoMoves
        } else if self.limits.depth.is_some() {
            StopReason::Depth
        } else if self.limits.nodes.is_some() {
            StopReason::Nodes
        } else if self.limits.movetime.is_some() {
            StopReason::Time
        } else {
            StopReason::MaxDepth
        };
        events.push(Ok(SearchEvent::Finished {
            id: self.id,
            best: legal,
            ponder,
            reason,
            counters: self.progress.counters,
        }));
        events
    }
}
