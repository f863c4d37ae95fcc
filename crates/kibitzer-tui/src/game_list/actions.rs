//! The game list's actions and their table. Keys without a binding type into its search.

use crate::mode::{Action, Binding, Mode, ModeAction, bind};

/// What a key does while the list of a file's games is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameListAction {
    /// Select the game above.
    Up,
    /// Select the game below.
    Down,
    /// Ten games up.
    PageUp,
    /// Ten games down.
    PageDown,
    /// The first game.
    First,
    /// The last game.
    Last,
    /// Open the selected game.
    Open,
    /// Close the list.
    Close,
    /// Delete the last character of the search.
    DeleteBack,
    /// Quit.
    Quit,
}

impl ModeAction for GameListAction {
    const MODE: Mode = Mode::GameList;
    const TABLE: &'static [Binding<Self>] = &[
        bind(GameListAction::Up, "up", &["up"], "select the game above"),
        bind(
            GameListAction::Down,
            "down",
            &["down"],
            "select the game below",
        ),
        bind(
            GameListAction::PageUp,
            "page_up",
            &["pageup"],
            "ten games up",
        ),
        bind(
            GameListAction::PageDown,
            "page_down",
            &["pagedown"],
            "ten games down",
        ),
        bind(GameListAction::First, "first", &["home"], "the first game"),
        bind(GameListAction::Last, "last", &["end"], "the last game"),
        bind(
            GameListAction::Open,
            "open",
            &["enter"],
            "open the selected game",
        ),
        bind(GameListAction::Close, "close", &["esc"], "close the list"),
        bind(
            GameListAction::DeleteBack,
            "delete_back",
            &["backspace"],
            "delete the last character of the search (player, or game number)",
        ),
        bind(GameListAction::Quit, "quit", &["ctrl-c"], "quit"),
    ];

    fn in_mode(self) -> Action {
        Action::GameList(self)
    }
}
