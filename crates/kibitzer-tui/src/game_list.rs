//! The list of a file's games to pick from: its state and opening it ([`list`]), its update
//! ([`update`]), the rows of a streamed file ([`rows`]), its keys ([`actions`]) and its
//! drawing ([`view`]).

pub(super) mod actions;
pub(super) mod list;
pub(super) mod rows;
pub(super) mod update;
pub(super) mod view;
