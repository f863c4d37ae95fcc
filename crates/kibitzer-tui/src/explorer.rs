//! The Explorer pane (`X`, `:explorer`): the games database's table for the shown position
//! as one steps through the game, its moves to play and the games that reached the position
//! to open. Its state and update ([`state`]), its keys ([`actions`]) and its drawing
//! ([`view`]); the database itself is read on the runtime's worker thread.

pub(super) mod actions;
pub(super) mod state;
pub(super) mod view;
