//! [`EngineJudge`]: an external UCI engine ([`ExternalEngine`]) as a [`Judge`]. Every search
//! is a request of its own, sent after `ucinewgame` (the engine forgets what it learnt, so
//! that its answer depends on the position and the limit, as far as the engine allows), as
//! `position fen START moves ...` when the game's line is known and
//! `go depth N|nodes N|movetime MS [searchmoves MOVE]`; the answer is the last exact `info`
//! line of the first PV with a score, and the `bestmove`.
//!
//! Nothing waits forever: [`start`](EngineJudge::start) returns the engine's fault (not found,
//! not executable, no `uciok` or `readyok` within the timeout, died) instead of a judge, a
//! search ends with the fault of an engine that dies or is stopped, and an engine that says
//! nothing at all for [`EngineJudge::SILENCE`] during a search is given up on. Dropping the
//! judge quits the engine.

use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use shakmaty::Move;

use super::judge::{Judge, restricted};
use super::{CompareError, LineEnd};
use crate::engine::{
    EngineFault, EngineId, EngineSpec, EngineStatus, ExternalEngine, Info, SearchEvent,
    SearchRequest,
};
use crate::search::{Bound, Limits, Root, StopSignal};

/// How often a waiting search looks at its stop signal.
const POLL: Duration = Duration::from_millis(50);

/// An external engine that judges.
pub struct EngineJudge {
    engine: ExternalEngine,
    events: mpsc::Receiver<SearchEvent>,
    name: String,
    silence: Duration,
}

impl std::fmt::Debug for EngineJudge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EngineJudge")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

impl EngineJudge {
    /// The longest an engine may say nothing during a search (no `info`, no `bestmove`)
    /// before it is given up on. Engines report every finished depth, and Stockfish the move
    /// it searches every few seconds, so this only ends an engine that hangs.
    pub const SILENCE: Duration = Duration::from_mins(2);

    /// Starts `spec`'s program and waits for its handshake, each answer at most `timeout`
    /// (`uciok`, then `readyok`); the engine's fault if it cannot be had.
    pub fn start(spec: EngineSpec, timeout: Duration) -> Result<EngineJudge, EngineFault> {
        let (tx, events) = mpsc::channel();
        let fallback_name = spec.name.clone();
        let engine = ExternalEngine::spawn(EngineId(1), spec, timeout, move |event| {
            let _ = tx.send(event);
        });
        // The driver reports a late answer itself; this guard only covers a driver that
        // could not report at all.
        let deadline = Instant::now() + timeout * 2 + Duration::from_secs(1);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match events.recv_timeout(left) {
                Ok(SearchEvent::Engine { status, .. }) => match status {
                    EngineStatus::Ready { name, .. } => {
                        let name = if name.trim().is_empty() {
                            fallback_name
                        } else {
                            name
                        };
                        return Ok(EngineJudge {
                            engine,
                            events,
                            name,
                            silence: EngineJudge::SILENCE,
                        });
                    }
                    EngineStatus::Fault(fault) if fault.is_fatal() => return Err(fault),
                    EngineStatus::Fault(_) => {}
                },
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Err(EngineFault::NotUci {
                        timeout_ms: timeout.as_millis() as u64,
                    });
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(EngineFault::Exited {
                        code: None,
                        signal: None,
                    });
                }
            }
        }
    }

    /// The judge with another [`SILENCE`](EngineJudge::SILENCE).
    #[must_use]
    pub fn with_silence(mut self, silence: Duration) -> EngineJudge {
        self.silence = silence;
        self
    }
}

/// What one request gave.
#[derive(Default)]
struct Answer {
    /// The last exact line of the first PV (or the last line of any bound, if none was
    /// exact).
    info: Option<Info>,
    best: Option<Move>,
    nodes: u64,
}

impl EngineJudge {
    /// Sends the request and collects its lines until its `bestmove`.
    fn ask(&mut self, request: SearchRequest, stop: &StopSignal) -> Result<Answer, CompareError> {
        let id = self.engine.start_afresh(request);
        let mut answer = Answer::default();
        let mut heard = Instant::now();
        let mut stopping = false;
        loop {
            if stop.raised() && !stopping {
                stopping = true;
                self.engine.stop();
            }
            let event = match self.events.recv_timeout(POLL) {
                Ok(event) => event,
                Err(RecvTimeoutError::Timeout) if heard.elapsed() < self.silence => continue,
                Err(RecvTimeoutError::Timeout) => {
                    return Err(CompareError::Silent {
                        seconds: self.silence.as_secs(),
                    });
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(CompareError::Engine(EngineFault::Exited {
                        code: None,
                        signal: None,
                    }));
                }
            };
            heard = Instant::now();
            match event {
                SearchEvent::Info { id: of, info, .. } if of == id && info.multipv <= 1 => {
                    let exact_kept = answer
                        .info
                        .as_ref()
                        .is_some_and(|kept| kept.bound == Bound::Exact);
                    if info.bound == Bound::Exact || !exact_kept {
                        answer.info = Some(info);
                    }
                }
                SearchEvent::Finished {
                    id: of,
                    best,
                    counters,
                    ..
                } if of == id => {
                    if stopping {
                        return Err(CompareError::Stopped);
                    }
                    answer.best = best;
                    answer.nodes = counters.nodes;
                    return Ok(answer);
                }
                SearchEvent::Engine {
                    status: EngineStatus::Fault(fault),
                    ..
                } if fault.is_fatal() => return Err(CompareError::Engine(fault)),
                _ => {}
            }
        }
    }
}

impl Judge for EngineJudge {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn line(
        &mut self,
        root: &Root,
        limits: &Limits,
        only: Option<Move>,
        stop: &StopSignal,
    ) -> Result<LineEnd, CompareError> {
        let node = &root.node;
        let limits = restricted(node, limits, only)?;
        let request = SearchRequest {
            root: root.clone(),
            limits,
        };
        let answer = self.ask(request, stop)?;
        let Some(info) = answer.info else {
            return Err(CompareError::Unscored);
        };
        let first = info.pv.first().copied().or(answer.best);
        let pv = match (first, info.pv.is_empty()) {
            (Some(_), false) => info.pv,
            (Some(first), true) => vec![first],
            (None, _) => return Err(CompareError::Unscored),
        };
        if let Some(asked) = only
            && pv[0] != asked
        {
            return Err(CompareError::NotRestricted { asked, got: pv[0] });
        }
        let nodes = answer.nodes.max(info.nodes);
        let depth = info.depth;
        LineEnd::from_pv(node, info.score, pv, nodes)
            .map(|end| end.with_depth(depth))
            .ok_or(CompareError::NoLine)
    }
}
