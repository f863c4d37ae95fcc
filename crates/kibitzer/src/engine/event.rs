//! [`SearchEvent`]: what an engine reports about one request, each event tagged with the
//! [`RequestId`] (engine and search) it belongs to. The events say only what the engine found;
//! the breakdowns and threats a person reads are computed by whoever shows them.

use shakmaty::Move;

use super::ids::RequestId;
use super::info::Info;
use super::status::EngineStatus;
use crate::search::{Counters, HashAllocError, Line, Progress, SearchTree, StopReason};

/// What the worker reports.
#[derive(Clone, Debug)]
pub enum SearchEvent {
    /// The search began.
    Started {
        /// The request.
        id: RequestId,
    },
    /// A completed depth of one line (or a bound while an aspiration failure resolves).
    Info {
        /// The request.
        id: RequestId,
        /// The line.
        info: Info,
        /// What the search did so far (none from an engine that does not say).
        counters: Option<Counters>,
    },
    /// A progress snapshot (at most about ten per second).
    Progress {
        /// The request.
        id: RequestId,
        /// Depth, nodes, time, hash use, counters, the root move being searched.
        progress: Progress,
    },
    /// An explain run finished: the recorded tree, or why its table could not be had.
    Explained {
        /// The request.
        id: RequestId,
        /// The tree of the last iteration.
        tree: Result<Box<SearchTree>, HashAllocError>,
    },
    /// News about the engine itself (external engines only): it is ready, or a fault. `id`
    /// names the engine and the request current when it happened (search 0 before any).
    Engine {
        /// The engine, and the request current at the time.
        id: RequestId,
        /// What happened.
        status: EngineStatus,
    },
    /// The search ended.
    Finished {
        /// The request.
        id: RequestId,
        /// The move to play.
        best: Option<Move>,
        /// The expected reply.
        ponder: Option<Move>,
        /// Why it ended.
        reason: StopReason,
        /// What the search did.
        counters: Counters,
    },
}

impl SearchEvent {
    /// The event of the internal search's `line` (its counters included).
    pub fn line(id: RequestId, line: Line) -> SearchEvent {
        let counters = Some(line.counters);
        SearchEvent::Info {
            id,
            info: Info::from(line),
            counters,
        }
    }

    /// The request this event belongs to.
    pub fn id(&self) -> RequestId {
        match self {
            SearchEvent::Started { id }
            | SearchEvent::Info { id, .. }
            | SearchEvent::Progress { id, .. }
            | SearchEvent::Explained { id, .. }
            | SearchEvent::Engine { id, .. }
            | SearchEvent::Finished { id, .. } => *id,
        }
    }
}
