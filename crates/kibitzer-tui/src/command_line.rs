//! The command line (`:`): the text being typed ([`line`]), its keys ([`actions`], [`keys`]),
//! completion ([`completion`]), the history file ([`history_file`]), the table of commands
//! ([`table`]) and running them ([`commands`]).

pub(super) mod actions;
pub(super) mod commands;
pub(super) mod completion;
pub(super) mod history_file;
pub(super) mod keys;
pub(super) mod line;
pub(super) mod table;
