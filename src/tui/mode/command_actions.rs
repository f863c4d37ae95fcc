//! The command line's actions and their table. Keys without a binding type text.

use super::{Action, Binding, Mode, ModeAction, bind};

/// What a key does while the command line is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommandAction {
    /// Run the command.
    Run,
    /// Close the command line.
    Cancel,
    /// Delete the character before the cursor (on an empty line: close it).
    DeleteBack,
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
        bind(CommandAction::Quit, "quit", &["ctrl-c"], "quit"),
    ];

    fn in_mode(self) -> Action {
        Action::CommandLine(self)
    }
}
