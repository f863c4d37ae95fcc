//! The board editor's glue: `E` and `:setup [FEN]` open it over the workstation on the shown
//! position (or the FEN), its keys, clicks and pastes go to the
//! [`BoardEditor`](crate::board_editor::state::BoardEditor) with a [`Context`], and its
//! outcome is acted on here: a flip flips the board, an accepted position opens a new game
//! from it as a pasted FEN does (the replaced game can be reopened with Ctrl-Z) and the
//! analysis starts on it.
//!
//! [`Context`]: crate::context::Context

use shakmaty::{EnPassantMode, Position};

use crate::board_editor::state::{BoardEditor, Button, EditorOutcome};
use crate::context::context;
use crate::message::Effect;
use crate::mode::BoardEditorAction;
use crate::model::app::{App, Pane};
use crate::panes::layout::square_at;
use crate::router::overlay::Overlay;
use kibitzer::game::ParsedFen;

impl App {
    /// `E` (no FEN) or `:setup [FEN]`: the editor on the shown position or on the FEN (read,
    /// not judged, so an impossible one can be fixed in the editor).
    pub(crate) fn open_board_editor(&mut self, fen: Option<&str>) -> Vec<Effect> {
        let editor = match fen {
            Some(text) => match BoardEditor::from_fen(text) {
                Ok(editor) => editor,
                Err(why) => return self.error(&why),
            },
            None => BoardEditor::new(self.shown_position().to_setup(EnPassantMode::Legal)),
        };
        self.picked = None;
        self.focus = Pane::Board;
        let keys = &self.settings.keymap.board_editor;
        let hints = keys.hints().join(", ");
        self.status = Some((format!("board editor: piece letters place, {hints}"), false));
        self.open_overlay(Overlay::BoardEditor(Box::new(editor)));
        Vec::new()
    }

    /// A key while the board editor is open.
    pub(crate) fn board_editor_key(&mut self, action: BoardEditorAction) -> Vec<Effect> {
        let mut effects = Vec::new();
        let flipped = self.flipped;
        let Overlay::BoardEditor(editor) = &mut self.overlay else {
            return effects;
        };
        let outcome = editor.key(action, flipped, &mut context!(self, &mut effects));
        effects.extend(self.board_editor_outcome(outcome));
        effects
    }

    /// What the router does after the editor acted.
    fn board_editor_outcome(&mut self, outcome: EditorOutcome) -> Vec<Effect> {
        match outcome {
            EditorOutcome::Open => Vec::new(),
            EditorOutcome::Closed => {
                self.close_overlay();
                Vec::new()
            }
            EditorOutcome::Flip => {
                self.flipped = !self.flipped;
                Vec::new()
            }
            EditorOutcome::Accepted(chess) => {
                self.close_overlay();
                let parsed = ParsedFen {
                    chess: *chess,
                    crazyhouse: None,
                };
                self.set_up(parsed, "position set up in the board editor")
            }
        }
    }

    /// A click while the board editor is open: on a square of the board, the editor's; the
    /// rest of the screen is the editor's too, so elsewhere nothing happens.
    pub(crate) fn board_editor_click(&mut self, column: u16, row: u16, button: Button) {
        let Some(panes) = self.panes() else {
            return;
        };
        let Some(square) = square_at(panes.board, panes.square, self.flipped, column, row) else {
            return;
        };
        if let Overlay::BoardEditor(editor) = &mut self.overlay {
            editor.click(square, button);
            self.status = None;
        }
    }

    /// Text pasted while the board editor is open: a FEN loads into it.
    pub(crate) fn board_editor_paste(&mut self, text: &str) {
        let mut effects = Vec::new();
        if let Overlay::BoardEditor(editor) = &mut self.overlay {
            editor.load_fen(text, &mut context!(self, &mut effects));
        }
    }
}
