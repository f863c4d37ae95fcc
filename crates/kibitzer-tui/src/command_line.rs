//! The command line (`:`): the text being typed ([`line`]), its keys ([`actions`], [`keys`]),
//! completion ([`completion`]), the history file ([`history_file`]), the table of commands
//! ([`table`]) and reading a line into a typed command ([`commands`]). Running a command is
//! the router's (`router/command_line.rs`): it dispatches to the features.

pub(super) mod actions;
pub(super) mod commands;
pub(super) mod completion;
pub(super) mod history_file;
pub(super) mod keys;
pub(super) mod line;
pub(super) mod table;
