//! The move box's actions and their table. Keys without a binding type text.

use crate::mode::{Action, Binding, Mode, ModeAction, bind};

/// What a key does while the move box is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveBoxAction {
    /// Play the move typed (or the single completion).
    Play,
    /// Complete the text to the first legal move it may become.
    Complete,
    /// Delete the last character (on an empty box: close it).
    DeleteBack,
    /// Delete the whole text.
    Clear,
    /// Close the box without playing.
    Cancel,
    /// Quit.
    Quit,
}

impl ModeAction for MoveBoxAction {
    const MODE: Mode = Mode::MoveBox;
    const TABLE: &'static [Binding<Self>] = &[
        bind(
            MoveBoxAction::Play,
            "play",
            &["enter"],
            "play the move typed or its single completion (a variation if the game has another)",
        ),
        bind(
            MoveBoxAction::Complete,
            "complete",
            &["tab"],
            "complete to the first legal move listed",
        ),
        bind(
            MoveBoxAction::DeleteBack,
            "delete_back",
            &["backspace"],
            "delete the last character (empty: close)",
        ),
        bind(
            MoveBoxAction::Clear,
            "clear",
            &["ctrl-u"],
            "delete the whole text",
        ),
        bind(
            MoveBoxAction::Cancel,
            "cancel",
            &["esc"],
            "close the move box",
        ),
        bind(MoveBoxAction::Quit, "quit", &["ctrl-c"], "quit"),
    ];

    fn in_mode(self) -> Action {
        Action::MoveBox(self)
    }
}
