//! [`Engines`]: the external engines of the session, in the order they were added, and how
//! many ids were handed out (each start or restart takes one, never one an engine had
//! before). It adds and removes engines, asks each that analyses to search what the router's
//! [`Order`] says, and keeps the events of each one's latest search; it changes only itself
//! and the status bar (the router keeps the focus and the selection on a row there is).

use std::ops::{Deref, DerefMut};

use shakmaty::Chess;

use crate::engines::external::{EngineState, EngineView, FIRST_EXTERNAL, Order, place_line};
use crate::message::Effect;
use kibitzer::engine::{EngineId, EngineSpec, EngineStatus, RequestId, SearchEvent, SearchRequest};

/// The external engines.
#[derive(Clone, Debug, Default)]
pub struct Engines {
    /// The engines, in the order they were added.
    list: Vec<EngineView>,
    /// How many external engine ids were handed out.
    started: u32,
}

impl Deref for Engines {
    type Target = [EngineView];

    fn deref(&self) -> &[EngineView] {
        &self.list
    }
}

impl DerefMut for Engines {
    fn deref_mut(&mut self) -> &mut [EngineView] {
        &mut self.list
    }
}

impl Engines {
    /// Adds the external engine `spec`, analysing (`on`) or not, with `multipv` lines, and
    /// starts it (searching `order` at once if it analyses). A name an engine has already
    /// gets a number (`stockfish-2`).
    pub(crate) fn add(
        &mut self,
        spec: EngineSpec,
        (on, multipv): (bool, usize),
        order: &Order,
    ) -> Vec<Effect> {
        let mut spec = spec;
        let taken = |name: &str, engines: &[EngineView]| {
            engines
                .iter()
                .any(|e| e.spec.name.eq_ignore_ascii_case(name))
        };
        if taken(&spec.name, &self.list) {
            let base = spec.name.clone();
            // One of the engines' count + 1 numbers is free.
            let free =
                (2..=self.list.len() + 1).find(|n| !taken(&format!("{base}-{n}"), &self.list));
            spec.name = format!("{base}-{}", free.unwrap_or(self.list.len() + 1));
        }
        let id = self.new_id();
        let mut view = EngineView::new(id, spec.clone());
        view.on = on;
        view.multipv = multipv.clamp(1, kibitzer::search::MAX_MULTIPV);
        self.list.push(view);
        let mut effects = vec![Effect::SpawnEngine(id, Box::new(spec))];
        effects.extend(self.search(self.list.len() - 1, order));
        effects
    }

    /// A fresh engine id: never one an engine had before.
    fn new_id(&mut self) -> EngineId {
        let id = EngineId(FIRST_EXTERNAL.0 + self.started);
        self.started += 1;
        id
    }

    /// The index of the engine named `name` (any case).
    pub(crate) fn index(&self, name: &str) -> Option<usize> {
        self.list
            .iter()
            .position(|e| e.spec.name.eq_ignore_ascii_case(name))
    }

    /// Takes engine `index` out (the router keeps the focus and selection on a row there is).
    pub(crate) fn remove(&mut self, index: usize) -> EngineView {
        self.list.remove(index)
    }

    /// Removes the engines that failed before they ever answered the handshake (a missing
    /// program, one that is not a UCI engine): they were never added, so they leave no dead
    /// row; the status bar already says why (see `status`). Their processes end.
    pub(crate) fn remove_failed_additions(&mut self) -> Vec<Effect> {
        let mut effects = Vec::new();
        while let Some(index) = self
            .list
            .iter()
            .position(|e| !e.answered && matches!(e.state, EngineState::Fault(_)))
        {
            effects.push(Effect::RemoveEngine(self.list.remove(index).id));
        }
        effects
    }

    /// The internal search's `effects`, with the same request (or stop) for every engine that
    /// analyses after each start or stop: each with its own `MultiPV`.
    pub(crate) fn follow(&mut self, effects: Vec<Effect>, order: &Order) -> Vec<Effect> {
        let mut all = Vec::with_capacity(effects.len());
        for effect in effects {
            let follow: Vec<Effect> = match &effect {
                Effect::StartSearch(_) | Effect::StopSearch => (0..self.list.len())
                    .flat_map(|i| self.search(i, order))
                    .collect(),
                _ => Vec::new(),
            };
            all.push(effect);
            all.extend(follow);
        }
        all
    }

