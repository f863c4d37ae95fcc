//! How the workstation's Moves pane writes the game (the config file's `moves_layout`):
//! `inline`, Lichess's text with the variations in parentheses, or `table`, two columns with
//! a move pair a row and each variation under the move it branches from.

use serde::{Deserialize, Serialize};

/// How the Moves pane writes the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MovesLayout {
    /// The moves as text, the variations inline in parentheses.
    #[default]
    Inline,
    /// Two columns, `1. e4 e5` a row, each variation indented under its move.
    Table,
}

impl MovesLayout {
    /// Its name in the file (`inline`, `table`).
    pub const fn name(self) -> &'static str {
        match self {
            MovesLayout::Inline => "inline",
            MovesLayout::Table => "table",
        }
    }

    /// The other layout.
    #[must_use]
    pub const fn toggled(self) -> MovesLayout {
        match self {
            MovesLayout::Inline => MovesLayout::Table,
            MovesLayout::Table => MovesLayout::Inline,
        }
    }
}
