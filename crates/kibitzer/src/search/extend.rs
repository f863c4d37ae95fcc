//! Extensions of a move: the single-reply, recapture, passed-pawn and pawn-ending extensions, and
//! singular extensions.

pub(super) mod extensions;
pub(super) mod pawn_ending;
pub(super) mod singular;
