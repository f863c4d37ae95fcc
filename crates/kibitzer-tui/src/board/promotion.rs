//! The promotion picker: a pawn's move to the last rank waits here for the piece it becomes
//! (`q`, `r`, `b`, `n`, or the arrows and Enter; Esc puts the pawn back), for keyboard and
//! mouse moves alike. The picker changes only its own selection; the router closes it and
//! plays the chosen move on its [`PromotionOutcome`].

use shakmaty::{Move, Role, Square};

use crate::mode::PromotionAction;

/// The pieces a pawn can become, in the picker's order.
pub const PROMOTION_PIECES: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// A pawn's move waiting for its piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PromotionChoice {
    /// The pawn's square.
    pub from: Square,
    /// The square it promotes on.
    pub to: Square,
    /// The legal moves of that pawn to that square, one per piece.
    pub moves: Vec<Move>,
    /// The selected piece (an index into [`PROMOTION_PIECES`]).
    pub selected: usize,
}

/// What a key of the picker came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PromotionOutcome {
    /// The picker stays open (another piece is selected).
    Open,
    /// The pawn goes back: the picker closes and nothing is played.
    Cancelled,
    /// The picker closes and this move is played.
    Chosen(Move),
    /// The picker closes: the chosen piece's promotion is not legal.
    Illegal,
}

impl PromotionChoice {
    /// The move promoting to `role`, if legal.
    fn move_to(&self, role: Role) -> Option<Move> {
        self.moves
            .iter()
            .find(|m| m.promotion() == Some(role))
            .copied()
    }

    /// A key of the picker.
    pub(crate) fn key(&mut self, action: PromotionAction) -> PromotionOutcome {
        let role = match action {
            PromotionAction::Queen => Role::Queen,
            PromotionAction::Rook => Role::Rook,
            PromotionAction::Bishop => Role::Bishop,
            PromotionAction::Knight => Role::Knight,
            PromotionAction::Choose => PROMOTION_PIECES[self.selected],
            PromotionAction::Previous | PromotionAction::Next => {
                let step = if action == PromotionAction::Next {
                    1
                } else {
                    3
                };
                self.selected = (self.selected + step) % PROMOTION_PIECES.len();
                return PromotionOutcome::Open;
            }
            PromotionAction::Cancel => return PromotionOutcome::Cancelled,
        };
        match self.move_to(role) {
            Some(m) => PromotionOutcome::Chosen(m),
            None => PromotionOutcome::Illegal,
        }
    }
}
