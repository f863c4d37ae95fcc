//! [`Context`]: what a feature's update may see and change besides its own state: the game
//! (to read), the session's settings (to read), the status bar and the effects for the
//! runtime. The router builds it from `App`'s fields beside a borrow of the feature's own
//! state, so a feature never holds the whole `App`; what a feature cannot do from here
//! (play a move, open a panel, restart the analysis) it asks the router for with an outcome.

use kibitzer::game::Game;

use crate::message::Effect;
use crate::model::settings::Settings;

/// A feature's view of the rest of the workstation.
pub struct Context<'a> {
    /// The game and the shown position.
    pub game: &'a Game,
    /// The session's settings.
    pub settings: &'a Settings,
    /// The status bar's message and whether it reports an error.
    pub status: &'a mut Option<(String, bool)>,
    /// What the runtime must do.
    pub effects: &'a mut Vec<Effect>,
}

impl Context<'_> {
    /// Shows `message` in the status bar.
    pub fn say(&mut self, message: impl Into<String>) {
        *self.status = Some((message.into(), false));
    }

    /// Shows `message` in the status bar as an error.
    pub fn error(&mut self, message: impl std::fmt::Display) {
        *self.status = Some((message.to_string(), true));
    }
}

/// The [`Context`] of `app` (an `App` place expression) with `effects` (a `&mut Vec<Effect>`),
/// borrowing only its game, settings and status, so that the feature's own state (another
/// field of `app`) can be borrowed beside it.
macro_rules! context {
    ($app:expr, $effects:expr) => {
        $crate::context::Context {
            game: &$app.game,
            settings: &$app.settings,
            status: &mut $app.status,
            effects: $effects,
        }
    };
}
pub(crate) use context;
