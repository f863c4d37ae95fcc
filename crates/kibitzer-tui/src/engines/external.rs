//! The external engines in the app, a second opinion beside kibitzer's own: per engine
//! ([`EngineView`], by [`EngineId`]) its name, whether it is on, its `MultiPV`, its latest
//! lines (events of a superseded request dropped by id, exactly like the internal
//! [`Analysis`](crate::Analysis)), its status or fault, and its speed. Each engine that is on
//! analyses the shown position whenever the internal engine does: [`App::with_engines`] adds
//! one request per engine to the internal search's start or stop.

use shakmaty::{Move, Position};

use crate::app::{App, Pane};
use crate::message::Effect;
use kibitzer::engine::{
    EngineId, EngineSpec, EngineStatus, Info, RequestId, SearchEvent, SearchRequest,
};
use kibitzer::home_path::expand_home;
use kibitzer::search::GameLine;

/// The first id an external engine gets: 0 is the internal search, 1 the explain worker.
pub const FIRST_EXTERNAL: EngineId = EngineId(2);

/// The spec of `PATH [ARGS]` as typed after `--engine` or `:engine add`: the words after the
/// first are the arguments, unless the whole text names an existing file (a path with
/// spaces). A leading `~` is the home directory. The engine is named after the program's
/// file (`stockfish`).
pub fn parse_engine_spec(text: &str) -> Option<EngineSpec> {
    let text = text.trim();
    let whole = expand_home(text);
    if whole.is_file() {
        return Some(EngineSpec::from_path(whole));
    }
    let mut words = text.split_whitespace();
    let spec = EngineSpec::from_path(expand_home(words.next()?));
    Some(EngineSpec {
        args: words.map(str::to_owned).collect(),
        ..spec
    })
}

/// How an external engine is doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineState {
    /// Started, the handshake not yet answered.
    Starting,
    /// Answered the handshake; the name it gave.
    Ready(String),
    /// Failed: the message says how; `:engine restart` starts it again.
    Fault(String),
}

/// One external engine as the workstation shows it.
#[derive(Clone, Debug)]
pub struct EngineView {
    /// Its id on the engine boundary (a restart keeps it; the request ids go on).
    pub id: EngineId,
    /// How it was started.
    pub spec: EngineSpec,
    /// How it is doing.
    pub state: EngineState,
    /// Whether it analyses (`:engine off` keeps the process but sends it no requests).
    pub on: bool,
    /// Whether it ever answered the handshake: one that never did is not added (a failed
    /// start removes its row), one that did keeps its row when it fails (restart can help).
    pub answered: bool,
    /// Its number of lines.
    pub multipv: usize,
    /// The search whose events are accepted.
    pub search: Option<RequestId>,
    /// Whether a search was asked for and its id is awaited.
    pub awaiting: bool,
    /// Lines by `MultiPV` index.
    pub lines: Vec<Info>,
    /// Each line's moves in SAN, ready to draw.
    pub line_sans: Vec<String>,
    /// The depth reached.
    pub depth: u32,
    /// Nodes per second, as the engine last said.
    pub nps: u64,
    /// The last fault the engine went on after (a garbage line, an illegal move in a line,
    /// a `bestmove` for another position), until its next search.
    pub warning: Option<String>,
}

impl EngineView {
    fn new(id: EngineId, spec: EngineSpec) -> EngineView {
        EngineView {
            id,
            spec,
            state: EngineState::Starting,
            on: true,
            answered: false,
            multipv: 1,
            search: None,
            awaiting: false,
            lines: Vec::new(),
            line_sans: Vec::new(),
            depth: 0,
            nps: 0,
            warning: None,
        }
    }

    /// Whether it analyses: on and not failed.
    pub fn analyses(&self) -> bool {
        self.on && !matches!(self.state, EngineState::Fault(_))
    }

    /// Its first line's first move.
    pub fn best_move(&self) -> Option<Move> {
        self.lines.first()?.pv.first().copied()
    }

    /// Forgets the lines of the last position.
    fn forget(&mut self) {
        self.search = None;
        self.awaiting = false;
        self.lines.clear();
        self.line_sans.clear();
        self.depth = 0;
        self.nps = 0;
        self.warning = None;
    }

    /// The message it shows for its state, if any.
    pub fn state_text(&self) -> Option<String> {
        match &self.state {
            EngineState::Fault(message) => Some(message.clone()),
            _ if !self.on => Some(format!("off (:engine on {})", self.spec.name)),
            EngineState::Starting => Some("starting...".to_owned()),
            EngineState::Ready(_) => None,
        }
    }
}

/// Puts `info` (with its moves in SAN) in its `MultiPV` place of `lines`, keeping at most
/// `multipv` lines: a line beyond the next place is dropped until the ones before it come.
pub(crate) fn place_line(
    lines: &mut Vec<Info>,
    sans: &mut Vec<String>,
    (info, san): (Info, String),
    multipv: usize,
) {
    let index = info.multipv.saturating_sub(1);
    if index < lines.len() {
        lines[index] = info;
        sans[index] = san;
    } else if index == lines.len() {
        lines.push(info);
        sans.push(san);
    }
    lines.truncate(multipv);
    sans.truncate(multipv);
}

impl App {
    /// Adds an external engine for this session and starts it (analysing at once if the
    /// workstation analyses): what `--engine`, `:engine add` and the config's engines do.
    pub fn add_engine(&mut self, spec: EngineSpec) -> Vec<Effect> {
        self.add_engine_with(spec, true, 1)
    }

