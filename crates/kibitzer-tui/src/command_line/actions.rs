//! The command line's actions and their table. Keys without a binding type text.

use crate::mode::{Action, Binding, Mode, ModeAction, bind};

/// What a key does while the command line is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommandAction {
    /// Run the command.
    Run,
    /// Close the command line.
    Cancel,
    /// Delete the character before the cursor (on an empty line: close it).
    DeleteBack,
    /// Delete the character under the cursor.
    DeleteForward,
    /// Delete the word before the cursor.
    DeleteWord,
    /// Delete everything before the cursor.
    DeleteToStart,
    /// The cursor one character left.
    CursorLeft,
    /// The cursor one character right.
    CursorRight,
    /// The cursor to the start.
    CursorStart,
    /// The cursor to the end.
    CursorEnd,
    /// The command run before the one shown.
    HistoryPrevious,
    /// The command run after the one shown (past the last: what was typed).
    HistoryNext,
    /// Complete the command name or the file path.
    Complete,
    /// Quit.
    Quit,
}

impl ModeAction for CommandAction {
    const MODE: Mode = Mode::CommandLine;
    const TABLE: &'static [Binding<Self>] = &[
        bind(CommandAction::Run, "run", &["enter"], "run the command"),
        bind(
            CommandAction::Cancel,
            "cancel",
            &["esc"],
            "close the command line",
        ),
        bind(
            CommandAction::DeleteBack,
            "delete_back",
            &["backspace"],
            "delete the character before the cursor (empty: close)",
        ),
        bind(
            CommandAction::DeleteForward,
            "delete_forward",
            &["delete"],
            "delete the character under the cursor",
        ),
        bind(
            CommandAction::DeleteWord,
            "delete_word",
            &["ctrl-w"],
            "delete the word before the cursor",
        ),
        bind(
            CommandAction::DeleteToStart,
            "delete_to_start",
            &["ctrl-u"],
            "delete everything before the cursor",
        ),
        bind(
            CommandAction::CursorLeft,
            "cursor_left",
            &["left"],
            "the cursor one character left",
        ),
        bind(
            CommandAction::CursorRight,
            "cursor_right",
            &["right"],
            "the cursor one character right",
        ),
        bind(
            CommandAction::CursorStart,
            "cursor_start",
            &["home", "ctrl-a"],
            "the cursor to the start",
        ),
        bind(
            CommandAction::CursorEnd,
            "cursor_end",
            &["end", "ctrl-e"],
            "the cursor to the end",
        ),
        bind(
            CommandAction::HistoryPrevious,
            "history_previous",
            &["up"],
            "the command run before (kept between runs)",
        ),
        bind(
            CommandAction::HistoryNext,
            "history_next",
            &["down"],
            "the command run after (last: what was typed)",
        ),
        bind(
            CommandAction::Complete,
            "complete",
            &["tab"],
            "complete the command name, or the file of :pgn, :save, :save!",
        ),
        bind(CommandAction::Quit, "quit", &["ctrl-c"], "quit"),
    ];

    fn in_mode(self) -> Action {
        Action::CommandLine(self)
    }
}