    /// The request (or stop) for engine `index`: the order's, if it analyses.
    pub(crate) fn search(&mut self, index: usize, order: &Order) -> Vec<Effect> {
        let Some(engine) = self.list.get_mut(index) else {
            return Vec::new();
        };
        engine.forget();
        if !engine.analyses() {
            return Vec::new();
        }
        match &order.request {
            Some(request) => {
                engine.awaiting = true;
                let limits = request.limits.clone().with_multipv(engine.multipv);
                let request = SearchRequest {
                    limits,
                    ..request.clone()
                };
                vec![Effect::EngineSearch(engine.id, Box::new(request))]
            }
            None => vec![Effect::EngineStop(engine.id)],
        }
    }

    /// The runtime started the search an `Effect::EngineSearch` asked for: the engine's
    /// latest (the runtime starts them in order, so a later one of the same batch wins).
    pub(crate) fn search_started(&mut self, id: RequestId) {
        if let Some(engine) = self.list.iter_mut().find(|e| e.id == id.engine)
            && (engine.awaiting || engine.search.is_some_and(|s| s.search < id.search))
        {
            engine.search = Some(id);
            engine.awaiting = false;
        }
    }

    /// An event of an external engine, on the analysed position `root`: kept if it belongs
    /// to the engine's latest search; its faults go to `status`. Returns false if no external
    /// engine has the event's id.
    pub(crate) fn event(
        &mut self,
        event: SearchEvent,
        root: Option<Chess>,
        status: &mut Option<(String, bool)>,
    ) -> bool {
        let id = event.id();
        let Some(engine) = self.list.iter_mut().find(|e| e.id == id.engine) else {
            return false;
        };
        if let SearchEvent::Engine { status: news, .. } = event {
            engine_status(engine, news, status);
            return true;
        }
        if engine.search != Some(id) {
            return true;
        }
        match event {
            SearchEvent::Info { info, .. } => {
                engine.depth = info.depth;
                engine.nps = info.nps;
                let san = root
                    .map(|p| kibitzer::format::pv_numbered(&p, &info.pv))
                    .unwrap_or_default();
                place_line(
                    &mut engine.lines,
                    &mut engine.line_sans,
                    (info, san),
                    engine.multipv,
                );
            }
            SearchEvent::Progress { progress, .. } => {
                engine.nps = kibitzer::search::nodes_per_second(progress.nodes, progress.elapsed);
                engine.depth = engine.depth.max(progress.depth.saturating_sub(1));
            }
            SearchEvent::Started { .. }
            | SearchEvent::Finished { .. }
            | SearchEvent::Explained { .. }
            | SearchEvent::Engine { .. } => {}
        }
        true
    }
}

/// The driver's news of `engine`: ready (its name), or a fault, which the pane and the
/// status bar (`status`) show. After a fatal fault the engine is asked nothing until
/// `:engine restart`; after another it goes on.
fn engine_status(engine: &mut EngineView, news: EngineStatus, status: &mut Option<(String, bool)>) {
    let name = engine.spec.name.clone();
    match news {
        EngineStatus::Ready { name, .. } => {
            engine.answered = true;
            if engine.state == EngineState::Starting {
                engine.state = EngineState::Ready(name);
            }
        }
        EngineStatus::Fault(fault) if fault.is_fatal() => {
            let message = fault.to_string();
            // An engine that never answered was not added: its row goes (see
            // `remove_failed_additions`), and a restart would fail the same way.
            let text = if engine.answered {
                format!("{name}: {message} (:engine restart {name})")
            } else {
                format!("engine {name} not added: {message}")
            };
            *status = Some((text, true));
            engine.state = EngineState::Fault(message);
            engine.search = None;
            engine.awaiting = false;
        }
        EngineStatus::Fault(fault) => {
            let message = fault.to_string();
            if engine.warning.as_ref() != Some(&message) {
                *status = Some((format!("{name}: {message}"), true));
                engine.warning = Some(message);
            }
        }
    }
}
