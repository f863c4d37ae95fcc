//! The promotion picker's actions and their table: which piece a pawn becomes.

use crate::mode::{Action, Binding, Mode, ModeAction, bind};

/// What a key does while the promotion picker is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromotionAction {
    /// Promote to a queen.
    Queen,
    /// Promote to a rook.
    Rook,
    /// Promote to a bishop.
    Bishop,
    /// Promote to a knight.
    Knight,
    /// Select the piece before.
    Previous,
    /// Select the piece after.
    Next,
    /// Promote to the selected piece.
    Choose,
    /// Put the pawn back.
    Cancel,
}

impl ModeAction for PromotionAction {
    const MODE: Mode = Mode::Promotion;
    const TABLE: &'static [Binding<Self>] = &[
        bind(
            PromotionAction::Queen,
            "queen",
            &["q"],
            "promote to a queen",
        ),
        bind(PromotionAction::Rook, "rook", &["r"], "promote to a rook"),
        bind(
            PromotionAction::Bishop,
            "bishop",
            &["b"],
            "promote to a bishop",
        ),
        bind(
            PromotionAction::Knight,
            "knight",
            &["n"],
            "promote to a knight",
        ),
        bind(
            PromotionAction::Previous,
            "previous",
            &["left", "up"],
            "select the piece before",
        ),
        bind(
            PromotionAction::Next,
            "next",
            &["right", "down"],
            "select the piece after",
        ),
        bind(
            PromotionAction::Choose,
            "choose",
            &["enter"],
            "promote to the selected piece",
        ),
        bind(
            PromotionAction::Cancel,
            "cancel",
            &["esc"],
            "put the pawn back",
        ),
    ];

    fn in_mode(self) -> Action {
        Action::Promotion(self)
    }
}
