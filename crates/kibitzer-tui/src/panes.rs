//! The panes around the board and how the screen is cut into them: [`pane`] names them,
//! [`layout`] places them; each `*_view` draws one from `&App` and computes nothing the app
//! does not hold.

pub(super) mod eval_view;
pub(super) mod layout;
pub(super) mod lines_view;
pub(super) mod move_table;
pub(super) mod move_text;
pub(super) mod moves_areas;
pub(super) mod moves_view;
pub(super) mod pane;
pub(super) mod status_view;
pub(super) mod text_rows;
pub(super) mod threats_view;
pub(super) mod title;
pub(super) mod too_small_view;
