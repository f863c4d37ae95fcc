//! The external engines (a second opinion beside kibitzer's own): their rows and events
//! ([`external`]), the `:engine` commands ([`commands`]), the Engines pane ([`view`]), when
//! one disagrees with kibitzer ([`disagreement`]) and the engine log overlay (`L`: [`log`],
//! [`log_view`]).

pub(super) mod commands;
pub(super) mod disagreement;
pub(super) mod external;
pub(super) mod log;
pub(super) mod log_view;
pub(super) mod view;
