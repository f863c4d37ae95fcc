//! [`Pins`]: the men of the side to move pinned to their own king, and the line each may still
//! move along. Worked out once per node and shared by the generators of its captures and its
//! quiet moves.

use shakmaty::{Bitboard, Chess, Position, Square, attacks};

use crate::search::moves::captures::lone_blockers;

/// The king of the side to move and its men pinned to it.
pub struct Pins {
    king: Option<Square>,
    pinned: Bitboard,
}

impl Pins {
    /// The pins of the side to move in `pos`.
    pub fn of(pos: &Chess) -> Pins {
        let board = pos.board();
        let turn = pos.turn();
        let king = board.king_of(turn);
        let pinned = king.map_or(Bitboard::EMPTY, |king| {
            lone_blockers(board, king, !turn) & board.by_color(turn)
        });
        Pins { king, pinned }
    }

    /// The king of the side to move (a position without one has no pins).
    pub fn king(&self) -> Option<Square> {
        self.king
    }

    /// The men of the side to move pinned to their king.
    pub fn pinned(&self) -> Bitboard {
        self.pinned
    }

    /// Where the man on `from` may go without exposing its king: anywhere unless it is pinned,
    /// then only along the line through its king.
    #[inline]
    pub fn allowed(&self, from: Square) -> Bitboard {
        match self.king {
            Some(king) if self.pinned.contains(from) => attacks::ray(king, from),
            _ => Bitboard::FULL,
        }
    }
}
