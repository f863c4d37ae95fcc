//! [`KeymapError`]: why a user's keymap was refused, naming the mode, action or key.

use std::fmt;

/// Why a keymap override was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeymapError {
    /// No mode has this name.
    UnknownMode {
        /// The name given.
        mode: String,
    },
    /// The mode has no action of this name.
    UnknownAction {
        /// The mode.
        mode: String,
        /// The name given.
        action: String,
    },
    /// A key name that means no key.
    BadKey {
        /// The mode.
        mode: String,
        /// The action it was given for.
        action: String,
        /// The name given.
        key: String,
    },
    /// One key given to two actions of a mode.
    KeyTwice {
        /// The mode.
        mode: String,
        /// The key.
        key: String,
        /// The first action given it.
        first: String,
        /// The second.
        second: String,
    },
}

impl fmt::Display for KeymapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeymapError::UnknownMode { mode } => write!(
                f,
                "keys: no mode {mode:?} (modes: board, tree, best_first, compare, promotion, command_line, game_list, help)"
            ),
            KeymapError::UnknownAction { mode, action } => {
                write!(f, "keys.{mode}: no action {action:?}")
            }
            KeymapError::BadKey { mode, action, key } => write!(
                f,
                "keys.{mode}.{action}: {key:?} is not a key (a character, ctrl-x, alt-x, F1, space, enter, esc, tab, backtab, up, pageup, home, delete, backspace, ...)"
            ),
            KeymapError::KeyTwice {
                mode,
                key,
                first,
                second,
            } => write!(
                f,
                "keys.{mode}: {key:?} is given to both {first} and {second}"
            ),
        }
    }
}

impl std::error::Error for KeymapError {}
