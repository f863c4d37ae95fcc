//! The games that opening another one replaced (a paste, `:fen`, `:open`, a pick from a game
//! list, `:resume`): each is kept with what belongs to it, so that Ctrl-Z (`:undo`), once the
//! shown game has no edit of its own left to take back, brings the game before it back, and
//! Ctrl-Y (`:redo`), once the shown game has nothing left to redo, the one that replaced it.
//! Opening a game never loses the one the person was working on.

use std::collections::BTreeMap;

use crate::game_list::list::GameSource;
use crate::message::Effect;
use crate::model::app::App;
use crate::model::session_autosave::AutosaveState;
use kibitzer::game::{Game, NodeId, SearchedEval};

/// How many replaced games are kept (the oldest is dropped beyond this).
pub const REPLACED_LEVELS: usize = 20;

/// A game as the workstation shows it, with what belongs to it.
#[derive(Clone, Debug)]
pub struct ShownGame {
    game: Game,
    /// Where it was read from (for `:save!`).
    source: Option<GameSource>,
    /// Our evaluations of its nodes.
    evals: BTreeMap<NodeId, SearchedEval>,
    /// Its root's pockets, when it was set up as crazyhouse.
    crazyhouse: Option<shakmaty::variant::Crazyhouse>,
    /// Whether it was edited since it was opened (its autosave bookkeeping).
    autosave: AutosaveState,
}

/// The games replaced before the shown one, and those an undo brought it back from.
#[derive(Clone, Debug, Default)]
pub struct ReplacedGames {
    /// Replaced before the shown game, oldest first.
    before: Vec<ShownGame>,
    /// Replaced by the shown game and then taken back by an undo, the nearest last.
    after: Vec<ShownGame>,
}

impl ReplacedGames {
    /// How many games an undo can bring back (one at a time).
    pub fn earlier(&self) -> usize {
        self.before.len()
    }

    /// How many games a redo can open again.
    pub fn later(&self) -> usize {
        self.after.len()
    }
}

impl App {
    /// Shows `game`, just opened, in place of the shown one, which is kept for an undo;
    /// `message` goes to the status bar.
    pub(crate) fn replace_game(&mut self, game: Game, message: &str) -> Vec<Effect> {
        let opened = ShownGame {
            autosave: AutosaveState::opened(&game),
            game,
            source: None,
            evals: BTreeMap::new(),
            crazyhouse: None,
        };
        let (replaced, effects) = self.show_game(opened, message);
        let kept = &mut self.replaced;
        kept.after.clear();
        kept.before.push(replaced);
        if kept.before.len() > REPLACED_LEVELS {
            kept.before.remove(0);
        }
        effects
    }

    /// Ctrl-Z with no edit of the shown game left: the game it replaced, if any, is shown
    /// again, and the shown one kept for a redo.
    pub(crate) fn undo_replacement(&mut self) -> Option<Vec<Effect>> {
        let earlier = self.replaced.before.pop()?;
        let (later, effects) = self.show_game(earlier, "previous game back (Ctrl-Y: the other)");
        self.replaced.after.push(later);
        Some(effects)
    }

    /// Ctrl-Y with nothing of the shown game left to redo: the game an undo replaced it by
    /// is shown again.
    pub(crate) fn redo_replacement(&mut self) -> Option<Vec<Effect>> {
        let later = self.replaced.after.pop()?;
        let (earlier, effects) = self.show_game(later, "next game back (Ctrl-Z: the other)");
        self.replaced.before.push(earlier);
        Some(effects)
    }

    /// Puts `shown` on the board in place of the shown game, which it returns; what belonged
    /// to the view of the old game (comparison, review, threat mode) ends.
    fn show_game(&mut self, shown: ShownGame, message: &str) -> (ShownGame, Vec<Effect>) {
        let ShownGame {
            game,
            source,
            evals,
            crazyhouse,
            autosave,
        } = shown;
        let replaced = ShownGame {
            game: std::mem::replace(&mut self.game, game),
            source: std::mem::replace(&mut self.source, source),
            evals: std::mem::replace(&mut self.evals, evals),
            crazyhouse: std::mem::replace(&mut self.crazyhouse, crazyhouse),
            autosave: self.autosave_replace(autosave),
        };
        if self.compare().is_some() {
            self.panel = crate::router::panel::Panel::None;
        }
        let running = self.annotation.take().is_some_and(|r| r.running());
        self.threat_mode = false;
        self.status = Some((message.to_owned(), false));
        let mut effects = self.position_changed();
        if running {
            effects.push(Effect::CancelAnnotate);
        }
        (replaced, effects)
    }
}
