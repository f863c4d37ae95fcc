//! Edits of the game tree from the workstation: promote the shown variation one step or to
//! the main line, delete the shown move and what follows, undo and redo. Every edit is the
//! game's own undoable edit; the app only reports it and follows the shown node (undo and
//! redo put it back where it was before the step they reverse, see [`Game::undo`]). Undo and
//! redo go on, past the shown game's own edits, to the games opening another replaced (see
//! `replaced_games`).

use crate::message::Effect;
use crate::model::app::App;
use kibitzer::game::Game;

/// An edit the person asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeEdit {
    /// Move the shown variation one place up among its siblings.
    Promote,
    /// Make the path to the shown node the main line.
    PromoteToMainLine,
    /// Delete the shown move and everything after it.
    Delete,
    /// Take back the last edit.
    Undo,
    /// Do again the last edit taken back.
    Redo,
}

impl App {
    /// Does `edit`, says what happened, and restarts the analysis if the shown node moved.
    pub(crate) fn edit_tree(&mut self, edit: TreeEdit) -> Vec<Effect> {
        let before = self.game.current();
        let san = self.game.node(before).san().unwrap_or("").to_owned();
        let (done, message, failure): (fn(&mut Game) -> bool, String, &str) = match edit {
            TreeEdit::Promote => (
                |g| g.promote(g.current()),
                "variation promoted one step".to_owned(),
                "already on the main line",
            ),
            TreeEdit::PromoteToMainLine => (
                |g| g.promote_to_main_line(g.current()),
                "line promoted to the main line".to_owned(),
                "already on the main line",
            ),
            TreeEdit::Delete => (
                |g| g.delete(g.current()),
                format!("deleted {san} and what follows (Ctrl-Z undoes)"),
                "nothing to delete at the start",
            ),
            TreeEdit::Undo => (Game::undo, "edit undone".to_owned(), "nothing to undo"),
            TreeEdit::Redo => (Game::redo, "edit redone".to_owned(), "nothing to redo"),
        };
        if !done(&mut self.game) {
            // Past the shown game's own edits: the game it replaced, or the one that
            // replaced it.
            let replaced = match edit {
                TreeEdit::Undo => self.undo_replacement(),
                TreeEdit::Redo => self.redo_replacement(),
                _ => None,
            };
            return replaced.unwrap_or_else(|| self.error(failure));
        }
        self.status = Some((message, false));
        if self.game.current() == before {
            Vec::new()
        } else {
            self.position_changed()
        }
    }
}