    /// Adds the external engine `spec`, analysing (`on`) or not, with `multipv` lines (a
    /// config file's `[[engine]]`).
    pub fn add_engine_with(&mut self, spec: EngineSpec, on: bool, multipv: usize) -> Vec<Effect> {
        let mut spec = spec;
        let taken = |name: &str, engines: &[EngineView]| {
            engines
                .iter()
                .any(|e| e.spec.name.eq_ignore_ascii_case(name))
        };
        if taken(&spec.name, &self.engines) {
            let base = spec.name.clone();
            // One of the engines' count + 1 numbers is free.
            let free = (2..=self.engines.len() + 1)
                .find(|n| !taken(&format!("{base}-{n}"), &self.engines));
            spec.name = format!("{base}-{}", free.unwrap_or(self.engines.len() + 1));
        }
        let id = self.new_engine_id();
        let mut view = EngineView::new(id, spec.clone());
        view.on = on;
        view.multipv = multipv.clamp(1, kibitzer::search::MAX_MULTIPV);
        self.engines.push(view);
        let mut effects = vec![Effect::SpawnEngine(id, Box::new(spec))];
        effects.extend(self.engine_search(self.engines.len() - 1));
        effects
    }

    /// Focuses the pane `step` places further in Tab order (the Engines pane only while
    /// there are external engines).
    pub(crate) fn cycle_focus(&mut self, step: isize) {
        self.focus = self.focus.cycle(step);
        if self.focus == Pane::Engines && self.engines.is_empty() {
            self.focus = self.focus.cycle(step);
        }
    }

    /// A fresh engine id: never one an engine had before.
    fn new_engine_id(&mut self) -> EngineId {
        let id = EngineId(FIRST_EXTERNAL.0 + self.engines_started);
        self.engines_started += 1;
        id
    }

    /// The index of the engine named `name` (any case).
    pub(crate) fn engine_index(&self, name: &str) -> Option<usize> {
        self.engines
            .iter()
            .position(|e| e.spec.name.eq_ignore_ascii_case(name))
    }

    /// The internal search's effects, with the same request (or stop) for every engine that
    /// analyses: each with its own `MultiPV`.
    pub(crate) fn with_engines(&mut self, effects: Vec<Effect>) -> Vec<Effect> {
        let mut all = Vec::with_capacity(effects.len());
        for effect in effects {
            let follow: Vec<Effect> = match &effect {
                Effect::StartSearch(_) | Effect::StopSearch => (0..self.engines.len())
                    .flat_map(|i| self.engine_search(i))
                    .collect(),
                _ => Vec::new(),
            };
            all.push(effect);
            all.extend(follow);
        }
        all
    }

    /// The request (or stop) for engine `index`: the internal search's, if it analyses.
    pub(crate) fn engine_search(&mut self, index: usize) -> Vec<Effect> {
        let request = self
            .request()
            .filter(|r| self.analysing && !r.root.position().legal_moves().is_empty());
        let Some(engine) = self.engines.get_mut(index) else {
            return Vec::new();
        };
        engine.forget();
        if !engine.analyses() {
            return Vec::new();
        }
        match request {
            Some(request) => {
                engine.awaiting = true;
                let limits = request.limits.clone().with_multipv(engine.multipv);
                let mut request = SearchRequest { limits, ..request };
                let id = engine.id;
                request.root.line = self.game_line();
                vec![Effect::EngineSearch(id, Box::new(request))]
            }
            None => vec![Effect::EngineStop(engine.id)],
        }
    }

    /// The game's moves from its start to the shown position, for an engine to see the
    /// positions before it; after a null move (which UCI cannot say) from the position after
    /// the last one. None in threat mode (the analysed position is not the game's).
    fn game_line(&self) -> Option<GameLine> {
        if self.threat_mode {
            return None;
        }
        let path = self.game.since_null_move(self.game.current());
        let moves = path
            .iter()
            .filter_map(|&id| self.game.node(id).mv())
            .collect();
        Some(GameLine {
            start: self.game.node(path[0]).position().clone(),
            moves,
        })
    }

    /// The runtime started the search an `Effect::EngineSearch` asked for: the engine's
    /// latest (the runtime starts them in order, so a later one of the same batch wins).
    pub(crate) fn engine_search_started(&mut self, id: RequestId) {
        if let Some(engine) = self.engines.iter_mut().find(|e| e.id == id.engine)
            && (engine.awaiting || engine.search.is_some_and(|s| s.search < id.search))
        {
            engine.search = Some(id);
            engine.awaiting = false;
        }
    }

    /// An event of an external engine: kept if it belongs to the engine's latest search.
    /// Returns false if no external engine has the event's id.
    pub(crate) fn engine_event(&mut self, event: SearchEvent) -> bool {
        let id = event.id();
        let root = self.analysed_position();
        let Some(engine) = self.engines.iter_mut().find(|e| e.id == id.engine) else {
            return false;
        };
        if let SearchEvent::Engine { status, .. } = event {
            self.engine_status(id.engine, status);
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

    /// The driver's news of an external engine: ready (its name), or a fault, which the pane
    /// and the status bar show. After a fatal fault the engine is asked nothing until
    /// `:engine restart`; after another it goes on.
    fn engine_status(&mut self, id: EngineId, status: EngineStatus) {
        let Some(engine) = self.engines.iter_mut().find(|e| e.id == id) else {
            return;
        };
        let name = engine.spec.name.clone();
        match status {
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
                self.status = Some((text, true));
                engine.state = EngineState::Fault(message);
                engine.search = None;
                engine.awaiting = false;
            }
            EngineStatus::Fault(fault) => {
                let message = fault.to_string();
                if engine.warning.as_ref() != Some(&message) {
                    self.status = Some((format!("{name}: {message}"), true));
                    engine.warning = Some(message);
                }
            }
        }
    }
}
