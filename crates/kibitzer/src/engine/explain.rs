//! Explain runs: record the search tree of a position (the workstation's `t`). An explain run
//! is a request to a [`SearchHandle`](super::SearchHandle) like an analysis: it gets a
//! [`RequestId`](super::RequestId), a newer request supersedes it (latest wins), `stop` ends
//! it, a stopped run reports nothing and a finished one reports
//! [`SearchEvent::Explained`](super::SearchEvent::Explained) with its id.
//!
//! Each run searches with a fresh table of [`ExplainRequest::hash_mb`], never the analysis's:
//! a table warmed by a long analysis would cut the recorded tree off at its root, and the
//! tree would change with whatever was analysed before. The workstation sends explain runs
//! to a second handle with an engine id of its own, not to the analysis's: the analysis keeps
//! running while a tree is recorded (a tree of depth 8 can take seconds), and the two never
//! supersede each other. Both handles share the worker code, the ids and the event stream.

use shakmaty::Chess;

use crate::History;
use crate::search::{HashAllocError, Limits, Search, SearchOptions, SearchTree, StopSignal};

/// What to explain.
#[derive(Clone, Debug)]
pub struct ExplainRequest {
    /// The root position.
    pub position: Chess,
    /// Its history facts.
    pub history: History,
    /// The depth to search.
    pub depth: u32,
    /// At most this many recorded nodes.
    pub budget: usize,
    /// The size of the run's own fresh table, in MB.
    pub hash_mb: usize,
}

impl ExplainRequest {
    /// The table size the workstation gives an explain run, in MB.
    pub const DEFAULT_HASH_MB: usize = 16;
}

/// The recorded tree of `request`, searched with `options` (switches) and a fresh table of
/// the request's size, or the error if that table cannot be allocated.
pub(super) fn explain(
    request: &ExplainRequest,
    options: &SearchOptions,
    stop: &StopSignal,
) -> Result<SearchTree, HashAllocError> {
    let mut search = Search::try_new(SearchOptions {
        hash_mb: request.hash_mb,
        ..options.clone()
    })?;
    let limits = Limits::depth(request.depth);
    let (_, tree) = search.explain_until(
        &request.position,
        request.history,
        &limits,
        request.budget,
        stop,
    );
    Ok(tree)
}
