//! Looking at an engine line without playing it: with the Lines pane focused, the keys that
//! step the game step along the selected line instead, and the board shows its positions
//! (see [`state::LinePreview`]); the router (`router/line_preview.rs`) acts on the outcome.

pub mod state;
