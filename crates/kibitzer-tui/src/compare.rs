//! The Compare pane (`w`): the panel's state and its update ([`state`]), its keys
//! ([`actions`]), its drawing ([`view`]) and the second opinion of an external engine
//! ([`second_opinion`]).

pub(super) mod actions;
pub(super) mod second_opinion;
pub(super) mod state;
pub(super) mod view;
