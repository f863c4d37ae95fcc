//! The promotion picker: a pawn's move to the last rank waits here for the piece it becomes
//! (`q`, `r`, `b`, `n`, or the arrows and Enter; Esc puts the pawn back), for keyboard and
//! mouse moves alike.

use shakmaty::{Move, Role, Square};

use crate::app::App;
use crate::message::Effect;
use crate::mode::PromotionAction;
use crate::router::overlay::Overlay;

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

impl PromotionChoice {
    /// The move promoting to `role`, if legal.
    fn move_to(&self, role: Role) -> Option<Move> {
        self.moves
            .iter()
            .find(|m| m.promotion() == Some(role))
            .copied()
    }
}

impl App {
    /// A key while the promotion picker is open.
    pub(crate) fn promotion_key(&mut self, action: PromotionAction) -> Vec<Effect> {
        let Overlay::Promotion(choice) = &mut self.overlay else {
            return Vec::new();
        };
        let role = match action {
            PromotionAction::Queen => Role::Queen,
            PromotionAction::Rook => Role::Rook,
            PromotionAction::Bishop => Role::Bishop,
            PromotionAction::Knight => Role::Knight,
            PromotionAction::Choose => PROMOTION_PIECES[choice.selected],
            PromotionAction::Previous | PromotionAction::Next => {
                let step = if action == PromotionAction::Next {
                    1
                } else {
                    3
                };
                choice.selected = (choice.selected + step) % PROMOTION_PIECES.len();
                return Vec::new();
            }
            PromotionAction::Cancel => {
                self.overlay = Overlay::None;
                return Vec::new();
            }
        };
        let chosen = choice.move_to(role);
        self.overlay = Overlay::None;
        match chosen {
            Some(m) => self.play(m),
            None => self.error("that promotion is not legal"),
        }
    }
}
