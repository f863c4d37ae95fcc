//! The router: how a message reaches the part of the workstation it is for. `update` takes
//! every [`Msg`](crate::message::Msg), the key dispatch asks the open overlay and panel which
//! mode a key belongs to, the mouse finds what was clicked, and each feature's update is handed
//! its own state and a [`Context`](crate::context::Context); what a feature asks for in return
//! (open or close a panel, play a move, restart the analysis) is done here. Only the router and
//! the model (`app`) have `impl App` blocks.

pub(crate) mod annotate;
pub(crate) mod board_editor;
pub(crate) mod clipboard;
pub(crate) mod command_line;
pub(crate) mod comments;
pub(crate) mod compare;
pub(crate) mod engines;
pub(crate) mod explorer;
pub(crate) mod game_list;
pub(crate) mod key_dispatch;
pub(crate) mod learn;
pub(crate) mod line_preview;
pub(crate) mod mouse;
pub(crate) mod move_box;
pub(crate) mod overlay;
pub(crate) mod panel;
pub(crate) mod promotion;
pub(crate) mod search_events;
pub(crate) mod search_tree;
pub(crate) mod update;
pub(crate) mod view_keys;
