//! The move box (`i`, or a SAN piece letter typed on the board): a move typed in SAN or UCI,
//! in the manner of Lichess's keyboard input. Its text and what it reads as ([`state`]), its
//! keys ([`actions`]) and its line in the status bar ([`view`]); reading the move is the
//! library's ([`kibitzer::game::parse_typed_move`]), playing it the router's
//! (`router/move_box.rs`).

pub(super) mod actions;
pub(super) mod state;
pub(super) mod view;
