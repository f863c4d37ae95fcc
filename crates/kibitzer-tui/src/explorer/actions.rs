//! The Explorer pane's actions and their table. Keys it does not bind are the board's, so
//! the game is stepped through as usual while the pane follows.

use crate::mode::{Action, Binding, Mode, ModeAction, bind, hinted};

/// What a key does while the Explorer pane is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExplorerAction {
    /// The row above.
    Up,
    /// The row below.
    Down,
    /// Play the selected move, or open the selected game.
    Select,
    /// List the games that reached the position.
    Games,
    /// Close the games list, or the pane when no list is open.
    Back,
    /// Close the pane.
    Close,
}

impl ModeAction for ExplorerAction {
    const MODE: Mode = Mode::Explorer;
    const TABLE: &'static [Binding<Self>] = &[
        bind(ExplorerAction::Up, "up", &["up", "k"], "the row above"),
        bind(
            ExplorerAction::Down,
            "down",
            &["down", "j"],
            "the row below",
        ),
        hinted(
            ExplorerAction::Select,
            "select",
            &["enter"],
            "play the selected move (a variation where the game has another); in the games list: open the game at the position",
            "play",
        ),
        hinted(
            ExplorerAction::Games,
            "games",
            &["g"],
            "list the games that reached the position",
            "games",
        ),
        hinted(
            ExplorerAction::Back,
            "back",
            &["esc"],
            "close the games list, or the pane",
            "back",
        ),
        hinted(
            ExplorerAction::Close,
            "close",
            &["X"],
            "close the Explorer pane",
            "close",
        ),
    ];

    fn in_mode(self) -> Action {
        Action::Explorer(self)
    }
}
