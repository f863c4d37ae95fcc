//! The model: [`App`](app::App), everything the screen shows and the person set, and what
//! changes it as a whole — the session's settings and configuration, the game's moves and
//! edits, saving, the autosave and the games an opening replaced. With the router, the only
//! place with `impl App` blocks; the features own their parts and see the rest through a
//! [`Context`](crate::context::Context).

pub(crate) mod app;
pub(crate) mod configured;
pub(crate) mod game_actions;
pub(crate) mod game_saving;
pub(crate) mod replaced_games;
pub(crate) mod save_outcome;
pub(crate) mod session_autosave;
pub(crate) mod settings;
pub(crate) mod tree_edits;
