//! A person's annotations of a [`Game`] as undoable edits: the comment after a move (the
//! root's: before the first move) and the move and position [`Glyph`]s, one of each kind per
//! move. Each is an [`Game::set_annotation`], so [`Game::undo`] takes it back.

use super::{Game, Glyph, GlyphKind, NodeId};

impl Game {
    /// Sets the comment after `id` (the root: before the first move) to `text`, keeping its
    /// `[%...]` commands; empty text removes it. False if nothing changed.
    pub fn set_comment(&mut self, id: NodeId, text: &str) -> bool {
        if !self.contains(id) {
            return false;
        }
        let mut annotation = self.node(id).annotation().clone();
        if annotation.comment() == super::collapse_whitespace(text) {
            return false;
        }
        annotation.set_comment(text);
        self.set_annotation(id, annotation)
    }

    /// Puts `glyph` on the move `id` in place of the glyph of its kind there (other NAGs
    /// stay). False if `id` already has it or is the root or not in the tree.
    pub fn set_glyph(&mut self, id: NodeId, glyph: Glyph) -> bool {
        if id == NodeId::ROOT || !self.contains(id) {
            return false;
        }
        let nags = glyph.put_into(&self.node(id).annotation().nags);
        self.set_nags(id, nags)
    }

    /// Takes the glyphs of `kind` (`None`: both kinds) off the move `id`; other NAGs stay.
    /// False if it had none.
    pub fn clear_glyphs(&mut self, id: NodeId, kind: Option<GlyphKind>) -> bool {
        if !self.contains(id) {
            return false;
        }
        let nags = Glyph::removed_from(&self.node(id).annotation().nags, kind);
        self.set_nags(id, nags)
    }

    /// The glyphs on `id`, move glyph first.
    pub fn glyphs(&self, id: NodeId) -> Vec<Glyph> {
        self.node(id)
            .annotation()
            .nags
            .iter()
            .filter_map(|&n| Glyph::from_nag(n))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::game::{Game, Glyph, GlyphKind, Nag, NodeId};
    use shakmaty::san::San;

    fn game_with_e4() -> (Game, NodeId) {
        let mut game = Game::default();
        let mv = "e4"
            .parse::<San>()
            .unwrap()
            .to_move(game.position())
            .unwrap();
        let e4 = game.play(mv);
        (game, e4)
    }

    #[test]
    fn comments_are_set_and_undone() {
        let (mut game, e4) = game_with_e4();
        assert!(game.set_comment(e4, "the best by test"));
        assert!(!game.set_comment(e4, " the  best by test "), "unchanged");
        assert!(game.set_comment(NodeId::ROOT, "a starting comment"));
        assert_eq!(
            game.node(NodeId::ROOT).annotation().comments_after,
            ["a starting comment"]
        );
        assert!(game.set_comment(e4, ""));
        assert!(game.node(e4).annotation().is_empty());
        assert!(game.undo());
        assert_eq!(game.node(e4).annotation().comment(), "the best by test");
    }

    #[test]
    fn glyphs_replace_their_kind_and_undo() {
        let (mut game, e4) = game_with_e4();
        game.annotation_mut(e4).nags.push(Nag(22));
        assert!(game.set_glyph(e4, Glyph::Good));
        assert!(game.set_glyph(e4, Glyph::Interesting));
        assert!(game.set_glyph(e4, Glyph::WhiteBetter));
        assert!(!game.set_glyph(e4, Glyph::WhiteBetter), "already there");
        assert_eq!(game.glyphs(e4), [Glyph::Interesting, Glyph::WhiteBetter]);
        assert_eq!(game.node(e4).annotation().nags, [Nag(5), Nag(16), Nag(22)]);
        assert!(game.clear_glyphs(e4, Some(GlyphKind::Position)));
        assert_eq!(game.glyphs(e4), [Glyph::Interesting]);
        assert!(game.clear_glyphs(e4, None));
        assert!(!game.clear_glyphs(e4, None), "none left");
        assert_eq!(game.node(e4).annotation().nags, [Nag(22)]);
        assert!(game.undo());
        assert!(game.undo());
        assert_eq!(game.glyphs(e4), [Glyph::Interesting, Glyph::WhiteBetter]);
        assert!(
            !game.set_glyph(NodeId::ROOT, Glyph::Good),
            "no move to mark"
        );
    }
}
