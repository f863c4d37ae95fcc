//! [`Thinking`]: one `go` from the command to its `bestmove`. It turns the command into search
//! limits and a time budget, writes the search's lines as `info`, decides when a timed search
//! has thought enough, and holds the `bestmove` of an infinite or pondering search until
//! `stop` or `ponderhit`, so that every `go` gets exactly one `bestmove`, after at least one
//! `info ... score`. It decides and writes text; the server does the sending and stopping.

use std::time::{Duration, Instant};

use shakmaty::{Chess, Move, Position};

use super::go::Go;
use super::info::{BestMove, UciText, legal_prefix};
use super::options::EngineOptions;
use super::position::GamePosition;
use super::time::{Budget, allocate};
use crate::History;
use crate::engine::Info;
use crate::format::{UciInfo, UciScore};
use crate::search::{Bound, CurrentMove, Limits, Line, Progress, SearchResult};

/// When the `bestmove` may be sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// As soon as the search ends (or is stopped by its budget).
    Normal,
    /// `go infinite`: only after `stop`, whenever the search ends.
    Infinite,
    /// `go ponder`: after `stop`, or after `ponderhit` as in [`Mode::Normal`].
    Ponder,
}

/// One `go` in progress.
#[derive(Debug)]
pub struct Thinking {
    root: Chess,
    history: History,
    go: Go,
    mode: Mode,
    overhead: Duration,
    single_move: bool,
    /// When the clock started: the `go`, or the `ponderhit`.
    started: Instant,
    /// The time budget, once the search plays on the clock.
    budget: Option<Budget>,
    /// An `info ... score` has been written.
    scored: bool,
    /// The search is being stopped (by its budget or by `stop`).
    stopping: bool,
    /// The result of a search that ended while its `bestmove` must wait.
    held: Option<Box<SearchResult>>,
    /// When the search began (`currmove` is named only after [`CURRMOVE_AFTER`]).
    searching_since: Instant,
    /// The depth and root move last named by `currmove`.
    last_root_move: Option<(u32, CurrentMove)>,
}

/// How long a search runs before its root moves are named as they are searched.
pub const CURRMOVE_AFTER: Duration = Duration::from_secs(1);

/// What the server must do after an event.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// Lines to write.
    pub lines: Vec<String>,
    /// Stop the search.
    pub stop: bool,
    /// Wake the server after this long (the hard limit of a search started without one).
    pub deadline: Option<Duration>,
    /// The `bestmove` was written: this `go` is over.
    pub done: bool,
}

impl Thinking {
    /// Plans `go` on `game` with `options`; `searchmoves` are the legal moves the command
    /// restricted the search to. Returns the search limits and the plan.
    pub fn plan(
        go: Go,
        game: &GamePosition,
        options: &EngineOptions,
        searchmoves: Vec<Move>,
        now: Instant,
    ) -> (Limits, Thinking) {
        let root = game.position().clone();
        let moves = if searchmoves.is_empty() {
            root.legal_moves().len()
        } else {
            searchmoves.len()
        };
        let mode = if go.ponder {
            Mode::Ponder
        } else if go.infinite {
            Mode::Infinite
        } else {
            Mode::Normal
        };
        let mut thinking = Thinking {
            history: game.history(),
            root,
            go,
            mode,
            overhead: options.move_overhead,
            single_move: moves == 1,
            started: now,
            budget: None,
            scored: false,
            stopping: false,
            held: None,
            searching_since: now,
            last_root_move: None,
        };
        let mut limits = Limits {
            depth: thinking.go.depth,
            nodes: thinking.go.nodes,
            searchmoves,
            ..Limits::infinite()
        }
        .with_multipv(options.multipv);
        if mode == Mode::Normal {
            limits.movetime = thinking.start_clock(now);
        }
        (limits, thinking)
    }

