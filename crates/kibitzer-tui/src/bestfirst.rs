//! Best-first mode (`b`): the panel's state and its update ([`state`]), its keys
//! ([`actions`]), its drawing ([`view`]) and whether it disagrees with the main search
//! ([`disagreement`]).

pub(super) mod actions;
pub(super) mod disagreement;
pub(super) mod state;
pub(super) mod view;
