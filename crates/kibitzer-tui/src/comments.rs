//! Comments and glyphs on the game's moves: the one-line comment editor (`c`), the glyph
//! picker (`!`), their keys and their drawing. The edits themselves are the game's undoable
//! ones ([`kibitzer::game::Game::set_comment`], [`kibitzer::game::Game::set_glyph`]); the
//! router makes them on the features' outcomes (`router/comments.rs`).

pub mod actions;
pub mod editor;
pub mod picker;
pub mod view;
