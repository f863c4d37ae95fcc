//! [`GlyphPicker`]: the small list of move and position glyphs (`!`) for the shown move, each
//! with its key. A key hands the glyph to put on (or, the move having it already, to take
//! off) to the router as a [`GlyphOutcome`], which makes the game's undoable edit.

use kibitzer::game::{Game, Glyph, GlyphKind, NodeId};

use crate::mode::GlyphAction;

/// The open glyph picker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlyphPicker {
    /// The move whose glyphs are set.
    node: NodeId,
    /// `after 12...Nf6`, for the title.
    place: String,
    /// The glyphs the move has.
    current: Vec<Glyph>,
}

/// What a key of the glyph picker asks of the workstation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GlyphOutcome {
    /// It closes, nothing changed.
    Closed,
    /// It closes and `glyph` is put on `node` in place of the one of its kind.
    Set {
        /// The move.
        node: NodeId,
        /// The glyph.
        glyph: Glyph,
    },
    /// It closes and `node`'s glyphs of `kind` (`None`: both kinds) are taken off.
    Remove {
        /// The move.
        node: NodeId,
        /// Which glyphs.
        kind: Option<GlyphKind>,
    },
}

impl GlyphPicker {
    /// The picker of the shown move's glyphs; `None` at the start of the game (no move).
    pub fn open(game: &Game) -> Option<GlyphPicker> {
        let node = game.current();
        (node != NodeId::ROOT).then(|| GlyphPicker {
            node,
            place: super::editor::place(game, node),
            current: game.glyphs(node),
        })
    }

    /// `after 12...Nf6`.
    pub fn place(&self) -> &str {
        &self.place
    }

    /// The glyphs the move has.
    pub fn current(&self) -> &[Glyph] {
        &self.current
    }

    /// A key of the picker: a glyph the move has already is taken off.
    pub fn key(&self, action: GlyphAction) -> GlyphOutcome {
        let node = self.node;
        match action {
            GlyphAction::Set(glyph) if self.current.contains(&glyph) => GlyphOutcome::Remove {
                node,
                kind: Some(glyph.kind()),
            },
            GlyphAction::Set(glyph) => GlyphOutcome::Set { node, glyph },
            GlyphAction::Clear => GlyphOutcome::Remove { node, kind: None },
            GlyphAction::Cancel => GlyphOutcome::Closed,
        }
    }
}
