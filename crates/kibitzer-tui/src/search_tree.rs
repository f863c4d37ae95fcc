//! The search tree explorer (`t`): the panel's state and its update ([`state`]), its keys
//! ([`actions`]) and its drawing ([`view`]).

pub(super) mod actions;
pub(super) mod state;
pub(super) mod view;
