//! The `:engine` commands: `add PATH [ARGS]`, `restart NAME`, `off NAME`, `on NAME`,
//! `remove NAME`, `lines NAME N`, and `:engine` alone to list the engines. A bad name or
//! number is an error in the status bar and changes nothing. An engine that fails before it
//! ever answers the handshake is not added: its row goes and the status bar says why.

use crate::app::{App, Pane};
use crate::engines::external::{EngineState, EngineView, parse_engine_spec};
use crate::message::Effect;

/// The most lines an external engine is asked for, as for the internal one.
const MAX_ENGINE_LINES: usize = 8;

impl App {
    /// `:engine ...` with the words after it.
    pub(crate) fn engine_command(&mut self, arg: &str) -> Vec<Effect> {
        let (verb, rest) = arg
            .split_once(' ')
            .map_or((arg, ""), |(v, r)| (v, r.trim()));
        match verb {
            "" => self.list_engines(),
            "add" => match parse_engine_spec(rest) {
                Some(spec) => {
                    let name = spec.name.clone();
                    let effects = self.add_engine(spec);
                    let name = self.engines.last().map_or(name, |e| e.spec.name.clone());
                    self.status = Some((format!("starting engine {name}..."), false));
                    effects
                }
                None => {
                    self.error(":engine add needs the engine's program: :engine add PATH [ARGS]")
                }
            },
            "restart" | "off" | "on" | "remove" | "lines" => {
                let (name, number) = rest
                    .rsplit_once(' ')
                    .filter(|_| verb == "lines")
                    .map_or((rest, ""), |(n, k)| (n.trim(), k));
                let Some(index) = self.engine_index(name) else {
                    return self.error(&self.unknown_engine(name));
                };
                match verb {
                    "restart" => self.restart_engine(index),
                    "off" => self.switch_engine(index, false),
                    "on" => self.switch_engine(index, true),
                    "remove" => self.remove_engine(index),
                    _ => self.engine_lines(index, number),
                }
            }
            other => self.error(&format!(
                "unknown :engine {other}: add, restart, off, on, remove or lines"
            )),
        }
    }

    /// The error for a name no engine has, with the names there are.
    fn unknown_engine(&self, name: &str) -> String {
        if self.engines.is_empty() {
            return format!("no engine \"{name}\": add one with :engine add PATH");
        }
        let names: Vec<&str> = self.engines.iter().map(|e| e.spec.name.as_str()).collect();
        format!("no engine \"{name}\" (engines: {})", names.join(", "))
    }

    fn list_engines(&mut self) -> Vec<Effect> {
        let text = if self.engines.is_empty() {
            "no external engines: :engine add PATH [ARGS]".to_owned()
        } else {
            let names: Vec<String> = self
                .engines
                .iter()
                .map(|e| match &e.state {
                    EngineState::Fault(message) => format!("{} ({message})", e.spec.name),
                    _ if !e.on => format!("{} (off)", e.spec.name),
                    EngineState::Starting => format!("{} (starting)", e.spec.name),
                    EngineState::Ready(name) => format!("{} ({name})", e.spec.name),
                })
                .collect();
            format!("engines: {}", names.join(", "))
        };
        self.status = Some((text, false));
        Vec::new()
    }

    /// `:engine restart NAME`: its process ends and starts again (its log goes on), and it
    /// analyses at once.
    fn restart_engine(&mut self, index: usize) -> Vec<Effect> {
        let engine = &mut self.engines[index];
        engine.state = EngineState::Starting;
        engine.on = true;
        let id = engine.id;
        self.status = Some((format!("restarting engine {}...", engine.spec.name), false));
        let mut effects = vec![Effect::RestartEngine(id)];
        effects.extend(self.engine_search(index));
        effects
    }

    /// `:engine on NAME` and `:engine off NAME`.
    fn switch_engine(&mut self, index: usize, on: bool) -> Vec<Effect> {
        let engine = &mut self.engines[index];
        let name = engine.spec.name.clone();
        if on && matches!(engine.state, EngineState::Fault(_)) {
            return self.error(&format!("{name} failed: :engine restart {name}"));
        }
        engine.on = on;
        let id = engine.id;
        let mut effects = self.engine_search(index);
        if !on {
            effects.push(Effect::EngineStop(id));
        }
        let word = if on { "on" } else { "off" };
        self.status = Some((format!("engine {name} {word}"), false));
        effects
    }

    /// `:engine remove NAME`: its process ends and its pane section goes.
    fn remove_engine(&mut self, index: usize) -> Vec<Effect> {
        let engine = self.drop_engine(index);
        self.status = Some((format!("engine {} removed", engine.spec.name), false));
        vec![Effect::RemoveEngine(engine.id)]
    }

    /// Takes engine `index` out of the pane (the focus and selection stay on a row there is).
    fn drop_engine(&mut self, index: usize) -> EngineView {
        let engine = self.engines.remove(index);
        if self.engines.is_empty() && self.focus == Pane::Engines {
            self.focus = Pane::Lines;
        }
        let row = self
            .selection(Pane::Engines)
            .min(self.engines.len().saturating_sub(1));
        self.select(Pane::Engines, row);
        engine
    }

    /// Removes the engines that failed before they ever answered the handshake (a missing
    /// program, one that is not a UCI engine): they were never added, so they leave no dead
    /// row; the status bar already says why (see `engine_status`). Their processes end.
    pub(crate) fn remove_failed_additions(&mut self) -> Vec<Effect> {
        let mut effects = Vec::new();
        while let Some(index) = self
            .engines
            .iter()
            .position(|e| !e.answered && matches!(e.state, EngineState::Fault(_)))
        {
            effects.push(Effect::RemoveEngine(self.drop_engine(index).id));
        }
        effects
    }

    /// `:engine lines NAME N`: the engine's `MultiPV`, 1 to 8.
    fn engine_lines(&mut self, index: usize, number: &str) -> Vec<Effect> {
        match number.parse::<usize>() {
            Ok(n) if (1..=MAX_ENGINE_LINES).contains(&n) => {
                self.engines[index].multipv = n;
                let name = self.engines[index].spec.name.clone();
                self.status = Some((format!("engine {name}: {n} lines"), false));
                self.engine_search(index)
            }
            _ => self.error(&format!(
                ":engine lines NAME N needs N from 1 to {MAX_ENGINE_LINES}, not \"{number}\""
            )),
        }
    }
}
