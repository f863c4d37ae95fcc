//! Learning from one's mistakes after a review (`D`, `:learn`), as on Lichess: the session's
//! state and update ([`session`]), its keys ([`actions`]) and its panel ([`view`]). Which
//! positions it asks about and what counts as found is the library's
//! ([`kibitzer::annotate::questions`], [`kibitzer::annotate::attempt_verdict`]).

pub(super) mod actions;
pub(super) mod session;
pub(super) mod view;
