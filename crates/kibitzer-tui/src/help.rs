//! The help overlay (`?`): its keys ([`actions`]), its update ([`update`]) and its drawing
//! from the keymap ([`view`]).

pub(super) mod actions;
pub(super) mod update;
pub(super) mod view;
