//! The Compare pane (`w`): the panel's state and its update ([`state`]), what it compares
//! and the request it opens with ([`request`]), its keys ([`actions`]), its drawing
//! ([`view`]) and the second opinion of an external engine ([`second_opinion`]).

pub(super) mod actions;
pub(super) mod request;
pub(super) mod second_opinion;
pub(super) mod state;
pub(super) mod view;
