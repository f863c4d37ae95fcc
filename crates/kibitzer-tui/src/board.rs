//! The board: its keys ([`actions`]), its size ([`size`]), its drawing ([`view`]), the
//! engine lines' arrows on a large board ([`arrow`]) and the
//! promotion picker a pawn's move to the last rank opens ([`promotion`],
//! [`promotion_actions`]).

pub(super) mod actions;
pub(super) mod arrow;
pub(super) mod promotion;
pub(super) mod promotion_actions;
pub(super) mod size;
pub(super) mod view;
