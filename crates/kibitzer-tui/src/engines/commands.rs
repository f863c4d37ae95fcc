//! The `:engine` commands: `add PATH [ARGS]`, `restart NAME`, `off NAME`, `on NAME`,
//! `remove NAME`, `lines NAME N`, and `:engine` alone to list the engines. A bad name or
//! number is an error in the status bar and changes nothing. An engine that fails before it
//! ever answers the handshake is not added: its row goes and the status bar says why.
//! The commands change only [`Engines`] and the [`Context`]'s status and effects; a removed
//! engine is an [`EngineCommandOutcome`] the router keeps the focus and selection right for.

use crate::context::Context;
use crate::engines::collection::Engines;
use crate::engines::external::{EngineState, Order, parse_engine_spec};
use crate::message::Effect;

/// The most lines an external engine is asked for, as for the internal one.
const MAX_ENGINE_LINES: usize = 8;

/// What an `:engine` command asks of the workstation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum EngineCommandOutcome {
    /// Nothing more.
    Done,
    /// An engine was removed: the focus and the selection stay on a row there is.
    Removed,
}

impl Engines {
    /// `:engine ...` with the words after it; `order` is what an engine that starts
    /// analysing searches.
    pub(crate) fn command(
        &mut self,
        arg: &str,
        cx: &mut Context,
        order: &Order,
    ) -> EngineCommandOutcome {
        let (verb, rest) = arg
            .split_once(' ')
            .map_or((arg, ""), |(v, r)| (v, r.trim()));
        match verb {
            "" => self.list(cx),
            "add" => match parse_engine_spec(rest) {
                Some(spec) => {
                    let name = spec.name.clone();
                    let effects = self.add(spec, (true, 1), order);
                    cx.effects.extend(effects);
                    let name = self.last().map_or(name, |e| e.spec.name.clone());
                    cx.say(format!("starting engine {name}..."));
                }
                None => {
                    cx.error(":engine add needs the engine's program: :engine add PATH [ARGS]");
                }
            },
            "restart" | "off" | "on" | "remove" | "lines" => {
                let (name, number) = rest
                    .rsplit_once(' ')
                    .filter(|_| verb == "lines")
                    .map_or((rest, ""), |(n, k)| (n.trim(), k));
                let Some(index) = self.index(name) else {
                    cx.error(self.unknown(name));
                    return EngineCommandOutcome::Done;
                };
                match verb {
                    "restart" => self.restart(index, cx, order),
                    "off" => self.switch(index, false, cx, order),
                    "on" => self.switch(index, true, cx, order),
                    "remove" => {
                        let engine = self.remove(index);
                        cx.say(format!("engine {} removed", engine.spec.name));
                        cx.effects.push(Effect::RemoveEngine(engine.id));
                        return EngineCommandOutcome::Removed;
                    }
                    _ => self.lines(index, number, cx, order),
                }
            }
            other => cx.error(format!(
                "unknown :engine {other}: add, restart, off, on, remove or lines"
            )),
        }
        EngineCommandOutcome::Done
    }

    /// The error for a name no engine has, with the names there are.
    fn unknown(&self, name: &str) -> String {
        if self.is_empty() {
            return format!("no engine \"{name}\": add one with :engine add PATH");
        }
        let names: Vec<&str> = self.iter().map(|e| e.spec.name.as_str()).collect();
        format!("no engine \"{name}\" (engines: {})", names.join(", "))
    }

    /// `:engine` alone: the engines and how each is doing.
    fn list(&self, cx: &mut Context) {
        let text = if self.is_empty() {
            "no external engines: :engine add PATH [ARGS]".to_owned()
        } else {
            let names: Vec<String> = self
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
        cx.say(text);
    }

    /// `:engine restart NAME`: its process ends and starts again (its log goes on), and it
    /// analyses at once.
    fn restart(&mut self, index: usize, cx: &mut Context, order: &Order) {
        let engine = &mut self[index];
        engine.state = EngineState::Starting;
        engine.on = true;
        let id = engine.id;
        cx.say(format!("restarting engine {}...", engine.spec.name));
        cx.effects.push(Effect::RestartEngine(id));
        let effects = self.search(index, order);
        cx.effects.extend(effects);
    }

    /// `:engine on NAME` and `:engine off NAME`.
    fn switch(&mut self, index: usize, on: bool, cx: &mut Context, order: &Order) {
        let engine = &mut self[index];
        let name = engine.spec.name.clone();
        if on && matches!(engine.state, EngineState::Fault(_)) {
            cx.error(format!("{name} failed: :engine restart {name}"));
            return;
        }
        engine.on = on;
        let id = engine.id;
        let effects = self.search(index, order);
        cx.effects.extend(effects);
        if !on {
            cx.effects.push(Effect::EngineStop(id));
        }
        let word = if on { "on" } else { "off" };
        cx.say(format!("engine {name} {word}"));
    }

    /// `:engine lines NAME N`: the engine's `MultiPV`, 1 to 8.
    fn lines(&mut self, index: usize, number: &str, cx: &mut Context, order: &Order) {
        match number.parse::<usize>() {
            Ok(n) if (1..=MAX_ENGINE_LINES).contains(&n) => {
                self[index].multipv = n;
                let name = self[index].spec.name.clone();
                cx.say(format!("engine {name}: {n} lines"));
                let effects = self.search(index, order);
                cx.effects.extend(effects);
            }
            _ => cx.error(format!(
                ":engine lines NAME N needs N from 1 to {MAX_ENGINE_LINES}, not \"{number}\""
            )),
        }
    }
}
