//! Best-first mode (`b`): Harris's search on the shown position, one expansion at a time.
//! `s` one expansion, `S` ten, `r` run to the end (a few expansions per frame so the screen
//! stays live), `p` pause, `u` one step back (the search's undo log takes back one expansion).

use crate::app::App;
use crate::message::Effect;
use crate::mode::BestFirstAction;
use crate::panel::Panel;
use kibitzer::bestfirst::{BestFirst, BfOptions};

/// Expansions done per frame while running.
pub const STEPS_PER_TICK: usize = 8;

/// The best-first mode's state.
#[derive(Clone, Debug)]
pub struct BfView {
    /// The search.
    pub search: BestFirst,
    /// Running until the search ends or is paused.
    pub running: bool,
}

impl App {
    /// `b`: open best-first mode on the shown position in place of the open panel (or close
    /// it).
    pub(crate) fn toggle_best_first(&mut self) -> Vec<Effect> {
        if self.best_first().is_some() {
            return self.close_panel();
        }
        self.open_best_first()
    }

    /// The shown position changed: open best-first mode starts over on it.
    pub(crate) fn best_first_follows_position(&mut self) -> Vec<Effect> {
        if self
            .best_first()
            .is_some_and(|v| v.search.root_position() != self.game.position())
        {
            return self.open_best_first();
        }
        Vec::new()
    }

    /// A new best-first search of the shown position, not yet stepped, in place of the open
    /// panel.
    fn open_best_first(&mut self) -> Vec<Effect> {
        let root = self.game.position().clone();
        let search = BestFirst::new(
            root,
            self.game.history(),
            self.game.hashes_before(),
            BfOptions::default(),
        );
        let effects = self.open_panel(Panel::BestFirst(Box::new(BfView {
            search,
            running: false,
        })));
        let hints = self.keymap.best_first.hints().join(", ");
        self.status = Some((format!("best-first: {hints}"), false));
        effects
    }

    fn best_first_steps(&mut self, n: usize) {
        let Some(view) = self.best_first_mut() else {
            return;
        };
        for _ in 0..n {
            if view.search.step().is_none() {
                view.running = false;
                break;
            }
        }
    }

    /// A key while best-first mode is open; None if the key is not the mode's.
    pub(crate) fn best_first_key(&mut self, action: BestFirstAction) -> Option<Vec<Effect>> {
        if action == BestFirstAction::Close {
            return Some(self.close_panel());
        }
        let view = self.best_first_mut()?;
        match action {
            BestFirstAction::Step => self.best_first_steps(1),
            BestFirstAction::StepTen => self.best_first_steps(10),
            BestFirstAction::Run => view.running = view.search.finished().is_none(),
            BestFirstAction::Pause => view.running = false,
            BestFirstAction::StepBack => {
                view.running = false;
                view.search.undo();
            }
            BestFirstAction::Close => {}
        }
        Some(Vec::new())
    }

    /// A frame passed: a running search does a few more expansions.
    pub(crate) fn tick(&mut self) {
        if self.best_first().is_some_and(|v| v.running) {
            self.best_first_steps(STEPS_PER_TICK);
        }
    }

    /// Whether the runtime should send ticks.
    pub fn wants_ticks(&self) -> bool {
        self.best_first().is_some_and(|v| v.running)
    }
}
