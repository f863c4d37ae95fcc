//! The external engines' processes, owned by the runtime (as the internal search's workers
//! are): one [`ExternalEngine`] per engine id, each reporting into the workstation's one
//! event stream. Dropping this ends every process; the panic hook and the signal thread end
//! them with [`kibitzer::engine::kill_all_engines`].

use std::collections::BTreeMap;

use kibitzer::engine::{
    EngineId, EngineSpec, ExternalEngine, RequestId, SearchEvent, SearchRequest,
};

/// The running external engines.
pub struct EngineProcesses {
    engines: BTreeMap<EngineId, ExternalEngine>,
    events: tokio::sync::mpsc::UnboundedSender<SearchEvent>,
}

impl EngineProcesses {
    /// No engines yet; those started later send their events to `events`.
    pub fn new(events: tokio::sync::mpsc::UnboundedSender<SearchEvent>) -> EngineProcesses {
        EngineProcesses {
            engines: BTreeMap::new(),
            events,
        }
    }

    /// Starts `spec` as engine `id` (a fault, a missing program included, comes as an event).
    pub fn spawn(&mut self, id: EngineId, spec: EngineSpec) {
        let events = self.events.clone();
        let engine = ExternalEngine::spawn(id, spec, ExternalEngine::TIMEOUT, move |event| {
            crate::runtime::panics::provoke(crate::runtime::panics::PanicPlace::Reader);
            let _ = events.send(event);
        });
        self.engines.insert(id, engine);
    }

    /// Starts a search on engine `id` (told the game's moves to the root when the request's
    /// root holds them); its request's id, if the engine is there.
    pub fn search(&self, id: EngineId, request: SearchRequest) -> Option<RequestId> {
        Some(self.engines.get(&id)?.start(request))
    }

    /// Stops engine `id`'s search.
    pub fn stop(&self, id: EngineId) {
        if let Some(engine) = self.engines.get(&id) {
            engine.stop();
        }
    }

    /// Ends engine `id`'s process and starts it again.
    pub fn restart(&mut self, id: EngineId) {
        if let Some(engine) = self.engines.get_mut(&id) {
            engine.restart();
        }
    }

    /// Ends engine `id`'s process.
    pub fn remove(&mut self, id: EngineId) {
        self.engines.remove(&id);
    }

    /// How many lines engine `id`'s traffic log has had (see [`TrafficLog::pushed`]).
    ///
    /// [`TrafficLog::pushed`]: kibitzer::engine::TrafficLog::pushed
    pub fn log_pushed(&self, id: EngineId) -> Option<u64> {
        self.engines.get(&id).map(|engine| engine.log().pushed())
    }

    /// Engine `id`'s raw traffic, oldest first (`12.345 > uci`).
    pub fn log(&self, id: EngineId) -> Vec<String> {
        self.engines.get(&id).map_or_else(Vec::new, |engine| {
            engine
                .log()
                .snapshot()
                .iter()
                .map(ToString::to_string)
                .collect()
        })
    }
}
