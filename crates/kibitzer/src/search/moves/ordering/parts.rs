//! [`Parts`]: a move taken apart once for keying (each accessor of [`Move`] is a match of its
//! own).

use shakmaty::{Move, Role, Square};

use super::destination;

/// The parts of a move that keying reads, taken apart once (each accessor of [`Move`] is a
/// match of its own).
pub(super) struct Parts {
    pub(super) role: Role,
    /// [`origin`].
    pub(super) from: Square,
    /// [`destination`].
    pub(super) to: Square,
    /// The captured role, a pawn for en passant.
    pub(super) victim: Option<Role>,
    /// The enemy man on `to` (none for en passant, which lands on an empty square).
    pub(super) occupant: Option<Role>,
    pub(super) promotion: Option<Role>,
    /// Whether the mover controls (attacks) `to` before moving: every piece move and pawn
    /// capture does; pawn pushes and castling (the king's two-square step) do not.
    pub(super) controls: bool,
}

impl Parts {
    #[inline]
    pub(super) fn of(mv: &Move) -> Parts {
        match *mv {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => Parts {
                role,
                from,
                to,
                victim: capture,
                occupant: capture,
                promotion,
                controls: role != Role::Pawn || capture.is_some(),
            },
            Move::EnPassant { from, to } => Parts {
                role: Role::Pawn,
                from,
                to,
                victim: Some(Role::Pawn),
                occupant: None,
                promotion: None,
                controls: true,
            },
            Move::Castle { king, .. } => Parts {
                role: Role::King,
                from: king,
                to: destination(mv),
                victim: None,
                occupant: None,
                promotion: None,
                controls: false,
            },
            Move::Put { role, to } => Parts {
                role,
                from: to,
                to,
                victim: None,
                occupant: None,
                promotion: None,
                controls: false,
            },
        }
    }
}
