//! The help overlay (`?`): its keys ([`actions`]) and its drawing from the keymap
//! ([`view`]).

pub(super) mod actions;
pub(super) mod view;
