//! Best-first mode (`b`): Harris's search on the shown position, one expansion at a time.
//! `s` one expansion, `S` ten, `r` run to the end (a few expansions per frame so the screen
//! stays live), `p` pause, `u` one step back (the search's undo log takes back one expansion).
//! The mode changes only its own state; the router opens and closes the panel.

use crate::context::Context;
use crate::mode::BestFirstAction;
use kibitzer::bestfirst::{BestFirst, BfOptions};
use kibitzer::game::Game;

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

/// Whether the mode stays open after a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BestFirstOutcome {
    /// It stays open.
    Open,
    /// The key closed it.
    Closed,
}

impl BfView {
    /// A new best-first search of the shown position, not yet stepped; the status bar shows
    /// the mode's keys.
    pub(crate) fn open(cx: &mut Context) -> BfView {
        let search = BestFirst::new(
            cx.game.position().clone(),
            cx.game.history(),
            cx.game.hashes_before(),
            BfOptions::default(),
        );
        let hints = cx.settings.keymap.best_first.hints().join(", ");
        cx.say(format!("best-first: {hints}"));
        BfView {
            search,
            running: false,
        }
    }

    /// Whether the search is of another position than the one `game` shows.
    pub(crate) fn is_stale(&self, game: &Game) -> bool {
        self.search.root_position() != game.position()
    }

    fn steps(&mut self, n: usize) {
        for _ in 0..n {
            if self.search.step().is_none() {
                self.running = false;
                break;
            }
        }
    }

    /// A key of the mode.
    pub(crate) fn key(&mut self, action: BestFirstAction) -> BestFirstOutcome {
        match action {
            BestFirstAction::Close => return BestFirstOutcome::Closed,
            BestFirstAction::Step => self.steps(1),
            BestFirstAction::StepTen => self.steps(10),
            BestFirstAction::Run => self.running = self.search.finished().is_none(),
            BestFirstAction::Pause => self.running = false,
            BestFirstAction::StepBack => {
                self.running = false;
                self.search.undo();
            }
        }
        BestFirstOutcome::Open
    }

    /// A frame passed: a running search does a few more expansions.
    pub(crate) fn tick(&mut self) {
        if self.running {
            self.steps(STEPS_PER_TICK);
        }
    }
}
