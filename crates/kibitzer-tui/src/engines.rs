//! The external engines (a second opinion beside kibitzer's own): the collection that owns
//! them ([`collection`]), each one's row ([`external`]), the `:engine` commands
//! ([`commands`]), the Engines pane ([`view`]), when one disagrees with kibitzer
//! ([`disagreement`]) and the engine log overlay (`L`: [`log`], [`log_view`]). Their glue to
//! the app is in `router/engines.rs`.

pub(super) mod collection;
pub(super) mod commands;
pub(super) mod disagreement;
pub(super) mod external;
pub(super) mod log;
pub(super) mod log_view;
pub(super) mod view;
