//! The external engines' glue: builds the [`Order`] (what each engine that analyses
//! searches) from the app, hands it to [`Engines`](crate::engines::collection::Engines) with
//! the status bar and effects, keeps the focus and the Engines pane's selection on a row
//! there is when engines go, and opens the engine log (`L`).

use shakmaty::{Move, Position};

use crate::context::context;
use crate::engines::commands::EngineCommandOutcome;
use crate::engines::disagreement::disagreement;
use crate::engines::external::{Order, game_line};
use crate::engines::log::EngineLog;
use crate::message::Effect;
use crate::model::app::{App, Pane};
use crate::router::overlay::Overlay;
use kibitzer::engine::{EngineSpec, RequestId, SearchEvent};

impl App {
    /// What every external engine that analyses searches now: the internal search's request
    /// while the workstation analyses a position with legal moves, else a stop.
    fn engine_order(&self) -> Order {
        let request = self
            .request()
            .filter(|r| self.analysing && !r.root.position().legal_moves().is_empty())
            .map(|mut request| {
                request.root.line = game_line(&self.game, self.threat_mode);
                request
            });
        Order { request }
    }

    /// Adds an external engine for this session and starts it (analysing at once if the
    /// workstation analyses): what `--engine`, `:engine add` and the config's engines do.
    pub fn add_engine(&mut self, spec: EngineSpec) -> Vec<Effect> {
        self.add_engine_with(spec, true, 1)
    }

    /// Adds the external engine `spec`, analysing (`on`) or not, with `multipv` lines (a
    /// config file's `[[engine]]`).
    pub fn add_engine_with(&mut self, spec: EngineSpec, on: bool, multipv: usize) -> Vec<Effect> {
        let order = self.engine_order();
        self.engines.add(spec, (on, multipv), &order)
    }

    /// `:engine ...` with the words after it.
    pub(crate) fn engine_command(&mut self, arg: &str) -> Vec<Effect> {
        let order = self.engine_order();
        let mut effects = Vec::new();
        let outcome = self
            .engines
            .command(arg, &mut context!(self, &mut effects), &order);
        if outcome == EngineCommandOutcome::Removed {
            self.engines_dropped();
        }
        effects
    }

    /// Engines went: the focus and the selection stay on a row there is.
    fn engines_dropped(&mut self) {
        if self.engines.is_empty() && self.focus == Pane::Engines {
            self.focus = Pane::Lines;
        }
        let row = self
            .selection(Pane::Engines)
            .min(self.engines.len().saturating_sub(1));
        self.select(Pane::Engines, row);
    }

    /// Removes the engines that failed before they ever answered the handshake (see
    /// [`Engines::remove_failed_additions`](crate::engines::collection::Engines)).
    pub(crate) fn remove_failed_additions(&mut self) -> Vec<Effect> {
        let effects = self.engines.remove_failed_additions();
        if !effects.is_empty() {
            self.engines_dropped();
        }
        effects
    }

    /// The internal search's effects, with the same request (or stop) for every engine that
    /// analyses: each with its own `MultiPV`.
    pub(crate) fn with_engines(&mut self, effects: Vec<Effect>) -> Vec<Effect> {
        let order = self.engine_order();
        self.engines.follow(effects, &order)
    }

    /// The runtime started the search an `Effect::EngineSearch` asked for.
    pub(crate) fn engine_search_started(&mut self, id: RequestId) {
        self.engines.search_started(id);
    }

    /// An event of an external engine: kept if it belongs to the engine's latest search.
    /// Returns false if no external engine has the event's id.
    pub(crate) fn engine_event(&mut self, event: SearchEvent) -> bool {
        let root = self.analysed_position();
        self.engines.event(event, root, &mut self.status)
    }

    /// The move engine `index` prefers where kibitzer's own search prefers another, both at
    /// [`DISAGREEMENT_DEPTH`](crate::DISAGREEMENT_DEPTH) or deeper on the shown position (not
    /// the threat), when one of the two engines' lines scores both moves exactly and clearly
    /// apart (see `engines/disagreement.rs`).
    pub fn disagreement(&self, index: usize) -> Option<Move> {
        let engine = self.engines.get(index)?;
        disagreement(&engine.lines, &self.analysis.lines, self.threat_mode)
    }

    /// Focuses the pane `step` places further in Tab order (the Engines pane only while
    /// there are external engines).
    pub(crate) fn cycle_focus(&mut self, step: isize) {
        self.focus = self.focus.cycle(step);
        if self.focus == Pane::Engines && self.engines.is_empty() {
            self.focus = self.focus.cycle(step);
        }
    }

    /// `L`: opens the log of the engine selected in the Engines pane (the first engine when
    /// another pane has the focus).
    pub(crate) fn open_engine_log(&mut self) -> Vec<Effect> {
        let index = if self.focus == Pane::Engines {
            self.selection(Pane::Engines)
        } else {
            0
        };
        let Some(log) = EngineLog::open(&self.engines, index) else {
            return self.error("no external engine: add one with :engine add PATH");
        };
        let id = log.engine;
        self.open_overlay(Overlay::EngineLog(log));
        vec![Effect::ReadEngineLog(id)]
    }
}
