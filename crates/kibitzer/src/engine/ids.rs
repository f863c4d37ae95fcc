//! The identities on the engine boundary: [`EngineId`] names an engine (the internal search,
//! or later an external UCI engine), [`SearchId`] one request to it, and [`RequestId`] both,
//! so that the events of several engines can share one stream and a consumer can drop those
//! of a superseded request or of an engine it is not showing.

use std::fmt;

/// Which engine a request went to and its events come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EngineId(pub u32);

impl EngineId {
    /// kibitzer's own search.
    pub const INTERNAL: EngineId = EngineId(0);
}

/// One request to an engine; later requests have larger ids.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SearchId(pub u64);

/// The engine and the request an event belongs to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RequestId {
    /// The engine.
    pub engine: EngineId,
    /// The request.
    pub search: SearchId,
}

impl RequestId {
    /// The request numbered `search` to the internal engine.
    pub const fn internal(search: u64) -> RequestId {
        RequestId {
            engine: EngineId::INTERNAL,
            search: SearchId(search),
        }
    }
}

impl fmt::Display for EngineId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "engine {}", self.0)
    }
}

impl fmt::Display for SearchId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "search {}", self.0)
    }
}

impl fmt::Display for RequestId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, {}", self.engine, self.search)
    }
}