    /// Starts the clock at `now`: the budget from the clock, and the hard limit (from the
    /// budget and `movetime`), if any.
    fn start_clock(&mut self, now: Instant) -> Option<Duration> {
        self.started = now;
        self.budget = self
            .go
            .clock(self.root.turn())
            .map(|clock| allocate(&clock, self.overhead, self.single_move));
        let hard = self.budget.map(|b| b.hard);
        match (hard, self.go.movetime) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The time budget in force.
    pub fn budget(&self) -> Option<Budget> {
        self.budget
    }

    /// A line of the search, at `now`.
    pub fn line(&mut self, line: &Line, now: Instant) -> Reply {
        let mut reply = Reply::default();
        let pv = legal_prefix(&self.root, &line.pv);
        if pv.is_empty() {
            return reply;
        }
        let info = Info {
            pv,
            ..Info::from(line.clone())
        };
        reply.lines.push(UciInfo(&info).to_string());
        self.scored = true;
        if self.mode == Mode::Normal
            && !self.stopping
            && line.bound == Bound::Exact
            && line.multipv == 1
        {
            reply.stop = self.enough(line, now);
            self.stopping = reply.stop;
        }
        reply
    }

    /// Whether a search on the clock or looking for a mate has found enough with `line`.
    fn enough(&self, line: &Line, now: Instant) -> bool {
        let mate = line.score.mate_moves();
        if let (Some(wanted), Some(found)) = (self.go.mate, mate)
            && found > 0
            && found <= wanted as i32
        {
            return true;
        }
        let Some(budget) = self.budget else {
            return false;
        };
        // A mate proven (the iteration saw every line to its end) needs no more thought.
        let proven = mate.is_some_and(|m| line.depth as i32 >= 2 * m.abs() + 2);
        proven || now.duration_since(self.started) >= budget.soft
    }

    /// A progress snapshot at `now`: after a second of search, each new root move is named
    /// (`currmove`, `currmovenumber`).
    pub fn progress(&mut self, progress: &Progress, now: Instant) -> Reply {
        let mut reply = Reply::default();
        let Some(current) = progress.currmove else {
            return reply;
        };
        if now.duration_since(self.searching_since) >= CURRMOVE_AFTER
            && self.last_root_move != Some((progress.depth, current))
            && self.root.is_legal(current.mv)
        {
            self.last_root_move = Some((progress.depth, current));
            reply.lines.push(format!(
                "info depth {} currmove {} currmovenumber {}",
                progress.depth,
                UciText(current.mv),
                current.number
            ));
        }
        reply
    }

    /// The search ended with `result`.
    pub fn finished(&mut self, result: Box<SearchResult>) -> Reply {
        let mut reply = Reply::default();
        if !self.scored {
            reply.lines.push(self.fallback_info(&result));
            self.scored = true;
        }
        self.held = Some(result);
        if self.mode == Mode::Normal {
            self.release(&mut reply);
        }
        reply
    }

    /// `stop`: the `bestmove` now if the search has ended, else when it does.
    pub fn stop(&mut self) -> Reply {
        let mut reply = Reply::default();
        self.mode = Mode::Normal;
        if self.held.is_some() {
            self.release(&mut reply);
        } else {
            reply.stop = !self.stopping;
            self.stopping = true;
        }
        reply
    }

    /// `ponderhit` at `now`: the opponent played the expected move, so the search goes on,
    /// now on the clock.
    pub fn ponder_hit(&mut self, now: Instant) -> Reply {
        let mut reply = Reply::default();
        if self.mode != Mode::Ponder {
            return reply;
        }
        self.mode = Mode::Normal;
        if self.held.is_some() {
            self.release(&mut reply);
        } else {
            reply.deadline = self.start_clock(now);
        }
        reply
    }

    /// Whether the search may still run (a deadline for it must stop it).
    pub fn is_running(&self) -> bool {
        self.held.is_none() && !self.stopping
    }

    /// Marks the search as being stopped (a deadline passed).
    pub fn stopping(&mut self) {
        self.stopping = true;
    }

    fn release(&mut self, reply: &mut Reply) {
        if let Some(result) = self.held.take() {
            let pv = result
                .lines
                .first()
                .map(|l| legal_prefix(&self.root, &l.pv))
                .unwrap_or_default();
            let best = pv
                .first()
                .copied()
                .or(result.best.filter(|m| self.root.is_legal(*m)));
            let ponder = if pv.first() == best.as_ref() {
                pv.get(1).copied()
            } else {
                None
            };
            reply.lines.push(BestMove { best, ponder }.to_string());
            reply.done = true;
        }
    }

    /// The `info` of a search that ended before any line: mate or stalemate without a move,
    /// else the static evaluation with the move it falls back on.
    fn fallback_info(&self, result: &SearchResult) -> String {
        match result.best {
            None if self.root.is_checkmate() => "info depth 0 score mate 0".to_owned(),
            None => "info depth 0 score cp 0".to_owned(),
            Some(best) => format!(
                "info depth 0 score {} nodes {} time {} pv {}",
                UciScore(
                    crate::eval::evaluate(&self.root, self.history),
                    Bound::Exact
                ),
                result.counters.nodes,
                result.elapsed.as_millis(),
                UciText(best)
            ),
        }
    }
}

#[cfg(test)]
mod tests;
