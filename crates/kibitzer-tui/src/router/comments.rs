//! The glue of comments and glyphs: opens the comment editor (`c`) and the glyph picker (`!`)
//! as overlays, hands them their keys, and acts on their outcomes (and on `:comment`,
//! `:glyph`) with the game's undoable edits, saying what was done.

use kibitzer::game::{Glyph, GlyphKind, NodeId};

use crate::comments::editor::{CommentEditor, CommentOutcome};
use crate::comments::picker::{GlyphOutcome, GlyphPicker};
use crate::message::Effect;
use crate::mode::{CommentAction, GlyphAction};
use crate::model::app::App;
use crate::router::overlay::Overlay;

impl App {
    /// The comment editor, while it is open.
    pub fn comment_editor(&self) -> Option<&CommentEditor> {
        match &self.overlay {
            Overlay::Comment(editor) => Some(editor),
            _ => None,
        }
    }

    /// The glyph picker, while it is open.
    pub fn glyph_picker(&self) -> Option<&GlyphPicker> {
        match &self.overlay {
            Overlay::Glyphs(picker) => Some(picker),
            _ => None,
        }
    }

    /// `c`: the editor of the comment after the shown move.
    pub(crate) fn open_comment_editor(&mut self) -> Vec<Effect> {
        self.open_overlay(Overlay::Comment(CommentEditor::open(&self.game)));
        Vec::new()
    }

    /// `!`: the glyph picker of the shown move (refused at the start: no move).
    pub(crate) fn open_glyph_picker(&mut self) -> Vec<Effect> {
        match GlyphPicker::open(&self.game) {
            Some(picker) => {
                self.open_overlay(Overlay::Glyphs(picker));
                Vec::new()
            }
            None => self.error("no move to mark at the start: go to a move first"),
        }
    }

    /// A key of the open comment editor.
    pub(crate) fn comment_key(&mut self, action: CommentAction) -> Vec<Effect> {
        let Overlay::Comment(editor) = &mut self.overlay else {
            return Vec::new();
        };
        match editor.key(action) {
            CommentOutcome::Open => Vec::new(),
            CommentOutcome::Quit => {
                self.quit = true;
                vec![Effect::StopSearch, Effect::Quit]
            }
            CommentOutcome::Closed => {
                self.close_overlay();
                self.status = Some(("comment unchanged".to_owned(), false));
                Vec::new()
            }
            CommentOutcome::Save { node, text } => {
                self.close_overlay();
                self.save_comment(node, &text)
            }
        }
    }

    /// A character typed in the comment editor.
    pub(crate) fn comment_text(&mut self, c: char) {
        if let Overlay::Comment(editor) = &mut self.overlay {
            editor.text(c);
        }
    }

    /// Sets `node`'s comment to `text` (empty: deletes it) and says so.
    pub(crate) fn save_comment(&mut self, node: NodeId, text: &str) -> Vec<Effect> {
        let place = crate::comments::editor::place(&self.game, node);
        let message = match (self.game.set_comment(node, text), text.trim().is_empty()) {
            (false, _) => "comment unchanged".to_owned(),
            (true, false) => format!("comment {place} saved (Ctrl-Z undoes)"),
            (true, true) => format!("comment {place} deleted (Ctrl-Z undoes)"),
        };
        self.status = Some((message, false));
        Vec::new()
    }

    /// A key of the open glyph picker.
    pub(crate) fn glyph_key(&mut self, action: GlyphAction) -> Vec<Effect> {
        let Overlay::Glyphs(picker) = &self.overlay else {
            return Vec::new();
        };
        let outcome = picker.key(action);
        self.close_overlay();
        match outcome {
            GlyphOutcome::Closed => Vec::new(),
            GlyphOutcome::Set { node, glyph } => self.set_glyph(node, glyph),
            GlyphOutcome::Remove { node, kind } => self.remove_glyphs(node, kind),
        }
    }

    /// `:glyph [G]` on the shown move.
    pub(crate) fn glyph_command(&mut self, glyph: Option<Glyph>) -> Vec<Effect> {
        let node = self.game.current();
        if node == NodeId::ROOT {
            return self.error("no move to mark at the start: go to a move first");
        }
        match glyph {
            Some(glyph) => self.set_glyph(node, glyph),
            None => self.remove_glyphs(node, None),
        }
    }

    /// Puts `glyph` on `node` and says so.
    fn set_glyph(&mut self, node: NodeId, glyph: Glyph) -> Vec<Effect> {
        let place = crate::comments::editor::move_name(&self.game, node).unwrap_or_default();
        let message = if self.game.set_glyph(node, glyph) {
            format!("{place}{glyph} ({}) (Ctrl-Z undoes)", glyph.meaning())
        } else {
            format!("{place} already has {glyph}")
        };
        self.status = Some((message, false));
        Vec::new()
    }

    /// Takes `node`'s glyphs of `kind` off and says so.
    fn remove_glyphs(&mut self, node: NodeId, kind: Option<GlyphKind>) -> Vec<Effect> {
        let place = crate::comments::editor::move_name(&self.game, node).unwrap_or_default();
        let message = if self.game.clear_glyphs(node, kind) {
            format!("glyph taken off {place} (Ctrl-Z undoes)")
        } else {
            format!("{place} has no glyph to take off")
        };
        self.status = Some((message, false));
        Vec::new()
    }
}
