//! The board editor (`E`, `:setup [FEN]`): setting up a position piece by piece, as Lichess's
//! board editor does. Its state and what its keys, clicks and pastes do ([`state`]), its keys
//! ([`actions`]) and its drawing beside and under the board ([`view`]). The router
//! (`router/board_editor.rs`) opens it as an overlay and acts on its outcome: a position
//! accepted opens a new game from it, as a pasted FEN does.

pub(super) mod actions;
pub(super) mod state;
pub(super) mod view;
